/**
 * The organization's report file, as the merge writes it from what the shards reported.
 */
import { SWEEP_REPORT_FILE_VERSION, sweepReportFileSchema } from '../report/report-file-sweep.js'
import type { MergedSweep } from './merge.js'

/**
 * The organization's report file (version 3): the merged gate and totals, no shard frame, and
 * every repository of every shard's latest report as it was read, in shard order. In pieces: one
 * repository at a time.
 */
export function* renderMergedReportFile(merged: MergedSweep): Generator<string> {
  const sweep = {
    gate: merged.gate,
    counts: merged.counts,
    creditsSpent: merged.creditsSpent,
    problem: merged.problem,
  }
  // What does not match the schema is a bug, found here; the entries were checked as read.
  sweepReportFileSchema.shape.sweep.parse(sweep)
  yield `{\n  "schemaVersion": ${SWEEP_REPORT_FILE_VERSION},\n  "sweep": ${JSON.stringify(sweep, null, 2).replace(/\n/g, '\n  ')},\n  "repositories": [`
  let written = 0
  for (const { report } of merged.reports) {
    for (const entry of report.repositories) {
      yield `${written === 0 ? '' : ','}\n${JSON.stringify(entry, null, 2)}`
      written += 1
    }
  }
  yield `${written === 0 ? '' : '\n  '}]\n}\n`
}
