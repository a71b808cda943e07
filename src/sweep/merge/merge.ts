/**
 * The merge of a sweep split over the Actions matrix: one gate, one set of totals and one report
 * file for the organization, from each shard's latest report. Fail closed: a shard that did not
 * report leaves its repositories unjudged, and the merge never passes over them. The results rank
 * as decideSweep ranks them (a judged breach beats what could not be judged: failed, unknown,
 * warned, passed); repositories deferred on purpose are listed, never a failure of their own, but
 * a merge that judged no repository is unknown, as a sweep of one job is.
 */
import { sanitizeForLog } from '../../common/escape.js'
import type { Config } from '../../config/inputs.js'
import type { GateResult, GateVerdict } from '../../gate/gate.js'
import type { JobEnd } from '../../job/verdict.js'
import type { SweepReportFile } from '../../report/formats/report-file-sweep.js'
import { checkAgainstPlan, describeMismatch, describeMissing } from './check.js'
import type { ShardReport, ShardReports } from './read.js'
import type { SweepCounts } from '../model.js'
import {
  describeLeftOut,
  describeNothingJudged,
  describeNotPassed,
  endOfSweep,
} from '../outcome.js'
import type { PlanFile, PlannedRepository } from '../plan/file.js'

/** Repositories, and shards, a reason names at most; the rest are counted. */
const NAMED_IN_REASON = 3
const REASON_CHARS = 1_000

type RepositoryEntry = SweepReportFile['repositories'][number]

/** A repository as a shard reported it, and which shard. */
export interface MergedRepository {
  shard: number
  entry: RepositoryEntry
}

export interface MergedShard {
  index: number
  status: 'reported' | 'missing'
  runAttempt?: number | undefined
  counts?: SweepCounts | undefined
  result?: GateResult | undefined
  creditsSpent?: number | undefined
  /** Why the shard stopped starting scans (a 402, its time budget), as it said. */
  startsStopped?: string | undefined
  /** Why the shard stopped before every repository was judged, as it said. */
  problem?: string | undefined
}

export interface MergedSweep {
  gate: GateVerdict
  counts: SweepCounts
  creditsSpent: number
  /** Every shard of the plan, in order. */
  shards: MergedShard[]
  /** The shards that did not report. */
  missing: number[]
  /** Why not every repository was judged: the shards missing, the shards stopped early. */
  problem?: string | undefined
  /** What reading the reports set aside, and why. */
  notes: string[]
  /** The latest report of each shard that reported, in shard order. */
  reports: ShardReport[]
  /** Repositories by how they ended, in shard order. */
  listed: Record<'breaching' | 'notJudged' | 'skipped' | 'deferred', MergedRepository[]>
  /**
   * The plan's repositories this run did not judge (owner/name): the next plan follows, rather
   * than reuses, a completed scan of theirs, so its findings are read once (last-run.ts).
   */
  unjudged: string[]
}

/** What the merge needs of the plan: its shards, and (when given) which repository is in which. */
export type MergePlan = Pick<PlanFile, 'shards'> & {
  repositories?: readonly Pick<PlannedRepository, 'shard' | 'fullName'>[] | undefined
}

export function mergeShards(
  reports: ShardReports,
  plan: MergePlan,
  config: Pick<Config, 'failOnSeverity' | 'warnOnly'>,
): MergedSweep {
  const latest: ShardReport[] = []
  const missing: number[] = []
  for (let index = 0; index < plan.shards; index += 1) {
    const report = reports.latest.get(index)
    if (report === undefined) missing.push(index)
    else latest.push(report)
  }
  const shards = Array.from({ length: plan.shards }, (_, index) =>
    describeShard(index, reports.latest.get(index)),
  )
  const listed = listRepositories(latest)
  const counts = sumCounts(latest)
  const planned = plan.repositories ?? []
  const mismatches = plan.repositories === undefined ? [] : checkAgainstPlan(latest, planned)
  // What no report holds (a shard missing, or left out by its report) is counted, not judged.
  const unreported =
    planned.filter((r) => missing.includes(r.shard)).length +
    mismatches.reduce((sum, m) => sum + m.leftOut.length, 0)
  counts.repositories += unreported
  counts.failed += unreported
  const mismatchLines = mismatches.map(describeMismatch)
  const creditsSpent = latest.reduce((sum, r) => sum + r.report.sweep.creditsSpent, 0)
  const results = latest.map((r) => r.report.sweep.gate.result)
  let result: GateResult
  if (results.includes('failed') || listed.breaching.some(isFailed)) result = 'failed'
  else if (
    missing.length > 0 ||
    mismatches.length > 0 ||
    results.some((r) => r === 'unknown' || r === 'pending') ||
    // Every shard's part deferred or skipped: the night judged nothing, so vouches for nothing.
    counts.judged === 0
  ) {
    result = 'unknown'
  } else if (results.includes('warned')) result = 'warned'
  else result = 'passed'
  const planLines = [
    ...(missing.length > 0 ? [describeMissing(missing, plan)] : []),
    ...mismatchLines,
  ]
  const stopped = shards.flatMap((s) =>
    s.problem === undefined ? [] : [`shard ${s.index} stopped early: ${s.problem}`],
  )
  const problem = [...planLines, ...stopped]
  const reason = describeReason({ result, counts, listed, shards, latest, planLines, config })
  return {
    gate: { result, threshold: config.failOnSeverity, warnOnly: config.warnOnly, reason },
    counts,
    creditsSpent,
    shards,
    missing,
    problem: problem.length === 0 ? undefined : sanitizeForLog(problem.join('; '), REASON_CHARS),
    notes: [...reports.notes],
    reports: latest,
    listed,
    unjudged: listUnjudged(latest, planned, listed),
  }
}

/** The planned repositories no report judged; without the plan's list, those reported unjudged. */
function listUnjudged(
  latest: readonly ShardReport[],
  planned: readonly Pick<PlannedRepository, 'fullName'>[],
  listed: MergedSweep['listed'],
): string[] {
  if (planned.length === 0) {
    return [...listed.notJudged, ...listed.deferred].map((r) => r.entry.repository)
  }
  const judged = new Set<string>()
  for (const { report } of latest) {
    for (const entry of report.repositories) {
      if (entry.status === 'judged') judged.add(entry.repository.toLowerCase())
    }
  }
  return planned.map((r) => r.fullName).filter((name) => !judged.has(name.toLowerCase()))
}

function isFailed(repository: MergedRepository): boolean {
  return repository.entry.report.gate.result === 'failed'
}

function describeShard(index: number, read: ShardReport | undefined): MergedShard {
  if (read === undefined) return { index, status: 'missing' }
  const { sweep } = read.report
  return {
    index,
    status: 'reported',
    runAttempt: read.shard.runAttempt,
    counts: { ...sweep.counts, deferred: sweep.counts.deferred ?? 0 },
    result: sweep.gate.result,
    creditsSpent: sweep.creditsSpent,
    startsStopped: read.shard.startsStopped,
    problem: sweep.problem,
  }
}

function sumCounts(latest: readonly ShardReport[]): SweepCounts {
  const sum: SweepCounts = {
    repositories: 0,
    judged: 0,
    breaching: 0,
    failed: 0,
    skipped: 0,
    deferred: 0,
  }
  for (const { report } of latest) {
    const { counts } = report.sweep
    sum.repositories += counts.repositories
    sum.judged += counts.judged
    sum.breaching += counts.breaching
    sum.failed += counts.failed
    sum.skipped += counts.skipped
    // Written before shards could defer: none deferred.
    sum.deferred += counts.deferred ?? 0
  }
  return sum
}

function listRepositories(latest: readonly ShardReport[]): MergedSweep['listed'] {
  const listed: MergedSweep['listed'] = { breaching: [], notJudged: [], skipped: [], deferred: [] }
  for (const { shard, report } of latest) {
    for (const entry of report.repositories) {
      const repository = { shard: shard.index, entry }
      const gate = entry.report.gate.result
      if (entry.status === 'failed') listed.notJudged.push(repository)
      else if (entry.status === 'skipped') listed.skipped.push(repository)
      else if (entry.status === 'deferred') listed.deferred.push(repository)
      else if (gate === 'failed' || gate === 'warned') listed.breaching.push(repository)
    }
  }
  return listed
}

interface ReasonParts {
  result: GateResult
  counts: SweepCounts
  listed: MergedSweep['listed']
  shards: readonly MergedShard[]
  latest: readonly ShardReport[]
  /** Shards that did not report, and reports that are not what the plan gave their shard. */
  planLines: readonly string[]
  config: Pick<Config, 'failOnSeverity'>
}

/** The gate's one line: what is missing or stopped first, then the breaches and the unjudged. */
function describeReason(parts: ReasonParts): string {
  const { result, counts, listed, config } = parts
  const notPassed = describeNotPassed<MergedRepository>(
    listed.breaching,
    listed.notJudged,
    counts.repositories,
    config.failOnSeverity,
    {
      label: ({ entry }) => entry.repository,
      breach: ({ entry }) => entry.report.gate.reason,
      unjudged: ({ entry }) => entry.report.problem ?? entry.report.gate.reason,
    },
  )
  // A shard missing, or a report not the plan's, already says what is not judged.
  const nothingJudged = counts.judged === 0 && parts.planLines.length === 0
  const lines = [
    ...parts.planLines,
    ...describeShardStops(parts.shards, parts.latest),
    ...(nothingJudged ? [describeNothingJudged(counts, notPassed)] : notPassed),
    ...(result === 'passed'
      ? [
          `${counts.judged} repositories scanned in ${parts.shards.length} shards, none with findings at or above ${config.failOnSeverity}`,
        ]
      : []),
    ...(nothingJudged ? [] : describeLeftOut(counts)),
  ]
  return sanitizeForLog(lines.join('; '), REASON_CHARS)
}

/**
 * Shards that stopped starting scans (a 402 stops the shard that meets it; the others learn it at
 * their next start), stopped early, or could not judge for a reason no repository of theirs
 * carries (a shard with no repository): the first few, in their words.
 */
function describeShardStops(
  shards: readonly MergedShard[],
  latest: readonly ShardReport[],
): string[] {
  const lines: string[] = []
  for (const shard of shards) {
    if (shard.startsStopped !== undefined) {
      lines.push(
        `shard ${shard.index} stopped starting scans: ${sanitizeForLog(shard.startsStopped, 160)}`,
      )
    }
    if (shard.problem !== undefined) {
      lines.push(`shard ${shard.index} stopped early: ${sanitizeForLog(shard.problem, 160)}`)
    }
  }
  for (const { shard, report } of latest) {
    const { gate, problem } = report.sweep
    const unexplained =
      (gate.result === 'unknown' || gate.result === 'pending') &&
      problem === undefined &&
      report.repositories.every((e) => e.status !== 'failed')
    if (unexplained) {
      lines.push(`shard ${shard.index} could not judge: ${sanitizeForLog(gate.reason, 160)}`)
    }
  }
  if (lines.length <= NAMED_IN_REASON) return lines
  return [
    ...lines.slice(0, NAMED_IN_REASON),
    `and ${lines.length - NAMED_IN_REASON} more of the shards' stops`,
  ]
}

/**
 * What the job's verdict is decided from, as for one sweep: it fails on a breach, a missing shard
 * or what could not be judged; what was skipped or deferred is never silent, even in a pass.
 */
export function endOfMerge(merged: MergedSweep): JobEnd {
  const { gate, counts, creditsSpent, problem, notes } = merged
  // No items: the shards logged the scans they left running; their report files do not say which.
  return endOfSweep({ gate, counts, creditsSpent, problem, notes, items: [] })
}
