import { describeElapsed } from '../common/clock.js'
import { sameRepoUrl, type ScanTarget } from '../config/target.js'
import type { Deadline } from '../service/client.js'
import { ServiceError, explain } from '../service/errors.js'
import { MAX_PAGE_SIZE } from '../service/limits.js'
import { walkPages } from '../service/paginate.js'
import { backoffDelayMs } from '../service/retry.js'
import type { CreatedScan, CreateScanRequest, Scan } from '../service/schemas.js'
import { sanitizeForLog } from '../common/escape.js'
import type { StepDeps } from './estimate.js'
import { classifyLookFailure } from './poll.js'
import { FAILED_STATUSES, normalizeStatus } from './wait.js'

/**
 * Never pay twice. A re-run of a job, or a second workflow on the same commit, follows the scan
 * already started for that commit instead of starting (and paying for) another; and a POST /scans
 * that failed is never repeated blindly: the scan it may have started is looked for first, once
 * after a 500 (the service has finished with the request), twice over a minute after a lost
 * answer (it may still be working on it). Scans are found by their name, which carries the head
 * commit (config/target.ts), in GET /scans newest first, a bounded number of pages.
 */

/** Pages of GET /scans a first run looks through: a sibling workflow's scan is among the newest. */
export const LOOKUP_PAGES_FIRST_RUN = 1
/** A re-run looks further back: its first attempt may be hours old in a busy organization. */
export const LOOKUP_PAGES_RERUN = 5
/** Attempts at POST /scans when an answer is lost and no scan turned up in between. */
export const SCAN_CREATE_ATTEMPTS = 3
/**
 * When to look for a scan whose creation answer was lost, after the failure: soon, and once more a
 * minute later, beyond a request timeout, in case the service was still working on the request.
 */
export const SETTLE_MS = 5_000
export const SECOND_LOOK_AFTER_MS = 60_000
/**
 * POST /scans sent again after a 500 whose scan the look did not find: the spec's four backoff
 * steps (1, 2, 4, 8 s), apart from the attempts after lost answers.
 */
export const SCAN_RESENDS_AFTER_500 = 4
/** The look for a scan to reuse waits out a busy key this long at most. */
export const LOOKUP_PATIENCE_MS = 300_000
/** A scan counts as created by a lost POST if the service dates it no earlier than this before. */
const CLOCK_SKEW_MS = 120_000

/** Whether `scan` was started for this very target and commit, and may still give results. */
export function isSameScan(scan: Scan, target: ScanTarget): boolean {
  if (scan.name !== target.name) return false
  if (scan.scan_type != null && scan.scan_type !== target.scanType) return false
  if (
    scan.repo_url != null &&
    target.repoUrl !== '' &&
    !sameRepoUrl(scan.repo_url, target.repoUrl)
  ) {
    return false
  }
  if (scan.branch != null && target.branch !== '' && scan.branch !== target.branch) return false
  if (target.scanType === 'pr' && scan.pr_number != null && scan.pr_number !== target.prNumber) {
    return false
  }
  return !FAILED_STATUSES.has(normalizeStatus(scan.status ?? ''))
}

export interface LookupOptions {
  pages: number
  /** Only scans the service dates at or after this (epoch ms); undated ones cannot be told apart. */
  createdAfterMs?: number
  signal?: AbortSignal
  deadline?: Deadline
}

/**
 * What a look found. `conclusive` is false when the list could not tell: scans without a name (the
 * spec does not say it is required) or, with createdAfterMs, without a readable date.
 */
export interface Lookup {
  found?: Scan
  conclusive: boolean
}

/** The newest scan started for this target and commit, or undefined. Errors propagate. */
export async function findStartedScan(
  deps: Pick<StepDeps, 'client'>,
  target: ScanTarget,
  options: LookupOptions,
): Promise<Scan | undefined> {
  return (await lookForStartedScan(deps, target, options)).found
}

export async function lookForStartedScan(
  deps: Pick<StepDeps, 'client'>,
  target: ScanTarget,
  options: LookupOptions,
): Promise<Lookup> {
  let conclusive = true
  let found: Scan | undefined
  const seen = new Set<string>()
  const request = {
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.deadline ? { deadline: options.deadline } : {}),
  }
  /** Reads one page up to its first scan of this target; counts the scans it had not read. */
  const takePage = (scans: readonly Scan[]) => {
    let added = 0
    for (const scan of scans) {
      if (seen.has(scan.id)) continue
      seen.add(scan.id)
      added += 1
      if (scan.name == null) conclusive = false
      if (!isSameScan(scan, target)) continue
      const createdAt = Date.parse(scan.created_at ?? '')
      if (options.createdAfterMs !== undefined) {
        if (Number.isNaN(createdAt)) {
          conclusive = false
          continue
        }
        if (createdAt < options.createdAfterMs) continue
      }
      found = scan
      return { added, enough: true }
    }
    return { added }
  }
  // Bounded by progress, not by the service's word: a short, last or repeated page ends it.
  await walkPages({
    pageSize: MAX_PAGE_SIZE,
    maxPages: options.pages,
    fetchPage: (paging) =>
      deps.client.listScans({ ...paging, sort_by: 'created_at', sort_order: 'DESC' }, request),
    takePage,
  })
  return found === undefined ? { conclusive } : { found, conclusive: true }
}

/**
 * The scan to follow instead of starting one, when reuse-scan allows and the name pins the
 * commit. A look that fails for want of a working service (5xx, no answer, a broken list) is said
 * and the run goes on to start a scan; a refusal of the key itself (401, 403, any 4xx) ends the
 * run here, with its own message, since every later request would meet it too.
 */
export async function findScanToReuse(
  deps: StepDeps,
  target: ScanTarget,
  runAttempt: number,
  scanDeadline: Deadline,
): Promise<Scan | undefined> {
  const { clock, log } = deps
  // Its own, shorter patience: a key busy for longer must not eat the scan's whole timeout.
  const patience = clock.now() + LOOKUP_PATIENCE_MS
  const deadline =
    patience < scanDeadline.atMs
      ? { atMs: patience, name: 'the 5 minutes allowed to look for a scan to reuse' }
      : scanDeadline
  if (!target.namePinsCommit) {
    log.debug('not looking for a scan to reuse: the scan name does not pin the head commit')
    return undefined
  }
  const pages = runAttempt > 1 ? LOOKUP_PAGES_RERUN : LOOKUP_PAGES_FIRST_RUN
  try {
    const found = await findStartedScan(deps, target, {
      pages,
      deadline,
      ...(deps.signal ? { signal: deps.signal } : {}),
    })
    if (found !== undefined) {
      log.info(
        `Reusing scan ${sanitizeForLog(found.id, 100)} (${sanitizeForLog(found.status ?? 'unknown', 40)}), started earlier for the same commit: no new scan, no credits spent. Set reuse-scan: false to start a new one`,
      )
    }
    return found
  } catch (error) {
    if (deps.signal?.aborted || isClientRefusal(error)) throw error
    if (runAttempt > 1) {
      // A re-run is when the first attempt's scan most likely exists: never risk paying twice.
      throw new Error(
        `Could not check whether an earlier attempt already started this scan (${explain(error)}); re-run the job later, or set reuse-scan: false to start a new scan anyway`,
      )
    }
    log.warning(`Could not look for a scan to reuse (${explain(error)}); starting a new one`)
    return undefined
  }
}

function isClientRefusal(error: unknown): boolean {
  return (
    error instanceof ServiceError &&
    error.kind === 'http' &&
    error.status !== undefined &&
    error.status >= 400 &&
    error.status < 500
  )
}

/**
 * An answer lost after the request may have reached the service: it may have acted on it. The
 * same failures a poll skips as transient (a 5xx, no answer, a dropped connection).
 */
export function isUnclearFailure(error: unknown): error is ServiceError {
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
        ...(signal ? { signal } : {}),
      })
    } catch (lookupError) {
      log.debug(`the look for the scan failed: ${explain(lookupError)}`)
      throw original
    }
    if (lookup.found !== undefined || !lookup.conclusive) return lookup
  }
  return lookup
}
