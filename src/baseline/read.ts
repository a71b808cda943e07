/**
 * Reading a baseline's findings (issue 28): only those at the severities the gate judges, one
 * severity at a time through the documented GET /findings?scan_id=&severity=, within
 * BASELINE_PAGE_CAP pages in all. Findings past the cap are left unread, so this run's findings
 * they would have matched count as new: never fewer than gate: all would count. A read that
 * fails, or findings that are not those the baseline's findings_summary counts, leave no baseline.
 */
import { sanitizeForLog } from '../common/escape.js'
import { severitiesAtOrAbove, type Threshold } from '../gate/gate.js'
import { countBySeverity } from '../scan/counts.js'
import type { StepDeps } from '../scan/step-deps.js'
import type { Deadline } from '../service/client.js'
import { explain } from '../service/errors.js'
import {
  SEVERITIES,
  sortBySeverity,
  type Finding,
  type Severity,
  type SeverityCounts,
} from '../service/finding.js'
import { MAX_PAGE_SIZE } from '../service/limits.js'
import { walkPages } from '../service/paginate.js'
import type { BaselinePart } from './baseline.js'
import type { FoundBaseline } from './find.js'
import { BASELINE_PROBLEMS } from './problems.js'

/**
 * Pages of 100 findings read of a baseline at most: 2,000 findings, 20 requests.
 * @internal
 */
export const BASELINE_PAGE_CAP = 20
/** The most findings of a baseline read: a change's findings past it cannot be matched. */
export const BASELINE_FINDINGS_CAP = BASELINE_PAGE_CAP * MAX_PAGE_SIZE

/**
 * The baseline's findings at or above `threshold` (none for 'none'), most severe first. A busy key
 * (429) is waited out until `deadline`, as the client does for every call; a failure the client's
 * own retries did not get past (a 500 kept up) ends the read: the baseline is not paid for by this
 * run, and a gate that counts every finding is the safe way on.
 */
export async function readBaselineFindings(
  deps: Pick<StepDeps, 'client' | 'signal'>,
  baseline: FoundBaseline,
  threshold: Threshold,
  deadline: Deadline,
): Promise<BaselinePart> {
  const { ref, counts } = baseline
  const compared = severitiesAtOrAbove(threshold)
  const found = new Map<string, Finding>()
  const capped = new Set<Severity>()
  const request = { signal: deps.signal, deadline }
  let pagesLeft = BASELINE_PAGE_CAP
  const problem = (why: string) => ({
    found: false as const,
    problem: BASELINE_PROBLEMS.readFailed(ref.branch, ref.scanId, why),
  })
  for (const severity of compared) {
    const expected = counts[severity]
    if (expected <= 0) continue
    const pagesNeeded = Math.ceil(expected / MAX_PAGE_SIZE)
    if (pagesLeft < pagesNeeded) capped.add(severity)
    if (pagesLeft === 0) continue
    try {
      const end = await walkPages({
        pageSize: MAX_PAGE_SIZE,
        maxPages: Math.min(pagesLeft, pagesNeeded),
        expected,
        fetchPage: (paging) =>
          deps.client.listFindings({ scan_id: ref.scanId, severity, ...paging }, request),
        takePage: (page) => ({
          added: page.filter((finding) => !found.has(finding.id) && found.set(finding.id, finding))
            .length,
        }),
      })
      pagesLeft -= end.page
      if (end.reason === 'repeated') {
        return problem(
          'the list repeated findings already read; the service seems to ignore the page parameter',
        )
      }
    } catch (error) {
      if (deps.signal?.aborted) throw error
      return problem(sanitizeForLog(explain(error), 300))
    }
  }
  const findings = [...found.values()]
  // A service that ignored scan_id would hand over another scan's findings (this very change's,
  // the newest): each must say it is the baseline's, when it says whose it is.
  const foreign = findings.find((f) => f.scanId !== undefined && f.scanId !== ref.scanId)
  if (foreign !== undefined) {
    return problem(
      `the list answered findings of another scan (${sanitizeForLog(foreign.scanId ?? '', 100)}) for scan_id ${sanitizeForLog(ref.scanId, 100)}`,
    )
  }
  const differences = describeDifferences(counts, findings, compared, capped)
  if (differences !== undefined) {
    return {
      found: false,
      problem: BASELINE_PROBLEMS.countsDisagree(ref.branch, ref.scanId, differences),
    }
  }
  return { found: true, ref, findings: sortBySeverity(findings), compared, capped: capped.size > 0 }
}

/**
 * The findings read against the baseline's counts, per severity: equal where it was read to the
 * end, never more where the cap left some unread, and none of a severity not asked for (a service
 * that ignores the filter). Undefined when they agree.
 */
function describeDifferences(
  counts: SeverityCounts,
  findings: readonly Finding[],
  compared: readonly Severity[],
  capped: ReadonlySet<Severity>,
): string | undefined {
  const read = countBySeverity(findings)
  const differences = SEVERITIES.filter((s) => {
    if (!compared.includes(s)) return read[s] > 0
    return capped.has(s) ? read[s] > counts[s] : read[s] !== counts[s]
  }).map((s) =>
    compared.includes(s)
      ? `${s}: ${counts[s]} counted, ${read[s]} read`
      : `${s}: ${read[s]} read, not asked for`,
  )
  return differences.length === 0 ? undefined : differences.join('; ')
}
