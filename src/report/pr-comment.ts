/**
 * The sticky pull request comment: the result, the counts and the top findings, small enough to
 * read in a PR's conversation. The job summary and the check run hold the full story; this links
 * to them. Unlike those, a comment notifies people: an `@name` or `#123` in a finding's title
 * would ping a user or put a cross-reference on another issue, so those are neutralised too.
 */
import { SEVERITIES, sortBySeverity } from '../service/finding.js'
import { plural } from '../common/words.js'
import { escapeMarkdown, safeLink, truncate } from '../common/escape.js'
import { codeAtOf, FINDING_TABLE_HEADER, renderFindingRow, SEVERITY_LABELS } from './finding-row.js'
import { describeNoCounts } from './summary.js'
import { scanFindingsTotal, type RunOutcome } from '../outcome/outcome.js'
import { countOf, totalFindings } from '../service/finding.js'
import { type GateResult } from '../gate/gate.js'
import { describeHitCounts } from '../deps/report.js'
import { renderPolicyDetails, renderPolicyLine } from './pr-comment-policy.js'
import { coverageOf, describeCoverage, OUTAGE_PASSED_LINE, outagePassed } from './policy-words.js'
import { PROBLEM_MAX_CHARS } from './limits.js'
import { comparedBaseline, describeNewAndFixed, splitByState, stateOf } from './baseline-words.js'
import { planFolded, renderBaselineProblem, type FoldedPlan } from './summary-baseline.js'

/**
 * GitHub refuses a comment body of more characters than this; bodies stay strictly under it.
 * @internal
 */
export const PR_COMMENT_MAX_CHARS = 65_536
/**
 * The most finding rows a comment shows: the check run and the job summary list the rest.
 * @internal
 */
export const PR_COMMENT_MAX_ROWS = 20
const REASON_MAX_CHARS = 1_000
const SCOPE_MAX_CHARS = 200
const SEE_ELSEWHERE = 'see the check run, the job summary or the SARIF file'
const CLIPPED_NOTICE =
  '\n\n… comment truncated to stay within GitHub’s size limit: see the check run or the job summary\n'

export interface PrCommentOptions {
  /** The check-name input: one comment per check name. */
  checkName: string
  checkRunUrl?: string | undefined
  /** The workflow run's page. */
  runUrl?: string | undefined
  /**
   * In String length: UTF-16 code units, never fewer than the characters GitHub counts. Default
   * PR_COMMENT_MAX_CHARS.
   */
  maxChars?: number
}

const RESULT_HEADINGS: Record<GateResult, string> = {
  passed: '✅ passed',
  failed: '❌ failed',
  warned: '⚠️ found issues (warn-only)',
  pending: '⏳ not finished',
  unknown: '❔ result unknown',
}

/** A lone surrogate would make encodeURIComponent throw; it becomes U+FFFD instead. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/**
 * The hidden first line that marks the comment as this action's for this check name. The name is
 * percent-encoded: it can then hold neither `-->` (which would end the HTML comment and show the
 * rest) nor `"` (which would end the attribute), and one marker can never be the prefix of
 * another's.
 */
export function prCommentMarker(checkName: string): string {
  const name = encodeURIComponent(checkName.replace(LONE_SURROGATE, '\ufffd'))
  return `<!-- security-scan-action:comment check-name="${name}" -->`
}

/**
 * escapeMarkdown, and then a zero-width space after every `@` and `#`: GitHub finds mentions and
 * issue references in the rendered text, where a backslash-escaped `\@name` is `@name` again.
 */
function escapeCommentText(text: string): string {
  return escapeMarkdown(text).replace(/\\([@#])/g, '$1&#8203;')
}

function renderHead(report: RunOutcome, checkName: string): string[] {
  const name = escapeCommentText(truncate(checkName, 200)) || 'Security scan'
  const lines = [`### ${name}: ${RESULT_HEADINGS[report.gate.result]}`, '']
  if (report.problem !== undefined) {
    lines.push(`**${escapeCommentText(truncate(report.problem, PROBLEM_MAX_CHARS))}**`, '')
  }
  if (outagePassed(report)) lines.push(OUTAGE_PASSED_LINE, '')
  if (report.gate.reason !== report.problem) {
    lines.push(`Gate: ${escapeCommentText(truncate(report.gate.reason, REASON_MAX_CHARS))}.`, '')
  }
  lines.push(...renderBaselineProblem(report, escapeCommentText))
  return lines
}

function renderCounts(report: RunOutcome): string[] {
  const { counts } = report
  if (counts === undefined) return [describeNoCounts(report), '']
  const lines =
    report.gate.result === 'unknown'
      ? ['As the service counted them; the gate could not trust these counts.', '']
      : []
  lines.push(
    `| ${SEVERITIES.map((s) => SEVERITY_LABELS[s]).join(' | ')} | Total |`,
    `|${' ---: |'.repeat(SEVERITIES.length + 1)}`,
    `| ${SEVERITIES.map((s) => countOf(counts, s)).join(' | ')} | **${totalFindings(counts)}** |`,
    '',
  )
  return lines
}

function renderDependencies(report: RunOutcome): string[] {
  const deps = report.dependencies
  if (deps === undefined) return []
  const scope = escapeCommentText(truncate(deps.scope, SCOPE_MAX_CHARS))
  const incomplete = deps.problem === undefined ? '' : ' The check is incomplete.'
  return [`**Dependencies:** ${describeHitCounts(deps)} (${scope}).${incomplete}`, '']
}

/** What the findings section lists, worked out once: rows are then only cut, never re-rendered. */
interface FindingsPlan {
  heading: string
  /** The first PR_COMMENT_MAX_ROWS rows, most severe first. */
  rows: string[]
  /** How many findings the rows stand for (listed or not). */
  listable: number
  /** A line on the findings left out because they are outside the PR's changes, if any. */
  outsideNote?: string | undefined
  /** Against a baseline (gate: new): how many are new and fixed, and the existing ones folded. */
  baseline?: { counts: string; folded?: FoldedPlan | undefined; rows: string[] } | undefined
}

function planFindings(report: RunOutcome): FindingsPlan {
  const listed = report.annotatedFindings ?? report.findings
  const outside = report.findings.length - listed.length
  const limited = report.annotatedFindings !== undefined && outside > 0
  const scanTotal = scanFindingsTotal(report)
  const baseline = comparedBaseline(report)
  const split = baseline && splitByState(listed, baseline)
  const existing = split?.existing ?? []
  const code = codeAtOf(report.target)
  // Sorting once matters: a scan can have 100,000 findings and the rows are cut several times.
  const top = (
    split
      ? [...sortBySeverity(split.fresh), ...sortBySeverity(split.other)]
      : sortBySeverity(listed)
  ).slice(0, PR_COMMENT_MAX_ROWS)
  return {
    heading: limited ? '#### Findings in the code this pull request changes' : '#### Top findings',
    rows: top.map((finding) => {
      const coverage = coverageOf(report, finding)
      const mark = coverage && describeCoverage(coverage, escapeCommentText)
      return renderFindingRow(finding, {
        escape: escapeCommentText,
        mark,
        isNew: stateOf(report, finding) === 'new',
        code,
      })
    }),
    listable: (limited ? listed.length : scanTotal) - existing.length,
    baseline: baseline && {
      counts: `**${describeNewAndFixed(baseline, escapeCommentText)}**`,
      folded: planFolded(baseline, existing, escapeCommentText, SEE_ELSEWHERE),
      rows: sortBySeverity(existing)
        .slice(0, PR_COMMENT_MAX_ROWS)
        .map((finding) => renderFindingRow(finding, { escape: escapeCommentText, code })),
    },
    outsideNote: limited
      ? `${plural(outside, 'finding')} of the ${report.findings.length} read ${outside === 1 ? 'is' : 'are'} not listed: outside the code this pull request changes. The gate still counts every finding of the scan.`
      : undefined,
  }
}

function renderFindings(plan: FindingsPlan, shown: number): string[] {
  const rows = plan.rows.slice(0, shown)
  const lines: string[] = plan.baseline === undefined ? [] : [plan.baseline.counts, '']
  if (plan.listable === 0) {
    if (plan.outsideNote !== undefined) lines.push(plan.heading, '', 'None.', '')
  } else {
    lines.push(plan.heading, '')
    if (rows.length > 0) {
      lines.push(...FINDING_TABLE_HEADER, ...rows, '')
    }
    const hidden = plan.listable - rows.length
    if (hidden > 0) {
      const what =
        rows.length > 0
          ? `… and ${plural(hidden, 'more finding', 'more findings')}`
          : `${plural(hidden, 'finding')} not listed here`
      lines.push(`${what} (${SEE_ELSEWHERE})`, '')
    }
  }
  const folded = plan.baseline?.folded
  if (folded !== undefined) lines.push(...folded.render(plan.baseline?.rows.slice(0, shown) ?? []))
  if (plan.outsideNote !== undefined) lines.push(plan.outsideNote, '')
  return lines
}

function renderLinks(report: RunOutcome, options: PrCommentOptions): string[] {
  const links = [
    ['Check run', safeLink(options.checkRunUrl)],
    ['Workflow run', safeLink(options.runUrl)],
  ]
    .filter((pair): pair is [string, string] => pair[1] !== undefined)
    .map(([label, url]) => `[${label}](${url})`)
  // The service gives no link to a scan: its id (a checked service id) finds it in the dashboard.
  const scanId = report.scan?.id
  if (scanId !== undefined) links.push(`Scan ${escapeCommentText(scanId)}`)
  return links.length === 0 ? [] : [links.join(' · '), '']
}

function join(lines: readonly string[]): string {
  return lines.join('\n').trimEnd() + '\n'
}

/**
 * A last resort for a tiny limit: the body cut at a line boundary (never inside an escape or a
 * surrogate pair) with a notice. The marker is never cut: without it the next run would not find
 * this comment and would post another.
 */
function clip(marker: string, text: string, limit: number): string {
  const room = limit - CLIPPED_NOTICE.length
  const cut = text.lastIndexOf('\n', room)
  if (cut <= marker.length) return marker + (marker.length + 1 <= limit ? '\n' : '')
  return text.slice(0, cut).trimEnd() + CLIPPED_NOTICE
}

/**
 * The comment's body, strictly under `maxChars`: up to PR_COMMENT_MAX_ROWS finding rows, fewer
 * while it does not fit, then counts only, and at last a clipped body. It always starts with
 * prCommentMarker(checkName), which is how the next run finds it (so with a limit too small for
 * the marker itself, the body is the marker alone, over the limit).
 */
export function renderPrComment(report: RunOutcome, options: PrCommentOptions): string {
  const limit = (options.maxChars ?? PR_COMMENT_MAX_CHARS) - 1
  const marker = prCommentMarker(options.checkName)
  const head = [
    marker,
    ...renderHead(report, options.checkName),
    ...renderCounts(report),
    ...renderPolicyLine(report, escapeCommentText),
  ]
  const middle = [...renderPolicyDetails(report, escapeCommentText), ...renderDependencies(report)]
  const links = renderLinks(report, options)
  const plan = planFindings(report)
  const most = Math.max(plan.rows.length, plan.baseline?.rows.length ?? 0)
  for (let shown = most; shown >= 0; shown -= 1) {
    const body = join([...head, ...middle, ...renderFindings(plan, shown), ...links])
    if (body.length <= limit) return body
  }
  const countsOnly = join([...head, ...links])
  if (countsOnly.length <= limit) return countsOnly
  return clip(marker, countsOnly, limit)
}
