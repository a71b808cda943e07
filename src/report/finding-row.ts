/**
 * One finding as a row of a Markdown table (severity, title, location), shared by the job summary,
 * the check run and the PR comment, so a finding reads the same everywhere. `escape` renders the
 * untrusted texts inert for the place the row goes to (the PR comment also defuses mentions).
 */
import { repoRelativePath, type Finding, type Severity } from '../service/finding.js'
import { escapeMarkdown, safeLink, truncate } from '../common/escape.js'
import { COMMIT_SHA } from '../config/event-target.js'

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

/** Where the scanned code is on GitHub: the repository's page and the whole commit scanned. */
export interface CodeAt {
  page: string
  commit: string
}

/** The scanned commit's page of the outcome's repository, when both are known. */
export function codeAtOf(target: {
  codePage?: string | undefined
  headSha?: string | undefined
}): CodeAt | undefined {
  const { codePage, headSha } = target
  if (codePage === undefined || headSha === undefined || !COMMIT_SHA.test(headSha)) {
    return undefined
  }
  return { page: codePage, commit: headSha }
}

/**
 * The location, linked to its file and lines at the scanned commit when the path is a repository
 * path: `<page>/blob/<commit>/<path, each segment encoded>#L3-L5`. safeLink checks the whole.
 */
function renderLocation(
  finding: Finding,
  escape: (text: string) => string,
  code: CodeAt | undefined,
): string {
  const shown = describeLocation(finding, (path) => escape(truncate(path, PATH_MAX_CHARS)))
  if (shown === undefined) return '—'
  const path = code === undefined ? undefined : repoRelativePath(finding)
  if (code === undefined || path === undefined) return shown
  const encoded = path.split('/').map(encodeURIComponent).join('/')
  const { lineStart: start, lineEnd: end } = finding
  const lines =
    start === undefined
      ? ''
      : end !== undefined && end > start
        ? `#L${start}-L${end}`
        : `#L${start}`
  const link = safeLink(`${code.page}/blob/${code.commit}/${encoded}${lines}`)
  return link === undefined ? shown : `[${shown}](${link})`
}

/** How a row is written: escaped for its place, marked, new (gate: new), linked to the code. */
export interface RowOptions {
  escape?: (text: string) => string
  /** Says in words already escaped why the finding does not gate ("suppressed until …"). */
  mark?: string | undefined
  /** A finding the change introduces (gate: new): NEW_FINDING_MARK before its title. */
  isNew?: boolean
  /** Where the scanned code is: the location links to its file and lines. */
  code?: CodeAt | undefined
}

/** What marks a finding a change introduces (gate: new), before its title. */
const NEW_FINDING_MARK = '🆕 '

/**
 * `mark` follows the title, so the row keeps its three cells; `isNew` puts NEW_FINDING_MARK
 * before it.
 */
export function renderFindingRow(
  finding: Finding,
  { escape = escapeMarkdown, mark, isNew, code }: RowOptions = {},
): string {
  const title = escape(truncate(finding.title, TITLE_MAX_CHARS)) || 'Untitled finding'
  const link = safeLink(finding.url)
  const linked = `${isNew === true ? NEW_FINDING_MARK : ''}${link === undefined ? title : `[${title}](${link})`}`
  const titleCell = mark === undefined ? linked : `${linked} (🔕 ${mark})`
  return `| ${SEVERITY_LABELS[finding.severity]} | ${titleCell} | ${renderLocation(finding, escape, code)} |`
}
