import { randomUUID } from 'node:crypto'
import type { AuthedContext, Route } from './context.js'
import type { FindingEntity } from './findings-seed.js'
import {
  HttpError,
  UUID_PATTERN,
  isRecord,
  paginate,
  readEnum,
  readPaging,
  replyJson,
  type Reply,
} from './http.js'
import { SEVERITIES, type Severity } from './types.js'

export type FindingSortKey = 'found_at' | 'updated_at' | 'severity'
const SORT_KEYS: readonly FindingSortKey[] = ['found_at', 'updated_at', 'severity']
const SORT_ORDERS = ['ASC', 'DESC'] as const
const MAX_CACHED_QUERIES = 32

export interface FindingQuery {
  /** Scans whose findings are searched (already limited to the caller's organization). */
  scanIds: readonly string[]
  /** Identifies the scan set in the cache, e.g. the org name or one scan id. */
  scope: string
  severity?: Severity
  state?: string
  sortBy: FindingSortKey
  sortOrder: 'ASC' | 'DESC'
}

function rankSeverity(severity: Severity | undefined): number {
  return severity === undefined ? -1 : SEVERITIES.length - SEVERITIES.indexOf(severity)
}

function compareBy(sortBy: FindingSortKey): (a: FindingEntity, b: FindingEntity) => number {
  const primary = (a: FindingEntity, b: FindingEntity): number => {
    if (sortBy === 'severity') return rankSeverity(a.severity) - rankSeverity(b.severity)
    if (sortBy === 'updated_at') return a.updatedAt - b.updatedAt
    return 0
  }
  return (a, b) => primary(a, b) || a.foundAt - b.foundAt || a.seq - b.seq
}

/**
 * Findings of completed scans. Sorted, filtered results are cached per query shape and dropped
 * whenever findings are published, so paging through 100,000 findings sorts them once, not per page.
 */
export class FindingStore {
  private readonly byId = new Map<string, FindingEntity>()
  private readonly byScan = new Map<string, FindingEntity[]>()
  private readonly cache = new Map<string, readonly FindingEntity[]>()
  private nextSeq = 0
  private computed = 0
  private cached = 0

  /** How many query results were filtered and sorted afresh. */
  get queriesComputed(): number {
    return this.computed
  }

  /** How many query results were served from the cache. */
  get queriesCached(): number {
    return this.cached
  }

  /** Makes a scan's findings visible; their seq becomes global (the final sort tie-breaker). */
  publish(scanId: string, findings: FindingEntity[]): void {
    this.byScan.set(scanId, findings)
    for (const finding of findings) {
      finding.seq += this.nextSeq
      this.byId.set(finding.id, finding)
    }
    this.nextSeq += findings.length
    this.cache.clear()
  }

  isPublished(scanId: string): boolean {
    return this.byScan.has(scanId)
  }

  forScan(scanId: string): readonly FindingEntity[] {
    return this.byScan.get(scanId) ?? []
  }

  get(id: string): FindingEntity | undefined {
    return this.byId.get(id)
  }

  /** Counts by severity; a value outside the enum counts as info. */
  summarize(scanId: string): Record<Severity, number> {
    const counts: Record<Severity, number> = { critical: 0, high: 0, medium: 0, low: 0, info: 0 }
    for (const finding of this.forScan(scanId)) counts[finding.severity ?? 'info'] += 1
    return counts
  }

  query(query: FindingQuery): readonly FindingEntity[] {
    const key = [
      query.scope,
      query.severity ?? '*',
      query.state ?? '*',
      query.sortBy,
      query.sortOrder,
    ].join('|')
    const cached = this.cache.get(key)
    if (cached !== undefined) {
      this.cached += 1
      return cached
    }
    this.computed += 1
    const matches = query.scanIds
      .flatMap((scanId) => this.forScan(scanId))
      .filter(
        (finding) =>
          (query.severity === undefined || finding.severity === query.severity) &&
          (query.state === undefined || finding.state === query.state),
      )
    const compare = compareBy(query.sortBy)
    matches.sort(query.sortOrder === 'ASC' ? compare : (a, b) => compare(b, a))
    if (this.cache.size >= MAX_CACHED_QUERIES) this.cache.clear()
    this.cache.set(key, matches)
    return matches
  }

  clear(): void {
    this.byId.clear()
    this.byScan.clear()
    this.cache.clear()
    this.nextSeq = 0
    this.computed = 0
    this.cached = 0
  }
}

export interface ListOptions {
  scanIds: readonly string[]
  scope: string
}

/** Shared by GET /findings and GET /scans/{id}/findings: paging, filters, sorting. */
export function listFindingsPage(ctx: AuthedContext, options: ListOptions): Reply {
  const { page, limit } = readPaging(ctx.query)
  const rawSeverity = ctx.query.severity
  const severity =
    rawSeverity === undefined ? undefined : readEnum(ctx.query, 'severity', SEVERITIES, 'info')
  const state = ctx.query.state === '' ? undefined : ctx.query.state
  const sortBy = readEnum(ctx.query, 'sort_by', SORT_KEYS, 'found_at')
  const sortOrder = readEnum(ctx.query, 'sort_order', SORT_ORDERS, 'DESC')
  const query: FindingQuery = { ...options, sortBy, sortOrder }
  if (severity !== undefined) query.severity = severity
  if (state !== undefined) query.state = state
  const matches = ctx.state.findings.query(query)
  const data = paginate(matches, page, limit).map((finding) => finding.record)
  return replyJson(200, { data, total: matches.length, page, limit })
}

/** Hook the scan module installs so GET /findings sees scans completed by elapsed time. */
export type ScanRefresher = (ctx: AuthedContext) => void

function listFindings(ctx: AuthedContext, refreshScans: ScanRefresher): Reply {
  refreshScans(ctx)
  const scanId = ctx.query.scan_id
  if (scanId === undefined || scanId === '') {
    return listFindingsPage(ctx, {
      scanIds: [...ctx.org.scans.keys()],
      scope: `org:${ctx.org.name}`,
    })
  }
  if (!UUID_PATTERN.test(scanId)) throw new HttpError(400, ['scan_id must be a UUID'])
  if (!ctx.org.scans.has(scanId)) throw new HttpError(404, 'Scan not found')
  return listFindingsPage(ctx, { scanIds: [scanId], scope: `scan:${scanId}` })
}

export const FINDING_NOT_FOUND = 'Finding not found'

function addComment(ctx: AuthedContext): Reply {
  const comment = isRecord(ctx.body) ? ctx.body.comment : undefined
  if (typeof comment !== 'string') throw new HttpError(400, ['comment must be a string'])
  if (comment.trim() === '') throw new HttpError(400, ['comment should not be empty'])
  const findingId = ctx.params[0] ?? ''
  const finding = ctx.state.findings.get(findingId)
  // One message for missing, not approved and foreign findings: existence must not leak.
  if (finding === undefined || finding.org !== ctx.org.name || !finding.approved) {
    throw new HttpError(404, FINDING_NOT_FOUND)
  }
  const commentId = randomUUID()
  ctx.state.comments.push({
    comment_id: commentId,
    finding_id: findingId,
    org: ctx.org.name,
    comment,
    at: ctx.state.now(),
  })
  return replyJson(201, { comment_id: commentId })
}

export function createFindingRoutes(refreshScans: ScanRefresher): Route[] {
  return [
    {
      method: 'GET',
      template: '/findings',
      pattern: /^\/findings$/,
      scope: 'read',
      readsBody: false,
      handle: (ctx) => listFindings(ctx, refreshScans),
    },
    {
      method: 'POST',
      template: '/findings/{id}/comments',
      pattern: /^\/findings\/([^/]+)\/comments$/,
      scope: 'write',
      readsBody: true,
      handle: addComment,
    },
  ]
}
