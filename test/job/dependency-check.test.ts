import { describe, expect, it, vi } from 'vitest'
import { startDependencyCheck } from '../../src/job/dependency-check.js'
import type { StepDeps } from '../../src/scan/step-deps.js'
import { createVirtualClock } from '../../testkit/fakes/clock.js'
import { fakePorts } from '../../testkit/fakes/ports.js'
import { makeConfig, makeTarget } from '../../testkit/builders/config.js'
import { recordingLog } from '../../testkit/fakes/log.js'
import { stubClient } from '../support/service.js'

// The check's code lives in a chunk of its own, loaded on first use: here it fails to load.
vi.mock('../../src/deps/check.js', () => {
  throw new Error("Cannot find module './646.index.js'")
})

describe('startDependencyCheck', () => {
  const config = makeConfig({ checkDependencies: true })
  const startWithoutGitHub = (deps: StepDeps) =>
    startDependencyCheck(
      deps,
      fakePorts({}),
      config,
      makeTarget(),
      { reason: 'no github-token' },
      config.dependencyFiles,
    )

  it('fails closed when the check cannot even start', async () => {
    const deps = { client: stubClient({}), clock: createVirtualClock(), log: recordingLog() }
    const report = await startWithoutGitHub(deps)
    expect(report?.problem).toMatch(/^the dependency check could not run: ./)
  })

  it('gives no report when the job was cancelled', async () => {
    const controller = new AbortController()
    controller.abort(new Error('received SIGTERM'))
    const deps = {
      client: stubClient({}),
      clock: createVirtualClock(),
      log: recordingLog(),
      signal: controller.signal,
    }
    const report = await startWithoutGitHub(deps)
    expect(report).toBeUndefined()
  })
})
