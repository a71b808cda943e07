import { describe, expect, it } from 'vitest'
import { call, useEmulator } from './helpers.js'
import { createManualClock } from '../../testkit/emulator/index.js'

const clock = createManualClock()
const { emu } = await useEmulator({ now: clock.now })

/** An error body as the service (NestJS) writes one. */
function errorBody(statusCode: number, error: string, message: string) {
  return { statusCode, message, error }
}
const INVALID = errorBody(401, 'Unauthorized', 'Invalid or missing API key')

describe('authentication', () => {
  it('issues keys as a fixed prefix, an underscore and 32 random hex characters', () => {
    const first = emu.addKey({ scopes: ['read'] })
    const second = emu.addKey({ scopes: ['read'] })
    expect(first).toMatch(/^ssk_[0-9a-f]{32}$/)
    expect(second).not.toBe(first)
  })

  it('takes a key given in advance, for a local run, and refuses one that is not a key', async () => {
    const secret = `ssk_${'10ca1ac7'.repeat(4)}`
    expect(emu.addKey({ scopes: ['read'], secret })).toBe(secret)
    expect((await call(emu, 'GET', '/scans', { key: secret })).status).toBe(200)
    expect(() => emu.addKey({ scopes: ['read'], secret })).toThrow('This key exists already')
    expect(() => emu.addKey({ scopes: ['read'], secret: 'sk_short' })).toThrow('secret must be')
  })

  it('accepts a valid key', async () => {
    const key = emu.addKey({ scopes: ['read'] })
    const res = await call(emu, 'GET', '/scans', { key })
    expect(res.status).toBe(200)
  })

  it.each([
    ['missing', undefined],
    ['malformed', 'not-a-key'],
    ['well-formed but unknown', `ssk_${'0'.repeat(32)}`],
  ])('answers 401 for a %s key', async (_label, key) => {
    const res = await call(emu, 'GET', '/scans', key === undefined ? {} : { key })
    expect(res.status).toBe(401)
    expect(res.json).toEqual(INVALID)
  })

  it('answers 401 to the very next request after revocation, for good', async () => {
    const key = emu.addKey({ scopes: ['read'] })
    expect((await call(emu, 'GET', '/scans', { key })).status).toBe(200)
    emu.revokeKey(key)
    expect((await call(emu, 'GET', '/scans', { key })).json).toEqual(INVALID)
    expect(() => {
      emu.revokeKey(`ssk_${'1'.repeat(32)}`)
    }).toThrow('API key not found')
  })

  it('answers 401 once the key has expired on the injected clock', async () => {
    const key = emu.addKey({ scopes: ['read'], expiresAt: clock.now() + 1000 })
    expect((await call(emu, 'GET', '/scans', { key })).status).toBe(200)
    clock.advance(1000)
    expect((await call(emu, 'GET', '/scans', { key })).json).toEqual(INVALID)
  })

  it('refuses a dashboard session token with its own message', async () => {
    const res = await call(emu, 'GET', '/scans', { headers: { authorization: 'Bearer eyJhbGci' } })
    expect(res.status).toBe(401)
    expect(res.json).toEqual(
      errorBody(401, 'Unauthorized', 'Endpoint requires API key authentication (X-Api-Key header)'),
    )
  })

  it('records only the first 12 characters of the key', async () => {
    const key = emu.addKey({ scopes: ['read'] })
    await call(emu, 'GET', '/scans', { key })
    const recorded = emu.requests.at(-1)
    expect(recorded).toMatchObject({ method: 'GET', path: '/scans', status: 200 })
    expect(recorded?.keyPrefix).toBe(key.slice(0, 12))
    expect(JSON.stringify(emu.requests)).not.toContain(key)
  })
})

describe('scopes', () => {
  const estimationBody = { repos: [{ repo_url: 'https://github.com/a/b', branch: 'main' }] }

  it('refuses a write endpoint to a read-only key with 403', async () => {
    const key = emu.addKey({ scopes: ['read'] })
    const res = await call(emu, 'POST', '/cost-estimations', { key, body: estimationBody })
    expect(res.status).toBe(403)
    expect(res.json).toEqual(errorBody(403, 'Forbidden', 'API key missing required scope: write'))
  })

  it('lets write imply read', async () => {
    const key = emu.addKey({ scopes: ['write'] })
    expect(
      (await call(emu, 'POST', '/cost-estimations', { key, body: estimationBody })).status,
    ).toBe(201)
    expect((await call(emu, 'GET', '/cost-estimations', { key })).status).toBe(200)
  })

  it('grants nothing to the reserved delete scope', async () => {
    const key = emu.addKey({ scopes: ['delete'] })
    const res = await call(emu, 'GET', '/findings', { key })
    expect(res.status).toBe(403)
    expect(res.json.message).toBe('API key missing required scope: read')
  })
})

describe('active key limit', () => {
  it('refuses an 11th active key of an organization with 409, counting only active keys', () => {
    const keys = Array.from({ length: 10 }, () => emu.addKey({ scopes: ['read'], org: 'acme' }))
    expect(() => emu.addKey({ scopes: ['read'], org: 'acme' })).toThrow(
      expect.objectContaining({ statusCode: 409 }),
    )
    expect(emu.addKey({ scopes: ['read'], org: 'other' })).toMatch(/^ssk_/)
    emu.revokeKey(keys[0]!)
    expect(emu.addKey({ scopes: ['read'], org: 'acme' })).toMatch(/^ssk_/)
  })

  it('does not count expired keys as active', () => {
    for (let index = 0; index < 10; index += 1) {
      emu.addKey({ scopes: ['read'], org: 'acme', expiresAt: clock.now() + 10 })
    }
    expect(() => emu.addKey({ scopes: ['read'], org: 'acme' })).toThrow()
    clock.advance(10)
    expect(emu.addKey({ scopes: ['read'], org: 'acme' })).toMatch(/^ssk_/)
  })
})

describe('admin routes', () => {
  it('creates keys (201, then 409 past the limit) and revokes them (204, then 401)', async () => {
    const created = await call(emu, 'POST', `${emu.adminUrl}/keys`, {
      body: { scopes: ['read', 'write'], org: 'demo' },
    })
    expect(created.status).toBe(201)
    const key = created.json.key as string
    expect((await call(emu, 'GET', '/scans', { key })).status).toBe(200)

    for (let index = 0; index < 9; index += 1) emu.addKey({ scopes: ['read'], org: 'demo' })
    const refused = await call(emu, 'POST', `${emu.adminUrl}/keys`, {
      body: { scopes: ['read'], org: 'demo' },
    })
    expect(refused.status).toBe(409)
    expect(refused.json).toMatchObject({ statusCode: 409, error: 'Conflict' })

    const revoked = await call(emu, 'DELETE', `${emu.adminUrl}/keys/${key}`)
    expect(revoked.status).toBe(204)
    expect((await call(emu, 'GET', '/scans', { key })).status).toBe(401)
    expect((await call(emu, 'DELETE', `${emu.adminUrl}/keys/ssk_unknown`)).status).toBe(404)
  })

  it('honours expires_at on keys created over HTTP', async () => {
    const expiresAt = new Date(clock.now() + 5000).toISOString()
    const created = await call(emu, 'POST', `${emu.adminUrl}/keys`, {
      body: { scopes: ['read'], expires_at: expiresAt },
    })
    const key = created.json.key as string
    expect((await call(emu, 'GET', '/scans', { key })).status).toBe(200)
    clock.advance(5000)
    expect((await call(emu, 'GET', '/scans', { key })).status).toBe(401)
  })
})
