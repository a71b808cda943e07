/**
 * Reading the policy file where it may judge this run. On push, schedule and dispatch it is the
 * checked-out commit's. On a pull request or in a merge queue it is the base commit's, read as data
 * through GitHub's API, so that a change cannot lower its own gate; the change's own version is
 * read too, to show what it proposes, never to apply it. Without a file in the checkout there is
 * no policy, and nothing is read from GitHub. A policy that cannot be read or is not valid fails
 * the run before anything is spent: it is never half-applied.
 */
import { sanitizeForLog } from '../common/escape.js'
import type { Logger } from '../common/logger.js'
import type { Config } from '../config/inputs.js'
import type { ScanTarget } from '../config/target.js'
import { WorkspaceFileError, type Workspace } from '../deps/workspace.js'
import type { RepositoryFilesApi } from '../github/api.js'
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

/**
 * The events whose checked-out commit is the one judged, and is what the repository has: a push,
 * a schedule, a dispatch by hand. On any other event (an issue comment, a workflow_run) the
 * checkout may be a pull request's code, whose own policy must not judge it.
 */
const CHECKOUT_JUDGES: ReadonlySet<string> = new Set(['push', 'schedule', 'workflow_dispatch'])

/** What a read found: the file's text, no file at all, or why it could not be read. */
type Read = { text?: string } | { problem: string }

/**
 * Where files of other commits are read as data: GitHub's API on the runner (a GitHubConnection),
 * the clone's git objects on the command line (`via` names it); or why they cannot be.
 */
export type CommitFiles =
  { api: RepositoryFilesApi; via?: string } | { api?: undefined; reason: string }

export async function loadPolicy(
  config: Pick<Config, 'policyFile'>,
  target: Pick<ScanTarget, 'base' | 'headSha'>,
  from: {
    workspace?: Workspace
    github: CommitFiles
    nowMs: number
    log: Logger
    /** GITHUB_EVENT_NAME. */
    eventName: string
  },
): Promise<PolicyLoad> {
  const path = config.policyFile
  const checkout = await readFromCheckout(from.workspace, path)
  if ('problem' in checkout)
    return { ok: false, problem: `policy-file ${path}: ${checkout.problem}` }
  if (checkout.text === undefined) {
    from.log.debug(`no policy file at ${path} in the checkout: no policy applies`)
    return { ok: true }
  }
  if (target.base === undefined && !CHECKOUT_JUDGES.has(from.eventName)) {
    return {
      ok: false,
      problem: `policy-file ${path}: on ${sanitizeForLog(from.eventName || 'this event', 60)} the checkout may be a change's own code, so its policy file cannot judge the run; run on pull_request, pull_request_target, merge_group, push, schedule or workflow_dispatch`,
    }
  }
  // The YAML reader is loaded only when there is a file to read: most runs have none.
  const { parsePolicy } = await import('../policy/parse.js')
  const base = target.base
  if (base === undefined) {
    const parsed = parsePolicy(checkout.text, path, from.nowMs)
    if (!parsed.ok) return { ok: false, problem: describePolicyErrors(path, parsed.errors) }
    return { ok: true, loaded: { path, policy: parsed.policy, source: 'checkout' } }
  }
  // A change is judged by the policy of the commit it goes into.
  const atBase = await readAtCommit(from.github, path, base.sha, 'base')
  if ('problem' in atBase) return { ok: false, problem: `policy-file ${path}: ${atBase.problem}` }
  let policy: Policy | undefined
  if (atBase.text !== undefined) {
    const parsed = parsePolicy(atBase.text, path, from.nowMs)
    if (!parsed.ok) {
      return {
        ok: false,
        problem: `the base commit's ${describePolicyErrors(path, parsed.errors)}`,
      }
    }
    policy = parsed.policy
  }
  // What the change proposes: the checkout on pull_request (the merge of the change), or the
  // pull request's head when the checkout is the base (pull_request_target).
  const proposed = base.checkedOut
    ? await readAtCommit(from.github, path, target.headSha, 'head')
    : checkout
  // Showing a proposal is a courtesy: one that cannot be read is said, and the gate goes on.
  if ('problem' in proposed) from.log.warning(`policy-file ${path}: ${proposed.problem}`)
  const proposedText = 'text' in proposed ? proposed.text : undefined
  const proposal =
    proposedText === undefined || proposedText === atBase.text
      ? undefined
      : proposePolicy(policy, parsePolicy(proposedText, path, from.nowMs), path)
  if (policy === undefined && proposal === undefined) return { ok: true }
  return {
    ok: true,
    loaded: {
      path,
      ...(policy ? { policy } : {}),
      source: 'base-commit',
      ...(proposal ? { proposal } : {}),
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

/** The file at a commit, through GitHub's API; a 404 is no file. */
async function readAtCommit(
  github: CommitFiles,
  path: string,
  sha: string | undefined,
  which: 'base' | 'head',
): Promise<Read> {
  const commit = which === 'base' ? 'the base commit' : "the pull request's head"
  if (sha === undefined) return { problem: `the event names no commit sha for ${commit}` }
  if (github.api === undefined) {
    return {
      problem: `${commit}'s policy, which judges this change, is read through GitHub's API, which is not available (${github.reason}); give the job a github-token with "contents: read"`,
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
    return {
      problem: `not read at ${commit} (${sha.slice(0, 7)}) through ${github.via ?? "GitHub's API"}: ${describeGitHubError(error)}`,
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
