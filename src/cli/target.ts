/**
 * What the CI system (or the git checkout) says to scan, with the values given on the command line
 * over it, as the facts a GitHub event gives (config/event-target.ts readEventTarget). From these
 * facts config/target.ts resolves the target, for the action and the command line alike. A given
 * value is a fact here, said by whoever runs the command: the facts already hold each one, so the
 * inputs config/target.ts lays over them change nothing.
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
  repoUrl?: string | undefined
  branch?: string | undefined
  prNumber?: number | undefined
  commit?: string | undefined
  /** The commit a merge request goes into, where its policy file is read. */
  baseCommit?: string | undefined
  /** scan-type full scans the branch, even in a merge request pipeline. */
  scanType?: string | undefined
  /** source upload names its code by archive-id: no repository or branch is needed. */
  source?: string | undefined
  /** policy-file, named in what is said of the base where it is read. */
  policyFile?: string | undefined
}

/** The facts config/target.ts resolves the target from, and what stops the run before it. */
export interface CliEvent {
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

export function readCliEvent(ci: CiEnvironment, given: GivenTarget, local: LocalClone): CliEvent {
  const code = ciCodeOf(ci)
  const event = eventOf(ci, given, code)
  const base = judgingBase(ci, given, local)
  // The merge request's target branch says what a change goes into: only of the code CI runs.
  if (base !== undefined && !keepsCiCode(ci, given, code)) delete base.branch
  if (base !== undefined) event.base = base
  return {
    context: contextOf(ci, event, given),
    event,
    baseProblems: describeBaseProblems(ci, given, event, local),
    problems: [...describeMissing(ci, given, event), ...describeForkBranch(ci, given, code)],
  }
}

/** The code a CI run is of: its repository's page, and the fork a merge request comes from. */
interface CiCode {
  repoUrl: string | undefined
  /** owner/name of the fork, on whose branch a fork's merge request is. */
  fork: string | undefined
}

/** A fork's merge request is the fork's code, on the fork's branch. */
function ciCodeOf(ci: CiEnvironment): CiCode {
  const fork =
    ci.headRepository !== undefined &&
    ci.serverUrl !== undefined &&
    ci.headRepository.toLowerCase() !== ci.repository?.toLowerCase()
      ? ci.headRepository
      : undefined
  const repoUrl = fork === undefined ? ci.repoUrl : `${ci.serverUrl ?? ''}/${fork}`
  return { repoUrl, fork }
}

/** --repo-url is unset, or names CI's repository however spelled (ssh, .git, case). */
function keepsCiRepository(given: GivenTarget, code: CiCode): boolean {
  if (given.repoUrl === undefined) return true
  const page = repositoryPageOf(given.repoUrl) ?? given.repoUrl
  return code.repoUrl !== undefined && sameRepoUrl(page, code.repoUrl)
}

/**
 * The options name the code CI runs: its repository and its branch. Only then does what CI says of
 * that code (its merge request, commit and fork) describe what is scanned.
 */
function keepsCiCode(ci: CiEnvironment, given: GivenTarget, code: CiCode): boolean {
  return (
    keepsCiRepository(given, code) && (given.branch === undefined || given.branch === ci.branch)
  )
}

/** scan-type full scans the branch, even in a merge request pipeline or with --pr-number. */
function scansWholeBranch(given: GivenTarget): boolean {
  return given.scanType?.toLowerCase() === 'full'
}

/** What the CI system says of the code the options name, with each given value over it. */
function eventOf(ci: CiEnvironment, given: GivenTarget, code: CiCode): EventTarget {
  const ciCode = keepsCiCode(ci, given, code)
  const fork = ciCode ? code.fork : undefined
  const prNumber = scansWholeBranch(given)
    ? undefined
    : (given.prNumber ?? (ciCode ? ci.prNumber : undefined))
  const commit = given.commit ?? (ciCode ? ci.commit : undefined)
  const event: EventTarget = {
    isPullRequest: prNumber !== undefined,
    repoUrl: given.repoUrl ?? code.repoUrl ?? '',
    branch: given.branch ?? ci.branch ?? '',
    isFork: fork !== undefined,
  }
  if (prNumber !== undefined) event.prNumber = prNumber
  if (commit !== undefined && COMMIT_SHA.test(commit)) event.headSha = commit
  // The default branch's own pipeline: its first full scan may start gate: new's record.
  if (ciCode && prNumber === undefined && ci.defaultBranch !== undefined) {
    if (event.branch === ci.defaultBranch) event.onDefaultBranch = true
  }
  if (fork !== undefined) event.headRepository = fork
  return event
}

/**
 * Whose policy file judges the run (issue 26: a change's author never chooses it), in order:
 * - a change (a merge request pipeline, or a given --pr-number): the commit it goes into, whatever
 *   the options make of what it scans;
 * - a branch the CI system calls the default or a protected one: its checkout, which only those
 *   the project lets push there wrote;
 * - a person's terminal in no clone: the folder's own file, there being no history to read;
 * - any other branch: the default branch's head, never where the branch forks from it.
 * Never the checkout of a change, which its author can edit.
 */
function judgeOf(
  ci: CiEnvironment,
  given: GivenTarget,
  local: LocalClone,
): BaseCommit['kind'] | 'checkout' {
  if (ci.prNumber !== undefined || given.prNumber !== undefined) return 'target'
  if (ci.protectedRef === true || isPersonOutsideGit(ci, local)) return 'checkout'
  return 'default-branch'
}

/**
 * A person's terminal in a folder of no git clone: no pipeline is gated by the run. In a CI system
 * (CI set), and for a merge or pull request anywhere, a base is needed all the same.
 */
function isPersonOutsideGit(ci: CiEnvironment, local: LocalClone): boolean {
  return ci.system === 'terminal' && !ci.isCi && local.checkout === undefined
}

/**
 * The base the CI system says, or the target's head git reads (environment.ts findTargetHead),
 * wins; --base-commit serves only where neither says (describeRefusedOption refuses one that
 * differs).
 */
function baseShaOf(ci: CiEnvironment, given: GivenTarget): string | undefined {
  const sha = ci.baseSha ?? given.baseCommit?.toLowerCase()
  return sha !== undefined && COMMIT_SHA.test(sha) ? sha : undefined
}

function judgingBase(
  ci: CiEnvironment,
  given: GivenTarget,
  local: LocalClone,
): BaseCommit | undefined {
  const kind = judgeOf(ci, given, local)
  if (kind === 'checkout') return undefined
  const base: BaseCommit = { kind, checkedOut: false }
  const sha = baseShaOf(ci, given)
  if (sha !== undefined) base.sha = sha
  if (kind === 'default-branch' && ci.defaultBranch !== undefined) {
    base.defaultBranch = ci.defaultBranch
  }
  if (kind === 'target' && ci.baseBranch !== undefined) base.branch = ci.baseBranch
  return base
}

/**
 * Why the base cannot judge: no history to read it from, an option that differs from the CI
 * system's (refused, not ignored: a merge request's own pipeline file could otherwise point the
 * policy read at a commit its author wrote), or a base nobody gives, saying what to fetch or pass.
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
  const problem =
    describeUnreadableHistory(local, file) ??
    describeRefusedOption(ci, given) ??
    (base.sha === undefined ? describeUnknownBase(ci, base.kind, file) : undefined)
  return problem === undefined ? [] : [problem]
}

function describeUnreadableHistory(local: LocalClone, file: string): string | undefined {
  const readAt = `its ${file} is read from the clone's history at the commit it is judged by`
  if (local.checkout === undefined) {
    return `base-commit: this folder is in no git clone, and ${readAt}; run security-scan in the clone the CI system checked out`
  }
  if (local.program === undefined) {
    return `base-commit: git was not found on PATH outside the clone, and ${readAt}; install git (the node:24 image has it, node:24-alpine does not)`
  }
  return undefined
}

/** A --base-commit other than the base CI or git gives. One that is no sha is said by describeMissing. */
function describeRefusedOption(ci: CiEnvironment, given: GivenTarget): string | undefined {
  const option = given.baseCommit?.toLowerCase()
  if (ci.baseSha === undefined || option === undefined || !COMMIT_SHA.test(option)) return undefined
  if (option === ci.baseSha) return undefined
  const giver = ci.baseOf?.startsWith('git ') === true ? 'git' : ci.label
  return `base-commit: ${option.slice(0, 12)} is not the base ${giver} gives (${ci.baseOf ?? 'its own'}: ${ci.baseSha.slice(0, 12)}), which wins: the policy file is never read where an option points when the CI system or git says where; drop --base-commit and ${envNameOf('base-commit')}`
}

function describeUnknownBase(ci: CiEnvironment, kind: BaseCommit['kind'], file: string): string {
  const ways = `or ${howToSet('base-commit')}`
  if (kind === 'target') {
    const target = ci.baseBranch
    const fetch =
      target === undefined
        ? ''
        : `, which git cannot find in this clone (${describeHeadRead(target)} found none); fetch the target branch (git fetch origin ${shellWord(target)})`
    return `base-commit: ${ci.label} does not say the head of the branch this merge request goes into, where its ${file} is read (never from the change)${fetch}, ${ways}`
  }
  const branch = ci.branch === undefined ? 'this run' : `branch ${ci.branch}`
  const fetch =
    ci.defaultBranch === undefined
      ? "name origin's default branch in the clone (git fetch origin <default branch> && git remote set-head origin <default branch>)"
      : `${describeHeadRead(ci.defaultBranch)} found none; fetch the default branch (git fetch origin ${shellWord(ci.defaultBranch)})`
  return `base-commit: ${ci.label} does not say that ${branch} is the default branch or a protected one, so its ${file} is read at the default branch's head, which git cannot find in this clone; ${fetch}, ${ways}`
}

/** The command environment.ts ran to read a branch's head in the clone, quoted for a shell. */
function describeHeadRead(branch: string): string {
  return `git rev-parse ${shellWord(`refs/remotes/origin/${branch}`)}`
}

/**
 * A branch name as a shell command in a message may hold it: git accepts `;`, `$` and `(` in one,
 * and whoever can push a branch names it, so anything but the plainest is single-quoted.
 */
function shellWord(name: string): string {
  return /^[\w./-]+$/.test(name) ? name : `'${name.replace(/'/g, "'\\''")}'`
}

/** The parts of a GitHub context the flow reads outside the target. */
function contextOf(ci: CiEnvironment, event: EventTarget, given: GivenTarget): GitHubContext {
  const givenPage = given.repoUrl === undefined ? undefined : repositoryPageOf(given.repoUrl)
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

/**
 * As the action says it (config/target.ts checkTarget): a fork's branch lives in the fork, and
 * under another --repo-url the same name is other code.
 */
function describeForkBranch(ci: CiEnvironment, given: GivenTarget, code: CiCode): string[] {
  if (code.fork === undefined || keepsCiRepository(given, code) || given.branch !== undefined) {
    return []
  }
  return [
    `branch: merge request !${ci.prNumber ?? '?'} comes from a fork, whose branch is not in repo-url; ${howToSet('branch')} too, or leave repo-url unset to scan the fork`,
  ]
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
