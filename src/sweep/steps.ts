/**
 * The sweep's service side: repositories → estimations in batches → the scans already started for
 * the same commits, followed; the others started while they fit under max-credits → every scan
 * followed with list requests → each completed scan's counts (and findings, where a report needs
 * them). Each repository ends as the parts of a run of that one repository, which
 * decideOutcome turns into its RunOutcome.
 */
import { fullScanTarget } from '../config/target.js'
import { deadlineFrom } from '../scan/step-deps.js'
import type { ScanRef } from '../scan/stop.js'
import type { Deadline } from '../service/client.js'
import type { Scan } from '../service/schemas.js'
import { estimateRepositories, type RepoEstimate } from './estimate.js'
import { commitOf, notAwaited, repoView, toScannable, unreadableItem } from './scannable.js'
import { followScans, type FollowEnd, type Tracked } from './follow.js'
import {
  buildSweepItem,
  type RepoEnd,
  type ShardRepository,
  type SweepInputs,
  type SweepItem,
  type SweepRepository,
} from './model.js'
import { resolveRepositories } from './repositories.js'
import { judgeContext, judgeWithPrevious } from './previous.js'
import { lookForPrevious, type PreviousFound } from './previous-look.js'
import { endOf } from './scan-end.js'
import {
  lookForStarted,
  planStarts,
  startScans,
  type Scannable,
  type StartResult,
  whyStartsStopped,
} from './start.js'
import {
  endByBudget,
  pastBudget,
  unreadByBudget,
  lookInPlan,
  plannedItem,
  recheckFollows,
  shardDeadline,
  splitShard,
  trackPlanned,
} from './shard/steps.js'

/** The sweep's items, and why it stopped early when it did (nothing then was judged after it). */
export interface SweepRun {
  items: SweepItem[]
  problem?: string | undefined
  /** Why starting scans stopped before the last (no credits left, a refused key, time-budget). */
  startsStopped?: string | undefined
}

export async function runSweepSteps(given: SweepInputs): Promise<SweepRun> {
  const inputs =
    given.shard === undefined
      ? given
      : { ...given, shard: await recheckFollows(given, given.shard) }
  const { deps, config } = inputs
  const resolved =
    inputs.shard === undefined
      ? {
          ...(await resolveRepositories(inputs.github, {
            sweep: config.sweep,
            serverUrl: inputs.serverUrl,
            branch: config.branch,
          })),
          planned: [],
        }
      : splitShard(inputs.shard)
  const items = resolved.unreadable.map((u) => unreadableItem(inputs, u))
  const { planned } = resolved
  deps.log.info(`Sweeping ${resolved.repositories.length + planned.length} repositories`)
  if (resolved.repositories.length === 0 && planned.length === 0) return { items }
  const estimates =
    resolved.repositories.length === 0
      ? []
      : await estimateRepositories(deps, config, resolved.repositories)
  const scannable: Scannable[] = []
  for (const e of estimates) {
    const usable = toScannable(e)
    if (usable !== undefined) {
      scannable.push(usable)
      continue
    }
    items.push(
      buildSweepItem(config, {
        repository: e.repository,
        target: fullScanTarget(e.repository, commitOf(e)),
        scanned: {
          estimation: e.batch ? repoView(e) : undefined,
          stop: 'error',
          problem: e.problem ?? 'not estimated',
          outage: e.outage,
        },
        skipped: e.skip,
      }),
    )
  }
  const deadline = shardDeadline(
    deadlineFrom(deps.clock, config.scanTimeoutMs, 'scan-timeout'),
    inputs.shard,
  )
  // Each followed repository's item, from how its part ended: built once, as soon as it ends.
  const builders = itemBuilders(config, estimates, scannable, planned)
  const early = new Map<string, SweepItem>()
  const onItem = inputs.onItem
  const finish =
    onItem &&
    (async (key: string, end: RepoEnd) => {
      const item = builders.get(key)?.(end)
      if (item === undefined) return
      early.set(key, item)
      await onItem(item)
    })
  // gate: new in one job: each repository's previous full scans (a shard has them from its plan).
  const previousFound =
    inputs.shard === undefined && config.gate === 'new' && config.failOnSeverity !== 'none'
      ? await lookForPrevious(inputs, resolved.repositories, deadline)
      : undefined
  const followed = await startAndFollow(inputs, scannable, deadline, {
    planned,
    finish,
    previousFound,
  })
  for (const [key, build] of builders) {
    items.push(early.get(key) ?? build(followed.ends.get(key) ?? NOT_STARTED))
  }
  const order = inputs.shard?.repositories.map((r) => r.repository) ?? resolved.repositories
  sortLike(items, order)
  return { items, problem: followed.problem, startsStopped: followed.startsStopped }
}

/** How each followed repository's item is built, by key, from how its part ended. */
function itemBuilders(
  config: SweepInputs['config'],
  estimates: readonly RepoEstimate[],
  scannable: readonly Scannable[],
  planned: ReadonlyArray<ShardRepository & { scan: Scan }>,
): Map<string, (end: RepoEnd) => SweepItem> {
  const byKey = new Map(estimates.map((e) => [e.repository.fullName, e]))
  const builders = new Map<string, (end: RepoEnd) => SweepItem>()
  for (const s of scannable) {
    const e = byKey.get(s.key)
    if (e === undefined) continue
    builders.set(s.key, (end) =>
      buildSweepItem(config, {
        repository: e.repository,
        target: s.target,
        scanned: { estimation: repoView(e), ...end.scanned },
        skipped: end.skipped,
        deferred: end.deferred,
        baseline: end.baseline,
        credits: s.cost,
        commitSha: s.target.headSha,
      }),
    )
  }
  for (const p of planned) builders.set(p.repository.fullName, (end) => plannedItem(config, p, end))
  return builders
}

const NOT_STARTED: RepoEnd = { scanned: { stop: 'error', problem: 'not started' } }

/** The items in the order of the repositories they are of. */
function sortLike(items: SweepItem[], repositories: readonly SweepRepository[]): void {
  const order = new Map(repositories.map((r, i) => [r.fullName, i]))
  items.sort(
    (a, b) => (order.get(a.repository.fullName) ?? -1) - (order.get(b.repository.fullName) ?? -1),
  )
}

/** Reuses, caps, starts, follows and reads: how each scannable repository ended, by key. */
async function startAndFollow(
  inputs: SweepInputs,
  scannable: readonly Scannable[],
  deadline: Deadline,
  {
    planned,
    finish,
    previousFound,
  }: {
    planned: ReadonlyArray<ShardRepository & { scan: Scan }>
    /** Told of each repository as soon as its scan ended and was read. */
    finish?: ((key: string, end: RepoEnd) => Promise<void>) | undefined
    /** A sweep of one job with gate: new: its repositories' previous full scans. */
    previousFound?: PreviousFound | undefined
  },
): Promise<{ ends: Map<string, RepoEnd>; problem?: string | undefined; startsStopped?: string }> {
  const { deps, config } = inputs
  const ends = new Map<string, RepoEnd>()
  const { shard } = inputs
  const looked =
    shard === undefined
      ? await lookForStarted(inputs, scannable, deadline)
      : await lookInPlan({ ...inputs, shard }, scannable, deadline)
  if (!looked.ok) {
    for (const s of scannable)
      ends.set(s.key, { scanned: { stop: 'error', problem: looked.problem } })
    return { ends, problem: looked.problem }
  }
  const { found: reused, boughtEarlier } = looked
  const toStart = planStarts(inputs, scannable, reused, boughtEarlier)
  for (const [key, end] of toStart.ends) ends.set(key, end)
  const started = await startScans(
    deps,
    config,
    toStart.toStart,
    deadline,
    shard && { startUntilMs: shard.startUntilMs, name: shard.budget },
  )
  const tracked = [
    ...planned.map(trackPlanned),
    ...trackStarts(deps, scannable, { reused, started, ends }),
  ]
  const startsStopped = whyStartsStopped(started)
  // What an earlier attempt of this run bought is this run's spending, not a reuse.
  const reusedIds = new Set([
    ...[...reused].flatMap(([key, scan]) => (boughtEarlier?.has(key) ? [] : [scan.id])),
    ...planned.map((p) => p.scan.id),
  ])
  if (!config.waitForCompletion) {
    for (const t of tracked) ends.set(t.key, notAwaited(t, reusedIds))
    return { ends, startsStopped }
  }
  const refOf = (t: Tracked): ScanRef => ({
    id: t.id,
    status: t.status,
    reused: reusedIds.has(t.id),
  })
  const context = { scannable, planned, looked, found: previousFound, deadline }
  const judge = judgeWithPrevious(inputs, judgeContext(inputs, context))
  // Each scan is read as soon as it is seen finished: the reading spreads over the following,
  // and what a shard's time-budget leaves unread is deferred to the next run, never failed.
  const endWith = async (t: Tracked, followed: FollowEnd): Promise<RepoEnd> => {
    const scanned = pastBudget(shard, deps.clock, deadline)
      ? unreadByBudget(t, refOf(t), deadline)
      : await endOf(inputs, t, refOf(t), followed, deadline)
    const end = endByBudget(shard, deps.clock, deadline, t, scanned)
    return { ...end, baseline: await judge(t, scanned) }
  }
  const onFinished = async (t: Tracked) => {
    const end = await endWith(t, { ended: 'done' })
    ends.set(t.key, end)
    await finish?.(t.key, end)
  }
  const end = await followScans(deps, config, tracked, deadline, onFinished)
  const budgetEnded =
    end.ended === 'timeout' && shard !== undefined && deadline.atMs === shard.endByMs
  for (const t of tracked) if (!ends.has(t.key)) ends.set(t.key, await endWith(t, end))
  const problem = end.ended === 'done' || budgetEnded ? undefined : end.problem
  return { ends, problem, startsStopped }
}

/**
 * The scans to follow of the scannable repositories: those reused, and those started; the ends
 * of the others (deferred, or not started) go in `ends`.
 */
function trackStarts(
  deps: SweepInputs['deps'],
  scannable: readonly Scannable[],
  {
    reused,
    started,
    ends,
  }: {
    reused: ReadonlyMap<string, Scan>
    started: ReadonlyMap<string, StartResult>
    ends: Map<string, RepoEnd>
  },
): Tracked[] {
  const tracked: Tracked[] = []
  for (const s of scannable) {
    const found = reused.get(s.key)
    if (found !== undefined) {
      deps.log.info(
        `Reusing scan ${found.id} of ${s.target.name}: started earlier for the same commit`,
      )
      tracked.push({
        key: s.key,
        id: found.id,
        status: found.status ?? 'unknown',
        record: found,
        misses: 0,
      })
      continue
    }
    const start = started.get(s.key)
    if (start === undefined) continue
    if (start.kind === 'started') {
      tracked.push({ key: s.key, id: start.scanId, status: start.status, misses: 0 })
    } else if (start.kind === 'deferred') {
      ends.set(s.key, { scanned: { stop: 'error', problem: start.problem }, deferred: true })
    } else {
      ends.set(s.key, { scanned: { stop: 'error', problem: start.problem, outage: start.outage } })
    }
  }
  return tracked
}
