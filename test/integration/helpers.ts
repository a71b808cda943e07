import { afterEach, beforeEach, expect } from 'vitest'
import { ServiceClient, type ServiceClientOptions } from '../../src/service/client.js'
import { ServiceError } from '../../src/service/errors.js'
import { walkPages, type PageWalk, type PageWalkEnd } from '../../src/service/paginate.js'
import type { CostEstimation, CreatedScan, ScanStatus } from '../../src/service/schemas.js'
import {
  startEmulator,
  type Emulator,
  type EmulatorOptions,
  type RecordedRequest,
} from '../../testkit/emulator/index.js'
import {
  createVirtualClock,
  VIRTUAL_START_MS,
  type VirtualClock,
} from '../../testkit/fakes/clock.js'
import { recordingLog, type RecordingLog } from '../../testkit/fakes/log.js'
import { DEFAULT_BRANCH, REPO_URL } from '../../testkit/ids.js'
import { settle } from '../support/async.js'

/**
 * The client's per-attempt deadline in these tests. The client waits for it with clock.sleep like
 * any other wait, so the virtual clock holds it by its length: no backoff step (1 to 8 s), limiter
 * wait (at most the 60 s window) or honoured Retry-After (at most 120 s) is this long. It ends only
 * when time passes it (e.g. through the emulator's latency fault), and the request times out.
 */
export const REQUEST_DEADLINE_MS = 10 * 60_000

export interface World {
  emu: Emulator
  /** Shared by the client and the emulator: the client's waits move it, at once. */
  clock: VirtualClock
  /** A read+write key of org-1. */
  key: string
  logger: RecordingLog
  /** A client of `emu` on the virtual clock, with `key` unless options say otherwise. */
  makeClient(options?: Partial<ServiceClientOptions>): ServiceClient
  /** Requests the emulator recorded for one endpoint template, e.g. 'POST /scans'. */
  requests(endpoint: string): RecordedRequest[]
  close(): Promise<void>
}

/**
 * A world per test with its default client, and the flows every test needs, run on that client
 * unless given another. The returned object is filled per test.
 */
export interface TestWorld extends World {
  client: ServiceClient
  /** Closes this test's world and starts another with these emulator options. */
  restart(options: EmulatorOptions): Promise<void>
  /** Polls an estimation until it leaves pending/running, as the action does. */
  waitForEstimation(id: string): Promise<CostEstimation>
  /** Creates an estimation of CONNECTED_REPO and polls it to its terminal status. */
  createFinishedEstimation(): Promise<CostEstimation>
  /** Starts a full scan of CONNECTED_REPO from a freshly finished estimation. */
  startScan(): Promise<CreatedScan>
  /** Polls the status endpoint until the scan reads `final`; returns every status seen. */
  pollScanUntil(id: string, final?: string): Promise<ScanStatus[]>
  /** Starts a scan and polls it to completion, so its findings are published; returns its id. */
  startCompletedScan(client?: ServiceClient): Promise<string>
  /** The ServiceError a call rejects with, which holds the world's key nowhere. */
  catchServiceError(promise: Promise<unknown>): Promise<ServiceError>
}

/** Registers a fresh world (and client) for each test of the file. */
export function useWorld(): TestWorld {
  const world = {} as TestWorld
  const start = async (options: EmulatorOptions = {}): Promise<void> => {
    Object.assign(world, await startWorld(options))
    world.client = world.makeClient()
  }
  world.restart = async (options) => {
    await world.close()
    await start(options)
  }
  world.waitForEstimation = (id) => waitForEstimation(world.client, id)
  world.createFinishedEstimation = () => createFinishedEstimation(world.client)
  world.startScan = () => startScan(world.client)
  world.pollScanUntil = (id, final) => pollScanUntil(world.client, id, final)
  world.startCompletedScan = (client = world.client) => startCompletedScan(client)
  world.catchServiceError = async (promise) => {
    const error = await catchServiceError(promise)
    expectNoKey(error, world.key)
    return error
  }
  beforeEach(() => start())
  afterEach(() => world.close())
  return world
}

/** Starts an emulator on the virtual clock; its latency fault moves that clock forward. */
export async function startWorld(options: EmulatorOptions = {}): Promise<World> {
  const clock = createVirtualClock(VIRTUAL_START_MS, REQUEST_DEADLINE_MS)
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
  const logger = recordingLog()
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
    requests: (endpoint) => emu.requests.filter((r) => r.endpoint === endpoint),
    close: () => emu.close(),
  }
}

/** The repository every test estimates and scans: REPO_URL at its default branch. */
export const CONNECTED_REPO = {
  source: 'connected',
  repo_url: REPO_URL,
  branch: DEFAULT_BRANCH,
} as const

/** Polls an estimation until it leaves pending/running, as the action does. */
async function waitForEstimation(
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

/** Creates an estimation of CONNECTED_REPO and polls it to its terminal status. */
async function createFinishedEstimation(client: ServiceClient): Promise<CostEstimation> {
  const created = await client.createEstimation({
    repos: [CONNECTED_REPO],
  })
  return await waitForEstimation(client, created.id)
}

/** Starts a full scan of CONNECTED_REPO from a freshly finished estimation. */
async function startScan(client: ServiceClient): Promise<CreatedScan> {
  const estimation = await createFinishedEstimation(client)
  return await client.createScan({
    cost_estimation_id: estimation.id,
    scan_type: 'full',
    repo_url: REPO_URL,
    branch: DEFAULT_BRANCH,
  })
}

/** Polls the status endpoint until the scan reads `final`; returns every status seen. */
async function pollScanUntil(
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
async function startCompletedScan(client: ServiceClient): Promise<string> {
  const { id } = await startScan(client)
  await pollScanUntil(client, id)
  return id
}

/** The ServiceError a call rejects with; fails the test when it resolves or throws anything else. */
async function catchServiceError(promise: Promise<unknown>): Promise<ServiceError> {
  const outcome = await settle(promise)
  if (!('error' in outcome)) {
    throw new Error(`expected a ServiceError, got ${JSON.stringify(outcome.value)}`)
  }
  expect(outcome.error).toBeInstanceOf(ServiceError)
  return outcome.error as ServiceError
}

/** The fields of the ServiceError an HTTP error answer of the service becomes. */
export function httpError(
  status: number,
  endpoint: string,
  serviceMessage: string,
): Pick<ServiceError, 'kind' | 'status' | 'endpoint' | 'serviceMessage'> {
  return { kind: 'http', status, endpoint, serviceMessage }
}

/** Asserts the key appears nowhere in what a user or a log would see of the error. */
export function expectNoKey(error: ServiceError, key: string): void {
  for (const text of [error.message, error.hint, error.serviceMessage, String(error.stack)]) {
    expect(text).not.toContain(key)
    expect(text).not.toContain(key.slice(4))
  }
}

/**
 * Every item of a page-based list, read as the action reads one (src/service/paginate.ts): pages
 * from 1 until a short page, the total, or a page with nothing new. Items are kept as the pages
 * brought them, repeats included, so a test sees what the emulator sent.
 */
export async function readEveryPage<T extends { id: string }>(
  pageSize: number,
  fetchPage: PageWalk<T>['fetchPage'],
): Promise<{ items: T[]; end: PageWalkEnd }> {
  const items: T[] = []
  const ids = new Set<string>()
  const end = await walkPages({
    pageSize,
    maxPages: 100,
    fetchPage,
    takePage: (page) => {
      const before = ids.size
      for (const item of page) {
        items.push(item)
        ids.add(item.id)
      }
      return { added: ids.size - before }
    },
  })
  return { items, end }
}
