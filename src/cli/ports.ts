/**
 * The command line's side of the ports: inputs from its options, the log on stderr, files and
 * stdout for the reports, the checkout it runs in. What only a GitHub runner has (outputs, the job
 * summary, annotations, a GitHub API) is not there: the reports say it all.
 */
import { systemClock } from '../common/clock.js'
import { writeNewFile } from '../common/files.js'
import { createWorkspace } from '../deps/workspace.js'
import type { RunPorts } from '../job/ports.js'
import { ServiceClient } from '../service/client.js'
import type { CliLog } from './log.js'
import { createGitCommitFiles, type LocalGit } from './git.js'
import type { CliEvent } from './target.js'

/** The path that means standard output in --output and for --format. */
export const STDOUT_PATH = '-'

export interface CliPortsOptions {
  inputs: Readonly<Record<string, string>>
  log: CliLog
  target: CliEvent
  /** The checkout: the working directory. */
  cwd: string
  /** git (git.ts createLocalGit), which reads files of other commits from the clone. */
  git: Pick<LocalGit, 'program' | 'checkout'>
  stdout: { write(text: string): unknown }
  signal: AbortSignal
}

export function createCliPorts(options: CliPortsOptions): RunPorts {
  const { inputs, log, target, cwd, stdout } = options
  return {
    getInput: (name) => inputs[name] ?? '',
    // Nothing masks lines after the fact here: every port's text is redacted (job/redact-ports.ts).
    setSecret: () => undefined,
    log,
    setOutput: () => undefined,
    writeSummary: () => Promise.resolve(),
    annotate: () => undefined,
    setFailed: (message) => {
      log.error(message)
    },
    context: target.context,
    eventTarget: target.event,
    clock: systemClock,
    signal: options.signal,
    createServiceClient: (clientOptions) => new ServiceClient(clientOptions),
    createGitHubApi: () =>
      Promise.reject(new Error('there is no GitHub API outside GitHub Actions')),
    workspace: createWorkspace(cwd),
    commitFiles: createGitCommitFiles(options.git.checkout, options.git.program),
    writeFile: async (path, chunks) => {
      if (path === STDOUT_PATH) {
        for (const chunk of chunks) stdout.write(chunk)
        return
      }
      // Never through a link: a change may commit one named like a report (common/files.ts).
      await writeNewFile(cwd, path, chunks)
    },
  }
}
