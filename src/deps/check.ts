/**
 * check-dependencies: finds the lockfiles, reads every locked package version and asks the public
 * verdict endpoint about them. It never throws (except when the job is cancelled): whatever goes
 * wrong becomes the report's `problem`, and the gate fails closed on it, because a check that
 * could not look at every locked version cannot vouch for them.
 */
import type { Logger } from '../common/logger.js'
import type { ServiceClient } from '../service/client.js'
import { explain } from '../service/errors.js'
import { sanitizeForLog } from '../common/escape.js'
import { countHits, emptyDependencyReport, type DependencyReport } from './report.js'
import { lockfileKindOf, parseLockfile } from './lockfiles.js'
import { fetchVerdicts, type LockedVersion } from './verdicts.js'
import type { Workspace } from './workspace.js'
import {
  addProblem,
  listNames,
  MAX_LOCKFILE_BYTES,
  selectFromCheckout,
  selectFromHead,
  type DependencyCheckScope,
  type LockfileToRead,
} from './selection.js'
import { plural } from '../common/words.js'

/** Distinct package versions checked at most in one run: 200 requests of the verdict endpoint. */
const MAX_CHECKED_VERSIONS = 100_000
/**
 * Lockfiles read at most in one run: a monorepo has dozens, not hundreds.
 * @internal
 */
export const MAX_LOCKFILES = 500
export { type DependencyCheckScope } from './selection.js'

export interface DependencyCheckDeps {
  client: Pick<ServiceClient, 'getDependencyVerdicts'>
  log: Logger
  signal?: AbortSignal | undefined
  /** Undefined when the entry has no checked-out repository to read. */
  workspace?: Workspace | undefined
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
  const head = scope.pullRequest?.head
  const selected =
    scope.pullRequest !== undefined && head !== undefined
      ? await selectFromHead(scope.pullRequest.number, head, scope, report)
      : await selectFromCheckout(deps.workspace, deps.log, scope, report)
  if (selected.length > MAX_LOCKFILES) {
    addProblem(
      report,
      `${selected.length} lockfiles to check, more than the ${MAX_LOCKFILES} read at most; narrow dependency-files`,
    )
    selected.length = MAX_LOCKFILES
  }
  const versions = await readLockfiles(deps.signal, selected, report)
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
    signal: deps.signal,
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

async function readLockfiles(
  signal: AbortSignal | undefined,
  lockfiles: readonly LockfileToRead[],
  report: DependencyReport,
): Promise<LockedVersion[]> {
  const versions = new Map<string, LockedVersion>()
  const unreadable: string[] = []
  for (const { path, source, read } of lockfiles) {
    signal?.throwIfAborted()
    const kind = lockfileKindOf(path)
    if (kind === undefined) continue
    try {
      const text = await read()
      // The checkout refuses a larger file before reading it; an answer of GitHub is measured here.
      const bytes = Buffer.byteLength(text, 'utf8')
      if (bytes > MAX_LOCKFILE_BYTES) {
        throw new Error(`${bytes} bytes, more than the ${MAX_LOCKFILE_BYTES} bytes read at most`)
      }
      const packages = parseLockfile(kind, text)
      report.lockfiles.push({ path, packages: packages.length, source })
      for (const pkg of packages) {
        const key = `${pkg.name}@${pkg.version}`
        const location = pkg.line === undefined ? { path } : { path, line: pkg.line }
        const known = versions.get(key)
        if (known === undefined) {
          versions.set(key, { name: pkg.name, version: pkg.version, locations: [location] })
        } else known.locations.push(location)
      }
    } catch (error) {
      if (signal?.aborted) throw error
      const why = sanitizeForLog(error instanceof Error ? error.message : String(error), 200)
      report.lockfiles.push({ path, packages: 0, source, error: why })
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
