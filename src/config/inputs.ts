import { z } from 'zod/mini'
import '../common/zod-locale.js'
import { GATES, THRESHOLDS, type Gate, type Threshold } from '../gate/gate.js'
import { DEFAULT_POLICY_FILE, ON_SERVICE_ERROR, type OnServiceError } from '../policy/policy.js'
import { KEY_REQUESTS_PER_WINDOW, MIN_POLL_INTERVAL_MS } from '../service/limits.js'
import {
  baseUrl,
  boolean,
  credits,
  globList,
  inputSchemas,
  integer,
  isHttpUrl,
  list,
  oneOf,
  positiveDuration,
  repositoryPath,
  text,
} from './input-parsers.js'
import { quoteInput, type Hide } from './quote.js'
import { namesRepositories, sweepEntries, type SweepConfig } from './sweep.js'
import { checkEntryInputs, type ActionEntry } from './actions.js'
import type { SweepMode } from './matrix.js'
import { pentestInput, type LoadYaml } from './pentest.js'
import { createSecretRedactor, keysOf } from '../common/secrets.js'

const SCAN_TYPE_INPUTS = ['auto', 'pr', 'full'] as const
type ScanTypeInput = (typeof SCAN_TYPE_INPUTS)[number]
const SOURCES = ['connected', 'public', 'upload'] as const
type Source = (typeof SOURCES)[number]
const PR_COMMENT_MODES = ['always', 'on-failure', 'never'] as const
export type PrCommentMode = (typeof PR_COMMENT_MODES)[number]
/**
 * Annotate every finding, on a pull request only those in the files or lines it changed, or none.
 */
const ANNOTATE_MODES = ['all', 'changed-files', 'changed-lines', 'none'] as const
export type AnnotateMode = (typeof ANNOTATE_MODES)[number]

/**
 * The defaults of the inputs the gate reads, also what a run whose inputs could not be read
 * reports its gate with.
 */
export const GATE_DEFAULTS = {
  failOnSeverity: 'high',
  warnOnly: false,
  // Within v1 the gate counts every finding: loosening a gate is not a minor change (CHANGELOG).
  gate: 'all',
} as const satisfies { failOnSeverity: Threshold; warnOnly: boolean; gate: Gate }

/**
 * This job's share of the key's budget by default: room is left for other jobs and integrations.
 * @internal
 */
export const DEFAULT_MAX_REQUESTS_PER_MINUTE = 60
/**
 * A sweep's share by default: half the key, so the pull request gates on it keep running.
 * @internal
 */
export const SWEEP_MAX_REQUESTS_PER_MINUTE = 50
/** Repositories in one cost estimation, unless estimation-batch-size says otherwise. */
const DEFAULT_ESTIMATION_BATCH_SIZE = 100

/** The lockfiles of npm, Yarn (classic and Berry) and pnpm, anywhere in the workspace. */
export const DEFAULT_DEPENDENCY_FILES = [
  '**/package-lock.json',
  '**/npm-shrinkwrap.json',
  '**/yarn.lock',
  '**/pnpm-lock.yaml',
] as const

/** Every input of action.yml, parsed. Optional fields are undefined when the input is empty. */
export interface Config {
  /**
   * Undefined when the input is empty, as on a fork's pull request, which gets no secrets: then
   * only the dependency check runs (it needs no key), and the gate cannot pass.
   */
  apiKey?: string | undefined
  /** Normalized by parseBaseUrl: https (or loopback http), ends in `/v1/`. */
  baseUrl: string
  githubToken?: string | undefined
  scanType: ScanTypeInput
  repoUrl?: string | undefined
  branch?: string | undefined
  prNumber?: number | undefined
  source: Source
  githubInstallationId?: number | undefined
  archiveId?: string | undefined
  name?: string | undefined
  failOnSeverity: Threshold
  /** What the threshold counts: only the findings a change introduces (new), or every one. */
  gate: Gate
  warnOnly: boolean
  waitForCompletion: boolean
  pollIntervalMs: number
  estimationTimeoutMs: number
  scanTimeoutMs: number
  /** none: no annotation; on a pull request, only findings in the files or lines it changed. */
  annotate: AnnotateMode
  maxAnnotations: number
  checkName: string
  jobSummary: boolean
  maxRequestsPerMinute: number
  /** The most credits a scan may cost (estimate plus triage fee); undefined: no cap. */
  maxCredits?: number | undefined
  /** Follow a scan already started for the same target and commit instead of starting one. */
  reuseScan: boolean
  /** Comment on each approved finding of a pr scan with the PR and workflow run links. */
  commentOnFindings: boolean
  /** Check the packages locked in dependencyFiles against the public malicious-package verdicts. */
  checkDependencies: boolean
  /** Glob patterns of the lockfiles to check, relative to the workspace. */
  dependencyFiles: string[]
  /** Where to write the JSON report (report/report-file.ts); undefined: none. */
  reportFile?: string | undefined
  /** Where to write the SARIF 2.1.0 log (report/sarif.ts); undefined: none. */
  sarifFile?: string | undefined
  /** When to keep one sticky comment on the pull request (per check-name). */
  prComment: PrCommentMode
  /** The policy file, relative to the repository's root; a missing file is no policy. */
  policyFile: string
  /** A suppression ending within this many days is a warning. */
  policyExpiryWarningDays: number
  /** An outage of the service: keep the gate closed (fail) or pass with result unknown (warn). */
  onServiceError: OnServiceError
  /**
   * What a pentest is told (the pentest input, or v1's four inputs); each undefined when not
   * given, so the scan request carries it only when configured.
   */
  targetUrls?: string[] | undefined
  authInstructions?: string | undefined
  customContext?: string | undefined
  contextDocumentIds?: string[] | undefined
  /** Set in sweep mode (the repositories input): one job scans many repositories. */
  sweep?: SweepConfig | undefined
  /** Inputs that work but are unwise; the caller prints each as a warning. */
  warnings: string[]
}

/** One or more inputs are invalid; `problems` names each input and what it accepts. */
export class ConfigError extends Error {
  readonly problems: string[]

  constructor(problems: readonly string[]) {
    const count = problems.length === 1 ? '1 input is' : `${problems.length} inputs are`
    super(`${count} not valid:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ConfigError'
    this.problems = [...problems]
  }

  /** One line for the job's failure: `2 inputs are not valid: api-key: … · base-url: …`. */
  toLine(): string {
    const count = this.problems.length === 1 ? '1 input is' : `${this.problems.length} inputs are`
    return `${count} not valid: ${this.problems.join(' · ')}`
  }
}

/** Every input's schema; what a problem shows of a value goes through `hide`. */
function inputsSchema(hide?: Hide, loadYaml?: LoadYaml) {
  const { optional, withDefault, required } = inputSchemas(hide)
  return z.object({
    'api-key': optional(text),
    'base-url': required(
      baseUrl,
      'the service address ending in /v1, e.g. https://api.example.com/v1',
    ),
    'github-token': optional(text),
    'scan-type': withDefault(oneOf(SCAN_TYPE_INPUTS), 'auto'),
    'repo-url': optional(text),
    branch: optional(text),
    'pr-number': optional(integer(1)),
    source: withDefault(oneOf(SOURCES), 'connected'),
    'github-installation-id': optional(integer(1)),
    'archive-id': optional(text),
    name: optional(text),
    'fail-on-severity': withDefault(oneOf(THRESHOLDS), GATE_DEFAULTS.failOnSeverity),
    'warn-only': withDefault(boolean, GATE_DEFAULTS.warnOnly),
    gate: withDefault(oneOf(GATES), GATE_DEFAULTS.gate),
    'wait-for-completion': withDefault(boolean, true),
    'poll-interval': withDefault(positiveDuration, MIN_POLL_INTERVAL_MS),
    'estimation-timeout': withDefault(positiveDuration, 600_000),
    'scan-timeout': withDefault(positiveDuration, 3_600_000),
    annotations: withDefault(boolean, true),
    annotate: withDefault(oneOf(ANNOTATE_MODES), 'all'),
    'max-annotations': withDefault(integer(0), 500),
    'check-name': withDefault(text, 'Security scan'),
    'job-summary': withDefault(boolean, true),
    // Its default depends on the mode (toConfig).
    'max-requests-per-minute': optional(integer(1, KEY_REQUESTS_PER_WINDOW)),
    'max-credits': optional(credits),
    'reuse-scan': withDefault(boolean, true),
    'comment-on-findings': withDefault(boolean, false),
    'check-dependencies': withDefault(boolean, false),
    'dependency-files': withDefault(globList, [...DEFAULT_DEPENDENCY_FILES]),
    'report-file': optional(text),
    'sarif-file': optional(text),
    'pr-comment': withDefault(oneOf(PR_COMMENT_MODES), 'never'),
    'policy-file': withDefault(repositoryPath, DEFAULT_POLICY_FILE),
    'policy-expiry-warning-days': withDefault(integer(0, 365), 14),
    'on-service-error': withDefault(oneOf(ON_SERVICE_ERROR), 'fail'),
    pentest: optional(pentestInput(loadYaml)),
    'target-urls': optional(list(isHttpUrl, 'an http(s) URL')),
    'auth-instructions': optional(text),
    'custom-context': optional(text),
    'context-document-ids': optional(list()),
    repositories: optional(sweepEntries),
    'include-archived': withDefault(boolean, false),
    'include-forks': withDefault(boolean, false),
    'estimation-batch-size': withDefault(integer(1, 1000), DEFAULT_ESTIMATION_BATCH_SIZE),
    'sarif-dir': optional(text),
    'upload-sarif': withDefault(boolean, false),
  })
}

type InputsSchema = ReturnType<typeof inputsSchema>
type InputName = keyof InputsSchema['shape']
type RawInputs = Partial<Record<InputName, string>>
type Inputs = z.output<InputsSchema>
const INPUT_NAMES = Object.keys(inputsSchema().shape) as InputName[]

/** How readConfig reads: as which action, and with what. */
export interface ReadOptions {
  /** The gate's action (the default, and the command line's), or the sweep's. */
  entry?: ActionEntry
  /** Moved inputs the caller takes as its own, read without a deprecation warning. */
  kept?: readonly string[]
  /** The YAML reader the pentest input needs; loaded by the caller only when that input is set. */
  loadYaml?: LoadYaml
  /** The sweep's mode (its action's mode input): a shard and the merge need no repositories. */
  sweepMode?: SweepMode | undefined
}

/**
 * Reads and validates every input at once, as the entry takes them. Throws one ConfigError
 * listing every problem, each naming its input; no message ever contains the API key.
 */
export function readConfig(
  getInput: (name: string) => string,
  { entry = 'gate', kept = [], loadYaml, sweepMode }: ReadOptions = {},
): Config {
  const raw: RawInputs = {}
  for (const name of INPUT_NAMES) {
    const value = getInput(name).trim()
    if (value !== '') raw[name] = value
  }
  const redact = createSecretRedactor([raw['api-key'], ...keysOf(raw['api-key'] ?? '')])
  // A problem quotes at most a part of a value: the key is taken out of it first, since a part
  // of the key is no longer the key the redaction of the whole message recognises.
  const result = inputsSchema(redact, loadYaml).safeParse(raw)
  const problems = result.success ? [] : result.error.issues.map(describeIssue)
  const sweeps = raw.repositories !== undefined && namesRepositories(raw.repositories)
  const byEntry = checkEntryInputs(raw, entry, sweeps, kept, sweepMode)
  problems.push(...checkCombinations(raw), ...byEntry.problems)
  if (!result.success || problems.length > 0) {
    throw new ConfigError(problems.map(redact))
  }
  // A shard and the merge take their repositories from the plan, and the rest as a sweep does.
  const planned = sweepMode === 'shard' || sweepMode === 'merge'
  return toConfig(result.data, [...byEntry.warnings, ...warnAbout(result.data, raw)], planned)
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const input = issue.path.map(String).join('.')
  return input === '' ? issue.message : `${input}: ${issue.message}`
}

/** Rules across inputs, read from the raw values so they are reported even beside other errors. */
function checkCombinations(raw: RawInputs): string[] {
  const problems: string[] = []
  if (raw.source?.toLowerCase() === 'upload' && raw['archive-id'] === undefined) {
    problems.push('archive-id: required when source is upload')
  }
  return problems
}

function warnAbout(inputs: Inputs, raw: RawInputs): string[] {
  const warnings: string[] = []
  if (inputs['poll-interval'] < MIN_POLL_INTERVAL_MS) {
    warnings.push(
      `poll-interval ${quoteInput(raw['poll-interval'] ?? '')} is under 10s; the service discourages ` +
        'polling more often, and every poll counts against the rate limit of the key',
    )
  }
  if (inputs['archive-id'] !== undefined && inputs.source !== 'upload') {
    warnings.push(`archive-id is ignored because source is ${inputs.source}, not upload`)
  }
  if (inputs['github-installation-id'] !== undefined && inputs.source !== 'connected') {
    warnings.push(`github-installation-id is ignored because source is ${inputs.source}`)
  }
  return warnings
}

function toConfig(inputs: Inputs, warnings: string[], planned: boolean): Config {
  return {
    apiKey: inputs['api-key'],
    baseUrl: inputs['base-url'],
    githubToken: inputs['github-token'],
    scanType: inputs['scan-type'],
    repoUrl: inputs['repo-url'],
    branch: inputs.branch,
    prNumber: inputs['pr-number'],
    source: inputs.source,
    githubInstallationId: inputs['github-installation-id'],
    archiveId: inputs['archive-id'],
    name: inputs.name,
    failOnSeverity: inputs['fail-on-severity'],
    warnOnly: inputs['warn-only'],
    gate: inputs.gate,
    waitForCompletion: inputs['wait-for-completion'],
    pollIntervalMs: inputs['poll-interval'],
    estimationTimeoutMs: inputs['estimation-timeout'],
    scanTimeoutMs: inputs['scan-timeout'],
    // v1's annotations: false is annotate: none.
    annotate: inputs.annotations ? inputs.annotate : 'none',
    maxAnnotations: inputs['max-annotations'],
    checkName: inputs['check-name'],
    jobSummary: inputs['job-summary'],
    maxRequestsPerMinute:
      inputs['max-requests-per-minute'] ??
      (inputs.repositories === undefined
        ? DEFAULT_MAX_REQUESTS_PER_MINUTE
        : SWEEP_MAX_REQUESTS_PER_MINUTE),
    maxCredits: inputs['max-credits'],
    reuseScan: inputs['reuse-scan'],
    commentOnFindings: inputs['comment-on-findings'],
    checkDependencies: inputs['check-dependencies'],
    dependencyFiles: inputs['dependency-files'] ?? [...DEFAULT_DEPENDENCY_FILES],
    reportFile: inputs['report-file'],
    sarifFile: inputs['sarif-file'],
    prComment: inputs['pr-comment'],
    policyFile: inputs['policy-file'],
    policyExpiryWarningDays: inputs['policy-expiry-warning-days'],
    onServiceError: inputs['on-service-error'],
    targetUrls: inputs.pentest?.targetUrls ?? inputs['target-urls'],
    authInstructions: inputs.pentest?.authInstructions ?? inputs['auth-instructions'],
    customContext: inputs.pentest?.customContext ?? inputs['custom-context'],
    contextDocumentIds: inputs.pentest?.contextDocumentIds ?? inputs['context-document-ids'],
    sweep:
      inputs.repositories === undefined && !planned
        ? undefined
        : {
            entries: inputs.repositories ?? [],
            includeArchived: inputs['include-archived'],
            includeForks: inputs['include-forks'],
            batchSize: inputs['estimation-batch-size'],
            sarifDir: inputs['sarif-dir'],
            uploadSarif: inputs['upload-sarif'],
          },
    warnings,
  }
}
