/**
 * The README's quick start, as pasted: its workflows run by the workflow runner (workflow.ts)
 * through dist/, each on every trigger it lists, with the GITHUB_TOKEN its permissions give. The
 * pull-request gate (and docs/usage.md's, New findings only): a push of main makes the baseline
 * and leaves its marker, and a pull request then fails only for what it adds, in a check run of
 * its own. The scheduled full scan: on its
 * schedule and on workflow_dispatch, high findings pass a gate on critical, in a check run. The
 * sweep's step: the organization it names. Only the service's address, the key's secret and the
 * token are the test's.
 */
import { load } from 'js-yaml'
import { expect, it } from 'vitest'
import { markerOf } from '../../src/baseline/baseline.js'
import { BASE_SHA, GITHUB_TOKEN, HEAD_SHA } from '../../testkit/ids.js'
import {
  ADDED_FINDING,
  commandLines,
  describeE2e,
  expectOnlyAddedFinding,
  MAIN_FINDING,
  planMainAndBranch,
} from './env.js'
import { readElidedWorkflow, readPage, runOn, warningsOf } from './page-runs.js'
import { readWorkflow, readYamlBlock, scheduled, type Trigger } from './workflow.js'
import { dispatchOf, PULL_REQUEST, PUSH_OF_MAIN } from './workflow-triggers.js'

const README = readPage('README.md')
const NIGHTLY = readWorkflow(README, '### Scheduled full scan')

describeE2e('the pull-request gates the pages paste', (env) => {
  it.each([
    ["the README's quick start", readWorkflow(README, '### Pull-request gate')],
    [
      "docs/usage.md's New findings only",
      readElidedWorkflow(readPage('docs/usage.md'), '## New findings only'),
    ],
  ])(
    '%s: a push of main makes the baseline; the pull request fails only for what it adds',
    async (_, gate) => {
      planMainAndBranch(env, {
        main: [MAIN_FINDING],
        change: [MAIN_FINDING, ADDED_FINDING],
        commits: [BASE_SHA],
      })

      // main's first full scan: nothing before it, so nothing is new; it starts the record.
      const push = await runOn(env, gate, PUSH_OF_MAIN)
      expect(push.gate?.outputs.result, push.gate?.stdout).toBe('passed')
      expect(push.gate?.stdout).toContain(
        'first full scan of main: 1 finding recorded; later full scans fail for what is new',
      )
      expect(warningsOf(push)).toEqual([])
      // Its marker: where the pull request finds its baseline.
      const mainScan = push.gate?.outputs['scan-id'] ?? ''
      expect(env.github.checkRuns.map((c) => [c.headSha, c.externalId])).toEqual([
        [BASE_SHA, markerOf(mainScan)],
      ])

      const pr = await runOn(env, gate, PULL_REQUEST)

      expect(pr.ok).toBe(false)
      expectOnlyAddedFinding(pr.gate, mainScan)
      expect(pr.gate?.stdout).toMatch(
        /::error::.*1 new finding at or above high \(1 high\); 1 existing/,
      )
      expect(warningsOf(pr)).toEqual([])
      const onHead = env.github.checkRuns.filter((c) => c.headSha === HEAD_SHA)
      expect(onHead.map((c) => c.conclusion)).toEqual(['failure'])
    },
  )
})

describeE2e("the README's scheduled full scan, as pasted", (env) => {
  it.each<[string, Trigger]>([
    ['on its schedule', { ...scheduled(NIGHTLY, 'acme/webapp'), sha: BASE_SHA }],
    ['on workflow_dispatch', dispatchOf()],
  ])('%s: scans main in full; high findings pass a gate on critical', async (_, trigger) => {
    env.emu.plan.scan = { statuses: ['queued', 'completed'], findings: { high: 1 } }

    const job = await runOn(env, NIGHTLY, trigger)

    expect(job.ok, job.gate?.stdout).toBe(true)
    expect(job.gate?.outputs).toMatchObject({ result: 'passed', 'findings-high': '1' })
    const scan = await env.readScanRecord(job.gate?.outputs['scan-id'] ?? '')
    expect(scan).toMatchObject({ scan_type: 'full', branch: 'main' })
    expect(warningsOf(job)).toEqual([])
    expect(env.github.checkRuns.map((c) => [c.headSha, c.conclusion])).toEqual([
      [BASE_SHA, 'success'],
    ])
  })
})

interface Step {
  uses?: string
  with?: Record<string, string>
}

/** The first YAML block under the README's `### Sweep an organization`: one step. */
function readSweepStep(): Step | undefined {
  return (load(readYamlBlock(README, '### Sweep an organization')) as Step[])[0]
}

describeE2e("the README's sweep, as pasted", (env) => {
  it("sweeps the organization it names through the sweep's action, dist/sweep.js", async () => {
    const step = readSweepStep()
    expect(step?.uses).toBe('org/security-scan-action/sweep@v1')
    expect(step?.with?.['api-key']).toBe('${{ secrets.SECURITY_SCAN_API_KEY }}')
    const org = /^org:(\S+)$/.exec(step?.with?.repositories ?? '')?.[1] ?? ''
    expect(org).toBe('acme')
    env.github.repositories = ['api', 'web', 'docs'].map((name) => ({ owner: org, name }))
    env.emu.plan.scan = { statuses: ['queued', 'completed'], durationMs: 200, findings: { low: 1 } }

    const run = await env.run({
      action: 'sweep',
      eventName: 'schedule',
      event: { schedule: '0 3 * * 1', repository: { full_name: `${org}/security` } },
      repository: `${org}/security`,
      // Only the service's address, the key and the token are this test's.
      inputs: {
        ...step?.with,
        'api-key': env.key,
        'base-url': env.emu.baseUrl,
        'github-token': GITHUB_TOKEN,
      },
    })

    expect(run.exitCode, run.stdout).toBe(0)
    expect(run.outputs).toMatchObject({ result: 'passed', 'repositories-scanned': '3' })
    expect(env.requests('POST /scans')).toHaveLength(3)
    // Nothing to move: the harness's fast polls (poll-interval) are its only warning.
    const warnings = commandLines(run.stdout, 'warning')
    expect(warnings.filter((line) => !line.includes('poll-interval'))).toEqual([])
  })
})
