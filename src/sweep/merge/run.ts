/**
 * mode: merge, the last job of a planned sweep: every shard's latest report file (the artifacts
 * of the run, downloaded into reports-dir), one job summary, one report file and one gate for the
 * organization. A shard that did not report is not judged: the merge fails closed on it. With
 * gate: new it carries the series of nights on, from previous-report-file (series.ts).
 */
import { resolve } from 'node:path'
import type { Config } from '../../config/inputs.js'
import type { MatrixConfig } from '../../config/matrix.js'
import type { RunPorts } from '../../job/ports.js'
import { guard } from '../../job/publish.js'
import { decideVerdict, endJob, endOfStop } from '../../job/verdict.js'
import { readShardReports } from './read.js'
import { appendNight, readPreviousSeries, tonightOf, type CarriedSeries } from './series.js'
import { renderMergeSummary } from './summary.js'
import { endOfMerge, mergeShards, type MergedSweep } from './merge.js'
import { renderMergedReportFile } from './report-file.js'
import { writeReportFile } from '../publish.js'
import { readPlan } from '../shard/run.js'

export async function runMerge(
  ports: RunPorts,
  config: Config,
  matrix: MatrixConfig,
): Promise<void> {
  const read = await readPlan(ports, matrix.planFile)
  const root = ports.workspace?.root
  if ('problem' in read || root === undefined) {
    const problem =
      'problem' in read ? read.problem : 'reports-dir: there is no workspace to read it in'
    ports.setOutput('result', 'unknown')
    endJob(decideVerdict(endOfStop(problem, { invalid: false })), ports)
    return
  }
  const { plan } = read
  const reports = await readShardReports(resolve(root, matrix.reportsDir), plan)
  for (const note of reports.notes) ports.log.warning(note)
  const merged = mergeShards(reports, plan, config)
  // Read before the report file is written: the workflow may give both the same path.
  const series = config.gate === 'new' ? await carrySeries(ports, root, matrix, merged) : undefined
  const reportFile = await writeReportFile(ports, config.reportFile, () =>
    renderMergedReportFile(merged, series && { nights: series.nights }),
  )
  await guard(ports, 'outputs', () => {
    for (const [name, value] of Object.entries(mergeOutputs(merged, reportFile))) {
      ports.setOutput(name, value)
    }
    return Promise.resolve()
  })
  if (config.jobSummary) {
    await guard(ports, 'job summary', () =>
      ports.writeSummary(renderMergeSummary(merged, { series })),
    )
  }
  endJob(decideVerdict(endOfMerge(merged)), ports)
}

/** The series of nights, tonight's added (gate: new); a previous file not usable is one warning. */
async function carrySeries(
  ports: RunPorts,
  root: string,
  matrix: MatrixConfig,
  merged: MergedSweep,
): Promise<CarriedSeries> {
  const shown = matrix.previousReportFile
  const previous = await readPreviousSeries(
    shown === undefined ? undefined : resolve(root, shown),
    shown ?? '',
  )
  if ('warning' in previous && previous.warning !== undefined) ports.log.warning(previous.warning)
  return appendNight(previous, tonightOf(merged, ports.clock.now(), ports.context.runId))
}

function mergeOutputs(merged: MergedSweep, reportFile: string | undefined): Record<string, string> {
  const { counts } = merged
  return {
    result: merged.gate.result,
    'report-file': reportFile ?? '',
    'repositories-scanned': String(counts.judged),
    'repositories-breaching': String(counts.breaching),
    'repositories-failed': String(counts.failed),
    'repositories-skipped': String(counts.skipped),
    'repositories-deferred': String(counts.deferred),
    'shards-missing': merged.missing.join(' '),
  }
}
