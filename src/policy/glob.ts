/**
 * The globs of `paths` and `exclude-paths`, over repository-relative paths with `/`: `*` and `?`
 * within a segment, `**` for any number of segments (zero included: `vendor/**` matches
 * `vendor/a.js`, `**` + `/test/**` matches `test/a.js`), `[abc]`, `[a-z]`, `[!a]`, and `{a,b}`
 * (nested too). Matching follows node's `path.matchesGlob` on that subset (a property test
 * checks it), with one difference: names starting with a dot are matched like any other, so
 * `**` + `/*.yml` covers `.github/ci.yml` as a reader of the policy expects.
 *
 * A pattern is compiled once, to one RegExp: the policy's globs are tested against every finding.
 * What `matchesGlob` would read literally but a person would not write on purpose (an unclosed
 * `[` or `{`, a trailing `/`, a leading `/` or `!`) is refused with the reason, so that a typo
 * in a reviewed file never turns into a pattern that silently matches nothing.
 */

/** Brace alternatives multiply: `{a,b}{c,d}` is four patterns. More than this is not a path filter. */
const MAX_ALTERNATIVES = 256
/**
 * `*` wildcards in one segment: each is a `[^/]*` of the RegExp, and a run of them against a long
 * name backtracks for seconds. The file names come from the code a pull request brings.
 */
const MAX_STARS_PER_SEGMENT = 3

/** Stand-ins for a `{` and `}` that are literal (no comma inside), so expansion leaves them alone. */
const LITERAL_OPEN = '\u0000'
const LITERAL_CLOSE = '\u0001'

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/
const REGEX_SYNTAX = /[.*+?^${}()|[\]\\/]/g
const CLASS_SYNTAX = /[\\\]^[-]/g

/** A pattern the policy refuses, and why. */
export class GlobError extends Error {
  constructor(readonly problem: string) {
    super(problem)
    this.name = 'GlobError'
  }
}

type Translation = { ok: true; source: string } | { ok: false; problem: string }

/** Why the pattern is not a glob the policy accepts, or undefined when it is one. */
export function findGlobProblem(pattern: string): string | undefined {
  const translated = translateGlob(pattern)
  return translated.ok ? undefined : translated.problem
}

/** The pattern as one anchored RegExp over a whole path. Throws a GlobError when it is refused. */
export function compileGlob(pattern: string): RegExp {
  const translated = translateGlob(pattern)
  if (!translated.ok) throw new GlobError(translated.problem)
  return new RegExp(translated.source, 'u')
}

/** The pattern compiled, or one that matches nothing when it is refused: a hand-built Policy fails closed. */
export function compileGlobOrNever(pattern: string): RegExp {
  const translated = translateGlob(pattern)
  return translated.ok ? new RegExp(translated.source, 'u') : /(?!)/
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

function translateGlob(pattern: string): Translation {
  // As matchesGlob reads it (windowsPathsNoEscape): a backslash separates, it never escapes.
  const glob = pattern.replace(/\\/g, '/')
  const problem = findShapeProblem(glob)
  if (problem !== undefined) return { ok: false, problem }
  const expanded = expandBraces(glob)
  if (typeof expanded === 'string') return { ok: false, problem: expanded }
  const sources: string[] = []
  for (const alternative of new Set(expanded)) {
    const source = translateAlternative(alternative)
    if (!source.ok) return source
    sources.push(source.source)
  }
  return { ok: true, source: `^(?:${sources.join('|')})$` }
}

function findShapeProblem(glob: string): string | undefined {
  if (glob.trim() === '') return 'empty'
  if (CONTROL.test(glob)) return 'holds a control character'
  if (glob.startsWith('/')) return "starts with /: globs are relative to the repository's root"
  if (glob.startsWith('!')) return 'starts with !: negation is not supported'
  if (glob.endsWith('/')) return 'ends with /: write dir/** for everything below a folder'
  return undefined
}

/**
 * Every pattern the braces stand for, or the problem. Braces without a top-level comma are
 * literal, as in matchesGlob (`{{cookiecutter.name}}/**` is a real folder name).
 */
function expandBraces(glob: string): string[] | string {
  const open = glob.indexOf('{')
  if (open < 0) return [glob]
  const close = findClosingBrace(glob, open)
  if (close < 0) return 'a "{" is never closed'
  const body = glob.slice(open + 1, close)
  const options = splitTopLevel(body)
  const middles: string[] = []
  for (const option of options) {
    const expanded = expandBraces(option)
    if (typeof expanded === 'string') return expanded
    for (const text of expanded) {
      middles.push(options.length > 1 ? text : `${LITERAL_OPEN}${text}${LITERAL_CLOSE}`)
    }
  }
  const rests = expandBraces(glob.slice(close + 1))
  if (typeof rests === 'string') return rests
  if (middles.length * rests.length > MAX_ALTERNATIVES) {
    return `more than ${MAX_ALTERNATIVES} alternatives in its {…}`
  }
  const head = glob.slice(0, open)
  return middles.flatMap((middle) => rests.map((rest) => head + middle + rest))
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

/** One brace-free pattern, segment by segment: `**` alone spans segments, anything else one. */
function translateAlternative(glob: string): Translation {
  const segments = glob.split('/').filter((s, i, all) => !(s === '**' && all[i - 1] === '**'))
  let source = ''
  // Set after a `**` that is followed by more: it has written the separator the next one needs.
  let separated = true
  for (const [at, segment] of segments.entries()) {
    if (segment === '')
      return { ok: false, problem: 'an empty path segment (a // or an empty {…} alternative)' }
    if (segment === '.' || segment === '..') {
      return { ok: false, problem: `a "${segment}" segment: paths are relative to the root` }
    }
    const last = at === segments.length - 1
    if (segment === '**') {
      if (at === 0) source += last ? '.+' : '(?:[^/]+/)*'
      else source += last ? '/.+' : '/(?:[^/]+/)*'
      separated = !last
      continue
    }
    const translated = translateSegment(segment)
    if (!translated.ok) return translated
    source += (separated ? '' : '/') + translated.source
    separated = false
  }
  return { ok: true, source }
}

function translateSegment(segment: string): Translation {
  if ((segment.match(/\*+/g) ?? []).length > MAX_STARS_PER_SEGMENT) {
    return {
      ok: false,
      problem: `more than ${MAX_STARS_PER_SEGMENT} * wildcards in one path segment`,
    }
  }
  let source = ''
  for (let at = 0; at < segment.length; at++) {
    const c = segment.charAt(at)
    if (c === '*') {
      while (segment[at + 1] === '*') at += 1
      source += '[^/]*'
    } else if (c === '?') source += '[^/]'
    else if (c === '[') {
      const cls = translateClass(segment, at)
      if (!cls.ok) return cls
      source += cls.source
      at = cls.end
    } else if (c === LITERAL_OPEN) source += '\\{'
    else if (c === LITERAL_CLOSE) source += '\\}'
    else source += c.replace(REGEX_SYNTAX, '\\$&')
  }
  return { ok: true, source }
}

/** `[…]` from `open`: `!` or `^` first negates, a `]` first is a member, `a-z` is a range. */
function translateClass(
  segment: string,
  open: number,
): { ok: true; source: string; end: number } | { ok: false; problem: string } {
  let first = open + 1
  const negated = segment[first] === '!' || segment[first] === '^'
  if (negated) first += 1
  const end = segment.indexOf(']', segment[first] === ']' ? first + 1 : first)
  if (end < 0) return { ok: false, problem: 'a "[" is never closed' }
  // A literal brace inside a class (`[{}]`) came back from expansion as its stand-in.
  const members = Array.from(segment.slice(first, end), (c) =>
    c === LITERAL_OPEN ? '{' : c === LITERAL_CLOSE ? '}' : c,
  )
  let source = ''
  for (let at = 0; at < members.length; at++) {
    const from = members[at] ?? ''
    const to = members[at + 2]
    if (members[at + 1] === '-' && to !== undefined) {
      if ((from.codePointAt(0) ?? 0) > (to.codePointAt(0) ?? 0)) {
        return { ok: false, problem: `"${from}-${to}" is not a range` }
      }
      source += `${escapeInClass(from)}-${escapeInClass(to)}`
      at += 2
    } else source += escapeInClass(from)
  }
  return { ok: true, source: negated ? `[^/${source}]` : `[${source}]`, end }
}

function escapeInClass(c: string): string {
  return c.replace(CLASS_SYNTAX, '\\$&')
}

// Whether the pattern matches every path whatever it is: wildcards only (`**`, `*/**`,
// `{**,*}`), with nothing that names a folder or a file.
export function matchesEveryPath(pattern: string): boolean {
  return pattern.replace(/[*?/{},\\]/g, '').trim() === ''
}
