/**
 * The gate with gate: new (issue 28, point 4): the threshold counts only the findings a change
 * introduces. The policy applies first; of the findings it does not cover, those read that the
 * baseline had are taken off the counts. Fail closed: only a finding shown to be on the target
 * branch comes off (one not read, or past the baseline's cap, stays counted), and without a usable
 * baseline nothing does, so the gate never counts fewer than gate: all would, and the report says
 * why in one line.
 */
import { plural } from '../common/words.js'
import { sanitizeForLog } from '../common/escape.js'
import {
  evaluateGate,
  severitiesAtOrAbove,
  type GateOutcome,
  type Threshold,
} from '../gate/gate.js'
import {
  countOf,
  totalFindings,
  type Finding,
  type Severity,
  type SeverityCounts,
} from '../service/finding.js'
import type { BaselinePart, BaselineReport } from './baseline.js'
import { matchFindings } from './match.js'
import { shortCommit } from './problems.js'
import { BASELINE_FINDINGS_CAP } from './read.js'

interface BaselineJudgement {
  report: BaselineReport
  /** The counts the gate judges: the change's own; undefined when every finding counts. */
  counts?: SeverityCounts | undefined
  /** What the comparison could not see, for the reports' notes. */
  notes: string[]
}

export interface JudgedScan {
  /** The scan's findings_summary. */
  counts: SeverityCounts
  /** The counts the gate would judge with gate: all (less what the policy covers). */
  judgedCounts: SeverityCounts
  findings: readonly Finding[]
  /** Whether the policy keeps a finding from the gate (suppressed or excluded). */
  isCovered: (finding: Finding) => boolean
  threshold: Threshold
}

/** A baseline that was found: the scan its findings are told against. */
type FoundPart = Extract<BaselinePart, { found: true }>

function judgeAgainstBaseline(
  part: Exclude<BaselinePart, { startsRecord: object } | { reportedAgain: object }>,
  scan: JudgedScan,
): BaselineJudgement {
  if (!part.found) return { report: unusable(part.problem), notes: [] }
  const compared = severitiesAtOrAbove(scan.threshold)
  const current = scan.findings.filter(
    (finding) => compared.includes(finding.severity) && !scan.isCovered(finding),
  )
  const baseline = part.findings.filter((finding) => compared.includes(finding.severity))
  const { existing, fixed } = matchFindings(current, baseline)
  const states = new Map<Finding, 'new' | 'existing'>()
  for (const finding of current) states.set(finding, 'new')
  for (const finding of existing) states.set(finding, 'existing')
  // What was not read stays counted: only a finding shown to be on the target branch comes off.
  const counts = { ...scan.judgedCounts }
  for (const finding of existing) counts[finding.severity] = countOf(counts, finding.severity) - 1
  const judged = compared.reduce((sum, s) => sum + countOf(counts, s), 0)
  const unread =
    compared.reduce((sum, s) => sum + countOf(scan.counts, s), 0) - countRead(scan, compared)
  const notes = describeLimits(part, unread, scan.threshold)
  return {
    report: {
      ref: part.ref,
      compared,
      states,
      // Of a change not read whole, what the baseline had and the change lacks is not known.
      fixed: unread > 0 ? [] : fixed,
      counts: { new: judged, existing: existing.length, fixed: unread > 0 ? 0 : fixed.length },
    },
    counts,
    notes,
  }
}

function countRead(scan: JudgedScan, compared: readonly Severity[]): number {
  return scan.findings.filter((finding) => compared.includes(finding.severity)).length
}

/** What the comparison could not see, each a note of the reports: it counted as new. */
function describeLimits(part: FoundPart, unread: number, threshold: Threshold): string[] {
  const notes: string[] = []
  if (unread > 0) {
    notes.push(
      `${plural(unread, 'finding')} at or above ${threshold} of this run ${unread === 1 ? 'was' : 'were'} not read (more than the baseline's ${BASELINE_FINDINGS_CAP.toLocaleString('en-US')} could match): ${unread === 1 ? 'it counts' : 'they count'} as new, and fixed ones are not counted`,
    )
  }
  if (part.capped) {
    notes.push(
      `The baseline's findings past the first ${BASELINE_FINDINGS_CAP.toLocaleString('en-US')} were not read: this run's findings they would have matched count as new`,
    )
  }
  return notes
}

/**
 * The gate over a scan's counts: every finding with gate: all (`part` undefined), the change's
 * own with a usable baseline, and every finding, saying so, when the baseline cannot be used.
 */
export function gateOnScan(
  part: BaselinePart | undefined,
  scan: JudgedScan,
  warnOnly: boolean,
): { gate: GateOutcome; baseline?: BaselineReport | undefined; notes: string[] } {
  if (part === undefined) {
    return { gate: evaluateGate(scan.judgedCounts, scan.threshold, warnOnly), notes: [] }
  }
  if ('startsRecord' in part) return startRecord(part.startsRecord.branch, scan)
  if ('reportedAgain' in part) return reportAgain(part.reportedAgain, scan)
  const { report, counts, notes } = judgeAgainstBaseline(part, scan)
  if (counts === undefined) {
    const detail = '; every finding counted, as gate: new had no usable baseline'
    return {
      gate: evaluateGate(scan.judgedCounts, scan.threshold, warnOnly, { detail }),
      baseline: report,
      notes,
    }
  }
  const gate = evaluateGate(counts, scan.threshold, warnOnly, {
    noun: 'new finding',
    detail: part.found ? describeAgainst(part, report.counts.existing) : '',
  })
  return { gate, baseline: report, notes }
}

/**
 * What the gate's reason adds: since when a full scan's findings are new (its branch's previous
 * full scan), and how many findings were there before.
 */
function describeAgainst(part: FoundPart, existing: number): string {
  const branch = sanitizeForLog(part.ref.branch, 100)
  if (part.ref.previousFullScan === true) {
    const since = ` since ${branch}'s previous full scan at ${shortCommit(part.ref.commit)}`
    return existing === 0
      ? since
      : `${since}; ${plural(existing, 'existing finding')} recorded then`
  }
  return existing === 0
    ? ''
    : `; ${plural(existing, 'existing finding')} on ${branch}, not introduced here`
}

/**
 * The default branch's first full scan (issue 39, point 2): the look was complete and met
 * nothing, so nothing can be new; the scan starts the record, and the gate passes saying so.
 */
function startRecord(
  branch: string,
  scan: JudgedScan,
): { gate: GateOutcome; baseline: BaselineReport; notes: string[] } {
  const recorded = totalFindings(scan.counts)
  const none = { new: 0, existing: 0, fixed: 0 }
  return {
    gate: { result: 'passed', reason: describeFirstFullScan(branch, recorded), breaching: 0 },
    baseline: {
      compared: [],
      states: new Map(),
      fixed: [],
      counts: none,
      startsRecord: { branch, recorded },
    },
    notes: [],
  }
}

/**
 * A sweep's repository reported again from the scan an earlier run bought (nothing pushed since):
 * it was judged then, against its own previous full scan; tonight nothing in it is new.
 */
function reportAgain(
  again: { branch: string; scanId: string },
  scan: JudgedScan,
): { gate: GateOutcome; baseline: BaselineReport; notes: string[] } {
  const recorded = totalFindings(scan.counts)
  return {
    gate: {
      result: 'passed',
      reason: describeReportedAgain(again.branch, again.scanId, recorded),
      breaching: 0,
    },
    baseline: {
      compared: [],
      states: new Map(),
      fixed: [],
      counts: { new: 0, existing: 0, fixed: 0 },
      reportedAgain: { ...again, recorded },
    },
    notes: [],
  }
}

/**
 * "nothing pushed to main since scan 5f0c…, which an earlier run judged: 14 findings, none new in
 * this run". The docs' Troubleshooting quotes it word for word.
 */
export function describeReportedAgain(branch: string, scanId: string, recorded: number): string {
  return `nothing pushed to ${sanitizeForLog(branch, 100)} since scan ${sanitizeForLog(scanId, 64)}, which an earlier run judged: ${plural(recorded, 'finding')}, none new in this run`
}

/**
 * "first full scan of main: 14 findings recorded; later full scans fail for what is new".
 * The docs' Troubleshooting quotes it word for word.
 */
export function describeFirstFullScan(branch: string, recorded: number): string {
  return `first full scan of ${sanitizeForLog(branch, 100)}: ${plural(recorded, 'finding')} recorded; later full scans fail for what is new`
}

function unusable(problem: string): BaselineReport {
  const none = { new: 0, existing: 0, fixed: 0 }
  return { problem, compared: [], states: new Map(), fixed: [], counts: none }
}
