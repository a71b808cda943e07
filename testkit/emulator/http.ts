import type { IncomingMessage, ServerResponse } from 'node:http'

/** Largest request body the emulator reads (the real limit is not shown in the spec). */
export const MAX_BODY_BYTES = 1_048_576
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const STATUS_NAMES: Readonly<Partial<Record<number, string>>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
}

export function nameStatus(status: number): string {
  return STATUS_NAMES[status] ?? 'Error'
}

export interface ErrorBody {
  statusCode: number
  message: string | string[]
  error?: string
}

/** An error answered in the service's shape {statusCode, message, error}. */
export class HttpError extends Error {
  readonly statusCode: number
  readonly body: ErrorBody

  constructor(statusCode: number, message: string | string[]) {
    super(Array.isArray(message) ? message.join('; ') : message)
    this.name = 'HttpError'
    this.statusCode = statusCode
    this.body = { statusCode, message, error: nameStatus(statusCode) }
  }
}

export interface Reply {
  status: number
  /** Sent as JSON. */
  body?: unknown
  /** Sent as is, with `contentType`. */
  text?: string
  contentType?: string
  headers?: Record<string, string>
}

export function replyJson(status: number, body: unknown): Reply {
  return { status, body }
}

export function replyError(error: HttpError): Reply {
  return { status: error.statusCode, body: error.body }
}

/** The throttler's 429: statusCode and message only, no `error`. */
export function replyTooManyRequests(retryAfterSeconds?: number): Reply {
  const headers: Record<string, string> = { connection: 'close' }
  if (retryAfterSeconds !== undefined) headers['retry-after'] = String(retryAfterSeconds)
  return {
    status: 429,
    body: { statusCode: 429, message: 'ThrottlerException: Too Many Requests' },
    headers,
  }
}

/**
 * Writes a reply. A request whose body was not read (rejected before the application) gets
 * `Connection: close`, so the unread bytes can never be parsed as the next request.
 */
export function writeReply(req: IncomingMessage, res: ServerResponse, reply: Reply): void {
  if (res.headersSent || res.destroyed) return
  const headers: Record<string, string> = { ...reply.headers }
  let payload = ''
  if (reply.text !== undefined) {
    payload = reply.text
    headers['content-type'] = reply.contentType ?? 'text/plain; charset=utf-8'
  } else if (reply.body !== undefined) {
    payload = JSON.stringify(reply.body)
    headers['content-type'] = 'application/json; charset=utf-8'
  }
  if (!req.complete) headers.connection = 'close'
  headers['content-length'] = String(Buffer.byteLength(payload))
  res.writeHead(reply.status, headers)
  res.end(payload)
}

/** Reads and parses a JSON body; an empty body reads as {}. */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'request entity too large')
    chunks.push(chunk)
  }
  const text = Buffer.concat(chunks).toString('utf8')
  if (text.trim() === '') return {}
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new HttpError(400, 'Malformed JSON in request body')
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function parseQuery(params: URLSearchParams): Record<string, string> {
  const query: Record<string, string> = {}
  for (const [name, value] of params) {
    query[name] ??= value
  }
  return query
}

export function toIso(ms: number): string {
  return new Date(ms).toISOString()
}

interface IntegerRule {
  name: string
  fallback: number
  min: number
  max?: number
}

/** Parses integer query parameters, collecting class-validator style messages. */
export function readIntegers(
  query: Record<string, string>,
  rules: IntegerRule[],
): Record<string, number> {
  const values: Record<string, number> = {}
  const messages: string[] = []
  for (const rule of rules) {
    const raw = query[rule.name]
    if (raw === undefined) {
      values[rule.name] = rule.fallback
      continue
    }
    if (!/^-?\d+$/.test(raw)) {
      messages.push(`${rule.name} must be an integer number`)
      continue
    }
    const value = Number(raw)
    if (value < rule.min) messages.push(`${rule.name} must not be less than ${rule.min}`)
    else if (rule.max !== undefined && value > rule.max)
      messages.push(`${rule.name} must not be greater than ${rule.max}`)
    values[rule.name] = value
  }
  if (messages.length > 0) throw new HttpError(400, messages)
  return values
}

/** Page-based paging: page default 1, limit default 15, max 100. */
export function readPaging(query: Record<string, string>): { page: number; limit: number } {
  const values = readIntegers(query, [
    { name: 'page', fallback: 1, min: 1 },
    { name: 'limit', fallback: 15, min: 1, max: 100 },
  ])
  return { page: values.page ?? 1, limit: values.limit ?? 15 }
}

export function readEnum<T extends string>(
  query: Record<string, string>,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const raw = query[name]
  if (raw === undefined) return fallback
  const found = allowed.find((value) => value === raw)
  if (found === undefined) {
    throw new HttpError(400, [`${name} must be one of the following values: ${allowed.join(', ')}`])
  }
  return found
}

export function paginate<T>(items: readonly T[], page: number, limit: number): T[] {
  return items.slice((page - 1) * limit, page * limit)
}
