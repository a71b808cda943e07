/**
 * The security acceptance checks, applied to every end-to-end run: no secret in any output line
 * but the runner's own mask command, no workflow command the action did not mean to send, and no
 * raw HTML in the Markdown it writes. They parse the log the way the runner does.
 */
import { expect } from 'vitest'
import type { ActionRun } from '../../testkit/harness.js'

/** The workflow commands the action sends itself; anything else on a `::` line is an injection. */
export const OWN_COMMANDS: ReadonlySet<string> = new Set([
  'add-mask',
  'debug',
  'notice',
  'warning',
  'error',
  'group',
  'endgroup',
])
const ANNOTATION_COMMANDS: ReadonlySet<string> = new Set(['notice', 'warning', 'error'])
const ANNOTATION_PROPERTIES: ReadonlySet<string> = new Set([
  'title',
  'file',
  'line',
  'endLine',
  'col',
  'endColumn',
])
/** Commands that must never appear anywhere in the log, not even mid-line. */
const FORBIDDEN_ANYWHERE = /::(set-output|save-state|set-env|add-path|stop-commands|echo)\b/i

export interface WorkflowCommand {
  name: string
  properties: Record<string, string>
  message: string
}

export function splitLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/)
}

/** How @actions/core escapes property values (and the runner unescapes them). */
function unescapeProperty(value: string): string {
  return value
    .replace(/%3A/gi, ':')
    .replace(/%2C/gi, ',')
    .replace(/%0D/gi, '\r')
    .replace(/%0A/gi, '\n')
    .replace(/%25/g, '%')
}

/**
 * Parses a line as the runner does (`::name key=value,key=value::message`, leading whitespace
 * ignored). Returns undefined for a line that is not a command.
 */
export function parseWorkflowCommand(line: string): WorkflowCommand | undefined {
  const text = line.trimStart()
  if (!text.startsWith('::')) return undefined
  const end = text.indexOf('::', 2)
  if (end < 0) return undefined
  const head = text.slice(2, end)
  const space = head.indexOf(' ')
  const name = space < 0 ? head : head.slice(0, space)
  const properties: Record<string, string> = {}
  if (space >= 0) {
    for (const pair of head.slice(space + 1).split(',')) {
      const eq = pair.indexOf('=')
      if (eq > 0) properties[pair.slice(0, eq)] = unescapeProperty(pair.slice(eq + 1))
    }
  }
  return { name, properties, message: text.slice(end + 2) }
}

/** A repository-relative path: what an annotation's `file` must be. */
function isRelativePath(path: string): boolean {
  return (
    path !== '' &&
    !path.startsWith('/') &&
    !/^[a-z][a-z0-9+.-]*:/i.test(path) &&
    !path.split(/[\\/]/).includes('..')
  )
}

/**
 * Every line that starts a workflow command is one of the action's own, well formed: a mask only
 * for the given secrets, annotations only with the annotation properties and a relative file.
 */
export function expectOnlyOwnWorkflowCommands(stdout: string, secrets: readonly string[]): void {
  expect(stdout, 'a forbidden workflow command appears in the log').not.toMatch(FORBIDDEN_ANYWHERE)
  expect(stdout, 'the legacy ##[command] syntax appears in the log').not.toContain('##[')
  for (const line of splitLines(stdout)) {
    if (!line.trimStart().startsWith('::')) continue
    const command = parseWorkflowCommand(line)
    expect(command, `not a well-formed workflow command: ${line}`).toBeDefined()
    if (command === undefined) continue
    expect(OWN_COMMANDS.has(command.name), `unexpected workflow command: ${line}`).toBe(true)
    if (command.name === 'add-mask') {
      expect(secrets, `::add-mask:: of something other than a secret: ${line}`).toContain(
        command.message,
      )
    }
    if (ANNOTATION_COMMANDS.has(command.name)) {
      for (const [key, value] of Object.entries(command.properties)) {
        expect(ANNOTATION_PROPERTIES.has(key), `unexpected property ${key}: ${line}`).toBe(true)
        if (key === 'file') {
          expect(isRelativePath(value), `annotation file is not relative: ${line}`).toBe(true)
        }
      }
    }
  }
}

/** The secret and, for service keys, its random part (a leak may drop the `ssk_` prefix). */
function leakForms(secret: string): string[] {
  return secret.startsWith('ssk_') ? [secret, secret.slice(4)] : [secret]
}

/**
 * No secret anywhere but in the runner's `::add-mask::<secret>` line: not in stdout, stderr, the
 * outputs, the job summary, nor in `elsewhere` (e.g. what was sent to the GitHub API).
 */
export function expectNoSecretLeak(
  run: ActionRun,
  secrets: readonly string[],
  elsewhere: Record<string, string> = {},
): void {
  for (const secret of secrets) {
    for (const form of leakForms(secret)) {
      for (const line of splitLines(run.stdout)) {
        // A mask is the runner's, never shown (expectOnlyOwnWorkflowCommands: only of secrets);
        // the mask of a key of several lines holds each of its lines.
        if (line.includes(form) && !line.startsWith('::add-mask::')) {
          expect(line, 'a secret appears in a log line other than its mask').toBe(
            `::add-mask::${secret}`,
          )
        }
      }
      expect(run.stderr.includes(form), 'a secret appears on stderr').toBe(false)
      expect(run.summary.includes(form), 'a secret appears in the job summary').toBe(false)
      for (const [name, value] of Object.entries(run.outputs)) {
        expect(value.includes(form), `a secret appears in output ${name}`).toBe(false)
      }
      for (const [what, text] of Object.entries(elsewhere)) {
        expect(text.includes(form), `a secret appears in ${what}`).toBe(false)
      }
    }
  }
}

/**
 * Any HTML tag or comment: the action's Markdown has none but the fold of gate: new's existing
 * findings (a line `<details>`, `<summary>…</summary>`, `</details>`, each a line of its own),
 * so every other one came from the service.
 */
const RAW_HTML = /<\/?[a-z][a-z0-9-]*(?=[\s/>])|<!--/i
const OWN_FOLD_EDGES = /^<\/?details>$/gm
const OWN_FOLD_SUMMARY = /^<summary>(.*)<\/summary>$/gm

export function expectNoRawHtml(markdown: string, what = 'the job summary'): void {
  const own = markdown.replace(OWN_FOLD_EDGES, '').replace(OWN_FOLD_SUMMARY, '$1')
  const match = RAW_HTML.exec(own)
  expect(match?.[0], `raw HTML in ${what}`).toBeUndefined()
}
