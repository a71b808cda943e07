/**
 * The gate once a policy applies: it counts what is not suppressed or excluded. The scan's counts
 * say how many findings there are of each severity, not which ones the policy covers, so the
 * findings at or above the threshold must all have been read; when they do not add up to the
 * counts, the gate cannot tell what is covered, and fails closed.
 */
import type { PolicyApplication } from '../policy/policy.js'
import { countOf, type Finding, type Severity, type SeverityCounts } from '../service/finding.js'
import { severitiesAtOrAbove, type Threshold } from './gate.js'

/** What the policy kept from the gate: findings at or above the threshold it covers. */
export interface KeptFromGate {
  suppressed: number
  excluded: number
}

export type PolicyCounts =
  { ok: true; counts: SeverityCounts; kept: KeptFromGate } | { ok: false; problem: string }

/**
 * The counts the gate judges: the scan's, less the findings at or above the threshold that the
 * policy covers; or why it cannot tell.
 */
export function countsUnderPolicy(
  counts: SeverityCounts,
  findings: readonly Finding[],
  applied: PolicyApplication,
  threshold: Threshold,
): PolicyCounts {
  const judged = severitiesAtOrAbove(threshold)
  const read = Object.fromEntries(judged.map((s) => [s, 0])) as Record<Severity, number>
  const covered = { ...read }
  const kept: KeptFromGate = { suppressed: 0, excluded: 0 }
  for (const finding of findings) {
    if (!judged.includes(finding.severity)) continue
    read[finding.severity] += 1
    const coverage = applied.coverageOf(finding)
    if (coverage === undefined) continue
    covered[finding.severity] += 1
    kept[coverage.kind] += 1
  }
  const short = judged.filter((s) => read[s] !== countOf(counts, s))
  if (short.length > 0) {
    const detail = short.map((s) => `${s}: ${countOf(counts, s)} counted, ${read[s]} read`)
    return {
      ok: false,
      problem: `the findings read at or above ${threshold} do not add up to the scan's counts (${detail.join('; ')}), so the gate cannot tell which ones the policy covers`,
    }
  }
  const judgedCounts = { ...counts }
  for (const s of judged) judgedCounts[s] = countOf(counts, s) - covered[s]
  return { ok: true, counts: judgedCounts, kept }
}

/** How many findings are at or above the threshold: what the findings read must cover. */
export function countAtOrAbove(counts: SeverityCounts, threshold: Threshold): number {
  return severitiesAtOrAbove(threshold).reduce((sum, s) => sum + countOf(counts, s), 0)
}

/** The gate's reason, saying what the policy kept from it. */
export function withKept(reason: string, kept: KeptFromGate | undefined): string {
  if (kept === undefined) return reason
  const parts = [
    kept.suppressed > 0 ? `${kept.suppressed} suppressed` : undefined,
    kept.excluded > 0 ? `${kept.excluded} excluded` : undefined,
  ].filter((part) => part !== undefined)
  return parts.length === 0 ? reason : `${reason} (${parts.join(', ')} by the policy file)`
}
