import type { Clock } from '../clock.js'

/**
 * How a poll ended. Timeouts and cancellation are ordinary outcomes, not exceptions: the caller
 * still has the last value seen (the scan id and its status must never be lost).
 */
export type PollOutcome<T> =
  | { ok: true; value: T; polls: number }
  | { ok: false; reason: 'timeout' | 'aborted'; last: T | undefined; polls: number }

export interface PollOptions<T> {
  /** One look at the remote state. Errors propagate (the service client already retried). */
  check: (signal: AbortSignal | undefined) => Promise<T>
  isDone: (value: T) => boolean
  intervalMs: number
  timeoutMs: number
  clock: Clock
  signal?: AbortSignal
  onValue?: (value: T, poll: number) => void
}

/**
 * Polls until `isDone`, the timeout or the signal. The first look is immediate; later looks are
 * `intervalMs` apart, and one last look is made at the deadline itself so a state reached just
 * before it is not reported as a timeout.
 */
export async function poll<T>(options: PollOptions<T>): Promise<PollOutcome<T>> {
  const { clock, signal } = options
  const deadline = clock.now() + options.timeoutMs
  let last: T | undefined
  let polls = 0
  for (;;) {
    if (signal?.aborted) return { ok: false, reason: 'aborted', last, polls }
    try {
      last = await options.check(signal)
    } catch (error) {
      if (signal?.aborted) return { ok: false, reason: 'aborted', last, polls }
      throw error
    }
    polls += 1
    options.onValue?.(last, polls)
    if (options.isDone(last)) return { ok: true, value: last, polls }
    const remainingMs = deadline - clock.now()
    if (remainingMs <= 0) return { ok: false, reason: 'timeout', last, polls }
    try {
      await clock.sleep(Math.min(options.intervalMs, remainingMs), signal)
    } catch {
      return { ok: false, reason: 'aborted', last, polls }
    }
  }
}
