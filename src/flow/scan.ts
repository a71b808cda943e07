import type { Config } from '../config/inputs.js'
import type { ScanTarget } from '../config/target.js'
import type { CostEstimation, CreateScanRequest, Scan } from '../service/schemas.js'
import { ServiceError } from '../service/errors.js'
import { sanitizeForLog } from '../report/escape.js'
import type { StepDeps } from './estimate.js'
import { formatDuration } from '../config/duration.js'
import { poll } from './poll.js'

/**
 * Only `completed` is documented. These words end a scan without results (assumptions.md); every
 * other word, known or not, means the scan is still working, so we keep polling until the
 * timeout rather than fail a job on a status the service added later.
 */
const FAILED_STATUSES = new Set([
  'failed',
  'error',
  'cancelled',
  'canceled',
  'timed_out',
  'expired',
])
const WORKING_STATUSES = new Set(['queued', 'pending', 'running', 'in_progress', 'triage'])

export function normalizeStatus(status: string): string {
  return status.trim().toLowerCase()
}

export function buildScanRequest(
  config: Config,
  target: ScanTarget,
  estimation: CostEstimation,
): CreateScanRequest {
  const request: CreateScanRequest = {
    cost_estimation_id: estimation.id,
    scan_type: target.scanType,
    name: target.name,
  }
  if (config.source === 'upload') {
    if (config.archiveId !== undefined) request.archive_id = config.archiveId
  } else {
    request.repo_url = target.repoUrl
    request.branch = target.branch
  }
  if (target.scanType === 'pr' && target.prNumber !== undefined) request.pr_number = target.prNumber
  if (config.targetUrls !== undefined) request.target_urls = config.targetUrls
  if (config.authInstructions !== undefined) request.auth_instructions = config.authInstructions
  if (config.customContext !== undefined) request.custom_context = config.customContext
  if (config.contextDocumentIds !== undefined) {
    request.context_document_ids = config.contextDocumentIds
  }
  return request
}

export type ScanWaitOutcome =
  | { outcome: 'completed'; status: string; scan: Scan }
  | { outcome: 'failed'; status: string; scan?: Scan }
  | { outcome: 'timeout' | 'aborted'; status: string | undefined; scan?: Scan }

/**
 * Polls the scan until it is completed or has failed, within scan-timeout. Polls the status
 * endpoint, and falls back to the scan record for good when the status endpoint answers 404.
 */
export async function waitForScan(
  deps: StepDeps,
  scanId: string,
  options: { intervalMs: number; timeoutMs: number; onStatus?: (status: string) => void },
): Promise<ScanWaitOutcome> {
  const { client, log } = deps
  // Mutated by check(); an object so the fallback decision is visible after the poll.
  const source: { useRecord: boolean; record?: Scan } = { useRecord: false }
  const reported = new Set<string>()
  let lastLine = ''

  const check = async (signal: AbortSignal | undefined): Promise<string> => {
    if (!source.useRecord) {
      try {
        const s = await client.getScanStatus(scanId, { signal })
        const line = [
          s.status,
          typeof s.progress === 'number' ? `${s.progress}%` : undefined,
          s.stage ? `stage ${s.stage}` : undefined,
        ]
          .filter(Boolean)
          .join(', ')
        if (line !== lastLine) log.info(`Scan ${scanId}: ${sanitizeForLog(line)}`)
        lastLine = line
        return normalizeStatus(s.status)
      } catch (error) {
        if (!(error instanceof ServiceError && error.status === 404)) throw error
        log.debug(`GET /scans/{id}/status answered 404; polling the scan record instead`)
        source.useRecord = true
      }
    }
    const record = await client.getScan(scanId, { signal })
    source.record = record
    const status = normalizeStatus(record.status ?? 'unknown')
    if (status !== lastLine) log.info(`Scan ${scanId}: ${sanitizeForLog(status)}`)
    lastLine = status
    return status
  }

  const outcome = await poll({
    check,
    isDone: (status) => status === 'completed' || FAILED_STATUSES.has(status),
    intervalMs: options.intervalMs,
    timeoutMs: options.timeoutMs,
    clock: deps.clock,
    signal: deps.signal,
    onValue: (status) => {
      options.onStatus?.(status)
      if (!WORKING_STATUSES.has(status) && status !== 'completed' && !FAILED_STATUSES.has(status)) {
        if (!reported.has(status)) {
          reported.add(status)
          log.info(
            `Scan ${scanId} reports status "${sanitizeForLog(status)}", which the action does not know; treating it as still running`,
          )
        }
      }
    },
  })
  const withRecord = source.record === undefined ? {} : { scan: source.record }
  if (!outcome.ok) {
    if (outcome.reason === 'timeout') {
      log.debug(`scan wait timed out after ${formatDuration(options.timeoutMs)}`)
    }
    return { outcome: outcome.reason, status: outcome.last, ...withRecord }
  }
  if (outcome.value !== 'completed')
    return { outcome: 'failed', status: outcome.value, ...withRecord }
  // The status endpoint need not carry findings_summary: read the record once it is completed.
  const scan =
    source.useRecord && source.record
      ? source.record
      : await client.getScan(scanId, { signal: deps.signal })
  return { outcome: 'completed', status: outcome.value, scan }
}
