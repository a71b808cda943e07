import type { Logger } from '../common/logger.js'
import type { Deadline, RequestOptions, ServiceClient } from '../service/client.js'
import {
  SEVERITIES,
  sortBySeverity,
  type Finding,
  type SeverityCounts,
} from '../service/finding.js'
import type { ListFindingsQuery } from '../service/schemas.js'
import { walkPages } from '../service/paginate.js'
import { MAX_PAGE_SIZE } from '../service/limits.js'
import { sanitizeForLog } from '../common/escape.js'
import { describeCountMismatch } from './counts.js'
import { totalFindings } from '../service/finding.js'

/**
 * The service's page maximum: the fewest requests for the findings the reports need.
 * @internal
 */
export const FINDINGS_PAGE_SIZE = MAX_PAGE_SIZE

export interface CollectedFindings {
  /** Most severe first. */
  findings: Finding[]
  /** True when every finding of the scan was read (so counts can be checked). */
  complete: boolean
  notes: string[]
  /** Findings read that the scan's counts do not account for: the gate cannot trust them. */
  mismatch?: string | undefined
}

export interface CollectOptions {
  /** How many findings the reports can use (findingsNeeded). */
  limit: number
  signal?: AbortSignal | undefined
  /** Until when a busy key (429) is waited out. */
  deadline?: Deadline | undefined
  /**
   * The reports want every finding (SARIF, report file): a scan of more than a page is read
   * through the export endpoint first, in one request, and page by page only when that fails.
   */
  everyFinding?: boolean
  /**
   * Shared by every try at reading one scan (readPatiently tries again after a transient
   * failure): the export is tried once per run, however many times the pages are read.
   */
  exportTries?: { tried: boolean }
}

/**
 * Reads a scan's findings, and only as many as the reports need, in pages of 100 through the
 * documented GET /findings?scan_id=. When the summary's total is within the limit, every finding
 * is read unfiltered: ceil(total / 100) requests, the fewest possible. Beyond the limit (a scan
 * with 100,000 findings), the most severe are read first through the `severity` filter (the order
 * of sort_by=severity is not documented), skipping severities the summary says are empty, so the
 * read costs a handful of requests of the key's shared budget, not a thousand. Counts and the gate
 * come from the summary either way. Every page loop ends when the total is read, a page comes back
 * short, empty or with nothing new, or the page budget is spent: never on the service's word alone.
 */
export async function collectFindings(
  client: ServiceClient,
  scanId: string,
  counts: SeverityCounts,
  log: Logger,
  options: CollectOptions,
): Promise<CollectedFindings> {
  const reading: ScanReading = {
    client,
    scanId,
    counts,
    log,
    request: { signal: options.signal, deadline: options.deadline },
    found: new FoundFindings(),
  }
  const total = totalFindings(counts)
  let complete = false
  // A summary of zeros is checked too: one page that should be empty. Counts that hide findings
  // are the one mistake that would pass the gate.
  const tries = options.exportTries ?? { tried: false }
  const exportFirst = options.everyFinding === true && total > FINDINGS_PAGE_SIZE && !tries.tried
  if (exportFirst) tries.tried = true
  if (exportFirst && (await readExport(reading))) {
    complete = true
  } else if (total <= options.limit) {
    complete = await readPages(reading, { scan_id: scanId }, total, options.limit)
  } else {
    await readMostSevere(reading, options.limit)
  }

  const { findings, notes } = reading.found
  reading.found.noteUnknownSeverities()
  const mismatch = describeCountMismatch(counts, findings, complete)
  for (const note of notes) log.warning(note)
  log.debug(`read ${findings.length} finding(s) of scan ${scanId}; complete: ${complete}`)
  return {
    findings: sortBySeverity(findings),
    complete,
    notes,
    mismatch,
  }
}

/** The findings of one scan read so far, each once, and what was noted on the way. */
class FoundFindings {
  readonly findings: Finding[] = []
  readonly notes: string[] = []
  private readonly seen = new Set<string>()
  private readonly unknownSeverities = new Set<string>()

  /** Keeps a finding not read before; false when it was. */
  take(finding: Finding): boolean {
    if (this.seen.has(finding.id)) return false
    this.seen.add(finding.id)
    if (finding.unknownSeverity !== undefined) this.unknownSeverities.add(finding.unknownSeverity)
    this.findings.push(finding)
    return true
  }

  noteUnknownSeverities(): void {
    if (this.unknownSeverities.size === 0) return
    const words = [...this.unknownSeverities].map((s) => `"${sanitizeForLog(s, 40)}"`).join(', ')
    this.notes.push(`Findings with an unknown severity (${words}) are counted as info`)
  }
}

/** One scan's findings being read: where from, with what, and what was found so far. */
interface ScanReading {
  client: ServiceClient
  scanId: string
  counts: SeverityCounts
  log: Logger
  request: RequestOptions
  found: FoundFindings
}

/** Reads pages of one query; true when it read to the end. */
async function readPages(
  reading: ScanReading,
  query: ListFindingsQuery,
  expected: number,
  limit: number,
): Promise<boolean> {
  const { client, found } = reading
  const maxPages = Math.ceil(Math.min(expected, limit) / FINDINGS_PAGE_SIZE) + 1
  const end = await walkPages({
    pageSize: FINDINGS_PAGE_SIZE,
    maxPages,
    expected,
    fetchPage: (paging) => client.listFindings({ ...query, ...paging }, reading.request),
    takePage: (page) => ({
      added: page.filter((finding) => found.take(finding)).length,
      enough: found.findings.length >= limit,
    }),
  })
  const stop = (why: string) => {
    found.notes.push(`Stopped reading findings at page ${end.page}: ${why}`)
    return false
  }
  // Progress is what was read, not what the pages say: a list that repeats itself or ends
  // early is said to be incomplete, never taken for the whole.
  switch (end.reason) {
    case 'last-page':
      if (end.read >= expected) return true
      return stop(`the list ended with ${end.read} findings read of the ${expected} counted`)
    case 'repeated':
      return stop(
        'it repeated findings already read (the service seems to ignore the page parameter)',
      )
    case 'enough':
      return false
    case 'page-budget':
      found.notes.push(
        `Stopped reading findings after ${maxPages} pages, more than the total announced`,
      )
      return false
  }
}

/** The most severe findings first, one severity at a time, until the limit. */
async function readMostSevere(reading: ScanReading, limit: number): Promise<void> {
  for (const severity of SEVERITIES) {
    const expected = reading.counts[severity]
    if (expected <= 0) continue
    if (reading.found.findings.length >= limit) return
    await readPages(reading, { scan_id: reading.scanId, severity }, expected, limit)
  }
}

/**
 * The export, taken only when it is the whole scan: read, and its findings per severity equal
 * to the counts. Anything less (an unknown format, a failure, other findings than counted) is
 * left for the paged list to read, which is documented and which the count checks apply to.
 */
async function readExport(reading: ScanReading): Promise<boolean> {
  const { client, scanId, log } = reading
  let why: string
  try {
    const exported = await client.exportScanFindings(scanId, reading.request)
    const foreign = exported.ok
      ? exported.findings.find((f) => f.scanId !== undefined && f.scanId !== scanId)
      : undefined
    if (foreign !== undefined) {
      why = 'it holds findings of another scan'
    } else if (exported.ok) {
      const ids = new Set<string>()
      const unique = exported.findings.filter((f) => !ids.has(f.id) && ids.add(f.id))
      if (describeCountMismatch(reading.counts, unique, true) === undefined) {
        for (const finding of unique) reading.found.take(finding)
        log.info(`Read the ${unique.length} findings of scan ${scanId} from its export`)
        return true
      }
      why = `its ${unique.length} findings are not the ones the scan counted`
    } else {
      why = exported.why
    }
  } catch (error) {
    if (reading.request.signal?.aborted) throw error
    why = error instanceof Error ? error.message : String(error)
  }
  log.info(
    `Could not use the findings export of scan ${scanId} (${sanitizeForLog(why, 200)}); reading its findings page by page`,
  )
  return false
}

/**
 * Rows the job summary lists at most; the rest are counted, not listed.
 * @internal
 */
export const SUMMARY_MAX_FINDINGS = 1000
/** The runner shows 10 error and 10 warning annotations per step when no check run is possible. */
const LOG_ANNOTATIONS_MAX = 20

/**
 * Read page by page when the export cannot be used, a SARIF file or a report file gets at most
 * this many findings, the most severe: code scanning takes 25,000 results per run, and 250
 * requests are already minutes of a shared key's budget.
 */
export const EVERY_FINDING_PAGED_MAX = 25_000

/** Whether the reports want every finding of the scan, not only the most severe. */
export function wantsEveryFinding(config: { sarifFile?: string; reportFile?: string }): boolean {
  return config.sarifFile !== undefined || config.reportFile !== undefined
}

/** How many findings the reports can use, so no more are read than that. */
export function findingsNeeded(config: {
  annotate: string
  maxAnnotations: number
  jobSummary: boolean
  sarifFile?: string
  reportFile?: string
}): number {
  return Math.max(
    wantsEveryFinding(config) ? EVERY_FINDING_PAGED_MAX : 0,
    config.annotate === 'none' ? 0 : Math.max(config.maxAnnotations, LOG_ANNOTATIONS_MAX),
    config.jobSummary ? SUMMARY_MAX_FINDINGS : 0,
  )
}
