import { sanitizeForLog } from './common/escape.js'
import { seenAtOf } from './config/context.js'
import type { ActionEntry } from './config/actions.js'
import { namesRepositories } from './config/sweep.js'
import { decideOutcome, type RunParts } from './outcome/outcome.js'
import type { RunPorts } from './job/ports.js'
import { setUpRun, type NotReady, type Ready } from './job/setup.js'
import { runSteps } from './job/steps.js'
import { decideVerdict, endJob, endOfRun, endOfStop } from './job/verdict.js'
import { commentAfterReport } from './scan/finding-comments.js'
import { explain } from './service/errors.js'

/**
 * The whole flow: config → target → check run → estimate, scan, wait, findings (and, beside
 * them, the dependency check) → outcome → reports → gate. Each step returns what it found, however
 * far it got; the outcome is decided once from those parts, so the reports always publish what
 * is known.
 *
 * Without ports it runs as a GitHub Action, on the runner's own (@actions/core): what
 * `npx @github/local-action run . src/main.ts .env` calls, and dist/index.js too. Another entry
 * (a command line for other CI systems, a test) passes ports of its own.
 */
export async function run(given?: RunPorts, entry: ActionEntry = 'gate'): Promise<void> {
  const base = given ?? (await import('./action/ports.js')).createActionsPorts()
  // The sweep's action, or v1's sweep through the gate's (the repositories input): one job, many
  // repositories (src/sweep/), loaded only when asked for.
  if (entry === 'sweep' || namesRepositories(base.getInput('repositories'))) {
    await (await import('./sweep/main.js')).runSweep(base, entry)
    return
  }
  const setup = await setUpRun(base)
  const parts = setup.ok ? await runSteps(setup) : setup.parts
  await reportOutcome(parts, setup)
  if (setup.ok) {
    const { deps, config, target, ports } = setup
    const seenAt = seenAtOf(ports.context, target.prNumber)
    await commentAfterReport(deps, { config, target, scanned: parts.scanned }, seenAt)
  }
}

/** Publishes the outcome, then ends the job as the gate says. */
async function reportOutcome(parts: RunParts, setup: Ready | NotReady): Promise<void> {
  const { ports, checkRun, github } = setup
  try {
    const outcome = decideOutcome(parts)
    // The reports are loaded here, not at start: the service has been working meanwhile.
    const { publishResults } = await import('./job/publish.js')
    await publishResults(outcome, ports, {
      config: parts.config,
      checkRun,
      github,
      target: parts.target,
    })
    endJob(decideVerdict(endOfRun(outcome)), ports)
  } catch (error) {
    const problem = `Could not report the results: ${explain(error)}`
    endJob(decideVerdict(endOfStop(problem, { invalid: false })), ports)
  }
}

/**
 * The last resort of the action's entry (index.ts): an error that escapes run(), which reports
 * what it meets itself, is a bug. It ends the job in one line, as the command line's entry does
 * (cli/index.ts), never with a stack of values. `::error::` is what @actions/core's setFailed
 * writes; its data is kept to one line with no command in it, and `%` escaped as the runner reads it.
 */
export function endOnBug(
  error: unknown,
  stdout: { write(text: string): unknown } = process.stdout,
): void {
  stdout.write(
    `::error::Could not run: ${sanitizeForLog(explain(error), 500).replaceAll('%', '%25')}\n`,
  )
  process.exitCode = 1
}
