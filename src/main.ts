import { readConfig, type Config } from './config/inputs.js'
import { resolveScanTarget, type ScanTarget } from './config/target.js'
import { CheckRunReporter } from './github/check-run.js'
import type { StepDeps } from './flow/estimate.js'
import { commentAfterReport, seenAtOf } from './flow/comments.js'
import { scanAndCollect } from './flow/pipeline.js'
import type { RunPorts } from './flow/ports.js'
import { publishResults } from './flow/publish.js'
import { describeCancellation, jobFails, newRunState, toScanReport } from './flow/state.js'
import { explain } from './service/errors.js'

/**
 * The whole flow: config → target → check run → estimate, scan, wait, findings → report → gate.
 * Every step records what it learns in `state` first, so the `finally` can always publish what is
 * known.
 */
export async function run(ports: RunPorts): Promise<void> {
  const state = newRunState()
  let checkRun: CheckRunReporter | undefined
  let deps: StepDeps | undefined
  try {
    const config = loadConfig(ports)
    state.config = config
    const target = resolveScanTarget(config, ports.context)
    state.target = target
    checkRun = await openCheckRun(ports, config, target)
    deps = createStepDeps(ports, config)
    await scanAndCollect(deps, config, target, state, ports.context.runAttempt)
  } catch (error) {
    state.stop = ports.signal?.aborted ? 'aborted' : state.config ? 'error' : 'config'
    state.problem =
      state.stop === 'aborted' && state.config
        ? describeCancellation(state, state.config)
        : explain(error)
    ports.log.debug(error instanceof Error ? (error.stack ?? error.message) : String(error))
  }
  try {
    const report = toScanReport(state)
    await publishResults(state, report, ports, checkRun)
    if (jobFails(state, report)) ports.setFailed(state.problem ?? report.gate.reason)
    else if (report.gate.result === 'warned') ports.log.warning(report.gate.reason)
    else ports.log.info(state.problem ?? report.gate.reason)
  } catch (error) {
    ports.setFailed(`Could not report the results: ${explain(error)}`)
  }
  if (deps !== undefined) {
    await commentAfterReport(deps, state, seenAtOf(ports.context, state.target?.prNumber))
  }
}

function loadConfig(ports: RunPorts): Config {
  // Masked before anything else is printed, including a config error that might echo inputs.
  for (const secret of ['api-key', 'github-token']) {
    const value = ports.getInput(secret)
    if (value) ports.setSecret(value)
  }
  const config = readConfig((name) => ports.getInput(name))
  for (const warning of config.warnings) ports.log.warning(warning)
  return config
}

function createStepDeps(ports: RunPorts, config: Config): StepDeps {
  return {
    client: ports.createServiceClient({
      baseUrl: config.baseUrl,
      apiKey: config.apiKey,
      logger: ports.log,
      clock: ports.clock,
      maxRequestsPerMinute: config.maxRequestsPerMinute,
    }),
    clock: ports.clock,
    log: ports.log,
    ...(ports.signal ? { signal: ports.signal } : {}),
    ...(ports.random ? { random: ports.random } : {}),
  }
}

async function openCheckRun(
  ports: RunPorts,
  config: Config,
  target: ScanTarget,
): Promise<CheckRunReporter> {
  const { owner, repo } = target
  if (!config.githubToken || !owner || !repo) {
    return new CheckRunReporter(undefined, ports.log, 'no github-token or repository')
  }
  let api
  try {
    api = await ports.createCheckRunApi({
      token: config.githubToken,
      apiUrl: ports.context.apiUrl,
      owner,
      repo,
      log: ports.log,
    })
  } catch (error) {
    return new CheckRunReporter(undefined, ports.log, explain(error))
  }
  const reporter = new CheckRunReporter(api, ports.log)
  // A target set by inputs has no head sha of its own: attach the check to the workflow's commit.
  await reporter.start(config.checkName, target.headSha ?? (ports.context.sha || undefined))
  return reporter
}
