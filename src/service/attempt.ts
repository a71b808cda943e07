import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders } from 'node:http'
import { HttpClient } from '@actions/http-client'
import type { RequestHandler } from '@actions/http-client/lib/interfaces'
import type { Clock } from '../common/clock.js'

export interface RawResponse {
  status: number
  headers: IncomingHttpHeaders
  body: string
}

/** What one attempt ended with: an answer (any status), a network failure, or the deadline. */
export type AttemptOutcome =
  | ({ type: 'response' } & RawResponse)
  | { type: 'network'; code?: string; detail: string }
  | { type: 'timeout' }

export interface AttemptRequest {
  method: string
  url: string
  data: string | null
  headers: OutgoingHttpHeaders
}

export interface AttemptSettings {
  clock: Clock
  timeoutMs: number
  /** Sent as User-Agent, over the request's own (http-client's own when none). */
  userAgent?: string | undefined
  /**
   * Off for the service: a followed redirect would carry X-Api-Key to another host. GitHub's API
   * redirects a renamed repository; http-client drops Authorization when the host changes.
   */
  followRedirects?: boolean
}

/**
 * One request through @actions/http-client, with a hard deadline covering connect, headers and
 * body. http-client's socketTimeout is only an idle timeout and its readBody() never settles when
 * a connection dies mid-body, so the deadline aborts the attempt through Node's own `signal`
 * request option and the body is read here. http-client's retries are off (the caller decides),
 * and so are its redirects unless the settings ask for them.
 * Rejects only with the abort reason when `signal` aborts.
 */
export async function sendAttempt(
  request: AttemptRequest,
  settings: AttemptSettings,
  signal?: AbortSignal,
): Promise<AttemptOutcome> {
  const attemptController = new AbortController()
  const deadlineController = new AbortController()
  const deadline = { passed: false }
  const forwardAbort = (): void => {
    attemptController.abort(signal?.reason)
  }
  signal?.addEventListener('abort', forwardAbort, { once: true })
  settings.clock.sleep(settings.timeoutMs, deadlineController.signal).then(
    () => {
      deadline.passed = true
      attemptController.abort(new Error('request deadline passed'))
    },
    () => undefined,
  )
  try {
    const client = new HttpClient(settings.userAgent, [abortOn(attemptController.signal)], {
      allowRedirects: settings.followRedirects === true,
      allowRetries: false,
      maxRetries: 0,
      keepAlive: false,
      socketTimeout: settings.timeoutMs,
    })
    const { method, url, data, headers } = request
    const pending = client.request(method, url, data, { ...headers })
    const response = await untilAborted(pending, attemptController.signal)
    const body = await readBody(response.message, attemptController.signal)
    const status = response.message.statusCode ?? 0
    return { type: 'response', status, headers: response.message.headers, body }
  } catch (err) {
    if (signal?.aborted) throw abortReason(signal)
    if (deadline.passed || isSocketTimeout(err)) return { type: 'timeout' }
    return { type: 'network', code: errorCode(err), detail: errorText(err) }
  } finally {
    deadlineController.abort()
    signal?.removeEventListener('abort', forwardAbort)
  }
}

/** Passes the attempt's signal to Node's http.request, which then destroys the socket on abort. */
function abortOn(signal: AbortSignal): RequestHandler {
  return {
    prepareRequest: (options) => {
      options.signal = signal
    },
    canHandleAuthentication: () => false,
    handleAuthentication: () => Promise.reject(new Error('authentication handling is not used')),
  }
}

function untilAborted<T extends { message: IncomingMessage }>(
  promise: Promise<T>,
  signal: AbortSignal,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => {
      reject(abortReason(signal))
    }
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort)
        if (signal.aborted) value.message.destroy()
        resolve(value)
      },
      (err: unknown) => {
        signal.removeEventListener('abort', onAbort)
        reject(err instanceof Error ? err : new Error(String(err)))
      },
    )
  })
}

function readBody(message: IncomingMessage, signal: AbortSignal): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = []
    const onAbort = (): void => {
      message.destroy()
      reject(abortReason(signal))
    }
    if (signal.aborted) {
      onAbort()
      return
    }
    signal.addEventListener('abort', onAbort, { once: true })
    const settle = (err?: Error): void => {
      signal.removeEventListener('abort', onAbort)
      if (err) reject(err)
      else resolve(Buffer.concat(chunks).toString('utf8'))
    }
    message.on('data', (chunk: Buffer | string) => {
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk)
    })
    message.on('end', () => {
      settle()
    })
    message.on('error', (err) => {
      settle(err)
    })
    message.on('close', () => {
      if (!message.complete) {
        const err = new Error('connection closed before the answer was complete')
        settle(Object.assign(err, { code: 'ECONNRESET' }))
      }
    })
  })
}

/** The signal's reason as an Error (an AbortError when the reason is not an Error). */
function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason
  if (reason instanceof Error) return reason
  return Object.assign(new Error('The operation was aborted'), { name: 'AbortError' })
}

/** http-client's own idle-socket timeout. */
function isSocketTimeout(err: unknown): boolean {
  return err instanceof Error && err.message.startsWith('Request timeout')
}

function errorCode(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null) return undefined
  const code = (err as { code?: unknown }).code
  return typeof code === 'string' ? code : undefined
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err)
}
