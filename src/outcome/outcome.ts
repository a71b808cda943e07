/**
 * The run's outcome: one value, built once (decideOutcome) from what each step returned, that the
 * gate's verdict, the check run's conclusion, the outputs and every report read. Reports are pure
 * functions of it: they neither read inputs nor talk to the runner or the service.
 */
import { GATE_DEFAULTS, type Config } from '../config/inputs.js'
import type { ScanTarget } from '../config/target.js'
import { countHits, type DependencyReport } from '../deps/report.js'
import { gateOnScan } from '../baseline/judge.js'
import {
  applyDependencyCheck,
  type GateResult,
  type GateVerdict,
  type Threshold,
} from '../gate/gate.js'
import type {
  LoadedPolicy,
  OnServiceError,
  PolicyApplication,
  PolicyProposal,
  PolicySource,
} from '../policy/policy.js'
import { countsUnderPolicy, withKept } from '../gate/policy.js'
import type { BaselinePart, BaselineReport } from '../baseline/baseline.js'
import { toEstimationFacts, type EstimationFacts } from '../scan/estimate.js'
import type { ScanResult } from '../scan/scan-and-collect.js'
import type { ScanStop } from '../scan/stop.js'
import { totalFindings, type Finding, type SeverityCounts } from '../service/finding.js'

/** What the policy file did to this run, for every report. */
export interface PolicyReport {
  /** The file, relative to the repository's root. */
  path: string
  /** Where it was read (LoadedPolicy.source): the checkout, a change's base, the default branch. */
  source: PolicySource
  /** The commit it was read at, when not the checkout. */
  commit?: string | undefined
  /** For 'default-branch': the branch whose head it was read at, when known. Someone's text. */
  branch?: string | undefined
  /** The policy applied to the findings read; undefined when no findings could be judged. */
  applied?: PolicyApplication | undefined
  /** What the pull request would change, and the findings that would then not gate: after merge. */
  proposal?: (PolicyProposal & { wouldCover: Finding[] }) | undefined
  /** on-service-error as it applied: the policy's key, else the input. */
  onServiceError: OnServiceError
  /** policy-expiry-warning-days: a suppression ending within it is a warning. */
  expiryWarningDays: number
}

/**
 * How the run ended, when it ended before a gate result: a stop of the service side, invalid
 * inputs ('config'), or no API key ('no-key': no scan could be started).
 * @internal
 */
export type Stop = ScanStop | 'config' | 'no-key'

export interface RunOutcome {
  target: {
    scanType: 'pr' | 'full'
    repository: string
    repoUrl: string
    branch: string
    prNumber?: number | undefined
    headSha?: string | undefined
    /** The scanned repository's page on this GitHub, when it is one (ScanTarget.codePage). */
    codePage?: string | undefined
  }
  estimation?: EstimationFacts | undefined
  /** `reused`: started by an earlier run for the same commit; this run spent nothing on it. */
  scan?: { id: string; status: string; reused?: boolean | undefined } | undefined
  /** From the scan's findings_summary: the numbers the gate and every report count on. */
  counts?: SeverityCounts | undefined
  /** As read, most severe first; may be fewer than counts (reads stop at what the reports need). */
  findings: Finding[]
  findingsRead: 'all' | 'partial' | 'none'
  /** With annotate changed-files/lines: the findings to annotate (a subset of findings). */
  annotatedFindings?: Finding[] | undefined
  gate: GateVerdict
  /** How the run ended when it ended before a gate result; undefined when the gate judged. */
  stop?: Stop | undefined
  /** Set when check-dependencies is on. */
  dependencies?: DependencyReport | undefined
  /** Set when a policy file applies. */
  policy?: PolicyReport | undefined
  /** With gate: new on a change: its baseline, and which findings it introduces. */
  baseline?: BaselineReport | undefined
  /**
   * Set when the run stopped because the service could not be reached or kept failing; with
   * on-service-error warn, the job then passes with result unknown.
   */
  serviceOutage?: { onServiceError: OnServiceError } | undefined
  /** One-line reason the run stopped early (timeout, 402, failed estimation…). */
  problem?: string | undefined
  /** Warnings worth showing (count mismatch, unknown severities…). */
  notes: string[]
  /** The key reached a run whose workflow a pull request's branch controls: said once, linked. */
  keyReadableByBranch?: true | undefined
}

/** What the steps of a run returned, each part from the one step that found it. */
export interface RunParts {
  /** Undefined when the inputs could not be read. */
  config?: Config | undefined
  target?: ScanTarget | undefined
  /** The service side (scan-and-collect), when it ran; how it stopped is in it. */
  scanned?: ScanResult | undefined
  /** Set when check-dependencies is on and the check has run. */
  dependencies?: DependencyReport | undefined
  /** With annotate changed-files/lines on a pull request: what to annotate, and what was said. */
  annotated?: { findings: Finding[]; note: string } | undefined
  /**
   * Why the run stopped outside the service side, which then did not run or did not finish: invalid
   * inputs, no key, an error, a cancellation. It comes before any stop of the service side.
   */
  stopped?: { stop: Stop; problem: string } | undefined
  /** The policy file, when there is one: what was read, and what it did to the findings read. */
  policy?: PolicyPart | undefined
  /** Only the dependency check was asked for (no scan): the gate is the check's alone. */
  dependenciesOnly?: true | undefined
  /** With gate: new on a change whose scan completed: its baseline, or why there is none. */
  baseline?: BaselinePart | undefined
  /** The key reached a run whose workflow a pull request's branch controls (job/key-custody.ts). */
  keyReadableByBranch?: true | undefined
}

/** The policy's part of a run: read before the scan, applied at the run's time to what it found. */
export interface PolicyPart {
  loaded: LoadedPolicy
  /** The policy applied to the findings read; undefined when none were read, or no policy applies. */
  applied?: PolicyApplication | undefined
  /** The findings a proposal would keep from the gate, besides what the policy already does. */
  wouldCover: Finding[]
  /** The warning window as it applied: the file's expiry-warning-days, else the input. */
  expiryWarningDays: number
}

export function decideOutcome(parts: RunParts): RunOutcome {
  const { config, target, scanned, dependencies, annotated } = parts
  const settings = settingsOf(parts)
  const judged = judgeScan(parts, settings)
  const gate = applyDependencyCheck(judged.gate, dependencies, settings.warnOnly)
  const collected = scanned?.collected
  const estimation = scanned?.estimation
  const scan = scanned?.scan
  return {
    target: {
      scanType: target?.scanType ?? 'full',
      repository: target?.repository ?? '',
      repoUrl: target?.repoUrl ?? '',
      branch: target?.branch ?? '',
      prNumber: target?.prNumber,
      headSha: target?.headSha,
      codePage: target?.codePage,
    },
    estimation:
      estimation === undefined
        ? undefined
        : { ...toEstimationFacts(estimation), maxCredits: config?.maxCredits },
    scan:
      scan === undefined
        ? undefined
        : { id: scan.id, status: scan.status, reused: scan.reused || undefined },
    counts: scanned?.counts,
    dependencies,
    findings: collected?.findings ?? [],
    annotatedFindings: annotated?.findings,
    findingsRead: collected === undefined ? 'none' : collected.complete ? 'all' : 'partial',
    gate: {
      result: gate.result,
      threshold: settings.threshold,
      warnOnly: settings.warnOnly,
      reason: gate.reason,
    },
    stop: judged.stop,
    policy: reportPolicy(parts, settings),
    baseline: judged.baseline,
    serviceOutage: judged.outage,
    // An empty reason is none.
    problem: judged.problem || undefined,
    notes: [
      ...(collected?.notes ?? []),
      ...(annotated ? [annotated.note] : []),
      ...(judged.notes ?? []),
    ],
    ...(parts.keyReadableByBranch === true ? { keyReadableByBranch: true } : {}),
  }
}

/**
 * The gate's settings as they apply: the inputs', their defaults when the inputs could not be read,
 * and the policy file's on-service-error over the input's (read where a change cannot edit it).
 */
interface GateSettings {
  threshold: Threshold
  warnOnly: boolean
  onServiceError: OnServiceError
}

function settingsOf({ config, policy }: RunParts): GateSettings {
  return {
    threshold: config?.failOnSeverity ?? GATE_DEFAULTS.failOnSeverity,
    warnOnly: config?.warnOnly ?? GATE_DEFAULTS.warnOnly,
    onServiceError: policy?.loaded.policy?.onServiceError ?? config?.onServiceError ?? 'fail',
  }
}

/** The scan's side of the gate: its counts (less what the policy covers), or why it cannot judge. */
function judgeScan(
  parts: RunParts,
  { threshold, warnOnly, onServiceError }: GateSettings,
): {
  gate: { result: GateResult; reason: string }
  stop?: Stop | undefined
  problem?: string | undefined
  outage?: { onServiceError: OnServiceError } | undefined
  baseline?: BaselineReport | undefined
  notes?: string[]
} {
  const { scanned } = parts
  if (parts.dependenciesOnly === true && parts.stopped === undefined) {
    return { gate: { result: 'passed', reason: 'no code scan was asked for' } }
  }
  let stop = parts.stopped?.stop ?? scanned?.stop
  let problem = parts.stopped?.problem ?? scanned?.problem
  const counts = scanned?.counts
  if (counts !== undefined && stop === undefined) {
    const findings = scanned?.collected?.findings ?? []
    const applied = parts.policy?.applied
    const underPolicy =
      applied === undefined
        ? ({ ok: true, counts } as const)
        : countsUnderPolicy(counts, findings, applied, threshold)
    if (underPolicy.ok) {
      const { gate, baseline, notes } = gateOnScan(
        parts.baseline,
        {
          counts,
          judgedCounts: underPolicy.counts,
          findings,
          isCovered: (finding) => applied?.coverageOf(finding) !== undefined,
          threshold,
        },
        warnOnly,
      )
      const kept = 'kept' in underPolicy ? underPolicy.kept : undefined
      return { gate: { ...gate, reason: withKept(gate.reason, kept) }, baseline, notes }
    }
    stop = 'untrusted'
    problem = `Scan ${scanned?.scan?.id ?? ''}: ${underPolicy.problem}`
  }
  const reason = problem ?? 'the scan did not finish'
  // The service never answered the gate: with on-service-error warn, an outage passes the job.
  if (scanned?.outage === true && counts === undefined && parts.stopped === undefined) {
    // Every report says so in a line of its own (report/policy-words.ts), the log too (main.ts).
    const result = onServiceError === 'warn' ? 'unknown' : unevaluatedResult(stop)
    return { gate: { result, reason }, stop, problem: reason, outage: { onServiceError } }
  }
  return { gate: { result: unevaluatedResult(stop), reason }, stop, problem }
}

/** What the reports show of the policy. */
function reportPolicy(parts: RunParts, settings: GateSettings): PolicyReport | undefined {
  const part = parts.policy
  if (part === undefined) return undefined
  const { loaded } = part
  return {
    path: loaded.path,
    source: loaded.source,
    commit: loaded.commit,
    branch: loaded.branch,
    applied: part.applied,
    proposal: loaded.proposal && { ...loaded.proposal, wouldCover: part.wouldCover },
    onServiceError: settings.onServiceError,
    expiryWarningDays: part.expiryWarningDays,
  }
}

function unevaluatedResult(stop: Stop | undefined): GateResult {
  switch (stop) {
    case 'not-awaited':
    case 'timeout':
    case 'aborted':
      return 'pending'
    case 'untrusted':
    case 'no-key':
      return 'unknown'
    default:
      return 'failed'
  }
}

/** How many findings the scan has: its counts, or the findings read when they are more. */
export function scanFindingsTotal(outcome: Pick<RunOutcome, 'counts' | 'findings'>): number {
  return Math.max(
    outcome.counts === undefined ? 0 : totalFindings(outcome.counts),
    outcome.findings.length,
  )
}

/** The conclusion of the check run, as GitHub names it. */
export type CheckConclusion = 'success' | 'failure' | 'neutral' | 'cancelled' | 'timed_out'

export function checkConclusion(outcome: RunOutcome): CheckConclusion {
  if (passesOnOutage(outcome)) return 'neutral'
  if (outcome.stop === 'timeout') return 'timed_out'
  if (outcome.stop === 'aborted') return 'cancelled'
  switch (outcome.gate.result) {
    case 'passed':
      return 'success'
    case 'warned':
    case 'pending':
      return 'neutral'
    case 'failed':
      return 'failure'
    case 'unknown':
      return outcome.gate.warnOnly ? 'neutral' : 'failure'
  }
}

/**
 * An outage of the service, with on-service-error warn: the job passes with result unknown. Never
 * for a gate the service answered, nor over a malicious dependency (the gate then failed).
 */
function passesOnOutage(outcome: RunOutcome): boolean {
  return outcome.serviceOutage?.onServiceError === 'warn' && outcome.gate.result === 'unknown'
}

/**
 * A failed gate that judged: findings at or above the threshold, or a malicious dependency; not a
 * run that stopped, nor a dependency check that could not vouch for what it did not see. What a
 * script (the command line's exit code 1) and a test report (JUnit's failure) tell apart from
 * "could not tell".
 */
export function isJudgedBreach(outcome: RunOutcome): boolean {
  if (outcome.gate.result !== 'failed') return false
  const malicious = outcome.dependencies ? countHits(outcome.dependencies, 'malicious') : 0
  if (malicious > 0) return true
  return outcome.stop === undefined && outcome.dependencies?.problem === undefined
}

/** True when the job must fail: a breached gate, or a run that could not finish. */
export function jobFails(outcome: RunOutcome): boolean {
  if (passesOnOutage(outcome)) return false
  // Not awaiting the scan is a choice, not a failure; a malicious dependency still fails the job.
  if (outcome.stop === 'not-awaited') return outcome.gate.result === 'failed'
  // Counts it cannot trust fail the job; warn-only still only warns.
  if (outcome.gate.result === 'unknown') return !outcome.gate.warnOnly
  return outcome.gate.result === 'failed' || outcome.stop !== undefined
}
