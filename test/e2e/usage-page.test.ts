/**
 * docs/usage.md's workflows and parts of jobs, as pasted, run by the workflow runner (workflow.ts)
 * through dist/ on a pull request (what each section is about), with the GITHUB_TOKEN their
 * `permissions:` give: each permission, step and input they state shows in what the run does.
 * The dependency check reads the checkout and only the lockfiles the pull request changed, and
 * annotates them; changed-lines annotates only the findings on changed lines; the SARIF workflow
 * uploads as codeql-action does, also after a failing gate, and not from a fork; the sticky
 * comment comes on failure only. Only the service's address and the key are the test's.
 */
import { load } from 'js-yaml'
import { beforeEach, expect, it } from 'vitest'
import { pullRequestEvent } from '../../testkit/harness.js'
import { HEAD_SHA, PR_NUMBER } from '../../testkit/ids.js'
import { commandLines, describeE2e, packageLock } from './env.js'
import { asWorkflow, readPage, runOn, warningsOf } from './page-runs.js'
import { readWorkflow, readYamlBlock, type Trigger, type Workflow } from './workflow.js'
import { PULL_REQUEST } from './workflow-triggers.js'

const USAGE = readPage('docs/usage.md')

/** The section's part of a job (`permissions:` and `steps:`), as a pull_request workflow's job. */
function pullRequestJob(heading: string): Workflow {
  return asWorkflow(
    load(readYamlBlock(USAGE, heading)) as Parameters<typeof asWorkflow>[0],
    'pull_request',
  )
}

describeE2e("docs/usage.md's Block malicious dependencies, as pasted", (env) => {
  it('checks the lockfile the pull request changed, in the checkout, and annotates its line', async () => {
    env.emu.plan.scan = { statuses: ['queued', 'completed'], findings: [] }
    env.github.pullFiles[PR_NUMBER] = ['web/package-lock.json', 'src/app.ts']
    const checkout = {
      'web/package-lock.json': packageLock({ 'event-stream': '3.3.6', lodash: '4.17.21' }),
      // Not changed by the pull request: not checked, although it locks a malicious package.
      'tools/package-lock.json': packageLock({ 'emu-malicious-pkg': '2.0.0' }),
    }

    const job = await runOn(env, pullRequestJob('## Block malicious dependencies'), PULL_REQUEST, {
      checkout,
    })

    expect(job.gate?.outputs).toMatchObject({ result: 'failed', 'dependencies-malicious': '1' })
    expect(commandLines(job.gate?.stdout ?? '', 'error')).toEqual([
      expect.stringContaining(
        '1 malicious dependency (event-stream 3.3.6 in web/package-lock.json)',
      ),
    ])
    expect(warningsOf(job)).toEqual([])
    expect(job.gate?.summary).toContain('lockfiles changed by PR \\#7')
    const [checkRun, ...others] = env.github.checkRuns
    expect(others).toEqual([])
    expect(checkRun?.annotations.map((a) => [a.path, a.title])).toEqual([
      ['web/package-lock.json', 'Malicious package: event-stream 3.3.6'],
    ])
  })
})

describeE2e("docs/usage.md's Annotate only what the pull request changed, as pasted", (env) => {
  it('annotates only the findings on the lines the pull request changed', async () => {
    env.emu.plan.scan = {
      statuses: ['queued', 'completed'],
      findings: [
        { severity: 'high', title: 'On a changed line', file_path: 'src/app.ts', line_start: 10 },
        {
          severity: 'medium',
          title: 'In the file, not the change',
          file_path: 'src/app.ts',
          line_start: 40,
        },
        { severity: 'low', title: 'Elsewhere', file_path: 'src/other.ts', line_start: 5 },
      ],
    }
    // Line 10 of the new file is the one the pull request adds.
    env.github.pullFiles[PR_NUMBER] = [
      { filename: 'src/app.ts', patch: '@@ -9,2 +9,3 @@\n line\n+added\n line' },
    ]

    const job = await runOn(
      env,
      pullRequestJob('## Annotate only what the pull request changed'),
      PULL_REQUEST,
    )

    expect(job.gate?.outputs).toMatchObject({ result: 'failed', 'findings-total': '3' })
    expect(warningsOf(job)).toEqual([])
    const [checkRun] = env.github.checkRuns
    expect(checkRun?.annotations.map((a) => [a.path, a.start_line])).toEqual([['src/app.ts', 10]])
  })
})

describeE2e("docs/usage.md's SARIF workflow, as pasted", (env) => {
  const workflow = readWorkflow(USAGE, '## Upload the findings to code scanning (SARIF)')

  beforeEach(() => {
    // A private repository: upload-sarif reads the workflow run first (actions: read).
    env.github.repositories = [{ owner: 'acme', name: 'webapp', private: true }]
  })

  it('uploads the SARIF file under its category, also when the gate failed', async () => {
    env.emu.plan.scan = { statuses: ['queued', 'completed'], findings: { high: 1, low: 1 } }

    const job = await runOn(env, workflow, PULL_REQUEST, { checkout: {} })

    expect(job.gate?.exitCode).toBe(1)
    expect(warningsOf(job)).toEqual([])
    expect(env.github.checkRuns.map((c) => [c.name, c.conclusion])).toEqual([
      ['Security scan', 'failure'],
    ])
    const [upload, ...others] = env.github.sarifUploads
    expect(others).toEqual([])
    expect(upload).toMatchObject({ repo: 'webapp', ref: `refs/pull/${PR_NUMBER}/merge` })
    const runs = (upload?.sarif as { runs: { automationDetails?: unknown; results: unknown[] }[] })
      .runs
    expect(runs.map((r) => [r.automationDetails, r.results.length])).toEqual([
      [{ id: 'security-scan/Security scan/' }, 2],
    ])
  })

  it("skips the upload on a fork's pull request, whose token cannot upload", async () => {
    env.emu.plan.scan = { statuses: ['queued', 'completed'], findings: [] }
    const fromFork: Trigger = {
      ...PULL_REQUEST,
      event: pullRequestEvent({ number: PR_NUMBER, headSha: HEAD_SHA, fork: true }),
    }

    // A private repository may send secrets to forks: the scan runs, and writes its SARIF file.
    const job = await runOn(env, workflow, fromFork, { checkout: {}, forkSecrets: true })

    expect(job.gate?.outputs['sarif-file']).toBe('security-scan.sarif')
    expect(job.ok, job.gate?.stdout).toBe(true)
    const uploads = env.github.requests.filter((r) => /\/(code-scanning|actions)\//.test(r.path))
    expect(uploads).toEqual([])
  })
})

describeE2e("docs/usage.md's sticky comment, as pasted", (env) => {
  it('comments on a failing pull request, not on a passing one', async () => {
    const workflow = pullRequestJob('## A sticky comment on the pull request')
    env.emu.plan.scan = { statuses: ['queued', 'completed'], findings: [] }
    const passing = await runOn(env, workflow, PULL_REQUEST)
    expect(passing.ok, passing.gate?.stdout).toBe(true)
    expect(env.github.issueComments).toEqual([])

    // A new commit of the pull request, with a finding.
    env.emu.plan.scan = { statuses: ['queued', 'completed'], findings: { high: 1 } }
    const headSha = 'b'.repeat(40)
    const failing = await runOn(env, workflow, {
      ...PULL_REQUEST,
      event: pullRequestEvent({ number: PR_NUMBER, headSha }),
    })

    expect(failing.ok).toBe(false)
    expect(warningsOf(failing)).toEqual([])
    expect(env.github.issueComments.map((c) => c.issueNumber)).toEqual([PR_NUMBER])
  })
})
