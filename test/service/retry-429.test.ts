import { afterEach, describe, expect, it, vi } from 'vitest'
import { ServiceError } from '../../src/service/errors.js'
import { ESTIMATION_ID, SCAN_ID } from '../../testkit/ids.js'
import {
  answerInTurn,
  expectNextAttemptAfter,
  makeClient,
  REFUSED,
  service,
  THROTTLED,
  times,
  useFakeTime,
} from './helpers.js'
import { scanRecord } from '../support/service.js'
import { settle, waitUntil } from '../support/async.js'
import { type RecordingLog } from '../../testkit/fakes/log.js'

const SCAN_BODY = { cost_estimation_id: ESTIMATION_ID, scan_type: 'full' as const }

afterEach(() => {
  vi.useRealTimers()
})

/** How many 429 waits the client has started (it logs each one, in debug, as it starts). */
function refusals(logger: RecordingLog): number {
  return logger.lines.filter((l) => l.includes('429 Too Many Requests; retrying in')).length
}

/** A deadline `ms` from now (fake time). */
function deadlineIn(ms: number) {
  return { atMs: Date.now() + ms, name: 'scan-timeout (1h)' }
}

describe('429 Too Many Requests: waited out until the deadline, never a fixed number of times', () => {
  it('backs off 1, 2, 4, 8 s and goes on at 8 s steps while the deadline allows', async () => {
    useFakeTime()
    const { client, logger } = makeClient()
    const server = answerInTurn(`/scans/${SCAN_ID}`, [...times(9, REFUSED), [200, scanRecord()]])
    const result = settle(client.getScan(SCAN_ID, { deadline: deadlineIn(3_600_000) }))
    // Eight retries later the job is still waiting: 429s past the spec's 8 s do not fail it.
    for (const [i, waitMs] of [1000, 2000, 4000, 8000, 8000, 8000, 8000, 8000].entries()) {
      await waitUntil(() => refusals(logger) === i + 1, `refusal ${i + 1}`)
      await expectNextAttemptAfter(waitMs, server.hits)
    }
    await waitUntil(() => refusals(logger) === 9)
    await vi.advanceTimersByTimeAsync(8000)
    expect((await result).value?.id).toBe(SCAN_ID)
    expect(server.hits()).toBe(10)
  })

  it('draws each wait from one step to two, so jobs that collided do not retry in step', async () => {
    useFakeTime()
    const { client, logger } = makeClient({ random: () => 1 })
    const server = answerInTurn(`/scans/${SCAN_ID}`, [...times(2, REFUSED), [200, scanRecord()]])
    const result = settle(client.getScan(SCAN_ID))
    await waitUntil(() => refusals(logger) === 1)
    await expectNextAttemptAfter(2000, server.hits)
    await waitUntil(() => refusals(logger) === 2)
    await expectNextAttemptAfter(4000, server.hits)
    expect((await result).error).toBeUndefined()
  })

  it('makes a last attempt at the deadline itself, then fails saying how long the key refused', async () => {
    useFakeTime()
    const { client, logger } = makeClient()
    const server = answerInTurn(`/scans/${SCAN_ID}`, times(6, REFUSED))
    // 1 + 2 + 4 + 8 s = 15 s of waits, and a last attempt cut short at the 20 s deadline.
    const result = settle(client.getScan(SCAN_ID, { deadline: deadlineIn(20_000) }))
    for (const [i, waitMs] of [1000, 2000, 4000, 8000, 5000].entries()) {
      await waitUntil(() => refusals(logger) === i + 1, `refusal ${i + 1}`)
      await expectNextAttemptAfter(waitMs, server.hits)
    }
    const { error } = await result
    expect(server.hits()).toBe(6)
    expect(error).toBeInstanceOf(ServiceError)
    expect(error).toMatchObject({ kind: 'rate-limited', status: 429, endpoint: 'GET /scans/{id}' })
    expect((error as Error).message).toBe(
      'GET /scans/{id} was still rate limited (429 Too Many Requests) when scan-timeout (1h) ran out; the API key had been refusing this job for 20 s (6 requests refused): ' +
        "the API key's 100 requests per minute are shared by every job and integration that uses it, and together they asked for more; spread scheduled workflows apart, set max-requests-per-minute on the workflows that share the key so that together they stay under 100, raise the timeout, or give this workflow a second key",
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
    await waitUntil(() => refusals(logger) === 1)
    await vi.advanceTimersByTimeAsync(1000)
    expect((await result).value?.id).toBe(SCAN_ID)
    expect(scope.isDone()).toBe(true)
  })

  it('does not count 429s against maxRetries, which stays for 5xx answers', async () => {
    useFakeTime()
    const { client, logger } = makeClient({ maxRetries: 1 })
    const server = answerInTurn(`/scans/${SCAN_ID}`, [
      ...times(3, REFUSED),
      [503, { statusCode: 503, message: 'Service Unavailable' }],
      [200, scanRecord()],
    ])
    const result = settle(client.getScan(SCAN_ID))
    // Three 429s (1, 2, 4 s), then a 503 and its one retry (1 s): maxRetries 1 is not used up.
    const scheduled = (): number => logger.lines.filter((l) => l.includes('retrying in')).length
    for (const [i, waitMs] of [1000, 2000, 4000, 1000].entries()) {
      await waitUntil(() => scheduled() === i + 1, `retry ${i + 1}`)
      await expectNextAttemptAfter(waitMs, server.hits)
    }
    expect((await result).value?.id).toBe(SCAN_ID)
    expect(server.hits()).toBe(5)
    expect(logger.lines).toContain(
      'debug: GET /scans/{id}: 503 Service Unavailable; retrying in 1.0 s (retry 1 of 1)',
    )
  })
})

describe('Retry-After', () => {
  it.each([
    [
      'honours Retry-After in seconds when it is longer than the backoff step',
      { retryAfter: '3', waitMs: 3_000 },
    ],
    [
      'honours Retry-After as an HTTP date',
      { retryAfter: 'Thu, 01 Jan 2026 00:00:05 GMT', waitMs: 5_000 },
    ],
    [
      'waits out a long Retry-After when the deadline allows it',
      { retryAfter: '600', waitMs: 600_000, deadlineMs: 3_600_000 },
    ],
  ] as [string, { retryAfter: string; waitMs: number; deadlineMs?: number }][])(
    '%s',
    async (_name, { retryAfter, waitMs, deadlineMs }) => {
      useFakeTime()
      vi.setSystemTime(new Date('2026-01-01T00:00:00Z'))
      const { client, logger } = makeClient()
      const server = answerInTurn(`/scans/${SCAN_ID}`, [
        [429, THROTTLED, { 'Retry-After': retryAfter }],
        [200, scanRecord()],
      ])
      const options = deadlineMs === undefined ? {} : { deadline: deadlineIn(deadlineMs) }
      const result = settle(client.getScan(SCAN_ID, options))
      await waitUntil(() => refusals(logger) === 1)
      await expectNextAttemptAfter(waitMs, server.hits)
      expect((await result).value?.id).toBe(SCAN_ID)
    },
  )

  it('gives up at once when Retry-After asks for more than the time left', async () => {
    useFakeTime()
    const { client } = makeClient()
    service().get(`/v1/scans/${SCAN_ID}`).reply(429, THROTTLED, { 'Retry-After': '600' })
    const deadline = { atMs: Date.now() + 120_000, name: 'estimation-timeout (2m)' }
    const error = (await settle(client.getScan(SCAN_ID, { deadline }))).error as ServiceError
    expect(error.kind).toBe('rate-limited')
    expect(error.retryAfterMs).toBe(600_000)
    expect(error.message).toMatch(
      /^GET \/scans\/\{id\} was rate limited \(429\) and asked to wait 10m 00s, longer than the 2m 00s left before estimation-timeout \(2m\) runs out: /,
    )
  })
})

describe('a busy key, as the job sees it', () => {
  it('throws a poll refused with 429 at once, for the poll loop to make later', async () => {
    const { client, logger } = makeClient()
    const scope = service().get(`/v1/scans/${SCAN_ID}/status`).reply(429, THROTTLED)
    const { error } = await settle(client.getScanStatus(SCAN_ID, { retryRateLimited: false }))
    expect(scope.isDone()).toBe(true)
    expect(error).toMatchObject({ kind: 'rate-limited', status: 429 })
    expect((error as Error).message).toMatch(
      /^GET \/scans\/\{id\}\/status was rate limited \(429 Too Many Requests\): /,
    )
    expect(logger.lines.filter((l) => l.startsWith('info:'))).toEqual([
      "info: The service is rate limiting the API key (429 Too Many Requests); GET /scans/{id}/status is skipped; this job polls less often for a while. The key's 100 requests per 60 s are shared by every job that uses it: this job slows down and goes on until its timeout.",
    ])
  })

  it("holds the other requests back for Retry-After, but never past the poll's deadline", async () => {
    useFakeTime()
    const { client } = makeClient()
    let hits = 0
    service()
      .get(`/v1/scans/${SCAN_ID}/status`)
      .reply(429, THROTTLED, { 'Retry-After': '600' })
      .get(`/v1/scans/${SCAN_ID}/status`)
      .reply(() => (hits++, [200, { status: 'running' }]))
    const deadline = deadlineIn(30_000)
    const refused = await settle(
      client.getScanStatus(SCAN_ID, { deadline, retryRateLimited: false }),
    )
    expect(refused.error).toMatchObject({ kind: 'rate-limited' })
    const last = settle(client.getScanStatus(SCAN_ID, { deadline, retryRateLimited: false }))
    // The last look at the deadline still goes out: 30 s, not 10 minutes.
    await expectNextAttemptAfter(30_000, () => hits)
    expect((await last).value?.status).toBe('running')
  })

  it('says so once, then at most once a minute, and once more when the key lets it through', async () => {
    useFakeTime()
    const { client, logger } = makeClient()
    const server = answerInTurn(`/scans/${SCAN_ID}`, [...times(12, REFUSED), [200, scanRecord()]])
    const result = settle(client.getScan(SCAN_ID, { deadline: deadlineIn(3_600_000) }))
    // Refusals at 0, 1, 3, 7 s, then every 8 s up to 71 s; the key answers at 79 s.
    const waits = [1000, 2000, 4000, ...Array<number>(9).fill(8000)]
    for (const [i, waitMs] of waits.entries()) {
      await waitUntil(() => refusals(logger) === i + 1, `refusal ${i + 1}`)
      await expectNextAttemptAfter(waitMs, server.hits)
    }
    expect((await result).value?.id).toBe(SCAN_ID)
    const info = logger.lines.filter((l) => l.startsWith('info:'))
    expect(info).toEqual([
      expect.stringMatching(
        /^info: The service is rate limiting the API key .* is retried in 1\.0 s\./,
      ),
      'info: Still rate limited: the API key has refused 11 requests of this job over 1m 03s; GET /scans/{id} is retried in 8.0 s.',
      "info: The API key is accepting this job's requests again, after 1m 19s of rate limiting (12 refused).",
    ])
    expect(client.rateLimitSnapshot()).toEqual({ refused: 12, longestMs: 79_000 })
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
    await waitUntil(() => refusals(logger) === 1)
    const second = settle(client.getScanStatus(SCAN_ID))
    await expectNextAttemptAfter(2000, () => statusHits)
    expect((await first).value?.id).toBe(SCAN_ID)
    expect((await second).value?.status).toBe('running')
    expect(logger.lines).toContain(
      'debug: rate limiter: waiting 2.0 s (the service answered 429 Too Many Requests)',
    )
  })
})
