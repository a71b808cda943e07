#!/usr/bin/env node
import { sanitizeForLog } from '../common/escape.js'
import { runCli } from './command.js'
import { createLocalGit } from './git.js'

const controller = new AbortController()
// Ctrl-C, or a CI job cancelled: stop waiting, report what is known, exit.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    controller.abort(new Error(`received ${signal}`))
  })
}

try {
  process.exitCode = await runCli({
    argv: process.argv.slice(2),
    env: process.env,
    cwd: process.cwd(),
    stdout: process.stdout,
    stderr: process.stderr,
    git: createLocalGit({ cwd: process.cwd(), env: process.env, platform: process.platform }),
    now: () => Date.now(),
    signal: controller.signal,
  })
} catch (error) {
  // A bug, not a verdict: never a stack with values in it on the console, and never exit 0 or 1.
  const message = error instanceof Error ? error.message : String(error)
  process.stderr.write(`security-scan: could not run: ${sanitizeForLog(message, 500)}\n`)
  process.exitCode = 3
}
