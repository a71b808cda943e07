import nock from 'nock'
import { expect, vi } from 'vitest'
import type { Logger } from '../../src/common/logger.js'
import { ServiceClient, type ServiceClientOptions } from '../../src/service/client.js'

export const ORIGIN = 'https://scan.example.test'
export const BASE_URL = `${ORIGIN}/v1`
/** Looks like a real key, so a leak would be visible in any message that echoes it. */
export const API_KEY = 'ssk_live_0123456789abcdefSECRETvalue'

export const ESTIMATION_ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b'
export const SCAN_ID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d'

export interface RecordingLogger extends Logger {
  lines: string[]
}

export function recordingLogger(): RecordingLogger {
  const lines: string[] = []
  return {
    lines,
    debug: (m) => lines.push(`debug: ${m}`),
    info: (m) => lines.push(`info: ${m}`),
    warning: (m) => lines.push(`warning: ${m}`),
  }
}

export function makeClient(options: Partial<ServiceClientOptions> = {}): {
  client: ServiceClient
  logger: RecordingLogger
} {
  const logger = recordingLogger()
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

const WAIT_LIMIT_MS = 3_000

function nextTick(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve))
}

/**
 * Yields to real I/O (nock answers on real ticks, unaffected by fake timers) until `condition`
 * holds, measuring with performance.now(), which fake timers leave alone.
 */
export async function waitUntil(condition: () => boolean, what = 'condition'): Promise<void> {
  const start = performance.now()
  while (!condition()) {
    if (performance.now() - start > WAIT_LIMIT_MS) throw new Error(`timed out waiting for ${what}`)
    await nextTick()
  }
}

/** Lets real I/O run for `ms` of real time, so a request that should not be sent would show. */
export async function letIoRun(ms = 30): Promise<void> {
  const start = performance.now()
  while (performance.now() - start < ms) await nextTick()
}

/** Settles a promise into a value the test can inspect without unhandled rejections. */
export function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  return promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  )
}

export function estimationRecord(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: ESTIMATION_ID,
    organization_id: '11111111-2222-4333-8444-555555555555',
    user_id: '66666666-7777-4888-9999-000000000000',
    task_id: 'task-1',
    status: 'completed',
    repos: [{ source: 'connected', repo_url: 'https://github.com/o/r', branch: 'main' }],
    total_credits: 12,
    repo_results: [
      {
        repo_url: 'https://github.com/o/r',
        status: 'completed',
        from_cache: false,
        applications: [{ app_name: 'api', app_root_path: 'services/api' }],
        credits: 12,
      },
    ],
    triage_required: false,
    triage_fee_credits: 0,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:01:00Z',
    ...overrides,
  }
}

export function scanRecord(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: SCAN_ID,
    scan_type: 'pr',
    status: 'running',
    pr_number: 7,
    findings_summary: { critical: 0, high: 1, medium: 2, low: 0, info: 3 },
    ...overrides,
  }
}

export const THROTTLED = { statusCode: 429, message: 'ThrottlerException: Too Many Requests' }

/** How many retries the client has scheduled (it logs each one right before it starts waiting). */
export function retryLogs(logger: RecordingLogger): number {
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
