import { describe, expect, it } from 'vitest'
import {
  checkConclusion,
  decideOutcome,
  jobFails,
  type RunParts,
  type Stop,
} from '../../src/outcome/outcome.js'
import { makeCounts, makeFinding } from '../../testkit/builders/report.js'
import { ESTIMATION_ID, HEAD_SHA, SCAN_ID } from '../../testkit/ids.js'
import { makeConfig, makeTarget } from '../../testkit/builders/config.js'
import { makeEstimation } from '../support/service.js'
import type { ScanResult } from '../../src/scan/scan-and-collect.js'

/** A run whose scan finished; `scanned` overrides what the service side found. */
function finished(scanned: Partial<ScanResult> = {}, parts: Partial<RunParts> = {}): RunParts {
  return {
    config: makeConfig(),
    target: makeTarget(),
    scanned: {
      estimation: makeEstimation(),
      scan: { id: SCAN_ID, status: 'completed', reused: false },
      counts: makeCounts({ high: 1, low: 2 }),
      collected: {
        findings: [makeFinding({ id: 'a', severity: 'high' })],
        complete: false,
        notes: ['a note from reading'],
      },
      ...scanned,
    },
    ...parts,
  }
}

/** A stop of the service side, or of the run around it (invalid inputs, no key). */
function stoppedBy(stop: Stop, problem: string, scanned: Partial<ScanResult> = {}): RunParts {
  return stop === 'config' || stop === 'no-key'
    ? finished(scanned, { stopped: { stop, problem } })
    : finished({ stop, problem, ...scanned })
}

describe('decideOutcome', () => {
  it('gates a finished scan on its counts and carries everything learned', () => {
    const report = decideOutcome(finished())
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
    expect(report.notes).toEqual(['a note from reading'])
    expect(report).not.toHaveProperty('problem')
    expect(report).not.toHaveProperty('stop')
  })

  it('passes or warns as the gate says, using fail-on-severity and warn-only', () => {
    const low = finished({}, { config: makeConfig({ failOnSeverity: 'critical' }) })
    expect(decideOutcome(low).gate.result).toBe('passed')
    const warned = finished({}, { config: makeConfig({ warnOnly: true }) })
    expect(decideOutcome(warned).gate).toMatchObject({ result: 'warned', warnOnly: true })
  })

  it.each<[Stop, string]>([
    ['not-awaited', 'pending'],
    ['timeout', 'pending'],
    ['aborted', 'pending'],
    ['error', 'failed'],
    ['config', 'failed'],
  ])('after a %s stop the result is %s, with the problem as the reason', (stop, result) => {
    const scan = { id: SCAN_ID, status: 'running', reused: false }
    const report = decideOutcome(stoppedBy(stop, `stopped: ${stop}`, { scan }))
    expect(report.gate).toEqual({
      result,
      threshold: 'high',
      warnOnly: false,
      reason: `stopped: ${stop}`,
    })
    expect(report.problem).toBe(`stopped: ${stop}`)
    expect(report.stop).toBe(stop)
    // The scan id and its last status are never lost.
    expect(report.scan).toEqual({ id: SCAN_ID, status: 'running' })
  })

  it('reports a run that learned nothing, with the gate defaults and its problem as the reason', () => {
    const problem = '1 input is not valid: base-url: required'
    const report = decideOutcome({ stopped: { stop: 'config', problem } })
    expect(report).toEqual({
      target: { scanType: 'full', repository: '', repoUrl: '', branch: '' },
      findings: [],
      findingsRead: 'none',
      gate: {
        result: 'failed',
        threshold: 'high',
        warnOnly: false,
        reason: problem,
      },
      stop: 'config',
      problem,
      notes: [],
    })
  })

  it('reads all findings as complete, and marks a scan an earlier run started as reused', () => {
    const report = decideOutcome(
      finished({
        scan: { id: SCAN_ID, status: 'completed', reused: true },
        collected: { findings: [], complete: true, notes: [] },
      }),
    )
    expect(report.findingsRead).toBe('all')
    expect(report.scan).toEqual({ id: SCAN_ID, status: 'completed', reused: true })
  })

  it('adds the annotation scope, the dependency check and max-credits as the steps found them', () => {
    const annotated = { findings: [], note: 'Annotations are limited to the lines PR #7 changes' }
    const report = decideOutcome(
      finished({}, { annotated, config: makeConfig({ maxCredits: 50 }) }),
    )
    expect(report.annotatedFindings).toEqual([])
    expect(report.notes).toEqual(['a note from reading', annotated.note])
    expect(report.estimation?.maxCredits).toBe(50)
  })
})

describe('checkConclusion', () => {
  const cases: [string, RunParts, string][] = [
    ['no findings', finished({ counts: makeCounts() }), 'success'],
    ['a breach', finished(), 'failure'],
    [
      'a breach with warn-only',
      finished({}, { config: makeConfig({ warnOnly: true }) }),
      'neutral',
    ],
    ['not-awaited', stoppedBy('not-awaited', 'p'), 'neutral'],
    ['timeout', stoppedBy('timeout', 'p'), 'timed_out'],
    ['aborted', stoppedBy('aborted', 'p'), 'cancelled'],
    ['error', stoppedBy('error', 'p'), 'failure'],
    ['config', stoppedBy('config', 'p'), 'failure'],
    ['no-key', stoppedBy('no-key', 'p'), 'failure'],
  ]
  it.each(cases)('maps %s to %s', (_, parts, conclusion) => {
    expect(checkConclusion(decideOutcome(parts))).toBe(conclusion)
  })
})

describe('jobFails', () => {
  const cases: [string, RunParts, boolean][] = [
    ['no findings', finished({ counts: makeCounts() }), false],
    ['a breach', finished(), true],
    ['a breach with warn-only', finished({}, { config: makeConfig({ warnOnly: true }) }), false],
    ['not-awaited', stoppedBy('not-awaited', 'p'), false],
    ['timeout', stoppedBy('timeout', 'p'), true],
    ['aborted', stoppedBy('aborted', 'p'), true],
    ['error', stoppedBy('error', 'p'), true],
    ['config', stoppedBy('config', 'p'), true],
    ['no-key', stoppedBy('no-key', 'p'), true],
  ]
  it.each(cases)('for %s is %s', (_, parts, fails) => {
    expect(jobFails(decideOutcome(parts))).toBe(fails)
  })
})

describe('a gate that cannot trust the counts', () => {
  const untrusted = (warnOnly: boolean) =>
    finished(
      { stop: 'untrusted', problem: 'Scan x completed, but its findings_summary is null' },
      { config: makeConfig({ warnOnly }) },
    )

  it('says unknown, never passed, and fails the job and the check run', () => {
    const report = decideOutcome(untrusted(false))
    expect(report.gate).toMatchObject({
      result: 'unknown',
      reason: 'Scan x completed, but its findings_summary is null',
    })
    expect(jobFails(report)).toBe(true)
    expect(checkConclusion(report)).toBe('failure')
  })

  it('only warns with warn-only, and still says unknown', () => {
    const report = decideOutcome(untrusted(true))
    expect(report.gate.result).toBe('unknown')
    expect(jobFails(report)).toBe(false)
    expect(checkConclusion(report)).toBe('neutral')
  })
})
