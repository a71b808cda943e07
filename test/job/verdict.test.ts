/**
 * The end of a job, one table for the three entries: a run's outcome (the action, the command
 * line) or a sweep's → fail, warn or pass; the exit code a script acts on (0 passed, 1 a breach,
 * 2 not valid, 3 no verdict); the last line; and the lines before it.
 */
import { describe, expect, it } from 'vitest'
import { decideVerdict, endJob, endOfRun, EXIT_CODES, type Verdict } from '../../src/job/verdict.js'
import type { RunOutcome } from '../../src/outcome/outcome.js'
import { decideSweep, endOfSweep } from '../../src/sweep/outcome.js'
import { makeDependencyHit, makeDependencyReport } from '../../testkit/builders/dependencies.js'
import { makeOutcome } from '../../testkit/builders/report.js'
import { fakePorts } from '../../testkit/fakes/ports.js'
import { judgedItem, unjudgedItem } from '../sweep/helpers.js'

const BREACH = '1 finding at or above high (1 high)'
const FAILED_GATE = {
  result: 'failed',
  threshold: 'high',
  warnOnly: false,
  reason: BREACH,
} as const
const OUTAGE_PASSED = 'on-service-error is warn, so the job passes with result unknown'

function gateOf(result: RunOutcome['gate']['result'], reason = BREACH, warnOnly = false) {
  return { ...FAILED_GATE, result, reason, warnOnly }
}

const malicious = makeDependencyReport({ hits: [makeDependencyHit({ name: 'event-stream' })] })

function verdictOfRun(overrides: Partial<RunOutcome>): Verdict {
  return decideVerdict(endOfRun(makeOutcome(overrides)))
}

describe('the verdict of a run', () => {
  it('pins the exit codes', () => {
    expect(EXIT_CODES).toEqual({ passed: 0, gateFailed: 1, usage: 2, unknown: 3 })
  })

  it.each<[string, Partial<RunOutcome>, Verdict['level'], number]>([
    ['passed', {}, 'pass', 0],
    ['warned (warn-only)', { gate: gateOf('warned', BREACH, true) }, 'warn', 0],
    ['failed, the gate judged (stop undefined)', { gate: FAILED_GATE }, 'fail', 1],
    ['a malicious dependency', { gate: FAILED_GATE, dependencies: malicious }, 'fail', 1],
    [
      'a malicious dependency, even when the scan timed out',
      { gate: FAILED_GATE, stop: 'timeout', dependencies: malicious },
      'fail',
      1,
    ],
    [
      'a malicious dependency, with the scan not awaited',
      { gate: FAILED_GATE, stop: 'not-awaited', dependencies: malicious },
      'fail',
      1,
    ],
    [
      'a dependency check that could not run, and nothing else',
      { gate: FAILED_GATE, dependencies: makeDependencyReport({ problem: 'no verdicts' }) },
      'fail',
      3,
    ],
    ['stop timeout', { gate: gateOf('pending'), stop: 'timeout' }, 'fail', 3],
    ['stop aborted', { gate: gateOf('pending'), stop: 'aborted' }, 'fail', 3],
    ['stop error', { gate: FAILED_GATE, stop: 'error' }, 'fail', 3],
    ['stop untrusted', { gate: gateOf('unknown'), stop: 'untrusted' }, 'fail', 3],
    ['stop no-key', { gate: gateOf('unknown'), stop: 'no-key' }, 'fail', 3],
    ['stop config', { gate: FAILED_GATE, stop: 'config' }, 'fail', 2],
    [
      'stop config, with a malicious dependency',
      { stop: 'config', dependencies: malicious },
      'fail',
      2,
    ],
    ['not awaited', { gate: gateOf('pending'), stop: 'not-awaited' }, 'pass', 0],
    [
      'unknown with warn-only',
      { gate: gateOf('unknown', BREACH, true), stop: 'untrusted' },
      'warn',
      0,
    ],
    [
      'an outage with on-service-error warn',
      { gate: gateOf('unknown'), stop: 'error', serviceOutage: { onServiceError: 'warn' } },
      'warn',
      0,
    ],
    [
      'an outage with on-service-error fail',
      { gate: FAILED_GATE, stop: 'error', serviceOutage: { onServiceError: 'fail' } },
      'fail',
      3,
    ],
  ])('%s → %s, exit %i', (_, overrides, level, exitCode) => {
    expect(verdictOfRun(overrides)).toMatchObject({ level, exitCode })
  })

  it.each<[string, Partial<RunOutcome>, Omit<Verdict, 'exitCode' | 'before'>]>([
    [
      'a pass says the gate',
      {},
      {
        level: 'pass',
        result: 'passed',
        message: 'no findings at or above high',
        reason: 'no findings at or above high',
      },
    ],
    [
      'a pass that did not wait says why',
      { gate: gateOf('pending', 'pending'), stop: 'not-awaited', problem: 'not awaited' },
      { level: 'pass', result: 'pending', message: 'not awaited', reason: 'not awaited' },
    ],
    [
      'a breach fails with the gate',
      { gate: FAILED_GATE },
      { level: 'fail', result: 'failed', message: BREACH, reason: BREACH },
    ],
    [
      // The action fails with the gate's reason; the command line names what stopped the run.
      'a stop beside a malicious dependency',
      {
        gate: gateOf('failed', 'timed out; 1 malicious dependency'),
        stop: 'timeout',
        problem: 'timed out',
        dependencies: malicious,
      },
      {
        level: 'fail',
        result: 'failed',
        message: 'timed out; 1 malicious dependency',
        reason: 'timed out',
      },
    ],
    [
      'an outage with on-service-error warn says the job passes',
      {
        gate: gateOf('unknown', 'service down'),
        stop: 'error',
        problem: 'service down',
        serviceOutage: { onServiceError: 'warn' },
      },
      {
        level: 'warn',
        result: 'unknown',
        message: `service down; ${OUTAGE_PASSED}`,
        reason: 'service down',
      },
    ],
    [
      'a warning without an outage is the gate alone',
      { gate: gateOf('warned', `${BREACH} (warn-only)`, true) },
      {
        level: 'warn',
        result: 'warned',
        message: `${BREACH} (warn-only)`,
        reason: `${BREACH} (warn-only)`,
      },
    ],
  ])('%s', (_, overrides, expected) => {
    expect(verdictOfRun(overrides)).toMatchObject({ ...expected, before: [] })
  })
})

describe('the verdict of a sweep', () => {
  const GATE = { failOnSeverity: 'high', warnOnly: false } as const
  const STILL_RUNNING =
    'Scans still running on the service (a re-run follows them, and pays for none twice)'

  it.each<[string, Parameters<typeof decideSweep>[0], Omit<Verdict, 'message' | 'reason'>]>([
    [
      'every repository clean passes',
      { items: [judgedItem('acme/a')] },
      { level: 'pass', exitCode: 0, result: 'passed', before: [] },
    ],
    [
      'a skipped repository is never silent, even in a pass',
      { items: [judgedItem('acme/a'), unjudgedItem('acme/b', 'skipped', 'over max-credits')] },
      { level: 'warn', exitCode: 0, result: 'passed', before: [] },
    ],
    [
      'a breach fails',
      { items: [judgedItem('acme/a', { high: 1 })] },
      { level: 'fail', exitCode: 1, result: 'failed', before: [] },
    ],
    [
      'a repository that could not be judged fails',
      { items: [unjudgedItem('acme/a', 'failed', 'service down')] },
      { level: 'fail', exitCode: 3, result: 'unknown', before: [] },
    ],
    [
      'scans left running are listed before the warning',
      {
        items: [
          unjudgedItem('acme/a', 'failed', 'not awaited', { stop: 'not-awaited', scanId: 's-1' }),
          unjudgedItem('acme/b', 'failed', 'not awaited', { stop: 'not-awaited', scanId: 's-2' }),
        ],
      },
      {
        level: 'warn',
        exitCode: 0,
        result: 'warned',
        before: [`${STILL_RUNNING}: acme/a s-1, acme/b s-2`],
      },
    ],
  ])('%s', (_, run, expected) => {
    const outcome = decideSweep(run, GATE)
    // The sweep's last line is its gate's reason, whatever the level.
    expect(decideVerdict(endOfSweep(outcome))).toEqual({
      ...expected,
      message: outcome.gate.reason,
      reason: outcome.gate.reason,
    })
    expect(outcome.gate.reason).not.toBe('')
  })

  it('a sweep that stopped early fails with its reason, which says so', () => {
    const outcome = decideSweep({ items: [judgedItem('acme/a')], problem: 'cancelled' }, GATE)
    expect(decideVerdict(endOfSweep(outcome))).toMatchObject({
      level: 'fail',
      exitCode: 3,
      message: 'the sweep stopped early: cancelled',
    })
  })
})

describe('endJob', () => {
  it.each<[Verdict['level'], string[], string[]]>([
    ['fail', ['info: a re-run follows'], ['why']],
    ['warn', ['info: a re-run follows', 'warning: why'], []],
    ['pass', ['info: a re-run follows', 'info: why'], []],
  ])('%s: the lines before, then the last through the runner', (level, lines, failures) => {
    const ports = fakePorts({})
    const verdict: Verdict = {
      level,
      exitCode: 0,
      result: 'passed',
      before: ['a re-run follows'],
      message: 'why',
      reason: 'not this',
    }
    endJob(verdict, ports)
    expect(ports.log.lines).toEqual(lines)
    expect(ports.failures).toEqual(failures)
  })
})
