/**
 * Time as the rest of the code sees it. Everything that waits (polling, backoff, the rate limiter)
 * goes through a Clock so tests drive it with fake timers instead of sleeping for real.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number
  /** Resolves after `ms`; rejects with the signal's reason when `signal` aborts first. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) {
        reject(toError(signal.reason))
        return
      }
      const onAbort = (): void => {
        clearTimeout(timer)
        reject(toError(signal?.reason))
      }
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort)
        resolve()
      }, ms)
      signal?.addEventListener('abort', onAbort, { once: true })
    }),
}

function toError(reason: unknown): Error {
  return reason instanceof Error ? reason : new Error('aborted')
}

/** A span of time for people: "0.4 s", "12 s", "2m 10s", "1h 5m". */
export function describeElapsed(ms: number): string {
  const safe = Number.isFinite(ms) ? Math.max(0, ms) : 0
  if (safe < 10_000) return `${(safe / 1000).toFixed(1)} s`
  const seconds = Math.round(safe / 1000)
  if (seconds < 60) return `${seconds} s`
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return `${minutes}m ${String(seconds % 60).padStart(2, '0')}s`
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`
}
