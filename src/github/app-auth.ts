/**
 * A GitHub App's own installation tokens, for a sweep that outlives one token: an installation
 * token lives an hour, a shard of a sweep up to five. Each call authenticates as the app's
 * installation on the owner it is about (one installation per organization or account), with a
 * token that @octokit/auth-app mints, caches and renews: a cached token is never used within
 * RENEW_BEFORE_MS of its expiry.
 */
import type { createAppAuth as CreateAppAuth } from '@octokit/auth-app'
import type { Logger } from '../common/logger.js'

/** The app-id and private-key inputs (config/matrix.ts checks them). */
export interface GitHubAppCredentials {
  appId: string
  /** The app's private key, PEM: a secret, masked and redacted as api-key is. */
  privateKey: string
}

/** GitHub's installation tokens live an hour: renewed with this much of it left. @internal */
export const RENEW_BEFORE_MS = 5 * 60_000

/** @octokit/auth-app's token cache, in its own format: token|createdAt|expiresAt|…; '' for none. */
interface TokenCache {
  get(key: string): string
  set(key: string, value: string): void
}

/**
 * auth-app's own cache keeps a token 59 minutes whatever GitHub said of its expiry. This one
 * drops it RENEW_BEFORE_MS before GitHub's expires_at, or half-way through a token that lives
 * less than twice that, so a call is never sent with a token about to expire.
 * @internal
 */
export function createTokenCache(now: () => number): TokenCache {
  const entries = new Map<string, string>()
  return {
    get(key) {
      const entry = entries.get(key)
      if (entry === undefined) return ''
      if (isFresh(entry, now())) return entry
      entries.delete(key)
      return ''
    },
    set(key, value) {
      entries.set(key, value)
    },
  }
}

function isFresh(entry: string, nowMs: number): boolean {
  const [, createdAt = '', expiresAt = ''] = entry.split('|')
  const expires = Date.parse(expiresAt)
  if (!Number.isFinite(expires)) return false
  const created = Date.parse(createdAt)
  const lifetime = Number.isFinite(created) ? expires - created : 2 * RENEW_BEFORE_MS
  return nowMs < expires - Math.min(RENEW_BEFORE_MS, lifetime / 2)
}

type Hook = ReturnType<typeof CreateAppAuth>['hook']
type RequestInterface = Parameters<Hook>[0]

export interface OwnerAppAuthOptions extends GitHubAppCredentials {
  /** The owner of calls that name none (this workflow's repository's). */
  home: string
  now: () => number
  log: Logger
  createAppAuth: typeof CreateAppAuth
}

/**
 * An Octokit authStrategy: each request is sent as the app's installation on the owner its path
 * names (/repos/{owner}/…, /orgs/{org}/…, /users/{user}/…), found once per owner by
 * GET /orgs/{org}/installation, or GET /users/{user}/installation for an account.
 */
export function createOwnerAppAuth(options: OwnerAppAuthOptions) {
  const { appId, privateKey, createAppAuth } = options
  const cache = createTokenCache(options.now)
  // auth-app warns through this log of retries it makes; the run's debug log is enough.
  const quiet = {
    warn: (message: string) => {
      options.log.debug(message)
    },
  }
  const app = createAppAuth({ appId, privateKey, cache, log: quiet })
  const installations = new Map<string, Promise<{ hook: Hook }>>()
  const authOf = (request: RequestInterface, owner: string): Promise<{ hook: Hook }> => {
    const key = owner.toLowerCase()
    let auth = installations.get(key)
    if (auth === undefined) {
      auth = findInstallation(request, owner).then((installationId) => {
        options.log.info(
          `GitHub App ${appId}: installation ${installationId} on ${owner}, its tokens renewed before they expire`,
        )
        return createAppAuth({ appId, privateKey, installationId, cache, log: quiet })
      })
      // A lookup that failed is tried again by the next call (the retry of a 5xx, say).
      auth.catch(() => installations.delete(key))
      installations.set(key, auth)
    }
    return auth
  }
  /** Account ids, for the later pages of a list, which GitHub links as /organizations/{id}/…. */
  const owners = new Map<number, string>()
  const findInstallation = async (request: RequestInterface, owner: string): Promise<number> => {
    for (const route of ['GET /orgs/{owner}/installation', 'GET /users/{owner}/installation']) {
      try {
        const { data } = (await app.hook(request, route, { owner })) as { data: Installation }
        if (typeof data.account?.id === 'number') owners.set(data.account.id, owner)
        return data.id
      } catch (error) {
        if ((error as { status?: unknown } | null)?.status !== 404) throw error
      }
    }
    throw new Error(
      `the GitHub App of app-id ${appId} is not installed on ${owner}: install it there, or give a github-token that can read it`,
    )
  }
  const hook: Hook = async (request, route, parameters) => {
    const endpoint = request.endpoint.merge(route as string, parameters)
    const path = (endpoint.url ?? '').replace(request.endpoint.DEFAULTS.baseUrl, '')
    if (/^\/app(\/|$)/.test(path)) return await app.hook(request, route, parameters)
    const owner = findOwner(endpoint, path, owners) ?? options.home
    return await (await authOf(request, owner)).hook(request, route, parameters)
  }
  return Object.assign(async () => await app({ type: 'app' }), { hook })
}

/** The fields of GitHub's installation the sweep reads. */
interface Installation {
  id: number
  account?: { id?: number } | null
}

/**
 * Whom a request is about: its owner, org or username parameter; else the path it is sent to,
 * a later page's included (a full URL).
 */
function findOwner(
  endpoint: Record<string, unknown>,
  path: string,
  owners: ReadonlyMap<number, string>,
): string | undefined {
  for (const name of ['owner', 'org', 'username']) {
    const value = endpoint[name]
    if (typeof value === 'string' && value !== '') return value
  }
  const named = /\/(?:repos|orgs|users)\/([^/?#{]+)/.exec(path)?.[1]
  if (named !== undefined) return decodeURIComponent(named)
  const id = /\/organizations\/(\d+)\//.exec(path)?.[1]
  return id === undefined ? undefined : owners.get(Number(id))
}
