/**
 * docs/sweep.md's two workflows, as pasted, each run whole by the workflow runner (workflow.ts)
 * through dist/sweep.js. The one-job sweep: on its schedule and on workflow_dispatch, its keys in
 * the environment only the default branch reads, GitHub reached with the App's token alone,
 * sandboxes left out, spending kept under max-credits, each SARIF written and uploaded, the report
 * written, high findings passing a gate on critical. The plan → shards → merge workflow, on
 * workflow_dispatch: in that order, the merge running after a failing shard too (its if:
 * always()). Only the service's address, the keys, the App token and the inputs a scenario varies
 * on purpose are the test's.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { describeE2e } from './env.js'
import { addKeys, APP_ID, APP_KEY, OWNER, setUpOrganization } from './sweep-organization.js'
import {
  closeRun,
  readWorkflow,
  runJob,
  runWorkflow,
  scheduled,
  startRun,
  type JobContext,
  type Matrix,
  type Trigger,
  type Workflow,
  type WorkflowRun,
} from './workflow.js'
import { dispatchOf } from './workflow-triggers.js'

const PAGE = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'sweep.md'), 'utf8')
const ONE_JOB = readWorkflow(PAGE, '## Sweep an organization')
const SHARDED = readWorkflow(PAGE, '## 10,000 repositories')
const BASE_URL = 'https://api.example.com/v1'
const APP_TOKEN = 'ghs_sweepPageAppToken0123456789abcdef'
const runs: WorkflowRun[] = []

afterEach(() => {
  for (const run of runs.splice(0)) closeRun(run)
})

function contextOf(
  env: JobContext['env'],
  workflow: Workflow,
  more: Partial<JobContext> & { keys: Record<string, string> },
): JobContext {
  const run = startRun()
  runs.push(run)
  const { keys, ...rest } = more
  return {
    env,
    run,
    workflow,
    owner: OWNER,
    // The keys sit in the page's environment only, which a schedule (the default branch) may use.
    secrets: {},
    vars: { SECURITY_SWEEP_APP_ID: APP_ID },
    baseUrl: BASE_URL,
    environments: {
      'security-scan': {
        branches: ['main'],
        secrets: { ...keys, SECURITY_SWEEP_APP_KEY: APP_KEY },
      },
    },
    ...rest,
  }
}

const DISPATCH = dispatchOf(`${OWNER}/security`)

describeE2e("docs/sweep.md's one-job sweep, as pasted", (env) => {
  it("states no more for GITHUB_TOKEN than contents: read: the App's token does the rest", () => {
    expect(ONE_JOB.permissions).toEqual({ contents: 'read' })
  })

  it.each<[string, () => Trigger]>([
    ['on its schedule', () => scheduled(ONE_JOB, `${OWNER}/security`)],
    ['on workflow_dispatch', () => DISPATCH],
  ])(
    '%s: sweeps the organization but its sandboxes, as the App, within max-credits',
    async (_, trigger) => {
      env.github.repositories = ['api', 'web', 'sandbox-1'].map((name) => ({ owner: OWNER, name }))
      // GitHub takes the App's token only: the sweep must be given it.
      env.github.checkTokens = true
      env.github.acceptedTokens.add(APP_TOKEN)
      env.emu.plan.scan = {
        statuses: ['queued', 'completed'],
        durationMs: 200,
        findings: { high: 1 },
      }
      // Two repositories of 3,000 credits each: max-credits (5,000) takes one of them.
      env.emu.setCredits('org-1', 100_000)
      env.emu.plan.repositories = Object.fromEntries(
        ['api', 'web'].map((name) => [`${OWNER}/${name}`, { estimation: { credits: 3_000 } }]),
      )
      const ctx = contextOf(env, ONE_JOB, {
        keys: { SECURITY_SCAN_API_KEY: env.key },
        trigger: trigger(),
        appToken: APP_TOKEN,
      })

      const job = await runJob(ctx, 'sweep')

      // fail-on-severity: critical lets high findings pass; the sandbox is left out.
      expect(job.ok, job.sweep?.stdout).toBe(true)
      expect(job.sweep?.outputs).toMatchObject({
        result: 'passed',
        'repositories-scanned': '1',
        'repositories-skipped': '1',
        'report-file': 'sweep.json',
      })
      const [scanned] = env.github.sarifUploads.map((u) => u.repo)
      expect(env.github.sarifUploads).toHaveLength(1)
      expect(readdirSync(join(job.workspace, 'sarif'))).toEqual([
        expect.stringContaining(scanned ?? '?'),
      ])
      const report = JSON.parse(readFileSync(join(job.workspace, 'sweep.json'), 'utf8')) as object
      expect(report).toMatchObject({ schemaVersion: 3 })
    },
  )
})

describeE2e("docs/sweep.md's plan → shards → merge, run whole", (env) => {
  it('runs the plan, then every shard, then the merge: also after a shard failed', async () => {
    setUpOrganization(env, 6)
    // Scans of a few seconds: the failing shard gives up on them before they complete.
    env.emu.plan.scan = { statuses: ['queued', 'running', 'completed'], durationMs: 2_500 }
    // Started by hand (sweep-matrix.test.ts runs it on its schedule).
    const ctx = contextOf(env, SHARDED, {
      keys: { SECURITY_SCAN_API_KEYS: addKeys(env) },
      trigger: DISPATCH,
    })

    // The scenario's: shard 1 waits 1s for its scans, which take 2.5s.
    const ends = await runWorkflow(ctx, {
      overrides: (job, matrix) =>
        job === 'shard' && matrix?.shard === 1 ? { 'scan-timeout': '1s' } : undefined,
    })

    const shard = (matrix?: Matrix) => (matrix === undefined ? '' : ` ${String(matrix.shard)}`)
    expect(ends.map((end) => `${end.job}${shard(end.matrix)} ${end.result}`)).toEqual([
      'plan success',
      'shard 0 success',
      'shard 1 failure',
      'shard 2 success',
      // It ran, and names what the failed shard left unjudged.
      'merge failure',
    ])
    const merge = ends.at(-1)?.run
    expect(merge?.sweep?.outputs).toMatchObject({ result: 'unknown', 'shards-missing': '' })
    expect(existsSync(join(merge?.workspace ?? '', 'sweep.json'))).toBe(true)
  })
})
