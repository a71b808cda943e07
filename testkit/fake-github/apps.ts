import type { IncomingMessage, ServerResponse } from 'node:http'
import { randomBytes, verify, type KeyObject } from 'node:crypto'
import { sameName, sendJson } from './http.js'

/** A GitHub App the fake knows: its id, the public half of its key, where it is installed. */
export interface FakeGitHubApp {
  appId: string
  /** Verifies the app's JWTs (RS256). */
  publicKey: KeyObject
  /** Its installations: the owner's login, whether an organization or a user, and the id. */
  installations: { id: number; owner: string; type: 'Organization' | 'User' }[]
  /** How long a token of POST /app/installations/{id}/access_tokens lives. */
  tokenLifetimeMs: number
}

/** A token the fake issued, and to which installation. */
export interface IssuedToken {
  token: string
  installationId: number
  expiresAtMs: number
}

/** The part of the fake's state these routes read and write. */
export interface AppRoutesState {
  app?: FakeGitHubApp | undefined
  /**
   * When true, every route but the app's own refuses (401 Bad credentials) a token it did not
   * issue or that has expired, but those of `acceptedTokens`. Off by default.
   */
  checkTokens: boolean
  /** Plain tokens accepted when checkTokens is on. */
  acceptedTokens: Set<string>
  /** Every installation token issued, in order. */
  issuedTokens: IssuedToken[]
  /** Sent as github-authentication-token-expiration on every answer, as GitHub does for a PAT. */
  tokenExpiration?: string | undefined
}

const BAD_CREDENTIALS = {
  message: 'Bad credentials',
  documentation_url: 'https://docs.github.com/rest',
}

/**
 * The app's routes: its installations (with the app's JWT) and their tokens; then, when
 * checkTokens is on, the refusal of any other request without a live token. Answers and returns
 * true when it answered.
 */
export function handleAppRoutes(
  state: AppRoutesState,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): boolean {
  if (state.tokenExpiration !== undefined) {
    res.setHeader('github-authentication-token-expiration', state.tokenExpiration)
  }
  const path = url.pathname
  const lookup = /^\/(orgs|users|repos)\/([^/]+)(?:\/[^/]+)?\/installation$/.exec(path)
  const mint = /^\/app\/installations\/(\d+)\/access_tokens$/.exec(path)
  if ((req.method === 'GET' && lookup) || (req.method === 'POST' && mint)) {
    const app = state.app
    if (app === undefined || !verifyJwt(app, req.headers.authorization)) {
      sendJson(res, 401, { message: 'A JSON web token could not be decoded' })
      return true
    }
    if (lookup) findInstallation(app, res, lookup[1] ?? '', lookup[2] ?? '')
    else issueToken(state, app, res, Number(mint?.[1]))
    return true
  }
  if (state.checkTokens && !isLiveToken(state, req.headers.authorization)) {
    sendJson(res, 401, BAD_CREDENTIALS)
    return true
  }
  return false
}

function findInstallation(app: FakeGitHubApp, res: ServerResponse, kind: string, owner: string) {
  const found = app.installations.find(
    (i) => sameName(i.owner, owner) && (kind !== 'orgs' || i.type === 'Organization'),
  )
  if (found === undefined) {
    sendJson(res, 404, { message: 'Not Found' })
    return
  }
  sendJson(res, 200, {
    id: found.id,
    account: { login: found.owner, id: 5000 + found.id, type: found.type },
    app_id: Number(app.appId),
  })
}

function issueToken(state: AppRoutesState, app: FakeGitHubApp, res: ServerResponse, id: number) {
  if (!app.installations.some((i) => i.id === id)) {
    sendJson(res, 404, { message: 'Not Found' })
    return
  }
  const token = `ghs_${randomBytes(18).toString('hex')}`
  const expiresAtMs = Date.now() + app.tokenLifetimeMs
  state.issuedTokens.push({ token, installationId: id, expiresAtMs })
  sendJson(res, 201, {
    token,
    // GitHub's form: whole seconds, UTC.
    expires_at: new Date(Math.floor(expiresAtMs / 1000) * 1000).toISOString().replace('.000', ''),
    permissions: { checks: 'write', security_events: 'write', metadata: 'read' },
    repository_selection: 'all',
  })
}

function isLiveToken(state: AppRoutesState, authorization: string | undefined): boolean {
  const token = /^(?:token|bearer)\s+(\S+)$/i.exec(authorization ?? '')?.[1]
  if (token === undefined) return false
  if (state.acceptedTokens.has(token)) return true
  const issued = state.issuedTokens.find((t) => t.token === token)
  return issued !== undefined && Date.now() < issued.expiresAtMs
}

/** RS256 over header.payload, by the app's key, naming the app, not expired. */
function verifyJwt(app: FakeGitHubApp, authorization: string | undefined): boolean {
  const jwt = /^bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1]
  const [header = '', payload = '', signature = ''] = jwt?.split('.') ?? []
  try {
    const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown }
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      iss?: unknown
      exp?: unknown
    }
    const signed = verify(
      'RSA-SHA256',
      Buffer.from(`${header}.${payload}`),
      app.publicKey,
      Buffer.from(signature, 'base64url'),
    )
    const nowS = Date.now() / 1000
    return (
      head.alg === 'RS256' &&
      signed &&
      String(claims.iss) === app.appId &&
      typeof claims.exp === 'number' &&
      claims.exp > nowS
    )
  } catch {
    return false
  }
}
