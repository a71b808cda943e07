import { createSecretRedactor, type Redact } from '../common/secrets.js'
import { STATUS_CODES } from 'node:http'
import { describeElapsed } from '../common/clock.js'
import { findHint, findNetworkHint, RATE_LIMIT_HINT } from './hints.js'

/**
 * The one error type of the service client. `message` is a single readable line naming the
 * endpoint, what happened and what to do; everything in it that came from a response has been
 * redacted of the API key and flattened to one line (no control characters, no newlines, so it
 * can never start a workflow command).
 */
export type ServiceErrorKind = 'http' | 'network' | 'timeout' | 'rate-limited' | 'contract'

export interface ServiceErrorInit {
  kind: ServiceErrorKind
  method: string
  /** Endpoint template, e.g. `GET /scans/{id}`; never a URL with ids or query values. */
  endpoint: string
  message: string
  hint: string
  serviceMessage?: string
  status?: number
  errorName?: string
  retryAfterMs?: number | undefined
  /** For a network failure: the system's code, e.g. ECONNRESET or ENOTFOUND. */
  networkCode?: string | undefined
}

export class ServiceError extends Error {
  override readonly name = 'ServiceError'
  readonly kind: ServiceErrorKind
  readonly status?: number
  readonly method: string
  readonly endpoint: string
  /** The service's own message (array messages joined with '; '), or a body excerpt. */
  readonly serviceMessage: string
  /** The `error` field of the body, e.g. `Bad Request`. */
  readonly errorName?: string
  /** The user-facing fix. */
  readonly hint: string
  readonly retryAfterMs?: number
  readonly networkCode?: string

  constructor(init: ServiceErrorInit) {
    super(init.message)
    this.kind = init.kind
    this.status = init.status
    this.method = init.method
    this.endpoint = init.endpoint
    this.serviceMessage = init.serviceMessage ?? ''
    this.errorName = init.errorName
    this.hint = init.hint
    this.retryAfterMs = init.retryAfterMs
    this.networkCode = init.networkCode
  }
}

/** Removes the key from text taken from a response or an error (see src/common/secrets.ts). */
export type { Redact }

export function createRedactor(secret: string | undefined): Redact {
  return createSecretRedactor([secret])
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
}

/** One line, no control characters, at most `max` characters. */
export function flattenText(text: string, max = 500): string {
  // eslint-disable-next-line no-control-regex
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f\s]+/g, ' ').trim()
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat
}

/**
 * A short, readable excerpt of a body that is not JSON (a proxy or gateway page).
 * @internal
 */
export function excerptBody(body: string, redact: Redact, max = 200): string {
  const text = redact(body)
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#39|[a-z]+);/gi, (m, name: string) => ENTITIES[name.toLowerCase()] ?? m)
  return flattenText(redact(text), max)
}

interface ErrorBody {
  serviceMessage: string
  errorName?: string
  isJson: boolean
}

function readErrorBody(body: string, redact: Redact): ErrorBody {
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return { serviceMessage: excerptBody(body, redact), isJson: false }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { serviceMessage: excerptBody(body, redact), isJson: false }
  }
  const { message, error } = parsed as Record<string, unknown>
  const parts = Array.isArray(message) ? message : [message]
  const texts = parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '')
  return {
    serviceMessage: flattenText(redact(texts.join('; '))),
    errorName: typeof error === 'string' ? flattenText(redact(error), 80) : undefined,
    isJson: true,
  }
}

export function describeStatus(status: number, errorName?: string): string {
  const reason = errorName ?? STATUS_CODES[status]
  return reason === undefined ? String(status) : `${status} ${reason}`
}

export interface HttpFailure {
  method: string
  endpoint: string
  status: number
  body: string
  redact: Redact
  /** Added to the hint, e.g. why a failed write was not retried. */
  note?: string
  attempts?: number
}

/** The error for a non-2xx answer. */
export function createHttpError(failure: HttpFailure): ServiceError {
  const { method, endpoint, status, redact } = failure
  const body = readErrorBody(failure.body, redact)
  let hint = findHint(status, body.serviceMessage)
  if (failure.note !== undefined) hint = `${hint}; ${failure.note}`
  let detail: string
  if (body.isJson) detail = body.serviceMessage ? ` ("${body.serviceMessage}")` : ''
  else if (body.serviceMessage) detail = ` (response is not JSON: "${body.serviceMessage}")`
  else detail = ' (empty response)'
  return new ServiceError({
    kind: 'http',
    method,
    endpoint,
    status,
    errorName: body.errorName,
    serviceMessage: body.serviceMessage,
    hint,
    message: `${endpoint} failed with ${describeStatus(status, body.errorName)}${detail}${attemptsText(failure.attempts)}: ${hint}`,
  })
}

/** Why the client stopped waiting out a 429. */
type RateLimitStop =
  /** The caller asked for no retry: a poll, which is simply made later. */
  | { reason: 'not-retried' }
  /** The caller's deadline (estimation-timeout, scan-timeout) ran out while the key refused. */
  | { reason: 'deadline'; deadline: string; saturatedForMs: number; refused: number }
  /** Retry-After asked for longer than the time left before the deadline. */
  | { reason: 'retry-after'; deadline: string; retryAfterMs: number; leftMs: number }

export interface RateLimitFailure {
  method: string
  endpoint: string
  body: string
  redact: Redact
  stop: RateLimitStop
}

export function createRateLimitError(failure: RateLimitFailure): ServiceError {
  const { method, endpoint, stop } = failure
  const body = readErrorBody(failure.body, failure.redact)
  let what: string
  switch (stop.reason) {
    case 'not-retried':
      what = 'was rate limited (429 Too Many Requests)'
      break
    case 'deadline':
      what =
        `was still rate limited (429 Too Many Requests) when ${stop.deadline} ran out; the API ` +
        `key had been refusing this job for ${describeElapsed(stop.saturatedForMs)} ` +
        `(${stop.refused} request${stop.refused === 1 ? '' : 's'} refused)`
      break
    case 'retry-after':
      what =
        `was rate limited (429) and asked to wait ${describeElapsed(stop.retryAfterMs)}, longer ` +
        `than the ${describeElapsed(stop.leftMs)} left before ${stop.deadline} runs out`
      break
  }
  return new ServiceError({
    kind: 'rate-limited',
    method,
    endpoint,
    status: 429,
    serviceMessage: body.serviceMessage,
    errorName: body.errorName,
    retryAfterMs: stop.reason === 'retry-after' ? stop.retryAfterMs : undefined,
    hint: RATE_LIMIT_HINT,
    message: `${endpoint} ${what}: ${RATE_LIMIT_HINT}`,
  })
}

export interface TransportFailure {
  method: string
  endpoint: string
  attempts: number
  redact: Redact
  note?: string
}

export function createTimeoutError(
  failure: TransportFailure & { timeoutMs: number },
): ServiceError {
  const { method, endpoint, timeoutMs } = failure
  let hint =
    'the service (or a proxy in between) is slow or unreachable; re-run later and check the service status if it persists'
  if (failure.note !== undefined) hint = `${hint}; ${failure.note}`
  return new ServiceError({
    kind: 'timeout',
    method,
    endpoint,
    hint,
    message: `${endpoint} got no complete answer within ${seconds(timeoutMs)}${attemptsText(failure.attempts)}: ${hint}`,
  })
}

export function createNetworkError(
  failure: TransportFailure & { code?: string; detail: string },
): ServiceError {
  const { method, endpoint, code } = failure
  let hint = findNetworkHint(code)
  if (failure.note !== undefined) hint = `${hint}; ${failure.note}`
  const detail = flattenText(failure.redact(failure.detail), 200)
  const what = code !== undefined && !detail.includes(code) ? `${code}: ${detail}` : detail
  return new ServiceError({
    kind: 'network',
    method,
    endpoint,
    serviceMessage: detail,
    hint,
    networkCode: code,
    message: `${endpoint} could not reach the service (${what})${attemptsText(failure.attempts)}: ${hint}`,
  })
}

/** @internal */
export const CONTRACT_HINT =
  "the service's answer does not match its documented API (the service may have changed); re-run later, and if it persists update the action or report the problem"

export function createContractError(
  method: string,
  endpoint: string,
  status: number,
  problem: string,
): ServiceError {
  return new ServiceError({
    kind: 'contract',
    method,
    endpoint,
    status,
    hint: CONTRACT_HINT,
    message: `${endpoint} returned ${problem}: ${CONTRACT_HINT}`,
  })
}

function attemptsText(attempts: number | undefined): string {
  return attempts !== undefined && attempts > 1 ? ` after ${attempts} attempts` : ''
}

function seconds(ms: number): string {
  const s = ms / 1000
  return `${Number.isInteger(s) ? s : s.toFixed(1)} s`
}

/** One readable line for any thrown value. */
export function explain(err: unknown): string {
  if (err instanceof ServiceError) return err.message
  if (err instanceof Error) {
    const message = typeof err.message === 'string' ? err.message : ''
    const name = typeof err.name === 'string' ? flattenText(err.name, 100) : 'Error'
    if (name === 'AbortError') return `cancelled: ${flattenText(message, 300)}`
    const text = flattenText(message, 1000)
    return name === 'Error' || text === '' ? text || name : `${name}: ${text}`
  }
  if (typeof err === 'string') return flattenText(err, 1000)
  try {
    const json = JSON.stringify(err) as string | undefined
    return flattenText(json ?? String(err), 1000)
  } catch {
    // A value that neither serialises nor converts (BigInt, no prototype): say what it is.
    try {
      return flattenText(String(err), 1000)
    } catch {
      return `an unreadable ${typeof err} was thrown`
    }
  }
}
