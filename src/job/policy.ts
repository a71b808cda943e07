/**
 * Reading the policy file where it may judge this run. A run of the default branch (or of a
 * protected one, where the CI system says so) is judged by its checkout's file: what the
 * repository has. Every other run is judged by a commit of the repository's own, read as data: a
 * change (a pull request, a merge queue, a merge request) by the commit it goes into, a run of any
 * other branch by the default branch's head, the policy as it stands (never where the branch
 * forked, which its author chose); whatever the checkout holds, a deleted file included, so that
 * no change lowers its own gate. The checkout's version is read too, to show what it proposes,
 * never to apply it. A base that cannot be read and a policy that is not valid fail the run before
 * anything is spent: a policy is never half-applied, nor skipped.
 */
import { sanitizeForLog } from '../common/escape.js'
import type { Logger } from '../common/logger.js'
import type { BaseCommit } from '../config/event-target.js'
import type { Config } from '../config/inputs.js'
import type { ScanTarget } from '../config/target.js'
import { WorkspaceFileError, type Workspace } from '../deps/workspace.js'
import type { BranchHeadApi, RepositoryFilesApi } from '../github/api.js'
import { describeGitHubError } from '../github/check-run.js'
import { describePolicyErrors } from '../policy/describe.js'
import { applyPolicy } from '../policy/apply.js'
import type { LoadedPolicy, Policy, SuppressionUse } from '../policy/policy.js'
import type { PolicyPart } from '../outcome/outcome.js'
import type { Finding } from '../service/finding.js'
import { findingsCoveredOnlyBy, proposePolicy } from '../policy/proposal.js'

/** A policy file is a page of YAML; anything larger is not one a team reviews. */
export const MAX_POLICY_BYTES = 1_000_000

export type PolicyLoad = { ok: true; loaded?: LoadedPolicy } | { ok: false; problem: string }

/** What a read found: the file's text, no file at all, or why it could not be read. */
type Read = { text?: string } | { problem: string }

/**
 * The commit whose file judges the run, how messages name it ("main's head") and whose file it
 * holds ("main's"), and the branch it heads, for a default branch's head.
 */
type Found = { sha: string; what: string; whose: string; branch?: string } | { problem: string }

/**
 * Where files of other commits are read as data: GitHub's API on the runner (a GitHubConnection,
 * which also finds the default branch's head), the clone's git objects on the command line (`via`
 * names it); or why they cannot be.
 */
export type CommitFiles =
  | { api: RepositoryFilesApi & Partial<BranchHeadApi>; via?: string }
  | { api?: undefined; reason: string }

const GRANT_CONTENTS_READ = 'give the job a github-token with "contents: read"'
/** A 5xx or no answer at all: GitHub's own failure, which no permission mends. */
const RERUN_LATER = 'GitHub failed, not the permissions; re-run the job later'

export async function loadPolicy(
  config: Pick<Config, 'policyFile'>,
  target: Pick<ScanTarget, 'base' | 'headSha'>,
  from: { workspace?: Workspace; github: CommitFiles; nowMs: number; log: Logger },
): Promise<PolicyLoad> {
  const path = config.policyFile
  const checkout = await readFromCheckout(from.workspace, path)
  const base = target.base
  if (base === undefined) {
    if ('problem' in checkout) {
      return { ok: false, problem: `policy-file ${path}: ${checkout.problem}` }
    }
    if (checkout.text === undefined) {
      from.log.debug(`no policy file at ${path} in the checkout: no policy applies`)
      return { ok: true }
    }
    // The YAML reader is loaded only when there is a file to read: most runs have none.
    const { parsePolicy } = await import('../policy/parse.js')
    const parsed = parsePolicy(checkout.text, path, from.nowMs)
    if (!parsed.ok) return { ok: false, problem: describePolicyErrors(path, parsed.errors) }
    return { ok: true, loaded: { path, policy: parsed.policy, source: 'checkout' } }
  }
  const found = await findJudgingCommit(from.github, base)
  if ('problem' in found) return { ok: false, problem: `policy-file ${path}: ${found.problem}` }
  const atBase = await readAtCommit(from.github, path, found.sha, found.what)
  if ('problem' in atBase) return { ok: false, problem: `policy-file ${path}: ${atBase.problem}` }
  from.log.info(
    `Policy file ${path}: read at ${found.what} (${found.sha.slice(0, 12)}), not from the checkout${atBase.text === undefined ? '; there is none there, so no policy applies' : ''}`,
  )
  // What the change proposes: the checkout (a pull request's merge, a branch), or the pull
  // request's head when the checkout is the base (pull_request_target).
  const proposed = base.checkedOut
    ? await readAtCommit(from.github, path, target.headSha, "the pull request's head")
    : checkout
  // Showing a proposal is a courtesy: one that cannot be read is said, and the gate goes on.
  if ('problem' in proposed) from.log.warning(`policy-file ${path}: ${proposed.problem}`)
  const proposedText = 'text' in proposed ? proposed.text : undefined
  if (atBase.text === undefined && proposedText === undefined) return { ok: true }
  const { parsePolicy } = await import('../policy/parse.js')
  let policy: Policy | undefined
  if (atBase.text !== undefined) {
    const parsed = parsePolicy(atBase.text, path, from.nowMs)
    if (!parsed.ok) {
      return { ok: false, problem: `${found.whose} ${describePolicyErrors(path, parsed.errors)}` }
    }
    policy = parsed.policy
  }
  const proposal =
    proposedText === undefined || proposedText === atBase.text
      ? undefined
      : proposePolicy(policy, parsePolicy(proposedText, path, from.nowMs), path)
  if (policy === undefined && proposal === undefined) return { ok: true }
  return {
    ok: true,
    loaded: {
      path,
      policy,
      source: base.kind === 'target' ? 'base-commit' : 'default-branch',
      commit: found.sha,
      ...(found.branch === undefined ? {} : { branch: found.branch }),
      proposal,
    },
  }
}

async function readFromCheckout(workspace: Workspace | undefined, path: string): Promise<Read> {
  if (workspace === undefined) return {}
  try {
    return { text: await workspace.readText(path, MAX_POLICY_BYTES) }
  } catch (error) {
    if (error instanceof WorkspaceFileError && error.code === 'ENOENT') return {}
    return { problem: `cannot be read in the checkout (${errorText(error)})` }
  }
}

/**
 * The commit whose file judges the run: a change's base as the event or CI system names it, or
 * the default branch's head, as git found it (the command line) or GitHub's API finds it.
 */
async function findJudgingCommit(github: CommitFiles, base: BaseCommit): Promise<Found> {
  if (base.kind === 'target') {
    if (base.sha !== undefined) {
      return { sha: base.sha, what: 'the base commit', whose: "the base commit's" }
    }
    return {
      problem: 'the event names no commit sha for the base commit, whose policy judges this change',
    }
  }
  if (base.sha !== undefined) return describeBranchHead(base.sha, base.defaultBranch)
  const defaultBranch =
    base.defaultBranch === undefined
      ? 'the default branch'
      : sanitizeForLog(base.defaultBranch, 100)
  const why =
    "this run is no push, dispatch or schedule of the default branch, whose checkout alone judges itself, so the policy is read at the default branch's head"
  if (base.head === undefined) {
    return { problem: `${why}, and the event names no commit sha for the run` }
  }
  if (github.api?.findBranchHead === undefined) {
    const reason =
      github.api === undefined ? github.reason : `not through ${github.via ?? 'this API'}`
    return {
      problem: `${why}, which GitHub's API finds, and it is not available (${reason}); ${GRANT_CONTENTS_READ}`,
    }
  }
  try {
    const found = await github.api.findBranchHead(base.head, base.defaultBranch)
    return describeBranchHead(found.sha, found.branch)
  } catch (error) {
    return {
      problem: `${why}, and ${defaultBranch}'s head could not be found through GitHub's API (${describeGitHubError(error)}); ${adviseAfter(error)}`,
    }
  }
}

function describeBranchHead(sha: string, branch: string | undefined): Found {
  const name = branch === undefined ? 'the default branch' : sanitizeForLog(branch, 100)
  return {
    sha,
    what: `${name}'s head`,
    whose: `${name}'s`,
    ...(branch === undefined ? {} : { branch }),
  }
}

/**
 * What to do after GitHub failed a call: a refusal (401, 403, a 404 of the repository or the
 * commit) needs the token's permission; a 5xx or no answer is GitHub's, and passes with time.
 */
function adviseAfter(error: unknown): string {
  const status = (error as { status?: unknown } | null)?.status
  const refused = typeof status === 'number' && status >= 400 && status < 500 && status !== 429
  return refused ? GRANT_CONTENTS_READ : RERUN_LATER
}

/** The file at a commit, through GitHub's API or the clone's git objects; a 404 is no file. */
async function readAtCommit(
  github: CommitFiles,
  path: string,
  sha: string | undefined,
  commit: string,
): Promise<Read> {
  if (sha === undefined) return { problem: `the event names no commit sha for ${commit}` }
  if (github.api === undefined) {
    return {
      problem: `${commit}'s policy, which judges this run, is read through GitHub's API, which is not available (${github.reason}); ${GRANT_CONTENTS_READ}`,
    }
  }
  try {
    const text = await github.api.readFileAtCommit(path, sha)
    if (text.length > MAX_POLICY_BYTES) {
      return { problem: `larger than ${MAX_POLICY_BYTES} bytes at ${commit} (${sha.slice(0, 7)})` }
    }
    return { text }
  } catch (error) {
    if ((error as { status?: unknown } | null)?.status === 404) return {}
    // git says what to fetch in its own message; GitHub's refusal needs the permission named.
    const hint = github.via === undefined ? `; ${adviseAfter(error)}` : ''
    return {
      problem: `not read at ${commit} (${sha.slice(0, 7)}) through ${github.via ?? "GitHub's API"}: ${describeGitHubError(error)}${hint}`,
    }
  }
}

function errorText(error: unknown): string {
  return sanitizeForLog(error instanceof Error ? error.message : String(error), 200)
}

/**
 * The policy applied to the findings read, at the run's time, and the findings a proposal would
 * keep from the gate besides. Expiring and lapsed suppressions are said in the log as warnings.
 */
export function applyLoadedPolicy(
  loaded: LoadedPolicy,
  findings: readonly Finding[] | undefined,
  options: { nowMs: number; warningDays: number; log: Logger },
): PolicyPart {
  const { nowMs, warningDays, log } = options
  const part: PolicyPart = { loaded, wouldCover: [], expiryWarningDays: warningDays }
  if (findings === undefined) return part
  const applied = loaded.policy && applyPolicy(loaded.policy, findings, { nowMs, warningDays })
  if (applied !== undefined) {
    part.applied = applied
    for (const use of applied.expiringSoon) log.warning(describeUse(loaded.path, use, 'ends'))
    for (const use of applied.lapsed) log.warning(describeUse(loaded.path, use, 'lapsed'))
  }
  const proposal = loaded.proposal
  if (proposal !== undefined && proposal.errors === undefined) {
    const added: Policy = {
      path: loaded.path,
      suppressions: proposal.addedSuppressions,
      excludePaths: proposal.addedExcludePaths,
    }
    part.wouldCover = findingsCoveredOnlyBy(added, loaded.policy, findings, { nowMs, warningDays })
  }
  return part
}

/** One warning line on a suppression that ends soon or has lapsed, naming it, its reason and owner. */
function describeUse(path: string, use: SuppressionUse, how: 'ends' | 'lapsed'): string {
  const { suppression: s, findings } = use
  const where = `${path} line ${s.place.line}`
  const who = s.owner === undefined ? '' : `, owner ${sanitizeForLog(s.owner, 100)}`
  const what = `suppression "${sanitizeForLog(s.reason, 200)}"${who}`
  if (how === 'ends') return `${where}: ${what} ends on ${s.expires}; renew it or fix what it hides`
  const date =
    s.expiresAtMs === undefined
      ? `its date ${sanitizeForLog(s.expires, 40)} is not a real date`
      : `it ended on ${s.expires}`
  return `${where}: ${what} no longer applies (${date}): ${findings} finding(s) it matched count again`
}
