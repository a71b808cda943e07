/**
 * The service side returns what it found however far it got: wherever a step fails or the job is
 * cancelled, the estimation, the scan id and its last status are in the result, with the stop.
 */
import { describe, expect, it, vi } from 'vitest'
import type { Finding } from '../../src/service/finding.js'
import type { ServiceClient } from '../../src/service/client.js'
import { ServiceError } from '../../src/service/errors.js'
import { scanAndCollect, type ScanResult } from '../../src/scan/scan-and-collect.js'
import { makeConfig, makeTarget } from '../../testkit/builders/config.js'
import { makeFinding } from '../../testkit/builders/report.js'
import { createVirtualClock } from '../../testkit/fakes/clock.js'
import { recordingLog } from '../../testkit/fakes/log.js'
import { SCAN_ID } from '../../testkit/ids.js'
import { makeEstimation, makeScan, makeServiceError, stubClient } from '../support/service.js'

/** The scan's record counts 1 high and 2 medium: the findings the pages list. */
const FINDINGS: Finding[] = [
  makeFinding({ id: 'h', severity: 'high', scanId: SCAN_ID }),
  makeFinding({ id: 'm1', severity: 'medium', scanId: SCAN_ID }),
  makeFinding({ id: 'm2', severity: 'medium', scanId: SCAN_ID }),
]

/** Where a run can meet a failure, in the order a run reaches them. */
type Stage = 'estimate' | 'start' | 'poll' | 'findings'

/**
 * A service that answers a whole run (estimation completed at once, scan running then completed,
 * one page of findings), except at `failAt`, where `fail()` answers instead.
 */
function service(failAt?: Stage, fail: () => Promise<never> = rejectWith(403)): ServiceClient {
  const at = <T>(stage: Stage, answer: () => Promise<T>) => (failAt === stage ? fail : answer)
  let polls = 0
  return stubClient({
    createEstimation: vi.fn(at('estimate', () => Promise.resolve(makeEstimation()))),
    createScan: vi.fn(
      at('start', () =>
        Promise.resolve({ id: SCAN_ID, record: { id: SCAN_ID, status: 'queued' } }),
      ),
    ),
    getScanStatus: vi.fn(() => {
      polls += 1
      if (polls === 2 && failAt === 'poll') return fail()
      return Promise.resolve({
        status: polls === 1 ? 'running' : 'completed',
        // 10 % after 10 s: the next look goes to the status again, not to the record.
        progress: polls === 1 ? 10 : 100,
      })
    }),
    getScan: vi.fn(() => Promise.resolve(makeScan())),
    listFindings: vi.fn(
      at('findings', () => Promise.resolve({ data: FINDINGS, total: 3, page: 1, limit: 100 })),
    ),
    rateLimitSnapshot: () => ({ refused: 0, longestMs: 0 }),
  })
}

function rejectWith(status: number): () => Promise<never> {
  return () => Promise.reject(makeServiceError('http', status, 'GET /x'))
}

function run(client: ServiceClient, signal?: AbortSignal): Promise<ScanResult> {
  const deps = {
    client,
    clock: createVirtualClock(),
    log: recordingLog(),
    random: () => 0,
    ...(signal ? { signal } : {}),
  }
  return scanAndCollect(deps, makeConfig({ reuseScan: false }), makeTarget())
}

/** An answer that cancels the job as it comes, as the runner's SIGTERM does mid-request. */
function cancelling(): { cancel: () => Promise<never>; signal: AbortSignal } {
  const controller = new AbortController()
  const cancel = () => {
    controller.abort(new Error('received SIGTERM'))
    return Promise.reject(new Error('received SIGTERM'))
  }
  return { cancel, signal: controller.signal }
}

const RUNNING = { id: SCAN_ID, status: 'running', reused: false }
const COMPLETED = { id: SCAN_ID, status: 'completed', reused: false }
const COUNTS = { critical: 0, high: 1, medium: 2, low: 0, info: 0 }

describe('scanAndCollect', () => {
  it('returns the estimation, the completed scan, its counts and its findings', async () => {
    const result = await run(service())
    expect(result).toMatchObject({ estimation: makeEstimation(), scan: COMPLETED, counts: COUNTS })
    expect(result.collected?.findings.map((f) => f.id)).toEqual(['h', 'm1', 'm2'])
    expect(result).not.toHaveProperty('stop')
  })

  it.each<[Stage, Partial<ScanResult>]>([
    ['estimate', {}],
    ['start', { estimation: makeEstimation() }],
    ['poll', { estimation: makeEstimation(), scan: RUNNING }],
    ['findings', { estimation: makeEstimation(), scan: COMPLETED, counts: COUNTS }],
  ])('a refusal at %s stops the run with what was known before it', async (stage, known) => {
    const result = await run(service(stage))
    expect(result).toEqual({ ...known, stop: 'error', problem: 'GET /x failed (http 403)' })
  })

  it('a cancellation while the findings are read says the scan and its last status', async () => {
    const { cancel, signal } = cancelling()
    const result = await run(service('findings', cancel), signal)
    expect(result).toMatchObject({ scan: COMPLETED, counts: COUNTS, stop: 'aborted' })
    expect(result.problem).toMatch(new RegExp(`^Scan ${SCAN_ID} .*last status: completed`))
  })

  it('a cancellation before the scan started names the estimation to look for', async () => {
    const { cancel, signal } = cancelling()
    const result = await run(service('start', cancel), signal)
    expect(result).toEqual({
      estimation: makeEstimation(),
      stop: 'aborted',
      problem: expect.stringMatching(
        /^The job was cancelled before the service confirmed a scan \(cost estimation [-\w]+\); if one was started, find the scan named "acme\/webapp PR #7 @ abc1234def5678900000000000000000000000ff" in the dashboard$/,
      ),
    })
  })
})

describe('an outage of the service (on-service-error)', () => {
  it('marks a stop the service could not answer, never a refusal', async () => {
    const network = (networkCode: string) => () =>
      Promise.reject(
        new ServiceError({
          kind: 'network',
          method: 'POST',
          endpoint: 'POST /x',
          message: `POST /x could not reach the service (${networkCode})`,
          hint: 'a hint',
          networkCode,
        }),
      )
    expect(await run(service('estimate', network('ECONNREFUSED')))).toMatchObject({
      stop: 'error',
      outage: true,
    })
    // A name that does not resolve is a base-url to fix; a busy key (429) answers "later".
    expect((await run(service('estimate', network('ENOTFOUND')))).outage).toBeUndefined()
    const busy = () => Promise.reject(makeServiceError('rate-limited', 429, 'POST /x'))
    expect((await run(service('estimate', busy))).outage).toBeUndefined()
    const gatewayDown = () => Promise.reject(makeServiceError('http', 503, 'GET /x'))
    expect(await run(service('findings', gatewayDown))).toMatchObject({
      counts: COUNTS,
      stop: 'error',
      outage: true,
    })
    // A 403 is the service answering: no outage.
    expect((await run(service('estimate'))).outage).toBeUndefined()
  })
})
