/**
 * The merge does not take a shard's word for what it judged: each report's repositories are held
 * against the plan's repositories of that shard. A planned repository a report leaves out is not
 * judged (the merge fails closed on it, as on a shard that did not report); one the plan did not
 * give that shard is not the plan's, and its shard's report is not trusted either. A shard that
 * did not report at all is named here too, with the repositories the plan gave it.
 */
import { sanitizeForLog } from '../../common/escape.js'
import type { ShardReport } from './read.js'
import type { PlannedRepository } from '../plan/file.js'

/** Repositories a line names at most; the rest are counted. */
const NAMED = 3
/** Shard indexes a line lists at most. */
const INDEXES_IN_REASON = 10

/** A shard's report against the plan: what it left out, and what it holds that is not its. */
export interface ShardMismatch {
  shard: number
  /** How many repositories the plan gave this shard. */
  planned: number
  /** Planned for this shard, not in its report: not judged. */
  leftOut: string[]
  /** In its report, not planned for this shard. */
  foreign: string[]
}

/** Each reported shard whose repositories are not the plan's for it, in shard order. */
export function checkAgainstPlan(
  latest: readonly ShardReport[],
  planned: readonly Pick<PlannedRepository, 'shard' | 'fullName'>[],
): ShardMismatch[] {
  const byShard = new Map<number, Set<string>>()
  for (const r of planned) {
    const names = byShard.get(r.shard) ?? new Set<string>()
    names.add(r.fullName.toLowerCase())
    byShard.set(r.shard, names)
  }
  const mismatches: ShardMismatch[] = []
  for (const { shard, report } of latest) {
    const expected = byShard.get(shard.index) ?? new Set<string>()
    const reported = new Set(report.repositories.map((e) => e.repository.toLowerCase()))
    const leftOut = [...expected].filter((name) => !reported.has(name))
    const foreign = report.repositories
      .map((e) => e.repository)
      .filter((name) => !expected.has(name.toLowerCase()))
    if (leftOut.length > 0 || foreign.length > 0) {
      mismatches.push({ shard: shard.index, planned: expected.size, leftOut, foreign })
    }
  }
  return mismatches
}

/**
 * "shard 2's report leaves out 3 of its 40 planned repositories (acme/a, acme/b, acme/c): they
 * are not judged", and what it holds that the plan did not give it. The shard's job may well
 * have passed, so re-running the failed jobs would re-run the merge alone: all jobs, then.
 */
export function describeMismatch(m: ShardMismatch): string {
  const parts: string[] = []
  if (m.leftOut.length > 0) {
    parts.push(
      `leaves out ${m.leftOut.length} of its ${m.planned} planned repositories (${nameFew(m.leftOut)}): they are not judged`,
    )
  }
  if (m.foreign.length > 0) {
    parts.push(
      `holds ${m.foreign.length} the plan did not give it (${nameFew(m.foreign)}): it is not this plan's shard ${m.shard}`,
    )
  }
  return `shard ${m.shard}'s report ${parts.join(', and ')}; check that each shard uploads its own report-file in its own artifact, then re-run all jobs`
}

function nameFew(names: readonly string[]): string {
  const named = names.slice(0, NAMED).map((n) => sanitizeForLog(n, 100))
  const more = names.length > named.length ? ` and ${names.length - named.length} more` : ''
  return `${named.join(', ')}${more}`
}

/** "shards 2 and 5 did not report: their 80 repositories are not judged; re-run them (…)". */
export function describeMissing(
  missing: readonly number[],
  plan: { repositories?: readonly Pick<PlannedRepository, 'shard'>[] | undefined },
): string {
  const one = missing.length === 1
  const unjudged =
    plan.repositories === undefined
      ? ''
      : ` ${plan.repositories.filter((r) => missing.includes(r.shard)).length}`
  return `${one ? 'shard' : 'shards'} ${listIndexes(missing)} did not report: ${one ? 'its' : 'their'}${unjudged} repositories are not judged; re-run ${one ? 'it' : 'them'} (Re-run failed jobs)`
}

/** "2", "2 and 5", "1, 2 and 3", "0, 1, … 9 and 40 more". */
function listIndexes(indexes: readonly number[]): string {
  const named = indexes.slice(0, INDEXES_IN_REASON).map(String)
  if (indexes.length > named.length) {
    return `${named.join(', ')} and ${indexes.length - named.length} more`
  }
  const last = named.pop()
  return named.length === 0 ? String(last) : `${named.join(', ')} and ${last}`
}
