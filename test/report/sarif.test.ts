import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import type { Log, Result, Run } from 'sarif'
import { describe, expect, it } from 'vitest'
import {
  buildSarif,
  SARIF_MAX_GZIP_BYTES,
  SARIF_MAX_RESULTS,
  type SarifDocument,
  type SarifOptions,
} from '../../src/report/formats/sarif.js'
import { SARIF_NO_PATH_URI } from '../../src/report/formats/sarif-result.js'
import { SEVERITIES, severityRank, type Finding, type Severity } from '../../src/service/finding.js'
import type { RunOutcome } from '../../src/outcome/outcome.js'
import { makeFinding, makeOutcome } from '../../testkit/builders/report.js'
import { validateWithMultitool, validateWithSchema } from './sarif-validate.js'
import { HEAD_SHA } from '../../testkit/ids.js'
import { stringsIn } from '../support/values.js'

const OPTIONS: SarifOptions = {
  toolVersion: '1.4.0',
  informationUri: 'https://github.com/acme/security-scan-action',
}
const FINGERPRINT = 'securityScanFinding/v1'
// eslint-disable-next-line no-control-regex
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/

function textOf(doc: SarifDocument): string {
  return [...doc.chunks].join('')
}

async function build(findings: Finding[], options: Partial<SarifOptions> = {}) {
  const doc = await buildSarif(makeOutcome({ findings }), { ...OPTIONS, ...options })
  const log = JSON.parse(textOf(doc)) as Log
  const run = log.runs[0] as Run
  return { doc, log, run, results: run.results ?? [], rules: run.tool.driver.rules ?? [] }
}

function uriOf(result: Result | undefined): string | undefined {
  return result?.locations?.[0]?.physicalLocation?.artifactLocation?.uri
}

function fingerprintOf(result: Result | undefined): string | undefined {
  return result?.partialFingerprints?.[FINGERPRINT]
}

function resultFor(results: Result[], findingId: string): Result {
  const result = results.find((r) => r.properties?.['finding-id'] === findingId)
  if (!result) throw new Error(`no result for ${findingId}`)
  return result
}

async function expectValid(text: string): Promise<void> {
  expect(validateWithSchema(JSON.parse(text))).toEqual([])
  expect((await validateWithMultitool(text)).errors).toEqual([])
}

const realistic: Finding[] = [
  makeFinding({
    id: 'info-abs',
    severity: 'info',
    title: 'Debug endpoint',
    filePath: '/home/runner/work/app/main.go',
    lineStart: 3,
  }),
  makeFinding({
    id: 'low-sqli',
    severity: 'low',
    ruleId: 'python.sql-injection',
    cwe: 'CWE-89',
    title: 'SQL injection (test helper)',
    filePath: 'app/db/other.py',
    lineStart: 5,
  }),
  makeFinding({
    id: 'crit-sqli',
    severity: 'critical',
    ruleId: 'python.sql-injection',
    cwe: 'CWE-89',
    title: 'SQL injection',
    description: 'User input reaches cursor.execute.',
    recommendation: 'Use bound parameters.',
    url: 'https://dash.example.test/findings/1',
    filePath: 'app/db/query.py',
    lineStart: 42,
    lineEnd: 44,
  }),
  makeFinding({
    id: 'high-xss-1',
    severity: 'high',
    cwe: 'CWE-79',
    title: 'Reflected XSS',
    filePath: 'web/templates/my page#1.html',
    lineStart: 7,
  }),
  makeFinding({
    id: 'high-xss-2',
    severity: 'high',
    cwe: 'CWE-79',
    title: 'Reflected XSS',
    filePath: 'web/a.html',
    lineStart: 3,
    lineEnd: 1,
  }),
  makeFinding({
    id: 'med-secret',
    severity: 'medium',
    title: 'Hard-coded  secret\n',
    filePath: 'config/settings 100%.yaml',
  }),
  makeFinding({
    id: 'low-up',
    severity: 'low',
    title: 'Path traversal',
    filePath: '../outside/file.js',
    lineStart: 1,
  }),
  makeFinding({ id: 'med-none', severity: 'medium', title: 'Weak TLS configuration' }),
]

describe('buildSarif', () => {
  it('writes a realistic report that the OASIS schema and the Multitool (GitHub rules) accept', async () => {
    const { doc, log, run, results } = await build(realistic)
    expect(doc).toMatchObject({ results: 8, findings: 8 })
    expect(doc.note).toBeUndefined()
    expect(log.version).toBe('2.1.0')
    expect(run.tool.driver).toMatchObject({
      name: 'security-scan-action',
      version: '1.4.0',
      informationUri: OPTIONS.informationUri,
    })
    expect(run.versionControlProvenance).toEqual([
      {
        repositoryUri: 'https://github.com/acme/webapp',
        mappedTo: { uriBaseId: '%SRCROOT%' },
        revisionId: HEAD_SHA,
        branch: 'feature/login',
      },
    ])
    expect(run.properties).toMatchObject({ 'scan-id': 'scan-42', 'findings-read': 'all' })
    // Most severe first, whatever the service's order.
    expect(results.map((r) => r.properties?.severity)).toEqual([
      'critical',
      'high',
      'high',
      'medium',
      'medium',
      'low',
      'low',
      'info',
    ])
    await expectValid(textOf(doc))
  })

  it('puts repository paths, percent-encoded per segment, and lines into locations', async () => {
    const { results } = await build(realistic)
    const location = (id: string) => resultFor(results, id).locations?.[0]?.physicalLocation
    expect(location('crit-sqli')).toEqual({
      artifactLocation: { uri: 'app/db/query.py', uriBaseId: '%SRCROOT%' },
      region: { startLine: 42, endLine: 44 },
    })
    expect(location('high-xss-1')?.artifactLocation?.uri).toBe('web/templates/my%20page%231.html')
    expect(location('high-xss-2')?.region).toEqual({ startLine: 3 })
    expect(location('med-secret')).toEqual({
      artifactLocation: { uri: 'config/settings%20100%25.yaml', uriBaseId: '%SRCROOT%' },
    })
  })

  it('never turns an absolute or `..` path into a location: such findings get the no-path URI', async () => {
    const { results } = await build(realistic)
    for (const id of ['info-abs', 'low-up', 'med-none']) {
      expect(resultFor(results, id).locations).toEqual([
        {
          physicalLocation: {
            artifactLocation: { uri: SARIF_NO_PATH_URI, uriBaseId: '%SRCROOT%' },
          },
        },
      ])
    }
    expect(resultFor(results, 'info-abs').message.text).toContain(
      '(reported at /home/runner/work/app/main.go)',
    )
    const uris = results.map(uriOf)
    expect(uris.filter((uri) => uri === SARIF_NO_PATH_URI)).toHaveLength(3)
    expect(uris.join(' ')).not.toMatch(/outside|home|\.\./)
  })

  it("describes each rule once per severity, so no alert shows another finding's severity", async () => {
    const { results, rules } = await build(realistic)
    expect(new Set(rules.map((r) => r.id)).size).toBe(rules.length)
    for (const result of results) expect(rules[result.ruleIndex ?? -1]?.id).toBe(result.ruleId)
    const sqli = rules.find((r) => r.id === 'python.sql-injection/critical')
    expect(sqli).toMatchObject({
      shortDescription: { text: 'SQL injection' },
      fullDescription: { text: 'User input reaches cursor.execute.' },
      help: { text: 'Use bound parameters.' },
      helpUri: 'https://dash.example.test/findings/1',
      defaultConfiguration: { level: 'error' },
      properties: { tags: ['security', 'CWE-89'], 'security-severity': '9.5' },
    })
    // The low finding of the same rule is a low alert, under a rule of its own.
    expect(resultFor(results, 'low-sqli')).toMatchObject({
      ruleId: 'python.sql-injection/low',
      level: 'note',
    })
    expect(rules.find((r) => r.id === 'python.sql-injection/low')).toMatchObject({
      properties: { 'security-severity': '2.0' },
    })
    // A rule only a CWE names is described by the CWE, not by one of its findings.
    expect(results.filter((r) => r.ruleId === 'CWE-79/high')).toHaveLength(2)
    expect(rules.find((r) => r.id === 'CWE-79/high')?.shortDescription?.text).toBe('CWE-79 (high)')
    const secret = resultFor(results, 'med-secret')
    const expectedId = `title-${createHash('sha256').update('Hard-coded secret').digest('hex').slice(0, 12)}`
    expect(secret.ruleId).toBe(`${expectedId}/medium`)
    expect(rules.find((r) => r.id === `${expectedId}/medium`)).toMatchObject({
      shortDescription: { text: 'Hard-coded secret' },
      help: { text: 'Hard-coded secret' },
    })
    expect(rules.find((r) => r.id === `${expectedId}/medium`)).not.toHaveProperty('helpUri')
  })

  it('maps severities to GitHub security-severity bands and result levels', async () => {
    const findings = SEVERITIES.map((severity) =>
      makeFinding({ id: severity, severity, ruleId: `r-${severity}`, filePath: 'a.ts' }),
    )
    const { results, rules } = await build(findings)
    const band = (score: number): Severity =>
      score >= 9
        ? 'critical'
        : score >= 7
          ? 'high'
          : score >= 4
            ? 'medium'
            : score >= 0.1
              ? 'low'
              : 'info'
    for (const severity of SEVERITIES) {
      const rule = rules.find((r) => r.id === `r-${severity}/${severity}`)
      const score = rule?.properties?.['security-severity'] as unknown
      expect(typeof score).toBe('string')
      // GitHub has no info band: info (0.5) shows as low, below every real low (2.0).
      expect(band(Number(score))).toBe(severity === 'info' ? 'low' : severity)
    }
    expect(results.map((r) => [r.properties?.severity, r.level])).toEqual([
      ['critical', 'error'],
      ['high', 'error'],
      ['medium', 'warning'],
      ['low', 'note'],
      ['info', 'note'],
    ])
  })

  it('carries trusted counts only', async () => {
    const counts = { critical: 1, high: 0, medium: 0, low: 0, info: 0 }
    const findings = [makeFinding({ severity: 'critical', filePath: 'a.ts' })]
    const trusted = makeOutcome({ findings, counts })
    const untrusted = makeOutcome({
      findings,
      counts,
      gate: { ...trusted.gate, result: 'unknown' },
    })
    const propertiesOf = async (report: RunOutcome) =>
      (JSON.parse(textOf(await buildSarif(report, OPTIONS))) as Log).runs[0]?.properties
    expect(await propertiesOf(trusted)).toMatchObject({ counts })
    expect(await propertiesOf(untrusted)).not.toHaveProperty('counts')
  })

  it('leaves out unsafe links and keeps results for findings without text', async () => {
    const { results, rules } = await build([
      makeFinding({ id: 'a', ruleId: 'a', url: 'javascript:alert(1)', filePath: 'a.ts' }),
      makeFinding({ id: 'b', ruleId: 'b', url: 'https://user:pw@evil.test/', filePath: 'b.ts' }),
      makeFinding({ id: 'c', title: ' \n\u0007 ', filePath: 'c.ts' }),
    ])
    for (const rule of rules) expect(rule).not.toHaveProperty('helpUri')
    for (const result of results) expect(result.properties).not.toHaveProperty('url')
    expect(resultFor(results, 'c').message.text).toBe('Untitled finding')
  })
})

describe('partialFingerprints', () => {
  const siblings = (lines: number[], ids = lines.map((l) => `f-${l}`)) =>
    lines.map((lineStart, i) =>
      makeFinding({
        id: ids[i],
        ruleId: 'r',
        title: 'Same title',
        filePath: 'src/a.ts',
        lineStart,
      }),
    )
  const byFinding = async (findings: Finding[]) => {
    const { results } = await build(findings)
    return findings.map((f) => fingerprintOf(resultFor(results, f.id)))
  }

  it('stay when a finding changes severity, and do not depend on a placeholder title naming the id', async () => {
    const a = makeFinding({ id: 'a', ruleId: 'r', severity: 'high', title: 'T', filePath: 'x.ts' })
    const b = { ...a, id: 'b', severity: 'low' as const }
    expect(await byFinding([a])).toEqual(await byFinding([b]))
    // The service sent no title: the finding is "Finding <id>", and ids change every scan.
    const untitled = (id: string) =>
      makeFinding({ id, title: `Finding ${id}`, description: 'Same weakness', filePath: 'x.ts' })
    expect(await byFinding([untitled('f1')])).toEqual(await byFinding([untitled('f2')]))
    expect((await build([untitled('f1')])).results[0]?.ruleId).toBe(
      (await build([untitled('f2')])).results[0]?.ruleId,
    )
  })

  it('are the same on every build and ignore the finding ids and the service order', async () => {
    const first = (await build(realistic)).results.map((r) => [
      r.properties?.['finding-id'],
      fingerprintOf(r),
    ])
    const renamed = [...realistic].reverse().map((f) => ({ ...f, id: `new-${f.id}` }))
    const again = (await build(renamed)).results.map((r) => [
      String(r.properties?.['finding-id']).replace('new-', ''),
      fingerprintOf(r),
    ])
    expect(again.sort()).toEqual(first.sort())
    for (const [, fingerprint] of first) expect(fingerprint).toMatch(/^[0-9a-f]{64}(:\d+)?$/)
  })

  it('keep findings of one rule, path and title apart, numbered in line order', async () => {
    const [low, high] = await byFinding(siblings([10, 20]))
    expect(low).toMatch(/^[0-9a-f]{64}$/)
    expect(high).toBe(`${low ?? ''}:2`)
    const [reordered20, reordered10] = await byFinding(siblings([20, 10]))
    expect([reordered10, reordered20]).toEqual([low, high])
  })

  it('count left-out findings as siblings, in line order and then the service order', async () => {
    const sibling = (id: string, severity: Severity, lineStart: number) =>
      makeFinding({ id, severity, ruleId: 'r', title: 'T', filePath: 'src/a.ts', lineStart })
    const findings = [
      sibling('low-5', 'low', 5),
      sibling('critical-5', 'critical', 5),
      sibling('high-1', 'high', 1),
    ]
    const all = await byFinding(findings)
    const hash = all[2] ?? ''
    expect(all).toEqual([`${hash}:2`, `${hash}:3`, hash])
    // Kept alone, the critical finding keeps the number its left-out siblings give it.
    const { results } = await build(findings, { maxResults: 1 })
    expect(results.map((r) => [r.properties?.['finding-id'], fingerprintOf(r)])).toEqual([
      ['critical-5', `${hash}:3`],
    ])
  })

  it('do not change when lines shift', async () => {
    expect(await byFinding(siblings([10, 20]))).toEqual(await byFinding(siblings([30, 45])))
    const [alone] = await byFinding(siblings([10]))
    expect(await byFinding(siblings([99]))).toEqual([alone])
  })

  it('differ by rule, path and title', async () => {
    const base = { id: 'x', ruleId: 'r', title: 'T', filePath: 'a.ts', lineStart: 1 }
    const fingerprints = await Promise.all(
      [base, { ...base, ruleId: 's' }, { ...base, filePath: 'b.ts' }, { ...base, title: 'U' }].map(
        async (f) => fingerprintOf((await build([makeFinding(f)])).results[0]),
      ),
    )
    expect(new Set(fingerprints).size).toBe(4)
  })
})

describe('the log text', () => {
  it('comes in pieces of compact JSON, the same on every reading', async () => {
    const findings = Array.from({ length: 250 }, (_, i) =>
      makeFinding({ id: `f${i}`, ruleId: `r${i % 3}`, filePath: `src/${i}.ts`, lineStart: 1 }),
    )
    const { doc, log } = await build(findings)
    const pieces = [...doc.chunks]
    const text = pieces.join('')
    expect(text).toBe(JSON.stringify(log))
    expect(textOf(doc)).toBe(text)
    // Never the whole log at once: the results come a hundred at a time.
    expect(pieces.length).toBeGreaterThan(3)
    for (const piece of pieces) expect(piece.length).toBeLessThan(text.length / 2)
  })
})

describe('untrusted text', () => {
  it('stays inert plain text and the log still validates', async () => {
    const hostile = makeFinding({
      id: 'evil',
      severity: 'critical',
      ruleId: 'rule\u0000\n::warning::x',
      cwe: 'CWE-79\u202e',
      title:
        '::error::pwned\u0007 <script>alert(1)</script> \u202egnp.exe [click](https://evil.test) \udc00',
      description:
        'line one\r\n::set-output name=x::y\u0000 \u2028 \u2066hidden\u2069 ![img](https://evil.test/x.png)',
      recommendation: '<img src=x onerror=alert(1)>\u009b',
      filePath: 'src/\u202eevil \ud800.ts',
      lineStart: 4,
      url: 'https://dash.example.test/f/1?q=<x>',
    })
    const { doc, results, rules } = await build([
      hostile,
      makeFinding({ id: 'ok', filePath: 'a.ts' }),
    ])
    for (const text of stringsIn(JSON.parse(textOf(doc)))) expect(text).not.toMatch(UNPRINTABLE)
    const message = resultFor(results, 'evil').message.text ?? ''
    // Plain text, not Markdown: HTML and `::` stay as written (nothing renders or runs them)…
    expect(message).toContain('<script>alert(1)</script>')
    expect(message).toContain('::error::pwned')
    // …but no SARIF embedded link survives, and the path is an ASCII URI.
    expect(textOf(doc)).not.toContain('](')
    expect(uriOf(resultFor(results, 'evil'))).toBe('src/%E2%80%AEevil%20%EF%BF%BD.ts')
    expect(rules[0]?.id).toBe('rule ::warning::x/critical')
    await expectValid(textOf(doc))
  })
})

describe('limits', () => {
  const mixed = (n: number): Finding[] =>
    Array.from({ length: n }, (_, i) =>
      makeFinding({
        id: `f${i}`,
        severity: SEVERITIES[(i * 3) % SEVERITIES.length],
        ruleId: `rule-${i % 7}`,
        title: `Finding ${i}`,
        // Incompressible text, so that size depends on the number of results.
        description: createHash('sha256').update(String(i)).digest('hex').repeat(4),
        filePath: `src/file${i}.ts`,
        lineStart: i + 1,
      }),
    )

  it('keeps the most severe maxResults and says what was left out', async () => {
    const findings = mixed(10)
    const { doc, results, rules } = await build(findings, { maxResults: 3 })
    expect(doc).toMatchObject({ results: 3, findings: 10 })
    expect(results.map((r) => r.properties?.severity)).toEqual(['critical', 'critical', 'high'])
    expect(doc.note).toBe(
      'SARIF: 3 of 10 findings kept (code scanning takes at most 3 results per run); the least severe were left out',
    )
    expect((await build(findings, { maxResults: 3 })).run.properties?.note).toBe(doc.note)
    expect(rules.map((r) => r.id).sort()).toEqual([...new Set(results.map((r) => r.ruleId))].sort())
  })

  it('keeps fewer results while the gzipped log is over maxGzipBytes', async () => {
    const findings = mixed(200)
    const full = await build(findings)
    const limit = Math.floor(gzipSync(textOf(full.doc)).length / 3)
    const { doc, results } = await build(findings, { maxGzipBytes: limit })
    expect(gzipSync(textOf(doc)).length).toBeLessThanOrEqual(limit)
    expect(doc.results).toBeGreaterThan(20)
    expect(doc.results).toBeLessThan(200)
    expect(results).toHaveLength(doc.results)
    expect(doc.note).toMatch(
      new RegExp(
        `^SARIF: ${doc.results} of 200 findings kept \\(code scanning takes at most 10 MB gzipped per upload\\)`,
      ),
    )
    const worstKept = Math.max(
      ...results.map((r) => severityRank(r.properties?.severity as Severity)),
    )
    const bestLeft = findings.filter(
      (f) => !results.some((r) => r.properties?.['finding-id'] === f.id),
    )
    expect(Math.min(...bestLeft.map((f) => severityRank(f.severity)))).toBeGreaterThanOrEqual(
      worstKept,
    )
    await expectValid(textOf(doc))
  })

  it('fits 100,000 findings into code scanning limits', async () => {
    const findings = Array.from({ length: 100_000 }, (_, i) =>
      makeFinding({
        id: `f${i}`,
        severity: SEVERITIES[i % SEVERITIES.length],
        ruleId: `rule-${i % 400}`,
        cwe: `CWE-${i % 80}`,
        title: `Finding ${i % 5_000}`,
        description: `Untrusted input reaches a sink at step ${i}.`,
        filePath: `src/dir${i % 300}/file ${i % 97}.ts`,
        lineStart: (i % 900) + 1,
      }),
    )
    const { doc, log, results } = await build(findings)
    expect(doc.results).toBe(SARIF_MAX_RESULTS)
    expect(results).toHaveLength(SARIF_MAX_RESULTS)
    expect(gzipSync(textOf(doc)).length).toBeLessThanOrEqual(SARIF_MAX_GZIP_BYTES)
    expect(doc.note).toBe(
      'SARIF: 25,000 of 100,000 findings kept (code scanning takes at most 25,000 results per run); the least severe were left out',
    )
    // 20,000 critical, then the first 5,000 high.
    expect(results.filter((r) => r.properties?.severity === 'critical')).toHaveLength(20_000)
    expect(
      results.every((r) => ['critical', 'high'].includes(String(r.properties?.severity))),
    ).toBe(true)
    // The Multitool takes about 40 s on a log this size: the schema check covers it here.
    expect(validateWithSchema(log)).toEqual([])
  })

  it('writes an empty run for a report without findings, so code scanning closes old alerts', async () => {
    const { doc, run } = await build([])
    expect(doc).toEqual({ chunks: doc.chunks, results: 0, findings: 0 })
    expect(run.results).toEqual([])
    expect(run.tool.driver.rules).toEqual([])
    await expectValid(textOf(doc))
  })
})

describe('the validators', () => {
  it('catch what the schema forbids and what GitHub rejects', async () => {
    const { log } = await build(realistic.slice(2, 3))
    const run = log.runs[0] as Run
    const result = run.results?.[0] as Result
    expect(
      validateWithSchema({ ...log, runs: [{ ...run, results: [{ ...result, level: 'fatal' }] }] }),
    ).not.toEqual([])
    const withoutLocation = {
      ...log,
      runs: [{ ...run, results: [{ ...result, locations: undefined }] }],
    }
    // The schema allows a result without a location; code scanning does not.
    expect(validateWithSchema(withoutLocation)).toEqual([])
    const { errors } = await validateWithMultitool(JSON.stringify(withoutLocation))
    expect(errors.join('\n')).toMatch(/GH1015: .*does not provide a 'locations' array/)
    const spaced = JSON.stringify(log).replace('app/db/query.py', 'app/db/my query.py')
    expect(validateWithSchema(JSON.parse(spaced))).toEqual([
      expect.stringContaining('must match format "uri-reference"'),
    ])
  })
})
