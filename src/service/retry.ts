/**
 * The retry policy of the service client, in one place.
 *
 * - 429 is retried on every method, writes included: the service rejects an over-limit request
 *   before it reaches the application (service-api.md, Limits), so nothing was created.
 * - 500/502/503/504, a reset connection and a per-attempt timeout are retried only for
 *   idempotent operations: every GET, the verdict batch POST (read-only) and
 *   POST /cost-estimations (a duplicate estimation spends no credits and is never used, so a
 *   retry is harmless and saves a flaky job). For POST /scans and POST /findings/{id}/comments
 *   the request may have been processed before the failure, and a retry could start a second
 *   scan (spending credits twice) or post a duplicate comment; they are not retried.
 * - Errors that prove the request never left this machine (connection refused, name not
 *   resolved) are retried for every operation: the service cannot have acted on them.
 * - Everything else (other 4xx, 402 in particular, 3xx) fails at once: repeating it cannot help.
 *
 * Waits are 1, 2, 4, 8 s (maxRetries 4) with upward-only jitter, so a fleet of jobs sharing a key
 * spreads out but never retries sooner than the service recommends. A 429's Retry-After is
 * honoured when it asks for longer than the backoff step.
 */

export const BACKOFF_BASE_MS = 1_000
export const JITTER_FRACTION = 0.2
/** A Retry-After longer than this is not waited out: the run fails with a clear message instead. */
export const MAX_RETRY_AFTER_MS = 120_000

export const RETRYABLE_STATUSES: readonly number[] = [500, 502, 503, 504]
/** Node error codes raised before any byte reached the server. */
export const NEVER_SENT_CODES: readonly string[] = ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN']

export type AttemptFailure =
  { type: 'status'; status: number } | { type: 'network'; code?: string } | { type: 'timeout' }

/** Whether a failed attempt may be repeated, given whether the operation is idempotent. */
export function isRetryable(failure: AttemptFailure, idempotent: boolean): boolean {
  switch (failure.type) {
    case 'status':
      if (failure.status === 429) return true
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

/** The wait before retry number `retryIndex` (0-based): 1, 2, 4, 8 s … times 1 to 1.2. */
export function backoffDelayMs(retryIndex: number, random: () => number): number {
  const step = BACKOFF_BASE_MS * 2 ** retryIndex
  return Math.round(step * (1 + JITTER_FRACTION * clampUnit(random())))
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
