/**
 * The fake GitHub's opt-in latency and secondary rate limits, on a virtual clock: no real waiting,
 * and every figure in the clock's time.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { startFakeGitHub, type FakeGitHub } from '../../testkit/fake-github/server.js'
import type { FakeGitHubOptions, SecondaryLimits } from '../../testkit/fake-github/limits.js'
import { createVirtualClock, VIRTUAL_START_MS } from '../../testkit/fakes/clock.js'
import { letIoRun, waitUntil } from '../support/async.js'

let github: FakeGitHub | undefined

afterEach(async () => {
  await github?.close()
  github = undefined
})

async function start(options: FakeGitHubOptions): Promise<FakeGitHub> {
  github = await startFakeGitHub(options)
  return github
}

interface Answer {
  status: number
  retryAfter: string | null
  message: unknown
}

async function send(gh: FakeGitHub, method: string, token = 'ghs_a'): Promise<Answer> {
  const path =
    method === 'GET' ? '/repos/acme/webapp/pulls/7/files' : '/repos/acme/webapp/check-runs'
  const response = await fetch(`${gh.apiUrl}${path}`, {
    method,
    headers: { authorization: `token ${token}`, 'content-type': 'application/json' },
    ...(method === 'GET'
      ? {}
      : { body: JSON.stringify({ name: 'security-scan', head_sha: 'a'.repeat(40) }) }),
  })
  const json = (await response.json()) as { message?: unknown }
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    message: json.message,
  }
}

const limits = (overrides: Partial<SecondaryLimits>): SecondaryLimits => ({
  writesPerMinute: 1_000,
  writesPerHour: 1_000,
  concurrentRequests: 1_000,
  status: 403,
  ...overrides,
})

const SECONDARY = /secondary rate limit/

describe('latency', () => {
  it('waits each answer on the clock it was given: writeMs for a write, readMs for a read', async () => {
    const clock = createVirtualClock()
    const gh = await start({ clock, latency: { readMs: 200, writeMs: 1_000 } })
    gh.pullFiles[7] = ['a.ts']
    expect((await send(gh, 'GET')).status).toBe(200)
    expect((await send(gh, 'POST')).status).toBe(201)
    expect(clock.sleeps).toEqual([200, 1_000])
    expect(clock.now()).toBe(VIRTUAL_START_MS + 1_200)
  })

  it('answers only once the clock has passed the latency', async () => {
    // Every sleep of 1 ms or more is held until the test moves the clock past it.
    const clock = createVirtualClock(VIRTUAL_START_MS, 1)
    const gh = await start({ clock, latency: { readMs: 200, writeMs: 1_000 } })
    let answered = false
    const answer = send(gh, 'POST').then((a) => {
      answered = true
      return a
    })
    await waitUntil(() => gh.requests.length === 1, 'the request to arrive')
    await letIoRun()
    expect(answered).toBe(false)
    clock.advance(999)
    await letIoRun()
    expect(answered).toBe(false)
    clock.advance(1)
    expect((await answer).status).toBe(201)
    expect(gh.checkRuns).toHaveLength(1)
  })

  it('is off by default: the clock is never asked to wait', async () => {
    const clock = createVirtualClock()
    const gh = await start({ clock })
    expect((await send(gh, 'POST')).status).toBe(201)
    expect(clock.sleeps).toEqual([])
  })
})

describe('secondary rate limits', () => {
  it('refuse a write past writesPerMinute in a rolling minute, with the seconds until it has room', async () => {
    const clock = createVirtualClock()
    const gh = await start({ clock, secondaryLimits: limits({ writesPerMinute: 3 }) })
    gh.pullFiles[7] = ['a.ts']
    for (let i = 0; i < 3; i += 1) {
      expect((await send(gh, 'POST')).status).toBe(201)
      clock.advance(10_000)
    }
    const refused = await send(gh, 'POST')
    expect(refused).toEqual({
      status: 403,
      retryAfter: '30',
      message: expect.stringMatching(SECONDARY),
    })
    // Reads are not content: they go on.
    expect((await send(gh, 'GET')).status).toBe(200)
    clock.advance(29_000)
    expect((await send(gh, 'POST')).status).toBe(403)
    clock.advance(1_000)
    expect((await send(gh, 'POST')).status).toBe(201)
    expect(gh.writes.map((w) => w.at - VIRTUAL_START_MS)).toEqual([0, 10_000, 20_000, 60_000])
    expect(gh.limited.map((l) => [l.limit, l.retryAfterS])).toEqual([
      ['writes per minute', 30],
      ['writes per minute', 1],
    ])
  })

  it('refuse a write past writesPerHour in a rolling hour, whatever the minute', async () => {
    const clock = createVirtualClock()
    const gh = await start({ clock, secondaryLimits: limits({ writesPerHour: 3 }) })
    for (let i = 0; i < 3; i += 1) {
      expect((await send(gh, 'POST')).status).toBe(201)
      clock.advance(10 * 60_000)
    }
    expect(await send(gh, 'POST')).toMatchObject({ status: 403, retryAfter: '1800' })
    expect(gh.limited).toEqual([
      expect.objectContaining({
        limit: 'writes per hour',
        retryAfterS: 1_800,
        token: 'token ghs_a',
      }),
    ])
    clock.advance(30 * 60_000)
    expect((await send(gh, 'POST')).status).toBe(201)
  })

  it("count each token's writes apart, as GitHub counts each installation's", async () => {
    const clock = createVirtualClock()
    const gh = await start({ clock, secondaryLimits: limits({ writesPerMinute: 1 }) })
    expect((await send(gh, 'POST', 'ghs_a')).status).toBe(201)
    expect((await send(gh, 'POST', 'ghs_a')).status).toBe(403)
    expect((await send(gh, 'POST', 'ghs_b')).status).toBe(201)
  })

  it('answer 429 instead when told, as GitHub may', async () => {
    const clock = createVirtualClock()
    const gh = await start({ clock, secondaryLimits: limits({ writesPerMinute: 1, status: 429 }) })
    await send(gh, 'POST')
    expect(await send(gh, 'POST')).toMatchObject({ status: 429, retryAfter: '60' })
  })

  it('refuse a request past concurrentRequests in flight, without a retry-after', async () => {
    const clock = createVirtualClock(VIRTUAL_START_MS, 1)
    const gh = await start({
      clock,
      latency: { readMs: 500, writeMs: 500 },
      secondaryLimits: limits({ concurrentRequests: 2 }),
    })
    gh.pullFiles[7] = ['a.ts']
    const inFlight = [send(gh, 'GET'), send(gh, 'GET')]
    await waitUntil(() => gh.requests.length === 2, 'two requests in flight')
    const third = send(gh, 'GET')
    await waitUntil(() => gh.requests.length === 3, 'a third request')
    await letIoRun()
    // Were it admitted, this would answer it 200.
    clock.advance(500)
    expect(await third).toEqual({
      status: 403,
      retryAfter: null,
      message: expect.stringMatching(SECONDARY),
    })
    expect((await Promise.all(inFlight)).map((a) => a.status)).toEqual([200, 200])
    const next = send(gh, 'GET')
    await waitUntil(() => gh.requests.length === 4, 'the next request')
    clock.advance(500)
    expect((await next).status).toBe(200)
    expect(gh.limited.map((l) => l.limit)).toEqual(['concurrent requests'])
  })

  it('are off by default: any number of writes at once', async () => {
    const gh = await start({ clock: createVirtualClock() })
    const answers = await Promise.all(Array.from({ length: 100 }, () => send(gh, 'POST')))
    expect(answers.every((a) => a.status === 201)).toBe(true)
    expect(gh.limited).toEqual([])
    expect(gh.writes).toHaveLength(100)
  })
})
