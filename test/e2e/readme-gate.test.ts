/**
 * The README's pull-request gate, as pasted: its workflow's triggers and the action's `with:`,
 * read from the README itself, run through dist/ as the runner runs it: a push of main (one of
 * its triggers) makes the baseline, and a pull request then fails only for what it adds. Only
 * the service's address and the key's secret are this test's.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { load } from 'js-yaml'
import { expect, it } from 'vitest'
import type { FindingSeed } from '../../testkit/emulator/index.js'
import { BASE_SHA } from '../../testkit/ids.js'
import { describeE2e } from './env.js'

const README = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8')

interface Workflow {
  on: { pull_request: unknown; push?: { branches: string[] } }
  jobs: Record<string, { steps: { uses?: string; with?: Record<string, string> }[] }>
}

/** The first YAML block under the README's `### Pull-request gate`. */
function readGateWorkflow(): Workflow {
  const section = README.slice(README.indexOf('### Pull-request gate'))
  const start = section.indexOf('```yaml\n') + '```yaml\n'.length
  return load(section.slice(start, section.indexOf('```', start))) as Workflow
}

const OLD: FindingSeed = {
  severity: 'high',
  title: 'SQL injection in order search',
  file_path: 'src/orders/search.ts',
  line_start: 42,
  rule_id: 'sql-injection',
}
const ADDED: FindingSeed = {
  severity: 'high',
  title: 'Command injection in the export job',
  file_path: 'src/export/run.ts',
  line_start: 7,
  rule_id: 'command-injection',
}

describeE2e("the README's pull-request gate, as pasted", (env) => {
  it('a push of main makes the baseline; the pull request fails only for what it adds', async () => {
    const workflow = readGateWorkflow()
    const step = Object.values(workflow.jobs)
      .flatMap((job) => job.steps)
      .find((s) => s.uses === 'org/security-scan-action@v1')
    expect(step?.with?.['api-key']).toBe('${{ secrets.SECURITY_SCAN_API_KEY }}')
    const inputs = { ...step?.with, 'api-key': env.key, 'base-url': env.emu.baseUrl }
    const main = workflow.on.push?.branches[0] ?? ''
    expect(main).toBe('main')

    env.github.addCommits([BASE_SHA], { branch: main })
    env.emu.plan.repositories = {
      'acme/webapp': {
        branches: {
          [main]: { scan: { findings: [OLD] } },
          'feature/login': { scan: { findings: [OLD, ADDED] } },
        },
      },
    }
    const push = await env.run({
      inputs,
      eventName: 'push',
      event: { repository: { full_name: 'acme/webapp', default_branch: main } },
      ref: `refs/heads/${main}`,
      sha: BASE_SHA,
    })
    expect(push.outputs.result).toBe('failed')

    const pr = await env.run({ inputs })
    expect(pr.exitCode).toBe(1)
    expect(pr.outputs).toMatchObject({ 'findings-new': '1', 'findings-existing': '1' })
    expect(pr.stdout).toMatch(/::error::.*1 new finding at or above high \(1 high\); 1 existing/)
  })
})
