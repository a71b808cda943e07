import type { OutgoingHttpHeaders } from 'node:http'
import type { Clock } from '../clock.js'
import type { Logger } from '../logger.js'
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
  isRetryable,
  MAX_RETRY_AFTER_MS,
  mayHaveReachedService,
  parseRetryAfterMs,
  type AttemptFailure,
} from './retry.js'

export interface TransportOptions {
  baseUrl: URL
  apiKey: string
  clock: Clock
  logger: Logger
  limiter: RateLimiter
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
}

export type { RawResponse }

const NOT_RETRIED_NOTE =
  'it was not retried automatically because the service may already have acted on it (a retry could start a second scan or post a duplicate comment); check the dashboard before re-running'

/**
 * Sends requests with the key header (except to the public verdict endpoint), the client-side
 * rate limiter, a per-attempt deadline (attempt.ts) and the retry policy of retry.ts.
 */
export class Transport {
  readonly redact: Redact
  private readonly options: TransportOptions

  constructor(options: TransportOptions) {
    this.options = options
    this.redact = createRedactor(options.apiKey)
  }

  /** Resolves with a 2xx answer; throws ServiceError otherwise, or the abort reason. */
  async send(op: Operation, signal?: AbortSignal): Promise<RawResponse> {
    const { clock, limiter, logger, maxRetries } = this.options
    const url = this.buildUrl(op)
    const data = op.body === undefined ? null : JSON.stringify(op.body)
    const headers: OutgoingHttpHeaders = { accept: op.accept ?? 'application/json' }
    if (data !== null) headers['content-type'] = 'application/json'
    if (op.authenticated !== false) headers['x-api-key'] = this.options.apiKey

    for (let attempt = 1; ; attempt++) {
      await limiter.acquire(signal)
      const outcome = await sendAttempt(
        { method: op.method, url, data, headers },
        { clock, timeoutMs: this.options.requestTimeoutMs, userAgent: this.options.userAgent },
        signal,
      )
      if (outcome.type === 'response' && outcome.status >= 200 && outcome.status < 300) {
        return { status: outcome.status, headers: outcome.headers, body: outcome.body }
      }
      const failure = toFailure(outcome)
      const retryable = isRetryable(failure, op.idempotent)
      if (!retryable || attempt > maxRetries) {
        throw this.toError(op, outcome, failure, attempt, retryable)
      }
      let delayMs = backoffDelayMs(attempt - 1, this.options.random)
      if (outcome.type === 'response' && outcome.status === 429) {
        const retryAfterMs = parseRetryAfterMs(outcome.headers['retry-after'], clock.now())
        if (retryAfterMs !== undefined && retryAfterMs > MAX_RETRY_AFTER_MS) {
          throw createRateLimitError({
            method: op.method,
            endpoint: op.endpoint,
            attempts: attempt,
            body: outcome.body,
            redact: this.redact,
            retryAfterMs,
            maxWaitMs: MAX_RETRY_AFTER_MS,
          })
        }
        delayMs = Math.max(delayMs, retryAfterMs ?? 0)
        // The key's budget is shared: hold back this client's other requests too.
        limiter.pauseUntil(clock.now() + delayMs)
      }
      logger.debug(
        `${op.endpoint}: ${describeOutcome(outcome, this.options.requestTimeoutMs)}; retrying in ${(delayMs / 1000).toFixed(1)} s (attempt ${attempt + 1} of ${maxRetries + 1})`,
      )
      await clock.sleep(delayMs, signal)
    }
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
        if (outcome.status === 429) {
          return createRateLimitError({ method, endpoint, attempts, body: outcome.body, redact })
        }
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
          timeoutMs: this.options.requestTimeoutMs,
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
  if (outcome.type === 'timeout') return `no answer within ${(timeoutMs / 1000).toFixed(1)} s`
  return `connection failed (${outcome.code ?? 'network error'})`
}
