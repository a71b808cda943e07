import { expect, it } from 'vitest'
import { describeE2e, expectRun, MIXED_FINDINGS } from './env.js'

/**
 * Reads are idempotent, so 5xx answers and dropped connections on them are retried (with a real
 * backoff of about a second each in the child); the scan is started exactly once.
 */
describeE2e('5xx and connection resets on reads, through dist/index.js', (env) => {
  it('completes with the right result and exactly one POST /scans', async () => {
    env.emu.plan.scan = { findings: MIXED_FINDINGS }
    const faults = [
      env.emu.faults.add({
        kind: 'status',
        status: 503,
        method: 'GET',
        path: /^\/cost-estimations\/[^/]+$/,
      }),
      env.emu.faults.add({
        kind: 'status',
        status: 502,
        html: true,
        method: 'GET',
        path: /^\/scans\/[^/]+\/status$/,
      }),
      env.emu.faults.add({ kind: 'reset', method: 'GET', path: /^\/scans\/[^/]+$/ }),
      // The one read of the findings (a single page) is dropped, then answered 500, then passes.
      env.emu.faults.add({ kind: 'reset', method: 'GET', path: '/findings' }),
      env.emu.faults.add({ kind: 'status', status: 500, method: 'GET', path: '/findings' }),
    ]

    const run = await env.run()

    expect(
      faults.map((f) => f.hits),
      'every injected fault was met',
    ).toEqual([1, 1, 1, 1, 1])
    expectRun(run, 1, {
      result: 'failed',
      'scan-status': 'completed',
      'findings-total': '4',
      'findings-critical': '1',
      'findings-high': '1',
    })
    expect(run.stdout).toContain('::error::2 findings at or above high (1 critical, 1 high)')
    // Every finding was still read and annotated.
    expect(env.github.checkRuns[0]?.annotations).toHaveLength(4)
    expect(run.summary).toContain('src/orders/search.ts:42-44')
    expect(env.requests('POST /scans')).toHaveLength(1)
    expect(await env.countScans()).toBe(1)
  })

  it('falls back to the scan record when the status endpoint answers 404', async () => {
    env.emu.plan.scan = { findings: { low: 1 }, statusEndpoint404: true }

    const run = await env.run()

    expectRun(run, 0, { result: 'passed', 'findings-low': '1' })
    expect(env.requests('GET /scans/{id}/status').map((r) => r.status)).toEqual([404])
    expect(env.requests('GET /scans/{id}').length).toBeGreaterThan(0)
    expect(env.requests('POST /scans')).toHaveLength(1)
  })
})
