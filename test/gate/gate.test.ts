import { describe, expect, it } from 'vitest'
import { applyDependencyCheck, evaluateGate } from '../../src/gate/gate.js'
import type { Threshold } from '../../src/gate/gate.js'
import { makeCounts } from '../../testkit/builders/report.js'
import { makeDependencyHit, makeDependencyReport } from '../../testkit/builders/dependencies.js'

// One finding of each severity: each threshold catches itself and everything above it.
const oneOfEach = makeCounts({ critical: 1, high: 1, medium: 1, low: 1, info: 1 })

describe('evaluateGate', () => {
  it.each<[Threshold, number]>([
    ['critical', 1],
    ['high', 2],
    ['medium', 3],
    ['low', 4],
    ['info', 5],
  ])('fails at %s with %i findings at or above it', (threshold, breaching) => {
    const gate = evaluateGate(oneOfEach, threshold, false)
    expect(gate.result).toBe('failed')
    expect(gate.breaching).toBe(breaching)
    expect(gate.reason).toContain(`at or above ${threshold}`)
  })

  it.each<[Threshold, Partial<ReturnType<typeof makeCounts>>]>([
    ['critical', { high: 3, medium: 2, low: 1, info: 9 }],
    ['high', { medium: 2, low: 1, info: 9 }],
    ['medium', { low: 1, info: 9 }],
    ['low', { info: 9 }],
    ['info', {}],
  ])('passes at %s when everything is below it', (threshold, counts) => {
    const gate = evaluateGate(makeCounts(counts), threshold, false)
    expect(gate).toEqual({
      result: 'passed',
      reason: `no findings at or above ${threshold}`,
      breaching: 0,
    })
  })

  it('explains the breach in one line, naming the severities', () => {
    const gate = evaluateGate(makeCounts({ critical: 1, high: 2, low: 4 }), 'high', false)
    expect(gate.reason).toBe('3 findings at or above high (1 critical, 2 high)')
    expect(gate.reason).not.toContain('\n')
  })

  it('uses the singular for one finding', () => {
    expect(evaluateGate(makeCounts({ medium: 1 }), 'medium', false).reason).toBe(
      '1 finding at or above medium (1 medium)',
    )
  })

  it('never fails at none, however many findings', () => {
    const gate = evaluateGate(makeCounts({ critical: 50 }), 'none', false)
    expect(gate).toEqual({ result: 'passed', reason: 'fail-on-severity is none', breaching: 0 })
  })

  it('warns instead of failing with warn-only, and says so', () => {
    const gate = evaluateGate(makeCounts({ critical: 2 }), 'high', true)
    expect(gate.result).toBe('warned')
    expect(gate.breaching).toBe(2)
    expect(gate.reason).toContain('2 findings at or above high (2 critical)')
    expect(gate.reason).toContain('warn-only')
  })

  it('still passes with warn-only when nothing breaches', () => {
    expect(evaluateGate(makeCounts({ low: 3 }), 'high', true).result).toBe('passed')
  })

  it.each<Threshold>(['critical', 'info', 'none'])('is pending without counts at %s', (t) => {
    const gate = evaluateGate(undefined, t, false)
    expect(gate.result).toBe('pending')
    expect(gate.breaching).toBe(0)
    expect(gate.reason).toMatch(/not finished/)
  })

  it('counts unusable numbers from the service as 0', () => {
    const counts = makeCounts({ critical: Number.NaN, high: -2, medium: 1 })
    expect(evaluateGate(counts, 'high', false).result).toBe('passed')
    expect(evaluateGate(counts, 'medium', false).breaching).toBe(1)
  })
})

describe('applyDependencyCheck', () => {
  const passed = { result: 'passed' as const, reason: 'no findings at or above high' }
  /** A check that found these packages malicious (each 1.0.0, in package-lock.json). */
  const malicious = (...names: string[]) =>
    makeDependencyReport({ hits: names.map((name) => makeDependencyHit({ name })) })

  it('leaves the gate alone without a check, or with only suspicious packages and per-package errors', () => {
    expect(applyDependencyCheck(passed, undefined, false)).toEqual(passed)
    const report = makeDependencyReport({
      hits: [makeDependencyHit({ name: 'colors', level: 'suspicious' })],
      errors: [{ name: 'x', message: 'lookup failed' }],
    })
    expect(applyDependencyCheck(passed, report, false)).toEqual(passed)
  })

  it('fails on malicious packages, naming three and counting the rest', () => {
    expect(applyDependencyCheck(passed, malicious('a', 'b', 'c', 'd', 'e'), false)).toEqual({
      result: 'failed',
      reason:
        'no findings at or above high; 5 malicious dependencies (a 1.0.0 in package-lock.json, b 1.0.0 in package-lock.json, c 1.0.0 in package-lock.json, and 2 more)',
    })
    expect(applyDependencyCheck(passed, malicious('a'), false).reason).toBe(
      'no findings at or above high; 1 malicious dependency (a 1.0.0 in package-lock.json)',
    )
  })

  it('fails closed on a check that could not finish', () => {
    const gate = applyDependencyCheck(
      passed,
      makeDependencyReport({ problem: 'verdicts could not be read' }),
      false,
    )
    expect(gate).toEqual({
      result: 'failed',
      reason:
        'no findings at or above high; dependency check incomplete: verdicts could not be read',
    })
  })

  it('only warns with warn-only, saying so once', () => {
    const scanWarned = evaluateGate(makeCounts({ high: 1 }), 'high', true)
    const gate = applyDependencyCheck(scanWarned, malicious('a'), true)
    expect(gate).toEqual({
      result: 'warned',
      reason:
        '1 finding at or above high (1 high); 1 malicious dependency (a 1.0.0 in package-lock.json); warn-only is set, so the job does not fail',
    })
  })

  it('turns a pending gate into a failure, and keeps a failed one failed whatever warn-only says', () => {
    const pending = { result: 'pending' as const, reason: 'not waiting for the scan' }
    expect(applyDependencyCheck(pending, malicious('a'), false).result).toBe('failed')
    const failed = { result: 'failed' as const, reason: 'the estimation failed' }
    expect(applyDependencyCheck(failed, malicious('a'), true).result).toBe('failed')
  })
})
