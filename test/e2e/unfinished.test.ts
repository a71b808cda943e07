import { expect, it } from 'vitest'
import type { ActionRun } from '../../testkit/harness.js'
import {
  commandLines,
  describeE2e,
  expectPendingScan,
  type E2eEnv,
  type RunOptions,
  ON_WINDOWS,
} from './env.js'

/** A scan that keeps running for as long as any test could poll it. */
const ENDLESS_SCAN = { statuses: ['running', 'completed'], pollsPerStep: 1_000_000 }

/** The scan goes on running on the service: its id and last status must be everywhere. */
function expectScanNotLost(env: E2eEnv, run: ActionRun): void {
  expect(run.exitCode).toBe(1)
  const scanId = expectPendingScan(run, 'running')
  expect(run.outputs['estimation-id']).toMatch(/^[0-9a-f-]{36}$/)
  const errors = commandLines(run.stdout, 'error')
  expect(errors).toHaveLength(1)
  expect(errors[0]).toContain(scanId)
  expect(errors[0]).toContain('last status: running')
  expect(errors[0]).toContain('goes on running on the service')
  expect(run.summary).toContain(`**Scan:** ${scanId} · status running`)
  expect(env.requests('POST /scans')).toHaveLength(1)
  // Never finished, so never read.
  expect(env.requests('GET /findings')).toEqual([])
}

describeE2e('scans that do not finish in the job, through dist/index.js', (env) => {
  it.each(
    (
      [
        [
          'a scan that outlives scan-timeout: id and last status in log, summary and outputs',
          {
            options: { inputs: { 'scan-timeout': '1s' } },
            error: 'did not complete within scan-timeout (1s)',
            conclusion: 'timed_out',
          },
        ],
        [
          'cancellation (SIGTERM mid-scan): the scan id is still in the outputs and the summary',
          {
            // Sent as soon as the log shows the scan running, however fast the machine is.
            options: { kill: { signal: 'SIGTERM', whenStdout: /^Scan [0-9a-f-]{36}: running/m } },
            error: 'still running when the job was cancelled',
            conclusion: 'cancelled',
          },
        ],
      ] satisfies [string, { options: RunOptions; error: string; conclusion: string }][]
    ).filter(([, { options }]) => !(ON_WINDOWS && 'kill' in options)),
  )('%s', async (_name, { options, error, conclusion }) => {
    env.emu.plan.scan = ENDLESS_SCAN

    const run = await env.run(options)

    expectScanNotLost(env, run)
    expect(commandLines(run.stdout, 'error')[0]).toContain(error)
    expect(env.github.checkRuns[0]).toMatchObject({ status: 'completed', conclusion })
  })
})
