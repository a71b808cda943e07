import type { Severity } from './finding.js'
import { MAX_PAGE_SIZE } from './limits.js'

/**
 * Request bodies and list queries. Bodies are typed but not validated here: the service validates
 * them and its messages map to hints (hints.ts). Queries are checked before sending, because a bad
 * page size or sort key is a programming error that should not cost a request from the key's budget.
 */

interface ConnectedRepoRequest {
  source: 'connected'
  repo_url: string
  branch: string
  /** Omitted for token-based connections: the service resolves it from repo_url. */
  github_installation_id?: number | undefined
}

interface PublicRepoRequest {
  source: 'public'
  repo_url: string
  branch: string
}

interface UploadRepoRequest {
  source: 'upload'
  archive_id: string
}

export type EstimationRepoRequest = ConnectedRepoRequest | PublicRepoRequest | UploadRepoRequest

export interface CreateEstimationRequest {
  name?: string
  /** At least one. */
  repos: EstimationRepoRequest[]
}

/** Per docs/service-contract.md; the spec itself does not show the full request. */
export interface CreateScanRequest {
  /** UUID of an estimation in completed or partial status. */
  cost_estimation_id: string
  scan_type: 'pr' | 'full'
  repo_url?: string
  branch?: string
  /** pr scans only. */
  pr_number?: number
  name?: string
  /** For upload sources, instead of repo_url. */
  archive_id?: string
  target_urls?: string[]
  auth_instructions?: string
  custom_context?: string
  context_document_ids?: string[]
}

export interface PackageRef {
  package: string
  version: string
}

const SORT_ORDERS = ['ASC', 'DESC'] as const
type SortOrder = (typeof SORT_ORDERS)[number]
const SCAN_SORT_KEYS = ['created_at', 'updated_at', 'status'] as const
type ScanSortKey = (typeof SCAN_SORT_KEYS)[number]
const FINDING_SORT_KEYS = ['found_at', 'updated_at', 'severity'] as const
type FindingSortKey = (typeof FINDING_SORT_KEYS)[number]

interface PageQuery {
  /** From 1. */
  page?: number
  /** 1 to 100; the service defaults to 15. */
  limit?: number
}

export interface ListScansQuery extends PageQuery {
  status?: string
  sort_by?: ScanSortKey
  sort_order?: SortOrder
}

export interface ListFindingsQuery extends PageQuery {
  severity?: Severity
  state?: string
  scan_id?: string
  sort_by?: FindingSortKey
  sort_order?: SortOrder
}

export type QueryParams = Record<string, string | number | undefined>

function checkLimit(value: number | undefined): number | undefined {
  if (value === undefined) return undefined
  if (!Number.isInteger(value) || value < 1 || value > MAX_PAGE_SIZE) {
    throw new RangeError(
      `limit must be an integer from 1 to ${MAX_PAGE_SIZE} (got ${String(value)})`,
    )
  }
  return value
}

function checkPage(value: number | undefined): number | undefined {
  if (value === undefined) return undefined
  if (!Number.isInteger(value) || value < 1) {
    throw new RangeError(`page must be an integer of at least 1 (got ${String(value)})`)
  }
  return value
}

function checkOneOf<T extends string>(
  name: string,
  value: string | undefined,
  allowed: readonly T[],
): T | undefined {
  if (value === undefined) return undefined
  if (!(allowed as readonly string[]).includes(value)) {
    throw new RangeError(`${name} must be one of ${allowed.join(', ')} (got "${value}")`)
  }
  return value as T
}

export function buildScansQuery(q: ListScansQuery = {}): QueryParams {
  return {
    page: checkPage(q.page),
    limit: checkLimit(q.limit),
    status: q.status,
    sort_by: checkOneOf('sort_by', q.sort_by, SCAN_SORT_KEYS),
    sort_order: checkOneOf('sort_order', q.sort_order, SORT_ORDERS),
  }
}

export function buildFindingsQuery(q: ListFindingsQuery = {}): QueryParams {
  return {
    page: checkPage(q.page),
    limit: checkLimit(q.limit),
    severity: q.severity,
    state: q.state,
    scan_id: q.scan_id,
    sort_by: checkOneOf('sort_by', q.sort_by, FINDING_SORT_KEYS),
    sort_order: checkOneOf('sort_order', q.sort_order, SORT_ORDERS),
  }
}

/** A path segment for an id: URL-encoded, and never empty or a dot segment that would change the path. */
export function encodeId(name: string, id: string): string {
  if (typeof id !== 'string' || id.trim() === '' || id === '.' || id === '..') {
    throw new RangeError(`${name} must be a non-empty id (got ${JSON.stringify(id)})`)
  }
  return encodeURIComponent(id)
}
