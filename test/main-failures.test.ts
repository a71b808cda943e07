import { describe, expect, it } from 'vitest'
import { endOnBug, run } from '../src/main.js'
import { ServiceClient } from '../src/service/client.js'
import { HORIZON_MS } from '../testkit/fakes/clock.js'
import { makeContext } from '../testkit/builders/config.js'
import { recordingLog } from '../testkit/fakes/log.js'
import { fakePorts } from '../testkit/fakes/ports.js'
import { useRunHarness } from './job/run-harness.js'

const h = useRunHarness()

describe('run: every way a run can end early is explained and reported', () => {
  it('ends on 402 with a credits message, never retried, still giving the estimation id', async () => {
    h.emu.setCredits('org-1', 0)
    const { ports, checkRun } = await h.run(h.inputs())
    expect(ports.failures).toHaveLength(1)
    expect(ports.failures[0]).toMatch(/402/)
    expect(ports.failures[0]).toContain('credits')
    expect(h.requests('POST /scans').map((r) => r.status)).toEqual([402])
    expect(ports.outputs['estimation-id']).toMatch(/^[0-9a-f-]{36}$/)
    expect(ports.outputs).toMatchObject({ 'scan-id': '', result: 'failed', 'total-credits': '12' })
    expect(ports.summaries[0]).toContain(ports.outputs['estimation-id'])
    expect(checkRun.updates.at(-1)?.[1].conclusion).toBe('failure')
  })

  it('starts no scan when the estimate is over max-credits, and says by how much', async () => {
    const { ports, checkRun } = await h.run(h.inputs({ 'max-credits': '11' }))
    const id = ports.outputs['estimation-id']
    expect(ports.failures).toEqual([
      `Scan not started: cost estimation ${id} puts it at 12 credits, more than max-credits (11); raise max-credits to run it, or scan less (a narrower branch or repository)`,
    ])
    expect(h.requests('POST /scans')).toEqual([])
    expect(h.emu.getCredits('org-1')).toBe(1000)
    expect(ports.outputs).toMatchObject({
      'scan-id': '',
      result: 'failed',
      'total-credits': '12',
      'credits-estimated': '12',
    })
    expect(ports.summaries[0]).toContain('- **Cost of the scan:** 12 credits')
    expect(ports.summaries[0]).toContain('- **Credit cap (max-credits):** 11')
    expect(checkRun.updates.at(-1)?.[1].conclusion).toBe('failure')
  })

  it('counts the triage fee against max-credits, and shows both', async () => {
    h.emu.plan.estimation = { totalCredits: 80, triageRequired: true, triageFeeCredits: 24 }
    const { ports } = await h.run(h.inputs({ 'max-credits': '100' }))
    expect(ports.failures[0]).toContain(
      'puts it at 104 credits (80 estimated + 24 triage fee, which the service requires for this scan), more than max-credits (100)',
    )
    expect(h.requests('POST /scans')).toEqual([])
    expect(ports.outputs['credits-estimated']).toBe('104')
  })

  it('starts the scan when its cost is exactly max-credits', async () => {
    const { ports } = await h.run(h.inputs({ 'max-credits': '12' }))
    expect(h.requests('POST /scans').map((r) => r.status)).toEqual([201])
    expect(ports.outputs).toMatchObject({ 'credits-estimated': '12', 'scan-status': 'completed' })
    expect(h.emu.getCredits('org-1')).toBe(988)
  })

  it('ends with the estimation error when the estimation failed, and starts no scan', async () => {
    h.emu.plan.estimation = { outcome: 'failed', error: 'Repository not accessible' }
    const { ports } = await h.run(h.inputs())
    const id = ports.outputs['estimation-id']
    expect(ports.failures).toEqual([`Cost estimation ${id} failed: Repository not accessible`])
    expect(h.requests('POST /scans')).toEqual([])
    expect(ports.outputs.result).toBe('failed')
  })

  it('names estimation-timeout when the estimation never finishes', async () => {
    h.emu.plan.estimation = { polls: 1_000, runningAfterPolls: 1 }
    const { ports, checkRun } = await h.run(h.inputs({ 'estimation-timeout': '1m' }))
    expect(ports.failures).toHaveLength(1)
    expect(ports.failures[0]).toContain('after estimation-timeout (1m)')
    // Looks at 15, 30, 45 and 60 s (and jitter of up to 10 % never adds a look).
    expect(h.requests('GET /cost-estimations/{id}')).toHaveLength(4)
    expect(checkRun.updates.at(-1)?.[1].conclusion).toBe('timed_out')
  })

  it('lists every bad input at once, masking the key before anything is printed', async () => {
    const { ports } = await h.run({
      'api-key': h.key,
      'github-token': 'ghs_token',
      'fail-on-severity': 'severe',
      'poll-interval': 'soon',
    })
    expect(ports.secrets).toEqual([h.key, 'ghs_token'])
    const firstLog = ports.events.findIndex((e) => e.startsWith('log.'))
    expect(ports.events.slice(0, 2)).toEqual(['setSecret', 'setSecret'])
    expect(firstLog === -1 || firstLog > 1).toBe(true)
    expect(ports.failures).toHaveLength(1)
    // One readable line, each problem starting with its input's name.
    expect(ports.failures[0]).toMatch(
      /^3 inputs are not valid: base-url: [^·\n]+ · fail-on-severity: [^·\n]+ · poll-interval: [^·\n]+$/,
    )
    expect(h.emu.requests).toEqual([])
    expect(ports.outputs.result).toBe('failed')
    expect(ports.summaries).toHaveLength(1)
  })

  it('never echoes a key pasted into the wrong input', async () => {
    const { ports } = await h.run({ 'api-key': h.key, 'base-url': h.key })
    expect(ports.failures[0]).toContain('base-url')
    // The harness checks every recorded string for the key after each test.
    expect(ports.failures[0]).not.toContain(h.key)
  })

  it('fails naming pr-number when a pr scan has no pull request to read it from', async () => {
    const { ports } = await h.run(h.inputs({ 'scan-type': 'pr' }), {
      context: makeContext({ eventName: 'push', payload: {}, refName: 'main' }),
    })
    expect(ports.failures[0]).toContain('pr-number')
    expect(h.emu.requests).toEqual([])
  })

  it('keeps the scan id and its last status when the job is cancelled during the wait', async () => {
    h.emu.plan.scan = { statuses: ['queued', 'running', 'running', 'running', 'completed'] }
    const controller = new AbortController()
    h.clock.onSleep = () => {
      if (h.requests('GET /scans/{id}/status').length >= 2) {
        controller.abort(new Error('received SIGTERM'))
      }
    }
    const { ports, checkRun } = await h.run(h.inputs(), { signal: controller.signal })
    const scanId = ports.outputs['scan-id']
    expect(scanId).toMatch(/^[0-9a-f-]{36}$/)
    expect(ports.outputs).toMatchObject({ 'scan-status': 'running', result: 'pending' })
    expect(h.requests('GET /scans/{id}/status')).toHaveLength(2)
    const problem = `Scan ${scanId} was still running when the job was cancelled; last status: running.`
    expect(ports.failures).toHaveLength(1)
    expect(ports.failures[0]).toContain(problem)
    expect(ports.log.at('info').join('\n')).toContain(problem)
    expect(ports.summaries).toHaveLength(1)
    expect(ports.summaries[0]).toContain(scanId)
    expect(checkRun.updates.at(-1)?.[1].conclusion).toBe('cancelled')
  })

  it('keeps the scan id and its last status when scan-timeout passes', async () => {
    h.emu.plan.scan = { statuses: ['queued', 'running', 'completed'], pollsPerStep: 1_000 }
    const { ports, checkRun } = await h.run(h.inputs({ 'scan-timeout': '2m' }))
    expect(ports.outputs).toMatchObject({ 'scan-status': 'queued', result: 'pending' })
    expect(ports.failures[0]).toContain('did not complete within scan-timeout (2m)')
    expect(ports.failures[0]).toContain(ports.outputs['scan-id'])
    expect(h.requests('GET /findings')).toEqual([])
    expect(checkRun.updates.at(-1)?.[1].conclusion).toBe('timed_out')
  })

  it('fails when the scan ends without results, reporting its last status', async () => {
    h.emu.plan.scan = { statuses: ['queued', 'running', 'failed'] }
    const { ports } = await h.run(h.inputs())
    expect(ports.failures).toEqual([
      `Scan ${ports.outputs['scan-id']} ended with status "failed" and no results`,
    ])
    expect(ports.outputs).toMatchObject({ 'scan-status': 'failed', result: 'failed' })
  })

  it('fails with the service error when the API key is revoked, without echoing it', async () => {
    h.emu.revokeKey(h.key)
    const { ports } = await h.run(h.inputs())
    expect(ports.failures).toHaveLength(1)
    expect(ports.failures[0]).toContain('401')
    expect(ports.outputs.result).toBe('failed')
  })

  it('says a scan may exist when the job is cancelled while the scan is being started', async () => {
    const controller = new AbortController()
    // POST /scans hangs on the service; SIGTERM arrives while it does.
    h.emu.faults.add({ kind: 'latency', ms: 60_000, method: 'POST', path: '/scans' })
    h.emulatorSleep = () => {
      controller.abort(new Error('received SIGTERM'))
      return Promise.resolve()
    }
    const { ports } = await h.run(h.inputs(), { signal: controller.signal })
    const id = ports.outputs['estimation-id']!
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(ports.failures).toHaveLength(1)
    expect(ports.failures[0]).toContain(
      `The job was cancelled before the service confirmed a scan (cost estimation ${id}); if one was started, find the scan named "`,
    )
    expect(ports.outputs).toMatchObject({ 'scan-id': '', result: 'pending' })
  })

  it('keeps the scan id when the job is cancelled while a request is in flight', async () => {
    const controller = new AbortController()
    // The second look at the scan (it reads the record) hangs; SIGTERM arrives while it does.
    h.emu.faults.add({ kind: 'latency', ms: 60_000, path: /^\/scans\/[^/]+$/ })
    h.emulatorSleep = () => {
      controller.abort(new Error('received SIGTERM'))
      return Promise.resolve()
    }
    const { ports } = await h.run(h.inputs(), { signal: controller.signal })
    const scanId = ports.outputs['scan-id']!
    expect(controller.signal.aborted).toBe(true)
    expect(scanId).toMatch(/^[0-9a-f-]{36}$/)
    expect(ports.outputs).toMatchObject({ 'scan-status': 'running', result: 'pending' })
    expect(ports.failures).toHaveLength(1)
    expect(ports.failures[0]).toContain(
      `Scan ${scanId} was still running when the job was cancelled; last status: running`,
    )
    expect(ports.summaries[0]).toContain(scanId)
  })

  it('says unknown and fails, naming the scan, when a completed scan has no findings_summary', async () => {
    const { ports } = await h.run(h.inputs(), {
      createServiceClient: (options) => {
        const client = new ServiceClient({ ...options, requestTimeoutMs: HORIZON_MS })
        const getScan = client.getScan.bind(client)
        client.getScan = async (id, o) => ({ ...(await getScan(id, o)), findings_summary: null })
        return client
      },
    })
    const scanId = ports.outputs['scan-id']!
    expect(ports.failures).toEqual([
      `Scan ${scanId} completed, but its findings_summary is null, so the gate cannot count its findings; see them in the dashboard`,
    ])
    expect(ports.outputs).toMatchObject({
      'scan-status': 'completed',
      'findings-total': '',
      result: 'unknown',
    })
    expect(h.requests('GET /findings')).toEqual([])
  })

  it("starts no scan, and says unknown, when the branch has moved past the run's commit", async () => {
    h.emu.plan.estimation = { polls: 1, commitSha: 'f00d'.repeat(10) }
    const { ports } = await h.run(h.inputs())
    expect(h.requests('POST /scans')).toEqual([])
    expect(ports.outputs).toMatchObject({ result: 'unknown', 'scan-id': '' })
    expect(ports.failures[0]).toMatch(
      /^The service resolved feature\/login to commit f00df00df00d, not abc1234def56, the commit this run is about/,
    )
  })

  it('says unknown when the status says completed but the record says otherwise', async () => {
    const { ports } = await h.run(h.inputs(), {
      createServiceClient: (options) => {
        const client = new ServiceClient({ ...options, requestTimeoutMs: HORIZON_MS })
        const getScan = client.getScan.bind(client)
        client.getScan = async (id, o) => ({
          ...(await getScan(id, o)),
          status: 'running',
          findings_summary: { critical: 0, high: 0, medium: 0, low: 0, info: 0 },
        })
        return client
      },
    })
    expect(ports.outputs.result).toBe('unknown')
    expect(ports.failures[0]).toMatch(
      /^Scan \S+: its status said completed, but its record says running, so the gate cannot trust its counts; re-run later$/,
    )
  })

  it('says unknown, never passed, when the counts say nothing but findings are read', async () => {
    const zero = { critical: 0, high: 0, medium: 0, low: 0, info: 0 }
    const run = (warnOnly: string) =>
      // A scan of its own each time: a reused one would be read from the list, not getScan.
      h.run(h.inputs({ 'warn-only': warnOnly, 'reuse-scan': 'false' }), {
        createServiceClient: (options) => {
          const client = new ServiceClient({ ...options, requestTimeoutMs: HORIZON_MS })
          const getScan = client.getScan.bind(client)
          const getScanStatus = client.getScanStatus.bind(client)
          client.getScan = async (id, o) => ({ ...(await getScan(id, o)), findings_summary: zero })
          client.getScanStatus = async (id, o) => ({
            ...(await getScanStatus(id, o)),
            findings_summary: zero,
          })
          return client
        },
      })
    const { ports } = await run('false')
    expect(ports.outputs.result).toBe('unknown')
    expect(ports.failures).toHaveLength(1)
    expect(ports.failures[0]).toMatch(
      /^Scan \S+: the findings read do not match the scan's findings_summary \(.*high: 0 counted, 1 read.*\), so the gate cannot trust its counts$/,
    )
    const warned = await run('true')
    expect(warned.ports.outputs.result).toBe('unknown')
    expect(warned.ports.failures).toEqual([])
    expect(warned.ports.log.at('warning').join('\n')).toContain(
      'so the gate cannot trust its counts',
    )
  })

  it('never lets a status word from the service start a workflow command in the log', async () => {
    h.emu.plan.scan = { statuses: ['queued', 'odd\n::set-output name=pwned::yes'] }
    const { ports } = await h.run(h.inputs({ 'scan-timeout': '1m' }))
    expect(ports.failures[0]).toContain('did not complete within scan-timeout (1m)')
    for (const line of [...ports.log.lines, ...ports.failures]) {
      expect(line).not.toMatch(/\n/)
      expect(line).not.toContain('::set-output')
    }
  })

  it('still fails the job when reporting itself fails', async () => {
    h.emu.plan.scan = { findings: {} }
    const log = recordingLog()
    const info = log.info
    log.info = (message) => {
      if (message.includes('no findings at or above')) throw new Error('stdout closed')
      info(message)
    }
    const { ports } = await h.run(h.inputs(), { log })
    expect(ports.outputs.result).toBe('passed')
    expect(ports.failures).toEqual(['Could not report the results: stdout closed'])
  })
})

describe("the action's entry (index.ts): a last-resort catch", () => {
  it('ends a job that run() could not end in one line, no stack, no command in it, exit code 1', async () => {
    const ports = fakePorts({})
    // Thrown outside every catch of run(): before it even knows whether this is a sweep.
    ports.getInput = () => {
      throw new Error('runner gone\n::add-mask::100%')
    }
    const written: string[] = []
    const exitCode = process.exitCode
    try {
      await run(ports).catch((error: unknown) => {
        endOnBug(error, { write: (text: string) => written.push(text) })
      })
      expect(process.exitCode).toBe(1)
    } finally {
      process.exitCode = exitCode
    }
    expect(written).toEqual(['::error::Could not run: runner gone : :add-mask: :100%25\n'])
    expect(ports.failures).toEqual([])
  })
})
