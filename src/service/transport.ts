import type { OutgoingHttpHeaders } from 'node:http'
import { describeElapsed, type Clock } from '../common/clock.js'
import type { Logger } from '../common/logger.js'
import { sendAttempt, type AttemptOutcome, type RawResponse } from './attempt.js'
import { resolveEndpoint } from './base-url.js'
import {
  createHttpError,
  createNetworkError,
  createRateLimitError,
  createRedactor,
  createTimeoutError,
  describeStatus,
  type Redact,
  type ServiceError,
} from './errors.js'
import type { RateLimiter } from './rate-limiter.js'
import {
  backoffDelayMs,
  backoffStepMs,
  isRetryable,
  mayHaveReachedService,
  parseRetryAfterMs,
  type AttemptFailure,
} from './retry.js'
import type { KeySaturation } from './saturation.js'

export interface TransportOptions {
  baseUrl: URL
  /** Undefined: only the public verdict endpoint can be called (a run without a key). */
  apiKey: string | undefined
  clock: Clock
  logger: Logger
  limiter: RateLimiter
  saturation: KeySaturation
  requestTimeoutMs: number
  maxRetries: number
  random: () => number
  userAgent: string
}

/** One call of one endpoint. */
export interface Operation {
  method: 'GET' | 'POST'
  /** Template used in logs and errors, e.g. `GET /scans/{id}`: never ids, queries or keys. */
  endpoint: string
  /** Path below the base URL with ids already URL-encoded, e.g. `scans/3f2a…/status`. */
  path: string
  query?: Readonly<Record<string, string | number | undefined>>
  body?: unknown
  /** See retry.ts: whether repeating the request after an unclear failure is harmless. */
  idempotent: boolean
  /** False only for the public verdict endpoint, which must not receive the key. */
  authenticated?: boolean
  accept?: string
  /** Per attempt, when longer than the client's request timeout (a large export). */
  timeoutMs?: number
  /** Fewer retries than the client's, for a request that has a cheaper way around it. */
  maxRetries?: number
}

/** Until when a call may keep waiting out 429s, and what to call that moment in a message. */
export interface Deadline {
  /** Epoch milliseconds. */
  atMs: number
  /** e.g. `scan-timeout (60m)`. */
  name: string
}

export interface RequestOptions {
  /** Cancels waits and the request in flight; the call then rejects with the signal's reason. */
  signal?: AbortSignal | undefined
  /** Until when 429s are waited out; default DEFAULT_RATE_LIMIT_PATIENCE_MS from the call. */
  deadline?: Deadline | undefined
  /**
   * false: a 429 is thrown at once instead of retried. For polls, which the poll loop makes again
   * later, at a wider interval. Default true.
   */
  retryRateLimited?: boolean
}

/** How long a call without a deadline of its own waits out a busy key. */
const DEFAULT_RATE_LIMIT_PATIENCE_MS = 600_000
const DEFAULT_DEADLINE_NAME = "the client's default patience of 10 minutes"

export type { RawResponse }

const NOT_RETRIED_NOTE =
  'it was not retried automatically because the service may already have acted on it (a retry could start a second scan or post a duplicate comment); check the dashboard before re-running'

/**
 * Sends requests with the key header (except to the public verdict endpoint), the client-side
 * rate limiter, a per-attempt deadline (attempt.ts) and the retry policy of retry.ts. A 429 is
 * waited out until the call's deadline; other failures are retried at most maxRetries times.
 */
export class Transport {
  readonly redact: Redact
  private readonly options: TransportOptions

  constructor(options: TransportOptions) {
    this.options = options
    this.redact = createRedactor(options.apiKey)
  }

  /** Resolves with a 2xx answer; throws ServiceError otherwise, or the abort reason. */
  async send(op: Operation, options: RequestOptions = {}): Promise<RawResponse> {
    const { apiKey, clock, limiter, logger, saturation } = this.options
    // Refused here, so that a run without a key can never send a request that needs one.
    if (op.authenticated !== false && apiKey === undefined) {
      throw new Error(`${op.endpoint} needs the API key, and this run has none`)
    }
    const maxRetries = Math.min(op.maxRetries ?? Infinity, this.options.maxRetries)
    const { signal } = options
    const deadline = options.deadline ?? {
      atMs: clock.now() + DEFAULT_RATE_LIMIT_PATIENCE_MS,
      name: DEFAULT_DEADLINE_NAME,
    }
    const url = this.buildUrl(op)
    const data = op.body === undefined ? null : JSON.stringify(op.body)
    const headers: OutgoingHttpHeaders = { accept: op.accept ?? 'application/json' }
    if (data !== null) headers['content-type'] = 'application/json'
    if (op.authenticated !== false && apiKey !== undefined) headers['x-api-key'] = apiKey

    const timeoutMs = Math.max(op.timeoutMs ?? 0, this.options.requestTimeoutMs)
    let refusals = 0
    let failures = 0
    for (let attempt = 1; ; attempt++) {
      // The budget is the key's: a request without the key does not spend it.
      if (op.authenticated !== false) await limiter.acquire(signal)
      const outcome = await sendAttempt(
        { method: op.method, url, data, headers },
        { clock, timeoutMs, userAgent: this.options.userAgent },
        signal,
      )
      if (outcome.type === 'response' && outcome.status === 429) {
        refusals += 1
        await this.waitOutRateLimit(op, outcome, refusals, deadline, options)
        continue
      }
      if (outcome.type === 'response') saturation.noteAccepted()
      if (outcome.type === 'response' && outcome.status >= 200 && outcome.status < 300) {
        return { status: outcome.status, headers: outcome.headers, body: outcome.body }
      }
      const failure = toFailure(outcome)
      const retryable = isRetryable(failure, op.idempotent)
      failures += 1
      if (!retryable || failures > maxRetries) {
        throw this.toError(op, outcome, failure, attempt, retryable)
      }
      const delayMs = backoffDelayMs(failures - 1, this.options.random)
      logger.debug(
        `${op.endpoint}: ${describeOutcome(outcome, timeoutMs)}; retrying in ${seconds(delayMs)} (retry ${failures} of ${maxRetries})`,
      )
      await clock.sleep(delayMs, signal)
    }
  }

  /**
   * After the `refusals`-th 429 of a call: waits before the next attempt (the backoff step, or
   * Retry-After when longer, never past the deadline), or throws when the call must stop.
   */
  private async waitOutRateLimit(
    op: Operation,
    outcome: Extract<AttemptOutcome, { type: 'response' }>,
    refusals: number,
    deadline: Deadline,
    options: RequestOptions,
  ): Promise<void> {
    const { clock, limiter, logger, saturation } = this.options
    const now = clock.now()
    const retryAfterMs = parseRetryAfterMs(outcome.headers['retry-after'], now)
    const failure = { method: op.method, endpoint: op.endpoint, body: outcome.body }
    const error = (stop: Parameters<typeof createRateLimitError>[0]['stop']): ServiceError =>
      createRateLimitError({ ...failure, redact: this.redact, stop })
    if (options.retryRateLimited === false) {
      // The key is busy for every request of this job, not just this one: hold them all back,
      // but never past the deadline, so the poll loop still makes its last look in time.
      const pauseMs = Math.min(retryAfterMs ?? backoffStepMs(0), Math.max(0, deadline.atMs - now))
      limiter.pauseUntil(now + pauseMs)
      saturation.noteRefused(op.endpoint, 'is skipped; this job polls less often for a while')
      throw error({ reason: 'not-retried' })
    }
    const leftMs = deadline.atMs - now
    if (retryAfterMs !== undefined && retryAfterMs > leftMs) {
      saturation.noteRefused(op.endpoint, `is given up: Retry-After is past ${deadline.name}`)
      throw error({ reason: 'retry-after', deadline: deadline.name, retryAfterMs, leftMs })
    }
    if (leftMs <= 0) {
      // Noted first, so the run of 429s this message reports includes this one.
      saturation.noteRefused(op.endpoint, `is given up: ${deadline.name} has run out`)
      throw error({
        reason: 'deadline',
        deadline: deadline.name,
        saturatedForMs: saturation.saturatedForMs,
        refused: saturation.refusedInCurrentRun,
      })
    }
    // The last wait is cut short so that one more attempt is made at the deadline itself.
    const waitMs = Math.min(
      Math.max(backoffDelayMs(refusals - 1, this.options.random), retryAfterMs ?? 0),
      leftMs,
    )
    limiter.pauseUntil(now + waitMs)
    saturation.noteRefused(op.endpoint, `is retried in ${describeElapsed(waitMs)}`)
    logger.debug(
      `${op.endpoint}: 429 Too Many Requests; retrying in ${seconds(waitMs)} (refusal ${refusals}, ${describeElapsed(leftMs)} left before ${deadline.name})`,
    )
    await clock.sleep(waitMs, options.signal)
  }

  private buildUrl(op: Operation): string {
    const url = resolveEndpoint(this.options.baseUrl, op.path)
    for (const [name, value] of Object.entries(op.query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value))
    }
    return url.href
  }

  private toError(
    op: Operation,
    outcome: AttemptOutcome,
    failure: AttemptFailure,
    attempts: number,
    retryable: boolean,
  ): ServiceError {
    const { method, endpoint } = op
    const note =
      !retryable && !op.idempotent && mayHaveReachedService(failure) ? NOT_RETRIED_NOTE : undefined
    const redact = this.redact
    switch (outcome.type) {
      case 'response':
        return createHttpError({
          method,
          endpoint,
          status: outcome.status,
          body: outcome.body,
          redact,
          note,
          attempts,
        })
      case 'timeout':
        return createTimeoutError({
          method,
          endpoint,
          attempts,
          redact,
          note,
          timeoutMs: Math.max(op.timeoutMs ?? 0, this.options.requestTimeoutMs),
        })
      case 'network':
        return createNetworkError({
          method,
          endpoint,
          attempts,
          redact,
          note,
          code: outcome.code,
          detail: outcome.detail,
        })
    }
  }
}

function toFailure(outcome: AttemptOutcome): AttemptFailure {
  if (outcome.type === 'response') return { type: 'status', status: outcome.status }
  if (outcome.type === 'timeout') return { type: 'timeout' }
  return { type: 'network', code: outcome.code }
}

function describeOutcome(outcome: AttemptOutcome, timeoutMs: number): string {
  if (outcome.type === 'response') return describeStatus(outcome.status)
  if (outcome.type === 'timeout') return `no answer within ${seconds(timeoutMs)}`
  return `connection failed (${outcome.code ?? 'network error'})`
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`
}
