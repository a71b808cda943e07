/**
 * What the CI system (or the git checkout) says to scan, as the flow's EventTarget and context:
 * the same resolution as a GitHub event's (config/target.ts), so inputs override it the same way.
 * A merge request is the flow's pull request: its base commit, not the change, holds the policy.
 */
import type { GitHubContext } from '../config/context.js'
import { COMMIT_SHA, type EventTarget } from '../config/event-target.js'
import { sameRepoUrl } from '../config/target.js'
import type { CiEnvironment } from './environment.js'
import { pagePathOf, repositoryPageOf } from './environment-url.js'
import { envNameOf } from './definitions.js'

/** Values given on the command line or in SECURITY_SCAN_* variables, over what CI says. */
export interface GivenTarget {
  repoUrl?: string
  branch?: string
  prNumber?: number
  commit?: string
  /** The commit a merge request goes into, where its policy file is read. */
  baseCommit?: string
  /** scan-type full scans the branch, even in a merge request pipeline. */
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
  const givenPage = given.repoUrl === undefined ? undefined : repositoryPageOf(given.repoUrl)
  // A fork's merge request is the fork's code, on the fork's branch.
  const ciIsFork =
    ci.headRepository !== undefined &&
    ci.serverUrl !== undefined &&
    ci.headRepository.toLowerCase() !== ci.repository?.toLowerCase()
  const ciRepoUrl = ciIsFork ? `${ci.serverUrl ?? ''}/${ci.headRepository ?? ''}` : ci.repoUrl
  const sameRepository =
    given.repoUrl === undefined ||
    (ciRepoUrl !== undefined && sameRepoUrl(givenPage ?? given.repoUrl, ciRepoUrl))
  const sameCode = sameRepository && (given.branch === undefined || given.branch === ci.branch)
  const wantsPr = given.scanType?.toLowerCase() !== 'full'
  const prNumber = wantsPr ? (given.prNumber ?? (sameCode ? ci.prNumber : undefined)) : undefined
  const isFork = sameCode && ciIsFork
  const repoUrl = given.repoUrl ?? ciRepoUrl ?? ''
  const branch = given.branch ?? ci.branch ?? ''
  const commit = given.commit ?? (sameCode ? ci.commit : undefined)
  const event: EventTarget = { isPullRequest: prNumber !== undefined, repoUrl, branch, isFork }
  if (prNumber !== undefined) event.prNumber = prNumber
  // What runs in a merge request pipeline is judged as a merge request, whatever the options make
  // of what it scans: its base's policy, never the checkout's, which the change itself can edit.
  const baseSha = given.baseCommit ?? ci.baseSha
  if (ci.prNumber !== undefined || given.prNumber !== undefined) {
    event.base = {
      ...(baseSha !== undefined && COMMIT_SHA.test(baseSha) ? { sha: baseSha } : {}),
      checkedOut: false,
    }
  }
  if (commit !== undefined && COMMIT_SHA.test(commit)) event.headSha = commit
  if (isFork && ci.headRepository !== undefined) event.headRepository = ci.headRepository
  return {
    context: contextOf(ci, event, givenPage),
    event,
    problems: [
      ...describeMissing(ci, given, event),
      // As the action says it (config/target.ts): under another repo-url, the same name is other code.
      ...(ciIsFork && !sameRepository && given.branch === undefined
        ? [
            `branch: merge request !${ci.prNumber ?? '?'} comes from a fork, whose branch is not in repo-url; ${howToSet('branch')} too, or leave repo-url unset to scan the fork`,
          ]
        : []),
    ],
  }
}

/** The parts of a GitHub context the flow reads outside the target. */
function contextOf(
  ci: CiEnvironment,
  event: EventTarget,
  givenPage: string | undefined,
): GitHubContext {
  return {
    // A merge request is judged by its base's policy; a branch by its own checkout's.
    eventName: event.base === undefined ? 'push' : 'pull_request',
    payload: {},
    serverUrl: ci.serverUrl ?? '',
    apiUrl: '',
    repository: ci.repository ?? (givenPage === undefined ? '' : pagePathOf(givenPage)),
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
  for (const [option, sha] of [
    ['commit', given.commit],
    ['base-commit', given.baseCommit],
  ] as const) {
    if (sha !== undefined && !COMMIT_SHA.test(sha)) {
      problems.push(`${option}: not a commit sha (40 or 64 hex digits); ${howToSet(option)}`)
    }
  }
  if (given.repoUrl !== undefined && hasCredentials(given.repoUrl)) {
    problems.push(
      "repo-url: holds credentials, which would be sent to the service and written in the reports; give the repository's page, e.g. https://gitlab.example.com/group/project",
    )
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

/** user:password@ (or a token as the user) before the host of a URL or a git remote. */
function hasCredentials(address: string): boolean {
  try {
    const url = new URL(address)
    // https://TOKEN@host is a token; ssh://git@host is only the account ssh logs in as.
    const web = url.protocol === 'https:' || url.protocol === 'http:'
    return url.password !== '' || (web && url.username !== '')
  } catch {
    // scp-like git@host:path names a user, not a secret; anything else is no URL to check.
    return false
  }
}

/** `pass --branch or set SECURITY_SCAN_BRANCH`. */
export function howToSet(option: string): string {
  return `pass --${option} or set ${envNameOf(option)}`
}
