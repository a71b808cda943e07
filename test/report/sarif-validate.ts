/**
 * Two independent checks of a SARIF log, for unit and end-to-end tests:
 *
 * - validateWithSchema: the OASIS SARIF 2.1.0 JSON schema (draft-04), formats included
 *   (upload-sarif checks `uri` and `uri-reference` formats too), through Ajv.
 * - validateWithMultitool: Microsoft's SARIF Multitool `validate`, with both the SARIF rules and
 *   the GitHub code scanning ingestion rules (`--rule-kind Sarif;Gh`), which know what GitHub
 *   rejects that the schema allows (a result without a location, a rule without help…).
 *
 * Use both: the Multitool skips, without a word, a log it cannot deserialize (an enum value out of
 * range, for one), which only the schema check catches. Neither reaches the network.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
// Both are CommonJS whose module.exports is also its own `.default`: under NodeNext the default
// import is typed as the module, so `.default` is the class (and the same value at run time).
import AjvDraft04 from 'ajv-draft-04'
import ajvFormats from 'ajv-formats'
import type { ValidateFunction } from 'ajv-draft-04'
import type { Log, Notification, ReportingDescriptor, Result } from 'sarif'

const FIXTURES = fileURLToPath(new URL('../fixtures/sarif', import.meta.url))
const SCHEMA_PATH = join(FIXTURES, 'sarif-schema-2.1.0.json')
/** Turns off SARIF2006, the one rule that sends HTTP requests (see the file). */
const MULTITOOL_CONFIG_PATH = join(FIXTURES, 'multitool.config.xml')
/** What the Multitool says when a rule is turned off by the config: expected, not a finding. */
const RULE_DISABLED_NOTICE = 'WRN999'
/** Warnings that mean the log was not analyzed at all: errors for a validator. */
const NOT_ANALYZED_NOTICE = /^WRN997\b/
const MAX_INPUT_KB = 1024 * 1024
const MULTITOOL_TIMEOUT_MS = 120_000

let schemaValidator: ValidateFunction | undefined

function compileSchema(): ValidateFunction {
  const ajv = new AjvDraft04.default({ allErrors: true, strict: false })
  ajvFormats.default(ajv)
  return ajv.compile(JSON.parse(readFileSync(SCHEMA_PATH, 'utf8')) as object)
}

/** Errors the OASIS SARIF 2.1.0 schema finds in a parsed log, as `path: message`; [] when valid. */
export function validateWithSchema(log: unknown): string[] {
  schemaValidator ??= compileSchema()
  if (schemaValidator(log)) return []
  return (schemaValidator.errors ?? []).map(
    (e) => `${e.instancePath || '/'}: ${e.message ?? e.keyword} ${JSON.stringify(e.params)}`,
  )
}

export interface MultitoolReport {
  /** Results and notifications at level error: the log is not acceptable when there is one. */
  errors: string[]
  /** Results at level warning (advice such as "provide a region"): reported, not failing. */
  warnings: string[]
}

/** The platform binary shipped in @microsoft/sarif-multitool-<platform>. */
function multitoolPath(): string {
  return createRequire(import.meta.url)('@microsoft/sarif-multitool') as string
}

function run(file: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(
      file,
      args,
      {
        timeout: MULTITOOL_TIMEOUT_MS,
        maxBuffer: 256 * 1024 * 1024,
        // Runs without libicu (slim CI images); no telemetry, no first-run banner.
        env: {
          ...process.env,
          DOTNET_SYSTEM_GLOBALIZATION_INVARIANT: '1',
          DOTNET_CLI_TELEMETRY_OPTOUT: '1',
          DOTNET_NOLOGO: '1',
        },
      },
      (error, stdout, stderr) => {
        if (error) {
          const output = `${stderr}\n${stdout}`.trim().slice(-2_000)
          reject(new Error(`SARIF Multitool (${file}) failed: ${error.message}\n${output}`))
        } else resolve()
      },
    )
  })
}

/** A result's message, looked up in the rule's messageStrings when it has only an id. */
function describeResult(result: Result, rules: readonly ReportingDescriptor[]): string {
  const rule =
    (result.ruleIndex === undefined ? undefined : rules[result.ruleIndex]) ??
    rules.find((r) => r.id === result.ruleId)
  const template =
    result.message.text ??
    (result.message.id === undefined ? undefined : rule?.messageStrings?.[result.message.id]?.text)
  const args = result.message.arguments ?? []
  // .NET format strings: `{0}` is an argument, `{{` and `}}` are literal braces.
  const text = (template ?? JSON.stringify(result.message)).replace(
    /\{\{|\}\}|\{(\d+)\}/g,
    (whole, n: string | undefined) =>
      n === undefined ? whole.charAt(0) : (args[Number(n)] ?? whole),
  )
  return `${result.ruleId ?? rule?.id ?? '?'}: ${text}`
}

function describeNotification(notification: Notification): string {
  const id = notification.descriptor?.id ?? notification.associatedRule?.id ?? 'notification'
  return `${id}: ${notification.message.text ?? JSON.stringify(notification.message)}`
}

/**
 * Runs `Sarif.Multitool validate` on the SARIF text (written to a temporary file) with the SARIF
 * and GitHub ingestion rules, the result log written with `--output`, and returns what it found
 * at level error and warning. Throws when the Multitool itself cannot run.
 */
export async function validateWithMultitool(text: string): Promise<MultitoolReport> {
  const dir = await mkdtemp(join(tmpdir(), 'sarif-validate-'))
  try {
    const input = join(dir, 'input.sarif')
    const output = join(dir, 'validation.sarif')
    await writeFile(input, text, 'utf8')
    await run(multitoolPath(), [
      'validate',
      input,
      '--output',
      output,
      '--log',
      'ForceOverwrite',
      '--rule-kind',
      'Sarif;Gh',
      '--config',
      MULTITOOL_CONFIG_PATH,
      // The default (10,000 KB) skips a full-size log; a skipped file would validate nothing.
      '--max-file-size-in-kb',
      String(MAX_INPUT_KB),
    ])
    const log = JSON.parse((await readFile(output, 'utf8')).replace(/^\uFEFF/, '')) as Log
    const report: MultitoolReport = { errors: [], warnings: [] }
    for (const run of log.runs) {
      const rules = run.tool.driver.rules ?? []
      for (const result of run.results ?? []) {
        const level =
          result.level ??
          rules.find((r) => r.id === result.ruleId)?.defaultConfiguration?.level ??
          'warning'
        if (level === 'error') report.errors.push(describeResult(result, rules))
        if (level === 'warning') report.warnings.push(describeResult(result, rules))
      }
      for (const invocation of run.invocations ?? []) {
        if (!invocation.executionSuccessful) {
          report.errors.push('the Multitool reports an unsuccessful run')
        }
        const notifications = [
          ...(invocation.toolExecutionNotifications ?? []),
          ...(invocation.toolConfigurationNotifications ?? []),
        ]
        for (const notification of notifications) {
          const id = notification.descriptor?.id ?? ''
          if (id === RULE_DISABLED_NOTICE) continue
          if (notification.level === 'error' || NOT_ANALYZED_NOTICE.test(id)) {
            report.errors.push(describeNotification(notification))
            continue
          }
          if (notification.level === 'warning') {
            report.warnings.push(describeNotification(notification))
          }
        }
      }
    }
    return report
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
