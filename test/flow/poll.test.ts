import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { systemClock } from '../../src/clock.js'
import { poll, type PollOutcome } from '../../src/flow/poll.js'
import { settle } from './helpers.js'

const INTERVAL_MS = 15_000
const TIMEOUT_MS = 60_000

/** A remote value that reads `values` in turn (the last one forever), noting when each look ran. */
function remote(values: string[]) {
  const lookedAt: number[] = []
  const check = vi.fn((_signal: AbortSignal | undefined) => {
    lookedAt.push(Date.now())
    return Promise.resolve(values[Math.min(lookedAt.length - 1, values.length - 1)] ?? '')
  })
  return { check, lookedAt }
}

describe('poll', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('looks once, immediately, and returns a value that is already done', async () => {
    const { check } = remote(['done'])
    const outcome = await poll({
      check,
      isDone: (v) => v === 'done',
      intervalMs: INTERVAL_MS,
      timeoutMs: TIMEOUT_MS,
      clock: systemClock,
    })
    expect(outcome).toEqual({ ok: true, value: 'done', polls: 1 })
    expect(check).toHaveBeenCalledTimes(1)
  })

  it('looks again only after each interval has passed', async () => {
    const { check, lookedAt } = remote(['a', 'b', 'done'])
    const start = Date.now()
    const onValue = vi.fn()
    const pending = poll({
      check,
      isDone: (v) => v === 'done',
      intervalMs: INTERVAL_MS,
      timeoutMs: TIMEOUT_MS,
      clock: systemClock,
      onValue,
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(check).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(INTERVAL_MS - 1)
    expect(check).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(check).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(INTERVAL_MS)
    const outcome = await pending
    expect(outcome).toEqual({ ok: true, value: 'done', polls: 3 })
    expect(lookedAt.map((t) => t - start)).toEqual([0, INTERVAL_MS, 2 * INTERVAL_MS])
    expect(onValue.mock.calls).toEqual([
      ['a', 1],
      ['b', 2],
      ['done', 3],
    ])
  })

  it('makes a last look at the deadline itself, so a state reached just before it counts', async () => {
    // 40 s timeout with a 15 s interval: looks at 0, 15, 30 and (shortened wait) 40 s.
    const { check, lookedAt } = remote(['running', 'running', 'running', 'done'])
    const start = Date.now()
    const pending = poll({
      check,
      isDone: (v) => v === 'done',
      intervalMs: INTERVAL_MS,
      timeoutMs: 40_000,
      clock: systemClock,
    })
    await vi.advanceTimersByTimeAsync(40_000)
    await expect(pending).resolves.toEqual({ ok: true, value: 'done', polls: 4 })
    expect(lookedAt.map((t) => t - start)).toEqual([0, 15_000, 30_000, 40_000])
  })

  it('times out after the look at the deadline, with the last value seen', async () => {
    const { check, lookedAt } = remote(['queued', 'running'])
    const start = Date.now()
    const pending = poll({
      check,
      isDone: () => false,
      intervalMs: INTERVAL_MS,
      timeoutMs: 40_000,
      clock: systemClock,
    })
    let settled: PollOutcome<string> | undefined
    void pending.then((o) => (settled = o))
    await vi.advanceTimersByTimeAsync(39_999)
    expect(settled).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toEqual({ ok: false, reason: 'timeout', last: 'running', polls: 4 })
    expect(lookedAt.map((t) => t - start)).toEqual([0, 15_000, 30_000, 40_000])
  })

  it('stops waiting at once when the signal aborts, keeping the last value', async () => {
    const controller = new AbortController()
    const { check } = remote(['running'])
    const pending = poll({
      check,
      isDone: () => false,
      intervalMs: INTERVAL_MS,
      timeoutMs: TIMEOUT_MS,
      clock: systemClock,
      signal: controller.signal,
    })
    await vi.advanceTimersByTimeAsync(1_000)
    controller.abort(new Error('received SIGTERM'))
    await vi.advanceTimersByTimeAsync(0)
    await expect(pending).resolves.toEqual({
      ok: false,
      reason: 'aborted',
      last: 'running',
      polls: 1,
    })
    expect(check).toHaveBeenCalledTimes(1)
  })

  it('does not look at all when the signal is already aborted', async () => {
    const { check } = remote(['done'])
    const outcome = await poll({
      check,
      isDone: () => true,
      intervalMs: INTERVAL_MS,
      timeoutMs: TIMEOUT_MS,
      clock: systemClock,
      signal: AbortSignal.abort(),
    })
    expect(outcome).toEqual({ ok: false, reason: 'aborted', last: undefined, polls: 0 })
    expect(check).not.toHaveBeenCalled()
  })

  it('passes the signal to each look, and reads a look rejected by the abort as aborted', async () => {
    const controller = new AbortController()
    const check = vi.fn(
      (signal: AbortSignal | undefined) =>
        new Promise<string>((_resolve, reject) => {
          signal?.addEventListener('abort', () => {
            reject(new Error('request aborted'))
          })
        }),
    )
    const pending = poll({
      check,
      isDone: () => false,
      intervalMs: INTERVAL_MS,
      timeoutMs: TIMEOUT_MS,
      clock: systemClock,
      signal: controller.signal,
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(check).toHaveBeenCalledWith(controller.signal)
    controller.abort()
    await expect(pending).resolves.toMatchObject({ ok: false, reason: 'aborted', polls: 0 })
  })

  it('lets an error of a look propagate, without further looks', async () => {
    const failure = new Error('503 from the service after 5 attempts')
    const check = vi
      .fn<(signal: AbortSignal | undefined) => Promise<string>>()
      .mockResolvedValueOnce('running')
      .mockRejectedValueOnce(failure)
    const pending = settle(
      poll({
        check,
        isDone: () => false,
        intervalMs: INTERVAL_MS,
        timeoutMs: TIMEOUT_MS,
        clock: systemClock,
      }),
    )
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS)
    expect((await pending).error).toBe(failure)
    expect(check).toHaveBeenCalledTimes(2)
  })
})
