/**
 * The command line's options are the action's inputs: their names, descriptions and defaults are
 * read from action.yml itself, which ships beside the bundle, so `--help` and the action cannot
 * drift apart. Only the inputs that mean something outside GitHub are offered.
 */
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { load } from 'js-yaml'
import { z } from 'zod/mini'

export interface InputDefinition {
  name: string
  description: string
  default?: string
}

/** What a `scan` takes: the flow's inputs, less those only GitHub has (check run, PR comment…). */
export const SCAN_INPUTS = [
  'api-key',
  'base-url',
  'scan-type',
  'repo-url',
  'branch',
  'pr-number',
  'source',
  'github-installation-id',
  'archive-id',
  'name',
  'fail-on-severity',
  'gate',
  'warn-only',
  'wait-for-completion',
  'poll-interval',
  'estimation-timeout',
  'scan-timeout',
  'max-requests-per-minute',
  'max-credits',
  'reuse-scan',
  'check-dependencies',
  'dependency-files',
  'policy-file',
  'policy-expiry-warning-days',
  'on-service-error',
  'target-urls',
  'auth-instructions',
  'custom-context',
  'context-document-ids',
] as const

/** What `check-dependencies` takes: the public verdicts need no key and no scan. */
export const DEPENDENCY_CHECK_INPUTS = [
  'base-url',
  'dependency-files',
  'warn-only',
  'repo-url',
  'branch',
  'pr-number',
] as const

const actionYmlSchema = z.object({
  inputs: z.record(
    z.string(),
    z.object({ description: z.string(), default: z.optional(z.string()) }),
  ),
})

/** action.yml's inputs, in its order. */
export function parseInputDefinitions(actionYml: string): InputDefinition[] {
  const parsed = actionYmlSchema.parse(load(actionYml))
  return Object.entries(parsed.inputs).map(([name, input]) => ({
    name,
    description: input.description,
    ...(input.default === undefined ? {} : { default: input.default }),
  }))
}

/**
 * action.yml of this package: two folders up from the bundle (dist/cli/index.js) and from the
 * source (src/cli/definitions.ts) alike. The path is built at run time, so the bundler leaves
 * the file where it is rather than copying it.
 */
export function readActionYml(): string {
  const here = dirname(fileURLToPath(import.meta.url))
  const parts = [here, '..', '..', ['action', 'yml'].join('.')]
  return readFileSync(join(...parts), 'utf8')
}

/** The environment variable each option is read from too: SECURITY_SCAN_FAIL_ON_SEVERITY. */
export function envNameOf(input: string): string {
  return `SECURITY_SCAN_${input.toUpperCase().replaceAll('-', '_')}`
}

/** The definitions of `names`, in that order; throws when action.yml lacks one (a broken build). */
export function pickInputs(
  all: readonly InputDefinition[],
  names: readonly string[],
): InputDefinition[] {
  return names.map((name) => {
    const found = all.find((input) => input.name === name)
    if (found === undefined) throw new Error(`action.yml has no input ${name}`)
    return found
  })
}
