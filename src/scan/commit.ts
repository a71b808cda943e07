/**
 * The commit the service will scan is the branch head it resolved when it estimated, which need
 * not be the commit the run is about: the branch may have moved since the event (a push while the
 * job waited; on pull_request_target, a fork's owner force-pushing other code). The check run is
 * attached to the run's commit, so the gate may only speak for that commit.
 */
import { COMMIT_SHA } from '../config/event-target.js'
import { sameRepoUrl, type ScanTarget } from '../config/target.js'
import { sanitizeForLog } from '../common/escape.js'
import type { CostEstimation } from '../service/schemas.js'

/** What an abbreviation of the run's commit looks like: git never shortens one below 7 digits. */
const ABBREVIATED_SHA = /^[0-9a-f]{7,}$/
/** How much of a commit a message shows, and the most there is (SHA-256). */
const SHOWN_SHA_CHARS = 12
const MAX_SHA_CHARS = 64

/**
 * The commit the service resolved for the target's repository, when it says.
 * @internal
 */
export function resolvedCommitOf(
  estimation: CostEstimation,
  target: Pick<ScanTarget, 'repoUrl'>,
): string | undefined {
  const repos = estimation.repos.filter(
    (r) => r.repo_url == null || sameRepoUrl(r.repo_url, target.repoUrl),
  )
  const results = (estimation.repo_results ?? []).filter((r) =>
    sameRepoUrl(r.repo_url, target.repoUrl),
  )
  const sha = [...repos, ...results]
    .map((r) => r.commit_sha)
    .find((c) => typeof c === 'string' && c !== '')
  return sha === null ? undefined : sha
}

/**
 * Whether the service's `resolved` commit is `runCommit`, the whole commit the run is about. Only
 * the whole commit is proof: an abbreviation of it may be of another commit made to share it (2^28
 * tries for 7 digits), so it cannot tell, as an absent one cannot; and stopping there would stop
 * every run if the service abbreviates (the spec does not give the length). Anything else is
 * another commit.
 */
function compareCommits(resolved: string, runCommit: string): 'same' | 'other' | 'cannot tell' {
  const theirs = resolved.trim().toLowerCase()
  const ours = runCommit.toLowerCase()
  if (theirs === ours) return COMMIT_SHA.test(ours) ? 'same' : 'cannot tell'
  return ABBREVIATED_SHA.test(theirs) && ours.startsWith(theirs) ? 'cannot tell' : 'other'
}

/** Why the scan would not be of the run's commit, or undefined when it would (or cannot tell). */
export function describeCommitMismatch(
  estimation: CostEstimation,
  target: Pick<ScanTarget, 'repoUrl' | 'branch' | 'headSha'>,
): string | undefined {
  const resolved = resolvedCommitOf(estimation, target)
  if (target.headSha === undefined || resolved === undefined) return undefined
  if (compareCommits(resolved, target.headSha) !== 'other') return undefined
  // Commits that share their first 12 digits are shown whole, or the message would name one twice.
  const digits = sameStart(resolved, target.headSha, SHOWN_SHA_CHARS)
    ? MAX_SHA_CHARS
    : SHOWN_SHA_CHARS
  const shown = sanitizeForLog(resolved.slice(0, digits), digits)
  return `The service resolved ${sanitizeForLog(target.branch, 100)} to commit ${shown}, not ${target.headSha.slice(0, digits)}, the commit this run is about (the branch has moved since); no scan was started, so the gate cannot speak for this commit. Re-run for the branch's new head`
}

function sameStart(a: string, b: string, chars: number): boolean {
  return a.trim().slice(0, chars).toLowerCase() === b.slice(0, chars).toLowerCase()
}
