/**
 * The sweep's markers (issue 28): on each repository's scanned commit, a completed check run whose
 * external_id names its full scan, so that a pull request into that branch finds its baseline in
 * a request or two, however many scans fill the service's list. A marker needs checks: write on
 * the repository (a GitHub App's installation token); without it, the first refusal is said once
 * and no more are tried: those pull requests look through the service's list only.
 */
import { markerOf } from '../baseline/baseline.js'
import { COMMIT_SHA } from '../config/event-target.js'
import type { Config } from '../config/inputs.js'
import type { MarkerCheckRun, MarkersApi } from '../github/api.js'
import type { RunPorts } from '../job/ports.js'
import { explain } from '../service/errors.js'
import type { SweepItem } from './model.js'

/** The markers of a sweep, left one by one as each repository is judged, and once each. */
export interface SweepMarkers {
  /** Leaves the marker of a judged repository, once; after a first refusal, no more are tried. */
  leave(item: SweepItem): Promise<void>
  /** What was left, said once at the end. */
  tell(): void
}

export function sweepMarkers(
  ports: RunPorts,
  config: Pick<Config, 'checkName'>,
  markers: MarkersApi | undefined,
): SweepMarkers {
  const tried = new Set<string>()
  let refused = false
  let left = 0
  return {
    async leave(item) {
      if (markers === undefined || refused || tried.has(item.repository.fullName)) return
      const marker = markerOfItem(item, config.checkName)
      if (marker === undefined) return
      tried.add(item.repository.fullName)
      try {
        await markers.leaveMarker(marker)
        left += 1
      } catch (error) {
        refused = true
        ports.log.warning(
          `Could not leave a marker of its full scan on ${item.repository.fullName} (${explain(error)}); the token needs checks: write on each repository (a GitHub App token). Pull requests of the repositories left without one find their baseline (gate: new) in the service's list only`,
        )
      }
    },
    tell() {
      if (left > 0) ports.log.info(`Left a marker of its full scan on ${left} repositories`)
    },
  }
}

/** The marker of a repository whose full scan of a whole commit was judged, or undefined. */
function markerOfItem(item: SweepItem, name: string): MarkerCheckRun | undefined {
  const { outcome, commitSha } = item
  if (item.reportedAgain === true) return undefined
  if (item.status !== 'judged' || outcome.scan === undefined || outcome.counts === undefined) {
    return undefined
  }
  if (commitSha === undefined || !COMMIT_SHA.test(commitSha)) return undefined
  return {
    owner: item.repository.owner,
    repo: item.repository.name,
    headSha: commitSha,
    name,
    externalId: markerOf(outcome.scan.id),
    // A pointer, not a gate: it stays out of the commit's checks, whatever the scan found.
    conclusion: 'neutral',
    title: `Full scan ${outcome.scan.id}: ${outcome.gate.result}`,
    summary: `The organization sweep's full scan of this commit: ${outcome.gate.reason}.`,
  }
}
