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
