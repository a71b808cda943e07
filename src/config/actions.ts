/**
 * Two actions share one core: the gate (action.yml, GATE_ACTION), which scans one repository,
 * and the organization sweep (sweep/action.yml, SWEEP_ACTION). Each takes only what it uses: an
 * input of the other action is refused with a line naming that action. Inputs of v1 that moved
 * still work through v1, each with a warning saying where it went (CHANGELOG lists them); they go
 * in the next major.
 */
import { basename } from 'node:path'
import { ACTION_REPOSITORY } from '../common/version.js'
import { boolean } from './input-parsers.js'
import type { SweepMode } from './matrix.js'
import { PENTEST_KEYS } from './pentest.js'

/** Which action runs: the gate, or the sweep. The command line runs the gate's core. */
export type ActionEntry = 'gate' | 'sweep'

const GATE_ACTION = ACTION_REPOSITORY
const SWEEP_ACTION = `${ACTION_REPOSITORY}/sweep`

/** The file sweep/action.yml runs: the gate's bundle, told by its name to sweep. */
const SWEEP_SCRIPT = 'sweep.js'

/** The action a bundle runs as, from the script node was started with (process.argv[1]). */
export function entryOfScript(script: string | undefined, base = basename): ActionEntry {
  return script !== undefined && base(script) === SWEEP_SCRIPT ? 'sweep' : 'gate'
}

/**
 * What sweep/action.yml declares, in its order.
 * @internal
 */
export const SWEEP_INPUTS = [
  'api-key',
  'mode',
  'shards',
  'shard',
  'plan-file',
  'reports-dir',
  'previous-report-file',
  'max-parallel',
  'time-budget',
  'reuse-max-age',
  'base-url',
  'github-token',
  'app-id',
  'private-key',
  'repositories',
  'include-archived',
  'include-forks',
  'branch',
  'source',
  'github-installation-id',
  'fail-on-severity',
  'gate',
  'warn-only',
  'wait-for-completion',
  'poll-interval',
  'estimation-timeout',
  'estimation-batch-size',
  'scan-timeout',
  'check-name',
  'job-summary',
  'max-requests-per-minute',
  'max-credits',
  'reuse-scan',
  'report-file',
  'sarif-dir',
  'upload-sarif',
] as const

const SWEEP_DECLARED: ReadonlySet<string> = new Set(SWEEP_INPUTS)

/** Inputs of the sweep alone: the gate refuses them, but with repositories (v1's sweep). */
const SWEEP_ONLY: Record<string, string> = {
  repositories: 'it sweeps the repositories it lists',
  'include-archived': "it lists an organization's repositories",
  'include-forks': "it lists an organization's repositories",
  'estimation-batch-size': 'it estimates many repositories at once',
  'sarif-dir': 'in one repository, set sarif-file',
  'upload-sarif': 'in one repository, upload sarif-file with github/codeql-action/upload-sarif',
}

const SWEEP_SWITCHES = new Set(['include-archived', 'include-forks', 'upload-sarif'])
const NO_PULL_REQUEST = 'a sweep has no pull request'
const NO_POLICY = "a sweep does not read the repositories' policy files"
const NO_ANNOTATIONS = 'a sweep annotates no code'

/** Why an input of one repository's scan does nothing in a sweep (v1's words, kept). */
const GATE_ONLY: Record<string, string> = {
  'repo-url': 'list the repositories in repositories instead',
  'pr-number': 'a sweep runs full scans',
  'archive-id': 'a sweep scans connected or public repositories',
  name: "each repository's scan is named after its commit, so that a re-run finds it",
  'sarif-file': 'a sweep writes one SARIF file per repository: set sarif-dir',
  // What a pentest of one deployment is told would go with every repository's scan.
  pentest: "it would go with every repository's scan",
  'target-urls': "they would go with every repository's scan",
  'auth-instructions': "they would go with every repository's scan",
  'custom-context': "it would go with every repository's scan",
  'context-document-ids': "they would go with every repository's scan",
}

/** Inputs with a default that v1's sweep refused only when they are switched on. */
const GATE_SWITCHES: Record<string, { off: RegExp; why: string }> = {
  'check-dependencies': { off: /^(false|no|0)$/i, why: 'it checks the lockfiles of the checkout' },
  'comment-on-findings': { off: /^(false|no|0)$/i, why: 'it comments on a pull request scan' },
  'pr-comment': { off: /^never$/i, why: NO_PULL_REQUEST },
}

/** Why the rest of the gate's inputs do nothing in a sweep: v1's sweep ignored them. */
const IGNORED_BY_SWEEP: Record<string, string> = {
  'scan-type': 'a sweep runs full scans',
  'dependency-files': 'it lists the lockfiles of the checkout',
  annotate: NO_ANNOTATIONS,
  annotations: NO_ANNOTATIONS,
  'max-annotations': NO_ANNOTATIONS,
  'policy-file': NO_POLICY,
  'policy-expiry-warning-days': NO_POLICY,
  'on-service-error': NO_POLICY,
}

/** Inputs of the gate v1 had, that moved; read through v1, each with this word of where. */
export const MOVED_INPUTS: Record<string, string> = {
  annotations: 'annotate: none turns annotations off',
  ...Object.fromEntries(PENTEST_KEYS.map((key) => [key, `set ${key} in the pentest input`])),
  'on-service-error': 'set on-service-error in the policy file (policy-file)',
  'policy-expiry-warning-days': 'set expiry-warning-days in the policy file (policy-file)',
  name: 'the action names each scan after its target and whole commit, which a re-run and a baseline rely on',
  'dependency-files':
    'set dependency-files in the policy file (policy-file), read from the branch a change goes into',
  'estimation-timeout': `without it the gate waits up to 10 minutes for its estimation; ${SWEEP_ACTION}, which estimates many repositories at once, keeps estimation-timeout`,
}

type Raw = Partial<Record<string, string>>
/** A switch set on, as the boolean inputs read it (true, yes, 1, in any case). */
function isOn(value: string | undefined): boolean {
  const read = value === undefined ? undefined : boolean(value)
  return read !== undefined && 'value' in read && read.value
}

/** What the inputs given to `entry` are refused for, and what they are warned about. */
export function checkEntryInputs(
  raw: Raw,
  entry: ActionEntry,
  sweeps: boolean,
  /** Moved inputs the caller still takes as its own (the command line's check-dependencies). */
  kept: readonly string[] = [],
  /** The sweep's mode: a shard and the merge take their repositories from the plan. */
  mode: SweepMode = 'sweep',
): { problems: string[]; warnings: string[] } {
  if (entry === 'sweep') {
    const planned = mode === 'shard' || mode === 'merge'
    return { problems: checkSweepAction(raw, sweeps || planned), warnings: [] }
  }
  const warnings = Object.keys(MOVED_INPUTS)
    .filter((name) => raw[name] !== undefined && !kept.includes(name))
    .map((name) => `${name} is deprecated (v1 still reads it, v2 will not): ${MOVED_INPUTS[name]}`)
  const problems = PENTEST_KEYS.filter(
    (key) => raw[key] !== undefined && raw.pentest !== undefined,
  ).map((key) => `${key}: given beside pentest, which says it: keep only pentest`)
  if (!sweeps) {
    for (const [name, hint] of Object.entries(SWEEP_ONLY)) {
      // A repositories input of only comments is no sweep, as v1 read it: nothing to refuse.
      const value = raw[name]
      if (value === undefined || name === 'repositories') continue
      // A switch left off asks for nothing, as v1 read it.
      if (SWEEP_SWITCHES.has(name) && !isOn(value)) continue
      problems.push(`${name}: an input of ${SWEEP_ACTION}, not of ${GATE_ACTION}; ${hint}`)
    }
    return { problems, warnings }
  }
  // What the sweep's action would refuse of this step's inputs: the move names them.
  const left = Object.keys(raw).filter(
    (name) => raw[name] !== undefined && !SWEEP_DECLARED.has(name),
  )
  const how = left.length === 0 ? 'with the same inputs' : `without ${left.join(', ')}`
  warnings.unshift(
    `repositories: the organization sweep has its own action: move this step to ${SWEEP_ACTION}@v1, ${how}; through v1, ${GATE_ACTION} still sweeps`,
  )
  problems.push(...checkSweep(raw))
  return { problems, warnings }
}

function checkSweepAction(raw: Raw, sweeps: boolean): string[] {
  const problems = sweeps
    ? []
    : [
        `repositories: required, the repositories to sweep, one a line (owner/name, a repository URL, org:<name>); to scan one repository, use ${GATE_ACTION}`,
      ]
  for (const name of Object.keys(raw)) {
    if (SWEEP_DECLARED.has(name) || raw[name] === undefined) continue
    const why =
      GATE_ONLY[name] ??
      GATE_SWITCHES[name]?.why ??
      IGNORED_BY_SWEEP[name] ??
      'it does nothing in a sweep'
    problems.push(
      `${name}: not an input of ${SWEEP_ACTION} (${why}); to scan one repository, use ${GATE_ACTION}`,
    )
  }
  return [...problems, ...checkSweepValues(raw)]
}

/** v1's rules of a sweep run by the gate's action, kept through v1. */
function checkSweep(raw: Raw): string[] {
  const problems: string[] = []
  for (const [name, why] of Object.entries(GATE_ONLY)) {
    if (raw[name] !== undefined) problems.push(`${name}: not used with repositories (${why})`)
  }
  for (const [name, { off, why }] of Object.entries(GATE_SWITCHES)) {
    const value = raw[name]
    if (value !== undefined && !off.test(value)) {
      problems.push(`${name}: not used with repositories (${why})`)
    }
  }
  if (raw['scan-type']?.toLowerCase() === 'pr') {
    problems.push('scan-type: pr is not used with repositories (a sweep runs full scans)')
  }
  return [...problems, ...checkSweepValues(raw)]
}

/** Values a sweep cannot honour, whichever action runs it. */
function checkSweepValues(raw: Raw): string[] {
  const problems: string[] = []
  if (raw.source?.toLowerCase() === 'upload') {
    problems.push(
      'source: upload is not used with repositories (a sweep scans connected or public repositories)',
    )
  }
  if (isOn(raw['upload-sarif']) && raw['sarif-dir'] === undefined) {
    problems.push(
      'upload-sarif: needs sarif-dir, where the SARIF file of each repository is written before it is uploaded',
    )
  }
  return problems
}
