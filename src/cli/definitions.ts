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
import { MOVED_INPUTS } from '../config/actions.js'
import { DEFAULT_DEPENDENCY_FILES } from '../config/inputs.js'
import { PENTEST_KEYS } from '../config/pentest.js'

export interface InputDefinition {
  name: string
  description: string
  default?: string
  /** A spelling of v1 that moved: still read through v1, hidden from --help. */
  moved?: true
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
  'fail-on-severity',
  'gate',
  'warn-only',
  'wait-for-completion',
  'poll-interval',
  'scan-timeout',
  'max-requests-per-minute',
  'max-credits',
  'reuse-scan',
  'check-dependencies',
  'policy-file',
  'pentest',
] as const

/**
 * What `scan` took in v1 and the gate's action.yml no longer declares (config/actions.ts
 * MOVED_INPUTS says where each went): still read through v1, each with a warning.
 */
export const MOVED_SCAN_INPUTS = [
  'name',
  'estimation-timeout',
  'dependency-files',
  'policy-expiry-warning-days',
  'on-service-error',
  ...PENTEST_KEYS,
] as const

/** What `check-dependencies` takes: the public verdicts need no key and no scan. */
export const DEPENDENCY_CHECK_INPUTS = [
  'base-url',
  'warn-only',
  'repo-url',
  'branch',
  'pr-number',
] as const

/**
 * The lockfiles `check-dependencies` reads: the command's own option, as it reads no policy file
 * (the action and `scan` take them from the policy file's dependency-files).
 */
export const DEPENDENCY_FILES_OPTION: InputDefinition = {
  name: 'dependency-files',
  description:
    'Lockfiles to check: glob patterns relative to the checkout, one per line or separated by commas; a pattern starting with ! excludes. npm (package-lock.json, npm-shrinkwrap.json), Yarn classic and Berry (yarn.lock) and pnpm (pnpm-lock.yaml) are read; files under node_modules are never read.',
  default: DEFAULT_DEPENDENCY_FILES.join(', '),
}

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

/** The hidden definitions of the spellings of v1 that moved. */
export function movedInputs(names: readonly string[]): InputDefinition[] {
  return names.map((name) => ({
    name,
    description: `Deprecated: ${MOVED_INPUTS[name] ?? ''}`,
    moved: true,
  }))
}
