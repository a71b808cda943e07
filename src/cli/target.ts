/**
 * What the CI system (or the git checkout) says to scan, as the flow's EventTarget and context:
 * the same resolution as a GitHub event's (config/target.ts), so inputs override it the same way.
 * A merge request is the flow's pull request: its base commit, not the change, holds the policy.
 */
import type { GitHubContext } from '../config/context.js'
import { COMMIT_SHA, type BaseCommit, type EventTarget } from '../config/event-target.js'
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
  /** policy-file, named in what is said of the base where it is read. */
  policyFile?: string
}

export interface CliTarget {
  context: GitHubContext
  event: EventTarget
  /** What could not be told, each naming the option and variable to set. */
  problems: string[]
  /** Why the commit whose policy judges the run is not known, or not the CI system's: any command. */
  baseProblems: string[]
}

/** The clone and the git that read the base's files (git.ts createLocalGit). */
export interface LocalClone {
  checkout: string | undefined
  program: string | undefined
}

export function resolveCliTarget(
  ci: CiEnvironment,
  given: GivenTarget,
  local: LocalClone,
): CliTarget {
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
  const base = judgingBase(ci, given, local)
  if (base !== undefined) event.base = base
  if (commit !== undefined && COMMIT_SHA.test(commit)) event.headSha = commit
  if (isFork && ci.headRepository !== undefined) event.headRepository = ci.headRepository
  return {
    context: contextOf(ci, event, givenPage),
    event,
    baseProblems: describeBaseProblems(ci, given, event, local),
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

/**
 * Whose policy file judges the run, where the checkout cannot. What runs in a merge request
 * pipeline is judged as a merge request, whatever the options make of what it scans: by the commit
 * it goes into. A branch that the CI system does not call the default or a protected one is judged
 * where it forks from the default branch. Either way never by the checkout, which the author can
 * edit; and --base-commit serves only where neither the CI system nor git says the base
 * (describeBaseProblems refuses one that differs).
 */
function judgingBase(
  ci: CiEnvironment,
  given: GivenTarget,
  local: LocalClone,
): BaseCommit | undefined {
  const isChange = ci.prNumber !== undefined || given.prNumber !== undefined
  if (!isChange && (ci.protectedRef === true || isPersonOutsideGit(ci, local))) return undefined
  const sha = ci.baseSha ?? given.baseCommit?.toLowerCase()
  return {
    kind: isChange ? 'target' : 'merge-base',
    checkedOut: false,
    ...(sha !== undefined && COMMIT_SHA.test(sha) ? { sha } : {}),
    ...(!isChange && ci.defaultBranch !== undefined ? { defaultBranch: ci.defaultBranch } : {}),
  }
}

/**
 * A person's terminal in a folder of no git clone: no history to read another commit's policy
 * from, and no pipeline gated by the run; the folder's own file is all. In a CI system (CI set),
 * and for a merge or pull request anywhere, a base is needed all the same.
 */
function isPersonOutsideGit(ci: CiEnvironment, local: LocalClone): boolean {
  return ci.system === 'terminal' && !ci.isCi && local.checkout === undefined
}

/**
 * The base the CI system or git gave wins over --base-commit: a merge request's own pipeline file
 * could otherwise point the policy read at a commit its author wrote. A different one is refused,
 * not ignored; a base nobody gives stops the run, saying what to fetch or pass.
 */
function describeBaseProblems(
  ci: CiEnvironment,
  given: GivenTarget,
  event: EventTarget,
  local: LocalClone,
): string[] {
  const base = event.base
  if (base === undefined) return []
  const file = given.policyFile === undefined ? 'policy file' : `policy file ${given.policyFile}`
  const readAt = `its ${file} is read from the clone's history at the commit it is judged by`
  if (local.checkout === undefined) {
    return [
      `base-commit: this folder is in no git clone, and ${readAt}; run security-scan in the clone the CI system checked out`,
    ]
  }
  if (local.program === undefined) {
    return [
      `base-commit: git was not found on PATH outside the clone, and ${readAt}; install git (the node:24 image has it, node:24-alpine does not)`,
    ]
  }
  // One that is no sha is said by describeMissing, and is no base.
  const option = given.baseCommit?.toLowerCase()
  if (
    ci.baseSha !== undefined &&
    option !== undefined &&
    COMMIT_SHA.test(option) &&
    option !== ci.baseSha
  ) {
    return [
      `base-commit: ${option.slice(0, 12)} is not the base ${ci.baseOf?.startsWith('git ') === true ? 'git' : ci.label} gives (${ci.baseOf ?? 'its own'}: ${ci.baseSha.slice(0, 12)}), which wins: the policy file is never read where an option points when the CI system or git says where; drop --base-commit and ${envNameOf('base-commit')}`,
    ]
  }
  if (base.sha !== undefined) return []
  const ways = `or ${howToSet('base-commit')}`
  if (base.kind === 'target') {
    return [
      `base-commit: ${ci.label} does not say the commit this merge request goes into, where its ${file} is read (never from the change); fetch the target branch${ci.baseBranch === undefined ? '' : ` (git fetch origin ${shellWord(ci.baseBranch)})`}, ${ways}`,
    ]
  }
  const branch = ci.branch === undefined ? 'this run' : `branch ${ci.branch}`
  const fetch =
    ci.defaultBranch === undefined
      ? "name origin's default branch in the clone (git fetch origin <default branch> && git remote set-head origin <default branch>)"
      : `fetch the default branch, deep enough to reach where this run forks from it (git fetch origin ${shellWord(ci.defaultBranch)})`
  return [
    `base-commit: ${ci.label} does not say that ${branch} is the default branch or a protected one, so its ${file} is read where it forks from the default branch, which git cannot find in this clone; ${fetch}, ${ways}`,
  ]
}

/**
 * A branch name as a shell command in a message may hold it: git accepts `;`, `$` and `(` in one,
 * and whoever can push a branch names it, so anything but the plainest is single-quoted.
 */
function shellWord(name: string): string {
  return /^[\w./-]+$/.test(name) ? name : `'${name.replace(/'/g, "'\\''")}'`
}

/** The parts of a GitHub context the flow reads outside the target. */
function contextOf(
  ci: CiEnvironment,
  event: EventTarget,
  givenPage: string | undefined,
): GitHubContext {
  return {
    eventName: event.isPullRequest || event.base?.kind === 'target' ? 'pull_request' : 'push',
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
