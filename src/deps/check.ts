/**
 * check-dependencies: finds the lockfiles, reads every locked package version and asks the public
 * verdict endpoint about them. It never throws (except when the job is cancelled): whatever goes
 * wrong becomes the report's `problem`, and the gate fails closed on it, because a check that
 * could not look at every locked version cannot vouch for them.
 */
import { matchesGlob } from 'node:path'
import type { Logger } from '../logger.js'
import type { Deadline, ServiceClient } from '../service/client.js'
import { explain } from '../service/errors.js'
import { sanitizeForLog } from '../report/escape.js'
import { countHits, emptyDependencyReport, type DependencyReport } from '../report/model.js'
import { lockfileKindOf, parseLockfile } from './lockfiles.js'
import { fetchVerdicts, type LockedVersion } from './verdicts.js'
import { splitPatterns, type Workspace } from './workspace.js'
import { plural } from '../words.js'

/** A lockfile larger than this is not read (the largest real ones are a few MB). */
export const MAX_LOCKFILE_BYTES = 64 * 1024 * 1024
/** Distinct package versions checked at most in one run: 200 requests of the verdict endpoint. */
export const MAX_CHECKED_VERSIONS = 100_000
/** Lockfiles read at most in one run: a monorepo has dozens, not hundreds. */
export const MAX_LOCKFILES = 500
/** GitHub lists at most this many files of a pull request; a longer list is incomplete. */
export const MAX_LISTED_PR_FILES = 3_000
const NAMES_IN_NOTE = 5

export interface DependencyCheckDeps {
  client: Pick<ServiceClient, 'getDependencyVerdicts'>
  log: Logger
  signal?: AbortSignal
  /** Undefined when the entry has no checked-out repository to read. */
  workspace?: Workspace
}

export interface DependencyCheckScope {
  patterns: readonly string[]
  /** Set on a pull request: only the lockfiles it changed are checked, when they can be listed. */
  pullRequest?: { number: number; listChangedFiles?: () => Promise<string[]> }
  deadline: Deadline
}

function addProblem(report: DependencyReport, problem: string): void {
  report.problem = report.problem === undefined ? problem : `${report.problem}; ${problem}`
}

function listNames(paths: readonly string[]): string {
  const shown = paths.slice(0, NAMES_IN_NOTE).map((p) => sanitizeForLog(p, 120))
  return paths.length > NAMES_IN_NOTE ? `${shown.join(', ')}, …` : shown.join(', ')
}

export async function checkDependencies(
  deps: DependencyCheckDeps,
  scope: DependencyCheckScope,
): Promise<DependencyReport> {
  const report = emptyDependencyReport()
  try {
    await runCheck(deps, scope, report)
  } catch (error) {
    if (deps.signal?.aborted) throw error
    addProblem(report, `the dependency check stopped: ${explain(error)}`)
  }
  logOutcome(deps.log, report)
  return report
}

async function runCheck(
  deps: DependencyCheckDeps,
  scope: DependencyCheckScope,
  report: DependencyReport,
): Promise<void> {
  const { workspace } = deps
  if (workspace === undefined) {
    addProblem(report, 'there is no checked-out repository to read lockfiles from')
    return
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
    deps.log.warning(noLockfile)
  }
  const selected = await selectChanged(lockfiles, scope, report)
  if (selected.length > MAX_LOCKFILES) {
    addProblem(
      report,
      `${selected.length} lockfiles to check, more than the ${MAX_LOCKFILES} read at most; narrow dependency-files`,
    )
    selected.length = MAX_LOCKFILES
  }
  const versions = await readLockfiles(workspace, deps.signal, selected, report)
  if (versions.length > MAX_CHECKED_VERSIONS) {
    addProblem(
      report,
      `the lockfiles lock ${versions.length} distinct package versions, more than the ${MAX_CHECKED_VERSIONS} checked at most; narrow dependency-files`,
    )
    versions.length = MAX_CHECKED_VERSIONS
  }
  if (versions.length === 0) return
  const outcome = await fetchVerdicts(deps.client, versions, {
    deadline: scope.deadline,
    ...(deps.signal ? { signal: deps.signal } : {}),
  })
  report.packagesChecked = versions.length - (outcome.failure?.unchecked ?? 0)
  report.hits = outcome.hits
  report.errors = outcome.errors
  if (outcome.unanswered > 0) {
    addProblem(
      report,
      `the verdict endpoint gave no verdict for ${plural(outcome.unanswered, 'package version')}, so they were not checked`,
    )
  }
  if (outcome.failure !== undefined) {
    addProblem(
      report,
      `verdicts for ${outcome.failure.unchecked} of ${plural(versions.length, 'package version')} could not be read: ${explain(outcome.failure.error)}`,
    )
  }
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
  const matches = (pattern: string) => matchesGlob(path, pattern)
  return include.some(matches) && !exclude.some(matches)
}

async function readLockfiles(
  workspace: Workspace,
  signal: AbortSignal | undefined,
  paths: readonly string[],
  report: DependencyReport,
): Promise<LockedVersion[]> {
  const versions = new Map<string, LockedVersion>()
  const unreadable: string[] = []
  for (const path of paths) {
    signal?.throwIfAborted()
    const kind = lockfileKindOf(path)
    if (kind === undefined) continue
    try {
      const packages = parseLockfile(kind, await workspace.readText(path, MAX_LOCKFILE_BYTES))
      report.lockfiles.push({ path, packages: packages.length })
      for (const pkg of packages) {
        const key = `${pkg.name}@${pkg.version}`
        const location = pkg.line === undefined ? { path } : { path, line: pkg.line }
        const known = versions.get(key)
        if (known === undefined) {
          versions.set(key, { name: pkg.name, version: pkg.version, locations: [location] })
        } else known.locations.push(location)
      }
    } catch (error) {
      const why = sanitizeForLog(error instanceof Error ? error.message : String(error), 200)
      report.lockfiles.push({ path, packages: 0, error: why })
      unreadable.push(path)
    }
  }
  if (unreadable.length > 0) {
    addProblem(
      report,
      `${plural(unreadable.length, 'lockfile')} could not be read (${listNames(unreadable)}); exclude ${unreadable.length === 1 ? 'it' : 'them'} in dependency-files with a ! pattern if that is intended`,
    )
  }
  return [...versions.values()]
}

function logOutcome(log: Logger, report: DependencyReport): void {
  const malicious = countHits(report, 'malicious')
  const suspicious = countHits(report, 'suspicious')
  log.info(
    `Dependencies (${report.scope}): ${plural(report.packagesChecked, 'package version')} checked in ${plural(report.lockfiles.length, 'lockfile')}: ${malicious} malicious, ${suspicious} suspicious, ${plural(report.errors.length, 'error')}`,
  )
  for (const hit of report.hits) {
    const where = hit.locations
      .map((l) => (l.line === undefined ? l.path : `${l.path}:${l.line}`))
      .join(', ')
    log.info(
      sanitizeForLog(
        `  ${hit.level}: ${hit.name} ${hit.version} in ${where}${hit.summary ? ` (${hit.summary})` : ''}`,
        400,
      ),
    )
  }
  if (report.errors.length > 0) {
    log.warning(
      `The verdict endpoint could not judge ${plural(report.errors.length, 'package')}; the job summary lists them`,
    )
  }
  for (const note of report.notes) log.info(sanitizeForLog(note, 400))
  if (report.problem !== undefined) log.warning(`Dependency check: ${report.problem}`)
}
