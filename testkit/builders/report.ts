import type { Finding, SeverityCounts } from '../../src/service/finding.js'
import type { RunOutcome } from '../../src/outcome/outcome.js'
import type { BaselineReport } from '../../src/baseline/baseline.js'
import { BASE_SHA, DEFAULT_BRANCH, HEAD_SHA } from '../ids.js'

export function makeFinding(overrides: Partial<Finding> = {}): Finding {
  return { id: 'f-1', title: 'SQL injection', severity: 'high', ...overrides }
}

/** A critical finding with all a report shows of one: a file, a line range, a dashboard link. */
export function makeLocatedFinding(overrides: Partial<Finding> = {}): Finding {
  return makeFinding({
    id: 'b',
    severity: 'critical',
    title: 'RCE',
    filePath: 'src/run.ts',
    lineStart: 3,
    lineEnd: 5,
    url: 'https://dash.example.test/f/b',
    ...overrides,
  })
}

export function makeCounts(overrides: Partial<SeverityCounts> = {}): SeverityCounts {
  return { critical: 0, high: 0, medium: 0, low: 0, info: 0, ...overrides }
}

export function makeOutcome(overrides: Partial<RunOutcome> = {}): RunOutcome {
  return {
    target: {
      scanType: 'pr',
      repository: 'acme/webapp',
      repoUrl: 'https://github.com/acme/webapp',
      branch: 'feature/login',
      prNumber: 7,
      headSha: HEAD_SHA,
    },
    scan: { id: 'scan-42', status: 'completed' },
    counts: makeCounts(),
    findings: [],
    findingsRead: 'all',
    gate: {
      result: 'passed',
      threshold: 'high',
      warnOnly: false,
      reason: 'no findings at or above high',
    },
    notes: [],
    ...overrides,
  }
}

/** A baseline scan of main (issue 28): a full scan of BASE_SHA, found through a marker. */
export const BASELINE_SCAN_ID = '9e8d7c6b-5a49-4382-8170-6f5e4d3c2b1a'

/**
 * What a run with gate: new says of its baseline: `fresh` findings new, `existing` ones on main
 * already, `fixed` ones gone, compared at critical and high; the counts are theirs unless given.
 */
export function makeBaselineReport(
  findings: { fresh?: Finding[]; existing?: Finding[]; fixed?: Finding[] } = {},
  overrides: Partial<BaselineReport> = {},
): BaselineReport {
  const { fresh = [], existing = [], fixed = [] } = findings
  const states = new Map<Finding, 'new' | 'existing'>([
    ...fresh.map((f): [Finding, 'new'] => [f, 'new']),
    ...existing.map((f): [Finding, 'existing'] => [f, 'existing']),
  ])
  return {
    ref: {
      scanId: BASELINE_SCAN_ID,
      commit: BASE_SHA,
      branch: DEFAULT_BRANCH,
      createdAt: '2026-11-24T09:00:00Z',
      ageMs: 3 * 24 * 3_600_000 + 5 * 3_600_000,
      via: 'marker',
    },
    compared: ['critical', 'high'],
    states,
    fixed,
    counts: { new: fresh.length, existing: existing.length, fixed: fixed.length },
    ...overrides,
  }
}

/** A run with gate: new whose baseline could not be used: the gate counted every finding. */
export function makeBaselineProblem(problem: string): BaselineReport {
  return {
    problem,
    compared: ['critical', 'high'],
    states: new Map(),
    fixed: [],
    counts: { new: 0, existing: 0, fixed: 0 },
  }
}
