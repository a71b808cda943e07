import { describe, expect, it } from 'vitest'
import { describePolicyErrors } from '../../src/policy/describe.js'
import { parsePolicy } from '../../src/policy/parse.js'
import type { Policy, PolicyError } from '../../src/policy/policy.js'
import { POLICY_NOW_MS } from '../../testkit/builders/policy.js'

const PATH = '.github/security-scan.yml'

function yaml(...lines: string[]): string {
  return `${lines.join('\n')}\n`
}

function parseValid(text: string): Policy {
  const parsed = parsePolicy(text, PATH, POLICY_NOW_MS)
  if (!parsed.ok) throw new Error(`expected a valid policy: ${JSON.stringify(parsed.errors)}`)
  return parsed.policy
}

function parseErrors(text: string, nowMs = POLICY_NOW_MS): PolicyError[] {
  const parsed = parsePolicy(text, PATH, nowMs)
  if (parsed.ok) throw new Error('expected the policy to be refused')
  return parsed.errors
}

describe('parsePolicy: a valid file', () => {
  it('reads every key, with the place of each suppression', () => {
    const policy = parseValid(
      yaml(
        '# accepted risks, reviewed by @acme/security',
        'version: 1',
        'on-service-error: warn',
        'exclude-paths:',
        '  - vendor/**',
        '  - "**/fixtures/**"',
        'suppressions:',
        '  - id: 0b987810-3473-4d51-b4ca-000000000001',
        '    reason: a test key, revoked',
        '    expires: 2026-07-01',
        '  -   rule: js/sql-injection',
        '      cwe: CWE-89',
        '      paths: [src/db/**]',
        '      reason: parameterised by the ORM',
        '      expires: 2027-01-31',
        '      owner: "@acme/db"',
        '      ticket: SEC-12',
      ),
    )
    expect(policy).toEqual({
      path: PATH,
      onServiceError: 'warn',
      excludePaths: ['vendor/**', '**/fixtures/**'],
      suppressions: [
        {
          index: 0,
          place: { line: 8, column: 5 },
          id: '0b987810-3473-4d51-b4ca-000000000001',
          reason: 'a test key, revoked',
          expires: '2026-07-01',
          expiresAtMs: Date.UTC(2026, 6, 2) - 1,
        },
        {
          index: 1,
          place: { line: 11, column: 7 },
          rule: 'js/sql-injection',
          cwe: 'CWE-89',
          paths: ['src/db/**'],
          reason: 'parameterised by the ORM',
          expires: '2027-01-31',
          expiresAtMs: Date.UTC(2027, 1, 1) - 1,
          owner: '@acme/db',
          ticket: 'SEC-12',
        },
      ],
    })
  })

  it('reads expiry-warning-days from 0 to 365, and leaves it undefined when absent', () => {
    expect(parseValid(yaml('version: 1', 'expiry-warning-days: 30')).expiryWarningDays).toBe(30)
    expect(parseValid(yaml('version: 1', 'expiry-warning-days: 0')).expiryWarningDays).toBe(0)
    expect(parseValid(yaml('version: 1', 'expiry-warning-days: 365')).expiryWarningDays).toBe(365)
    expect(parseValid(yaml('version: 1'))).not.toHaveProperty('expiryWarningDays')
  })

  it('reads dependency-files as a list of globs or one glob, ! ones kept, undefined when absent', () => {
    const list = yaml(
      'version: 1',
      'dependency-files:',
      '  - "**/package-lock.json"',
      '  - "!legacy/**"',
    )
    expect(parseValid(list).dependencyFiles).toEqual(['**/package-lock.json', '!legacy/**'])
    expect(
      parseValid(yaml('version: 1', 'dependency-files: app/yarn.lock')).dependencyFiles,
    ).toEqual(['app/yarn.lock'])
    expect(parseValid(yaml('version: 1'))).not.toHaveProperty('dependencyFiles')
  })

  it('places an entry written in flow style, and one after a comment and a blank line', () => {
    const policy = parseValid(
      yaml(
        'version: 1',
        'suppressions:',
        '  - {rule: r1, reason: ok, expires: 2026-08-01}',
        '',
        '  # the next one is narrowed',
        '  -',
        '    rule: r2',
        '    reason: ok',
        '    expires: 2026-08-01',
      ),
    )
    expect(policy.suppressions.map((s) => s.place)).toEqual([
      { line: 3, column: 5 },
      { line: 7, column: 5 },
    ])
  })

  it('keeps a CWE or a ticket written as a number as text', () => {
    const [suppression] = parseValid(
      yaml(
        'version: 1',
        'suppressions:',
        '  - cwe: 89',
        '    ticket: 1234',
        '    reason: ok',
        '    expires: 2026-08-01',
      ),
    ).suppressions
    expect(suppression).toMatchObject({ cwe: '89', ticket: '1234' })
  })

  it('takes empty lists (every entry commented out) as none', () => {
    const policy = parseValid(yaml('version: 1', 'suppressions:', 'exclude-paths:'))
    expect(policy).toEqual({ path: PATH, suppressions: [], excludePaths: [] })
  })

  it('keeps dates as text: an impossible date is not turned into a real one', () => {
    // The default schema would read 2026-13-01 as 2027-01-01, a valid date.
    const policy = parseValid(
      yaml(
        'version: 1',
        'suppressions:',
        '  - {rule: a, reason: ok, expires: 2026-13-01}',
        '  - {rule: b, reason: ok, expires: 2026-02-30}',
        '  - {rule: c, reason: ok, expires: 2026-7-5}',
        '  - {rule: d, reason: ok, expires: soon}',
        '  - {rule: e, reason: ok, expires: "2026-07-05"}',
      ),
    )
    expect(policy.suppressions.map((s) => [s.expires, s.expiresAtMs])).toEqual([
      ['2026-13-01', undefined],
      ['2026-02-30', undefined],
      ['2026-7-5', undefined],
      ['soon', undefined],
      ['2026-07-05', Date.UTC(2026, 6, 6) - 1],
    ])
  })

  it('reads a leap day as a real date only in a leap year', () => {
    const parsed = parsePolicy(
      yaml(
        'version: 1',
        'suppressions:',
        '  - {rule: a, reason: ok, expires: 2028-02-29}',
        '  - {rule: b, reason: ok, expires: 2027-02-29}',
      ),
      PATH,
      Date.UTC(2027, 5, 1),
    )
    expect(parsed.ok && parsed.policy.suppressions.map((s) => s.expiresAtMs)).toEqual([
      Date.UTC(2028, 2, 1) - 1,
      undefined,
    ])
  })

  it('reads a file that starts with a byte order mark, columns unchanged', () => {
    const policy = parseValid(
      `\ufeff${yaml('version: 1', 'suppressions:', '- {rule: a, reason: ok, expires: 2026-08-01}')}`,
    )
    expect(policy.suppressions[0]?.place).toEqual({ line: 3, column: 3 })
  })
})

describe('parsePolicy: the year ahead', () => {
  // The run's day is 2026-06-15: 366 days later is 2027-06-16.
  const withExpiry = (expires: string) =>
    parsePolicy(
      yaml('version: 1', 'suppressions:', `  - {rule: a, reason: ok, expires: ${expires}}`),
      PATH,
      POLICY_NOW_MS,
    )

  it('accepts a date up to 366 days after the run', () => {
    expect(withExpiry('2027-06-16').ok).toBe(true)
  })

  it('refuses a date after that, naming the latest it would take', () => {
    expect(withExpiry('2027-06-17')).toEqual({
      ok: false,
      errors: [
        {
          place: { line: 3, column: 5 },
          message:
            'suppressions[0].expires: at most a year ahead: "2027-06-17" is after 2027-06-16',
        },
      ],
    })
  })

  it('does not refuse a date that is no date: it counts as expired instead', () => {
    expect(withExpiry('9999-99-99').ok).toBe(true)
  })
})

describe('parsePolicy: every problem at once, each with its line and column', () => {
  it('names each field, in the order of the file', () => {
    const errors = parseErrors(
      yaml(
        'version: 2',
        'supressions: []',
        'suppressions:',
        '  - rule: js/sql-injection',
        '    expires: 2026-08-01',
        '  - reason: no selector',
        '    expires: 2026-08-01',
        '  - id: 42',
        '    cwe: SQLi',
        '    resaon: typo',
        '    reason: "  "',
        '    expires: 2026-08-01',
        '    paths: []',
        '  - just text',
        '  - rule: r',
        '    reason: ok',
        '    expires: 20260801',
        '    paths: [src/**, 3, "vendor/", "a[b"]',
        'exclude-paths:',
        '  - 7',
        'on-service-error: maybe',
      ),
    )
    expect(errors).toEqual([
      { place: { line: 1, column: 1 }, message: 'version: must be 1, not 2' },
      {
        place: { line: 2, column: 1 },
        message: 'unknown key "supressions" (did you mean suppressions?)',
      },
      { place: { line: 4, column: 5 }, message: 'suppressions[0].reason: required' },
      {
        place: { line: 6, column: 5 },
        message:
          'suppressions[1]: needs an id, a rule or a cwe (an entry matching every finding is not accepted)',
      },
      { place: { line: 8, column: 5 }, message: 'suppressions[2].id: text, not a number' },
      {
        place: { line: 8, column: 5 },
        message: 'suppressions[2].cwe: a CWE such as CWE-89 or 89, not "SQLi"',
      },
      {
        place: { line: 8, column: 5 },
        message: 'suppressions[2].paths: at least one glob, or no paths key',
      },
      { place: { line: 8, column: 5 }, message: 'suppressions[2].reason: must not be empty' },
      {
        place: { line: 8, column: 5 },
        message: 'suppressions[2]: unknown key "resaon" (did you mean reason?)',
      },
      {
        place: { line: 14, column: 5 },
        message:
          'suppressions[3]: a mapping with reason, expires and an id, a rule or a cwe, not "just text"',
      },
      {
        place: { line: 15, column: 5 },
        message: 'suppressions[4].paths[1]: a glob, not a number',
      },
      {
        place: { line: 15, column: 5 },
        message:
          'suppressions[4].paths[2]: "vendor/" is not a glob: ends with /: write dir/** for everything below a folder',
      },
      {
        place: { line: 15, column: 5 },
        message: 'suppressions[4].paths[3]: "a[b" is not a glob: a "[" is never closed',
      },
      {
        place: { line: 15, column: 5 },
        message: 'suppressions[4].expires: a date YYYY-MM-DD, not a number',
      },
      { place: { line: 20, column: 5 }, message: 'exclude-paths[0]: a glob, not a number' },
      { place: { line: 21, column: 1 }, message: 'on-service-error: fail or warn, not "maybe"' },
    ])
  })

  it('refuses an expiry-warning-days out of range, not whole, or not a number, at its key', () => {
    const refuse = (value: string) =>
      parseErrors(yaml('version: 1', '# warn early', `expiry-warning-days: ${value}`))
    const message = (got: string) =>
      `expiry-warning-days: a whole number of days from 0 to 365, not ${got}`
    expect(refuse('366')).toEqual([{ place: { line: 3, column: 1 }, message: message('366') }])
    expect(refuse('-1')[0]?.message).toBe(message('-1'))
    expect(refuse('1.5')[0]?.message).toBe(message('1.5'))
    expect(refuse('"14"')[0]?.message).toBe(message('"14"'))
    expect(refuse('x')[0]?.message).toBe(message('"x"'))
    expect(refuse('')[0]?.message).toBe(message('empty'))
  })

  it('suggests expiry-warning-days for a typo of it', () => {
    expect(parseErrors(yaml('version: 1', 'expiry-warning-day: 7'))[0]?.message).toBe(
      'unknown key "expiry-warning-day" (did you mean expiry-warning-days?)',
    )
  })

  it('refuses a bad glob of dependency-files at the glob, with its index', () => {
    const text = yaml('version: 1', 'dependency-files:', '  - "**/yarn.lock"', '  - 3', '  - "[a"')
    expect(parseErrors(text)).toEqual([
      { place: { line: 4, column: 5 }, message: 'dependency-files[1]: a glob, not a number' },
      {
        place: { line: 5, column: 5 },
        message: 'dependency-files[2]: "[a" is not a glob: a "[" is never closed',
      },
    ])
    expect(parseErrors(yaml('version: 1', 'dependency-files: ["!!a", "/b"]'))).toEqual([
      {
        place: { line: 2, column: 20 },
        message:
          'dependency-files[0]: "!!a" is not a glob: starts with !: negation is not supported',
      },
      {
        place: { line: 2, column: 27 },
        message:
          'dependency-files[1]: "/b" is not a glob: starts with /: globs are relative to the repository\'s root',
      },
    ])
    expect(parseErrors(yaml('version: 1', 'dependency-files: "a/"'))[0]?.message).toBe(
      'dependency-files: "a/" is not a glob: ends with /: write dir/** for everything below a folder',
    )
  })

  it('refuses a dependency-files that names no lockfile: empty, only ! globs, or no glob at all', () => {
    const refuse = (value: string) =>
      parseErrors(yaml('version: 1', '# lockfiles', `dependency-files: ${value}`))
    expect(refuse('[]')).toEqual([
      {
        place: { line: 3, column: 19 },
        message: 'dependency-files: at least one glob, or no dependency-files key',
      },
    ])
    const onlyExclusions =
      'dependency-files: only ! globs, which take lockfiles out: at least one glob must name some'
    expect(refuse('["!vendor/**"]')[0]?.message).toBe(onlyExclusions)
    expect(refuse('"!vendor/**"')[0]?.message).toBe(onlyExclusions)
    expect(refuse('3')).toEqual([
      {
        place: { line: 3, column: 1 },
        message: 'dependency-files: a glob or a list of globs, not a number',
      },
    ])
    expect(refuse('')[0]?.message).toBe('dependency-files: a glob or a list of globs, not empty')
    expect(refuse('{a: 1}')[0]?.message).toBe(
      'dependency-files: a glob or a list of globs, not a mapping',
    )
  })

  it('requires version, at the start of the document', () => {
    expect(parseErrors(yaml('# policy', '', 'exclude-paths: [vendor/**]'))).toEqual([
      { place: { line: 3, column: 1 }, message: 'version: required' },
    ])
  })

  it('refuses a version written as text', () => {
    expect(parseErrors(yaml('version: "1"'))[0]?.message).toBe('version: must be 1, not "1"')
  })

  it('places a bad glob of exclude-paths at the glob itself, block or flow', () => {
    const block = parseErrors(
      yaml('version: 1', 'exclude-paths:', '  - vendor/**', '  # fixtures', '  - test/fixtures/'),
    )
    expect(block.map((e) => e.place)).toEqual([{ line: 5, column: 5 }])
    const flow = parseErrors(yaml('version: 1', 'exclude-paths: [docs/**, "/abs", 3]'))
    expect(flow.map((e) => e.place)).toEqual([
      { line: 2, column: 26 },
      { line: 2, column: 34 },
    ])
  })

  it("places a problem of a suppression's paths at the suppression", () => {
    const errors = parseErrors(
      yaml(
        'version: 1',
        'suppressions:',
        '  - rule: r',
        '    reason: ok',
        '    expires: 2026-08-01',
        '    paths:',
        '      - a/**',
        '      - 3',
      ),
    )
    expect(errors).toEqual([
      { place: { line: 3, column: 5 }, message: 'suppressions[0].paths[1]: a glob, not a number' },
    ])
  })

  it('names what a list or a key holds when it is of the wrong kind', () => {
    expect(parseErrors(yaml('version: 1', 'suppressions: none', 'exclude-paths: {a: 1}'))).toEqual([
      {
        place: { line: 2, column: 1 },
        message: 'suppressions: a list of suppressions, not "none"',
      },
      { place: { line: 3, column: 16 }, message: 'exclude-paths: a list of globs, not a mapping' },
    ])
  })
})

describe('parsePolicy: what is not a policy at all', () => {
  it('refuses an empty file, and one of comments only', () => {
    const empty = [{ message: 'the file is empty: it needs at least version: 1' }]
    expect(parseErrors('')).toEqual(empty)
    expect(parseErrors(yaml('# nothing yet'))).toEqual(empty)
  })

  it('refuses a document that is not a mapping', () => {
    expect(parseErrors(yaml('', '- version: 1'))).toEqual([
      {
        place: { line: 2, column: 1 },
        message:
          'a mapping of version, suppressions, exclude-paths, on-service-error, expiry-warning-days and dependency-files, not a list',
      },
    ])
    expect(parseErrors(yaml('version 1'))[0]?.message).toMatch(/not "version 1"$/)
  })

  it('gives one error for a YAML syntax error, at its mark', () => {
    expect(parseErrors(yaml('version: 1', 'suppressions: [', '  {rule: a'))).toEqual([
      {
        place: { line: 4, column: 1 },
        message:
          'not valid YAML: Flow map in block collection must be sufficiently indented and end with a }',
      },
    ])
  })

  it('refuses a duplicate key at its second occurrence', () => {
    expect(
      parseErrors(
        yaml(
          'version: 1',
          'suppressions:',
          '  - rule: a',
          '    reason: ok',
          '    expires: 2026-08-01',
          '    reason: again',
        ),
      ),
    ).toEqual([
      { place: { line: 6, column: 5 }, message: 'not valid YAML: Map keys must be unique' },
    ])
  })

  it('refuses keys that read the same once read (1 and "1"), as js-yaml did', () => {
    expect(parseErrors(yaml('version: 1', '1: a', '"1": b'))).toEqual([
      { place: { line: 3, column: 1 }, message: 'not valid YAML: Map keys must be unique' },
    ])
  })

  it('reads an alias as the latest anchor of its name before it', () => {
    const policy = parseValid(
      yaml(
        'version: 1',
        'exclude-paths: [&p "a/**", &p "b/**", *p]',
        'suppressions:',
        '  - rule: &r first',
        '    reason: &r second',
        '    expires: 2027-01-01',
        '    paths: [*r]',
      ),
    )
    expect(policy.excludePaths).toEqual(['a/**', 'b/**', 'b/**'])
    expect(policy.suppressions[0]?.paths).toEqual(['second'])
  })

  it('reads a file with a directive the YAML package only warns about, as js-yaml did', () => {
    const policy = parseValid(yaml('%FOO bar', '---', 'version: 1', 'exclude-paths: [a/**]'))
    expect(policy.excludePaths).toEqual(['a/**'])
  })

  it('refuses an alias of a mapping or a list at the alias, and keeps anchors of text', () => {
    const aliased = yaml(
      'version: 1',
      'suppressions:',
      '  - &entry',
      '    id: a',
      '    reason: r',
      '    expires: 2026-12-31',
      '  - *entry',
    )
    expect(parseErrors(aliased)).toEqual([
      {
        place: { line: 7, column: 5 },
        message: 'an alias (*name) of a mapping or a list: write each entry out where it applies',
      },
    ])
    const text = yaml(
      'version: 1',
      'suppressions:',
      '  - id: a',
      '    reason: &why constant input',
      '    expires: 2026-12-31',
      '  - id: b',
      '    reason: *why',
      '    expires: 2026-12-31',
    )
    expect(parseValid(text).suppressions.map((s) => s.reason)).toEqual([
      'constant input',
      'constant input',
    ])
  })

  it('refuses an exclude-paths glob that excludes every file', () => {
    for (const all of ['**', '*/**', '**/*', '{*,?}']) {
      expect(parseErrors(yaml('version: 1', 'exclude-paths:', `  - '${all}'`))).toEqual([
        expect.objectContaining({
          message: expect.stringContaining('excludes every file, which would turn the gate off'),
        }),
      ])
    }
    expect(
      parseValid(yaml('version: 1', 'exclude-paths:', "  - '**/test/**'")).excludePaths,
    ).toEqual(['**/test/**'])
  })

  it('refuses tags that would build something else than text, numbers and lists', () => {
    const [error] = parseErrors(yaml('version: 1', 'exclude-paths: !!set {a}'))
    expect(error?.message).toBe('not valid YAML: Unresolved tag: tag:yaml.org,2002:set')
    expect(error?.place).toEqual({ line: 2, column: 16 })
    const [binary] = parseErrors(yaml('version: 1', 'x: !!binary aGk=', 'y: !custom a'))
    expect(binary).toEqual({
      place: { line: 2, column: 4 },
      message: 'not valid YAML: Unresolved tag: tag:yaml.org,2002:binary',
    })
  })

  it('refuses what is no single document of plain data, each at its place', () => {
    expect(parseErrors(yaml('version: 1', '---', 'version: 1'))).toEqual([
      {
        place: { line: 2, column: 1 },
        message: 'not valid YAML: one document expected, found more (a second ---)',
      },
    ])
    expect(parseErrors(yaml('version: 1', 'exclude-paths: [*nope]'))).toEqual([
      {
        place: { line: 2, column: 17 },
        message: 'not valid YAML: the alias *nope names no anchor before it',
      },
    ])
    expect(parseErrors(yaml('version: 1', '? [a]', ': 1'))).toEqual([
      {
        place: { line: 2, column: 3 },
        message: 'not valid YAML: a key that is a mapping or a list',
      },
    ])
    expect(parseErrors('['.repeat(20_000))).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/^not valid YAML/) }),
    ])
  })

  it('reads a YAML 1.1 file with the core schema still: no merge keys, no dates', () => {
    const errors = parseErrors(
      yaml('%YAML 1.1', '---', 'version: 1', 'suppressions:', '  - {<<: {rule: a}, id: b}'),
    )
    expect(errors.map((e) => e.message)).toContain(
      'suppressions[0]: unknown key "<<" (did you mean id?)',
    )
  })

  it('places a problem of a top-level key written in flow style at the key', () => {
    expect(parseErrors('{version: 1, exclude-paths: 3, bogus: 1}\n')).toEqual([
      { place: { line: 1, column: 14 }, message: 'exclude-paths: a list of globs, not a number' },
      { place: { line: 1, column: 32 }, message: 'unknown key "bogus"' },
    ])
  })
})

describe('describePolicyErrors', () => {
  it('is one line: the file, how many problems, each with its place', () => {
    const errors = parseErrors(
      yaml(
        'version: 1',
        'suppressions:',
        '  - rule: js/xss',
        '    expires: 2026-08-01',
        '  - rule: js/sql-injection',
        '    reason: reviewed',
        '    expires: 2027-11-25',
        'on-service-error: maybe',
      ),
    )
    expect(describePolicyErrors(PATH, errors)).toBe(
      'policy-file .github/security-scan.yml is not valid (3 problems): line 3, column 5: suppressions[0].reason: required · line 5, column 5: suppressions[1].expires: at most a year ahead: "2027-11-25" is after 2027-06-16 · line 8, column 1: on-service-error: fail or warn, not "maybe"',
    )
  })

  it('says "1 problem", and names a problem without a place by its message alone', () => {
    expect(describePolicyErrors('p.yml', [{ message: 'the file is empty' }])).toBe(
      'policy-file p.yml is not valid (1 problem): the file is empty',
    )
  })

  it('lists 20 problems and counts the rest', () => {
    const errors = Array.from({ length: 23 }, (_, i) => ({ message: `problem ${i}` }))
    const line = describePolicyErrors(PATH, errors)
    expect(line).toContain('(23 problems)')
    expect(line).toContain('problem 19 · and 3 more')
    expect(line).not.toContain('problem 20')
  })

  it('shows keys and values of the file as data: no line break, no workflow command', () => {
    const errors = parseErrors(
      yaml(
        'version: 1',
        'on-service-error: "\\n::add-mask::x\\r\\n::set-output name=a::b"',
        '"::error::\\u202e": 1',
      ),
    )
    const line = describePolicyErrors('.github/\n::warning::x.yml', errors)
    expect(line).not.toMatch(/[\n\r\u2028\u2029\u202e]/)
    expect(line).not.toContain('::')
    expect(line).toContain('on-service-error: fail or warn, not "\\n: :add-mask: :x')
    expect(line).toContain('unknown key ": :error: : "')
  })

  it('cuts a long value', () => {
    const [error] = parseErrors(yaml('version: 1', `on-service-error: ${'w'.repeat(500)}`))
    expect(error?.message).toBe(`on-service-error: fail or warn, not "${'w'.repeat(59)}…"`)
  })
})
