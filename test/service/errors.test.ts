import { describe, expect, it } from 'vitest'
import {
  createHttpError,
  createNetworkError,
  createRedactor,
  excerptBody,
  explain,
  ServiceError,
} from '../../src/service/errors.js'
import { API_KEY, ESTIMATION_ID, SCAN_ID } from '../../testkit/ids.js'
import { makeClient, service } from './helpers.js'
import { settle } from '../support/async.js'

const redact = createRedactor(API_KEY)

function errorFor(status: number, message: string | string[], error?: string): ServiceError {
  const body = JSON.stringify({ statusCode: status, message, error })
  return createHttpError({ method: 'POST', endpoint: 'POST /scans', status, body, redact })
}

describe('hints for the messages of the spec', () => {
  it.each<[number, string, string]>([
    [
      401,
      'Endpoint requires API key authentication (X-Api-Key header)',
      'the request reached the service without an API key (dashboard session tokens are not accepted on /v1)',
    ],
    [
      401,
      'API key authentication is only supported on the backend REST route',
      'set base-url to the public base address of the service, ending in /v1',
    ],
    [
      403,
      'API key missing required scope: write',
      'this API key lacks the write scope; create a key with read and write scopes in the dashboard (API keys settings, Admin or Owner role) and store it as the api-key secret (scopes cannot be changed after creation)',
    ],
    [403, 'api key MISSING required scope: read', 'this API key lacks the read scope'],
    [
      402,
      'Insufficient credits to start this scan',
      'the organization does not have enough credits to start this scan; add credits in the dashboard and re-run (a 402 is never retried)',
    ],
    [
      400,
      'cost_estimation_id is required for pentest scans',
      'accepted only for a scan started from a cost estimation; send cost_estimation_id with them',
    ],
    [
      400,
      'Cost estimation is not ready',
      'the cost estimation is still pending or running; wait until its status is completed or partial',
    ],
    [
      400,
      'Repository or archive was not included in the cost estimation',
      'start the scan with the same repository URL (or archive) that was estimated',
    ],
    [
      400,
      'Branch does not match the cost estimation branch',
      'scan the estimated branch or create a new estimation for this branch',
    ],
    [
      404,
      'Finding not found',
      'the finding does not exist, is not approved yet, or belongs to another organization',
    ],
    [400, 'repos must contain at least 1 elements', 'at least one is required'],
    [
      400,
      'cost_estimation_id must be a UUID',
      'pass the id of a cost estimation returned by the service',
    ],
  ])('%i "%s" gets its own hint', (status, message, hint) => {
    const error = errorFor(status, message)
    expect(error.hint).toContain(hint)
    expect(error.message).toContain(hint)
    expect(error.serviceMessage).toBe(message)
  })

  it.each<[number, string]>([
    [
      401,
      'the API key is missing, malformed, revoked or expired; create a new key in the dashboard',
    ],
    [402, 'add credits in the dashboard'],
    [403, 'this API key lacks a required scope; create a key with read and write scopes'],
    [404, "the resource does not exist or is not visible to the API key's organization"],
    [409, 'for example the organization already has 10 active API keys'],
    [500, 'the service had an internal error; this is usually temporary'],
    [503, 'the service had an internal error'],
    [400, 'the message names the failing field'],
    [418, 'the service rejected the request'],
  ])('status %i without a known message falls back to a status hint', (status, hint) => {
    expect(errorFor(status, 'something else entirely').hint).toContain(hint)
  })

  it('joins array messages and reads the error name', () => {
    const error = errorFor(
      400,
      ['repos must contain at least 1 elements', 'name must be a string'],
      'Bad Request',
    )
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      method: 'POST',
      endpoint: 'POST /scans',
      errorName: 'Bad Request',
      serviceMessage: 'repos must contain at least 1 elements; name must be a string',
    })
    expect(error.message).toBe(
      'POST /scans failed with 400 Bad Request ("repos must contain at least 1 elements; name must be a string"): the cost estimation request listed no repository; at least one is required',
    )
  })
})

describe('bodies that are not JSON', () => {
  it('names the status and shows a short sanitised excerpt of a gateway page', () => {
    const page = `<!DOCTYPE html><html><head><title>502 Bad Gateway</title><style>body{color:red}</style>
      <script>alert(1)</script></head><body><h1>502   Bad&nbsp;Gateway</h1>\n<p>nginx &amp; friends</p>
      ${'<p>filler text</p>'.repeat(40)}</body></html>`
    const error = createHttpError({
      method: 'GET',
      endpoint: 'GET /scans/{id}',
      status: 502,
      body: page,
      redact,
    })
    expect(
      error.serviceMessage.startsWith(
        '502 Bad Gateway 502 Bad Gateway nginx & friends filler text',
      ),
    ).toBe(true)
    expect(error.serviceMessage.length).toBeLessThanOrEqual(200)
    expect(error.serviceMessage).not.toMatch(/[<>]|alert|color:red/)
    expect(error.message).toMatch(
      /^GET \/scans\/\{id\} failed with 502 Bad Gateway \(response is not JSON: "502 Bad Gateway/,
    )
  })

  it('says so when the body is empty', () => {
    const error = createHttpError({
      method: 'GET',
      endpoint: 'GET /findings',
      status: 504,
      body: '',
      redact,
    })
    expect(error.message).toMatch(
      /^GET \/findings failed with 504 Gateway Timeout \(empty response\): /,
    )
  })

  it('flattens control characters and newlines so a message stays on one line', () => {
    expect(excerptBody('line one\r\n::error::injected\u0007', redact)).toBe(
      'line one ::error::injected',
    )
  })
})

describe('the API key never appears in an error', () => {
  it('is redacted from an echoed JSON message', async () => {
    const { client } = makeClient()
    service()
      .get(`/v1/scans/${SCAN_ID}`)
      .reply(401, {
        statusCode: 401,
        message: `Invalid API key ${API_KEY}`,
        error: `Unauthorized ${API_KEY}`,
      })
    const error = (await settle(client.getScan(SCAN_ID))).error as ServiceError
    expect(error.kind).toBe('http')
    expect(error.message).toContain('Invalid API key ***')
    expect(
      [error.message, error.serviceMessage, error.errorName, error.hint].join(' '),
    ).not.toContain(API_KEY)
  })

  it('is redacted from a non-JSON body, a URL-encoded echo and a contract value', async () => {
    const { client, logger } = makeClient()
    service()
      .post('/v1/scans')
      .reply(400, `<p>bad key ${API_KEY} / ${encodeURIComponent(API_KEY)}</p>`)
      .get(`/v1/cost-estimations/${ESTIMATION_ID}`)
      .reply(200, { status: API_KEY })
    const first = (await settle(client.createScan({ cost_estimation_id: 'x', scan_type: 'full' })))
      .error as Error
    const second = (await settle(client.getEstimation(ESTIMATION_ID))).error as Error
    for (const text of [
      first.message,
      second.message,
      explain(first),
      explain(second),
      ...logger.lines,
    ]) {
      expect(text).not.toContain(API_KEY)
      expect(text).not.toContain(encodeURIComponent(API_KEY))
    }
  })

  it('is redacted from a network error', () => {
    const error = createNetworkError({
      method: 'GET',
      endpoint: 'GET /findings',
      attempts: 3,
      redact,
      code: 'ENOTFOUND',
      detail: `getaddrinfo ENOTFOUND ${API_KEY}.example`,
    })
    expect(error.message).not.toContain(API_KEY)
    expect(error.message).toContain('after 3 attempts')
    expect(error.hint).toContain('host name of base-url could not be resolved')
  })
})

describe('explain', () => {
  it('gives one readable line for anything thrown', () => {
    expect(explain(errorFor(402, 'Insufficient credits to start this scan'))).toMatch(
      /^POST \/scans failed with 402/,
    )
    expect(explain(new RangeError('limit must be an integer\nfrom 1 to 100'))).toBe(
      'RangeError: limit must be an integer from 1 to 100',
    )
    expect(explain(new Error('plain'))).toBe('plain')
    expect(
      explain(Object.assign(new Error('The operation was aborted'), { name: 'AbortError' })),
    ).toBe('cancelled: The operation was aborted')
    expect(explain('text\nthrown')).toBe('text thrown')
    expect(explain({ code: 7 })).toBe('{"code":7}')
    expect(explain(undefined)).toBe('undefined')
  })
})

describe('network hints', () => {
  it.each<[string | undefined, string]>([
    ['ECONNREFUSED', 'nothing accepted the connection'],
    ['EAI_AGAIN', 'could not be resolved'],
    ['UNABLE_TO_VERIFY_LEAF_SIGNATURE', 'NODE_EXTRA_CA_CERTS'],
    ['ECONNRESET', 'the connection failed before a complete answer arrived'],
    [undefined, 'the connection failed before a complete answer arrived'],
  ])('%s', (code, hint) => {
    const error = createNetworkError({
      method: 'GET',
      endpoint: 'GET /scans',
      attempts: 1,
      redact,
      code,
      detail: 'boom',
    })
    expect(error.kind).toBe('network')
    expect(error.hint).toContain(hint)
  })
})
