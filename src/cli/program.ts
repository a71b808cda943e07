/**
 * The command line's grammar, with commander: `security-scan scan` and `security-scan
 * check-dependencies`, each option an input of action.yml (its description and default, read from
 * there), each also read from SECURITY_SCAN_<NAME>. Parsing only: what a command does is command.ts's.
 */
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander'
import { ACTION_VERSION } from '../common/version.js'
import {
  DEPENDENCY_CHECK_INPUTS,
  DEPENDENCY_FILES_OPTION,
  envNameOf,
  pickInputs,
  MOVED_SCAN_INPUTS,
  movedInputs,
  SCAN_INPUTS,
  type InputDefinition,
} from './definitions.js'
import { FORMATS, type Format, type ReportRequest } from './reports.js'
import { STDOUT_PATH } from './ports.js'

type CommandName = 'scan' | 'check-dependencies'

/** What the command line asked for, once parsed. */
export interface Invocation {
  command: CommandName
  /** Input values by action.yml name, as given or defaulted; absent when neither. */
  inputs: Record<string, string>
  /** Where each value came from: 'cli', 'env' or 'default'. */
  sources: Record<string, string>
  commit?: string | undefined
  baseCommit?: string | undefined
  format: Format
  outputs: ReportRequest[]
  verbose: boolean
}

export interface ProgramIo {
  writeOut(text: string): void
  writeErr(text: string): void
}

const BOOLEAN_DEFAULTS = new Set(['true', 'false'])

/** A usage error: commander's, or an --output that names no format. Exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError'
}

/**
 * Parses argv (without node and the script). Resolves the invocation; undefined when help or the
 * version was shown; throws UsageError on a usage error, which commander has already printed.
 */
export function parseCommandLine(
  argv: readonly string[],
  definitions: readonly InputDefinition[],
  io: ProgramIo,
): Invocation | undefined {
  let invocation: Invocation | undefined
  const program = new Command('security-scan')
    .description(
      'Estimate, run and gate a security scan from any CI system or a terminal: the flow of the ' +
        'security-scan-action GitHub Action. Options are also read from SECURITY_SCAN_* variables.',
    )
    .version(ACTION_VERSION)
    .exitOverride()
    .configureOutput({
      writeOut: (text) => {
        io.writeOut(text)
      },
      writeErr: (text) => {
        io.writeErr(text)
      },
    })
    .showHelpAfterError('(run with --help for the options)')
  const commands: [CommandName, string, readonly string[], readonly string[]][] = [
    [
      'scan',
      'Estimate, start and wait for a scan of this checkout, then gate on its findings',
      SCAN_INPUTS,
      MOVED_SCAN_INPUTS,
    ],
    [
      'check-dependencies',
      "Check the checkout's lockfiles against the public malicious-package verdicts (no key, no credits)",
      DEPENDENCY_CHECK_INPUTS,
      [],
    ],
  ]
  for (const [name, summary, inputs, moved] of commands) {
    const command = program.command(name).description(summary)
    const own = name === 'check-dependencies' ? [DEPENDENCY_FILES_OPTION] : []
    const picked = [...pickInputs(definitions, inputs), ...own, ...movedInputs(moved)]
    for (const definition of picked) command.addOption(optionOf(definition))
    addCommandLineOptions(command, name)
    command.action(() => {
      invocation = readInvocation(name, command, picked)
    })
  }
  try {
    program.parse([...argv], { from: 'user' })
  } catch (error) {
    if (error instanceof CommanderError && error.exitCode === 0) return undefined
    if (error instanceof CommanderError) throw new UsageError(error.message)
    throw error
  }
  if (invocation === undefined) {
    program.outputHelp({ error: true })
    throw new UsageError('no command given')
  }
  return invocation
}

function optionOf(definition: InputDefinition): Option {
  const isBoolean = definition.default !== undefined && BOOLEAN_DEFAULTS.has(definition.default)
  const flags = isBoolean ? `--${definition.name} [true|false]` : `--${definition.name} <value>`
  let description = definition.description
  if (definition.name === 'api-key') {
    description +=
      ' Prefer the variable: a key given as an argument lands in shell history and process lists.'
  }
  const option = new Option(flags, description).env(envNameOf(definition.name))
  if (isBoolean) option.preset('true')
  if (definition.default !== undefined) option.default(definition.default)
  if (definition.moved) option.hideHelp()
  return option
}

function addCommandLineOptions(command: Command, name: CommandName): void {
  if (name === 'scan') {
    command.addOption(
      new Option(
        '--commit <sha>',
        'The commit scanned, 40 or 64 hex digits. Defaults to what the CI system or git says (HEAD).',
      ).env(envNameOf('commit')),
    )
  }
  command
    .addOption(
      new Option(
        '--base-commit <sha>',
        "The commit a merge request goes into, where its policy file is read (never the change's own). Defaults to what the CI system says, or the head of its target branch in the clone (origin/<target>).",
      ).env(envNameOf('base-commit')),
    )
    .addOption(
      new Option('--format <format>', 'The report printed on stdout; the log goes to stderr.')
        .choices(FORMATS)
        .default('text')
        .env(envNameOf('format')),
    )
    .addOption(
      new Option(
        '--output <format=path>',
        `Also write a report to a file (or ${STDOUT_PATH} for stdout); repeat for several, e.g. --output sarif=scan.sarif --output junit=report.xml. The variable takes a comma-separated list.`,
      )
        .env(envNameOf('output'))
        .argParser(collectOutputs)
        .default([], 'none'),
    )
    .addOption(
      new Option('--verbose [true|false]', 'Print debug lines too.')
        .preset('true')
        .env(envNameOf('verbose')),
    )
}

function collectOutputs(value: string, previous: ReportRequest[]): ReportRequest[] {
  const added = value
    .split(/[\n,]/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map(parseOutput)
  return [...previous, ...added]
}

function parseOutput(entry: string): ReportRequest {
  const at = entry.indexOf('=')
  const format = entry.slice(0, at).trim()
  const path = entry.slice(at + 1).trim()
  if (at < 1 || path === '' || !(FORMATS as readonly string[]).includes(format)) {
    // commander prints it, naming the option, and exits as for any usage error.
    throw new InvalidArgumentError(`not FORMAT=PATH with FORMAT one of ${FORMATS.join(', ')}`)
  }
  return { format: format as Format, path }
}

function readInvocation(
  name: CommandName,
  command: Command,
  picked: readonly InputDefinition[],
): Invocation {
  const options = command.opts<Record<string, unknown>>()
  const inputs: Record<string, string> = {}
  const sources: Record<string, string> = {}
  for (const definition of picked) {
    const key = new Option(`--${definition.name}`).attributeName()
    const value = options[key]
    if (typeof value === 'string') {
      inputs[definition.name] = value
      sources[definition.name] = command.getOptionValueSource(key) ?? 'default'
    }
  }
  const { commit, baseCommit, verbose } = options
  return {
    command: name,
    inputs,
    sources,
    commit: typeof commit === 'string' ? commit : undefined,
    baseCommit: typeof baseCommit === 'string' ? baseCommit : undefined,
    format: options.format as Format,
    outputs: options.output as ReportRequest[],
    verbose: typeof verbose === 'string' && verbose.trim().toLowerCase() === 'true',
  }
}
