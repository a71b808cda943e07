import { expect, it } from 'vitest'
import { describeE2e, MIXED_FINDINGS, commandLines, expectAllOutputsSet } from './env.js'
import { GITHUB_TOKEN, HEAD_SHA, PR_NUMBER } from '../../testkit/ids.js'

describeE2e('pull request gate, through dist/index.js', (env) => {
  it('fails the job when findings are at or above the threshold, and reports them all', async () => {
    env.emu.plan.scan = { findings: MIXED_FINDINGS }

    const run = await env.run()

    expect(run.exitCode).toBe(1)
    const gateReason = '2 findings at or above high (1 critical, 1 high)'
    expect(commandLines(run.stdout, 'error')).toContain(`::error::${gateReason}`)
    expectAllOutputsSet(run)
    expect(run.outputs).toMatchObject({
      'scan-status': 'completed',
      'total-credits': '12',
      'findings-total': '4',
      'findings-critical': '1',
      'findings-high': '1',
      'findings-medium': '1',
      'findings-low': '1',
      'findings-info': '0',
      result: 'failed',
      'check-run-id': '1000',
    })
    expect(run.outputs['estimation-id']).toMatch(/^[0-9a-f-]{36}$/)
    expect(run.outputs['scan-id']).toMatch(/^[0-9a-f-]{36}$/)

    // The check run: created on the PR head commit (not the merge commit), then completed.
    expect(env.github.checkRuns).toHaveLength(1)
    const checkRun = env.github.checkRuns[0]!
    expect(checkRun).toMatchObject({
      owner: 'acme',
      repo: 'webapp',
      name: 'Security scan',
      headSha: HEAD_SHA,
      status: 'completed',
      conclusion: 'failure',
      title: '1 critical, 1 high, 1 medium, 1 low — failed',
    })
    expect(
      checkRun.annotations.map((a) => [a.path, a.start_line, a.end_line, a.annotation_level]),
    ).toEqual([
      ['src/orders/search.ts', 42, 44, 'failure'],
      ['src/auth/login.tsx', 88, 88, 'failure'],
      ['src/profile/routes.ts', 12, 12, 'warning'],
      ['src/server/errors.ts', 5, 5, 'notice'],
    ])
    expect(checkRun.annotations[0]?.title).toBe('Critical: SQL injection in order search')
    expect(checkRun.summary).toContain(gateReason.replace(/[()]/g, '\\$&'))
    expect(env.github.requests.every((r) => r.authorization === `token ${GITHUB_TOKEN}`)).toBe(true)

    // The job summary: the severity table, the findings most severe first, the scan id.
    expect(run.summary).toContain('## ❌ Security scan failed')
    expect(run.summary).toContain('| 🔴 Critical | 1 |')
    expect(run.summary).toContain('| **Total** | **4** |')
    expect(run.summary).toContain(`PR #${PR_NUMBER}`)
    expect(run.summary).toContain(run.outputs['scan-id'])
    const critical = run.summary.indexOf('src/orders/search.ts:42-44')
    const low = run.summary.indexOf('src/server/errors.ts:5')
    expect(critical).toBeGreaterThan(0)
    expect(low).toBeGreaterThan(critical)

    // What was scanned: the PR, its head branch, named after repository, PR and head commit.
    expect(env.requests('POST /scans').map((r) => r.status)).toEqual([201])
    expect(await env.readScanRecord(run.outputs['scan-id']!)).toMatchObject({
      scan_type: 'pr',
      pr_number: PR_NUMBER,
      branch: 'feature/login',
      repo_url: 'https://github.com/acme/webapp',
      name: `acme/webapp PR #${PR_NUMBER} @ ${HEAD_SHA}`,
      cost_estimation_id: run.outputs['estimation-id'],
    })
  })

  it('passes a clean pull request: exit 0, check run success, nothing to annotate', async () => {
    env.emu.plan.scan = { findings: [] }

    const run = await env.run()

    expect(run.exitCode).toBe(0)
    expect(commandLines(run.stdout, 'error')).toEqual([])
    expectAllOutputsSet(run)
    expect(run.outputs).toMatchObject({
      result: 'passed',
      'scan-status': 'completed',
      'findings-total': '0',
      'findings-critical': '0',
      'findings-high': '0',
    })
    expect(run.stdout).toContain('no findings at or above high')
    expect(env.github.checkRuns).toHaveLength(1)
    expect(env.github.checkRuns[0]).toMatchObject({
      headSha: HEAD_SHA,
      status: 'completed',
      conclusion: 'success',
      title: 'no findings — passed',
      annotations: [],
    })
    expect(run.summary).toContain('## ✅ Security scan passed')
    expect(run.summary).toContain('No findings.')
    // findings_summary says there is nothing: one page of the list confirms it is empty.
    expect(env.requests('GET /findings')).toHaveLength(1)
  })

  it('warn-only reports the same findings but exits 0 with result warned', async () => {
    env.emu.plan.scan = { findings: MIXED_FINDINGS }

    const run = await env.run({ inputs: { 'warn-only': 'true' } })

    expect(run.exitCode).toBe(0)
    expect(commandLines(run.stdout, 'error')).toEqual([])
    expect(commandLines(run.stdout, 'warning')).toContainEqual(
      expect.stringContaining('2 findings at or above high (1 critical, 1 high)'),
    )
    expect(run.outputs).toMatchObject({ result: 'warned', 'findings-total': '4' })
    expect(env.github.checkRuns[0]).toMatchObject({ status: 'completed', conclusion: 'neutral' })
    expect(env.github.checkRuns[0]?.annotations).toHaveLength(4)
    expect(run.summary).toContain('## ⚠️ Security scan found issues (warn-only)')
    expect(run.summary).toContain('| 🟠 High | 1 |')
  })

  it('a lower threshold gates on medium findings too', async () => {
    env.emu.plan.scan = { findings: MIXED_FINDINGS.slice(2) }

    const run = await env.run({ inputs: { 'fail-on-severity': 'medium' } })

    expect(run.exitCode).toBe(1)
    expect(commandLines(run.stdout, 'error')).toContain(
      '::error::1 finding at or above medium (1 medium)',
    )
    expect(run.outputs).toMatchObject({ result: 'failed', 'findings-medium': '1' })
  })
})
