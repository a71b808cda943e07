import { describe, expect, it } from 'vitest'
import { SUMMARY_MAX_BYTES } from '../../src/report/summary.js'
import { renderMergeSummary } from '../../src/sweep/merge/summary.js'
import { countUnescapedPipes, tableRows } from '../support/markdown.js'
import { judgedItem, sweepRepository, unjudgedItem } from './helpers.js'
import { mergeFiles, useReportsDir } from './merge-fixtures.js'

const reportsDir = useReportsDir()

/** Shard, Attempt, Result, Repositories, Judged, Deferred, Credits, Stopped: 9 pipes. */
const PIPES_PER_SHARD_ROW = 9

/** The rows of the shards table. */
function shardRows(markdown: string): string[] {
  return tableRows(markdown, '| Shard | Attempt |')
}

describe('renderMergeSummary', () => {
  it('heads with the gate, the totals, a row per shard and the lists', async () => {
    const merged = await mergeFiles(await reportsDir(), [
      {
        index: 0,
        items: [
          judgedItem('acme/api', { high: 2 }, { credits: 12 }),
          unjudgedItem('acme/late', 'deferred', 'its shard reached its time-budget'),
        ],
      },
      {
        index: 2,
        attempt: 2,
        startsStopped: 'The service refused a scan: 402 Payment Required',
        items: [
          unjudgedItem('acme/web', 'failed', 'Its cost estimation failed'),
          unjudgedItem('acme/cobol', 'skipped', 'Not scanned: its languages are not supported'),
        ],
      },
    ])
    const markdown = renderMergeSummary(merged)
    expect(markdown).toMatch(/^## ❌ Security sweep failed\n\n\*\*shard 1 did not report/)
    // The totals, then a row a shard.
    expect(markdown).toMatch(/\n\| 4 \| 1 \| 1 \| 1 \| 1 \| 1 \| 12 \|\n/)
    expect(shardRows(markdown)).toEqual([
      '| 0 | 1 | ❌ failed | 2 | 1 | 1 | 12 |  |',
      '| 1 |  | ❔ did not report |  |  |  |  |  |',
      '| 2 | 2 | ❔ unknown | 2 | 0 | 0 | 0 | The service refused a scan\\: 402 Payment Required |',
    ])
    expect(markdown).toContain(
      '### Breaching\n\n- **acme/api** (shard 0): 2 findings at or above high \\(2 high\\)',
    )
    expect(markdown).toContain(
      '### Could not be judged\n\n- **acme/web** (shard 2): Its cost estimation failed',
    )
    expect(markdown).toContain('### Skipped\n\n- **acme/cobol** (shard 2): Not scanned\\:')
    expect(markdown).toContain(
      '### Deferred to the next run\n\n- **acme/late** (shard 0): its shard reached its time-budget',
    )
  })

  it('heads a clean merge as passed, and shows the notes of what was set aside', async () => {
    const dir = await reportsDir()
    await mergeFiles(dir, [{ index: 1, items: [unjudgedItem('acme/b', 'failed', 'timed out')] }])
    const merged = await mergeFiles(dir, [
      { index: 0, items: [judgedItem('acme/a')] },
      { index: 1, attempt: 2, items: [judgedItem('acme/b')] },
      { index: 2, items: [judgedItem('acme/c')] },
    ])
    const markdown = renderMergeSummary(merged)
    expect(markdown).toMatch(/^## ✅ Security sweep passed\n/)
    expect(markdown).not.toContain('### Could not be judged')
    expect(markdown).toContain('### Notes\n\n- Set aside shard 1 attempt 1')
  })

  it("escapes names, reasons and a shard's words: no HTML, link, command or broken row", async () => {
    const hostile = '</td><img src=x onerror=alert(1)> | [x](https://evil.test) \n::error::owned'
    const merged = await mergeFiles(await reportsDir(), [
      { index: 0, items: [judgedItem(`acme/${hostile}`, { critical: 1 })] },
      { index: 1, items: [unjudgedItem('acme/web', 'failed', hostile)] },
      { index: 2, items: [judgedItem('acme/ok')], startsStopped: hostile },
    ])
    const markdown = renderMergeSummary(merged)
    expect(markdown).not.toMatch(/<(img|td)\b/i)
    expect(markdown).not.toContain('](https://evil.test)')
    expect(markdown).not.toMatch(/^::/m)
    expect(markdown).not.toContain('::error')
    for (const row of shardRows(markdown)) {
      expect(countUnescapedPipes(row)).toBe(PIPES_PER_SHARD_ROW)
    }
    expect(markdown.split('\n').filter((l) => l.startsWith('- **acme/'))).toHaveLength(2)
  })

  it('keeps to maxBytes and says how many it left out', async () => {
    // One item of each, renamed: building each item anew would take seconds.
    const items = (status: 'failed' | 'deferred') => {
      const item = unjudgedItem('acme/x', status, `é<>|`.repeat(120))
      return Array.from({ length: 600 }, (_, i) => ({
        ...item,
        repository: sweepRepository(`acme/${status}-${i}`),
      }))
    }
    const merged = await mergeFiles(await reportsDir(), [
      { index: 0, items: items('failed') },
      { index: 1, items: items('deferred') },
    ])
    for (const maxBytes of [8_000, 40_000, SUMMARY_MAX_BYTES]) {
      const markdown = renderMergeSummary(merged, { maxBytes })
      expect(Buffer.byteLength(markdown, 'utf8')).toBeLessThanOrEqual(maxBytes)
      expect(markdown).toMatch(/\n- … and \d+ more\n/)
      expect(shardRows(markdown)).toHaveLength(3)
    }
  })
})
