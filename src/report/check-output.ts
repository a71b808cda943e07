/**
 * The check run's output. GitHub refuses a summary over 65,535 characters; the limit is applied
 * in UTF-8 bytes, which are never fewer than characters, so it holds however they are counted.
 */
import { SEVERITIES } from '../service/finding.js'
import { sanitizeForLog } from '../common/escape.js'
import { shortCommit } from '../baseline/problems.js'
import { type RunOutcome } from '../outcome/outcome.js'
import { countOf } from '../service/finding.js'
import { type GateResult } from '../gate/gate.js'
import { countHits } from '../deps/report.js'
import { plural } from '../common/words.js'
import { renderSummary } from './summary.js'
import { outagePassed } from './policy-words.js'
import {
  baselineProblem,
  comparedBaseline,
  countNewBySeverity,
  describeBranch,
  type ComparedBaseline,
} from './baseline-words.js'

/** @internal */
export const CHECK_SUMMARY_MAX_CHARS = 65_535
const PROBLEM_IN_TITLE_MAX_CHARS = 80
const BRANCH_IN_TITLE_MAX_CHARS = 60

const RESULT_WORDS: Record<GateResult, string> = {
  passed: 'passed',
  failed: 'failed',
  warned: 'warned (warn-only)',
  pending: 'pending',
  unknown: 'unknown',
}

export interface CheckRunOutput {
  title: string
  summary: string
}

/**
 * e.g. "2 critical, 5 high — failed", "no findings — passed", "Scan timed out — pending", and what
 * the policy file or on-service-error changed: "1 critical — passed (1 suppressed)".
 * @internal
 */
export function renderCheckRunTitle(report: RunOutcome): string {
  const why = describeWhy(report)
  const result = `${RESULT_WORDS[report.gate.result]}${why.length === 0 ? '' : ` (${why.join(', ')})`}`
  const { counts } = report
  if (counts === undefined) {
    const what =
      report.problem === undefined
        ? 'Scan not finished'
        : sanitizeForLog(report.problem, PROBLEM_IN_TITLE_MAX_CHARS)
    return `${what} — ${result}`
  }
  const parts = SEVERITIES.filter((s) => countOf(counts, s) > 0).map(
    (s) => `${countOf(counts, s)} ${s}`,
  )
  const baseline = comparedBaseline(report)
  const found =
    baseline !== undefined
      ? describeAgainstBaseline(baseline)
      : parts.length === 0
        ? 'no findings'
        : parts.join(', ')
  return `${[found, ...describeDependencies(report)].join(', ')} — ${result}`
}

/**
 * "2 new findings (1 critical, 1 high) · 14 existing on main · 3 fixed": the findings at the
 * severities compared, as gate: new judged them; of a full scan, "· 14 existing at abc1234", the
 * commit of its branch's previous full scan, since the branch is the scan's own.
 */
function describeAgainstBaseline(baseline: ComparedBaseline): string {
  const bySeverity = countNewBySeverity(baseline)
  const each = SEVERITIES.filter((s) => (bySeverity.get(s) ?? 0) > 0).map(
    (s) => `${bySeverity.get(s) ?? 0} ${s}`,
  )
  const { counts } = baseline
  const branch = describeBranch(baseline.ref, (text) =>
    sanitizeForLog(text, BRANCH_IN_TITLE_MAX_CHARS),
  )
  return [
    `${plural(counts.new, 'new finding')}${each.length === 0 ? '' : ` (${each.join(', ')})`}`,
    baseline.ref.previousFullScan === true
      ? `${counts.existing} existing at ${shortCommit(baseline.ref.commit)}`
      : `${counts.existing} existing on ${branch}`,
    ...(counts.fixed > 0 ? [`${counts.fixed} fixed`] : []),
  ].join(' · ')
}

/** What the dependency check adds to the title, so a failure it caused is not a mystery. */
function describeDependencies(report: RunOutcome): string[] {
  const deps = report.dependencies
  if (deps === undefined) return []
  const malicious = countHits(deps, 'malicious')
  if (malicious > 0) {
    return [plural(malicious, 'malicious dependency', 'malicious dependencies')]
  }
  return deps.problem === undefined ? [] : ['dependency check incomplete']
}

/** What kept findings from the gate, what lapsed, and an outage let pass: a title's last words. */
function describeWhy(report: RunOutcome): string[] {
  const applied = report.policy?.applied
  const why = outagePassed(report) ? ['service unreachable, passed by on-service-error: warn'] : []
  if (baselineProblem(report) !== undefined) why.push('no baseline: every finding counted')
  const first = report.baseline?.startsRecord
  if (first !== undefined) {
    why.push(
      `first full scan of ${sanitizeForLog(first.branch, BRANCH_IN_TITLE_MAX_CHARS)}: the record starts`,
    )
  }
  if (report.baseline?.reportedAgain !== undefined) why.push('reported again: none new')
  if (applied === undefined) return why
  if (applied.suppressed > 0) why.push(`${applied.suppressed} suppressed`)
  if (applied.excluded > 0) why.push(`${applied.excluded} excluded`)
  const lapsed = applied.lapsed.length
  if (lapsed > 0) why.push(`${plural(lapsed, 'suppression')} lapsed`)
  return why
}

export function renderCheckRunOutput(report: RunOutcome): CheckRunOutput {
  return {
    title: renderCheckRunTitle(report),
    summary: renderSummary(report, { maxBytes: CHECK_SUMMARY_MAX_CHARS }),
  }
}
