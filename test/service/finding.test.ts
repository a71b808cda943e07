import { describe, expect, it } from 'vitest'
import { totalFindings } from '../../src/service/finding.js'
import { makeCounts } from '../../testkit/builders/report.js'

describe('totalFindings', () => {
  it('adds up every severity, ignoring unusable numbers', () => {
    expect(totalFindings(makeCounts({ critical: 1, high: 2, info: 3 }))).toBe(6)
    expect(totalFindings(makeCounts({ low: Number.NaN, medium: -1, high: 1 }))).toBe(1)
  })
})
