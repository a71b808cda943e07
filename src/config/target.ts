import type { GitHubContext } from './context.js'
import { ConfigError, type Config } from './inputs.js'
import {
  COMMIT_SHA,
  describeEvent,
  payloadProblemOf,
  readEventTarget,
  type BaseCommit,
  type EventTarget,
  type OverridingInput,
} from './event-target.js'

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
  /**
   * The name is the default one and carries the whole head commit: a scan found by it scanned
   * this code (see carriesWholeCommit).
   */
  namePinsCommit: boolean
  /**
   * The commit whose policy file judges the run, where the checkout cannot: on a pull request or
   * in a merge queue, the commit the change goes into; on a run of another branch than the
   * default, the default branch's head. Absent where the checkout judges itself.
   */
  base?: BaseCommit
  /**
   * What the run is judged against with gate: new: on a pull request, in a merge queue and on the
   * command line's merge and pull requests, the target branch (when the event names it and its
   * head); on a full scan of the event's own commit under its default name, its own branch's
   * previous full scan (issue 39).
   */
  baseline?: BaselineTarget
  /**
   * The scanned repository's page on this GitHub (`https://github.com/acme/webapp`), where a
   * finding's file at the scanned commit is `<page>/blob/<sha>/<path>`; absent for a repository
   * elsewhere (another host, an upload), whose pages this run cannot vouch for.
   */
  codePage?: string
}

/** A change's target branch in the base repository, whose scans may be its baseline. */
export interface BaselineTarget {
  /** owner/name of the base repository, as the scans of its branches are named. */
  repository: string
  /** The base repository's URL (a fork's pull request is judged against the base, too). */
  repoUrl: string
  /** The branch the change goes into. */
  branch: string
  /** The target branch's head the change is judged against: the baseline is it or an ancestor. */
  head: string
  /**
   * Set for a full scan of `branch` at `head` (issue 39): the baseline is the branch's previous
   * full scan, at a strict ancestor of `head`, never `head` itself nor the scan being judged.
   */
  fullScan?: {
    /**
     * The run is the default branch's own (push, dispatch, schedule): when the look was complete
     * and met nothing, this scan starts the record and nothing in it is new.
     */
    onDefaultBranch: boolean
  }
}

export type TargetConfig = Pick<
  Config,
  'scanType' | 'repoUrl' | 'branch' | 'prNumber' | 'name' | 'source' | 'archiveId'
>

/**
 * Throws a ConfigError naming the input to set when the event does not say what to scan. `event`
 * is what the GitHub event says, unless another CI system said it (the command line).
 */
export function resolveScanTarget(
  config: TargetConfig,
  ctx: GitHubContext,
  event: EventTarget = readEventTarget(ctx),
): ScanTarget {
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
  if (event.base !== undefined) target.base = event.base
  const codePage = codePageOf(repoUrl, ctx.serverUrl)
  if (codePage !== undefined && config.source !== 'upload') target.codePage = codePage
  const baseline =
    baselineTargetOf(event.base, ctx, isEventsOwn) ??
    (event.base?.kind === 'target'
      ? undefined
      : previousScanTargetOf(target, config, ctx, event.onDefaultBranch === true))
  if (baseline !== undefined) target.baseline = baseline
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
  // A fork's branch lives in the fork: under another repo-url, the same name is other code.
  if (
    event.isFork &&
    given['repo-url'] &&
    !given.branch &&
    event.repoUrl !== '' &&
    !sameRepoUrl(target.repoUrl, event.repoUrl)
  ) {
    problems.push(
      `branch: PR #${event.prNumber ?? '?'} comes from a fork, whose branch is not in repo-url; set branch too, or leave repo-url unset to scan the fork`,
    )
  }
  if (target.branch === '' && !blocked?.inputs.includes('branch')) {
    problems.push(`branch: ${theEvent} event names no branch${why}; set branch`)
  }
  return problems
}

/**
 * A full scan of one repository's branch at the commit the estimation resolved: a sweep's
 * repositories. Named as a run of that repository alone names it, so either finds the other's scan.
 */
export function fullScanTarget(
  repository: { fullName: string; repoUrl: string; branch: string },
  headSha: string | undefined,
): ScanTarget {
  const [owner, repo] = repository.fullName.split('/')
  const target: ScanTarget = {
    scanType: 'full',
    repoUrl: repository.repoUrl,
    branch: repository.branch,
    repository: repository.fullName,
    isFork: false,
    name: '',
    namePinsCommit: headSha !== undefined,
  }
  if (owner && repo) Object.assign(target, { owner, repo })
  if (headSha !== undefined) target.headSha = headSha
  target.name = buildScanName(target, { source: 'connected' }, repository.fullName)
  return target
}

/**
 * The target branch of a change, in the workflow's repository (the base of a fork's pull request
 * too): only when the scan is of the event's repository, and the event names the branch and its
 * head. Another repo-url scans code the event says nothing about.
 */
function baselineTargetOf(
  base: BaseCommit | undefined,
  ctx: GitHubContext,
  isEventsRepo: boolean,
): BaselineTarget | undefined {
  if (base?.kind !== 'target' || base.sha === undefined || base.branch === undefined)
    return undefined
  if (!isEventsRepo || ctx.repository === '') return undefined
  return {
    repository: ctx.repository,
    repoUrl: `${ctx.serverUrl}/${ctx.repository}`,
    branch: base.branch,
    // The target as it stands, as for the policy: never where the change forks, which its author
    // chose (a finding fixed on the target since is then new here until the change is rebased).
    head: base.sha.toLowerCase(),
  }
}

/**
 * A full scan's own branch, whose previous full scan it is judged against (issue 39): only for a
 * scan of the event's own commit under the default name (namePinsCommit), which later runs find
 * by its marker and name; never an uploaded archive, which is no branch's record.
 */
function previousScanTargetOf(
  target: ScanTarget,
  config: Pick<TargetConfig, 'source'>,
  ctx: GitHubContext,
  onDefaultBranch: boolean,
): BaselineTarget | undefined {
  const { scanType, namePinsCommit, headSha, branch } = target
  if (scanType !== 'full' || !namePinsCommit || headSha === undefined) return undefined
  if (config.source === 'upload' || ctx.repository === '' || branch === '') return undefined
  return {
    repository: ctx.repository,
    repoUrl: `${ctx.serverUrl}/${ctx.repository}`,
    branch,
    head: headSha.toLowerCase(),
    fullScan: { onDefaultBranch },
  }
}

/**
 * The page of `repoUrl` when it is a repository (owner/name) on `serverUrl`'s host, over https;
 * else undefined.
 */
function codePageOf(repoUrl: string, serverUrl: string): string | undefined {
  try {
    const repo = new URL(repoUrl)
    const server = new URL(serverUrl)
    if (repo.protocol !== 'https:' || repo.host !== server.host) return undefined
    if (repo.username !== '' || repo.password !== '' || repo.search !== '' || repo.hash !== '') {
      return undefined
    }
    const path = repo.pathname.replace(/\/+$/, '').replace(/\.git$/, '')
    return /^\/[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(path) ? `${repo.origin}${path}` : undefined
  } catch {
    return undefined
  }
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

/**
 * e.g. `acme/webapp PR #7 @ 9fceb02d0ae598e95dc970b74767f19372d61af8`, `acme/webapp main @ …`:
 * the whole commit, since a later run reuses a scan by its name alone (carriesWholeCommit).
 */
function buildScanName(
  target: ScanTarget,
  config: Pick<TargetConfig, 'source' | 'archiveId'>,
  label: string,
): string {
  const parts = [label]
  if (config.source === 'upload' && config.archiveId !== undefined) {
    parts.push(`archive ${config.archiveId}`)
  }
  parts.push(target.scanType === 'pr' ? `PR #${target.prNumber ?? '?'}` : target.branch)
  if (target.headSha !== undefined) parts.push(`@ ${target.headSha}`)
  return parts.filter((part) => part !== '').join(' ')
}

/**
 * Whether `name` ends in the whole of `headSha`, a full commit sha, as buildScanName writes it. A
 * scan record carries no commit, and a reused scan has no estimation behind it: the name is the
 * only proof of what a listed scan scanned, and an abbreviation proves nothing (seven hex digits
 * are matched by another commit in 2^28 tries). Scans named before with 7 digits never pass.
 */
export function carriesWholeCommit(name: string, headSha: string | undefined): boolean {
  return headSha !== undefined && COMMIT_SHA.test(headSha) && name.endsWith(` @ ${headSha}`)
}

export function sameRepoUrl(a: string, b: string): boolean {
  return normalizeRepoUrl(a) === normalizeRepoUrl(b)
}

/** A repository URL as sameRepoUrl compares it: a key two spellings of one repository share. */
export function normalizeRepoUrl(url: string): string {
  return url
    .replace(/\/+$/, '')
    .replace(/\.git$/, '')
    .toLowerCase()
}
