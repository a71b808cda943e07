/**
 * check-dependencies beside the scan: it costs no credits and no request of the key, and on
 * pull_request_target it reads the pull request's own lockfiles as data through GitHub's API.
 */
import type { Config } from '../config/inputs.js'
import type { ScanTarget } from '../config/target.js'
import type { DependencyCheckDeps, DependencyCheckScope } from '../deps/check.js'
import { emptyDependencyReport, type DependencyReport } from '../deps/report.js'
import type { GitHubApi, GitHubConnection } from '../github/api.js'
import { describeGitHubError } from '../github/check-run.js'
import { deadlineFrom, type StepDeps } from '../scan/step-deps.js'
import { explain } from '../service/errors.js'
import type { RunPorts } from './ports.js'

/**
 * Starts check-dependencies, which runs while the scan is polled: it costs no credits and no
 * request of the key. Resolves undefined when the job is cancelled (the run reports that). The
 * lockfile parsers are loaded here, on first use: most runs never need them. `patterns` are the
 * dependency-files globs of the lockfiles to read.
 */
export function startDependencyCheck(
  deps: StepDeps,
  ports: RunPorts,
  config: Config,
  target: ScanTarget,
  github: GitHubConnection,
  patterns: readonly string[],
): Promise<DependencyReport | undefined> {
  const { api } = github
  const pr = target.prNumber
  const checkDeps: DependencyCheckDeps = {
    client: deps.client,
    log: deps.log,
    signal: deps.signal,
    workspace: ports.workspace,
  }
  const scope: DependencyCheckScope = {
    patterns,
    deadline: deadlineFrom(deps.clock, config.scanTimeoutMs, 'scan-timeout'),
  }
  if (pr !== undefined) {
    scope.pullRequest = { number: pr }
    if (api) scope.pullRequest.listChangedFiles = () => api.listPullRequestFiles(pr)
    // Its checkout is the base branch: the pull request's own lockfiles are only on GitHub.
    if (target.base?.checkedOut === true) {
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
