import { carriesWholeCommit, sameRepoUrl, type ScanTarget } from '../config/target.js'
import type { Deadline } from '../service/client.js'
import { ServiceError, explain } from '../service/errors.js'
import { MAX_PAGE_SIZE } from '../service/limits.js'
import { walkPages } from '../service/paginate.js'
import type { Scan } from '../service/schemas.js'
import { sanitizeForLog } from '../common/escape.js'
import type { StepDeps } from './step-deps.js'
import { FAILED_STATUSES, normalizeStatus } from './status.js'

/**
 * Never pay twice, on a re-run: a re-run of a job, or a second workflow on the same commit,
 * follows the scan already started for that commit instead of starting (and paying for) another.
 * Scans are found by their name, which carries the whole head commit (config/target.ts), in GET
 * /scans newest first, a bounded number of pages. Starting a scan exactly once is start.ts.
 */

/** Pages of GET /scans a first run looks through: a sibling workflow's scan is among the newest. */
export const LOOKUP_PAGES_FIRST_RUN = 1
/** A re-run looks further back: its first attempt may be hours old in a busy organization. */
export const LOOKUP_PAGES_RERUN = 5
/**
 * The look for a scan to reuse waits out a busy key this long at most.
 * @internal
 */
export const LOOKUP_PATIENCE_MS = 300_000

/**
 * Whether a scan found by this target's name may be reused: the name is the default one and ends
 * in the whole head commit. A listed scan carries no commit and a reused one has no estimation
 * behind it, so the name is all that ties it to the code; a custom name, or an abbreviation of
 * the commit (seven digits are matched by another commit in 2^28 tries), proves nothing.
 */
export function mayReuseByName(target: ScanTarget): boolean {
  return target.namePinsCommit && carriesWholeCommit(target.name, target.headSha)
}

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
  createdAfterMs?: number | undefined
  signal?: AbortSignal | undefined
  deadline?: Deadline | undefined
}

/**
 * What a look found. `conclusive` is false when the list could not tell: scans without a name (the
 * spec does not say it is required) or, with createdAfterMs, without a readable date.
 */
export interface Lookup {
  found?: Scan
  conclusive: boolean
}

/**
 * The newest scan started for this target and commit, or undefined. Errors propagate.
 * @internal
 */
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
  const request = { signal: options.signal, deadline: options.deadline }
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
  if (!mayReuseByName(target)) {
    log.debug('not looking for a scan to reuse: the scan name does not pin the whole head commit')
    return undefined
  }
  const pages = runAttempt > 1 ? LOOKUP_PAGES_RERUN : LOOKUP_PAGES_FIRST_RUN
  try {
    const found = await findStartedScan(deps, target, {
      pages,
      deadline,
      signal: deps.signal,
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
