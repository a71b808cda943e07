import { describe, expect, it } from 'vitest'
import { createRedactor, ServiceError } from '../../src/service/errors.js'
import { parseJsonBody, parseResponse, type ResponseSource } from '../../src/service/parse.js'
import {
  costEstimationSchema,
  createdScanSchema,
  scanPageSchema,
  scanSchema,
  scanStatusSchema,
  verdictBatchSchema,
  commentResponseSchema,
} from '../../src/service/schemas.js'
import { API_KEY, SCAN_ID } from '../../testkit/ids.js'
import { estimationRecord, scanRecord } from '../support/service.js'
import { makeClient, service } from './helpers.js'
import { settle } from '../support/async.js'

const GET_ESTIMATION: ResponseSource = {
  method: 'GET',
  endpoint: 'GET /cost-estimations/{id}',
  status: 200,
  redact: createRedactor(API_KEY),
}

function contractMessage(run: () => unknown): string {
  try {
    run()
  } catch (err) {
    expect(err).toBeInstanceOf(ServiceError)
    expect((err as ServiceError).kind).toBe('contract')
    return (err as ServiceError).message
  }
  throw new Error('expected a contract error')
}

function without(record: Record<string, unknown>, ...fields: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !fields.includes(key)))
}

function parseEstimation(data: unknown): string {
  return contractMessage(() => parseResponse(costEstimationSchema, data, GET_ESTIMATION))
}

describe('cost estimation', () => {
  it.each([
    'id',
    'organization_id',
    'user_id',
    'task_id',
    'status',
    'repos',
    'triage_required',
    'triage_fee_credits',
    'created_at',
    'updated_at',
  ])('requires %s, naming endpoint and field', (field) => {
    expect(parseEstimation(without(estimationRecord(), field))).toMatch(
      new RegExp(
        `^GET /cost-estimations/\\{id\\} returned a response without the required field "${field}": `,
      ),
    )
  })

  it('accepts every optional field absent or null, and keeps unknown fields', () => {
    const record = estimationRecord({
      name: null,
      error: null,
      total_credits: null,
      repo_results: null,
      new_thing: [1],
    })
    const parsed = parseResponse(costEstimationSchema, record, GET_ESTIMATION)
    expect(parsed.new_thing).toEqual([1])
    const minimal = without(estimationRecord(), 'name', 'error', 'total_credits', 'repo_results')
    expect(parseResponse(costEstimationSchema, minimal, GET_ESTIMATION).status).toBe('completed')
  })

  it('names a nested field with an unexpected enum value', () => {
    const record = estimationRecord()
    ;(record.repo_results as Record<string, unknown>[])[0]!.status = 'weird'
    expect(parseEstimation(record)).toMatch(
      /^GET \/cost-estimations\/\{id\} returned a response whose field "repo_results\[0\]\.status" has an unexpected value "weird" \(expected completed or failed\): /,
    )
  })

  it('names required fields of repo results and applications', () => {
    const record = estimationRecord()
    const result = (record.repo_results as Record<string, unknown>[])[0]!
    delete result.from_cache
    expect(parseEstimation(record)).toContain(
      'without the required field "repo_results[0].from_cache"',
    )
    result.from_cache = true
    ;(result.applications as Record<string, unknown>[])[0]!.app_root_path = 5
    expect(parseEstimation(record)).toContain(
      'field "repo_results[0].applications[0].app_root_path" is 5 (expected a string)',
    )
  })

  it('lists the allowed statuses and counts further problems', () => {
    expect(parseEstimation(estimationRecord({ status: 'done', triage_required: 'no' }))).toContain(
      'field "status" has an unexpected value "done" (expected pending, running, completed, partial or failed) (and 1 more problem)',
    )
  })

  it('keeps a new failure_reason and source instead of failing the run', () => {
    const record = estimationRecord({ repos: [{ source: 'gitlab', repo_url: 'x' }] })
    ;(record.repo_results as Record<string, unknown>[])[0]!.failure_reason = 'too_large'
    expect(parseResponse(costEstimationSchema, record, GET_ESTIMATION).repos[0]?.source).toBe(
      'gitlab',
    )
  })

  it('redacts the key from a value it shows', () => {
    expect(parseEstimation(estimationRecord({ status: API_KEY }))).toContain(
      'unexpected value "***"',
    )
  })

  it('describes a body that is not an object or not JSON', () => {
    expect(parseEstimation([])).toMatch(
      /^GET \/cost-estimations\/\{id\} returned an array where a JSON object was expected/,
    )
    expect(contractMessage(() => parseJsonBody('<html>oops</html>', GET_ESTIMATION))).toMatch(
      /^GET \/cost-estimations\/\{id\} returned a body that is not JSON \("<html>oops<\/html>"\)/,
    )
    expect(contractMessage(() => parseJsonBody('', GET_ESTIMATION))).toContain(
      'an empty body where JSON was expected',
    )
  })
})

describe('scans', () => {
  const source = { ...GET_ESTIMATION, endpoint: 'GET /scans/{id}' }

  it('requires only the id', () => {
    expect(parseResponse(scanSchema, { id: SCAN_ID }, source)).toEqual({ id: SCAN_ID })
    expect(
      contractMessage(() => parseResponse(scanSchema, { status: 'running' }, source)),
    ).toContain('GET /scans/{id} returned a response without the required field "id"')
  })

  it('keeps a malformed findings_summary as it came, for the gate to refuse (scan/counts.ts)', () => {
    const bad = scanRecord({ findings_summary: { critical: 1.5, high: '2', medium: null } })
    expect(parseResponse(scanSchema, bad, source).findings_summary).toEqual({
      critical: 1.5,
      high: '2',
      medium: null,
    })
  })

  it('normalizes the create-scan answer to { id, record }', () => {
    const post = { ...source, endpoint: 'POST /scans' }
    expect(parseResponse(createdScanSchema, { id: 'a', extra: 1 }, post)).toEqual({
      id: 'a',
      record: { id: 'a', extra: 1 },
    })
    expect(parseResponse(createdScanSchema, { scan_id: 'b', id: null }, post).id).toBe('b')
    expect(
      contractMessage(() => parseResponse(createdScanSchema, { status: 'queued' }, post)),
    ).toMatch(
      /^POST \/scans returned a response without the required field "id" \(or "scan_id"\): /,
    )
  })

  it('reads the status answer and the page envelope', () => {
    const status = { ...source, endpoint: 'GET /scans/{id}/status' }
    expect(
      contractMessage(() => parseResponse(scanStatusSchema, { progress: 5 }, status)),
    ).toContain('without the required field "status"')
    const list = { ...source, endpoint: 'GET /scans' }
    expect(
      contractMessage(() => parseResponse(scanPageSchema, { data: [], total: 0, page: 1 }, list)),
    ).toContain('without the required field "limit"')
    expect(
      contractMessage(() =>
        parseResponse(scanPageSchema, { data: {}, total: 0, page: 1, limit: 1 }, list),
      ),
    ).toContain('field "data" is an object (expected an array)')
  })
})

describe('verdicts and comments', () => {
  const source = { ...GET_ESTIMATION, method: 'POST', endpoint: 'POST /hfw/verdicts/batch' }

  it('requires package and level on each verdict, and defaults errors to none', () => {
    const batch = parseResponse(
      verdictBatchSchema,
      { verdicts: [{ package: 'a', level: 'malicious', osv_id: 'MAL-1' }] },
      source,
    )
    expect(batch.errors).toEqual([])
    expect(batch.verdicts[0]?.osv_id).toBe('MAL-1')
    expect(
      contractMessage(() =>
        parseResponse(verdictBatchSchema, { verdicts: [{ package: 'a' }] }, source),
      ),
    ).toContain('without the required field "verdicts[0].level"')
  })

  it('requires comment_id', () => {
    const post = { ...source, endpoint: 'POST /findings/{id}/comments' }
    expect(
      contractMessage(() => parseResponse(commentResponseSchema, { comment_id: '' }, post)),
    ).toContain('field "comment_id" is invalid (not an id')
  })

  it('fails a client call with the contract message', async () => {
    const { client } = makeClient()
    service().get(`/v1/scans/${SCAN_ID}/status`).reply(200, { state: 'running' })
    const error = (await settle(client.getScanStatus(SCAN_ID))).error as ServiceError
    expect(error.kind).toBe('contract')
    expect(error.status).toBe(200)
    expect(error.message).toMatch(
      /^GET \/scans\/\{id\}\/status returned a response without the required field "status": /,
    )
  })
})
