import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { systemClock } from '../../src/common/clock.js'
import { PollPacer } from '../../src/scan/pacer.js'
import { classifyLookFailure, poll, type PollOptions } from '../../src/scan/poll.js'
import type { ServiceError, ServiceErrorKind } from '../../src/service/errors.js'
import { makeServiceError } from '../support/service.js'

const FLOOR_MS = 10_000
const TIMEOUT_MS = 60_000

const serviceError = (kind: ServiceErrorKind, status?: number): ServiceError =>
  makeServiceError(kind, status)
const THROTTLED = (): ServiceError => serviceError('rate-limited', 429)

/** A remote that answers `answers` in turn (the last forever), noting when each look ran. */
function remote(answers: (string | Error)[]) {
  const lookedAt: number[] = []
  const check = vi.fn((_signal: AbortSignal | undefined) => {
    lookedAt.push(Date.now())
    const answer = answers[Math.min(lookedAt.length - 1, answers.length - 1)] ?? ''
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer)
  })
  return { check, lookedAt }
}

function options(
  check: PollOptions<string>['check'],
  overrides: Partial<PollOptions<string>> = {},
): PollOptions<string> {
  return {
    check,
    isDone: (v) => v === 'done',
    pacer: new PollPacer({ floorMs: FLOOR_MS, startedAtMs: Date.now(), random: () => 0 }),
    deadlineMs: Date.now() + TIMEOUT_MS,
    clock: systemClock,
    ...overrides,
  }
}

/** Polls with a deadline `ms` from now, and lets that much (fake) time pass. */
async function pollUntilDeadline(
  ms: number,
  check: PollOptions<string>['check'],
  overrides: Partial<PollOptions<string>> = {},
) {
  const pending = poll(options(check, { deadlineMs: Date.now() + ms, ...overrides }))
  await vi.advanceTimersByTimeAsync(ms)
  return pending
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
    expect(await poll(options(check))).toEqual({ ok: true, value: 'done', polls: 1 })
    expect(check).toHaveBeenCalledTimes(1)
  })

  it('waits firstLookAfterMs, then the pacer interval between looks', async () => {
    const { check, lookedAt } = remote(['a', 'b', 'done'])
    const start = Date.now()
    const onValue = vi.fn()
    const pending = poll(options(check, { firstLookAfterMs: FLOOR_MS, onValue }))
    await vi.advanceTimersByTimeAsync(FLOOR_MS - 1)
    expect(check).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(check).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(2 * FLOOR_MS)
    expect(await pending).toEqual({ ok: true, value: 'done', polls: 3 })
    expect(lookedAt.map((t) => t - start)).toEqual([10_000, 20_000, 30_000])
    expect(onValue.mock.calls).toEqual([
      ['a', 1],
      ['b', 2],
      ['done', 3],
    ])
  })

  it('makes a last look at the deadline itself, so a state reached just before it counts', async () => {
    // 25 s deadline, 10 s floor: looks at 0, 10, 20 and (shortened wait) 25 s.
    const { check, lookedAt } = remote(['running', 'running', 'running', 'done'])
    const start = Date.now()
    const pending = poll(options(check, { deadlineMs: start + 25_000 }))
    await vi.advanceTimersByTimeAsync(25_000)
    await expect(pending).resolves.toEqual({ ok: true, value: 'done', polls: 4 })
    expect(lookedAt.map((t) => t - start)).toEqual([0, 10_000, 20_000, 25_000])
  })

  it('times out after the look at the deadline, with the last value seen', async () => {
    const { check } = remote(['queued', 'running'])
    const start = Date.now()
    let settled: unknown
    void poll(options(check, { deadlineMs: start + 25_000, isDone: () => false })).then(
      (o) => (settled = o),
    )
    await vi.advanceTimersByTimeAsync(24_999)
    expect(settled).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toEqual({ ok: false, reason: 'timeout', last: 'running', polls: 4 })
  })

  it('skips a look refused with 429 and backs off (20 s, 40 s), then narrows as looks get through', async () => {
    const { check, lookedAt } = remote([
      'running',
      THROTTLED(),
      THROTTLED(),
      'running',
      'running',
      'running',
      'done',
    ])
    const skipped: string[] = []
    const start = Date.now()
    const result = await pollUntilDeadline(600_000, check, {
      onSkipped: (error, kind) => skipped.push(`${kind}: ${error.kind}`),
    })
    expect(result).toEqual({ ok: true, value: 'done', polls: 5 })
    // Interval: 10 s (answered) → 20 s (429) → 40 s (429) → 28.6, 22.2, 18.2 s (answered: one
    // more look per 100 s each time).
    expect(lookedAt.map((t) => t - start)).toEqual([
      0, 10_000, 30_000, 70_000, 98_571, 120_793, 138_975,
    ])
    expect(skipped).toEqual(['throttled: rate-limited', 'throttled: rate-limited'])
  })

  it('skips looks lost to a 5xx, a dropped connection or a timeout, and goes on', async () => {
    const { check, lookedAt } = remote([
      serviceError('http', 503),
      serviceError('network'),
      serviceError('timeout'),
      'done',
    ])
    const kinds: string[] = []
    const start = Date.now()
    const result = await pollUntilDeadline(600_000, check, {
      onSkipped: (_e, kind) => kinds.push(kind),
    })
    expect(result).toEqual({ ok: true, value: 'done', polls: 1 })
    expect(kinds).toEqual(['transient', 'transient', 'transient'])
    // A lost look backs off like a refused one: 20, 40, 60 s (the cap).
    expect(lookedAt.map((t) => (t - start) / 1000)).toEqual([0, 20, 60, 120])
  })

  it('times out, never fails, when every look is refused until the deadline', async () => {
    const { check, lookedAt } = remote(['queued', THROTTLED()])
    const start = Date.now()
    const result = await pollUntilDeadline(100_000, check)
    // A busy key (429) is the service answering "later": never an outage.
    expect(result).toEqual({ ok: false, reason: 'timeout', last: 'queued', polls: 1 })
    // 0 (answered), then backing off 20, 40 s, and a last look at the deadline.
    expect(lookedAt.map((t) => (t - start) / 1000)).toEqual([0, 10, 30, 70, 100])
  })

  it('is an outage only when the service failed (5xx, no answer) for minutes before the deadline', async () => {
    const down = serviceError('http', 503)
    // Answered at once, then failing for the 10 minutes left: the service kept failing.
    const failing = remote(['queued', down])
    const outage = await pollUntilDeadline(600_000, failing.check)
    expect(outage).toMatchObject({ reason: 'timeout', failing: true })
    // Healthy for 55 minutes, one lost look at the end: a slow scan, not an outage.
    const deadlineMs = Date.now() + 3_300_000
    const slow = vi.fn(() =>
      Date.now() >= deadlineMs - 30_000 ? Promise.reject(down) : Promise.resolve('running'),
    )
    const late = poll(options(slow, { deadlineMs }))
    await vi.advanceTimersByTimeAsync(3_300_000)
    const ended = await late
    expect(ended).toMatchObject({ reason: 'timeout' })
    expect(ended).not.toMatchObject({ failing: true })
  })

  it('ends on a fatal failure of a look, with the last value seen, without further looks', async () => {
    for (const failure of [
      serviceError('http', 401),
      serviceError('contract'),
      new TypeError('bug'),
    ]) {
      const { check } = remote(['running', failure])
      const pending = poll(options(check))
      await vi.advanceTimersByTimeAsync(TIMEOUT_MS)
      expect(await pending).toEqual({
        ok: false,
        reason: 'error',
        error: failure,
        last: 'running',
        polls: 1,
      })
      expect(check).toHaveBeenCalledTimes(2)
    }
  })

  it('stops waiting at once when the signal aborts, keeping the last value', async () => {
    const controller = new AbortController()
    const { check } = remote(['running'])
    const pending = poll(options(check, { signal: controller.signal }))
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
    const outcome = await poll(options(check, { signal: AbortSignal.abort() }))
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
    const pending = poll(options(check, { signal: controller.signal }))
    await vi.advanceTimersByTimeAsync(0)
    expect(check).toHaveBeenCalledWith(controller.signal)
    controller.abort()
    await expect(pending).resolves.toMatchObject({ ok: false, reason: 'aborted', polls: 0 })
  })

  it('paces the looks by the progress an answer carries', async () => {
    // 1 % every second: at 10 s, 90 s are left: the next look waits 0.75 × 90 s, capped at 60 s;
    // at 70 s, 30 s are left: it waits 22.5 s.
    const { check, lookedAt } = remote(['a', 'b', 'done'])
    const start = Date.now()
    await pollUntilDeadline(600_000, check, {
      firstLookAfterMs: FLOOR_MS,
      progressOf: () => Math.min(100, (Date.now() - start) / 1000),
    })
    expect(lookedAt.map((t) => (t - start) / 1000)).toEqual([10, 70, 92.5])
  })
})

describe('classifyLookFailure', () => {
  it('tells throttled, transient and fatal failures apart', () => {
    expect(classifyLookFailure(THROTTLED())).toBe('throttled')
    expect(classifyLookFailure(serviceError('http', 500))).toBe('transient')
    expect(classifyLookFailure(serviceError('http', 404))).toBe('fatal')
    expect(classifyLookFailure(serviceError('http'))).toBe('fatal')
    expect(classifyLookFailure(new Error('x'))).toBe('fatal')
  })
})
