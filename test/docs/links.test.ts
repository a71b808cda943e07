import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * Every relative link of the documentation points at a file of the repository, and every
 * `#anchor` at a heading that exists. External links (https:, mailto:) are not fetched: tests
 * never reach the network.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')

const DOCUMENTS = [
  'README.md',
  'CONTRIBUTING.md',
  'SECURITY.md',
  'CHANGELOG.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
]

/**
 * The text outside fenced code blocks, with code spans emptied (links there are not links) or, for
 * headings, kept as their text.
 */
export function withoutCode(markdown: string, spans: 'empty' | 'keep' = 'empty'): string {
  const prose: string[] = []
  let fence: string | undefined
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1]
    if (fence === undefined && marker !== undefined) {
      fence = marker
      prose.push('')
      continue
    }
    if (fence !== undefined) {
      if (line.trim().startsWith(fence)) fence = undefined
      prose.push('')
      continue
    }
    prose.push(line.replace(/`([^`\n]*)`/g, spans === 'empty' ? '``' : '$1'))
  }
  return prose.join('\n')
}

/** Targets of inline links and images, and of reference definitions. */
export function findLinkTargets(markdown: string): string[] {
  const text = withoutCode(markdown)
  const inline = [...text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(
    (m) => m[1] ?? '',
  )
  const references = [...text.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map(
    (m) => m[1] ?? '',
  )
  return [...inline, ...references]
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function slugOf(heading: string): string {
  return heading
    .replace(/`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
}

/** The anchors of a document's headings, with GitHub's -1, -2 … for repeated ones. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  for (const line of withoutCode(markdown, 'keep').split('\n')) {
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)?.[1]
    if (heading === undefined) continue
    const slug = slugOf(heading)
    const count = seen.get(slug) ?? 0
    seen.set(slug, count + 1)
    anchors.add(count === 0 ? slug : `${slug}-${count}`)
  }
  return anchors
}

function isExternal(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target)
}

/** What is wrong with one link of `document` (a path relative to the root), if anything. */
function checkLink(document: string, target: string): string | undefined {
  if (isExternal(target)) return undefined
  const hash = target.indexOf('#')
  const path = decodeURIComponent(hash >= 0 ? target.slice(0, hash) : target)
  const anchor = hash >= 0 ? target.slice(hash + 1) : undefined
  const file = path === '' ? join(ROOT, document) : resolve(ROOT, dirname(document), path)
  const inside = relative(ROOT, file)
  if (inside.startsWith('..') || inside.startsWith(sep)) {
    return `${document}: ${target} points outside the repository`
  }
  if (!existsSync(file)) return `${document}: ${target} points to a file that does not exist`
  if (anchor === undefined || anchor === '') return undefined
  if (!statSync(file).isFile() || !file.endsWith('.md')) return undefined
  return anchorsOf(readFileSync(file, 'utf8')).has(anchor)
    ? undefined
    : `${document}: ${target} names a heading that does not exist`
}

describe('links in the documentation', () => {
  it('checks the README, the project files and docs/', () => {
    expect(DOCUMENTS).toEqual(
      expect.arrayContaining(['README.md', 'docs/service-contract.md', 'docs/architecture.md']),
    )
  })

  it.each(DOCUMENTS)('every relative link of %s points to a file and heading that exist', (doc) => {
    const targets = findLinkTargets(readFileSync(join(ROOT, doc), 'utf8'))
    const problems = targets
      .map((target) => checkLink(doc, target))
      .filter((p): p is string => p !== undefined)
    expect(problems).toEqual([])
  })

  it('finds inline links, images and reference definitions, and skips code', () => {
    const text = [
      'See [a](docs/a.md#top) and ![b](img/b.png "title") and [c](https://example.com).',
      '`[not](a-link.md)`',
      '```',
      '[also not](inside-a-fence.md)',
      '```',
      '[ref]: CHANGELOG.md',
    ].join('\n')
    expect(findLinkTargets(text)).toEqual([
      'docs/a.md#top',
      'img/b.png',
      'https://example.com',
      'CHANGELOG.md',
    ])
  })

  it('computes anchors as GitHub does', () => {
    const anchors = anchorsOf(
      [
        '## Upload the findings to code scanning (SARIF)',
        '## Counts the gate cannot trust (`result: unknown`)',
        '## Organizations: many jobs, one key',
        '### `pull_request_target` and forks',
        '## Notes',
        '## Notes',
      ].join('\n'),
    )
    expect([...anchors]).toEqual([
      'upload-the-findings-to-code-scanning-sarif',
      'counts-the-gate-cannot-trust-result-unknown',
      'organizations-many-jobs-one-key',
      'pull_request_target-and-forks',
      'notes',
      'notes-1',
    ])
  })

  it('reports a missing file, a missing heading and a path out of the repository', () => {
    expect(checkLink('README.md', 'docs/nowhere.md')).toContain('does not exist')
    expect(checkLink('README.md', '#no-such-heading')).toContain('heading that does not exist')
    expect(checkLink('docs/architecture.md', '../../outside.md')).toContain(
      'outside the repository',
    )
    expect(checkLink('docs/architecture.md', 'service-contract.md#never-two-scans')).toBeUndefined()
    expect(checkLink('README.md', 'https://example.com/x')).toBeUndefined()
  })
})
