import nock from 'nock'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Clock } from '../../src/common/clock.js'
import { createHttpClientFetch, GITHUB_REQUEST_TIMEOUT_MS } from '../../src/github/fetch.js'
import { createGitHubApi } from '../../src/github/octokit.js'
import * as undiciStandIn from '../../src/vendor/undici.js'
import { settle } from '../support/async.js'

const API = 'https://github.example.test'

beforeAll(() => {
  nock.disableNetConnect()
})
afterEach(() => {
  nock.abortPendingRequests()
  nock.cleanAll()
})

/** A clock whose sleeps (the request deadline) end only when the test says so. */
function manualClock(): Clock & { expire(): void } {
  const waiting: (() => void)[] = []
  return {
    now: () => 0,
    sleep: (_ms, signal) =>
      new Promise<void>((resolve, reject) => {
        waiting.push(resolve)
        signal?.addEventListener('abort', () => {
          reject(new Error('aborted'))
        })
      }),
    expire: () => {
      for (const resolve of waiting.splice(0)) resolve()
    },
  }
}

async function rejection(promise: Promise<unknown>): Promise<Error & { cause?: unknown }> {
  const { error } = await settle(promise)
  if (!(error instanceof Error)) throw new Error('expected a rejection')
  return error
}

describe('createHttpClientFetch', () => {
  it("sends the request's method, headers and body, and keeps its User-Agent", async () => {
    let seen: { headers: Record<string, unknown>; body: unknown } | undefined
    nock(API)
      .post('/repos/acme/webapp/check-runs')
      .reply(function (_uri, body) {
        seen = { headers: this.req.headers, body }
        return [201, { id: 7 }]
      })
    const fetch = createHttpClientFetch(manualClock())
    const response = await fetch(`${API}/repos/acme/webapp/check-runs`, {
      method: 'POST',
      headers: { authorization: 'token ghs_x', 'user-agent': 'octokit-core.js/7' },
      body: JSON.stringify({ name: 'Security scan' }),
    })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ id: 7 })
    expect(response.url).toBe(`${API}/repos/acme/webapp/check-runs`)
    expect(seen?.headers).toMatchObject({
      authorization: 'token ghs_x',
      'user-agent': 'octokit-core.js/7',
    })
    expect(seen?.body).toBe('{"name":"Security scan"}')
  })

  it('answers every header, a repeated one joined, and no body for a 204', async () => {
    nock(API)
      .delete('/x')
      .reply(204, '', {
        'x-ratelimit-remaining': '41',
        'set-cookie': ['a=1', 'b=2'],
      })
    const response = await createHttpClientFetch(manualClock())(`${API}/x`, { method: 'DELETE' })
    expect(response.status).toBe(204)
    expect(response.body).toBeNull()
    expect(response.headers.get('x-ratelimit-remaining')).toBe('41')
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2'])
  })

  it('follows a redirect, without the Authorization header on another host', async () => {
    let sameHost: unknown
    let otherHost: unknown
    nock(API)
      .get('/repos/old/name')
      .reply(301, '', { location: `${API}/repositories/1` })
      .get('/repositories/1')
      .reply(function () {
        sameHost = this.req.headers.authorization
        return [302, '', { location: 'https://objects.example.test/blob' }]
      })
    nock('https://objects.example.test')
      .get('/blob')
      .reply(function () {
        otherHost = this.req.headers.authorization
        return [200, 'content']
      })
    const response = await createHttpClientFetch(manualClock())(`${API}/repos/old/name`, {
      headers: { authorization: 'token ghs_x' },
    })
    expect(await response.text()).toBe('content')
    expect(sameHost).toBe('token ghs_x')
    expect(otherHost).toBeUndefined()
  })

  it("rejects as fetch does, with the network's reason as the cause", async () => {
    const reset = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })
    nock(API).get('/x').replyWithError(reset)
    const error = await rejection(createHttpClientFetch(manualClock())(`${API}/x`))
    expect(error).toBeInstanceOf(TypeError)
    expect(error.message).toBe('fetch failed')
    expect(String(error.cause)).toContain('socket hang up')
  })

  it('gives up on an answer that does not come by the deadline', async () => {
    nock(API).get('/x').delay(3_600_000).reply(200, '{}')
    const clock = manualClock()
    const pending = createHttpClientFetch(clock)(`${API}/x`)
    await new Promise((resolve) => setTimeout(resolve, 20))
    clock.expire()
    const error = await rejection(pending)
    expect(error).toBeInstanceOf(TypeError)
    expect(String(error.cause)).toContain(
      `no answer within ${(GITHUB_REQUEST_TIMEOUT_MS / 1000).toString()} s`,
    )
  })

  it('refuses a body that is not a string rather than sending something else', async () => {
    const error = await rejection(
      createHttpClientFetch(manualClock())(`${API}/x`, {
        method: 'POST',
        body: new Uint8Array([1, 2]),
      }),
    )
    expect(error.message).toBe('only a string body can be sent to GitHub')
  })
})

describe('createGitHubApi without a fetch of its own', () => {
  it('sends through http-client, where nock (and a proxy) sees the request', async () => {
    nock(API)
      .post('/api/v3/repos/acme/webapp/check-runs', (body: { name?: string }) => {
        return body.name === 'Security scan'
      })
      .matchHeader('authorization', 'token ghs_0123456789abcdefTOKEN')
      .reply(201, { id: 4242, app: { id: 15368, slug: 'github-actions', name: 'GitHub Actions' } })
    const api = await createGitHubApi({
      token: 'ghs_0123456789abcdefTOKEN',
      apiUrl: `${API}/api/v3`,
      owner: 'acme',
      repo: 'webapp',
    })
    await expect(api.create({ name: 'Security scan', headSha: 'a'.repeat(40) })).resolves.toEqual({
      id: 4242,
      app: { id: 15368, slug: 'github-actions' },
    })
    expect(nock.isDone()).toBe(true)
  })
})

describe("the bundle's stand-in for undici", () => {
  it('can be built, as @actions/github does when a proxy is set, and never fetches', async () => {
    expect(new undiciStandIn.ProxyAgent({ uri: 'http://proxy:3128' }).options).toEqual({
      uri: 'http://proxy:3128',
    })
    await expect(undiciStandIn.fetch()).rejects.toThrow('undici is not bundled')
  })
})
