/**
 * docs/security.md's enforced setup, as pasted (issue 38): its workflow validates against
 * SchemaStore's schema and runs through dist/ as the runner runs it, with its environment's rule
 * applied. The gate runs on pull_request_target with the key from an environment only main may
 * deploy to, and writes as the test's GitHub App: main's push makes the baseline and leaves the
 * App's marker; junk check runs a branch's workflow leaves as GitHub Actions hide nothing; the
 * pull request fails for what it adds. The page's workflow runs on nothing else; the same job in a
 * branch's copy of it, started from the branch's own ref (pull_request, a push of the branch), is
 * refused before its first step: the key never reaches it.
 */
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Ajv } from 'ajv'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { markerOf } from '../../src/baseline/baseline.js'
import { BASE_SHA, HEAD_SHA } from '../../testkit/ids.js'
import {
  ADDED_FINDING,
  describeE2e,
  expectOnlyAddedFinding,
  MAIN_FINDING,
  planMainAndBranch,
  seedNewerScans,
} from './env.js'
import {
  closeRun,
  readWorkflow,
  runJob,
  startRun,
  type Environment,
  type JobContext,
  type Trigger,
  type Workflow,
} from './workflow.js'
import { PULL_REQUEST, PULL_REQUEST_TARGET, PUSH_OF_MAIN } from './workflow-triggers.js'

const ROOT = join(import.meta.dirname, '..', '..')
const PAGE = readFileSync(join(ROOT, 'docs', 'security.md'), 'utf8')
const SCHEMA = JSON.parse(
  readFileSync(
    join(ROOT, 'test', 'fixtures', 'schemastore', 'schemastore-github-workflow.json'),
    'utf8',
  ),
) as object

const APP = { id: 4242, slug: 'acme-security' }
const APP_TOKEN = 'ghs_enforcedSetupAppToken0123456789abcd'
const BASE_URL = 'https://api.example.com/v1'

describeE2e("docs/security.md's enforced setup, as pasted", (env) => {
  const workflow = readWorkflow(PAGE, '### The enforced setup')
  const run = startRun()
  let environment: Environment
  let ctx: (trigger: Trigger, from?: Workflow) => JobContext

  beforeEach(() => {
    env.github.tokenApps.set(APP_TOKEN, APP)
    planMainAndBranch(env, {
      main: [MAIN_FINDING],
      change: [MAIN_FINDING, ADDED_FINDING],
      commits: [BASE_SHA],
    })
    environment = {
      branches: ['main'],
      secrets: { SECURITY_SCAN_API_KEY: env.key, SECURITY_SCAN_APP_PRIVATE_KEY: 'a PEM' },
    }
    ctx = (trigger, from = workflow) => ({
      env,
      run,
      workflow: from,
      owner: 'acme',
      // Where the key must not be: the repository's own secrets hold none of it.
      secrets: {},
      vars: { SECURITY_SCAN_APP_ID: String(APP.id), SECURITY_SCAN_BASE_URL: BASE_URL },
      baseUrl: BASE_URL,
      environments: { 'security-scan': environment },
      trigger,
      appToken: APP_TOKEN,
    })
  })
  afterEach(() => {
    closeRun(run)
  })

  it("validates against SchemaStore's schema, and states the triggers, permissions and key it relies on", () => {
    const validate = new Ajv({ strict: false }).compile(SCHEMA)
    expect(validate(workflow), JSON.stringify(validate.errors)).toBe(true)
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request_target', 'push'])
    expect(workflow.on.push?.branches).toEqual(['main'])
    expect(workflow.permissions).toEqual({ contents: 'read' })
    const [job, ...others] = Object.values(workflow.jobs)
    expect(others).toEqual([])
    expect(job?.environment).toBe('security-scan')
    const gate = job?.steps?.find((s) => s.uses === 'org/security-scan-action@v1')
    expect(gate?.with).toMatchObject({
      'api-key': '${{ secrets.SECURITY_SCAN_API_KEY }}',
      'github-token': '${{ steps.app.outputs.token }}',
      gate: 'new',
    })
  })

  it('gates a pull request on the key only main can read, by the App’s marker, past junk markers', async () => {
    const push = await runJob(ctx(PUSH_OF_MAIN), 'scan')
    const mainScan = push.gate?.outputs['scan-id'] ?? ''
    const marker = env.github.checkRuns.find((c) => c.externalId === markerOf(mainScan))
    expect(marker).toMatchObject({ headSha: BASE_SHA, appSlug: APP.slug })

    // What a branch's workflow with checks: write leaves: markers and a passing check of the
    // gate's name, as GitHub Actions.
    const nextYear = new Date(Date.now() + 365 * 86_400_000).toISOString()
    for (let i = 0; i < 3; i++) {
      env.github.seedCheckRun({
        headSha: BASE_SHA,
        externalId: markerOf(randomUUID()),
        startedAt: nextYear,
      })
    }
    env.github.seedCheckRun({ headSha: HEAD_SHA, name: 'Security scan', conclusion: 'success' })
    // A busy organization: main's scan is past the 200 newest the service's list is read for.
    seedNewerScans(env, 250)

    const pr = await runJob(ctx(PULL_REQUEST_TARGET), 'scan')

    expect(pr.refused).toBeUndefined()
    expect(pr.ok).toBe(false)
    expectOnlyAddedFinding(pr.gate, mainScan)
    const listings = env.github.requests.filter(
      (r) => r.method === 'GET' && r.path.endsWith('/check-runs'),
    )
    expect(listings.map((r) => r.query?.app_id)).toEqual([String(APP.id)])
    // The check a ruleset requires from the App says what the gate said; the forged one is
    // GitHub Actions', which that requirement does not take.
    const onHead = env.github.checkRuns.filter(
      (c) => c.headSha === HEAD_SHA && c.name === 'Security scan',
    )
    expect(onHead.map((c) => [c.appSlug ?? 'github-actions', c.conclusion])).toEqual([
      ['github-actions', 'success'],
      [APP.slug, 'failure'],
    ])
  })

  it.each<[string, Trigger]>([
    ['a pull_request run of the branch', PULL_REQUEST],
    ['a push of the branch', { ...PUSH_OF_MAIN, ref: 'refs/heads/feature/login', sha: HEAD_SHA }],
  ])(
    "refuses the job on %s before its first step: the key never reaches the branch's ref",
    async (_, trigger) => {
      // The page's workflow does not start on it; a branch's copy, its triggers widened, does.
      await expect(runJob(ctx(trigger), 'scan')).rejects.toThrow(
        `the workflow does not run on ${trigger.eventName}`,
      )
      const branchCopy = { ...workflow, on: { ...workflow.on, pull_request: null, push: null } }

      const refused = await runJob(ctx(trigger, branchCopy), 'scan')

      expect(refused.ok).toBe(false)
      expect(refused.refused).toBe(
        `Branch "${trigger.ref}" is not allowed to deploy to security-scan due to environment protection rules.`,
      )
      expect(refused.gate).toBeUndefined()
      expect(env.emu.requests).toEqual([])
    },
  )
})
