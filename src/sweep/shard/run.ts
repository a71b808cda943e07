/**
 * mode: shard, one matrix job of a planned sweep: its part of the plan, on its key, at its share
 * of the key's rate, within its time-budget; its report file is what the merge reads. A shard
 * fails only when it could not judge what it was given (GitHub's "re-run failed jobs" then re-runs
 * it alone, and it buys nothing twice); a breach is the merge's to fail on.
 */
import { formatDuration } from '../../config/duration.js'
import type { MatrixConfig } from '../../config/matrix.js'
import type { GitHubApi } from '../../github/api.js'
import type { RunPorts } from '../../job/ports.js'
import { createStepDeps } from '../../job/setup.js'
import { decideVerdict, endJob, endOfStop } from '../../job/verdict.js'
import { explain } from '../../service/errors.js'
import type { ShardPlan, ShardRepository, SweepJobConfig } from '../model.js'
import { decideSweep, endOfSweep } from '../outcome.js'
import { planFileSchema, type PlanFile, type PlannedRepository } from '../plan/file.js'
import { SHARD_TIME, shardRequestsPerMinute } from '../plan/plan.js'
import { publishAsRead, publishSweep, publishSweepBasics, type AsRead } from '../publish.js'
import { runSweepSteps, type SweepRun } from '../steps.js'

/** The largest plan file read: 10,000 repositories with their scans take about 5 MB. */
const MAX_PLAN_BYTES = 256 * 1024 * 1024

export async function runShard(
  ports: RunPorts,
  config: SweepJobConfig,
  matrix: MatrixConfig & { shard: number },
  github: GitHubApi | undefined,
): Promise<void> {
  const read = await readPlan(ports, matrix.planFile)
  const problem =
    'problem' in read
      ? read.problem
      : matrix.keys.length === 0
        ? 'api-key is empty: a shard needs a key of the service (one a line, shard i takes key i mod their number)'
        : matrix.shard >= read.plan.shards
          ? `shard: ${matrix.shard} is not a shard of the plan, which has ${read.plan.shards} (0 to ${read.plan.shards - 1})`
          : undefined
  if (problem !== undefined || !('plan' in read)) {
    const outcome = decideSweep({ items: [], problem }, config)
    await publishSweepBasics(outcome, ports, { jobSummary: config.jobSummary })
    endJob(decideVerdict(endOfStop(problem ?? 'no plan', { invalid: false })), ports)
    return
  }
  const { plan } = read
  const index = matrix.shard
  const keys = matrix.keys
  const shardConfig: SweepJobConfig = {
    ...config,
    apiKey: keys[index % keys.length],
    maxRequestsPerMinute: shardRequestsPerMinute({ ...plan, keys: keys.length }, index),
    maxCredits: plan.creditsPerShard?.[index] ?? config.maxCredits,
  }
  const deps = createStepDeps(ports, shardConfig)
  // One time-budget: the plan's, or the shard's own when its step sets a shorter one.
  const ownBudget = ports.getInput('time-budget').trim() !== ''
  const budgetMs = ownBudget ? Math.min(plan.timeBudgetMs, matrix.timeBudgetMs) : plan.timeBudgetMs
  const shard = {
    ...planShard(plan, index, budgetMs, deps.clock.now(), ports.context.serverUrl),
    scanTimeoutSet: ports.getInput('scan-timeout').trim() !== '',
  }

  ports.log.info(
    `Shard ${index} of ${plan.shards} (0 to ${plan.shards - 1}): ${shard.repositories.length} repositories, key ${(index % keys.length) + 1} of ${keys.length}, ${shardConfig.maxRequestsPerMinute} requests a minute, ${shard.budget}`,
  )
  const asRead = publishAsRead(ports, shardConfig, github)
  let run: SweepRun
  try {
    run = await runSweepSteps({
      deps,
      config: shardConfig,
      github,
      serverUrl: ports.context.serverUrl,
      runAttempt: ports.context.runAttempt,
      shard,
      onItem: asRead.onItem,
    })
  } catch (error) {
    run = { items: [], problem: explain(error) }
  }
  await reportShard(ports, run, { config: shardConfig, plan, index, github, asRead })
}

/** The shard's outcome, reported for the merge; the job fails only when it could not judge. */
async function reportShard(
  ports: RunPorts,
  run: SweepRun,
  {
    config: shardConfig,
    plan,
    index,
    github,
    asRead,
  }: {
    config: SweepJobConfig
    plan: PlanFile
    index: number
    github: GitHubApi | undefined
    asRead: AsRead
  },
): Promise<void> {
  // Whether the night judged anything is the merge's to say: a shard judges only its part.
  const outcome = decideSweep(run, shardConfig, 'shard')
  if (run.items.length === 0 && run.problem === undefined) {
    // A shard the hash left empty: nothing to judge is its whole, passed, result.
    outcome.gate = {
      ...outcome.gate,
      result: 'passed',
      reason: `Shard ${index}: no repository of the plan falls in it`,
    }
  }
  outcome.shard = {
    index,
    count: plan.shards,
    runAttempt: ports.context.runAttempt,
    planCreatedAt: plan.createdAt,
    startsStopped: run.startsStopped,
  }
  try {
    await publishSweep(outcome, ports, shardConfig, github, asRead)
  } catch (error) {
    ports.log.warning(`Could not report the shard: ${explain(error)}`)
  }
  ports.setOutput('repositories-deferred', String(outcome.counts.deferred))
  const end = endOfSweep(outcome)
  // The merge fails the sweep on a breach; a shard fails only when it could not judge.
  const breach = end.gate.result === 'failed'
  endJob(
    decideVerdict({
      ...end,
      gate: breach ? { ...end.gate, result: 'warned' } : end.gate,
      fails: end.gate.result === 'unknown',
    }),
    ports,
  )
}

/** The plan file, checked; or why it cannot be used, naming the input. */
export async function readPlan(
  ports: RunPorts,
  path: string,
): Promise<{ plan: PlanFile } | { problem: string }> {
  const workspace = ports.workspace
  if (workspace === undefined) return { problem: 'plan-file: there is no workspace to read it in' }
  let parsed: unknown
  try {
    parsed = JSON.parse(await workspace.readText(path, MAX_PLAN_BYTES))
  } catch (error) {
    return {
      problem: `plan-file: ${path} could not be read (${explain(error)}); download the plan job's artifact into the workspace before this step`,
    }
  }
  const checked = planFileSchema.safeParse(parsed)
  if (!checked.success) {
    const issue = checked.error.issues[0]
    return {
      problem: `plan-file: ${path} is not a plan of this action (${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''})`,
    }
  }
  return { plan: checked.data }
}

/** This shard's repositories, and the times its budget sets, counted from `startMs`. */
function planShard(
  plan: PlanFile,
  index: number,
  timeBudgetMs: number,
  startMs: number,
  serverUrl: string,
): ShardPlan {
  const repositories = plan.repositories
    .filter((r) => r.shard === index)
    .map((r) => toShardRepository(r, serverUrl))
  const reserve = Math.min(
    timeBudgetMs * SHARD_TIME.REPORT_SHARE,
    repositories.length * SHARD_TIME.REPORT_MS_PER_REPOSITORY,
  )
  const following = timeBudgetMs - reserve
  return {
    repositories,
    planCreatedAtMs: Date.parse(plan.createdAt),
    startUntilMs: startMs + following * SHARD_TIME.START_SHARE,
    endByMs: startMs + following,
    budget: `time-budget (${formatDuration(timeBudgetMs)})`,
    previousLook: plan.gate === 'new' ? { reuseMaxAgeMs: plan.reuseMaxAgeMs } : undefined,
  }
}

function toShardRepository(r: PlannedRepository, serverUrl: string): ShardRepository {
  const [owner = '', name = ''] = r.fullName.split('/')
  return {
    repository: {
      ...(r.id === undefined ? {} : { id: r.id }),
      fullName: r.fullName,
      owner,
      name,
      repoUrl: `${serverUrl}/${r.fullName}`,
      branch: r.branch,
    },
    action: r.action,
    scan: r.scan,
    problem: r.problem,
    previous: r.previous,
    first: r.first,
  }
}
