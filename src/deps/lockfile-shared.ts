/**
 * What the three lockfile readers share: the error they throw, the checks every (name, version)
 * pair passes, and a cheap forward-only search for the line an entry starts on. A lockfile comes
 * from whoever opened the pull request, so all of it is treated as hostile data.
 */

export interface LockedPackage {
  name: string
  version: string
  /** 1-based line of the entry in the file, when found */
  line?: number
}

/** A lockfile that cannot be read. The message is one line, names no path, echoes no content. */
export class LockfileError extends Error {
  override readonly name = 'LockfileError'
}

/** More than the largest monorepos lock (tens of thousands); beyond it the file is not credible. */
const MAX_PACKAGES_PER_FILE = 200_000

export const MAX_LOCKFILE_CHARS = 64 * 1024 * 1024

/** npm's own limit; older packages may be longer, but none that is still installed. */
const MAX_NAME_CHARS = 214
const MAX_VERSION_CHARS = 256

/**
 * npm refuses names that encodeURIComponent would change, so only these characters appear in a
 * real name. Leading `.` and `_` are refused too, which keeps `..` out of the URLs built later.
 */
const NAME_PART = "[A-Za-z0-9~!*'()-][A-Za-z0-9._~!*'()-]*"
const NAME_PATTERN = new RegExp(`^(?:@${NAME_PART}/)?${NAME_PART}$`)

/** Semver's character set: a digit first, then identifiers, dots, `-` pre-releases, `+` builds. */
const VERSION_PATTERN = /^[0-9][0-9A-Za-z.+-]*$/

function isRegistryName(name: string): boolean {
  return name.length <= MAX_NAME_CHARS && NAME_PATTERN.test(name)
}

function isRegistryVersion(version: string): boolean {
  return version.length <= MAX_VERSION_CHARS && VERSION_PATTERN.test(version)
}

/** `name@range` → [name, range]; a scope's leading `@` is part of the name, and names hold no other. */
export function splitDescriptor(descriptor: string): [string, string] | undefined {
  const at = descriptor.indexOf('@', 1)
  if (at < 1) return undefined
  return [descriptor.slice(0, at), descriptor.slice(at + 1)]
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * An own string property only: a parser that builds objects with assignment lets a `__proto__`
 * key replace the prototype, and an inherited `version` must not be believed.
 */
export function readOwnString(record: Record<string, unknown>, key: string): string | undefined {
  if (!Object.hasOwn(record, key)) return undefined
  const value = record[key]
  return typeof value === 'string' ? value : undefined
}

/** A file-supplied value fit for an error message: short, plain, or described instead of shown. */
export function describeValue(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value === 'string' && /^[0-9A-Za-z.+-]{1,20}$/.test(value)) return `"${value}"`
  if (typeof value === 'string') return '(an unreadable string)'
  if (typeof value === 'boolean' || value === null) return `(${String(value)})`
  return Array.isArray(value) ? '(a list)' : isRecord(value) ? '(an object)' : '(not a number)'
}

const TOO_DEEP_TO_PARSE = 'too large or too deeply nested to parse'

/**
 * A parser's failure for people. A RangeError is the parser running out of stack or arguments;
 * an error without a position is not about syntax (`withoutLine` then says what it is).
 */
export function describeParseFailure(
  error: unknown,
  problem: string,
  withoutLine = problem,
): LockfileError {
  if (error instanceof RangeError) return new LockfileError(TOO_DEEP_TO_PARSE)
  const line = readParserErrorLine(error)
  return new LockfileError(line === undefined ? withoutLine : `${problem}${atLine(line)}`)
}

/** Where a parser stopped: peg parsers say `location.start.line`, js-yaml a 0-based `mark.line`. */
function readParserErrorLine(error: unknown): number | undefined {
  if (!isRecord(error)) return undefined
  const location = error.location
  if (isRecord(location) && isRecord(location.start) && isLineIndex(location.start.line)) {
    return location.start.line
  }
  const mark = error.mark
  return isRecord(mark) && isLineIndex(mark.line) ? mark.line + 1 : undefined
}

function isLineIndex(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
}

export function atLine(line: number | undefined): string {
  return line === undefined ? '' : ` at line ${line}`
}

/** Unique valid pairs in the order first seen, with the line found for the first occurrence. */
export class PackageCollector {
  private readonly packages = new Map<string, LockedPackage>()

  /** `findLine` runs only for a new valid pair, so skipped and repeated entries cost no search. */
  add(name: string, version: string, findLine: () => number | undefined): void {
    if (!isRegistryName(name) || !isRegistryVersion(version)) return
    const key = `${name}@${version}`
    if (this.packages.has(key)) return
    if (this.packages.size >= MAX_PACKAGES_PER_FILE) {
      throw new LockfileError(`more than ${MAX_PACKAGES_PER_FILE} packages`)
    }
    const line = findLine()
    this.packages.set(key, line === undefined ? { name, version } : { name, version, line })
  }

  list(): LockedPackage[] {
    return [...this.packages.values()]
  }
}

/** Tells whether an occurrence of the needle at [start, end) is the entry's key and not a mention. */
export type KeyCheck = (text: string, start: number, end: number) => boolean

/**
 * After this many keys not found, lines are given up for the file: each miss scans to the end,
 * and a file whose keys are not where expected would otherwise cost a scan per entry.
 */
const MAX_MISSES = 8

/**
 * Finds entry keys in the text, in file order, from a cursor that only moves forward, so the
 * whole file is scanned about once. Parsers return entries in file order, which makes the next
 * key's first occurrence after the previous one the right one.
 */
export class LineFinder {
  private cursor = 0
  private misses = 0
  /** The first newline not yet counted, -1 past the last one; undefined until the first lookup. */
  private nextNewline: number | undefined
  private countedLines = 1

  constructor(private readonly text: string) {}

  /** Moves the cursor past the next occurrence of `marker`, when there is one. */
  skipPast(marker: string): void {
    const at = this.text.indexOf(marker, this.cursor)
    if (at >= 0) this.cursor = at + marker.length
  }

  find(needle: string, isKey: KeyCheck): number | undefined {
    if (this.misses >= MAX_MISSES || needle.length === 0) return undefined
    let from = this.cursor
    for (;;) {
      const start = this.text.indexOf(needle, from)
      if (start < 0) {
        this.misses += 1
        return undefined
      }
      const end = start + needle.length
      if (isKey(this.text, start, end)) {
        this.cursor = end
        return this.lineOf(start)
      }
      from = start + 1
    }
  }

  /** Offsets asked for only grow, so each newline is looked for once over the whole file. */
  private lineOf(offset: number): number {
    this.nextNewline ??= this.text.indexOf('\n')
    while (this.nextNewline >= 0 && this.nextNewline < offset) {
      this.countedLines += 1
      this.nextNewline = this.text.indexOf('\n', this.nextNewline + 1)
    }
    return this.countedLines
  }
}

/** Index after the spaces and tabs from `offset` on, looking at most `limit` characters ahead. */
export function skipBlanks(text: string, offset: number, limit = 16): number {
  let at = offset
  while (at < text.length && at - offset < limit && (text[at] === ' ' || text[at] === '\t')) {
    at += 1
  }
  return at
}

/**
 * The package a registry tarball URL names: `…/lodash/-/lodash-4.17.21.tgz`,
 * `…/@s/a/-/a-1.0.0.tgz` (or `@s%2fa`), behind any registry prefix. The installer fetches this
 * URL, not the name and version written beside it, so a lockfile that claims one package and
 * resolves another is checked for both. Undefined for any other URL.
 */
export function packageOfTarball(url: string): [string, string] | undefined {
  let path: string
  try {
    path = new URL(url).pathname
  } catch {
    return undefined
  }
  const cut = path.lastIndexOf('/-/')
  if (cut < 0) return undefined
  const segments = path.slice(0, cut).split('/')
  const last = decodeSegment(segments.at(-1))
  const scope = decodeSegment(segments.at(-2))
  if (last === undefined) return undefined
  const name = last.startsWith('@') ? last : scope?.startsWith('@') ? `${scope}/${last}` : last
  const unscoped = name.slice(name.indexOf('/') + 1)
  const file = decodeSegment(path.slice(cut + 3))
  if (file === undefined || !file.startsWith(`${unscoped}-`) || !file.endsWith('.tgz')) {
    return undefined
  }
  return [name, file.slice(unscoped.length + 1, -'.tgz'.length)]
}

function decodeSegment(segment: string | undefined): string | undefined {
  if (segment === undefined || segment === '') return undefined
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined
  }
}
