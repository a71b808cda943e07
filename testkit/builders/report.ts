import type { Finding, SeverityCounts } from '../../src/service/finding.js'
import type { RunOutcome } from '../../src/outcome/outcome.js'
import { HEAD_SHA } from '../ids.js'

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
