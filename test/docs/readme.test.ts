import { readdirSync, readFileSync } from 'node:fs'
import yaml from 'js-yaml'
import { describe, expect, it } from 'vitest'

/**
 * The README's Inputs and Outputs tables against action.yml: every input and output has a row,
 * no row names one action.yml lacks, and every documented default is action.yml's.
 *
 * How a Default cell is read:
 * - a single code span (`` `60` ``): must equal action.yml's default exactly. `${{ github.token }}`
 *   is no exception: action.yml's default is that very text.
 * - `(required)`: the input is `required: true` in action.yml, without a default.
 * - empty, or words without a code span ("from the event", "derived"): action.yml has no default
 *   (or `''`); the words describe what the action works out at run time.
 * A default that action.yml sets must therefore be written out, never described in words.
 */

interface ActionEntry {
  /** As action.yml spells it; undefined when there is none or it is ''. */
  default?: string
  required: boolean
}

export interface ActionInterface {
  inputs: Map<string, ActionEntry>
  outputs: Set<string>
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function scalarText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  throw new Error(`action.yml: a default that is not a scalar (${JSON.stringify(value)})`)
}

export function readActionYml(text: string): ActionInterface {
  const doc: unknown = yaml.load(text)
  if (!isRecord(doc)) throw new Error('action.yml is not a YAML mapping')
  const inputs = new Map<string, ActionEntry>()
  const rawInputs = doc.inputs ?? {}
  if (!isRecord(rawInputs)) throw new Error('action.yml: inputs is not a mapping')
  for (const [name, entry] of Object.entries(rawInputs)) {
    const spec = isRecord(entry) ? entry : {}
    const value = scalarText(spec.default)
    inputs.set(name, {
      ...(value === undefined || value === '' ? {} : { default: value }),
      required: spec.required === true || spec.required === 'true',
    })
  }
  const rawOutputs = doc.outputs ?? {}
  if (!isRecord(rawOutputs)) throw new Error('action.yml: outputs is not a mapping')
  return { inputs, outputs: new Set(Object.keys(rawOutputs)) }
}

export interface TableRow {
  /** Every code span of the first cell: one name, or several for a grouped row. */
  names: string[]
  /** Cells by header, trimmed. */
  cells: Map<string, string>
}

/** Splits `| a | b \| c |` into cells, keeping escaped pipes inside their cell. */
function splitRow(line: string): string[] {
  const cells: string[] = []
  let current = ''
  const body = line.trim().replace(/^\|/, '').replace(/\|$/, '')
  for (let i = 0; i < body.length; i++) {
    const ch = body.charAt(i)
    if (ch === '\\' && body.charAt(i + 1) === '|') {
      current += '|'
      i += 1
    } else if (ch === '|') {
      cells.push(current.trim())
      current = ''
    } else current += ch
  }
  cells.push(current.trim())
  return cells
}

/**
 * The first table under the `## <heading>` section of a Markdown text (before the next `## `).
 * Throws when there is no such section or table: a renamed heading must not pass unnoticed.
 */
export function readSectionTable(markdown: string, heading: string): TableRow[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n')
  const start = lines.findIndex((line) => line.trim() === `## ${heading}`)
  if (start < 0) throw new Error(`README has no "## ${heading}" section`)
  const rest = lines.slice(start + 1)
  const end = rest.findIndex((line) => line.startsWith('## '))
  const section = end < 0 ? rest : rest.slice(0, end)
  const first = section.findIndex((line) => line.trimStart().startsWith('|'))
  if (first < 0) throw new Error(`README's "${heading}" section has no table`)
  const table: string[] = []
  for (const line of section.slice(first)) {
    if (!line.trimStart().startsWith('|')) break
    table.push(line)
  }
  const [headerLine, separator, ...body] = table
  if (headerLine === undefined || separator === undefined || !/^[|\s:-]+$/.test(separator)) {
    throw new Error(`README's "${heading}" table has no header row`)
  }
  const header = splitRow(headerLine)
  return body.map((line) => {
    const values = splitRow(line)
    const cells = new Map(header.map((name, i) => [name, values[i] ?? '']))
    const names = [...(values[0] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '')
    return { names, cells }
  })
}

type DocumentedDefault =
  | { kind: 'none' }
  | { kind: 'required' }
  | { kind: 'value'; value: string }
  | { kind: 'words'; text: string }

function readDefaultCell(cell: string): DocumentedDefault {
  if (cell === '') return { kind: 'none' }
  if (cell === '(required)') return { kind: 'required' }
  const code = /^`([^`]*)`$/.exec(cell)
  if (code) return { kind: 'value', value: code[1] ?? '' }
  if (cell.includes('`')) {
    // Part code, part words: ambiguous, so read as a value that cannot match.
    return { kind: 'value', value: cell }
  }
  return { kind: 'words', text: cell }
}

function countNames(rows: readonly TableRow[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const row of rows)
    for (const name of row.names) counts.set(name, (counts.get(name) ?? 0) + 1)
  return counts
}

function compareDefault(name: string, entry: ActionEntry, cell: string): string | undefined {
  const documented = readDefaultCell(cell)
  const actual = entry.default
  if (entry.required && actual === undefined) {
    return documented.kind === 'required'
      ? undefined
      : `input "${name}" is required in action.yml, but the README's Default cell is ${JSON.stringify(cell)}, not "(required)"`
  }
  if (documented.kind === 'required') {
    return `input "${name}" is documented as (required), but action.yml ${actual === undefined ? 'does not require it' : `gives it the default ${JSON.stringify(actual)}`}`
  }
  if (actual === undefined) {
    return documented.kind === 'value'
      ? `input "${name}" has no default in action.yml, but the README documents the default ${JSON.stringify(documented.value)}`
      : undefined
  }
  if (documented.kind !== 'value') {
    return `input "${name}" defaults to ${JSON.stringify(actual)} in action.yml, but the README's Default cell ${documented.kind === 'none' ? 'is empty' : `says ${JSON.stringify(documented.text)}`}; write \`${actual}\``
  }
  return documented.value === actual
    ? undefined
    : `input "${name}" defaults to ${JSON.stringify(actual)} in action.yml, but the README documents ${JSON.stringify(documented.value)}`
}

/**
 * Every disagreement between action.yml and the README's Inputs and Outputs tables, one line each;
 * empty when they agree.
 */
export function describeReadmeDrift(actionYmlText: string, readmeText: string): string[] {
  const action = readActionYml(actionYmlText)
  const problems: string[] = []

  const inputRows = readSectionTable(readmeText, 'Inputs')
  const inputCounts = countNames(inputRows)
  for (const [name, entry] of action.inputs) {
    const count = inputCounts.get(name) ?? 0
    if (count === 0) {
      problems.push(`input "${name}" of action.yml has no row in the README's Inputs table`)
      continue
    }
    if (count > 1) problems.push(`input "${name}" has ${count} rows in the README's Inputs table`)
    const row = inputRows.find((r) => r.names.includes(name))
    const cell = row?.cells.get('Default')
    if (cell === undefined) {
      problems.push(`the README's Inputs table has no Default column`)
      break
    }
    const problem = compareDefault(name, entry, cell)
    if (problem !== undefined) problems.push(problem)
  }
  for (const row of inputRows) {
    if (row.names.length !== 1) {
      problems.push(
        `a row of the README's Inputs table names ${row.names.length} inputs (${row.names.join(', ') || 'none'}); give each input its own row`,
      )
    }
    for (const name of row.names) {
      if (!action.inputs.has(name)) {
        problems.push(`the README's Inputs table lists "${name}", which action.yml does not have`)
      }
    }
  }

  const outputRows = readSectionTable(readmeText, 'Outputs')
  const outputCounts = countNames(outputRows)
  for (const name of action.outputs) {
    const count = outputCounts.get(name) ?? 0
    if (count === 0) {
      problems.push(`output "${name}" of action.yml has no row in the README's Outputs table`)
    } else if (count > 1) {
      problems.push(`output "${name}" is in ${count} rows of the README's Outputs table`)
    }
  }
  for (const row of outputRows) {
    if (row.names.length === 0) problems.push(`a row of the README's Outputs table names no output`)
    for (const name of row.names) {
      if (!action.outputs.has(name)) {
        problems.push(`the README's Outputs table lists "${name}", which action.yml does not have`)
      }
    }
  }
  return problems
}

const actionYml = readFileSync(new URL('../../action.yml', import.meta.url), 'utf8')
const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')

/** action.yml with one more input, inserted as the first entry under `inputs:`. */
function withInput(text: string, block: string): string {
  expect(text).toContain('\ninputs:\n')
  return text.replace('\ninputs:\n', `\ninputs:\n${block}`)
}

function withOutput(text: string, block: string): string {
  expect(text).toContain('\noutputs:\n')
  return text.replace('\noutputs:\n', `\noutputs:\n${block}`)
}

/** The README without the table row of `name` in the given section. */
function withoutRow(text: string, name: string): string {
  const lines = text.split('\n')
  const index = lines.findIndex((line) => line.startsWith(`| \`${name}\``))
  expect(index).toBeGreaterThan(0)
  lines.splice(index, 1)
  return lines.join('\n')
}

const MINI_YML = `name: x
inputs:
  api-key:
    description: 'key'
    required: true
  token:
    description: 'token'
    required: false
    default: '\${{ github.token }}'
  mode:
    description: 'mode'
    default: 'auto'
  branch:
    description: 'branch'
  name:
    description: 'name'
    default: ''
outputs:
  count-a:
    description: 'a'
  count-b:
    description: 'b'
  result:
    description: 'r'
runs:
  using: 'node24'
  main: 'dist/index.js'
`

const MINI_README = `# x

## Inputs

| Input     | Default               | Description |
| --------- | --------------------- | ----------- |
| \`api-key\` | (required)            | The key. \\| piped |
| \`token\`   | \`\${{ github.token }}\` | A token.    |
| \`mode\`    | \`auto\`                | A mode.     |
| \`branch\`  | from the event        | A branch.   |
| \`name\`    |                       | A name.     |

Text after the table.

## Outputs

| Output                 | Description |
| ---------------------- | ----------- |
| \`count-a\`, \`count-b\` | Counts.     |
| \`result\`             | The result. |

## Next
`

describe('describeReadmeDrift', () => {
  it('finds nothing between action.yml and the README as they are', () => {
    expect(describeReadmeDrift(actionYml, readme)).toEqual([])
  })

  it("finds nothing between the sweep's action.yml and docs/sweep.md's tables", () => {
    const sweepYml = readFileSync(new URL('../../sweep/action.yml', import.meta.url), 'utf8')
    const sweepMd = readFileSync(new URL('../../docs/sweep.md', import.meta.url), 'utf8')
    expect(describeReadmeDrift(sweepYml, sweepMd)).toEqual([])
    expect(describeReadmeDrift(sweepYml, readme)).not.toEqual([])
  })

  it('reads every input and output of the real action.yml from the README, grouped rows too', () => {
    const action = readActionYml(actionYml)
    const inputs = readSectionTable(readme, 'Inputs').flatMap((row) => row.names)
    const outputs = readSectionTable(readme, 'Outputs').flatMap((row) => row.names)
    expect(new Set(inputs)).toEqual(new Set(action.inputs.keys()))
    expect(new Set(outputs)).toEqual(action.outputs)
    expect(action.inputs.size).toBeGreaterThan(20)
    expect(outputs).toContain('findings-critical')
  })

  it('fails when an input is added to action.yml without a README row', () => {
    const added = withInput(
      actionYml,
      "  new-knob:\n    description: 'A knob nobody documented.'\n    required: false\n    default: 'on'\n",
    )
    expect(describeReadmeDrift(added, readme)).toEqual([
      `input "new-knob" of action.yml has no row in the README's Inputs table`,
    ])
  })

  it('fails when an output is added to action.yml without a README row', () => {
    const added = withOutput(actionYml, "  findings-unseen:\n    description: 'New.'\n")
    expect(describeReadmeDrift(added, readme)).toEqual([
      `output "findings-unseen" of action.yml has no row in the README's Outputs table`,
    ])
  })

  it('fails when a README row goes, or names an input action.yml does not have', () => {
    expect(describeReadmeDrift(actionYml, withoutRow(readme, 'max-credits'))).toEqual([
      `input "max-credits" of action.yml has no row in the README's Inputs table`,
    ])
    const renamed = readme.replace('| `max-credits` ', '| `max-credit`  ')
    expect(describeReadmeDrift(actionYml, renamed)).toEqual([
      `input "max-credits" of action.yml has no row in the README's Inputs table`,
      `the README's Inputs table lists "max-credit", which action.yml does not have`,
    ])
  })

  it('fails when a default changes in action.yml but not in the README', () => {
    const changed = actionYml.replace(
      /(\n {2}scan-timeout:\n(?: {4}.*\n)*? {4}default: )'60m'/,
      "$1'90m'",
    )
    expect(changed).not.toBe(actionYml)
    expect(describeReadmeDrift(changed, readme)).toEqual([
      `input "scan-timeout" defaults to "90m" in action.yml, but the README documents "60m"`,
    ])
  })

  it('accepts a small README that agrees, with a grouped output row and an escaped pipe', () => {
    expect(describeReadmeDrift(MINI_YML, MINI_README)).toEqual([])
    const rows = readSectionTable(MINI_README, 'Inputs')
    expect(rows[0]?.cells.get('Description')).toBe('The key. | piped')
    expect(readSectionTable(MINI_README, 'Outputs')[0]?.names).toEqual(['count-a', 'count-b'])
  })

  it('reports each way a Default cell can disagree', () => {
    const readmeText = MINI_README.replace('| (required)            |', '| `x`                   |')
      .replace('| `auto`                |', '| automatic             |')
      .replace('| from the event        |', '| `main`                |')
    const ymlText = MINI_YML.replace(
      "description: 'name'\n    default: ''",
      "description: 'name'\n    required: true",
    )
    expect(describeReadmeDrift(ymlText, readmeText)).toEqual([
      `input "api-key" is required in action.yml, but the README's Default cell is "\`x\`", not "(required)"`,
      `input "mode" defaults to "auto" in action.yml, but the README's Default cell says "automatic"; write \`auto\``,
      `input "branch" has no default in action.yml, but the README documents the default "main"`,
      `input "name" is required in action.yml, but the README's Default cell is "", not "(required)"`,
    ])
  })

  it('reports a (required) cell for an input that is not required, and an empty cell for a default', () => {
    const readmeText = MINI_README.replace(
      '| `auto`                |',
      '|                       |',
    ).replace('| from the event        |', '| (required)            |')
    expect(describeReadmeDrift(MINI_YML, readmeText)).toEqual([
      `input "mode" defaults to "auto" in action.yml, but the README's Default cell is empty; write \`auto\``,
      `input "branch" is documented as (required), but action.yml does not require it`,
    ])
  })

  it('reports outputs listed twice or unknown, and a grouped input row', () => {
    const readmeText = MINI_README.replace(
      '| `result`             |',
      '| `result`, `count-a`   |',
    ).replace('| `mode`    |', '| `mode`, `x` |')
    expect(describeReadmeDrift(MINI_YML, readmeText)).toEqual([
      "a row of the README's Inputs table names 2 inputs (mode, x); give each input its own row",
      `the README's Inputs table lists "x", which action.yml does not have`,
      `output "count-a" is in 2 rows of the README's Outputs table`,
    ])
  })

  it('throws when the README has no Inputs section or table', () => {
    expect(() => describeReadmeDrift(MINI_YML, '# x\n')).toThrow(
      'README has no "## Inputs" section',
    )
    expect(() => readSectionTable('## Inputs\n\nNo table.\n\n## Outputs\n', 'Inputs')).toThrow(
      'has no table',
    )
  })
})

/** The README is the front door: what a first run needs, the tables, and links to docs/. */
export const README_MAX_LINES = 350

/** The lines of a text, a final newline not counting as the start of one more. */
export function countLines(text: string): number {
  return text === '' ? 0 : text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n').length
}

describe('README.md', () => {
  it(`has at most ${README_MAX_LINES} lines: the rest is in docs/`, () => {
    expect(countLines(readme)).toBeGreaterThan(100)
    expect(countLines(readme)).toBeLessThanOrEqual(README_MAX_LINES)
  })

  it('counts lines as wc -l does for a file that ends in a newline', () => {
    expect(countLines('')).toBe(0)
    expect(countLines('a\n')).toBe(1)
    expect(countLines('a\r\nb\n')).toBe(2)
    expect(countLines('a\nb')).toBe(2)
    expect(countLines('x\n'.repeat(README_MAX_LINES + 1))).toBeGreaterThan(README_MAX_LINES)
  })

  it('cites no path outside the repository', () => {
    expect(readme).not.toMatch(/\.\.\//)
    expect(readme).not.toMatch(/shared\/spec/)
    expect(readme).not.toMatch(/assumptions\.md/)
    expect(readme).not.toMatch(/service-api\.md/)
  })

  it('links the contract, the architecture, the license, the security policy and the changelog', () => {
    for (const target of [
      'docs/service-contract.md',
      'docs/architecture.md',
      'LICENSE',
      'SECURITY.md',
      'CHANGELOG.md',
      'CONTRIBUTING.md',
    ]) {
      expect(readme).toContain(`](${target}`)
    }
  })
})

/** Requests of a pull-request run with no findings, as `npm run bench` measured them. */
export function benchmarkedRunRequests(benchmarks: string): number {
  const row = /^\| 0 findings \| (\d+) \|/m.exec(benchmarks)
  if (row === null) throw new Error('BENCHMARKS.md has no "| 0 findings | N |" row of requests')
  return Number(row[1])
}

const COUNT_WORDS = 'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve'

/**
 * Every statement of a run's requests that is not the benchmark's figure: vague or spelled-out
 * counts ("about eight requests"), and "N × k requests" or "a run makes k requests" with another k.
 */
export function describeRequestCountDrift(text: string, figure: number): string[] {
  const problems: string[] = []
  const vague = new RegExp(
    `\\b(?:about|some|roughly|around) (?:\\d+|${COUNT_WORDS}) (?:requests|of them)\\b(?! (?:a|per) minute)`,
    'gi',
  )
  for (const match of text.matchAll(vague)) problems.push(`"${match[0]}": say ${figure}`)
  const words = new RegExp(`\\b(?:${COUNT_WORDS}) (?:requests|of them)\\b`, 'gi')
  for (const match of text.matchAll(words)) problems.push(`"${match[0]}": say ${figure}`)
  const stated = /(?:[×x] |\brun (?:makes|needs) )(\d+) (?:requests|of them)\b/g
  for (const match of text.matchAll(stated)) {
    if (Number(match[1]) !== figure) problems.push(`"${match[0]}": BENCHMARKS.md says ${figure}`)
  }
  return problems
}

describe("a run's requests, one figure from BENCHMARKS.md", () => {
  const benchmarks = readFileSync(new URL('../../BENCHMARKS.md', import.meta.url), 'utf8')
  const readDoc = (name: string) =>
    readFileSync(new URL(`../../docs/${name}`, import.meta.url), 'utf8')
  const docs = readdirSync(new URL('../../docs/', import.meta.url)).filter((name) =>
    name.endsWith('.md'),
  )
  const figure = benchmarkedRunRequests(benchmarks)

  it('is the one the README and every page of docs/ give, wherever they give one', () => {
    expect(figure).toBeGreaterThan(0)
    expect(docs).toEqual(expect.arrayContaining(['service-contract.md', 'organizations.md']))
    expect(describeRequestCountDrift(readme, figure)).toEqual([])
    for (const name of docs)
      expect(describeRequestCountDrift(readDoc(name), figure), name).toEqual([])
    expect(readme).toContain(`a pull-request run makes ${figure} requests`)
    expect(readDoc('service.md')).toContain(`a pull-request run makes ${figure} requests`)
    expect(readDoc('organizations.md')).toMatch(new RegExp(`N × ${figure} requests`))
  })

  it('catches a vague, a spelled-out or another count', () => {
    const text =
      'A pull-request run makes 9 requests, about eight requests in all; a run needs seven of them. 100 × 5 requests. 100 × 7 requests. About 40 requests a minute.'
    expect(describeRequestCountDrift(text, 7)).toEqual([
      '"about eight requests": say 7',
      '"eight requests": say 7',
      '"seven of them": say 7',
      '"run makes 9 requests": BENCHMARKS.md says 7',
      '"× 5 requests": BENCHMARKS.md says 7',
    ])
  })
})

describe('action.yml and the README on annotations', () => {
  const inputs = (yaml.load(actionYml) as { inputs: Record<string, { description: string }> })
    .inputs
  const row = readSectionTable(readme, 'Inputs').find((r) => r.names[0] === 'annotate')

  it('say that the default (annotate: all) annotates every finding, and none turns them off', () => {
    const readmeText = row?.cells.get('Description') ?? ''
    expect(readmeText).toMatch(
      /^Which findings become annotations .*`all` annotates every finding;/,
    )
    expect(row?.cells.get('Default')).toBe('`all`')
    for (const text of [inputs.annotate?.description ?? '', readmeText]) {
      expect(text).toMatch(/\bnone\b/)
      expect(text).toMatch(/gate still counts every finding/)
    }
  })
})

describe("the README's two commands", () => {
  it('shows a new user the demo and the tests, each after npm ci', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
    expect(readme).toContain('npm ci && npm run demo')
    expect(readme).toContain('npm ci && npm test')
  })
})
