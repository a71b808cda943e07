import { expect } from 'vitest'
import type { Clock } from '../../src/common/clock.js'
import type { Logger } from '../../src/common/logger.js'
import { ServiceClient, type ServiceClientOptions } from '../../src/service/client.js'
import { ServiceError } from '../../src/service/errors.js'
import type { CostEstimation, CreatedScan, ScanStatus } from '../../src/service/schemas.js'
import {
  startEmulator,
  type Emulator,
  type EmulatorOptions,
  type RecordedRequest,
} from '../../testkit/emulator/index.js'

/**
 * The client's per-attempt deadline in these tests. The client waits for it with clock.sleep like
 * any other wait, so the virtual clock tells it apart by its length: no backoff step (1 to 8 s),
 * limiter wait (at most the 60 s window) or honoured Retry-After (at most 120 s) is this long.
 */
export const REQUEST_DEADLINE_MS = 10 * 60_000

const START_MS = Date.parse('2030-01-01T00:00:00Z')

interface HeldDeadline {
  dueMs: number
  fire: () => void
}

/**
 * Time for the client and the emulator together, with no real waiting. Every wait the client asks
 * for (backoff, Retry-After, rate limiter) is recorded in `waits` and passes at once by moving the
 * clock forward; request deadlines are held until the clock passes them (only `advance` beyond
 * them, e.g. from the emulator's latency fault, makes a request time out). The emulator reads the
 * same `now`, so its rate-limit window and key expiry follow the client's waits.
 */
export class VirtualClock implements Clock {
  /** Every non-deadline wait the client asked for, in order. */
  readonly waits: number[] = []
  private nowMs: number
  private readonly held = new Set<HeldDeadline>()

  constructor(startMs = START_MS) {
    this.nowMs = startMs
  }

  readonly now = (): number => this.nowMs

  readonly sleep = (ms: number, signal?: AbortSignal): Promise<void> => {
    if (signal?.aborted) return Promise.reject(toError(signal.reason))
    if (ms !== REQUEST_DEADLINE_MS) {
      this.waits.push(ms)
      this.advance(ms)
      return Promise.resolve()
    }
    return new Promise<void>((resolve, reject) => {
      const deadline: HeldDeadline = {
        dueMs: this.nowMs + ms,
        fire: () => {
          signal?.removeEventListener('abort', onAbort)
          resolve()
        },
      }
      const onAbort = (): void => {
        this.held.delete(deadline)
        reject(toError(signal?.reason))
      }
      signal?.addEventListener('abort', onAbort, { once: true })
      this.held.add(deadline)
    })
  }

  /** Moves time forward, firing every held request deadline that falls due. */
  readonly advance = (ms: number): void => {
    this.nowMs += ms
    for (const deadline of [...this.held]) {
      if (deadline.dueMs <= this.nowMs) {
        this.held.delete(deadline)
        deadline.fire()
      }
    }
  }
}

function toError(reason: unknown): Error {
  return reason instanceof Error ? reason : new Error('aborted')
}

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

export interface World {
  emu: Emulator
  clock: VirtualClock
  /** A read+write key of org-1. */
  key: string
  logger: RecordingLogger
  /** A client of `emu` on the virtual clock, with `key` unless options say otherwise. */
  makeClient(options?: Partial<ServiceClientOptions>): ServiceClient
  close(): Promise<void>
}

/** Starts an emulator on the virtual clock; its latency fault moves that clock forward. */
export async function startWorld(options: EmulatorOptions = {}): Promise<World> {
  const clock = new VirtualClock()
  const emu = await startEmulator({
    now: clock.now,
    sleep: async (ms) => {
      clock.advance(ms)
      // Lets the client see its deadline pass before the emulator goes on to answer.
      await new Promise<void>((resolve) => setImmediate(resolve))
    },
    ...options,
  })
  const key = emu.addKey({ scopes: ['read', 'write'], name: 'ci' })
  const logger = recordingLogger()
  return {
    emu,
    clock,
    key,
    logger,
    makeClient: (overrides = {}) =>
      new ServiceClient({
        baseUrl: emu.baseUrl,
        apiKey: key,
        clock,
        logger,
        random: () => 0,
        requestTimeoutMs: REQUEST_DEADLINE_MS,
        ...overrides,
      }),
    close: () => emu.close(),
  }
}

export const REPO_URL = 'https://github.com/acme/shop'
export const BRANCH = 'main'

/** Polls an estimation until it leaves pending/running, as the action does. */
export async function waitForEstimation(
  client: ServiceClient,
  id: string,
  maxPolls = 10,
): Promise<CostEstimation> {
  for (let poll = 0; poll < maxPolls; poll++) {
    const estimation = await client.getEstimation(id)
    if (!['pending', 'running'].includes(estimation.status)) return estimation
  }
  throw new Error(`estimation ${id} did not finish within ${maxPolls} polls`)
}

/** Creates an estimation of REPO_URL@BRANCH and polls it to its terminal status. */
export async function createFinishedEstimation(client: ServiceClient): Promise<CostEstimation> {
  const created = await client.createEstimation({
    repos: [{ source: 'connected', repo_url: REPO_URL, branch: BRANCH }],
  })
  return await waitForEstimation(client, created.id)
}

/** Starts a full scan of REPO_URL@BRANCH from a freshly finished estimation. */
export async function startScan(client: ServiceClient): Promise<CreatedScan> {
  const estimation = await createFinishedEstimation(client)
  return await client.createScan({
    cost_estimation_id: estimation.id,
    scan_type: 'full',
    repo_url: REPO_URL,
    branch: BRANCH,
  })
}

/** Polls the status endpoint until the scan reads `final`; returns every status seen. */
export async function pollScanUntil(
  client: ServiceClient,
  id: string,
  final = 'completed',
  maxPolls = 10,
): Promise<ScanStatus[]> {
  const seen: ScanStatus[] = []
  for (let poll = 0; poll < maxPolls; poll++) {
    const status = await client.getScanStatus(id)
    seen.push(status)
    if (status.status === final) return seen
  }
  throw new Error(`scan ${id} did not read ${final} within ${maxPolls} polls`)
}

/** Starts a scan and polls it to completion, so its findings are published. */
export async function startCompletedScan(client: ServiceClient): Promise<string> {
  const { id } = await startScan(client)
  await pollScanUntil(client, id)
  return id
}

/** The ServiceError a call rejects with; fails the test when it resolves or throws anything else. */
export async function catchServiceError(promise: Promise<unknown>): Promise<ServiceError> {
  const outcome = await promise.then(
    (value: unknown) => ({ value }),
    (error: unknown) => ({ error }),
  )
  if (!('error' in outcome)) {
    throw new Error(`expected a ServiceError, got ${JSON.stringify(outcome.value)}`)
  }
  expect(outcome.error).toBeInstanceOf(ServiceError)
  return outcome.error as ServiceError
}

/** Asserts the key appears nowhere in what a user or a log would see of the error. */
export function expectNoKey(error: ServiceError, key: string): void {
  for (const text of [error.message, error.hint, error.serviceMessage, String(error.stack)]) {
    expect(text).not.toContain(key)
    expect(text).not.toContain(key.slice(4))
  }
}

/** Requests the emulator recorded for one endpoint template, e.g. 'POST /scans'. */
export function requestsTo(emu: Emulator, endpoint: string): RecordedRequest[] {
  return emu.requests.filter((r) => r.endpoint === endpoint)
}

/** Yields to real I/O until `condition` holds (the emulator may still be finishing a request). */
export async function waitUntil(condition: () => boolean, what: string): Promise<void> {
  for (let turn = 0; turn < 1_000; turn++) {
    if (condition()) return
    await new Promise<void>((resolve) => setImmediate(resolve))
  }
  throw new Error(`timed out waiting for ${what}`)
}
