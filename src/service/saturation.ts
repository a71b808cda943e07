import { describeElapsed, type Clock } from '../common/clock.js'
import { createRepeatGate, type Logger } from '../common/logger.js'
import { KEY_REQUESTS_PER_WINDOW, RATE_WINDOW_MS } from './limits.js'

export interface SaturationSnapshot {
  /** 429 answers this client received in all. */
  refused: number
  /** When the current run of 429s began (no request accepted since), while one is going on. */
  saturatedSinceMs?: number | undefined
  /** The longest run of 429s so far, the current one included. */
  longestMs: number
}

/**
 * What this job has seen of the API key's shared budget. Every 429 and every answer that got
 * through is noted here, whichever request it was, so the log speaks of the key once (then at
 * most once a minute) instead of on every retry, and a job that finally gives up can say how long
 * the key was saturated.
 */
export class KeySaturation {
  private since: number | undefined
  private refusedInRun = 0
  private refusedTotal = 0
  private longest = 0
  private loggedOnce = false
  private readonly logDue: () => boolean
  private loggedInRun = false

  constructor(
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {
    this.logDue = createRepeatGate(() => this.clock.now())
  }

  /** Notes a 429 to `endpoint`; `next` says what happens now, e.g. "is retried in 1.4 s". */
  noteRefused(endpoint: string, next: string): void {
    const now = this.clock.now()
    this.refusedTotal += 1
    this.refusedInRun += 1
    this.since ??= now
    if (!this.logDue()) return
    const first = !this.loggedOnce
    this.loggedOnce = true
    this.loggedInRun = true
    const perWindow = `${KEY_REQUESTS_PER_WINDOW} requests per ${RATE_WINDOW_MS / 1000} s`
    this.logger.info(
      first
        ? `The service is rate limiting the API key (429 Too Many Requests); ${endpoint} ${next}. ` +
            `The key's ${perWindow} are shared by every job that uses it: this job slows down ` +
            'and goes on until its timeout.'
        : `Still rate limited: the API key has refused ${this.refusedInRun} requests of this job ` +
            `over ${describeElapsed(now - this.since)}; ${endpoint} ${next}.`,
    )
  }

  /** Notes an answer that got past the key's limit (any status but 429). */
  noteAccepted(): void {
    if (this.since === undefined) return
    const ranMs = this.clock.now() - this.since
    this.longest = Math.max(this.longest, ranMs)
    if (this.loggedInRun) {
      this.logger.info(
        `The API key is accepting this job's requests again, after ${describeElapsed(ranMs)} of ` +
          `rate limiting (${this.refusedInRun} refused).`,
      )
    }
    this.since = undefined
    this.refusedInRun = 0
    this.loggedInRun = false
  }

  /** How long the current run of 429s has lasted (0 when the key is not refusing). */
  get saturatedForMs(): number {
    return this.since === undefined ? 0 : this.clock.now() - this.since
  }

  get refusedInCurrentRun(): number {
    return this.refusedInRun
  }

  snapshot(): SaturationSnapshot {
    const current = this.saturatedForMs
    return {
      refused: this.refusedTotal,
      saturatedSinceMs: this.since,
      longestMs: Math.max(this.longest, current),
    }
  }
}
