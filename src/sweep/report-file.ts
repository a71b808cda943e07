/**
 * The sweep's report file (version 3, report/report-file-sweep.ts): the sweep's gate and totals,
 * then each repository with its new and fixed findings (gate: new) and its own version 2 report,
 * written as a run of it alone would write it.
 * In pieces: each repository's findings are rendered as they are written, never all at once.
 */
import { buildReportFile, renderReportFile } from '../report/formats/report-file.js'
import {
  SWEEP_REPORT_FILE_VERSION,
  sweepReportFileSchema,
  toChangedFindings,
  type SweepReportFile,
} from '../report/formats/report-file-sweep.js'
import type { SweepItem, SweepOutcome } from './model.js'

type RepositoryEntry = Omit<SweepReportFile['repositories'][number], 'report'>

/** Everything but the repositories' reports, checked against the published schema. */
function frameOf(outcome: SweepOutcome): Omit<SweepReportFile, 'repositories'> {
  const frame = {
    schemaVersion: SWEEP_REPORT_FILE_VERSION,
    sweep: {
      gate: outcome.gate,
      counts: outcome.counts,
      creditsSpent: outcome.creditsSpent,
      problem: outcome.problem,
      shard: outcome.shard,
    },
  } as const
  // What does not match the schema is a bug, found here; each report is checked as it is built.
  sweepReportFileSchema.shape.sweep.parse(frame.sweep)
  return frame
}

/** Keys left undefined are left out of the file: JSON.stringify drops them. */
function entryOf(item: SweepItem): RepositoryEntry {
  const upload = item.sarif?.upload
  const changes = toChangedFindings(item.outcome)
  return {
    repository: item.repository.fullName,
    status: item.status,
    credits: item.credits,
    commitSha: item.commitSha,
    sarifFile: item.sarif?.path,
    sarifUpload:
      upload === undefined
        ? undefined
        : upload.ok
          ? { ok: true, id: upload.id }
          : { ok: false, problem: upload.problem },
    new: changes?.new,
    fixed: changes?.fixed,
  }
}

/** The file's text, in pieces, ending in a line break. */
export function* renderSweepReportFile(outcome: SweepOutcome): Generator<string> {
  const frame = frameOf(outcome)
  yield `{\n  "schemaVersion": ${frame.schemaVersion},\n  "sweep": ${JSON.stringify(frame.sweep, null, 2).replace(/\n/g, '\n  ')},\n  "repositories": [`
  for (const [i, item] of outcome.items.entries()) {
    const entry = JSON.stringify(entryOf(item), null, 2)
    // The entry's closing brace gives way to its report, rendered as the repository's own file.
    yield `${i === 0 ? '' : ','}\n${entry.slice(0, entry.lastIndexOf('\n}'))},\n"report": `
    yield* renderReportFile(buildReportFile(item.outcome))
    yield '}'
  }
  yield `${outcome.items.length === 0 ? '' : '\n  '}]\n}\n`
}
