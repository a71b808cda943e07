import { describe, expect, it } from 'vitest'
import { countBySeverity, describeCountMismatch } from '../../src/scan/counts.js'
import { totalFindings } from '../../src/service/finding.js'
import { makeCounts, makeFinding } from '../../testkit/builders/report.js'

describe('totalFindings', () => {
  it('adds up every severity, ignoring unusable numbers', () => {
    expect(totalFindings(makeCounts({ critical: 1, high: 2, info: 3 }))).toBe(6)
    expect(totalFindings(makeCounts({ low: Number.NaN, medium: -1, high: 1 }))).toBe(1)
  })
})

describe('countBySeverity', () => {
  it('counts findings per severity', () => {
    const findings = [
      makeFinding({ severity: 'low' }),
      makeFinding({ severity: 'low' }),
      makeFinding(),
    ]
    expect(countBySeverity(findings)).toEqual(makeCounts({ low: 2, high: 1 }))
  })
})

describe('describeCountMismatch', () => {
  it('is silent when the findings read match the summary', () => {
    expect(describeCountMismatch(makeCounts({ high: 1 }), [makeFinding()], true)).toBeUndefined()
    // Only some read: fewer than counted is expected.
    expect(describeCountMismatch(makeCounts({ high: 3 }), [makeFinding()], false)).toBeUndefined()
  })

  it('names each severity that differs when every finding was read', () => {
    const note = describeCountMismatch(
      makeCounts({ critical: 2, high: 1 }),
      [makeFinding({ severity: 'low' })],
      true,
    )
    expect(note).toBe(
      "the findings read do not match the scan's findings_summary (critical: 2 counted, 0 read; high: 1 counted, 0 read; low: 0 counted, 1 read), so the gate cannot trust its counts",
    )
  })

  it('names a severity with more findings read than counted when only some were read', () => {
    const note = describeCountMismatch(
      makeCounts({ critical: 5 }),
      [makeFinding({ severity: 'high' }), makeFinding({ severity: 'critical' })],
      false,
    )
    expect(note).toContain('(high: 0 counted, 1 read)')
  })
})
