/**
 * The one glob matcher of the action: node's `path.matchesGlob`, for the policy's `paths` and
 * `exclude-paths`, the dependency check's `dependency-files` (whose folders `fs.glob` walks with
 * the same rules) and the sweep's repository names. Over repository-relative paths with `/`: `*`
 * and `?` within a segment, `**` for any number of segments (zero included: `vendor/**` matches
 * `vendor/a.js`, `**` + `/test/**` matches `test/a.ts`), `[abc]`, `[a-z]`, `[!a]`, `{a,b}`.
 *
 * A name starting with a dot matches only where the pattern names the dot: `**` + `/*.yml` does
 * not cover `.github/ci.yml`, `.github/**` and `**` + `/.*.yml` do. On macOS and Windows a
 * segment with a wildcard matches regardless of case (node's choice there); a literal one never.
 *
 * findGlobProblem refuses what matchesGlob would read otherwise than a person means, or slowly:
 * an unclosed `[` or `{` (read literally, so a typo in a reviewed file would silently match
 * nothing), a leading `/` or `!`, a trailing `/`, a `.` or `..` segment (normalized away),
 * extglobs, `{1..9}` sequences, and a `**` inside braces, where node's matchesGlob matches
 * paths that none of the alternatives does (`{*,**}/*` + `/a` matches `a/-`).
 */
import { matchesGlob } from 'node:path'

/** Brace alternatives multiply: `{a,b}{c,d}` is four patterns. More than this is not a path filter. */
const MAX_ALTERNATIVES = 256
const TOO_MANY_ALTERNATIVES = `more than ${MAX_ALTERNATIVES} alternatives in its {…}`
/**
 * `*` wildcards in one segment: each is a `[^/]*?` of the RegExp matchesGlob builds, and a run of
 * them against a long name backtracks for seconds. The file names come from the code a pull
 * request brings.
 */
const MAX_STARS_PER_SEGMENT = 3
/** matchesGlob throws above 64 KiB; no path a checkout holds is longer than this. */
const MAX_PATTERN_CHARS = 4096

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/
const EXTGLOB = /[?*+@!]\(/
/** What brace expansion reads as a sequence (`{1..9}`, `{a..z}`, with a step or not). */
const SEQUENCE = /^(?:-?\d+\.\.-?\d+|[a-zA-Z]\.\.[a-zA-Z])(?:\.\.-?\d+)?$/

/** Whether `path` (repository-relative, with `/`) matches `pattern`. */
export function matchesPathGlob(path: string, pattern: string): boolean {
  return matchesGlob(path, pattern)
}

/**
 * A test of a pattern the policy accepted, or of none for one it refuses (a hand-built Policy
 * fails closed): checked once, then matched path by path.
 */
export function createGlobMatcher(pattern: string): (path: string) => boolean {
  if (findGlobProblem(pattern) !== undefined) return () => false
  return (path) => matchesPathGlob(path, pattern)
}

/** Why the pattern is not a glob the policy accepts, or undefined when it is one. */
export function findGlobProblem(pattern: string): string | undefined {
  // As matchesGlob reads it (windowsPathsNoEscape): a backslash separates, it never escapes.
  const glob = pattern.replace(/\\/g, '/')
  const problem = findShapeProblem(glob)
  if (problem !== undefined) return problem
  const expanded = expandBraces(glob)
  if (typeof expanded === 'string') return expanded
  for (const alternative of new Set(expanded)) {
    for (const segment of alternative.split('/')) {
      const found = findSegmentProblem(segment)
      if (found !== undefined) return found
    }
  }
  return undefined
}

/**
 * The folder every match of the pattern starts with: `src/billing/` for `src/billing/**`, `''`
 * when its first segment is already a wildcard or a brace. Lets a caller with many patterns skip
 * those that cannot match a path without running them.
 */
export function findLiteralFolder(pattern: string): string {
  const segments = pattern.replace(/\\/g, '/').split('/')
  // The last segment names the file, or is a wildcard: it is never a folder of the match.
  segments.pop()
  const end = segments.findIndex((segment) => /[*?[{]/.test(segment))
  const literal = end < 0 ? segments : segments.slice(0, end)
  return literal.length === 0 ? '' : `${literal.join('/')}/`
}

// Whether the pattern matches every path whatever it is: wildcards only (`**`, `*/**`,
// `{**,*}`), with nothing that names a folder or a file.
export function matchesEveryPath(pattern: string): boolean {
  return pattern.replace(/[*?/{},\\]/g, '').trim() === ''
}

function findShapeProblem(glob: string): string | undefined {
  if (glob.trim() === '') return 'empty'
  if (glob.length > MAX_PATTERN_CHARS) return `longer than ${MAX_PATTERN_CHARS} characters`
  if (CONTROL.test(glob)) return 'holds a control character'
  if (glob.startsWith('/')) return "starts with /: globs are relative to the repository's root"
  if (glob.startsWith('!')) return 'starts with !: negation is not supported'
  if (glob.endsWith('/')) return 'ends with /: write dir/** for everything below a folder'
  const extglob = EXTGLOB.exec(glob)
  if (extglob !== null) return `"${extglob[0]}…)": extended globs are not supported`
  return undefined
}

/**
 * Every pattern the braces stand for, as matchesGlob expands them, or the problem. Braces
 * without a top-level comma are literal (`{{cookiecutter.name}}/**` is a real folder name), and
 * so is a `${…}`.
 */
function expandBraces(glob: string): string[] | string {
  const open = glob.indexOf('{')
  if (open < 0) return [glob]
  const close = findClosingBrace(glob, open)
  if (close < 0) return 'a "{" is never closed'
  const head = glob.slice(0, open)
  const middles = expandBraceBody(glob.slice(open + 1, close), head.endsWith('$'))
  if (typeof middles === 'string') return middles
  const rests = expandBraces(glob.slice(close + 1))
  if (typeof rests === 'string') return rests
  if (middles.length * rests.length > MAX_ALTERNATIVES) return TOO_MANY_ALTERNATIVES
  return middles.flatMap((middle) => rests.map((rest) => head + middle + rest))
}

/** What one `{…}` stands for: its alternatives, or itself when it has no top-level comma. */
function expandBraceBody(body: string, literal: boolean): string[] | string {
  if (literal) return [`{${body}}`]
  const options = splitTopLevel(body)
  if (options.length === 1) {
    if (SEQUENCE.test(body)) return `a sequence {${body}}: list the alternatives, as in {1,2,3}`
    const inner = expandBraces(body)
    return typeof inner === 'string' ? inner : inner.map((text) => `{${text}}`)
  }
  if (body.includes('**')) return 'a ** inside {…}: write one pattern for each alternative'
  const alternatives: string[] = []
  for (const option of options) {
    const expanded = expandBraces(option)
    if (typeof expanded === 'string') return expanded
    alternatives.push(...expanded)
    if (alternatives.length > MAX_ALTERNATIVES) return TOO_MANY_ALTERNATIVES
  }
  return alternatives
}

function findClosingBrace(glob: string, open: number): number {
  let depth = 0
  for (let at = open; at < glob.length; at++) {
    if (glob[at] === '{') depth += 1
    else if (glob[at] === '}' && --depth === 0) return at
  }
  return -1
}

/** Splits at the commas that are not inside a nested `{…}`. */
function splitTopLevel(body: string): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let at = 0; at < body.length; at++) {
    const c = body[at]
    if (c === '{') depth += 1
    else if (c === '}') depth -= 1
    else if (c === ',' && depth === 0) {
      parts.push(body.slice(start, at))
      start = at + 1
    }
  }
  parts.push(body.slice(start))
  return parts
}

/** One segment of a brace-free pattern. */
function findSegmentProblem(segment: string): string | undefined {
  if (segment === '') return 'an empty path segment (a // or an empty {…} alternative)'
  if (segment === '.' || segment === '..') {
    return `a "${segment}" segment: paths are relative to the root`
  }
  if ((segment.match(/\*+/g) ?? []).length > MAX_STARS_PER_SEGMENT) {
    return `more than ${MAX_STARS_PER_SEGMENT} * wildcards in one path segment`
  }
  for (let open = segment.indexOf('['); open >= 0; open = segment.indexOf('[', open + 1)) {
    const problem = findClassProblem(segment, open)
    if (typeof problem === 'string') return problem
    open = problem
  }
  return undefined
}

/**
 * `[…]` from `open`: `!` or `^` first negates, a `]` first is a member, `a-z` is a range. The
 * problem, or where the class ends.
 */
function findClassProblem(segment: string, open: number): string | number {
  let first = open + 1
  if (segment[first] === '!' || segment[first] === '^') first += 1
  const end = segment.indexOf(']', segment[first] === ']' ? first + 1 : first)
  if (end < 0) return 'a "[" is never closed'
  const members = Array.from(segment.slice(first, end))
  for (let at = 0; at + 2 < members.length; at++) {
    const from = members[at] ?? ''
    const to = members[at + 2] ?? ''
    if (members[at + 1] !== '-') continue
    if ((from.codePointAt(0) ?? 0) > (to.codePointAt(0) ?? 0))
      return `"${from}-${to}" is not a range`
    at += 2
  }
  return end
}
