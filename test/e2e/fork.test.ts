import { expect, it } from 'vitest'
import { pullRequestEvent } from '../../testkit/harness.js'
import { parseWorkflowCommand } from './safety.js'
import { describeE2e, expectRun, commandLines, expectAllOutputsSet } from './env.js'
import { HEAD_SHA, PR_NUMBER } from '../../testkit/ids.js'

/** Log annotations carry a title; the action's own ::error:: and ::warning:: lines do not. */
function annotationLines(stdout: string, level: 'error' | 'warning'): string[] {
  return commandLines(stdout, level).filter((l) => l.startsWith(`::${level} title=`))
}

describeE2e('fork pull request with a read-only token, through dist/index.js', (env) => {
  it('completes without a check run, says why once, and annotates the log instead', async () => {
    env.github.mode = 'forbidden'
    env.emu.plan.scan = { findings: { critical: 5, high: 10, medium: 15, low: 5 } }

    const run = await env.run({
      event: pullRequestEvent({ number: PR_NUMBER, headSha: HEAD_SHA, fork: true }),
    })

    // The gate and every report still work: only the way findings are shown changes.
    expectRun(run, 1, {
      result: 'failed',
      'findings-total': '35',
      'findings-critical': '5',
      'findings-high': '10',
      'check-run-id': '',
    })
    expect(commandLines(run.stdout, 'error')).toContain(
      '::error::15 findings at or above high (5 critical, 10 high)',
    )
    expect(run.summary).toContain('## ❌ Security scan failed')
    expect(run.summary).toContain('| **Total** | **35** |')

    // Said once, with the reason and the fix.
    const why = run.stdout.split('\n').filter((l) => l.includes('Cannot report as a check run'))
    expect(why).toHaveLength(1)
    expect(why[0]).toMatch(/^::warning::/)
    expect(why[0]).toContain('403')
    expect(why[0]).toContain('checks: write')
    // GitHub was asked once for the check run, and nothing was retried or patched; then for the
    // base commit's policy file, which the read-only token may read.
    expect(env.github.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /repos/acme/webapp/check-runs',
      'GET /repos/acme/webapp/contents/.github%2Fsecurity-scan.yml',
    ])
    expect(env.github.checkRuns).toEqual([])

    // The runner shows 10 of each kind: the most severe are picked, leaving one error for the
    // failure message and two warnings for the action's own (the check-run fallback above).
    const errors = annotationLines(run.stdout, 'error')
    const warnings = annotationLines(run.stdout, 'warning')
    expect(errors).toHaveLength(9)
    expect(warnings).toHaveLength(8)
    expect(commandLines(run.stdout, 'error')).toHaveLength(10)
    const titles = (lines: string[]) => lines.map((l) => parseWorkflowCommand(l)?.properties.title)
    expect(
      titles(errors)
        .slice(0, 5)
        .every((t) => t?.startsWith('Critical: ')),
    ).toBe(true)
    expect(
      titles(errors)
        .slice(5)
        .every((t) => t?.startsWith('High: ')),
    ).toBe(true)
    expect(titles(warnings).every((t) => t?.startsWith('Medium: '))).toBe(true)
    const located = errors.map((l) => parseWorkflowCommand(l)?.properties).filter((p) => p?.file)
    expect(located.length).toBeGreaterThan(0)
    for (const properties of located) {
      expect(properties?.file).toMatch(/^src\//)
      expect(Number(properties?.line)).toBeGreaterThan(0)
    }
  })

  it("on pull_request_target, scans the fork's code, never the base repository's branch", async () => {
    env.emu.plan.scan = { findings: [] }
    const run = await env.run({
      eventName: 'pull_request_target',
      event: pullRequestEvent({ number: PR_NUMBER, headSha: HEAD_SHA, fork: true }),
    })

    expect(run.exitCode).toBe(0)
    const [estimation] = env.requests('POST /cost-estimations')
    expect(estimation).toBeDefined()
    const scan = await env.readScanRecord(run.outputs['scan-id'] ?? '')
    expect(scan).toMatchObject({
      repo_url: 'https://github.com/someone/webapp',
      branch: 'feature/login',
      name: `acme/webapp PR #${PR_NUMBER} @ ${HEAD_SHA}`,
    })
    // The check run stays on the base repository, at the PR's head commit.
    expect(env.github.checkRuns[0]).toMatchObject({
      owner: 'acme',
      repo: 'webapp',
      headSha: HEAD_SHA,
    })
  })

  it('a fork force-pushed after the event: no scan of the other code, and no pass', async () => {
    env.emu.plan.estimation = { polls: 1, commitSha: 'f00d'.repeat(10) }
    const run = await env.run({
      eventName: 'pull_request_target',
      event: pullRequestEvent({ number: PR_NUMBER, headSha: HEAD_SHA, fork: true }),
    })

    expect(run.exitCode).toBe(1)
    expect(env.requests('POST /scans')).toEqual([])
    expect(run.outputs).toMatchObject({ result: 'unknown', 'scan-id': '' })
    expect(commandLines(run.stdout, 'error').join('\n')).toContain(
      'the commit this run is about (the branch has moved since)',
    )
    expect(env.github.checkRuns[0]).toMatchObject({ headSha: HEAD_SHA, conclusion: 'failure' })
  })

  it('a deleted fork: a clear error naming the inputs to set, and nothing asked of the service', async () => {
    const run = await env.run({
      eventName: 'pull_request_target',
      event: pullRequestEvent({ number: PR_NUMBER, headSha: HEAD_SHA, deletedFork: true }),
    })

    expect(run.exitCode).toBe(1)
    expect(commandLines(run.stdout, 'error').join('\n')).toContain(
      `PR #${PR_NUMBER} comes from a fork that has been deleted, so its code cannot be scanned; set repo-url and branch`,
    )
    expect(env.emu.requests).toEqual([])
    expectAllOutputsSet(run)
    expect(run.outputs.result).toBe('failed')
  })
})
