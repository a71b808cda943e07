/**
 * A change's baseline (issue 28), found (./find.ts) and its findings read (./read.ts): what a run
 * with gate: new judges its findings against. Only reads: the action never buys a baseline.
 */
import { sanitizeForLog } from '../common/escape.js'
import type { Threshold } from '../gate/gate.js'
import type { StepDeps } from '../scan/step-deps.js'
import type { Deadline } from '../service/client.js'
import { explain } from '../service/errors.js'
import type { BaselinePart, BaselineTarget, CheckRunApp, CommitHistory } from './baseline.js'
import { findBaseline } from './find.js'
import { BASELINE_PROBLEMS } from './problems.js'
import { readBaselineFindings } from './read.js'

export interface BaselineLookUpOptions {
  /** The gate's threshold: only the baseline's findings at or above it are read. */
  threshold: Threshold
  /** Until when a busy key (429) is waited out. */
  deadline: Deadline
  /**
   * The GitHub App the run's token writes check runs as, when it is an app of its own (not
   * GITHUB_TOKEN's): only its markers are read, since no other workflow can leave one.
   */
  markersFrom?: CheckRunApp | undefined
  /** The scan being judged: never its own baseline (a full scan's re-run reuses it). */
  judged?: string | undefined
  /** The judged scan's created_at: a full scan's previous full scan was created before it. */
  judgedAt?: string | undefined
}

/**
 * The baseline of `target` and its findings at the severities the gate judges; or the one line
 * saying why there is none and how to get one. `history` shows which commits are on the target
 * branch (GitHub's API on the action, git on the command line); without it no scan can be shown
 * to be on the branch, so there is no baseline. Throws only when `deps.signal` cancels the run.
 */
export async function lookUpBaseline(
  deps: StepDeps,
  target: BaselineTarget,
  history: CommitHistory | undefined,
  options: BaselineLookUpOptions,
): Promise<BaselinePart> {
  if (history === undefined) {
    return { found: false, problem: BASELINE_PROBLEMS.noHistory(target.branch) }
  }
  try {
    const search = await findBaseline(deps, target, history, options)
    if (!search.found) return search
    return await readBaselineFindings(deps, search.baseline, options.threshold, options.deadline)
  } catch (error) {
    // Whatever else goes wrong leaves the gate counting every finding, never the run failed.
    if (deps.signal?.aborted) throw error
    const why = sanitizeForLog(explain(error), 200)
    const failure = `the look failed (${why}); re-run the job later`
    return { found: false, problem: BASELINE_PROBLEMS.lookFailed(target.branch, [failure]) }
  }
}
