/**
 * What the baseline (gate: new) did, in the words every report uses: which findings a change
 * introduces, which were on the target branch already, how many it fixed, or why there was no
 * baseline to tell them by. The branch and the scan's id came from the service and the event: each
 * is cut to size and goes through the `escape` of the place its words go to.
 */
import { describeFirstFullScan, describeReportedAgain } from '../baseline/judge.js'
import { shortCommit } from '../baseline/problems.js'
import { safeLink, truncate } from '../common/escape.js'
import { plural } from '../common/words.js'
import { baselineStateOf, type BaselineRef, type BaselineReport } from '../baseline/baseline.js'
import type { RunOutcome } from '../outcome/outcome.js'
import type { Finding, Severity } from '../service/finding.js'
import type { Escape } from './policy-words.js'

const BRANCH_MAX_CHARS = 200
const ID_MAX_CHARS = 100
const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

/** A baseline the findings were told against: found, and used. */
export type ComparedBaseline = BaselineReport & { ref: BaselineRef }

/** The baseline every finding was told against; undefined without one (not asked, or a problem). */
export function comparedBaseline(
  outcome: Pick<RunOutcome, 'baseline'>,
): ComparedBaseline | undefined {
  const baseline = outcome.baseline
  if (baseline?.ref === undefined || baseline.problem !== undefined) return undefined
  return { ...baseline, ref: baseline.ref }
}

/** Why gate: new counted every finding: the baseline step's one line; undefined otherwise. */
export function baselineProblem(outcome: Pick<RunOutcome, 'baseline'>): string | undefined {
  return outcome.baseline?.problem
}

/**
 * What gate: new says of the baseline in one line, when no baseline was compared: why every
 * finding counted, or that the default branch's first full scan starts the record (issue 39).
 */
export function baselineLine(outcome: Pick<RunOutcome, 'baseline'>): string | undefined {
  const first = outcome.baseline?.startsRecord
  if (first !== undefined) return describeFirstFullScan(first.branch, first.recorded)
  const again = outcome.baseline?.reportedAgain
  if (again !== undefined) return describeReportedAgain(again.branch, again.scanId, again.recorded)
  return baselineProblem(outcome)
}

/** 'new' or 'existing' for a finding that was told; undefined when it was not compared. */
export function stateOf(
  outcome: Pick<RunOutcome, 'baseline'>,
  finding: Finding,
): 'new' | 'existing' | undefined {
  return baselineStateOf(outcome.baseline, finding)
}

/**
 * The findings as the reports list them against a baseline: the new ones, then those not compared
 * (a severity the gate does not judge, a finding the policy covers), then the existing ones; each
 * group in the order given.
 */
export function splitByState(
  findings: readonly Finding[],
  baseline: BaselineReport,
): { fresh: Finding[]; other: Finding[]; existing: Finding[] } {
  const split = { fresh: [] as Finding[], other: [] as Finding[], existing: [] as Finding[] }
  for (const finding of findings) {
    const state = baselineStateOf(baseline, finding)
    const group =
      state === 'new' ? split.fresh : state === 'existing' ? split.existing : split.other
    group.push(finding)
  }
  return split
}

/** How many of the new findings have each severity. */
export function countNewBySeverity(baseline: BaselineReport): Map<Severity, number> {
  const counts = new Map<Severity, number>()
  for (const [finding, state] of baseline.states) {
    if (state === 'new') counts.set(finding.severity, (counts.get(finding.severity) ?? 0) + 1)
  }
  return counts
}

/**
 * "3 days old", "5 hours old"; undefined when the age is not known.
 * @internal
 */
export function describeAge(ageMs: number | undefined): string | undefined {
  if (ageMs === undefined || !Number.isFinite(ageMs) || ageMs < 0) return undefined
  if (ageMs < HOUR_MS) return 'less than an hour old'
  if (ageMs < 2 * DAY_MS) return `${plural(Math.floor(ageMs / HOUR_MS), 'hour')} old`
  return `${plural(Math.floor(ageMs / DAY_MS), 'day')} old`
}

/** The target branch, as the reports name it. */
export function describeBranch(ref: BaselineRef, escape: Escape): string {
  return escape(truncate(ref.branch, BRANCH_MAX_CHARS)) || 'the target branch'
}

/**
 * "main at abc1234, 3 days old, scan <id>"; of a full scan, "main's previous full scan at abc1234,
 * 3 days old, scan <id>".
 */
export function describeBaselineScan(baseline: ComparedBaseline, escape: Escape): string {
  const { ref } = baseline
  const age = describeAge(ref.ageMs)
  const branch = describeBranch(ref, escape)
  const scan = ref.previousFullScan === true ? `${branch}'s previous full scan` : branch
  return [
    `${scan} at ${escape(shortCommit(ref.commit))}`,
    ...(age === undefined ? [] : [age]),
    `scan ${escape(truncate(ref.scanId, ID_MAX_CHARS))}`,
  ].join(', ')
}

/**
 * "14 existing findings were on main at abc1234, 3 days old, scan <id>; not introduced here"; of a
 * full scan, "… were on main's previous full scan at abc1234, …; not new".
 */
export function describeExisting(baseline: ComparedBaseline, escape: Escape): string {
  const n = baseline.counts.existing
  const were = n === 1 ? 'was' : 'were'
  const why = baseline.ref.previousFullScan === true ? 'not new' : 'not introduced here'
  return `${plural(n, 'existing finding')} ${were} on ${describeBaselineScan(baseline, escape)}; ${why}`
}

/** "3 fixed since main". */
function describeFixed(baseline: ComparedBaseline, escape: Escape): string {
  return `${baseline.counts.fixed} fixed since ${describeBranch(baseline.ref, escape)}`
}

/**
 * "main's previous full scan at abc1234": since when a full scan's new findings are new, the
 * commit linked to its page where the scanned repository's page is known (`codePage`, Markdown).
 */
function describeSince(ref: BaselineRef, escape: Escape, codePage: string | undefined): string {
  const short = escape(shortCommit(ref.commit))
  const link = codePage === undefined ? undefined : safeLink(`${codePage}/commit/${ref.commit}`)
  const commit = link === undefined ? short : `[${short}](${link})`
  return `${describeBranch(ref, escape)}'s previous full scan at ${commit}`
}

/**
 * "2 new findings introduced here · 3 fixed since main"; of a full scan, "2 new findings since
 * main's previous full scan at [abc1234](…), and 3 of its findings fixed".
 */
export function describeNewAndFixed(
  baseline: ComparedBaseline,
  escape: Escape,
  codePage?: string,
): string {
  const { counts, ref } = baseline
  if (ref.previousFullScan === true) {
    return `${plural(counts.new, 'new finding')} since ${describeSince(ref, escape, codePage)}, and ${counts.fixed} of its findings fixed`
  }
  return `${plural(counts.new, 'new finding')} introduced here · ${describeFixed(baseline, escape)}`
}

/** One finding's state in words, for the reports that say it finding by finding. */
export function describeState(
  state: 'new' | 'existing',
  baseline: ComparedBaseline,
  escape: Escape,
): string {
  if (baseline.ref.previousFullScan === true) {
    const previous = describeBaselineScan(baseline, escape)
    return state === 'new' ? `New: not on ${previous}` : `Existing: on ${previous}; not new`
  }
  return state === 'new'
    ? `New: introduced by this change (not on ${describeBaselineScan(baseline, escape)})`
    : `Existing: on ${describeBaselineScan(baseline, escape)}; not introduced here`
}
