/**
 * The organization over nights (issue 39, point 4): with gate: new the merge reads the series of
 * nightly totals from the previous night's merged report file (previous-report-file, which the
 * workflow downloads), adds tonight's and keeps the last SERIES_NIGHTS; its own report file
 * carries the series on. Nothing is asked of the service for it.
 *
 * The previous file is untrusted input, and large (every finding of every repository): only its
 * first PREVIOUS_HEAD_BYTES are read, where the merge writes the series (before the
 * repositories), and only the series is parsed, then checked against its schema. What cannot be
 * used starts a new series, with one warning line.
 */
import { open } from 'node:fs/promises'
import { sanitizeForLog } from '../../common/escape.js'
import { readTopLevelValue } from '../../common/json-head.js'
import {
  SERIES_NIGHTS,
  seriesSchema,
  type SeriesNight,
  type SweepReportFile,
} from '../../report/formats/report-file-sweep.js'
import { emptyCounts, SEVERITIES } from '../../service/finding.js'
import type { MergedSweep } from './merge.js'

/**
 * What is read of the previous report file: far more than a series and its frame need.
 */
export const PREVIOUS_HEAD_BYTES = 1_048_576

/** The series as tonight's merge carries it on, and what it says of the previous one, once. */
export interface CarriedSeries {
  /** Oldest first, tonight last; at most SERIES_NIGHTS. */
  nights: SeriesNight[]
  /** Why the series starts tonight, when it does: one line for the summary. */
  started?: string | undefined
}

/** The previous night's series, or why there is none (`warning`: the file could not be used). */
export type PreviousSeries =
  { nights: SeriesNight[] } | { started: string; warning?: string | undefined }

/**
 * Reads the series of the file at `path` (`shown` names it in messages). A missing file is the
 * first night: a new series, no warning.
 */
export async function readPreviousSeries(
  path: string | undefined,
  shown: string,
): Promise<PreviousSeries> {
  if (path === undefined) {
    return { started: 'a new series starts tonight (no previous-report-file given)' }
  }
  const name = sanitizeForLog(shown, 120)
  const head = await readPreviousHead(path)
  if (head === 'missing') {
    return { started: `a new series starts tonight (no previous report at ${name})` }
  }
  if ('unreadable' in head) return unusable(name, head.unreadable)
  const version = readTopLevelValue(head.text, 'schemaVersion')
  if (!('value' in version) || version.value !== '3') {
    return unusable(name, 'not a sweep report file')
  }
  const series = readTopLevelValue(head.text, 'series')
  if ('missing' in series) {
    return { started: `a new series starts tonight (the previous report at ${name} holds none)` }
  }
  if ('cut' in series) {
    return unusable(
      name,
      head.whole
        ? 'it ends before its series does'
        : `no series in its first ${PREVIOUS_HEAD_BYTES / 1_048_576} MiB`,
    )
  }
  let json: unknown
  try {
    json = JSON.parse(series.value)
  } catch {
    return unusable(name, 'its series is not JSON')
  }
  const parsed = seriesSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    // Outside what is sanitized: sanitizeForLog trims the space that sets the place apart.
    const where =
      issue === undefined ? '' : ` ${sanitizeForLog(`at series.${issue.path.join('.')}`, 120)}`
    return unusable(name, `its series is not valid${where}`)
  }
  return { nights: parsed.data.nights }
}

function unusable(name: string, why: string): PreviousSeries {
  return {
    started: 'a new series starts tonight (the previous report could not be used: see the warning)',
    warning: `previous-report-file ${name}: ${why}; a new series starts tonight`,
  }
}

/**
 * The previous report's head (readHead); 'missing' when there is no file (the first night), else
 * why it could not be read, in words fit for the log.
 */
export async function readPreviousHead(
  path: string,
): Promise<Head | 'missing' | { unreadable: string }> {
  try {
    return await readHead(path)
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code
    if (code === 'ENOENT') return 'missing'
    return {
      unreadable: `not readable (${typeof code === 'string' ? sanitizeForLog(code, 40) : 'error'})`,
    }
  }
}

/** The file's first PREVIOUS_HEAD_BYTES as text, and whether that is the whole file. */
interface Head {
  text: string
  whole: boolean
}

/** A character cut at the end of the bytes read is replaced: it is past anything used. */
async function readHead(path: string): Promise<Head> {
  const file = await open(path, 'r')
  try {
    // One byte more than is used: whether the file goes on past the head.
    const buffer = Buffer.alloc(PREVIOUS_HEAD_BYTES + 1)
    let filled = 0
    while (filled < buffer.length) {
      const { bytesRead } = await file.read(buffer, filled, buffer.length - filled, filled)
      if (bytesRead === 0) break
      filled += bytesRead
    }
    const whole = filled <= PREVIOUS_HEAD_BYTES
    return {
      text: buffer.subarray(0, Math.min(filled, PREVIOUS_HEAD_BYTES)).toString('utf8'),
      whole,
    }
  } finally {
    await file.close()
  }
}

/**
 * Tonight's totals: the backlog of the repositories judged, by severity, and how many findings
 * were new and fixed since their previous full scans (those told against one).
 */
export function tonightOf(merged: MergedSweep, at: number, runId: string): SeriesNight {
  const counts = emptyCounts()
  let fresh = 0
  let fixed = 0
  for (const entry of judgedEntries(merged)) {
    const { report } = entry
    for (const s of SEVERITIES) counts[s] += report.counts?.[s] ?? 0
    fresh += report.baseline?.counts?.new ?? 0
    fixed += report.baseline?.counts?.fixed ?? 0
  }
  return {
    at: new Date(at).toISOString(),
    ...(runId === '' ? {} : { runId }),
    judged: merged.counts.judged,
    counts,
    new: fresh,
    fixed,
  }
}

/** Every repository the shards judged, in shard order. */
export function* judgedEntries(
  merged: Pick<MergedSweep, 'reports'>,
): Generator<SweepReportFile['repositories'][number]> {
  for (const { report } of merged.reports) {
    for (const entry of report.repositories) if (entry.status === 'judged') yield entry
  }
}

/**
 * The previous nights and tonight, the last SERIES_NIGHTS kept. A re-run of the same workflow
 * run (its merge re-run, which reads what its first attempt left) replaces that run's night.
 */
export function appendNight(previous: PreviousSeries, tonight: SeriesNight): CarriedSeries {
  if (!('nights' in previous)) return { nights: [tonight], started: previous.started }
  const kept = previous.nights.filter(
    (night) => tonight.runId === undefined || night.runId !== tonight.runId,
  )
  return { nights: [...kept, tonight].slice(-SERIES_NIGHTS) }
}
