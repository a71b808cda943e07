/**
 * What the merge of a planned sweep reads: every shard's report file, as the merge job downloaded
 * the run's artifacts (a folder per artifact). Read as untrusted input: a file counts only when it
 * is a sweep report whose shard frame names this run's plan, whatever folder it sits in. A shard
 * re-run alone uploads a second artifact: each shard's latest attempt is the one kept.
 */
import type { Dirent } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { sanitizeForLog } from '../../common/escape.js'
import {
  sweepReportFileSchema,
  type SweepReportFile,
} from '../../report/formats/report-file-sweep.js'
import type { PlanFile } from '../plan/file.js'

/** A file name in a note: untrusted text (an artifact's name, a folder), kept short. */
const NAME_CHARS = 120

type ShardFrameRead = NonNullable<SweepReportFile['sweep']['shard']>

/** One shard's report file, as read. */
export interface ShardReport {
  /** Where it was read, relative to the folder, fit for the log. */
  file: string
  shard: ShardFrameRead
  report: SweepReportFile
}

export interface ShardReports {
  /** Each shard's latest attempt, by its index. */
  latest: Map<number, ShardReport>
  /** The files set aside and why, one line each: the caller logs them as warnings. */
  notes: string[]
}

/** What tells this run's shard reports from another run's. */
export type PlanIdentity = Pick<PlanFile, 'shards' | 'createdAt'>

/**
 * Every shard report under `dir`, one file at a time (a report holds every finding of its
 * shard). A missing or empty folder is not an error: every shard is then missing, which the
 * merge fails closed on.
 */
export async function readShardReports(dir: string, plan: PlanIdentity): Promise<ShardReports> {
  const latest = new Map<number, ShardReport>()
  const notes: string[] = []
  for await (const path of walkJsonFiles(dir, dir, notes)) {
    const file = sanitizeForLog(relative(dir, path), NAME_CHARS)
    const read = await readShardReport(path, plan)
    if (typeof read === 'string') notes.push(`Ignored ${file}: ${read}`)
    else keepLatest(latest, { file, ...read }, notes)
  }
  return { latest, notes }
}

/** The `*.json` files below `dir`, by name; symbolic links are not followed. */
async function* walkJsonFiles(root: string, dir: string, notes: string[]): AsyncGenerator<string> {
  let entries: Dirent[]
  try {
    entries = await readdir(dir, { withFileTypes: true })
  } catch (error) {
    const where = sanitizeForLog(dir === root ? dir : relative(root, dir), NAME_CHARS)
    notes.push(`No shard report read from ${where}: ${errorCode(error)}`)
    return
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  for (const entry of entries) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* walkJsonFiles(root, path, notes)
    else if (entry.isFile() && entry.name.toLowerCase().endsWith('.json')) yield path
  }
}

/** The file's report and shard frame, or why it is not one of this plan's shard reports. */
async function readShardReport(
  path: string,
  plan: PlanIdentity,
): Promise<Omit<ShardReport, 'file'> | string> {
  let json: unknown
  try {
    json = JSON.parse(await readFile(path, 'utf8'))
  } catch (error) {
    return error instanceof SyntaxError ? 'not JSON' : `not readable (${errorCode(error)})`
  }
  const parsed = sweepReportFileSchema.safeParse(json)
  if (!parsed.success) {
    const version = (json as { schemaVersion?: unknown } | null)?.schemaVersion
    if (version !== 3) {
      return `not a sweep report file (schemaVersion ${sanitizeForLog(String(version), 20)})`
    }
    const issue = parsed.error.issues[0]
    // Outside what is sanitized: sanitizeForLog trims the space that sets the place apart.
    const where =
      issue === undefined
        ? ''
        : ` ${sanitizeForLog(`at ${issue.path.join('.')}: ${issue.message}`)}`
    return `not a valid sweep report file${where}`
  }
  const report = parsed.data
  const shard = report.sweep.shard
  if (shard === undefined) return 'a sweep report without a shard frame (not written by a shard)'
  if (shard.count !== plan.shards) {
    return `a shard report of another plan (${shard.count} shards, this plan ${plan.shards})`
  }
  if (shard.planCreatedAt !== plan.createdAt) {
    return `a shard report of another plan (made at ${sanitizeForLog(shard.planCreatedAt, 40)}, this plan at ${sanitizeForLog(plan.createdAt, 40)})`
  }
  if (shard.index >= plan.shards) {
    return `shard ${shard.index} is out of range (this plan's shards are 0 to ${plan.shards - 1})`
  }
  return { shard, report }
}

/** Keeps the higher attempt of a shard and says which file was set aside. */
function keepLatest(latest: Map<number, ShardReport>, read: ShardReport, notes: string[]): void {
  const { index, runAttempt } = read.shard
  const kept = latest.get(index)
  if (kept === undefined) {
    latest.set(index, read)
    return
  }
  const older = kept.shard.runAttempt
  if (runAttempt === older) {
    notes.push(
      `Ignored ${read.file}: a second report of shard ${index} attempt ${runAttempt} (kept ${kept.file})`,
    )
  } else if (runAttempt > older) {
    latest.set(index, read)
    notes.push(
      `Set aside shard ${index} attempt ${older} (${kept.file}): attempt ${runAttempt} (${read.file}) is newer`,
    )
  } else {
    notes.push(
      `Set aside shard ${index} attempt ${runAttempt} (${read.file}): attempt ${older} (${kept.file}) is newer`,
    )
  }
}

function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? sanitizeForLog(code, 40) : 'unreadable'
}
