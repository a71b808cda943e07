import nock from 'nock'
import { expect, vi } from 'vitest'
import { ServiceClient, type ServiceClientOptions } from '../../src/service/client.js'
import { API_KEY } from '../../testkit/ids.js'
import { recordingLog, type RecordingLog } from '../../testkit/fakes/log.js'
import { letIoRun, waitUntil } from '../support/async.js'

export const ORIGIN = 'https://scan.example.test'
export const BASE_URL = `${ORIGIN}/v1`

export function makeClient(options: Partial<ServiceClientOptions> = {}): {
  client: ServiceClient
  logger: RecordingLog
} {
  const logger = recordingLog()
  const client = new ServiceClient({
    baseUrl: BASE_URL,
    apiKey: API_KEY,
    logger,
    random: () => 0,
    ...options,
  })
  return { client, logger }
}

export function service(): nock.Scope {
  return nock(ORIGIN)
}

export function useFakeTime(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
}

export const THROTTLED = { statusCode: 429, message: 'ThrottlerException: Too Many Requests' }

/** An answer as nock replies it: status, body and headers. */
export type Answer = [status: number, body: unknown, headers?: Record<string, string>]

/** A 429 as the service's throttler sends it. */
export const REFUSED: Answer = [429, THROTTLED]

/** `answer`, `count` times in a row. */
export function times(count: number, answer: Answer): Answer[] {
  return Array.from({ length: count }, () => answer)
}

/** The service answers GET `path` (under /v1) with `answers` in turn; `hits()` counts requests. */
export function answerInTurn(
  path: string,
  answers: Answer[],
): { scope: nock.Scope; hits: () => number } {
  let hits = 0
  const scope = service()
  for (const answer of answers) {
    scope.get(`/v1${path}`).reply(() => {
      hits++
      return answer
    })
  }
  return { scope, hits: () => hits }
}

/** How many retries the client has scheduled (it logs each one right before it starts waiting). */
export function retryLogs(logger: RecordingLog): number {
  return logger.lines.filter((l) => l.includes('retrying in')).length
}

/** Asserts nothing is sent before `waitMs` has passed since the retry was scheduled, then that it is. */
export async function expectNextAttemptAfter(waitMs: number, hits: () => number): Promise<void> {
  const before = hits()
  await vi.advanceTimersByTimeAsync(waitMs - 1)
  await letIoRun()
  expect(hits()).toBe(before)
  await vi.advanceTimersByTimeAsync(1)
  await waitUntil(() => hits() === before + 1, `attempt ${before + 1}`)
}
