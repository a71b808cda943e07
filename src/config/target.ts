import type { GitHubContext } from '../github/context.js'
import { ConfigError, type Config } from './inputs.js'
import { quoteInput } from './quote.js'

/** What to scan, worked out from the event and the inputs (which override the event). */
export interface ScanTarget {
  scanType: 'pr' | 'full'
  repoUrl: string
  branch: string
  /** Set for pr scans only. */
  prNumber?: number
  /** The commit scanned: the PR head (not GITHUB_SHA, the merge commit) or the pushed commit. */
  headSha?: string
  /** owner/name of the workflow's repository, for display and the GitHub API; '' when unknown. */
  repository: string
  owner?: string
  repo?: string
  /**
   * The pull request comes from another repository, or from a fork since deleted. On pull_request
   * its token is read-only and secrets are absent; pull_request_target runs with both.
   */
  isFork: boolean
  /** owner/name of the fork whose code is scanned, for a fork pull request; else absent. */
  headRepository?: string
  /** The estimation and scan name; deterministic, so a later run can find the scan by it. */
  name: string
  /** The name is the default one and carries the head commit: a scan found by it scanned this code. */
  namePinsCommit: boolean
}

export type TargetConfig = Pick<
  Config,
  'scanType' | 'repoUrl' | 'branch' | 'prNumber' | 'name' | 'source' | 'archiveId'
>

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

const SHORT_SHA_LENGTH = 7
/** Longer names are refused: git allows them, but no one names a branch like that by hand. */
const MAX_BRANCH_CHARS = 255
const BRANCHES_PREFIX = 'refs/heads/'
const TAGS_PREFIX = 'refs/tags/'
const COMMIT_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/i
/** owner/name as GitHub allows them (underscores: Enterprise Managed Users' `name_shortcode`). */
const REPO_FULL_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}\/(?!\.\.?$)[A-Za-z0-9._-]{1,100}$/
/** git check-ref-format's forbidden characters, plus every Unicode control, format and space. */
const FORBIDDEN_IN_REF = /[\p{Cc}\p{Cf}\p{Z}~^:?*[\\]/u

type OverridingInput = 'repo-url' | 'branch'

/** What the event alone says to scan. repoUrl and branch are '' when it does not say. */
interface EventTarget {
  isPullRequest: boolean
  repoUrl: string
  branch: string
  prNumber?: number
  headSha?: string
  /** owner/name of the fork a pull request comes from. */
  headRepository?: string
  isFork: boolean
  /** Why the event's repository or branch cannot be scanned; an error unless inputs replace them. */
  blocker?: Blocker
}

interface Blocker {
  inputs: OverridingInput[]
  problem: string
}

/** Throws a ConfigError naming the input to set when the event does not say what to scan. */
export function resolveScanTarget(config: TargetConfig, ctx: GitHubContext): ScanTarget {
  const event = readEventTarget(ctx)
  const scanType =
    config.scanType === 'auto' ? (event.isPullRequest ? 'pr' : 'full') : config.scanType
  const repoUrl = config.repoUrl ?? event.repoUrl
  const branch = config.branch ?? event.branch
  const prNumber = scanType === 'pr' ? (config.prNumber ?? event.prNumber) : undefined

  const problems = checkTarget(config, ctx, event, { scanType, repoUrl, branch, prNumber })
  if (problems.length > 0) throw new ConfigError(problems)

  // The event's commit describes the event's own repository, branch and PR, nothing else.
  const isEventsRepo = sameRepoUrl(repoUrl, event.repoUrl)
  const isEventsOwn =
    isEventsRepo &&
    branch === event.branch &&
    (prNumber === undefined || prNumber === event.prNumber)
  const headSha = isEventsOwn ? event.headSha : undefined

  const target: ScanTarget = {
    scanType,
    repoUrl,
    branch,
    repository: ctx.repository,
    isFork: event.isFork,
    name: '',
    namePinsCommit: config.name === undefined && headSha !== undefined,
  }
  if (prNumber !== undefined) target.prNumber = prNumber
  if (headSha !== undefined) target.headSha = headSha
  if (isEventsRepo && event.headRepository !== undefined) {
    target.headRepository = event.headRepository
  }
  const [owner, repo, ...rest] = ctx.repository.split('/')
  if (owner && repo && rest.length === 0) {
    target.owner = owner
    target.repo = repo
  }
  // A fork PR keeps the base repository's label: the PR belongs to it, and a re-run finds it so.
  target.name = config.name ?? buildScanName(target, config, repoLabel(config.repoUrl, ctx))
  return target
}

function readEventTarget(ctx: GitHubContext): EventTarget {
  if (PULL_REQUEST_EVENTS.has(ctx.eventName)) return readPullRequestTarget(ctx)
  const event: EventTarget = {
    isPullRequest: false,
    repoUrl: workflowRepoUrl(ctx),
    branch: '',
    isFork: false,
  }
  let ref = ctx.ref
  let sha = ctx.sha
  if (ctx.eventName === 'schedule') {
    // Scheduled runs are on the default branch; the payload names it, GITHUB_REF_NAME too.
    const name = ctx.payload.repository?.default_branch || ctx.refName
    ref = name === '' ? '' : `${BRANCHES_PREFIX}${name}`
  } else if (ctx.eventName === 'merge_group') {
    // The merge queue's temporary branch: the base branch with the queued PRs merged in.
    ref = ctx.payload.merge_group?.head_ref ?? ref
    sha = ctx.payload.merge_group?.head_sha ?? sha
  }
  const branch = branchOfRef(ref, ctx)
  if (typeof branch === 'string') event.branch = branch
  else event.blocker = branch
  if (COMMIT_SHA.test(sha)) event.headSha = sha
  return event
}

/**
 * The PR's head: the branch in the repository it lives in. For a fork that is the fork, never the
 * base repository, which may have no such branch or, worse, an unrelated one of the same name.
 */
function readPullRequestTarget(ctx: GitHubContext): EventTarget {
  const pr = ctx.payload.pull_request
  const event: EventTarget = { isPullRequest: true, repoUrl: '', branch: '', isFork: false }
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
function isBranchName(name: string): boolean {
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
function quoteUntrusted(value: string): string {
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

function describeEvent(ctx: GitHubContext): string {
  const name = showEventName(ctx)
  return name === '' ? 'this' : `the ${name}`
}

function payloadProblemOf(ctx: GitHubContext): string {
  return ctx.payloadProblem === undefined ? '' : ` (${ctx.payloadProblem})`
}

function workflowRepoUrl(ctx: GitHubContext): string {
  return ctx.repository === '' ? '' : `${ctx.serverUrl}/${ctx.repository}`
}

function checkTarget(
  config: TargetConfig,
  ctx: GitHubContext,
  event: EventTarget,
  target: Pick<ScanTarget, 'scanType' | 'repoUrl' | 'branch' | 'prNumber'>,
): string[] {
  const theEvent = describeEvent(ctx)
  const why = payloadProblemOf(ctx)
  const problems: string[] = []
  if (target.scanType === 'pr' && target.prNumber === undefined) {
    problems.push(
      `pr-number: scan-type is pr but ${theEvent} event carries no pull request number${why}; ` +
        'set pr-number, or use scan-type full',
    )
  }
  // An upload is identified by archive-id; connected and public sources need a repository.
  if (config.source === 'upload') return problems
  const given: Record<OverridingInput, boolean> = {
    'repo-url': config.repoUrl !== undefined,
    branch: config.branch !== undefined,
  }
  // Inputs replace what the event could not give only when all of them are set.
  const blocked = event.blocker?.inputs.some((input) => !given[input]) ? event.blocker : undefined
  if (blocked !== undefined) problems.push(blocked.problem)
  if (target.repoUrl === '' && !blocked?.inputs.includes('repo-url')) {
    problems.push('repo-url: not set, and GITHUB_REPOSITORY is empty; set repo-url')
  }
  if (target.branch === '' && !blocked?.inputs.includes('branch')) {
    problems.push(`branch: ${theEvent} event names no branch${why}; set branch`)
  }
  return problems
}

/** The scanned repository as owner/name: from repo-url when given, else the workflow's. */
function repoLabel(repoUrlInput: string | undefined, ctx: GitHubContext): string {
  if (repoUrlInput === undefined) return ctx.repository
  try {
    const path = new URL(repoUrlInput).pathname
    return (
      path
        .replace(/^\/+/, '')
        .replace(/\/+$/, '')
        .replace(/\.git$/, '') || repoUrlInput
    )
  } catch {
    return repoUrlInput
  }
}

/** e.g. `acme/webapp PR #7 @ abc1234`, `acme/webapp main @ abc1234`. */
function buildScanName(target: ScanTarget, config: TargetConfig, label: string): string {
  const parts = [label]
  if (config.source === 'upload' && config.archiveId !== undefined) {
    parts.push(`archive ${config.archiveId}`)
  }
  parts.push(target.scanType === 'pr' ? `PR #${target.prNumber ?? '?'}` : target.branch)
  if (target.headSha !== undefined) parts.push(`@ ${target.headSha.slice(0, SHORT_SHA_LENGTH)}`)
  return parts.filter((part) => part !== '').join(' ')
}

export function sameRepoUrl(a: string, b: string): boolean {
  const normalize = (url: string) =>
    url
      .replace(/\/+$/, '')
      .replace(/\.git$/, '')
      .toLowerCase()
  return normalize(a) === normalize(b)
}
