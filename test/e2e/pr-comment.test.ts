import { expect, it } from 'vitest'
import { pullRequestEvent } from '../../testkit/harness.js'
import { describeE2e, commandLines, expectAllOutputsSet } from './env.js'
import { HEAD_SHA, PR_NUMBER } from '../../testkit/ids.js'

const MARKER = '<!-- security-scan-action:comment check-name="Security%20scan" -->'

/** pr-comment, through dist/index.js: one comment per PR and check name, kept up to date. */
describeE2e('the sticky PR comment, through dist/index.js', (env) => {
  it('is created once and updated in place by the next run', async () => {
    env.emu.plan.scan = { findings: { critical: 1, high: 2, low: 1 } }
    const first = await env.run({ inputs: { 'pr-comment': 'always' } })
    expect(first.exitCode).toBe(1)
    expect(env.github.issueComments).toHaveLength(1)
    const comment = env.github.issueComments[0]!
    expect(comment.issueNumber).toBe(PR_NUMBER)
    expect(comment.body.startsWith(`${MARKER}\n`)).toBe(true)
    expect(comment.body).toContain('❌ failed')
    expect(comment.body).toContain(
      `[Check run](https://github.com/acme/webapp/runs/${first.outputs['check-run-id']})`,
    )
    expect(comment.body).toContain('(https://github.com/acme/webapp/actions/runs/987654321)')
    expect(comment.body).toContain(`Scan ${first.outputs['scan-id']}`)

    // The next run (a new push fixed the findings): the same comment now says it passed.
    env.emu.plan.scan = { findings: { low: 1 } }
    const second = await env.run({
      inputs: { 'pr-comment': 'on-failure', 'reuse-scan': 'false' },
    })
    expect(second.exitCode).toBe(0)
    expect(env.github.issueComments).toHaveLength(1)
    expect(env.github.issueComments[0]!.id).toBe(comment.id)
    expect(env.github.issueComments[0]!.updates).toBe(1)
    expect(env.github.issueComments[0]!.body).toContain('✅ passed')
    expect(env.github.issueComments[0]!.body).toContain(`Scan ${second.outputs['scan-id']}`)
  })

  it('two runs started together on one PR, with no comment yet, leave one comment', async () => {
    env.emu.plan.scan = { findings: { critical: 1, high: 2 } }
    // Both runs list the comments before either creates one: the overlap of a push during a run.
    env.github.holdCommentListings = 2
    const runs = await Promise.all([
      env.run({ inputs: { 'pr-comment': 'always' } }),
      env.run({ inputs: { 'pr-comment': 'always', 'reuse-scan': 'false' } }),
    ])
    expect(runs.map((run) => run.exitCode)).toEqual([1, 1])
    const posts = env.github.requests.filter(
      (r) => r.method === 'POST' && r.path.endsWith('/comments'),
    )
    expect(posts).toHaveLength(2)
    expect(env.github.issueComments).toHaveLength(1)
    const [kept] = env.github.issueComments
    expect(kept?.body.startsWith(`${MARKER}\n`)).toBe(true)
    expect(kept?.body).toContain('❌ failed')
    const scanIds = runs.map((run) => run.outputs['scan-id'])
    expect(scanIds.some((id) => kept?.body.includes(`Scan ${id}`))).toBe(true)
    for (const run of runs) {
      expect(commandLines(run.stdout, 'warning').filter((l) => l.includes('PR comment'))).toEqual(
        [],
      )
    }
  })

  it('on-failure writes no comment for a run that passes', async () => {
    env.emu.plan.scan = { findings: { low: 2 } }
    const run = await env.run({ inputs: { 'pr-comment': 'on-failure' } })
    expect(run.exitCode).toBe(0)
    expect(env.github.issueComments).toEqual([])
  })

  it('renders hostile finding text inert', async () => {
    env.emu.plan.scan = { findings: { critical: 3, high: 3 }, untrusted: true }
    await env.run({ inputs: { 'pr-comment': 'always' } })
    const body = env.github.issueComments[0]!.body
    // runAction already checked: no raw HTML after the marker, no secret. The hostile titles
    // are there, but inert: no mention, no cross-reference, no link, no table break.
    expect(body).toContain('@&#8203;octocat')
    expect(body).toContain('#&#8203;1')
    expect(body).not.toMatch(/(^|[^\\\w])@octocat/)
    expect(body).not.toContain('](https://evil.example)')
    expect(body).toContain('Injection \\| breaks \\| tables')
  })

  it('a read-only token (fork pull request) gets one warning and the job goes on', async () => {
    env.github.mode = 'forbidden'
    env.emu.plan.scan = { findings: { high: 1 } }
    const run = await env.run({
      inputs: { 'pr-comment': 'always' },
      event: pullRequestEvent({ number: PR_NUMBER, headSha: HEAD_SHA, fork: true }),
    })
    expect(run.exitCode).toBe(1)
    expectAllOutputsSet(run)
    expect(run.outputs.result).toBe('failed')
    expect(env.github.issueComments).toEqual([])
    const warnings = commandLines(run.stdout, 'warning').filter((l) => l.includes('PR comment'))
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('pull-requests: write')
    expect(run.summary).toContain('Security scan failed')
  })
})
