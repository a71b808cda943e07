/**
 * The only way library code speaks. The action adapts it to @actions/core; a command-line entry
 * or a test passes its own. Messages must never contain the API key or raw finding text.
 */
export interface Logger {
  debug(message: string): void
  info(message: string): void
  warning(message: string): void
}

export const silentLogger: Logger = {
  debug: () => undefined,
  info: () => undefined,
  warning: () => undefined,
}

/** A repeated warning (a busy key, a lost poll) is said once, then at most this often. */
export const REPEAT_LOG_INTERVAL_MS = 60_000

/**
 * For a message that may come on every retry: returns a check that is true the first time, then
 * again only once `intervalMs` of `now()` have passed since it was last true.
 */
export function createRepeatGate(
  now: () => number,
  intervalMs = REPEAT_LOG_INTERVAL_MS,
): () => boolean {
  let lastMs: number | undefined
  return () => {
    const at = now()
    if (lastMs !== undefined && at - lastMs < intervalMs) return false
    lastMs = at
    return true
  }
}
