/**
 * The sweep's action split over the Actions matrix (docs/sweep.md, "10,000 repositories"): which
 * step of it runs (mode), and what the plan, each shard and the merge are given. The
 * organization's keys come in one secret, one a line: each shard picks one by its index.
 */
import { createPrivateKey } from 'node:crypto'
import { z } from 'zod/mini'
import { keysOf } from '../common/secrets.js'
import {
  inputSchemas,
  integer,
  oneOf,
  positiveDuration,
  text,
  type Parser,
} from './input-parsers.js'
import { ConfigError } from './inputs.js'
import { quoteInput, SHOW_ALL, type Hide } from './quote.js'

/** sweep: one job, as before; plan, shard, merge: the three steps of a sweep on the matrix. */
const SWEEP_MODES = ['sweep', 'plan', 'shard', 'merge'] as const
export type SweepMode = (typeof SWEEP_MODES)[number]

/** The most shards a plan splits into: a matrix holds at most 256 jobs. */
export const MAX_SHARDS = 256

/** The service's limit of active keys an organization holds. */
const MAX_KEYS = 10

/** Below a hosted runner's 6-hour job limit, with room to report and upload. */
const DEFAULT_TIME_BUDGET_MS = 5 * 3_600_000
/** A week: a scan of an unchanged commit that recent is reported again, not bought again. */
export const DEFAULT_REUSE_MAX_AGE_MS = 168 * 3_600_000

export interface MatrixConfig {
  mode: SweepMode
  /** The api-key input's keys, one a line; shard i uses key i mod keys.length. */
  keys: string[]
  /** plan: how many shards the matrix runs (fixed in the workflow). */
  shards?: number | undefined
  /** shard: which one this job is (matrix.shard). */
  shard?: number | undefined
  /** plan writes it; each shard and the merge read it (relative to the workspace). */
  planFile: string
  /** merge: where the shards' report files were downloaded (relative to the workspace). */
  reportsDir: string
  /** merge: the previous night's merged report file, for the series (relative to the workspace). */
  previousReportFile?: string | undefined
  /** Shards the matrix runs at once (strategy.max-parallel); undefined: every shard at once. */
  maxParallel?: number | undefined
  /** A shard stops starting scans as it nears this, and ends by it. */
  timeBudgetMs: number
  /** A completed scan of an unchanged repository this recent is reported, not bought again. */
  reuseMaxAgeMs: number
  /** A GitHub App's id (or client ID): with privateKey, the sweep mints its own tokens. */
  appId?: string | undefined
  /** The app's private key, PEM (a secret: masked, redacted, never quoted). */
  privateKey?: string | undefined
}

function matrixSchema(hide: Hide) {
  const { optional, withDefault } = inputSchemas(hide)
  return z.object({
    mode: withDefault(oneOf(SWEEP_MODES), 'sweep'),
    shards: optional(integer(1, MAX_SHARDS)),
    shard: optional(integer(0, MAX_SHARDS - 1)),
    'plan-file': withDefault(text, 'security-scan-plan.json'),
    'reports-dir': withDefault(text, 'security-scan-shards'),
    'previous-report-file': optional(text),
    'max-parallel': optional(integer(1, MAX_SHARDS)),
    'time-budget': withDefault(positiveDuration, DEFAULT_TIME_BUDGET_MS),
    'reuse-max-age': withDefault(positiveDuration, DEFAULT_REUSE_MAX_AGE_MS),
    'app-id': optional(appId),
    'private-key': optional(text),
  })
}

/** A GitHub App's id (a number) or its client ID (Iv1.…, Iv23…), as auth-app takes either. */
const appId: Parser<string> = (value, hide = SHOW_ALL) =>
  /^(\d+|Iv[\w.]+)$/.test(value)
    ? { value }
    : {
        problem: `${quoteInput(hide(value))} is not a GitHub App's id (a number, or its client ID Iv…)`,
      }

/**
 * What is wrong with the app's credentials, in one line naming the inputs; never the key. A key
 * that node cannot read, or that is not RSA, cannot sign GitHub's RS256 tokens.
 */
function checkAppCredentials(raw: Record<string, string>): string | undefined {
  const key = raw['private-key']
  if ((raw['app-id'] === undefined) !== (key === undefined)) {
    return `app-id and private-key: give both (a GitHub App's id and its private key) or neither; ${key === undefined ? 'private-key' : 'app-id'} is empty`
  }
  if (key === undefined) return undefined
  let type: string | undefined
  try {
    type = /^-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(key)
      ? createPrivateKey({ key, format: 'pem' }).asymmetricKeyType
      : undefined
  } catch {
    type = undefined
  }
  return type === 'rsa'
    ? undefined
    : "private-key: not a PEM private key; give the GitHub App's private key (.pem) whole, from -----BEGIN to -----END"
}

/** The mode as far as it can be read: the inputs that depend on it are checked by it. */
export function modeOf(value: string): SweepMode {
  const mode = SWEEP_MODES.find((m) => m === value.trim().toLowerCase())
  return mode ?? 'sweep'
}

/**
 * The outputs of the sweep's modes on the matrix, beside a sweep's.
 * @internal
 */
export const MATRIX_OUTPUTS = [
  'repositories-deferred',
  'matrix',
  'plan-file',
  'shards-needed',
  'runs-needed',
  'shards-missing',
] as const

/**
 * The inputs readMatrixConfig reads, beside api-key.
 * @internal
 */
export const MATRIX_INPUTS = Object.keys(matrixSchema(SHOW_ALL).shape)

/**
 * The matrix inputs of the sweep's action; throws one ConfigError naming every input that is
 * not valid. `hide` takes the keys out of what a problem quotes.
 */
export function readMatrixConfig(
  getInput: (name: string) => string,
  hide: Hide = SHOW_ALL,
): MatrixConfig {
  const schema = matrixSchema(hide)
  const raw: Record<string, string> = {}
  for (const name of Object.keys(schema.shape)) {
    const value = getInput(name).trim()
    if (value !== '') raw[name] = value
  }
  const result = schema.safeParse(raw)
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`)
  const keys = keysOf(getInput('api-key'))
  const mode = result.success ? result.data.mode : modeOf(raw.mode ?? '')
  if (keys.length > MAX_KEYS) {
    problems.push(
      `api-key: ${keys.length} keys, one a line; an organization holds at most ${MAX_KEYS}`,
    )
  } else if (keys.length > 1 && mode === 'sweep') {
    problems.push(
      `api-key: ${keys.length} keys, one a line; a sweep of one job uses one key (mode: shard picks one key a shard)`,
    )
  }
  if (mode === 'plan' && raw.shards === undefined) {
    problems.push(
      `shards: required by mode: plan, the number of shards of the matrix, 1 to ${MAX_SHARDS}`,
    )
  }
  const app = checkAppCredentials(raw)
  if (app !== undefined) problems.push(app)
  if (mode === 'shard' && raw.shard === undefined) {
    problems.push("shard: required by mode: shard, this job's shard: ${{ matrix.shard }}")
  }
  if (!result.success || problems.length > 0) throw new ConfigError(problems)
  const data = result.data
  return {
    mode: data.mode,
    keys,
    shards: data.shards,
    shard: data.shard,
    planFile: data['plan-file'],
    reportsDir: data['reports-dir'],
    previousReportFile: data['previous-report-file'],
    maxParallel: data['max-parallel'],
    timeBudgetMs: data['time-budget'],
    reuseMaxAgeMs: data['reuse-max-age'],
    appId: data['app-id'],
    privateKey: data['private-key'],
  }
}
