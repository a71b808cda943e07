import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { systemClock } from '../../src/common/clock.js'
import { RateLimiter } from '../../src/service/rate-limiter.js'
import { recordingLog, type RecordingLog } from '../../testkit/fakes/log.js'
import { settle } from '../support/async.js'
import { useFakeTime } from './helpers.js'

let logger: RecordingLog

beforeEach(() => {
  useFakeTime()
  vi.setSystemTime(new Date('2026-01-01T00:00:00Z'))
  logger = recordingLog()
})

afterEach(() => {
  vi.useRealTimers()
})

function limiter(maxRequests?: number): RateLimiter {
  return new RateLimiter({ clock: systemClock, logger, maxRequests })
}

/** Starts `acquire` and reports whether it has resolved, without awaiting it. */
function track(promise: Promise<void>): { done: () => boolean } {
  let done = false
  void promise.then(() => {
    done = true
  })
  return { done: () => done }
}

/** None of `waiting` is let through before `ms` have passed, and all of them are at `ms`. */
async function expectReleasedAfter(ms: number, ...waiting: { done: () => boolean }[]) {
  await vi.advanceTimersByTimeAsync(ms - 1)
  expect(waiting.map((w) => w.done())).toEqual(waiting.map(() => false))
  await vi.advanceTimersByTimeAsync(1)
  expect(waiting.map((w) => w.done())).toEqual(waiting.map(() => true))
}

async function acquireMany(l: RateLimiter, count: number): Promise<void> {
  for (let i = 0; i < count; i++) await l.acquire()
}

describe('RateLimiter', () => {
  it('lets 100 requests through at once and holds the 101st until 61 s after the first', async () => {
    const l = limiter()
    await acquireMany(l, 100)
    // The window and a second's margin: one request slow on its way must not make 101 in 60 s.
    await expectReleasedAfter(61_000, track(l.acquire()))
    expect(logger.lines).toEqual([
      'debug: rate limiter: waiting 61.0 s (100 requests in the last 60 s)',
    ])
  })

  it('is a rolling window: slots free up as the oldest requests age out', async () => {
    const l = limiter(4)
    await acquireMany(l, 2)
    await vi.advanceTimersByTimeAsync(30_000)
    await acquireMany(l, 2)
    await expectReleasedAfter(31_000, track(l.acquire()), track(l.acquire()))
    await expectReleasedAfter(30_000, track(l.acquire()))
  })

  it('applies a lower configured limit and logs each wait once', async () => {
    const l = limiter(60)
    await acquireMany(l, 60)
    const next = track(l.acquire())
    await vi.advanceTimersByTimeAsync(61_000)
    expect(next.done()).toBe(true)
    expect(logger.lines).toEqual([
      'debug: rate limiter: waiting 61.0 s (60 requests in the last 60 s)',
    ])
  })

  it('makes every caller wait after pauseUntil', async () => {
    const l = limiter()
    l.pauseUntil(Date.now() + 8_000)
    l.pauseUntil(Date.now() + 1_000) // never shortens a pause
    await expectReleasedAfter(8_000, track(l.acquire()), track(l.acquire()))
    expect(logger.lines[0]).toBe(
      'debug: rate limiter: waiting 8.0 s (the service answered 429 Too Many Requests)',
    )
  })

  it('stops waiting when the signal aborts, without taking a slot', async () => {
    const l = limiter(1)
    await l.acquire()
    const controller = new AbortController()
    const waiting = settle(l.acquire(controller.signal))
    controller.abort(new Error('cancelled'))
    expect(((await waiting).error as Error).message).toBe('cancelled')
    await vi.advanceTimersByTimeAsync(61_000)
    await l.acquire()
    const after = track(l.acquire())
    await vi.advanceTimersByTimeAsync(60_999)
    expect(after.done()).toBe(false)
  })

  it.each([0, 101, 2.5])('rejects a limit of %s', (max) => {
    expect(() => limiter(max)).toThrow(RangeError)
  })
})
