import { generateKeyPairSync, type KeyObject } from 'node:crypto'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { GitHubApi } from '../../src/github/api.js'
import { createTokenCache, RENEW_BEFORE_MS } from '../../src/github/app-auth.js'
import { createGitHubApi } from '../../src/github/octokit.js'
import { startFakeGitHub, type FakeGitHub } from '../../testkit/fake-github/server.js'
import { HEAD_SHA } from '../../testkit/ids.js'
import { settleWithFakeTime as run } from '../support/async.js'

const HOUR_MS = 3_600_000
const APP_ID = '4242'

describe('createTokenCache', () => {
  const entry = (createdAt: number, expiresAt: number) =>
    `ghs_x|${new Date(createdAt).toISOString()}|${new Date(expiresAt).toISOString()}|all|checks!`

  it('keeps an hour-long token until 5 minutes before its expiry, then drops it', () => {
    let now = 0
    const cache = createTokenCache(() => now)
    cache.set('1', entry(0, HOUR_MS))
    now = HOUR_MS - RENEW_BEFORE_MS - 1
    expect(cache.get('1')).toBe(entry(0, HOUR_MS))
    now += 1
    expect(cache.get('1')).toBe('')
    // Dropped: not back when the clock is wound back.
    now = 0
    expect(cache.get('1')).toBe('')
  })

  it('renews a token shorter-lived than 10 minutes half-way through it', () => {
    let now = 0
    const cache = createTokenCache(() => now)
    cache.set('1', entry(0, 4_000))
    now = 1_999
    expect(cache.get('1')).not.toBe('')
    now = 2_000
    expect(cache.get('1')).toBe('')
  })

  it('answers nothing for a key never set, or an entry without an expiry', () => {
    const cache = createTokenCache(() => 0)
    expect(cache.get('9')).toBe('')
    cache.set('2', 'ghs_x|2026-01-01T00:00:00Z|never|all|')
    expect(cache.get('2')).toBe('')
  })
})

describe("createGitHubApi with a GitHub App's credentials", () => {
  let privateKey: string
  let publicKey: KeyObject
  let github: FakeGitHub
  let api: GitHubApi
  // The throttling plugin's limiters are shared by every Octokit of the process and remember
  // when they may send next: the fake clock never goes back from one test to the next.
  let clockMs = Date.now()

  beforeAll(() => {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 })
    // As GitHub hands it out: PKCS#1.
    privateKey = pair.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()
    publicKey = pair.publicKey
  })

  beforeEach(async () => {
    github = await startFakeGitHub()
    github.app = {
      appId: APP_ID,
      publicKey,
      installations: [
        { id: 11, owner: 'acme', type: 'Organization' },
        { id: 22, owner: 'bob', type: 'User' },
      ],
      tokenLifetimeMs: HOUR_MS,
    }
    github.checkTokens = true
    github.repositories.push({ owner: 'acme', name: 'shop' }, { owner: 'bob', name: 'tool' })
    vi.useFakeTimers({
      now: clockMs,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    })
  })
  afterEach(async () => {
    clockMs = Date.now() + 60_000
    vi.useRealTimers()
    await github.close()
  })

  async function connect(key: string, infos: string[] = []): Promise<void> {
    api = await createGitHubApi({
      token: '',
      app: { appId: APP_ID, privateKey: key },
      apiUrl: github.apiUrl,
      owner: 'acme',
      repo: 'security',
      log: {
        debug: () => undefined,
        info: (line) => infos.push(line),
        warning: () => undefined,
      },
    })
  }

  /** The installation whose token each request about a repository or organization carried. */
  function installationsByOwner(): Record<string, number[]> {
    const seen: Record<string, Set<number>> = {}
    for (const request of github.requests) {
      const owner = /^\/(?:repos|orgs)\/([^/]+)\/(?!installation$)/.exec(request.path)?.[1]
      if (owner === undefined) continue
      const token = request.authorization?.replace(/^token /, '')
      const issued = github.issuedTokens.find((t) => t.token === token)
      ;(seen[owner] ??= new Set()).add(issued?.installationId ?? -1)
    }
    return Object.fromEntries(Object.entries(seen).map(([owner, ids]) => [owner, [...ids]]))
  }

  it("sends each owner's calls with its own installation's token, found once per owner", async () => {
    const infos: string[] = []
    await connect(privateKey, infos)
    const listed = await run(api.listOrganizationRepositories('acme'))
    expect(listed.error).toBeUndefined()
    expect(listed.value?.map((r) => r.name)).toEqual(['shop'])
    expect((await run(api.getRepository('bob', 'tool'))).error).toBeUndefined()
    const upload = { owner: 'bob', repo: 'tool', commitSha: HEAD_SHA, ref: 'refs/heads/main' }
    expect((await run(api.uploadSarif({ ...upload, sarif: '{"runs":[]}' }))).error).toBeUndefined()
    const marker = {
      owner: 'acme',
      repo: 'shop',
      headSha: HEAD_SHA,
      name: 'security-scan',
      externalId: 'x',
      conclusion: 'neutral' as const,
      title: 't',
      summary: 's',
    }
    expect((await run(api.leaveMarker(marker))).error).toBeUndefined()

    expect(installationsByOwner()).toEqual({ acme: [11], bob: [22] })
    // bob is a user: its organization look-up misses, the user's finds it; each once.
    const lookups = github.requests.filter((r) => r.path.endsWith('/installation'))
    expect(lookups.map((r) => r.path)).toEqual([
      '/orgs/acme/installation',
      '/orgs/bob/installation',
      '/users/bob/installation',
    ])
    expect(github.issuedTokens.map((t) => t.installationId)).toEqual([11, 22])
    expect(infos).toEqual([
      `GitHub App ${APP_ID}: installation 11 on acme, its tokens renewed before they expire`,
      `GitHub App ${APP_ID}: installation 22 on bob, its tokens renewed before they expire`,
    ])
  })

  it('renews a token 5 minutes before it expires, never sending it after', async () => {
    await connect(privateKey)
    expect((await run(api.getRepository('acme', 'shop'))).error).toBeUndefined()
    // The clock moves on between calls; nothing is waiting meanwhile.
    vi.setSystemTime(Date.now() + HOUR_MS - RENEW_BEFORE_MS - 60_000)
    expect((await run(api.getRepository('acme', 'shop'))).error).toBeUndefined()
    expect(github.issuedTokens).toHaveLength(1)
    vi.setSystemTime(Date.now() + 60_000)
    expect((await run(api.getRepository('acme', 'shop'))).error).toBeUndefined()
    expect(github.issuedTokens).toHaveLength(2)
    const [first, second] = github.issuedTokens
    const used = github.requests
      .filter((r) => r.path === '/repos/acme/shop')
      .map((r) => r.authorization)
    expect(used).toEqual([
      `token ${first?.token}`,
      `token ${first?.token}`,
      `token ${second?.token}`,
    ])
    // The installation is looked up once: only tokens are renewed.
    expect(github.requests.filter((r) => r.path.endsWith('/installation'))).toHaveLength(1)
  })

  it('fails a call about an owner the app is not installed on, naming it and app-id', async () => {
    await connect(privateKey)
    const { error } = await run(api.getRepository('stranger', 'x'))
    expect(String(error)).toContain(
      'the GitHub App of app-id 4242 is not installed on stranger: install it there',
    )
  })

  it("is refused by the fake GitHub with a key that is not the app's", async () => {
    github.app!.publicKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey
    await connect(privateKey)
    const { error } = await run(api.getRepository('acme', 'shop'))
    expect(error).toMatchObject({ status: 401 })
    expect(github.issuedTokens).toEqual([])
  })
})
