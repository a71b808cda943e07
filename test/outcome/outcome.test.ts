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
import { makeSuppression } from '../../testkit/builders/policy.js'

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
    expect(report.problem).toBeUndefined()
    expect(report.stop).toBeUndefined()
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
  const cases: [string, string, RunParts][] = [
    ['no findings', 'success', finished({ counts: makeCounts() })],
    ['a breach', 'failure', finished()],
    [
      'a breach with warn-only',
      'neutral',
      finished({}, { config: makeConfig({ warnOnly: true }) }),
    ],
    ['not-awaited', 'neutral', stoppedBy('not-awaited', 'p')],
    ['timeout', 'timed_out', stoppedBy('timeout', 'p')],
    ['aborted', 'cancelled', stoppedBy('aborted', 'p')],
    ['error', 'failure', stoppedBy('error', 'p')],
    ['config', 'failure', stoppedBy('config', 'p')],
    ['no-key', 'failure', stoppedBy('no-key', 'p')],
  ]
  it.each(cases)('maps %s to %s', (_, conclusion, parts) => {
    expect(checkConclusion(decideOutcome(parts))).toBe(conclusion)
  })
})

describe('jobFails', () => {
  const cases: [string, boolean, RunParts][] = [
    ['no findings', false, finished({ counts: makeCounts() })],
    ['a breach', true, finished()],
    ['a breach with warn-only', false, finished({}, { config: makeConfig({ warnOnly: true }) })],
    ['not-awaited', false, stoppedBy('not-awaited', 'p')],
    ['timeout', true, stoppedBy('timeout', 'p')],
    ['aborted', true, stoppedBy('aborted', 'p')],
    ['error', true, stoppedBy('error', 'p')],
    ['config', true, stoppedBy('config', 'p')],
    ['no-key', true, stoppedBy('no-key', 'p')],
  ]
  it.each(cases)('for %s is %s', (_, fails, parts) => {
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

describe('a policy file', () => {
  const critical = makeFinding({ id: 'c', severity: 'critical' })
  const suppression = makeSuppression({ id: 'c' })
  const applied = {
    coverageOf: (f: { id: string }) =>
      f.id === 'c' ? { kind: 'suppressed' as const, suppression } : undefined,
    suppressed: 1,
    excluded: 0,
    expiringSoon: [],
    lapsed: [],
    unused: [],
  }
  const loaded = { path: '.github/security-scan.yml', source: 'checkout' as const }
  const policed = (counts = makeCounts({ critical: 1 })): RunParts =>
    finished(
      { counts, collected: { findings: [critical], complete: true, notes: [] } },
      { policy: { loaded, applied, wouldCover: [], expiryWarningDays: 14 } },
    )

  it('gates on what it does not cover, and says what it kept from the gate', () => {
    const outcome = decideOutcome(policed())
    expect(outcome.gate).toMatchObject({
      result: 'passed',
      reason: 'no findings at or above high (1 suppressed by the policy file)',
    })
    expect(outcome.policy).toMatchObject({ path: loaded.path, applied, onServiceError: 'fail' })
  })

  it('cannot judge, and fails closed, when the findings read do not add up to the counts', () => {
    const outcome = decideOutcome(policed(makeCounts({ critical: 2 })))
    expect(outcome).toMatchObject({ stop: 'untrusted', gate: { result: 'unknown' } })
    expect(outcome.problem).toContain('critical: 2 counted, 1 read')
    expect(jobFails(outcome)).toBe(true)
  })
})

describe('an outage of the service', () => {
  const outage = (onServiceError: 'fail' | 'warn', scanned: Partial<ScanResult> = {}) =>
    finished(
      {
        stop: 'error',
        problem: 'POST /cost-estimations failed (http 503)',
        outage: true,
        counts: undefined,
        collected: undefined,
        ...scanned,
      },
      { config: makeConfig({ onServiceError }) },
    )

  it('with on-service-error warn passes the job with result unknown, and says so', () => {
    const outcome = decideOutcome(outage('warn'))
    expect(outcome.gate.result).toBe('unknown')
    // Every report adds a line of its own saying the outage passed the job.
    expect(outcome.gate.reason).toBe('POST /cost-estimations failed (http 503)')
    expect(outcome.serviceOutage).toEqual({ onServiceError: 'warn' })
    expect(jobFails(outcome)).toBe(false)
    expect(checkConclusion(outcome)).toBe('neutral')
  })

  it('with fail (the default) fails as before', () => {
    const outcome = decideOutcome(outage('fail'))
    expect(outcome.gate).toMatchObject({
      result: 'failed',
      reason: 'POST /cost-estimations failed (http 503)',
    })
    expect(jobFails(outcome)).toBe(true)
  })

  it("takes the policy file's on-service-error over the input's, in the gate and the reports", () => {
    const withPolicy = (input: 'fail' | 'warn', file: 'fail' | 'warn'): RunParts => ({
      ...outage(input),
      policy: {
        loaded: {
          path: '.github/security-scan.yml',
          source: 'checkout',
          policy: {
            path: '.github/security-scan.yml',
            suppressions: [],
            excludePaths: [],
            onServiceError: file,
          },
        },
        wouldCover: [],
        expiryWarningDays: 14,
      },
    })
    const passes = decideOutcome(withPolicy('fail', 'warn'))
    expect(passes.gate.result).toBe('unknown')
    expect(passes.serviceOutage).toEqual({ onServiceError: 'warn' })
    expect(passes.policy?.onServiceError).toBe('warn')
    expect(jobFails(passes)).toBe(false)
    const fails = decideOutcome(withPolicy('warn', 'fail'))
    expect(fails.gate.result).toBe('failed')
    expect(fails.serviceOutage).toEqual({ onServiceError: 'fail' })
    expect(fails.policy?.onServiceError).toBe('fail')
    expect(jobFails(fails)).toBe(true)
  })

  it('never passes a gate the service answered, nor a malicious dependency', () => {
    // Counts were read: the service answered the gate, whatever failed after.
    const answered = decideOutcome(outage('warn', { counts: makeCounts({ critical: 1 }) }))
    expect(answered.serviceOutage).toBeUndefined()
    expect(jobFails(answered)).toBe(true)
    const malicious = decideOutcome({
      ...outage('warn'),
      dependencies: {
        scope: 'every lockfile',
        lockfiles: [],
        packagesChecked: 1,
        hits: [{ name: 'evil', version: '1.0.0', level: 'malicious', locations: [] }],
        errors: [],
        notes: [],
      },
    })
    expect(malicious.gate.result).toBe('failed')
    expect(jobFails(malicious)).toBe(true)
  })
})
