import { connect } from 'node:net'
import { beforeEach, describe, expect, it } from 'vitest'
import { call, useEmulator } from './helpers.js'
import { createManualClock, startEmulator } from '../../testkit/emulator/index.js'

const clock = createManualClock()
const { emu } = await useEmulator({ now: clock.now })
beforeEach(() => {
  emu.rateLimit.retryAfter = 'none'
})

const TOO_MANY = { statusCode: 429, message: 'ThrottlerException: Too Many Requests' }
const ESTIMATION = { repos: [{ repo_url: 'https://github.com/a/b', branch: 'main' }] }

async function spend(key: string, count: number): Promise<number[]> {
  const statuses: number[] = []
  for (let index = 0; index < count; index += 1) {
    const path = index % 2 === 0 ? '/scans' : '/findings'
    statuses.push((await call(emu, 'GET', path, { key })).status)
  }
  return statuses
}

/** Sends headers promising a large body, and only a few bytes of it; resolves with the answer. */
function sendWithoutBody(port: number, key: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let received = ''
    const timer = setTimeout(() => {
      socket.destroy()
      reject(new Error(`no answer while the body was unsent; got: ${received}`))
    }, 2000)
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8')
      if (received.includes('Too Many Requests"}')) {
        clearTimeout(timer)
        socket.destroy()
        resolve(received)
      }
    })
    socket.on('error', reject)
    socket.write(
      'POST /v1/cost-estimations HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        `X-Api-Key: ${key}\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n\r\n{"repos":[`,
    )
  })
}

describe('rate limit', () => {
  it('accepts 100 requests per key, answers the 101st with the exact 429 body', async () => {
    const key = emu.addKey({ scopes: ['read'] })
    expect(new Set(await spend(key, 100))).toEqual(new Set([200]))
    const res = await call(emu, 'GET', '/scans', { key })
    expect(res.status).toBe(429)
    expect(res.json).toEqual(TOO_MANY)
    expect(res.headers.get('retry-after')).toBeNull()
  })

  it('accepts the next request once the window has rolled past the first ones', async () => {
    const key = emu.addKey({ scopes: ['read'] })
    await spend(key, 100)
    clock.advance(59_999)
    expect((await call(emu, 'GET', '/scans', { key })).status).toBe(429)
    clock.advance(1)
    expect((await call(emu, 'GET', '/scans', { key })).status).toBe(200)
  })

  it('rolls the window: only requests older than 60 s leave it', async () => {
    const key = emu.addKey({ scopes: ['read'] })
    await spend(key, 50)
    clock.advance(30_000)
    await spend(key, 50)
    clock.advance(30_000)
    expect(new Set(await spend(key, 50))).toEqual(new Set([200]))
    expect((await call(emu, 'GET', '/scans', { key })).status).toBe(429)
  })

  it('limits each key separately', async () => {
    const first = emu.addKey({ scopes: ['read'] })
    const second = emu.addKey({ scopes: ['read'] })
    await spend(first, 100)
    expect((await call(emu, 'GET', '/scans', { key: first })).status).toBe(429)
    expect((await call(emu, 'GET', '/scans', { key: second })).status).toBe(200)
  })

  it('sends Retry-After only when configured', async () => {
    const key = emu.addKey({ scopes: ['read'] })
    await spend(key, 100)
    emu.rateLimit.retryAfter = 'computed'
    clock.advance(15_000)
    expect((await call(emu, 'GET', '/scans', { key })).headers.get('retry-after')).toBe('45')
    emu.rateLimit.retryAfter = 7
    expect((await call(emu, 'GET', '/scans', { key })).headers.get('retry-after')).toBe('7')
  })

  it('rejects before reading the body, and closes that connection', async () => {
    const key = emu.addKey({ scopes: ['write'] })
    await spend(key, 100)
    const answer = await sendWithoutBody(emu.port, key)
    expect(answer).toMatch(/^HTTP\/1\.1 429 /)
    expect(answer.toLowerCase()).toContain('connection: close')
    expect(answer).toContain(JSON.stringify(TOO_MANY))
  })

  it('leaves the client able to send more requests after a 429 on a POST with a body', async () => {
    const key = emu.addKey({ scopes: ['write'] })
    await spend(key, 100)
    const refused = await call(emu, 'POST', '/cost-estimations', { key, body: ESTIMATION })
    expect(refused.status).toBe(429)
    clock.advance(60_000)
    const accepted = await call(emu, 'POST', '/cost-estimations', { key, body: ESTIMATION })
    expect(accepted.status).toBe(201)
  })

  it('does not rate limit the unauthenticated verdict endpoint', async () => {
    const statuses = new Set<number>()
    for (let index = 0; index < 120; index += 1) {
      const res = await call(emu, 'POST', '/hfw/verdicts/batch', {
        body: { packages: [{ package: 'lodash', version: '4.17.21' }] },
      })
      statuses.add(res.status)
    }
    expect(statuses).toEqual(new Set([200]))
  })

  it('honours a lower configured limit', async () => {
    const small = await startEmulator({ now: clock.now, rateLimit: { maxRequests: 2 } })
    try {
      const key = small.addKey({ scopes: ['read'] })
      const statuses = []
      for (let index = 0; index < 3; index += 1) {
        statuses.push((await call(small, 'GET', '/scans', { key })).status)
      }
      expect(statuses).toEqual([200, 200, 429])
    } finally {
      await small.close()
    }
  })
})
