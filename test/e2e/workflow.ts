/**
 * A workflow of the docs, run as the runner runs it: its jobs in the order their `needs` say, a
 * matrix job once per entry of its matrix (at once, as `max-parallel` lets), each job in a
 * workspace of its own, `${{ … }}` expanded from the contexts the runner gives, and the artifact
 * actions copying files between the workspaces exactly as their inputs say. A job's `environment`
 * is refused, before its first step, to a ref its deployment branches do not allow, and gives its
 * secrets and variables to the jobs it admits. The gate's and the sweep's steps run through
 * dist/ against the test's emulator and fake GitHub API; the App token is the test's. An
 * expression or an action this runner does not know fails the test: a change of the page must not
 * pass unseen.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join, matchesGlob } from 'node:path'
import { load } from 'js-yaml'
import type { ActionRun } from '../../testkit/harness.js'
import { GITHUB_TOKEN } from '../../testkit/ids.js'
import type { E2eEnv, RunOptions } from './env.js'

export interface WorkflowStep {
  id?: string
  if?: string
  uses?: string
  with?: Record<string, unknown>
}

export interface WorkflowJob {
  needs?: string
  if?: string
  environment?: string
  outputs?: Record<string, string>
  strategy?: { 'fail-fast'?: boolean; 'max-parallel'?: number; matrix?: string }
  steps: WorkflowStep[]
}

export interface Workflow {
  on: {
    schedule?: Array<{ cron: string }>
    push?: { branches?: string[] } | null
    pull_request?: unknown
    pull_request_target?: unknown
  }
  permissions?: Record<string, string>
  jobs: Record<string, WorkflowJob>
}

/**
 * An environment as its settings say: the branches that may deploy to it (Deployment branches and
 * tags, Selected branches), and its secrets and variables.
 */
export interface Environment {
  branches: string[]
  secrets: Record<string, string>
  vars?: Record<string, string>
}

/** The event a gate's job runs on: its name, payload, and the ref and commit the run has. */
export interface Trigger {
  eventName: string
  event: Record<string, unknown>
  ref: string
  sha?: string
}

/** The first ```yaml block after `heading` in `page`. */
export function readWorkflow(page: string, heading: string): Workflow {
  const section = page.slice(page.indexOf(heading))
  const start = section.indexOf('```yaml\n') + '```yaml\n'.length
  return load(section.slice(start, section.indexOf('```', start))) as Workflow
}

/** One workflow run (its id) across its attempts: the artifacts and the job outputs it keeps. */
export interface WorkflowRun {
  attempt: number
  /** Artifact name → the folder holding its files. */
  artifacts: Map<string, string>
  /** Job → its outputs, kept from the attempt that ran it. */
  outputs: Map<string, Record<string, string>>
  /** Every workspace made, removed by `close`. */
  dirs: string[]
}

export function startRun(): WorkflowRun {
  return { attempt: 1, artifacts: new Map(), outputs: new Map(), dirs: [] }
}

export function closeRun(run: WorkflowRun): void {
  for (const dir of run.dirs) rmSync(dir, { recursive: true, force: true })
}

export interface JobContext {
  env: E2eEnv
  run: WorkflowRun
  workflow: Workflow
  owner: string
  secrets: Record<string, string>
  vars: Record<string, string>
  /** The workflow's base-url, replaced by the emulator's. */
  baseUrl: string
  /** The repository's environments, by name. */
  environments?: Record<string, Environment>
  /** What the gate's steps run on (the sweep's run on the workflow's schedule). */
  trigger?: Trigger
  /** What actions/create-github-app-token gives: an installation token of the test's App. */
  appToken?: string
}

export interface JobRun {
  ok: boolean
  workspace: string
  /** The sweep step's run. */
  sweep?: ActionRun | undefined
  /** The gate step's run. */
  gate?: ActionRun | undefined
  /** Why the job was refused before its first step (its environment's protection rules). */
  refused?: string | undefined
}

/** The inputs a job's sweep step gets beyond the page's own: what a test varies on purpose. */
export type Overrides = Record<string, string>

/** Runs one job, or one entry of its matrix, and keeps its outputs for the jobs that need it. */
export async function runJob(
  outer: JobContext,
  name: string,
  { matrix, overrides = {} }: { matrix?: Record<string, number>; overrides?: Overrides } = {},
): Promise<JobRun> {
  const job = outer.workflow.jobs[name]
  if (job === undefined) throw new Error(`no job ${name}`)
  const workspace = mkdtempSync(join(tmpdir(), `workflow-${name}-`))
  outer.run.dirs.push(workspace)
  const admitted = enterEnvironment(outer, job.environment)
  if ('refused' in admitted) return { ok: false, workspace, refused: admitted.refused }
  const ctx = admitted.ctx
  const steps: Record<string, Record<string, string>> = {}
  const expand = (value: unknown) =>
    String(value).replace(/\$\{\{\s*(.+?)\s*\}\}/g, (_, expr: string) =>
      lookUp(ctx, expr, { matrix, steps }),
    )
  let ok = true
  let sweep: ActionRun | undefined
  let gate: ActionRun | undefined
  for (const step of job.steps) {
    if (step.if !== undefined && step.if !== 'always()') throw new Error(`if: ${step.if}`)
    if (!ok && step.if !== 'always()') continue
    const inputs: Record<string, string> = {}
    for (const [key, value] of Object.entries(step.with ?? {})) inputs[key] = expand(value)
    if (step.uses === 'actions/create-github-app-token@v2') {
      steps[step.id ?? ''] = { token: ctx.appToken ?? GITHUB_TOKEN }
    } else if (step.uses === 'actions/upload-artifact@v4') {
      uploadArtifact(ctx.run, workspace, inputs)
    } else if (step.uses === 'actions/download-artifact@v4') {
      ok = downloadArtifacts(ctx.run, workspace, inputs)
    } else if (step.uses === 'org/security-scan-action/sweep@v1') {
      sweep = await runSweepStep(ctx, workspace, { ...inputs, ...overrides })
      steps[step.id ?? ''] = sweep.outputs
      ok = sweep.exitCode === 0
    } else if (step.uses === 'org/security-scan-action@v1') {
      gate = await runGateStep(ctx, workspace, { ...inputs, ...overrides })
      steps[step.id ?? ''] = gate.outputs
      ok = gate.exitCode === 0
    } else {
      throw new Error(`a step this runner does not know: ${step.uses ?? '(run)'}`)
    }
  }
  if (job.outputs !== undefined) {
    const outputs: Record<string, string> = {}
    for (const [key, value] of Object.entries(job.outputs)) outputs[key] = expand(value)
    ctx.run.outputs.set(name, outputs)
  }
  return { ok, workspace, sweep, gate }
}

/**
 * A job's environment, as GitHub applies it: its deployment branches are matched against the ref
 * the run has (for pull_request_target the default branch; for pull_request the pull request's
 * merge ref, which is no branch), and a job it refuses never starts. An admitted job gets the
 * environment's secrets and variables over the repository's.
 */
function enterEnvironment(
  ctx: JobContext,
  name: string | undefined,
): { ctx: JobContext } | { refused: string } {
  if (name === undefined) return { ctx }
  const environment = ctx.environments?.[name]
  if (environment === undefined) throw new Error(`an environment the test does not set: ${name}`)
  const ref = ctx.trigger?.ref ?? 'refs/heads/main'
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

/** The entries of a job's matrix, from its expression. */
export function matrixOf(ctx: JobContext, name: string): Record<string, number>[] {
  const expr = ctx.workflow.jobs[name]?.strategy?.matrix ?? ''
  const inner = /^\$\{\{\s*fromJSON\((.+)\)\s*\}\}$/.exec(expr)?.[1]
  if (inner === undefined) throw new Error(`a matrix this runner does not know: ${expr}`)
  const matrix = JSON.parse(lookUp(ctx, inner, { steps: {} })) as Record<string, number[]>
  const [key, values] = Object.entries(matrix)[0] ?? ['', []]
  return values.map((value) => ({ [key]: value }))
}

function lookUp(
  ctx: JobContext,
  expr: string,
  {
    matrix,
    steps,
  }: { matrix?: Record<string, number>; steps: Record<string, Record<string, string>> },
): string {
  const [head = '', ...rest] = expr.split('.')
  const found: string | number | undefined =
    head === 'matrix'
      ? matrix?.[rest.join('.')]
      : expr === 'github.run_attempt'
        ? String(ctx.run.attempt)
        : expr === 'github.repository_owner'
          ? ctx.owner
          : head === 'secrets'
            ? ctx.secrets[rest.join('.')]
            : head === 'vars'
              ? ctx.vars[rest.join('.')]
              : head === 'steps' && rest[1] === 'outputs'
                ? (steps[rest[0] ?? '']?.[rest[2] ?? ''] ?? '')
                : head === 'needs' && rest[1] === 'outputs'
                  ? (ctx.run.outputs.get(rest[0] ?? '')?.[rest[2] ?? ''] ?? '')
                  : undefined
  if (found === undefined) throw new Error(`an expression this runner does not know: ${expr}`)
  return String(found)
}

/** actions/upload-artifact@v4 of one file: a name once per run (artifacts are immutable). */
function uploadArtifact(run: WorkflowRun, workspace: string, inputs: Record<string, string>): void {
  const name = inputs.name ?? 'artifact'
  const path = join(workspace, inputs.path ?? '')
  // if-no-files-found: warn (the default): nothing to upload is no artifact, not a failure.
  if (!existsSync(path)) return
  if (run.artifacts.has(name)) throw new Error(`artifact ${name} uploaded twice in one run`)
  const dir = mkdtempSync(join(tmpdir(), 'artifact-'))
  run.dirs.push(dir)
  cpSync(path, join(dir, basename(path)))
  run.artifacts.set(name, dir)
}

/**
 * actions/download-artifact@v4: `name` into `path` (the workspace by default), or every artifact
 * matching `pattern`, each into `<path>/<its name>/` unless merge-multiple is true.
 */
function downloadArtifacts(
  run: WorkflowRun,
  workspace: string,
  inputs: Record<string, string>,
): boolean {
  const into = join(workspace, inputs.path ?? '')
  if (inputs.name !== undefined) {
    const dir = run.artifacts.get(inputs.name)
    // An artifact that does not exist fails the step.
    if (dir === undefined) return false
    copyInto(dir, into)
    return true
  }
  const separate = (inputs['merge-multiple'] ?? 'false') !== 'true'
  for (const [name, dir] of run.artifacts) {
    if (matchesGlob(name, inputs.pattern ?? '*')) copyInto(dir, separate ? join(into, name) : into)
  }
  return true
}

function copyInto(from: string, to: string): void {
  mkdirSync(to, { recursive: true })
  for (const entry of readdirSync(from)) cpSync(join(from, entry), join(to, entry))
}

/** The gate's step, on the job's trigger. */
async function runGateStep(
  ctx: JobContext,
  workspace: string,
  inputs: Record<string, string>,
): Promise<ActionRun> {
  if (ctx.trigger === undefined) throw new Error("the gate's job needs a trigger")
  return await runActionStep(ctx, workspace, inputs, ctx.trigger)
}

/** The sweep's step, on the workflow's schedule. */
async function runSweepStep(
  ctx: JobContext,
  workspace: string,
  inputs: Record<string, string>,
): Promise<ActionRun> {
  return await runActionStep(ctx, workspace, inputs, {
    action: 'sweep',
    eventName: 'schedule',
    event: {
      schedule: ctx.workflow.on.schedule?.[0]?.cron,
      repository: { full_name: `${ctx.owner}/security` },
    },
    repository: `${ctx.owner}/security`,
    runAttempt: ctx.run.attempt,
  })
}

/** An action's step: its `with:` as expanded, the service's address the test's. */
async function runActionStep(
  ctx: JobContext,
  workspace: string,
  inputs: Record<string, string>,
  run: Omit<RunOptions, 'inputs' | 'workspaceDir'>,
): Promise<ActionRun> {
  if (inputs['base-url'] !== ctx.baseUrl) throw new Error(`base-url: ${inputs['base-url']}`)
  return await ctx.env.run({
    ...run,
    workspaceDir: workspace,
    inputs: {
      // What the runner gives an input the step leaves out: its default, here none.
      'api-key': '',
      // The input's default, ${{ github.token }}.
      'github-token': GITHUB_TOKEN,
      ...inputs,
      'base-url': ctx.env.emu.baseUrl,
    },
  })
}
