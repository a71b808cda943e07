import { describe, expect, it } from 'vitest'
import { makeContext } from '../testkit/builders/config.js'
import { useRunHarness } from './job/run-harness.js'

const h = useRunHarness()
const RERUN = { context: makeContext({ runAttempt: 2 }) }

/** How many scans the organization has, and what it was charged: what "never pay twice" means. */
function spent() {
  return { scans: h.emu.scanTimeline().length, credits: 1000 - h.emu.getCredits('org-1') }
}

describe('run: never pay twice', () => {
  it('a re-run of the same PR head follows the scan of the first run, paying nothing', async () => {
    const first = await h.run(h.inputs())
    expect(first.ports.outputs).toMatchObject({ 'scan-reused': 'false', 'credits-estimated': '12' })
    expect(spent()).toEqual({ scans: 1, credits: 12 })

    const second = await h.run(h.inputs(), RERUN)

    expect(spent()).toEqual({ scans: 1, credits: 12 })
    expect(second.ports.outputs).toMatchObject({
      'scan-id': first.ports.outputs['scan-id'],
      'scan-reused': 'true',
      'scan-status': 'completed',
      'findings-high': '1',
      result: 'failed',
      // No estimation was made: nothing was priced or spent.
      'estimation-id': '',
      'credits-estimated': '',
    })
    expect(second.ports.failures).toEqual(['1 finding at or above high (1 high)'])
    expect(second.ports.log.at('info').join('\n')).toContain('Reusing scan')
    expect(second.ports.summaries[0]).toContain(
      'reused: started earlier for the same commit, no credits spent by this run',
    )
  })

  it('the re-run of a completed scan reads its findings at once, without a single poll', async () => {
    await h.run(h.inputs())
    const before = h.emu.requests.length
    await h.run(h.inputs(), RERUN)
    expect(h.emu.requests.slice(before).map((r) => r.endpoint)).toEqual([
      'GET /scans',
      'GET /findings',
    ])
  })

  it('follows a scan a cancelled first run left running, to its end', async () => {
    h.emu.plan.scan = { statuses: ['queued', 'running', 'running', 'running', 'completed'] }
    const first = await h.run(h.inputs({ 'wait-for-completion': 'false' }))
    const second = await h.run(h.inputs(), RERUN)
    expect(spent().scans).toBe(1)
    expect(second.ports.outputs).toMatchObject({
      'scan-id': first.ports.outputs['scan-id'],
      'scan-reused': 'true',
      'scan-status': 'completed',
    })
  })

  it('starts a new scan when the earlier one failed, or reuse-scan is false', async () => {
    h.emu.plan.scan = { statuses: ['queued', 'failed'] }
    await h.run(h.inputs())
    h.emu.plan.scan = {}
    const afterFailure = await h.run(h.inputs(), RERUN)
    expect(afterFailure.ports.outputs['scan-reused']).toBe('false')
    expect(spent().scans).toBe(2)

    const forced = await h.run(h.inputs({ 'reuse-scan': 'false' }), RERUN)
    expect(forced.ports.outputs['scan-reused']).toBe('false')
    expect(spent().scans).toBe(3)
  })

  it('starts exactly one scan when the answer to POST /scans is lost after the service acted', async () => {
    h.emu.faults.add({ kind: 'status', status: 500, after: true, method: 'POST', path: '/scans' })
    const { ports } = await h.run(h.inputs())
    expect(h.requests('POST /scans').map((r) => r.status)).toEqual([500])
    expect(spent()).toEqual({ scans: 1, credits: 12 })
    expect(ports.outputs['scan-id']).toBe(h.emu.scanTimeline()[0]?.id)
    expect(ports.outputs).toMatchObject({ 'scan-status': 'completed', 'scan-reused': 'false' })
    expect(ports.log.at('info').join('\n')).toContain('The service had started scan')
  })

  it('sends POST /scans again a second after a 500 that had started nothing, not a minute', async () => {
    h.emu.faults.add({ kind: 'status', status: 500, method: 'POST', path: '/scans' })
    const lookups = h.requests('GET /scans').length
    const { ports } = await h.run(h.inputs())
    const posts = h.requests('POST /scans')
    expect(posts.map((r) => r.status)).toEqual([500, 201])
    // One look between the two, after the spec's first backoff step (1 s, no jitter here).
    const looks = h.requests('GET /scans').slice(lookups + 1)
    expect(looks.map((r) => r.at - (posts[0]?.at ?? 0))).toEqual([1_000])
    expect((posts[1]?.at ?? 0) - (posts[0]?.at ?? 0)).toBe(1_000)
    expect(spent()).toEqual({ scans: 1, credits: 12 })
    expect(ports.outputs['scan-status']).toBe('completed')
  })

  it('sends POST /scans again when the lost request had started nothing', async () => {
    h.emu.faults.add({ kind: 'status', status: 503, method: 'POST', path: '/scans' })
    const { ports } = await h.run(h.inputs())
    expect(h.requests('POST /scans').map((r) => r.status)).toEqual([503, 201])
    expect(spent()).toEqual({ scans: 1, credits: 12 })
    expect(ports.outputs['scan-status']).toBe('completed')
  })
})

describe('run: comments on findings', () => {
  it('comments on the approved findings of a pr scan it started, once', async () => {
    h.emu.plan.scan = { findings: { high: 2, medium: 2 }, unapprovedEvery: 2 }
    const inputs = h.inputs({ 'comment-on-findings': 'true' })
    await h.run(inputs)
    expect(h.emu.comments).toHaveLength(2)
    for (const comment of h.emu.comments) {
      expect(comment.comment).toBe(
        'Seen by the security scan GitHub Action in pull request https://github.com/acme/webapp/pull/7, workflow run https://github.com/acme/webapp/actions/runs/4242.',
      )
    }
    // A re-run follows the same scan: no comment twice.
    await h.run(inputs, RERUN)
    expect(h.emu.comments).toHaveLength(2)
  })

  it('does not comment by default, nor on a full scan', async () => {
    await h.run(h.inputs())
    await h.run(h.inputs({ 'comment-on-findings': 'true', 'scan-type': 'full' }), RERUN)
    expect(h.emu.comments).toEqual([])
  })
})

describe('run: the results of a paid scan are not lost to an outage', () => {
  it('reads the findings through a minute of 503s after the scan completed', async () => {
    // Eight 503s: the client's five attempts fail, then the read is tried again 15 s later.
    h.emu.faults.add({ kind: 'status', status: 503, method: 'GET', path: '/findings', times: 8 })
    const { ports } = await h.run(h.inputs())
    expect(h.requests('GET /findings').map((r) => r.status)).toEqual([
      503, 503, 503, 503, 503, 503, 503, 503, 200,
    ])
    expect(ports.outputs).toMatchObject({ result: 'failed', 'findings-total': '5' })
    expect(ports.failures).toEqual(['1 finding at or above high (1 high)'])
    expect(
      ports.log.at('warning').filter((l) => l.startsWith('Could not read the findings')),
    ).toHaveLength(1)
    expect(spent().scans).toBe(1)
  })
})
