/**
 * The data the flow hands to every report (job summary, check run, annotations, outputs). Reports
 * are pure functions of this: they neither read inputs nor talk to the runner or the service.
 */
import {
  emptyCounts,
  SEVERITIES,
  type Finding,
  type Severity,
  type SeverityCounts,
} from '../service/finding.js'

/**
 * `unknown`: the scan finished but its counts could not be trusted (missing, malformed, or at odds
 * with the findings read), so the gate can neither pass nor fail it on its counts. The job fails
 * on it, unless warn-only is set.
 */
export type GateResult = 'passed' | 'failed' | 'warned' | 'pending' | 'unknown'
export type Threshold = Severity | 'none'

export interface EstimationFacts {
  id: string
  status: string
  totalCredits?: number
  triageRequired: boolean
  triageFeeCredits: number
  /** What a scan of it costs: totalCredits, plus the triage fee when triage is required. */
  scanCost?: number
  /** max-credits, when set: the most a scan may cost. */
  maxCredits?: number
  applications: { name: string; rootPath: string; repoUrl: string }[]
  repoCount: number
  reposFromCache: number
  unsupportedLanguages: string[]
  failedRepos: { repoUrl: string; error?: string; failureReason?: string }[]
}

/** A locked package version the verdict feed calls malicious or suspicious. */
export interface DependencyHit {
  name: string
  version: string
  level: 'malicious' | 'suspicious'
  summary?: string
  confidence?: string
  osvId?: string
  /** Where it is locked: lockfile path (repository-relative) and line, when known. */
  locations: { path: string; line?: number }[]
}

/**
 * Where a lockfile's text came from: the checked-out repository, or, on pull_request_target (whose
 * checkout is the base branch), the pull request's head commit read through GitHub's API.
 */
export type LockfileSource = 'checkout' | 'pull-request-head'

/** What the dependency check (check-dependencies) found. */
export interface DependencyReport {
  /** e.g. "lockfiles changed by PR #7", "every lockfile". */
  scope: string
  /** Each lockfile read, and where from (the checkout, or the pull request's head through GitHub's API). */
  lockfiles: { path: string; packages: number; source?: LockfileSource; error?: string }[]
  /** Distinct package versions sent for a verdict. */
  packagesChecked: number
  /** Malicious first. */
  hits: DependencyHit[]
  /** Per-package errors the verdict endpoint returned: reported, never fatal. */
  errors: { name: string; version?: string; message: string }[]
  /**
   * Why the check is incomplete (a lockfile that could not be read, verdicts that could not be
   * fetched). An incomplete check cannot vouch for the dependencies: the gate fails closed.
   */
  problem?: string
  notes: string[]
}

/** A check that found nothing yet: the start of every dependency report. */
export function emptyDependencyReport(): DependencyReport {
  return {
    scope: 'every lockfile',
    lockfiles: [],
    packagesChecked: 0,
    hits: [],
    errors: [],
    notes: [],
  }
}

export function countHits(report: DependencyReport, level: DependencyHit['level']): number {
  return report.hits.filter((hit) => hit.level === level).length
}

export interface ScanReport {
  target: {
    scanType: 'pr' | 'full'
    repository: string
    repoUrl: string
    branch: string
    prNumber?: number
    headSha?: string
  }
  estimation?: EstimationFacts
  /** `reused`: started by an earlier run for the same commit; this run spent nothing on it. */
  scan?: { id: string; status: string; url?: string; reused?: boolean }
  /** From the scan's findings_summary: the numbers the gate and every report count on. */
  counts?: SeverityCounts
  /** As read, most severe first; may be fewer than counts (reads stop at what the reports need). */
  findings: Finding[]
  findingsRead: 'all' | 'partial' | 'none'
  /** With annotate changed-files/lines: the findings to annotate (a subset of findings). */
  annotatedFindings?: Finding[]
  gate: { result: GateResult; threshold: Threshold; warnOnly: boolean; reason: string }
  /** Set when check-dependencies is on. */
  dependencies?: DependencyReport
  /** One-line reason the run stopped early (timeout, 402, failed estimation…). */
  problem?: string
  /** Warnings worth showing (count mismatch, unknown severities…). */
  notes: string[]
}

/** A count the service sent that is not a usable number counts as 0. */
export function countOf(counts: SeverityCounts, severity: Severity): number {
  const n = counts[severity]
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0
}

export function totalFindings(counts: SeverityCounts): number {
  return SEVERITIES.reduce((sum, severity) => sum + countOf(counts, severity), 0)
}

/** How many findings the scan has: its counts, or the findings read when they are more. */
export function scanFindingsTotal(report: Pick<ScanReport, 'counts' | 'findings'>): number {
  return Math.max(
    report.counts === undefined ? 0 : totalFindings(report.counts),
    report.findings.length,
  )
}

export function countBySeverity(findings: readonly Pick<Finding, 'severity'>[]): SeverityCounts {
  const counts = emptyCounts()
  for (const finding of findings) counts[finding.severity] += 1
  return counts
}

/**
 * The findings read against the scan's counts: equal per severity when every finding was read,
 * never more when only some were. Returns what disagrees, or undefined when they agree.
 */
export function describeCountMismatch(
  summary: SeverityCounts,
  findings: readonly Pick<Finding, 'severity'>[],
  complete: boolean,
): string | undefined {
  const read = countBySeverity(findings)
  const differences = SEVERITIES.filter((s) =>
    complete ? read[s] !== countOf(summary, s) : read[s] > countOf(summary, s),
  ).map((s) => `${s}: ${countOf(summary, s)} counted, ${read[s]} read`)
  if (differences.length === 0) return undefined
  return `the findings read do not match the scan's findings_summary (${differences.join('; ')}), so the gate cannot trust its counts`
}
