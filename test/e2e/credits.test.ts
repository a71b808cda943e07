import { expect, it } from 'vitest'
import { describeE2e, expectAllOutputsSet } from './env.js'

/** max-credits: nothing is spent beyond it, and the run says what it would have cost. */
describeE2e('the credit guard, through dist/index.js', (env) => {
  it('starts no scan when the estimate plus the triage fee is over max-credits', async () => {
    env.emu.plan.estimation = {
      polls: 1,
      totalCredits: 90,
      triageRequired: true,
      triageFeeCredits: 27,
    }
    const before = env.emu.getCredits('org-1')

    const run = await env.run({ inputs: { 'max-credits': '100' } })

    expect(run.exitCode).toBe(1)
    expect(env.requests('POST /scans')).toEqual([])
    expect(await env.countScans()).toBe(0)
    expect(env.emu.getCredits('org-1')).toBe(before)
    expectAllOutputsSet(run)
    expect(run.outputs).toMatchObject({
      result: 'failed',
      'scan-id': '',
      'total-credits': '90',
      'credits-estimated': '117',
    })
    expect(run.stdout).toContain(
      'puts it at 117 credits (90 estimated + 27 triage fee, which the service requires for this scan), more than max-credits (100)',
    )
    expect(run.summary).toContain(
      '- **Cost of the scan:** 117 credits (90 estimated + 27 triage fee)',
    )
    expect(run.summary).toContain('- **Credit cap (max-credits):** 100')
    expect(env.github.checkRuns[0]?.conclusion).toBe('failure')
  })

  it('runs the scan when the estimate is within max-credits, and outputs its cost', async () => {
    env.emu.plan.scan = { findings: { low: 1 } }

    const run = await env.run({ inputs: { 'max-credits': '12' } })

    expect(run.exitCode).toBe(0)
    expect(env.requests('POST /scans').map((r) => r.status)).toEqual([201])
    expect(run.outputs).toMatchObject({ result: 'passed', 'credits-estimated': '12' })
  })
})
