import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest'
import type { ActionEntry } from '../../src/config/actions.js'
import type { GitHubClientOptions } from '../../src/github/octokit.js'
import { run } from '../../src/main.js'
import { ServiceClient, type ServiceClientOptions } from '../../src/service/client.js'
import { startEmulator, type Emulator, type RecordedRequest } from '../../testkit/emulator/index.js'
import { createVirtualClock, HORIZON_MS, type VirtualClock } from '../../testkit/fakes/clock.js'
import { fakeCheckRunApi, type FakeCheckRunApi } from '../../testkit/fakes/github-api.js'
import { fakePorts, type FakePorts, type PortOverrides } from '../../testkit/fakes/ports.js'

/**
 * run() with fake runner ports, a real ServiceClient and the in-process emulator, on a virtual
 * clock shared by both: polls and waits move virtual time instead of sleeping.
 */
export interface Harness {
  emu: Emulator
  key: string
  clock: VirtualClock
  inputs(overrides?: Record<string, string>): Record<string, string>
  run(
    inputs: Record<string, string>,
    overrides?: PortOverrides & { checkRunApi?: FakeCheckRunApi; entry?: ActionEntry },
  ): Promise<Ran>
  requests(endpoint: string): RecordedRequest[]
  /** How the emulator's latency fault waits in this test; default a real timer. */
  emulatorSleep?: (ms: number) => Promise<void>
}

export interface Ran {
  ports: FakePorts
  checkRun: FakeCheckRunApi
  clientOptions: ServiceClientOptions[]
  githubOptions: GitHubClientOptions[]
}

/** Registers the emulator lifecycle; every run's recorded strings are checked for the key. */
export function useRunHarness(): Harness {
  let clock = createVirtualClock()
  let emu: Emulator | undefined
  const ran: FakePorts[] = []
  const harness: Harness = {
    get emu() {
      if (emu === undefined) throw new Error('the emulator is not started')
      return emu
    },
    key: '',
    clock,
    inputs: (overrides: Record<string, string> = {}) => ({
      'api-key': harness.key,
      'base-url': harness.emu.baseUrl,
      'github-token': 'ghs_token',
      'poll-interval': '15s',
      ...overrides,
    }),
    requests: (endpoint: string) => harness.emu.requests.filter((r) => r.endpoint === endpoint),
    run: async (
      inputs: Record<string, string>,
      overrides: PortOverrides & { checkRunApi?: FakeCheckRunApi; entry?: ActionEntry } = {},
    ): Promise<Ran> => {
      const { checkRunApi = fakeCheckRunApi(), entry = 'gate', ...portOverrides } = overrides
      const clientOptions: ServiceClientOptions[] = []
      const githubOptions: GitHubClientOptions[] = []
      const ports = fakePorts(inputs, {
        clock,
        random: () => 0,
        createServiceClient: (options) => {
          clientOptions.push(options)
          // Beyond the clock's horizon: a real loopback request is never timed out by virtual time.
          return new ServiceClient({ ...options, requestTimeoutMs: HORIZON_MS, random: () => 0 })
        },
        createGitHubApi: (options) => {
          githubOptions.push(options)
          return Promise.resolve(checkRunApi)
        },
        ...portOverrides,
      })
      ran.push(ports)
      // The branch the run is about stands at the run's commit, as on GitHub (a test that wants
      // it moved sets plan.estimation.commitSha, which wins).
      harness.emu.plan.headCommit =
        ports.context.payload.pull_request?.head?.sha ?? ports.context.sha
      await run(ports, entry)
      return { ports, checkRun: checkRunApi, clientOptions, githubOptions }
    },
  }

  beforeAll(async () => {
    emu = await startEmulator({
      now: () => clock.now(),
      sleep: (ms) =>
        harness.emulatorSleep?.(ms) ?? new Promise((resolve) => setTimeout(resolve, ms)),
    })
  })
  afterAll(async () => {
    await harness.emu.close()
  })
  beforeEach(() => {
    harness.emu.reset()
    delete harness.emulatorSleep
    clock = createVirtualClock()
    harness.clock = clock
    harness.key = harness.emu.addKey({ scopes: ['read', 'write'] })
  })
  afterEach(() => {
    for (const ports of ran.splice(0)) {
      for (const text of ports.recorded()) expect(text).not.toContain(harness.key)
    }
  })
  return harness
}
