import { afterEach, describe, expect, it, vi } from 'vitest'
import { ServiceError } from '../../src/service/errors.js'
import {
  ESTIMATION_ID,
  expectNextAttemptAfter,
  makeClient,
  retryLogs,
  SCAN_ID,
  scanRecord,
  service,
  settle,
  THROTTLED,
  useFakeTime,
  waitUntil,
} from './helpers.js'

const SCAN_BODY = { cost_estimation_id: ESTIMATION_ID, scan_type: 'full' as const }

afterEach(() => {
  vi.useRealTimers()
})

describe('429 Too Many Requests', () => {
  it('waits exactly 1, 2, 4 and 8 s between attempts, then gives up with a clear message', async () => {
    useFakeTime()
    const { client, logger } = makeClient()
    let hits = 0
    service()
      .get(`/v1/scans/${SCAN_ID}`)
      .times(5)
      .reply(() => {
        hits++
        return [429, THROTTLED]
      })
    const result = settle(client.getScan(SCAN_ID))
    for (const [i, waitMs] of [1000, 2000, 4000, 8000].entries()) {
      await waitUntil(() => retryLogs(logger) === i + 1, `retry ${i + 1}`)
      await expectNextAttemptAfter(waitMs, () => hits)
    }
    const { error } = await result
    expect(hits).toBe(5)
    expect(error).toBeInstanceOf(ServiceError)
    expect(error).toMatchObject({ kind: 'rate-limited', status: 429, endpoint: 'GET /scans/{id}' })
    expect((error as Error).message).toBe(
      "GET /scans/{id} was rate limited (429 Too Many Requests) 5 times in a row: the API key's budget of 100 requests per 60 s is shared by every job and integration that uses the key; wait a minute and re-run, spread scheduled runs apart, poll less often, or give this workflow its own key",
    )
    expect(logger.lines).toContain(
      'debug: GET /scans/{id}: 429 Too Many Requests; retrying in 1.0 s (attempt 2 of 5)',
    )
  })

  it('retries a POST /scans answered 429: the request never reached the application', async () => {
    useFakeTime()
    const { client, logger } = makeClient()
    const scope = service()
      .post('/v1/scans')
      .reply(429, THROTTLED)
      .post('/v1/scans')
      .reply(201, { id: SCAN_ID })
    const result = settle(client.createScan(SCAN_BODY))
    await waitUntil(() => retryLogs(logger) === 1)
    await vi.advanceTimersByTimeAsync(1000)
    expect((await result).value?.id).toBe(SCAN_ID)
    expect(scope.isDone()).toBe(true)
  })

  it('honours Retry-After in seconds when it is longer than the backoff step', async () => {
    useFakeTime()
    const { client, logger } = makeClient()
    let hits = 0
    service()
      .get(`/v1/scans/${SCAN_ID}`)
      .reply(() => (hits++, [429, THROTTLED, { 'Retry-After': '3' }]))
      .get(`/v1/scans/${SCAN_ID}`)
      .reply(() => (hits++, [200, scanRecord()]))
    const result = settle(client.getScan(SCAN_ID))
    await waitUntil(() => retryLogs(logger) === 1)
    await expectNextAttemptAfter(3000, () => hits)
    expect((await result).value?.id).toBe(SCAN_ID)
  })

  it('honours Retry-After as an HTTP date', async () => {
    useFakeTime()
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'))
    const { client, logger } = makeClient()
    let hits = 0
    service()
      .get(`/v1/scans/${SCAN_ID}`)
      .reply(() => (hits++, [429, THROTTLED, { 'Retry-After': 'Thu, 01 Jan 2026 00:00:05 GMT' }]))
      .get(`/v1/scans/${SCAN_ID}`)
      .reply(() => (hits++, [200, scanRecord()]))
    const result = settle(client.getScan(SCAN_ID))
    await waitUntil(() => retryLogs(logger) === 1)
    await expectNextAttemptAfter(5000, () => hits)
    expect((await result).error).toBeUndefined()
  })

  it('gives up at once when Retry-After asks for more than the client waits', async () => {
    const { client } = makeClient()
    service().get(`/v1/scans/${SCAN_ID}`).reply(429, THROTTLED, { 'Retry-After': '600' })
    const error = (await settle(client.getScan(SCAN_ID))).error as ServiceError
    expect(error.kind).toBe('rate-limited')
    expect(error.retryAfterMs).toBe(600_000)
    expect(error.message).toContain('asked to wait 600 s, longer than the 120 s this client waits')
  })

  it('holds back every other request of the client until the pause ends', async () => {
    useFakeTime()
    const { client, logger } = makeClient()
    let statusHits = 0
    service()
      .get(`/v1/scans/${SCAN_ID}`)
      .reply(429, THROTTLED, { 'Retry-After': '2' })
      .get(`/v1/scans/${SCAN_ID}`)
      .reply(200, scanRecord())
      .get(`/v1/scans/${SCAN_ID}/status`)
      .reply(() => (statusHits++, [200, { status: 'running' }]))
    const first = settle(client.getScan(SCAN_ID))
    await waitUntil(() => retryLogs(logger) === 1)
    const second = settle(client.getScanStatus(SCAN_ID))
    await expectNextAttemptAfter(2000, () => statusHits)
    expect((await first).value?.id).toBe(SCAN_ID)
    expect((await second).value?.status).toBe('running')
    expect(logger.lines).toContain(
      'debug: rate limiter: waiting 2.0 s (the service answered 429 Too Many Requests)',
    )
  })
})
