/**
 * The scan's findings_summary is what the gate counts on, so it is read strictly: five counts,
 * each a non-negative integer. Anything else (missing, null, a string, a fraction, a negative)
 * is a summary the gate cannot trust, and the run says which field was wrong instead of reading
 * it as 0, which would let a broken answer pass a scan with critical findings.
 */
import {
  countOf,
  emptyCounts,
  SEVERITIES,
  type Finding,
  type SeverityCounts,
} from '../service/finding.js'

export type CountsReading = { ok: true; counts: SeverityCounts } | { ok: false; problem: string }

/** What a value is, for a message: numbers as themselves, anything else by its kind only. */
function describe(value: unknown): string {
  if (value === undefined) return 'missing'
  if (value === null) return 'null'
  if (typeof value === 'number') return String(value)
  if (typeof value === 'string') return 'a string'
  if (Array.isArray(value)) return 'a list'
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
}

export function readFindingsSummary(summary: unknown): CountsReading {
  if (summary === undefined || summary === null) {
    return { ok: false, problem: `findings_summary is ${describe(summary)}` }
  }
  if (typeof summary !== 'object' || Array.isArray(summary)) {
    return { ok: false, problem: `findings_summary is ${describe(summary)}, not an object` }
  }
  const record = summary as Record<string, unknown>
  const wrong = SEVERITIES.filter((s) => !isCount(Object.hasOwn(record, s) ? record[s] : undefined))
  if (wrong.length > 0) {
    const parts = wrong.map(
      (s) => `${s} is ${describe(Object.hasOwn(record, s) ? record[s] : undefined)}`,
    )
    return { ok: false, problem: `findings_summary is not five counts (${parts.join(', ')})` }
  }
  const counts = Object.fromEntries(SEVERITIES.map((s) => [s, record[s]])) as SeverityCounts
  return { ok: true, counts }
}

export function countBySeverity(findings: readonly Pick<Finding, 'severity'>[]): SeverityCounts {
  const counts = emptyCounts()
  for (const finding of findings) counts[finding.severity] += 1
  return counts
}

/**
 * The findings read against the scan's counts: equal per severity when every finding was read,
 * never more when only some were. Returns what disagrees, or undefined when they agree.
 */
export function describeCountMismatch(
  summary: SeverityCounts,
  findings: readonly Pick<Finding, 'severity'>[],
  complete: boolean,
): string | undefined {
  const read = countBySeverity(findings)
  const differences = SEVERITIES.filter((s) =>
    complete ? read[s] !== countOf(summary, s) : read[s] > countOf(summary, s),
  ).map((s) => `${s}: ${countOf(summary, s)} counted, ${read[s]} read`)
  if (differences.length === 0) return undefined
  return `the findings read do not match the scan's findings_summary (${differences.join('; ')}), so the gate cannot trust its counts`
}
