/**
 * A run judged by a policy file, for the reports' tests: one finding of each kind of coverage,
 * a suppression of each state (active, expiring soon, lapsed, not a real date, unused) and a
 * pull request that proposes a change.
 */
import type { Coverage, Suppression } from '../../src/policy/policy.js'
import type { RunOutcome } from '../../src/outcome/outcome.js'
import { makeCounts, makeFinding, makeOutcome } from '../../testkit/builders/report.js'
import { makeApplication, makePolicyReport } from '../../testkit/builders/policy-report.js'
import { makeSuppression } from '../../testkit/builders/policy.js'

/** The entry at `index` of the file, starting on `line`: no rule or ticket unless given. */
function entry(index: number, line: number, fields: Partial<Suppression>): Suppression {
  return makeSuppression({
    index,
    place: { line, column: 5 },
    rule: undefined,
    ticket: undefined,
    ...fields,
  })
}

export const active = entry(0, 5, {
  rule: 'sql-injection',
  reason: 'Input is a constant; reviewed',
  expires: '2027-01-31',
  owner: 'alice',
  ticket: 'SEC-12',
})
export const soon = entry(1, 11, {
  id: 'f-3',
  reason: 'Fixed upstream in lib 2.1; bump pending',
  expires: '2026-03-10',
  owner: '@bob',
})
export const lapsed = entry(2, 17, {
  cwe: '79',
  paths: ['web/legacy/**'],
  reason: 'Legacy pages, sanitised by the proxy',
  expires: '2026-01-31',
  owner: 'web-team',
})
export const notADate = entry(3, 23, {
  rule: 'weak-hash',
  reason: 'Checksums only, not passwords',
  expires: '2026-02-30',
  expiresAtMs: undefined,
  owner: undefined,
})
export const unused = entry(4, 29, {
  rule: 'old-rule',
  reason: 'Old false positive',
  expires: '2026-12-01',
  owner: 'carol',
})
export const proposed = entry(5, 35, {
  id: 'f-5',
  reason: 'Not reachable from outside',
  expires: '2026-12-31',
  owner: 'mallory',
})

/** Their fields in the report file's order, which it writes them in. */
export const policyFindings = [
  makeFinding({
    id: 'f-1',
    severity: 'critical',
    title: 'SQL injection',
    filePath: 'src/db.ts',
    lineStart: 12,
    ruleId: 'sql-injection',
  }),
  makeFinding({
    id: 'f-2',
    severity: 'high',
    title: 'XSS in a legacy page',
    filePath: 'web/legacy/a.html',
    lineStart: 3,
    cwe: 'CWE-79',
  }),
  makeFinding({
    id: 'f-3',
    severity: 'high',
    title: 'Prototype pollution',
    filePath: 'src/merge.ts',
    lineStart: 7,
  }),
  makeFinding({
    id: 'f-4',
    severity: 'medium',
    title: 'Open redirect',
    filePath: 'vendor/lib/r.js',
    lineStart: 1,
  }),
  makeFinding({
    id: 'f-5',
    severity: 'high',
    title: 'Command injection',
    filePath: 'scripts/run.sh',
    lineStart: 9,
  }),
]

export const policyCoverage = new Map<string, Coverage>([
  ['f-1', { kind: 'suppressed', suppression: active }],
  ['f-3', { kind: 'suppressed', suppression: soon }],
  ['f-4', { kind: 'excluded', pattern: 'vendor/**' }],
])

export function makePolicyOutcome(overrides: Partial<RunOutcome> = {}): RunOutcome {
  return makeOutcome({
    counts: makeCounts({ critical: 1, high: 3, medium: 1 }),
    findings: policyFindings,
    gate: {
      result: 'failed',
      threshold: 'high',
      warnOnly: false,
      reason: '2 findings at or above high (2 high)',
    },
    policy: makePolicyReport({
      applied: makeApplication({
        coverage: policyCoverage,
        expiringSoon: [{ suppression: soon, findings: 1 }],
        lapsed: [
          { suppression: lapsed, findings: 1 },
          { suppression: notADate, findings: 0 },
        ],
        unused: [unused],
      }),
      proposal: {
        path: '.github/security-scan.yml',
        addedSuppressions: [proposed],
        addedExcludePaths: ['scripts/**'],
        onServiceError: { from: 'fail', to: 'warn' },
        wouldCover: [policyFindings[4]!],
      },
    }),
    ...overrides,
  })
}
