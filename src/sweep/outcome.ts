/**
 * One gate for the sweep: it fails when any repository breaches fail-on-severity or could not be
 * judged (each judged as a run of that one repository would be: jobFails), and says so in one line
 * naming the first few. Skipped repositories (over max-credits, unsupported languages) and those
 * deferred to the next run are listed, never a failure of their own: they are what the inputs and
 * the plan asked for. But a sweep that judged no repository at all is unknown, whatever the
 * reasons: a night that judged nothing vouches for nothing.
 */
import { sanitizeForLog } from '../common/escape.js'
import type { Config } from '../config/inputs.js'
import type { GateResult } from '../gate/gate.js'
import type { JobEnd } from '../job/verdict.js'
import { jobFails } from '../outcome/outcome.js'
import type { SweepCounts, SweepItem, SweepOutcome } from './model.js'
import type { SweepRun } from './steps.js'

/** Repositories a reason names at most; the rest are counted. */
const NAMED_IN_REASON = 3

/**
 * What an outcome is of: a whole sweep (a job of its own), or a shard's part of a planned sweep.
 * A shard that judged nothing (all its repositories deferred, say) leaves it to the merge to say
 * whether the night judged anything: failing it would fail the night on one shard's part.
 */
type SweepScope = 'whole' | 'shard'

export function decideSweep(
  run: SweepRun,
  config: Pick<Config, 'failOnSeverity' | 'warnOnly'>,
  scope: SweepScope = 'whole',
): SweepOutcome {
  const { items } = run
  const breaching = items.filter(
    (i) =>
      i.status === 'judged' &&
      (i.outcome.gate.result === 'failed' || i.outcome.gate.result === 'warned'),
  )
  const failed = items.filter((i) => i.status === 'failed')
  const failing = failed.filter((i) => jobFails(i.outcome))
  const counts: SweepCounts = {
    repositories: items.length,
    judged: items.filter((i) => i.status === 'judged').length,
    breaching: breaching.length,
    failed: failed.length,
    skipped: items.filter((i) => i.status === 'skipped').length,
    deferred: items.filter((i) => i.status === 'deferred').length,
  }
  const notPassed = describeNotPassed(breaching, failed, items.length, config.failOnSeverity, {
    label: (i) => i.repository.fullName,
    breach: (i) => i.outcome.gate.reason,
    unjudged: (i) => i.outcome.problem ?? i.outcome.gate.reason,
  })
  // Not waiting for the scans (wait-for-completion: false) judges nothing by choice: their ids are
  // what the sweep was asked for, as for one repository (jobFails).
  const waited = !items.some((i) => i.outcome.stop === 'not-awaited')
  const nothingJudged = scope === 'whole' && counts.judged === 0 && waited
  let result: GateResult
  if (items.length === 0) result = 'unknown'
  else if (breaching.some((i) => i.outcome.gate.result === 'failed')) result = 'failed'
  else if (failing.length > 0 || run.problem !== undefined || nothingJudged) result = 'unknown'
  else if (breaching.length > 0 || failed.length > 0) result = 'warned'
  else result = 'passed'
  const parts: string[] = []
  // A sweep stopped before it had a repository says only why (the line the job ends with).
  if (nothingJudged && (items.length > 0 || run.problem === undefined)) {
    parts.push(describeNothingJudged(counts, notPassed))
  } else {
    parts.push(...notPassed)
  }
  if (run.problem !== undefined) parts.push(`the sweep stopped early: ${run.problem}`)
  if (result === 'passed') {
    parts.push(
      `${counts.judged} repositories scanned, none with findings at or above ${config.failOnSeverity}`,
    )
  }
  if (!nothingJudged) parts.push(...describeLeftOut(counts))
  const reason = parts.join('; ')
  return {
    items,
    counts,
    gate: { result, threshold: config.failOnSeverity, warnOnly: config.warnOnly, reason },
    creditsSpent: items.reduce(
      (sum, i) =>
        sum +
        (i.outcome.scan !== undefined && i.outcome.scan.reused !== true ? (i.credits ?? 0) : 0),
      0,
    ),
    ...(run.problem === undefined ? {} : { problem: run.problem }),
    notes: [],
  }
}

/**
 * Why a sweep or a merge judged no repository, in one line: "no repository was judged: 2 could
 * not be judged (acme/a: why, …), 3 skipped, 40 deferred to the next run", or the empty list's
 * words. `unjudged` is describeNotPassed's line of what could not be judged.
 */
export function describeNothingJudged(counts: SweepCounts, unjudged: readonly string[]): string {
  const why = [
    ...(unjudged.length > 0 || counts.failed === 0
      ? unjudged
      : [`${counts.failed} could not be judged`]),
    ...describeLeftOut(counts),
  ]
  if (why.length === 0) return 'repositories named no repository to scan'
  return `no repository was judged: ${why.join(', ')}`
}

/** "3 skipped", "40 deferred to the next run": what was left out on purpose, when any. */
export function describeLeftOut(counts: Pick<SweepCounts, 'skipped' | 'deferred'>): string[] {
  return [
    ...(counts.skipped > 0 ? [`${counts.skipped} skipped`] : []),
    ...(counts.deferred > 0 ? [`${counts.deferred} deferred to the next run`] : []),
  ]
}

/** `acme/a: why, acme/b: why, and 3 more`: a few named, the rest counted. */
function nameFew<T>(items: readonly T[], label: (item: T) => string, why: (item: T) => string) {
  const named = items
    .slice(0, NAMED_IN_REASON)
    .map((i) => `${sanitizeForLog(label(i), 100)}: ${sanitizeForLog(why(i), 160)}`)
  const more = items.length > named.length ? `, and ${items.length - named.length} more` : ''
  return `${named.join(', ')}${more}`
}

/**
 * The gate's words for what breaches and what could not be judged, a few of each named: a sweep's
 * repositories, or a merge's entries of the shards' reports.
 */
export function describeNotPassed<T>(
  breaching: readonly T[],
  notJudged: readonly T[],
  total: number,
  threshold: string,
  words: { label: (t: T) => string; breach: (t: T) => string; unjudged: (t: T) => string },
): string[] {
  const parts: string[] = []
  if (breaching.length > 0) {
    parts.push(
      `${breaching.length} of ${total} repositories breach fail-on-severity ${threshold} (${nameFew(breaching, words.label, words.breach)})`,
    )
  }
  if (notJudged.length > 0) {
    parts.push(
      `${notJudged.length} could not be judged (${nameFew(notJudged, words.label, words.unjudged)})`,
    )
  }
  return parts
}

/**
 * Whether the job fails: a breach (unless warn-only), or a repository that could not be judged.
 * @internal
 */
export function sweepFails(outcome: SweepOutcome): boolean {
  return outcome.gate.result === 'failed' || outcome.gate.result === 'unknown'
}

/**
 * What the job's verdict (job/verdict.ts) is decided from. Repositories left unscanned are never
 * silent, even in a sweep that passes; the scans a re-run would pick up are listed.
 */
export function endOfSweep(outcome: SweepOutcome): JobEnd {
  return {
    gate: outcome.gate,
    problem: outcome.problem,
    fails: sweepFails(outcome),
    judgedBreach: outcome.gate.result === 'failed',
    invalid: false,
    outageWarns: false,
    // Deferred on purpose is what the plan said: listed, never a warning of its own.
    leftOut: outcome.counts.skipped > 0,
    stillRunning: stillRunning(outcome).map(
      (i) => `${i.repository.fullName} ${i.outcome.scan?.id ?? ''}`,
    ),
  }
}

/**
 * The scans still running on the service when the sweep ended (cancelled, timed out, not
 * awaited): a re-run follows them instead of buying them again. A failed scan is not among them.
 */
export function stillRunning(outcome: SweepOutcome): SweepItem[] {
  return outcome.items.filter(
    (i) =>
      i.outcome.scan !== undefined &&
      (i.outcome.stop === 'timeout' ||
        i.outcome.stop === 'aborted' ||
        i.outcome.stop === 'not-awaited'),
  )
}
