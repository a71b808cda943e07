import type { CommitHistory } from '../baseline/baseline.js'
import type { Clock } from '../common/clock.js'
import type { Logger } from '../common/logger.js'
import type { GitHubContext } from '../config/context.js'
import type { EventTarget } from '../config/event-target.js'
import type { GitHubApi, RepositoryFilesApi } from '../github/api.js'
import type { Workspace } from '../deps/workspace.js'
import type { GitHubClientOptions } from '../github/octokit.js'
import type { LogAnnotation } from '../report/annotations.js'
import type { ServiceClient, ServiceClientOptions } from '../service/client.js'

/**
 * Everything run() touches outside itself. The @actions adapter (../action/ports.ts) builds
 * these from the runner; a command-line entry for other CI systems, or a test, builds its own.
 */
export interface RunPorts {
  getInput(name: string): string
  /** Registers a value the runner must mask from every later log line. */
  setSecret(value: string): void
  log: Logger & { error(message: string): void }
  setOutput(name: string, value: string): void
  writeSummary(markdown: string): Promise<void>
  /** A line annotation shown on the run (when no check run can carry them). */
  annotate(annotation: LogAnnotation): void
  setFailed(message: string): void
  context: GitHubContext
  /**
   * What to scan as another CI system says it (the command line reads GitLab's, Jenkins'…
   * variables); absent on GitHub, where the event in `context` says it.
   */
  eventTarget?: EventTarget
  clock: Clock
  /** Jitter of waits, default Math.random; tests pass a fixed one. */
  random?: () => number
  /** Aborted on SIGINT/SIGTERM (job cancelled). */
  signal?: AbortSignal
  createServiceClient(options: ServiceClientOptions): ServiceClient
  createGitHubApi(options: GitHubClientOptions): Promise<GitHubApi>
  /**
   * Writes a file the workflow asked for (report-file, sarif-file), creating its directory. The
   * text comes in pieces, written in order as each comes (a large scan's report is never one
   * string); each is encoded on its own, so none ends inside a surrogate pair.
   */
  writeFile?: (path: string, chunks: Iterable<string>) => Promise<void>
  /**
   * Files of other commits, read as data, where there is no GitHub API: the command line reads
   * the clone's git objects (`via` says so in messages). A pull request's base policy is read so,
   * and `history` shows whether a baseline's commit is on the target branch (gate: new).
   */
  commitFiles?: { api: RepositoryFilesApi; via: string; history?: CommitHistory | undefined }
  /** The checked-out repository (GITHUB_WORKSPACE), read by the dependency check. */
  workspace?: Workspace
}
