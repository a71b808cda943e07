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
