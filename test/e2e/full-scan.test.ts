import { expect, it } from 'vitest'
import { commandLines, describeE2e, expectPendingScan, expectRun } from './env.js'
import { HEAD_SHA } from '../../testkit/ids.js'

const SCHEDULE_SHA = '0123456789abcdef0123456789abcdef01234567'

describeE2e('scheduled full scans and not waiting, through dist/index.js', (env) => {
  it('a schedule event runs a full scan of the default branch', async () => {
    env.emu.plan.scan = { findings: { medium: 2, low: 3 } }

    const run = await env.run({
      eventName: 'schedule',
      event: {
        schedule: '0 3 * * 1',
        repository: { full_name: 'acme/webapp', default_branch: 'trunk' },
      },
      ref: 'refs/heads/trunk',
      sha: SCHEDULE_SHA,
    })

    expectRun(run, 0, {
      result: 'passed',
      'findings-total': '5',
      'findings-medium': '2',
      'findings-low': '3',
    })
    // What the action asked for, as the service recorded it.
    const scan = await env.readScanRecord(run.outputs['scan-id']!)
    expect(scan).toMatchObject({
      scan_type: 'full',
      branch: 'trunk',
      repo_url: 'https://github.com/acme/webapp',
      name: `acme/webapp trunk @ ${SCHEDULE_SHA}`,
      cost_estimation_id: run.outputs['estimation-id'],
    })
    expect(scan).not.toHaveProperty('pr_number')
    // A full scan has no PR head: the check run goes on the workflow's commit.
    expect(env.github.checkRuns[0]).toMatchObject({
      headSha: SCHEDULE_SHA,
      conclusion: 'success',
    })
    expect(run.summary).toContain('full scan · branch trunk')
    expect(run.stdout).toContain('(full scan of trunk)')
  })

  it('wait-for-completion false starts the scan, outputs its id and exits 0 as pending', async () => {
    env.emu.plan.scan = { statuses: ['queued', 'running', 'completed'], pollsPerStep: 1000 }

    const run = await env.run({ inputs: { 'wait-for-completion': 'false' } })

    expect(run.exitCode).toBe(0)
    expect(commandLines(run.stdout, 'error')).toEqual([])
    const scanId = expectPendingScan(run, 'queued')
    expect(run.stdout).toContain(`Scan ${scanId} started; not waiting for it`)
    expect(run.summary).toContain(scanId)
    // Not one poll of the scan, and one scan.
    expect(env.requests('POST /scans')).toHaveLength(1)
    expect(env.requests('GET /scans/{id}/status')).toEqual([])
    expect(env.requests('GET /scans/{id}')).toEqual([])
    expect(env.github.checkRuns[0]).toMatchObject({
      headSha: HEAD_SHA,
      status: 'completed',
      conclusion: 'neutral',
    })
  })
})
