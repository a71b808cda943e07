import { describe, expect, it } from 'vitest'
import {
  E2E_TEST_TIMEOUT_MS,
  commandLines,
  expectAllOutputsSet,
  requestsTo,
  runAction,
  useE2eEnv,
} from './env.js'

/** The one ::error:: line of a run that ended on a service error. */
function errorLine(stdout: string): string {
  const lines = commandLines(stdout, 'error')
  expect(lines).toHaveLength(1)
  return lines[0] ?? ''
}

describe('service errors, through dist/index.js', { timeout: E2E_TEST_TIMEOUT_MS }, () => {
  const env = useE2eEnv()

  it('402: a clear credits message, never retried, the estimation id still in the outputs', async () => {
    env.emu.setCredits('org-1', 5) // the estimation costs 12

    const run = await runAction(env)

    expect(run.exitCode).toBe(1)
    const error = errorLine(run.stdout)
    expect(error).toContain('402')
    expect(error).toContain('Insufficient credits')
    expect(error).toContain('add credits in the dashboard')
    expect(error).toContain('never retried')
    expect(requestsTo(env.emu, 'POST /scans').map((r) => r.status)).toEqual([402])
    expectAllOutputsSet(run)
    expect(run.outputs['estimation-id']).toMatch(/^[0-9a-f-]{36}$/)
    expect(run.outputs).toMatchObject({ 'total-credits': '12', 'scan-id': '', result: 'failed' })
    expect(run.summary).toContain('Insufficient credits')
    expect(run.summary).toContain('**Scan:** not started')
    expect(env.github.checkRuns[0]).toMatchObject({ status: 'completed', conclusion: 'failure' })
    expect(env.emu.getCredits('org-1')).toBe(5)
  })

  it('a failed estimation ends the job with its error and starts no scan', async () => {
    env.emu.plan.estimation = {
      polls: 1,
      outcome: 'failed',
      error: 'Repository is not accessible to the GitHub App',
    }

    const run = await runAction(env)

    expect(run.exitCode).toBe(1)
    const error = errorLine(run.stdout)
    expect(error).toMatch(/^::error::Cost estimation [0-9a-f-]{36} failed: /)
    expect(error).toContain('Repository is not accessible to the GitHub App')
    expect(requestsTo(env.emu, 'POST /scans')).toEqual([])
    expect(run.outputs['estimation-id']).toMatch(/^[0-9a-f-]{36}$/)
    expect(run.outputs).toMatchObject({ 'scan-id': '', result: 'failed' })
    expect(run.summary).toContain('Repository is not accessible to the GitHub App')
    expect(run.summary).toContain('(failed)')
  })

  it('a revoked key: 401 says the key is missing, malformed, revoked or expired', async () => {
    env.emu.revokeKey(env.key)

    const run = await runAction(env)

    expect(run.exitCode).toBe(1)
    const error = errorLine(run.stdout)
    expect(error).toContain('401')
    expect(error).toContain('revoked or expired')
    expect(error).toContain('api-key')
    // 401 is not retried: one request (the look for a scan to reuse), and nothing after it.
    expect(env.emu.requests.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      'GET /scans 401',
    ])
    expectAllOutputsSet(run)
    expect(run.outputs).toMatchObject({ 'estimation-id': '', 'scan-id': '', result: 'failed' })
    expect(env.github.checkRuns[0]).toMatchObject({ conclusion: 'failure' })
  })

  it('a read-only key: 403 says the key lacks the write scope', async () => {
    const readOnlyKey = env.emu.addKey({ scopes: ['read'] })

    const run = await runAction(env, { inputs: { 'api-key': readOnlyKey } })

    expect(run.exitCode).toBe(1)
    const error = errorLine(run.stdout)
    expect(error).toContain('403')
    expect(error).toContain('missing required scope: write')
    expect(error).toContain('lacks the write scope')
    expect(error).toContain('read and write scopes')
    // A read key may list scans (the look for one to reuse); the write is refused.
    expect(env.emu.requests.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      'GET /scans 200',
      'POST /cost-estimations 403',
    ])
    expect(run.outputs).toMatchObject({ 'scan-id': '', result: 'failed' })
    expect(run.summary).toContain('lacks the write scope')
  })
})
