import { expect, it } from 'vitest'
import type { ActionRun } from '../../testkit/harness.js'
import { commandLines, describeE2e, expectAllOutputsSet } from './env.js'

/** The run failed on one ::error:: line, which says every one of `fragments`; returns it. */
function expectFailedWith(run: ActionRun, fragments: string[]): string {
  expect(run.exitCode).toBe(1)
  const lines = commandLines(run.stdout, 'error')
  expect(lines).toHaveLength(1)
  for (const fragment of fragments) expect(lines[0]).toContain(fragment)
  return lines[0] ?? ''
}

describeE2e('service errors, through dist/index.js', (env) => {
  it('402: a clear credits message, never retried, the estimation id still in the outputs', async () => {
    env.emu.setCredits('org-1', 5) // the estimation costs 12

    const run = await env.run()

    expectFailedWith(run, [
      '402',
      'Insufficient credits',
      'add credits in the dashboard',
      'never retried',
    ])
    expect(env.requests('POST /scans').map((r) => r.status)).toEqual([402])
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

    const run = await env.run()

    const error = expectFailedWith(run, ['Repository is not accessible to the GitHub App'])
    expect(error).toMatch(/^::error::Cost estimation [0-9a-f-]{36} failed: /)
    expect(env.requests('POST /scans')).toEqual([])
    expect(run.outputs['estimation-id']).toMatch(/^[0-9a-f-]{36}$/)
    expect(run.outputs).toMatchObject({ 'scan-id': '', result: 'failed' })
    expect(run.summary).toContain('Repository is not accessible to the GitHub App')
    expect(run.summary).toContain('(failed)')
  })

  it('a revoked key: 401 says the key is missing, malformed, revoked or expired', async () => {
    env.emu.revokeKey(env.key)

    const run = await env.run()

    expectFailedWith(run, ['401', 'revoked or expired', 'api-key'])
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

    const run = await env.run({ inputs: { 'api-key': readOnlyKey } })

    expectFailedWith(run, [
      '403',
      'missing required scope: write',
      'lacks the write scope',
      'read and write scopes',
    ])
    // A read key may list scans (the look for one to reuse); the write is refused.
    expect(env.emu.requests.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      'GET /scans 200',
      'POST /cost-estimations 403',
    ])
    expect(run.outputs).toMatchObject({ 'scan-id': '', result: 'failed' })
    expect(run.summary).toContain('lacks the write scope')
  })
})
