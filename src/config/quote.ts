const MAX_SHOWN_CHARS = 60

/**
 * An input value as it appears inside a message: quoted, with control characters and newlines
 * escaped (so it cannot start a workflow command on a line of its own) and cut to a sane length.
 */
export function quoteInput(value: string): string {
  const shown = value.length > MAX_SHOWN_CHARS ? `${value.slice(0, MAX_SHOWN_CHARS)}…` : value
  return JSON.stringify(shown)
}
