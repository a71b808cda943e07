import { describe, expect, it } from 'vitest'
import { readEveryPage, useWorld } from './helpers.js'
import { DEFAULT_BRANCH, REPO_URL } from '../../testkit/ids.js'

const world = useWorld()

describe('scans against the emulator', () => {
  it('starts a scan from a completed estimation and charges its credits', async () => {
    const estimation = await world.createFinishedEstimation()
    const created = await world.client.createScan({
      cost_estimation_id: estimation.id,
      scan_type: 'pr',
      pr_number: 7,
      repo_url: REPO_URL,
      branch: DEFAULT_BRANCH,
      name: 'PR #7 gate',
    })
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(created.record).toMatchObject({
      id: created.id,
      status: 'queued',
      scan_type: 'pr',
      pr_number: 7,
      name: 'PR #7 gate',
      repo_url: REPO_URL,
      branch: DEFAULT_BRANCH,
      cost_estimation_id: estimation.id,
    })
    expect(world.emu.getCredits('org-1')).toBe(1000 - 12)
    expect(world.requests('POST /scans').map((r) => r.status)).toEqual([201])
  })

  it('reads the id of the alternate scan_id-only create response', async () => {
    world.emu.plan.scan = { idField: 'scan_id', minimalCreateResponse: true }
    const created = await world.startScan()
    expect(Object.keys(created.record)).toEqual(['scan_id'])
    expect(created.record.scan_id).toBe(created.id)
    const scan = await world.client.getScan(created.id)
    expect(scan.id).toBe(created.id)
  })

  it('reads a scan_id in a whole record too', async () => {
    world.emu.plan.scan = { idField: 'scan_id' }
    const created = await world.startScan()
    expect(created.record).not.toHaveProperty('id')
    expect(created.record).toMatchObject({ scan_id: created.id, status: 'queued' })
  })

  it('polls the status endpoint to completed, then reads the findings summary', async () => {
    const { id } = await world.startScan()
    expect((await world.client.getScan(id)).findings_summary).toEqual({
      critical: 0,
      high: 0,
      medium: 0,
      low: 0,
      info: 0,
    })
    const seen = await world.pollScanUntil(id)
    expect(seen.map((s) => s.status)).toEqual(['completed'])
    const scan = await world.client.getScan(id)
    expect(scan).toMatchObject({ id, status: 'completed', scan_type: 'full', repo_url: REPO_URL })
    expect(scan.findings_summary).toEqual({ critical: 0, high: 1, medium: 2, low: 1, info: 1 })
  })

  it('reports progress, stage and message on the way through a longer status sequence', async () => {
    world.emu.plan.scan = { statuses: ['queued', 'running', 'triage', 'completed'] }
    const { id } = await world.startScan()
    const seen = await world.pollScanUntil(id)
    expect(seen).toEqual([
      { status: 'running', progress: 33, stage: 'analysis', message: 'Scan is running' },
      { status: 'triage', progress: 67, stage: 'triage', message: 'Scan is triage' },
      { status: 'completed', progress: 100, stage: 'done', message: 'Scan completed' },
    ])
    expect(world.requests('GET /scans/{id}/status')).toHaveLength(3)
  })

  it('reads a terminal failure with its message', async () => {
    world.emu.plan.scan = { statuses: ['queued', 'failed'], failureMessage: 'Clone failed' }
    const { id } = await world.startScan()
    const [status] = await world.pollScanUntil(id, 'failed')
    expect(status).toMatchObject({ status: 'failed', message: 'Clone failed' })
  })

  it('answers 404 on the status endpoint when the plan says so, while GET /scans/{id} works', async () => {
    const { id } = await world.startScan()
    world.emu.plan.scan.statusEndpoint404 = true
    const error = await world.catchServiceError(world.client.getScanStatus(id))
    expect(error).toMatchObject({ kind: 'http', status: 404, endpoint: 'GET /scans/{id}/status' })
    expect(error.serviceMessage).toContain('/status')
    // A 404 is not retried.
    expect(world.requests('GET /scans/{id}/status')).toHaveLength(1)
    const scan = await world.client.getScan(id)
    expect(scan.status).toBe('running')
    expect((await world.client.getScan(id)).status).toBe('completed')
  })

  it('answers an unknown scan with a 404 ServiceError', async () => {
    const error = await world.catchServiceError(
      world.client.getScan('00000000-0000-4000-8000-000000000000'),
    )
    expect(error).toMatchObject({ status: 404, serviceMessage: 'Scan not found' })
  })

  it('lists scans sorted by created_at either way and filtered by status', async () => {
    const ids: string[] = []
    for (let i = 0; i < 3; i++) {
      ids.push((await world.startScan()).id)
      world.clock.advance(60_000)
    }
    const [first, second, third] = ids
    await world.pollScanUntil(second!)

    const newest = await world.client.listScans()
    expect(newest.data.map((s) => s.id)).toEqual([third, second, first])
    expect(newest).toMatchObject({ total: 3, page: 1, limit: 15 })
    const oldest = await world.client.listScans({ sort_by: 'created_at', sort_order: 'ASC' })
    expect(oldest.data.map((s) => s.id)).toEqual([first, second, third])
    const byUpdate = await world.client.listScans({ sort_by: 'updated_at', sort_order: 'DESC' })
    expect(byUpdate.data[0]?.id).toBe(second)

    const completed = await world.client.listScans({ status: 'completed' })
    expect(completed.data.map((s) => s.id)).toEqual([second])
    expect(completed.total).toBe(1)
    const queued = await world.client.listScans({ status: 'queued', sort_by: 'status' })
    expect(queued.data.map((s) => s.id).sort()).toEqual([first, third].sort())
    expect(world.requests('GET /scans').map((r) => r.query)).toEqual([
      {},
      { sort_by: 'created_at', sort_order: 'ASC' },
      { sort_by: 'updated_at', sort_order: 'DESC' },
      { status: 'completed' },
      { status: 'queued', sort_by: 'status' },
    ])
  })

  it('pages through every scan, keeping the filter and the sort', async () => {
    const ids: string[] = []
    for (let i = 0; i < 5; i++) {
      ids.push((await world.startScan()).id)
      world.clock.advance(1_000)
    }
    const { items } = await readEveryPage(2, (paging) =>
      world.client.listScans({ ...paging, sort_by: 'created_at', sort_order: 'ASC' }),
    )
    expect(items.map((scan) => scan.id)).toEqual(ids)
    expect(world.requests('GET /scans').map((r) => r.query)).toEqual(
      ['1', '2', '3'].map((page) => ({
        page,
        limit: '2',
        sort_by: 'created_at',
        sort_order: 'ASC',
      })),
    )

    await world.pollScanUntil(ids[0]!)
    await world.pollScanUntil(ids[3]!)
    const completed = await readEveryPage(1, (paging) =>
      world.client.listScans({ ...paging, status: 'completed' }),
    )
    expect(completed.items.map((scan) => scan.id).sort()).toEqual([ids[0], ids[3]].sort())
  })

  it("lists a scan's findings page by page", async () => {
    world.emu.plan.scan = { findings: { critical: 2, high: 3, low: 2 } }
    const id = await world.startCompletedScan()
    const first = await world.client.listFindings({ scan_id: id, page: 1, limit: 4 })
    expect(first).toMatchObject({ total: 7, page: 1, limit: 4 })
    expect(first.data).toHaveLength(4)
    const second = await world.client.listFindings({ scan_id: id, page: 2, limit: 4 })
    expect(second.data).toHaveLength(3)
    const all = [...first.data, ...second.data]
    expect(new Set(all.map((f) => f.id)).size).toBe(7)
    expect(all.every((f) => f.scanId === id)).toBe(true)
    expect(all.filter((f) => f.severity === 'critical')).toHaveLength(2)
    // Default page size of the service when none is asked for.
    expect((await world.client.listFindings({ scan_id: id })).limit).toBe(15)
  })

  it('reads a scan export (JSON lines) into findings', async () => {
    const id = await world.startCompletedScan()
    const exported = await world.client.exportScanFindings(id)
    if (!exported.ok) throw new Error(exported.why)
    expect(exported.format).toBe('json-lines')
    expect(exported.findings).toHaveLength(5)
    expect(exported.findings.every((f) => f.scanId === id)).toBe(true)
    const foundAt = exported.findings.map((f) => f.foundAt ?? '')
    expect(foundAt).toEqual([...foundAt].sort())
  })
})
