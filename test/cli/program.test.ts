/**
 * The command line's grammar: options are action.yml's inputs (by their names, with their
 * defaults), each also read from SECURITY_SCAN_<NAME>, a flag over its variable; --output's
 * FORMAT=PATH; usage errors; and --help read from action.yml itself, so the two cannot drift.
 */
import { readFileSync } from 'node:fs'
import { dump, load } from 'js-yaml'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  DEPENDENCY_CHECK_INPUTS,
  parseInputDefinitions,
  readActionYml,
  MOVED_SCAN_INPUTS,
  SCAN_INPUTS,
  type InputDefinition,
} from '../../src/cli/definitions.js'
import { parseCommandLine, UsageError, type Invocation } from '../../src/cli/program.js'
import { ACTION_VERSION } from '../../src/common/version.js'
import { callCli, clearOptionVariables } from './cli-io.js'

/** action.yml as this test reads it, apart from the code under test. */
const ACTION_YML_TEXT = readFileSync(new URL('../../action.yml', import.meta.url), 'utf8')
const ACTION_INPUTS = (
  load(ACTION_YML_TEXT) as { inputs: Record<string, { description: string; default?: string }> }
).inputs

/** Inputs that mean something only on a GitHub runner: no option offers them. */
const GITHUB_ONLY_INPUTS = [
  'github-token',
  'annotate',
  'max-annotations',
  'check-name',
  'job-summary',
  'comment-on-findings',
  'report-file',
  'sarif-file',
  'pr-comment',
]

const DEFINITIONS = parseInputDefinitions(readActionYml())

interface Parsed {
  invocation: Invocation | undefined
  out: string
  err: string
}

function parse(argv: readonly string[], definitions = DEFINITIONS): Parsed {
  const parsed: Parsed = { invocation: undefined, out: '', err: '' }
  parsed.invocation = parseCommandLine(argv, definitions, {
    writeOut: (text) => (parsed.out += text),
    writeErr: (text) => (parsed.err += text),
  })
  return parsed
}

function invoke(...argv: string[]): Invocation {
  const { invocation } = parse(argv)
  if (invocation === undefined) throw new Error(`no invocation for ${argv.join(' ')}`)
  return invocation
}

/** What commander wrote before throwing the usage error. */
function usageError(...argv: string[]): string {
  let err = ''
  expect(() =>
    parseCommandLine(argv, DEFINITIONS, {
      writeOut: () => undefined,
      writeErr: (text) => (err += text),
    }),
  ).toThrow(UsageError)
  return err
}

/** `--help` of one command: each option's entry, its wrapped lines joined, by option name. */
function helpEntries(command: string, definitions = DEFINITIONS): Map<string, string> {
  const entries = new Map<string, string>()
  let current: string | undefined
  for (const line of parse([command, '--help'], definitions).out.split('\n')) {
    const start = /^ {2}(?:-\w, )?--([a-z-]+)/.exec(line)?.[1]
    if (start !== undefined) current = start
    else if (current === undefined || !/^ {3,}\S/.test(line)) current = undefined
    if (current !== undefined) entries.set(current, `${entries.get(current) ?? ''} ${line}`)
  }
  return new Map([...entries].map(([name, text]) => [name, normalize(text)]))
}

function normalize(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

function envName(input: string): string {
  return `SECURITY_SCAN_${input.toUpperCase().replaceAll('-', '_')}`
}

beforeEach(clearOptionVariables)
afterEach(() => {
  vi.unstubAllEnvs()
})

describe('parseCommandLine: options are inputs', () => {
  it('maps each option to its action.yml input, from the command line or its default', () => {
    const scan = invoke('scan', '--fail-on-severity', 'critical', '--repo-url', 'https://x.test/a')
    expect(scan).toMatchObject({ command: 'scan', format: 'text', outputs: [], verbose: false })
    expect(scan.inputs).toMatchObject({
      'fail-on-severity': 'critical',
      'repo-url': 'https://x.test/a',
      'scan-type': 'auto',
      'policy-file': '.github/security-scan.yml',
    })
    expect(scan.sources).toMatchObject({ 'fail-on-severity': 'cli', 'scan-type': 'default' })
    // An input with neither a value nor a default is absent, not empty.
    expect(scan.inputs).not.toHaveProperty('branch')
    expect(scan.commit).toBeUndefined()
    const [commit, baseCommit] = ['a'.repeat(40), 'b'.repeat(40)]
    expect(
      invoke('scan', '--commit', commit, '--base-commit', baseCommit, '--verbose'),
    ).toMatchObject({ commit, baseCommit, verbose: true })
    vi.stubEnv('SECURITY_SCAN_BASE_COMMIT', baseCommit)
    expect(invoke('check-dependencies').baseCommit).toBe(baseCommit)
  })

  it.each([
    [['--warn-only'], 'true'],
    [['--warn-only', 'false'], 'false'],
    [['--warn-only', 'true'], 'true'],
    [[], 'false'],
  ])('boolean input: scan %j gives warn-only %s', (args, value) => {
    expect(invoke('scan', ...args).inputs['warn-only']).toBe(value)
  })

  it('reads SECURITY_SCAN_* variables; a flag beats its variable', () => {
    vi.stubEnv('SECURITY_SCAN_FAIL_ON_SEVERITY', 'medium')
    vi.stubEnv('SECURITY_SCAN_WARN_ONLY', 'true')
    vi.stubEnv('SECURITY_SCAN_FORMAT', 'sarif')
    const fromEnv = invoke('scan')
    expect(fromEnv.inputs).toMatchObject({ 'fail-on-severity': 'medium', 'warn-only': 'true' })
    expect(fromEnv.sources).toMatchObject({ 'fail-on-severity': 'env', 'warn-only': 'env' })
    expect(fromEnv.format).toBe('sarif')
    const flagged = invoke('scan', '--fail-on-severity', 'low', '--format', 'junit')
    expect(flagged.inputs['fail-on-severity']).toBe('low')
    expect(flagged.sources['fail-on-severity']).toBe('cli')
    expect(flagged.format).toBe('junit')
  })

  it("says where the key came from: 'cli' or 'env'", () => {
    expect(invoke('scan', '--api-key', 'k1').sources['api-key']).toBe('cli')
    vi.stubEnv('SECURITY_SCAN_API_KEY', 'k2')
    const fromEnv = invoke('scan')
    expect(fromEnv.inputs['api-key']).toBe('k2')
    expect(fromEnv.sources['api-key']).toBe('env')
    expect(invoke('scan', '--api-key', 'k1').sources['api-key']).toBe('cli')
  })

  it('check-dependencies takes its own inputs only', () => {
    const check = invoke('check-dependencies', '--warn-only')
    expect(Object.keys(check.inputs).sort()).toEqual(['dependency-files', 'warn-only'])
    expect(usageError('check-dependencies', '--api-key', 'k')).toContain(
      "unknown option '--api-key'",
    )
    expect(usageError('check-dependencies', '--commit', 'a'.repeat(40))).toContain(
      "unknown option '--commit'",
    )
  })

  // SECURITY_SCAN_VERBOSE is read as a flag: commander sets a flag's variable to true whatever
  // its value, so `false` turns debug lines on. The other booleans take true|false.
  it('SECURITY_SCAN_VERBOSE=false leaves debug lines off', () => {
    vi.stubEnv('SECURITY_SCAN_VERBOSE', 'false')
    expect(invoke('scan').verbose).toBe(false)
  })
})

describe('parseCommandLine: --output', () => {
  it('collects FORMAT=PATH, repeated, in order', () => {
    const scan = invoke('scan', '--output', 'sarif=out/scan.sarif', '--output', ' junit = r.xml ')
    expect(scan.outputs).toEqual([
      { format: 'sarif', path: 'out/scan.sarif' },
      { format: 'junit', path: 'r.xml' },
    ])
  })

  it('reads a comma-separated SECURITY_SCAN_OUTPUT, which a flag replaces', () => {
    vi.stubEnv('SECURITY_SCAN_OUTPUT', 'sarif=a.sarif, gitlab-sast=gl.json,,json=-')
    expect(invoke('scan').outputs).toEqual([
      { format: 'sarif', path: 'a.sarif' },
      { format: 'gitlab-sast', path: 'gl.json' },
      { format: 'json', path: '-' },
    ])
    expect(invoke('scan', '--output', 'text=t.txt').outputs).toEqual([
      { format: 'text', path: 't.txt' },
    ])
  })

  it.each(['html=report.html', 'report.sarif', '=x', 'sarif=', 'json'])(
    '--output %j is a usage error naming the formats',
    (entry) => {
      expect(usageError('scan', '--output', entry)).toContain(
        `error: option '--output <format=path>' argument '${entry}' is invalid. not FORMAT=PATH with FORMAT one of text, json, sarif, gitlab-sast, junit`,
      )
    },
  )

  it('a SECURITY_SCAN_OUTPUT naming no format is a usage error naming the variable', () => {
    vi.stubEnv('SECURITY_SCAN_OUTPUT', 'sarif=a.sarif,html=b.html')
    expect(usageError('scan')).toContain("from env 'SECURITY_SCAN_OUTPUT' is invalid")
  })
})

describe('parseCommandLine: usage', () => {
  it.each([
    [['scan', '--fail-on', 'high'], "unknown option '--fail-on'"],
    [['sacn'], "unknown command 'sacn'"],
    [['scan', '--format', 'html'], 'Allowed choices are text, json, sarif, gitlab-sast, junit'],
    [[], 'Usage: security-scan [options] [command]'],
  ])('%j is a usage error', (argv, said) => {
    const err = usageError(...argv)
    expect(err).toContain(said)
  })

  it('--help and --version write to stdout and give no invocation', () => {
    const help = parse(['--help'])
    expect(help.invocation).toBeUndefined()
    expect(help.out).toContain('check-dependencies')
    expect(help.err).toBe('')
    expect(parse(['help', 'scan']).out).toContain('Usage: security-scan scan [options]')
    const version = parse(['--version'])
    expect(version).toEqual({ invocation: undefined, out: `${ACTION_VERSION}\n`, err: '' })
  })
})

describe('--help and action.yml cannot drift', () => {
  it("reads v1's moved options, from flags and variables, and hides them from --help", () => {
    vi.stubEnv('SECURITY_SCAN_ON_SERVICE_ERROR', 'warn')
    const invocation = invoke('scan', '--target-urls', 'https://staging.example.com')
    expect(invocation.inputs).toMatchObject({
      'target-urls': 'https://staging.example.com',
      'on-service-error': 'warn',
    })
    const entries = helpEntries('scan')
    expect(entries.has('pentest')).toBe(true)
    for (const name of MOVED_SCAN_INPUTS) expect(entries.has(name), name).toBe(false)
  })

  it('every action.yml input is an option of scan, or named here as GitHub-only', () => {
    const offered: readonly string[] = SCAN_INPUTS
    for (const name of Object.keys(ACTION_INPUTS)) {
      expect(offered.includes(name) !== GITHUB_ONLY_INPUTS.includes(name), name).toBe(true)
    }
    for (const name of [...SCAN_INPUTS, ...GITHUB_ONLY_INPUTS]) {
      expect(ACTION_INPUTS, `${name} is not in action.yml`).toHaveProperty([name])
    }
    for (const name of DEPENDENCY_CHECK_INPUTS) expect(offered).toContain(name)
  })

  it.each([
    ['scan', SCAN_INPUTS],
    ['check-dependencies', DEPENDENCY_CHECK_INPUTS],
  ] as const)(
    '%s --help lists each input with its variable, description and default',
    (command, inputs) => {
      const entries = helpEntries(command)
      for (const name of inputs) {
        const input = ACTION_INPUTS[name]
        const entry = entries.get(name) ?? ''
        expect(entry, name).toMatch(new RegExp(`^--${name} (<value>|\\[true\\|false\\]) `))
        expect(entry, name).toContain(normalize(input?.description ?? '?'))
        expect(entry, name).toContain(`env: ${envName(name)}`)
        if (input?.default === undefined) expect(entry, name).not.toContain('default:')
        else expect(entry, name).toContain(`default: ${JSON.stringify(normalize(input.default))}`)
      }
      for (const name of GITHUB_ONLY_INPUTS) expect(entries.has(name), name).toBe(false)
    },
  )

  it('the help is read from action.yml: a changed default and description change it', () => {
    const changed = load(ACTION_YML_TEXT) as { inputs: Record<string, Partial<InputDefinition>> }
    changed.inputs['fail-on-severity'] = { description: 'Changed words.', default: 'medium' }
    const definitions = parseInputDefinitions(dump(changed))
    const entry = helpEntries('scan', definitions).get('fail-on-severity')
    expect(entry).toBe(
      '--fail-on-severity <value> Changed words. (default: "medium", env: SECURITY_SCAN_FAIL_ON_SEVERITY)',
    )
    expect(parse(['scan'], definitions).invocation?.inputs['fail-on-severity']).toBe('medium')
  })

  it('an input the command offers but action.yml lacks is a broken build, not a usage error', async () => {
    const changed = load(ACTION_YML_TEXT) as { inputs: Record<string, unknown> }
    delete changed.inputs['scan-timeout']
    const definitions = parseInputDefinitions(dump(changed))
    expect(() => parse(['scan'], definitions)).toThrow('action.yml has no input scan-timeout')
    await expect(callCli({ argv: ['scan'], cwd: '.', actionYml: dump(changed) })).rejects.toThrow(
      'action.yml has no input scan-timeout',
    )
  })
})
