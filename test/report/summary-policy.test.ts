import { describe, expect, it } from 'vitest'
import { renderSummary, SUMMARY_MAX_BYTES } from '../../src/report/summary.js'
import { CHECK_SUMMARY_MAX_CHARS } from '../../src/report/check-output.js'
import { MAX_POLICY_ENTRIES } from '../../src/report/summary-policy.js'
import type { Coverage } from '../../src/policy/policy.js'
import { countUnescapedPipes, findingRows } from '../support/markdown.js'
import { makeCounts, makeFinding, makeOutcome } from '../../testkit/builders/report.js'
import { makeApplication, makePolicyReport } from '../../testkit/builders/policy-report.js'
import { makeSuppression } from '../../testkit/builders/policy.js'
import { makePolicyOutcome, policyFindings } from './policy-outcome.js'

const bytes = (text: string): number => Buffer.byteLength(text, 'utf8')

function sectionOf(markdown: string): string {
  const start = markdown.indexOf('### Policy')
  expect(start).toBeGreaterThan(0)
  return markdown.slice(start, markdown.indexOf('\n### ', start + 1))
}

const full = { ...makeOutcome().target, scanType: 'full' as const }

describe('the Policy section of the job summary', () => {
  it('says what the policy kept from the gate, and from where it was read', () => {
    const section = sectionOf(renderSummary(makePolicyOutcome()))
    expect(section).toContain(
      '**2 suppressed (1 expiring soon), 1 excluded**: kept from the gate by the policy .github/security-scan.yml, read from the base commit as data, not from the checkout, so that a pull request cannot change its own gate.',
    )
    const fromCheckout = makePolicyOutcome({
      policy: makePolicyReport({ source: 'checkout', applied: makeApplication() }),
    })
    expect(sectionOf(renderSummary(fromCheckout))).toContain(
      '**0 suppressed (0 expiring soon), 0 excluded**: kept from the gate by the policy .github/security-scan.yml, read from the checked-out commit.',
    )
  })

  it.each([
    [
      'each lapsed suppression with its reason and owner, and the findings that count again',
      [
        '**⚠️ Lapsed: 1 suppression past the date.**',
        '- line 17 · CWE-79 in web/legacy/\\*\\* · “Legacy pages, sanitised by the proxy” · owner web-team · expired 2026-01-31 · 1 finding counts again',
        '**⚠️ Not a real date: 1 suppression.**',
        '- line 23 · rule weak-hash · “Checksums only, not passwords” · no owner · expires “2026-02-30”, not a real date (counts as expired) · no finding of this scan counts again',
      ],
    ],
    [
      'the suppressions expiring soon, as a warning',
      [
        '**⏳ Expiring within 14 days: 1 suppression.**',
        '- line 11 · id f-3 · “Fixed upstream in lib 2.1; bump pending” · owner \\@bob · until 2026-03-10 · covers 1 finding',
      ],
    ],
  ])('names %s', (_, lines) => {
    const section = sectionOf(renderSummary(makePolicyOutcome()))
    for (const line of lines) expect(section).toContain(line)
  })

  it('lists stale suppressions on a full scan only', () => {
    expect(sectionOf(renderSummary(makePolicyOutcome()))).not.toContain('Stale')
    const fullScan = sectionOf(renderSummary(makePolicyOutcome({ target: full })))
    expect(fullScan).toContain('**Stale: 1 suppression matched no finding of this full scan.**')
    expect(fullScan).toContain('- line 29 · rule old-rule · “Old false positive” · owner carol')
  })

  it('shows the proposal, marked "takes effect after merge", and the findings it would cover', () => {
    const markdown = renderSummary(makePolicyOutcome())
    const section = sectionOf(markdown)
    expect(section).toContain('**Proposed by this pull request: takes effect after merge.**')
    expect(section).toContain(
      '- adds a suppression: line 35 · id f-5 · “Not reachable from outside” · owner mallory · until 2026-12-31',
    )
    expect(section).toContain('- adds exclude-paths scripts/\\*\\*')
    expect(section).toContain('- changes on-service-error from fail to warn')
    expect(section).toContain(
      'After merge, 1 finding of this scan would not gate (takes effect after merge):\n\n| Severity | Would not gate after merge | Location |\n| --- | --- | --- |\n| 🟠 High | Command injection | scripts/run.sh:9 |',
    )
    // The findings table is still the one of every finding, and the only one read as such.
    expect(findingRows(markdown)).toHaveLength(policyFindings.length)
  })

  it("lists the proposed file's errors, and says why the policy was not applied", () => {
    const invalid = makePolicyOutcome({
      policy: makePolicyReport({
        applied: undefined,
        proposal: {
          path: '.github/security-scan.yml',
          addedSuppressions: [],
          addedExcludePaths: [],
          errors: [
            { place: { line: 3, column: 7 }, message: 'suppressions[0].expires: <b>required</b>' },
            { message: 'not YAML' },
          ],
          wouldCover: [],
        },
      }),
    })
    const section = sectionOf(renderSummary(invalid))
    expect(section).toContain(
      'was not applied: the base commit has none, only this pull request proposes one.',
    )
    const unread = renderSummary({ ...invalid, findings: [], findingsRead: 'none' })
    expect(sectionOf(unread)).toContain('was not applied: no findings were read to judge.')
    expect(section).toContain(
      '- the proposed file is not valid: line 3, column 7\\: suppressions\\[0\\].expires\\: &lt;b&gt;required&lt;/b&gt;',
    )
    expect(section).toContain('- the proposed file is not valid: not YAML')
    expect(section).not.toContain('would not gate')
  })

  it('marks each covered finding in the findings table', () => {
    expect(findingRows(renderSummary(makePolicyOutcome()))).toEqual([
      '| 🔴 Critical | SQL injection (🔕 suppressed until 2027-01-31) | src/db.ts:12 |',
      '| 🟠 High | XSS in a legacy page | web/legacy/a.html:3 |',
      '| 🟠 High | Prototype pollution (🔕 suppressed until 2026-03-10) | src/merge.ts:7 |',
      '| 🟠 High | Command injection | scripts/run.sh:9 |',
      '| 🟡 Medium | Open redirect (🔕 excluded by vendor/\\*\\*) | vendor/lib/r.js:1 |',
    ])
  })

  it('escapes every text of the policy file: no HTML, links, headings or broken rows', () => {
    const hostile = makeSuppression({
      reason: '<img src=x onerror=alert(1)> [x](https://evil.test) |\n# heading',
      owner: '@everyone <b>',
      ticket: '![t](https://evil.test/t.png)',
      expires: '2027-01-31 | <i>',
      paths: ['`**`|<a>'],
    })
    const finding = makeFinding({ id: 'h', severity: 'critical', filePath: 'x.ts' })
    const coverage = new Map<string, Coverage>([
      ['h', { kind: 'suppressed', suppression: hostile }],
    ])
    const markdown = renderSummary(
      makeOutcome({
        counts: makeCounts({ critical: 1 }),
        findings: [finding],
        target: full,
        policy: makePolicyReport({
          path: '<script>.yml',
          applied: makeApplication({
            coverage,
            expiringSoon: [{ suppression: hostile, findings: 1 }],
            lapsed: [{ suppression: hostile, findings: 1 }],
            unused: [hostile],
          }),
          proposal: {
            path: '<p>',
            addedSuppressions: [hostile],
            addedExcludePaths: ['<b>|**'],
            wouldCover: [finding],
          },
        }),
      }),
    )
    expect(markdown).not.toContain('<')
    expect(markdown).not.toContain('](https://evil')
    expect(markdown).not.toMatch(/^# heading/m)
    for (const row of markdown.split('\n').filter((l) => l.startsWith('| '))) {
      expect(countUnescapedPipes(row), row).toBeLessThanOrEqual(4)
    }
  })

  it('bounds every list, within the summary and the check run limits, leaving room for the findings', () => {
    const long = 'x&'.repeat(150)
    const many = Array.from({ length: 1_000 }, (_, i) => ({
      suppression: makeSuppression({
        index: i,
        place: { line: i + 1, column: 1 },
        reason: long,
        owner: long,
        ticket: long,
        paths: [long, long, long, long],
      }),
      findings: 1,
    }))
    const outcome = makePolicyOutcome({
      target: full,
      policy: makePolicyReport({
        applied: makeApplication({
          expiringSoon: many,
          lapsed: many,
          unused: many.map((use) => use.suppression),
        }),
        proposal: {
          path: '.github/security-scan.yml',
          addedSuppressions: many.map((use) => use.suppression),
          addedExcludePaths: [],
          wouldCover: Array.from({ length: 500 }, (_, i) => makeFinding({ id: `w${i}` })),
        },
      }),
    })
    const markdown = renderSummary(outcome)
    expect(bytes(markdown)).toBeLessThanOrEqual(SUMMARY_MAX_BYTES)
    const section = sectionOf(markdown)
    const entries = section.split('\n').filter((l) => l.startsWith('- line '))
    expect(entries.length).toBeLessThanOrEqual(3 * MAX_POLICY_ENTRIES)
    expect(section).toContain(`- … and ${1_000 - MAX_POLICY_ENTRIES} more suppressions`)
    expect(section).toContain('… and 480 more findings')
    const small = renderSummary(outcome, { maxBytes: CHECK_SUMMARY_MAX_CHARS })
    expect(bytes(small)).toBeLessThanOrEqual(CHECK_SUMMARY_MAX_CHARS)
    expect(bytes(sectionOf(small))).toBeLessThanOrEqual(CHECK_SUMMARY_MAX_CHARS / 4 + 2_000)
    expect(findingRows(small)).toHaveLength(policyFindings.length)
  })
})

describe('an outage passed by on-service-error: warn', () => {
  const outage = {
    counts: undefined,
    findings: [],
    problem: 'The service could not be reached (503) until the timeout',
    gate: { result: 'unknown' as const, threshold: 'high' as const, warnOnly: false, reason: 'r' },
  }

  it('is said in one line at the head of the summary', () => {
    const markdown = renderSummary(
      makeOutcome({ ...outage, serviceOutage: { onServiceError: 'warn' } }),
    )
    expect(markdown.split('\n').slice(0, 6)).toContain(
      'The service could not be reached, and on-service-error: warn let the job pass with result unknown.',
    )
  })

  it('is not said when on-service-error: fail kept the job failing', () => {
    const markdown = renderSummary(
      makeOutcome({ ...outage, serviceOutage: { onServiceError: 'fail' } }),
    )
    expect(markdown).not.toContain('on-service-error')
  })
})
