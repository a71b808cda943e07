import { describe, expect, it } from 'vitest'
import { applyPolicy } from '../../src/policy/apply.js'
import { DAY_MS } from '../../src/policy/expiry.js'
import type { Policy, Suppression } from '../../src/policy/policy.js'
import type { Finding } from '../../src/service/finding.js'
import { makePolicy, makeSuppression, POLICY_NOW_MS } from '../../testkit/builders/policy.js'
import { makeFinding } from '../../testkit/builders/report.js'

const OPTIONS = { nowMs: POLICY_NOW_MS, warningDays: 14 }

const sqli = makeFinding({
  id: 'f-sqli',
  ruleId: 'js/sql-injection',
  cwe: 'CWE-89',
  filePath: 'src/db/query.ts',
})
const xss = makeFinding({
  id: 'f-xss',
  ruleId: 'js/xss',
  cwe: 'CWE-79, CWE-80',
  filePath: 'src/web/page.tsx',
})
const vendored = makeFinding({
  id: 'f-vendor',
  ruleId: 'js/sql-injection',
  cwe: 'CWE-89',
  filePath: 'vendor/orm/raw.js',
})
const FINDINGS = [sqli, xss, vendored]

/** The ids of the findings the policy covers, and what covers each. */
function covered(policy: Policy, findings: readonly Finding[] = FINDINGS) {
  const applied = applyPolicy(policy, findings, OPTIONS)
  return findings.flatMap((finding) => {
    const coverage = applied.coverageOf(finding)
    if (coverage === undefined) return []
    const by = coverage.kind === 'suppressed' ? coverage.suppression.index : coverage.pattern
    return [[finding.id, by]]
  })
}

function suppressions(...overrides: Partial<Suppression>[]): Suppression[] {
  return overrides.map((o, index) => makeSuppression({ index, ...o }))
}

describe('applyPolicy: what a suppression matches', () => {
  it('never matches an id the action made up for a finding sent without one', () => {
    const made = makeFinding({ ...sqli, id: '#1' })
    expect(covered(makePolicy({ suppressions: suppressions({ id: '#1' }) }), [made])).toEqual([])
  })

  it('matches by id, exactly', () => {
    const policy = makePolicy({ suppressions: suppressions({ id: 'f-xss' }, { id: 'F-SQLI' }) })
    expect(covered(policy)).toEqual([['f-xss', 0]])
  })

  it('matches by rule, exactly', () => {
    const policy = makePolicy({
      suppressions: suppressions({ rule: 'js/xss' }, { rule: 'js/sql' }, { rule: 'JS/XSS' }),
    })
    expect(covered(policy)).toEqual([['f-xss', 0]])
  })

  it.each(['CWE-89', 'cwe-89', '89', ' CWE-089 '])('matches cwe %j by number', (cwe) => {
    const policy = makePolicy({ suppressions: suppressions({ cwe }) })
    expect(covered(policy)).toEqual([
      ['f-sqli', 0],
      ['f-vendor', 0],
    ])
  })

  it('matches a cwe only when it is every CWE a finding lists, and not a number that only starts alike', () => {
    // f-xss is CWE-79 and CWE-80: accepting one of them must not hide the other.
    expect(covered(makePolicy({ suppressions: suppressions({ cwe: '80' }) }))).toEqual([])
    const onlyXss = makeFinding({ ...xss, id: 'f-80', cwe: 'CWE-80' })
    const policy = makePolicy({ suppressions: suppressions({ cwe: '80' }) })
    expect(covered(policy, [xss, onlyXss])).toEqual([['f-80', 0]])
    expect(covered(makePolicy({ suppressions: suppressions({ cwe: 'CWE-8' }) }))).toEqual([])
  })

  it('needs every key it gives to match: rule and cwe, id and rule', () => {
    const policy = makePolicy({
      suppressions: suppressions(
        { rule: 'js/sql-injection', cwe: 'CWE-79' },
        { id: 'f-xss', rule: 'js/sql-injection' },
        { rule: 'js/sql-injection', cwe: '89', paths: ['src/**'] },
      ),
    })
    expect(covered(policy)).toEqual([['f-sqli', 2]])
  })

  it('is narrowed by paths, against the repository-relative path', () => {
    const policy = makePolicy({
      suppressions: suppressions({ rule: 'js/sql-injection', paths: ['vendor/**', 'lib/**'] }),
    })
    expect(covered(policy)).toEqual([['f-vendor', 0]])
    // A backslash or surrounding whitespace is not tidied into a path under vendor/: a file named
    // `vendor\\a.js` at the root, or ` vendor/a.js`, is elsewhere, and matches no glob.
    const tricks = ['.\\vendor\\orm\\a.js', ' vendor/orm/a.js', 'vendor/orm/a.js ']
    const findings = tricks.map((filePath, i) => makeFinding({ ...sqli, id: `f-${i}`, filePath }))
    expect(covered(policy, findings)).toEqual([])
    const excluding = makePolicy({ excludePaths: ['vendor/**'] })
    expect(covered(excluding, findings)).toEqual([])
  })

  it('never matches a finding without a usable path when it has paths', () => {
    const unusable = ['', '/abs/vendor/a.js', 'vendor/../../etc/passwd', 'https://x.test/vendor/a']
    const findings = [
      makeFinding({ ...vendored, filePath: undefined }),
      ...unusable.map((filePath) => makeFinding({ ...vendored, filePath })),
    ]
    const withPaths = makePolicy({ suppressions: suppressions({ cwe: '89', paths: ['**'] }) })
    expect(covered(withPaths, findings)).toEqual([])
    const withoutPaths = makePolicy({ suppressions: suppressions({ cwe: '89' }) })
    expect(covered(withoutPaths, findings)).toHaveLength(findings.length)
  })

  it('matches nothing when built by hand without an id, a rule or a cwe, or with a bad one', () => {
    const policy = makePolicy({
      suppressions: suppressions({}, { cwe: 'SQLi' }, { rule: 'js/xss', paths: ['src/'] }),
    })
    const applied = applyPolicy(policy, FINDINGS, OPTIONS)
    expect(applied.suppressed).toBe(0)
    expect(applied.unused).toEqual(policy.suppressions)
  })
})

describe('applyPolicy: which entry covers a finding', () => {
  it('is the first active suppression in file order, whatever key it matches by', () => {
    const policy = makePolicy({
      suppressions: suppressions(
        { cwe: 'CWE-89', paths: ['src/**'] },
        { id: 'f-sqli' },
        { rule: 'js/sql-injection' },
      ),
    })
    expect(covered(policy)).toEqual([
      ['f-sqli', 0],
      ['f-vendor', 2],
    ])
  })

  it('skips a lapsed suppression for the next active one', () => {
    const policy = makePolicy({
      suppressions: suppressions({ id: 'f-sqli', expires: '2026-06-14' }, { cwe: '89' }),
    })
    expect(covered(policy, [sqli])).toEqual([['f-sqli', 1]])
  })

  it('prefers a suppression to exclude-paths, then the first glob that matches', () => {
    const policy = makePolicy({
      suppressions: suppressions({ rule: 'js/xss' }),
      excludePaths: ['src/db/**', 'src/**', 'vendor/**'],
    })
    expect(covered(policy)).toEqual([
      ['f-sqli', 'src/db/**'],
      ['f-xss', 0],
      ['f-vendor', 'vendor/**'],
    ])
    const applied = applyPolicy(policy, FINDINGS, OPTIONS)
    expect([applied.suppressed, applied.excluded]).toEqual([1, 2])
  })

  it('knows the findings judged by identity, not by content', () => {
    const policy = makePolicy({ suppressions: suppressions({ id: 'f-sqli' }) })
    const applied = applyPolicy(policy, FINDINGS, OPTIONS)
    expect(applied.coverageOf(sqli)).toEqual({
      kind: 'suppressed',
      suppression: policy.suppressions[0],
    })
    expect(applied.coverageOf({ ...sqli })).toBeUndefined()
  })

  it('finds the entry of each folder among many of one rule, and counts a finding once', () => {
    const many = Array.from({ length: 50 }, (_, i) => ({
      rule: 'js/sql-injection',
      paths: [`src/m${i}/**`, `src/m${i}/db/**`, `lib/m${i}/*.ts`],
    }))
    const policy = makePolicy({ suppressions: suppressions(...many) })
    const findings = [
      makeFinding({ ...sqli, id: 'a', filePath: 'src/m7/db/q.ts' }),
      makeFinding({ ...sqli, id: 'b', filePath: 'lib/m42/q.ts' }),
      makeFinding({ ...sqli, id: 'c', filePath: 'lib/m42/deeper/q.ts' }),
    ]
    const applied = applyPolicy(policy, findings, OPTIONS)
    expect(covered(policy, findings)).toEqual([
      ['a', 7],
      ['b', 42],
    ])
    expect(applied.unused).toHaveLength(48)
    expect(applied.expiringSoon).toEqual([])
  })
})

describe('applyPolicy: lapsed, expiring soon, unused', () => {
  const lastDay = '2026-06-15'
  const endOfLastDay = Date.UTC(2026, 5, 16) - 1

  it('applies through the whole last day (UTC), and lapses the next millisecond', () => {
    const policy = makePolicy({ suppressions: suppressions({ id: 'f-sqli', expires: lastDay }) })
    const at = (nowMs: number) => applyPolicy(policy, FINDINGS, { ...OPTIONS, nowMs })
    expect(at(endOfLastDay).suppressed).toBe(1)
    expect(at(endOfLastDay + 1).suppressed).toBe(0)
    expect(at(endOfLastDay + 1).lapsed).toEqual([
      { suppression: policy.suppressions[0], findings: 1 },
    ])
  })

  it('lapses a date that is no date, and counts what it matches, covered or not', () => {
    const policy = makePolicy({
      suppressions: suppressions(
        { rule: 'js/sql-injection', expires: '2026-02-30', expiresAtMs: undefined },
        { id: 'f-vendor' },
        { rule: 'js/xss', expires: '2026-01-01' },
      ),
    })
    const applied = applyPolicy(policy, FINDINGS, OPTIONS)
    expect(covered(policy)).toEqual([['f-vendor', 1]])
    expect(applied.lapsed).toEqual([
      { suppression: policy.suppressions[0], findings: 2 },
      { suppression: policy.suppressions[2], findings: 1 },
    ])
    expect(applied.unused).toEqual([])
  })

  it('warns of an active suppression ending within the warning days, boundary included', () => {
    const warningMs = 14 * DAY_MS
    const policy = makePolicy({
      suppressions: suppressions(
        { id: 'a', expiresAtMs: POLICY_NOW_MS + warningMs },
        { id: 'b', expiresAtMs: POLICY_NOW_MS + warningMs + 1 },
        { id: 'c', expiresAtMs: POLICY_NOW_MS },
        { id: 'd', expiresAtMs: POLICY_NOW_MS - 1 },
      ),
    })
    const applied = applyPolicy(policy, [], OPTIONS)
    expect(applied.expiringSoon.map((use) => use.suppression.id)).toEqual(['a', 'c'])
    expect(applied.lapsed.map((use) => use.suppression.id)).toEqual(['d'])
  })

  it('reads the warning days from the options', () => {
    const policy = makePolicy({ suppressions: suppressions({ id: 'a', expires: '2026-06-20' }) })
    const soon = (warningDays: number) =>
      applyPolicy(policy, [], { ...OPTIONS, warningDays }).expiringSoon.length
    expect([soon(0), soon(5), soon(6)]).toEqual([0, 0, 1])
  })

  it('lists as unused the active suppressions that matched nothing, shadowed ones not', () => {
    const policy = makePolicy({
      suppressions: suppressions(
        { rule: 'js/sql-injection' },
        { id: 'f-sqli' },
        { id: 'gone' },
        { id: 'gone-too', expires: '2026-01-01' },
      ),
    })
    const applied = applyPolicy(policy, FINDINGS, OPTIONS)
    expect(applied.unused).toEqual([policy.suppressions[2]])
    expect(applied.expiringSoon).toEqual([])
  })
})
