/**
 * The merge's summary under gate: new (issue 39, point 3): it leads with what is new tonight
 * (which repositories, which findings, linked), then what was fixed, then the standing backlog,
 * then the nights; the night's sweep after. Every text comes from the shards' report files, as
 * the scanned code wrote it: escaped.
 */
import { describe, expect, it } from 'vitest'
import { SUMMARY_MAX_BYTES } from '../../src/report/summary.js'
import type { CarriedSeries } from '../../src/sweep/merge/series.js'
import { renderMergeSummary } from '../../src/sweep/merge/summary.js'
import { BASE_SHA } from '../../testkit/ids.js'
import { makeFinding, makeLocatedFinding } from '../../testkit/builders/report.js'
import { countUnescapedPipes, tableRows } from '../support/markdown.js'
import { judgedItem, withChanges } from './helpers.js'
import { mergeFiles, useReportsDir } from './merge-fixtures.js'

const reportsDir = useReportsDir()

const SERIES: CarriedSeries = {
  nights: [
    {
      at: '2026-12-01T01:17:00.000Z',
      judged: 3,
      counts: { critical: 1, high: 2, medium: 0, low: 0, info: 0 },
      new: 1,
      fixed: 1,
    },
  ],
  started: 'a new series starts tonight (no previous report at sweep.json)',
}

/** The commit judgedItem scans. */
const SCANNED = 'c0ffee'.repeat(7).slice(0, 40)

const HOSTILE_TITLE =
  '<img src=x onerror=alert(1)> **bold** | [x](javascript:alert(1)) ::error::pwned'

async function nightOf() {
  return await mergeFiles(await reportsDir(), [
    {
      index: 0,
      items: [
        withChanges(judgedItem('acme/api', { critical: 1, high: 1 }), {
          fresh: [
            makeLocatedFinding({ id: 'n-1' }),
            makeFinding({ id: 'n-2', title: HOSTILE_TITLE }),
          ],
        }),
      ],
    },
    {
      index: 1,
      items: [
        withChanges(judgedItem('acme/web', { high: 1 }), {
          existing: [makeFinding({ id: 'e-1' })],
          fixed: [makeLocatedFinding({ id: 'x-1', title: 'Hard-coded key' })],
        }),
      ],
    },
    { index: 2, items: [judgedItem('acme/cli')] },
  ])
}

describe("the merge's summary with gate: new", () => {
  it('leads with what is new, then what was fixed, the backlog, the nights, and the sweep', async () => {
    const markdown = renderMergeSummary(await nightOf(), { series: SERIES })

    const order = [
      '## ',
      '### 🆕 New tonight',
      '### ✅ Fixed since the previous full scans',
      '### Standing backlog',
      '### The last 1 night',
      "### Tonight's sweep",
      '| Shard | Attempt |',
    ].map((heading) => markdown.indexOf(heading))
    expect(order.every((at) => at >= 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
  })

  it('names each repository with new findings, since which commit, each finding linked', async () => {
    const markdown = renderMergeSummary(await nightOf(), { series: SERIES })
    const fresh = markdown.slice(markdown.indexOf('### 🆕'), markdown.indexOf('### ✅'))

    expect(fresh).toContain('**2 new findings** in 1 repository')
    expect(fresh).toContain(
      `#### [acme/api](https://github.com/acme/api) · 2 new since [\`${BASE_SHA.slice(0, 7)}\`](https://github.com/acme/api/commit/${BASE_SHA})`,
    )
    expect(tableRows(fresh, '| Severity | Finding | Location |')[0]).toBe(
      `| 🔴 Critical | [RCE](https://dash.example.test/f/b) | [src/run.ts:3-5](https://github.com/acme/api/blob/${SCANNED}/src/run.ts#L3-L5) |`,
    )
    expect(fresh).not.toContain('acme/web')
  })

  it("escapes a finding's title: no HTML, link, emphasis, workflow command nor cell break", async () => {
    const markdown = renderMergeSummary(await nightOf(), { series: SERIES })
    const [, hostile = ''] = tableRows(markdown, '| Severity | Finding | Location |')

    expect(hostile).toContain('&lt;img src=x onerror=alert\\(1\\)&gt;')
    expect(hostile).not.toMatch(/<img|\*\*bold|\]\(javascript|::error/)
    // Severity, finding, location: four pipes, none from the title.
    expect(countUnescapedPipes(hostile)).toBe(4)
  })

  it('lists what was fixed, each at the commit of the scan that had it', async () => {
    const markdown = renderMergeSummary(await nightOf(), { series: SERIES })
    const fixed = markdown.slice(markdown.indexOf('### ✅'), markdown.indexOf('### Standing'))

    expect(fixed).toContain('**1 finding fixed** in 1 repository')
    expect(fixed).toContain('#### [acme/web](https://github.com/acme/web) · 1 fixed since')
    expect(fixed).toContain(
      `| 🔴 Critical | [Hard-coded key](https://dash.example.test/f/b) | [src/run.ts:3-5](https://github.com/acme/web/blob/${BASE_SHA}/src/run.ts#L3-L5) |`,
    )
  })

  it('counts the standing backlog by severity over every repository judged', async () => {
    const markdown = renderMergeSummary(await nightOf(), { series: SERIES })
    expect(tableRows(markdown, '| Severity | Findings | Repositories |')).toEqual([
      '| 🔴 Critical | 1 | 1 |',
      '| 🟠 High | 2 | 2 |',
      '| 🟡 Medium | 0 | 0 |',
      '| 🔵 Low | 0 | 0 |',
      '| ⚪ Info | 0 | 0 |',
    ])
  })

  it('says when nothing is new, and which repositories were not told against a previous scan', async () => {
    const lost = withChanges(judgedItem('acme/lost', { high: 1 }), {})
    lost.outcome.baseline = {
      ...lost.outcome.baseline!,
      ref: undefined,
      problem: 'its previous full scan could not be read',
    }
    // Nothing pushed since the scan an earlier run bought and judged: reported again.
    const again = withChanges(judgedItem('acme/again', { high: 1 }), {})
    again.outcome.baseline = {
      ...again.outcome.baseline!,
      ref: undefined,
      reportedAgain: { branch: 'main', scanId: 'scan-1', recorded: 1 },
    }
    const merged = await mergeFiles(await reportsDir(), [
      {
        index: 0,
        items: [withChanges(judgedItem('acme/api', { high: 1 }), { existing: [makeFinding()] })],
      },
      // Judged by a shard not given gate: new: no baseline at all.
      { index: 1, items: [lost, judgedItem('acme/plain', { high: 1 })] },
      { index: 2, items: [again] },
    ])
    const markdown = renderMergeSummary(merged, { series: SERIES })
    expect(markdown).toContain(
      'Nothing new tonight. 1 repository had nothing pushed since the scan an earlier run judged: nothing in it is new. 1 repository had no previous full scan to tell against: every finding of theirs counted (see why under Breaching). 1 repository was judged without gate: new (give it to the shards too).',
    )
    expect(markdown).toContain('Nothing fixed since the previous full scans.')
  })

  it('says nothing is new only of repositories told: with none told, it says so', async () => {
    const merged = await mergeFiles(await reportsDir(), [
      { index: 0, items: [judgedItem('acme/api', { high: 1 })] },
      { index: 1, items: [] },
      { index: 2, items: [] },
    ])
    const markdown = renderMergeSummary(merged, { series: SERIES })
    expect(markdown).toContain(
      'No repository was told against a previous full scan tonight: nothing can be said to be new.',
    )
    expect(markdown).not.toContain('Nothing new tonight')
    expect(markdown).toContain(
      'Nothing to tell: no repository was told against a previous full scan.',
    )
  })

  it('keeps within the summary limit, each repository to 20 rows, the rest counted', async () => {
    const many = Array.from({ length: 40 }, (_, r) =>
      withChanges(judgedItem(`acme/repo-${r}`, { high: 30 }), {
        fresh: Array.from({ length: 30 }, (_, i) =>
          makeFinding({ id: `n-${i}`, title: `finding ${i} ${'x'.repeat(150)}` }),
        ),
      }),
    )
    const merged = await mergeFiles(await reportsDir(), [
      { index: 0, items: many },
      { index: 1, items: [] },
      { index: 2, items: [] },
    ])
    const maxBytes = 64 * 1024
    const markdown = renderMergeSummary(merged, { series: SERIES, maxBytes })

    expect(Buffer.byteLength(markdown, 'utf8')).toBeLessThanOrEqual(maxBytes)
    expect(markdown).toContain('**1200 new findings** in 40 repositories')
    expect(markdown).toContain('… and 10 more: see the report file')
    expect(markdown).toMatch(
      /… and \d+ more new findings in \d+ more repositories: see the report file/,
    )
    // The nights and the shards still find room.
    expect(markdown).toContain('```mermaid')
    expect(markdown).toContain('| Shard | Attempt |')
    expect(SUMMARY_MAX_BYTES).toBeGreaterThan(maxBytes)
  })

  it('with gate: all stays as it was: no new, fixed, backlog nor nights', async () => {
    const markdown = renderMergeSummary(await nightOf())
    for (const heading of [
      '### 🆕',
      '### ✅',
      '### Standing backlog',
      '```mermaid',
      "### Tonight's",
    ]) {
      expect(markdown).not.toContain(heading)
    }
    expect(markdown).toMatch(/^## .*\n\n\*\*.*\*\*\n\n\| Repositories \| Judged \|/)
  })
})
