/**
 * How one followed scan of a sweep ended: read when it completed (its counts, and its findings
 * where a report, SARIF or gate: new needs them), else how it stopped.
 */
import { EVERY_FINDING_PAGED_MAX } from '../scan/findings.js'
import { readCompletedScan, type ScanResult } from '../scan/scan-and-collect.js'
import { normalizeStatus } from '../scan/status.js'
import type { ScanRef } from '../scan/stop.js'
import { describeUnfinishedScan } from '../scan/wait.js'
import { readFindingsSummary } from '../scan/counts.js'
import type { Deadline } from '../service/client.js'
import { explain } from '../service/errors.js'
import { isFinished, type FollowEnd, type Tracked } from './follow.js'
import type { SweepInputs } from './model.js'

/** One followed scan's result: read when it completed, else how it stopped. */
export async function endOf(
  inputs: SweepInputs,
  t: Tracked,
  scan: ScanRef,
  end: FollowEnd,
  deadline: Deadline,
): Promise<ScanResult> {
  const { deps, config } = inputs
  if (t.lost !== undefined) return { scan, stop: 'error', problem: t.lost }
  const status = normalizeStatus(t.status)
  if (status === 'completed') {
    try {
      const listed = t.record
      const record =
        listed !== undefined && readFindingsSummary(listed.findings_summary).ok
          ? listed
          : await deps.client.getScan(t.id, { deadline, signal: deps.signal })
      // Findings for a report, SARIF, or gate: new to tell the new ones from the others.
      const wantsFindings =
        t.countsOnly !== true &&
        (config.sweep.sarifDir !== undefined ||
          config.reportFile !== undefined ||
          (config.gate === 'new' && config.failOnSeverity !== 'none'))
      return await readCompletedScan(
        deps,
        config,
        { scan, record, deadline },
        {
          limit: () => (wantsFindings ? EVERY_FINDING_PAGED_MAX : 0),
          everyFinding: wantsFindings,
        },
      )
    } catch (error) {
      return {
        scan,
        stop: 'error',
        problem: `Scan ${t.id} completed, but its results could not be read: ${explain(error)}`,
      }
    }
  }
  if (isFinished(t.status)) {
    return {
      scan,
      stop: 'error',
      problem: describeUnfinishedScan(t.id, 'failed', t.status, config),
    }
  }
  const stop = end.ended === 'aborted' ? 'aborted' : end.ended === 'timeout' ? 'timeout' : 'error'
  const problem =
    stop === 'error'
      ? `Scan ${t.id}: ${end.problem ?? 'not followed'}`
      : describeUnfinishedScan(t.id, stop, t.status, config)
  return { scan, stop, problem, outage: end.failing }
}
