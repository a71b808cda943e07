/**
 * Running the gate's workflows the pages paste, as pasted: a page read from the repository, a
 * workflow's one job run on a trigger in a run of its own (closed after each test), the key as the
 * secret the pages name, and the log's warnings but the harness's fast polls.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { load } from 'js-yaml'
import { afterEach, expect } from 'vitest'
import { commandLines, type E2eEnv } from './env.js'
import { readTriggers } from './workflow-events.js'
import {
  closeRun,
  readYamlBlock,
  runJob,
  startRun,
  type JobContext,
  type JobRun,
  type Trigger,
  type Workflow,
  type WorkflowRun,
  type WorkflowStep,
} from './workflow.js'

/** The address the pages' workflows give, which the runner replaces with the emulator's. */
const PAGE_BASE_URL = 'https://api.example.com/v1'

/** A page of the repository: README.md, docs/usage.md… */
export function readPage(path: string): string {
  return readFileSync(join(import.meta.dirname, '..', '..', path), 'utf8')
}

const runs: WorkflowRun[] = []
afterEach(() => {
  for (const run of runs.splice(0)) closeRun(run)
})

/**
 * Runs the workflow's one job on `trigger`, in a run of its own, with the key as the secret the
 * pages name (SECURITY_SCAN_API_KEY).
 */
export async function runOn(
  env: E2eEnv,
  workflow: Workflow,
  trigger: Trigger,
  more: Partial<JobContext> = {},
): Promise<JobRun> {
  const [job, ...others] = Object.keys(workflow.jobs)
  expect(others).toEqual([])
  const run = startRun()
  runs.push(run)
  const ctx: JobContext = {
    env,
    run,
    workflow,
    owner: 'acme',
    secrets: { SECURITY_SCAN_API_KEY: env.key },
    vars: {},
    baseUrl: PAGE_BASE_URL,
    trigger,
    ...more,
  }
  return await runJob(ctx, job ?? '')
}

/**
 * A part of a job the page shows (its `permissions:` and `steps:`, or steps alone), as the one job
 * of a workflow on `on`: the trigger the page's section is about.
 */
export function asWorkflow(
  part: { permissions?: Workflow['permissions']; steps: WorkflowStep[] } | WorkflowStep[],
  on: unknown,
): Workflow {
  const { permissions, steps } = Array.isArray(part)
    ? { permissions: undefined, steps: part }
    : part
  return {
    on: readTriggers(on),
    ...(permissions === undefined ? {} : { permissions }),
    jobs: { scan: { steps } },
  }
}

/**
 * The part of a workflow the page's ```yaml block after `heading` shows, elided with `# ...`
 * between its top (`on:`, `permissions:`) and the steps: the steps as its one job's.
 */
export function readElidedWorkflow(page: string, heading: string): Workflow {
  const [top = '', rest = ''] = readYamlBlock(page, heading).split('# ...\n')
  const indent = Math.min(
    ...rest
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => l.search(/\S/)),
  )
  const steps = load(rest.replace(new RegExp(`^ {${indent}}`, 'gm'), '')) as WorkflowStep[]
  const head = load(top) as { on: unknown; permissions?: Workflow['permissions'] }
  return asWorkflow({ ...head, steps }, head.on)
}

/** The job's gate's warnings, but the harness's fast polls (poll-interval). */
export function warningsOf(job: JobRun): string[] {
  const warnings = commandLines(job.gate?.stdout ?? '', 'warning')
  return warnings.filter((line) => !line.includes('poll-interval'))
}
