import { describe, expect, it } from 'vitest'
import { countAtOrAbove, countsUnderPolicy } from '../../src/gate/policy.js'
import type { Coverage, PolicyApplication } from '../../src/policy/policy.js'
import { makeSuppression } from '../../testkit/builders/policy.js'
import type { Finding } from '../../src/service/finding.js'
import { makeCounts, makeFinding } from '../../testkit/builders/report.js'

const SUPPRESSION = makeSuppression({ id: 'c1' })

/** A policy application that covers the findings given, and nothing else. */
function covering(covered: Map<Finding, Coverage>): PolicyApplication {
  return {
    coverageOf: (finding) => covered.get(finding),
    suppressed: 0,
    excluded: 0,
    expiringSoon: [],
    lapsed: [],
    unused: [],
  }
}

describe('countsUnderPolicy', () => {
  const c1 = makeFinding({ id: 'c1', severity: 'critical' })
  const c2 = makeFinding({ id: 'c2', severity: 'critical' })
  const h1 = makeFinding({ id: 'h1', severity: 'high', filePath: 'vendor/a.js' })
  const m1 = makeFinding({ id: 'm1', severity: 'medium' })
  const findings = [c1, c2, h1, m1]
  const counts = makeCounts({ critical: 2, high: 1, medium: 1 })
  const policy = covering(
    new Map<Finding, Coverage>([
      [c1, { kind: 'suppressed', suppression: SUPPRESSION }],
      [h1, { kind: 'excluded', pattern: 'vendor/**' }],
      [m1, { kind: 'excluded', pattern: '**' }],
    ]),
  )

  it('takes what the policy covers at or above the threshold off the counts', () => {
    expect(countsUnderPolicy(counts, findings, policy, 'high')).toEqual({
      ok: true,
      counts: makeCounts({ critical: 1, high: 0, medium: 1 }),
      // The medium finding is below the threshold: the gate never counted it.
      kept: { suppressed: 1, excluded: 1 },
    })
  })

  it('cannot tell when the findings read at or above the threshold do not add up to the counts', () => {
    const result = countsUnderPolicy(makeCounts({ critical: 3, high: 1 }), findings, policy, 'high')
    expect(result).toEqual({
      ok: false,
      problem:
        "the findings read at or above high do not add up to the scan's counts (critical: 3 counted, 2 read), so the gate cannot tell which ones the policy covers",
    })
    // Below the threshold a difference does not matter: those severities are not judged.
    expect(
      countsUnderPolicy(makeCounts({ critical: 2, high: 1, low: 9 }), findings, policy, 'high').ok,
    ).toBe(true)
  })

  it('judges nothing at threshold none', () => {
    expect(countsUnderPolicy(counts, [], policy, 'none')).toEqual({
      ok: true,
      counts,
      kept: { suppressed: 0, excluded: 0 },
    })
    expect(countAtOrAbove(counts, 'none')).toBe(0)
    expect(countAtOrAbove(counts, 'high')).toBe(3)
  })
})
