/**
 * The plan of a sweep on the Actions matrix (mode: plan): the repositories listed once, the
 * service's scan list walked once back to reuse-max-age, and per repository its shard and what
 * its shard does: reuse a completed scan of an unchanged repository, follow a scan a previous run
 * started, or scan it. No state file: the scan list is the checkpoint, so the next run goes on
 * where the last one stopped. Sized for the keys and the time budget it is given.
 */
import { normalizeRepoUrl } from '../../config/target.js'
import type { MatrixConfig } from '../../config/matrix.js'
import { FAILED_STATUSES, normalizeStatus } from '../../scan/status.js'
import type { Deadline } from '../../service/client.js'
import type { Scan } from '../../service/schemas.js'
import type { SweepInputs, SweepRepository } from '../model.js'
import {
  PLAN_FILE_KIND,
  PLAN_FILE_VERSION,
  type PlanAction,
  type PlanFile,
  type PlannedRepository,
} from './file.js'
import { createdMsOf, walkScanList } from '../scan-list.js'
import { MAX_SHARDS } from '../../config/matrix.js'
import { shardKeyOf, shardOf } from '../shard/shard.js'
import {
  hasPreviousBesides,
  isFirstFullScan,
  takePrevious,
  type PreviousScans,
} from '../previous.js'

/** Pages of GET /scans a plan reads at most: 200,000 scans, far past a week of 10,000 nightly. */
const MAX_PLAN_PAGES = 2_000

/**
 * What the plan sizes by. Requests a repository costs the service, as measured (224 for a sweep of
 * 200): a scan's start with its share of the estimations and the list polls; a reused or followed
 * scan only its share of the polls; one more to read its findings for a report. GitHub's writes a
 * repository costs a shard (its marker; its SARIF upload), in seconds. A key's rate is planned at
 * `rateUse` of its share: polls and 429s take the rest.
 */
const COSTS = {
  scan: 1.1,
  follow: 0.1,
  findings: 1,
  githubSecondsPerWrite: 1,
  rateUse: 0.9,
} as const

/**
 * How a shard spends its time-budget: at most REPORT_SHARE of it is kept to report at the end
 * (a marker a repository, REPORT_MS_PER_REPOSITORY each; SARIF goes as each is read); of the rest
 * it starts scans in START_SHARE, about what a scan's start takes of the 2.1 requests a
 * repository costs, and reads and follows in the remainder.
 */
export const SHARD_TIME = { REPORT_SHARE: 0.1, REPORT_MS_PER_REPOSITORY: 1_000, START_SHARE: 0.5 }

/** A scan's commit, from its name: the action names each scan after its whole commit. */
export function commitOfScanName(name: string | null | undefined): string | undefined {
  const match = / @ ([0-9a-f]{40}|[0-9a-f]{64})$/i.exec(name ?? '')
  return match?.[1]?.toLowerCase()
}

/**
 * The newest full scan of each repository's branch, not failed, created since `sinceMs`: one walk
 * of GET /scans, newest first, until a page is wholly older. With `previous` (gate: new), also each
 * repository's previous full scans, until every one that `needsPrevious` has one besides its
 * newest. `ended`: the walk read the list to its last page. Errors propagate.
 */
export async function findRecentScans(
  deps: Pick<SweepInputs['deps'], 'client' | 'signal'>,
  repositories: readonly SweepRepository[],
  sinceMs: number,
  deadline: Deadline,
  previous?: {
    scans: PreviousScans
    needsPrevious: (repository: SweepRepository, newest: Scan | undefined) => boolean
  },
): Promise<{ found: Map<string, Scan>; complete: boolean; ended: boolean }> {
  const byUrl = new Map(repositories.map((r) => [normalizeRepoUrl(r.repoUrl), r]))
  const found = new Map<string, Scan>()
  const settled = (r: SweepRepository) => {
    if (previous === undefined) return true
    const newest = found.get(r.fullName)
    return !previous.needsPrevious(r, newest) || hasPreviousBesides(previous.scans, r, newest)
  }
  const end = await walkScanList(deps, {
    maxPages: MAX_PLAN_PAGES,
    deadline,
    sinceMs,
    take: (scan, recent) => {
      const repository =
        scan.repo_url == null ? undefined : byUrl.get(normalizeRepoUrl(scan.repo_url))
      if (!recent || repository === undefined) return
      if (scan.branch != null && scan.branch !== repository.branch) return
      if (previous !== undefined) takePrevious(previous.scans, repository, scan)
      if (found.has(repository.fullName)) return
      if (scan.scan_type != null && scan.scan_type !== 'full') return
      if (FAILED_STATUSES.has(normalizeStatus(scan.status ?? ''))) return
      found.set(repository.fullName, scan)
    },
    done: () => found.size === repositories.length && repositories.every(settled),
  })
  return {
    found,
    complete: end.reason !== 'page-budget' && end.reason !== 'repeated',
    ended: end.reason === 'last-page',
  }
}

/**
 * What a shard does with a repository: reuse a completed scan of its current commit (nothing
 * pushed since the scan was created, and recent enough), follow a scan still working, else scan.
 * A completed scan of a repository the last run did not judge (its shard's budget ended before
 * the scan was read, or the shard was cancelled) is followed, so that its findings are read once:
 * reuse reads none.
 */
export function decideAction(
  repository: Pick<SweepRepository, 'pushedAt'> & { fullName?: string },
  scan: Scan | undefined,
  {
    nowMs,
    reuseMaxAgeMs,
    startLagMs,
    unjudged,
  }: {
    nowMs: number
    reuseMaxAgeMs: number
    /**
     * How long a scan may start after its commit was read (a shard's time-budget): a push in
     * that time is a commit the scan did not see, though older than the scan.
     */
    startLagMs: number
    /** The repositories the last run did not judge (owner/name, lower case), when known. */
    unjudged?: ReadonlySet<string> | undefined
  },
): PlanAction {
  if (scan === undefined) return 'scan'
  const status = normalizeStatus(scan.status ?? '')
  if (status !== 'completed') return FAILED_STATUSES.has(status) ? 'scan' : 'follow'
  const created = createdMsOf(scan)
  const pushed = repository.pushedAt === undefined ? Number.NaN : Date.parse(repository.pushedAt)
  const unchanged = created !== undefined && !Number.isNaN(pushed) && pushed <= created - startLagMs
  const recent = created !== undefined && nowMs - created <= reuseMaxAgeMs
  if (!unchanged || !recent || commitOfScanName(scan.name) === undefined) return 'scan'
  const unread = unjudged?.has(repository.fullName?.toLowerCase() ?? '') === true
  return unread ? 'follow' : 'reuse'
}

/** What decideAction is told by the plan's inputs, and by the last run's report when read. */
export function actionOptions(matrix: MatrixConfig, nowMs: number, unjudged?: ReadonlySet<string>) {
  return { nowMs, reuseMaxAgeMs: matrix.reuseMaxAgeMs, startLagMs: matrix.timeBudgetMs, unjudged }
}

export interface PlanOptions {
  matrix: MatrixConfig & { shards: number }
  nowMs: number
  /** Requests a minute a key gives the sweep (max-requests-per-minute). */
  requestsPerMinute: number
  maxCredits?: number | undefined
  /** Findings are read for every repository (a report file, SARIF). */
  readsFindings: boolean
  uploadsSarif: boolean
  /**
   * With gate: new: the previous full scans the walk found, and whether it read the list to its
   * end (a repository it met no scan of then has its first full scan).
   */
  previous?: { scans: PreviousScans; ended: boolean } | undefined
  /** The repositories the last run did not judge (owner/name, lower case), from its report. */
  unjudged?: ReadonlySet<string> | undefined
}

/** The plan of these repositories, with the scans found for them. */
export function buildPlan(
  repositories: readonly SweepRepository[],
  unreadable: ReadonlyArray<{ fullName: string; problem: string }>,
  found: ReadonlyMap<string, Scan>,
  options: PlanOptions,
): PlanFile {
  const { matrix, nowMs } = options
  const shards = matrix.shards
  const planned: PlannedRepository[] = repositories.map((r) => {
    const scan = found.get(r.fullName)
    const entry: PlannedRepository = {
      fullName: r.fullName,
      branch: r.branch,
      shard: shardOf(shardKeyOf(r), shards),
      action: decideAction(r, scan, actionOptions(matrix, nowMs, options.unjudged)),
    }
    if (r.id !== undefined) entry.id = r.id
    if (scan !== undefined) entry.scan = keptOf(scan)
    const previous = options.previous
    if (previous !== undefined) {
      const candidates = previous.scans.candidates.get(r.fullName)
      if (candidates !== undefined) entry.previous = candidates.map(keptOf)
      if (previous.ended && isFirstFullScan(previous.scans, r, scan)) entry.first = true
    }
    return entry
  })
  // The least recently scanned first: a shard cut by its budget leaves the freshest for later.
  const lastScanned = (p: PlannedRepository) =>
    p.scan === undefined ? 0 : (createdMsOf(p.scan) ?? 0)
  planned.sort((a, b) => lastScanned(a) - lastScanned(b))
  for (const u of unreadable) {
    planned.push({
      fullName: u.fullName,
      branch: '',
      shard: shardOf(shardKeyOf(u), shards),
      action: 'scan',
      problem: u.problem,
    })
  }
  const sizing = sizePlan(planned, options)
  const plan: PlanFile = {
    kind: PLAN_FILE_KIND,
    schemaVersion: PLAN_FILE_VERSION,
    createdAt: new Date(nowMs).toISOString(),
    shards,
    keys: matrix.keys.length === 0 ? 1 : matrix.keys.length,
    maxParallel: matrix.maxParallel ?? shards,
    requestsPerMinute: options.requestsPerMinute,
    timeBudgetMs: matrix.timeBudgetMs,
    ...(options.previous === undefined
      ? {}
      : { gate: 'new' as const, reuseMaxAgeMs: matrix.reuseMaxAgeMs }),
    sizing,
    repositories: planned,
  }
  if (options.maxCredits !== undefined)
    plan.creditsPerShard = splitCredits(planned, shards, options.maxCredits)
  return plan
}

/** What the plan's repositories cost, and the shards and runs that takes. */
function sizePlan(planned: readonly PlannedRepository[], options: PlanOptions): PlanFile['sizing'] {
  const { matrix } = options
  const toScan = planned.filter((p) => p.action === 'scan' && p.problem === undefined).length
  const toReuse = planned.filter((p) => p.action === 'reuse').length
  const toFollow = planned.filter((p) => p.action === 'follow').length
  const findings = options.readsFindings ? COSTS.findings : 0
  // A reused scan is judged by its counts, from the list the plan read: its share of the polls.
  const requests = Math.ceil(
    toScan * (COSTS.scan + findings) +
      toFollow * (COSTS.follow + findings) +
      toReuse * COSTS.follow,
  )
  const keys = matrix.keys.length === 0 ? 1 : matrix.keys.length
  const budgetMinutes = matrix.timeBudgetMs / 60_000
  const perNight =
    // Shard i takes key i mod keys: fewer shards than keys leave the others unused.
    Math.min(keys, matrix.shards) *
    options.requestsPerMinute *
    COSTS.rateUse *
    budgetMinutes *
    (1 - SHARD_TIME.REPORT_SHARE)
  const githubSeconds =
    (toScan + toReuse + toFollow) * COSTS.githubSecondsPerWrite * (options.uploadsSarif ? 2 : 1)
  const shardsNeeded = Math.min(
    MAX_SHARDS,
    Math.max(keys, Math.ceil(githubSeconds / (matrix.timeBudgetMs / 1000))),
  )
  return {
    repositories: planned.length,
    toScan,
    toReuse,
    toFollow,
    requests,
    shardsNeeded,
    nightsNeeded: Math.max(1, Math.ceil(requests / perNight)),
  }
}

/**
 * What a plan keeps of a scan: what a shard reads, nothing else the service sent (the plan is an
 * artifact every reader of the repository can download).
 */
function keptOf(scan: Scan): Scan {
  const kept: Scan = { id: scan.id }
  for (const field of SCAN_FIELDS_KEPT) {
    const value = scan[field]
    if (value !== undefined) Object.assign(kept, { [field]: value })
  }
  return kept
}

const SCAN_FIELDS_KEPT = [
  'status',
  'name',
  'repo_url',
  'branch',
  'scan_type',
  'created_at',
  'updated_at',
  'findings_summary',
] as const

/** The organization's max-credits over the shards, by the repositories each has to scan. */
function splitCredits(
  planned: readonly PlannedRepository[],
  shards: number,
  total: number,
): number[] {
  const toScan = new Array<number>(shards).fill(0)
  for (const p of planned) {
    if (p.action === 'scan' && p.problem === undefined) toScan[p.shard] = (toScan[p.shard] ?? 0) + 1
  }
  const all = toScan.reduce((a, b) => a + b, 0)
  return toScan.map((n) => (all === 0 ? 0 : Math.floor((total * n) / all)))
}

/**
 * The requests a minute shard `index` may send: its key's share (requestsPerMinute) split over
 * the shards on that key that can run at once (max-parallel): several shards on one key never
 * send more together than the key's share.
 */
export function shardRequestsPerMinute(
  plan: Pick<PlanFile, 'shards' | 'keys' | 'maxParallel' | 'requestsPerMinute'>,
  index: number,
): number {
  let onKey = 0
  for (let i = 0; i < plan.shards; i += 1) if (i % plan.keys === index % plan.keys) onKey += 1
  const atOnce = Math.max(1, Math.min(onKey, plan.maxParallel))
  return Math.max(1, Math.floor(plan.requestsPerMinute / atOnce))
}
