/**
 * What the workflow runner's own tests share (workflow.test.ts, workflow-cache.test.ts): small
 * workflows of their own, run with no service.
 */
import { load } from 'js-yaml'
import type { E2eEnv } from './env.js'
import { readTriggers } from './workflow-events.js'
import type { Workflow } from './workflow.js'

/** Any use of the test's services fails: these workflows' steps need none. */
export const NO_SERVICES = new Proxy({} as E2eEnv, {
  get(_, name) {
    throw new Error(`a step reached env.${String(name)}`)
  },
})

export function workflowOf(yaml: string): Workflow {
  const workflow = load(yaml) as Workflow
  return { ...workflow, on: readTriggers(workflow.on) }
}
