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

async function acquireMany(l: RateLimiter, count: number): Promise<void> {
  for (let i = 0; i < count; i++) await l.acquire()
}

describe('RateLimiter', () => {
  it('lets 100 requests through at once and holds the 101st until 60 s after the first', async () => {
    const l = limiter()
    await acquireMany(l, 100)
    const next = track(l.acquire())
    await vi.advanceTimersByTimeAsync(59_999)
    expect(next.done()).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(next.done()).toBe(true)
    expect(logger.lines).toEqual([
      'debug: rate limiter: waiting 60.0 s (100 requests in the last 60 s)',
    ])
  })

  it('is a rolling window: slots free up as the oldest requests age out', async () => {
    const l = limiter(4)
    await acquireMany(l, 2)
    await vi.advanceTimersByTimeAsync(30_000)
    await acquireMany(l, 2)
    const fifth = track(l.acquire())
    const sixth = track(l.acquire())
    await vi.advanceTimersByTimeAsync(29_999)
    expect([fifth.done(), sixth.done()]).toEqual([false, false])
    await vi.advanceTimersByTimeAsync(1)
    expect([fifth.done(), sixth.done()]).toEqual([true, true])
    const seventh = track(l.acquire())
    await vi.advanceTimersByTimeAsync(29_999)
    expect(seventh.done()).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(seventh.done()).toBe(true)
  })

  it('applies a lower configured limit and logs each wait once', async () => {
    const l = limiter(60)
    await acquireMany(l, 60)
    const next = track(l.acquire())
    await vi.advanceTimersByTimeAsync(60_000)
    expect(next.done()).toBe(true)
    expect(logger.lines).toEqual([
      'debug: rate limiter: waiting 60.0 s (60 requests in the last 60 s)',
    ])
  })

  it('makes every caller wait after pauseUntil', async () => {
    const l = limiter()
    l.pauseUntil(Date.now() + 8_000)
    l.pauseUntil(Date.now() + 1_000) // never shortens a pause
    const a = track(l.acquire())
    const b = track(l.acquire())
    await vi.advanceTimersByTimeAsync(7_999)
    expect([a.done(), b.done()]).toEqual([false, false])
    await vi.advanceTimersByTimeAsync(1)
    expect([a.done(), b.done()]).toEqual([true, true])
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
    await vi.advanceTimersByTimeAsync(60_000)
    await l.acquire()
    const after = track(l.acquire())
    await vi.advanceTimersByTimeAsync(59_999)
    expect(after.done()).toBe(false)
  })

  it.each([0, 101, 2.5])('rejects a limit of %s', (max) => {
    expect(() => limiter(max)).toThrow(RangeError)
  })
})
