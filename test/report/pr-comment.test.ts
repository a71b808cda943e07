import { describe, expect, it } from 'vitest'
import {
  PR_COMMENT_MAX_CHARS,
  PR_COMMENT_MAX_ROWS,
  prCommentMarker,
  renderPrComment,
} from '../../src/report/pr-comment.js'
import type { Finding, Severity } from '../../src/service/finding.js'
import { countUnescapedPipes, findingRows } from '../support/markdown.js'
import {
  makeCounts,
  makeFinding,
  makeLocatedFinding,
  makeOutcome,
} from '../../testkit/builders/report.js'
import { makeDependencyHit, makeDependencyReport } from '../../testkit/builders/dependencies.js'

const OPTIONS = {
  checkName: 'Security scan',
  checkRunUrl: 'https://github.com/acme/webapp/runs/101',
  runUrl: 'https://github.com/acme/webapp/actions/runs/4242',
}
const FAILED = {
  result: 'failed' as const,
  threshold: 'high' as const,
  warnOnly: false,
  reason: '3 findings at or above high (1 critical, 2 high)',
}

function manyFindings(n: number, severity: Severity = 'high', title = 'SQL injection'): Finding[] {
  return Array.from({ length: n }, (_, i) =>
    makeFinding({
      id: `f-${i}`,
      severity,
      title: `${title} ${i}`,
      filePath: `src/module-${i}/handler.ts`,
      lineStart: i + 1,
      url: `https://dash.example.test/findings/${i}`,
    }),
  )
}

describe('prCommentMarker', () => {
  it('is a hidden HTML comment naming the check', () => {
    expect(prCommentMarker('Security scan')).toBe(
      '<!-- security-scan-action:comment check-name="Security%20scan" -->',
    )
  })

  it('encodes the name so it can neither end the comment nor the attribute', () => {
    const marker = prCommentMarker('x --> <b>shown</b> "quoted" \ud800')
    expect(marker.indexOf('-->')).toBe(marker.length - 3)
    expect(marker.match(/"/g)).toHaveLength(2)
    expect(marker).not.toContain('<b>')
  })

  it('differs per check name, and no marker is the prefix of another', () => {
    const a = prCommentMarker('scan')
    const b = prCommentMarker('scan 2')
    expect(a).not.toBe(b)
    expect(b.startsWith(a)).toBe(false)
    expect(a.startsWith(b)).toBe(false)
  })
})

describe('renderPrComment', () => {
  it('starts with the marker, then the result, the gate reason and the counts', () => {
    const body = renderPrComment(
      makeOutcome({ counts: makeCounts({ critical: 1, high: 2 }), gate: FAILED }),
      OPTIONS,
    )
    const lines = body.split('\n')
    expect(lines[0]).toBe(prCommentMarker('Security scan'))
    expect(lines[1]).toBe('### Security scan: ❌ failed')
    expect(body).toContain('Gate: 3 findings at or above high \\(1 critical, 2 high\\).')
    expect(body).toContain('| 🔴 Critical | 🟠 High | 🟡 Medium | 🔵 Low | ⚪ Info | Total |')
    expect(body).toContain('| 1 | 2 | 0 | 0 | 0 | **3** |')
  })

  it.each([
    ['passed', '✅ passed'],
    ['warned', '⚠️ found issues (warn-only)'],
    ['pending', '⏳ not finished'],
    ['unknown', '❔ result unknown'],
  ] as const)('says %s', (result, words) => {
    const body = renderPrComment(makeOutcome({ gate: { ...FAILED, result } }), OPTIONS)
    expect(body.split('\n')[1]).toContain(words)
  })

  it('says when there are no counts yet, and shows the problem', () => {
    const { counts: _, ...report } = makeOutcome({
      problem: 'the scan did not finish within 60 minutes',
      gate: { ...FAILED, result: 'pending', reason: 'the scan did not finish within 60 minutes' },
    })
    const body = renderPrComment(report, OPTIONS)
    expect(body).toContain('No counts yet: the scan has not finished.')
    expect(body).toContain('**the scan did not finish within 60 minutes**')
    // The reason is the problem: said once.
    expect(body).not.toContain('Gate:')
    expect(body).not.toContain('| Total |')
  })

  it('says when the counts could not be trusted', () => {
    const body = renderPrComment(
      makeOutcome({ counts: makeCounts({ high: 1 }), gate: { ...FAILED, result: 'unknown' } }),
      OPTIONS,
    )
    expect(body).toContain('the gate could not trust these counts')
  })

  it('lists the most severe findings first, with their locations and links', () => {
    const findings = [
      makeFinding({ id: 'a', severity: 'low', title: 'Weak hash', filePath: 'src/h.ts' }),
      makeLocatedFinding(),
    ]
    const body = renderPrComment(
      makeOutcome({ counts: makeCounts({ critical: 1, low: 1 }), findings, gate: FAILED }),
      OPTIONS,
    )
    expect(body).toContain('#### Top findings')
    expect(findingRows(body)).toEqual([
      '| 🔴 Critical | [RCE](https://dash.example.test/f/b) | src/run.ts:3-5 |',
      '| 🔵 Low | Weak hash | src/h.ts |',
    ])
    expect(body).not.toContain('more finding')
  })

  it('shows at most 20 rows and says how many more there are', () => {
    const findings = manyFindings(30)
    const body = renderPrComment(
      makeOutcome({ counts: makeCounts({ high: 30 }), findings, gate: FAILED }),
      OPTIONS,
    )
    expect(findingRows(body)).toHaveLength(PR_COMMENT_MAX_ROWS)
    expect(body).toContain(
      '… and 10 more findings (see the check run, the job summary or the SARIF file)',
    )
  })

  it('counts the findings not read as not listed', () => {
    const body = renderPrComment(
      makeOutcome({
        counts: makeCounts({ high: 3 }),
        findings: manyFindings(1),
        findingsRead: 'partial',
        gate: FAILED,
      }),
      OPTIONS,
    )
    expect(findingRows(body)).toHaveLength(1)
    expect(body).toContain('… and 2 more findings')
  })

  it('lists only the findings in the PR’s changes when annotate limited them, and says so', () => {
    const findings = manyFindings(5)
    const body = renderPrComment(
      makeOutcome({
        counts: makeCounts({ high: 5 }),
        findings,
        annotatedFindings: findings.slice(3),
        gate: FAILED,
      }),
      OPTIONS,
    )
    expect(body).toContain('#### Findings in the code this pull request changes')
    expect(findingRows(body)).toHaveLength(2)
    expect(body).toContain(
      '3 findings of the 5 read are not listed: outside the code this pull request changes. The gate still counts every finding of the scan.',
    )
    expect(body).not.toContain('more finding')
  })

  it('says so when none of the findings is in the PR’s changes', () => {
    const findings = manyFindings(1)
    const body = renderPrComment(
      makeOutcome({ counts: makeCounts({ high: 1 }), findings, annotatedFindings: [] }),
      OPTIONS,
    )
    expect(body).toContain('#### Findings in the code this pull request changes\n\nNone.')
    expect(body).toContain('1 finding of the 1 read is not listed')
  })

  it('treats an annotated list that holds every finding as no limit', () => {
    const findings = manyFindings(2)
    const body = renderPrComment(
      makeOutcome({ counts: makeCounts({ high: 2 }), findings, annotatedFindings: [...findings] }),
      OPTIONS,
    )
    expect(body).toContain('#### Top findings')
    expect(body).not.toContain('not listed')
  })

  it('links the check run and the workflow run, names the scan, and drops links that are not http(s)', () => {
    const body = renderPrComment(makeOutcome(), OPTIONS)
    expect(body).toContain(
      '[Check run](https://github.com/acme/webapp/runs/101) · [Workflow run](https://github.com/acme/webapp/actions/runs/4242) · Scan scan-42\n',
    )
    const bare = renderPrComment(makeOutcome({ scan: { id: 's', status: 'completed' } }), {
      checkName: 'Security scan',
      checkRunUrl: 'javascript:alert(1)',
      runUrl: 'https://user:pw@evil.test/',
    })
    expect(bare).not.toContain('](')
    // The service gives no link to a scan: its id finds the scan in the dashboard.
    expect(bare).toContain('Scan s\n')
  })

  it('sums up the dependency check', () => {
    const body = renderPrComment(
      makeOutcome({
        dependencies: makeDependencyReport({
          hits: [
            makeDependencyHit({ name: 'evil' }),
            makeDependencyHit({ name: 'odd', level: 'suspicious' }),
          ],
          problem: 'one lockfile could not be read',
        }),
      }),
      OPTIONS,
    )
    expect(body).toContain(
      '**Dependencies:** 1 malicious, 1 suspicious among 10 package versions (every lockfile). The check is incomplete.',
    )
  })

  it('escapes hostile finding text: no HTML, links, mentions, references or broken rows', () => {
    const hostile = makeFinding({
      severity: 'critical',
      title:
        '<script>alert(1)</script> | [x](javascript:alert(1)) @octocat #1 ![p](https://evil.test/p.png)\n::error::boom',
      filePath: 'src/<b>|evil.ts\n## heading @admin',
      lineStart: 1,
      url: 'javascript:alert(1)',
    })
    const body = renderPrComment(
      makeOutcome({
        counts: makeCounts({ critical: 1 }),
        findings: [hostile],
        problem: 'service said <img src=x> @team',
        gate: FAILED,
      }),
      { ...OPTIONS, checkName: 'scan <b>@here</b>' },
    )
    const afterMarker = body.slice(body.indexOf('\n') + 1)
    expect(afterMarker).not.toContain('<')
    expect(afterMarker).not.toContain('](javascript')
    expect(afterMarker).not.toContain('![')
    expect(afterMarker).not.toContain('::error::')
    // A mention or an issue reference would notify people: a zero-width space breaks each.
    expect(afterMarker).not.toMatch(/@[a-z]/i)
    expect(afterMarker).not.toMatch(/(?<!&)#\d/)
    expect(afterMarker).toContain('#&#8203;1')
    expect(afterMarker).toContain('@&#8203;octocat')
    expect(afterMarker).not.toMatch(/^#+ heading/m)
    const [row] = findingRows(body)
    expect(row).toBeDefined()
    expect(countUnescapedPipes(row!)).toBe(4)
  })

  it('stays under GitHub’s limit with 100,000 findings, keeping the marker and the counts', () => {
    const title = 'x'.repeat(5_000)
    const findings = manyFindings(100_000, 'critical', title).map((f) => ({
      ...f,
      url: `https://dash.example.test/${'p'.repeat(2_000)}`,
    }))
    const body = renderPrComment(
      makeOutcome({ counts: makeCounts({ critical: 100_000 }), findings, gate: FAILED }),
      OPTIONS,
    )
    expect(body.length).toBeLessThan(PR_COMMENT_MAX_CHARS)
    expect(body.startsWith(prCommentMarker('Security scan'))).toBe(true)
    expect(body).toContain('| 100000 | 0 | 0 | 0 | 0 | **100000** |')
    expect(findingRows(body)).toHaveLength(PR_COMMENT_MAX_ROWS)
    expect(body).toContain('… and 99980 more findings')
  })

  it('drops rows until it fits, then shows the counts only, then clips', () => {
    const findings = manyFindings(30)
    const report = makeOutcome({ counts: makeCounts({ high: 30 }), findings, gate: FAILED })
    const full = renderPrComment(report, OPTIONS)
    const fewer = renderPrComment(report, { ...OPTIONS, maxChars: full.length - 50 })
    expect(fewer.length).toBeLessThan(full.length - 50)
    expect(findingRows(fewer).length).toBeLessThan(PR_COMMENT_MAX_ROWS)
    expect(findingRows(fewer).length).toBeGreaterThan(0)

    const countsOnly = renderPrComment(report, { ...OPTIONS, maxChars: 600 })
    expect(countsOnly.length).toBeLessThan(600)
    expect(findingRows(countsOnly)).toEqual([])
    expect(countsOnly).toContain('| 0 | 30 | 0 | 0 | 0 | **30** |')
    expect(countsOnly.startsWith(prCommentMarker('Security scan'))).toBe(true)

    const clipped = renderPrComment(report, { ...OPTIONS, maxChars: 250 })
    expect(clipped.length).toBeLessThan(250)
    expect(clipped.startsWith(prCommentMarker('Security scan'))).toBe(true)
    expect(clipped).toContain('comment truncated')

    // Below that, the marker alone: without it the next run would post another comment.
    const marker = prCommentMarker('Security scan')
    expect(renderPrComment(report, { ...OPTIONS, maxChars: 100 })).toBe(`${marker}\n`)
  })

  it('counts in String length: emoji and astral characters count as GitHub counts them or more', () => {
    const findings = manyFindings(20, 'high', '😀'.repeat(150))
    const report = makeOutcome({ counts: makeCounts({ high: 20 }), findings, gate: FAILED })
    for (const maxChars of [3_000, 5_000, 8_000]) {
      const body = renderPrComment(report, { ...OPTIONS, maxChars })
      expect(body.length).toBeLessThan(maxChars)
      expect(body).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/)
    }
  })
})
