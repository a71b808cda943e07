import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { renderCheckRunOutput, CHECK_SUMMARY_MAX_CHARS } from '../../src/report/check-output.js'
import { PR_COMMENT_MAX_CHARS, renderPrComment } from '../../src/report/pr-comment.js'
import { renderSummary } from '../../src/report/summary.js'
import type { Coverage, Suppression } from '../../src/policy/policy.js'
import type { RunOutcome } from '../../src/outcome/outcome.js'
import { expectNoRawHtml, splitLines } from '../e2e/safety.js'
import { countUnescapedPipes } from '../support/markdown.js'
import { makeCounts, makeFinding, makeOutcome } from '../../testkit/builders/report.js'
import { makeApplication, makePolicyReport } from '../../testkit/builders/policy-report.js'
import { anyText, LINE_BREAK, longText, RAW_HTML_START, RUNS, UNPRINTABLE } from './arbitraries.js'

const opt = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> =>
  fc.option(arb, { nil: undefined, freq: 3 })

/** Every text of an entry as a hostile policy file (or a pull request's author) could write it. */
const suppression: fc.Arbitrary<Suppression> = fc
  .record({
    index: fc.nat(50),
    line: fc.integer({ min: 1, max: 10_000 }),
    id: opt(anyText),
    rule: opt(anyText),
    cwe: opt(anyText),
    paths: opt(fc.array(anyText, { maxLength: 5 })),
    reason: longText,
    expires: anyText,
    expiresAtMs: opt(fc.integer({ min: 0, max: 4_102_444_800_000 })),
    owner: opt(anyText),
    ticket: opt(anyText),
  })
  .map(({ line, ...s }) => {
    const entry: Suppression = { ...s, place: { line, column: 1 } }
    for (const key of Object.keys(entry) as (keyof Suppression)[]) {
      if (entry[key] === undefined) Reflect.deleteProperty(entry, key)
    }
    return entry
  })

const use = fc.record({ suppression, findings: fc.nat(1_000) })

const outcome: fc.Arbitrary<RunOutcome> = fc
  .record({
    scanType: fc.constantFrom('pr', 'full' as const),
    titles: fc.array(longText, { maxLength: 15 }),
    covered: fc.array(fc.option(fc.oneof(suppression, anyText), { nil: undefined }), {
      maxLength: 15,
    }),
    path: anyText,
    source: fc.constantFrom('checkout', 'base-commit' as const),
    applied: fc.boolean(),
    expiringSoon: fc.array(use, { maxLength: 30 }),
    lapsed: fc.array(use, { maxLength: 30 }),
    unused: fc.array(suppression, { maxLength: 30 }),
    proposal: opt(
      fc.record({
        path: anyText,
        addedSuppressions: fc.array(suppression, { maxLength: 30 }),
        addedExcludePaths: fc.array(anyText, { maxLength: 10 }),
        errors: opt(fc.array(fc.record({ message: longText }), { maxLength: 10 })),
      }),
    ),
    outage: opt(fc.constantFrom('warn', 'fail' as const)),
  })
  .map((r) => {
    const findings = r.titles.map((title, i) =>
      makeFinding({ id: `f${i}`, title, severity: 'high', filePath: `src/${title}` }),
    )
    const coverage = new Map<string, Coverage>()
    r.covered.forEach((c, i) => {
      if (c === undefined || i >= findings.length) return
      coverage.set(
        `f${i}`,
        typeof c === 'string'
          ? { kind: 'excluded', pattern: c }
          : { kind: 'suppressed', suppression: c },
      )
    })
    return makeOutcome({
      target: { ...makeOutcome().target, scanType: r.scanType },
      counts: makeCounts({ high: findings.length }),
      findings,
      ...(r.outage === undefined ? {} : { serviceOutage: { onServiceError: r.outage } }),
      policy: makePolicyReport({
        path: r.path,
        source: r.source,
        applied: r.applied
          ? makeApplication({
              coverage,
              expiringSoon: r.expiringSoon,
              lapsed: r.lapsed,
              unused: r.unused,
            })
          : undefined,
        ...(r.proposal === undefined
          ? {}
          : { proposal: { ...r.proposal, wouldCover: findings.slice(0, 3) } }),
      }),
    })
  })

/** The headings this action writes; a policy file's text can never add one. */
const HEADING =
  /^#{2,4} (✅|❌|⚠️|⏳|❔|Findings|Findings by severity|Policy|Cost estimation|Notes|Security scan|Top findings)( |:|$)/

function expectSafeMarkdown(markdown: string, what: string): void {
  expect(markdown).not.toMatch(RAW_HTML_START)
  expectNoRawHtml(markdown, what)
  expect(markdown).not.toMatch(/[\r\u2028\u2029\u0085]/)
  for (const line of splitLines(markdown)) {
    if (line.startsWith('#')) expect(line).toMatch(HEADING)
    // Tables with policy or finding text have three cells; the counts' tables two or six.
    if (line.startsWith('| ')) expect([3, 4, 7]).toContain(countUnescapedPipes(line))
  }
}

describe('reports of a run judged by a hostile policy file', () => {
  it('the job summary: no raw HTML, only its own headings, whole rows, within its limit', () => {
    fc.assert(
      fc.property(outcome, fc.integer({ min: 5_000, max: 60_000 }), (o, maxBytes) => {
        const md = renderSummary(o, { maxBytes })
        expect(Buffer.byteLength(md, 'utf8')).toBeLessThanOrEqual(maxBytes)
        expectSafeMarkdown(md, 'the job summary')
      }),
      { numRuns: RUNS / 3 },
    )
  })

  it('the PR comment and the check run: the same, within their limits, the title on one line', () => {
    fc.assert(
      fc.property(outcome, (o) => {
        const body = renderPrComment(o, { checkName: 'Security scan' })
        expect(body.length).toBeLessThan(PR_COMMENT_MAX_CHARS)
        expectSafeMarkdown(body.slice(body.indexOf('\n') + 1), 'the PR comment')
        const { title, summary } = renderCheckRunOutput(o)
        expect(title).not.toMatch(LINE_BREAK)
        expect(title).not.toMatch(UNPRINTABLE)
        expect(Buffer.byteLength(summary, 'utf8')).toBeLessThanOrEqual(CHECK_SUMMARY_MAX_CHARS)
      }),
      { numRuns: RUNS / 3 },
    )
  })
})
