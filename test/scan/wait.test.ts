import { describe, expect, it, vi } from 'vitest'
import type { StepDeps } from '../../src/scan/step-deps.js'
import { describeUnfinishedScan, waitForScan, type ScanWaitOptions } from '../../src/scan/wait.js'
import { buildScanRequest } from '../../src/scan/start.js'
import { normalizeStatus } from '../../src/scan/status.js'
import type { ServiceError } from '../../src/service/errors.js'
import type { Scan, ScanStatus } from '../../src/service/schemas.js'
import { createVirtualClock, type VirtualClock } from '../../testkit/fakes/clock.js'
import { makeServiceError, makeEstimation, makeScan, stubClient } from '../support/service.js'
import { ESTIMATION_ID, SCAN_ID } from '../../testkit/ids.js'
import { makeConfig, makeTarget } from '../../testkit/builders/config.js'
import { recordingLog, type RecordingLog } from '../../testkit/fakes/log.js'

const READ_DEADLINE = { atMs: 9_999_999_999_999, name: 'the results read' }

/** Wait options on `clock`: a 10 s floor and scan-timeout 10 minutes from now, unless overridden. */
function wait(
  clock: VirtualClock = createVirtualClock(),
  overrides: { floorMs?: number; timeoutMs?: number } = {},
): ScanWaitOptions {
  const { floorMs = 10_000, timeoutMs = 600_000 } = overrides
  return {
    floorMs,
    deadline: { atMs: clock.now() + timeoutMs, name: 'scan-timeout (10m)' },
    startedAtMs: clock.now(),
    readDeadline: () => READ_DEADLINE,
  }
}

const serverError = (): ServiceError => makeServiceError('http', 500)
const throttled = (): ServiceError => makeServiceError('rate-limited', 429)
const notFound = (): ServiceError => makeServiceError('http', 404)

/** The status endpoint and the scan record answer in turn (the last of each forever). */
function scanService(statuses: (ScanStatus | Error)[], records: (Scan | Error)[] = [makeScan()]) {
  const next = <T>(list: (T | Error)[], index: number): Promise<T> => {
    const item = list[Math.min(index, list.length - 1)]
    if (item instanceof Error) return Promise.reject(item)
    if (item === undefined) return Promise.reject(new Error('nothing planned'))
    return Promise.resolve(item)
  }
  let statusReads = 0
  let recordReads = 0
  const getScanStatus = vi.fn((id: string, _o?: unknown) => {
    expect(id).toBe(SCAN_ID)
    return next(statuses, statusReads++)
  })
  const getScan = vi.fn((id: string, _o?: unknown) => {
    expect(id).toBe(SCAN_ID)
    return next(records, recordReads++)
  })
  return { getScanStatus, getScan, client: stubClient({ getScanStatus, getScan }) }
}

function makeDeps(
  client: StepDeps['client'],
  extra: { clock?: VirtualClock; log?: RecordingLog; signal?: AbortSignal } = {},
): StepDeps & { clock: VirtualClock; log: RecordingLog } {
  return { client, clock: createVirtualClock(), log: recordingLog(), random: () => 0, ...extra }
}

describe('buildScanRequest', () => {
  const estimation = makeEstimation()

  it('starts a pr scan from the estimation with the pr number and nothing optional', () => {
    const target = makeTarget()
    expect(buildScanRequest(makeConfig(), target, estimation)).toEqual({
      cost_estimation_id: ESTIMATION_ID,
      scan_type: 'pr',
      name: target.name,
      repo_url: target.repoUrl,
      branch: target.branch,
      pr_number: 7,
    })
  })

  it('leaves pr_number out of a full scan even when the event had one', () => {
    const request = buildScanRequest(
      makeConfig(),
      makeTarget({ scanType: 'full', prNumber: 7, branch: 'main' }),
      estimation,
    )
    expect(request).not.toHaveProperty('pr_number')
    expect(request).toMatchObject({ scan_type: 'full', branch: 'main' })
  })

  it('carries the pentest fields only when they are configured', () => {
    const request = buildScanRequest(
      makeConfig({
        targetUrls: ['https://staging.example.test'],
        authInstructions: 'log in as demo',
        customContext: 'payments service',
        contextDocumentIds: ['doc-1', 'doc-2'],
      }),
      makeTarget(),
      estimation,
    )
    expect(request).toMatchObject({
      target_urls: ['https://staging.example.test'],
      auth_instructions: 'log in as demo',
      custom_context: 'payments service',
      context_document_ids: ['doc-1', 'doc-2'],
    })
    const plain = buildScanRequest(makeConfig(), makeTarget(), estimation)
    for (const field of [
      'target_urls',
      'auth_instructions',
      'custom_context',
      'context_document_ids',
    ]) {
      expect(plain).not.toHaveProperty(field)
    }
  })

  it('names an upload by archive id, without repo_url or branch', () => {
    const request = buildScanRequest(
      makeConfig({ source: 'upload', archiveId: 'arch-9' }),
      makeTarget({ scanType: 'full', prNumber: undefined }),
      estimation,
    )
    expect(request).toEqual({
      cost_estimation_id: ESTIMATION_ID,
      scan_type: 'full',
      name: makeTarget().name,
      archive_id: 'arch-9',
    })
  })
})

describe('waitForScan', () => {
  it('paces the status polls by progress, and reads the record at the look progress says is due', async () => {
    // 2.5 % a second: done at 40 s.
    const completed = makeScan({ findings_summary: { high: 2 } })
    const service = scanService(
      [
        { status: 'running', progress: 25, stage: 'sast' },
        { status: 'running', progress: 70, stage: 'sast' },
        { status: 'running', progress: 95, stage: 'dast' },
      ],
      [completed],
    )
    const deps = makeDeps(service.client)
    const outcome = await waitForScan(deps, SCAN_ID, wait(deps.clock))
    expect(outcome).toEqual({ outcome: 'completed', status: 'completed', scan: completed })
    // 10 s to the first look; 30 s left at 25 %: wait 75 % of it; at 32.5 s, 70 % says 13.9 s
    // are left: wait 10.4 s. At 42.9 s 3.5 s are left, within half a floor: that look should
    // find the scan done, so it reads the record, counts included.
    expect(deps.clock.sleeps).toEqual([10_000, 22_500, 10_446])
    expect(service.getScanStatus).toHaveBeenCalledTimes(2)
    expect(service.getScan).toHaveBeenCalledTimes(1)
    // One line per change, not per poll.
    expect(deps.log.at('info')).toEqual([
      `Scan ${SCAN_ID}: running, 25%, stage sast`,
      `Scan ${SCAN_ID}: running, 70%, stage sast`,
      `Scan ${SCAN_ID}: completed`,
    ])
  })

  it('polls a scan stalled near its end slower and slower, not at the floor for hours', async () => {
    // 95 % at the first look, then stuck there (human triage) for the whole hour.
    const service = scanService(
      [{ status: 'triage', progress: 95 }],
      [makeScan({ status: 'triage', findings_summary: null })],
    )
    const deps = makeDeps(service.client)
    const outcome = await waitForScan(deps, SCAN_ID, wait(deps.clock, { timeoutMs: 3_600_000 }))
    expect(outcome.outcome).toBe('timeout')
    const looks = service.getScanStatus.mock.calls.length + service.getScan.mock.calls.length
    // At the floor it would be 360 looks. The wait grows with the time left the stall implies
    // (0.75 × 5/95 of the time elapsed), up to the 60 s cap: about 105 looks in the hour.
    expect(looks).toBeLessThan(120)
    // The last wait is cut short by the deadline; the ones before it are at the cap.
    expect(deps.clock.sleeps.slice(-4, -1)).toEqual([60_000, 60_000, 60_000])
    // Record looks (no progress) alternate with status looks (progress) instead of taking over.
    expect(service.getScanStatus.mock.calls.length).toBeGreaterThan(looks / 2)
  })

  it('polls without retrying 429s until scan-timeout', async () => {
    const service = scanService([{ status: 'running', progress: 50 }])
    const deps = makeDeps(service.client)
    const options = wait(deps.clock)
    await waitForScan(deps, SCAN_ID, options)
    const polled = { signal: undefined, deadline: options.deadline, retryRateLimited: false }
    expect(service.getScanStatus).toHaveBeenCalledWith(SCAN_ID, polled)
    expect(service.getScan).toHaveBeenCalledWith(SCAN_ID, polled)
  })

  it('gives up a status endpoint without progress for the record, whose counts end the wait', async () => {
    const completed = makeScan({ status: 'completed', findings_summary: { low: 1 } })
    const service = scanService(
      [{ status: 'queued' }],
      [makeScan({ status: 'running', findings_summary: null }), completed],
    )
    const deps = makeDeps(service.client)
    const outcome = await waitForScan(deps, SCAN_ID, wait(deps.clock))
    expect(outcome).toEqual({ outcome: 'completed', status: 'completed', scan: completed })
    expect(service.getScanStatus).toHaveBeenCalledTimes(1)
    expect(service.getScan).toHaveBeenCalledTimes(2)
    expect(deps.log.at('debug').join('\n')).toContain('gives no progress')
  })

  it('reads the record once, patiently, when the status endpoint says completed first', async () => {
    const completed = makeScan({ findings_summary: { high: 2 } })
    // At 10 %, 90 s are left: the next look (at 60 s) is not expected to find it done, but does.
    const service = scanService(
      [
        { status: 'running', progress: 10 },
        { status: 'completed', progress: 100 },
      ],
      [completed],
    )
    const deps = makeDeps(service.client)
    const outcome = await waitForScan(deps, SCAN_ID, wait(deps.clock))
    expect(outcome).toEqual({ outcome: 'completed', status: 'completed', scan: completed })
    expect(service.getScan).toHaveBeenCalledTimes(1)
    expect(service.getScan).toHaveBeenCalledWith(SCAN_ID, {
      signal: undefined,
      deadline: READ_DEADLINE,
    })
  })

  it('takes the counts from a status answer that carries them, without reading the record', async () => {
    const summary = { critical: 1, high: 0, medium: 0, low: 0, info: 0 }
    const service = scanService([{ status: 'completed', progress: 100, findings_summary: summary }])
    const outcome = await waitForScan(makeDeps(service.client), SCAN_ID, wait())
    expect(outcome).toEqual({
      outcome: 'completed',
      status: 'completed',
      scan: { id: SCAN_ID, status: 'completed', findings_summary: summary },
    })
    expect(service.getScan).not.toHaveBeenCalled()
  })

  it('reports an unknown status once and keeps polling as if it were running', async () => {
    const service = scanService([
      { status: 'analysing', progress: 5 },
      { status: 'analysing', progress: 10 },
      { status: 'completed', progress: 100 },
    ])
    const deps = makeDeps(service.client)
    const outcome = await waitForScan(deps, SCAN_ID, wait(deps.clock))
    expect(outcome.outcome).toBe('completed')
    const unknown = deps.log.lines.filter((l) => l.includes('does not know'))
    expect(unknown).toEqual([
      `info: Scan ${SCAN_ID} reports status "analysing", which the action does not know; treating it as still running`,
    ])
  })

  it.each(['failed', 'cancelled', 'canceled', 'error', 'timed_out', 'expired'])(
    'ends at %s without reading the record',
    async (status) => {
      const service = scanService([
        { status: 'running', progress: 1 },
        { status, progress: 1 },
      ])
      const outcome = await waitForScan(makeDeps(service.client), SCAN_ID, wait())
      expect(outcome).toEqual({ outcome: 'failed', status })
      expect(service.getScan).not.toHaveBeenCalled()
    },
  )

  it('falls back to the scan record for good when the status endpoint answers 404', async () => {
    const service = scanService(
      [notFound()],
      [
        makeScan({ status: 'running', findings_summary: null }),
        makeScan({ status: 'running', findings_summary: null }),
        makeScan({ status: 'completed', findings_summary: { critical: 1 } }),
      ],
    )
    const deps = makeDeps(service.client)
    const outcome = await waitForScan(deps, SCAN_ID, wait(deps.clock))
    expect(outcome).toEqual({
      outcome: 'completed',
      status: 'completed',
      scan: makeScan({ status: 'completed', findings_summary: { critical: 1 } }),
    })
    expect(service.getScanStatus).toHaveBeenCalledTimes(1)
    // Three polls of the record; the completed record is reused, not read again.
    expect(service.getScan).toHaveBeenCalledTimes(3)
    expect(deps.log.at('debug').join('\n')).toContain('answered 404')
  })

  it('keeps the record it fell back to when the scan fails', async () => {
    const failed = makeScan({ status: 'failed', findings_summary: null })
    const service = scanService([notFound()], [failed])
    const outcome = await waitForScan(makeDeps(service.client), SCAN_ID, wait())
    expect(outcome).toEqual({ outcome: 'failed', status: 'failed', scan: failed })
  })

  it('reads a record without a status as unknown and keeps polling', async () => {
    const service = scanService([notFound()], [makeScan({ status: null })])
    const deps = makeDeps(service.client)
    const outcome = await waitForScan(deps, SCAN_ID, wait(deps.clock, { timeoutMs: 30_000 }))
    expect(outcome).toMatchObject({ outcome: 'timeout', status: 'unknown' })
    // Looks at 10, 20 and 30 s.
    expect(service.getScan).toHaveBeenCalledTimes(3)
  })

  it('goes on polling through 5xx answers (the scan is paid for), warning at most once a minute', async () => {
    const service = scanService([
      { status: 'running', progress: 1 },
      serverError(),
      serverError(),
      serverError(),
      serverError(),
      { status: 'completed', progress: 100 },
    ])
    const deps = makeDeps(service.client)
    const outcome = await waitForScan(deps, SCAN_ID, wait(deps.clock, { timeoutMs: 3_600_000 }))
    expect(outcome.outcome).toBe('completed')
    // 1 % in 10 s: 990 s left, so the next look waits the 60 s cap, and so do the lost ones;
    // each lost look is reported at most once a minute: here, every time.
    expect(deps.clock.sleeps).toEqual([10_000, 60_000, 60_000, 60_000, 60_000, 60_000])
    const warnings = deps.log.at('warning')
    expect(warnings).toHaveLength(4)
    expect(warnings[0]).toBe(
      `Could not read the status of scan ${SCAN_ID} (GET /scans/{id}/status failed (http 500)); the scan goes on on the service, and this job polls again in a while`,
    )
  })

  it('reports lost polls that come close together only once a minute', async () => {
    const service = scanService([
      serverError(),
      serverError(),
      serverError(),
      { status: 'completed', progress: 100 },
    ])
    const deps = makeDeps(service.client)
    await waitForScan(deps, SCAN_ID, wait(deps.clock))
    // Lost at 10, 30 and 70 s (backing off 20, 40, 60 s): reported at 10 and 70 s.
    expect(deps.clock.sleeps).toEqual([10_000, 20_000, 40_000, 60_000])
    expect(deps.log.at('warning')).toHaveLength(2)
  })

  it('skips a poll refused with 429 without a warning of its own (the client reports the key)', async () => {
    const service = scanService([
      { status: 'queued', progress: 0 },
      throttled(),
      { status: 'completed', progress: 100 },
    ])
    const deps = makeDeps(service.client)
    const outcome = await waitForScan(deps, SCAN_ID, wait(deps.clock))
    expect(outcome.outcome).toBe('completed')
    expect(deps.clock.sleeps).toEqual([10_000, 10_000, 20_000])
    expect(deps.log.at('warning')).toEqual([])
  })

  it('ends on a failure that waiting cannot fix, with the last status seen', async () => {
    const failure = makeServiceError('http', 401)
    const service = scanService([{ status: 'running', progress: 0 }, failure])
    const outcome = await waitForScan(makeDeps(service.client), SCAN_ID, wait())
    expect(outcome).toEqual({ outcome: 'error', status: 'running', error: failure })
    expect(service.getScanStatus).toHaveBeenCalledTimes(2)
    expect(service.getScan).not.toHaveBeenCalled()
  })

  it('ends with the error, and status completed, when the completed record cannot be read', async () => {
    const failure = makeServiceError('http', 403)
    const service = scanService([{ status: 'completed', progress: 100 }], [failure])
    const outcome = await waitForScan(makeDeps(service.client), SCAN_ID, wait())
    expect(outcome).toEqual({ outcome: 'error', status: 'completed', error: failure })
  })

  it('times out with the last status seen', async () => {
    const service = scanService([
      { status: 'queued', progress: 0 },
      { status: 'running', progress: 0 },
    ])
    const deps = makeDeps(service.client)
    const outcome = await waitForScan(
      deps,
      SCAN_ID,
      wait(deps.clock, { floorMs: 20_000, timeoutMs: 50_000 }),
    )
    expect(outcome).toEqual({ outcome: 'timeout', status: 'running' })
    // 20, 40 and the deadline at 50 s.
    expect(service.getScanStatus).toHaveBeenCalledTimes(3)
    expect(deps.clock.sleeps).toEqual([20_000, 20_000, 10_000])
  })

  it('stops at once when the signal aborts, with the last status seen', async () => {
    const controller = new AbortController()
    const service = scanService([
      { status: 'queued', progress: 0 },
      { status: 'running', progress: 0 },
    ])
    const clock = createVirtualClock()
    clock.onSleep = () => {
      if (service.getScanStatus.mock.calls.length === 2) controller.abort(new Error('SIGTERM'))
    }
    const deps = makeDeps(service.client, { clock, signal: controller.signal })
    const outcome = await waitForScan(deps, SCAN_ID, wait(clock))
    expect(outcome).toEqual({ outcome: 'aborted', status: 'running' })
    expect(service.getScanStatus).toHaveBeenCalledTimes(2)
  })
})

describe('describeUnfinishedScan', () => {
  const config = makeConfig({ scanTimeoutMs: 3_600_000 })

  it('names the scan, why it is unfinished and where to find it', () => {
    expect(describeUnfinishedScan(SCAN_ID, 'timeout', 'running', config)).toBe(
      `Scan ${SCAN_ID} did not complete within scan-timeout (1h); last status: running. It goes on running on the service: find it in the dashboard by its id`,
    )
    expect(describeUnfinishedScan(SCAN_ID, 'failed', 'error::x', config)).toBe(
      `Scan ${SCAN_ID} ended with status "error: :x" and no results`,
    )
  })

  it('says how long the key had been refusing the polls when that is why', () => {
    expect(describeUnfinishedScan(SCAN_ID, 'timeout', undefined, config, 754_000)).toContain(
      "last status: unknown; the API key had been refusing this job's polls (429) for 12m 34s.",
    )
  })
})

describe('normalizeStatus', () => {
  it('trims and lower-cases', () => {
    expect(normalizeStatus('  In_Progress ')).toBe('in_progress')
  })
})
