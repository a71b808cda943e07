/**
 * The steps the pages show on their own (docs/usage.md's recipes, docs/baseline.md's, docs/
 * credits.md's), as pasted, each in place of the step of the README's pull-request gate, run on a
 * pull request by the workflow runner (workflow.ts) through dist/: each input they state shows in
 * what the run does. The runner runs
 * no shell: a `run:` step after the action's is the reader's own and is left out here. Only the
 * service's address and the key are the test's.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { load } from 'js-yaml'
import { expect, it } from 'vitest'
import { commandLines, describeE2e } from './env.js'
import { readPage, runOn, warningsOf } from './page-runs.js'
import { readWorkflow, readYamlBlock, type Workflow, type WorkflowStep } from './workflow.js'
import { PULL_REQUEST } from './workflow-triggers.js'

const USAGE = readPage('docs/usage.md')

const QUICK_START = readWorkflow(readPage('README.md'), '### Pull-request gate')

/**
 * The steps a page's ```yaml block after `heading` shows, but `run:` steps, in place of the step
 * of the README's pull-request gate: its triggers and permissions, what a reader adds them to.
 */
function stepsOf(page: string, heading: string): Workflow {
  const steps = (load(readYamlBlock(page, heading)) as WorkflowStep[]).filter(
    (step) => step.run === undefined,
  )
  const [name = '', job] = Object.entries(QUICK_START.jobs)[0] ?? []
  return { ...QUICK_START, jobs: { [name]: { ...job, steps } } }
}

describeE2e("docs/usage.md's recipes, as pasted", (env) => {
  it('Cap what a run may spend: an estimate over max-credits starts no scan and fails', async () => {
    env.emu.plan.estimation = { polls: 1, totalCredits: 501 }

    const job = await runOn(env, stepsOf(USAGE, '## Cap what a run may spend'), PULL_REQUEST)

    expect(job.ok).toBe(false)
    expect(job.gate?.outputs).toMatchObject({ 'credits-estimated': '501', 'scan-id': '' })
    expect(env.requests('POST /scans')).toEqual([])
  })

  it('Tell the dashboard where a finding was seen: a comment on each approved finding', async () => {
    env.emu.plan.scan = { statuses: ['queued', 'completed'], findings: { low: 2 } }

    const job = await runOn(
      env,
      stepsOf(USAGE, '## Tell the dashboard where a finding was seen'),
      PULL_REQUEST,
    )

    expect(job.ok, job.gate?.stdout).toBe(true)
    expect(env.emu.comments).toHaveLength(2)
  })

  it('Hand the results to later steps: the report file, named in the outputs', async () => {
    env.emu.plan.scan = { statuses: ['queued', 'completed'], findings: { critical: 1 } }

    const job = await runOn(env, stepsOf(USAGE, '## Hand the results to later steps'), PULL_REQUEST)

    expect(job.gate?.outputs['report-file']).toBe('security-scan.json')
    const report = JSON.parse(readFileSync(join(job.workspace, 'security-scan.json'), 'utf8')) as {
      findings: { severity: string }[]
    }
    expect(report.findings.map((f) => f.severity)).toEqual(['critical'])
  })

  it('Start a scan without waiting for it: the scan id, the job not waiting', async () => {
    const job = await runOn(
      env,
      stepsOf(USAGE, '## Start a scan without waiting for it'),
      PULL_REQUEST,
    )

    expect(job.ok, job.gate?.stdout).toBe(true)
    expect(job.gate?.outputs).toMatchObject({ result: 'pending', 'scan-status': 'queued' })
    expect(job.gate?.outputs['scan-id']).toMatch(/^[0-9a-f-]{36}$/)
    expect(warningsOf(job)).toEqual([])
  })

  it('Test a running deployment: the scan tests the URL, told how to sign in', async () => {
    env.emu.plan.scan = { statuses: ['queued', 'completed'], findings: [] }
    // What the page's block scalar is for: a password YAML would otherwise read as more YAML.
    const password = 'pass: word #1'

    const job = await runOn(env, stepsOf(USAGE, '## Test a running deployment'), PULL_REQUEST, {
      secrets: { SECURITY_SCAN_API_KEY: env.key, STAGING_QA_PASSWORD: password },
    })

    expect(job.ok, job.gate?.stdout).toBe(true)
    const scan = await env.readScanRecord(job.gate?.outputs['scan-id'] ?? '')
    expect(scan.target_urls).toEqual(['https://staging.example.com'])
  })
})

describeE2e("docs/baseline.md's and docs/credits.md's steps, as pasted", (env) => {
  it('gate: new on a pull request with no baseline yet: every finding counts as new', async () => {
    env.emu.plan.scan = { statuses: ['queued', 'completed'], findings: { high: 1 } }

    const job = await runOn(
      env,
      stepsOf(readPage('docs/baseline.md'), '# New findings only'),
      PULL_REQUEST,
    )

    expect(job.gate?.outputs.result).toBe('failed')
    expect(commandLines(job.gate?.stdout ?? '', 'error')).toContainEqual(
      '::error::1 finding at or above high (1 high); every finding counted, as gate: new had no usable baseline',
    )
  })

  it('reuse-scan: false starts a new scan for a commit that has one', async () => {
    env.emu.plan.scan = { statuses: ['queued', 'completed'], findings: [] }
    const workflow = stepsOf(readPage('docs/credits.md'), 'To always start a new scan')

    const first = await runOn(env, workflow, PULL_REQUEST)
    const second = await runOn(env, workflow, PULL_REQUEST)

    expect([first.ok, second.ok]).toEqual([true, true])
    expect(second.gate?.outputs['scan-reused']).toBe('false')
    expect(env.requests('POST /scans')).toHaveLength(2)
  })
})
