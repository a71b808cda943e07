import { readScanStatus, type ScanEntity } from './scan-model.js'

export const SCAN_SORT_KEYS = ['created_at', 'updated_at', 'status'] as const
export type ScanSortKey = (typeof SCAN_SORT_KEYS)[number]

export interface ScanListQuery {
  sortBy: ScanSortKey
  sortOrder: 'ASC' | 'DESC'
  /** An exact status word; undefined lists every scan. */
  status?: string | undefined
}

const MAX_CACHED_ORDERS = 16

/** How many scan lists were filtered and sorted afresh, and how many served from the cache. */
export interface ScanListCounts {
  computed: number
  cached: number
}

function compareScans(sortBy: ScanSortKey) {
  return (a: ScanEntity, b: ScanEntity): number => {
    let primary = 0
    if (sortBy === 'created_at') primary = a.createdAt - b.createdAt
    else if (sortBy === 'updated_at') primary = a.updatedAt - b.updatedAt
    else primary = readScanStatus(a).localeCompare(readScanStatus(b))
    return primary || a.seq - b.seq
  }
}

/**
 * An organization's scans in list order, filtered and sorted once per query shape and kept until
 * a scan is added or changes status: paging through 10,000 scans sorts them once, not per page.
 */
export class ScanOrders {
  private readonly cache = new Map<string, readonly ScanEntity[]>()

  /** `counts` is shared by every organization's orders: the emulator's stats. */
  constructor(private readonly counts: ScanListCounts) {}

  /** A scan was added or moved to another status (so another updated_at): orders are stale. */
  invalidate(): void {
    this.cache.clear()
  }

  list(scans: ReadonlyMap<string, ScanEntity>, query: ScanListQuery): readonly ScanEntity[] {
    const key = `${query.sortBy}|${query.sortOrder}|${query.status ?? '*'}`
    const cached = this.cache.get(key)
    if (cached !== undefined) {
      this.counts.cached += 1
      return cached
    }
    this.counts.computed += 1
    const compare = compareScans(query.sortBy)
    const sorted = [...scans.values()]
      .filter((scan) => query.status === undefined || readScanStatus(scan) === query.status)
      .sort(query.sortOrder === 'ASC' ? compare : (a, b) => compare(b, a))
    if (this.cache.size >= MAX_CACHED_ORDERS) this.cache.clear()
    this.cache.set(key, sorted)
    return sorted
  }
}
