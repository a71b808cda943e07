/**
 * The gate with gate: new (issue 28, point 4): the threshold counts only the findings a change
 * introduces. The policy applies first; of the findings it does not cover, those the baseline had
 * are taken off the counts. Fail closed: whenever the findings cannot all be told (no baseline,
 * the findings read do not add up to the counts), nothing is taken off, so the gate never counts
 * fewer than gate: all would, and the report says why in one line.
 */
import { plural } from '../common/words.js'
import { sanitizeForLog } from '../common/escape.js'
import {
  evaluateGate,
  severitiesAtOrAbove,
  type GateOutcome,
  type Threshold,
} from '../gate/gate.js'
import { countOf, type Finding, type Severity, type SeverityCounts } from '../service/finding.js'
import type { BaselinePart, BaselineReport } from './baseline.js'
import { matchFindings } from './match.js'

interface BaselineJudgement {
  report: BaselineReport
  /** The counts the gate judges: the change's own; undefined when every finding counts. */
  counts?: SeverityCounts | undefined
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

function judgeAgainstBaseline(part: BaselinePart, scan: JudgedScan): BaselineJudgement {
  if (!part.found) return { report: unusable(part.problem) }
  const compared = severitiesAtOrAbove(scan.threshold)
  const short = describeUnread(scan, compared)
  if (short !== undefined) return { report: { ...unusable(short), ref: part.ref } }
  const current = scan.findings.filter(
    (finding) => compared.includes(finding.severity) && !scan.isCovered(finding),
  )
  const baseline = part.findings.filter((finding) => compared.includes(finding.severity))
  const { introduced, existing, fixed } = matchFindings(current, baseline)
  const states = new Map<Finding, 'new' | 'existing'>()
  for (const finding of introduced) states.set(finding, 'new')
  for (const finding of existing) states.set(finding, 'existing')
  const counts = { ...scan.judgedCounts }
  for (const finding of existing) counts[finding.severity] = countOf(counts, finding.severity) - 1
  return {
    report: {
      ref: part.ref,
      compared,
      states,
      fixed,
      counts: { new: introduced.length, existing: existing.length, fixed: fixed.length },
    },
    counts,
  }
}

/**
 * The gate over a scan's counts: every finding with gate: all (`part` undefined), the change's
 * own with a usable baseline, and every finding, saying so, when the baseline cannot be used.
 */
export function gateOnScan(
  part: BaselinePart | undefined,
  scan: JudgedScan,
  warnOnly: boolean,
): { gate: GateOutcome; baseline?: BaselineReport | undefined } {
  if (part === undefined) return { gate: evaluateGate(scan.judgedCounts, scan.threshold, warnOnly) }
  const { report, counts } = judgeAgainstBaseline(part, scan)
  if (counts === undefined) {
    const detail = '; every finding counted, as gate: new had no baseline to compare with'
    return {
      gate: evaluateGate(scan.judgedCounts, scan.threshold, warnOnly, { detail }),
      baseline: report,
    }
  }
  const existing = report.counts.existing
  const detail =
    existing === 0
      ? ''
      : `; ${plural(existing, 'existing finding')} on ${sanitizeForLog(part.found ? part.ref.branch : '', 100)}, not introduced here`
  const gate = evaluateGate(counts, scan.threshold, warnOnly, { noun: 'new finding', detail })
  return { gate, baseline: report }
}

function unusable(problem: string): BaselineReport {
  const none = { new: 0, existing: 0, fixed: 0 }
  return { problem, compared: [], states: new Map(), fixed: [], counts: none }
}

/**
 * Why this run's findings at the compared severities cannot all be told, or undefined when they
 * were all read: a finding not read cannot be shown to be on the target branch.
 */
function describeUnread(scan: JudgedScan, compared: readonly Severity[]): string | undefined {
  const read = new Map<Severity, number>()
  for (const finding of scan.findings) {
    read.set(finding.severity, (read.get(finding.severity) ?? 0) + 1)
  }
  const short = compared.filter((s) => (read.get(s) ?? 0) !== countOf(scan.counts, s))
  if (short.length === 0) return undefined
  const detail = short
    .map((s) => `${s}: ${countOf(scan.counts, s)} counted, ${read.get(s) ?? 0} read`)
    .join('; ')
  return `The findings read at or above ${scan.threshold} do not add up to the scan's counts (${detail}), so they cannot be told new from existing; the gate counts every finding`
}
