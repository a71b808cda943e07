/**
 * The merge job's summary: the organization's gate, its totals, one row per shard (or that it did
 * not report), then the repositories that breach, could not be judged, were skipped or wait for
 * the next run, each with why, filled against the runner's 1 MiB limit. With gate: new it leads
 * with what is new tonight, what was fixed, the backlog and the nights (tonight.ts,
 * chart.ts). Names and reasons come from the shards' report files, read as untrusted
 * input: every one is escaped.
 */
import { escapeMarkdown, truncate } from '../../common/escape.js'
import { SUMMARY_MAX_BYTES } from '../../report/summary.js'
import type { MergedRepository, MergedShard, MergedSweep } from './merge.js'
import { renderSeries } from './chart.js'
import type { CarriedSeries } from './series.js'
import { renderBacklog, renderChanges } from './tonight.js'
import {
  boundedLines,
  fillRows,
  renderSweepHeading,
  RESULT_WORDS,
  type BoundedLines,
} from '../summary.js'

export function renderMergeSummary(
  merged: MergedSweep,
  {
    maxBytes = SUMMARY_MAX_BYTES,
    series,
  }: {
    maxBytes?: number
    /** With gate: new, the series of nights: the summary leads with what is new tonight. */
    series?: CarriedSeries | undefined
  } = {},
): string {
  const { counts } = merged
  const totals = [
    '',
    '| Repositories | Judged | Breaching | Could not be judged | Skipped | Deferred | Credits spent |',
    '|---:|---:|---:|---:|---:|---:|---:|',
    `| ${counts.repositories} | ${counts.judged} | ${counts.breaching} | ${counts.failed} | ${counts.skipped} | ${counts.deferred} | ${merged.creditsSpent} |`,
    '',
    '| Shard | Attempt | Result | Repositories | Judged | Deferred | Credits | Stopped |',
    '|---:|---:|---|---:|---:|---:|---:|---|',
  ]
  const heading = renderSweepHeading(merged.gate)
  const out =
    series === undefined
      ? boundedLines([...heading, ...totals], maxBytes)
      : leadWithTonight(merged, series, heading, totals, maxBytes)
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

/**
 * Gate: new: what is new tonight, what was fixed, the standing backlog and the nights, then the
 * night's sweep. The changes take at most half of what the rest leaves: the shards and the
 * repositories not judged must find room too.
 */
function leadWithTonight(
  merged: MergedSweep,
  series: CarriedSeries,
  heading: readonly string[],
  totals: readonly string[],
  maxBytes: number,
): BoundedLines {
  const out = boundedLines(heading, maxBytes)
  const after = [
    ...renderBacklog(merged),
    ...renderSeries(series),
    '',
    "### Tonight's sweep",
    ...totals,
  ]
  const afterBytes = after.reduce((sum, line) => sum + Buffer.byteLength(line, 'utf8') + 1, 0)
  out.pushAll(renderChanges(merged, (out.room() - afterBytes) / 2))
  out.pushAll(after)
  return out
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
