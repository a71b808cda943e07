import type { Clock } from '../../src/common/clock.js'

/** Where virtual time starts unless a test says otherwise. */
export const VIRTUAL_START_MS = Date.parse('2030-01-01T00:00:00Z')

/**
 * The default length from which a sleep is held rather than passed (a day): give the service
 * client this request timeout, so its per-request deadline never fires while a real loopback
 * request is in flight.
 */
export const HORIZON_MS = 86_400_000

export interface VirtualClock extends Clock {
  /** The `ms` of every sleep that moved time, in order (held sleeps excluded). */
  sleeps: number[]
  /** Called at the start of every sleep that moves time, before it does. */
  onSleep?: (ms: number) => void
  /** Moves time forward, ending every held sleep that falls due. */
  advance(ms: number): void
}

interface HeldSleep {
  dueMs: number
  end: () => void
}

/**
 * Time with no real waiting. A sleep shorter than `holdFromMs` moves virtual time forward by `ms`
 * and resolves on the next turn of the event loop, so real loopback I/O still interleaves. A sleep
 * of `holdFromMs` or more (a request deadline) is held: it ends only when time passes it, through
 * other sleeps or `advance`, or rejects when its signal aborts. Everything that shares the clock
 * (the client, the emulator) sees the same `now`.
 */
export function createVirtualClock(
  startMs = VIRTUAL_START_MS,
  holdFromMs = HORIZON_MS,
): VirtualClock {
  let nowMs = startMs
  const held = new Set<HeldSleep>()
  const clock: VirtualClock = {
    sleeps: [],
    now: () => nowMs,
    advance: (ms) => {
      nowMs += Math.max(0, ms)
      for (const sleep of [...held]) {
        if (sleep.dueMs > nowMs) continue
        held.delete(sleep)
        sleep.end()
      }
    },
    sleep: (ms, signal) =>
      new Promise<void>((resolve, reject) => {
        const abort = (): void => {
          reject(signal?.reason instanceof Error ? signal.reason : new Error('aborted'))
        }
        if (signal?.aborted) {
          abort()
          return
        }
        if (ms >= holdFromMs) {
          const sleep: HeldSleep = {
            dueMs: nowMs + ms,
            end: () => {
              signal?.removeEventListener('abort', onAbort)
              resolve()
            },
          }
          const onAbort = (): void => {
            held.delete(sleep)
            abort()
          }
          signal?.addEventListener('abort', onAbort, { once: true })
          held.add(sleep)
          return
        }
        clock.onSleep?.(ms)
        if (signal?.aborted) {
          abort()
          return
        }
        clock.sleeps.push(ms)
        clock.advance(ms)
        setImmediate(() => {
          if (signal?.aborted) abort()
          else resolve()
        })
      }),
  }
  return clock
}
