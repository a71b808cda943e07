/**
 * The policy's problems as people read them. Values and keys come from the file, written by
 * whoever wrote the commit: they are shown quoted, on one line and cut, and never as a workflow
 * command (`::`), whether the line ends up in the log, a check run or the failure message.
 */
import { sanitizeForLog, truncate } from '../common/escape.js'
import type { PolicyError } from './policy.js'

/** A value longer than this is cut in a message: enough to recognise it, not to flood the log. */
const MAX_SHOWN_CHARS = 60
/** The failure line lists this many problems; the rest are counted (the summary lists them all). */
const MAX_LISTED_PROBLEMS = 20
/** Room for every listed problem: sanitizeForLog cuts at its own default of 200 otherwise. */
const MAX_LINE_CHARS = 8_000

/** Text from the file, safe inside any message: quoted (by default), one line, no `::`. */
export function showText(text: string, maxChars = MAX_SHOWN_CHARS, quoted = true): string {
  const cut = truncate(text, maxChars)
  // JSON escapes quotes, backslashes and C0 controls; sanitizeForLog the rest (bidi, `::`).
  return sanitizeForLog(quoted ? JSON.stringify(cut) : cut, MAX_LINE_CHARS)
}

/** A value from the file as a message shows it: text quoted, numbers and booleans as written. */
export function showValue(value: unknown): string {
  if (typeof value === 'string') return showText(value)
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return describeKind(value)
}

/** What a value of the wrong type is: `a number`, `a list`, `a mapping`, `empty`, or the text. */
export function describeKind(value: unknown): string {
  if (value === null || value === undefined) return 'empty'
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'number') return 'a number'
  if (typeof value === 'boolean') return `${String(value)} (a boolean)`
  if (typeof value === 'string') return showText(value)
  return 'a mapping'
}

/** `line 4, column 5: suppressions[0].reason: required`, or the message alone without a place. */
export function describePolicyError(error: PolicyError): string {
  const at =
    error.place === undefined ? '' : `line ${error.place.line}, column ${error.place.column}: `
  return `${at}${error.message}`
}

/**
 * One line for the job's failure: `policy-file .github/security-scan.yml is not valid (2
 * problems): line 4, column 5: suppressions[0].reason: required · line 9, column 5: …`.
 */
export function describePolicyErrors(path: string, errors: readonly PolicyError[]): string {
  const count = errors.length === 1 ? '1 problem' : `${errors.length} problems`
  const listed = errors.slice(0, MAX_LISTED_PROBLEMS).map(describePolicyError)
  const rest = errors.length - listed.length
  if (rest > 0) listed.push(`and ${rest} more`)
  const line = `policy-file ${showText(path, 200, false)} is not valid (${count}): ${listed.join(' · ')}`
  return sanitizeForLog(line, MAX_LINE_CHARS)
}
