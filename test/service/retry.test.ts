import { afterEach, describe, expect, it, vi } from 'vitest'
import { ServiceError } from '../../src/service/errors.js'
import {
  backoffDelayMs,
  backoffStepMs,
  isRetryable,
  parseRetryAfterMs,
  type AttemptFailure,
} from '../../src/service/retry.js'
import { ESTIMATION_ID, SCAN_ID } from '../../testkit/ids.js'
import { estimationRecord } from '../support/service.js'
import {
  answerInTurn,
  expectNextAttemptAfter,
  makeClient,
  retryLogs,
  service,
  useFakeTime,
} from './helpers.js'
import { settle, waitUntil } from '../support/async.js'

const SCAN_BODY = {
  cost_estimation_id: ESTIMATION_ID,
  scan_type: 'full' as const,
  repo_url: 'https://github.com/o/r',
  branch: 'main',
}

afterEach(() => {
  vi.useRealTimers()
})

describe('server errors and broken connections', () => {
  it('retries a GET after 503 and 502 and returns the answer', async () => {
    useFakeTime()
    const { client, logger } = makeClient()
    const server = answerInTurn(`/scans/${SCAN_ID}/status`, [
      [503, 'upstream down'],
      [502, '<html>bad gateway</html>'],
      [200, { status: 'completed' }],
    ])
    const result = settle(client.getScanStatus(SCAN_ID))
    await waitUntil(() => retryLogs(logger) === 1)
    await expectNextAttemptAfter(1000, server.hits)
    await waitUntil(() => retryLogs(logger) === 2)
    await expectNextAttemptAfter(2000, server.hits)
    expect((await result).value?.status).toBe('completed')
  })

  it('retries POST /cost-estimations after a 500 and after a reset connection', async () => {
    useFakeTime()
    const { client, logger } = makeClient()
    const reset = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })
    const scope = service()
      .post('/v1/cost-estimations')
      .reply(500, { statusCode: 500, message: 'Internal server error' })
      .post('/v1/cost-estimations')
      .replyWithError(reset)
      .post('/v1/cost-estimations')
      .reply(201, estimationRecord({ status: 'pending' }))
    const result = settle(
      client.createEstimation({ repos: [{ source: 'upload', archive_id: 'a' }] }),
    )
    await waitUntil(() => retryLogs(logger) === 1)
    await vi.advanceTimersByTimeAsync(1000)
    await waitUntil(() => retryLogs(logger) === 2)
    expect(logger.lines[1]).toContain('connection failed (ECONNRESET); retrying in 2.0 s')
    await vi.advanceTimersByTimeAsync(2000)
    expect((await result).value?.status).toBe('pending')
    expect(scope.isDone()).toBe(true)
  })

  it('retries the verdict batch (read-only) after a 502', async () => {
    useFakeTime()
    const { client, logger } = makeClient()
    service()
      .post('/v1/hfw/verdicts/batch')
      .reply(502)
      .post('/v1/hfw/verdicts/batch')
      .reply(200, { status: 'ok', verdicts: [], errors: [] })
    const result = settle(client.getDependencyVerdicts([{ package: 'a', version: '1' }]))
    await waitUntil(() => retryLogs(logger) === 1)
    await vi.advanceTimersByTimeAsync(1000)
    expect((await result).value?.verdicts).toEqual([])
  })

  it('sends POST /scans exactly once on a 503: a retry could start a second scan', async () => {
    const { client } = makeClient()
    const scope = service()
      .post('/v1/scans')
      .reply(503, 'Service Unavailable')
      .post('/v1/scans')
      .reply(201, { id: SCAN_ID })
    const error = (await settle(client.createScan(SCAN_BODY))).error as ServiceError
    expect(scope.pendingMocks()).toHaveLength(1)
    expect(error).toMatchObject({ kind: 'http', status: 503, endpoint: 'POST /scans' })
    expect(error.message).toContain(
      'not retried automatically because the service may already have acted on it',
    )
  })

  it('sends POST /scans exactly once on a reset connection', async () => {
    const { client } = makeClient()
    const reset = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })
    const scope = service()
      .post('/v1/scans')
      .replyWithError(reset)
      .post('/v1/scans')
      .reply(201, { id: SCAN_ID })
    const error = (await settle(client.createScan(SCAN_BODY))).error as ServiceError
    expect(scope.pendingMocks()).toHaveLength(1)
    expect(error.kind).toBe('network')
    expect(error.message).toMatch(
      /^POST \/scans could not reach the service \(ECONNRESET: socket hang up\)/,
    )
  })

  it('sends a finding comment exactly once on a 500', async () => {
    const { client } = makeClient()
    const scope = service()
      .post('/v1/findings/f1/comments')
      .reply(500)
      .post('/v1/findings/f1/comments')
      .reply(201, { comment_id: 'c' })
    const error = (await settle(client.addFindingComment('f1', 'hi'))).error as ServiceError
    expect(scope.pendingMocks()).toHaveLength(1)
    expect(error.status).toBe(500)
  })

  it('retries POST /scans when the connection was refused: nothing reached the service', async () => {
    useFakeTime()
    const { client, logger } = makeClient()
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })
    service()
      .post('/v1/scans')
      .replyWithError(refused)
      .post('/v1/scans')
      .reply(201, { id: SCAN_ID })
    const result = settle(client.createScan(SCAN_BODY))
    await waitUntil(() => retryLogs(logger) === 1)
    await vi.advanceTimersByTimeAsync(1000)
    expect((await result).value?.id).toBe(SCAN_ID)
  })

  it('never retries a 402, and explains it', async () => {
    const { client } = makeClient()
    const scope = service()
      .post('/v1/scans')
      .reply(402, {
        statusCode: 402,
        message: 'Insufficient credits to start this scan',
        error: 'Payment Required',
      })
      .post('/v1/scans')
      .reply(201, { id: SCAN_ID })
    const error = (await settle(client.createScan(SCAN_BODY))).error as ServiceError
    expect(scope.pendingMocks()).toHaveLength(1)
    expect(error.message).toBe(
      'POST /scans failed with 402 Payment Required ("Insufficient credits to start this scan"): the organization does not have enough credits to start this scan; add credits in the dashboard and re-run (a 402 is never retried)',
    )
  })

  it('gives up after maxRetries and says how many attempts were made', async () => {
    useFakeTime()
    const { client, logger } = makeClient({ maxRetries: 1 })
    service().get('/v1/findings').times(2).reply(500)
    const result = settle(client.listFindings())
    await waitUntil(() => retryLogs(logger) === 1)
    await vi.advanceTimersByTimeAsync(1000)
    const error = (await result).error as ServiceError
    expect(error.message).toMatch(
      /^GET \/findings failed with 500 Internal Server Error \(empty response\) after 2 attempts: /,
    )
  })
})

describe('policy', () => {
  it('backs off 1, 2, 4, 8 s, and on at 8 s steps', () => {
    expect([0, 1, 2, 3, 4, 5, 50, 5000].map((i) => backoffStepMs(i))).toEqual([
      1000, 2000, 4000, 8000, 8000, 8000, 8000, 8000,
    ])
    expect([0, 1, 2, 3].map((i) => backoffDelayMs(i, () => 0))).toEqual([1000, 2000, 4000, 8000])
  })

  it('draws each wait from one step to two: a whole step of jitter, never below the step', () => {
    expect(backoffDelayMs(0, () => 0.5)).toBe(1500)
    expect(backoffDelayMs(1, () => 0.999999)).toBe(4000)
    expect(backoffDelayMs(9, () => 1)).toBe(16_000)
    expect(backoffDelayMs(0, () => -3)).toBe(1000)
    expect(backoffDelayMs(0, () => Number.NaN)).toBe(1000)
  })

  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z')
    expect(parseRetryAfterMs('7', now)).toBe(7000)
    expect(parseRetryAfterMs(['1.5'], now)).toBe(1500)
    expect(parseRetryAfterMs('Thu, 01 Jan 2026 00:00:10 GMT', now)).toBe(10_000)
    expect(parseRetryAfterMs('Wed, 31 Dec 2025 00:00:00 GMT', now)).toBe(0)
    expect(parseRetryAfterMs('soon', now)).toBeUndefined()
    expect(parseRetryAfterMs(undefined, now)).toBeUndefined()
  })

  // A 429 is not decided here: it is waited out until the call's deadline (retry-429.test.ts).
  it.each<[AttemptFailure, boolean, boolean]>([
    [{ type: 'status', status: 503 }, true, true],
    [{ type: 'status', status: 503 }, false, false],
    [{ type: 'status', status: 501 }, true, false],
    [{ type: 'status', status: 402 }, true, false],
    [{ type: 'status', status: 400 }, true, false],
    [{ type: 'network', code: 'ECONNRESET' }, false, false],
    [{ type: 'network', code: 'ENOTFOUND' }, false, true],
    [{ type: 'network', code: 'EAI_AGAIN' }, false, true],
    [{ type: 'network' }, true, true],
    [{ type: 'timeout' }, false, false],
    [{ type: 'timeout' }, true, true],
  ])('%j (idempotent %s) is retryable: %s', (failure, idempotent, expected) => {
    expect(isRetryable(failure, idempotent)).toBe(expected)
  })
})
