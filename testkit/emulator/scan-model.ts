import { buildFindings } from './findings-seed.js'
import { toIso } from './http.js'
import type { EmulatorState } from './state.js'
import { SEVERITIES, type ScanPlan, type Severity } from './types.js'

/** Final statuses the client treats as failures (assumptions.md). */
export const FAILURE_STATUSES = ['failed', 'error', 'cancelled', 'canceled', 'timed_out', 'expired']

export interface ScanEntity {
  id: string
  org: string
  taskId: string
  scanType: 'pr' | 'full'
  name: string
  repoUrl?: string
  branch?: string
  archiveId?: string
  prNumber?: number
  commitSha?: string
  targetUrls: string[]
  costEstimationId: string
  /** The first 12 characters of the key that bought it (seeded scans have none). */
  keyPrefix?: string
  plan: ScanPlan
  /** Index into plan.statuses. */
  step: number
  polls: number
  createdAt: number
  updatedAt: number
  /** Drawn from plan.durationMs at creation: the scan is time-driven. */
  durationMs?: number
  /** When the scan read its final status. */
  finishedAt?: number
  /** Creation order, the tie-breaker of list sorting. */
  seq: number
}

function statusesOf(scan: ScanEntity): readonly string[] {
  return scan.plan.statuses.length > 0 ? scan.plan.statuses : ['completed']
}

export function readScanStatus(scan: ScanEntity): string {
  const statuses = statusesOf(scan)
  return statuses[Math.min(scan.step, statuses.length - 1)] ?? 'completed'
}

/** A duration from the plan: a number, or drawn uniformly from a range. */
export function drawDuration(planned: ScanPlan['durationMs']): number | undefined {
  if (planned === undefined) return undefined
  if (typeof planned === 'number') return Math.max(0, planned)
  return planned.min + Math.random() * Math.max(0, planned.max - planned.min)
}

/** The share of a time-driven scan's duration that has elapsed, 0 to 1. */
function elapsedShare(scan: ScanEntity, now: number, durationMs: number): number {
  return durationMs <= 0 ? 1 : Math.min(1, Math.max(0, (now - scan.createdAt) / durationMs))
}

/**
 * Moves a scan through plan.statuses: one step per `pollsPerStep` GETs of it and/or per `stepMs`
 * of clock time, or by elapsed time alone for a scan with a duration. The last status is final.
 * Findings appear when the scan reads 'completed'.
 */
export function advanceScan(state: EmulatorState, scan: ScanEntity, polled: boolean): void {
  const last = statusesOf(scan).length - 1
  if (scan.step >= last) return
  if (polled) scan.polls += 1
  const now = state.now()
  const { step, reachedAt } = decideStep(scan, now, last)
  if (step <= scan.step) return
  scan.step = step
  // When the status changed, not when someone looked: a list read late sorts by updated_at right.
  scan.updatedAt = reachedAt
  if (step === last) scan.finishedAt = reachedAt
  state.org(scan.org).scanOrders.invalidate()
  if (readScanStatus(scan) === 'completed' && !state.findings.isPublished(scan.id)) {
    publishFindings(state, scan, now)
  }
}

/** The step a scan has reached by now, and when it reached it (now, for a poll-driven step). */
function decideStep(
  scan: ScanEntity,
  now: number,
  last: number,
): { step: number; reachedAt: number } {
  if (scan.durationMs !== undefined) {
    const share = elapsedShare(scan, now, scan.durationMs)
    const step = share >= 1 ? last : Math.min(last - 1, Math.floor(share * last))
    const reachedAt = scan.createdAt + (scan.durationMs * step) / Math.max(1, last)
    return { step, reachedAt: Math.min(now, Math.ceil(reachedAt)) }
  }
  const byPolls = Math.floor(scan.polls / Math.max(1, scan.plan.pollsPerStep))
  const stepMs = scan.plan.stepMs
  if (stepMs === undefined || stepMs <= 0) return { step: Math.min(byPolls, last), reachedAt: now }
  const byTime = Math.min(last, Math.floor((now - scan.createdAt) / stepMs))
  if (byPolls >= byTime) return { step: Math.min(byPolls, last), reachedAt: now }
  return { step: byTime, reachedAt: Math.min(now, scan.createdAt + byTime * stepMs) }
}

/** Makes a completed scan's findings visible, the first found at `now`. */
export function publishFindings(state: EmulatorState, scan: ScanEntity, now: number): void {
  const target = { scanId: scan.id, org: scan.org, baseMs: now, dashboardUrl: state.dashboardUrl }
  state.findings.publish(scan.id, buildFindings(target, scan.plan))
}

function summarizeFindings(state: EmulatorState, scan: ScanEntity): Record<Severity, number> {
  const zero: Record<Severity, number> = { critical: 0, high: 0, medium: 0, low: 0, info: 0 }
  if (!state.findings.isPublished(scan.id)) return zero
  const lie = scan.plan.findingsSummary
  if (lie === undefined) return state.findings.summarize(scan.id)
  for (const severity of SEVERITIES) zero[severity] = lie[severity] ?? 0
  return zero
}

export function renderScan(state: EmulatorState, scan: ScanEntity): Record<string, unknown> {
  const record: Record<string, unknown> = {
    id: scan.id,
    task_id: scan.taskId,
    scan_type: scan.scanType,
    status: readScanStatus(scan),
    name: scan.name,
  }
  if (scan.repoUrl !== undefined) record.repo_url = scan.repoUrl
  if (scan.branch !== undefined) record.branch = scan.branch
  if (scan.prNumber !== undefined) record.pr_number = scan.prNumber
  if (scan.archiveId !== undefined) record.archive_id = scan.archiveId
  if (scan.commitSha !== undefined) record.commit_sha = scan.commitSha
  record.cost_estimation_id = scan.costEstimationId
  record.target_urls = [...scan.targetUrls]
  record.findings_summary = summarizeFindings(state, scan)
  record.created_at = toIso(scan.createdAt)
  record.updated_at = toIso(scan.updatedAt)
  return record
}

const STAGES: Readonly<Record<string, string>> = {
  queued: 'queue',
  pending: 'queue',
  running: 'analysis',
  in_progress: 'analysis',
  triage: 'triage',
  completed: 'done',
}

export function renderScanStatus(state: EmulatorState, scan: ScanEntity): Record<string, unknown> {
  const statuses = statusesOf(scan)
  const status = readScanStatus(scan)
  const last = statuses.length - 1
  const isFinal = scan.step >= last
  let progress: number
  if (status === 'completed' || last === 0) progress = 100
  else if (scan.durationMs !== undefined && !isFinal) {
    progress = Math.min(99, Math.floor(elapsedShare(scan, state.now(), scan.durationMs) * 100))
  } else progress = Math.round((Math.min(scan.step, last) / last) * 100)
  let message = `Scan is ${status}`
  if (status === 'completed') message = 'Scan completed'
  else if (isFinal && FAILURE_STATUSES.includes(status)) message = scan.plan.failureMessage
  return { status, progress, stage: STAGES[status] ?? status, message }
}
