/**
 * What a job of the runner (workflow.ts) reads: the contexts and status functions of its
 * expressions, its environment's secrets and variables (or its refusal), its matrix.
 */
import { matchesGlob } from 'node:path'
import { GITHUB_TOKEN, REPOSITORY } from '../../testkit/ids.js'
import { isFromFork } from './workflow-events.js'
import { evaluate, type Scope, type Value } from './workflow-expressions.js'
import {
  ancestorsOf,
  jobOf,
  needsOf,
  resultOf,
  triggerOf,
  type JobContext,
  type Matrix,
} from './workflow-model.js'

interface Where {
  job: string
  matrix?: Matrix | undefined
  steps?: Record<string, Record<string, string>>
  /** In a step: whether every step before it succeeded. */
  stepsOk?: boolean
}

/** The contexts an expression of job `where.job` reads, and its status functions. */
export function scopeOf(ctx: JobContext, where: Where): Scope {
  const trigger = triggerOf(ctx)
  const needs = needsOf(jobOf(ctx.workflow, where.job))
  const ancestors = ancestorsOf(ctx.workflow, where.job).map((a) => resultOf(ctx.run, a))
  const github: Record<string, Value | undefined> = {
    run_id: String(ctx.run.id),
    run_attempt: String(ctx.run.attempt),
    repository_owner: ctx.owner,
    repository: trigger.repository ?? REPOSITORY,
    event_name: trigger.eventName,
    ref: trigger.ref,
    sha: trigger.sha ?? 'f'.repeat(40),
    token: GITHUB_TOKEN,
  }
  const lookUp = ([head = '', ...rest]: string[]): Value | undefined => {
    const [first = '', second, third = ''] = rest
    if (head === 'github' && first === 'event') return walk(trigger.event, rest.slice(1))
    if (head === 'github' && rest.length === 1) return github[first]
    if (head === 'matrix' && rest.length === 1) return where.matrix?.[first]
    if (head === 'secrets' && rest.length === 1) {
      // A fork's pull request gets none, unless the repository sends them to forks.
      return isFromFork(trigger) && ctx.forkSecrets !== true ? '' : ctx.secrets[first]
    }
    if (head === 'vars' && rest.length === 1) return ctx.vars[first]
    if (head === 'inputs' && rest.length === 1) return ctx.call?.inputs[first]
    if (head === 'steps' && second === 'outputs' && where.steps !== undefined) {
      return where.steps[first]?.[third] ?? ''
    }
    if (head !== 'needs' || !needs.includes(first)) return undefined
    if (second === 'result' && rest.length === 2) return resultOf(ctx.run, first) ?? null
    if (second === 'outputs' && rest.length === 3) return ctx.run.outputs.get(first)?.[third] ?? ''
    return undefined
  }
  const status =
    where.stepsOk === undefined
      ? {
          success: () => ancestors.every((r) => r === 'success'),
          failure: () => ancestors.includes('failure'),
        }
      : { success: () => where.stepsOk === true, failure: () => where.stepsOk === false }
  // This runner never cancels a run.
  return { lookUp, status: { ...status, cancelled: () => false } }
}

/** A `with:` value as the runner reads it: YAML's numbers and booleans as text. */
export function textOf(value: unknown): string {
  if (typeof value === 'object' && value !== null) throw new Error('a with: value that is no text')
  return String(value)
}

/** A property of the event's payload, null where it has none (as GitHub gives it). */
function walk(value: unknown, path: string[]): Value {
  let at = value
  for (const key of path) at = (at as Record<string, unknown> | null | undefined)?.[key]
  if (at === undefined || at === null) return null
  if (typeof at === 'object')
    throw new Error(`an object where a value was expected: ${path.join('.')}`)
  return at as Value
}

/**
 * A job's environment, as GitHub applies it: its deployment branches are matched against the ref
 * the run has (for pull_request_target the default branch; for pull_request the pull request's
 * merge ref, which is no branch), and a job it refuses never starts. An admitted job gets the
 * environment's secrets and variables over the repository's.
 */
export function enterEnvironment(
  ctx: JobContext,
  name: string | undefined,
): { ctx: JobContext } | { refused: string } {
  if (name === undefined) return { ctx }
  const environment = ctx.environments?.[name]
  if (environment === undefined) throw new Error(`an environment the test does not set: ${name}`)
  const ref = triggerOf(ctx).ref
  const branch = ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : undefined
  if (branch === undefined || !environment.branches.some((b) => matchesGlob(branch, b))) {
    return {
      refused: `Branch "${ref}" is not allowed to deploy to ${name} due to environment protection rules.`,
    }
  }
  return {
    ctx: {
      ...ctx,
      secrets: { ...ctx.secrets, ...environment.secrets },
      vars: { ...ctx.vars, ...environment.vars },
    },
  }
}

/**
 * The entries of a job's matrix: `${{ fromJSON(…) }}` of an output, or a mapping, each of its
 * values an entry (one key). Without `fail-fast: false` a failing entry would cancel the others,
 * which this runner does not do: it refuses such a matrix.
 */
export function matrixOf(ctx: JobContext, name: string): Matrix[] {
  const strategy = jobOf(ctx.workflow, name).strategy
  const expr = strategy?.matrix ?? ''
  if (strategy?.['fail-fast'] !== false) {
    throw new Error(`a matrix this runner does not know: ${name} without fail-fast: false`)
  }
  let matrix: Record<string, (string | number)[]>
  if (typeof expr === 'string') {
    const inner = /^\$\{\{\s*fromJSON\((.+)\)\s*\}\}$/.exec(expr)?.[1]
    if (inner === undefined) throw new Error(`a matrix this runner does not know: ${expr}`)
    matrix = JSON.parse(String(evaluate(inner, scopeOf(ctx, { job: name })))) as typeof matrix
  } else matrix = expr
  const keys = Object.keys(matrix)
  if (keys.length !== 1) throw new Error(`a matrix this runner does not know: ${keys.join(', ')}`)
  const [key = ''] = keys
  return (matrix[key] ?? []).map((value) => ({ [key]: value }))
}
