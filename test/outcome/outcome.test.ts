import { describe, expect, it } from 'vitest'
import {
  checkConclusion,
  jobFails,
  newRunState,
  toScanReport,
  type RunState,
  type Stop,
} from '../../src/outcome/outcome.js'
import { makeCounts, makeFinding } from '../../testkit/builders/report.js'
import { ESTIMATION_ID, HEAD_SHA, SCAN_ID } from '../../testkit/ids.js'
import { makeConfig, makeTarget } from '../../testkit/builders/config.js'
import { makeEstimation } from '../support/service.js'

function finished(overrides: Partial<RunState> = {}): RunState {
  return {
    ...newRunState(),
    config: makeConfig(),
    target: makeTarget(),
    estimation: makeEstimation(),
    scanId: SCAN_ID,
    scanStatus: 'completed',
    counts: makeCounts({ high: 1, low: 2 }),
    collected: {
      findings: [makeFinding({ id: 'a', severity: 'high' })],
      complete: false,
      notes: ['a note from reading'],
    },
    ...overrides,
  }
}

describe('toScanReport', () => {
  it('gates a finished scan on its counts and carries everything learned', () => {
    const report = toScanReport(finished({ notes: ['run note'] }))
    expect(report.gate).toEqual({
      result: 'failed',
      threshold: 'high',
      warnOnly: false,
      reason: '1 finding at or above high (1 high)',
    })
    expect(report.target).toEqual({
      scanType: 'pr',
      repository: 'acme/webapp',
      repoUrl: 'https://github.com/acme/webapp',
      branch: 'feature/login',
      prNumber: 7,
      headSha: HEAD_SHA,
    })
    expect(report.estimation).toMatchObject({ id: ESTIMATION_ID, totalCredits: 12 })
    expect(report.scan).toEqual({ id: SCAN_ID, status: 'completed' })
    expect(report.counts).toEqual(makeCounts({ high: 1, low: 2 }))
    expect(report.findings.map((f) => f.id)).toEqual(['a'])
    expect(report.findingsRead).toBe('partial')
    expect(report.notes).toEqual(['run note', 'a note from reading'])
    expect(report).not.toHaveProperty('problem')
  })

  it('passes or warns as the gate says, using fail-on-severity and warn-only', () => {
    const low = finished({ config: makeConfig({ failOnSeverity: 'critical' }) })
    expect(toScanReport(low).gate.result).toBe('passed')
    const warned = finished({ config: makeConfig({ warnOnly: true }) })
    expect(toScanReport(warned).gate).toMatchObject({ result: 'warned', warnOnly: true })
  })

  it.each<[Stop, string]>([
    ['not-awaited', 'pending'],
    ['timeout', 'pending'],
    ['aborted', 'pending'],
    ['error', 'failed'],
    ['config', 'failed'],
  ])('after a %s stop the result is %s, with the problem as the reason', (stop, result) => {
    const state = finished({ stop, problem: `stopped: ${stop}`, scanStatus: 'running' })
    const report = toScanReport(state)
    expect(report.gate).toEqual({
      result,
      threshold: 'high',
      warnOnly: false,
      reason: `stopped: ${stop}`,
    })
    expect(report.problem).toBe(`stopped: ${stop}`)
    // The scan id and its last status are never lost.
    expect(report.scan).toEqual({ id: SCAN_ID, status: 'running' })
  })

  it('reports a run that learned nothing, with defaults and a generic reason', () => {
    const report = toScanReport({ ...newRunState(), stop: 'config' })
    expect(report).toEqual({
      target: { scanType: 'full', repository: '', repoUrl: '', branch: '' },
      findings: [],
      findingsRead: 'none',
      gate: {
        result: 'failed',
        threshold: 'high',
        warnOnly: false,
        reason: 'the scan did not finish',
      },
      notes: [],
    })
  })

  it('reads all findings as complete and shows an unknown scan status as such', () => {
    const report = toScanReport(
      finished({
        scanStatus: undefined,
        collected: { findings: [], complete: true, notes: [] },
      }),
    )
    expect(report.findingsRead).toBe('all')
    expect(report.scan).toEqual({ id: SCAN_ID, status: 'unknown' })
  })
})

describe('checkConclusion', () => {
  const cases: [Partial<RunState>, string][] = [
    [{ counts: makeCounts() }, 'success'],
    [{}, 'failure'],
    [{ config: makeConfig({ warnOnly: true }) }, 'neutral'],
    [{ stop: 'not-awaited' }, 'neutral'],
    [{ stop: 'timeout' }, 'timed_out'],
    [{ stop: 'aborted' }, 'cancelled'],
    [{ stop: 'error' }, 'failure'],
    [{ stop: 'config' }, 'failure'],
  ]
  it.each(cases)('maps %o to %s', (overrides, conclusion) => {
    const state = finished(overrides)
    expect(checkConclusion(state, toScanReport(state))).toBe(conclusion)
  })
})

describe('jobFails', () => {
  const cases: [Partial<RunState>, boolean][] = [
    [{ counts: makeCounts() }, false],
    [{}, true],
    [{ config: makeConfig({ warnOnly: true }) }, false],
    [{ stop: 'not-awaited' }, false],
    [{ stop: 'timeout' }, true],
    [{ stop: 'aborted' }, true],
    [{ stop: 'error' }, true],
    [{ stop: 'config' }, true],
  ]
  it.each(cases)('for %o is %s', (overrides, fails) => {
    const state = finished(overrides)
    expect(jobFails(state, toScanReport(state))).toBe(fails)
  })
})

describe('a gate that cannot trust the counts', () => {
  const untrusted = (warnOnly: boolean) =>
    finished({
      config: makeConfig({ warnOnly }),
      stop: 'untrusted',
      problem: 'Scan x completed, but its findings_summary is null',
    })

  it('says unknown, never passed, and fails the job and the check run', () => {
    const state = untrusted(false)
    const report = toScanReport(state)
    expect(report.gate).toMatchObject({
      result: 'unknown',
      reason: 'Scan x completed, but its findings_summary is null',
    })
    expect(jobFails(state, report)).toBe(true)
    expect(checkConclusion(state, report)).toBe('failure')
  })

  it('only warns with warn-only, and still says unknown', () => {
    const state = untrusted(true)
    const report = toScanReport(state)
    expect(report.gate.result).toBe('unknown')
    expect(jobFails(state, report)).toBe(false)
    expect(checkConclusion(state, report)).toBe('neutral')
  })
})
