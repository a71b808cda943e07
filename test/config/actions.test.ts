import { posix, win32 } from 'node:path'
import { describe, expect, it } from 'vitest'
import { entryOfScript, type ActionEntry } from '../../src/config/actions.js'
import { ConfigError, readConfig, type Config } from '../../src/config/inputs.js'
import { loadYamlWithPlaces } from '../../src/policy/places.js'
import { API_KEY } from '../../testkit/ids.js'

const VALID = { 'api-key': API_KEY, 'base-url': 'https://scan.example.com/v1' }

function read(inputs: Record<string, string>, entry: ActionEntry): Config {
  const values: Record<string, string> = { ...VALID, ...inputs }
  return readConfig((name) => values[name] ?? '', { entry, loadYaml: loadYamlWithPlaces })
}

function problemsOf(inputs: Record<string, string>, entry: ActionEntry): string[] {
  try {
    read(inputs, entry)
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
  return []
}

describe('which action runs', () => {
  it('is the sweep when node runs dist/sweep.js, on every runner', () => {
    expect(
      entryOfScript('/home/runner/work/_actions/org/security-scan-action/v1/dist/sweep.js'),
    ).toBe('sweep')
    expect(
      entryOfScript(
        'D:\\a\\_actions\\org\\security-scan-action\\v1\\dist\\sweep.js',
        win32.basename,
      ),
    ).toBe('sweep')
    expect(entryOfScript('/Users/runner/work/_actions/x/v1/dist/index.js', posix.basename)).toBe(
      'gate',
    )
    expect(entryOfScript('D:\\a\\_actions\\x\\v1\\dist\\index.js', win32.basename)).toBe('gate')
    expect(entryOfScript(undefined)).toBe('gate')
  })
})

describe("the sweep's action", () => {
  it('sweeps what repositories lists, with no deprecation warning', () => {
    const config = read(
      { repositories: 'org:acme', 'upload-sarif': 'true', 'sarif-dir': 's' },
      'sweep',
    )
    expect(config.sweep?.entries).toEqual([{ kind: 'organization', org: 'acme' }])
    expect(config.warnings).toEqual([])
    expect(config.maxRequestsPerMinute).toBe(50)
  })

  it('requires repositories, naming the gate for one repository', () => {
    expect(problemsOf({}, 'sweep')).toEqual([
      'repositories: required, the repositories to sweep, one a line (owner/name, a repository URL, org:<name>); to scan one repository, use org/security-scan-action',
    ])
  })

  it("refuses every input of the gate's, in action.yml's order, each naming the gate's action and why", () => {
    const problems = problemsOf(
      {
        repositories: 'acme/a',
        'pr-number': '7',
        pentest: 'custom-context: x',
        'pr-comment': 'never',
        annotate: 'all',
        'policy-file': '.github/security-scan.yml',
      },
      'sweep',
    )
    expect(problems).toEqual([
      'pr-number: not an input of org/security-scan-action/sweep (a sweep runs full scans); to scan one repository, use org/security-scan-action',
      'annotate: not an input of org/security-scan-action/sweep (a sweep annotates no code); to scan one repository, use org/security-scan-action',
      'pr-comment: not an input of org/security-scan-action/sweep (a sweep has no pull request); to scan one repository, use org/security-scan-action',
      "policy-file: not an input of org/security-scan-action/sweep (a sweep does not read the repositories' policy files); to scan one repository, use org/security-scan-action",
      "pentest: not an input of org/security-scan-action/sweep (it would go with every repository's scan); to scan one repository, use org/security-scan-action",
    ])
  })

  it('refuses what a sweep cannot honour in its own inputs', () => {
    const given = { repositories: 'acme/a', source: 'upload', 'upload-sarif': 'true' }
    const problems = problemsOf(given, 'sweep')
    expect(problems.map((problem) => problem.slice(0, problem.indexOf(':')))).toEqual([
      'archive-id',
      'source',
      'upload-sarif',
    ])
    expect(problems[1]).toBe(
      'source: upload is not used with repositories (a sweep scans connected or public repositories)',
    )
    expect(problems[2]).toMatch(/^upload-sarif: needs sarif-dir, where the SARIF file of each /)
  })
})

describe("the gate's action given the sweep's inputs, without repositories", () => {
  it('accepts switches left off, as v1 did: they ask for nothing', () => {
    const config = read(
      { 'include-archived': 'false', 'include-forks': 'no', 'upload-sarif': '0' },
      'gate',
    )
    expect(config.sweep).toBeUndefined()
    expect(config.warnings).toEqual([])
  })
})

describe("the gate's action given v1's repositories", () => {
  it('still sweeps through v1, with one warning naming the sweep action', () => {
    const config = read({ repositories: 'acme/a\nacme/b' }, 'gate')
    expect(config.sweep?.entries).toHaveLength(2)
    expect(config.warnings).toEqual([
      'repositories: the organization sweep has its own action: move this step to org/security-scan-action/sweep@v1, with the same inputs; through v1, org/security-scan-action still sweeps',
    ])
  })

  it("names the inputs the sweep's action would refuse, so the move is one step", () => {
    const given = { repositories: 'acme/a', annotate: 'all', 'pr-comment': 'never' }
    const [warning] = read(given, 'gate').warnings
    expect(warning).toContain(
      'move this step to org/security-scan-action/sweep@v1, without annotate, pr-comment;',
    )
    expect(read({ ...given, annotate: '', 'pr-comment': '' }, 'sweep').warnings).toEqual([])
  })

  it("refuses one repository's inputs there, in v1's words", () => {
    expect(
      problemsOf({ repositories: 'acme/a', 'repo-url': 'https://github.com/acme/x' }, 'gate'),
    ).toEqual([
      'repo-url: not used with repositories (list the repositories in repositories instead)',
    ])
  })

  it("turns annotations off with v1's annotations: false, as annotate: none", () => {
    const config = read({ annotations: 'false', annotate: 'changed-lines' }, 'gate')
    expect(config.annotate).toBe('none')
    expect(config.warnings).toEqual([
      'annotations is deprecated (v1 still reads it, v2 will not): annotate: none turns annotations off',
    ])
    expect(read({ annotations: 'true', annotate: 'changed-lines' }, 'gate').annotate).toBe(
      'changed-lines',
    )
  })
})
