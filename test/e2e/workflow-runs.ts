/** The runs of a test's workflows, each closed (its workspaces removed) after the test. */
import { afterEach } from 'vitest'
import { closeRun, type WorkflowRun } from './workflow-model.js'

/** The runs a test starts: push each; they are closed after the test. */
export function useRuns(): WorkflowRun[] {
  const runs: WorkflowRun[] = []
  afterEach(() => {
    for (const run of runs.splice(0)) closeRun(run)
  })
  return runs
}
