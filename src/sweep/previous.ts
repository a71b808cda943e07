/**
 * gate: new in a sweep (issue 39, point 3): each repository's full scan is told against its
 * branch's previous full scan. The plan finds the candidates in its one walk of the scan list
 * (completed full scans of the repository's branch named with a whole commit, newest first), and
 * each shard picks the newest one that is not the scan it judges and was created before it, and
 * reads its findings only where either scan's counts hold findings at or above the threshold.
 * Fail closed as the gate's baseline is: without a previous full scan every finding counts, and
 * the report says why, unless the list was read to its end and held no scan of the repository at
 * all on its default branch (its first full scan starts the record).
 */
import type { BaselinePart } from '../baseline/baseline.js'
import { readBaselineFindings } from '../baseline/read.js'
import { qualifyAsBaseline } from '../baseline/qualify.js'
import { sanitizeForLog } from '../common/escape.js'
import { formatDuration } from '../config/duration.js'
import { severitiesAtOrAbove } from '../gate/gate.js'
import type { Deadline } from '../service/client.js'
import { countOf, type SeverityCounts } from '../service/finding.js'
import type { Scan } from '../service/schemas.js'
import type { ScanTarget } from '../config/target.js'
import type { ScanResult } from '../scan/scan-and-collect.js'
import { normalizeStatus } from '../scan/status.js'
import type { ShardRepository, SweepInputs, SweepRepository } from './model.js'
import { isFinished, type Tracked } from './follow.js'
import { createdMsOf } from './scan-list.js'
import type { PreviousFound } from './previous-look.js'

/**
 * Candidates kept a repository: the newest completed full scan may be the one the shard judges
 * (reused by its commit), and then the one before it is its previous.
 */
export const PREVIOUS_CANDIDATES = 2

/** What the plan's walk found of each repository's previous full scans. */
export interface PreviousScans {
  /** Completed full scans of the repository's branch, whole commit named, newest first. */
  candidates: Map<string, Scan[]>
  /** The first scans the walk met of each repository, of whatever status, type or name. */
  met: Map<string, string[]>
}

/** A new, empty record of the walk. */
export function noPreviousScans(): PreviousScans {
  return { candidates: new Map(), met: new Map() }
}

/** Takes one scan of `repository`'s list walk (newest first) into `previous`. */
export function takePrevious(
  previous: PreviousScans,
  repository: SweepRepository,
  scan: Scan,
): void {
  const met = previous.met.get(repository.fullName) ?? []
  if (met.length < PREVIOUS_CANDIDATES) previous.met.set(repository.fullName, [...met, scan.id])
  const kept = previous.candidates.get(repository.fullName) ?? []
  if (
    kept.length >= PREVIOUS_CANDIDATES ||
    qualifyAsBaseline(scan, targetOf(repository)) === undefined
  )
    return
  previous.candidates.set(repository.fullName, [...kept, scan])
}

/** Whether `repository` has a candidate other than `newest` (which a shard may judge). */
export function hasPreviousBesides(
  previous: PreviousScans,
  repository: SweepRepository,
  newest: Scan | undefined,
): boolean {
  return (previous.candidates.get(repository.fullName) ?? []).some((s) => s.id !== newest?.id)
}

/**
 * Whether a list read to its end met no scan of `repository` but `newest`, one still working (the
 * scan its shard follows, and judges): its first full scan, which starts the record.
 */
export function isFirstFullScan(
  previous: PreviousScans,
  repository: SweepRepository,
  newest: Scan | undefined,
): boolean {
  const met = previous.met.get(repository.fullName) ?? []
  const following = newest !== undefined && !isFinished(newest.status ?? '')
  return met.every((id) => following && id === newest.id)
}

/** What a shard is told of one repository for gate: new, from its plan. */
interface PreviousOfRepository {
  /** The plan's candidates, newest first. */
  candidates: readonly Scan[]
  /** The plan read the list to its end and met no scan of it: its first full scan. */
  first: boolean
}

/**
 * How the scan a shard judges was come by.
 * @internal
 */
export interface JudgedScan {
  id: string
  createdAt?: string | undefined
  counts: SeverityCounts
  /** Bought and judged by an earlier run, and nothing pushed since: none of it is new now. */
  reportedAgain: boolean
}

/** What a sweep's gate: new was told, for its words. */
export interface PreviousLook {
  /** The plan looked for previous full scans (its gate was new), or the sweep of one job did. */
  looked: boolean
  /** Why the sweep of one job could not look: the scan list could not be read. */
  unreadable?: string | undefined
  /** How far back the plan read the list. */
  reuseMaxAgeMs?: number | undefined
  /** Repositories are swept at their default branch (no branch input). */
  onDefaultBranch: boolean
}

/**
 * The baseline part of one repository's judged scan with gate: new: reported again, its previous
 * full scan (its findings read where they matter), the start of the record, or why every finding
 * counts. Undefined with gate: all. Throws only when the run is cancelled.
 * @internal
 */
export async function previousPartOf(
  inputs: Pick<SweepInputs, 'deps' | 'config'>,
  repository: Pick<SweepRepository, 'fullName' | 'repoUrl' | 'branch'>,
  judged: JudgedScan,
  {
    previous,
    look,
    deadline,
  }: { previous: PreviousOfRepository | undefined; look: PreviousLook; deadline: Deadline },
): Promise<BaselinePart | undefined> {
  const { config, deps } = inputs
  if (config.gate !== 'new' || config.failOnSeverity === 'none') return undefined
  const branch = repository.branch
  if (judged.reportedAgain) return { found: false, reportedAgain: { branch, scanId: judged.id } }
  if (!look.looked) {
    const problem =
      look.unreadable === undefined
        ? SWEEP_BASELINE_PROBLEMS.notLooked(branch)
        : SWEEP_BASELINE_PROBLEMS.unreadable(branch, look.unreadable)
    return { found: false, problem }
  }
  const judgedMs = judged.createdAt === undefined ? Number.NaN : Date.parse(judged.createdAt)
  const scan = previous?.candidates.find((candidate) => {
    const createdMs = createdMsOf(candidate)
    // An undated scan, or one not dated before the judged one, is not shown to be earlier.
    return candidate.id !== judged.id && createdMs !== undefined && createdMs < judgedMs
  })
  const qualified = scan === undefined ? undefined : qualifyAsBaseline(scan, targetOf(repository))
  if (scan === undefined || qualified === undefined) {
    if (previous?.first === true && look.onDefaultBranch) {
      return { found: false, startsRecord: { branch } }
    }
    const back =
      look.reuseMaxAgeMs === undefined
        ? ''
        : ` back ${formatDuration(look.reuseMaxAgeMs)} (reuse-max-age)`
    return { found: false, problem: SWEEP_BASELINE_PROBLEMS.noPrevious(branch, back) }
  }
  const ref = {
    scanId: scan.id,
    commit: qualified.commit,
    branch,
    createdAt: scan.created_at ?? undefined,
    via: 'list' as const,
    previousFullScan: true as const,
  }
  const compared = severitiesAtOrAbove(config.failOnSeverity)
  const atThreshold = (counts: SeverityCounts) => compared.some((s) => countOf(counts, s) > 0)
  // Neither holds a finding the gate judges: nothing can be new or fixed at its severities.
  if (!atThreshold(judged.counts) && !atThreshold(qualified.counts)) {
    return { found: true, ref, findings: [], compared, capped: false }
  }
  return await readBaselineFindings(
    deps,
    { ref, counts: qualified.counts },
    config.failOnSeverity,
    deadline,
  )
}

/**
 * Why a sweep's repository has no previous full scan; the docs' Troubleshooting quotes them.
 * @internal
 */
export const SWEEP_BASELINE_PROBLEMS = {
  /** The plan job ran with gate: all, so it read no candidates for the shards. */
  notLooked: (branch: string) =>
    `No baseline for ${sanitizeForLog(branch, 100)}: the plan did not look for previous full scans; set gate: new on the plan job too`,
  /** The sweep of one job could not read the scan list for them. */
  unreadable: (branch: string, why: string) =>
    `No baseline for ${sanitizeForLog(branch, 100)}: the service's scan list could not be read for previous full scans (${why}); re-run the job later`,
  /** No completed full scan of the branch, earlier than the judged one, in the plan's walk. */
  noPrevious: (branch: string, back: string) =>
    `No baseline for ${sanitizeForLog(branch, 100)}: no earlier completed full scan of ${sanitizeForLog(branch, 100)} was found in the service's scan list${back}; every finding is counted until the next full scan`,
} as const

/** The repository's branch as a baseline's target: what its full scans are named after. */
function targetOf(repository: Pick<SweepRepository, 'fullName' | 'repoUrl' | 'branch'>) {
  return { repository: repository.fullName, repoUrl: repository.repoUrl, branch: repository.branch }
}

/** What a shard (or a sweep of one job) knows of its scans, to judge each with gate: new. */
export interface JudgeContext {
  /** The plan's repositories of this shard, with their candidates. */
  shardRepositories: readonly ShardRepository[]
  look: PreviousLook
  /** Repositories by key: the scanned ones' targets, the planned ones'. */
  repositories: ReadonlyMap<string, Pick<SweepRepository, 'fullName' | 'repoUrl' | 'branch'>>
  /** Scans an earlier run bought and judged, completed when found: reported again. */
  reportedAgain: ReadonlySet<string>
  deadline: Deadline
}

/**
 * How each followed repository's scan is judged with gate: new, once it was read: against its
 * previous full scan (previousPartOf). Undefined for a scan that gave no counts, or gate: all.
 */
export function judgeWithPrevious(
  inputs: Pick<SweepInputs, 'deps' | 'config'>,
  context: JudgeContext,
): (t: Tracked, scanned: ScanResult) => Promise<BaselinePart | undefined> {
  const previousOf = new Map(
    context.shardRepositories.map((r) => [
      r.repository.fullName,
      { candidates: r.previous ?? [], first: r.first === true },
    ]),
  )
  return async (t, scanned) => {
    const repository = context.repositories.get(t.key)
    if (scanned.counts === undefined || scanned.stop !== undefined || repository === undefined) {
      return undefined
    }
    const judged = {
      id: t.id,
      createdAt: scanned.createdAt ?? t.record?.created_at ?? undefined,
      counts: scanned.counts,
      reportedAgain: context.reportedAgain.has(t.id),
    }
    return await previousPartOf(inputs, repository, judged, {
      previous: previousOf.get(t.key),
      look: context.look,
      deadline: context.deadline,
    })
  }
}

/**
 * A shard's (or a sweep of one job's) context for judgeWithPrevious: the plan's candidates, or the
 * one-job sweep's own walk (`found`), and which scans are reported again: a completed scan the
 * plan gave to reuse, or one found by its commit, completed, that this run did not buy.
 */
export function judgeContext(
  inputs: Pick<SweepInputs, 'config' | 'shard' | 'runAttempt'>,
  {
    scannable,
    planned,
    looked,
    found,
    deadline,
  }: {
    scannable: ReadonlyArray<{ key: string; target: ScanTarget }>
    planned: readonly ShardRepository[]
    looked: { found: ReadonlyMap<string, Scan>; boughtEarlier?: ReadonlySet<string> | undefined }
    found: PreviousFound | undefined
    deadline: Deadline
  },
): JudgeContext {
  const { shard } = inputs
  const repositories = new Map<string, Pick<SweepRepository, 'fullName' | 'repoUrl' | 'branch'>>()
  for (const s of scannable) {
    const { repository: fullName, repoUrl, branch } = s.target
    repositories.set(s.key, { fullName, repoUrl, branch })
  }
  for (const p of planned) repositories.set(p.repository.fullName, p.repository)
  const reportedAgain = new Set<string>()
  for (const p of planned)
    if (p.action === 'reuse' && p.scan !== undefined) reportedAgain.add(p.scan.id)
  const { boughtEarlier } = looked
  for (const [key, scan] of looked.found) {
    const boughtByThisRun =
      boughtEarlier === undefined ? inputs.runAttempt > 1 : boughtEarlier.has(key)
    if (!boughtByThisRun && normalizeStatus(scan.status ?? '') === 'completed') {
      reportedAgain.add(scan.id)
    }
  }
  const onDefaultBranch = inputs.config.branch === undefined
  return {
    shardRepositories: shard?.repositories ?? found?.repositories ?? [],
    look:
      shard === undefined
        ? (found?.look ?? { looked: false, onDefaultBranch })
        : {
            looked: shard.previousLook !== undefined,
            reuseMaxAgeMs: shard.previousLook?.reuseMaxAgeMs,
            onDefaultBranch,
          },
    repositories,
    reportedAgain,
    deadline,
  }
}
