/**
 * GitLab's SAST report (gl-sast-report.json, `artifacts:reports:sast`), so that GitLab shows the
 * findings in merge requests: a pure function of the outcome. What GitLab documents, and this does:
 *
 * - https://docs.gitlab.com/ee/development/integrations/secure.html ("Security scanner
 *   integration", Report): `id` unique, a UUID recommended; `identifiers` ordered, the first (the
 *   primary identifier) tracks a vulnerability across commits, 20 at most are kept; a SAST
 *   `location` has `file` and `start_line` (with `end_line`, its fingerprint); severities Info,
 *   Unknown, Low, Medium, High, Critical.
 * - https://gitlab.com/gitlab-org/security-products/security-report-schemas/-/blob/master/dist/sast-report-format.json
 *   (version 15; GitLab vendors each one in lib/gitlab/ci/parsers/security/validators/schemas/):
 *   `scan.analyzer` and `scan.scanner` with id, name, version and vendor.name, `scan.type` sast,
 *   `start_time`/`end_time` as yyyy-mm-ddThh:mm:ss (UTC, no zone), `status` success or failure;
 *   `name` at most 255 characters, `solution` 7,000, `description` 1 MiB.
 * - https://docs.gitlab.com/user/application_security/detect/security_report_validation: a report
 *   is validated against the version it declares, and not ingested when GitLab does not know it
 *   (an unknown PATCH of a known MAJOR.MINOR is checked against the latest it has). Older GitLab
 *   refuses a newer REVISION (15.2.1 on 17.1: https://gitlab.com/gitlab-org/gitlab/-/work_items/497405),
 *   hence 15.0.6, which every GitLab that knows schema 15.0 reads.
 * - `end_line` always, or the vulnerability's page fails (https://gitlab.com/gitlab-org/gitlab/-/issues/566566).
 * - The description is rendered as Markdown (https://gitlab.com/gitlab-org/gitlab/-/merge_requests/75859).
 *
 * Finding text came from the scanned code: one line without control or bidi characters (`plain`),
 * cut to size, then escaped for Markdown where GitLab renders it; JSON.stringify does the rest.
 */
import { createHash } from 'node:crypto'
import { escapeMarkdown, safeLink, truncate } from '../../common/escape.js'
import { ACTION_NAME, ACTION_URL } from '../../common/version.js'
import { plural } from '../../common/words.js'
import { scanFindingsTotal, type RunOutcome } from '../../outcome/outcome.js'
import type { Coverage } from '../../policy/policy.js'
import type { Finding, Severity } from '../../service/finding.js'
import { coverageOf, describeCoverage, describeSuppression } from '../policy-words.js'
import { fingerprintMostSevere, ID_MAX_CHARS, LONE_SURROGATE, plain } from './sarif-identity.js'
import type { Entry } from './sarif-identity.js'
import { SARIF_NO_PATH_URI, SHORT_TEXT_MAX_CHARS } from './sarif-result.js'
import {
  baselineLine,
  baselineProblem,
  comparedBaseline,
  describeState,
  stateOf,
} from '../baseline-words.js'

export interface GitLabSastOptions {
  /** The tool's version, as scan.analyzer.version and scan.scanner.version. */
  toolVersion: string
  /** When the run started and ended (epoch ms): scan.start_time and scan.end_time, in UTC. */
  startedAtMs: number
  endedAtMs: number
}

/**
 * The schema version the report declares (see above for why 15.0, not the newest 15.2).
 * @internal
 */
export const GITLAB_SAST_SCHEMA_VERSION = '15.0.6'
const SCHEMA_URL = `https://gitlab.com/gitlab-org/security-products/security-report-schemas/-/raw/v${GITLAB_SAST_SCHEMA_VERSION}/dist/sast-report-format.json`

/**
 * The `file` of a finding without a repository path: GitLab wants one, and dropping the finding
 * would hide it. As in the SARIF file, a path that names no file; the description says the path.
 * @internal
 */
export const GITLAB_NO_PATH_FILE = SARIF_NO_PATH_URI

/** GitLab keeps the first 20 identifiers of a vulnerability. */
const GITLAB_IDENTIFIERS_MAX = 20
const NAME_MAX_CHARS = 255
/** Before escaping: Markdown escaping makes a character at most 6 (`&quot;`), 24,000 in all. */
const DESCRIPTION_MAX_CHARS = 4_000
/** Before escaping: at most 6,000 after, within the schema's 7,000 for `solution`. */
const SOLUTION_MAX_CHARS = 1_000
/** A longer path is not a location to show: it is reported in the description instead. */
const PATH_MAX_CHARS = 1_024
const MESSAGE_MAX_CHARS = 1_000
const NOTES_MAX = 20
/** The latest time the `yyyy-mm-ddThh:mm:ss` format can hold. */
const LATEST_TIME_MS = Date.UTC(9999, 11, 31, 23, 59, 59)

/** Identifier types of this tool's own (GitLab's documented ones are cve, cwe, osvdb…). */
const RULE_IDENTIFIER = 'security_scan_rule'
const FINDING_IDENTIFIER = 'security_scan_finding'

type GitLabSeverity = Capitalize<Severity> | 'Unknown'
type Identifier = Record<'type' | 'name' | 'value', string> & { url?: string }

interface Vulnerability {
  id: string
  name: string
  description: string
  severity: GitLabSeverity
  solution?: string
  location: { file: string; start_line: number; end_line: number }
  identifiers: Identifier[]
  links?: { name: string; url: string }[]
  details?: Record<string, { name: string; type: 'text'; value: string }>
}

type Message = { level: 'info' | 'warn' | 'fatal'; value: string }

function capitalize(severity: Severity): Capitalize<Severity> {
  return `${severity.charAt(0).toUpperCase()}${severity.slice(1)}` as Capitalize<Severity>
}

/** yyyy-mm-ddThh:mm:ss in UTC, without a zone, as GitLab's schema wants it. */
function formatUtc(ms: number): string {
  const clamped = Number.isFinite(ms) ? Math.min(Math.max(ms, 0), LATEST_TIME_MS) : 0
  return new Date(clamped).toISOString().slice(0, 19)
}

/**
 * A UUID (RFC 9562 version 8, name-based with SHA-256) of the scan and the finding, so a re-run
 * writes the same ids. A finding id the service sent twice gets its occurrence in the name.
 */
function vulnerabilityId(scanId: string, findingId: string, occurrence: number): string {
  const name = [scanId, findingId, ...(occurrence > 0 ? [String(occurrence)] : [])].join('\0')
  const hex = createHash('sha256').update(name).digest('hex')
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16)
  const digits = `${hex.slice(0, 12)}8${hex.slice(13, 16)}${variant}${hex.slice(17, 32)}`
  return digits.replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5')
}

/** The CWE numbers of `CWE-79, 89`, each once. */
function cweNumbers(cwe: string | undefined): string[] {
  const numbers = (cwe ?? '')
    .split(',')
    .map((part) => /^\s*(?:CWE[-_ ]?)?0*(\d{1,7})\s*$/i.exec(part)?.[1])
    .filter((n): n is string => n !== undefined)
  return [...new Set(numbers)]
}

function cweIdentifier(n: string): Identifier {
  return {
    type: 'cwe',
    name: `CWE-${n}`,
    value: n,
    url: `https://cwe.mitre.org/data/definitions/${n}.html`,
  }
}

/**
 * The primary identifier first: GitLab tracks a vulnerability by it, so it must not change from
 * one scan to the next, as finding ids do. It is the SARIF rule's base id (the service's rule, else
 * the CWE, else a hash of the title), or the CWE itself when the CWE names the rule. Then the
 * CWEs, then the finding's id with its dashboard link: never empty.
 */
function identifiersOf(entry: Entry): Identifier[] {
  const { finding } = entry
  const cwes = cweNumbers(finding.cwe)
    .slice(0, GITLAB_IDENTIFIERS_MAX - 2)
    .map(cweIdentifier)
  const base = entry.ruleId.slice(0, entry.ruleId.length - entry.severity.length - 1)
  const rule: Identifier = { type: RULE_IDENTIFIER, name: base, value: base }
  const id = plain(finding.id, ID_MAX_CHARS)
  const link = safeLink(finding.url)
  const byFinding: Identifier = { type: FINDING_IDENTIFIER, name: `Finding ${id}`, value: id }
  if (link !== undefined) byFinding.url = link
  const primary = entry.ruleBy === 'cwe' && cwes.length > 0 ? [] : [rule]
  return [...primary, ...cwes, byFinding]
}

function isLine(n: number | undefined): n is number {
  return n !== undefined && Number.isInteger(n) && n >= 1
}

function usablePath(entry: Entry): string | undefined {
  const path = entry.path?.replace(LONE_SURROGATE, '\ufffd')
  return path !== undefined && path.length <= PATH_MAX_CHARS ? path : undefined
}

function locationOf(entry: Entry, path: string | undefined): Vulnerability['location'] {
  const { lineStart, lineEnd } = entry.finding
  if (path === undefined || !isLine(lineStart)) {
    return { file: path ?? GITLAB_NO_PATH_FILE, start_line: 1, end_line: 1 }
  }
  const end = isLine(lineEnd) && lineEnd >= lineStart ? lineEnd : lineStart
  return { file: path, start_line: lineStart, end_line: end }
}

function describeFinding(entry: Entry, name: string, path: string | undefined): string {
  const { finding } = entry
  const parts = [plain(finding.description, DESCRIPTION_MAX_CHARS) || name]
  if (path === undefined && finding.filePath !== undefined) {
    parts.push(`(reported at ${plain(finding.filePath, SHORT_TEXT_MAX_CHARS)})`)
  }
  return escapeMarkdown(parts.join(' '))
}

/**
 * How a finding the policy file keeps from the gate says so. GitLab's schema has no suppression:
 * its one flag says "likely false positive", which a suppression is not, and a vulnerability is
 * dismissed in GitLab, not in the report. So the finding is listed, as it is in the SARIF file,
 * with the policy's words in `details`, which GitLab shows on the vulnerability.
 */
function detailsOf(coverage: Coverage, policyPath: string): Vulnerability['details'] {
  const text = (words: string) => plain(words, SHORT_TEXT_MAX_CHARS)
  const entry =
    coverage.kind === 'suppressed' ? ` (${describeSuppression(coverage.suppression, text)})` : ''
  const value = `Kept from the gate by ${text(policyPath) || 'the policy file'}: ${describeCoverage(coverage, text)}${entry}.`
  return {
    policy: { name: 'Policy file', type: 'text', value: truncate(value, SHORT_TEXT_MAX_CHARS) },
  }
}

/**
 * With gate: new, a finding's state against the baseline, in `details` too: the schema has no
 * word for it, and GitLab shows details on the vulnerability.
 */
function baselineDetailsOf(
  outcome: RunOutcome,
  finding: Finding,
): Vulnerability['details'] | undefined {
  const state = stateOf(outcome, finding)
  const baseline = comparedBaseline(outcome)
  if (state === undefined || baseline === undefined) return undefined
  const text = (words: string) => plain(words, SHORT_TEXT_MAX_CHARS)
  const value = truncate(describeState(state, baseline, text), SHORT_TEXT_MAX_CHARS)
  return { baseline: { name: 'Baseline', type: 'text', value } }
}

function toVulnerability(
  entry: Entry,
  id: string,
  coverage: Coverage | undefined,
  policyPath: string,
  told?: Vulnerability['details'],
): Vulnerability {
  const { finding } = entry
  const name = plain(finding.title, NAME_MAX_CHARS) || 'Untitled finding'
  const path = usablePath(entry)
  const solution = plain(finding.recommendation, SOLUTION_MAX_CHARS)
  const link = safeLink(finding.url)
  return {
    id,
    name,
    description: describeFinding(entry, name, path),
    severity: finding.unknownSeverity === undefined ? capitalize(finding.severity) : 'Unknown',
    ...(solution === '' ? {} : { solution: escapeMarkdown(solution) }),
    location: locationOf(entry, path),
    identifiers: identifiersOf(entry),
    ...(link === undefined ? {} : { links: [{ name: 'The finding in the dashboard', url: link }] }),
    ...(coverage === undefined && told === undefined
      ? {}
      : { details: { ...(coverage && detailsOf(coverage, policyPath)), ...told } }),
  }
}

/** Every finding read, most severe first. */
function toVulnerabilities(outcome: RunOutcome): Vulnerability[] {
  const scanId = outcome.scan?.id ?? ''
  const policyPath = outcome.policy?.path ?? ''
  const occurrences = new Map<string, number>()
  return fingerprintMostSevere(outcome.findings, outcome.findings.length).map((entry) => {
    const occurrence = occurrences.get(entry.finding.id) ?? 0
    occurrences.set(entry.finding.id, occurrence + 1)
    const id = vulnerabilityId(scanId, entry.finding.id, occurrence)
    const { finding } = entry
    const told = baselineDetailsOf(outcome, finding)
    return toVulnerability(entry, id, coverageOf(outcome, finding), policyPath, told)
  })
}

/**
 * `success` only for a scan that finished with its findings read. A scan that stopped (timeout,
 * cancelled, refused, not awaited, untrusted counts) lists what was read and says `failure`, with
 * why: GitLab is not left to take a finding it does not list for a fixed vulnerability unawares.
 */
function statusOf(outcome: RunOutcome): 'success' | 'failure' {
  return outcome.stop === undefined && outcome.findingsRead !== 'none' ? 'success' : 'failure'
}

function messagesOf(outcome: RunOutcome, status: 'success' | 'failure'): Message[] {
  const messages: Message[] = []
  if (status === 'failure') {
    const problem = plain(outcome.problem, MESSAGE_MAX_CHARS)
    messages.push({
      level: 'fatal',
      value: problem || 'The scan did not finish: no findings were read.',
    })
  }
  if (outcome.findingsRead === 'partial') {
    const total = scanFindingsTotal(outcome)
    messages.push({
      level: 'warn',
      value: `${outcome.findings.length} of the scan's ${plural(total, 'finding')} are listed: the others were not read.`,
    })
  }
  // Why every finding counted warns; the first full scan starting the record informs.
  const line = baselineLine(outcome)
  if (line !== undefined) {
    const level = baselineProblem(outcome) === undefined ? 'info' : 'warn'
    messages.push({ level, value: `Baseline: ${plain(line, MESSAGE_MAX_CHARS)}` })
  }
  for (const note of outcome.notes.slice(0, NOTES_MAX)) {
    const value = plain(note, MESSAGE_MAX_CHARS)
    if (value !== '') messages.push({ level: 'warn', value })
  }
  return messages
}

/** The report as compact JSON (its size is what counts), ending in a newline. */
export function renderGitLabSast(outcome: RunOutcome, options: GitLabSastOptions): string {
  const tool = {
    id: ACTION_NAME,
    name: ACTION_NAME,
    url: ACTION_URL,
    version: plain(options.toolVersion, ID_MAX_CHARS) || 'unknown',
    vendor: { name: ACTION_NAME },
  }
  const status = statusOf(outcome)
  const messages = messagesOf(outcome, status)
  const start = formatUtc(options.startedAtMs)
  const end = formatUtc(options.endedAtMs)
  const report = {
    version: GITLAB_SAST_SCHEMA_VERSION,
    schema: SCHEMA_URL,
    scan: {
      // The analyzer is this tool, and so is the scanner: GitLab groups vulnerabilities by it.
      analyzer: tool,
      scanner: tool,
      type: 'sast',
      start_time: start,
      // The format sorts as it reads: a clock that went back never ends a scan before its start.
      end_time: end < start ? start : end,
      status,
      ...(messages.length === 0 ? {} : { messages }),
    },
    vulnerabilities: toVulnerabilities(outcome),
  }
  return `${JSON.stringify(report)}\n`
}
