/**
 * The e2e suite's workflow runner itself (workflow.ts), on small workflows of its own whose steps
 * are the artifact actions, so no test here starts dist/ or a service: which events start a
 * workflow, which jobs and steps run after a failure or a skip as GitHub decides it, what the
 * expressions give, what GITHUB_TOKEN may do, and how a reusable workflow is called.
 */
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { load } from 'js-yaml'
import { describe, expect, it } from 'vitest'
import { permissionsOf, readTriggers, tokenOn, whyNotTriggered } from './workflow-events.js'
import { evaluate, type Scope } from './workflow-expressions.js'
import {
  matrixOf,
  runJob,
  runWorkflow,
  startRun,
  type JobContext,
  type Trigger,
  type Workflow,
  useRuns,
} from './workflow.js'
import { NO_SERVICES, workflowOf } from './workflow-own.js'

const runs = useRuns()

/** A step that succeeds (no artifact matches, nothing to copy) and one that fails. */
const PASS = "{ uses: actions/download-artifact@v4, with: { pattern: 'none-*' } }"
const FAIL = '{ uses: actions/download-artifact@v4, with: { name: missing } }'

function contextOf(workflow: Workflow, more: Partial<JobContext> = {}): JobContext {
  const run = startRun()
  runs.push(run)
  return {
    env: NO_SERVICES,
    run,
    workflow,
    owner: 'acme',
    secrets: {},
    vars: {},
    baseUrl: 'https://api.example.com/v1',
    ...more,
  }
}

/** plan → shard (failing, or not) → merge (with `if`) → report. */
function pipeline(mergeIf: string | undefined, { shardFails = true } = {}): Workflow {
  return workflowOf(`
on: { schedule: [{ cron: '17 1 * * *' }] }
jobs:
  plan: { steps: [${PASS}] }
  shard: { needs: plan, steps: [${shardFails ? FAIL : PASS}] }
  merge:
    needs: [shard]
    ${mergeIf === undefined ? '' : `if: ${mergeIf}`}
    steps: [${PASS}]
  report: { needs: merge, steps: [${PASS}] }
`)
}

const resultsOf = async (ctx: JobContext) =>
  (await runWorkflow(ctx)).map((end) => `${end.job} ${end.result}`)

describe("a job's if: and needs, as GitHub decides them", () => {
  it.each([
    ['always()', 'success'],
    ['failure()', 'success'],
    ['${{ !cancelled() }}', 'success'],
    ["always() && needs.shard.result == 'failure'", 'success'],
    ['success()', 'skipped'],
    ['cancelled()', 'skipped'],
    [undefined, 'skipped'],
    ["needs.shard.result == 'failure'", 'skipped'],
  ])('after a failed shard, a merge with if: %s ends %s', async (mergeIf, merge) => {
    const ctx = contextOf(pipeline(mergeIf))
    expect(await resultsOf(ctx)).toEqual([
      'plan success',
      'shard failure',
      `merge ${merge}`,
      // Its default success() asks of every job before it: the shard's failure skips it too.
      'report skipped',
    ])
  })

  it('after a passing shard, failure() skips the merge and the default runs it', async () => {
    expect(await resultsOf(contextOf(pipeline('failure()', { shardFails: false })))).toEqual([
      'plan success',
      'shard success',
      'merge skipped',
      'report skipped',
    ])
    expect(await resultsOf(contextOf(pipeline(undefined, { shardFails: false })))).toEqual([
      'plan success',
      'shard success',
      'merge success',
      'report success',
    ])
  })

  it('a job needing a skipped job is skipped, unless its if: says always(); needs may list several', async () => {
    const workflow = workflowOf(`
on: { schedule: [{ cron: '17 1 * * *' }] }
jobs:
  first: { if: "github.event_name == 'push'", steps: [${PASS}] }
  other: { steps: [${PASS}] }
  second: { needs: [other, first], steps: [${PASS}] }
  third: { needs: [other, first], if: "always() && needs.first.result == 'skipped'", steps: [${PASS}] }
`)
    expect(await resultsOf(contextOf(workflow))).toEqual([
      'first skipped',
      'other success',
      'second skipped',
      'third success',
    ])
  })

  it('starts the jobs that need nothing of each other at once: a merge without needs finds no plan', async () => {
    const workflow = (mergeNeeds: string) =>
      workflowOf(`
on: { schedule: [{ cron: '17 1 * * *' }] }
jobs:
  plan:
    steps:
      - uses: actions/checkout@v5
      - { uses: actions/upload-artifact@v4, with: { name: plan, path: plan.json } }
  merge: { ${mergeNeeds} steps: [{ uses: actions/download-artifact@v4, with: { name: plan } }] }
`)
    const checkout = { 'plan.json': '{}' }
    expect(await resultsOf(contextOf(workflow('needs: plan,'), { checkout }))).toEqual([
      'plan success',
      'merge success',
    ])
    expect(await resultsOf(contextOf(workflow(''), { checkout }))).toEqual([
      'plan success',
      'merge failure',
    ])
  })

  it('runJob keeps the result of each matrix entry: a re-run entry replaces its failure', async () => {
    const workflow = workflowOf(`
on: { schedule: [{ cron: '17 1 * * *' }] }
jobs:
  shard:
    strategy: { fail-fast: false, matrix: { shard: [0, 1] } }
    steps: [{ uses: actions/download-artifact@v4, with: { name: 'part-\${{ matrix.shard }}' } }]
  merge: { needs: shard, steps: [${PASS}] }
`)
    const ctx = contextOf(workflow)
    const part = mkdtempSync(join(tmpdir(), 'artifact-'))
    ctx.run.dirs.push(part)
    ctx.run.artifacts.set('part-0', part)
    expect(matrixOf(ctx, 'shard')).toEqual([{ shard: 0 }, { shard: 1 }])
    expect((await runJob(ctx, 'shard', { matrix: { shard: 0 } })).result).toBe('success')
    expect((await runJob(ctx, 'shard', { matrix: { shard: 1 } })).result).toBe('failure')
    expect((await runJob(ctx, 'merge')).result).toBe('skipped')

    ctx.run.artifacts.set('part-1', part)
    expect((await runJob(ctx, 'shard', { matrix: { shard: 1 } })).result).toBe('success')
    expect((await runJob(ctx, 'merge')).result).toBe('success')
  })

  it('refuses to run a job before the jobs it needs, and a matrix that would fail fast', async () => {
    const ctx = contextOf(pipeline('always()'))
    await expect(runJob(ctx, 'merge')).rejects.toThrow('merge needs shard, not run')
    const fast = workflowOf(`
on: { schedule: [{ cron: '17 1 * * *' }] }
jobs: { shard: { strategy: { matrix: { shard: [0, 1] } }, steps: [${PASS}] } }
`)
    expect(() => matrixOf(contextOf(fast), 'shard')).toThrow('shard without fail-fast: false')
  })

  it('fails on an expression, a job key or a step it does not know', async () => {
    const unknownFunction = pipeline("always() && contains(github.ref, 'main')")
    await expect(runWorkflow(contextOf(unknownFunction))).rejects.toThrow(
      "an expression this runner does not know: always() && contains(github.ref, 'main')",
    )
    const unknownContext = pipeline('always() && env.DEPLOY')
    await expect(runWorkflow(contextOf(unknownContext))).rejects.toThrow(
      'an expression this runner does not know',
    )
    const keyed = workflowOf(`
on: { schedule: [{ cron: '17 1 * * *' }] }
jobs: { plan: { continue-on-error: true, steps: [${PASS}] } }
`)
    await expect(runWorkflow(contextOf(keyed))).rejects.toThrow(
      'a job key this runner does not know: continue-on-error',
    )
    const shell = workflowOf(`
on: { schedule: [{ cron: '17 1 * * *' }] }
jobs: { plan: { steps: [{ run: make }] } }
`)
    await expect(runWorkflow(contextOf(shell))).rejects.toThrow(
      'a step this runner does not know: (run)',
    )
  })
})

describe("a step's if:", () => {
  it('after a failed step, only the steps whose if: asks for it run', async () => {
    const workflow = workflowOf(`
on: { schedule: [{ cron: '17 1 * * *' }] }
jobs:
  scan:
    steps:
      - ${FAIL}
      - { uses: actions/download-artifact@v4, with: { name: part, path: default } }
      - { if: success(), uses: actions/download-artifact@v4, with: { name: part, path: success } }
      - { if: always(), uses: actions/download-artifact@v4, with: { name: part, path: always } }
      - { if: failure(), uses: actions/download-artifact@v4, with: { name: part, path: failure } }
      - { if: "github.event_name == 'schedule'", uses: actions/download-artifact@v4, with: { name: part, path: event } }
`)
    const ctx = contextOf(workflow)
    const part = mkdtempSync(join(tmpdir(), 'artifact-'))
    ctx.run.dirs.push(part)
    writeFileSync(join(part, 'report.json'), '{}')
    ctx.run.artifacts.set('part', part)

    const job = await runJob(ctx, 'scan')

    expect(job.result).toBe('failure')
    const ran = ['default', 'success', 'always', 'failure', 'event'].filter((path) =>
      existsSync(join(job.workspace, path, 'report.json')),
    )
    expect(ran).toEqual(['always', 'failure'])
  })
})

describe('which events start a workflow: its on:', () => {
  const pullRequest = (action: string, base = 'main'): Trigger => ({
    eventName: 'pull_request',
    event: { action, pull_request: { base: { ref: base } } },
    ref: 'refs/pull/7/merge',
  })
  const push = (ref: string): Trigger => ({ eventName: 'push', event: {}, ref })

  it('an event it lists, a push of a branch it names, a pull request of an activity it takes', () => {
    const on = readTriggers(
      load("{ pull_request: { branches: [main] }, push: { branches: ['release/*'] } }"),
    )
    expect(whyNotTriggered(on, pullRequest('synchronize'))).toBeUndefined()
    expect(whyNotTriggered(on, pullRequest('closed'))).toBe('activity closed')
    expect(whyNotTriggered(on, pullRequest('opened', 'develop'))).toBe(
      'a pull request into develop',
    )
    expect(whyNotTriggered(on, push('refs/heads/release/1.2'))).toBeUndefined()
    expect(whyNotTriggered(on, push('refs/heads/main'))).toBe(
      'a push of refs/heads/main is filtered out',
    )
    expect(
      whyNotTriggered(on, { eventName: 'workflow_dispatch', event: {}, ref: 'refs/heads/main' }),
    ).toBe('its on: lists pull_request, push')
  })

  it('reads on: in each of its forms, and a schedule by its cron', () => {
    expect(whyNotTriggered(readTriggers('pull_request'), pullRequest('opened'))).toBeUndefined()
    expect(
      whyNotTriggered(readTriggers(['push', 'pull_request']), push('refs/heads/x')),
    ).toBeUndefined()
    const nightly = readTriggers({ schedule: [{ cron: '17 1 * * *' }] })
    const at = (cron: string): Trigger => ({
      eventName: 'schedule',
      event: { schedule: cron },
      ref: 'refs/heads/main',
    })
    expect(whyNotTriggered(nightly, at('17 1 * * *'))).toBeUndefined()
    expect(whyNotTriggered(nightly, at('0 0 * * *'))).toBe('no schedule 0 0 * * *')
  })

  it('runJob refuses a job on an event its workflow does not run on', async () => {
    const ctx = contextOf(pipeline(undefined), { trigger: push('refs/heads/main') })
    await expect(runJob(ctx, 'plan')).rejects.toThrow(
      'the workflow does not run on push: its on: lists schedule',
    )
  })
})

describe('expressions', () => {
  const scope: Scope = {
    lookUp: ([head, name]) =>
      head === 'github'
        ? ({ event_name: 'schedule', repository: 'acme/webapp' } as Record<string, string>)[
            name ?? ''
          ]
        : undefined,
    status: { success: () => true, failure: () => false, cancelled: () => false },
  }

  it('&& and || give an operand; == compares text whatever its case', () => {
    expect(evaluate("github.event_name == 'schedule' && '20' || '40'", scope)).toBe('20')
    expect(evaluate("github.event_name == 'push' && '20' || '40'", scope)).toBe('40')
    expect(evaluate("github.repository == 'ACME/WebApp'", scope)).toBe(true)
    expect(evaluate("!(github.repository != 'acme/webapp') && success()", scope)).toBe(true)
    expect(evaluate("'it''s'", scope)).toBe("it's")
  })

  it('throws on a context, a function or an operator it does not know', () => {
    expect(() => evaluate('github.run_id', scope)).toThrow(
      'an expression this runner does not know',
    )
    expect(() => evaluate("startsWith(github.ref, 'refs/tags')", scope)).toThrow(
      'an expression this runner does not know',
    )
    expect(() => evaluate('1 < 2', scope)).toThrow('an expression this runner does not know')
  })
})

describe("GITHUB_TOKEN's permissions", () => {
  it("the job's permissions: over the workflow's, every scope left out none, read-all and write-all", () => {
    expect(permissionsOf({ contents: 'read', checks: 'write' })).toMatchObject({
      contents: 'read',
      checks: 'write',
      'pull-requests': 'none',
      'security-events': 'none',
    })
    expect(permissionsOf(undefined)).toMatchObject({ contents: 'read', checks: 'none' })
    expect(permissionsOf('read-all')).toMatchObject({ checks: 'read', 'pull-requests': 'read' })
    expect(permissionsOf('write-all')).toMatchObject({ checks: 'write', actions: 'write' })
  })

  it("within a called workflow, no stronger than the caller's job", () => {
    const caller = permissionsOf({ contents: 'read', checks: 'write' })
    expect(permissionsOf(undefined, caller)).toMatchObject({ contents: 'read', checks: 'write' })
    expect(permissionsOf('write-all', caller)).toMatchObject({
      contents: 'read',
      checks: 'write',
      'pull-requests': 'none',
    })
    expect(permissionsOf({ checks: 'read' }, caller)).toMatchObject({
      contents: 'none',
      checks: 'read',
    })
  })
})

describe("a fork's pull request", () => {
  const fromFork = (fork: boolean): Trigger => ({
    eventName: 'pull_request',
    event: {
      action: 'opened',
      pull_request: { head: { repo: { full_name: fork ? 'someone/webapp' : 'acme/webapp' } } },
    },
    ref: 'refs/pull/7/merge',
  })

  it('gets a read-only GITHUB_TOKEN whatever the workflow asks', () => {
    const asked = permissionsOf({ contents: 'read', checks: 'write' })
    expect(tokenOn(fromFork(true), asked)).toMatchObject({ contents: 'read', checks: 'read' })
    expect(tokenOn(fromFork(false), asked)).toMatchObject({ contents: 'read', checks: 'write' })
  })

  it.each([
    [false, false, 'part-k1'],
    [true, false, 'part-'],
    [true, true, 'part-k1'],
  ])(
    'from a fork: %s, secrets sent to forks: %s; the secret reads as in %s',
    async (fork, sent, name) => {
      const workflow = workflowOf(`
on: pull_request
jobs:
  scan: { steps: [{ uses: actions/download-artifact@v4, with: { name: 'part-\${{ secrets.KEY }}' } }] }
`)
      const ctx = contextOf(workflow, {
        trigger: fromFork(fork),
        secrets: { KEY: 'k1' },
        forkSecrets: sent,
      })
      const part = mkdtempSync(join(tmpdir(), 'artifact-'))
      ctx.run.dirs.push(part)
      ctx.run.artifacts.set(name, part)
      expect((await runJob(ctx, 'scan')).result).toBe('success')
    },
  )
})

describe('a reusable workflow', () => {
  const called = workflowOf(`
on:
  workflow_call:
    inputs: { part: { type: string, default: report } }
    secrets: { KEY: { required: true } }
jobs:
  scan:
    steps: [{ uses: actions/download-artifact@v4, with: { name: '\${{ inputs.part }}-\${{ secrets.KEY }}' } }]
`)

  /** A caller's job calling it with `call`, in a run that has only the artifact `artifact`. */
  function callerContext(call: string, artifact: string): JobContext {
    const caller = workflowOf(`
on: { schedule: [{ cron: '17 1 * * *' }] }
jobs: { scan: { uses: org/workflows/.github/workflows/scan.yml@v1, ${call} } }
`)
    const ctx = contextOf(caller, {
      secrets: { ORG_KEY: 'k1' },
      workflows: { 'org/workflows/.github/workflows/scan.yml@v1': called },
    })
    const part = mkdtempSync(join(tmpdir(), 'artifact-'))
    ctx.run.dirs.push(part)
    ctx.run.artifacts.set(artifact, part)
    return ctx
  }

  it('runs its jobs with the inputs given, else their defaults, and the secrets passed', async () => {
    const passed = 'secrets: { KEY: "${{ secrets.ORG_KEY }}" }'
    expect((await runJob(callerContext(passed, 'report-k1'), 'scan')).result).toBe('success')
    expect((await runJob(callerContext(passed, 'other-k1'), 'scan')).result).toBe('failure')
    const given = `with: { part: other }, ${passed}`
    expect((await runJob(callerContext(given, 'other-k1'), 'scan')).result).toBe('success')
  })

  it('fails without a required secret, or with an input it does not declare', async () => {
    await expect(runJob(callerContext('secrets: {}', 'report-k1'), 'scan')).rejects.toThrow(
      'secret KEY required',
    )
    await expect(
      runJob(callerContext('with: { parts: x }, secrets: { KEY: k1 }', 'report-k1'), 'scan'),
    ).rejects.toThrow('an input the called workflow does not declare: parts')
  })
})
