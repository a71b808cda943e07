/**
 * The sweep's entry (main.ts calls it for the sweep's action, and for v1's repositories input of
 * the gate's action): inputs → GitHub →
 * the sweep's steps → one outcome → reports → one gate. Never throws: what stops it is reported
 * with what was known, as a run of one repository does.
 */
import type { ActionEntry } from '../config/actions.js'
import { ConfigError, GATE_DEFAULTS } from '../config/inputs.js'
import { modeOf, readMatrixConfig, type MatrixConfig } from '../config/matrix.js'
import type { GitHubApi } from '../github/api.js'
import type { RunPorts } from '../job/ports.js'
import { createStepDeps, openJob } from '../job/setup.js'
import { decideVerdict, endJob, endOfStop } from '../job/verdict.js'
import { explain } from '../service/errors.js'
import { connectSweep } from './connect.js'
import { decideSweep, endOfSweep } from './outcome.js'
import { publishAsRead, publishSweep, publishSweepBasics, type AsRead } from './publish.js'
import { runMerge } from './merge/run.js'
import { runPlan } from './plan/run.js'
import { runShard } from './shard/run.js'
import { runSweepSteps, type SweepRun } from './steps.js'
import type { SweepJobConfig } from './model.js'

export async function runSweep(base: RunPorts, entry: ActionEntry): Promise<void> {
  // v1's sweep through the gate's action has no mode: a sweep of one job.
  const mode = entry === 'sweep' ? modeOf(base.getInput('mode')) : 'sweep'
  const opened = await openJob(base, { entry, sweepMode: mode })
  const { ports } = opened
  let matrix: MatrixConfig | undefined
  let problem = opened.ok ? undefined : opened.problem
  if (opened.ok && entry === 'sweep') {
    try {
      matrix = readMatrixConfig((name) => ports.getInput(name))
    } catch (error) {
      problem = explain(error instanceof ConfigError ? error.toLine() : error)
    }
  }
  if (!opened.ok || problem !== undefined) {
    // What is known is still reported: nothing, and why.
    const why = problem ?? 'inputs not read'
    const outcome = decideSweep({ items: [], problem: why }, GATE_DEFAULTS)
    await publishSweepBasics(outcome, ports)
    endJob(decideVerdict(endOfStop(why, { invalid: true })), ports)
    return
  }
  const { config } = opened
  if (config.sweep === undefined) {
    endJob(decideVerdict(endOfStop('repositories: not set', { invalid: true })), ports)
    return
  }
  const sweepConfig: SweepJobConfig = { ...config, sweep: config.sweep }
  if (matrix?.mode === 'merge') {
    await runMerge(ports, sweepConfig, matrix)
    return
  }
  const github = await connectSweep(ports, sweepConfig.githubToken, matrix)
  if (matrix?.mode === 'plan' && matrix.shards !== undefined) {
    await runPlan(ports, sweepConfig, { ...matrix, shards: matrix.shards }, github)
    return
  }
  if (matrix?.mode === 'shard' && matrix.shard !== undefined) {
    await runShard(ports, sweepConfig, { ...matrix, shard: matrix.shard }, github)
    return
  }
  const asRead = publishAsRead(ports, sweepConfig, github)
  const run = await stepsOrStop(ports, sweepConfig, github, asRead)
  const outcome = decideSweep(run, sweepConfig)
  try {
    await publishSweep(outcome, ports, sweepConfig, github, asRead)
  } catch (error) {
    ports.log.warning(`Could not report the sweep: ${explain(error)}`)
  }
  endJob(decideVerdict(endOfSweep(outcome)), ports)
}

async function stepsOrStop(
  ports: RunPorts,
  config: SweepJobConfig,
  github: GitHubApi | undefined,
  asRead: AsRead,
): Promise<SweepRun> {
  if (config.apiKey === undefined) {
    return { items: [], problem: 'api-key is empty: a sweep needs the key of the service' }
  }
  try {
    return await runSweepSteps({
      deps: createStepDeps(ports, config),
      config,
      github,
      serverUrl: ports.context.serverUrl,
      runAttempt: ports.context.runAttempt,
      onItem: asRead.onItem,
    })
  } catch (error) {
    ports.log.debug(error instanceof Error ? (error.stack ?? error.message) : String(error))
    return { items: [], problem: explain(error) }
  }
}
