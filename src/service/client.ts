import type { z } from 'zod/mini'
import { systemClock, type Clock } from '../common/clock.js'
import { silentLogger, type Logger } from '../common/logger.js'
import { parseBaseUrl } from './base-url.js'
import { normalizeFinding, type Finding } from './finding.js'
import { KeySaturation, type SaturationSnapshot } from './saturation.js'
import { Transport, type Operation, type RequestOptions } from './transport.js'
import { parseJsonBody, parseResponse, type ResponseSource } from './parse.js'
import { createContractError } from './errors.js'
import { ACTION_NAME, ACTION_VERSION } from '../common/version.js'
import { readFindingsExport, type ExportReading } from './export.js'
import { RateLimiter } from './rate-limiter.js'
import {
  buildFindingsQuery,
  buildScansQuery,
  encodeId,
  type CreateEstimationRequest,
  type CreateScanRequest,
  type ListFindingsQuery,
  type ListScansQuery,
  type PackageRef,
} from './requests.js'
import {
  commentResponseSchema,
  costEstimationSchema,
  createdScanSchema,
  rawFindingPageSchema,
  scanPageSchema,
  scanSchema,
  scanStatusSchema,
  verdictBatchSchema,
  type CommentResponse,
  type CostEstimation,
  type CreatedScan,
  type Page,
  type Scan,
  type ScanStatus,
  type VerdictBatch,
} from './schemas.js'

export interface ServiceClientOptions {
  /** Must end in /v1 (with or without trailing slash); https unless loopback. */
  baseUrl: string
  /**
   * Sent as X-Api-Key. Undefined makes a client for the public verdict endpoint only: every other
   * call is refused before it is sent (a fork pull request gets no secrets).
   */
  apiKey: string | undefined
  logger?: Logger
  clock?: Clock
  /** Client-side rolling-window limit, default 100 per 60 s; may be lower, never above 100. */
  maxRequestsPerMinute?: number
  /** Deadline of each attempt (connect, headers and body), default 30 000. */
  requestTimeoutMs?: number
  /**
   * Retries of a 5xx, reset or timed-out idempotent request, default 4 (waits 1, 2, 4, 8 s and
   * jitter). A 429 is not counted here: it is waited out until the call's deadline (retry.ts).
   */
  maxRetries?: number
  /** Jitter source, default Math.random; tests pass () => 0. */
  random?: () => number
  userAgent?: string
}

export type { Deadline, RequestOptions } from './transport.js'

const DEFAULT_REQUEST_TIMEOUT_MS = 30_000
const DEFAULT_MAX_RETRIES = 4
const MAX_RETRIES_LIMIT = 10
const DEFAULT_USER_AGENT = `${ACTION_NAME}/${ACTION_VERSION}`

/** JSON first; JSON lines next. CSV is not asked for: it cannot be read without guessing. */
const EXPORT_ACCEPT = 'application/json, application/x-ndjson;q=0.9, */*;q=0.1'
/** Per attempt: an export of 100,000 findings is tens of megabytes. */
const EXPORT_TIMEOUT_MS = 180_000
const EXPORT_MAX_RETRIES = 1

/**
 * The typed client of the scanning service: one method per operation. Every response is parsed
 * with its schema (schemas.ts); every failure is a ServiceError (errors.ts) with a hint. It knows
 * nothing of GitHub or @actions/core.
 */
export class ServiceClient {
  private readonly transport: Transport
  private readonly logger: Logger
  private readonly saturation: KeySaturation

  constructor(options: ServiceClientOptions) {
    const apiKey = options.apiKey?.trim()
    if (apiKey === '') throw new Error('the API key is empty')
    if (apiKey !== undefined && /[\r\n]/.test(apiKey)) {
      throw new Error('the API key must be a single line')
    }
    const requestTimeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS
    if (!Number.isFinite(requestTimeoutMs) || requestTimeoutMs <= 0) {
      throw new RangeError(
        `requestTimeoutMs must be a positive number (got ${String(requestTimeoutMs)})`,
      )
    }
    const maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES
    if (!Number.isInteger(maxRetries) || maxRetries < 0 || maxRetries > MAX_RETRIES_LIMIT) {
      throw new RangeError(
        `maxRetries must be an integer from 0 to ${MAX_RETRIES_LIMIT} (got ${String(maxRetries)})`,
      )
    }
    const clock = options.clock ?? systemClock
    this.logger = options.logger ?? silentLogger
    const limiter = new RateLimiter({
      clock,
      logger: this.logger,
      maxRequests: options.maxRequestsPerMinute,
    })
    this.saturation = new KeySaturation(clock, this.logger)
    this.transport = new Transport({
      baseUrl: parseBaseUrl(options.baseUrl),
      apiKey,
      clock,
      logger: this.logger,
      limiter,
      saturation: this.saturation,
      requestTimeoutMs,
      maxRetries,
      random: options.random ?? Math.random,
      userAgent: options.userAgent ?? DEFAULT_USER_AGENT,
    })
  }

  /** What this client has seen of the key's shared budget: 429s, and how long they lasted. */
  rateLimitSnapshot(): SaturationSnapshot {
    return this.saturation.snapshot()
  }

  /** POST /cost-estimations: starts an estimation (answer in status pending or running). */
  async createEstimation(
    body: CreateEstimationRequest,
    o?: RequestOptions,
  ): Promise<CostEstimation> {
    const op = post('POST /cost-estimations', 'cost-estimations', body, true)
    return await this.call(op, costEstimationSchema, o)
  }

  /** GET /cost-estimations/{id}: the polling target until a terminal status. */
  async getEstimation(id: string, o?: RequestOptions): Promise<CostEstimation> {
    const op = get(
      'GET /cost-estimations/{id}',
      `cost-estimations/${encodeId('estimation id', id)}`,
    )
    return await this.call(op, costEstimationSchema, o)
  }

  /**
   * POST /scans: enqueues a scan. Not retried after an unclear failure (5xx, reset, timeout):
   * a second scan would spend credits twice. See retry.ts.
   */
  async createScan(body: CreateScanRequest, o?: RequestOptions): Promise<CreatedScan> {
    return await this.call(post('POST /scans', 'scans', body, false), createdScanSchema, o)
  }

  async listScans(q?: ListScansQuery, o?: RequestOptions): Promise<Page<Scan>> {
    const op = get('GET /scans', 'scans', buildScansQuery(q))
    const { data, total, page, limit } = await this.call(op, scanPageSchema, o)
    return { data, total, page, limit }
  }

  async getScan(id: string, o?: RequestOptions): Promise<Scan> {
    return await this.call(
      get('GET /scans/{id}', `scans/${encodeId('scan id', id)}`),
      scanSchema,
      o,
    )
  }

  async getScanStatus(id: string, o?: RequestOptions): Promise<ScanStatus> {
    const op = get('GET /scans/{id}/status', `scans/${encodeId('scan id', id)}/status`)
    return await this.call(op, scanStatusSchema, o)
  }

  /**
   * Every finding of a scan in one request. The export's format is not documented: see
   * export.ts for what is read, and `{ok: false}` for anything else. A large export gets
   * EXPORT_TIMEOUT_MS to arrive, not the per-request timeout.
   */
  async exportScanFindings(scanId: string, o?: RequestOptions): Promise<ExportReading> {
    const op: Operation = {
      ...get(
        'GET /scans/{id}/findings/export',
        `scans/${encodeId('scan id', scanId)}/findings/export`,
      ),
      accept: EXPORT_ACCEPT,
      timeoutMs: EXPORT_TIMEOUT_MS,
      // One retry: the paged list is the way around a failing export, not minutes of retries.
      maxRetries: EXPORT_MAX_RETRIES,
    }
    const response = await this.transport.send(op, o)
    return readFindingsExport(response.body, this.transport.redact)
  }

  async listFindings(q?: ListFindingsQuery, o?: RequestOptions): Promise<Page<Finding>> {
    return await this.listFindingPage(get('GET /findings', 'findings', buildFindingsQuery(q)), o)
  }

  /** POST /findings/{id}/comments. Not retried after an unclear failure (no duplicate comments). */
  async addFindingComment(
    findingId: string,
    comment: string,
    o?: RequestOptions,
  ): Promise<CommentResponse> {
    const path = `findings/${encodeId('finding id', findingId)}/comments`
    return await this.call(
      post('POST /findings/{id}/comments', path, { comment }, false),
      commentResponseSchema,
      o,
    )
  }

  /** POST /hfw/verdicts/batch: public and read-only, so it carries no API key and is retried. */
  async getDependencyVerdicts(packages: PackageRef[], o?: RequestOptions): Promise<VerdictBatch> {
    const op: Operation = {
      ...post('POST /hfw/verdicts/batch', 'hfw/verdicts/batch', { packages }, true),
      authenticated: false,
    }
    return await this.call(op, verdictBatchSchema, o)
  }

  private async call<S extends z.ZodMiniType>(
    op: Operation,
    schema: S,
    o: RequestOptions | undefined,
  ): Promise<z.output<S>> {
    const response = await this.transport.send(op, o)
    const source: ResponseSource = {
      method: op.method,
      endpoint: op.endpoint,
      status: response.status,
      redact: this.transport.redact,
    }
    return parseResponse(schema, parseJsonBody(response.body, source), source)
  }

  private async listFindingPage(
    op: Operation,
    o: RequestOptions | undefined,
  ): Promise<Page<Finding>> {
    const raw = await this.call(op, rawFindingPageSchema, o)
    const offset = Math.max(raw.page - 1, 0) * raw.limit
    const data: Finding[] = []
    raw.data.forEach((item, i) => {
      const finding = normalizeFinding(item, offset + i)
      if (finding !== undefined) data.push(finding)
    })
    // An entry that is not a finding is not skipped: with counts of zero it would pass unseen.
    const skipped = raw.data.length - data.length
    if (skipped > 0) {
      throw createContractError(
        op.method,
        op.endpoint,
        200,
        `${skipped} list entries that are not finding objects`,
      )
    }
    return { data, total: raw.total, page: raw.page, limit: raw.limit }
  }
}

function get(endpoint: string, path: string, query?: Operation['query']): Operation {
  return { method: 'GET', endpoint, path, query, idempotent: true }
}

function post(endpoint: string, path: string, body: unknown, idempotent: boolean): Operation {
  return { method: 'POST', endpoint, path, body, idempotent }
}
