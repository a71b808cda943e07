import type { Logger } from '../logger.js'
import type { ServiceClient } from '../service/client.js'
import {
  SEVERITIES,
  sortBySeverity,
  type Finding,
  type Severity,
  type SeverityCounts,
} from '../service/finding.js'
import { sanitizeForLog } from '../report/escape.js'
import { describeCountMismatch } from '../report/model.js'

/** The service's page maximum: the fewest requests for the findings the reports need. */
export const FINDINGS_PAGE_SIZE = 100

export interface CollectedFindings {
  /** Most severe first. */
  findings: Finding[]
  /** True when every finding of the scan was read (so counts can be checked). */
  complete: boolean
  notes: string[]
}

/**
 * Reads a scan's findings most severe first, and only as many as the reports need. Counts and the
 * gate come from findings_summary, so a scan with 100,000 findings costs a handful of requests of
 * the key's shared budget, not a thousand. Each severity is read through the documented `severity`
 * filter of GET /findings (the order of sort_by=severity is not documented), skipping severities
 * the summary says are empty.
 */
export async function collectFindings(
  client: ServiceClient,
  scanId: string,
  counts: SeverityCounts,
  limit: number,
  log: Logger,
  signal?: AbortSignal,
): Promise<CollectedFindings> {
  const findings: Finding[] = []
  const seen = new Set<string>()
  const unknownSeverities = new Set<string>()
  let complete = true
  for (const severity of SEVERITIES) {
    if (counts[severity] <= 0) continue
    if (findings.length >= limit) {
      complete = false
      break
    }
    const { exhausted } = await readSeverity(severity)
    if (!exhausted) complete = false
  }

  async function readSeverity(severity: Severity): Promise<{ exhausted: boolean }> {
    for (let page = 1; ; page++) {
      const result = await client.listFindings(
        { scan_id: scanId, severity, page, limit: FINDINGS_PAGE_SIZE },
        { signal },
      )
      for (const finding of result.data) {
        if (seen.has(finding.id)) continue
        seen.add(finding.id)
        if (finding.unknownSeverity !== undefined) unknownSeverities.add(finding.unknownSeverity)
        findings.push(finding)
      }
      const readAll =
        result.data.length < FINDINGS_PAGE_SIZE || page * FINDINGS_PAGE_SIZE >= result.total
      if (readAll) return { exhausted: true }
      if (findings.length >= limit) return { exhausted: false }
    }
  }

  const notes: string[] = []
  if (unknownSeverities.size > 0) {
    const words = [...unknownSeverities].map((s) => `"${sanitizeForLog(s, 40)}"`).join(', ')
    const note = `Findings with an unknown severity (${words}) are counted as info`
    log.warning(note)
    notes.push(note)
  }
  if (complete) {
    const mismatch = describeCountMismatch(counts, findings)
    if (mismatch) {
      log.warning(mismatch)
      notes.push(mismatch)
    }
  }
  log.debug(`read ${findings.length} finding(s) of scan ${scanId}; complete: ${complete}`)
  return { findings: sortBySeverity(findings), complete, notes }
}

/** Rows the job summary lists at most; the rest are counted, not listed. */
export const SUMMARY_MAX_FINDINGS = 1000
/** The runner shows 10 error and 10 warning annotations per step when no check run is possible. */
const LOG_ANNOTATIONS_MAX = 20

/** How many findings the reports can use, so no more are read than that. */
export function findingsNeeded(config: {
  annotations: boolean
  maxAnnotations: number
  jobSummary: boolean
}): number {
  return Math.max(
    config.annotations ? Math.max(config.maxAnnotations, LOG_ANNOTATIONS_MAX) : 0,
    config.jobSummary ? SUMMARY_MAX_FINDINGS : 0,
  )
}
