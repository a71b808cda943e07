/**
 * The steps before the flow proper: masking and reading the inputs, reaching GitHub, opening the
 * check run, building the service client, and starting the dependency check beside the scan.
 */
import { readConfig, type Config } from '../config/inputs.js'
import type { ScanTarget } from '../config/target.js'
import type { DependencyCheckDeps, DependencyCheckScope } from '../deps/check.js'
import type { GitHubApi } from '../github/api.js'
import { CheckRunReporter, describeGitHubError } from '../github/check-run.js'
import { emptyDependencyReport, type DependencyReport } from '../outcome/model.js'
import { explain } from '../service/errors.js'
import type { Finding } from '../service/finding.js'
import { isInChangedCode, readChangedCode } from '../github/changed-code.js'
import { deadlineFrom, type StepDeps } from '../scan/estimate.js'
import type { RunPorts } from './ports.js'

export function loadConfig(ports: RunPorts): Config {
  // Masked before anything else is printed, including a config error that might echo inputs.
  for (const secret of ['api-key', 'github-token']) {
    const value = ports.getInput(secret)
    if (value) ports.setSecret(value)
  }
  const config = readConfig((name) => ports.getInput(name))
  for (const warning of config.warnings) ports.log.warning(warning)
  return config
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
    ...(ports.signal ? { signal: ports.signal } : {}),
    ...(ports.random ? { random: ports.random } : {}),
  }
}

/** The GitHub API, or why there is none (no token, no repository, Octokit not loadable). */
export type GitHubConnection = { api: GitHubApi } | { api?: undefined; reason: string }

export async function connectGitHub(
  ports: RunPorts,
  config: Config,
  target: ScanTarget,
): Promise<GitHubConnection> {
  const { owner, repo } = target
  if (!config.githubToken || !owner || !repo) return { reason: 'no github-token or repository' }
  try {
    const api = await ports.createGitHubApi({
      token: config.githubToken,
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

export async function openCheckRun(
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

/**
 * Starts check-dependencies, which runs while the scan is polled: it costs no credits and no
 * request of the key. Resolves undefined when the job is cancelled (the run reports that). The
 * lockfile parsers are loaded here, on first use: most runs never need them.
 */
export function startDependencyCheck(
  deps: StepDeps,
  ports: RunPorts,
  config: Config,
  target: ScanTarget,
  github: GitHubConnection,
): Promise<DependencyReport | undefined> {
  const { api } = github
  const pr = target.prNumber
  const checkDeps: DependencyCheckDeps = {
    client: deps.client,
    log: deps.log,
    ...(deps.signal ? { signal: deps.signal } : {}),
    ...(ports.workspace ? { workspace: ports.workspace } : {}),
  }
  const scope: DependencyCheckScope = {
    patterns: config.dependencyFiles,
    deadline: deadlineFrom(deps.clock, config.scanTimeoutMs, 'scan-timeout'),
  }
  if (pr !== undefined) {
    scope.pullRequest = { number: pr }
    if (api) scope.pullRequest.listChangedFiles = () => api.listPullRequestFiles(pr)
    // Its checkout is the base branch: the pull request's own lockfiles are only on GitHub.
    if (ports.context.eventName === 'pull_request_target') {
      scope.pullRequest.head = readPullRequestHead(api, target.headSha)
    }
  }
  const check = import('../deps/check.js').then(({ checkDependencies }) =>
    checkDependencies(checkDeps, scope),
  )
  // Handled at once: a rejection while the scan is still followed must not go unhandled. A check
  // that could not even start (its code failed to load) fails closed, like one that stopped.
  return check.catch((error: unknown) =>
    deps.signal?.aborted
      ? undefined
      : {
          ...emptyDependencyReport(),
          problem: `the dependency check could not run: ${explain(error)}`,
        },
  )
}

/** The pull request's head commit, whose files are read as data through GitHub's API. */
function readPullRequestHead(
  api: GitHubApi | undefined,
  sha: string | undefined,
): NonNullable<NonNullable<DependencyCheckScope['pullRequest']>['head']> {
  if (sha === undefined) return {}
  if (api === undefined) return { sha }
  return {
    sha,
    readFile: async (path) => {
      try {
        return await api.readFileAtCommit(path, sha)
      } catch (error) {
        throw new Error(
          `not read at ${sha.slice(0, 7)} through GitHub's API: ${describeGitHubError(error)}`,
        )
      }
    },
  }
}

/**
 * annotate changed-files/changed-lines: on a pull request, the findings in the code it changed,
 * and one line saying how many were left out. Undefined (annotate all) when not asked, not a PR,
 * or the PR's files cannot be listed, which the note then says.
 */
export async function limitAnnotations(
  config: Config,
  target: ScanTarget | undefined,
  github: GitHubConnection | undefined,
  findings: readonly Finding[],
): Promise<{ findings: Finding[]; note: string } | undefined> {
  if (config.annotate === 'all' || target?.prNumber === undefined) return undefined
  const pr = `PR #${target.prNumber}`
  const where = config.annotate === 'changed-lines' ? 'lines' : 'files'
  if (github?.api === undefined) {
    return {
      findings: [...findings],
      note: `Every finding is annotated: the files ${pr} changes cannot be listed (${github?.reason ?? 'no GitHub API'}).`,
    }
  }
  let changes
  try {
    changes = await github.api.listPullRequestChanges(target.prNumber)
  } catch (error) {
    return {
      findings: [...findings],
      note: `Every finding is annotated: the files ${pr} changes could not be listed (${explain(error)}).`,
    }
  }
  const code = readChangedCode(changes, config.annotate)
  const kept = findings.filter((finding) => isInChangedCode(finding, code))
  const left = findings.length - kept.length
  return {
    findings: kept,
    note: `Annotations are limited to the ${where} ${pr} changes: ${left} of the ${findings.length} findings read are not annotated; the gate counts every finding of the scan.`,
  }
}
