/**
 * gate: new's step (issue 28): once a change's scan has completed, find its target branch's
 * baseline and read the baseline's findings at the severities the gate judges; once a full scan
 * has, its branch's previous full scan (issue 39). The comparison itself is the outcome's
 * (baseline/judge.ts), so every entry judges alike.
 */
import { markerOf, type BaselinePart, type CommitHistory } from '../baseline/baseline.js'
import type { Config } from '../config/inputs.js'
import type { ScanTarget } from '../config/target.js'
import type { GitHubConnection } from '../github/api.js'
import { ownAppOf, type CheckRunApp } from '../github/check-run.js'
import type { RunOutcome } from '../outcome/outcome.js'
import type { ScanResult } from '../scan/scan-and-collect.js'
import type { StepDeps } from '../scan/step-deps.js'
import type { RunPorts } from './ports.js'

/**
 * How long looking up the baseline may wait out a busy key. Past it the gate counts every finding
 * (fail closed) and says why: a key busy for that long costs the comparison, never the run.
 */
const BASELINE_PATIENCE_MS = 600_000

/**
 * Why a change has no baseline when its event does not name the branch it goes into (and that
 * branch's head), or the scan is of another repository than the event's.
 * @internal
 */
export const NO_TARGET_BRANCH =
  "No baseline: the event does not name the branch the change goes into and that branch's head, or the inputs name other code than the event's change (repo-url, branch, pr-number); leave them unset to have one"

/**
 * Why a full scan has no previous full scan to be told against: it is not of the event's own
 * commit under its default name, which later runs find it by.
 * @internal
 */
export const NO_OWN_COMMIT =
  'gate: new counts every finding on this run: its full scan is not of the commit the event names under its default name (the repo-url, branch, name or archive-id inputs name other code), so no previous full scan can be told against it; leave them unset to have one'

/** Whether the run reads every finding at or above the threshold for a baseline to judge. */
export function comparesWithBaseline(config: Config, target: ScanTarget): boolean {
  return config.gate === 'new' && target.baseline !== undefined && config.failOnSeverity !== 'none'
}

/**
 * The baseline of a change or a full scan whose scan completed; undefined when gate: all, when
 * the scan gave no counts, or when a full scan is of no commit of its own (every finding counts,
 * as said once). The default branch's first full scan starts the record (startsRecord).
 */
export async function findBaselineOf(
  {
    config,
    target,
    deps,
    history,
    checkRunApp,
  }: {
    config: Config
    target: ScanTarget
    deps: StepDeps
    history: CommitHistory | undefined
    /** The app the run's check run was written as: its token's. */
    checkRunApp?: CheckRunApp | undefined
  },
  scanned: ScanResult | undefined,
): Promise<BaselinePart | undefined> {
  if (config.gate !== 'new' || config.failOnSeverity === 'none') return undefined
  if (scanned?.counts === undefined || scanned.stop !== undefined) return undefined
  if (target.baseline === undefined) {
    if (target.base?.kind === 'target') {
      deps.log.warning(NO_TARGET_BRANCH)
      return { found: false, problem: NO_TARGET_BRANCH }
    }
    deps.log.info(NO_OWN_COMMIT)
    return undefined
  }
  const deadline = {
    atMs: deps.clock.now() + BASELINE_PATIENCE_MS,
    name: 'the 10 minutes allowed to compare with the baseline',
  }
  // Loaded only for a change with gate: new, not at start: the scan has been working meanwhile.
  const { lookUpBaseline } = await import('../baseline/look-up.js')
  const markersFrom = ownAppOf(checkRunApp)
  if (markersFrom !== undefined) {
    deps.log.debug(`baseline: only the markers of the app ${markersFrom.slug} are read`)
  }
  const part = await lookUpBaseline(deps, target.baseline, history, {
    threshold: config.failOnSeverity,
    deadline,
    markersFrom,
    judged: scanned.scan?.id,
    judgedAt: scanned.createdAt,
  })
  if (!part.found) {
    if ('empty' in part && part.empty && target.baseline.fullScan?.onDefaultBranch === true) {
      // A complete look that met nothing, on the default branch's own run: a real first.
      deps.log.debug(`baseline: ${part.problem}`)
      return { found: false, startsRecord: { branch: target.baseline.branch } }
    }
    if (part.problem !== undefined) deps.log.warning(part.problem)
    return part
  }
  const createdAt = Date.parse(part.ref.createdAt ?? '')
  if (!Number.isNaN(createdAt)) part.ref.ageMs = Math.max(0, deps.clock.now() - createdAt)
  return part
}

/**
 * Where markers and ancestry are read: GitHub's API on the action (and the command line given a
 * GitHub token), else the clone's git on the command line; none without either.
 */
export function historyOf(github: GitHubConnection, ports: RunPorts): CommitHistory | undefined {
  return github.api ?? ports.commitFiles?.history
}

/**
 * The marker a run leaves on its check run when it judged a full scan of its own commit, whose
 * name carries the whole commit: what a later pull request into this branch finds its baseline
 * by. A pointer only: the pull request's run checks the scan it names.
 */
export function markerOfRun(
  outcome: RunOutcome,
  target: ScanTarget | undefined,
): string | undefined {
  if (target?.scanType !== 'full' || !target.namePinsCommit) return undefined
  if (outcome.scan === undefined || outcome.counts === undefined || outcome.stop !== undefined) {
    return undefined
  }
  return markerOf(outcome.scan.id)
}
