/**
 * The run's outcome: one value, built once (decideOutcome) from what each step returned, that the
 * gate's verdict, the check run's conclusion, the outputs and every report read. Reports are pure
 * functions of it: they neither read inputs nor talk to the runner or the service.
 */
import { GATE_DEFAULTS, type Config } from '../config/inputs.js'
import type { ScanTarget } from '../config/target.js'
import { countHits, type DependencyReport } from '../deps/report.js'
import {
  applyDependencyCheck,
  evaluateGate,
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
import { countsUnderPolicy, type KeptFromGate } from '../gate/policy.js'
import { toEstimationFacts, type EstimationFacts } from '../scan/estimate.js'
import type { ScanResult } from '../scan/scan-and-collect.js'
import type { ScanStop } from '../scan/stop.js'
import { totalFindings, type Finding, type SeverityCounts } from '../service/finding.js'

/** What the policy file did to this run, for every report. */
export interface PolicyReport {
  /** The file, relative to the repository's root. */
  path: string
  /** Where it was read (LoadedPolicy.source): the checkout, a change's base, or a merge base. */
  source: PolicySource
  /** The commit it was read at, when not the checkout. */
  commit?: string
  /** The policy applied to the findings read; undefined when no findings could be judged. */
  applied?: PolicyApplication
  /** What the pull request would change, and the findings that would then not gate: after merge. */
  proposal?: PolicyProposal & { wouldCover: Finding[] }
  /** on-service-error as it applied: the policy's key, else the input. */
  onServiceError: OnServiceError
  /** policy-expiry-warning-days: a suppression ending within it is a warning. */
  expiryWarningDays: number
}

/**
 * How the run ended, when it ended before a gate result: a stop of the service side, invalid
 * inputs ('config'), or no API key ('no-key': no scan could be started).
 */
export type Stop = ScanStop | 'config' | 'no-key'

export interface RunOutcome {
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
  scan?: { id: string; status: string; reused?: boolean }
  /** From the scan's findings_summary: the numbers the gate and every report count on. */
  counts?: SeverityCounts
  /** As read, most severe first; may be fewer than counts (reads stop at what the reports need). */
  findings: Finding[]
  findingsRead: 'all' | 'partial' | 'none'
  /** With annotate changed-files/lines: the findings to annotate (a subset of findings). */
  annotatedFindings?: Finding[]
  gate: GateVerdict
  /** How the run ended when it ended before a gate result; undefined when the gate judged. */
  stop?: Stop
  /** Set when check-dependencies is on. */
  dependencies?: DependencyReport
  /** Set when a policy file applies. */
  policy?: PolicyReport
  /**
   * Set when the run stopped because the service could not be reached or kept failing; with
   * on-service-error warn, the job then passes with result unknown.
   */
  serviceOutage?: { onServiceError: OnServiceError }
  /** One-line reason the run stopped early (timeout, 402, failed estimation…). */
  problem?: string
  /** Warnings worth showing (count mismatch, unknown severities…). */
  notes: string[]
}

/** What the steps of a run returned, each part from the one step that found it. */
export interface RunParts {
  /** Undefined when the inputs could not be read. */
  config?: Config
  target?: ScanTarget
  /** The service side (scan-and-collect), when it ran; how it stopped is in it. */
  scanned?: ScanResult
  /** Set when check-dependencies is on and the check has run. */
  dependencies?: DependencyReport
  /** With annotate changed-files/lines on a pull request: what to annotate, and what was said. */
  annotated?: { findings: Finding[]; note: string }
  /**
   * Why the run stopped outside the service side, which then did not run or did not finish: invalid
   * inputs, no key, an error, a cancellation. It comes before any stop of the service side.
   */
  stopped?: { stop: Stop; problem: string }
  /** The policy file, when there is one: what was read, and what it did to the findings read. */
  policy?: PolicyPart
  /** Only the dependency check was asked for (no scan): the gate is the check's alone. */
  dependenciesOnly?: true
}

/** The policy's part of a run: read before the scan, applied at the run's time to what it found. */
export interface PolicyPart {
  loaded: LoadedPolicy
  /** The policy applied to the findings read; undefined when none were read, or no policy applies. */
  applied?: PolicyApplication
  /** The findings a proposal would keep from the gate, besides what the policy already does. */
  wouldCover: Finding[]
  /** policy-expiry-warning-days. */
  expiryWarningDays: number
}

export function decideOutcome(parts: RunParts): RunOutcome {
  const { config, target, scanned, dependencies, annotated } = parts
  const judged = judgeScan(parts)
  const warnOnly = config?.warnOnly ?? GATE_DEFAULTS.warnOnly
  const gate = applyDependencyCheck(judged.gate, dependencies, warnOnly)
  const collected = scanned?.collected
  const estimation = scanned?.estimation
  const scan = scanned?.scan
  const counts = scanned?.counts
  const policy = reportPolicy(parts)
  const { stop, problem, outage } = judged
  return {
    target: {
      scanType: target?.scanType ?? 'full',
      repository: target?.repository ?? '',
      repoUrl: target?.repoUrl ?? '',
      branch: target?.branch ?? '',
      ...(target?.prNumber === undefined ? {} : { prNumber: target.prNumber }),
      ...(target?.headSha === undefined ? {} : { headSha: target.headSha }),
    },
    ...(estimation
      ? {
          estimation: {
            ...toEstimationFacts(estimation),
            ...(config?.maxCredits === undefined ? {} : { maxCredits: config.maxCredits }),
          },
        }
      : {}),
    ...(scan
      ? { scan: { id: scan.id, status: scan.status, ...(scan.reused ? { reused: true } : {}) } }
      : {}),
    ...(counts ? { counts } : {}),
    ...(dependencies ? { dependencies } : {}),
    findings: collected?.findings ?? [],
    ...(annotated ? { annotatedFindings: annotated.findings } : {}),
    findingsRead: collected === undefined ? 'none' : collected.complete ? 'all' : 'partial',
    gate: { result: gate.result, threshold: judged.threshold, warnOnly, reason: gate.reason },
    ...(stop === undefined ? {} : { stop }),
    ...(policy ? { policy } : {}),
    ...(outage ? { serviceOutage: outage } : {}),
    ...(problem ? { problem } : {}),
    notes: [...(collected?.notes ?? []), ...(annotated ? [annotated.note] : [])],
  }
}

/** The scan's side of the gate: its counts (less what the policy covers), or why it cannot judge. */
function judgeScan(parts: RunParts): {
  gate: { result: GateResult; reason: string }
  threshold: Threshold
  stop?: Stop
  problem?: string
  outage?: { onServiceError: OnServiceError }
} {
  const { config, scanned } = parts
  const threshold = config?.failOnSeverity ?? GATE_DEFAULTS.failOnSeverity
  const warnOnly = config?.warnOnly ?? GATE_DEFAULTS.warnOnly
  if (parts.dependenciesOnly === true && parts.stopped === undefined) {
    return { gate: { result: 'passed', reason: 'no code scan was asked for' }, threshold }
  }
  let stop = parts.stopped?.stop ?? scanned?.stop
  let problem = parts.stopped?.problem ?? scanned?.problem
  const counts = scanned?.counts
  if (counts !== undefined && stop === undefined) {
    const applied = parts.policy?.applied
    if (applied === undefined) return { gate: evaluateGate(counts, threshold, warnOnly), threshold }
    const underPolicy = countsUnderPolicy(
      counts,
      scanned?.collected?.findings ?? [],
      applied,
      threshold,
    )
    if (underPolicy.ok) {
      const gate = evaluateGate(underPolicy.counts, threshold, warnOnly)
      return { gate: { ...gate, reason: withKept(gate.reason, underPolicy.kept) }, threshold }
    }
    stop = 'untrusted'
    problem = `Scan ${scanned?.scan?.id ?? ''}: ${underPolicy.problem}`
  }
  const reason = problem ?? 'the scan did not finish'
  // The service never answered the gate: with on-service-error warn, an outage passes the job.
  if (scanned?.outage === true && counts === undefined && parts.stopped === undefined) {
    const onServiceError =
      parts.policy?.loaded.policy?.onServiceError ?? config?.onServiceError ?? 'fail'
    const outage = { onServiceError }
    // Every report says so in a line of its own (report/policy-words.ts), the log too (main.ts).
    if (onServiceError === 'warn') {
      return { gate: { result: 'unknown', reason }, threshold, stop, problem: reason, outage }
    }
    return {
      gate: { result: unevaluatedResult(stop), reason },
      threshold,
      stop,
      problem: reason,
      outage,
    }
  }
  return {
    gate: { result: unevaluatedResult(stop), reason },
    threshold,
    ...(stop === undefined ? {} : { stop }),
    ...(problem === undefined ? {} : { problem }),
  }
}

/** The gate's reason, saying what the policy kept from it. */
function withKept(reason: string, kept: KeptFromGate): string {
  const parts = [
    kept.suppressed > 0 ? `${kept.suppressed} suppressed` : undefined,
    kept.excluded > 0 ? `${kept.excluded} excluded` : undefined,
  ].filter((part) => part !== undefined)
  return parts.length === 0 ? reason : `${reason} (${parts.join(', ')} by the policy file)`
}

/** What the reports show of the policy. */
function reportPolicy(parts: RunParts): PolicyReport | undefined {
  const part = parts.policy
  if (part === undefined) return undefined
  const { loaded } = part
  return {
    path: loaded.path,
    source: loaded.source,
    ...(loaded.commit === undefined ? {} : { commit: loaded.commit }),
    ...(part.applied ? { applied: part.applied } : {}),
    ...(loaded.proposal ? { proposal: { ...loaded.proposal, wouldCover: part.wouldCover } } : {}),
    onServiceError: loaded.policy?.onServiceError ?? parts.config?.onServiceError ?? 'fail',
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
