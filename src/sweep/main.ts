/**
 * Sweep mode's entry (main.ts calls it when the repositories input is set): inputs → GitHub →
 * the sweep's steps → one outcome → reports → one gate. Never throws: what stops it is reported
 * with what was known, as a run of one repository does.
 */
import { ConfigError, GATE_DEFAULTS, type Config } from '../config/inputs.js'
import type { GitHubApi } from '../github/api.js'
import type { RunPorts } from '../job/ports.js'
import { redactPorts } from '../job/redact-ports.js'
import { createStepDeps, loadConfig, reachGitHub } from '../job/setup.js'
import { explain } from '../service/errors.js'
import type { SweepOutcome } from './model.js'
import { decideSweep, stillRunning, sweepFails } from './outcome.js'
import { publishSweep, publishSweepBasics } from './publish.js'
import { runSweepSteps, type SweepRun } from './steps.js'

type SweepConfig = Config & { sweep: NonNullable<Config['sweep']> }

export async function runSweep(base: RunPorts): Promise<void> {
  let ports = base
  let config: Config
  try {
    config = loadConfig(ports)
  } catch (error) {
    const problem = error instanceof ConfigError ? error.toLine() : explain(error)
    // What is known is still reported: nothing, and why.
    const outcome = decideSweep({ items: [], problem }, GATE_DEFAULTS)
    await publishSweepBasics(outcome, ports)
    ports.setFailed(problem)
    return
  }
  ports = redactPorts(base, [config.apiKey, config.githubToken])
  if (config.sweep === undefined) {
    ports.setFailed('repositories: not set')
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
  finish(outcome, ports)
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
      ...(github ? { github } : {}),
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

/** The log's last word, and the job's end: the scans a re-run would pick up are listed. */
function finish(outcome: SweepOutcome, ports: RunPorts): void {
  const unfinished = stillRunning(outcome)
  if (unfinished.length > 0) {
    ports.log.info(
      `Scans still running on the service (a re-run follows them, and pays for none twice): ${unfinished
        .map((i) => `${i.repository.fullName} ${i.outcome.scan?.id ?? ''}`)
        .join(', ')}`,
    )
  }
  if (sweepFails(outcome)) ports.setFailed(outcome.gate.reason)
  // Repositories left unscanned are never silent, even in a sweep that passes.
  else if (outcome.gate.result === 'warned' || outcome.counts.skipped > 0) {
    ports.log.warning(outcome.gate.reason)
  } else ports.log.info(outcome.gate.reason)
}
