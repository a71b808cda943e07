/**
 * What the CI system (or the git checkout) says to scan, as the flow's EventTarget and context:
 * the same resolution as a GitHub event's (config/target.ts), so inputs override it the same way.
 * A merge request is the flow's pull request: its base commit, not the change, holds the policy.
 */
import type { GitHubContext } from '../config/context.js'
import { COMMIT_SHA, type EventTarget } from '../config/event-target.js'
import { sameRepoUrl } from '../config/target.js'
import type { CiEnvironment } from './environment.js'
import { envNameOf } from './definitions.js'

/** Values given on the command line or in SECURITY_SCAN_* variables, over what CI says. */
export interface GivenTarget {
  repoUrl?: string
  branch?: string
  prNumber?: number
  commit?: string
  /** scan-type full never reads a merge request, even in a merge request pipeline. */
  scanType?: string
  /** source upload names its code by archive-id: no repository or branch is needed. */
  source?: string
}

export interface CliTarget {
  context: GitHubContext
  event: EventTarget
  /** What could not be told, each naming the option and variable to set. */
  problems: string[]
}

export function resolveCliTarget(ci: CiEnvironment, given: GivenTarget): CliTarget {
  const sameCode =
    (given.repoUrl === undefined ||
      (ci.repoUrl !== undefined && sameRepoUrl(given.repoUrl, ci.repoUrl))) &&
    (given.branch === undefined || given.branch === ci.branch)
  const wantsPr = given.scanType?.toLowerCase() !== 'full'
  const prNumber = wantsPr ? (given.prNumber ?? (sameCode ? ci.prNumber : undefined)) : undefined
  const isFork =
    sameCode &&
    ci.headRepository !== undefined &&
    ci.repository !== undefined &&
    ci.headRepository.toLowerCase() !== ci.repository.toLowerCase()
  // A fork's merge request is the fork's code, on the fork's branch.
  const ciRepoUrl =
    isFork && ci.serverUrl !== undefined ? `${ci.serverUrl}/${ci.headRepository}` : ci.repoUrl
  const repoUrl = given.repoUrl ?? ciRepoUrl ?? ''
  const branch = given.branch ?? ci.branch ?? ''
  const commit = given.commit ?? (sameCode ? ci.commit : undefined)
  const event: EventTarget = { isPullRequest: prNumber !== undefined, repoUrl, branch, isFork }
  if (prNumber !== undefined) {
    event.prNumber = prNumber
    event.base = { ...(ci.baseSha === undefined ? {} : { sha: ci.baseSha }), checkedOut: false }
  }
  if (commit !== undefined && COMMIT_SHA.test(commit)) event.headSha = commit
  if (isFork && ci.headRepository !== undefined) event.headRepository = ci.headRepository
  return {
    context: contextOf(ci, event),
    event,
    problems: describeMissing(ci, given, event),
  }
}

/** The parts of a GitHub context the flow reads outside the target. */
function contextOf(ci: CiEnvironment, event: EventTarget): GitHubContext {
  return {
    // A merge request is judged by its base's policy; a branch by its own checkout's.
    eventName: event.isPullRequest ? 'pull_request' : 'push',
    payload: {},
    serverUrl: ci.serverUrl ?? '',
    apiUrl: '',
    repository: ci.repository ?? '',
    ref: '',
    refName: '',
    sha: event.headSha ?? '',
    headRef: '',
    baseRef: '',
    runAttempt: 1,
    runId: '',
  }
}

function describeMissing(ci: CiEnvironment, given: GivenTarget, event: EventTarget): string[] {
  const problems = [...ci.problems]
  if (given.commit !== undefined && !COMMIT_SHA.test(given.commit)) {
    problems.push(`commit: not a commit sha (40 or 64 hex digits); ${howToSet('commit')}`)
  }
  if (given.source?.toLowerCase() === 'upload') return problems
  const where = ci.system === 'terminal' ? 'this git checkout' : ci.label
  if (event.repoUrl === '') {
    problems.push(
      `repo-url: ${where} does not say which repository to scan; ${howToSet('repo-url')}`,
    )
  }
  if (event.branch === '') {
    problems.push(
      `branch: ${where} does not say which branch to scan (a detached HEAD or a tag); ${howToSet('branch')}`,
    )
  }
  return problems
}

/** `pass --branch or set SECURITY_SCAN_BRANCH`. */
export function howToSet(option: string): string {
  return `pass --${option} or set ${envNameOf(option)}`
}
