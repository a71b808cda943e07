/**
 * The retry policy of the service client, in one place.
 *
 * - 429 is retried on every method, writes included: the service rejects an over-limit request
 *   before it reaches the application (service-api.md, Limits), so nothing was created. A 429 is
 *   not a failure of the request: it says the key's budget, shared by every job of the
 *   organization, is spent for the moment. So it is retried for as long as the caller's deadline
 *   (the estimation or scan timeout) allows, never a fixed number of times: a busy key slows a job,
 *   it does not fail it. Polls ask the transport not to retry a 429 at all: the poll loop widens its
 *   own interval instead (scan/pacer.ts), which is what takes load off the key.
 * - 500/502/503/504, a reset connection and a per-attempt timeout are retried, at most maxRetries
 *   times, only for idempotent operations: every GET, the verdict batch POST (read-only) and
 *   POST /cost-estimations (a duplicate estimation spends no credits and is never used, so a
 *   retry is harmless and saves a flaky job). For POST /scans and POST /findings/{id}/comments
 *   the request may have been processed before the failure, and a retry could start a second
 *   scan (spending credits twice) or post a duplicate comment; they are not retried here.
 *   scan/start.ts sends POST /scans again only after a look for the scan found nothing: after a
 *   500 (the service has finished with the request) on these 1, 2, 4, 8 s steps, after a lost
 *   answer (a timeout, a reset connection, 502, 503, 504) a minute later.
 * - Errors that prove the request never left this machine (connection refused, name not
 *   resolved) are retried for every operation: the service cannot have acted on them.
 * - Everything else (other 4xx, 402 in particular, 3xx) fails at once: repeating it cannot help.
 *
 * Waits follow the spec's 1, 2, 4, 8 s, and go on at 8 s steps for as long as the deadline allows.
 * Each wait is drawn uniformly from [step, 2 × step]: the jitter spans a whole step, so jobs that
 * collided on the key do not retry in step, and no wait is shorter than the service recommends. A
 * Retry-After that asks for longer wins.
 *
 * Why the step stops growing at 8 s: the key's window has no queue, so a freed slot goes to
 * whichever request comes first, and every attempt has about the same chance of it. A job whose
 * backoff kept growing would try less and less often and lose to the jobs that got through (the
 * "capture effect" of exponential backoff): with steps of 30 s, the soak of 100 jobs left a few of
 * them starved for five minutes. Retries every 8 to 16 s cost the key nothing (a 429 is refused
 * before it counts) and keep every job in the race.
 */

const BACKOFF_BASE_MS = 1_000
/** The backoff step stops doubling here, so a wait is at most twice this. */
const MAX_BACKOFF_STEP_MS = 8_000

const RETRYABLE_STATUSES: readonly number[] = [500, 502, 503, 504]
/** Node error codes raised before any byte reached the server. */
const NEVER_SENT_CODES: readonly string[] = ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN']

export type AttemptFailure =
  { type: 'status'; status: number } | { type: 'network'; code?: string } | { type: 'timeout' }

/** Whether a failed attempt other than a 429 may be repeated, given whether it is idempotent. */
export function isRetryable(failure: AttemptFailure, idempotent: boolean): boolean {
  switch (failure.type) {
    case 'status':
      return idempotent && RETRYABLE_STATUSES.includes(failure.status)
    case 'network':
      if (failure.code !== undefined && NEVER_SENT_CODES.includes(failure.code)) return true
      return idempotent
    case 'timeout':
      return idempotent
  }
}

/** Whether a failure leaves it unknown if the service acted on the request. */
export function mayHaveReachedService(failure: AttemptFailure): boolean {
  if (failure.type === 'status') return failure.status >= 500
  if (failure.type === 'network') {
    return failure.code === undefined || !NEVER_SENT_CODES.includes(failure.code)
  }
  return true
}

/** The step of retry number `retryIndex` (0-based): 1, 2, 4 s, then 8 s. */
export function backoffStepMs(retryIndex: number): number {
  return Math.min(MAX_BACKOFF_STEP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, retryIndex))
}

/** The wait before retry number `retryIndex`: uniformly from one step to two. */
export function backoffDelayMs(retryIndex: number, random: () => number): number {
  const step = backoffStepMs(retryIndex)
  return Math.round(step * (1 + clampUnit(random())))
}

function clampUnit(value: number): number {
  return Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 0
}

/** Retry-After as milliseconds from `nowMs`: delta-seconds or an HTTP date. */
export function parseRetryAfterMs(
  value: string | string[] | undefined,
  nowMs: number,
): number | undefined {
  const text = (Array.isArray(value) ? value[0] : value)?.trim()
  if (text === undefined || text === '') return undefined
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000)
  const date = Date.parse(text)
  if (Number.isNaN(date)) return undefined
  return Math.max(0, date - nowMs)
}
