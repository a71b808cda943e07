// fs.promises, read where used: loading node:fs/promises at start costs about 5 ms (see deps/workspace.ts).
import { promises as fs, readFileSync } from 'node:fs'
import { dirname } from 'node:path'
import * as core from '@actions/core'
import { systemClock } from '../common/clock.js'
import { toLogLine } from '../common/escape.js'
import { writeNewFile } from '../common/files.js'
import { readGitHubContext } from '../config/context.js'
import { createGitHubApi } from '../github/octokit.js'
import type { RunPorts } from '../job/ports.js'
import { ServiceClient } from '../service/client.js'
import { createWorkspace } from '../deps/workspace.js'

/**
 * The edge where the flow meets the GitHub Actions runner. Nothing here runs at import: the
 * ports are built when the entry point asks for them.
 */
export function createActionsPorts(): RunPorts {
  const controller = new AbortController()
  // The runner sends SIGINT, then SIGTERM, when a job is cancelled: stop waiting and report.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      controller.abort(new Error(`received ${signal}`))
    })
  }
  return {
    getInput: (name) => core.getInput(name),
    setSecret: (value) => {
      core.setSecret(value)
    },
    log: {
      debug: (message) => {
        core.debug(message)
      },
      // core.info writes the text as it is: a plain line, which must not start a workflow command
      // (the other levels are commands themselves, whose data core escapes).
      info: (message) => {
        core.info(toLogLine(message))
      },
      // The title is a command's data, which core escapes; the lines are plain lines.
      group: (title, lines) => {
        core.startGroup(toLogLine(title))
        for (const line of lines) core.info(toLogLine(line))
        core.endGroup()
      },
      warning: (message) => {
        core.warning(message)
      },
      error: (message) => {
        core.error(message)
      },
    },
    setOutput: (name, value) => {
      core.setOutput(name, value)
    },
    writeSummary: async (markdown) => {
      const path = process.env.GITHUB_STEP_SUMMARY
      // The runner creates the file; a local run (local-action, a .env) may only name it.
      if (path) {
        await fs.mkdir(dirname(path), { recursive: true })
        await fs.appendFile(path, '')
      }
      await core.summary.addRaw(markdown, true).write({ overwrite: false })
      // Off a runner nothing renders the summary: show it where the run is watched.
      if (process.env.GITHUB_ACTIONS !== 'true') {
        process.stdout.write(
          `\n--- job summary (${path ?? ''}) ---\n${markdown}\n--- end of job summary ---\n`,
        )
      }
    },
    annotate: ({ level, message, title, file, startLine, endLine }) => {
      // Only what is given: properties that are all undefined would print "::error ::".
      const properties = {
        ...(title === undefined ? {} : { title }),
        ...(file === undefined ? {} : { file }),
        ...(startLine === undefined ? {} : { startLine }),
        ...(endLine === undefined ? {} : { endLine }),
      }
      if (level === 'error') core.error(message, properties)
      else core.warning(message, properties)
    },
    setFailed: (message) => {
      core.setFailed(message)
    },
    context: readGitHubContext(process.env, (path) => readFileSync(path, 'utf8')),
    clock: systemClock,
    signal: controller.signal,
    createServiceClient: (options) => new ServiceClient(options),
    createGitHubApi,
    workspace: createWorkspace(process.env.GITHUB_WORKSPACE || process.cwd()),
    // Relative to the workspace, where every other path of a workflow step is; never through a link.
    writeFile: (path, chunks) =>
      writeNewFile(process.env.GITHUB_WORKSPACE || process.cwd(), path, chunks),
  }
}
