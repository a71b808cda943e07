/**
 * The scan's findings_summary is what the gate counts on, so it is read strictly: five counts,
 * each a non-negative integer. Anything else (missing, null, a string, a fraction, a negative)
 * is a summary the gate cannot trust, and the run says which field was wrong instead of reading
 * it as 0, which would let a broken answer pass a scan with critical findings.
 */
import { SEVERITIES, type SeverityCounts } from '../service/finding.js'

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
