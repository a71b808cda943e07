import type { Config } from '../config/inputs.js'
import type { ScanTarget } from '../config/target.js'
import type { Deadline } from '../service/client.js'
import { deadlineFrom, estimateCost, type StepDeps } from './estimate.js'
import { collectFindings, findingsNeeded } from './findings.js'
import { buildScanRequest, describeUnfinishedScan, waitForScan } from './scan.js'
import { countsFromScan, type RunState } from './state.js'

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
 * The service side of a run: estimate → start the scan → wait for it → read its findings. Each
 * step records what it learns in `state` at once, so whatever happens next, the summary and the
 * outputs still carry the estimation, the scan id and its last status.
 */
export async function scanAndCollect(
  deps: StepDeps,
  config: Config,
  target: ScanTarget,
  state: RunState,
): Promise<void> {
  const { client, clock, log, signal } = deps
  const estimated = await estimateCost(deps, config, target, (e) => (state.estimation = e))
  if (!estimated.ok) {
    state.stop = estimated.reason === 'failed' ? 'error' : estimated.reason
    state.problem = estimated.problem
    return
  }
  // scan-timeout covers starting the scan (which a busy key may delay) and waiting for it.
  const deadline = deadlineFrom(clock, config.scanTimeoutMs, 'scan-timeout')
  const request = buildScanRequest(config, target, estimated.estimation)
  const created = await client.createScan(request, { signal, deadline })
  state.scanId = created.id
  state.scanStatus = typeof created.record.status === 'string' ? created.record.status : 'queued'
  log.info(`Scan ${created.id} started (${target.scanType} scan of ${target.branch})`)
  if (!config.waitForCompletion) {
    state.stop = 'not-awaited'
    state.problem = `Scan ${created.id} started; not waiting for it (wait-for-completion: false)`
    return
  }
  const waited = await waitForScan(deps, created.id, {
    floorMs: config.pollIntervalMs,
    deadline,
    startedAtMs: clock.now(),
    readDeadline: (now) => resultsDeadline(deadline, now),
    onStatus: (status) => (state.scanStatus = status),
  })
  if (waited.outcome !== 'completed') {
    state.stop = waited.outcome === 'failed' ? 'error' : waited.outcome
    const since = client.rateLimitSnapshot().saturatedSinceMs
    const busyMs = since === undefined ? 0 : clock.now() - since
    state.problem = describeUnfinishedScan(
      created.id,
      waited.outcome,
      waited.status,
      config,
      busyMs,
    )
    log.info(state.problem)
    return
  }
  state.scan = waited.scan
  state.counts = countsFromScan(waited.scan)
  if (state.counts === undefined) {
    state.stop = 'error'
    state.problem = `Scan ${created.id} completed without a findings_summary, so its findings cannot be counted; see it in the dashboard`
    return
  }
  state.collected = await collectFindings(client, created.id, state.counts, log, {
    limit: findingsNeeded(config),
    deadline: resultsDeadline(deadline, clock.now()),
    ...(signal ? { signal } : {}),
  })
}
