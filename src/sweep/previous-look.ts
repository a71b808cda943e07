/**
 * gate: new in a sweep of one job (issue 39, point 3): with no plan to find each repository's
 * previous full scans, the sweep walks the scan list for them itself, once, as a plan would
 * (findRecentScans), back to reuse-max-age. A walk that fails leaves every finding counted, with
 * the reason on each repository, never the sweep failed.
 */
import { DEFAULT_REUSE_MAX_AGE_MS } from '../config/matrix.js'
import { sanitizeForLog } from '../common/escape.js'
import type { Deadline } from '../service/client.js'
import { explain } from '../service/errors.js'
import type { ShardRepository, SweepInputs, SweepRepository } from './model.js'
import { findRecentScans } from './plan/plan.js'
import { isFirstFullScan, noPreviousScans, type PreviousLook } from './previous.js'

/** What a sweep of one job found of its repositories' previous full scans. */
export interface PreviousFound {
  repositories: ShardRepository[]
  look: PreviousLook
}

/** Each repository's previous full scans, or why none could be looked for. */
export async function lookForPrevious(
  inputs: Pick<SweepInputs, 'deps' | 'config'>,
  repositories: readonly SweepRepository[],
  deadline: Deadline,
  reuseMaxAgeMs = DEFAULT_REUSE_MAX_AGE_MS,
): Promise<PreviousFound> {
  const { deps, config } = inputs
  const onDefaultBranch = config.branch === undefined
  const scans = noPreviousScans()
  try {
    const walked = await findRecentScans(
      deps,
      repositories,
      deps.clock.now() - reuseMaxAgeMs,
      deadline,
      { scans, needsPrevious: () => true },
    )
    return {
      repositories: repositories.map((repository) => {
        const newest = walked.found.get(repository.fullName)
        const first = walked.ended && isFirstFullScan(scans, repository, newest)
        return {
          repository,
          action: 'scan',
          previous: scans.candidates.get(repository.fullName),
          ...(first ? { first: true as const } : {}),
        }
      }),
      look: { looked: true, reuseMaxAgeMs, onDefaultBranch },
    }
  } catch (error) {
    if (deps.signal?.aborted) throw error
    const why = sanitizeForLog(explain(error), 200)
    deps.log.warning(`Could not look for the repositories' previous full scans (${why})`)
    return { repositories: [], look: { looked: false, unreadable: why, onDefaultBranch } }
  }
}
