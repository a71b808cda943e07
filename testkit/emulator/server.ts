import type { IncomingMessage, ServerResponse } from 'node:http'
import { handleAdminRequest, type AdminHooks } from './admin.js'
import type { Route } from './context.js'
import { replyToFault, type FaultList } from './faults.js'
import {
  HttpError,
  parseQuery,
  readJsonBody,
  replyError,
  replyTooManyRequests,
  writeReply,
  type Reply,
} from './http.js'
import {
  INVALID_KEY_MESSAGE,
  SESSION_TOKEN_MESSAGE,
  describeKeyHeader,
  hasScope,
  type StoredKey,
} from './keys.js'
import { matchRoute } from './routes.js'
import type { EmulatorState } from './state.js'
import type { RecordedRequest } from './types.js'

const API_PREFIX = '/v1'
const ADMIN_PREFIX = '/__emulator'

function readHeader(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name]
  return Array.isArray(value) ? value[0] : value
}

/** The API path without /v1, or undefined for paths outside the API. */
function stripApiPrefix(pathname: string): string | undefined {
  if (pathname === API_PREFIX) return '/'
  return pathname.startsWith(`${API_PREFIX}/`) ? pathname.slice(API_PREFIX.length) : undefined
}

/** 401 for a missing, malformed, unknown, revoked or expired key; a session token says so. */
function authenticate(state: EmulatorState, req: IncomingMessage): StoredKey {
  const header = readHeader(req, 'x-api-key')
  if (header === undefined || header === '') {
    const authorization = readHeader(req, 'authorization') ?? ''
    if (/^bearer\s/i.test(authorization)) throw new HttpError(401, SESSION_TOKEN_MESSAGE)
    throw new HttpError(401, INVALID_KEY_MESSAGE)
  }
  const key = state.keys.authenticate(header)
  if (key === undefined) throw new HttpError(401, INVALID_KEY_MESSAGE)
  return key
}

/**
 * Gateway first (key, rate limit, scope: all decided on headers alone, the body stays unread),
 * then the body, then the handler.
 */
async function runRoute(
  state: EmulatorState,
  req: IncomingMessage,
  route: Route,
  params: string[],
  query: Record<string, string>,
): Promise<Reply> {
  if (route.scope === 'public') {
    const body = route.readsBody ? await readJsonBody(req) : undefined
    return route.handle({ state, query, body })
  }
  const key = authenticate(state, req)
  const acquired = state.limiter.tryAcquire(key.hash)
  if (!acquired.ok) return replyTooManyRequests(acquired.retryAfterSeconds)
  if (!hasScope(key, route.scope)) {
    throw new HttpError(403, `API key missing required scope: ${route.scope}`)
  }
  const body = route.readsBody ? await readJsonBody(req) : undefined
  return route.handle({ state, org: state.org(key.org), key, params, query, body })
}

/** A bug or a bad plan becomes a 500 that says what went wrong (the emulator is a test tool). */
function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error
  const detail = error instanceof Error ? error.message : String(error)
  return new HttpError(500, `Internal server error: ${detail}`)
}

async function handleApiRequest(
  state: EmulatorState,
  faults: FaultList,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase()
  const apiPath = stripApiPrefix(url.pathname)
  const query = parseQuery(url.searchParams)
  const entry: RecordedRequest = {
    method,
    path: apiPath ?? url.pathname,
    query,
    status: 0,
    at: state.now(),
  }
  const keyHeader = readHeader(req, 'x-api-key')
  if (keyHeader !== undefined) entry.keyPrefix = describeKeyHeader(keyHeader)
  state.requests.push(entry)
  const send = (reply: Reply): void => {
    entry.status = reply.status
    writeReply(req, res, reply)
  }

  // The template is recorded even for a faulted request, so attempts can be counted per endpoint.
  const match = apiPath === undefined ? undefined : matchRoute(method, apiPath)
  if (match !== undefined) entry.endpoint = `${method} ${match.route.template}`
  const fault = faults.take(method, entry.path, query)
  if (fault?.after === true && (fault.kind === 'status' || fault.kind === 'reset')) {
    // The service acts on the request; only its answer is lost on the way back.
    entry.fault = fault.kind
    if (match !== undefined) {
      await runRoute(state, req, match.route, match.params, query).catch(() => undefined)
    }
    if (fault.kind === 'reset') {
      entry.status = 0
      req.socket.destroy()
      return
    }
    send(replyToFault(fault))
    return
  }
  if (fault !== undefined) {
    entry.fault = fault.kind
    if (fault.kind === 'reset') {
      req.socket.destroy()
      return
    }
    if (fault.kind !== 'latency') {
      send(replyToFault(fault))
      return
    }
    await state.sleep(fault.ms)
  }

  if (match === undefined) {
    send(replyError(new HttpError(404, `Cannot ${method} ${url.pathname}`)))
    return
  }
  try {
    send(await runRoute(state, req, match.route, match.params, query))
  } catch (error) {
    send(replyError(toHttpError(error)))
  }
}

/** The node:http request listener of the emulator. */
export function createRequestListener(
  state: EmulatorState,
  faults: FaultList,
  admin: AdminHooks,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://emulator.invalid')
    const isAdmin = url.pathname === ADMIN_PREFIX || url.pathname.startsWith(`${ADMIN_PREFIX}/`)
    const handled = isAdmin
      ? handleAdminRequest(state, faults, admin, req, url)
      : handleApiRequest(state, faults, req, res, url)
    void Promise.resolve(handled)
      .then((reply) => {
        if (reply !== undefined) writeReply(req, res, reply)
      })
      .catch((error: unknown) => {
        writeReply(req, res, replyError(toHttpError(error)))
      })
  }
}
