/**
 * docs/sweep.md's plan → shards → merge workflow, as pasted, through dist/sweep.js: each job's
 * steps as the runner runs them (workflow.ts), on three keys of the emulator and the fake GitHub
 * API. A shard that fails is re-run alone (GitHub's "Re-run failed jobs") and the merge takes its
 * second attempt; a shard cut by its time-budget is resumed by the next scheduled run. Nothing is
 * bought twice. Only the service's address, the keys, the App token and the inputs a scenario
 * varies on purpose (named where they are) are the test's.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { planFileSchema, type PlanFile } from '../../src/sweep/plan/file.js'
import { commandLines, describeE2e, type E2eEnv } from './env.js'
import {
  addKeys,
  MATRIX_WORKFLOW,
  matrixContextOf,
  OWNER,
  setUpOrganization,
} from './sweep-organization.js'
import {
  matrixOf,
  runJob,
  startRun,
  type JobContext,
  type JobRun,
  type Overrides,
  useRuns,
} from './workflow.js'

const runs = useRuns()

function readPlan(job: JobRun): PlanFile {
  const text = readFileSync(join(job.workspace, 'security-scan-plan.json'), 'utf8')
  return planFileSchema.parse(JSON.parse(text))
}

/** The shard with the most repositories of the plan, and how many it has. */
function largestShard(plan: PlanFile): { shard: number; size: number } {
  const sizes = new Array<number>(plan.shards).fill(0)
  for (const r of plan.repositories) sizes[r.shard] = (sizes[r.shard] ?? 0) + 1
  const size = Math.max(...sizes)
  return { shard: sizes.indexOf(size), size }
}

/** Runs every shard of the matrix at once, one of them with inputs of the scenario's. */
async function runShards(ctx: JobContext, special?: { shard: number; overrides: Overrides }) {
  const entries = matrixOf(ctx, 'shard')
  return await Promise.all(
    entries.map((matrix) =>
      runJob(ctx, 'shard', {
        matrix,
        overrides: special !== undefined && matrix.shard === special.shard ? special.overrides : {},
      }),
    ),
  )
}

/** Scans bought, by name: each names its repository and commit. */
function startsPerRepository(env: E2eEnv): Map<string, number> {
  const starts = new Map<string, number>()
  for (const scan of env.emu.scanTimeline()) starts.set(scan.name, (starts.get(scan.name) ?? 0) + 1)
  return starts
}

/** Each scan bought, with the shard its repository has in the plan and the key that bought it. */
function scansByShard(env: E2eEnv, plan: PlanFile): Array<{ shard: number; keyPrefix?: string }> {
  const shardOf = new Map(plan.repositories.map((r) => [r.fullName, r.shard]))
  return env.emu.scanTimeline().map((scan) => ({
    shard: shardOf.get(scan.name.split(' ')[0] ?? '') ?? -1,
    ...(scan.keyPrefix === undefined ? {} : { keyPrefix: scan.keyPrefix }),
  }))
}

function readReport(job: JobRun): { schemaVersion: number; repositories: unknown[] } {
  return JSON.parse(readFileSync(join(job.workspace, 'sweep.json'), 'utf8')) as {
    schemaVersion: number
    repositories: unknown[]
  }
}

describeE2e("docs/sweep.md's plan → shards → merge, as pasted", (env) => {
  it('three shards on three keys, one failing and re-run alone: the merge takes its second attempt, nothing bought twice', async () => {
    expect(MATRIX_WORKFLOW.jobs.shard?.strategy).toMatchObject({
      'fail-fast': false,
      'max-parallel': 3,
    })
    const names = setUpOrganization(env, 9)
    // Scans of a few seconds: the failing shard gives up on them before they complete.
    env.emu.plan.scan = {
      statuses: ['queued', 'running', 'completed'],
      durationMs: 2_500,
      findings: { high: 1 },
    }
    const run = startRun()
    runs.push(run)
    const keys = addKeys(env).split('\n')
    const ctx = matrixContextOf(env, run, keys.join('\n'))

    const plan = await runJob(ctx, 'plan')
    expect(plan.ok, plan.sweep?.stdout).toBe(true)
    expect(plan.sweep?.outputs).toMatchObject({
      result: 'planned',
      matrix: '{"shard":[0,1,2]}',
      'shards-needed': '3',
      'runs-needed': '1',
    })
    const failing = largestShard(readPlan(plan)).shard
    // The scenario's: this shard's first attempt waits 1s for its scans, which take 2.5s.
    const shards = await runShards(ctx, { shard: failing, overrides: { 'scan-timeout': '1s' } })
    for (const [index, shard] of shards.entries()) {
      expect(shard.ok, shard.sweep?.stdout).toBe(index !== failing)
      expect(shard.sweep?.stdout).toContain(`key ${index + 1} of 3`)
    }
    // The failed shard uploaded what it had (if: always()), under its attempt.
    expect([...run.artifacts.keys()].sort()).toEqual([
      'security-scan-plan',
      'security-scan-shard-0-attempt-1',
      'security-scan-shard-1-attempt-1',
      'security-scan-shard-2-attempt-1',
    ])
    const merge = await runJob(ctx, 'merge')
    expect(merge.ok).toBe(false)
    expect(merge.sweep?.outputs).toMatchObject({ result: 'unknown', 'shards-missing': '' })

    // Re-run failed jobs: the failed shard alone, with the page's inputs, then the merge.
    run.attempt = 2
    const started = env.requests('POST /scans').length
    const rerun = await runJob(ctx, 'shard', { matrix: { shard: failing } })
    expect(rerun.ok, rerun.sweep?.stdout).toBe(true)
    expect(env.requests('POST /scans')).toHaveLength(started)
    const merged = await runJob(ctx, 'merge')
    expect(merged.ok, merged.sweep?.stdout).toBe(true)
    expect(merged.sweep?.outputs).toMatchObject({
      result: 'passed',
      'repositories-scanned': '9',
      'repositories-failed': '0',
      'repositories-deferred': '0',
      'shards-missing': '',
      'report-file': 'sweep.json',
    })
    expect(commandLines(merged.sweep?.stdout ?? '', 'warning')).toContainEqual(
      expect.stringContaining(`Set aside shard ${failing} attempt 1`),
    )
    const report = readReport(merged)
    expect(report.schemaVersion).toBe(3)
    expect(report.repositories).toHaveLength(9)
    // Each repository bought once, on the key of its shard (shard i takes key i mod 3).
    expect([...startsPerRepository(env).values()]).toEqual(new Array(names.length).fill(1))
    const bought = scansByShard(env, readPlan(plan))
    expect(new Set(bought.map((b) => b.shard))).toEqual(new Set([0, 1, 2]))
    for (const b of bought)
      expect(b.keyPrefix, `shard ${b.shard}`).toBe(keys[b.shard % 3]?.slice(0, 12))
  })

  it('a shard cut by its time-budget defers the rest; the next scheduled run reuses what was scanned and covers the rest', async () => {
    const names = setUpOrganization(env, 12)
    env.emu.plan.scan = {
      statuses: ['queued', 'running', 'completed'],
      durationMs: 300,
      findings: { medium: 1 },
    }
    // Slow starts (1.5s each): a shard with 8s of budget starts scans in the first half of what
    // it does not keep to report (3.6s: the rest is to follow and read), so at most 3 of its 4 or
    // more (the fourth could be sent at 4.5s at the earliest).
    env.emu.faults.add({
      kind: 'latency',
      ms: 1_500,
      method: 'POST',
      path: '/scans',
      times: Infinity,
    })
    const night1 = startRun()
    runs.push(night1)
    const keys = addKeys(env)
    const ctx1 = matrixContextOf(env, night1, keys)
    const plan1 = await runJob(ctx1, 'plan')
    expect(plan1.ok, plan1.sweep?.stdout).toBe(true)
    const cut = largestShard(readPlan(plan1))
    expect(cut.size).toBeGreaterThanOrEqual(4)
    // The scenario's: this shard's budget, in seconds instead of hours.
    const shards1 = await runShards(ctx1, {
      shard: cut.shard,
      overrides: { 'time-budget': '8s' },
    })
    for (const shard of shards1) expect(shard.ok, shard.sweep?.stdout).toBe(true)
    const started = scansByShard(env, readPlan(plan1)).filter((b) => b.shard === cut.shard)
    expect(started.length).toBeLessThanOrEqual(3)
    const deferred = Number(shards1[cut.shard]?.sweep?.outputs['repositories-deferred'])
    expect(deferred).toBeGreaterThanOrEqual(cut.size - started.length)
    // Each deferred repository says why, in the job summary.
    expect(shards1[cut.shard]?.sweep?.summary).toContain(
      'Deferred to the next run\\: time-budget \\(8s\\) left no time to start its scan',
    )
    const merge1 = await runJob(ctx1, 'merge')
    expect(merge1.ok, merge1.sweep?.stdout).toBe(true)
    expect(merge1.sweep?.outputs).toMatchObject({
      result: 'passed',
      'repositories-deferred': String(deferred),
    })
    expect(Number(merge1.sweep?.outputs['repositories-scanned'])).toBe(names.length - deferred)
    // A scan started as the budget ran out is deferred too, and followed or reused next night.
    const bought = startsPerRepository(env).size
    env.emu.faults.clear()

    // The next night: a new run of the workflow, as pasted.
    const night2 = startRun()
    runs.push(night2)
    const ctx2 = matrixContextOf(env, night2, keys)
    const plan2 = await runJob(ctx2, 'plan')
    expect(plan2.ok, plan2.sweep?.stdout).toBe(true)
    expect(readPlan(plan2).sizing).toMatchObject({
      repositories: names.length,
      toScan: names.length - bought,
    })
    const { toReuse, toFollow } = readPlan(plan2).sizing
    expect(toReuse + toFollow).toBe(bought)
    const shards2 = await runShards(ctx2)
    for (const shard of shards2) expect(shard.ok, shard.sweep?.stdout).toBe(true)
    const merge2 = await runJob(ctx2, 'merge')
    expect(merge2.ok, merge2.sweep?.stdout).toBe(true)
    expect(merge2.sweep?.outputs).toMatchObject({
      result: 'passed',
      'repositories-scanned': String(names.length),
      'repositories-deferred': '0',
      'shards-missing': '',
    })
    expect(readReport(merge2).repositories).toHaveLength(names.length)
    expect([...startsPerRepository(env).values()]).toEqual(new Array(names.length).fill(1))
  })

  it('a night whose every repository was deferred (their scans stuck in triage) judged nothing: the merge fails with result unknown, nothing bought', async () => {
    const names = setUpOrganization(env, 3)
    // Scans an earlier night bought, held in human triage since an hour ago: the plan follows them.
    for (const name of names) {
      env.emu.seedScan({
        name: `${OWNER}/${name} main @ ${'c'.repeat(40)}`,
        scanType: 'full',
        status: 'triage',
        repoUrl: `https://github.com/${OWNER}/${name}`,
        branch: 'main',
        createdAt: Date.now() - 3_600_000,
      })
    }
    const run = startRun()
    runs.push(run)
    const ctx = matrixContextOf(env, run, addKeys(env))
    // The scenario's: the plan's time-budget, in seconds instead of hours.
    const plan = await runJob(ctx, 'plan', { overrides: { 'time-budget': '3s' } })
    expect(plan.ok, plan.sweep?.stdout).toBe(true)
    expect(readPlan(plan).sizing).toMatchObject({ toFollow: 3, toScan: 0, toReuse: 0 })
    // Each shard defers what its budget left running: its own part, not a failure of its own.
    const shards = await runShards(ctx)
    for (const shard of shards) expect(shard.ok, shard.sweep?.stdout).toBe(true)
    const deferred = shards.map((s) => Number(s.sweep?.outputs['repositories-deferred'] ?? 0))
    expect(deferred.reduce((a, b) => a + b, 0)).toBe(3)

    const merge = await runJob(ctx, 'merge')
    expect(merge.ok, merge.sweep?.stdout).toBe(false)
    expect(merge.sweep?.exitCode).not.toBe(0)
    expect(merge.sweep?.outputs).toMatchObject({
      result: 'unknown',
      'repositories-scanned': '0',
      'repositories-failed': '0',
      'repositories-deferred': '3',
      'shards-missing': '',
    })
    expect(commandLines(merge.sweep?.stdout ?? '', 'error')).toEqual([
      '::error::no repository was judged: 3 deferred to the next run',
    ])
    expect(env.requests('POST /scans')).toHaveLength(0)
  })
})
