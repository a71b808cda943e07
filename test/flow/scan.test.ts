import { describe, expect, it, vi } from 'vitest'
import type { StepDeps } from '../../src/flow/estimate.js'
import { buildScanRequest, normalizeStatus, waitForScan } from '../../src/flow/scan.js'
import { ServiceError } from '../../src/service/errors.js'
import type { Scan, ScanStatus } from '../../src/service/schemas.js'
import {
  createVirtualClock,
  ESTIMATION_ID,
  makeConfig,
  makeEstimation,
  makeScan,
  makeTarget,
  recordingLog,
  SCAN_ID,
  stubClient,
  type RecordingLog,
  type VirtualClock,
} from './helpers.js'

const WAIT = { intervalMs: 15_000, timeoutMs: 600_000 }

function notFound(endpoint: string): ServiceError {
  return new ServiceError({
    kind: 'http',
    status: 404,
    method: 'GET',
    endpoint,
    message: `${endpoint} answered 404 Not Found`,
    hint: 'the resource does not exist',
  })
}

/** The status endpoint answers `statuses` in turn (the last forever); the record is `record`. */
function scanService(statuses: (ScanStatus | Error)[], record: Scan = makeScan()) {
  let reads = 0
  const getScanStatus = vi.fn((id: string) => {
    expect(id).toBe(SCAN_ID)
    const next = statuses[Math.min(reads++, statuses.length - 1)]
    return next instanceof Error || next === undefined
      ? Promise.reject(next ?? new Error('no status planned'))
      : Promise.resolve(next)
  })
  const getScan = vi.fn((_id: string) => Promise.resolve(record))
  return { getScanStatus, getScan, client: stubClient({ getScanStatus, getScan }) }
}

function makeDeps(
  client: StepDeps['client'],
  extra: { clock?: VirtualClock; log?: RecordingLog; signal?: AbortSignal } = {},
): StepDeps & { clock: VirtualClock; log: RecordingLog } {
  return { client, clock: createVirtualClock(), log: recordingLog(), ...extra }
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
  it('follows the status endpoint to completed, then reads the record once', async () => {
    const record = makeScan({ findings_summary: { high: 2 } })
    const service = scanService(
      [
        { status: 'queued' },
        { status: 'running', progress: 40, stage: 'sast' },
        { status: 'running', progress: 40, stage: 'sast' },
        { status: 'Completed ' },
      ],
      record,
    )
    const deps = makeDeps(service.client)
    const statuses: string[] = []
    const outcome = await waitForScan(deps, SCAN_ID, {
      ...WAIT,
      onStatus: (s) => statuses.push(s),
    })
    expect(outcome).toEqual({ outcome: 'completed', status: 'completed', scan: record })
    expect(statuses).toEqual(['queued', 'running', 'running', 'completed'])
    expect(service.getScanStatus).toHaveBeenCalledTimes(4)
    expect(service.getScan).toHaveBeenCalledTimes(1)
    expect(deps.clock.sleeps).toEqual([15_000, 15_000, 15_000])
    // One line per change, not per poll.
    expect(deps.log.at('info')).toEqual([
      `Scan ${SCAN_ID}: queued`,
      `Scan ${SCAN_ID}: running, 40%, stage sast`,
      `Scan ${SCAN_ID}: Completed`,
    ])
  })

  it('reports an unknown status once and keeps polling as if it were running', async () => {
    const service = scanService([
      { status: 'analysing' },
      { status: 'analysing', progress: 10 },
      { status: 'analysing', progress: 20 },
      { status: 'completed' },
    ])
    const deps = makeDeps(service.client)
    const outcome = await waitForScan(deps, SCAN_ID, WAIT)
    expect(outcome.outcome).toBe('completed')
    const unknown = deps.log.lines.filter((l) => l.includes('does not know'))
    expect(unknown).toEqual([
      `info: Scan ${SCAN_ID} reports status "analysing", which the action does not know; treating it as still running`,
    ])
  })

  it.each(['failed', 'cancelled', 'canceled', 'error', 'timed_out', 'expired'])(
    'ends at %s without reading the record',
    async (status) => {
      const service = scanService([{ status: 'running' }, { status }])
      const outcome = await waitForScan(makeDeps(service.client), SCAN_ID, WAIT)
      expect(outcome).toEqual({ outcome: 'failed', status })
      expect(service.getScan).not.toHaveBeenCalled()
    },
  )

  it('falls back to the scan record for good when the status endpoint answers 404', async () => {
    const records = [
      makeScan({ status: 'running', findings_summary: null }),
      makeScan({ status: 'running', findings_summary: null }),
      makeScan({ status: 'completed', findings_summary: { critical: 1 } }),
    ]
    const service = scanService([notFound('GET /scans/{id}/status')])
    service.getScan.mockImplementation(() =>
      Promise.resolve(records.shift() ?? makeScan({ status: 'completed' })),
    )
    const deps = makeDeps(service.client)
    const outcome = await waitForScan(deps, SCAN_ID, WAIT)
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
    const service = scanService([notFound('GET /scans/{id}/status')], failed)
    const outcome = await waitForScan(makeDeps(service.client), SCAN_ID, WAIT)
    expect(outcome).toEqual({ outcome: 'failed', status: 'failed', scan: failed })
  })

  it('reads a record without a status as unknown and keeps polling', async () => {
    const service = scanService([notFound('GET /scans/{id}/status')], makeScan({ status: null }))
    const deps = makeDeps(service.client)
    const outcome = await waitForScan(deps, SCAN_ID, { intervalMs: 15_000, timeoutMs: 30_000 })
    expect(outcome).toMatchObject({ outcome: 'timeout', status: 'unknown' })
    expect(service.getScan).toHaveBeenCalledTimes(3)
  })

  it('lets any other error of the status endpoint propagate', async () => {
    const failure = new ServiceError({
      kind: 'http',
      status: 500,
      method: 'GET',
      endpoint: 'GET /scans/{id}/status',
      message: 'GET /scans/{id}/status answered 500 Internal Server Error after 5 attempts',
      hint: 'retry later',
    })
    const service = scanService([{ status: 'running' }, failure])
    await expect(waitForScan(makeDeps(service.client), SCAN_ID, WAIT)).rejects.toBe(failure)
    expect(service.getScan).not.toHaveBeenCalled()
  })

  it('times out with the last status seen', async () => {
    const service = scanService([{ status: 'queued' }, { status: 'running' }])
    const deps = makeDeps(service.client)
    const statuses: string[] = []
    const outcome = await waitForScan(deps, SCAN_ID, {
      intervalMs: 20_000,
      timeoutMs: 50_000,
      onStatus: (s) => statuses.push(s),
    })
    expect(outcome).toEqual({ outcome: 'timeout', status: 'running' })
    // 0, 20, 40 and the deadline at 50 s.
    expect(service.getScanStatus).toHaveBeenCalledTimes(4)
    expect(deps.clock.sleeps).toEqual([20_000, 20_000, 10_000])
    expect(statuses.at(-1)).toBe('running')
  })

  it('stops at once when the signal aborts, with the last status seen', async () => {
    const controller = new AbortController()
    const service = scanService([{ status: 'queued' }, { status: 'running' }])
    const clock = createVirtualClock()
    clock.onSleep = () => {
      if (service.getScanStatus.mock.calls.length === 2) controller.abort(new Error('SIGTERM'))
    }
    const deps = makeDeps(service.client, { clock, signal: controller.signal })
    const outcome = await waitForScan(deps, SCAN_ID, WAIT)
    expect(outcome).toEqual({ outcome: 'aborted', status: 'running' })
    expect(service.getScanStatus).toHaveBeenCalledTimes(2)
    expect(service.getScanStatus).toHaveBeenLastCalledWith(SCAN_ID, { signal: controller.signal })
  })
})

describe('normalizeStatus', () => {
  it('trims and lower-cases', () => {
    expect(normalizeStatus('  In_Progress ')).toBe('in_progress')
  })
})
