import { z } from 'zod/mini'
import { parseBaseUrl } from '../service/base-url.js'
import { readDuration } from './duration.js'
import { quoteInput, SHOW_ALL, type Hide } from './quote.js'

/**
 * Parsers for single inputs, as zod schemas over the raw string (undefined when not set). Each
 * problem names what the input accepts; readConfig() prefixes the input's name.
 */

export type Parsed<T> = { value: T } | { problem: string }
/** A problem shows the value, or parts of it, through `hide` (default: as it is). */
export type Parser<T> = (value: string, hide?: Hide) => Parsed<T>

/** The schemas of an input: empty, with a default, or required. Problems show values through `hide`. */
export function inputSchemas(hide: Hide = SHOW_ALL) {
  /** An input that may be empty: the runner passes '' for an input the workflow does not set. */
  const optional = <T>(parse: Parser<T>) =>
    z.pipe(
      z.optional(z.string()),
      z.transform((value: string | undefined, ctx): T | undefined => {
        if (value === undefined) return undefined
        const result = parse(value, hide)
        if ('problem' in result) {
          ctx.issues.push({ code: 'custom', message: result.problem, input: value })
          return z.NEVER
        }
        return result.value
      }),
    )
  const withDefault = <T>(parse: Parser<T>, fallback: T) => {
    const parsed = optional(parse)
    return z.pipe(
      parsed,
      z.transform((value: z.output<typeof parsed>) => value ?? fallback),
    )
  }
  const required = <T>(parse: Parser<T>, hint: string) => {
    const parsed = optional(parse)
    return z.pipe(
      parsed,
      z.transform((value: z.output<typeof parsed>, ctx): T => {
        if (value !== undefined) return value
        ctx.issues.push({
          code: 'custom',
          message: `required, but empty or not set; ${hint}`,
          input: value,
        })
        return z.NEVER
      }),
    )
  }
  return { optional, withDefault, required }
}

export const text: Parser<string> = (value) => ({ value })

export function oneOf<const T extends string>(allowed: readonly T[]): Parser<T> {
  return (value, hide = SHOW_ALL) => {
    const lower = value.toLowerCase()
    const match = allowed.find((a) => a === lower)
    if (match !== undefined) return { value: match }
    return { problem: `${quoteInput(hide(value))} is not one of ${allowed.join(', ')}` }
  }
}

const TRUE_WORDS = ['true', 'yes', '1']
const FALSE_WORDS = ['false', 'no', '0']

/**
 * More lenient than core.getBooleanInput (YAML 1.2 core schema: true/True/TRUE, false/False/FALSE):
 * also yes/no (YAML 1.1) and 1/0, in any case, because people write all of them.
 */
export const boolean: Parser<boolean> = (value, hide = SHOW_ALL) => {
  const lower = value.toLowerCase()
  if (TRUE_WORDS.includes(lower)) return { value: true }
  if (FALSE_WORDS.includes(lower)) return { value: false }
  return {
    problem: `${quoteInput(hide(value))} is not a boolean; use true or false (yes, no, 1 and 0 also work, in any case)`,
  }
}

export function integer(min: number, max = Number.MAX_SAFE_INTEGER): Parser<number> {
  const expected =
    max !== Number.MAX_SAFE_INTEGER
      ? `an integer from ${min} to ${max}`
      : min === 1
        ? 'a positive integer'
        : `an integer of at least ${min}`
  return (value, hide = SHOW_ALL) => {
    const n = /^[+-]?\d+$/.test(value) ? Number(value) : Number.NaN
    if (Number.isSafeInteger(n) && n >= min && n <= max) return { value: n }
    return { problem: `${quoteInput(hide(value))} is not ${expected}` }
  }
}

/** A number of credits: 0 or more, decimals allowed (the service's credits are numbers). */
export const credits: Parser<number> = (value, hide = SHOW_ALL) => {
  const n = /^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN
  if (Number.isFinite(n)) return { value: n }
  return { problem: `${quoteInput(hide(value))} is not a number of credits (0 or more, e.g. 500)` }
}

export const positiveDuration: Parser<number> = (value, hide = SHOW_ALL) => {
  const result = readDuration(value, hide)
  if ('problem' in result) return result
  if (result.ms < 1) {
    return { problem: `${quoteInput(hide(value))} is too short; it must be at least 1ms` }
  }
  return { value: result.ms }
}

export const baseUrl: Parser<string> = (value, hide = SHOW_ALL) => {
  let url: URL
  try {
    url = parseBaseUrl(value)
  } catch (error) {
    // Its message shows parts of the address, lower-cased or cut where a secret would no longer
    // be recognised: an address that holds one is described with the secret taken out.
    const shown = hide(value)
    return { problem: shown === value ? describeBaseUrl(error) : whyNotBaseUrl(shown) }
  }
  // The schemas of this action are those of version 1; another version is another contract.
  if (!url.pathname.endsWith('/v1/')) {
    return { problem: `must end in /v1, the API version this action speaks (got ${url.pathname})` }
  }
  return { value: url.href }
}

function describeBaseUrl(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.replace(/^base-url\s+/, '')
}

/** Why an address is not a base URL: the problem parseBaseUrl would have with it. */
function whyNotBaseUrl(value: string): string {
  try {
    parseBaseUrl(value)
    return 'not valid (its value, which holds the api-key, is not shown)'
  } catch (error) {
    return describeBaseUrl(error)
  }
}

/** Newline- or comma-separated values, trimmed, empty entries dropped (none left: not set). */
export function list(
  check?: (item: string) => boolean,
  expected = '',
): Parser<string[] | undefined> {
  return (value, hide = SHOW_ALL) => {
    const items = value
      .split(/[\n,]/)
      .map((item) => item.trim())
      .filter((item) => item.length > 0)
    const bad = check === undefined ? [] : items.filter((item) => !check(item))
    if (bad.length > 0) {
      return { problem: `not ${expected}: ${bad.map((item) => quoteInput(hide(item))).join(', ')}` }
    }
    return { value: items.length > 0 ? items : undefined }
  }
}

/**
 * Glob patterns, one per line or separated by commas; a comma inside braces (`{a,b}`) belongs to
 * its pattern. A pattern starting with `!` excludes what it matches.
 */
export const globList: Parser<string[] | undefined> = (value, hide = SHOW_ALL) => {
  const items: string[] = []
  for (const line of value.split('\n')) {
    let depth = 0
    let start = 0
    for (let i = 0; i <= line.length; i++) {
      const ch = line[i]
      if (ch === '{') depth += 1
      else if (ch === '}') depth = Math.max(0, depth - 1)
      else if (i === line.length || (ch === ',' && depth === 0)) {
        const item = line.slice(start, i).trim()
        if (item !== '') items.push(item)
        start = i + 1
      }
    }
  }
  // eslint-disable-next-line no-control-regex
  const bad = items.filter((item) => /[\u0000-\u001f\u007f]/.test(item) || item === '!')
  if (bad.length > 0) {
    return {
      problem: `not a glob pattern: ${bad.map((item) => quoteInput(hide(item))).join(', ')}`,
    }
  }
  return { value: items.length > 0 ? items : undefined }
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== ''
  } catch {
    return false
  }
}

/**
 * A path inside the repository, relative to its root: never absolute, never climbing out with
 * `..` (the policy file is read there, and through GitHub's API at a commit).
 */
export const repositoryPath: Parser<string> = (value, hide = SHOW_ALL) => {
  const path = value.replace(/\\/g, '/').replace(/^\.\//, '')
  const segments = path.split('/')
  if (
    path.startsWith('/') ||
    /^[a-zA-Z]:/.test(path) ||
    segments.includes('..') ||
    path.endsWith('/')
  ) {
    return {
      problem: `${quoteInput(hide(value))} is not a file path inside the repository (relative to its root, without ..)`,
    }
  }
  return { value: segments.filter((s) => s !== '' && s !== '.').join('/') }
}
