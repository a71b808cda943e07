/**
 * One finding in SARIF: the rule GitHub reads its alert's title and severity from, and the result
 * that places it in the code. Texts go through `plain` (sarif-identity.ts) and are cut to size.
 */
import type { Location, ReportingDescriptor, Result, Suppression as SarifSuppression } from 'sarif'
import type { Finding, Severity } from '../../service/finding.js'
import type { Coverage } from '../../policy/policy.js'
import { safeLink, truncate } from '../../common/escape.js'
import { ID_MAX_CHARS, LONE_SURROGATE, plain, type Entry } from './sarif-identity.js'

/** What every location's relative URI is based on: the repository's root. */
export const SRCROOT = '%SRCROOT%'
const FINGERPRINT_KEY = 'securityScanFinding/v1'
export const SHORT_TEXT_MAX_CHARS = 1_000
const TEXT_MAX_CHARS = 4_000
/** Code scanning reads at most 20 tags per rule. */
const TAGS_MAX = 20

/**
 * Where a finding without a repository path is put. Code scanning rejects the whole upload when
 * one result has no location ("locationFromSarifResult: expected at least one location", see
 * github/codeql-action#1738), or an empty URI ("expected artifact location"), and the Multitool's
 * GitHub rules (GH1015) call it an error. Dropping such findings would hide them, so they get a
 * relative URI that names no file, as OpenSSF Scorecard does for its repository-level alerts: the
 * alert shows, without a code preview. Absolute and `..` paths never become locations.
 */
export const SARIF_NO_PATH_URI = 'no-repository-path'

/**
 * A string, as GitHub reads it from the rule: >= 9 is critical, 7-8.9 high, 4-6.9 medium, 0.1-3.9
 * low. GitHub has no info band: info shows as low, at the bottom of it.
 */
const SECURITY_SEVERITY: Record<Severity, string> = {
  critical: '9.5',
  high: '8.0',
  medium: '5.5',
  low: '2.0',
  info: '0.5',
}

const LEVELS: Record<Severity, NonNullable<Result['level']>> = {
  critical: 'error',
  high: 'error',
  medium: 'warning',
  low: 'note',
  info: 'note',
}

/** Each segment percent-encoded, so spaces, `#`, `%` or `?` still make one valid relative URI. */
function encodePath(path: string): string {
  return path
    .replace(LONE_SURROGATE, '\ufffd')
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/')
}

function titleOf(finding: Finding): string {
  return plain(finding.title, SHORT_TEXT_MAX_CHARS) || 'Untitled finding'
}

function cwesOf(finding: Finding): string[] {
  return (finding.cwe ?? '')
    .split(',')
    .map((cwe) => plain(cwe, ID_MAX_CHARS))
    .filter((cwe) => cwe !== '')
}

/**
 * GitHub reads an alert's severity (security-severity) and its title (shortDescription) from the
 * rule, not the result: findings of one rule and different severities get one rule per severity
 * (`CWE-79/high`, `CWE-79/low`), or a low finding would show as critical. A rule that only a CWE
 * names is described by the CWE, not by one of its findings, whose title would be every alert's.
 */
export function describeRule(
  finding: Finding,
  id: string,
  by: 'rule' | 'cwe' | 'title',
): ReportingDescriptor {
  const cwe = plain(finding.cwe, ID_MAX_CHARS)
  const title = by === 'cwe' ? `${cwe} (${finding.severity})` : titleOf(finding)
  const description =
    by === 'cwe'
      ? `Findings of the weakness ${cwe} with ${finding.severity} severity; each result says what was found where.`
      : plain(finding.description, TEXT_MAX_CHARS) || title
  const help =
    by === 'cwe'
      ? `See each finding's recommendation in the dashboard, and https://cwe.mitre.org for ${cwe}.`
      : plain(finding.recommendation, TEXT_MAX_CHARS) || description
  const rule: ReportingDescriptor = {
    id,
    shortDescription: { text: title },
    fullDescription: { text: description },
    help: { text: help },
    defaultConfiguration: { level: LEVELS[finding.severity] },
    properties: {
      tags: ['security', ...cwesOf(finding)].slice(0, TAGS_MAX),
      'security-severity': SECURITY_SEVERITY[finding.severity],
    },
  }
  const link = by === 'cwe' ? undefined : safeLink(finding.url)
  if (link !== undefined) rule.helpUri = link
  return rule
}

function isLine(n: number | undefined): n is number {
  return n !== undefined && Number.isInteger(n) && n >= 1
}

function locationOf(finding: Finding, path: string | undefined): Location {
  if (path === undefined) {
    return {
      physicalLocation: { artifactLocation: { uri: SARIF_NO_PATH_URI, uriBaseId: SRCROOT } },
    }
  }
  const location: Location = {
    physicalLocation: { artifactLocation: { uri: encodePath(path), uriBaseId: SRCROOT } },
  }
  if (isLine(finding.lineStart) && location.physicalLocation) {
    const { lineStart, lineEnd } = finding
    location.physicalLocation.region =
      isLine(lineEnd) && lineEnd >= lineStart
        ? { startLine: lineStart, endLine: lineEnd }
        : { startLine: lineStart }
  }
  return location
}

function messageOf(finding: Finding, path: string | undefined): string {
  const parts = [titleOf(finding), plain(finding.description, TEXT_MAX_CHARS)]
  if (path === undefined && finding.filePath !== undefined) {
    parts.push(`(reported at ${plain(finding.filePath, SHORT_TEXT_MAX_CHARS)})`)
  }
  return truncate(parts.filter((p) => p !== '').join(' — '), TEXT_MAX_CHARS)
}

/**
 * How a result the policy file keeps from the gate says so (SARIF 2.1.0 §3.35): an external,
 * accepted suppression whose justification is the reason written in the file, or the exclude-paths
 * glob, with the entry's expiry, owner, ticket and line as properties. Viewers then show the
 * result as suppressed instead of dropping it.
 */
export function toSuppression(coverage: Coverage, policyPath: string): SarifSuppression {
  const file = plain(policyPath, SHORT_TEXT_MAX_CHARS)
  if (coverage.kind === 'excluded') {
    const glob = plain(coverage.pattern, SHORT_TEXT_MAX_CHARS)
    return {
      kind: 'external',
      status: 'accepted',
      justification: `Excluded by the exclude-paths glob ${glob} of ${file}: its findings never gate.`,
      properties: { 'policy-file': file, 'exclude-paths': glob },
    }
  }
  const s = coverage.suppression
  return {
    kind: 'external',
    status: 'accepted',
    justification: plain(s.reason, TEXT_MAX_CHARS) || `Suppressed by ${file}`,
    properties: {
      'policy-file': file,
      line: s.place.line,
      expires: plain(s.expires, ID_MAX_CHARS),
      ...(s.owner === undefined ? {} : { owner: plain(s.owner, SHORT_TEXT_MAX_CHARS) }),
      ...(s.ticket === undefined ? {} : { ticket: plain(s.ticket, SHORT_TEXT_MAX_CHARS) }),
    },
  }
}

export function toResult(entry: Entry, ruleIndex: number, suppression?: SarifSuppression): Result {
  const { finding, path } = entry
  const result: Result = {
    ruleId: entry.ruleId,
    level: LEVELS[finding.severity],
    message: { text: messageOf(finding, path) },
    locations: [locationOf(finding, path)],
    partialFingerprints: { [FINGERPRINT_KEY]: entry.fingerprint },
    properties: {
      'finding-id': plain(finding.id, ID_MAX_CHARS),
      severity: finding.severity,
      ...(finding.state === undefined ? {} : { state: plain(finding.state, ID_MAX_CHARS) }),
    },
  }
  const link = safeLink(finding.url)
  if (link !== undefined && result.properties) result.properties.url = link
  result.ruleIndex = ruleIndex
  if (suppression !== undefined) result.suppressions = [suppression]
  return result
}
