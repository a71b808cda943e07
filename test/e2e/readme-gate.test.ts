/**
 * The README's pull-request gate and sweep, and docs/sweep.md's workflow, as pasted: read from
 * the pages and run through dist/ as the runner runs them. The gate: its workflow's triggers and
 * the action's `with:`: a push of main (one of its triggers) makes the baseline, and a pull
 * request then fails only for what it adds. The sweeps: their steps, through the sweep's action.
 * Only the service's address, the key's secret and the token are this test's.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { load } from 'js-yaml'
import { expect, it } from 'vitest'
import { BASE_SHA, GITHUB_TOKEN } from '../../testkit/ids.js'
import { ADDED_FINDING, commandLines, describeE2e, MAIN_FINDING, planMainAndBranch } from './env.js'

const README = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8')

interface Workflow {
  on: { pull_request?: unknown; push?: { branches: string[] } }
  jobs: Record<string, { steps: { uses?: string; with?: Record<string, string> }[] }>
}

/** The first YAML block under the README's `### Pull-request gate`. */
function readGateWorkflow(): Workflow {
  const section = README.slice(README.indexOf('### Pull-request gate'))
  const start = section.indexOf('```yaml\n') + '```yaml\n'.length
  return load(section.slice(start, section.indexOf('```', start))) as Workflow
}

const OLD = MAIN_FINDING
const ADDED = ADDED_FINDING

describeE2e("the README's pull-request gate, as pasted", (env) => {
  it('a push of main makes the baseline; the pull request fails only for what it adds', async () => {
    const workflow = readGateWorkflow()
    const step = Object.values(workflow.jobs)
      .flatMap((job) => job.steps)
      .find((s) => s.uses === 'org/security-scan-action@v1')
    expect(step?.with?.['api-key']).toBe('${{ secrets.SECURITY_SCAN_API_KEY }}')
    const inputs = { ...step?.with, 'api-key': env.key, 'base-url': env.emu.baseUrl }
    const main = workflow.on.push?.branches[0] ?? ''
    expect(main).toBe('main')

    planMainAndBranch(env, { main: [OLD], change: [OLD, ADDED], commits: [BASE_SHA] })
    const push = await env.run({
      inputs,
      eventName: 'push',
      event: { repository: { full_name: 'acme/webapp', default_branch: main } },
      ref: `refs/heads/${main}`,
      sha: BASE_SHA,
    })
    expect(push.outputs.result).toBe('failed')

    const pr = await env.run({ inputs })
    expect(pr.exitCode).toBe(1)
    expect(pr.outputs).toMatchObject({ 'findings-new': '1', 'findings-existing': '1' })
    expect(pr.stdout).toMatch(/::error::.*1 new finding at or above high \(1 high\); 1 existing/)
  })
})

interface Step {
  uses?: string
  with?: Record<string, string>
}

/** The first YAML block under the README's `### Sweep an organization`: one step. */
function readSweepStep(): Step | undefined {
  const section = README.slice(README.indexOf('### Sweep an organization'))
  const start = section.indexOf('```yaml\n') + '```yaml\n'.length
  return (load(section.slice(start, section.indexOf('```', start))) as Step[])[0]
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

const SWEEP_PAGE = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'sweep.md'), 'utf8')

describeE2e("docs/sweep.md's workflow, as pasted", (env) => {
  it('sweeps the organization but its sandboxes, uploads each SARIF and writes the report', async () => {
    const start = SWEEP_PAGE.indexOf('```yaml\n') + '```yaml\n'.length
    const workflow = load(SWEEP_PAGE.slice(start, SWEEP_PAGE.indexOf('```', start))) as Workflow
    const step = Object.values(workflow.jobs)
      .flatMap((job) => job.steps)
      .find((s) => s.uses === 'org/security-scan-action/sweep@v1')
    const owner = 'acme'
    // The runner expands the expressions; the test does it for the owner and what is its own.
    const inputs: Record<string, string> = {}
    // YAML reads `max-credits: 5000` and `upload-sarif: true` as a number and a boolean.
    for (const [name, value] of Object.entries(step?.with ?? {}) as [string, unknown][]) {
      inputs[name] = String(value).replaceAll('${{ github.repository_owner }}', owner)
    }
    expect(inputs.repositories).toBe(`org:${owner}\n!${owner}/sandbox-*\n`)
    env.github.repositories = ['api', 'web', 'sandbox-1'].map((name) => ({ owner, name }))
    env.emu.plan.scan = {
      statuses: ['queued', 'completed'],
      durationMs: 200,
      findings: { high: 1 },
    }
    const workspace = mkdtempSync(join(tmpdir(), 'security-scan-sweep-page-'))

    const run = await env.run({
      action: 'sweep',
      workspaceDir: workspace,
      eventName: 'schedule',
      event: { schedule: '17 2 * * 0', repository: { full_name: `${owner}/security` } },
      repository: `${owner}/security`,
      inputs: {
        ...inputs,
        'api-key': env.key,
        'base-url': env.emu.baseUrl,
        'github-token': GITHUB_TOKEN,
      },
    })

    // fail-on-severity: critical lets high findings pass; the sandbox is left out.
    expect(run.exitCode, run.stdout).toBe(0)
    expect(run.outputs).toMatchObject({ result: 'passed', 'repositories-scanned': '2' })
    expect(env.github.sarifUploads.map((u) => u.repo).sort()).toEqual(['api', 'web'])
    const report = JSON.parse(readFileSync(join(workspace, 'sweep.json'), 'utf8')) as object
    expect(report).toMatchObject({ schemaVersion: 3 })
    rmSync(workspace, { recursive: true, force: true })
  })
})
