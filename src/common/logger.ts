/**
 * The only way library code speaks. The action adapts it to @actions/core; a command-line entry
 * or a test passes its own. Messages must never contain the API key or raw finding text.
 */
export interface Logger {
  debug(message: string): void
  info(message: string): void
  warning(message: string): void
  /**
   * A block the runner shows folded under its title (GitHub's `::group::`), so a line repeated
   * through a long wait stays one line in the live log and its details are one click away. The
   * title and each line are one line of text each. Optional: see logGroup.
   */
  group?(title: string, lines: readonly string[]): void
}

/** A group where the logger can fold one; otherwise its title and lines as info lines. */
export function logGroup(log: Logger, title: string, lines: readonly string[]): void {
  if (log.group) {
    log.group(title, lines)
    return
  }
  log.info(title)
  for (const line of lines) log.info(`  ${line}`)
}

export const silentLogger: Logger = {
  debug: () => undefined,
  info: () => undefined,
  warning: () => undefined,
}

/**
 * A repeated warning (a busy key, a lost poll) is said once, then at most this often.
 * @internal
 */
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
