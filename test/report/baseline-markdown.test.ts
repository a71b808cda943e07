/**
 * gate: new in the reports people read: the job summary, the PR comment, the check run's title,
 * annotations and the command line's text say which findings a change introduces, fold and count
 * the existing ones, count the fixed ones, or say in one line why there was no baseline.
 */
import { describe, expect, it } from 'vitest'
import { renderSummary } from '../../src/report/summary.js'
import { renderPrComment } from '../../src/report/pr-comment.js'
import { renderCheckRunTitle } from '../../src/report/check-output.js'
import { renderText } from '../../src/report/formats/text.js'
import { buildCheckAnnotations, selectLogAnnotations } from '../../src/report/annotations.js'
import { describeAge } from '../../src/report/baseline-words.js'
import type { RunOutcome } from '../../src/outcome/outcome.js'
import { BASELINE_SCAN_ID, makeBaselineReport, makeFinding } from '../../testkit/builders/report.js'
import { countUnescapedPipes, findingRows } from '../support/markdown.js'
import {
  baselineFindings,
  existingFindings,
  freshFinding,
  makeBaselineOutcome,
  makeProblemOutcome,
} from './baseline-outcome.js'

const EXISTING_LINE = `2 existing findings were on main at 0000000, 3 days old, scan ${BASELINE_SCAN_ID}; not introduced here`
const COMMENT = { checkName: 'Security scan' }

/** The Markdown between two markers, both of which must be there. */
function between(text: string, start: string, end: string): string {
  const from = text.indexOf(start)
  const to = text.indexOf(end, from)
  expect(from, start).toBeGreaterThanOrEqual(0)
  expect(to, end).toBeGreaterThan(from)
  return text.slice(from, to)
}

describe.each([
  ['the job summary', (o: RunOutcome) => renderSummary(o)],
  ['the PR comment', (o: RunOutcome) => renderPrComment(o, COMMENT)],
])('%s against a baseline', (_, renderOf) => {
  const render = (outcome = makeBaselineOutcome()) => renderOf(outcome)
  it('lists the new finding first, marked, and folds the existing ones under their count', () => {
    const md = render()
    expect(md).toContain('**1 new finding introduced here · 1 fixed since main**')
    const shown = between(md, '| Severity | Finding | Location |', '<details>')
    expect(findingRows(shown)).toEqual([
      '| 🔴 Critical | 🆕 [Command injection](https://dash.example.test/f/b) | src/run.ts:3-5 |',
      '| 🟡 Medium | Open redirect | src/r.ts:2 |',
    ])
    const folded = between(md, '<details>', '</details>')
    expect(folded).toContain(`<summary>${EXISTING_LINE}</summary>\n\n`)
    const rows = findingRows(folded)
    expect(rows).toHaveLength(2)
    expect(rows[0]).toBe('| 🔴 Critical | Old RCE | src/old.ts:12 |')
    // The hostile title stays inert: no tag, no extra cell, no mention.
    expect(rows[1]).not.toMatch(/<img|(^|[^\\])@someone/)
    for (const row of rows) expect(countUnescapedPipes(row)).toBe(4)
    expect(md.match(/🆕/g)).toHaveLength(1)
  })

  it('says one line with the problem, escaped, and lists every finding as without a baseline', () => {
    const md = render(makeProblemOutcome())
    expect(md).toContain(
      '**Baseline:** No baseline\\: no completed full scan of &lt;main&gt; was found; the gate counts every finding. Run a full scan on push to main.',
    )
    expect(md).not.toContain('<details>')
    expect(md).not.toContain('🆕')
    expect(findingRows(md)).toHaveLength(4)
  })
})

describe('the job summary against a baseline', () => {
  it('fills the fold last, and counts the existing findings it has no room for', () => {
    const full = Buffer.byteLength(renderSummary(makeBaselineOutcome()))
    // The budget keeps room for the lines that count what is left out: shrink it until one
    // existing row goes.
    let maxBytes = full + 1_000
    let md = renderSummary(makeBaselineOutcome(), { maxBytes })
    while (findingRows(between(md, '<details>', '</details>')).length > 1) {
      maxBytes -= 10
      md = renderSummary(makeBaselineOutcome(), { maxBytes })
    }
    expect(findingRows(between(md, '| Severity |', '<details>'))).toHaveLength(2)
    const folded = between(md, '<details>', '</details>')
    expect(folded).toContain(EXISTING_LINE)
    expect(findingRows(folded)).toEqual(['| 🔴 Critical | Old RCE | src/old.ts:12 |'])
    expect(md).toContain(
      '… and 1 more existing finding not shown (see the dashboard / SARIF)\n\n</details>',
    )
    expect(Buffer.byteLength(md)).toBeLessThanOrEqual(maxBytes)
  })
})

describe('the PR comment against a baseline', () => {
  it('lists the new findings in the changed code and still counts every existing one', () => {
    const md = renderPrComment(
      makeBaselineOutcome({ annotatedFindings: [freshFinding, existingFindings[1]!] }),
      COMMENT,
    )
    expect(md).toContain('#### Findings in the code this pull request changes')
    expect(findingRows(between(md, '#### Findings', '<details>'))).toHaveLength(1)
    const folded = between(md, '<details>', '</details>')
    expect(findingRows(folded)).toEqual(['| 🔴 Critical | Old RCE | src/old.ts:12 |'])
    expect(folded).toContain('… and 1 more existing finding not shown')
  })
})

describe('the check run title against a baseline', () => {
  it('counts new findings by severity, and the existing and fixed ones', () => {
    expect(renderCheckRunTitle(makeBaselineOutcome())).toBe(
      '1 new finding (1 critical) · 2 existing on main · 1 fixed — failed',
    )
  })

  it('says the gate counted every finding when there was no baseline', () => {
    expect(renderCheckRunTitle(makeProblemOutcome())).toBe(
      '2 critical, 1 high, 1 medium — failed (no baseline: every finding counted)',
    )
  })
})

describe('annotations against a baseline', () => {
  const { baseline } = makeBaselineOutcome()

  it('keeps new findings at their level and makes existing ones notices, after them', () => {
    const annotations = buildCheckAnnotations(baselineFindings, 50, {
      report: baseline,
      existing: 'notice',
    })
    expect(annotations.map((a) => [a.title, a.annotation_level])).toEqual([
      ['New critical: Command injection', 'failure'],
      ['Medium: Open redirect', 'warning'],
      ['Existing critical: Old RCE', 'notice'],
      ['Existing high: <img src=x onerror=alert(1)> | @someone #12', 'notice'],
    ])
    expect(annotations[2]?.message).toContain(
      `Existing: on main at 0000000 (scan ${BASELINE_SCAN_ID}) already; not introduced here.`,
    )
    // With room for two, the new finding is never the one left out.
    const two = buildCheckAnnotations(baselineFindings, 2, { report: baseline, existing: 'notice' })
    expect(two.map((a) => a.title)).toEqual([
      'New critical: Command injection',
      'Medium: Open redirect',
    ])
  })

  it('leaves existing findings out under annotate: changed-lines, and in the log', () => {
    const annotations = buildCheckAnnotations(baselineFindings, 50, {
      report: baseline,
      existing: 'leave-out',
    })
    expect(annotations.map((a) => a.title)).toEqual([
      'New critical: Command injection',
      'Medium: Open redirect',
    ])
    const log = selectLogAnnotations(baselineFindings, undefined, baseline)
    expect(log.map((a) => [a.level, a.title])).toEqual([
      ['error', 'New critical: Command injection'],
      ['warning', 'Medium: Open redirect'],
    ])
  })

  it('annotates every finding as before without a baseline, or with a problem', () => {
    const before = buildCheckAnnotations(baselineFindings, 50)
    expect(before.map((a) => a.annotation_level)).toEqual([
      'failure',
      'failure',
      'failure',
      'warning',
    ])
    const problem = makeProblemOutcome().baseline
    expect(
      buildCheckAnnotations(baselineFindings, 50, { report: problem, existing: 'notice' }),
    ).toEqual(before)
    expect(selectLogAnnotations(baselineFindings, undefined, problem)).toEqual(
      selectLogAnnotations(baselineFindings),
    )
  })
})

describe('the text report against a baseline', () => {
  it('counts new, existing and fixed, and lists the new findings first, marked', () => {
    const text = renderText(makeBaselineOutcome())
    expect(text).toContain(
      `Baseline:     1 new · 2 existing · 1 fixed, against main at 0000000, 3 days old, scan\n              ${BASELINE_SCAN_ID}\n`,
    )
    const listed = text.slice(text.indexOf('Findings at or above high'))
    expect(listed.split('\n').filter((line) => /^ {12}\S/.test(line))).toEqual([
      '            Command injection [new]',
      '            Old RCE [existing]',
      '            <img src=x onerror=alert(1)> | @someone #12 [existing]',
    ])
  })

  it('says why there was no baseline, and marks nothing', () => {
    const text = renderText(makeProblemOutcome())
    expect(text).toContain('Baseline:     No baseline: no completed full scan of <main> was found;')
    expect(text).not.toMatch(/\[new\]|\[existing\]/)
  })
})

describe('describeAge', () => {
  it('says hours under two days, days after, and nothing it does not know', () => {
    expect(describeAge(30 * 60_000)).toBe('less than an hour old')
    expect(describeAge(5 * 3_600_000)).toBe('5 hours old')
    expect(describeAge(49 * 3_600_000)).toBe('2 days old')
    expect(describeAge(undefined)).toBeUndefined()
    expect(describeAge(-1)).toBeUndefined()
  })

  it('leaves the age out of the line when it is unknown', () => {
    const report = makeBaselineReport({ existing: [makeFinding()] })
    const baseline = { ...report, ref: { ...report.ref!, ageMs: undefined } }
    const md = renderSummary(makeBaselineOutcome({ findings: [makeFinding()], baseline }))
    expect(md).toContain(
      `were on main at 0000000, scan ${BASELINE_SCAN_ID};`.replace('were', 'was'),
    )
  })
})
