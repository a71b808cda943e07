import { describe, expect, it } from 'vitest'
import type { CreateScanRequest } from '../../src/service/requests.js'
import { REQUEST_DEADLINE_MS, useWorld } from './helpers.js'
import { REPO_URL } from '../../testkit/ids.js'
import { waitUntil } from '../support/async.js'

const world = useWorld()

const NOT_RETRIED =
  'it was not retried automatically because the service may already have acted on it'

/** Statuses the emulator answered for one endpoint (0 = connection reset). */
function statusesOf(endpoint: string): number[] {
  return world.requests(endpoint).map((r) => r.status)
}

async function scanRequest(): Promise<CreateScanRequest> {
  const estimation = await world.createFinishedEstimation()
  world.clock.sleeps.length = 0
  return { cost_estimation_id: estimation.id, scan_type: 'full', repo_url: REPO_URL }
}

describe('retries of reads', () => {
  it('retries 503s on a GET with 1, 2, 4 s backoff and succeeds', async () => {
    world.emu.faults.add({ kind: 'status', status: 503, method: 'GET', path: '/scans', times: 3 })
    const page = await world.client.listScans()
    expect(page.total).toBe(0)
    expect(statusesOf('GET /scans')).toEqual([503, 503, 503, 200])
    expect(world.clock.sleeps).toEqual([1_000, 2_000, 4_000])
    const at = world.requests('GET /scans').map((r) => r.at - world.emu.requests[0]!.at)
    expect(at).toEqual([0, 1_000, 3_000, 7_000])
  })

  it('retries a reset connection on a GET and succeeds', async () => {
    const estimation = await world.createFinishedEstimation()
    world.emu.faults.add({ kind: 'reset', method: 'GET', path: /^\/cost-estimations\//, times: 2 })
    const again = await world.client.getEstimation(estimation.id)
    expect(again).toEqual(estimation)
    expect(statusesOf('GET /cost-estimations/{id}').slice(-3)).toEqual([0, 0, 200])
    expect(world.clock.sleeps).toEqual([1_000, 2_000])
  })

  it('gives up after 4 retries (1, 2, 4, 8 s) with a message naming the attempts', async () => {
    world.emu.faults.add({ kind: 'status', status: 503, path: '/scans', times: 5 })
    const error = await world.catchServiceError(world.client.listScans())
    expect(error).toMatchObject({ kind: 'http', status: 503 })
    expect(error.message).toContain('GET /scans failed with 503 Service Unavailable')
    expect(error.message).toContain('after 5 attempts')
    expect(world.clock.sleeps).toEqual([1_000, 2_000, 4_000, 8_000])
    expect(statusesOf('GET /scans')).toEqual([503, 503, 503, 503, 503])
  })

  it('retries POST /cost-estimations after a 503 (a duplicate estimation costs nothing)', async () => {
    world.emu.faults.add({ kind: 'status', status: 503, method: 'POST', path: '/cost-estimations' })
    const created = await world.client.createEstimation({
      repos: [{ source: 'connected', repo_url: REPO_URL, branch: 'main' }],
    })
    expect(created.status).toBe('pending')
    expect(statusesOf('POST /cost-estimations')).toEqual([503, 201])
  })
})

describe('scan starts are never repeated after an unclear failure', () => {
  it('does not retry POST /scans after a 503', async () => {
    const body = await scanRequest()
    world.emu.faults.add({ kind: 'status', status: 503, method: 'POST', path: '/scans' })
    const error = await world.catchServiceError(world.client.createScan(body))
    expect(error).toMatchObject({ kind: 'http', status: 503, endpoint: 'POST /scans' })
    expect(error.message).toContain(NOT_RETRIED)
    expect(statusesOf('POST /scans')).toEqual([503])
    expect(world.clock.sleeps).toEqual([])
    // The gateway refused it: no scan exists and nothing was charged.
    expect((await world.client.listScans()).total).toBe(0)
    expect(world.emu.getCredits('org-1')).toBe(1000)
  })

  it('does not retry POST /scans after a reset connection', async () => {
    const body = await scanRequest()
    world.emu.faults.add({ kind: 'reset', method: 'POST', path: '/scans' })
    const error = await world.catchServiceError(world.client.createScan(body))
    expect(error).toMatchObject({ kind: 'network', endpoint: 'POST /scans' })
    expect(error.message).toContain('could not reach the service')
    expect(error.message).toContain(NOT_RETRIED)
    expect(statusesOf('POST /scans')).toEqual([0])
    expect(world.clock.sleeps).toEqual([])
  })

  it('leaves exactly one scan when the service acted but the answer came too late', async () => {
    const body = await scanRequest()
    // The emulator holds the request past the client's deadline, then creates the scan anyway.
    world.emu.faults.add({
      kind: 'latency',
      ms: REQUEST_DEADLINE_MS + 1_000,
      method: 'POST',
      path: '/scans',
    })
    const error = await world.catchServiceError(world.client.createScan(body))
    expect(error).toMatchObject({ kind: 'timeout', endpoint: 'POST /scans' })
    expect(error.message).toContain('got no complete answer within 600 s')
    expect(error.message).toContain(NOT_RETRIED)
    const [post] = world.requests('POST /scans')
    await waitUntil(() => post?.status === 201, 'the late scan to be created')
    expect(world.requests('POST /scans')).toHaveLength(1)
    expect((await world.client.listScans()).total).toBe(1)
    expect(world.emu.getCredits('org-1')).toBe(1000 - 12)
  })
})

describe('rate limiting', () => {
  it('retries a 429 burst without Retry-After on the backoff steps', async () => {
    world.emu.faults.add({ kind: 'rate-limit', method: 'GET', path: '/scans', times: 3 })
    await expect(world.client.listScans()).resolves.toMatchObject({ total: 0 })
    expect(statusesOf('GET /scans')).toEqual([429, 429, 429, 200])
    expect(world.clock.sleeps).toEqual([1_000, 2_000, 4_000])
  })

  it('waits at least the Retry-After of a 429 burst', async () => {
    world.emu.faults.add({ kind: 'rate-limit', path: '/scans', times: 2, retryAfterSeconds: 3 })
    await expect(world.client.listScans()).resolves.toMatchObject({ total: 0 })
    // max(backoff, Retry-After): 3 s twice (the second backoff step, 2 s, is shorter too).
    expect(world.clock.sleeps).toEqual([3_000, 3_000])
    const at = world.requests('GET /scans').map((r) => r.at)
    expect(at[1]! - at[0]!).toBe(3_000)
    expect(at[2]! - at[1]!).toBe(3_000)
  })

  it('retries a 429 on POST /scans, which the gateway refused before the application', async () => {
    const body = await scanRequest()
    world.emu.faults.add({ kind: 'rate-limit', method: 'POST', path: '/scans' })
    const created = await world.client.createScan(body)
    expect(statusesOf('POST /scans')).toEqual([429, 201])
    expect((await world.client.listScans()).data.map((s) => s.id)).toEqual([created.id])
  })

  it("waits out the emulator's own window when it computes Retry-After", async () => {
    world.emu.rateLimit.maxRequests = 3
    world.emu.rateLimit.retryAfter = 'computed'
    for (let i = 0; i < 3; i++) await world.client.listScans()
    world.clock.advance(20_000)
    await world.client.listScans()
    expect(statusesOf('GET /scans')).toEqual([200, 200, 200, 429, 200])
    // 60 s window, oldest request 20 s ago: Retry-After 40 s, honoured over the 1 s step.
    expect(world.clock.sleeps).toEqual([40_000])
  })

  it('waits out 429s that do not stop until the deadline, then fails with the rate-limit hint', async () => {
    world.emu.faults.add({ kind: 'rate-limit', path: '/scans', times: Infinity })
    const deadline = { atMs: world.clock.now() + 300_000, name: 'scan-timeout (5m)' }
    const error = await world.catchServiceError(world.client.listScans(undefined, { deadline }))
    expect(error).toMatchObject({ kind: 'rate-limited', status: 429 })
    expect(error.message).toContain(
      'was still rate limited (429 Too Many Requests) when scan-timeout (5m) ran out; the API key had been refusing this job for 5m 00s',
    )
    expect(error.hint).toContain('100 requests per minute are shared by every job')
    // 1, 2, 4, 8 s, then 8 s steps, the last cut short at the deadline: 5 minutes in all.
    expect(world.clock.sleeps.reduce((a, b) => a + b, 0)).toBe(300_000)
    expect(world.clock.sleeps.slice(0, 6)).toEqual([1000, 2000, 4000, 8000, 8000, 8000])
  })

  it("makes the 6th request wait for the client's own limiter, so the service never answers 429", async () => {
    world.emu.rateLimit.maxRequests = 5
    const limited = world.makeClient({ maxRequestsPerMinute: 5 })
    for (let i = 0; i < 5; i++) {
      await limited.listScans()
      world.clock.advance(2_000)
    }
    expect(world.clock.sleeps).toEqual([])
    await limited.listScans()
    // The oldest of the 5 was sent 10 s ago: the 6th waits the remaining 50 s of the window,
    // and the limiter's margin of a second.
    expect(world.clock.sleeps).toEqual([51_000])
    const requests = world.requests('GET /scans')
    expect(requests.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200])
    expect(requests[5]!.at - requests[0]!.at).toBe(61_000)
    expect(world.emu.requests.some((r) => r.status === 429)).toBe(false)
  })
})

describe('cancellation', () => {
  it('sends nothing when the signal is already aborted', async () => {
    const controller = new AbortController()
    controller.abort(new Error('job cancelled'))
    await expect(world.client.listScans(undefined, { signal: controller.signal })).rejects.toThrow(
      'job cancelled',
    )
    expect(world.emu.requests).toEqual([])
  })

  it('abandons a request in flight with the abort reason, and does not retry it', async () => {
    const controller = new AbortController()
    // The emulator holds the request; the job is cancelled meanwhile.
    await world.restart({
      sleep: async () => {
        controller.abort(new Error('job cancelled'))
        await new Promise<void>((resolve) => setImmediate(resolve))
      },
    })
    world.emu.faults.add({ kind: 'latency', ms: 5_000, path: '/scans' })
    const outcome = await world.client.listScans(undefined, { signal: controller.signal }).then(
      () => 'resolved',
      (error: unknown) => error,
    )
    expect(outcome).toBeInstanceOf(Error)
    expect((outcome as Error).message).toBe('job cancelled')
    expect(outcome).not.toHaveProperty('kind')
    expect(world.clock.sleeps).toEqual([])
    expect(world.emu.requests).toHaveLength(1)
  })
})
