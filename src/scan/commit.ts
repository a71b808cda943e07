/**
 * The commit the service will scan is the branch head it resolved when it estimated, which need
 * not be the commit the run is about: the branch may have moved since the event (a push while the
 * job waited; on pull_request_target, a fork's owner force-pushing other code). The check run is
 * attached to the run's commit, so the gate may only speak for that commit.
 */
import { sameRepoUrl, type ScanTarget } from '../config/target.js'
import { sanitizeForLog } from '../common/escape.js'
import type { CostEstimation } from '../service/schemas.js'

/** Abbreviated SHAs are fine for comparing, not below this length. */
const MIN_SHA_CHARS = 7

/** The commit the service resolved for the target's repository, when it says. */
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

function isSameCommit(a: string, b: string): boolean {
  const x = a.trim().toLowerCase()
  const y = b.trim().toLowerCase()
  if (x.length < MIN_SHA_CHARS || y.length < MIN_SHA_CHARS) return x === y
  return x.startsWith(y) || y.startsWith(x)
}

/** Why the scan would not be of the run's commit, or undefined when it would (or cannot tell). */
export function describeCommitMismatch(
  estimation: CostEstimation,
  target: Pick<ScanTarget, 'repoUrl' | 'branch' | 'headSha'>,
): string | undefined {
  const resolved = resolvedCommitOf(estimation, target)
  if (target.headSha === undefined || resolved === undefined) return undefined
  if (isSameCommit(resolved, target.headSha)) return undefined
  const shown = sanitizeForLog(resolved.slice(0, 12), 12)
  return `The service resolved ${sanitizeForLog(target.branch, 100)} to commit ${shown}, not ${target.headSha.slice(0, 12)}, the commit this run is about (the branch has moved since); no scan was started, so the gate cannot speak for this commit. Re-run for the branch's new head`
}
