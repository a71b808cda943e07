/**
 * The gate: fail when any finding is at or above the threshold. It reads only the scan's counts
 * (findings_summary), never the findings read for the reports, so it holds however few were read.
 */
import { SEVERITIES, severityRank, type SeverityCounts } from './service/finding.js'
import { countOf, type GateResult, type Threshold } from './report/model.js'

export interface GateOutcome {
  result: GateResult
  /** One readable line, e.g. "3 findings at or above high (1 critical, 2 high)". */
  reason: string
  /** How many findings are at or above the threshold (0 when pending or the threshold is none). */
  breaching: number
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`
}

export function evaluateGate(
  counts: SeverityCounts | undefined,
  threshold: Threshold,
  warnOnly: boolean,
): GateOutcome {
  if (counts === undefined) {
    return {
      result: 'pending',
      reason: 'the scan has not finished, so there are no findings counts to gate on yet',
      breaching: 0,
    }
  }
  if (threshold === 'none') {
    return { result: 'passed', reason: 'fail-on-severity is none', breaching: 0 }
  }
  const atOrAbove = SEVERITIES.filter((s) => severityRank(s) <= severityRank(threshold))
  const breaching = atOrAbove.reduce((sum, s) => sum + countOf(counts, s), 0)
  if (breaching === 0) {
    return { result: 'passed', reason: `no findings at or above ${threshold}`, breaching }
  }
  const parts = atOrAbove
    .filter((s) => countOf(counts, s) > 0)
    .map((s) => `${countOf(counts, s)} ${s}`)
  const reason = `${plural(breaching, 'finding')} at or above ${threshold} (${parts.join(', ')})`
  return warnOnly
    ? {
        result: 'warned',
        reason: `${reason}; warn-only is set, so the job does not fail`,
        breaching,
      }
    : { result: 'failed', reason, breaching }
}
