/**
 * One walk of the service's scan list, newest first, each scan read once: what a plan reads back
 * to reuse-max-age, and what a sweep (or a re-run shard) reads to find the scans already started.
 */
import type { StepDeps } from '../scan/step-deps.js'
import type { Deadline } from '../service/client.js'
import { MAX_PAGE_SIZE } from '../service/limits.js'
import { walkPages, type PageWalkEnd } from '../service/paginate.js'
import type { Scan } from '../service/schemas.js'

/** When the service created a scan (epoch ms), when it says so readably. */
export function createdMsOf(scan: Scan): number | undefined {
  const ms = scan.created_at == null ? Number.NaN : Date.parse(scan.created_at)
  return Number.isNaN(ms) ? undefined : ms
}

export interface ScanListWalk {
  maxPages: number
  deadline: Deadline
  /** Scans created before this are not wanted: a page of nothing newer ends the walk. */
  sinceMs?: number | undefined
  /** Each scan of the list once, newest first (an undated one counts as recent). */
  take: (scan: Scan, recent: boolean) => void
  /** Whether the caller has all it came for. */
  done: () => boolean
}

/** Walks GET /scans newest first as `walk` says; errors propagate. */
export async function walkScanList(
  deps: Pick<StepDeps, 'client' | 'signal'>,
  walk: ScanListWalk,
): Promise<PageWalkEnd> {
  const seen = new Set<string>()
  return await walkPages<Scan>({
    pageSize: MAX_PAGE_SIZE,
    maxPages: walk.maxPages,
    fetchPage: (paging) =>
      deps.client.listScans(
        { ...paging, sort_by: 'created_at', sort_order: 'DESC' },
        { signal: deps.signal, deadline: walk.deadline },
      ),
    takePage: (scans) => {
      let added = 0
      let recent = 0
      for (const scan of scans) {
        if (seen.has(scan.id)) continue
        seen.add(scan.id)
        added += 1
        const created = createdMsOf(scan)
        const isRecent =
          walk.sinceMs === undefined || created === undefined || created >= walk.sinceMs
        if (isRecent) recent += 1
        walk.take(scan, isRecent)
      }
      return { added, enough: walk.done() || recent === 0 }
    },
  })
}
