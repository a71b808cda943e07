/**
 * What the plan reads of the last run's merged report (previous-report-file): the repositories it
 * did not judge. A completed scan of theirs was never read (the shard's budget ended before it, or
 * the shard was cancelled), so the plan follows it, reading its findings once, instead of
 * reporting it again from its counts. Untrusted input, read from the file's first MiB only and
 * checked; a file that cannot be used is one warning, and the plan reuses as without it.
 */
import { z } from 'zod/mini'
import { sanitizeForLog } from '../../common/escape.js'
import { readTopLevelValue } from '../../common/json-head.js'
import { PREVIOUS_HEAD_BYTES, readPreviousHead } from '../merge/series.js'

/** Repositories read at most: more than a sweep plans (MAX_SHARDS shards of a few thousand). */
const MAX_UNJUDGED = 100_000

const unjudgedSchema = z.array(z.string().check(z.maxLength(200))).check(z.maxLength(MAX_UNJUDGED))

/** The last run's unjudged repositories (owner/name, lower case), or why they are not known. */
export type LastRun = { unjudged: Set<string> } | { unknown: string; warning?: string | undefined }

export async function readLastRun(path: string | undefined, shown: string): Promise<LastRun> {
  if (path === undefined) return { unknown: 'no previous-report-file given' }
  const name = sanitizeForLog(shown, 120)
  const unusable = (why: string): LastRun => ({
    unknown: why,
    warning: `previous-report-file ${name}: ${why}; the plan reports unchanged repositories again from their scans' counts`,
  })
  const head = await readPreviousHead(path)
  if (head === 'missing') return { unknown: `no previous report at ${name}` }
  if ('unreadable' in head) return unusable(head.unreadable)
  const value = readTopLevelValue(head.text, 'unjudged')
  if ('missing' in value) return { unknown: `the previous report at ${name} lists none` }
  if ('cut' in value) {
    return unusable(
      head.whole
        ? 'it ends before its unjudged repositories do'
        : `its unjudged repositories do not end in its first ${PREVIOUS_HEAD_BYTES / 1_048_576} MiB`,
    )
  }
  let json: unknown
  try {
    json = JSON.parse(value.value)
  } catch {
    return unusable('its unjudged repositories are not JSON')
  }
  const parsed = unjudgedSchema.safeParse(json)
  if (!parsed.success) return unusable('its unjudged repositories are not a list of names')
  return { unjudged: new Set(parsed.data.map((name) => name.toLowerCase())) }
}
