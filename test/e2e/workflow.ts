/**
 * A workflow of the docs, run as the runner runs it: only on an event its `on:` lists, its jobs
 * in the order their `needs` say, each job only when its `if:` holds (with no status function in
 * it, only after every job before it succeeded: a failed or skipped job skips those that need it),
 * each step likewise, a matrix job once per entry of its matrix (at once, as `max-parallel` lets),
 * each job in a workspace of its own with a GITHUB_TOKEN of the permissions its workflow gives,
 * `${{ … }}` evaluated from the contexts the runner gives, a job calling a reusable workflow
 * running that workflow's jobs. A job's `environment` is refused, before its first step, to a ref
 * its deployment branches do not allow, and gives its secrets and variables to the jobs it admits.
 * What each action does: workflow-steps.ts. An expression, a key or an action this runner does not
 * know fails the test: a change of the page must not pass unseen.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ActionRun } from '../../testkit/harness.js'
import { enterEnvironment, matrixOf, scopeOf, textOf } from './workflow-contexts.js'
import { permissionsOf, tokenOn, whyNotTriggered } from './workflow-events.js'
import { holds, interpolate, type Value } from './workflow-expressions.js'
import {
  jobOf,
  needsOf,
  record,
  resultOf,
  STEP_KEYS,
  triggerOf,
  type JobContext,
  type JobResult,
  type JobRun,
  type Matrix,
  type Overrides,
  type WorkflowJob,
} from './workflow-model.js'
import { runStep } from './workflow-steps.js'

export { matrixOf } from './workflow-contexts.js'
export { useRuns } from './workflow-runs.js'
export type { Trigger } from './workflow-events.js'
export {
  closeRun,
  type CacheStore,
  readWorkflow,
  readYamlBlock,
  scheduled,
  startRun,
  type Environment,
  type JobContext,
  type JobRun,
  type Matrix,
  type Overrides,
  type Workflow,
  type WorkflowRun,
  type WorkflowStep,
} from './workflow-model.js'

/**
 * Runs one job, or one entry of its matrix, and keeps its outputs and result for the jobs that
 * need it. The jobs it needs must have run first; when its `if:` does not hold it is skipped.
 */
export async function runJob(
  outer: JobContext,
  name: string,
  { matrix, overrides = {} }: { matrix?: Matrix; overrides?: Overrides } = {},
): Promise<JobRun> {
  const job = jobOf(outer.workflow, name)
  expectTriggered(outer)
  for (const need of needsOf(job)) {
    if (resultOf(outer.run, need) === undefined) throw new Error(`${name} needs ${need}, not run`)
  }
  const end = (run: Omit<JobRun, 'ok'>): JobRun => {
    record(outer.run, name, matrix, run.result)
    return { ...run, ok: run.result === 'success' }
  }
  // A job's `if:` reads no matrix: it is decided before the job's entries are.
  if (!holds(job.if, scopeOf(outer, { job: name }))) {
    return end({ result: 'skipped', workspace: '' })
  }
  const workspace = mkdtempSync(join(tmpdir(), `workflow-${name}-`))
  outer.run.dirs.push(workspace)
  const admitted = enterEnvironment(outer, job.environment)
  if ('refused' in admitted) return end({ result: 'failure', workspace, refused: admitted.refused })
  const ctx = admitted.ctx
  if (job.uses !== undefined) return end({ ...(await callWorkflow(ctx, name, job)), workspace })
  const steps: Record<string, Record<string, string>> = {}
  const step = {
    env: ctx.env,
    artifacts: ctx.run.artifacts,
    caches: ctx.run.caches,
    dirs: ctx.run.dirs,
    workspace,
    runId: ctx.run.id,
    attempt: ctx.run.attempt,
    trigger: triggerOf(ctx),
    permissions: tokenOn(
      triggerOf(ctx),
      permissionsOf(job.permissions ?? ctx.workflow.permissions, ctx.call?.permissions),
    ),
    baseUrl: ctx.baseUrl,
    appToken: ctx.appToken,
    checkout: ctx.checkout,
  }
  let ok = true
  const ran: { sweep?: ActionRun; gate?: ActionRun } = {}
  for (const each of job.steps ?? []) {
    const unknown = Object.keys(each).filter((key) => !STEP_KEYS.has(key))
    if (unknown.length > 0) throw new Error(`a step key this runner does not know: ${unknown[0]}`)
    const scope = scopeOf(ctx, { job: name, matrix, steps, stepsOk: ok })
    if (!holds(each.if, scope)) continue
    if (each.uses === undefined) throw new Error('a step this runner does not know: (run)')
    const inputs: Record<string, string> = {}
    for (const [key, value] of Object.entries(each.with ?? {})) {
      inputs[key] = interpolate(textOf(value), scope)
    }
    const isAction = each.uses.startsWith('org/security-scan-action')
    const done = await runStep(step, each.uses, isAction ? { ...inputs, ...overrides } : inputs)
    steps[each.id ?? ''] = done.outputs
    if (done.gate !== undefined) ran.gate = done.gate
    if (done.sweep !== undefined) ran.sweep = done.sweep
    ok &&= done.ok
  }
  if (job.outputs !== undefined) {
    const scope = scopeOf(ctx, { job: name, matrix, steps, stepsOk: ok })
    const outputs: Record<string, string> = {}
    for (const [key, value] of Object.entries(job.outputs)) outputs[key] = interpolate(value, scope)
    ctx.run.outputs.set(name, outputs)
  }
  return end({ result: ok ? 'success' : 'failure', workspace, ...ran })
}

/** A workflow runs only on an event its `on:` lists; a reusable one only when called. */
function expectTriggered(ctx: JobContext): void {
  const trigger = triggerOf(ctx)
  const why =
    ctx.call === undefined
      ? whyNotTriggered(ctx.workflow.on, trigger)
      : 'workflow_call' in ctx.workflow.on
        ? undefined
        : 'it is no reusable workflow (on: workflow_call)'
  if (why !== undefined)
    throw new Error(`the workflow does not run on ${trigger.eventName}: ${why}`)
}

/**
 * A job that calls a reusable workflow: its jobs run with the inputs the caller gives (else their
 * defaults; a required one missing, or one not declared, fails), the secrets it passes, and a
 * token no stronger than the caller's job's.
 */
async function callWorkflow(
  ctx: JobContext,
  name: string,
  job: WorkflowJob,
): Promise<Omit<JobRun, 'ok' | 'workspace'>> {
  const called = ctx.workflows?.[job.uses ?? '']
  if (called === undefined)
    throw new Error(`a reusable workflow the test does not give: ${job.uses}`)
  const declared = called.on.workflow_call ?? {}
  const scope = scopeOf(ctx, { job: name })
  const inputs: Record<string, Value> = {}
  for (const [input, spec] of Object.entries(declared.inputs ?? {})) {
    const given = job.with?.[input]
    if (given === undefined && spec.required === true) throw new Error(`input ${input} required`)
    inputs[input] =
      given === undefined ? ((spec.default ?? '') as Value) : interpolate(textOf(given), scope)
  }
  const extra = Object.keys(job.with ?? {}).filter((key) => !(key in (declared.inputs ?? {})))
  if (extra.length > 0)
    throw new Error(`an input the called workflow does not declare: ${extra[0]}`)
  const secrets: Record<string, string> = {}
  for (const [secret, value] of Object.entries(
    job.secrets === 'inherit' ? ctx.secrets : (job.secrets ?? {}),
  )) {
    secrets[secret] = interpolate(value, scope)
  }
  for (const [secret, spec] of Object.entries(declared.secrets ?? {})) {
    if (spec?.required === true && !(secret in secrets))
      throw new Error(`secret ${secret} required`)
  }
  const permissions = permissionsOf(
    job.permissions ?? ctx.workflow.permissions,
    ctx.call?.permissions,
  )
  const inner: JobContext = {
    ...ctx,
    workflow: called,
    secrets,
    run: { ...ctx.run, outputs: new Map(), results: new Map() },
    call: { inputs, permissions },
  }
  const ends = await runWorkflow(inner)
  const result = ends.some((e) => e.result === 'failure') ? 'failure' : 'success'
  return {
    result,
    gate: ends.find((e) => e.run.gate)?.run.gate,
    sweep: ends.find((e) => e.run.sweep)?.run.sweep,
  }
}

/** How one job (or one entry of its matrix) of a whole run ended. */
export interface JobEnd {
  job: string
  matrix?: Matrix
  result: JobResult
  run: JobRun
}

/**
 * Runs every job of the workflow as GitHub does: at once, each as soon as the jobs it needs have
 * ended; a matrix job's entries at once too, at most `max-parallel` at a time, each with the
 * overrides the test gives it. Returns how each ended, in the order they started.
 */
export async function runWorkflow(
  ctx: JobContext,
  { overrides }: { overrides?: (job: string, matrix?: Matrix) => Overrides | undefined } = {},
): Promise<JobEnd[]> {
  const ends: JobEnd[] = []
  const pending = Object.keys(ctx.workflow.jobs)
  while (pending.length > 0) {
    const ready = pending.filter((name) =>
      needsOf(jobOf(ctx.workflow, name)).every((need) => resultOf(ctx.run, need) !== undefined),
    )
    if (ready.length === 0) throw new Error(`jobs whose needs never run: ${pending.join(', ')}`)
    for (const name of ready) pending.splice(pending.indexOf(name), 1)
    const level = await Promise.all(ready.map((name) => runEntries(ctx, name, overrides)))
    ends.push(...level.flat())
  }
  return ends
}

/** A job of a whole run: once, or once per entry of its matrix unless it is skipped. */
async function runEntries(
  ctx: JobContext,
  name: string,
  overrides?: (job: string, matrix?: Matrix) => Overrides | undefined,
): Promise<JobEnd[]> {
  const job = jobOf(ctx.workflow, name)
  const skip = !holds(job.if, scopeOf(ctx, { job: name }))
  if (job.strategy?.matrix === undefined || skip) {
    const run = await runJob(ctx, name, { overrides: overrides?.(name) ?? {} })
    return [{ job: name, result: run.result, run }]
  }
  const entries = matrixOf(ctx, name)
  const ends = entries.map(() => ({}) as JobEnd)
  let next = 0
  const lane = async () => {
    for (let i = next++; i < entries.length; i = next++) {
      const matrix = entries[i] ?? {}
      const run = await runJob(ctx, name, { matrix, overrides: overrides?.(name, matrix) ?? {} })
      Object.assign(ends[i] ?? {}, { job: name, matrix, result: run.result, run })
    }
  }
  const lanes = Math.min(job.strategy['max-parallel'] ?? entries.length, entries.length)
  await Promise.all(Array.from({ length: lanes }, lane))
  return ends
}
