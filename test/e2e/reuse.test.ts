import { expect, it } from 'vitest'
import { describeE2e, expectAllOutputsSet, ON_WINDOWS } from './env.js'
import { pullRequestEvent } from '../../testkit/harness.js'
import { HEAD_SHA, PR_NUMBER, PREFIX_TWIN_SHA } from '../../testkit/ids.js'

/**
 * Never pay twice: re-runs and lost answers, through dist/index.js. (A lost answer behind which no
 * scan was started is sent again only after a second look a minute later: that path is pinned on
 * a virtual clock in test/main-reuse.test.ts.)
 */
describeE2e('one scan per commit, through dist/index.js', (env) => {
  it('a second run with GITHUB_RUN_ATTEMPT=2 on the same PR head creates no second scan', async () => {
    env.emu.plan.scan = { findings: { low: 2 } }
    const first = await env.run()
    const credits = env.emu.getCredits('org-1')

    const second = await env.run({ runAttempt: 2 })

    expect(first.exitCode).toBe(0)
    expect(second.exitCode).toBe(0)
    expect(env.requests('POST /scans')).toHaveLength(1)
    expect(await env.countScans()).toBe(1)
    expect(env.emu.getCredits('org-1')).toBe(credits)
    expectAllOutputsSet(second)
    expect(second.outputs).toMatchObject({
      'scan-id': first.outputs['scan-id'],
      'scan-reused': 'true',
      result: 'passed',
      'findings-low': '2',
    })
    expect(second.stdout).toContain(`Reusing scan ${first.outputs['scan-id'] ?? '?'} (completed)`)
    expect(second.summary).toContain('reused: started earlier for the same commit')
  })

  it('a head commit that shares only its first 7 digits with one scanned clean gets its own scan', async () => {
    env.emu.plan.scan = { findings: [] }
    const clean = await env.run()
    env.emu.plan.scan = { findings: { critical: 1 } }

    const twin = await env.run({
      event: pullRequestEvent({ number: PR_NUMBER, headSha: PREFIX_TWIN_SHA }),
    })

    expect(clean.exitCode).toBe(0)
    expect(clean.outputs.result).toBe('passed')
    expect(twin.exitCode).toBe(1)
    expect(env.requests('POST /scans')).toHaveLength(2)
    expectAllOutputsSet(twin)
    expect(twin.outputs).toMatchObject({
      'scan-reused': 'false',
      result: 'failed',
      'findings-critical': '1',
    })
    expect(twin.outputs['scan-id']).not.toBe(clean.outputs['scan-id'])
    expect(twin.stdout).not.toContain('Reusing scan')
    expect(await env.readScanRecord(clean.outputs['scan-id'] ?? '')).toMatchObject({
      name: `acme/webapp PR #${PR_NUMBER} @ ${HEAD_SHA}`,
    })
    expect(await env.readScanRecord(twin.outputs['scan-id'] ?? '')).toMatchObject({
      name: `acme/webapp PR #${PR_NUMBER} @ ${PREFIX_TWIN_SHA}`,
    })
    expect(env.github.checkRuns.map((c) => [c.headSha, c.conclusion])).toEqual([
      [HEAD_SHA, 'success'],
      [PREFIX_TWIN_SHA, 'failure'],
    ])
  })

  it.skipIf(ON_WINDOWS)(
    'a re-run after a cancelled job picks up the scan the cancelled job left running',
    async () => {
      env.emu.plan.scan = { statuses: ['running', 'completed'], pollsPerStep: 1_000_000 }
      const cancelled = await env.run({
        kill: { signal: 'SIGTERM', whenStdout: /^Scan [0-9a-f-]{36}: running/m },
      })
      expect(cancelled.exitCode).toBe(1)
      const scanId = cancelled.outputs['scan-id'] ?? ''
      expect(scanId).toMatch(/^[0-9a-f-]{36}$/)
      expect(cancelled.summary).toContain(scanId)

      const rerun = await env.run({
        runAttempt: 2,
        inputs: { 'wait-for-completion': 'false' },
      })

      expect(rerun.exitCode).toBe(0)
      expect(env.requests('POST /scans')).toHaveLength(1)
      expect(rerun.outputs).toMatchObject({
        'scan-id': scanId,
        'scan-reused': 'true',
        result: 'pending',
      })
    },
  )

  it('a 500 on POST /scans after the service created the scan does not create a second one', async () => {
    env.emu.faults.add({ kind: 'status', status: 500, after: true, method: 'POST', path: '/scans' })

    const run = await env.run()

    expect(env.requests('POST /scans').map((r) => r.status)).toEqual([500])
    expect(await env.countScans()).toBe(1)
    expect(env.emu.getCredits('org-1')).toBe(1000 - 12)
    expect(run.outputs).toMatchObject({ 'scan-status': 'completed', 'scan-reused': 'false' })
    expect(run.stdout).toContain('looking for it before anything else')
  })
})
