import { quoteInput, SHOW_ALL, type Hide } from './quote.js'

/**
 * Durations as workflow authors write them: `500ms`, `15s`, `10m`, `1h`, or a bare number of
 * seconds (`15`, `1.5`). Units are lower-case only, so `1M` cannot be mistaken for a month.
 */

const UNIT_MS: Readonly<Record<string, number>> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }

/**
 * setTimeout stores its delay in a signed 32-bit integer and fires at once when given more, so a
 * longer duration would turn a sleep into a busy loop. About 596 hours, far beyond any CI job.
 * @internal
 */
export const MAX_DURATION_MS = 2_147_483_647

const DURATION_PATTERN = /^(\d+(?:\.\d+)?|\.\d+)\s*(ms|s|m|h)?$/

const DURATION_FORMS = '500ms, 15s, 10m, 1h or a number of seconds such as 1.5'

/**
 * The duration in whole milliseconds, or a reason it is not one (without the input's name); `hide`
 * takes secrets out of the value the reason shows.
 */
export function readDuration(
  text: string,
  hide: Hide = SHOW_ALL,
): { ms: number } | { problem: string } {
  const trimmed = text.trim()
  const match = DURATION_PATTERN.exec(trimmed)
  if (match === null) {
    return { problem: `${quoteInput(hide(text))} is not a duration; use ${DURATION_FORMS}` }
  }
  const [, amount = '', unit = 's'] = match
  const ms = Math.round(Number(amount) * (UNIT_MS[unit] ?? 1000))
  if (ms > MAX_DURATION_MS) {
    return {
      problem: `${quoteInput(hide(text))} is too long; at most ${MAX_DURATION_MS}ms (about 596h)`,
    }
  }
  return { ms }
}

/**
 * Parses a duration in milliseconds; throws an Error naming the input and the accepted forms.
 * @internal
 */
export function parseDuration(text: string, inputName: string): number {
  const result = readDuration(text)
  if ('problem' in result) throw new Error(`${inputName}: ${result.problem}`)
  return result.ms
}

/** The inverse of parseDuration for messages: the largest whole unit, e.g. 600000 → '10m'. */
export function formatDuration(ms: number): string {
  if (ms % 3_600_000 === 0) return `${ms / 3_600_000}h`
  if (ms % 60_000 === 0) return `${ms / 60_000}m`
  if (ms % 1000 === 0) return `${ms / 1000}s`
  return `${ms}ms`
}
