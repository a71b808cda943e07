/**
 * What the sweep's steps make of each repository's estimation: a repository ready to scan (its
 * target named after the commit the estimation resolved), the estimation as it concerns that
 * repository alone, and the item of a repository that cannot be scanned.
 */
import { COMMIT_SHA } from '../config/event-target.js'
import { fullScanTarget, sameRepoUrl } from '../config/target.js'
import type { CostEstimation } from '../service/schemas.js'
import type { RepoEstimate } from './estimate.js'
import { buildSweepItem, type RepoEnd, type SweepInputs, type SweepItem } from './model.js'
import type { Scannable } from './start.js'
import type { Tracked } from './follow.js'
import type { ScanRef } from '../scan/stop.js'

/** A repository GitHub could not give: not judged, and why. */
export function unreadableItem(
  inputs: SweepInputs,
  { fullName, problem }: { fullName: string; problem: string },
): SweepItem {
  const [owner = '', name = ''] = fullName.split('/')
  const repository = {
    fullName,
    owner,
    name,
    repoUrl: `${inputs.serverUrl}/${fullName}`,
    branch: '',
  }
  const target = fullScanTarget(repository, undefined)
  return buildSweepItem(inputs.config, { repository, target, scanned: { stop: 'error', problem } })
}

/**
 * The commit the estimation resolved for the repository: its result's, else its input's (both
 * optional in the spec). What is not a whole commit is none: it names the scan, which a later run
 * reuses by that name alone, and goes to code scanning, which takes only the whole commit.
 */
export function commitOf(e: RepoEstimate): string | undefined {
  const input = e.batch?.repos.find(
    (r) => r.repo_url != null && sameRepoUrl(r.repo_url, e.repository.repoUrl),
  )
  const sha = [e.result?.commit_sha, input?.commit_sha].find(
    (c): c is string => typeof c === 'string' && COMMIT_SHA.test(c),
  )
  return sha?.toLowerCase()
}

export function toScannable(e: RepoEstimate): Scannable | undefined {
  if (e.problem !== undefined || e.batch === undefined || e.result === undefined) return undefined
  const credits = typeof e.result.credits === 'number' ? e.result.credits : 0
  // The whole fee, when triage is required: a cap that counts high never overspends.
  const fee = e.batch.triage_required ? e.batch.triage_fee_credits : 0
  return {
    key: e.repository.fullName,
    target: fullScanTarget(e.repository, commitOf(e)),
    batch: e.batch,
    cost: credits + fee,
  }
}

/** The batch's estimation as it concerns one repository: its result, its credits. */
export function repoView(e: RepoEstimate): CostEstimation {
  const batch = e.batch as CostEstimation
  const result = e.result
  const failed = batch.status === 'failed' || result?.status === 'failed'
  return {
    ...batch,
    status: failed ? 'failed' : batch.status === 'partial' ? 'completed' : batch.status,
    repos: batch.repos.filter((r) => r.repo_url == null || r.repo_url === e.repository.repoUrl),
    repo_results: result ? [result] : [],
    total_credits: typeof result?.credits === 'number' ? result.credits : null,
  }
}

/** A scan started or reused and left to the service: wait-for-completion is false. */
export function notAwaited(t: Tracked, reusedIds: ReadonlySet<string>): RepoEnd {
  const scan: ScanRef = { id: t.id, status: t.status, reused: reusedIds.has(t.id) }
  return {
    scanned: {
      scan,
      stop: 'not-awaited',
      problem: `Scan ${t.id} not awaited (wait-for-completion: false)`,
    },
  }
}
