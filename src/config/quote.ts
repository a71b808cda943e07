const MAX_SHOWN_CHARS = 60

/**
 * Takes secrets out of what a message shows of a value. Applied before quoteInput cuts the value:
 * a secret cut short is one a redaction of the whole message would no longer recognise.
 */
export type Hide = (text: string) => string
export const SHOW_ALL: Hide = (text) => text

/**
 * An input value as it appears inside a message: quoted, with control characters and newlines
 * escaped (so it cannot start a workflow command on a line of its own) and cut to a sane length.
 */
export function quoteInput(value: string): string {
  const shown = value.length > MAX_SHOWN_CHARS ? `${value.slice(0, MAX_SHOWN_CHARS)}…` : value
  return JSON.stringify(shown)
}
