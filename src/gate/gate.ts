/**
 * The gate: fail when any finding is at or above the threshold. It reads only the scan's counts
 * (findings_summary), never the findings read for the reports, so it holds however few were read.
 */
import {
  countOf,
  SEVERITIES,
  severityRank,
  type Severity,
  type SeverityCounts,
} from '../service/finding.js'
import type { DependencyReport } from '../deps/report.js'
import { sanitizeForLog } from '../common/escape.js'
import { plural } from '../common/words.js'

/**
 * `unknown`: the scan finished but its counts could not be trusted (missing, malformed, or at odds
 * with the findings read), so the gate can neither pass nor fail it on its counts. The job fails
 * on it, unless warn-only is set.
 */
export const GATE_RESULTS = ['passed', 'failed', 'warned', 'pending', 'unknown'] as const
export type GateResult = (typeof GATE_RESULTS)[number]

/** fail-on-severity: the least severe finding that fails the gate, or none. */
export const THRESHOLDS = [...SEVERITIES, 'none'] as const
export type Threshold = (typeof THRESHOLDS)[number]

/**
 * gate: what the threshold counts. `new`: only the findings a change introduces, told against a
 * baseline of its target branch (src/baseline/); `all`: every finding of the scan.
 */
export const GATES = ['new', 'all'] as const
export type Gate = (typeof GATES)[number]

/** The gate's verdict as every report shows it: the result, what it was judged against, and why. */
export interface GateVerdict {
  result: GateResult
  threshold: Threshold
  warnOnly: boolean
  /** One readable line: the job's failure message, the check run's and the summary's reason. */
  reason: string
}

export interface GateOutcome {
  result: GateResult
  /** One readable line, e.g. "3 findings at or above high (1 critical, 2 high)". */
  reason: string
  /** How many findings are at or above the threshold (0 when pending or the threshold is none). */
  breaching: number
}

/** The severities the gate judges at `threshold`, most severe first. */
export function severitiesAtOrAbove(threshold: Threshold): Severity[] {
  if (threshold === 'none') return []
  return SEVERITIES.filter((s) => severityRank(s) <= severityRank(threshold))
}

const WARN_ONLY_SUFFIX = '; warn-only is set, so the job does not fail'

/** How a reason names what it counts, and what it adds before warn-only's words. */
export interface GateWording {
  /** 'finding' (gate: all) or 'new finding' (gate: new). */
  noun?: string
  /** Said after the counts, e.g. what a baseline kept from the gate. */
  detail?: string
}

export function evaluateGate(
  counts: SeverityCounts | undefined,
  threshold: Threshold,
  warnOnly: boolean,
  { noun = 'finding', detail = '' }: GateWording = {},
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
  const atOrAbove = severitiesAtOrAbove(threshold)
  const breaching = atOrAbove.reduce((sum, s) => sum + countOf(counts, s), 0)
  if (breaching === 0) {
    return { result: 'passed', reason: `no ${noun}s at or above ${threshold}${detail}`, breaching }
  }
  const parts = atOrAbove
    .filter((s) => countOf(counts, s) > 0)
    .map((s) => `${countOf(counts, s)} ${s}`)
  const reason = `${plural(breaching, noun)} at or above ${threshold} (${parts.join(', ')})${detail}`
  return warnOnly
    ? {
        result: 'warned',
        reason: `${reason}${WARN_ONLY_SUFFIX}`,
        breaching,
      }
    : { result: 'failed', reason, breaching }
}

const DEPENDENCY_NAMES_IN_REASON = 3

function describeMalicious(deps: DependencyReport): string | undefined {
  const malicious = deps.hits.filter((hit) => hit.level === 'malicious')
  if (malicious.length === 0) return undefined
  const named = malicious.slice(0, DEPENDENCY_NAMES_IN_REASON).map((hit) => {
    const where = hit.locations[0]?.path
    const text = `${hit.name} ${hit.version}${where === undefined ? '' : ` in ${where}`}`
    return sanitizeForLog(text, 200)
  })
  const more =
    malicious.length > named.length ? `, and ${malicious.length - named.length} more` : ''
  return `${plural(malicious.length, 'malicious dependency', 'malicious dependencies')} (${named.join(', ')}${more})`
}

/**
 * Adds the dependency check to the scan's gate. A malicious package fails it, and so does a check
 * that could not finish (fail closed: it cannot vouch for what it did not see); warn-only turns
 * either into a warning. Suspicious packages and per-package errors never change the result.
 */
export function applyDependencyCheck(
  gate: Pick<GateOutcome, 'result' | 'reason'>,
  deps: DependencyReport | undefined,
  warnOnly: boolean,
): Pick<GateOutcome, 'result' | 'reason'> {
  if (deps === undefined) return gate
  const breaches = [
    describeMalicious(deps),
    deps.problem === undefined ? undefined : `dependency check incomplete: ${deps.problem}`,
  ].filter((part): part is string => part !== undefined)
  if (breaches.length === 0) return gate
  const scanReason = gate.reason.endsWith(WARN_ONLY_SUFFIX)
    ? gate.reason.slice(0, -WARN_ONLY_SUFFIX.length)
    : gate.reason
  const reason = `${scanReason}; ${breaches.join('; ')}`
  if (gate.result === 'failed') return { result: 'failed', reason }
  return warnOnly
    ? { result: 'warned', reason: `${reason}${WARN_ONLY_SUFFIX}` }
    : { result: 'failed', reason }
}
