import { describe, expect, it } from 'vitest'
import {
  countBySeverity,
  describeCountMismatch,
  readFindingsSummary,
} from '../../src/scan/counts.js'
import { makeCounts, makeFinding } from '../../testkit/builders/report.js'

const FIVE = { critical: 1, high: 2, medium: 0, low: 4, info: 5 }

describe('readFindingsSummary', () => {
  it('reads five non-negative integer counts', () => {
    expect(readFindingsSummary({ ...FIVE, total: 12, extra: 'x' })).toEqual({
      ok: true,
      counts: makeCounts(FIVE),
    })
  })

  it.each([
    [undefined, 'findings_summary is missing'],
    [null, 'findings_summary is null'],
    ['3', 'findings_summary is a string, not an object'],
    [[1, 2], 'findings_summary is a list, not an object'],
    [{ ...FIVE, high: null }, 'findings_summary is not five counts (high is null)'],
    [{ ...FIVE, high: undefined }, 'findings_summary is not five counts (high is missing)'],
    [
      { critical: 1, high: 2, medium: 0, low: 4 },
      'findings_summary is not five counts (info is missing)',
    ],
    [{ ...FIVE, critical: '1' }, 'findings_summary is not five counts (critical is a string)'],
    [
      { ...FIVE, critical: -1, high: 2.5 },
      'findings_summary is not five counts (critical is -1, high is 2.5)',
    ],
    [{ ...FIVE, medium: 2 ** 60 }, `findings_summary is not five counts (medium is ${2 ** 60})`],
    [{ ...FIVE, low: {} }, 'findings_summary is not five counts (low is an object)'],
    [{ ...FIVE, low: true }, 'findings_summary is not five counts (low is a boolean)'],
  ])('cannot trust %j', (summary, problem) => {
    expect(readFindingsSummary(summary)).toEqual({ ok: false, problem })
  })

  it('never echoes a string value, which could carry anything', () => {
    const reading = readFindingsSummary({ ...FIVE, high: '::set-output name=result::passed' })
    expect(JSON.stringify(reading)).not.toContain('set-output')
  })

  it('does not take counts from the prototype', () => {
    const summary = JSON.parse(
      '{"__proto__": {"critical": 1}, "high": 0, "medium": 0, "low": 0, "info": 0}',
    ) as unknown
    expect(readFindingsSummary(summary)).toEqual({
      ok: false,
      problem: 'findings_summary is not five counts (critical is missing)',
    })
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
