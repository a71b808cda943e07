import { describe, expect, it } from 'vitest'
import type { ActionRun } from '../../testkit/harness.js'
import {
  E2E_TEST_TIMEOUT_MS,
  commandLines,
  expectAllOutputsSet,
  requestsTo,
  runAction,
  useE2eEnv,
  type E2eEnv,
} from './env.js'

/** A scan that keeps running for as long as any test could poll it. */
const ENDLESS_SCAN = { statuses: ['running', 'completed'], pollsPerStep: 1_000_000 }

/** The scan goes on running on the service: its id and last status must be everywhere. */
function expectScanNotLost(env: E2eEnv, run: ActionRun): string {
  expectAllOutputsSet(run)
  const scanId = run.outputs['scan-id']!
  expect(scanId).toMatch(/^[0-9a-f-]{36}$/)
  expect(run.outputs).toMatchObject({
    result: 'pending',
    'scan-status': 'running',
    'findings-total': '',
  })
  expect(run.outputs['estimation-id']).toMatch(/^[0-9a-f-]{36}$/)
  const errors = commandLines(run.stdout, 'error')
  expect(errors).toHaveLength(1)
  expect(errors[0]).toContain(scanId)
  expect(errors[0]).toContain('last status: running')
  expect(errors[0]).toContain('goes on running on the service')
  expect(run.summary).toContain('## ⏳ Security scan not finished')
  expect(run.summary).toContain(`**Scan:** ${scanId} · status running`)
  expect(requestsTo(env.emu, 'POST /scans')).toHaveLength(1)
  return scanId
}

describe(
  'scans that do not finish in the job, through dist/index.js',
  { timeout: E2E_TEST_TIMEOUT_MS },
  () => {
    const env = useE2eEnv()

    it('a scan that outlives scan-timeout: id and last status in log, summary and outputs', async () => {
      env.emu.plan.scan = ENDLESS_SCAN

      const run = await runAction(env, { inputs: { 'scan-timeout': '1s' } })

      expect(run.exitCode).toBe(1)
      expectScanNotLost(env, run)
      expect(commandLines(run.stdout, 'error')[0]).toContain(
        'did not complete within scan-timeout (1s)',
      )
      expect(env.github.checkRuns[0]).toMatchObject({
        status: 'completed',
        conclusion: 'timed_out',
      })
      expect(requestsTo(env.emu, 'GET /findings')).toEqual([])
    })

    it('cancellation (SIGTERM mid-scan): the scan id is still in the outputs and the summary', async () => {
      env.emu.plan.scan = ENDLESS_SCAN

      const run = await runAction(env, {
        // Sent as soon as the log shows the scan running, however fast the machine is.
        kill: { signal: 'SIGTERM', whenStdout: /^Scan [0-9a-f-]{36}: running/m },
      })

      expect(run.exitCode).toBe(1)
      expectScanNotLost(env, run)
      expect(commandLines(run.stdout, 'error')[0]).toContain(
        'still running when the job was cancelled',
      )
      expect(env.github.checkRuns[0]).toMatchObject({
        status: 'completed',
        conclusion: 'cancelled',
      })
    })
  },
)
