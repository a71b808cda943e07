import fc from 'fast-check'
import * as core from '@actions/core'
import { describe, expect, it, vi } from 'vitest'
import {
  ANNOTATION_MESSAGE_MAX_CHARS,
  ANNOTATION_TITLE_MAX_CHARS,
  buildCheckAnnotations,
  LOG_ANNOTATIONS_PER_LEVEL,
  selectLogAnnotations,
  type LogAnnotation,
} from '../../src/report/annotations.js'
import { CHECK_SUMMARY_MAX_CHARS, renderCheckRunOutput } from '../../src/report/check-output.js'
import { selectDependencyLogAnnotations } from '../../src/report/dependency-annotations.js'
import type { RunOutcome } from '../../src/outcome/outcome.js'
import type { EstimationFacts } from '../../src/scan/estimate.js'
import type { GateResult } from '../../src/gate/gate.js'
import type { DependencyReport } from '../../src/deps/report.js'
import { totalFindings } from '../../src/service/finding.js'
import { buildOutputs, OUTPUT_NAMES } from '../../src/report/outputs.js'
import { renderSummary } from '../../src/report/summary.js'
import { SEVERITIES, type Finding } from '../../src/service/finding.js'
import { expectNoRawHtml, parseWorkflowCommand, splitLines } from '../e2e/safety.js'
import { countUnescapedPipes } from '../support/markdown.js'
import { makeCounts, makeFinding, makeOutcome } from '../../testkit/builders/report.js'
import { makeDependencyHit, makeDependencyReport } from '../../testkit/builders/dependencies.js'
import { anyText, LINE_BREAK, longText, RAW_HTML_START, RUNS, UNPRINTABLE } from './arbitraries.js'

const opt = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> =>
  fc.option(arb, { nil: undefined, freq: 3 })

const urlText = fc.oneof(
  anyText,
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  anyText.map((s) => `https://dash.example.test/${s}`),
)
const line = fc.integer({ min: 1, max: 1_000_000 })
const anyNumber = fc.oneof(fc.integer({ min: -5, max: 1_000 }), fc.double())

const finding: fc.Arbitrary<Finding> = fc
  .record({
    id: anyText,
    title: longText,
    severity: fc.constantFrom(...SEVERITIES),
    description: opt(longText),
    filePath: opt(
      fc.oneof(
        anyText,
        anyText.map((s) => `src/${s}`),
        fc.constantFrom('/etc/passwd', '../x'),
      ),
    ),
    lineStart: opt(line),
    lineEnd: opt(line),
    cwe: opt(anyText),
    ruleId: opt(anyText),
    recommendation: opt(longText),
    url: opt(urlText),
  })
  .map((fields) =>
    makeFinding(
      Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<
        Pick<Finding, keyof typeof fields>
      >,
    ),
  )

const dependencies: fc.Arbitrary<DependencyReport> = fc
  .record({
    scope: anyText,
    hits: fc.array(
      fc
        .record({
          name: anyText,
          version: anyText,
          level: fc.constantFrom('malicious', 'suspicious' as const),
          summary: opt(longText),
          confidence: opt(anyText),
          osvId: opt(anyText),
          locations: fc.array(fc.record({ path: anyText, line: opt(line) }), { maxLength: 5 }),
        })
        .map(({ summary, confidence, osvId, ...hit }) =>
          makeDependencyHit({
            ...hit,
            ...(summary === undefined ? {} : { summary }),
            ...(confidence === undefined ? {} : { confidence }),
            ...(osvId === undefined ? {} : { osvId }),
          }),
        ),
      { maxLength: 8 },
    ),
    lockfiles: fc.array(fc.record({ path: anyText, packages: fc.nat(), error: opt(anyText) }), {
      maxLength: 4,
    }),
    errors: fc.array(fc.record({ name: anyText, version: opt(anyText), message: anyText }), {
      maxLength: 4,
    }),
    problem: opt(anyText),
    notes: fc.array(anyText, { maxLength: 3 }),
  })
  .map(({ problem, ...deps }) =>
    makeDependencyReport({ ...deps, ...(problem === undefined ? {} : { problem }) }),
  )

const estimation: fc.Arbitrary<EstimationFacts> = fc.record({
  id: anyText,
  status: anyText,
  totalCredits: opt(anyNumber),
  triageRequired: fc.boolean(),
  triageFeeCredits: anyNumber,
  scanCost: opt(anyNumber),
  maxCredits: opt(anyNumber),
  applications: fc.array(fc.record({ name: anyText, rootPath: anyText, repoUrl: anyText }), {
    maxLength: 3,
  }),
  repoCount: fc.nat(),
  reposFromCache: fc.nat(),
  unsupportedLanguages: fc.array(anyText, { maxLength: 3 }),
  failedRepos: fc.array(
    fc.record(
      { repoUrl: anyText, error: anyText, failureReason: anyText },
      { requiredKeys: ['repoUrl'] },
    ),
    { maxLength: 3 },
  ),
})

const report: fc.Arbitrary<RunOutcome> = fc
  .record({
    scanType: fc.constantFrom('pr', 'full' as const),
    repository: anyText,
    branch: longText,
    headSha: opt(anyText),
    scan: opt(
      fc.record(
        { id: anyText, status: anyText, url: urlText, reused: fc.boolean() },
        { requiredKeys: ['id', 'status'] },
      ),
    ),
    counts: opt(
      fc.record({
        critical: anyNumber,
        high: anyNumber,
        medium: anyNumber,
        low: anyNumber,
        info: anyNumber,
      }),
    ),
    findings: fc.array(finding, { maxLength: 25 }),
    findingsRead: fc.constantFrom('all', 'partial', 'none' as const),
    result: fc.constantFrom<GateResult>('passed', 'failed', 'warned', 'pending'),
    reason: anyText,
    problem: opt(longText),
    notes: fc.array(anyText, { maxLength: 4 }),
    dependencies: opt(dependencies),
    estimation: opt(estimation),
  })
  .map((r) =>
    makeOutcome({
      target: {
        scanType: r.scanType,
        repository: r.repository,
        repoUrl: 'https://github.com/acme/webapp',
        branch: r.branch,
        prNumber: 7,
        ...(r.headSha === undefined ? {} : { headSha: r.headSha }),
      },
      ...(r.scan === undefined ? { scan: undefined } : { scan: r.scan }),
      counts: r.counts === undefined ? undefined : makeCounts(r.counts),
      findings: r.findings,
      findingsRead: r.findingsRead,
      gate: { result: r.result, threshold: 'high', warnOnly: false, reason: r.reason },
      notes: r.notes,
      ...(r.problem === undefined ? {} : { problem: r.problem }),
      ...(r.dependencies === undefined ? {} : { dependencies: r.dependencies }),
      ...(r.estimation === undefined ? {} : { estimation: r.estimation }),
    }),
  )

const TRUNCATED_MARKER = '\n… summary truncated to stay within the size limit\n'

/** The headings this action writes; escaped text can never add one. */
const HEADING =
  /^#{2,3} (✅|❌|⚠️|⏳|Findings|Findings by severity|Dependencies|Cost estimation|Notes)( |$)/

/**
 * Every table: its header's cell count kept by each row, and a blank line (or the end) after
 * its last row, since GFM reads any line that follows a row as one more row.
 */
function checkTables(markdown: string): { findingRows: number } {
  const lines = splitLines(markdown)
  let findingRows = 0
  for (let i = 0; i < lines.length; i++) {
    const header = lines[i] ?? ''
    if (!header.startsWith('| ') || (lines[i - 1] ?? '') !== '') continue
    const pipes = countUnescapedPipes(header)
    expect(lines[i + 1], `delimiter row after ${header}`).toMatch(/^\|( -{3}:? \|)+$/)
    expect(countUnescapedPipes(lines[i + 1] ?? '')).toBe(pipes)
    let j = i + 2
    for (; j < lines.length && lines[j] !== ''; j++) {
      const row = lines[j] ?? ''
      expect(row.startsWith('| ') && row.endsWith(' |'), `table row: ${row}`).toBe(true)
      expect(countUnescapedPipes(row), `cells of ${row}`).toBe(pipes)
      if (header === '| Severity | Finding | Location |') findingRows += 1
    }
    i = j
  }
  return { findingRows }
}

/** How many findings the summary says it left out. */
function hiddenCount(markdown: string): number {
  const match = /^(?:… and )?(\S+) (?:more )?findings? not shown/m.exec(markdown)
  return match === null ? 0 : Number(match[1])
}

/** The summary without the marker a clipped summary ends with. */
function unclipped(markdown: string): { text: string; clipped: boolean } {
  return markdown.endsWith(TRUNCATED_MARKER)
    ? { text: markdown.slice(0, -TRUNCATED_MARKER.length), clipped: true }
    : { text: markdown, clipped: false }
}

describe('renderSummary with untrusted text everywhere', () => {
  it('has no raw HTML, intact tables, only its own headings, and stays within the byte limit', () => {
    fc.assert(
      fc.property(report, fc.integer({ min: 0, max: 40_000 }), (r, maxBytes) => {
        const md = renderSummary(r, { maxBytes })
        expect(Buffer.byteLength(md, 'utf8')).toBeLessThanOrEqual(maxBytes)
        expect(md).not.toMatch(RAW_HTML_START)
        expectNoRawHtml(md)
        expect(md).not.toMatch(/[\r\u2028\u2029\u0085]/)
        const { text, clipped } = unclipped(md)
        // A clipped summary is cut at a line boundary: whatever table it cut keeps whole rows.
        if (!clipped) checkTables(text)
        for (const row of splitLines(text).filter((l) => l.startsWith('| '))) {
          expect(row.endsWith(' |'), `table row: ${row}`).toBe(true)
        }
        for (const l of splitLines(text).filter((l) => l.startsWith('#'))) {
          expect(l).toMatch(HEADING)
        }
      }),
      { numRuns: RUNS },
    )
  })

  it('shows or counts every finding: one table row per finding, none split or merged', () => {
    fc.assert(
      fc.property(report, (r) => {
        const md = renderSummary(r)
        expect(unclipped(md).clipped).toBe(false)
        const { findingRows } = checkTables(md)
        const total = Math.max(
          r.counts === undefined ? 0 : totalFindings(r.counts),
          r.findings.length,
        )
        // Counts past 2^53 in all cannot be told apart by one (the service's each are safe
        // integers, their sum may not be): the count of those not shown would be off by rounding.
        fc.pre(Number.isSafeInteger(total))
        expect(findingRows).toBeLessThanOrEqual(r.findings.length)
        expect(findingRows + hiddenCount(md)).toBe(total)
      }),
      { numRuns: RUNS },
    )
  })

  // Found by this property, and fixed: when a small byte limit clips the summary right after a table row (or header),
  // clipToBytes appends its marker without a blank line, so GFM reads "… summary truncated …" as
  // one more (one-cell) row of that table. Counterexample: renderSummary(makeOutcome(),
  // { maxBytes: 483 }) ends in "| **Total** | **0** |\n… summary truncated to stay within the
  // size limit\n" (352 ends in a header row without its delimiter row). Only limits far below the
  // action's own (65,535 and 1,000,000 bytes) clip this early, hence a minor rendering bug.
  it('ends a clipped summary outside any table', () => {
    fc.assert(
      fc.property(report, fc.integer({ min: 0, max: 5_000 }), (r, maxBytes) => {
        const md = renderSummary(r, { maxBytes })
        const { text, clipped } = unclipped(md)
        if (clipped) expect(splitLines(text).at(-1)).not.toMatch(/^\|/)
      }),
      {
        numRuns: RUNS,
        examples: [
          [makeOutcome(), 483],
          [makeOutcome(), 352],
        ],
      },
    )
  })

  it('keeps the check run output within its limits, its title on one line', () => {
    fc.assert(
      fc.property(report, (r) => {
        const { title, summary } = renderCheckRunOutput(r)
        expect(title).not.toMatch(LINE_BREAK)
        expect(title).not.toMatch(UNPRINTABLE)
        expect(Buffer.byteLength(summary, 'utf8')).toBeLessThanOrEqual(CHECK_SUMMARY_MAX_CHARS)
        expectNoRawHtml(summary, 'the check run summary')
      }),
      { numRuns: 100 },
    )
  })
})

/** The runner's unescaping of a command's message. */
function unescapeData(value: string): string {
  return value.replace(/%0D/gi, '\r').replace(/%0A/gi, '\n').replace(/%25/g, '%')
}

/** What the runner reads when the action sends the annotation through @actions/core. */
function emitAnnotation(annotation: LogAnnotation): string {
  const written: string[] = []
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    written.push(String(chunk))
    return true
  })
  try {
    const { level, message, ...properties } = annotation
    if (level === 'error') core.error(message, properties)
    else core.warning(message, properties)
  } finally {
    spy.mockRestore()
  }
  return written.join('')
}

function expectLogSafe(annotation: LogAnnotation): void {
  for (const text of [annotation.title ?? '', annotation.message]) {
    expect(text).not.toMatch(LINE_BREAK)
    expect(text).not.toMatch(UNPRINTABLE)
    expect(splitLines(text)).toHaveLength(1)
    expect(parseWorkflowCommand(text)).toBeUndefined()
    expect(text).not.toContain('::')
  }
  // Sent through @actions/core, it is one command line that reads back as exactly what was sent.
  const lines = splitLines(emitAnnotation(annotation))
  expect(lines).toHaveLength(2)
  expect(lines[1]).toBe('')
  const command = parseWorkflowCommand(lines[0] ?? '')
  expect(command?.name).toBe(annotation.level)
  expect(unescapeData(command?.message ?? '')).toBe(annotation.message)
  if (annotation.title) expect(command?.properties.title).toBe(annotation.title)
  if (annotation.file) expect(command?.properties.file).toBe(annotation.file)
}

describe('annotations', () => {
  it('log annotations are single log-safe lines, at most 10 per level', () => {
    fc.assert(
      fc.property(fc.array(finding, { maxLength: 30 }), (findings) => {
        const annotations = selectLogAnnotations(findings)
        for (const a of annotations) expectLogSafe(a)
        for (const level of ['error', 'warning'] as const) {
          expect(annotations.filter((a) => a.level === level).length).toBeLessThanOrEqual(
            LOG_ANNOTATIONS_PER_LEVEL,
          )
        }
        for (const a of annotations) {
          expect(a.title!.length).toBeLessThanOrEqual(120)
          expect(a.message.length).toBeLessThanOrEqual(300)
          if (a.file !== undefined) {
            expect(a.file).not.toMatch(/^\/|(^|\/)\.\.(\/|$)|^[a-z][a-z0-9+.-]*:/i)
            // eslint-disable-next-line no-control-regex
            expect(a.file).not.toMatch(/[\u0000-\u001f\u007f]/)
          }
        }
      }),
      { numRuns: RUNS },
    )
  })

  it('dependency log annotations are single log-safe lines', () => {
    fc.assert(
      fc.property(dependencies, (deps) => {
        for (const a of selectDependencyLogAnnotations(deps)) expectLogSafe(a)
      }),
      { numRuns: RUNS },
    )
  })

  it('check annotations: relative paths, one-line titles, bounded plain-text messages', () => {
    fc.assert(
      fc.property(fc.array(finding, { maxLength: 30 }), fc.nat(40), (findings, max) => {
        const annotations = buildCheckAnnotations(findings, max)
        expect(annotations.length).toBeLessThanOrEqual(max)
        for (const a of annotations) {
          expect(a.path).not.toMatch(/^\/|(^|\/)\.\.(\/|$)|^[a-z][a-z0-9+.-]*:|\\/i)
          // eslint-disable-next-line no-control-regex
          expect(a.path).not.toMatch(/[\u0000-\u001f\u007f]/)
          expect(a.title).not.toMatch(LINE_BREAK)
          expect(a.title).not.toMatch(UNPRINTABLE)
          expect(a.title.length).toBeLessThanOrEqual(ANNOTATION_TITLE_MAX_CHARS)
          expect(a.message.length).toBeLessThanOrEqual(ANNOTATION_MESSAGE_MAX_CHARS)
          // Paragraphs are kept as \n; no other control character or separator survives.
          expect(a.message).not.toMatch(
            // eslint-disable-next-line no-control-regex
            /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/,
          )
          expect(a.start_line).toBeGreaterThanOrEqual(1)
          expect(a.end_line).toBeGreaterThanOrEqual(a.start_line)
        }
      }),
      { numRuns: RUNS },
    )
  })
})

describe('buildOutputs', () => {
  it('sets every output to one line without control characters', () => {
    fc.assert(
      fc.property(
        report,
        fc.record({ estimationId: anyText, checkRunId: anyNumber }, { requiredKeys: [] }),
        (r, extra) => {
          const outputs = buildOutputs(r, extra)
          expect(Object.keys(outputs).sort()).toEqual([...OUTPUT_NAMES].sort())
          for (const value of Object.values(outputs)) {
            expect(value).not.toMatch(LINE_BREAK)
            expect(value).not.toMatch(UNPRINTABLE)
            expect(value.length).toBeLessThanOrEqual(200)
          }
        },
      ),
      { numRuns: RUNS },
    )
  })
})
