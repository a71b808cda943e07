import type { OutgoingHttpHeaders } from 'node:http'
import type { Clock } from '../common/clock.js'
import { sendAttempt, type RawResponse } from '../service/attempt.js'

/**
 * GitHub's API answers in well under this; a hung connection must not hold the job.
 * @internal
 */
export const GITHUB_REQUEST_TIMEOUT_MS = 60_000

/**
 * The fetch Octokit is given: one request through @actions/http-client, the stack the service's
 * requests use, with its proxy support (https_proxy, no_proxy) and a hard deadline. @actions/github
 * would use undici's fetch instead, and undici would be a third of the bundle and of the time to
 * start; it is left out of the bundle (tsconfig.json "paths", src/vendor/undici.ts).
 *
 * Like fetch, it follows redirects, and http-client drops the Authorization header when one leads to
 * another host. A failure rejects with fetch's TypeError, whose `cause` Octokit puts in its message.
 */
export function createHttpClientFetch(
  clock: Clock,
  timeoutMs = GITHUB_REQUEST_TIMEOUT_MS,
): typeof fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    const headers = headerObject(init?.headers)
    const userAgent = headers['user-agent']
    const outcome = await sendAttempt(
      { method: init?.method ?? 'GET', url, data: bodyText(init?.body), headers },
      {
        clock,
        timeoutMs,
        followRedirects: true,
        // http-client would put its own in place of Octokit's.
        userAgent: typeof userAgent === 'string' ? userAgent : undefined,
      },
      init?.signal ?? undefined,
    )
    if (outcome.type === 'response') return toResponse(outcome, url)
    const cause =
      outcome.type === 'timeout'
        ? `no answer within ${(timeoutMs / 1000).toString()} s`
        : outcome.detail
    throw new TypeError('fetch failed', { cause: new Error(cause) })
  }
}

/** Octokit sends JSON as a string; nothing the action sends is a stream or a form. */
function bodyText(body: RequestInit['body']): string | null {
  if (body === undefined || body === null) return null
  if (typeof body === 'string') return body
  throw new TypeError('only a string body can be sent to GitHub')
}

function headerObject(headers: RequestInit['headers']): OutgoingHttpHeaders {
  return Object.fromEntries(new Headers(headers))
}

/** The statuses whose Response may have no body. */
const NULL_BODY = new Set([101, 103, 204, 205, 304])

function toResponse(raw: RawResponse, url: string): Response {
  const headers = new Headers()
  for (const [name, value] of Object.entries(raw.headers)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one !== undefined) headers.append(name, one)
    }
  }
  const status = raw.status >= 200 && raw.status <= 599 ? raw.status : 502
  const response = new Response(NULL_BODY.has(status) ? null : raw.body, { status, headers })
  // A Response built here has no url of its own; Octokit reports it with the answer.
  Object.defineProperty(response, 'url', { value: url })
  return response
}
