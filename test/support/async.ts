import { vi } from 'vitest'

/** Settles a promise into a value the test can inspect without unhandled rejections. */
export function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  return promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  )
}

const WAIT_LIMIT_MS = 3_000

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve))
}

/**
 * Yields to real I/O (nock and the emulator answer on real turns of the event loop, whatever the
 * fake timers) until `condition` holds, measuring with performance.now(), which fake timers leave
 * alone.
 */
export async function waitUntil(condition: () => boolean, what = 'condition'): Promise<void> {
  const start = performance.now()
  while (!condition()) {
    if (performance.now() - start > WAIT_LIMIT_MS) throw new Error(`timed out waiting for ${what}`)
    await nextTurn()
  }
}

/** Lets real I/O run for `ms` of real time, so a request that should not be sent would show. */
export async function letIoRun(ms = 30): Promise<void> {
  const start = performance.now()
  while (performance.now() - start < ms) await nextTurn()
}

/** Lets loopback I/O and fake time run on in turns until `promise` settles. */
export async function settleWithFakeTime<T>(
  promise: Promise<T>,
): Promise<{ value?: T; error?: unknown }> {
  const state = { done: false }
  const settled = settle(promise).finally(() => (state.done = true))
  for (let turns = 0; !state.done && turns < 10_000; turns++) {
    await new Promise((resolve) => setImmediate(resolve))
    await vi.advanceTimersByTimeAsync(50)
  }
  return settled
}
