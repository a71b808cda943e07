import type { Config } from '../config/inputs.js'
import type { ScanTarget } from '../config/target.js'
import type { CostEstimation, Scan } from '../service/schemas.js'
import type { Finding, SeverityCounts } from '../service/finding.js'
import { applyDependencyCheck, evaluateGate } from '../gate/gate.js'
import type { DependencyReport, GateResult, ScanReport } from './model.js'
import type { CheckConclusion } from '../github/check-run.js'
import type { CollectedFindings } from '../scan/findings.js'
import { toEstimationFacts } from '../scan/estimate.js'
import { describeUnfinishedScan } from '../scan/wait.js'
import { sanitizeForLog } from '../common/escape.js'

/**
 * How the run ended, when it ended before a gate result ('untrusted': counts it cannot trust;
 * 'no-key': api-key is empty, so no scan could be started).
 */
export type Stop =
  'config' | 'error' | 'timeout' | 'aborted' | 'not-awaited' | 'untrusted' | 'no-key'

/**
 * Everything learned so far. Each step fills it in as soon as it knows something, so whatever
 * happens next, the summary and the outputs still carry the estimation id, the scan id and its
 * last status: a scan that goes on running on the service must never be lost.
 */
export interface RunState {
  config?: Config
  target?: ScanTarget
  estimation?: CostEstimation
  scanId?: string
  scanStatus?: string
  /** The scan was started by an earlier run for the same commit, and followed by this one. */
  scanReused?: boolean
  scan?: Scan
  counts?: SeverityCounts
  collected?: CollectedFindings
  /** With annotate changed-files/lines on a pull request: what to annotate, and what was said. */
  annotated?: { findings: Finding[]; note: string }
  /** Set when check-dependencies is on and the check has run. */
  dependencies?: DependencyReport
  stop?: Stop
  problem?: string
  notes: string[]
}

export function newRunState(): RunState {
  return { notes: [] }
}

export function toScanReport(state: RunState): ScanReport {
  const config = state.config
  const target = state.target
  const threshold = config?.failOnSeverity ?? 'high'
  const warnOnly = config?.warnOnly ?? false
  const scanGate =
    state.counts !== undefined && state.stop === undefined
      ? evaluateGate(state.counts, threshold, warnOnly)
      : {
          result: unevaluatedResult(state.stop),
          reason: state.problem ?? 'the scan did not finish',
        }
  const gate = applyDependencyCheck(scanGate, state.dependencies, warnOnly)
  const collected = state.collected
  return {
    target: {
      scanType: target?.scanType ?? 'full',
      repository: target?.repository ?? '',
      repoUrl: target?.repoUrl ?? '',
      branch: target?.branch ?? '',
      ...(target?.prNumber === undefined ? {} : { prNumber: target.prNumber }),
      ...(target?.headSha === undefined ? {} : { headSha: target.headSha }),
    },
    ...(state.estimation
      ? {
          estimation: {
            ...toEstimationFacts(state.estimation),
            ...(config?.maxCredits === undefined ? {} : { maxCredits: config.maxCredits }),
          },
        }
      : {}),
    ...(state.scanId
      ? {
          scan: {
            id: state.scanId,
            status: state.scanStatus ?? 'unknown',
            ...(state.scanReused === true ? { reused: true } : {}),
          },
        }
      : {}),
    ...(state.counts ? { counts: state.counts } : {}),
    ...(state.dependencies ? { dependencies: state.dependencies } : {}),
    findings: collected?.findings ?? [],
    ...(state.annotated ? { annotatedFindings: state.annotated.findings } : {}),
    findingsRead: collected === undefined ? 'none' : collected.complete ? 'all' : 'partial',
    gate: { result: gate.result, threshold, warnOnly, reason: gate.reason },
    ...(state.problem ? { problem: state.problem } : {}),
    notes: [
      ...state.notes,
      ...(collected?.notes ?? []),
      ...(state.annotated ? [state.annotated.note] : []),
    ],
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

export function checkConclusion(state: RunState, report: ScanReport): CheckConclusion {
  if (state.stop === 'timeout') return 'timed_out'
  if (state.stop === 'aborted') return 'cancelled'
  switch (report.gate.result) {
    case 'passed':
      return 'success'
    case 'warned':
    case 'pending':
      return 'neutral'
    case 'failed':
      return 'failure'
    case 'unknown':
      return report.gate.warnOnly ? 'neutral' : 'failure'
  }
}

/** True when the job must fail: a breached gate, or a run that could not finish. */
export function jobFails(state: RunState, report: ScanReport): boolean {
  // Not awaiting the scan is a choice, not a failure; a malicious dependency still fails the job.
  if (state.stop === 'not-awaited') return report.gate.result === 'failed'
  // Counts it cannot trust fail the job; warn-only still only warns.
  if (report.gate.result === 'unknown') return !report.gate.warnOnly
  return report.gate.result === 'failed' || state.stop !== undefined
}

/** A cancellation outside the scan wait: say what was already started, never just "SIGTERM". */
export function describeCancellation(state: RunState, config: Config): string {
  if (state.scanId !== undefined) {
    return describeUnfinishedScan(state.scanId, 'aborted', state.scanStatus, config)
  }
  const name = state.target ? ` named "${sanitizeForLog(state.target.name, 120)}"` : ''
  return state.estimation
    ? `The job was cancelled before the service confirmed a scan (cost estimation ${state.estimation.id}); if one was started, find the scan${name} in the dashboard`
    : 'The job was cancelled before a cost estimation was created'
}
