import { describe, expect, it } from 'vitest'
import { countBySeverity, describeCountMismatch, totalFindings } from '../../src/report/model.js'
import { makeCounts, makeFinding } from './builders.js'

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
    expect(describeCountMismatch(makeCounts({ high: 1 }), [makeFinding()])).toBeUndefined()
  })

  it('names each severity that differs', () => {
    const note = describeCountMismatch(makeCounts({ critical: 2, high: 1 }), [
      makeFinding({ severity: 'low' }),
    ])
    expect(note).toContain('critical 2 in the summary, 0 read')
    expect(note).toContain('high 1 in the summary, 0 read')
    expect(note).toContain('low 0 in the summary, 1 read')
    expect(note).not.toContain('medium')
  })
})
