/**
 * The merge job's summary: the organization's gate, its totals, one row per shard (or that it did
 * not report), then the repositories that breach, could not be judged, were skipped or wait for
 * the next run, each with why, filled against the runner's 1 MiB limit. Names and reasons come
 * from the shards' report files, read as untrusted input: every one is escaped.
 */
import { escapeMarkdown, truncate } from '../common/escape.js'
import { SUMMARY_MAX_BYTES } from '../report/summary.js'
import type { MergedRepository, MergedShard, MergedSweep } from './merge.js'
import { fillRows, renderSweepHeading, RESULT_WORDS } from './summary.js'

/** Room for the closing "… and N more" lines once the rows stop. */
const RESERVE_BYTES = 2_048

/** Lines that stop being taken once the next would pass the budget. */
interface BoundedLines {
  lines: string[]
  /** Whether `line` was taken. */
  push: (line: string, budget?: number) => boolean
  /** The budget that leaves this share of the bytes still free to what follows. */
  leaving: (share: number) => number
}

function boundedLines(first: readonly string[], maxBytes: number): BoundedLines {
  const lines = [...first]
  let bytes = Buffer.byteLength(lines.join('\n'), 'utf8')
  const limit = maxBytes - RESERVE_BYTES
  return {
    lines,
    push: (line, budget = limit) => {
      const size = Buffer.byteLength(line, 'utf8') + 1
      if (bytes + size > budget) return false
      lines.push(line)
      bytes += size
      return true
    },
    leaving: (share) => bytes + (limit - bytes) * (1 - share),
  }
}

export function renderMergeSummary(
  merged: MergedSweep,
  { maxBytes = SUMMARY_MAX_BYTES }: { maxBytes?: number } = {},
): string {
  const { counts } = merged
  const out = boundedLines(
    [
      ...renderSweepHeading(merged.gate),
      '',
      '| Repositories | Judged | Breaching | Could not be judged | Skipped | Deferred | Credits spent |',
      '|---:|---:|---:|---:|---:|---:|---:|',
      `| ${counts.repositories} | ${counts.judged} | ${counts.breaching} | ${counts.failed} | ${counts.skipped} | ${counts.deferred} | ${merged.creditsSpent} |`,
      '',
      '| Shard | Attempt | Result | Repositories | Judged | Deferred | Credits | Stopped |',
      '|---:|---:|---|---:|---:|---:|---:|---|',
    ],
    maxBytes,
  )
  // The shards first, but the lists below must find room too.
  const shardBudget = out.leaving(0.5)
  const shown = fillRows(merged.shards, renderShardRow, (row) => out.push(row, shardBudget))
  if (shown < merged.shards.length) {
    out.lines.push('', `… and ${merged.shards.length - shown} more shards: see the report file`)
  }
  for (const [title, listed] of [
    ['Breaching', merged.listed.breaching],
    ['Could not be judged', merged.listed.notJudged],
    ['Skipped', merged.listed.skipped],
    ['Deferred to the next run', merged.listed.deferred],
  ] as const) {
    if (listed.length === 0) continue
    out.lines.push('', `### ${title}`, '')
    const taken = fillRows(listed, renderWhy, (row) => out.push(row))
    if (taken < listed.length) out.lines.push(`- … and ${listed.length - taken} more`)
  }
  if (merged.notes.length > 0) {
    out.lines.push('', '### Notes', '')
    const taken = fillRows(merged.notes, (n) => `- ${escapeMarkdown(truncate(n, 500))}`, out.push)
    if (taken < merged.notes.length) out.lines.push(`- … and ${merged.notes.length - taken} more`)
  }
  return `${out.lines.join('\n')}\n`
}

function renderShardRow(shard: MergedShard): string {
  if (shard.status === 'missing') return `| ${shard.index} |  | ❔ did not report |  |  |  |  |  |`
  const stopped = [shard.startsStopped, shard.problem].filter((s) => s !== undefined).join('; ')
  const result = shard.result === undefined ? '' : RESULT_WORDS[shard.result]
  const counts = shard.counts
  return `| ${shard.index} | ${shard.runAttempt ?? ''} | ${result} | ${counts?.repositories ?? ''} | ${counts?.judged ?? ''} | ${counts?.deferred ?? ''} | ${shard.creditsSpent ?? ''} | ${escapeMarkdown(truncate(stopped, 200))} |`
}

function renderWhy({ shard, entry }: MergedRepository): string {
  const why =
    entry.status === 'judged'
      ? entry.report.gate.reason
      : (entry.report.problem ?? entry.report.gate.reason)
  return `- **${escapeMarkdown(truncate(entry.repository, 200))}** (shard ${shard}): ${escapeMarkdown(truncate(why, 500))}`
}
