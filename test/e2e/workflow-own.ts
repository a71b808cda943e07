/**
 * What the workflow runner's own tests share (workflow.test.ts, workflow-cache.test.ts): small
 * workflows of their own, run with no service, each run closed after its test.
 */
import { load } from 'js-yaml'
import { afterEach } from 'vitest'
import type { E2eEnv } from './env.js'
import { readTriggers } from './workflow-events.js'
import { closeRun, type Workflow, type WorkflowRun } from './workflow.js'

/** Any use of the test's services fails: these workflows' steps need none. */
export const NO_SERVICES = new Proxy({} as E2eEnv, {
  get(_, name) {
    throw new Error(`a step reached env.${String(name)}`)
  },
})

/** The runs a test starts: push each; they are closed after the test. */
export function useRuns(): WorkflowRun[] {
  const runs: WorkflowRun[] = []
  afterEach(() => {
    for (const run of runs.splice(0)) closeRun(run)
  })
  return runs
}

export function workflowOf(yaml: string): Workflow {
  const workflow = load(yaml) as Workflow
  return { ...workflow, on: readTriggers(workflow.on) }
}
