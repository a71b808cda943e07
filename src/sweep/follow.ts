/**
 * Follows every scan of a sweep with list requests: each poll reads GET /scans newest-updated
 * first, until it has seen every scan still open or reaches scans unchanged since the poll before,
 * so a poll costs ceil(open / 100) requests or fewer, not one per scan. Reaching unchanged scans
 * vouches only for those whose status the poll before knew: a poll cut short by its pages (other
 * jobs' scans above) knew nothing of the scans below. A scan the list has not shown, and nothing
 * vouched for, for a few polls is read by its id. Paced, backed off on 429 and bounded by the deadline as
 * the wait for one scan is (poll.ts).
 */
import { sanitizeForLog } from '../common/escape.js'
import type { Config } from '../config/inputs.js'
import { PollPacer } from '../scan/pacer.js'
import { classifyLookFailure, poll } from '../scan/poll.js'
import { FAILED_STATUSES, normalizeStatus } from '../scan/status.js'
import type { StepDeps } from '../scan/step-deps.js'
import type { Deadline } from '../service/client.js'
import { explain } from '../service/errors.js'
import { MAX_PAGE_SIZE } from '../service/limits.js'
import { walkPages } from '../service/paginate.js'
import type { Scan } from '../service/schemas.js'

/** A scan the sweep follows, updated in place as the polls see it. */
export interface Tracked {
  key: string
  id: string
  status: string
  /** Its record as last listed or read. */
  record?: Scan | undefined
  /**
   * When the service created it (epoch ms), as the plan read it: a shard tells a scan stuck for
   * nights by it even when no list has shown the scan yet (its record is then unset).
   */
  createdMs?: number | undefined
  /** Polls in a row that did not show it. */
  misses: number
  /** Why it is no longer followed: read by its id, the service refused it (gone, not visible). */
  lost?: string | undefined
  /**
   * A completed scan the plan reports again (nothing pushed since): judged by its counts alone.
   * Its findings went to code scanning the night it was scanned; reading them every night would
   * spend the key on what did not change.
   */
  countsOnly?: boolean | undefined
}

/** How the following ended: every scan done, or why not (the open ones keep their last status). */
export interface FollowEnd {
  ended: 'done' | 'timeout' | 'aborted' | 'error'
  problem?: string | undefined
  /** With a timeout: the service could not be reached or kept failing. */
  failing?: true | undefined
}

/**
 * Polls without a sight of a scan before it is read by its id.
 * @internal
 */
export const MISSES_BEFORE_LOOKUP = 3
/** Scans read by id in one poll at most. */
const LOOKUPS_PER_POLL = 5
/** The service's clock and this job's may differ: a cutoff leaves this margin. */
const CLOCK_SKEW_MS = 120_000

export function isFinished(status: string): boolean {
  const normalized = normalizeStatus(status)
  return normalized === 'completed' || FAILED_STATUSES.has(normalized)
}

export async function followScans(
  deps: StepDeps,
  config: Pick<Config, 'pollIntervalMs'>,
  tracked: readonly Tracked[],
  deadline: Deadline,
  /** Called once for each scan as soon as it is seen finished, before the next poll. */
  onFinished?: (t: Tracked) => Promise<void>,
): Promise<FollowEnd> {
  const { clock, log, signal } = deps
  const byId = new Map(tracked.map((t) => [t.id, t]))
  const open = () => tracked.filter((t) => !isFinished(t.status) && t.lost === undefined)
  const told = new Set<string>()
  const tell = async () => {
    if (onFinished === undefined) return
    for (const t of tracked) {
      if (told.has(t.key) || t.lost !== undefined || !isFinished(t.status)) continue
      told.add(t.key)
      await onFinished(t)
    }
  }
  await tell()
  if (open().length === 0) return { ended: 'done' }
  let previousPollAtMs: number | undefined
  // The scans whose status the poll before knew: shown by it, read by id, or vouched for.
  let known = new Set<string>()
  const pacer = new PollPacer({
    floorMs: config.pollIntervalMs,
    startedAtMs: clock.now(),
    random: deps.random,
  })
  log.info(`Following ${open().length} scans with GET /scans, newest updated first`)
  const waited = await poll({
    check: async (s) => {
      const startedAtMs = clock.now()
      known = await pollOnce(deps, byId, open(), { previousPollAtMs, known }, deadline, s)
      previousPollAtMs = startedAtMs
      await tell()
      return open().length
    },
    isDone: (left) => left === 0,
    pacer,
    deadlineMs: deadline.atMs,
    firstLookAfterMs: pacer.nextDelayMs(clock.now()),
    clock,
    signal,
    onValue: (left, polls) => {
      log.debug(`sweep poll ${polls}: ${left} scans still running`)
    },
  })
  if (waited.ok) return { ended: 'done' }
  if (waited.reason === 'aborted') return { ended: 'aborted', problem: 'The job was cancelled' }
  if (waited.reason === 'timeout') {
    return {
      ended: 'timeout',
      problem: `still running after ${deadline.name}`,
      failing: waited.failing,
    }
  }
  return { ended: 'error', problem: `the scans could not be followed: ${explain(waited.error)}` }
}

/**
 * One poll: the list pages that matter, then a look by id at scans it keeps missing. Returns the
 * open scans whose status it knows.
 */
async function pollOnce(
  deps: StepDeps,
  byId: ReadonlyMap<string, Tracked>,
  open: readonly Tracked[],
  before: { previousPollAtMs: number | undefined; known: ReadonlySet<string> },
  deadline: Deadline,
  signal: AbortSignal | undefined,
): Promise<Set<string>> {
  const { previousPollAtMs } = before
  const request = { signal, deadline }
  const seen = new Set<string>()
  const cutoffMs = previousPollAtMs === undefined ? undefined : previousPollAtMs - CLOCK_SKEW_MS
  const pages = Math.ceil(open.length / MAX_PAGE_SIZE) + (cutoffMs === undefined ? 3 : 1)
  const listed = new Set<string>()
  const walk = { reachedUnchanged: false }
  await walkPages<Scan>({
    pageSize: MAX_PAGE_SIZE,
    maxPages: pages,
    fetchPage: (paging) =>
      deps.client.listScans({ ...paging, sort_by: 'updated_at', sort_order: 'DESC' }, request),
    takePage: (scans) => {
      let added = 0
      let oldestMs = Number.POSITIVE_INFINITY
      for (const scan of scans) {
        if (listed.has(scan.id)) continue
        listed.add(scan.id)
        added += 1
        const updatedMs = Date.parse(scan.updated_at ?? '')
        if (!Number.isNaN(updatedMs)) oldestMs = Math.min(oldestMs, updatedMs)
        const t = byId.get(scan.id)
        if (t === undefined) continue
        seen.add(t.key)
        note(deps, t, scan)
      }
      const allSeen = open.every((t) => seen.has(t.key))
      if (cutoffMs !== undefined && oldestMs < cutoffMs) walk.reachedUnchanged = true
      return { added, enough: allSeen || walk.reachedUnchanged }
    },
  })
  const known = new Set<string>()
  let lookups = 0
  for (const t of open) {
    // Not shown, and the walk reached what has not changed since the poll before: nor has it,
    // if the poll before knew its status. One that poll did not see (never shown, or below the
    // pages of a poll cut short) cannot be known unchanged.
    if (seen.has(t.key) || (walk.reachedUnchanged && before.known.has(t.key))) {
      t.misses = 0
      known.add(t.key)
      continue
    }
    t.misses += 1
    if (t.misses < MISSES_BEFORE_LOOKUP || lookups >= LOOKUPS_PER_POLL) continue
    lookups += 1
    t.misses = 0
    try {
      note(deps, t, await deps.client.getScan(t.id, request))
      known.add(t.key)
    } catch (error) {
      // A busy key or a failing service costs the poll (poll.ts); a refusal costs this scan only.
      if (signal?.aborted || classifyLookFailure(error) !== 'fatal') throw error
      t.lost = `Scan ${t.id} is not in the list of scans, and reading it failed: ${explain(error)}`
    }
  }
  return known
}

function note(deps: StepDeps, t: Tracked, scan: Scan): void {
  t.record = scan
  const status = typeof scan.status === 'string' && scan.status !== '' ? scan.status : t.status
  if (status !== t.status) {
    deps.log.debug(`scan ${t.id} (${t.key}): ${sanitizeForLog(status, 40)}`)
    t.status = status
  }
}
