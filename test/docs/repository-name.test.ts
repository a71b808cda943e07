import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { load } from 'js-yaml'
import { describe, expect, it } from 'vitest'
import { ACTION_NAME, ACTION_REPOSITORY, ACTION_URL } from '../../src/common/version.js'

/**
 * Every file of the project spells the action's repository as ACTION_REPOSITORY, which is
 * package.json's `repository` (test/version.test.ts): `uses: <owner>/<name>@…` lines, github.com
 * links, action.yml's `author`. Renaming or transferring the repository is changing package.json
 * and src/common/version.ts; this test then names each file and line still to update.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')

/**
 * Not read: tests (their fixtures and this file's examples spell other names on purpose), the
 * generated bundle, and installed, built or local files.
 */
const SKIPPED = new Set([
  '.git',
  'node_modules',
  'dist',
  'build',
  'coverage',
  '.local-action',
  'test',
])

export interface Mention {
  file: string
  line: number
  /** `<owner>/<name>` as the file spells it. */
  repository: string
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Every `<owner>/<name>` in the text whose name is one of `names`, on its own or after
 * `github.com/` (a link, `uses:`, a condition in a workflow, prose), case-insensitively: GitHub
 * takes either case, so `Org/Security-Scan-Action` is the same repository spelled otherwise.
 */
export function findRepositoryMentions(
  file: string,
  text: string,
  names: readonly string[],
): Mention[] {
  const alternatives = [...new Set(names)].map(escapeRegExp).join('|')
  // Not inside a path (`a/org/name`), not part of a longer name (`org/name-cli`).
  const pattern = new RegExp(
    `(?<![\\w.@/-])(?:(?:https?://)?(?:www\\.)?github\\.com[/:])?` +
      `([A-Za-z0-9][A-Za-z0-9-]*/(?:${alternatives}))(?![\\w-])`,
    'gi',
  )
  const lineStarts = [0, ...[...text.matchAll(/\n/g)].map((match) => match.index + 1)]
  return [...text.matchAll(pattern)].map((match) => ({
    file,
    line: lineStarts.findLastIndex((start) => start <= match.index) + 1,
    repository: match[1] ?? '',
  }))
}

/** The mentions that spell a repository other than `repository`, as `file:line: found`. */
export function misspelledRepositories(mentions: readonly Mention[], repository: string) {
  return mentions
    .filter((mention) => mention.repository !== repository)
    .map((mention) => `${mention.file}:${String(mention.line)}: ${mention.repository}`)
}

function projectFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (SKIPPED.has(entry.name)) return []
    if (entry.isDirectory()) return projectFiles(path)
    return entry.isFile() ? [relative(ROOT, path)] : []
  })
}

/**
 * The repository's own name, and the action's name, which is what the repository was called
 * when this was written: after a rename, lines still spelling the old name are found too.
 */
const NAMES = [ACTION_REPOSITORY.split('/')[1] ?? '', ACTION_NAME]
const mentions = projectFiles(ROOT).flatMap((file) => {
  const text = readFileSync(join(ROOT, file), 'utf8')
  return text.includes('\0') ? [] : findRepositoryMentions(file, text, NAMES)
})

describe("the action's repository", () => {
  it('is spelled as package.json has it, in every file that names it', () => {
    expect(misspelledRepositories(mentions, ACTION_REPOSITORY)).toEqual([])
  })

  it('is named where people look for it: README, SECURITY.md, the changelog, package.json', () => {
    const files = new Set(mentions.map((mention) => mention.file))
    for (const file of ['README.md', 'SECURITY.md', 'CHANGELOG.md', 'package.json']) {
      expect(files, file).toContain(file)
    }
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8')
    expect(readme).toContain(`uses: ${ACTION_REPOSITORY}@v1`)
    const security = readFileSync(join(ROOT, 'SECURITY.md'), 'utf8')
    expect(security).toContain(`${ACTION_URL}/security/advisories/new`)
  })

  it('is spelled in src/ only by src/common/version.ts', () => {
    const inSource = mentions.filter((mention) => mention.file.startsWith('src/'))
    expect([...new Set(inSource.map((mention) => mention.file))]).toEqual(['src/common/version.ts'])
  })

  it("gives action.yml's author: its owner", () => {
    const action = load(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as { author?: unknown }
    expect(action.author).toBe(ACTION_REPOSITORY.split('/')[0])
  })
})

describe('findRepositoryMentions', () => {
  const NAMES_NOW = ['security-scan-action']
  const drifted = [
    '- uses: org/security-scan-action@v1',
    '- uses: acme/security-scan-action@v1 # a copy that drifted',
    "  uses: 'acme/security-scan-action/sub@0123456789abcdef0123456789abcdef01234567' # v1.2.3",
    '[1.0.0]: https://github.com/acme/security-scan-action/releases/tag/v1.0.0',
    'Report at https://www.github.com/Org/Security-Scan-Action/security/advisories/new.',
    "    if: github.repository == 'acme/security-scan-action'",
    'git clone git@github.com:acme/security-scan-action.git',
    'Not the action: org/security-workflows, actions/checkout@v5, acme/security-scan-action-cli,',
    'test/fixtures/security-scan-action, the security-scan-action:comment marker.',
  ].join('\n')

  it('finds each spelling of the repository, with its line', () => {
    expect(findRepositoryMentions('README.md', drifted, NAMES_NOW)).toEqual([
      { file: 'README.md', line: 1, repository: 'org/security-scan-action' },
      { file: 'README.md', line: 2, repository: 'acme/security-scan-action' },
      { file: 'README.md', line: 3, repository: 'acme/security-scan-action' },
      { file: 'README.md', line: 4, repository: 'acme/security-scan-action' },
      { file: 'README.md', line: 5, repository: 'Org/Security-Scan-Action' },
      { file: 'README.md', line: 6, repository: 'acme/security-scan-action' },
      { file: 'README.md', line: 7, repository: 'acme/security-scan-action' },
    ])
  })

  it('names the file and line of every spelling but the right one', () => {
    const found = findRepositoryMentions('README.md', drifted, NAMES_NOW)
    expect(misspelledRepositories(found, 'org/security-scan-action')).toEqual([
      'README.md:2: acme/security-scan-action',
      'README.md:3: acme/security-scan-action',
      'README.md:4: acme/security-scan-action',
      'README.md:5: Org/Security-Scan-Action',
      'README.md:6: acme/security-scan-action',
      'README.md:7: acme/security-scan-action',
    ])
  })

  it('finds the old name after a rename', () => {
    const found = findRepositoryMentions('SECURITY.md', drifted, [
      'scanner',
      'security-scan-action',
    ])
    expect(misspelledRepositories(found, 'org/scanner')).toContain(
      'SECURITY.md:1: org/security-scan-action',
    )
  })
})
