import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { FaultList } from './faults.js'
import { HttpError } from './http.js'
import { seedScan } from './seed-scans.js'
import { createRequestListener } from './server.js'
import { EmulatorState } from './state.js'
import type {
  AddKeyOptions,
  EmulatorOptions,
  EmulatorPlan,
  EmulatorStats,
  Faults,
  ManualClock,
  RateLimitOptions,
  RecordedRequest,
  ScanSeed,
  ScanTimeline,
  StoredComment,
} from './types.js'

export type * from './types.js'
export { SEVERITIES } from './types.js'
export { HttpError as EmulatorError } from './http.js'
export { BUILTIN_VERDICTS } from './verdicts.js'

export interface Emulator {
  /** 'http://127.0.0.1:PORT/v1' */
  readonly baseUrl: string
  /** 'http://127.0.0.1:PORT/__emulator' (admin routes, see README.md) */
  readonly adminUrl: string
  readonly port: number
  /** Creates a key ('ssk_' + 32 hex). Throws EmulatorError (statusCode 409) past 10 active keys. */
  addKey(options: AddKeyOptions): string
  /** Revokes for good (the next request gets 401). Throws EmulatorError 404 for an unknown key. */
  revokeKey(key: string): void
  setCredits(org: string, credits: number): void
  getCredits(org: string): number
  /** Mutable defaults for the next estimations and scans; assign partial objects freely. */
  plan: EmulatorPlan
  readonly faults: Faults
  /** Live rate-limit settings (maxRequests, windowMs, retryAfter). */
  readonly rateLimit: RateLimitOptions
  /** Every /v1 (and unknown) request, in arrival order. */
  readonly requests: readonly RecordedRequest[]
  /** Comments added through POST /findings/{id}/comments. */
  readonly comments: readonly StoredComment[]
  /**
   * Puts a scan straight into an organization's list (no estimation, no credits) and returns its
   * id: a completed one (the default) has its findings at once, from `seed.findings` or the plan
   * of its repository and branch. Throws EmulatorError 400 without repoUrl or archiveId.
   */
  seedScan(seed: ScanSeed): string
  /** `count` seeds, `make(i)` for i from 0; their ids in that order. */
  seedScans(count: number, make: (index: number) => ScanSeed): string[]
  /** Every scan of every organization, in creation order, with when it completes. */
  scanTimeline(): ScanTimeline[]
  /** Behavioural counters (e.g. how often a finding query was sorted afresh). */
  readonly stats: EmulatorStats
  /** The emulator's clock. */
  now(): number
  /** Forgets keys, data, credits, faults, requests and comments; restores the default plan. */
  reset(): void
  close(): Promise<void>
}

/** A clock tests move by hand: pass `now: clock.now` to startEmulator. */
export function createManualClock(startMs = Date.parse('2030-01-01T00:00:00Z')): ManualClock {
  let current = startMs
  return {
    now: () => current,
    advance: (ms) => {
      current += ms
    },
    set: (ms) => {
      current = ms
    },
  }
}

/** Starts the emulator on 127.0.0.1 (an ephemeral port unless options.port is set). */
export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const state = new EmulatorState(options)
  const faults = new FaultList()
  const host = options.host ?? '127.0.0.1'
  let origin = ''
  const reset = (): void => {
    state.reset()
    faults.clear()
  }
  const server = createServer(
    createRequestListener(state, faults, { reset, baseUrl: () => `${origin}/v1` }),
  )
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const port = (server.address() as AddressInfo).port
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`

  return {
    baseUrl: `${origin}/v1`,
    adminUrl: `${origin}/__emulator`,
    port,
    addKey: (keyOptions) => state.keys.add(keyOptions),
    revokeKey: (key) => {
      if (!state.keys.revoke(key)) throw new HttpError(404, 'API key not found')
    },
    setCredits: (org, credits) => {
      state.org(org).credits = credits
    },
    getCredits: (org) => state.org(org).credits,
    get plan() {
      return state.plan
    },
    set plan(plan: EmulatorPlan) {
      state.plan = plan
    },
    faults,
    rateLimit: state.rateLimit,
    get requests() {
      return state.requests
    },
    get comments() {
      return state.comments
    },
    seedScan: (seed) => seedScan(state, seed),
    seedScans: (count, make) => Array.from({ length: count }, (_, i) => seedScan(state, make(i))),
    scanTimeline: () =>
      state.allOrgs().flatMap((org) =>
        [...org.scans.values()].map((scan) => {
          const completesAt =
            scan.durationMs !== undefined ? scan.createdAt + scan.durationMs : scan.finishedAt
          return {
            id: scan.id,
            org: org.name,
            name: scan.name,
            createdAt: scan.createdAt,
            ...(scan.keyPrefix === undefined ? {} : { keyPrefix: scan.keyPrefix }),
            ...(completesAt === undefined ? {} : { completesAt }),
          }
        }),
      ),
    stats: {
      get findingQueriesComputed() {
        return state.findings.queriesComputed
      },
      get findingQueriesCached() {
        return state.findings.queriesCached
      },
      get scanListsComputed() {
        return state.scanListCounts.computed
      },
      get scanListsCached() {
        return state.scanListCounts.cached
      },
    },
    now: () => state.now(),
    reset,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          if (error === undefined) resolve()
          else reject(error)
        })
        server.closeAllConnections()
      }),
  }
}
