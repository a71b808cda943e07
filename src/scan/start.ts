/**
 * A scan started exactly once: a POST /scans that failed is never repeated blindly. The scan it
 * may have started is looked for first, once after a 500 (the service has finished with the
 * request), twice over a minute after a lost answer (it may still be working on it).
 */
import { describeElapsed } from '../common/clock.js'
import { sanitizeForLog } from '../common/escape.js'
import type { Config } from '../config/inputs.js'
import type { ScanTarget } from '../config/target.js'
import type { Deadline } from '../service/client.js'
import { ServiceError, explain } from '../service/errors.js'
import { backoffDelayMs } from '../service/retry.js'
import type { CostEstimation, CreatedScan, CreateScanRequest } from '../service/schemas.js'
import type { StepDeps } from './step-deps.js'
import { classifyLookFailure } from './poll.js'
import { LOOKUP_PAGES_FIRST_RUN, lookForStartedScan, type Lookup } from './reuse.js'

/**
 * Attempts at POST /scans when an answer is lost and no scan turned up in between.
 * @internal
 */
export const SCAN_CREATE_ATTEMPTS = 3
/**
 * When to look for a scan whose creation answer was lost, after the failure: soon, and once more a
 * minute later, beyond a request timeout, in case the service was still working on the request.
 * @internal
 */
export const SETTLE_MS = 5_000
/** @internal */
export const SECOND_LOOK_AFTER_MS = 60_000
/**
 * POST /scans sent again after a 500 whose scan the look did not find: the spec's four backoff
 * steps (1, 2, 4, 8 s), apart from the attempts after lost answers.
 * @internal
 */
export const SCAN_RESENDS_AFTER_500 = 4
/** A scan counts as created by a lost POST if the service dates it no earlier than this before. */
const CLOCK_SKEW_MS = 120_000

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

/**
 * An answer lost after the request may have reached the service: it may have acted on it. The
 * same failures a poll skips as transient (a 5xx, no answer, a dropped connection).
 */
function isUnclearFailure(error: unknown): error is ServiceError {
  return error instanceof ServiceError && classifyLookFailure(error) === 'transient'
}

/**
 * A 500 is the service's own answer: it has finished with the request, and the spec calls it safe
 * to retry with backoff, so a scan it did start is already listed. The other 5xx are lost answers,
 * as a timeout or a reset connection are: 502 and 504 come from a gateway that gave up on the
 * service while it may still be working; 503 is not in the spec, and a proxy answers it when the
 * service's connection failed, even after the request was handed on. A wrong guess there costs a
 * minute, never a second scan.
 */
function isServiceAnswer(error: ServiceError): boolean {
  return error.kind === 'http' && error.status === 500
}

/** A 2xx the action could not read: the scan was started, its id is not known. */
function isUnreadableSuccess(error: unknown): error is ServiceError {
  return error instanceof ServiceError && error.kind === 'contract'
}

/**
 * POST /scans, exactly one scan whatever fails in between. When it fails with a 5xx, a timeout or
 * a dropped connection, or is answered in a form the action cannot read, the scan that request may
 * have started is looked for; found, it is followed. After a 500 the look comes after the spec's
 * backoff step (1, 2, 4, 8 s, jittered), and a look that found nothing is followed by the request
 * again, up to SCAN_RESENDS_AFTER_500 times. After a lost answer the looks come 5 s and a minute
 * later, and the request is sent again only when both found nothing, SCAN_CREATE_ATTEMPTS in all.
 * It is never sent again when the name does not pin the commit (this run's scan could not be told
 * from another), when a look fails or cannot tell, or after an unreadable 2xx: the original error,
 * which says to check the dashboard, ends the run instead; a re-run picks the scan up if it exists.
 */
export async function startScanOnce(
  deps: StepDeps,
  request: CreateScanRequest,
  target: ScanTarget,
  deadline: Deadline,
): Promise<{ created: CreatedScan; adopted: boolean }> {
  const { client, clock, log, signal } = deps
  let lostAnswers = 0
  let serverErrors = 0
  for (;;) {
    const sentAt = clock.now()
    try {
      return { created: await client.createScan(request, { signal, deadline }), adopted: false }
    } catch (error) {
      if (signal?.aborted) throw error
      const unreadable = isUnreadableSuccess(error)
      if (!(error instanceof ServiceError) || !(unreadable || isUnclearFailure(error))) throw error
      if (!target.namePinsCommit) throw error
      log.warning(
        `Starting the scan ${describeLoss(error)}; looking for it before anything else, so that it is never started twice`,
      )
      const answered = isServiceAnswer(error)
      if (answered) serverErrors += 1
      else lostAnswers += 1
      // The spec's backoff before a resend, spent before the look: the look then sees the most.
      const looksAfterMs = answered
        ? [backoffDelayMs(serverErrors - 1, deps.random ?? Math.random)]
        : [SETTLE_MS, SECOND_LOOK_AFTER_MS - SETTLE_MS]
      const lookup = await lookForScanAfter(deps, target, sentAt, deadline, error, looksAfterMs)
      if (lookup.found !== undefined) {
        log.info(
          `The service had started scan ${sanitizeForLog(lookup.found.id, 100)} (${describeElapsed(clock.now() - sentAt)} ago): following it`,
        )
        return { created: { id: lookup.found.id, record: lookup.found }, adopted: true }
      }
      if (unreadable || !lookup.conclusive) throw error
      if (answered ? serverErrors > SCAN_RESENDS_AFTER_500 : lostAnswers >= SCAN_CREATE_ATTEMPTS) {
        throw error
      }
      log.info(
        answered
          ? `No scan was started by the request that failed with 500; sending it again (retry ${serverErrors} of ${SCAN_RESENDS_AFTER_500})`
          : 'No scan was started by the lost request; starting it again',
      )
    }
  }
}

function describeLoss(error: ServiceError): string {
  if (error.kind === 'contract') return 'was answered in a form the action cannot read'
  return `failed (${error.kind === 'http' ? `${String(error.status)} ` : ''}${error.kind})`
}

/**
 * Looks for the scan a failed POST may have started, once after each wait of `looksAfterMs`, until
 * one finds it or cannot tell; a failed look rethrows `original`.
 */
async function lookForScanAfter(
  deps: StepDeps,
  target: ScanTarget,
  sentAt: number,
  deadline: Deadline,
  original: ServiceError,
  looksAfterMs: readonly number[],
): Promise<Lookup> {
  const { clock, log, signal } = deps
  let lookup: Lookup = { conclusive: true }
  for (const waitMs of looksAfterMs) {
    await clock.sleep(waitMs, signal)
    try {
      lookup = await lookForStartedScan(deps, target, {
        pages: LOOKUP_PAGES_FIRST_RUN,
        createdAfterMs: sentAt - CLOCK_SKEW_MS,
        deadline,
        signal,
      })
    } catch (lookupError) {
      log.debug(`the look for the scan failed: ${explain(lookupError)}`)
      throw original
    }
    if (lookup.found !== undefined || !lookup.conclusive) return lookup
  }
  return lookup
}
