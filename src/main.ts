import { ConfigError } from './config/inputs.js'
import { resolveScanTarget } from './config/target.js'
import type { CheckRunReporter } from './github/check-run.js'
import type { StepDeps } from './scan/estimate.js'
import { commentAfterReport, seenAtOf } from './scan/finding-comments.js'
import { describeMissingKey } from './run/no-key.js'
import { scanAndCollect } from './scan/scan-and-collect.js'
import type { RunPorts } from './run/ports.js'
import { redactPorts } from './run/redact-ports.js'
import {
  connectGitHub,
  createStepDeps,
  limitAnnotations,
  loadConfig,
  openCheckRun,
  startDependencyCheck,
  type GitHubConnection,
} from './run/setup.js'
import { describeCancellation, jobFails, newRunState, toScanReport } from './outcome/outcome.js'
import type { DependencyReport } from './outcome/model.js'
import { explain } from './service/errors.js'

/**
 * The whole flow: config → target → check run → estimate, scan, wait, findings (and, beside
 * them, the dependency check) → report → gate. Every step records what it learns in `state`
 * first, so the report can always publish what is known.
 *
 * Without ports it runs as a GitHub Action, on the runner's own (@actions/core): what
 * `npx @github/local-action run . src/main.ts .env` calls, and dist/index.js too. Another entry
 * (a command line for other CI systems, a test) passes ports of its own.
 */
export async function run(given?: RunPorts): Promise<void> {
  const base = given ?? (await import('./runner/actions.js')).createActionsPorts()
  let ports = base
  const state = newRunState()
  let checkRun: CheckRunReporter | undefined
  let deps: StepDeps | undefined
  let dependencyCheck: Promise<DependencyReport | undefined> | undefined
  let github: GitHubConnection | undefined
  try {
    const config = loadConfig(ports)
    // From here on, no text leaves with the key in it, whatever the service sent.
    ports = redactPorts(base, [config.apiKey, config.githubToken])
    state.config = config
    const target = resolveScanTarget(config, ports.context)
    state.target = target
    github = await connectGitHub(ports, config, target)
    checkRun = await openCheckRun(github, ports, config, target)
    deps = createStepDeps(ports, config)
    if (config.checkDependencies) {
      dependencyCheck = startDependencyCheck(deps, ports, config, target, github)
    }
    if (config.apiKey === undefined) {
      state.stop = 'no-key'
      state.problem = describeMissingKey(target, ports.context.eventName, config.checkDependencies)
    } else await scanAndCollect(deps, config, target, state, ports.context.runAttempt)
  } catch (error) {
    state.stop = ports.signal?.aborted ? 'aborted' : state.config ? 'error' : 'config'
    state.problem =
      state.stop === 'aborted' && state.config
        ? describeCancellation(state, state.config)
        : error instanceof ConfigError
          ? error.toLine()
          : explain(error)
    ports.log.debug(error instanceof Error ? (error.stack ?? error.message) : String(error))
  }
  const dependencies = await dependencyCheck
  if (dependencies !== undefined) state.dependencies = dependencies
  if (state.config !== undefined && state.collected !== undefined) {
    const annotated = await limitAnnotations(
      state.config,
      state.target,
      github,
      state.collected.findings,
    )
    if (annotated !== undefined) state.annotated = annotated
  }
  try {
    const report = toScanReport(state)
    // The reports are loaded here, not at start: the service has been working meanwhile.
    const { publishResults } = await import('./run/publish.js')
    await publishResults(state, report, ports, checkRun, github)
    if (jobFails(state, report)) ports.setFailed(report.gate.reason)
    else if (report.gate.result === 'warned' || report.gate.result === 'unknown') {
      ports.log.warning(report.gate.reason)
    } else ports.log.info(state.problem ?? report.gate.reason)
  } catch (error) {
    ports.setFailed(`Could not report the results: ${explain(error)}`)
  }
  if (deps !== undefined) {
    await commentAfterReport(deps, state, seenAtOf(ports.context, state.target?.prNumber))
  }
}
