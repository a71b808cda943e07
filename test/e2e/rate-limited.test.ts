import { expect, it } from 'vitest'
import { describeE2e, expectRun } from './env.js'

/**
 * A 429 is retried on every request, writes included: the service refuses an over-limit request
 * before it acts on it. Each retry waits out a real backoff of about a second in the child.
 */
describeE2e('429 on any request, through dist/index.js', (env) => {
  it('completes with the right result and exactly one scan when every kind of request is refused once', async () => {
    env.emu.plan.scan = { findings: { high: 1, medium: 2 } }
    const endpoints = [
      { method: 'POST', path: '/cost-estimations' },
      { method: 'GET', path: /^\/cost-estimations\/[^/]+$/ },
      { method: 'POST', path: '/scans' },
      { method: 'GET', path: /^\/scans\/[^/]+\/status$/ },
      { method: 'GET', path: /^\/scans\/[^/]+$/ },
      { method: 'GET', path: '/findings' },
    ]
    const faults = endpoints.map((e) => env.emu.faults.add({ kind: 'rate-limit', ...e, times: 1 }))

    const run = await env.run()

    expect(
      faults.map((f) => f.hits),
      'every injected 429 was met',
    ).toEqual([1, 1, 1, 1, 1, 1])
    expectRun(run, 1, {
      result: 'failed',
      'scan-status': 'completed',
      'findings-total': '3',
      'findings-high': '1',
      'findings-medium': '2',
    })
    expect(run.stdout).toContain('::error::1 finding at or above high (1 high)')
    expect(env.github.checkRuns[0]).toMatchObject({ conclusion: 'failure' })
    expect(env.github.checkRuns[0]?.annotations.length).toBeGreaterThan(0)
    // The refused POST /scans reached no handler; its retry started the only scan.
    expect(env.requests('POST /scans').map((r) => r.status)).toEqual([429, 201])
    expect(env.requests('POST /cost-estimations').map((r) => r.status)).toEqual([429, 201])
    expect(await env.countScans()).toBe(1)
  })

  it('a 429 with Retry-After on the scan start is waited out, not turned into a second scan', async () => {
    env.emu.plan.scan = { findings: [] }
    env.emu.faults.add({ kind: 'rate-limit', method: 'POST', path: '/scans', retryAfterSeconds: 1 })

    const run = await env.run()

    expectRun(run, 0, { result: 'passed', 'findings-total': '0' })
    expect(env.requests('POST /scans').map((r) => r.status)).toEqual([429, 201])
    expect(await env.countScans()).toBe(1)
  })

  it('a key that keeps refusing (its real window, scaled down) slows the job but never fails it', async () => {
    env.emu.plan.scan = { findings: { medium: 2, low: 1 } }
    // Two requests per 4 s: the job's seven requests meet the limiter again and again.
    env.emu.rateLimit.maxRequests = 2
    env.emu.rateLimit.windowMs = 4_000

    const run = await env.run()

    expectRun(run, 0, {
      result: 'passed',
      'scan-status': 'completed',
      'findings-total': '3',
    })
    const refused = env.emu.requests.filter((r) => r.status === 429)
    expect(refused.length).toBeGreaterThan(3)
    expect(env.requests('POST /scans').filter((r) => r.status === 201)).toHaveLength(1)
    env.emu.rateLimit.maxRequests = 100 // so that the test's own look at the scans gets through
    expect(await env.countScans()).toBe(1)
    // Said once when it starts (then at most once a minute), in plain words, not per retry.
    const said = run.stdout.split('\n').filter((l) => l.includes('rate limiting the API key'))
    expect(said).toHaveLength(1)
  })
})
