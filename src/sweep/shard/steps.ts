/**
 * What a shard of a planned sweep does differently from a sweep of one job: its repositories come
 * from the plan (no listing), the scans to follow or reuse too (no walk of the scan list, but on
 * a re-run, back to the plan only), and its time-budget bounds the starting and the following.
 */
import type { Clock } from '../../common/clock.js'
import { sanitizeForLog } from '../../common/escape.js'
import { fullScanTarget } from '../../config/target.js'
import type { ScanResult } from '../../scan/scan-and-collect.js'
import type { ScanRef } from '../../scan/stop.js'
import { FAILED_STATUSES, normalizeStatus } from '../../scan/status.js'
import { isSameScan, mayReuseByName } from '../../scan/reuse.js'
import type { Deadline } from '../../service/client.js'
import { ServiceError } from '../../service/errors.js'
import type { Scan } from '../../service/schemas.js'
import type { Config } from '../../config/inputs.js'
import {
  buildSweepItem,
  type RepoEnd,
  type ShardPlan,
  type ShardRepository,
  type SweepInputs,
  type SweepItem,
  type SweepRepository,
} from '../model.js'
import { commitOfScanName } from '../plan/plan.js'
import { createdMsOf } from '../scan-list.js'
import type { ResolvedRepositories } from '../repositories.js'
import { lookForStarted, type Looked, type Scannable } from '../start.js'
import { isFinished, type Tracked } from '../follow.js'

/** A shard's repositories: to estimate and scan, not readable, and with a scan to take up. */
export function splitShard(
  shard: ShardPlan,
): ResolvedRepositories & { planned: Array<ShardRepository & { scan: Scan }> } {
  const repositories: SweepRepository[] = []
  const unreadable: ResolvedRepositories['unreadable'] = []
  const planned: Array<ShardRepository & { scan: Scan }> = []
  for (const r of shard.repositories) {
    if (r.problem !== undefined)
      unreadable.push({ fullName: r.repository.fullName, problem: r.problem })
    else if (r.action !== 'scan' && r.scan !== undefined) planned.push({ ...r, scan: r.scan })
    else repositories.push(r.repository)
  }
  return { repositories, unreadable, planned }
}

/**
 * On a re-run, the scans the plan gave to follow are read again by id: a repository whose scan
 * failed (or is gone) since is scanned again (estimated, and bought once more at its current
 * commit), not failed by every re-run of the same plan. A first attempt reports such a scan
 * failed, as it is. The reading stops where starting scans would (the budget), or when cancelled:
 * what is left is followed as planned.
 */
export async function recheckFollows(inputs: SweepInputs, shard: ShardPlan): Promise<ShardPlan> {
  const { deps } = inputs
  if (inputs.runAttempt <= 1) return shard
  const deadline: Deadline = { atMs: shard.startUntilMs, name: shard.budget }
  const repositories: ShardRepository[] = []
  for (const r of shard.repositories) {
    const checking =
      r.action === 'follow' &&
      r.scan !== undefined &&
      deps.signal?.aborted !== true &&
      deps.clock.now() < deadline.atMs
    const status = checking && r.scan ? await statusOf(deps, r.scan.id, deadline) : undefined
    if (r.scan === undefined || status === undefined) {
      repositories.push(r)
      continue
    }
    deps.log.info(
      `Scanned again: ${sanitizeForLog(r.repository.fullName, 100)}, whose scan ${sanitizeForLog(r.scan.id, 64)} the plan gave to follow, ${status === GONE ? 'is gone' : `ended ${sanitizeForLog(status, 32)}`}`,
    )
    repositories.push({ ...r, action: 'scan', scan: { ...r.scan, status }, rescan: true })
  }
  return { ...shard, repositories }
}

const GONE = 'gone'

/**
 * The status of a scan that failed or is gone (404), read by id; undefined when it did not fail or
 * cannot be read now (the follower then reads it).
 */
async function statusOf(
  deps: SweepInputs['deps'],
  id: string,
  deadline: Deadline,
): Promise<string | undefined> {
  try {
    const status = (await deps.client.getScan(id, { signal: deps.signal, deadline })).status ?? ''
    return FAILED_STATUSES.has(normalizeStatus(status)) ? status : undefined
  } catch (error) {
    return error instanceof ServiceError && error.kind === 'http' && error.status === 404
      ? GONE
      : undefined
  }
}

/** A scan the plan gave to reuse or follow, as the follower tracks it. */
export function trackPlanned(p: ShardRepository & { scan: Scan }): Tracked {
  return {
    key: p.repository.fullName,
    id: p.scan.id,
    status: p.scan.status ?? 'unknown',
    // The plan's copy is hours old: the follower must read a working scan itself (by id when
    // the list misses it), never take the plan's word that it is unchanged.
    record: isFinished(p.scan.status ?? '') ? p.scan : undefined,
    createdMs: createdMsOf(p.scan),
    misses: 0,
    countsOnly: p.action === 'reuse',
  }
}

/** A repository the plan gave a scan to reuse or follow: its item, from how that scan ended. */
export function plannedItem(
  config: Config,
  p: ShardRepository & { scan: Scan },
  end: RepoEnd,
): SweepItem {
  // What the scan was of: the repository at the commit its name carries.
  const target = fullScanTarget(p.repository, commitOfScanName(p.scan.name))
  const item = buildSweepItem(config, {
    repository: p.repository,
    target,
    scanned: end.scanned,
    deferred: end.deferred,
    baseline: end.baseline,
    commitSha: target.headSha,
  })
  if (p.action === 'reuse') item.reportedAgain = true
  return item
}

/**
 * The scans already started for these commits: the plan's (its one walk of the scan list), and on
 * a re-run of the shard also those started since the plan, by its first attempt.
 */
export async function lookInPlan(
  inputs: SweepInputs & { shard: ShardPlan },
  scannable: readonly Scannable[],
  deadline: Deadline,
): Promise<Looked> {
  const found = new Map<string, Scan>()
  if (!inputs.config.reuseScan) return { ok: true, found }
  const byName = new Map(inputs.shard.repositories.map((r) => [r.repository.fullName, r.scan]))
  for (const s of scannable) {
    const scan = byName.get(s.key)
    if (scan !== undefined && mayReuseByName(s.target) && isSameScan(scan, s.target)) {
      found.set(s.key, scan)
    }
  }
  if (inputs.runAttempt <= 1) return { ok: true, found, boughtEarlier: new Set() }
  const walked = await lookForStarted(inputs, scannable, deadline)
  if (!walked.ok) return walked
  // Newer than the plan's: the earlier attempts' scans, bought by this run (the merge counts them).
  const boughtEarlier = new Set<string>()
  for (const [key, scan] of walked.found) {
    const createdMs = Date.parse(scan.created_at ?? '')
    const sincePlan = Number.isNaN(createdMs) || createdMs >= inputs.shard.planCreatedAtMs
    if (found.get(key)?.id !== scan.id && sincePlan) boughtEarlier.add(key)
    found.set(key, scan)
  }
  return { ok: true, found, boughtEarlier }
}

/**
 * When following ends: a shard follows until its time-budget leaves only the time to report (the
 * scans still running then are deferred, and the next run follows them); scan-timeout, made for a
 * job of one sweep, cuts its scans short only when the workflow sets it.
 */
export function shardDeadline(deadline: Deadline, shard: ShardPlan | undefined): Deadline {
  if (shard === undefined) return deadline
  if (shard.scanTimeoutSet && deadline.atMs < shard.endByMs) return deadline
  return { atMs: shard.endByMs, name: shard.budget }
}

/**
 * How long after its creation a scan the shard follows may still be deferred when the time-budget
 * ends: past it, the repository fails as not judged. A scan deferred night after night (stuck in
 * human triage, say) would otherwise keep the sweep green with nothing judged. 48 hours is two
 * nights deferred at a nightly schedule: a scan bought late in one night's budget, or held a
 * working day in triage, completes well before; a stuck one fails the third night, long before
 * reuse-max-age (a week), after which the plan no longer finds it and buys a new one.
 * @internal
 */
export const MAX_FOLLOW_AGE_HOURS = 48
const HOUR_MS = 3_600_000

/**
 * How a followed repository's part ends once the shard may have cut it: deferred to the next run
 * when its time-budget (not the scan) kept it from being judged, unless its scan is still working
 * past MAX_FOLLOW_AGE_HOURS: then it fails, not judged. Either way the next run's plan follows the
 * scan again, and buys nothing twice.
 */
export function endByBudget(
  shard: ShardPlan | undefined,
  clock: Clock,
  deadline: Deadline,
  t: Tracked,
  scanned: ScanResult,
): RepoEnd {
  if (!leftByBudget(shard, clock, deadline, t, scanned)) return { scanned }
  const stale = describeStaleFollow(t, clock.now())
  if (stale === undefined) return { scanned, deferred: true }
  // Not judged for its age: an outage at the budget's end is not why, and must not soften it.
  return { scanned: { ...scanned, problem: stale, outage: undefined } }
}

/**
 * Whether a shard's time-budget, not the scan, kept it from being judged: its following or its
 * reading ran into the budget's end. The next run follows or reuses it; a failed scan is failed.
 */
function leftByBudget(
  shard: ShardPlan | undefined,
  clock: Clock,
  deadline: Deadline,
  t: Tracked,
  scanned: ScanResult,
): boolean {
  if (shard === undefined || deadline.atMs !== shard.endByMs || scanned.stop === undefined) {
    return false
  }
  if (FAILED_STATUSES.has(normalizeStatus(t.status))) return false
  return scanned.stop === 'timeout' || clock.now() >= deadline.atMs
}

/** Why a scan still working past MAX_FOLLOW_AGE_HOURS is not judged; undefined when it is not. */
function describeStaleFollow(t: Tracked, nowMs: number): string | undefined {
  // A completed scan the budget left unread is not stuck: the next run reads it, or reuses it.
  if (isFinished(t.status)) return undefined
  // Undated (no created_at, or one that is no date): its age is unknown, and failing a night on a
  // guess would fail scans the service is judging in time. It is deferred, as any other.
  const createdMs = (t.record === undefined ? undefined : createdMsOf(t.record)) ?? t.createdMs
  if (createdMs === undefined || nowMs - createdMs <= MAX_FOLLOW_AGE_HOURS * HOUR_MS) {
    return undefined
  }
  const hours = Math.floor((nowMs - createdMs) / HOUR_MS)
  return `Not judged: scan ${sanitizeForLog(t.id, 64)}, created ${hours}h ago, is still working (status ${sanitizeForLog(t.status, 32)}), past the ${MAX_FOLLOW_AGE_HOURS}h a followed scan may take; it may be stuck (in triage, say): look at it in the service's dashboard. The next run follows it again, and does not buy it twice`
}

/**
 * Whether a shard's time-budget has ended its following: what is not read by then is deferred,
 * not read past the budget (the next run reuses or follows it).
 */
export function pastBudget(
  shard: ShardPlan | undefined,
  clock: Clock,
  deadline: Deadline,
): boolean {
  return shard !== undefined && deadline.atMs === shard.endByMs && clock.now() >= deadline.atMs
}

/** A scan the shard's time-budget left no time to read: the next run takes it up. */
export function unreadByBudget(t: Tracked, scan: ScanRef, deadline: Deadline): ScanResult {
  return {
    scan,
    stop: 'timeout',
    problem: `Deferred to the next run: ${deadline.name} ended before scan ${t.id} was read`,
  }
}
