/**
 * The requests a pull request run makes at the least, with every input at its default: look for a
 * scan to reuse, create the estimation, one look at it, start the scan, one look at its status,
 * read its record. Then one page of findings per 100 the reports need, and at least one: counts of
 * zero are checked against a page. `npm run bench` measures it and `npm run soak` counts against
 * it, so BENCHMARKS.md, and through it the README, give one figure.
 */
export const FIXED_REQUESTS = 6

/** The flow's minimum for a run whose reports read `findings` findings, page by page. */
export function flowMinimumRequests(findings: number): number {
  return FIXED_REQUESTS + Math.max(1, Math.ceil(findings / 100))
}
