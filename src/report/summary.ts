/**
 * The job summary. The runner drops a summary over 1 MiB entirely, so the findings table is filled
 * row by row against a byte budget and the rest is summed up in one line. Every piece of text
 * that did not come from this file is escaped: findings, branch names and service messages alike.
 */
import { SEVERITIES, sortBySeverity, type Finding } from '../service/finding.js'
import { escapeMarkdown, truncate } from '../common/escape.js'
import { KEY_CUSTODY_URL } from '../common/version.js'
import { codeAtOf, FINDING_TABLE_HEADER, renderFindingRow, SEVERITY_LABELS } from './finding-row.js'
import { scanFindingsTotal, type RunOutcome } from '../outcome/outcome.js'
import { countOf, totalFindings } from '../service/finding.js'
import { type GateResult } from '../gate/gate.js'
import { renderDependencySection } from './summary-dependencies.js'
import { renderEstimationSection } from './summary-estimation.js'
import { renderPolicySection } from './summary-policy.js'
import { coverageOf, describeCoverage, OUTAGE_PASSED_LINE, outagePassed } from './policy-words.js'
import { NOTE_MAX_CHARS, PROBLEM_MAX_CHARS } from './limits.js'
import {
  baselineLine,
  comparedBaseline,
  describeNewAndFixed,
  splitByState,
  stateOf,
} from './baseline-words.js'
import { planFolded, renderBaselineProblem, type Room } from './summary-baseline.js'

/** The runner's limit is 1 MiB; stay a little under it. */
export const SUMMARY_MAX_BYTES = 1_000_000
const MAX_NOTES = 50
/** Room kept for the "… and N more findings" line and the blank line before it. */
const MORE_LINE_RESERVE_BYTES = 256
/** The most of the summary the Dependencies section may take. */
const DEPENDENCY_SHARE = 0.25
/** The most of the summary the Policy section may take. */
const POLICY_SHARE = 0.25
// A blank line first: right after a table row, the marker would render as one more row.
const TRUNCATED_MARKER = '\n\n… summary truncated to stay within the size limit\n'

export interface SummaryOptions {
  /** UTF-8 bytes; default SUMMARY_MAX_BYTES. */
  maxBytes?: number
}

const HEADINGS: Record<GateResult, string> = {
  passed: '✅ Security scan passed',
  failed: '❌ Security scan failed',
  warned: '⚠️ Security scan found issues (warn-only)',
  pending: '⏳ Security scan not finished',
  unknown: '❔ Security scan result unknown',
}

function byteLength(text: string): number {
  return Buffer.byteLength(text, 'utf8')
}

function renderTarget(report: RunOutcome): string {
  const { target } = report
  const parts = [escapeMarkdown(target.repository)]
  if (target.scanType === 'pr') {
    parts.push(target.prNumber === undefined ? 'pull request' : `PR #${target.prNumber}`)
  } else {
    parts.push('full scan')
  }
  parts.push(`branch ${escapeMarkdown(truncate(target.branch, 200))}`)
  if (target.headSha !== undefined) {
    parts.push(`commit ${escapeMarkdown(target.headSha.slice(0, 12))}`)
  }
  return `**Target:** ${parts.join(' · ')}`
}

function renderScanLine(report: RunOutcome): string {
  const { scan } = report
  if (scan === undefined) return '**Scan:** not started'
  const parts = [
    escapeMarkdown(truncate(scan.id, 200)),
    `status ${escapeMarkdown(truncate(scan.status, 100))}`,
  ]
  if (scan.reused === true) {
    parts.push('reused: started earlier for the same commit, no credits spent by this run')
  }
  return `**Scan:** ${parts.join(' · ')}`
}

function renderHead(report: RunOutcome): string[] {
  const lines = [`## ${HEADINGS[report.gate.result]}`, '']
  if (report.problem !== undefined) {
    lines.push(`**${escapeMarkdown(truncate(report.problem, PROBLEM_MAX_CHARS))}**`, '')
  }
  if (outagePassed(report)) lines.push(OUTAGE_PASSED_LINE, '')
  if (report.gate.reason !== report.problem) {
    lines.push(`Gate: ${escapeMarkdown(report.gate.reason)}.`, '')
  }
  // The first full scan's line is the gate's reason when nothing else decided: said once.
  if (baselineLine(report) !== report.gate.reason) {
    lines.push(...renderBaselineProblem(report, escapeMarkdown))
  }
  lines.push(renderTarget(report), '', renderScanLine(report), '')
  return lines
}

function renderSeverityTable(report: RunOutcome): string[] {
  const { counts } = report
  if (counts === undefined) {
    return ['### Findings by severity', '', describeNoCounts(report), '']
  }
  const lines = ['### Findings by severity', '']
  if (report.gate.result === 'unknown') {
    lines.push('As the service counted them; the gate could not trust these counts.', '')
  }
  lines.push('| Severity | Findings |', '| --- | ---: |')
  for (const severity of SEVERITIES) {
    lines.push(`| ${SEVERITY_LABELS[severity]} | ${countOf(counts, severity)} |`)
  }
  lines.push(`| **Total** | **${totalFindings(counts)}** |`, '')
  return lines
}

/** Why there are no counts: a scan not finished, or none started (no key, a failed estimation). */
export function describeNoCounts(report: Pick<RunOutcome, 'scan'>): string {
  return report.scan === undefined
    ? 'No counts: no scan ran.'
    : 'No counts yet: the scan has not finished.'
}

function describeHidden(hidden: number, shown: number): string {
  const noun = hidden === 1 ? 'finding' : 'findings'
  return shown > 0
    ? `… and ${hidden} more ${noun} not shown (see the dashboard / SARIF)`
    : `${hidden} ${noun} not shown (see the dashboard / SARIF)`
}

/** Rows of `findings` while each next one still fits in the room left, which they take from. */
function fillRows(
  findings: readonly Finding[],
  rowOf: (f: Finding) => string,
  room: Room,
): string[] {
  const rows: string[] = []
  for (const finding of findings) {
    const row = rowOf(finding)
    const rowBytes = byteLength(row) + 1
    if (rowBytes > room.bytes) break
    room.bytes -= rowBytes
    rows.push(row)
  }
  return rows
}

function bytesOf(lines: readonly string[]): number {
  return lines.reduce((sum, l) => sum + byteLength(l) + 1, 0)
}

/**
 * The findings table, filled while each next row still fits in budgetBytes. Against a baseline
 * (gate: new), the new findings come first, marked, and the existing ones are folded below it.
 */
function renderFindings(report: RunOutcome, budgetBytes: number): string[] {
  const total = scanFindingsTotal(report)
  const baseline = comparedBaseline(report)
  const lines = ['### Findings', '']
  if (baseline !== undefined) {
    const line = describeNewAndFixed(baseline, escapeMarkdown, report.target.codePage)
    lines.push(`**${line}**`, '')
  }
  if (total === 0) return [...lines, 'No findings.', '']
  if (report.findingsRead === 'partial') {
    lines.push('Only the most severe findings were read from the service.', '')
  }
  const split = baseline && splitByState(report.findings, baseline)
  const existing = split?.existing ?? []
  const folded = baseline && planFolded(baseline, existing, escapeMarkdown)
  const code = codeAtOf(report.target)
  const room: Room = {
    bytes: budgetBytes - bytesOf(lines) - bytesOf(FINDING_TABLE_HEADER) - (folded?.bytes ?? 0),
  }
  const listed = split
    ? [...sortBySeverity(split.fresh), ...sortBySeverity(split.other)]
    : sortBySeverity(report.findings)
  const rows = fillRows(
    listed,
    (finding) => {
      const coverage = coverageOf(report, finding)
      const mark = coverage === undefined ? undefined : describeCoverage(coverage, escapeMarkdown)
      return renderFindingRow(finding, { mark, isNew: stateOf(report, finding) === 'new', code })
    },
    room,
  )
  if (rows.length > 0) lines.push(...FINDING_TABLE_HEADER, ...rows, '')
  const hidden = total - existing.length - rows.length
  if (hidden > 0) lines.push(describeHidden(hidden, rows.length), '')
  if (folded !== undefined) {
    lines.push(
      ...folded.render(
        fillRows(sortBySeverity(existing), (f) => renderFindingRow(f, { code }), room),
      ),
    )
  }
  return lines
}

/** The note on where the key sits: the action's own words and link, never untrusted text. */
const KEY_READABLE_NOTE = `- The API key reached a run on the pull request's own ref: any workflow its branch adds can read the key too. [Keep it where only the default branch can read it](${KEY_CUSTODY_URL}).`

function renderNotes(notes: readonly string[], keyReadableByBranch: boolean): string[] {
  if (notes.length === 0 && !keyReadableByBranch) return []
  const lines = ['### Notes', '', ...(keyReadableByBranch ? [KEY_READABLE_NOTE] : [])]
  for (const note of notes.slice(0, MAX_NOTES)) {
    lines.push(`- ${escapeMarkdown(truncate(note, NOTE_MAX_CHARS))}`)
  }
  if (notes.length > MAX_NOTES) lines.push(`- … and ${notes.length - MAX_NOTES} more notes`)
  lines.push('')
  return lines
}

/** A last resort for a tiny limit: cut at a line boundary, which never splits a UTF-8 sequence. */
function clipToBytes(text: string, maxBytes: number): string {
  const buffer = Buffer.from(text, 'utf8')
  if (buffer.length <= maxBytes) return text
  const room = maxBytes - byteLength(TRUNCATED_MARKER)
  if (room <= 0) return ''
  const cut = buffer.subarray(0, room).lastIndexOf(0x0a)
  return (cut < 0 ? '' : buffer.subarray(0, cut).toString('utf8')) + TRUNCATED_MARKER
}

export function renderSummary(report: RunOutcome, options: SummaryOptions = {}): string {
  const maxBytes = options.maxBytes ?? SUMMARY_MAX_BYTES
  const head = [
    ...renderHead(report),
    ...renderSeverityTable(report),
    ...renderPolicySection(report, maxBytes * POLICY_SHARE),
    ...renderDependencySection(report.dependencies, maxBytes * DEPENDENCY_SHARE),
  ]
  const tail = [
    ...renderEstimationSection(report.estimation),
    ...renderNotes(report.notes, report.keyReadableByBranch === true),
  ]
  const fixedBytes = [...head, ...tail].reduce((sum, l) => sum + byteLength(l) + 1, 0)
  const budget = maxBytes - fixedBytes - MORE_LINE_RESERVE_BYTES
  const text = [...head, ...renderFindings(report, budget), ...tail].join('\n')
  return clipToBytes(text, maxBytes)
}
