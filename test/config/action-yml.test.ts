import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { load } from 'js-yaml'
import { Ajv } from 'ajv'
import { MOVED_INPUTS, SWEEP_INPUTS, type ActionEntry } from '../../src/config/actions.js'
import { ConfigError, readConfig } from '../../src/config/inputs.js'
import { MATRIX_INPUTS, MATRIX_OUTPUTS, readMatrixConfig } from '../../src/config/matrix.js'
import { OUTPUT_NAMES, type OutputName } from '../../src/report/outputs.js'
import { SWEEP_OUTPUT_NAMES } from '../../src/sweep/publish.js'
import { API_KEY } from '../../testkit/ids.js'

interface Entry {
  description?: string
  default?: string
  required?: string
}

/**
 * Just enough YAML for action.yml as written: top-level keys, two-space nesting, one-line
 * scalars, optionally quoted. Anything else in a section it reads fails the test loudly.
 */
function readSection(yaml: string, section: string): Map<string, Entry> {
  const entries = new Map<string, Entry>()
  let inSection = false
  let current: Entry | undefined
  for (const line of yaml.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue
    if (!line.startsWith(' ')) {
      inSection = line === `${section}:`
      continue
    }
    if (!inSection) continue
    const entry = /^ {2}([a-z][a-z0-9-]*):$/.exec(line)
    const field = /^ {4}(description|default|required): (.+)$/.exec(line)
    if (entry?.[1] !== undefined) {
      current = {}
      entries.set(entry[1], current)
    } else if (field?.[1] !== undefined && field[2] !== undefined && current !== undefined) {
      current[field[1] as keyof Entry] = unquote(field[2])
    } else {
      throw new Error(`action.yml: cannot read line ${JSON.stringify(line)}`)
    }
  }
  return entries
}

function unquote(value: string): string {
  if (value.startsWith("'") && value.endsWith("'")) return value.slice(1, -1).replaceAll("''", "'")
  if (value.startsWith('"') && value.endsWith('"')) return JSON.parse(value) as string
  return value
}

const actionYml = readFileSync(new URL('../../action.yml', import.meta.url), 'utf8')
const sweepYml = readFileSync(new URL('../../sweep/action.yml', import.meta.url), 'utf8')
const inputs = readSection(actionYml, 'inputs')
const outputs = readSection(actionYml, 'outputs')
const sweepInputs = readSection(sweepYml, 'inputs')
const sweepOutputs = readSection(sweepYml, 'outputs')

/** Inputs whose default depends on the mode, said in their description instead. */
const MODE_DEFAULTS = ['max-requests-per-minute']

const VALID: Record<string, string> = {
  'api-key': API_KEY,
  'base-url': 'https://scan.example.com/v1',
}
const SWEEP_VALID = { ...VALID, repositories: 'acme/a' }

function readWith(values: Record<string, string>, entry: ActionEntry = 'gate') {
  return readConfig((name) => values[name] ?? '', { entry })
}

/** What the sweep's action reads of these inputs: readConfig's, then its matrix inputs. */
function readSweepWith(values: Record<string, string>, entry: ActionEntry) {
  return {
    config: readWith(values, entry),
    matrix: readMatrixConfig((name) => values[name] ?? ''),
  }
}

/**
 * Every name readConfig and readMatrixConfig ask for: the two actions' inputs and v1's moved
 * spellings.
 */
function namesRead(): string[] {
  const read = new Set<string>()
  const record = (name: string) => {
    read.add(name)
    return VALID[name] ?? ''
  }
  readConfig(record)
  readMatrixConfig(record)
  return [...read].sort()
}

describe('the two actions', () => {
  it("validate against SchemaStore's github-action schema", () => {
    const schema = JSON.parse(
      readFileSync(
        new URL('../fixtures/schemastore/schemastore-github-action.json', import.meta.url),
        'utf8',
      ),
    ) as object
    const validate = new Ajv({ strict: false }).compile(schema)
    for (const [file, text] of [
      ['action.yml', actionYml],
      ['sweep/action.yml', sweepYml],
    ] as const) {
      expect(validate(load(text)), `${file}: ${JSON.stringify(validate.errors)}`).toBe(true)
    }
    expect(validate({ ...(load(sweepYml) as object), inputs: { x: { required: 'maybe' } } })).toBe(
      false,
    )
  })

  it('keep the gate to 30 inputs; the sweep and the moved spellings of v1 hold the rest', () => {
    expect(inputs.size).toBeLessThanOrEqual(30)
    expect(inputs.has('gate')).toBe(true)
    const moved = Object.keys(MOVED_INPUTS)
    for (const name of moved) expect(inputs.has(name), name).toBe(false)
    const declared = new Set([...inputs.keys(), ...sweepInputs.keys(), ...moved])
    expect([...declared].sort()).toEqual(namesRead())
    expect([...sweepInputs.keys()]).toEqual(SWEEP_INPUTS)
  })

  it('give every input and output a description', () => {
    expect(inputs.size).toBeGreaterThan(20)
    for (const [name, entry] of [...inputs, ...outputs, ...sweepInputs, ...sweepOutputs]) {
      expect(entry.description, name).toMatch(/\S{3}/)
    }
  })

  it('declare exactly the outputs each sets', () => {
    expect([...outputs.keys()]).toEqual([
      ...OUTPUT_NAMES,
      ...SWEEP_OUTPUT_NAMES.filter((name) => !OUTPUT_NAMES.includes(name as OutputName)),
    ])
    expect([...sweepOutputs.keys()].sort()).toEqual(
      [...SWEEP_OUTPUT_NAMES, ...MATRIX_OUTPUTS, 'result', 'report-file'].sort(),
    )
  })

  it.each([
    ['gate', inputs, VALID],
    ['sweep', sweepInputs, SWEEP_VALID],
  ] as const)(
    '%s: has the defaults readConfig applies to an empty input',
    (entry, declared, valid) => {
      const withDefaults = [...declared].filter(([, e]) => e.default !== undefined)
      expect(withDefaults.map(([name]) => name)).toContain('scan-timeout')
      for (const [name, e] of withDefaults) {
        if (name === 'github-token') {
          // The runner expands the expression; readConfig sees the token itself.
          expect(e.default).toBe('${{ github.token }}')
          continue
        }
        const explicit = readSweepWith({ ...valid, [name]: e.default ?? '' }, entry)
        const implicit = readSweepWith(valid, entry)
        if (entry === 'sweep') expect(explicit, name).toEqual(implicit)
        else expect(explicit.config, name).toEqual(implicit.config)
      }
    },
  )

  it('give a default to exactly the inputs readConfig defaults', () => {
    const config = readWith(VALID) as unknown as Record<string, unknown>
    const fieldOf = (name: string) => {
      // What a pentest is told lands in four fields, targetUrls the first.
      if (name === 'pentest') return 'targetUrls'
      const camel = name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())
      return camel in config ? camel : `${camel}Ms`
    }
    // Read by the sweep's action, the inputs only a sweep reads land in config.sweep.
    const sweep = readWith(SWEEP_VALID, 'sweep').sweep as unknown as Record<string, unknown>
    const sweepField = (name: string) =>
      name === 'repositories'
        ? 'entries'
        : name
            .replace(/^estimation-batch-size$/, 'batch-size')
            .replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())
    const values: Record<string, string> = SWEEP_VALID
    const matrix = readMatrixConfig((name) => values[name] ?? '') as unknown as Record<
      string,
      unknown
    >
    for (const [name, entry] of [...inputs, ...sweepInputs]) {
      if (name === 'api-key' || name === 'base-url' || name === 'github-token') continue
      if (MODE_DEFAULTS.includes(name)) continue
      if (MATRIX_INPUTS.includes(name)) {
        const field = name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())
        const key = field in matrix ? field : `${field}Ms`
        expect(key in matrix, name).toBe(true)
        expect(matrix[key] !== undefined, name).toBe(entry.default !== undefined)
        continue
      }
      if (fieldOf(name) in config) {
        expect(config[fieldOf(name)] !== undefined, name).toBe(entry.default !== undefined)
        continue
      }
      expect(sweepField(name) in sweep, name).toBe(true)
      if (name !== 'repositories') {
        expect(sweep[sweepField(name)] !== undefined, name).toBe(entry.default !== undefined)
      }
    }
  })

  it('leave the default of max-requests-per-minute to the action: 60, or 50 in a sweep', () => {
    expect(inputs.get('max-requests-per-minute')?.default).toBeUndefined()
    expect(sweepInputs.get('max-requests-per-minute')?.default).toBeUndefined()
    expect(readWith(VALID).maxRequestsPerMinute).toBe(60)
    expect(readWith(SWEEP_VALID, 'sweep').maxRequestsPerMinute).toBe(50)
    expect(readWith({ ...VALID, repositories: 'org:acme' }).maxRequestsPerMinute).toBe(50)
    expect(
      readWith({ ...SWEEP_VALID, 'max-requests-per-minute': '20' }, 'sweep').maxRequestsPerMinute,
    ).toBe(20)
  })

  it.each([
    ['gate', inputs, ['base-url'], {}],
    // repositories is required but by a shard and the merge, which read the plan.
    ['sweep', sweepInputs, ['base-url'], { mode: 'merge' }],
  ] as const)(
    '%s: marks as required exactly the inputs readConfig requires',
    (entry, declared, expected, values: Record<string, string>) => {
      const problems = (() => {
        try {
          readConfig((name) => values[name] ?? '', {
            entry,
            sweepMode: entry === 'sweep' ? 'merge' : undefined,
          })
        } catch (error) {
          if (error instanceof ConfigError) return error.problems
        }
        return []
      })()
      const required = [...declared].filter(([, e]) => e.required === 'true').map(([name]) => name)
      expect(required).toEqual(expected)
      expect(problems.map((p) => p.split(':')[0]).sort()).toEqual([...required].sort())
    },
  )

  it('run on node24 from one bundle: the gate dist/index.js, the sweep dist/sweep.js', () => {
    expect(actionYml).toMatch(/\nruns:\n {2}using: 'node24'\n {2}main: 'dist\/index\.js'\n/)
    expect(sweepYml).toMatch(/\nruns:\n {2}using: 'node24'\n {2}main: '\.\.\/dist\/sweep\.js'\n/)
  })
})
