/**
 * The organization's report file, as the merge writes it from what the shards reported.
 */
import {
  seriesSchema,
  SWEEP_REPORT_FILE_VERSION,
  sweepReportFileSchema,
  type SweepReportFile,
} from '../../report/formats/report-file-sweep.js'
import type { MergedSweep } from './merge.js'

/**
 * The organization's report file (version 3): the merged gate and totals, no shard frame, the
 * series of nights (gate: new), and every repository of every shard's latest report as it was
 * read, in shard order. In pieces: one repository at a time. The series and the repositories
 * not judged come before the repositories: the next night's merge and plan read them from the
 * file's first MiB (series.ts, ../plan/last-run.ts).
 */
export function* renderMergedReportFile(
  merged: MergedSweep,
  series?: SweepReportFile['series'],
): Generator<string> {
  const sweep = {
    gate: merged.gate,
    counts: merged.counts,
    creditsSpent: merged.creditsSpent,
    problem: merged.problem,
  }
  // What does not match the schema is a bug, found here; the entries were checked as read.
  sweepReportFileSchema.shape.sweep.parse(sweep)
  const indent = (value: unknown) => JSON.stringify(value, null, 2).replace(/\n/g, '\n  ')
  const carried = series === undefined ? '' : `\n  "series": ${indent(seriesSchema.parse(series))},`
  const unjudged = `\n  "unjudged": ${JSON.stringify(merged.unjudged)},`
  yield `{\n  "schemaVersion": ${SWEEP_REPORT_FILE_VERSION},\n  "sweep": ${indent(sweep)},${carried}${unjudged}\n  "repositories": [`
  let written = 0
  for (const { report } of merged.reports) {
    for (const entry of report.repositories) {
      yield `${written === 0 ? '' : ','}\n${JSON.stringify(entry, null, 2)}`
      written += 1
    }
  }
  yield `${written === 0 ? '' : '\n  '}]\n}\n`
}
