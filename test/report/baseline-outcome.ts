/**
 * A pull request's run with gate: new, for the reports' tests: one new critical, two existing
 * findings (one with a hostile title), a medium the gate does not compare, and one fixed; and the
 * same run whose baseline could not be used, so the gate counted every finding.
 */
import type { RunOutcome } from '../../src/outcome/outcome.js'
import {
  makeBaselineProblem,
  makeBaselineReport,
  makeCounts,
  makeFinding,
  makeLocatedFinding,
  makeOutcome,
} from '../../testkit/builders/report.js'

export const freshFinding = makeLocatedFinding({ id: 'n-1', title: 'Command injection' })
export const existingFindings = [
  makeFinding({
    id: 'e-1',
    severity: 'high',
    title: '<img src=x onerror=alert(1)> | @someone #12',
    filePath: 'src/db.ts',
    lineStart: 9,
  }),
  makeFinding({
    id: 'e-2',
    severity: 'critical',
    title: 'Old RCE',
    filePath: 'src/old.ts',
    lineStart: 12,
  }),
]
export const notCompared = makeFinding({
  id: 'm-1',
  severity: 'medium',
  title: 'Open redirect',
  filePath: 'src/r.ts',
  lineStart: 2,
})
export const fixedFinding = makeFinding({ id: 'x-1', title: 'Fixed XSS' })

/** As read: the service's order, which is not the reports' (new first). */
export const baselineFindings = [
  existingFindings[0]!,
  notCompared,
  freshFinding,
  existingFindings[1]!,
]

export const NEW_GATE_REASON = '1 new finding at or above high (1 critical)'

export function makeBaselineOutcome(overrides: Partial<RunOutcome> = {}): RunOutcome {
  return makeOutcome({
    counts: makeCounts({ critical: 2, high: 1, medium: 1 }),
    findings: baselineFindings,
    gate: { result: 'failed', threshold: 'high', warnOnly: false, reason: NEW_GATE_REASON },
    baseline: makeBaselineReport({
      fresh: [freshFinding],
      existing: existingFindings,
      fixed: [fixedFinding],
    }),
    ...overrides,
  })
}

/** The baseline step's line, as the lead's step writes one; with text a report must escape. */
export const BASELINE_PROBLEM =
  'No baseline: no completed full scan of <main> was found; the gate counts every finding. Run a full scan on push to main.'

export function makeProblemOutcome(): RunOutcome {
  return makeBaselineOutcome({
    gate: {
      result: 'failed',
      threshold: 'high',
      warnOnly: false,
      reason: '3 findings at or above high (2 critical, 1 high)',
    },
    baseline: makeBaselineProblem(BASELINE_PROBLEM),
  })
}

/** A push of main with gate: new: the same findings, told against main's previous full scan. */
export function makeFullScanOutcome(): RunOutcome {
  const outcome = makeBaselineOutcome()
  const baseline = outcome.baseline!
  return {
    ...outcome,
    baseline: { ...baseline, ref: { ...baseline.ref!, previousFullScan: true } },
  }
}

export const FIRST_REASON =
  'first full scan of main: 4 findings recorded; later full scans fail for what is new'

/** The default branch's first full scan with gate: new: it starts the record, nothing is new. */
export function makeFirstOutcome(): RunOutcome {
  return makeBaselineOutcome({
    gate: { result: 'passed', threshold: 'high', warnOnly: false, reason: FIRST_REASON },
    baseline: {
      compared: [],
      states: new Map(),
      fixed: [],
      counts: { new: 0, existing: 0, fixed: 0 },
      startsRecord: { branch: 'main', recorded: 4 },
    },
  })
}
