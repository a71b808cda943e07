/**
 * SARIF 2.1.0 for GitHub code scanning (github/codeql-action/upload-sarif): every finding read,
 * whatever the gate threshold, within code scanning's limits. A pure function of the report, like
 * every report: writing the file is the caller's job.
 *
 * Texts come from the scanned code. SARIF text is plain text, so nothing is Markdown-escaped, but
 * control, line-separator and bidi characters go (toSingleLine), and JSON.stringify does the rest.
 */
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'
import type { Location, Log, ReportingDescriptor, Result, Run } from 'sarif'
import type { Finding, Severity } from '../service/finding.js'
import { safeLink, truncate } from '../common/escape.js'
import {
  fingerprintMostSevere,
  ID_MAX_CHARS,
  LONE_SURROGATE,
  plain,
  type Entry,
} from './sarif-identity.js'
import type { RunOutcome } from '../outcome/outcome.js'

/** Code scanning keeps at most this many results per run. */
export const SARIF_MAX_RESULTS = 25_000
/** Code scanning rejects an upload larger than this, gzipped. */
export const SARIF_MAX_GZIP_BYTES = 10 * 1024 * 1024
/**
 * What this action writes at most, gzipped: upload-sarif adds fingerprints and its own run
 * details before it uploads, so the file keeps a tenth of the limit for them.
 */
export const SARIF_GZIP_BUDGET_BYTES = 9 * 1024 * 1024

export interface SarifOptions {
  /** The action's version, as tool.driver.version. */
  toolVersion: string
  /**
   * The tool's page, as tool.driver.informationUri: GitHub's ingestion rules (the Multitool's
   * `Sarif;Gh`) warn without it (SARIF2005). Left out only when it is not a safe http(s) link.
   */
  informationUri: string
  /** Default SARIF_MAX_RESULTS. */
  maxResults?: number
  /** Default SARIF_GZIP_BUDGET_BYTES. */
  maxGzipBytes?: number
}

export interface SarifDocument {
  /**
   * The SARIF log as compact JSON (the upload limit is on its size), in pieces that joined are
   * the file. Never one string, which for 25,000 results would be tens of MB: each iteration
   * renders the pieces anew.
   */
  chunks: Iterable<string>
  /** Results written. */
  results: number
  /** Findings given (report.findings). */
  findings: number
  /** One plain sentence when findings were left out. */
  note?: string
}

const TOOL_NAME = 'security-scan-action'
const SCHEMA_URI =
  'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json'
const SRCROOT = '%SRCROOT%'
const FINGERPRINT_KEY = 'securityScanFinding/v1'
const SHORT_TEXT_MAX_CHARS = 1_000
const TEXT_MAX_CHARS = 4_000
/** Code scanning reads at most 20 tags per rule. */
const TAGS_MAX = 20
/** Results per piece of the log's text: pieces of about 60 KB, so few writes even for 25,000. */
const RESULTS_PER_CHUNK = 100
/**
 * Where the results go in the serialized log: the run is the only object with this key, and a
 * JSON string never holds an unescaped quote, so the first match is the run's.
 */
const RESULTS_KEY = '"results":['
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
function describeRule(
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

function toResult(entry: Entry, ruleIndex: number): Result {
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
  return result
}

function formatCount(n: number): string {
  return n.toLocaleString('en-US')
}

function formatBytes(n: number): string {
  const mb = n / (1024 * 1024)
  return Number.isInteger(mb) ? `${formatCount(mb)} MB` : `${formatCount(n)} bytes`
}

function describeCut(kept: number, total: number, reasons: readonly string[]): string {
  return `SARIF: ${formatCount(kept)} of ${formatCount(total)} findings kept (code scanning takes at most ${reasons.join(' and ')}); the least severe were left out`
}

/** The rules of the kept results, each once, in the order the results first name them. */
function collectRules(kept: readonly Entry[]): {
  rules: ReportingDescriptor[]
  ruleIndex: Map<string, number>
} {
  const rules: ReportingDescriptor[] = []
  const ruleIndex = new Map<string, number>()
  for (const entry of kept) {
    if (ruleIndex.has(entry.ruleId)) continue
    ruleIndex.set(
      entry.ruleId,
      rules.push(describeRule(entry.finding, entry.ruleId, entry.ruleBy)) - 1,
    )
  }
  return { rules, ruleIndex }
}

/** The run without its results, which are rendered one piece at a time. */
function describeRun(
  report: RunOutcome,
  options: SarifOptions,
  rules: ReportingDescriptor[],
  note: string | undefined,
): Run {
  const run: Run = {
    tool: {
      driver: {
        name: TOOL_NAME,
        version: plain(options.toolVersion, ID_MAX_CHARS) || 'unknown',
        rules,
      },
    },
    results: [],
  }
  const informationUri = safeLink(options.informationUri)
  if (informationUri !== undefined) run.tool.driver.informationUri = informationUri
  const repositoryUri = safeLink(report.target.repoUrl)
  if (repositoryUri !== undefined) {
    const revisionId = plain(report.target.headSha, ID_MAX_CHARS)
    const branch = plain(report.target.branch, SHORT_TEXT_MAX_CHARS)
    run.versionControlProvenance = [
      {
        repositoryUri,
        // The repository's root is what %SRCROOT% (every location's base) stands for.
        mappedTo: { uriBaseId: SRCROOT },
        ...(revisionId === '' ? {} : { revisionId }),
        ...(branch === '' ? {} : { branch }),
      },
    ]
  }
  run.properties = {
    ...(report.scan ? { 'scan-id': plain(report.scan.id, ID_MAX_CHARS) } : {}),
    // As in the report file: counts the gate could not trust are left out.
    ...(report.counts && report.gate.result !== 'unknown' ? { counts: { ...report.counts } } : {}),
    'findings-read': report.findingsRead,
    ...(note === undefined ? {} : { note }),
  }
  return run
}

function serialize(run: Run): string {
  const log: Log = { $schema: SCHEMA_URI, version: '2.1.0', runs: [run] }
  return JSON.stringify(log)
}

/**
 * The log of the kept entries, as JSON.stringify would write it, one piece at a time: the log
 * around its results is serialized once, and split where the results go.
 */
function renderLog(
  report: RunOutcome,
  options: SarifOptions,
  kept: readonly Entry[],
  note: string | undefined,
): Iterable<string> {
  const { rules, ruleIndex } = collectRules(kept)
  const frame = serialize(describeRun(report, options, rules, note))
  const at = frame.indexOf(RESULTS_KEY) + RESULTS_KEY.length
  const resultOf = (entry: Entry) =>
    JSON.stringify(toResult(entry, ruleIndex.get(entry.ruleId) ?? 0))
  return {
    *[Symbol.iterator]() {
      yield frame.slice(0, at)
      for (let i = 0; i < kept.length; i += RESULTS_PER_CHUNK) {
        const results = kept
          .slice(i, i + RESULTS_PER_CHUNK)
          .map(resultOf)
          .join(',')
        yield i === 0 ? results : `,${results}`
      }
      yield frame.slice(at)
    },
  }
}

/** The gzipped size of a text, compressed as it is rendered: the whole never exists at once. */
async function measureGzip(chunks: Iterable<string>): Promise<number> {
  let size = 0
  await pipeline(chunks, createGzip(), async (compressed: AsyncIterable<Buffer>) => {
    for await (const piece of compressed) size += piece.length
  })
  return size
}

/**
 * The SARIF log of every finding in the report: at most maxResults results and maxGzipBytes
 * gzipped, keeping the most severe; `note` says what was left out. (Only a limit smaller than an
 * empty log, a few hundred bytes, can leave the text over maxGzipBytes, with no results.)
 * Asynchronous because the size is measured by compressing the log as it is rendered.
 */
export async function buildSarif(
  report: RunOutcome,
  options: SarifOptions,
): Promise<SarifDocument> {
  const maxResults = Math.max(0, Math.floor(options.maxResults ?? SARIF_MAX_RESULTS))
  const maxGzipBytes = options.maxGzipBytes ?? SARIF_GZIP_BUDGET_BYTES
  const total = report.findings.length
  const candidates = fingerprintMostSevere(report.findings, maxResults)

  const reasons = candidates.length < total ? [`${formatCount(maxResults)} results per run`] : []
  let count = candidates.length
  for (;;) {
    const cutForSize = count < candidates.length
    const why = cutForSize
      ? [
          ...reasons,
          `${formatBytes(Math.max(maxGzipBytes, SARIF_MAX_GZIP_BYTES))} gzipped per upload`,
        ]
      : reasons
    const note = count < total ? describeCut(count, total, why) : undefined
    const chunks = renderLog(report, options, candidates.slice(0, count), note)
    const size = await measureGzip(chunks)
    if (size <= maxGzipBytes || count === 0) {
      return { chunks, results: count, findings: total, ...(note === undefined ? {} : { note }) }
    }
    // Scale by the overshoot, with a margin (rules and the note do not shrink in proportion).
    count = Math.min(count - 1, Math.floor((count * maxGzipBytes * 0.95) / size))
    count = Math.max(0, count)
  }
}
