/**
 * The shape of src/, kept true by a test (docs/architecture.md explains it): layers point one way,
 * and no file or function grows past what a reader can hold.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { areaOf, readSource, readSources, ROOT, type SourceFile } from './source-map.js'

/**
 * The areas of src/, lowest first: each may import only from areas before it (and from itself).
 * A new folder must be placed here, which is the moment to decide what it may depend on.
 */
export const LAYERS = [
  'common', // clock, logger, text escaping, secrets: imports nothing of ours
  'vendor', // what the bundle has in place of undici
  'service', // the scanning service's REST client
  'deps', // the malicious-dependency check
  'policy', // the policy file: suppressions, exclude-paths, on-service-error
  'gate', // the threshold and the gate's verdict
  'config', // inputs, the runner's context, the target
  'scan', // estimate, start, wait, read findings: talking to the service for a scan's results
  'baseline', // a target branch's scan as a baseline: which findings a change introduces
  'outcome', // the run's one result value
  'report', // pure renderers of the outcome
  'github', // GitHub's API: check run, PR comment, changed code
  'job', // one job's steps for all three entries: ports, setup, the steps, publishing, the verdict
  'sweep', // sweep mode: one job scanning many repositories, over the same steps
  'action', // the GitHub Actions runner's implementation of the ports
  'cli', // the command line's implementation of the ports, for other CI systems and terminals
  'main.ts',
  'index.ts',
] as const

const MAX_FILE_LINES = 350
const MAX_FUNCTION_LINES = 80

/**
 * Imports that point from an area to one at or above it in LAYERS, or out of the tree read (into
 * test/, testkit/, package.json…), as `from → to`.
 */
export function findUpwardImports(
  files: readonly SourceFile[],
  layers: readonly string[],
): string[] {
  const rank = (area: string) => layers.indexOf(area)
  return files.flatMap((file) => {
    const from = areaOf(file.path)
    return file.imports
      .filter((target) => {
        if (target.startsWith('../')) return true
        const to = areaOf(target)
        return to !== from && rank(to) >= rank(from)
      })
      .map((target) => `${file.path} → ${target}`)
  })
}

/** The folders the Layers table of docs/architecture.md lists, in its order. */
function documentedLayers(): string[] {
  const doc = readFileSync(join(ROOT, 'docs', 'architecture.md'), 'utf8')
  const start = doc.indexOf('## Layers')
  const section = doc.slice(start, doc.indexOf('\n## ', start))
  return [...section.matchAll(/^\| `([\w-]+)\/`/gm)].map((match) => match[1] ?? '')
}

describe('the layers of src/', () => {
  const files = readSources()

  it('reads the whole of src/', () => {
    expect(files.length).toBeGreaterThan(50)
    expect(files.some((f) => f.path === 'main.ts' && f.imports.length > 5)).toBe(true)
  })

  it('is the order docs/architecture.md gives', () => {
    expect(documentedLayers()).toEqual(LAYERS.filter((layer) => !layer.endsWith('.ts')))
  })

  it('places every area of src/ in LAYERS', () => {
    const areas = [...new Set(files.map((f) => areaOf(f.path)))].sort()
    expect(areas.filter((area) => !(LAYERS as readonly string[]).includes(area))).toEqual([])
  })

  it('has no import from an area to one above it, so no two folders import each other', () => {
    expect(findUpwardImports(files, LAYERS)).toEqual([])
  })

  it('names an upward import when there is one', () => {
    const report = readSource('report/x.ts', "import { run } from '../job/publish.js'\n")
    const scan = readSource('scan/y.ts', "const m = await import('../outcome/outcome.js')\n")
    const common = readSource('common/z.ts', "export type { A } from './a.js'\n")
    const outside = readSource('job/w.ts', "import { API_KEY } from '../../testkit/ids.js'\n")
    expect(findUpwardImports([report, scan, common, outside], LAYERS)).toEqual([
      'report/x.ts → job/publish.ts',
      'scan/y.ts → outcome/outcome.ts',
      'job/w.ts → ../testkit/ids.ts',
    ])
  })
})

describe('the service emulator', () => {
  it('imports nothing from outside testkit/emulator, so it shares no misreading with src/', () => {
    const files = readSources(join(ROOT, 'testkit', 'emulator'))
    expect(files.length).toBeGreaterThan(10)
    expect(files.flatMap((f) => f.imports.filter((target) => target.startsWith('../')))).toEqual([])
  })
})

describe('the size of src/', () => {
  const files = readSources()

  it(`has no file over ${MAX_FILE_LINES} lines`, () => {
    const long = files.filter((f) => f.lines > MAX_FILE_LINES).map((f) => `${f.path}: ${f.lines}`)
    expect(long).toEqual([])
  })

  it(`has no function over ${MAX_FUNCTION_LINES} lines`, () => {
    const long = files.flatMap((f) =>
      f.functions
        .filter((fn) => fn.lines > MAX_FUNCTION_LINES)
        .map((fn) => `${f.path}:${fn.line} ${fn.name}: ${fn.lines}`),
    )
    expect(long).toEqual([])
  })

  it('measures a function from its first line to its last', () => {
    const body = Array.from({ length: 5 }, (_, i) => `  const a${i} = ${i}`).join('\n')
    const file = readSource(
      'common/f.ts',
      `export function five() {\n${body}\n}\nconst g = () => 1\n`,
    )
    expect(file.functions).toEqual([
      { name: 'five', line: 1, lines: 7 },
      { name: 'g', line: 8, lines: 1 },
    ])
    expect(file.lines).toBe(8)
  })
})
