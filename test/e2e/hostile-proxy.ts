/**
 * A misbehaving proxy between the action and the service emulator: it forwards every request to
 * the emulator unchanged, except those a test's rules pick out, whose answers it corrupts, replaces
 * with error pages, holds forever or cuts off. The action's `base-url` points at `proxy.baseUrl`
 * (its `/v1`); the path is forwarded as is. Every exchange is recorded (never the request headers,
 * so the API key is not copied anywhere a failing assertion might print it).
 *
 * It never imports from src/: like the emulator, it must be able to catch client bugs.
 */
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'

/** What happened to one request. */
export type ExchangeOutcome = 'answered' | 'hung' | 'dropped-before' | 'dropped-after'

export interface Exchange {
  seq: number
  /** Date.now() when the request arrived. */
  at: number
  method: string
  /** Path without the /v1 prefix and without the query, as the client sent it (ids encoded). */
  path: string
  query: Record<string, string>
  requestBody: string
  /** The label (or index) of the rule applied, if any. */
  rule?: string
  /** The emulator's status, when the request was forwarded and answered. */
  upstreamStatus?: number
  /** What the client received; 0 when it received nothing (hung or dropped). */
  status: number
  responseBody: string
  outcome: ExchangeOutcome
}

/** What a JSON or text rewrite is told about the request it rewrites. */
export interface RewriteContext {
  method: string
  /** Path without /v1 and query. */
  path: string
  /** The query as the client sent it. */
  query: URLSearchParams
  /** The emulator's status. */
  status: number
}

/** An answer the proxy makes up instead of forwarding. */
export interface MadeUpAnswer {
  status: number
  body: string
  contentType?: string
}

/** What the proxy knows of a request when it makes up an answer. */
export interface ProxiedRequest {
  method: string
  path: string
  query: URLSearchParams
  headers: IncomingHttpHeaders
  body: string
}

export interface RuleMatch {
  /** e.g. 'GET'; default any method. */
  method?: string
  /** Exact path or RegExp, matched against the path without /v1 and without the query. */
  path?: string | RegExp
  /** Only the n-th matching request (1-based). Shorthand for skip: n - 1, times: 1. */
  nth?: number
  /** Matching requests to let through untouched first. Default 0. */
  skip?: number
  /** Matching requests to apply the rule to. Default Infinity (1 for 'hang'). */
  times?: number
  /** Named in the exchange records. */
  label?: string
}

export interface RuleEffect {
  /**
   * 'forward' (default): forward, then rewrite the answer. 'hang': never answer (the socket stays
   * open until the client gives up or the proxy closes). 'drop-before': read the request, then
   * destroy the socket without forwarding. 'drop-after': forward, let the emulator act on it and
   * answer, then destroy the socket instead of passing the answer on.
   */
  action?: 'forward' | 'hang' | 'drop-before' | 'drop-after'
  /** Changes the URL forwarded (path and query below the emulator's origin). */
  request?: (url: URL) => void
  /** Replaces the parsed JSON of a 2xx answer with what it returns. */
  json?: (body: unknown, context: RewriteContext) => unknown
  /** Replaces the text of the answer (any status), after `json`. */
  text?: (body: string, context: RewriteContext) => string
  /** Answers this instead of forwarding. */
  respond?: (request: ProxiedRequest) => MadeUpAnswer
}

export type Rule = RuleMatch & RuleEffect

export interface RuleHandle {
  /** Requests the rule was applied to. */
  readonly hits: number
}

export interface HostileProxy {
  /** 'http://127.0.0.1:PORT/v1': the action's base-url. */
  readonly baseUrl: string
  readonly exchanges: readonly Exchange[]
  /** Failures of the proxy itself (a rule that threw): a test should expect none. */
  readonly errors: readonly string[]
  addRule(rule: Rule): RuleHandle
  clearRules(): void
  /**
   * From now on the service calls the resource `realId` by `hostileId`: the hostile id is turned
   * back into the real one in request paths, queries and JSON bodies, and the real one into the
   * hostile one in JSON answers. So a hostile id can be followed end to end like a real one.
   */
  alias(realId: string, hostileId: string): void
  close(): Promise<void>
}

interface ActiveRule {
  rule: Rule
  label: string
  skip: number
  times: number
  seen: number
  hits: number
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'proxy-connection',
  'upgrade',
  'host',
])

/** Starts the proxy on 127.0.0.1 (an ephemeral port) in front of `upstreamBaseUrl` ('…/v1'). */
export async function startHostileProxy(upstreamBaseUrl: string): Promise<HostileProxy> {
  const upstream = new URL(upstreamBaseUrl)
  const prefix = upstream.pathname.replace(/\/+$/, '')
  const rules: ActiveRule[] = []
  const exchanges: Exchange[] = []
  const aliases: { real: string; hostile: string }[] = []
  const hung = new Set<ServerResponse>()
  const errors: string[] = []

  const pickRule = (method: string, path: string): ActiveRule | undefined => {
    let picked: ActiveRule | undefined
    for (const active of rules) {
      const { rule } = active
      if (rule.method !== undefined && rule.method.toUpperCase() !== method) continue
      if (rule.path !== undefined) {
        const matches = typeof rule.path === 'string' ? rule.path === path : rule.path.test(path)
        if (!matches) continue
      }
      active.seen += 1
      const due = active.seen > active.skip && active.seen <= active.skip + active.times
      // Every matching rule counts the request; the first one due is applied.
      if (due && picked === undefined) picked = active
    }
    if (picked) picked.hits += 1
    return picked
  }

  const unaliasUrl = (url: URL): void => {
    for (const { real, hostile } of aliases) {
      url.pathname = url.pathname.split(encodeURIComponent(hostile)).join(real)
      url.pathname = url.pathname.split(hostile).join(real)
      for (const [name, value] of [...url.searchParams]) {
        if (value === hostile) url.searchParams.set(name, real)
      }
    }
  }
  const inJson = (text: string): string => JSON.stringify(text).slice(1, -1)
  const unaliasBody = (body: string): string =>
    aliases.reduce((acc, { real, hostile }) => acc.split(inJson(hostile)).join(inJson(real)), body)
  const aliasBody = (body: string): string =>
    aliases.reduce((acc, { real, hostile }) => acc.split(real).join(inJson(hostile)), body)

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const body = await readAll(req)
    const method = (req.method ?? 'GET').toUpperCase()
    const url = new URL(req.url ?? '/', upstream.origin)
    const path = url.pathname.startsWith(`${prefix}/`)
      ? url.pathname.slice(prefix.length)
      : url.pathname
    const active = pickRule(method, path)
    const rule: Rule = active?.rule ?? {}
    const exchange: Exchange = {
      seq: exchanges.length + 1,
      at: Date.now(),
      method,
      path,
      query: Object.fromEntries(url.searchParams),
      requestBody: body,
      ...(active ? { rule: active.label } : {}),
      status: 0,
      responseBody: '',
      outcome: 'answered',
    }
    exchanges.push(exchange)
    const action = rule.action ?? 'forward'

    if (action === 'hang') {
      exchange.outcome = 'hung'
      hung.add(res)
      res.on('close', () => hung.delete(res))
      return
    }
    if (action === 'drop-before') {
      exchange.outcome = 'dropped-before'
      req.socket.destroy()
      return
    }
    if (rule.respond) {
      const answer = rule.respond({
        method,
        path,
        query: url.searchParams,
        headers: req.headers,
        body,
      })
      send(res, exchange, answer.status, answer.contentType ?? 'application/json', answer.body)
      return
    }

    unaliasUrl(url)
    rule.request?.(url)
    const answer = await forward(method, url, req.headers, unaliasBody(body))
    exchange.upstreamStatus = answer.status
    if (action === 'drop-after') {
      exchange.outcome = 'dropped-after'
      exchange.responseBody = answer.body
      req.socket.destroy()
      return
    }
    const context: RewriteContext = {
      method,
      path,
      query: new URL(req.url ?? '/', upstream.origin).searchParams,
      status: answer.status,
    }
    let text = answer.body
    const contentType = answer.headers['content-type'] ?? ''
    const isJson = contentType.includes('json')
    if (rule.json && isJson && answer.status >= 200 && answer.status < 300) {
      text = JSON.stringify(rule.json(JSON.parse(text) as unknown, context))
    }
    if (rule.text) text = rule.text(text, context)
    if (isJson) text = aliasBody(text)
    const headers: OutgoingHttpHeaders = {}
    for (const [name, value] of Object.entries(answer.headers)) {
      if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value
    }
    res.writeHead(answer.status, { ...headers, 'content-length': Buffer.byteLength(text) })
    res.end(text)
    exchange.status = answer.status
    exchange.responseBody = text
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      errors.push(error instanceof Error ? (error.stack ?? error.message) : String(error))
      // A proxy bug must show as a proxy bug, not as a service answer the action might accept.
      if (!res.headersSent) {
        res.writeHead(599, { 'content-type': 'text/plain' })
        res.end(`hostile proxy failure: ${String(error)}`)
      } else res.destroy()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const port = (server.address() as AddressInfo).port

  return {
    baseUrl: `http://127.0.0.1:${port}${prefix}`,
    exchanges,
    errors,
    addRule(rule) {
      if (rule.respond && rule.action !== undefined && rule.action !== 'forward') {
        throw new Error('a rule that makes up an answer cannot also hang or drop')
      }
      const skip = rule.nth !== undefined ? rule.nth - 1 : (rule.skip ?? 0)
      const times =
        rule.nth !== undefined ? 1 : (rule.times ?? (rule.action === 'hang' ? 1 : Infinity))
      if (rule.action === 'hang' && !Number.isFinite(times)) {
        throw new Error('a hang rule must apply to a bounded number of requests')
      }
      const active: ActiveRule = {
        rule,
        label: rule.label ?? `rule ${rules.length + 1}`,
        skip,
        times,
        seen: 0,
        hits: 0,
      }
      rules.push(active)
      return {
        get hits() {
          return active.hits
        },
      }
    },
    clearRules() {
      rules.length = 0
    },
    alias(realId, hostileId) {
      aliases.push({ real: realId, hostile: hostileId })
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const res of hung) res.destroy()
        server.close((error) => {
          if (error === undefined) resolve()
          else reject(error)
        })
        server.closeAllConnections()
      }),
  }

  function send(
    res: ServerResponse,
    exchange: Exchange,
    status: number,
    contentType: string,
    body: string,
  ): void {
    res.writeHead(status, {
      'content-type': contentType,
      'content-length': Buffer.byteLength(body),
    })
    res.end(body)
    exchange.status = status
    exchange.responseBody = body
  }
}

interface UpstreamAnswer {
  status: number
  headers: IncomingHttpHeaders
  body: string
}

function forward(
  method: string,
  url: URL,
  headers: IncomingHttpHeaders,
  body: string,
): Promise<UpstreamAnswer> {
  const outgoing: OutgoingHttpHeaders = {}
  for (const [name, value] of Object.entries(headers)) {
    if (!HOP_BY_HOP.has(name) && value !== undefined) outgoing[name] = value
  }
  if (body !== '') outgoing['content-length'] = Buffer.byteLength(body)
  return new Promise<UpstreamAnswer>((resolve, reject) => {
    const req = httpRequest(url, { method, headers: outgoing, agent: false }, (res) => {
      readAll(res).then(
        (text) => {
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text })
        },
        (error: unknown) => {
          reject(error instanceof Error ? error : new Error(String(error)))
        },
      )
    })
    req.on('error', reject)
    req.end(body === '' ? undefined : body)
  })
}

function readAll(stream: IncomingMessage): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', () => {
      resolve(Buffer.concat(chunks).toString('utf8'))
    })
    stream.on('error', reject)
  })
}

// ---------------------------------------------------------------------------------------------
// Ready-made effects

/** An error body `{statusCode, message: 'bad key <X-Api-Key>', error}`: a service echoing the key. */
export function echoKeyError(
  status: number,
  message: (key: string) => string | string[] = (key) => `bad key ${key}`,
  error = status >= 500 ? 'Internal Server Error' : 'Bad Request',
): RuleEffect {
  return {
    respond: (request) => {
      const header = request.headers['x-api-key']
      const key = Array.isArray(header) ? header.join(',') : (header ?? '')
      return {
        status,
        body: JSON.stringify({ statusCode: status, message: message(key), error }),
      }
    },
  }
}

export const BAD_GATEWAY_HTML =
  '<html><body><h1>Bad gateway</h1><script>alert(document.cookie)</script>' +
  '<p>The upstream server <a href="https://evil.example/">did not answer</a>.</p></body></html>'

/** A gateway's HTML error page instead of the service's answer. */
export function htmlBadGateway(status = 502): RuleEffect {
  return { respond: () => ({ status, body: BAD_GATEWAY_HTML, contentType: 'text/html' }) }
}

/** Answers page 1 whatever `page=` asks for (the body then says page 1, too). */
export function ignorePagination(): RuleEffect {
  return {
    request: (url) => {
      url.searchParams.set('page', '1')
    },
  }
}

/** Answers page 1's items but claims to be the page asked for: a subtler pagination bug. */
export function ignorePaginationQuietly(): RuleEffect {
  return {
    request: (url) => {
      url.searchParams.set('page', '1')
    },
    json: (body, context) => ({ ...asRecord(body), page: Number(context.query.get('page') ?? 1) }),
  }
}

/** An empty `data` array, the announced `total` untouched. */
export function emptyPage(): RuleEffect {
  return { json: (body) => ({ ...asRecord(body), data: [] }) }
}

/** Rewrites `findings_summary` of a scan record (a function of the real one, or of undefined). */
export function patchFindingsSummary(
  patch: (summary: Record<string, unknown> | undefined) => unknown,
  options: { remove?: boolean } = {},
): RuleEffect {
  return {
    json: (body) => {
      const record = { ...asRecord(body) }
      const summary = record.findings_summary
      if (options.remove === true) {
        delete record.findings_summary
        return record
      }
      record.findings_summary = patch(
        typeof summary === 'object' && summary !== null
          ? { ...(summary as Record<string, unknown>) }
          : undefined,
      )
      return record
    },
  }
}

/**
 * Gives the resource created by this answer (its `field`, default 'id') a hostile id from now on;
 * see HostileProxy.alias.
 */
export function renameCreated(proxy: HostileProxy, hostileId: string, field = 'id'): RuleEffect {
  return {
    json: (body) => {
      const record = asRecord(body)
      const real = record[field]
      if (typeof real !== 'string') throw new Error(`the answer has no string ${field}`)
      proxy.alias(real, hostileId)
      return record
    },
  }
}

function asRecord(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new Error('expected a JSON object')
  }
  return body as Record<string, unknown>
}
