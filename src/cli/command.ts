/**
 * `security-scan`: the action's flow for GitLab CI, Jenkins, Azure Pipelines, Bitbucket and a
 * terminal. The command line is one more set of ports (ports.ts): the same setup, steps, outcome
 * and renderers as the action, with what the CI system says in place of the GitHub event, reports
 * on stdout and in files, and an exit code a script can act on.
 */
import { toLogLine } from '../common/escape.js'
import { createSecretRedactor } from '../common/secrets.js'
import { decideOutcome } from '../outcome/outcome.js'
import { setUpRun } from '../job/setup.js'
import { runSteps } from '../job/steps.js'
import { decideVerdict, endOfRun, EXIT_CODES, type ExitCode, type Verdict } from '../job/verdict.js'
import { envNameOf, parseInputDefinitions, readActionYml } from './definitions.js'
import { detectCiEnvironment, type CiEnvironment } from './environment.js'
import { describeGit, type LocalGit } from './git.js'
import { createCliLog, keysIn, safeUsageText, type LogSink } from './log.js'
import { createCliPorts, STDOUT_PATH } from './ports.js'
import { parseCommandLine, UsageError, type Invocation } from './program.js'
import { writeReports } from './reports.js'
import { howToSet, readCliEvent, type GivenTarget } from './target.js'

/** The process around the command: tests pass their own. */
export interface CliIo {
  argv: readonly string[]
  env: Readonly<Record<string, string | undefined>>
  cwd: string
  stdout: { write(text: string): unknown }
  stderr: LogSink & { isTTY?: boolean }
  /** git, found on PATH outside the checkout (git.ts findGit), or none. */
  git: LocalGit
  now(): number
  signal: AbortSignal
  /** action.yml's text; read beside the bundle by default. */
  actionYml?: string
}

export async function runCli(io: CliIo): Promise<ExitCode> {
  const redactKeys = createSecretRedactor(keysIn(io.argv, io.env))
  let invocation: Invocation | undefined
  try {
    const definitions = parseInputDefinitions(io.actionYml ?? readActionYml())
    // commander's usage errors may quote what was typed: made safe like every log line.
    invocation = parseCommandLine(io.argv, definitions, {
      writeOut: (text) => {
        io.stdout.write(text)
      },
      writeErr: (text) => {
        io.stderr.write(safeUsageText(text, redactKeys))
      },
    })
  } catch (error) {
    if (error instanceof UsageError) return EXIT_CODES.usage
    throw error
  }
  if (invocation === undefined) return EXIT_CODES.passed
  return await runCommand(invocation, io)
}

async function runCommand(invocation: Invocation, io: CliIo): Promise<ExitCode> {
  const startedAtMs = io.now()
  const ci = detectCiEnvironment(io.env, io.git.read)
  const log = createCliLog(io.stderr, {
    live: io.stderr.isTTY === true && !ci.isCi,
    verbose: invocation.verbose,
  })
  log.debug(describeGit(io.git.program))
  const apiKey = invocation.inputs['api-key']
  const redact = createSecretRedactor([apiKey, apiKey?.trim()])
  // The facts config/target.ts resolves the target from (setUpRun), checked before anything runs.
  const target = readCliEvent(ci, givenTarget(invocation), io.git)
  const requests = [{ format: invocation.format, path: STDOUT_PATH }, ...invocation.outputs]
  const reportPorts = () =>
    createCliPorts({
      inputs: { ...invocation.inputs, ...fallbacks(invocation, target.event) },
      log,
      target,
      cwd: io.cwd,
      git: io.git,
      stdout: io.stdout,
      signal: io.signal,
    })
  // Every report asked for is written on every exit: a CI job's junit or GitLab report step then
  // shows why the run stopped, instead of failing for want of a file.
  const fail = async (problems: readonly string[]): Promise<ExitCode> => {
    const said = problems.map(redact)
    for (const problem of said) log.error(problem)
    const outcome = decideOutcome({ stopped: { stop: 'config', problem: said.join(' · ') } })
    log.finish()
    // The text report on stdout would only repeat the error; files and machine formats are kept.
    const asked = requests.filter((r) => r.path !== STDOUT_PATH || r.format !== 'text')
    await writeReports(outcome, reportPorts(), asked, { startedAtMs, endedAtMs: io.now() })
    return EXIT_CODES.usage
  }
  const dependenciesOnly = invocation.command === 'check-dependencies'
  if (!dependenciesOnly && (apiKey === undefined || apiKey.trim() === '')) {
    return await fail([
      `api-key: not set; ${howToSet('api-key').replace('pass --api-key or ', '')}`,
    ])
  }
  if (invocation.sources['api-key'] === 'cli') {
    log.warning(
      `--api-key on the command line lands in shell history and process lists; set SECURITY_SCAN_API_KEY instead`,
    )
  }
  // The dependency check reads no policy file: neither what to scan nor its base concerns it.
  const problems = dependenciesOnly ? [] : [...target.problems, ...target.baseProblems]
  if (problems.length > 0) return await fail(problems)
  log.info(`security-scan ${invocation.command} in ${describeWhere(ci)}`)
  const fromEnvironment = Object.keys(invocation.sources)
    .filter((name) => invocation.sources[name] === 'env')
    .map(envNameOf)
  // Said, so a reviewer of the log sees what a pipeline's variables set (a threshold, say).
  if (fromEnvironment.length > 0)
    log.info(`Options from the environment: ${fromEnvironment.join(', ')}`)

  // setUpRun redacts the key (the api-key input) from every port.
  const ports = reportPorts()
  const setup = await setUpRun(ports, { dependenciesOnly })
  const parts = setup.ok ? await runSteps(setup, { dependenciesOnly }) : setup.parts
  const outcome = decideOutcome(parts)
  log.finish()
  await writeReports(outcome, setup.ports, requests, { startedAtMs, endedAtMs: io.now() })
  const verdict = decideVerdict(endOfRun(outcome))
  io.stderr.write(`${toLogLine(redact(describeEnd(verdict)))}\n`)
  return verdict.exitCode
}

function givenTarget(invocation: Invocation): GivenTarget {
  const { inputs } = invocation
  const prNumber = Number(inputs['pr-number'])
  return {
    repoUrl: inputs['repo-url'],
    branch: inputs.branch,
    prNumber: Number.isSafeInteger(prNumber) && prNumber > 0 ? prNumber : undefined,
    commit: invocation.commit,
    baseCommit: invocation.baseCommit,
    scanType: inputs['scan-type'],
    source: inputs.source,
    policyFile: inputs['policy-file'],
  }
}

/**
 * The dependency check names no repository to the service: where CI does not say one, the
 * reports show the checkout.
 */
function fallbacks(
  invocation: Invocation,
  event: { repoUrl: string; branch: string },
): Record<string, string> {
  if (invocation.command !== 'check-dependencies') return {}
  return {
    ...(event.repoUrl === '' ? { 'repo-url': 'local checkout' } : {}),
    ...(event.branch === '' ? { branch: 'HEAD' } : {}),
  }
}

function describeWhere(ci: CiEnvironment): string {
  const what = ci.prNumber === undefined ? (ci.branch ?? '') : `!${ci.prNumber}`
  const repository = ci.repository ?? ci.repoUrl ?? 'an unknown repository'
  return `${ci.label}: ${repository}${what === '' ? '' : ` ${what}`}`
}

const EXIT_WORDS: Record<ExitCode, string> = {
  0: 'passed',
  1: 'gate failed',
  2: 'not valid',
  3: 'could not tell',
}

/** The last line: what the exit code means, and why. */
function describeEnd({ exitCode, result, reason }: Verdict): string {
  return `security-scan: ${EXIT_WORDS[exitCode]} (exit ${exitCode}, result ${result}): ${reason}`
}
