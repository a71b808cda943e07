/**
 * docs/architecture.md follows the code: every folder of src/ has its row, every file it names
 * exists, it names no path outside the repository, and its Ports section names every port.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { ROOT, SRC } from './source-map.js'

const DOC = readFileSync(join(ROOT, 'docs', 'architecture.md'), 'utf8')

/** The text of one `## ` section of a Markdown document. */
function sectionOf(doc: string, heading: string): string {
  const start = `\n${doc}`.indexOf(`\n## ${heading}`)
  if (start < 0) return ''
  const end = doc.indexOf('\n## ', start + 1)
  return doc.slice(start, end < 0 ? undefined : end)
}

/** Every path-like code span (`scan/wait.ts`, `src/job/`, `testkit/README.md`) of a document. */
function namedPaths(doc: string): string[] {
  const spans = [...doc.matchAll(/`([^`\s]+)`/g)].map((match) => match[1] ?? '')
  return [...new Set(spans.filter((span) => /^[\w.-]*\/|\.(ts|md|yml|json)$/.test(span)))]
}

/** Whether a path the document names exists: as written from the root, under src/, or test/. */
function existsInRepository(path: string): boolean {
  // A pattern (`test/main*.test.ts`) names its folder.
  const bare = path.includes('*') ? path.slice(0, path.lastIndexOf('/')) : path.replace(/\/$/, '')
  if ([ROOT, SRC, join(ROOT, 'test')].some((dir) => existsSync(join(dir, bare)))) return true
  // A file named alone (`step-deps.ts`) in a sentence about its folder.
  return !bare.includes('/') && listFileNames(SRC).has(bare)
}

function listFileNames(dir: string): Set<string> {
  const names = new Set<string>()
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    names.add(entry.name)
  }
  return names
}

/** The members of an interface declared in a TypeScript source. */
function membersOf(source: string, name: string): string[] {
  const file = ts.createSourceFile('ports.ts', source, ts.ScriptTarget.Latest, true)
  const found = file.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === name,
  )
  return (found?.members ?? []).flatMap((member) => (member.name ? [member.name.getText()] : []))
}

describe('docs/architecture.md', () => {
  it('has a Layers row for every folder of src/', () => {
    const layers = sectionOf(DOC, 'Layers')
    const folders = readdirSync(SRC, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
    expect(folders.length).toBeGreaterThan(10)
    expect(folders.filter((folder) => !layers.includes(`| \`${folder}/\``))).toEqual([])
  })

  it('names only files that exist, and none outside the repository', () => {
    const paths = namedPaths(DOC)
    expect(paths.length).toBeGreaterThan(40)
    expect(paths.filter((path) => path.startsWith('../') || path.startsWith('/'))).toEqual([])
    expect(paths.filter((path) => !existsInRepository(path))).toEqual([])
  })

  it('names every port of RunPorts in its Ports section', () => {
    const ports = membersOf(readFileSync(join(SRC, 'job', 'ports.ts'), 'utf8'), 'RunPorts')
    expect(ports).toContain('eventTarget')
    const section = sectionOf(DOC, 'Ports')
    expect(ports.filter((port) => !section.includes(`\`${port}\``))).toEqual([])
  })

  it('finds a stale name, a path outside, and a port left out', () => {
    const doc = '## Ports\n`setFailed` and `src/nothing/here.ts`, `../shared/STYLE.md`\n## Next\n'
    expect(namedPaths(doc)).toEqual(['src/nothing/here.ts', '../shared/STYLE.md'])
    expect(existsInRepository('src/nothing/here.ts')).toBe(false)
    expect(existsInRepository('scan/wait.ts')).toBe(true)
    const source = 'interface RunPorts { setFailed(m: string): void; random?: () => number }'
    const ports = membersOf(source, 'RunPorts')
    expect(ports.filter((port) => !sectionOf(doc, 'Ports').includes(`\`${port}\``))).toEqual([
      'random',
    ])
  })
})
