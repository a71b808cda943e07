import { expect, it } from 'vitest'
import { describeE2e } from './env.js'
import { PR_NUMBER } from '../../testkit/ids.js'

/** comment-on-findings, through dist/index.js against the emulator. */
describeE2e('finding comments, through dist/index.js', (env) => {
  it('comments only on approved findings, with the PR and workflow run links', async () => {
    // Every second finding is not approved yet: the service would answer 404 for it.
    env.emu.plan.scan = { findings: { high: 2, medium: 2, low: 2 }, unapprovedEvery: 2 }

    const run = await env.run({ inputs: { 'comment-on-findings': 'true' } })

    expect(run.outputs['findings-total']).toBe('6')
    expect(env.emu.comments).toHaveLength(3)
    const commented = new Set(env.emu.comments.map((c) => c.finding_id))
    expect(commented.size).toBe(3)
    for (const comment of env.emu.comments) {
      expect(comment.comment).toContain(`https://github.com/acme/webapp/pull/${PR_NUMBER}`)
      expect(comment.comment).toContain('https://github.com/acme/webapp/actions/runs/987654321')
    }
    // No comment was refused: the action asked only for approved findings.
    const posts = env.emu.requests.filter((r) => r.endpoint === 'POST /findings/{id}/comments')
    expect(posts.map((r) => r.status)).toEqual([201, 201, 201])
    expect(run.stdout).toContain('Commented on 3 approved finding(s) in the dashboard')
  })
})
