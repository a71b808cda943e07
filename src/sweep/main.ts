/**
 * The sweep's entry (main.ts calls it for the sweep's action, and for v1's repositories input of
 * the gate's action): inputs → GitHub →
 * the sweep's steps → one outcome → reports → one gate. Never throws: what stops it is reported
 * with what was known, as a run of one repository does.
 */
import type { ActionEntry } from '../config/actions.js'
import { GATE_DEFAULTS, type Config } from '../config/inputs.js'
import type { GitHubApi } from '../github/api.js'
import type { RunPorts } from '../job/ports.js'
import { createStepDeps, openJob, reachGitHub } from '../job/setup.js'
import { decideVerdict, endJob, endOfStop } from '../job/verdict.js'
import { explain } from '../service/errors.js'
import { decideSweep, endOfSweep } from './outcome.js'
import { publishSweep, publishSweepBasics } from './publish.js'
import { runSweepSteps, type SweepRun } from './steps.js'

type SweepConfig = Config & { sweep: NonNullable<Config['sweep']> }

export async function runSweep(base: RunPorts, entry: ActionEntry): Promise<void> {
  const opened = await openJob(base, { entry })
  const { ports } = opened
  if (!opened.ok) {
    // What is known is still reported: nothing, and why.
    const outcome = decideSweep({ items: [], problem: opened.problem }, GATE_DEFAULTS)
    await publishSweepBasics(outcome, ports)
    endJob(decideVerdict(endOfStop(opened.problem, { invalid: true })), ports)
    return
  }
  const { config } = opened
  if (config.sweep === undefined) {
    endJob(decideVerdict(endOfStop('repositories: not set', { invalid: true })), ports)
    return
  }
  const sweepConfig: SweepConfig = { ...config, sweep: config.sweep }
  const github = await connect(ports, sweepConfig)
  const run = await stepsOrStop(ports, sweepConfig, github)
  const outcome = decideSweep(run, sweepConfig)
  try {
    await publishSweep(outcome, ports, sweepConfig, github)
  } catch (error) {
    ports.log.warning(`Could not report the sweep: ${explain(error)}`)
  }
  endJob(decideVerdict(endOfSweep(outcome)), ports)
}

async function stepsOrStop(
  ports: RunPorts,
  config: SweepConfig,
  github: GitHubApi | undefined,
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
    })
  } catch (error) {
    ports.log.debug(error instanceof Error ? (error.stack ?? error.message) : String(error))
    return { items: [], problem: explain(error) }
  }
}

async function connect(ports: RunPorts, config: SweepConfig): Promise<GitHubApi | undefined> {
  if (config.githubToken === undefined) return undefined
  const [owner = '', repo = ''] = ports.context.repository.split('/')
  const github = await reachGitHub(ports, config.githubToken, { owner, repo })
  if (github.api === undefined)
    ports.log.warning(`GitHub's API cannot be reached: ${github.reason}`)
  return github.api
}
