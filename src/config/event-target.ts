/**
 * What the event alone says to scan: the pull request's head (in the fork, for a fork), the
 * pushed or dispatched branch, the merge queue's branch, the default branch on a schedule. Every
 * ref and name in the payload is someone's text: checked against git's rules before it is used.
 */
import type { GitHubContext } from './context.js'
import { quoteInput } from './quote.js'

/**
 * Events whose payload is a pull request and whose GITHUB_REF is the PR's merge ref (so the ref
 * name is no branch at all). The review events are here for that reason too.
 */
const PULL_REQUEST_EVENTS = new Set([
  'pull_request',
  'pull_request_target',
  'pull_request_review',
  'pull_request_review_comment',
])

/** Longer names are refused: git allows them, but no one names a branch like that by hand. */
const MAX_BRANCH_CHARS = 255
const BRANCHES_PREFIX = 'refs/heads/'
const TAGS_PREFIX = 'refs/tags/'
/** A full commit sha: SHA-1 or SHA-256. */
export const COMMIT_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/i
/** owner/name as GitHub allows them (underscores: Enterprise Managed Users' `name_shortcode`). */
const REPO_FULL_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}\/(?!\.\.?$)[A-Za-z0-9._-]{1,100}$/
/** git check-ref-format's forbidden characters, plus every Unicode control, format and space. */
const FORBIDDEN_IN_REF = /[\p{Cc}\p{Cf}\p{Z}~^:?*[\\]/u

export type OverridingInput = 'repo-url' | 'branch'

/** What the event alone says to scan. repoUrl and branch are '' when it does not say. */
export interface EventTarget {
  isPullRequest: boolean
  repoUrl: string
  branch: string
  prNumber?: number
  headSha?: string
  /** owner/name of the fork a pull request comes from. */
  headRepository?: string
  /** The base a pull request or a merge queue goes into; see ScanTarget.base. */
  base?: BaseCommit
  isFork: boolean
  /**
   * The run is the default branch's own (a push, dispatch or schedule of it; the command line's
   * pipeline of it): its first full scan may start the record of gate: new (issue 39).
   */
  onDefaultBranch?: boolean
  /** Why the event's repository or branch cannot be scanned; an error unless inputs replace them. */
  blocker?: Blocker
}

/**
 * The commit whose policy file judges the run, where the checkout cannot: a change is judged by
 * the commit it goes into (a pull request's base, a merge queue's, a merge request's), and a run
 * of a branch that is neither the default nor a protected one by the default branch's head: the
 * policy as it stands, never as it stood where the branch forked, which its author chose. What
 * judges is read there as data, never from the checkout, which the author can edit.
 */
export interface BaseCommit {
  /**
   * 'target': the commit a change goes into. 'default-branch': the default branch's head, found
   * through GitHub's API (the action) or git (the command line).
   */
  kind: 'target' | 'default-branch'
  /** Undefined when not known: the payload gives none, or the head is still to be found. */
  sha?: string
  /** The checkout is the base (pull_request_target), not the change. */
  checkedOut: boolean
  /** For a default branch's head still to be found: the run's commit, compared with it. */
  head?: string
  /** For a default branch's head: the default branch, when the event or the CI system names it. */
  defaultBranch?: string
  /**
   * For a change: the branch it goes into, when the event or the CI system names one git would
   * accept. A baseline of gate: new is a scan of this branch (src/baseline/).
   */
  branch?: string
}

/**
 * Events whose checkout is the branch the event names, so that the branch's standing (the
 * default one) says whether the checkout's policy may judge. Any other event (an issue comment, a
 * workflow_run) may have checked out a change's own code.
 */
const BRANCH_EVENTS: ReadonlySet<string> = new Set(['push', 'workflow_dispatch'])

interface Blocker {
  inputs: OverridingInput[]
  problem: string
}

export function readEventTarget(ctx: GitHubContext): EventTarget {
  if (PULL_REQUEST_EVENTS.has(ctx.eventName)) return readPullRequestTarget(ctx)
  const event: EventTarget = {
    isPullRequest: false,
    repoUrl: workflowRepoUrl(ctx),
    branch: '',
    isFork: false,
  }
  let ref = ctx.ref
  let sha = ctx.sha
  const defaultBranch = defaultBranchOf(ctx)
  if (ctx.eventName === 'schedule') {
    // Scheduled runs are on the default branch; the payload names it, GITHUB_REF_NAME too.
    const name = ctx.payload.repository?.default_branch || ctx.refName
    ref = name === '' ? '' : `${BRANCHES_PREFIX}${name}`
  } else if (ctx.eventName === 'merge_group') {
    // The merge queue's temporary branch: the base branch with the queued PRs merged in.
    ref = ctx.payload.merge_group?.head_ref ?? ref
    sha = ctx.payload.merge_group?.head_sha ?? sha
    const baseRef = ctx.payload.merge_group?.base_ref
    const baseBranch = baseRef?.startsWith(BRANCHES_PREFIX)
      ? baseRef.slice(BRANCHES_PREFIX.length)
      : undefined
    event.base = baseCommit(ctx.payload.merge_group?.base_sha, false, baseBranch)
  }
  const branch = branchOfRef(ref, ctx)
  if (typeof branch === 'string') event.branch = branch
  else event.blocker = branch
  if (COMMIT_SHA.test(sha)) event.headSha = sha
  // GitHub runs a schedule only on the default branch. A push or a dispatch of another branch, and
  // every other event, are judged by the default branch's head: GITHUB_REF_PROTECTED is not asked,
  // since a ruleset that lets anyone push sets it too.
  const onDefaultBranch =
    ctx.eventName === 'schedule' ||
    (BRANCH_EVENTS.has(ctx.eventName) && branch !== '' && branch === defaultBranch)
  if (onDefaultBranch) event.onDefaultBranch = true
  if (event.base === undefined && !onDefaultBranch) {
    const base: BaseCommit = { kind: 'default-branch', checkedOut: false }
    if (COMMIT_SHA.test(ctx.sha)) base.head = ctx.sha.toLowerCase()
    if (defaultBranch !== undefined) base.defaultBranch = defaultBranch
    event.base = base
  }
  return event
}

/** The repository's default branch as the payload names it, when git would accept the name. */
function defaultBranchOf(ctx: GitHubContext): string | undefined {
  const name = ctx.payload.repository?.default_branch
  return name !== undefined && isBranchName(name) ? name : undefined
}

/**
 * The PR's head: the branch in the repository it lives in. For a fork that is the fork, never the
 * base repository, which may have no such branch or, worse, an unrelated one of the same name.
 */
function readPullRequestTarget(ctx: GitHubContext): EventTarget {
  const pr = ctx.payload.pull_request
  const event: EventTarget = { isPullRequest: true, repoUrl: '', branch: '', isFork: false }
  event.base = baseCommit(pr?.base?.sha, ctx.eventName === 'pull_request_target', pr?.base?.ref)
  if (pr?.number !== undefined) event.prNumber = pr.number
  // Never GITHUB_SHA here: for pull requests that is the merge commit, which no one pushed.
  const sha = pr?.head?.sha
  if (sha !== undefined && COMMIT_SHA.test(sha)) event.headSha = sha
  const theEvent = describeEvent(ctx)
  const thePr = pr?.number === undefined ? 'the pull request' : `PR #${pr.number}`
  const bothInputs: OverridingInput[] = ['repo-url', 'branch']

  const headRepo = pr?.head?.repo
  if (headRepo === null) {
    event.isFork = true
    event.blocker = {
      inputs: bothInputs,
      problem: `repo-url: ${thePr} comes from a fork that has been deleted, so its code cannot be scanned; set repo-url and branch to scan something else`,
    }
    return event
  }
  const headName = headRepo?.full_name
  if (headName === undefined || !REPO_FULL_NAME.test(headName)) {
    const what =
      headName === undefined
        ? `does not say which repository ${thePr} comes from${payloadProblemOf(ctx)}`
        : `names ${quoteUntrusted(headName)} as the repository of ${thePr}, which is no owner/name`
    event.blocker = {
      inputs: bothInputs,
      problem: `repo-url: ${theEvent} event ${what}; set repo-url and branch`,
    }
    return event
  }
  const baseName = pr?.base?.repo?.full_name ?? ctx.repository
  event.isFork = headName.toLowerCase() !== baseName.toLowerCase()
  if (event.isFork) {
    event.repoUrl = `${ctx.serverUrl}/${headName}`
    event.headRepository = headName
  } else {
    event.repoUrl = workflowRepoUrl(ctx)
  }
  const headRef = pr?.head?.ref ?? ctx.headRef
  if (isBranchName(headRef)) event.branch = headRef
  else if (headRef !== '') event.blocker = invalidBranch(`${theEvent} event's head branch`, headRef)
  return event
}

/** The branch a ref names, or why it names none the service could scan. */
function branchOfRef(ref: string, ctx: GitHubContext): string | Blocker {
  if (ref === '') return ''
  if (ref.startsWith(BRANCHES_PREFIX)) {
    const name = ref.slice(BRANCHES_PREFIX.length)
    return isBranchName(name) ? name : invalidBranch(`${describeEvent(ctx)} event's branch`, name)
  }
  if (ref.startsWith(TAGS_PREFIX)) {
    const tag = ref.slice(TAGS_PREFIX.length)
    return {
      inputs: ['branch'],
      problem: `branch: ${showEventName(ctx) || 'a run'} of tag ${showRef(tag)}: the service scans branches; set branch to the branch to scan`,
    }
  }
  return {
    inputs: ['branch'],
    problem: `branch: ${describeEvent(ctx)} event runs on ${showRef(ref)}, which is not a branch; set branch to the branch to scan`,
  }
}

function invalidBranch(what: string, name: string): Blocker {
  return {
    inputs: ['branch'],
    problem: `branch: ${what} ${quoteUntrusted(name)} is not a valid branch name; set branch to the branch to scan`,
  }
}

/** A branch name git would accept (git check-ref-format --branch), and not absurdly long. */
export function isBranchName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= MAX_BRANCH_CHARS &&
    !FORBIDDEN_IN_REF.test(name) &&
    !name.includes('..') &&
    !name.includes('@{') &&
    name !== '@' &&
    !name.startsWith('-') &&
    !name.endsWith('.') &&
    name.split('/').every((part) => part !== '' && !part.startsWith('.') && !part.endsWith('.lock'))
  )
}

/** A ref as shown in a message: as is when git would accept it, else quoted and escaped. */
function showRef(ref: string): string {
  return isBranchName(ref) ? ref : quoteUntrusted(ref)
}

/** quoteInput, also escaping what JSON leaves as is: C1 controls, bidi and invisible characters. */
export function quoteUntrusted(value: string): string {
  return quoteInput(value).replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, (char) => {
    const code = (char.codePointAt(0) ?? 0).toString(16)
    return code.length <= 4 ? `\\u${code.padStart(4, '0')}` : `\\u{${code}}`
  })
}

/** GITHUB_EVENT_NAME as shown in a message; '' when unknown. */
function showEventName(ctx: GitHubContext): string {
  if (ctx.eventName === '' || /^[a-z_]{1,50}$/.test(ctx.eventName)) return ctx.eventName
  return quoteUntrusted(ctx.eventName)
}

export function describeEvent(ctx: GitHubContext): string {
  const name = showEventName(ctx)
  return name === '' ? 'this' : `the ${name}`
}

export function payloadProblemOf(ctx: GitHubContext): string {
  return ctx.payloadProblem === undefined ? '' : ` (${ctx.payloadProblem})`
}

function workflowRepoUrl(ctx: GitHubContext): string {
  return ctx.repository === '' ? '' : `${ctx.serverUrl}/${ctx.repository}`
}

function baseCommit(
  sha: string | undefined,
  checkedOut: boolean,
  branch: string | undefined,
): BaseCommit {
  const base: BaseCommit = { kind: 'target', checkedOut }
  if (sha !== undefined && COMMIT_SHA.test(sha)) base.sha = sha
  if (branch !== undefined && isBranchName(branch)) base.branch = branch
  return base
}
