/**
 * What a workflow of the pages is, as the runner (workflow.ts) reads it, and what one run of it
 * keeps: its artifacts, and each job's outputs and result.
 */
import { rmSync } from 'node:fs'
import { load } from 'js-yaml'
import type { Access } from '../../testkit/fake-github/server.js'
import type { ActionRun } from '../../testkit/harness.js'
import type { E2eEnv } from './env.js'
import {
  readTriggers,
  type PermissionsBlock,
  type Trigger,
  type Triggers,
} from './workflow-events.js'
import type { Value } from './workflow-expressions.js'

export interface WorkflowStep {
  id?: string
  if?: string
  uses?: string
  run?: string
  with?: Record<string, unknown>
}

/** One entry of a job's matrix. */
export type Matrix = Record<string, string | number>

export interface WorkflowJob {
  needs?: string | string[]
  if?: string
  environment?: string
  permissions?: PermissionsBlock
  outputs?: Record<string, string>
  strategy?: {
    'fail-fast'?: boolean
    'max-parallel'?: number
    matrix?: string | Record<string, (string | number)[]>
  }
  steps?: WorkflowStep[]
  /** A reusable workflow the job calls, with its inputs and secrets. */
  uses?: string
  with?: Record<string, unknown>
  secrets?: Record<string, string> | 'inherit'
}

export interface Workflow {
  on: Triggers
  permissions?: PermissionsBlock
  jobs: Record<string, WorkflowJob>
}

/** What the runner does with a job's keys; any other fails the test. */
const JOB_KEYS = new Set([
  ...['needs', 'if', 'environment', 'permissions', 'outputs', 'strategy', 'steps'],
  ...['uses', 'with', 'secrets'],
  // Where and how long it runs, and its concurrency group: nothing a single run of a test shows.
  ...['name', 'runs-on', 'timeout-minutes', 'concurrency'],
])
export const STEP_KEYS = new Set(['id', 'if', 'uses', 'with', 'name', 'run'])

/**
 * An environment as its settings say: the branches that may deploy to it (Deployment branches and
 * tags, Selected branches), and its secrets and variables.
 */
export interface Environment {
  branches: string[]
  secrets: Record<string, string>
  vars?: Record<string, string>
}

/** The text of the first ```yaml block after `heading` in `page`. */
export function readYamlBlock(page: string, heading: string): string {
  const at = page.indexOf(heading)
  if (at < 0) throw new Error(`no heading ${heading}`)
  const section = page.slice(at)
  const start = section.indexOf('```yaml\n') + '```yaml\n'.length
  return section.slice(start, section.indexOf('```', start))
}

/** The first ```yaml block after `heading` in `page`, its `on:` as a mapping. */
export function readWorkflow(page: string, heading: string): Workflow {
  const workflow = load(readYamlBlock(page, heading)) as Workflow
  return { ...workflow, on: readTriggers(workflow.on) }
}

/** How a job ended, as `needs.<job>.result` says it. */
export type JobResult = 'success' | 'failure' | 'cancelled' | 'skipped'

/**
 * The repository's caches (actions/cache), which outlive its runs: key → the files saved, by path
 * in the workspace. Newest last: a restore key takes the newest cache it starts.
 */
export type CacheStore = Map<string, Map<string, Buffer>>

/** One workflow run (its id) across its attempts: the artifacts and the job outputs it keeps. */
export interface WorkflowRun {
  /** GITHUB_RUN_ID: each run has its own. */
  id: number
  attempt: number
  /** Artifact name → the folder holding its files. */
  artifacts: Map<string, string>
  /** Job → its outputs, kept from the attempt that ran it. */
  outputs: Map<string, Record<string, string>>
  /** Job → its result by matrix entry (`{}` without one), from the attempt that last ran it. */
  results: Map<string, Map<string, JobResult>>
  /** Every workspace made, removed by `close`. */
  dirs: string[]
  /** The repository's caches: the same store for the runs of one repository. */
  caches: CacheStore
}

/** GITHUB_RUN_ID of the first run of a test's process; each later run's is the next. */
let nextRunId = 987_654_321

/** A new run of the workflow; `caches` are the repository's, kept from its earlier runs. */
export function startRun({ caches = new Map() }: { caches?: CacheStore } = {}): WorkflowRun {
  const id = nextRunId
  nextRunId += 1
  return {
    id,
    attempt: 1,
    artifacts: new Map(),
    outputs: new Map(),
    results: new Map(),
    dirs: [],
    caches,
  }
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
  /** The event the run is on. Default: the workflow's schedule, in `<owner>/security`. */
  trigger?: Trigger
  /** What actions/create-github-app-token gives: an installation token of the test's App. */
  appToken?: string
  /**
   * A fork's pull request gets the secrets: the private repository's setting "Send secrets to
   * workflows from fork pull requests". Default false, as GitHub's.
   */
  forkSecrets?: boolean
  /** The repository's files, as actions/checkout lays them out. */
  checkout?: Record<string, string>
  /** Reusable workflows, by what a job's `uses:` names. */
  workflows?: Record<string, Workflow>
  /** Within a reusable workflow: its inputs, and its caller's job's token's permissions. */
  call?: { inputs: Record<string, Value>; permissions: Record<string, Access> }
}

export interface JobRun {
  ok: boolean
  result: JobResult
  /** Its workspace ('' when skipped). */
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

/** A scheduled run of the workflow (its first cron), in `repository`, on the default branch. */
export function scheduled(workflow: Workflow, repository: string): Trigger {
  return {
    eventName: 'schedule',
    event: {
      schedule: workflow.on.schedule?.[0]?.cron,
      repository: { full_name: repository, default_branch: 'main' },
    },
    ref: 'refs/heads/main',
    repository,
  }
}

export function triggerOf(ctx: JobContext): Trigger {
  return ctx.trigger ?? scheduled(ctx.workflow, `${ctx.owner}/security`)
}

export function needsOf(job: WorkflowJob): string[] {
  return job.needs === undefined ? [] : [job.needs].flat()
}

export function jobOf(workflow: Workflow, name: string): WorkflowJob {
  const job = workflow.jobs[name]
  if (job === undefined) throw new Error(`no job ${name}`)
  const unknown = Object.keys(job).filter((key) => !JOB_KEYS.has(key))
  if (unknown.length > 0) throw new Error(`a job key this runner does not know: ${unknown[0]}`)
  return job
}

/** Every job `name` needs, directly or through others. */
export function ancestorsOf(workflow: Workflow, name: string): string[] {
  const found = new Set<string>()
  const visit = (job: string) => {
    for (const need of needsOf(jobOf(workflow, job))) {
      if (found.has(need)) continue
      found.add(need)
      visit(need)
    }
  }
  visit(name)
  return [...found]
}

/** A job's result over its matrix entries: a failed entry fails it, all skipped skip it. */
export function resultOf(run: WorkflowRun, name: string): JobResult | undefined {
  const entries = [...(run.results.get(name)?.values() ?? [])]
  if (entries.length === 0) return undefined
  if (entries.includes('failure')) return 'failure'
  if (entries.includes('cancelled')) return 'cancelled'
  return entries.every((r) => r === 'skipped') ? 'skipped' : 'success'
}

export function record(
  run: WorkflowRun,
  name: string,
  matrix: Matrix | undefined,
  result: JobResult,
) {
  const entries = run.results.get(name) ?? new Map<string, JobResult>()
  entries.set(JSON.stringify(matrix ?? {}), result)
  run.results.set(name, entries)
}
