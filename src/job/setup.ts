/**
 * Everything before the run's steps: masking and reading the inputs, redacting the key from every
 * port, resolving the target, reaching GitHub, opening the check run and building the service
 * client. It never throws: what stops the run here is returned, for the reports to say.
 */
import { keysOf } from '../common/secrets.js'
import { ConfigError, readConfig, type Config, type ReadOptions } from '../config/inputs.js'
import { resolveScanTarget, type ScanTarget } from '../config/target.js'
import type { GitHubConnection } from '../github/api.js'
import { CheckRunReporter } from '../github/check-run.js'
import type { RunParts } from '../outcome/outcome.js'
import type { LoadedPolicy } from '../policy/policy.js'
import type { StepDeps } from '../scan/step-deps.js'
import { describeCancellation } from '../scan/stop.js'
import { explain } from '../service/errors.js'
import type { RunPorts } from './ports.js'
import { loadPolicy } from './policy.js'
import { redactPorts } from './redact-ports.js'
import type { StepsScope } from './steps.js'

/** A run ready for its steps. */
export interface Ready {
  ok: true
  ports: RunPorts
  config: Config
  target: ScanTarget
  github: GitHubConnection
  checkRun: CheckRunReporter
  deps: StepDeps
  /** The policy file, when there is one. */
  policy?: LoadedPolicy
}

/** A run stopped before its steps, with what it knew. */
export interface NotReady {
  ok: false
  ports: RunPorts
  parts: RunParts
  github?: GitHubConnection
  checkRun?: CheckRunReporter
}

/**
 * `scope.dependenciesOnly` (`security-scan check-dependencies`): the policy file, which judges
 * findings and outages of the scan only, is not read.
 */
export async function setUpRun(base: RunPorts, scope: StepsScope = {}): Promise<Ready | NotReady> {
  // check-dependencies of the command line takes dependency-files as its own option: it reads
  // no policy file, where the action's and scan's lockfiles are listed.
  const opened = await openJob(base, {
    kept: scope.dependenciesOnly === true ? ['dependency-files'] : [],
  })
  const { ports } = opened
  if (!opened.ok) {
    ports.log.debug(stackOf(opened.error))
    const stop = ports.signal?.aborted ? 'aborted' : 'config'
    return { ok: false, ports, parts: { stopped: { stop, problem: opened.problem } } }
  }
  const { config } = opened
  let target: ScanTarget | undefined
  let github: GitHubConnection | undefined
  let checkRun: CheckRunReporter | undefined
  try {
    target = resolveScanTarget(config, ports.context, ports.eventTarget)
    github = await connectGitHub(ports, config, target)
    checkRun = await openCheckRun(github, ports, config, target)
    const deps = createStepDeps(ports, config)
    if (scope.dependenciesOnly === true) {
      return { ok: true, ports, config, target, github, checkRun, deps }
    }
    // Before anything is spent: a policy that cannot be read is never half-applied.
    const read = await loadPolicy(config, target, {
      workspace: ports.workspace,
      github: github.api === undefined && ports.commitFiles ? ports.commitFiles : github,
      nowMs: ports.clock.now(),
      log: ports.log,
    })
    if (!read.ok) {
      const parts: RunParts = { config, target, stopped: { stop: 'config', problem: read.problem } }
      return { ok: false, ports, parts, github, checkRun }
    }
    const policy = read.loaded
    return {
      ok: true,
      ports,
      config,
      target,
      github,
      checkRun,
      deps,
      policy,
    }
  } catch (error) {
    ports.log.debug(stackOf(error))
    const stop = ports.signal?.aborted ? 'aborted' : 'error'
    const problem =
      stop === 'aborted' ? describeCancellation({}, { config, target }) : describeSetUpError(error)
    const parts: RunParts = { config, target, stopped: { stop, problem } }
    return {
      ok: false,
      ports,
      parts,
      github,
      checkRun,
    }
  }
}

/** A job's inputs, read with its secrets kept out of every port; or why they cannot be read. */
export type OpenedJob =
  | { ok: true; ports: RunPorts; config: Config }
  | { ok: false; ports: RunPorts; problem: string; error: unknown }

/**
 * What every entry does first (a run, a sweep): masks the secrets, redacts them from every port,
 * then reads every input. The ports are redacted before the inputs are read, so that not even a
 * message about an input that is not valid carries a secret, on any port.
 */
export async function openJob(
  base: RunPorts,
  options: Omit<ReadOptions, 'loadYaml'> = {},
): Promise<OpenedJob> {
  // Each line of an input on its own too: the sweep's api-key holds a key a line, each sent alone;
  // a line of the private key is as secret as the whole.
  const secrets = SECRET_INPUTS.flatMap((name) => {
    const value = base.getInput(name)
    const lines = keysOf(value)
    return lines.length > 1 ? [value, ...lines] : [value]
  })
  // Masked before anything else is printed, including a config error that might echo inputs.
  for (const value of secrets) if (value) base.setSecret(value)
  // From here on, no text leaves with a secret in it, whatever the service sent. Inputs are
  // read trimmed (config/inputs.ts): the value the service and GitHub are sent.
  const ports = redactPorts(
    base,
    secrets.map((value) => value.trim()),
  )
  try {
    // The YAML reader only for a pentest input: most runs never load it.
    const loadYaml =
      ports.getInput('pentest').trim() === ''
        ? undefined
        : (await import('../policy/places.js')).loadYamlWithPlaces
    const config = readConfig((name) => ports.getInput(name), { ...options, loadYaml })
    for (const warning of config.warnings) ports.log.warning(warning)
    return { ok: true, ports, config }
  } catch (error) {
    return { ok: false, ports, problem: describeSetUpError(error), error }
  }
}

const SECRET_INPUTS = ['api-key', 'github-token', 'private-key'] as const

/** An input that is not valid, in one line (ConfigError); else the error as a person reads it. */
function describeSetUpError(error: unknown): string {
  return error instanceof ConfigError ? error.toLine() : explain(error)
}

function stackOf(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error)
}

export function createStepDeps(ports: RunPorts, config: Config): StepDeps {
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
    signal: ports.signal,
    random: ports.random,
  }
}

async function connectGitHub(
  ports: RunPorts,
  config: Config,
  target: ScanTarget,
): Promise<GitHubConnection> {
  const { owner, repo } = target
  if (!config.githubToken || !owner || !repo) return { reason: 'no github-token or repository' }
  return await reachGitHub(ports, config.githubToken, { owner, repo })
}

/** GitHub's API with `token`, for calls about `owner/repo`; or why it cannot be had. */
async function reachGitHub(
  ports: RunPorts,
  token: string,
  { owner, repo }: { owner: string; repo: string },
): Promise<GitHubConnection> {
  try {
    const api = await ports.createGitHubApi({
      token,
      apiUrl: ports.context.apiUrl,
      owner,
      repo,
      log: ports.log,
    })
    return { api }
  } catch (error) {
    return { reason: explain(error) }
  }
}

async function openCheckRun(
  github: GitHubConnection,
  ports: RunPorts,
  config: Config,
  target: ScanTarget,
): Promise<CheckRunReporter> {
  if (github.api === undefined) return new CheckRunReporter(undefined, ports.log, github.reason)
  const reporter = new CheckRunReporter(github.api, ports.log)
  // A target set by inputs has no head sha of its own: attach the check to the workflow's commit.
  await reporter.start(config.checkName, target.headSha ?? (ports.context.sha || undefined))
  return reporter
}
