/**
 * The exit code a script acts on, told apart from the action's one fail-closed rule (jobFails):
 * 0 passed, 1 a breach, 2 not valid, 3 no verdict; and writeReports, each report guarded.
 */
import { describe, expect, it } from 'vitest'
import { EXIT_CODES, exitCodeOf, writeReports, type ReportRequest } from '../../src/cli/reports.js'
import type { RunOutcome } from '../../src/outcome/outcome.js'
import { makeDependencyHit, makeDependencyReport } from '../../testkit/builders/dependencies.js'
import { makeFinding, makeOutcome } from '../../testkit/builders/report.js'
import { fakePorts } from '../../testkit/fakes/ports.js'

const FAILED_GATE = {
  result: 'failed',
  threshold: 'high',
  warnOnly: false,
  reason: '1 finding at or above high (1 high)',
} as const

function gateOf(result: RunOutcome['gate']['result'], warnOnly = false): RunOutcome['gate'] {
  return { ...FAILED_GATE, result, warnOnly }
}

const malicious = makeDependencyReport({ hits: [makeDependencyHit({ name: 'event-stream' })] })

describe('exitCodeOf', () => {
  it('pins the codes', () => {
    expect(EXIT_CODES).toEqual({ passed: 0, gateFailed: 1, usage: 2, unknown: 3 })
  })

  it.each<[string, Partial<RunOutcome>, number]>([
    ['passed', {}, 0],
    ['warned (warn-only)', { gate: gateOf('warned', true) }, 0],
    ['failed, the gate judged (stop undefined)', { gate: FAILED_GATE }, 1],
    ['a malicious dependency', { gate: FAILED_GATE, dependencies: malicious }, 1],
    [
      'a malicious dependency, even when the scan timed out',
      { gate: FAILED_GATE, stop: 'timeout', dependencies: malicious },
      1,
    ],
    [
      'a malicious dependency, with the scan not awaited',
      { gate: FAILED_GATE, stop: 'not-awaited', dependencies: malicious },
      1,
    ],
    [
      'a dependency check that could not run, and nothing else',
      { gate: FAILED_GATE, dependencies: makeDependencyReport({ problem: 'no verdicts' }) },
      3,
    ],
    ['stop timeout', { gate: gateOf('pending'), stop: 'timeout' }, 3],
    ['stop aborted', { gate: gateOf('pending'), stop: 'aborted' }, 3],
    ['stop error', { gate: FAILED_GATE, stop: 'error' }, 3],
    ['stop untrusted', { gate: gateOf('unknown'), stop: 'untrusted' }, 3],
    ['stop no-key', { gate: gateOf('unknown'), stop: 'no-key' }, 3],
    ['stop config', { gate: FAILED_GATE, stop: 'config' }, 2],
    ['stop config, with a malicious dependency', { stop: 'config', dependencies: malicious }, 2],
    ['not awaited', { gate: gateOf('pending'), stop: 'not-awaited' }, 0],
    ['unknown with warn-only', { gate: gateOf('unknown', true), stop: 'untrusted' }, 0],
    [
      'an outage with on-service-error warn',
      { gate: gateOf('unknown'), stop: 'error', serviceOutage: { onServiceError: 'warn' } },
      0,
    ],
    [
      'an outage with on-service-error fail',
      { gate: FAILED_GATE, stop: 'error', serviceOutage: { onServiceError: 'fail' } },
      3,
    ],
  ])('%s → %i', (_, overrides, code) => {
    expect(exitCodeOf(makeOutcome(overrides))).toBe(code)
  })
})

describe('writeReports', () => {
  const times = {
    startedAtMs: Date.UTC(2030, 0, 1, 10, 0, 0),
    endedAtMs: Date.UTC(2030, 0, 1, 10, 5, 30),
  }
  const outcome = makeOutcome({
    gate: FAILED_GATE,
    counts: { critical: 0, high: 1, medium: 0, low: 0, info: 0 },
    findings: [makeFinding({ filePath: 'src/db.ts', lineStart: 12 })],
  })
  const every: ReportRequest[] = [
    { format: 'text', path: '-' },
    { format: 'json', path: 'report.json' },
    { format: 'sarif', path: 'scan.sarif' },
    { format: 'gitlab-sast', path: 'gl-sast-report.json' },
    { format: 'junit', path: 'junit.xml' },
  ]

  it('writes each report asked for, each in its format, to its path', async () => {
    const ports = fakePorts({})
    await writeReports(outcome, ports, every, times)
    expect(Object.keys(ports.files).sort()).toEqual(
      ['-', 'report.json', 'scan.sarif', 'gl-sast-report.json', 'junit.xml'].sort(),
    )
    expect(ports.files['-']).toMatch(/^FAILED: 1 finding at or above high/)
    expect(JSON.parse(ports.files['report.json'] ?? '')).toMatchObject({
      gate: { result: 'failed' },
    })
    expect(JSON.parse(ports.files['scan.sarif'] ?? '')).toMatchObject({ version: '2.1.0' })
    expect(JSON.parse(ports.files['gl-sast-report.json'] ?? '')).toMatchObject({
      scan: { start_time: '2030-01-01T10:00:00', end_time: '2030-01-01T10:05:30' },
    })
    expect(ports.files['junit.xml']).toContain('<testsuites')
    expect(ports.log.at('warning')).toEqual([])
  })

  it('a report that cannot be written is a warning; the others are still written', async () => {
    const ports = fakePorts({})
    const writeFile = ports.writeFile
    ports.writeFile = (path, chunks) =>
      path === 'junit.xml'
        ? Promise.reject(new Error('EACCES: junit.xml'))
        : writeFile!(path, chunks)
    await writeReports(outcome, ports, [every[4]!, ...every.slice(0, 4)], times)
    expect(ports.log.at('warning')).toEqual(['Could not write the junit report: EACCES: junit.xml'])
    expect(Object.keys(ports.files)).toHaveLength(4)
  })

  it('on stdout, the job log, a document keeps no log command but the same values; a file is as rendered', async () => {
    const title = '::error::pwned ##vso[task.complete result=Succeeded]'
    const hostile = makeOutcome({ ...outcome, findings: [makeFinding({ title })] })
    const ports = fakePorts({})
    const requests: ReportRequest[] = [
      { format: 'json', path: '-' },
      { format: 'json', path: 'report.json' },
    ]
    await writeReports(hostile, ports, requests, times)
    expect(ports.files['-']).not.toMatch(/::|##vso\[/)
    expect(JSON.parse(ports.files['-'] ?? '')).toEqual(JSON.parse(ports.files['report.json'] ?? ''))
    expect(ports.files['report.json']).toContain(title)
    const junit = fakePorts({})
    await writeReports(hostile, junit, [{ format: 'junit', path: '-' }], times)
    expect(junit.files['-']).not.toMatch(/::|##vso\[/)
    expect(junit.files['-']).toContain('&#58;')
  })

  it('without a file port, writes nothing and does not throw', async () => {
    const { writeFile: _, ...ports } = fakePorts({})
    await expect(writeReports(outcome, ports, every, times)).resolves.toBeUndefined()
  })
})
