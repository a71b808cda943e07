/**
 * What the fake GitHub can add to its answers, each opt-in (startFakeGitHub's options): the time
 * GitHub takes to answer, and GitHub's secondary rate limits on one token. Both read time only
 * through the clock they are given, so a test drives them with a virtual clock and the matrix soak
 * with its scaled one.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { systemClock, type Clock } from '../../src/common/clock.js'
import { sendJson } from './http.js'

/** How long GitHub takes to answer, in the clock's milliseconds. */
export interface FakeGitHubLatency {
  /** GET and HEAD. */
  readMs: number
  /** POST, PATCH, PUT and DELETE. */
  writeMs: number
}

/**
 * GitHub's secondary rate limits, as https://docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api
 * states them ("no more than 100 concurrent requests"; "in general, no more than 80
 * content-generating requests per minute and no more than 500 content-generating requests per
 * hour"), counted per token, as GitHub counts them per user or app installation.
 */
export interface SecondaryLimits {
  /** Writes (POST, PATCH, PUT, DELETE) accepted in any rolling minute. */
  writesPerMinute: number
  /** Writes accepted in any rolling hour. */
  writesPerHour: number
  /** Requests of one token in flight at once. */
  concurrentRequests: number
  /** GitHub answers a request over a secondary limit with 403 or 429. */
  status: 403 | 429
}

/** The figures of GitHub's documentation (SecondaryLimits), answered with 403. */
export const GITHUB_SECONDARY_LIMITS: SecondaryLimits = {
  writesPerMinute: 80,
  writesPerHour: 500,
  concurrentRequests: 100,
  status: 403,
}

/** A request as the limits see it. */
export interface TimedRequest {
  token: string
  method: string
  path: string
  /** The clock's time when it arrived. */
  at: number
}

/** A request refused by a secondary limit. */
export interface LimitedRecord extends TimedRequest {
  limit: 'writes per minute' | 'writes per hour' | 'concurrent requests'
  /** The retry-after header sent (seconds), absent when GitHub gives none. */
  retryAfterS?: number
}

/** The part of the fake's state the limits write to. */
export interface LimitsState {
  /** Every write accepted (not refused by a secondary limit), in arrival order. */
  writes: TimedRequest[]
  /** Every request a secondary limit refused, in arrival order. */
  limited: LimitedRecord[]
}

export interface FakeGitHubOptions {
  /** The clock latency waits on and the limits count by; the machine's by default. */
  clock?: Clock
  /** Off by default: every answer at once. */
  latency?: FakeGitHubLatency
  /** Off by default: no limit. GITHUB_SECONDARY_LIMITS for GitHub's. */
  secondaryLimits?: SecondaryLimits
}

const MINUTE_MS = 60_000
const HOUR_MS = 3_600_000
/** Minting an installation token is not content: GitHub limits it apart (and Octokit paces it apart). */
const TOKEN_MINT = /^\/app\/installations\/\d+\/access_tokens$/

const SECONDARY_LIMIT_BODY = {
  message:
    'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
  documentation_url:
    'https://docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api#about-secondary-rate-limits',
}

/** Admits each request, answering a refusal itself; the caller calls `done` once it answered. */
export interface RequestGate {
  /**
   * Waits the request's latency and returns `done`, or answers a refusal at once (GitHub refuses
   * before it does the work) and returns undefined.
   */
  admit(req: IncomingMessage, res: ServerResponse, path: string): Promise<(() => void) | undefined>
}

export function createRequestGate(state: LimitsState, options: FakeGitHubOptions): RequestGate {
  const clock = options.clock ?? systemClock
  const limits = options.secondaryLimits
  const inFlight = new Map<string, number>()
  /** Each token's accepted writes of the last hour, oldest first. */
  const recent = new Map<string, number[]>()

  /** Seconds until `times` (oldest first) has room for one more in `windowMs`, or 0. */
  const waitForRoom = (times: readonly number[], limit: number, windowMs: number, at: number) => {
    const inWindow = times.filter((t) => t > at - windowMs)
    if (inWindow.length < limit) return 0
    const leaving = inWindow[inWindow.length - limit] ?? at
    return Math.max(1, Math.ceil((leaving + windowMs - at) / 1000))
  }

  /** The limit this request is over, or undefined; an accepted write is counted. */
  const checkLimits = (seen: TimedRequest, isWrite: boolean): LimitedRecord | undefined => {
    if (limits === undefined) return undefined
    if ((inFlight.get(seen.token) ?? 0) >= limits.concurrentRequests) {
      // GitHub gives no wait for this one: its documentation says to wait a minute at least.
      return { ...seen, limit: 'concurrent requests' }
    }
    if (!isWrite) return undefined
    const times = (recent.get(seen.token) ?? []).filter((t) => t > seen.at - HOUR_MS)
    recent.set(seen.token, times)
    const perMinute = waitForRoom(times, limits.writesPerMinute, MINUTE_MS, seen.at)
    const perHour = waitForRoom(times, limits.writesPerHour, HOUR_MS, seen.at)
    if (perHour > 0 || perMinute > 0) {
      const limit = perHour >= perMinute ? 'writes per hour' : 'writes per minute'
      return { ...seen, limit, retryAfterS: Math.max(perHour, perMinute) }
    }
    times.push(seen.at)
    return undefined
  }

  return {
    async admit(req, res, path) {
      const method = req.method ?? 'GET'
      const isWrite = method !== 'GET' && method !== 'HEAD' && !TOKEN_MINT.test(path)
      const token = req.headers.authorization ?? 'anonymous'
      const seen = { token, method, path, at: clock.now() }
      const refused = checkLimits(seen, isWrite)
      if (refused !== undefined) {
        state.limited.push(refused)
        if (refused.retryAfterS !== undefined) {
          res.setHeader('retry-after', String(refused.retryAfterS))
        }
        sendJson(res, limits?.status ?? 403, SECONDARY_LIMIT_BODY)
        return undefined
      }
      if (isWrite) state.writes.push(seen)
      inFlight.set(token, (inFlight.get(token) ?? 0) + 1)
      const done = (): void => {
        inFlight.set(token, (inFlight.get(token) ?? 1) - 1)
      }
      const latencyMs = isWrite ? options.latency?.writeMs : options.latency?.readMs
      if (latencyMs !== undefined && latencyMs > 0) await clock.sleep(latencyMs)
      return done
    },
  }
}
