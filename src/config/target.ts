import type { GitHubContext } from '../github/context.js'
import { ConfigError, type Config } from './inputs.js'

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
  /** The pull request comes from another repository: its token is read-only, secrets absent. */
  isFork: boolean
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

interface EventTarget {
  isPullRequest: boolean
  branch: string
  prNumber?: number
  headSha?: string
}

/** Throws a ConfigError naming the input to set when the event does not say what to scan. */
export function resolveScanTarget(config: TargetConfig, ctx: GitHubContext): ScanTarget {
  const event = readEventTarget(ctx)
  const scanType =
    config.scanType === 'auto' ? (event.isPullRequest ? 'pr' : 'full') : config.scanType
  const defaultRepoUrl = ctx.repository === '' ? '' : `${ctx.serverUrl}/${ctx.repository}`
  const repoUrl = config.repoUrl ?? defaultRepoUrl
  const branch = config.branch ?? event.branch
  const prNumber = scanType === 'pr' ? (config.prNumber ?? event.prNumber) : undefined

  const problems = checkTarget(config, ctx, { scanType, repoUrl, branch, prNumber })
  if (problems.length > 0) throw new ConfigError(problems)

  // The event's commit describes the event's own repository, branch and PR, nothing else.
  const isEventsOwn =
    sameRepoUrl(repoUrl, defaultRepoUrl) &&
    branch === event.branch &&
    (prNumber === undefined || prNumber === event.prNumber)
  const headSha = isEventsOwn ? event.headSha : undefined

  const target: ScanTarget = {
    scanType,
    repoUrl,
    branch,
    repository: ctx.repository,
    isFork: isForkPullRequest(ctx),
    name: '',
    namePinsCommit: config.name === undefined && headSha !== undefined,
  }
  if (prNumber !== undefined) target.prNumber = prNumber
  if (headSha !== undefined) target.headSha = headSha
  const [owner, repo, ...rest] = ctx.repository.split('/')
  if (owner && repo && rest.length === 0) {
    target.owner = owner
    target.repo = repo
  }
  target.name = config.name ?? buildScanName(target, config, repoLabel(config.repoUrl, ctx))
  return target
}

function readEventTarget(ctx: GitHubContext): EventTarget {
  const pr = ctx.payload.pull_request
  if (PULL_REQUEST_EVENTS.has(ctx.eventName)) {
    const target: EventTarget = { isPullRequest: true, branch: pr?.head?.ref ?? ctx.headRef }
    if (pr?.number !== undefined) target.prNumber = pr.number
    // Never GITHUB_SHA here: for pull requests that is the merge commit, which no one pushed.
    if (pr?.head?.sha) target.headSha = pr.head.sha
    return target
  }
  const branch =
    ctx.eventName === 'schedule'
      ? ctx.payload.repository?.default_branch || ctx.refName
      : ctx.refName
  const target: EventTarget = { isPullRequest: false, branch }
  if (pr?.number !== undefined) target.prNumber = pr.number
  if (ctx.sha !== '') target.headSha = ctx.sha
  return target
}

function checkTarget(
  config: TargetConfig,
  ctx: GitHubContext,
  target: Pick<ScanTarget, 'scanType' | 'repoUrl' | 'branch' | 'prNumber'>,
): string[] {
  const event = ctx.eventName === '' ? 'this' : `the ${ctx.eventName}`
  const why = ctx.payloadProblem === undefined ? '' : ` (${ctx.payloadProblem})`
  const problems: string[] = []
  if (target.scanType === 'pr' && target.prNumber === undefined) {
    problems.push(
      `pr-number: scan-type is pr but ${event} event carries no pull request number${why}; ` +
        'set pr-number, or use scan-type full',
    )
  }
  // An upload is identified by archive-id; connected and public sources need a repository.
  if (config.source !== 'upload') {
    if (target.repoUrl === '') {
      problems.push('repo-url: not set, and GITHUB_REPOSITORY is empty; set repo-url')
    }
    if (target.branch === '') {
      problems.push(`branch: ${event} event names no branch${why}; set branch`)
    }
  }
  return problems
}

function isForkPullRequest(ctx: GitHubContext): boolean {
  const pr = ctx.payload.pull_request
  const head = pr?.head?.repo
  // A null head repository is a fork that has been deleted since the PR was opened.
  if (head === null) return true
  const headName = head?.full_name
  const baseName = pr?.base?.repo?.full_name
  if (headName === undefined || baseName === undefined) return false
  return headName.toLowerCase() !== baseName.toLowerCase()
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
