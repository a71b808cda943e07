import type { Clock } from '../common/clock.js'
import type { Logger } from '../common/logger.js'
import { KEY_REQUESTS_PER_WINDOW, RATE_WINDOW_MARGIN_MS, RATE_WINDOW_MS } from './limits.js'

export interface RateLimiterOptions {
  clock: Clock
  logger: Logger
  /** Requests allowed per window; 1 to 100, default 100. */
  maxRequests?: number
  windowMs?: number
  /** Added to the window between a request and the one maxRequests later; default RATE_WINDOW_MARGIN_MS. */
  marginMs?: number
}

/**
 * A client-side rolling-window limiter: this job never sends more than its share
 * (max-requests-per-minute) of the key's budget in any window, with a margin for the requests'
 * way to the service (RATE_WINDOW_MARGIN_MS). The budget is shared by every job that uses the
 * key and no job sees the others, so after a 429 `pauseUntil` holds back every request of this
 * client, not just the one that was refused.
 */
export class RateLimiter {
  readonly maxRequests: number
  readonly windowMs: number
  /** A request waits this long after the one maxRequests before it: the window and a margin. */
  private readonly spacingMs: number
  private readonly clock: Clock
  private readonly logger: Logger
  /** Start times of the most recent requests, oldest first; never more than maxRequests. */
  private readonly sent: number[] = []
  private pausedUntilMs = 0

  constructor(options: RateLimiterOptions) {
    const maxRequests = options.maxRequests ?? KEY_REQUESTS_PER_WINDOW
    if (
      !Number.isInteger(maxRequests) ||
      maxRequests < 1 ||
      maxRequests > KEY_REQUESTS_PER_WINDOW
    ) {
      throw new RangeError(
        `maxRequestsPerMinute must be an integer from 1 to ${KEY_REQUESTS_PER_WINDOW} (got ${String(maxRequests)})`,
      )
    }
    const windowMs = options.windowMs ?? RATE_WINDOW_MS
    if (!(windowMs > 0)) throw new RangeError(`windowMs must be positive (got ${String(windowMs)})`)
    this.maxRequests = maxRequests
    this.windowMs = windowMs
    this.spacingMs = windowMs + Math.max(0, options.marginMs ?? RATE_WINDOW_MARGIN_MS)
    this.clock = options.clock
    this.logger = options.logger
  }

  /** Waits until a request may be sent, then counts it. Rejects when `signal` aborts. */
  async acquire(signal?: AbortSignal): Promise<void> {
    let logged = false
    for (;;) {
      signal?.throwIfAborted()
      const now = this.clock.now()
      while (this.sent.length > 0 && (this.sent[0] ?? 0) <= now - this.spacingMs) this.sent.shift()
      const pauseWaitMs = this.pausedUntilMs - now
      const windowWaitMs =
        this.sent.length >= this.maxRequests ? (this.sent[0] ?? now) + this.spacingMs - now : 0
      const waitMs = Math.max(pauseWaitMs, windowWaitMs)
      if (waitMs <= 0) {
        this.sent.push(now)
        return
      }
      if (!logged) {
        logged = true
        this.logger.debug(this.describeWait(waitMs, pauseWaitMs >= windowWaitMs))
      }
      await this.clock.sleep(waitMs, signal)
    }
  }

  /** Holds back every request until `timeMs` (epoch ms), e.g. after the service answered 429. */
  pauseUntil(timeMs: number): void {
    this.pausedUntilMs = Math.max(this.pausedUntilMs, timeMs)
  }

  private describeWait(waitMs: number, paused: boolean): string {
    const wait = `rate limiter: waiting ${(waitMs / 1000).toFixed(1)} s`
    if (paused) return `${wait} (the service answered 429 Too Many Requests)`
    return `${wait} (${this.sent.length} requests in the last ${Math.round(this.windowMs / 1000)} s)`
  }
}
