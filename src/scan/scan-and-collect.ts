/**
 * The service side of a run: reuse a scan already started for this commit, or estimate → check
 * the commit and the credit cap → start the scan (exactly once); then wait for it and read its
 * findings. It returns what it found, however far it got: whatever stops it (a timeout, a
 * cancellation, a refusal of the service), the estimation, the scan id and its last status are
 * in the result, so the reports can say what goes on running on the service.
 */
import { sanitizeForLog } from '../common/escape.js'
import type { Config } from '../config/inputs.js'
import type { Threshold } from '../gate/gate.js'
import { countAtOrAbove } from '../gate/policy.js'
import type { ScanTarget } from '../config/target.js'
import type { Deadline } from '../service/client.js'
import type { SeverityCounts } from '../service/finding.js'
import type { CostEstimation, Scan } from '../service/schemas.js'
import { describeCommitMismatch } from './commit.js'
import { readFindingsSummary } from './counts.js'
import { describeOverCap, estimateCost } from './estimate.js'
import { deadlineFrom, type StepDeps } from './step-deps.js'
import {
  collectFindings,
  findingsNeeded,
  wantsEveryFinding,
  type CollectedFindings,
} from './findings.js'
import { readPatiently } from './patient.js'
import { findScanToReuse } from './reuse.js'
import { buildScanRequest, startScanOnce } from './start.js'
import { stopOnError, type ScanRef, type ScanStop } from './stop.js'
import { describeUnfinishedScan, waitForScan } from './wait.js'
import { normalizeStatus } from './status.js'

/**
 * Reading the results of a completed scan gets at least this long to wait out a busy key, however
 * little is left of scan-timeout: the scan is paid for, and its results must not be lost to a 429.
 */
const RESULTS_PATIENCE_MS = 600_000

function resultsDeadline(scanDeadline: Deadline, nowMs: number): Deadline {
  const atMs = nowMs + RESULTS_PATIENCE_MS
  if (atMs <= scanDeadline.atMs) return scanDeadline
  return { atMs, name: 'the 10 minutes allowed for reading the results of a completed scan' }
}

/** What the service side found. `stop` and `problem` are set when it ended before a gate result. */
export interface ScanResult {
  estimation?: CostEstimation | undefined
  scan?: ScanRef | undefined
  /** The scan's findings_summary, once it completed and its counts could be read. */
  counts?: SeverityCounts | undefined
  /** The completed scan's created_at, as its record says: what "earlier" is told by (issue 39). */
  createdAt?: string | undefined
  collected?: CollectedFindings | undefined
  stop?: ScanStop | undefined
  problem?: string | undefined
  /** With a stop: the service could not be reached or kept failing (on-service-error). */
  outage?: true | undefined
}

/** A scan to follow, or why there is none. */
type Begun =
  | { started: true; estimation?: CostEstimation; scan: ScanRef; deadline: Deadline; known?: Scan }
  | (ScanResult & { started: false })

export interface ScanOptions {
  /** GITHUB_RUN_ATTEMPT: a re-run looks further back for a scan to reuse. */
  runAttempt?: number
  /**
   * Read every finding at or above this severity, besides what the reports need: a policy
   * applies, and the gate counts what it does not cover.
   */
  readAtOrAbove?: Threshold | undefined
  /**
   * Read this many findings at or above `readAtOrAbove` at most (gate: new without a policy: more
   * than its baseline's cap could match are counted new whether read or not). Default: all.
   */
  readAtOrAboveAtMost?: number | undefined
}

export async function scanAndCollect(
  deps: StepDeps,
  config: Config,
  target: ScanTarget,
  options: ScanOptions = {},
): Promise<ScanResult> {
  const begun = await beginScan(deps, config, target, options.runAttempt ?? 1)
  if (!begun.started) {
    const { started: _, ...result } = begun
    return result
  }
  const followed = await followScan(deps, config, begun, options)
  return begun.estimation === undefined ? followed : { estimation: begun.estimation, ...followed }
}

async function beginScan(
  deps: StepDeps,
  config: Config,
  target: ScanTarget,
  runAttempt: number,
): Promise<Begun> {
  const { clock, log } = deps
  let estimation: CostEstimation | undefined
  try {
    if (config.reuseScan) {
      // scan-timeout covers the look for an earlier scan, and following the one it finds.
      const deadline = deadlineFrom(clock, config.scanTimeoutMs, 'scan-timeout')
      const known = await findScanToReuse(deps, target, runAttempt, deadline)
      if (known !== undefined) {
        const scan = { id: known.id, status: known.status ?? 'unknown', reused: true }
        return { started: true, scan, deadline, known }
      }
    }
    const estimated = await estimateCost(deps, config, target)
    estimation = estimated.estimation
    if (!estimated.ok) {
      const { problem, outage } = estimated
      const stop = estimated.reason === 'failed' ? 'error' : estimated.reason
      return { started: false, estimation, stop, problem, outage }
    }
    const refused = refuseToSpend(estimated.estimation, config, target)
    if (refused !== undefined) return { started: false, estimation, ...refused }
    // scan-timeout covers starting the scan (which a busy key may delay) and waiting for it.
    const deadline = deadlineFrom(clock, config.scanTimeoutMs, 'scan-timeout')
    const request = buildScanRequest(config, target, estimated.estimation)
    const { created, adopted } = await startScanOnce(deps, request, target, deadline)
    const status = typeof created.record.status === 'string' ? created.record.status : 'queued'
    if (!adopted) {
      log.info(
        `Scan ${created.id} started (${target.scanType} scan of ${sanitizeForLog(target.branch, 200)})`,
      )
    }
    return { started: true, estimation, scan: { id: created.id, status, reused: false }, deadline }
  } catch (error) {
    const stopped = stopOnError(error, deps, { estimation }, { config, target })
    return { started: false, estimation, ...stopped }
  }
}

/** Why nothing may be spent on this estimation, or undefined when the scan may start. */
function refuseToSpend(
  estimation: CostEstimation,
  config: Config,
  target: ScanTarget,
): { stop: ScanStop; problem: string } | undefined {
  // Only the commit the run is about: nothing is spent on a branch that has moved since.
  const moved = describeCommitMismatch(estimation, target)
  if (moved !== undefined) return { stop: 'untrusted', problem: moved }
  // The credit guard: nothing is spent beyond max-credits.
  const overCap = describeOverCap(estimation, config.maxCredits)
  if (overCap !== undefined) return { stop: 'error', problem: overCap }
  return undefined
}

/** Waits for the scan (unless `known` already says it completed), then reads its counts and findings. */
async function followScan(
  deps: StepDeps,
  config: Config,
  { scan, deadline, known }: { scan: ScanRef; deadline: Deadline; known?: Scan },
  { readAtOrAbove, readAtOrAboveAtMost = Infinity }: ScanOptions,
): Promise<ScanResult> {
  if (!config.waitForCompletion) {
    const problem = `Scan ${scan.id} ${scan.reused ? 'reused' : 'started'}; not waiting for it (wait-for-completion: false)`
    return { scan, stop: 'not-awaited', problem }
  }
  const waited = await waitUnlessCompleted(deps, config, scan, deadline, known)
  if (!waited.ok) return waited.result
  const limit = (counts: SeverityCounts) =>
    Math.max(
      findingsNeeded(config),
      readAtOrAbove === undefined
        ? 0
        : Math.min(countAtOrAbove(counts, readAtOrAbove), readAtOrAboveAtMost),
    )
  return await readCompletedScan(
    deps,
    config,
    { scan, record: waited.record, deadline },
    {
      limit,
      everyFinding: wantsEveryFinding(config),
    },
  )
}

/** How many findings of a completed scan to read, given its counts. */
export interface FindingsWanted {
  limit: (counts: SeverityCounts) => number
  everyFinding: boolean
}

/**
 * The counts and the findings of a completed scan: what the gate and the reports read of it. Its
 * record must say completed and hold counts the gate can trust; findings read that the counts do
 * not account for leave neither trusted.
 */
export async function readCompletedScan(
  deps: StepDeps,
  config: Pick<Config, 'scanTimeoutMs'>,
  { scan, record, deadline }: { scan: ScanRef; record: Scan; deadline: Deadline },
  wanted: FindingsWanted,
): Promise<ScanResult> {
  const completed = { ...scan, status: 'completed' }
  const read = readCounts(scan.id, record)
  if (!read.ok) return { scan: completed, stop: 'untrusted', problem: read.problem }
  const { counts } = read
  try {
    // With a limit of 0 no finding is read, but a summary of zeros is still checked (findings.ts).
    const limit = wanted.limit(counts)
    const reading = { scanId: scan.id, counts, limit, everyFinding: wanted.everyFinding }
    const collected = await readFindings(deps, reading, deadline)
    // Findings read that the counts do not account for: one of the two is wrong, so neither is
    // trusted to pass the gate.
    if (collected.mismatch !== undefined) {
      const problem = `Scan ${scan.id}: ${collected.mismatch}`
      return { scan: completed, counts, collected, stop: 'untrusted', problem }
    }
    return { scan: completed, counts, collected, createdAt: record.created_at ?? undefined }
  } catch (error) {
    return { scan: completed, counts, ...stopOnError(error, deps, { scan: completed }, { config }) }
  }
}

/** The completed scan's record, or the result of a scan that did not complete for this job. */
async function waitUnlessCompleted(
  deps: StepDeps,
  config: Config,
  scan: ScanRef,
  deadline: Deadline,
  known: Scan | undefined,
): Promise<{ ok: true; record: Scan } | { ok: false; result: ScanResult }> {
  if (
    known !== undefined &&
    normalizeStatus(known.status ?? '') === 'completed' &&
    known.findings_summary
  ) {
    return { ok: true, record: known }
  }
  const { client, clock, log } = deps
  const createdAt = Date.parse(known?.created_at ?? '')
  const waited = await waitForScan(deps, scan.id, {
    floorMs: config.pollIntervalMs,
    deadline,
    // Progress is measured from when the scan started, which for a reused scan was earlier.
    startedAtMs: Number.isNaN(createdAt) ? clock.now() : Math.min(createdAt, clock.now()),
    readDeadline: (now) => resultsDeadline(deadline, now),
  })
  if (waited.outcome === 'completed') return { ok: true, record: waited.scan }
  const last = { ...scan, status: waited.status ?? scan.status }
  if (waited.outcome === 'error') {
    return {
      ok: false,
      result: { scan: last, ...stopOnError(waited.error, deps, { scan: last }, { config }) },
    }
  }
  const since = client.rateLimitSnapshot().saturatedSinceMs
  const busyMs = since === undefined ? 0 : clock.now() - since
  const problem = describeUnfinishedScan(scan.id, waited.outcome, waited.status, config, busyMs)
  log.info(problem)
  const stop = waited.outcome === 'failed' ? 'error' : waited.outcome
  const outage = waited.outcome === 'timeout' ? waited.failing : undefined
  return { ok: false, result: { scan: last, stop, problem, outage } }
}

/**
 * The counts of a completed scan's record, which must say completed too: counts of a scan still
 * running are not the scan's counts.
 */
function readCounts(
  scanId: string,
  record: Scan,
): { ok: true; counts: SeverityCounts } | { ok: false; problem: string } {
  const recordStatus =
    record.status === undefined || record.status === null
      ? undefined
      : normalizeStatus(record.status)
  if (recordStatus !== undefined && recordStatus !== 'completed') {
    return {
      ok: false,
      problem: `Scan ${scanId}: its status said completed, but its record says ${sanitizeForLog(recordStatus, 40)}, so the gate cannot trust its counts; re-run later`,
    }
  }
  const reading = readFindingsSummary(record.findings_summary)
  if (!reading.ok) {
    return {
      ok: false,
      problem: `Scan ${scanId} completed, but its ${reading.problem}, so the gate cannot count its findings; see them in the dashboard`,
    }
  }
  return reading
}

/** The findings the reports need, read patiently: a busy key delays them, never loses them. */
function readFindings(
  deps: StepDeps,
  {
    scanId,
    counts,
    limit,
    everyFinding,
  }: { scanId: string; counts: SeverityCounts; limit: number; everyFinding: boolean },
  deadline: Deadline,
): Promise<CollectedFindings> {
  const { client, clock, log, signal } = deps
  const readDeadline = resultsDeadline(deadline, clock.now())
  const exportTries = { tried: false }
  return readPatiently(deps, readDeadline, `the findings of scan ${scanId}`, () =>
    collectFindings(client, scanId, counts, log, {
      limit,
      everyFinding,
      exportTries,
      deadline: readDeadline,
      signal,
    }),
  )
}
