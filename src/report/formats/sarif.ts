/**
 * SARIF 2.1.0 for GitHub code scanning (github/codeql-action/upload-sarif): every finding read,
 * whatever the gate threshold, within code scanning's limits. A finding the policy file keeps from
 * the gate is still a result, marked with a suppression (sarif-result.ts); with gate: new, each
 * result told against the baseline has its baselineState, `new` or `unchanged`. A pure function of the
 * report, like every report: writing the file is the caller's job.
 *
 * Texts come from the scanned code. SARIF text is plain text, so nothing is Markdown-escaped, but
 * control, line-separator and bidi characters go (toSingleLine), and JSON.stringify does the rest.
 */
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'
import type { Log, ReportingDescriptor, Run } from 'sarif'
import { safeLink } from '../../common/escape.js'
import { fingerprintMostSevere, ID_MAX_CHARS, plain, type Entry } from './sarif-identity.js'
import {
  describeRule,
  SHORT_TEXT_MAX_CHARS,
  SRCROOT,
  toResult,
  toSuppression,
} from './sarif-result.js'
import type { RunOutcome } from '../../outcome/outcome.js'
import { baselineStateOf } from '../../baseline/baseline.js'

/**
 * Code scanning keeps at most this many results per run.
 * @internal
 */
export const SARIF_MAX_RESULTS = 25_000
/**
 * Code scanning rejects an upload larger than this, gzipped.
 * @internal
 */
export const SARIF_MAX_GZIP_BYTES = 10 * 1024 * 1024
/**
 * What this action writes at most, gzipped: upload-sarif adds fingerprints and its own run
 * details before it uploads, so the file keeps a tenth of the limit for them.
 */
const SARIF_GZIP_BUDGET_BYTES = 9 * 1024 * 1024

export interface SarifOptions {
  /** The action's version, as tool.driver.version. */
  toolVersion: string
  /**
   * The tool's page, as tool.driver.informationUri: GitHub's ingestion rules (the Multitool's
   * `Sarif;Gh`) warn without it (SARIF2005). Left out only when it is not a safe http(s) link.
   */
  informationUri: string
  /** runs[].automationDetails.id (with a trailing /): the analysis' category in code scanning. */
  category?: string
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
  note?: string | undefined
}

/** Where a finding without a repository path is put (sarif-result.ts says why). */

const TOOL_NAME = 'security-scan-action'
const SCHEMA_URI =
  'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json'
/** Results per piece of the log's text: pieces of about 60 KB, so few writes even for 25,000. */
const RESULTS_PER_CHUNK = 100
/**
 * Where the results go in the serialized log: the run is the only object with this key, and a
 * JSON string never holds an unescaped quote, so the first match is the run's.
 */
const RESULTS_KEY = '"results":['

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
  // Code scanning keeps one analysis per category: a sweep gives each repository its own.
  const category = plain(options.category, ID_MAX_CHARS)
  if (category !== '') run.automationDetails = { id: `${category}/` }
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
    ...describeBaseline(report),
  }
  return run
}

/**
 * gate: new: the target branch's scan the results' baselineState was told against, and how many
 * are new, existing and fixed (fixed findings are no results: code scanning would open alerts for
 * them); or why there was none.
 */
function describeBaseline(report: RunOutcome): Record<string, unknown> {
  const problem = report.baseline?.problem
  if (problem !== undefined) return { 'baseline-problem': plain(problem, SHORT_TEXT_MAX_CHARS) }
  const ref = report.baseline?.ref
  if (report.baseline === undefined || ref === undefined) return {}
  return {
    baseline: {
      'scan-id': plain(ref.scanId, ID_MAX_CHARS),
      commit: plain(ref.commit, ID_MAX_CHARS),
      branch: plain(ref.branch, SHORT_TEXT_MAX_CHARS),
      compared: [...report.baseline.compared],
      ...report.baseline.counts,
    },
  }
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
  const applied = report.policy?.applied
  const policyPath = report.policy?.path ?? ''
  const resultOf = (entry: Entry) => {
    const coverage = applied?.coverageOf(entry.finding)
    const suppression = coverage === undefined ? undefined : toSuppression(coverage, policyPath)
    const state = baselineStateOf(report.baseline, entry.finding)
    const result = toResult(entry, ruleIndex.get(entry.ruleId) ?? 0, suppression)
    // SARIF's word for a result the baseline had is `unchanged`; none when it was not compared.
    if (state !== undefined) result.baselineState = state === 'new' ? 'new' : 'unchanged'
    return JSON.stringify(result)
  }
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
      return { chunks, results: count, findings: total, note }
    }
    // Scale by the overshoot, with a margin (rules and the note do not shrink in proportion).
    count = Math.min(count - 1, Math.floor((count * maxGzipBytes * 0.95) / size))
    count = Math.max(0, count)
  }
}
