/**
 * The `repositories` input: what a sweep scans. One entry a line: `owner/name`, a repository URL,
 * `org:<name>` for every repository of an organization, a name glob (`acme/api-*`) that narrows
 * what the organizations list, or `!glob` that leaves repositories out. `#` starts a comment.
 */
import { findGlobProblem, matchesPathGlob } from '../common/glob.js'
import type { Parser } from './input-parsers.js'
import { quoteInput, SHOW_ALL, type Hide } from './quote.js'

export type SweepEntry =
  /** `host`: the server a URL named, lowercase; absent for owner/name. */
  | { kind: 'repository'; owner: string; name: string; host?: string }
  | { kind: 'organization'; org: string }
  | { kind: 'include'; pattern: string }
  | { kind: 'exclude'; pattern: string }

/** GitHub's rules for an account (user or organization) name. */
const ACCOUNT = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/
/** A repository name: letters, digits, `.`, `-` and `_`, not `.` or `..`. */
const REPOSITORY = /^(?!\.\.?$)[A-Za-z0-9._-]{1,100}$/
const GLOB_CHARS = /[*?[\]{}]/

const EXPECTED = 'owner/name, a repository URL, org:<name>, a name glob or !glob'

/** One entry, or why it is none (showing the line through `hide`). */
function readEntry(line: string, hide: Hide): SweepEntry | string {
  const quoted = () => quoteInput(hide(line))
  if (line.startsWith('org:')) {
    const org = line.slice(4).trim()
    return ACCOUNT.test(org)
      ? { kind: 'organization', org }
      : `${quoted()}: not an organization name`
  }
  if (line.startsWith('!') || GLOB_CHARS.test(line)) {
    const exclude = line.startsWith('!')
    const pattern = (exclude ? line.slice(1) : line).trim().toLowerCase()
    const [owner, name, ...rest] = pattern.split('/')
    const problem =
      findGlobProblem(pattern) ??
      (owner === undefined || name === undefined || name === '' || rest.length > 0
        ? 'a glob is matched against owner/name'
        : undefined)
    if (problem !== undefined) return `${quoted()}: ${problem}`
    return exclude ? { kind: 'exclude', pattern } : { kind: 'include', pattern }
  }
  const url = /^https?:\/\//i.test(line) ? parseUrl(line) : undefined
  const path = url === undefined ? line : url.pathname.replace(/^\/+/, '').replace(/\/+$/, '')
  const [owner, name, ...rest] = path.replace(/\.git$/, '').split('/')
  if (owner && name && rest.length === 0 && ACCOUNT.test(owner) && REPOSITORY.test(name)) {
    return url === undefined
      ? { kind: 'repository', owner, name }
      : { kind: 'repository', owner, name, host: url.host.toLowerCase() }
  }
  return `${quoted()} is not ${EXPECTED}`
}

function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text)
  } catch {
    return undefined
  }
}

/** Whether a repositories input names anything: sweep mode (an input of only comments is not). */
export function namesRepositories(value: string): boolean {
  return entryLines(value).length > 0
}

/** The input's lines without comments and blank lines: what says which repositories to sweep. */
function entryLines(value: string): string[] {
  return value
    .split('\n')
    .map((raw) => raw.replace(/(^|\s)#.*$/, '').trim())
    .filter((line) => line !== '')
}

/** Every entry of the input; all problems at once. An input of only exclusions sweeps nothing. */
export const sweepEntries: Parser<SweepEntry[] | undefined> = (value, hide = SHOW_ALL) => {
  const entries: SweepEntry[] = []
  const problems: string[] = []
  for (const line of entryLines(value)) {
    const entry = readEntry(line, hide)
    if (typeof entry === 'string') problems.push(entry)
    else entries.push(entry)
  }
  if (problems.length > 0) return { problem: problems.join('; ') }
  if (entries.length === 0) return { value: undefined }
  if (!entries.some((e) => e.kind === 'repository' || e.kind === 'organization')) {
    return { problem: `names no repository and no org:<name>; expected ${EXPECTED}, one a line` }
  }
  return { value: entries }
}

/**
 * Whether `fullName` (owner/name) matches a glob of the input, case-insensitively. A repository is
 * no hidden file: `acme/*` covers `acme/.github`, `acme/[!.]*` does not. The matcher lets a
 * wildcard stand for a leading dot only where the pattern names it, so every segment of the name
 * and of the pattern (but a `**`) is put behind one control character, which no accepted pattern
 * holds (findGlobProblem refuses them): no segment then starts with a dot, and a pattern's first
 * character still meets the name's first.
 */
export function matchesRepositoryGlob(pattern: string, fullName: string): boolean {
  if (findGlobProblem(pattern) !== undefined) return false
  return matchesPathGlob(markSegments(fullName.toLowerCase()), markSegments(pattern))
}

const SEGMENT_MARK = '\u0002'

function markSegments(text: string): string {
  return text
    .split('/')
    .map((segment) => (segment === '**' ? segment : `${SEGMENT_MARK}${segment}`))
    .join('/')
}

/** What a sweep is given: the repositories, and what to do with each one's results. */
export interface SweepConfig {
  entries: SweepEntry[]
  /** Archived repositories and forks of an organization are left out unless asked for. */
  includeArchived: boolean
  includeForks: boolean
  /** Repositories per cost estimation; split smaller when the service refuses a batch. */
  batchSize: number
  /** One SARIF file per repository in this directory; undefined: none. */
  sarifDir?: string | undefined
  /** Upload each SARIF file to its repository's code scanning (needs sarif-dir). */
  uploadSarif: boolean
}
