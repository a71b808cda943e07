/** What the sweep tests share: repositories, a sweep config, and step deps on a virtual clock. */
import type { Config } from '../../src/config/inputs.js'
import type { SweepConfig } from '../../src/config/sweep.js'
import type { StepDeps } from '../../src/scan/step-deps.js'
import type { ServiceClient } from '../../src/service/client.js'
import type { SweepRepository } from '../../src/sweep/model.js'
import { makeConfig } from '../../testkit/builders/config.js'
import { createVirtualClock, type VirtualClock } from '../../testkit/fakes/clock.js'
import { recordingLog, type RecordingLog } from '../../testkit/fakes/log.js'

export type SweepTestConfig = Config & { sweep: SweepConfig }

/** A repository of the sweep on github.com, at `branch`. */
export function sweepRepository(fullName: string, branch = 'main'): SweepRepository {
  const [owner = '', name = ''] = fullName.split('/')
  return { fullName, owner, name, repoUrl: `https://github.com/${fullName}`, branch }
}

/** `count` repositories acme/repo-001…, in order. */
export function manyRepositories(count: number): SweepRepository[] {
  return Array.from({ length: count }, (_, i) =>
    sweepRepository(`acme/repo-${String(i + 1).padStart(3, '0')}`),
  )
}

/** makeConfig in sweep mode: the sweep's defaults, with `sweep` and `overrides` on top. */
export function makeSweepConfig(
  sweep: Partial<SweepConfig> = {},
  overrides: Partial<Config> = {},
): SweepTestConfig {
  return {
    ...makeConfig(overrides),
    sweep: {
      entries: [{ kind: 'organization', org: 'acme' }],
      includeArchived: false,
      includeForks: false,
      batchSize: 100,
      uploadSarif: false,
      ...sweep,
    },
  }
}

export interface TestDeps extends StepDeps {
  clock: VirtualClock
  log: RecordingLog
}

export function makeDeps(client: ServiceClient, signal?: AbortSignal): TestDeps {
  return {
    client,
    clock: createVirtualClock(),
    log: recordingLog(),
    random: () => 0,
    ...(signal ? { signal } : {}),
  }
}
