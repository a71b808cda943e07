/**
 * docs/organizations.md's workflows, as pasted, run by the workflow runner (workflow.ts) through
 * dist/. The organization-wide setup: each repository's caller, on a pull request and on its
 * schedule, calls the reusable workflow with the key it passes and the permissions it grants
 * (the called workflow cannot widen them); the reusable workflow checks out the repository, gates
 * at its input's default (high) and checks only the lockfiles the pull request changed. The
 * nightly matrix: one full scan of each repository it names, each with a check run of its own
 * name. Only the service's address and the key are the test's.
 */
import { expect, it } from 'vitest'
import { PR_NUMBER } from '../../testkit/ids.js'
import { commandLines, describeE2e, packageLock } from './env.js'
import { readPage, runOn, warningsOf } from './page-runs.js'
import {
  closeRun,
  readWorkflow,
  runWorkflow,
  scheduled,
  startRun,
  type Trigger,
} from './workflow.js'
import { PULL_REQUEST } from './workflow-triggers.js'

const PAGE = readPage('docs/organizations.md')
const REUSABLE = readWorkflow(PAGE, 'The reusable workflow, in a repository of its own')
const CALLER = readWorkflow(PAGE, 'In each repository, a short caller')
const NIGHTLY_MATRIX = readWorkflow(PAGE, 'A nightly sweep of many repositories')

describeE2e("docs/organizations.md's organization-wide setup, as pasted", (env) => {
  /** The caller's job, calling the reusable workflow by the name its `uses:` gives. */
  const runCaller = async (trigger: Trigger, checkout: Record<string, string>) =>
    await runOn(env, CALLER, trigger, {
      checkout,
      // The organization secret, which the caller passes on.
      secrets: { SECURITY_SCAN_API_KEY: env.key },
      workflows: { 'org/security-workflows/.github/workflows/security-scan.yml@v1': REUSABLE },
    })

  it('on a pull request: gates at high, and checks only the lockfiles the pull request changed', async () => {
    env.emu.plan.scan = { statuses: ['queued', 'completed'], findings: { high: 1 } }
    env.github.pullFiles[PR_NUMBER] = ['web/package-lock.json']
    const checkout = {
      'web/package-lock.json': packageLock({ lodash: '4.17.21' }),
      // Not changed by the pull request: not checked, although it locks a malicious package.
      'tools/package-lock.json': packageLock({ 'emu-malicious-pkg': '2.0.0' }),
    }

    const job = await runCaller(PULL_REQUEST, checkout)

    expect(job.result).toBe('failure')
    expect(job.gate?.outputs).toMatchObject({
      result: 'failed',
      'findings-high': '1',
      'dependencies-malicious': '0',
    })
    expect(commandLines(job.gate?.stdout ?? '', 'error')).toEqual([
      '::error::1 finding at or above high (1 high)',
    ])
    expect(warningsOf(job)).toEqual([])
    expect(job.gate?.summary).toContain('lockfiles changed by PR \\#7')
    expect(env.github.checkRuns.map((c) => c.conclusion)).toEqual(['failure'])
  })

  it('passes a caller’s fail-on-severity on to the gate', async () => {
    env.emu.plan.scan = { statuses: ['queued', 'completed'], findings: { high: 1 } }
    // A repository that gates on critical only: its caller gives the input.
    const [name = '', job] = Object.entries(CALLER.jobs)[0] ?? []
    const caller = {
      ...CALLER,
      jobs: { [name]: { ...job, with: { 'fail-on-severity': 'critical' } } },
    }

    const passed = await runOn(env, caller, PULL_REQUEST, {
      checkout: {},
      workflows: { [job?.uses ?? '']: REUSABLE },
    })

    expect(passed.result, passed.gate?.stdout).toBe('success')
    expect(passed.gate?.outputs).toMatchObject({ result: 'passed', 'findings-high': '1' })
  })

  it('on its schedule: scans the default branch in full, its lockfiles checked', async () => {
    env.emu.plan.scan = { statuses: ['queued', 'completed'], findings: { medium: 1 } }
    const checkout = { 'package-lock.json': packageLock({ 'emu-malicious-pkg': '2.0.0' }) }

    const job = await runCaller(scheduled(CALLER, 'acme/webapp'), checkout)

    expect(job.result).toBe('failure')
    expect(job.gate?.outputs).toMatchObject({ result: 'failed', 'dependencies-malicious': '1' })
    const scan = await env.readScanRecord(job.gate?.outputs['scan-id'] ?? '')
    expect(scan).toMatchObject({ scan_type: 'full', branch: 'main' })
    expect(warningsOf(job)).toEqual([])
    expect(env.github.checkRuns.map((c) => c.conclusion)).toEqual(['failure'])
  })
})

describeE2e("docs/organizations.md's nightly matrix, as pasted", (env) => {
  it('scans each repository it names in full, each with a check run of its own name', async () => {
    env.emu.plan.scan = { statuses: ['queued', 'completed'], findings: { low: 1 } }
    const run = startRun()
    try {
      const ends = await runWorkflow({
        env,
        run,
        workflow: NIGHTLY_MATRIX,
        owner: 'acme',
        secrets: { SECURITY_SCAN_API_KEY: env.key },
        vars: {},
        baseUrl: 'https://api.example.com/v1',
        trigger: scheduled(NIGHTLY_MATRIX, 'acme/security'),
      })

      expect(ends.map((end) => [end.matrix?.repo, end.result])).toEqual([
        ['webapp', 'success'],
        ['billing', 'success'],
        ['mobile-api', 'success'],
      ])
      const scans = await Promise.all(
        ends.map(async (end) => await env.readScanRecord(end.run.gate?.outputs['scan-id'] ?? '')),
      )
      expect(scans.map((s) => [s.repo_url, s.branch, s.scan_type])).toEqual(
        ['webapp', 'billing', 'mobile-api'].map((repo) => [
          `https://github.com/acme/${repo}`,
          'main',
          'full',
        ]),
      )
      expect(env.github.checkRuns.map((c) => c.name).sort()).toEqual([
        'Security scan (billing)',
        'Security scan (mobile-api)',
        'Security scan (webapp)',
      ])
      for (const end of ends) expect(warningsOf(end.run)).toEqual([])
    } finally {
      closeRun(run)
    }
  })
})
