import type { Config } from '../config/inputs.js'
import type { ScanTarget } from '../config/target.js'
import type { Deadline } from '../service/client.js'
import type { Scan } from '../service/schemas.js'
import { deadlineFrom, describeOverCap, estimateCost, type StepDeps } from './estimate.js'
import { collectFindings, findingsNeeded, wantsEveryFinding } from './findings.js'
import { readPatiently } from './patient.js'
import { findScanToReuse, startScanOnce } from './reuse.js'
import { buildScanRequest, describeUnfinishedScan, normalizeStatus, waitForScan } from './wait.js'
import type { RunState } from '../outcome/outcome.js'
import { sanitizeForLog } from '../common/escape.js'
import { readFindingsSummary } from './counts.js'
import { describeCommitMismatch } from './commit.js'

/**
 * Reading the results of a completed scan gets at least this long to wait out a busy key, however
 * little is left of scan-timeout: the scan is paid for, and its results must not be lost to a 429.
 */
export const RESULTS_PATIENCE_MS = 600_000

export function resultsDeadline(scanDeadline: Deadline, nowMs: number): Deadline {
  const atMs = nowMs + RESULTS_PATIENCE_MS
  if (atMs <= scanDeadline.atMs) return scanDeadline
  return { atMs, name: 'the 10 minutes allowed for reading the results of a completed scan' }
}

/**
 * The service side of a run: reuse a scan already started for this commit, or estimate → check
 * the credit cap → start the scan (exactly once); then wait for it and read its findings. Each
 * step records what it learns in `state` at once, so whatever happens next, the summary and the
 * outputs still carry the estimation, the scan id and its last status.
 */
export async function scanAndCollect(
  deps: StepDeps,
  config: Config,
  target: ScanTarget,
  state: RunState,
  /** GITHUB_RUN_ATTEMPT: a re-run looks further back for a scan to reuse. */
  runAttempt = 1,
): Promise<void> {
  const { clock, log } = deps
  if (config.reuseScan) {
    // scan-timeout covers the look for an earlier scan, and following the one it finds.
    const deadline = deadlineFrom(clock, config.scanTimeoutMs, 'scan-timeout')
    const reused = await findScanToReuse(deps, target, runAttempt, deadline)
    if (reused !== undefined) {
      state.scanId = reused.id
      state.scanStatus = reused.status ?? 'unknown'
      state.scanReused = true
      await followScan(deps, config, state, deadline, reused)
      return
    }
  }
  const estimated = await estimateCost(deps, config, target, (e) => (state.estimation = e))
  if (!estimated.ok) {
    state.stop = estimated.reason === 'failed' ? 'error' : estimated.reason
    state.problem = estimated.problem
    return
  }
  // Only the commit the run is about: nothing is spent on a branch that has moved since.
  const moved = describeCommitMismatch(estimated.estimation, target)
  if (moved !== undefined) {
    state.stop = 'untrusted'
    state.problem = moved
    return
  }
  // The credit guard: nothing is spent beyond max-credits.
  const overCap = describeOverCap(estimated.estimation, config.maxCredits)
  if (overCap !== undefined) {
    state.stop = 'error'
    state.problem = overCap
    return
  }
  // scan-timeout covers starting the scan (which a busy key may delay) and waiting for it.
  const deadline = deadlineFrom(clock, config.scanTimeoutMs, 'scan-timeout')
  const request = buildScanRequest(config, target, estimated.estimation)
  const { created, adopted } = await startScanOnce(deps, request, target, deadline)
  state.scanId = created.id
  state.scanStatus = typeof created.record.status === 'string' ? created.record.status : 'queued'
  if (!adopted) {
    log.info(
      `Scan ${created.id} started (${target.scanType} scan of ${sanitizeForLog(target.branch, 200)})`,
    )
  }
  await followScan(deps, config, state, deadline)
}

/** Waits for the scan in state.scanId (unless `known` already says it completed), then reads it. */
async function followScan(
  deps: StepDeps,
  config: Config,
  state: RunState,
  deadline: Deadline,
  known?: Scan,
): Promise<void> {
  const { client, clock, log, signal } = deps
  const scanId = state.scanId ?? ''
  if (!config.waitForCompletion) {
    state.stop = 'not-awaited'
    state.problem = `Scan ${scanId} ${state.scanReused ? 'reused' : 'started'}; not waiting for it (wait-for-completion: false)`
    return
  }
  let scan: Scan
  if (
    known !== undefined &&
    normalizeStatus(known.status ?? '') === 'completed' &&
    known.findings_summary
  ) {
    scan = known
  } else {
    const createdAt = Date.parse(known?.created_at ?? '')
    const waited = await waitForScan(deps, scanId, {
      floorMs: config.pollIntervalMs,
      deadline,
      // Progress is measured from when the scan started, which for a reused scan was earlier.
      startedAtMs: Number.isNaN(createdAt) ? clock.now() : Math.min(createdAt, clock.now()),
      readDeadline: (now) => resultsDeadline(deadline, now),
      onStatus: (status) => (state.scanStatus = status),
    })
    if (waited.outcome !== 'completed') {
      state.stop = waited.outcome === 'failed' ? 'error' : waited.outcome
      const since = client.rateLimitSnapshot().saturatedSinceMs
      const busyMs = since === undefined ? 0 : clock.now() - since
      state.problem = describeUnfinishedScan(scanId, waited.outcome, waited.status, config, busyMs)
      log.info(state.problem)
      return
    }
    scan = waited.scan
  }
  state.scan = scan
  state.scanStatus = 'completed'
  // The record read once the status said completed must say so too: counts of a scan still
  // running are not the scan's counts.
  const recordStatus =
    scan.status === undefined || scan.status === null ? undefined : normalizeStatus(scan.status)
  if (recordStatus !== undefined && recordStatus !== 'completed') {
    state.stop = 'untrusted'
    state.problem = `Scan ${scanId}: its status said completed, but its record says ${sanitizeForLog(recordStatus, 40)}, so the gate cannot trust its counts; re-run later`
    return
  }
  const reading = readFindingsSummary(scan.findings_summary)
  if (!reading.ok) {
    state.stop = 'untrusted'
    state.problem = `Scan ${scanId} completed, but its ${reading.problem}, so the gate cannot count its findings; see them in the dashboard`
    return
  }
  const counts = reading.counts
  state.counts = counts
  const readDeadline = resultsDeadline(deadline, clock.now())
  const exportTries = { tried: false }
  state.collected = await readPatiently(deps, readDeadline, `the findings of scan ${scanId}`, () =>
    collectFindings(client, scanId, counts, log, {
      limit: findingsNeeded(config),
      everyFinding: wantsEveryFinding(config),
      exportTries,
      deadline: readDeadline,
      ...(signal ? { signal } : {}),
    }),
  )
  // Findings read that the counts do not account for: one of the two is wrong, so neither is
  // trusted to pass the gate.
  if (state.collected.mismatch !== undefined) {
    state.stop = 'untrusted'
    state.problem = `Scan ${scanId}: ${state.collected.mismatch}`
  }
}
