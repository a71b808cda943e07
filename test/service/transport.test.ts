import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import nock from 'nock'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Clock } from '../../src/common/clock.js'
import { ServiceError } from '../../src/service/errors.js'
import { ESTIMATION_ID, SCAN_ID } from '../../testkit/ids.js'
import { letIoRun, settle, waitUntil } from '../support/async.js'
import { answerInTurn, makeClient, service, times, useFakeTime } from './helpers.js'
import { scanRecord } from '../support/service.js'

afterEach(() => {
  nock.abortPendingRequests()
  vi.useRealTimers()
})

const SCAN_BODY = { cost_estimation_id: ESTIMATION_ID, scan_type: 'full' as const }

describe('per-attempt deadline', () => {
  it('aborts an attempt whose answer stalls past requestTimeoutMs, then retries a GET', async () => {
    useFakeTime()
    const { client, logger } = makeClient({ requestTimeoutMs: 5_000 })
    let hits = 0
    service()
      .get(`/v1/scans/${SCAN_ID}`)
      .delay(60_000)
      .reply(() => (hits++, [200, scanRecord()]))
      .get(`/v1/scans/${SCAN_ID}`)
      .reply(() => (hits++, [200, scanRecord({ status: 'second' })]))
    const result = settle(client.getScan(SCAN_ID))
    await waitUntil(() => hits === 1)
    await vi.advanceTimersByTimeAsync(4_999)
    await letIoRun()
    expect(logger.lines).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    await waitUntil(() => logger.lines.length === 1)
    expect(logger.lines[0]).toBe(
      'debug: GET /scans/{id}: no answer within 5.0 s; retrying in 1.0 s (retry 1 of 4)',
    )
    await vi.advanceTimersByTimeAsync(1_000)
    expect((await result).value?.status).toBe('second')
  })

  it('fails a POST /scans that timed out at once, as a timeout, without a second request', async () => {
    useFakeTime()
    const { client } = makeClient({ requestTimeoutMs: 2_000 })
    const scope = service()
      .post('/v1/scans')
      .delay(60_000)
      .reply(201, { id: SCAN_ID })
      .post('/v1/scans')
      .reply(201, { id: SCAN_ID })
    const result = settle(client.createScan(SCAN_BODY))
    await waitUntil(() => scope.pendingMocks().length === 1)
    await vi.advanceTimersByTimeAsync(2_000)
    const error = (await result).error as ServiceError
    expect(error).toBeInstanceOf(ServiceError)
    expect(error.kind).toBe('timeout')
    expect(error.message).toMatch(/^POST \/scans got no complete answer within 2 s: /)
    expect(error.message).toContain('not retried automatically')
    expect(scope.pendingMocks()).toHaveLength(1)
  })

  it('is a real deadline: a body that trickles in forever still ends the attempt', async () => {
    // The idle-socket timeout never fires here, since a byte arrives every 20 ms.
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      const timer = setInterval(() => res.write(' '), 20)
      res.on('close', () => {
        clearInterval(timer)
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    try {
      const { client } = makeClient({
        baseUrl: `http://127.0.0.1:${port}/v1`,
        requestTimeoutMs: 300,
        maxRetries: 0,
      })
      const started = performance.now()
      const error = (await settle(client.getScan(SCAN_ID))).error as ServiceError
      expect(error.kind).toBe('timeout')
      expect(performance.now() - started).toBeLessThan(2_000)
    } finally {
      server.closeAllConnections()
      server.close()
    }
  })

  it("treats http-client's idle-socket timeout as a timeout too", async () => {
    // A real loopback server that never answers, and a clock whose deadline never passes:
    // only http-client's socket timeout can end the attempt.
    const server = createServer(() => undefined)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const stalledClock: Clock = {
      now: () => Date.now(),
      sleep: (_ms, signal) =>
        new Promise((_resolve, reject) => {
          signal?.addEventListener('abort', () => {
            reject(new Error('cancelled'))
          })
        }),
    }
    try {
      const { client } = makeClient({
        baseUrl: `http://127.0.0.1:${port}/v1`,
        clock: stalledClock,
        requestTimeoutMs: 100,
        maxRetries: 0,
      })
      const error = (await settle(client.getScan(SCAN_ID))).error as ServiceError
      expect(error.kind).toBe('timeout')
      expect(error.message).toMatch(/^GET \/scans\/\{id\} got no complete answer within 0.1 s: /)
    } finally {
      server.closeAllConnections()
      server.close()
    }
  })
})

describe('abort signal', () => {
  it('rejects at once with the reason when the signal is already aborted, sending nothing', async () => {
    const { client } = makeClient()
    const scope = service().get(`/v1/scans/${SCAN_ID}`).reply(200, scanRecord())
    const reason = new Error('job cancelled')
    const { error } = await settle(client.getScan(SCAN_ID, { signal: AbortSignal.abort(reason) }))
    expect(error).toBe(reason)
    expect(scope.isDone()).toBe(false)
  })

  it('cancels the request in flight', async () => {
    const { client } = makeClient()
    const scope = service().get(`/v1/scans/${SCAN_ID}`).delay(60_000).reply(200, scanRecord())
    const controller = new AbortController()
    const result = settle(client.getScan(SCAN_ID, { signal: controller.signal }))
    await waitUntil(() => scope.isDone())
    controller.abort()
    const { error } = await result
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).name).toBe('AbortError')
  })

  it('cancels a backoff wait, and no retry is sent', async () => {
    useFakeTime()
    const { client, logger } = makeClient()
    const scope = service()
      .get(`/v1/scans/${SCAN_ID}/status`)
      .reply(503)
      .get(`/v1/scans/${SCAN_ID}/status`)
      .reply(200, { status: 'running' })
    const controller = new AbortController()
    const result = settle(client.getScanStatus(SCAN_ID, { signal: controller.signal }))
    await waitUntil(() => logger.lines.length === 1)
    controller.abort(new Error('stop'))
    expect(((await result).error as Error).message).toBe('stop')
    await vi.advanceTimersByTimeAsync(5_000)
    await letIoRun()
    expect(scope.pendingMocks()).toHaveLength(1)
  })
})

describe('client-side rate limit', () => {
  it('holds the 101st request within 60 s until the window (and its margin) frees', async () => {
    useFakeTime()
    const { client, logger } = makeClient()
    const server = answerInTurn(`/scans/${SCAN_ID}/status`, [
      ...times(101, [200, { status: 'running' }]),
    ])
    for (let i = 0; i < 100; i++) await client.getScanStatus(SCAN_ID)
    await vi.advanceTimersByTimeAsync(30_000)
    const last = settle(client.getScanStatus(SCAN_ID))
    await letIoRun()
    expect(server.hits()).toBe(100)
    expect(logger.lines).toEqual([
      'debug: rate limiter: waiting 31.0 s (100 requests in the last 60 s)',
    ])
    await vi.advanceTimersByTimeAsync(30_999)
    await letIoRun()
    expect(server.hits()).toBe(100)
    await vi.advanceTimersByTimeAsync(1)
    expect((await last).value?.status).toBe('running')
    expect(server.hits()).toBe(101)
  })

  it('applies a lower configured limit', async () => {
    useFakeTime()
    const { client } = makeClient({ maxRequestsPerMinute: 2 })
    const server = answerInTurn(`/scans/${SCAN_ID}`, [...times(3, [200, scanRecord()])])
    await client.getScan(SCAN_ID)
    await client.getScan(SCAN_ID)
    const third = settle(client.getScan(SCAN_ID))
    await vi.advanceTimersByTimeAsync(60_999)
    await letIoRun()
    expect(server.hits()).toBe(2)
    await vi.advanceTimersByTimeAsync(1)
    expect((await third).value?.id).toBe(SCAN_ID)
  })

  it("leaves the key's budget alone for the public verdict endpoint, which carries no key", async () => {
    useFakeTime()
    const { client } = makeClient({ maxRequestsPerMinute: 1 })
    service()
      .post('/v1/hfw/verdicts/batch')
      .times(3)
      .reply(200, { status: 'ok', verdicts: [], errors: [] })
    for (let i = 0; i < 3; i++) await client.getDependencyVerdicts([{ package: 'a', version: '1' }])
    service().get(`/v1/scans/${SCAN_ID}`).reply(200, scanRecord())
    // The one request of the minute is still there for the key.
    expect((await settle(client.getScan(SCAN_ID))).value?.id).toBe(SCAN_ID)
  })
})

describe('redirects', () => {
  it('does not follow a redirect, so the key never goes to another host', async () => {
    const { client } = makeClient()
    service()
      .get(`/v1/scans/${SCAN_ID}`)
      .reply(302, '', { Location: 'https://elsewhere.example.test/v1/scans/x' })
    const elsewhere = nock('https://elsewhere.example.test').get(/.*/).reply(200, scanRecord())
    const error = (await settle(client.getScan(SCAN_ID))).error as ServiceError
    expect(elsewhere.isDone()).toBe(false)
    expect(error).toMatchObject({ kind: 'http', status: 302 })
    expect(error.hint).toContain('set base-url to the final address')
  })
})
