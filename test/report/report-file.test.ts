import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  buildReportFile,
  renderReportFile,
  reportFileSchema,
} from '../../src/report/formats/report-file.js'
import { makeCounts, makeFinding, makeOutcome } from '../../testkit/builders/report.js'
import { makeEstimationFacts } from '../../testkit/builders/estimation.js'
import { makeDependencyHit, makeDependencyReport } from '../../testkit/builders/dependencies.js'
import { renderPublishedReportFileSchema } from '../../src/report/formats/report-file-sweep.js'
import { validateReportFile } from './report-file-validate.js'

describe('buildReportFile', () => {
  it('carries the target, estimation, scan, counts, gate, findings and dependencies', () => {
    const hostile = makeFinding({
      id: 'f1',
      severity: 'critical',
      title: '<img src=x onerror=alert(1)> | ::set-output name=a::b',
      filePath: 'src/a.ts',
      lineStart: 3,
    })
    const file = buildReportFile(
      makeOutcome({
        counts: makeCounts({ critical: 1 }),
        findings: [hostile],
        findingsRead: 'all',
        scan: { id: 'scan-1', status: 'completed', reused: true },
        estimation: makeEstimationFacts({ maxCredits: 20 }),
        dependencies: makeDependencyReport({ hits: [makeDependencyHit({ name: 'evil' })] }),
        gate: { result: 'failed', threshold: 'high', warnOnly: false, reason: '1 finding …' },
      }),
    )
    expect(file).toMatchObject({
      schemaVersion: 2,
      scan: { id: 'scan-1', status: 'completed', reused: true },
      estimation: {
        id: 'est-1',
        totalCredits: 12,
        triageFeeCredits: 3,
        scanCost: 15,
        maxCredits: 20,
      },
      counts: makeCounts({ critical: 1 }),
      gate: { result: 'failed', threshold: 'high' },
      findingsRead: 'all',
      dependencies: { hits: [{ name: 'evil', level: 'malicious' }] },
    })
    // Data, not rendering: the text is kept as sent, and JSON keeps it inert.
    expect(file.findings).toEqual([hostile])
    expect(JSON.parse(JSON.stringify(file))).toEqual(file)
    expect(reportFileSchema.safeParse(file).success).toBe(true)
  })

  it('hands on no count the gate could not trust, and no scan that was not started', () => {
    const file = buildReportFile(
      makeOutcome({
        scan: undefined,
        counts: makeCounts({ critical: 0 }),
        gate: { result: 'unknown', threshold: 'high', warnOnly: false, reason: 'r' },
      }),
    )
    expect(file.counts).toBeUndefined()
    expect(file.scan).toBeUndefined()
    expect(file.gate.result).toBe('unknown')
  })
})

describe('renderReportFile', () => {
  const textOf = (pieces: Iterable<string>) => [...pieces].join('')

  it('writes, in pieces, what JSON.stringify(file, null, 2) and a line break would', () => {
    const findings = Array.from({ length: 250 }, (_, i) =>
      makeFinding({
        id: `f${i}`,
        title: `Line\nbreak "quoted" \\ back\u2028slash ${i} 🔥 \ud800`,
        description: i % 2 === 0 ? '{\n  "looks": "like JSON"\n}' : undefined,
        filePath: `src/${i}.ts`,
        lineStart: i + 1,
      }),
    )
    const file = buildReportFile(
      makeOutcome({
        findings,
        counts: makeCounts({ high: 250 }),
        dependencies: makeDependencyReport({ hits: [makeDependencyHit({ name: 'evil' })] }),
        problem: 'stopped\nearly',
        notes: ['a note', ''],
      }),
    )
    const pieces = [...renderReportFile(file)]
    const expected = `${JSON.stringify(file, null, 2)}\n`
    expect(pieces.join('')).toBe(expected)
    // Never the whole text at once: the findings come a hundred at a time.
    expect(pieces.length).toBeGreaterThan(3)
    for (const piece of pieces) expect(piece.length).toBeLessThan(expected.length / 2)
  })

  it('writes an empty list of findings as JSON.stringify does', () => {
    const file = buildReportFile(makeOutcome({ findings: [], notes: [] }))
    expect(textOf(renderReportFile(file))).toBe(`${JSON.stringify(file, null, 2)}\n`)
  })
})

describe('docs/report-file.schema.json', () => {
  it('accepts a written file with many findings, each as the flow reads it (scanId included)', () => {
    // The flow's findings carry more than the schema allows a finding (scanId, as the client
    // reads it): a strict consumer rejects the whole file unless it is written through the schema.
    const findings = Array.from({ length: 250 }, (_, i) =>
      makeFinding({
        id: `f${i}`,
        scanId: 'scan-1',
        severity: i % 2 === 0 ? 'critical' : 'low',
        unknownSeverity: i % 7 === 0 ? 'urgent' : undefined,
        description: `d${i}`,
        filePath: `src/${i}.ts`,
        lineStart: i + 1,
        lineEnd: i + 2,
        cwe: 'CWE-89',
        ruleId: 'sql-injection',
        url: 'https://scanner.example/f',
      }),
    )
    const report = makeOutcome({
      findings,
      counts: makeCounts({ critical: 125, low: 125 }),
      findingsRead: 'all',
      scan: { id: 'scan-1', status: 'completed', reused: false },
      dependencies: makeDependencyReport({ hits: [makeDependencyHit({ name: 'evil' })] }),
      problem: 'stopped early',
    })
    const written = JSON.parse([...renderReportFile(buildReportFile(report))].join('')) as {
      findings: Record<string, unknown>[]
    }

    expect(validateReportFile(written)).toEqual([])
    expect(written.findings).toHaveLength(250)
    expect(written.findings[0]).toMatchObject({
      id: 'f0',
      unknownSeverity: 'urgent',
      cwe: 'CWE-89',
    })
    expect(written.findings.some((f) => 'scanId' in f)).toBe(false)
  })

  it('names what a strict consumer rejects: a field the schema does not publish', () => {
    const file = buildReportFile(makeOutcome({ findings: [makeFinding()] }))
    const tampered = { ...file, findings: [{ ...file.findings[0], scanId: 'scan-1' }] }
    // The schema is a run's file or a sweep's: Ajv says what fails in each.
    expect(validateReportFile(tampered)).toContainEqual(
      expect.stringContaining('/findings/0: must NOT have additional properties'),
    )
  })

  it('is the JSON Schema of the report file (npm run schema writes it)', () => {
    const committed = JSON.parse(
      readFileSync(new URL('../../docs/report-file.schema.json', import.meta.url), 'utf8'),
    ) as unknown
    expect(committed).toEqual(JSON.parse(renderPublishedReportFileSchema()))
  })
})
