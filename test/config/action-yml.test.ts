import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ConfigError, readConfig } from '../../src/config/inputs.js'
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
const inputs = readSection(actionYml, 'inputs')
const outputs = readSection(actionYml, 'outputs')

/** Inputs whose default depends on the mode, said in their description instead. */
const MODE_DEFAULTS = ['max-requests-per-minute']

const VALID: Record<string, string> = {
  'api-key': API_KEY,
  'base-url': 'https://scan.example.com/v1',
}

function readWith(values: Record<string, string>) {
  return readConfig((name) => values[name] ?? '')
}

describe('action.yml', () => {
  it('declares exactly the inputs readConfig reads', () => {
    const read = new Set<string>()
    readConfig((name) => {
      read.add(name)
      return VALID[name] ?? ''
    })
    expect([...inputs.keys()].sort()).toEqual([...read].sort())
  })

  it('gives every input and output a description', () => {
    expect(inputs.size).toBeGreaterThan(20)
    for (const [name, entry] of [...inputs, ...outputs]) {
      expect(entry.description, name).toMatch(/\S{3}/)
    }
  })

  it('declares exactly the outputs the action sets', () => {
    expect([...outputs.keys()]).toEqual([
      ...OUTPUT_NAMES,
      ...SWEEP_OUTPUT_NAMES.filter((name) => !OUTPUT_NAMES.includes(name as OutputName)),
    ])
  })

  it('has the defaults readConfig applies to an empty input', () => {
    const withDefaults = [...inputs].filter(([, entry]) => entry.default !== undefined)
    expect(withDefaults.map(([name]) => name)).toContain('poll-interval')
    for (const [name, entry] of withDefaults) {
      if (name === 'github-token') {
        // The runner expands the expression; readConfig sees the token itself.
        expect(entry.default).toBe('${{ github.token }}')
        continue
      }
      const explicit = readWith({ ...VALID, [name]: entry.default ?? '' })
      expect(explicit, name).toEqual(readWith(VALID))
    }
  })

  it('gives a default to exactly the inputs readConfig defaults', () => {
    const config = readWith(VALID) as unknown as Record<string, unknown>
    const fieldOf = (name: string) => {
      const camel = name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())
      return camel in config ? camel : `${camel}Ms`
    }
    // Read in sweep mode, the inputs only a sweep reads land in config.sweep.
    const sweep = readWith({ ...VALID, repositories: 'acme/a' }).sweep as unknown as Record<
      string,
      unknown
    >
    const sweepField = (name: string) =>
      name === 'repositories'
        ? 'entries'
        : name
            .replace(/^estimation-batch-size$/, 'batch-size')
            .replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())
    for (const [name, entry] of inputs) {
      if (name === 'api-key' || name === 'base-url' || name === 'github-token') continue
      if (MODE_DEFAULTS.includes(name)) continue
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

  it('leaves the default of max-requests-per-minute to the mode: 60, or 50 in a sweep', () => {
    expect(inputs.get('max-requests-per-minute')?.default).toBeUndefined()
    expect(readWith(VALID).maxRequestsPerMinute).toBe(60)
    expect(readWith({ ...VALID, repositories: 'org:acme' }).maxRequestsPerMinute).toBe(50)
    expect(
      readWith({ ...VALID, repositories: 'org:acme', 'max-requests-per-minute': '20' })
        .maxRequestsPerMinute,
    ).toBe(20)
  })

  it('marks as required exactly the inputs readConfig requires', () => {
    const problems = (() => {
      try {
        readWith({})
      } catch (error) {
        if (error instanceof ConfigError) return error.problems
      }
      return []
    })()
    const required = [...inputs].filter(([, e]) => e.required === 'true').map(([name]) => name)
    expect(required).toEqual(['base-url'])
    expect(problems.map((p) => p.split(':')[0])).toEqual(required)
  })

  it('runs on node24 from dist/index.js', () => {
    expect(actionYml).toMatch(/\nruns:\n {2}using: 'node24'\n {2}main: 'dist\/index\.js'\n/)
  })
})
