import { describe, expect, it } from 'vitest'
import { SUMMARY_MAX_BYTES } from '../../src/report/summary.js'
import type { SweepItem } from '../../src/sweep/model.js'
import { decideSweep } from '../../src/sweep/outcome.js'
import { renderSweepSummary } from '../../src/sweep/summary.js'
import { countUnescapedPipes, tableRows } from '../support/markdown.js'
import { makeConfig } from '../../testkit/builders/config.js'
import { judgedItem, unjudgedItem } from './helpers.js'

const GATE = { failOnSeverity: 'high', warnOnly: false } as const
/** Repository, Branch, Commit, Result, five severities, Credits, Scan: 11 cells, 12 pipes. */
const PIPES_PER_ROW = 12

function render(items: SweepItem[], options: { maxBytes?: number; problem?: string } = {}) {
  const run = options.problem === undefined ? { items } : { items, problem: options.problem }
  return renderSweepSummary(
    decideSweep(run, GATE),
    options.maxBytes === undefined ? {} : { maxBytes: options.maxBytes },
  )
}

/** The rows of the repositories table. */
function repositoryRows(markdown: string): string[] {
  return tableRows(markdown, '| Repository | Branch |')
}

describe('renderSweepSummary', () => {
  it('heads with the gate, the totals, and one row per repository', () => {
    const markdown = render([
      judgedItem('acme/api', { high: 2, medium: 1 }, { credits: 12 }),
      unjudgedItem('acme/web', 'failed', 'Its cost estimation failed: clone failed'),
      unjudgedItem('acme/cobol', 'skipped', 'Not scanned: its languages are not supported'),
    ])
    expect(markdown).toContain('## ❌ Security sweep failed')
    expect(markdown).toContain('| 3 | 1 | 1 | 1 | 1 | 12 |')
    expect(repositoryRows(markdown)).toEqual([
      '| [acme/api](https://github.com/acme/api) | main | `c0ffeec` | ❌ failed | 0 | 2 | 1 | 0 | 0 | 12 | scan-acme/api |',
      '| [acme/web](https://github.com/acme/web) | main |  | ❔ not judged |  |  |  |  |  |  |  |',
      '| [acme/cobol](https://github.com/acme/cobol) | main |  | ⏭️ skipped |  |  |  |  |  |  |  |',
    ])
    expect(markdown).toContain(
      '### Could not be judged\n\n- **acme/web**: Its cost estimation failed\\: clone failed',
    )
    expect(markdown).toContain(
      '### Skipped\n\n- **acme/cobol**: Not scanned\\: its languages are not supported',
    )
  })

  it('escapes branches, problems and scan ids: no raw HTML, no pipe that splits a row', () => {
    const hostile = '</td><img src=x onerror=alert(1)> | [x](https://evil.test) ::error::owned'
    const markdown = render([
      unjudgedItem('acme/web', 'failed', `${hostile}\nsecond line`, {
        branch: 'feat|<script>alert(1)</script>',
        scanId: 'scan|<b>bold</b>',
      }),
      judgedItem('acme/api'),
    ])
    expect(markdown).not.toMatch(/<(img|script|b|td)\b/i)
    expect(markdown).not.toContain('](https://evil.test)')
    for (const row of repositoryRows(markdown)) {
      expect(countUnescapedPipes(row)).toBe(PIPES_PER_ROW)
    }
    const why = markdown.split('\n').filter((l) => l.startsWith('- **acme/web**'))
    expect(why).toHaveLength(1)
    expect(markdown).not.toContain('\nsecond line')
  })

  it('says how many scans a cancelled sweep left running, and not those that failed', () => {
    const markdown = render(
      [
        unjudgedItem('acme/a', 'failed', 'cancelled', { scanId: 'scan-1', stop: 'aborted' }),
        unjudgedItem('acme/b', 'failed', 'timed out', { scanId: 'scan-2', stop: 'timeout' }),
        unjudgedItem('acme/c', 'failed', 'ended failed', { scanId: 'scan-3' }),
      ],
      { problem: 'The job was cancelled' },
    )
    expect(markdown).toContain(
      '2 scans are still running on the service: a re-run follows them, and pays for none twice',
    )
  })

  it('stays under 1 MiB with thousands of repositories, and says how many it left out', () => {
    // One config for all: reading the inputs 6,000 times made this test the slowest of the suite.
    const config = makeConfig()
    const items = Array.from({ length: 6_000 }, (_, i) =>
      i % 2 === 0
        ? judgedItem(`acme/service-${i}-${'x'.repeat(60)}`, { high: 1 }, { config })
        : unjudgedItem(`acme/repo-${i}`, 'failed', `é<>|`.repeat(200), {
            branch: 'b'.repeat(200),
            config,
          }),
    )
    const markdown = render(items)
    expect(Buffer.byteLength(markdown, 'utf8')).toBeLessThanOrEqual(SUMMARY_MAX_BYTES)
    const rows = repositoryRows(markdown)
    expect(rows.length).toBeGreaterThan(100)
    expect(rows.length).toBeLessThan(items.length)
    expect(markdown).toContain(
      `… and ${items.length - rows.length} more repositories: see the report file`,
    )
    expect(markdown).toMatch(/\n- … and \d+ more\n/)
  })

  it('keeps to a smaller maxBytes', () => {
    const config = makeConfig()
    const items = Array.from({ length: 500 }, (_, i) =>
      unjudgedItem(`acme/repo-${i}`, 'failed', 'why '.repeat(100), { config }),
    )
    for (const maxBytes of [8_000, 20_000, 40_000]) {
      const markdown = render(items, { maxBytes })
      expect(Buffer.byteLength(markdown, 'utf8')).toBeLessThanOrEqual(maxBytes)
      expect(markdown).toContain('more repositories: see the report file')
      expect(markdown).toMatch(/\n- … and \d+ more\n/)
    }
  })

  it('lists every repository when they fit', () => {
    const items = Array.from({ length: 50 }, (_, i) => judgedItem(`acme/repo-${i}`))
    const markdown = render(items)
    expect(repositoryRows(markdown)).toHaveLength(50)
    expect(markdown).not.toContain('more repositories')
  })
})
