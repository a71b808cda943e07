import type { AuthedContext, Route } from './context.js'
import { listFindingsPage } from './findings.js'
import { HttpError, paginate, readEnum, readPaging, replyJson, type Reply } from './http.js'
import { SCAN_SORT_KEYS } from './scan-list.js'
import { advanceScan, renderScan, renderScanStatus, type ScanEntity } from './scan-model.js'

const SORT_ORDERS = ['ASC', 'DESC'] as const
const EXPORT_FORMATS = ['ndjson', 'csv'] as const
const CSV_COLUMNS = ['id', 'severity', 'title', 'state', 'verification_state', 'file_path', 'url']

/** Applies time-based progress to every scan of the caller's organization. */
export function refreshScans(ctx: AuthedContext): void {
  for (const scan of ctx.org.scans.values()) advanceScan(ctx.state, scan, false)
}

function findScan(ctx: AuthedContext): ScanEntity {
  const scan = ctx.org.scans.get(ctx.params[0] ?? '')
  if (scan === undefined) throw new HttpError(404, 'Scan not found')
  return scan
}

function listScans(ctx: AuthedContext): Reply {
  const { page, limit } = readPaging(ctx.query)
  const sortBy = readEnum(ctx.query, 'sort_by', SCAN_SORT_KEYS, 'created_at')
  const sortOrder = readEnum(ctx.query, 'sort_order', SORT_ORDERS, 'DESC')
  const status = ctx.query.status === '' ? undefined : ctx.query.status
  refreshScans(ctx)
  const scans = ctx.org.scanOrders.list(ctx.org.scans, { sortBy, sortOrder, status })
  const data = paginate(scans, page, limit).map((scan) => renderScan(ctx.state, scan))
  return replyJson(200, { data, total: scans.length, page, limit })
}

function getScan(ctx: AuthedContext): Reply {
  const scan = findScan(ctx)
  advanceScan(ctx.state, scan, true)
  return replyJson(200, renderScan(ctx.state, scan))
}

function getScanStatus(ctx: AuthedContext): Reply {
  const scan = findScan(ctx)
  // Mimics a deployment without the status route: a plain "route not found".
  if (ctx.state.plan.scan.statusEndpoint404 === true) {
    throw new HttpError(404, `Cannot GET /v1/scans/${scan.id}/status`)
  }
  advanceScan(ctx.state, scan, true)
  return replyJson(200, renderScanStatus(ctx.state, scan))
}

function listScanFindings(ctx: AuthedContext): Reply {
  const scan = findScan(ctx)
  advanceScan(ctx.state, scan, false)
  return listFindingsPage(ctx, { scanIds: [scan.id], scope: `scan:${scan.id}` })
}

function escapeCsv(value: unknown): string {
  let text = ''
  if (typeof value === 'string') text = value
  else if (typeof value === 'number' || typeof value === 'boolean') text = String(value)
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** Export: NDJSON by default (one finding per line), CSV with ?format=csv. */
function exportScanFindings(ctx: AuthedContext): Reply {
  const scan = findScan(ctx)
  advanceScan(ctx.state, scan, false)
  const format = readEnum(ctx.query, 'format', EXPORT_FORMATS, 'ndjson')
  const records = [...ctx.state.findings.forScan(scan.id)]
    .sort((a, b) => a.foundAt - b.foundAt || a.seq - b.seq)
    .map((finding) => finding.record)
  if (format === 'csv') {
    const rows = records.map((record) => CSV_COLUMNS.map((column) => escapeCsv(record[column])))
    const text = [CSV_COLUMNS, ...rows].map((row) => row.join(',')).join('\r\n')
    return { status: 200, text: `${text}\r\n`, contentType: 'text/csv; charset=utf-8' }
  }
  const planned = scan.plan.exportFormat ?? 'ndjson'
  if (planned === 'array' || planned === 'envelope') {
    const body = planned === 'array' ? records : { data: records, total: records.length }
    return { status: 200, text: JSON.stringify(body), contentType: 'application/json' }
  }
  if (planned === 'html') {
    return {
      status: 200,
      text: '<html><body>Export unavailable</body></html>',
      contentType: 'text/html',
    }
  }
  const text = records.map((record) => `${JSON.stringify(record)}\n`).join('')
  return { status: 200, text, contentType: 'application/x-ndjson; charset=utf-8' }
}

function readRoute(
  template: string,
  pattern: RegExp,
  handle: (ctx: AuthedContext) => Reply,
): Route {
  return { method: 'GET', template, pattern, scope: 'read', readsBody: false, handle }
}

export const scanReadRoutes: Route[] = [
  readRoute('/scans', /^\/scans$/, listScans),
  readRoute('/scans/{id}', /^\/scans\/([^/]+)$/, getScan),
  readRoute('/scans/{id}/status', /^\/scans\/([^/]+)\/status$/, getScanStatus),
  readRoute('/scans/{id}/findings', /^\/scans\/([^/]+)\/findings$/, listScanFindings),
  readRoute(
    '/scans/{id}/findings/export',
    /^\/scans\/([^/]+)\/findings\/export$/,
    exportScanFindings,
  ),
]
