/**
 * writeReports: each report asked for, in its format, each guarded. (The exit code a script acts
 * on is the job's verdict: test/job/verdict.test.ts.)
 */
import { describe, expect, it } from 'vitest'
import { writeReports, type ReportRequest } from '../../src/cli/reports.js'
import { makeFinding, makeOutcome } from '../../testkit/builders/report.js'
import { fakePorts } from '../../testkit/fakes/ports.js'
import { makeBaselineOutcome } from '../report/baseline-outcome.js'

const FAILED_GATE = {
  result: 'failed',
  threshold: 'high',
  warnOnly: false,
  reason: '1 finding at or above high (1 high)',
} as const

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
  it('with gate: new, every format says which findings are new', async () => {
    const ports = fakePorts({})
    await writeReports(makeBaselineOutcome(), ports, every, times)
    expect(ports.files['-']).toContain('Command injection [new]')
    const json = JSON.parse(ports.files['report.json'] ?? '') as {
      baseline: { counts: unknown }
      findings: { id: string; baselineState?: string }[]
    }
    expect(json.baseline.counts).toEqual({ new: 1, existing: 2, fixed: 1 })
    expect(json.findings.find((f) => f.id === 'n-1')?.baselineState).toBe('new')
    expect(ports.files['scan.sarif']).toContain('"baselineState":"unchanged"')
    expect(ports.files['gl-sast-report.json']).toContain('"value":"New: introduced by this change')
    expect(ports.files['junit.xml']).toContain('<system-out>Existing: on main at 0000000')
    expect(ports.log.at('warning')).toEqual([])
  })
})
