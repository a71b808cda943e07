import { readConfig, type Config } from './config/inputs.js'
import { resolveScanTarget, type ScanTarget } from './config/target.js'
import { CheckRunReporter } from './github/check-run.js'
import { formatDuration } from './config/duration.js'
import { estimateCost, type StepDeps } from './flow/estimate.js'
import { collectFindings, findingsNeeded } from './flow/findings.js'
import type { RunPorts } from './flow/ports.js'
import { publishResults } from './flow/publish.js'
import { buildScanRequest, waitForScan } from './flow/scan.js'
import { countsFromScan, jobFails, newRunState, toScanReport, type RunState } from './flow/state.js'
import { sanitizeForLog } from './report/escape.js'
import { explain } from './service/errors.js'

/**
 * The whole flow: config → estimate → scan → wait → findings → report → gate. Every step records
 * what it learns in `state` first, so the `finally` can always publish what is known.
 */
export async function run(ports: RunPorts): Promise<void> {
  const state = newRunState()
  let checkRun: CheckRunReporter | undefined
  try {
    const config = loadConfig(ports)
    state.config = config
    const target = resolveScanTarget(config, ports.context)
    state.target = target
    checkRun = await openCheckRun(ports, config, target)
    const deps: StepDeps = {
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
    }
    await scanAndCollect(deps, config, target, state)
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
}

async function scanAndCollect(
  deps: StepDeps,
  config: Config,
  target: ScanTarget,
  state: RunState,
): Promise<void> {
  const estimated = await estimateCost(deps, config, target, (e) => (state.estimation = e))
  if (!estimated.ok) {
    state.stop = estimated.reason === 'failed' ? 'error' : estimated.reason
    state.problem = estimated.problem
    return
  }
  const request = buildScanRequest(config, target, estimated.estimation)
  const created = await deps.client.createScan(request, { signal: deps.signal })
  state.scanId = created.id
  state.scanStatus = typeof created.record.status === 'string' ? created.record.status : 'queued'
  deps.log.info(`Scan ${created.id} started (${target.scanType} scan of ${target.branch})`)
  if (!config.waitForCompletion) {
    state.stop = 'not-awaited'
    state.problem = `Scan ${created.id} started; not waiting for it (wait-for-completion: false)`
    return
  }
  const waited = await waitForScan(deps, created.id, {
    intervalMs: config.pollIntervalMs,
    timeoutMs: config.scanTimeoutMs,
    onStatus: (status) => (state.scanStatus = status),
  })
  if (waited.outcome !== 'completed') {
    state.stop = waited.outcome === 'failed' ? 'error' : waited.outcome
    state.problem = describeUnfinishedScan(created.id, waited.outcome, waited.status, config)
    deps.log.info(state.problem)
    return
  }
  state.scan = waited.scan
  state.counts = countsFromScan(waited.scan)
  if (state.counts === undefined) {
    state.stop = 'error'
    state.problem = `Scan ${created.id} completed without a findings_summary, so its findings cannot be counted; see it in the dashboard`
    return
  }
  state.collected = await collectFindings(
    deps.client,
    created.id,
    state.counts,
    findingsNeeded(config),
    deps.log,
    deps.signal,
  )
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

/** A cancellation outside the scan wait: say what was already started, never just "SIGTERM". */
function describeCancellation(state: RunState, config: Config): string {
  if (state.scanId !== undefined) {
    return describeUnfinishedScan(state.scanId, 'aborted', state.scanStatus, config)
  }
  const name = state.target ? ` named "${sanitizeForLog(state.target.name, 120)}"` : ''
  return state.estimation
    ? `The job was cancelled before the service confirmed a scan (cost estimation ${state.estimation.id}); if one was started, find the scan${name} in the dashboard`
    : 'The job was cancelled before a cost estimation was created'
}

function describeUnfinishedScan(
  id: string,
  outcome: 'failed' | 'timeout' | 'aborted',
  status: string | undefined,
  config: Config,
): string {
  // The status word comes from the service and ends up in the log: never a workflow command.
  const last = sanitizeForLog(status ?? 'unknown', 100)
  if (outcome === 'failed') return `Scan ${id} ended with status "${last}" and no results`
  const why =
    outcome === 'timeout'
      ? `did not complete within scan-timeout (${formatDuration(config.scanTimeoutMs)})`
      : 'was still running when the job was cancelled'
  return `Scan ${id} ${why}; last status: ${last}. It goes on running on the service: find it in the dashboard by its id`
}
