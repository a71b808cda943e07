import { describe, expect, it, vi } from 'vitest'
import { call, createFinishedEstimation, useEmulator } from './helpers.js'
import { REPO_URL } from '../../testkit/ids.js'
import { startEmulator } from '../../testkit/emulator/index.js'

const { emu, key } = await useEmulator({}, ['write'])

const get = (path: string) => call(emu, 'GET', path, { key })
/** One full event-loop turn (timers, I/O, immediates); no real time is waited for. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

describe('fault injection', () => {
  it('answers a status fault in the error shape once, then behaves', async () => {
    emu.faults.add({ kind: 'status', status: 503 })
    const faulted = await get('/scans')
    expect(faulted.status).toBe(503)
    expect(faulted.json).toEqual({
      statusCode: 503,
      message: 'Service Unavailable',
      error: 'Service Unavailable',
    })
    expect((await get('/scans')).status).toBe(200)
    expect(emu.requests.map((request) => request.fault)).toEqual(['status', undefined])
    expect(emu.requests.map((request) => request.status)).toEqual([503, 200])
    // A faulted request still names its endpoint, so attempts can be counted per endpoint.
    expect(emu.requests.map((request) => request.endpoint)).toEqual(['GET /scans', 'GET /scans'])
  })

  it('faults only the requests that carry the query it names', async () => {
    emu.faults.add({ kind: 'status', status: 500, path: '/scans', query: { status: 'failed' } })
    expect((await get('/scans?status=completed')).status).toBe(200)
    expect((await get('/scans?status=failed&page=1')).status).toBe(500)
    expect((await get('/scans?status=failed')).status).toBe(200)
  })

  it('mimics a gateway with an HTML page', async () => {
    emu.faults.add({ kind: 'status', status: 502, html: true })
    const res = await get('/scans')
    expect(res.status).toBe(502)
    expect(res.headers.get('content-type')).toBe('text/html')
    expect(res.text).toContain('<h1>502 Bad Gateway</h1>')
  })

  it('sends a custom body and headers', async () => {
    emu.faults.add({ kind: 'status', status: 500, body: 'oops', headers: { 'x-trace': 't1' } })
    const res = await get('/scans')
    expect(res.text).toBe('oops')
    expect(res.headers.get('x-trace')).toBe('t1')
  })

  it('bursts 429s with the throttler body and an optional Retry-After', async () => {
    emu.faults.add({ kind: 'rate-limit', times: 2, retryAfterSeconds: 3 })
    const burst = [await get('/scans'), await get('/scans')]
    for (const res of burst) {
      expect(res.status).toBe(429)
      expect(res.json).toEqual({
        statusCode: 429,
        message: 'ThrottlerException: Too Many Requests',
      })
      expect(res.headers.get('retry-after')).toBe('3')
    }
    expect((await get('/scans')).status).toBe(200)
  })

  it('resets the connection without an answer', async () => {
    emu.faults.add({ kind: 'reset', path: '/scans' })
    await expect(get('/scans')).rejects.toThrow()
    expect(emu.requests.at(-1)).toMatchObject({ path: '/scans', status: 0, fault: 'reset' })
    expect((await get('/scans')).status).toBe(200)
  })

  it('delays the answer by the planned latency, then answers normally', async () => {
    // A hand-released sleep: the delay is proven by behaviour, never by measuring real time.
    const asked: number[] = []
    let release = (): void => undefined
    let sleepCalled = (): void => undefined
    const sleeping = new Promise<void>((resolve) => {
      sleepCalled = resolve
    })
    const slow = await startEmulator({
      sleep: (ms) =>
        new Promise<void>((resolve) => {
          asked.push(ms)
          release = resolve
          sleepCalled()
        }),
    })
    try {
      const slowKey = slow.addKey({ scopes: ['read'] })
      slow.faults.add({ kind: 'latency', ms: 80 })
      let answered = false
      const pending = call(slow, 'GET', '/scans', { key: slowKey }).finally(() => {
        answered = true
      })
      await sleeping
      expect(asked).toEqual([80])
      for (let turn = 0; turn < 20; turn += 1) await nextTurn()
      expect(answered).toBe(false)
      expect(slow.requests.at(-1)).toMatchObject({ path: '/scans', status: 0, fault: 'latency' })
      release()
      const res = await pending
      expect(res.status).toBe(200)
      expect(slow.requests.at(-1)).toMatchObject({ status: 200, fault: 'latency' })
      expect((await call(slow, 'GET', '/scans', { key: slowKey })).status).toBe(200)
      expect(asked).toEqual([80])
    } finally {
      await slow.close()
    }
  })

  it('waits with the global setTimeout by default, so fake timers drive the latency', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      emu.faults.add({ kind: 'latency', ms: 60_000 })
      let answered = false
      const pending = get('/scans').finally(() => {
        answered = true
      })
      // The request arrives over real loopback I/O; the latency wait starts as it is recorded.
      for (let turn = 0; turn < 100_000 && emu.requests.length === 0; turn += 1) await nextTurn()
      expect(emu.requests).toHaveLength(1)
      await vi.advanceTimersByTimeAsync(59_999)
      for (let turn = 0; turn < 20; turn += 1) await nextTurn()
      expect(answered).toBe(false)
      expect(emu.requests[0]?.status).toBe(0)
      await vi.advanceTimersByTimeAsync(1)
      expect((await pending).status).toBe(200)
    } finally {
      vi.useRealTimers()
    }
  })

  it('answers 200 with a body that is not JSON', async () => {
    emu.faults.add({ kind: 'malformed' })
    const res = await get('/scans')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(() => JSON.parse(res.text) as unknown).toThrow()
  })

  it('applies before authentication', async () => {
    emu.faults.add({ kind: 'status', status: 504 })
    expect((await call(emu, 'GET', '/scans')).status).toBe(504)
    expect((await call(emu, 'GET', '/scans')).status).toBe(401)
  })

  it('matches method, exact path or RegExp, and lets `skip` requests through first', async () => {
    emu.faults.add({ kind: 'status', status: 500, method: 'POST', path: '/scans', times: Infinity })
    const handle = emu.faults.add({ kind: 'status', status: 503, path: /\/status$/, skip: 2 })
    expect((await get('/scans')).status).toBe(200)
    expect((await call(emu, 'POST', '/scans', { key, body: {} })).status).toBe(500)
    const statusPath = '/scans/00000000-0000-4000-8000-000000000000/status'
    expect([(await get(statusPath)).status, (await get(statusPath)).status]).toEqual([404, 404])
    expect((await get(statusPath)).status).toBe(503)
    expect((await get(statusPath)).status).toBe(404)
    expect(handle).toMatchObject({ remaining: 0, hits: 1 })
    expect(emu.faults.list().map((fault) => fault.kind)).toEqual(['status'])
    emu.faults.clear()
    expect((await call(emu, 'POST', '/scans', { key, body: {} })).status).toBe(400)
  })

  it('can be added over the admin route', async () => {
    const res = await call(emu, 'POST', `${emu.adminUrl}/faults`, {
      body: { kind: 'status', status: 500, path_pattern: '^/findings' },
    })
    expect(res.status).toBe(201)
    expect((await get('/scans')).status).toBe(200)
    expect((await get('/findings')).status).toBe(500)
  })
})

describe('unknown routes and bodies', () => {
  it.each([
    ['GET', '/v1/nope'],
    ['DELETE', '/v1/scans'],
    ['GET', '/scans'],
  ])('answers 404 in the error shape to %s %s', async (method, path) => {
    const res = await call(emu, method, `${emu.baseUrl.replace(/\/v1$/, '')}${path}`, { key })
    expect(res.status).toBe(404)
    expect(res.json).toEqual({
      statusCode: 404,
      message: `Cannot ${method} ${path}`,
      error: 'Not Found',
    })
  })

  it('answers 400 to malformed JSON', async () => {
    const res = await call(emu, 'POST', '/scans', { key, rawBody: '{not json' })
    expect(res.json).toEqual({
      statusCode: 400,
      message: 'Malformed JSON in request body',
      error: 'Bad Request',
    })
  })
})

describe('faults after the handler', () => {
  it('creates the scan, then answers 500 or drops the connection', async () => {
    const own = await startEmulator()
    try {
      const key = own.addKey({ scopes: ['write'] })
      const estimation = await createFinishedEstimation(own, key)
      const body = { cost_estimation_id: estimation.id, repo_url: REPO_URL, branch: 'main' }
      own.faults.add({ kind: 'status', status: 500, after: true, method: 'POST', path: '/scans' })
      const failed = await call(own, 'POST', '/scans', { key, body })
      expect(failed.status).toBe(500)
      own.faults.add({ kind: 'reset', after: true, method: 'POST', path: '/scans' })
      await expect(call(own, 'POST', '/scans', { key, body })).rejects.toThrow()
      // Both requests reached the handler: two scans exist, two were charged.
      expect(own.scanTimeline()).toHaveLength(2)
      expect(own.getCredits('org-1')).toBe(1000 - 2 * 12)
      expect(own.requests.filter((r) => r.endpoint === 'POST /scans').map((r) => r.fault)).toEqual([
        'status',
        'reset',
      ])
    } finally {
      await own.close()
    }
  })
})
