/**
 * Which lockfiles the dependency check reads, and from where: every lockfile of the checkout, or
 * on a pull request those it changes; on pull_request_target, whose checkout is the base branch,
 * those it changes read at its head commit through GitHub's API. Whatever cannot be listed or
 * read becomes the report's `problem`, and the gate fails closed on it.
 */
import { matchesPathGlob } from '../common/glob.js'
import type { Logger } from '../common/logger.js'
import type { Deadline } from '../service/client.js'
import { explain } from '../service/errors.js'
import { sanitizeForLog } from '../common/escape.js'
import type { DependencyReport, LockfileSource } from './report.js'
import { plural } from '../common/words.js'
import { lockfileKindOf } from './lockfiles.js'
import { PRUNED_DIRECTORIES, splitPatterns, type Workspace } from './workspace.js'

/** A lockfile larger than this is not read (the largest real ones are a few MB). */
export const MAX_LOCKFILE_BYTES = 64 * 1024 * 1024
/**
 * GitHub lists at most this many files of a pull request; a longer list is incomplete.
 * @internal
 */
export const MAX_LISTED_PR_FILES = 3_000
const NAMES_IN_NOTE = 5

export interface DependencyCheckScope {
  patterns: readonly string[]
  /** Set on a pull request: only the lockfiles it changed are checked, when they can be listed. */
  pullRequest?: {
    number: number
    listChangedFiles?: () => Promise<string[]>
    /**
     * Set on pull_request_target, whose checkout is the base branch: the lockfiles the pull
     * request changes are read at its head commit through GitHub's API, as data, never from the
     * checkout (which has the base's) and never checked out. Without `readFile` (no github-token)
     * or `sha` they cannot be read, and the check fails closed.
     */
    head?: { sha?: string; readFile?: (path: string) => Promise<string> }
  }
  deadline: Deadline
}

/** A lockfile to read: its repository path, where its text comes from, and how. */
export interface LockfileToRead {
  path: string
  source: LockfileSource
  read: () => Promise<string>
}

export function addProblem(report: DependencyReport, problem: string): void {
  report.problem = report.problem === undefined ? problem : `${report.problem}; ${problem}`
}

export function listNames(paths: readonly string[]): string {
  const shown = paths.slice(0, NAMES_IN_NOTE).map((p) => sanitizeForLog(p, 120))
  return paths.length > NAMES_IN_NOTE ? `${shown.join(', ')}, …` : shown.join(', ')
}

/** The lockfiles of the checkout (all of them, or on a pull request those it changed). */
export async function selectFromCheckout(
  workspace: Workspace | undefined,
  log: Logger,
  scope: DependencyCheckScope,
  report: DependencyReport,
): Promise<LockfileToRead[]> {
  if (workspace === undefined) {
    addProblem(report, 'there is no checked-out repository to read lockfiles from')
    return []
  }
  const found = await workspace.findFiles(scope.patterns)
  if (found.leftOut > 0) {
    addProblem(
      report,
      `dependency-files matches more than ${found.paths.length} files; narrow the patterns`,
    )
  }
  const lockfiles = found.paths.filter((path) => lockfileKindOf(path) !== undefined)
  const others = found.paths.filter((path) => lockfileKindOf(path) === undefined)
  if (others.length > 0) {
    report.notes.push(
      `${plural(others.length, 'file')} matched by dependency-files ${others.length === 1 ? 'is' : 'are'} not a lockfile the action reads (${listNames(others)}); only package-lock.json, npm-shrinkwrap.json, yarn.lock and pnpm-lock.yaml are`,
    )
  }
  if (lockfiles.length === 0) {
    const noLockfile =
      'No lockfile matches dependency-files: no dependency was checked. Is the repository checked out (actions/checkout) before this step?'
    report.notes.push(noLockfile)
    log.warning(noLockfile)
  }
  const selected = await selectChanged(lockfiles, scope, report)
  return selected.map((path) => ({
    path,
    source: 'checkout',
    read: () => workspace.readText(path, MAX_LOCKFILE_BYTES),
  }))
}

/**
 * On pull_request_target: the lockfiles the pull request changes, read at its head commit through
 * GitHub's API. What cannot be listed or read fails closed: the base's lockfiles in the checkout
 * say nothing of what the pull request would bring in.
 */
export async function selectFromHead(
  number: number,
  head: NonNullable<NonNullable<DependencyCheckScope['pullRequest']>['head']>,
  scope: DependencyCheckScope,
  report: DependencyReport,
): Promise<LockfileToRead[]> {
  const pr = `PR #${number}`
  const why = `on pull_request_target the checkout is the base branch, so the lockfiles ${pr} changes are read at its head commit through GitHub's API`
  const { listChangedFiles } = scope.pullRequest ?? {}
  const { readFile, sha } = head
  if (listChangedFiles === undefined || readFile === undefined || sha === undefined) {
    addProblem(
      report,
      `${why}, which needs ${sha === undefined ? 'the head commit, which the event does not name' : 'a github-token'}`,
    )
    return []
  }
  let changed: string[]
  try {
    changed = await listChangedFiles()
  } catch (error) {
    addProblem(
      report,
      `${why}, and its files could not be listed (${explain(error)}); grant "pull-requests: read"`,
    )
    return []
  }
  if (changed.length >= MAX_LISTED_PR_FILES) {
    addProblem(
      report,
      `${why}, and it changes more files than GitHub lists (${MAX_LISTED_PR_FILES}), so they cannot all be found`,
    )
    return []
  }
  report.scope = `lockfiles changed by ${pr}, read at its head commit ${sha.slice(0, 7)}`
  const lockfiles = changed.filter(
    (file) =>
      lockfileKindOf(file) !== undefined &&
      !isPruned(file) &&
      matchesPatterns(file, scope.patterns),
  )
  if (lockfiles.length === 0)
    report.notes.push(`${pr} changes no lockfile: no dependency was checked.`)
  return lockfiles.map((path) => ({
    path,
    source: 'pull-request-head',
    read: () => readFile(path),
  }))
}

/** Installed packages and git's own data: never read, in the checkout or at a commit. */
function isPruned(path: string): boolean {
  return path.split('/').some((segment) => PRUNED_DIRECTORIES.includes(segment))
}

/** On a pull request, the lockfiles it changed; every lockfile when its files cannot be listed. */
async function selectChanged(
  lockfiles: string[],
  scope: DependencyCheckScope,
  report: DependencyReport,
): Promise<string[]> {
  const { pullRequest } = scope
  if (pullRequest === undefined) return lockfiles
  const pr = `PR #${pullRequest.number}`
  if (pullRequest.listChangedFiles === undefined) {
    report.notes.push(
      `Every lockfile was checked: the files ${pr} changes cannot be listed without a github-token.`,
    )
    return lockfiles
  }
  let changed: string[]
  try {
    changed = await pullRequest.listChangedFiles()
  } catch (error) {
    report.notes.push(
      `Every lockfile was checked: the files ${pr} changes could not be listed (${explain(error)}).`,
    )
    return lockfiles
  }
  if (changed.length >= MAX_LISTED_PR_FILES) {
    report.notes.push(
      `Every lockfile was checked: ${pr} changes more files than GitHub lists (${MAX_LISTED_PR_FILES}).`,
    )
    return lockfiles
  }
  report.scope = `lockfiles changed by ${pr}`
  // The workspace may hold the repository in a subdirectory (actions/checkout's `path`).
  const isSame = (path: string, file: string) => path === file || path.endsWith(`/${file}`)
  const selected = lockfiles.filter((path) => changed.some((file) => isSame(path, file)))
  // A lockfile the PR changes that the checkout does not have was not checked: fail closed.
  const missing = changed.filter(
    (file) =>
      lockfileKindOf(file) !== undefined &&
      matchesPatterns(file, scope.patterns) &&
      !lockfiles.some((path) => isSame(path, file)),
  )
  if (missing.length > 0) {
    addProblem(
      report,
      `${pr} changes ${listNames(missing)}, not found in the workspace; check the repository out (actions/checkout) before this step`,
    )
  } else if (selected.length === 0 && lockfiles.length > 0) {
    report.notes.push(`${pr} changes no lockfile: no dependency was checked.`)
  }
  return selected
}

function matchesPatterns(path: string, patterns: readonly string[]): boolean {
  const { include, exclude } = splitPatterns(patterns)
  const matches = (pattern: string) => matchesPathGlob(path, pattern)
  return include.some(matches) && !exclude.some(matches)
}
