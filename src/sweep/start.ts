/**
 * Starting a sweep's scans, each exactly once and never twice across runs: the scans already
 * started for the same commits (a re-run, a job of one of the repositories) are found in one walk
 * of GET /scans and followed; the others are started in the input's order while their credits fit
 * under max-credits, and the rest are skipped, never half-started.
 */
import { sanitizeForLog } from '../common/escape.js'
import type { Config } from '../config/inputs.js'
import type { ScanTarget } from '../config/target.js'
import { buildScanRequest, startScanOnce } from '../scan/start.js'
import type { StepDeps } from '../scan/step-deps.js'
import {
  isSameScan,
  LOOKUP_PAGES_FIRST_RUN,
  LOOKUP_PAGES_RERUN,
  mayReuseByName,
} from '../scan/reuse.js'
import type { RepoEnd, SweepInputs } from './model.js'
import { walkScanList } from './scan-list.js'
import { isOutage } from '../scan/stop.js'
import type { Deadline } from '../service/client.js'
import { ServiceError, explain } from '../service/errors.js'
import { MAX_PAGE_SIZE } from '../service/limits.js'
import type { CostEstimation, Scan } from '../service/schemas.js'

/** A repository ready to scan: its target (named after its commit) and its estimation. */
export interface Scannable {
  key: string
  target: ScanTarget
  batch: CostEstimation
  /** Its credits, plus the triage fee when the service requires triage. */
  cost: number
}

export type StartResult =
  | { kind: 'started'; scanId: string; status: string }
  /** `stopsAll`: this refusal ended the starting (no credits left, a key refused). */
  | { kind: 'failed'; problem: string; outage?: true | undefined; stopsAll?: true | undefined }
  /** Not started: the shard's time-budget left no time for it; the next run starts it. */
  | { kind: 'deferred'; problem: string }

/**
 * The scans of these targets already started, by key: one walk of GET /scans, newest first, of
 * at most ceil(N / 100) pages plus `extraPages`. Errors propagate.
 * @internal
 */
export async function findStartedScans(
  deps: Pick<StepDeps, 'client' | 'signal'>,
  scannable: readonly Scannable[],
  extraPages: number,
  deadline: Deadline,
  /** Scans created before this (epoch ms) are not looked for: a page wholly older ends the walk. */
  sinceMs?: number,
): Promise<Map<string, Scan>> {
  const byName = new Map<string, Scannable[]>()
  for (const s of scannable) {
    if (!mayReuseByName(s.target)) continue
    byName.set(s.target.name, [...(byName.get(s.target.name) ?? []), s])
  }
  const found = new Map<string, Scan>()
  if (byName.size === 0) return found
  await walkScanList(deps, {
    maxPages: Math.ceil(byName.size / MAX_PAGE_SIZE) + extraPages,
    deadline,
    sinceMs,
    take: (scan) => {
      for (const s of byName.get(scan.name ?? '') ?? []) {
        // Newest first: the first one seen is the one to follow.
        if (!found.has(s.key) && isSameScan(scan, s.target)) found.set(s.key, scan)
      }
    },
    done: () => found.size === scannable.length,
  })
  return found
}

/**
 * Which repositories fit under max-credits, in order; the others with why they were skipped.
 * @internal
 */
export function fitUnderCap(
  scannable: readonly Scannable[],
  maxCredits: number | undefined,
  /** Credits already spent by the sweep (an earlier attempt's scans, now followed). */
  alreadySpent = 0,
): { fits: Scannable[]; over: Map<string, string> } {
  const fits: Scannable[] = []
  const over = new Map<string, string>()
  let planned = alreadySpent
  for (const s of scannable) {
    if (maxCredits === undefined || planned + s.cost <= maxCredits) {
      fits.push(s)
      planned += s.cost
    } else {
      over.set(
        s.key,
        `Skipped: its scan (${s.cost} credits) would bring the sweep to ${planned + s.cost} credits, over max-credits (${maxCredits})`,
      )
    }
  }
  return { fits, over }
}

/**
 * Starts each scan, one after another. A 402 (the organization has no credits left) or a refused
 * key ends the starting: what was not sent yet says why, and nothing more is asked of the service.
 * Past `startUntilMs` (a shard's time-budget), what is left is deferred to the next run.
 */
export async function startScans(
  deps: StepDeps,
  config: Config,
  toStart: readonly Scannable[],
  deadline: Deadline,
  budget?: { startUntilMs: number; name: string },
): Promise<Map<string, StartResult>> {
  const { log, signal } = deps
  const results = new Map<string, StartResult>()
  let stopAll: string | undefined
  for (const s of toStart) {
    if (stopAll === undefined && signal?.aborted) stopAll = 'Not started: the job was cancelled'
    if (stopAll !== undefined) {
      results.set(s.key, { kind: 'failed', problem: stopAll })
      continue
    }
    if (budget !== undefined && deps.clock.now() >= budget.startUntilMs) {
      results.set(s.key, {
        kind: 'deferred',
        problem: `Deferred to the next run: ${budget.name} left no time to start its scan`,
      })
      continue
    }
    try {
      const request = buildScanRequest(config, s.target, s.batch)
      const { created } = await startScanOnce(deps, request, s.target, deadline)
      const status = typeof created.record.status === 'string' ? created.record.status : 'queued'
      log.info(`Scan ${created.id} started for ${sanitizeForLog(s.target.name, 200)}`)
      results.set(s.key, { kind: 'started', scanId: created.id, status })
    } catch (error) {
      const problem = `Its scan could not be started: ${explain(error)}`
      if (signal?.aborted) stopAll = 'Not started: the job was cancelled'
      else if (error instanceof ServiceError && error.kind === 'http' && isForAll(error.status)) {
        stopAll = `Not started: an earlier start was refused (${explain(error)})`
      }
      const stopsAll = stopAll !== undefined && !signal?.aborted ? true : undefined
      results.set(s.key, {
        kind: 'failed',
        problem,
        outage: isOutage(error) || undefined,
        stopsAll,
      })
    }
  }
  return results
}

/** Why the starting stopped before the last scan: a refusal all would meet, or the budget. */
export function whyStartsStopped(started: ReadonlyMap<string, StartResult>): string | undefined {
  const results = [...started.values()]
  const refusal = results.find((r) => r.kind === 'failed' && r.stopsAll === true)
  if (refusal?.kind === 'failed') return refusal.problem
  return results.find((r) => r.kind === 'deferred')?.problem
}

/** Refusals every later start would meet too: no credits left, a key refused or without scope. */
function isForAll(status: number | undefined): boolean {
  return status === 401 || status === 402 || status === 403
}

/**
 * The scans already started for these commits. A look that fails for want of a working service
 * is said, and the sweep starts its scans; on a re-run, when the first attempt's scans most likely
 * exist, or when the key is refused, nothing is started.
 */
export async function lookForStarted(
  inputs: SweepInputs,
  scannable: readonly Scannable[],
  deadline: Deadline,
): Promise<Looked> {
  const { deps, config } = inputs
  if (!config.reuseScan) return { ok: true, found: new Map() }
  try {
    // A re-run shard looks back to its plan, however many scans the other shards started since.
    // The plan's time is the runner's clock, a scan's the service's: a margin for their skew.
    const planMs = inputs.shard?.planCreatedAtMs
    const sinceMs = planMs === undefined ? undefined : planMs - PLAN_CLOCK_SKEW_MS
    const extraPages =
      sinceMs !== undefined
        ? MAX_LOOKUP_PAGES_SINCE_PLAN
        : inputs.runAttempt > 1
          ? LOOKUP_PAGES_RERUN
          : LOOKUP_PAGES_FIRST_RUN
    return {
      ok: true,
      found: await findStartedScans(deps, scannable, extraPages, deadline, sinceMs),
    }
  } catch (error) {
    const refused =
      error instanceof ServiceError && error.kind === 'http' && (error.status ?? 0) < 500
    if (deps.signal?.aborted || refused || inputs.runAttempt > 1) {
      return {
        ok: false,
        problem: `Not started: could not check which scans earlier runs started (${explain(error)}), and none is paid for twice; re-run later, or set reuse-scan: false`,
      }
    }
    deps.log.warning(`Could not look for scans to reuse (${explain(error)}); starting new ones`)
    return { ok: true, found: new Map() }
  }
}

/** The scans already started, by key; or why none may be started. */
export type Looked =
  | {
      ok: true
      found: Map<string, Scan>
      /**
       * The keys whose scans this run's earlier attempts bought, when that is known (a re-run
       * shard: what its plan did not know); otherwise, on a re-run, every scan found.
       */
      boughtEarlier?: ReadonlySet<string> | undefined
    }
  | { ok: false; problem: string }

/** The service's clock and the runner's may differ by this much. */
const PLAN_CLOCK_SKEW_MS = 10 * 60_000

/** Pages a re-run shard reads at most back to its plan: 200,000 scans. */
const MAX_LOOKUP_PAGES_SINCE_PLAN = 2_000

const NOT_RESCANNED =
  'Not judged: the scan its plan gave it to follow failed, and a new one does not fit under max-credits'

const NO_COMMIT_ON_RERUN =
  'Not started: its cost estimation named no commit, so the scan an earlier attempt may have started cannot be found, and none is paid for twice; re-run the whole workflow, or set reuse-scan: false'

/**
 * Which scans to start: those not already started, and on a re-run only those an earlier
 * attempt's could be told apart from (named after their commit), while they fit under
 * max-credits, which on a re-run counts what the earlier attempts' scans cost too.
 */
export function planStarts(
  inputs: SweepInputs,
  scannable: readonly Scannable[],
  reused: ReadonlyMap<string, Scan>,
  boughtEarlier?: ReadonlySet<string>,
): { toStart: Scannable[]; ends: Map<string, RepoEnd> } {
  const { deps, config, runAttempt } = inputs
  const ends = new Map<string, RepoEnd>()
  const fresh: Scannable[] = []
  for (const s of scannable) {
    if (reused.has(s.key)) continue
    if (!s.target.namePinsCommit && config.reuseScan) {
      if (runAttempt > 1) {
        ends.set(s.key, { scanned: { stop: 'error', problem: NO_COMMIT_ON_RERUN } })
        continue
      }
      deps.log.warning(
        `${s.key}: its cost estimation named no commit, so a re-run could not find its scan and would not start it again`,
      )
    }
    fresh.push(s)
  }
  const bought = boughtEarlier ?? (runAttempt > 1 ? reused : new Map())
  const earlier = scannable.filter((s) => bought.has(s.key)).reduce((sum, s) => sum + s.cost, 0)
  const { fits, over } = fitUnderCap(fresh, config.maxCredits, earlier)
  // Skipped on purpose passes the gate; a repository whose followed scan failed was not judged.
  const rescans = new Set(
    inputs.shard?.repositories.filter((r) => r.rescan).map((r) => r.repository.fullName),
  )
  for (const [key, problem] of over) {
    ends.set(
      key,
      rescans.has(key)
        ? { scanned: { stop: 'error', problem: `${NOT_RESCANNED}: ${problem}` } }
        : { scanned: { stop: 'error', problem }, skipped: true },
    )
  }
  return { toStart: fits, ends }
}
