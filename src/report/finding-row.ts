/**
 * One finding as a row of a Markdown table (severity, title, location), shared by the job summary,
 * the check run and the PR comment, so a finding reads the same everywhere. `escape` renders the
 * untrusted texts inert for the place the row goes to (the PR comment also defuses mentions).
 */
import type { Finding, Severity } from '../service/finding.js'
import { escapeMarkdown, safeLink, truncate } from '../common/escape.js'

export const SEVERITY_LABELS: Readonly<Record<Severity, string>> = {
  critical: '🔴 Critical',
  high: '🟠 High',
  medium: '🟡 Medium',
  low: '🔵 Low',
  info: '⚪ Info',
}

const TITLE_MAX_CHARS = 200
const PATH_MAX_CHARS = 300

export const FINDING_TABLE_HEADER = ['| Severity | Finding | Location |', '| --- | --- | --- |']
/**
 * The findings a proposed policy would keep from the gate: the same rows under another header, so
 * that no reader (nor test) takes them for the findings table.
 */
export const WOULD_COVER_TABLE_HEADER = [
  '| Severity | Would not gate after merge | Location |',
  '| --- | --- | --- |',
]

/**
 * "src/run.ts:3-5", the path as the service sent it (made safe by `clean`, which may cut it);
 * undefined when the finding names no file. The Markdown rows, the text report and JUnit use it.
 */
export function describeLocation(
  finding: Pick<Finding, 'filePath' | 'lineStart' | 'lineEnd'>,
  clean: (path: string) => string,
): string | undefined {
  if (finding.filePath === undefined) return undefined
  const path = clean(finding.filePath)
  const { lineStart: start, lineEnd: end } = finding
  if (path === '' || start === undefined) return path || undefined
  return end !== undefined && end > start ? `${path}:${start}-${end}` : `${path}:${start}`
}

function renderLocation(finding: Finding, escape: (text: string) => string): string {
  return describeLocation(finding, (path) => escape(truncate(path, PATH_MAX_CHARS))) ?? '—'
}

/** What marks a finding a change introduces (gate: new), before its title. */
const NEW_FINDING_MARK = '🆕 '

/**
 * `mark`, when given, says in words already escaped why the finding does not gate (the policy's
 * "suppressed until 2027-01-31"): it follows the title, so the row keeps its three cells. `isNew`
 * puts NEW_FINDING_MARK before the title: a finding the change introduces (gate: new).
 */
export function renderFindingRow(
  finding: Finding,
  escape: (text: string) => string = escapeMarkdown,
  mark?: string,
  isNew?: boolean,
): string {
  const title = escape(truncate(finding.title, TITLE_MAX_CHARS)) || 'Untitled finding'
  const link = safeLink(finding.url)
  const linked = `${isNew === true ? NEW_FINDING_MARK : ''}${link === undefined ? title : `[${title}](${link})`}`
  const titleCell = mark === undefined ? linked : `${linked} (🔕 ${mark})`
  return `| ${SEVERITY_LABELS[finding.severity]} | ${titleCell} | ${renderLocation(finding, escape)} |`
}
