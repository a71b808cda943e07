import { describe, expect, it } from 'vitest'
import { call, type Json, startCompletedScan, startScan, useEmulator } from './helpers.js'
import { createManualClock } from '../../testkit/emulator/index.js'
import { REPO_URL } from '../../testkit/ids.js'

const clock = createManualClock()
const { emu, key } = await useEmulator({ now: clock.now }, ['write'])

async function readStatus(id: string) {
  return call(emu, 'GET', `/scans/${id}/status`, { key })
}

describe('scan status progression', () => {
  it('moves queued → running → completed, one status poll per step, then stays', async () => {
    const { id } = await startScan(emu, key)
    const running = await readStatus(id)
    expect(running.json).toEqual({
      status: 'running',
      progress: 50,
      stage: 'analysis',
      message: 'Scan is running',
    })
    expect((await readStatus(id)).json).toMatchObject({ status: 'completed', progress: 100 })
    expect((await readStatus(id)).json.status).toBe('completed')
  })

  it('advances on GET /scans/{id} too', async () => {
    const { id } = await startScan(emu, key)
    const scan = async () => (await call(emu, 'GET', `/scans/${id}`, { key })).json.status
    expect([await scan(), await scan(), await scan()]).toEqual([
      'running',
      'completed',
      'completed',
    ])
  })

  it('follows a planned failure outcome with its message', async () => {
    emu.plan.scan = { statuses: ['pending', 'in_progress', 'cancelled'], failureMessage: 'Stopped' }
    const { id, status } = await startScan(emu, key)
    expect(status).toBe('pending')
    await readStatus(id)
    expect((await readStatus(id)).json).toMatchObject({ status: 'cancelled', message: 'Stopped' })
  })

  it('needs several polls per step when planned', async () => {
    emu.plan.scan = { pollsPerStep: 2 }
    const { id } = await startScan(emu, key)
    const seen = []
    for (let poll = 0; poll < 4; poll += 1) seen.push((await readStatus(id)).json.status)
    expect(seen).toEqual(['queued', 'running', 'running', 'completed'])
  })

  it('runs for a planned duration: status and progress follow elapsed time alone', async () => {
    emu.plan.scan = { statuses: ['queued', 'running', 'completed'], durationMs: 100_000 }
    const { id } = await startScan(emu, key)
    const start = clock.now()
    expect((await readStatus(id)).json).toMatchObject({ status: 'queued', progress: 0 })
    // Polls do not move it: ten of them at the same moment leave it queued.
    for (let i = 0; i < 10; i++) await readStatus(id)
    clock.advance(49_000)
    expect((await readStatus(id)).json).toMatchObject({ status: 'queued', progress: 49 })
    clock.advance(26_000)
    expect((await readStatus(id)).json).toMatchObject({ status: 'running', progress: 75 })
    clock.advance(24_999)
    expect((await readStatus(id)).json).toMatchObject({ status: 'running', progress: 99 })
    clock.advance(1)
    expect((await readStatus(id)).json).toMatchObject({ status: 'completed', progress: 100 })
    expect(emu.scanTimeline()).toEqual([
      expect.objectContaining({
        id,
        createdAt: start,
        completesAt: start + 100_000,
        keyPrefix: key.slice(0, 12),
      }),
    ])
  })

  it("draws each scan's duration from a planned range", async () => {
    emu.plan.scan = { durationMs: { min: 60_000, max: 180_000 } }
    for (let i = 0; i < 5; i++) await startScan(emu, key)
    const durations = emu.scanTimeline().map((s) => (s.completesAt ?? 0) - s.createdAt)
    expect(durations).toHaveLength(5)
    for (const ms of durations) {
      expect(ms).toBeGreaterThanOrEqual(60_000)
      expect(ms).toBeLessThanOrEqual(180_000)
    }
    expect(new Set(durations).size).toBeGreaterThan(1)
  })

  it('says when a poll-driven scan was seen complete, and nothing before', async () => {
    const { id } = await startScan(emu, key)
    expect(emu.scanTimeline()[0]).not.toHaveProperty('completesAt')
    await readStatus(id)
    clock.advance(5_000)
    await readStatus(id)
    expect(emu.scanTimeline()[0]).toMatchObject({ id, completesAt: clock.now() })
  })

  it('can be driven by clock time', async () => {
    emu.plan.scan = { pollsPerStep: Infinity, stepMs: 10_000 }
    const { id } = await startScan(emu, key)
    expect((await readStatus(id)).json.status).toBe('queued')
    clock.advance(20_000)
    const listed = await call(emu, 'GET', '/scans', { key })
    expect(listed.json.data[0].status).toBe('completed')
  })

  it('answers 404 on the status route when planned, while GET /scans/{id} works', async () => {
    emu.plan.scan.statusEndpoint404 = true
    const { id } = await startScan(emu, key)
    const res = await readStatus(id)
    expect(res.status).toBe(404)
    expect(res.json).toMatchObject({ statusCode: 404, error: 'Not Found' })
    expect((await call(emu, 'GET', `/scans/${id}`, { key })).json.status).toBe('running')
  })

  it('answers 404 for an unknown scan and another organization’s scan', async () => {
    const { id } = await startScan(emu, key)
    const stranger = emu.addKey({ scopes: ['read'], org: 'other' })
    expect((await call(emu, 'GET', `/scans/${id}`, { key: stranger })).status).toBe(404)
    expect((await call(emu, 'GET', `/scans/${id}/status`, { key: stranger })).status).toBe(404)
    const unknown = await call(emu, 'GET', '/scans/00000000-0000-4000-8000-000000000000', { key })
    expect(unknown.json).toEqual({ statusCode: 404, message: 'Scan not found', error: 'Not Found' })
  })
})

describe('findings_summary', () => {
  it('stays zero until completed, then counts the findings by severity', async () => {
    emu.plan.scan = { findings: { critical: 2, high: 3, info: 1 } }
    const { id, findings_summary: before } = await startScan(emu, key)
    expect(before).toEqual({ critical: 0, high: 0, medium: 0, low: 0, info: 0 })
    await readStatus(id)
    await readStatus(id)
    const after = (await call(emu, 'GET', `/scans/${id}`, { key })).json.findings_summary
    expect(after).toEqual({ critical: 2, high: 3, medium: 0, low: 0, info: 1 })
  })

  it('can lie, to exercise mismatch reporting', async () => {
    emu.plan.scan = { findings: { high: 3 }, findingsSummary: { high: 1 } }
    const scan = await startCompletedScan(emu, key)
    expect(scan.findings_summary).toEqual({ critical: 0, high: 1, medium: 0, low: 0, info: 0 })
    const listed = await call(emu, 'GET', `/findings?scan_id=${scan.id}`, { key })
    expect(listed.json.total).toBe(3)
  })
})

describe('GET /scans', () => {
  async function seedScans(count: number): Promise<string[]> {
    const ids: string[] = []
    for (let index = 0; index < count; index += 1) {
      ids.push((await startScan(emu, key)).id)
      clock.advance(1000)
    }
    return ids
  }

  it('pages newest first by default', async () => {
    const ids = await seedScans(3)
    const res = await call(emu, 'GET', '/scans?limit=2', { key })
    expect(res.json).toMatchObject({ total: 3, page: 1, limit: 2 })
    expect(res.json.data.map((scan: Json) => scan.id)).toEqual([ids[2], ids[1]])
    const second = await call(emu, 'GET', '/scans?limit=2&page=2', { key })
    expect(second.json.data.map((scan: Json) => scan.id)).toEqual([ids[0]])
  })

  it('sorts ascending and filters by status', async () => {
    const ids = await seedScans(3)
    await readStatus(ids[1]!)
    const asc = await call(emu, 'GET', '/scans?sort_by=created_at&sort_order=ASC', { key })
    expect(asc.json.data.map((scan: Json) => scan.id)).toEqual(ids)
    const running = await call(emu, 'GET', '/scans?status=running', { key })
    expect(running.json.data.map((scan: Json) => scan.id)).toEqual([ids[1]])
    expect(running.json.total).toBe(1)
  })

  it('completes time-based scans for a client that only lists them', async () => {
    emu.plan.scan = { durationMs: 100_000, findings: { critical: 1, low: 2 } }
    const { id } = await startScan(emu, key)
    const list = async () => (await call(emu, 'GET', '/scans', { key })).json.data[0]
    const before = await list()
    expect(before).toMatchObject({ id, status: 'queued' })
    expect(before.findings_summary).toEqual({ critical: 0, high: 0, medium: 0, low: 0, info: 0 })
    clock.advance(100_000)
    const after = await list()
    expect(after).toMatchObject({
      id,
      status: 'completed',
      name: 'acme/webapp full scan',
      repo_url: REPO_URL,
      branch: 'main',
      created_at: before.created_at,
      findings_summary: { critical: 1, high: 0, medium: 0, low: 2, info: 0 },
    })
    expect(emu.requests.filter((r) => r.endpoint === 'GET /scans/{id}/status')).toHaveLength(0)
  })

  it('moves updated_at when, and only when, the status changes', async () => {
    emu.plan.scan = { durationMs: 100_000 }
    const { id, created_at: createdAt } = await startScan(emu, key)
    const listed = async () => (await call(emu, 'GET', '/scans', { key })).json.data[0]
    const at = (ms: number) => new Date(Date.parse(createdAt) + ms).toISOString()
    clock.advance(10_000)
    expect(await listed()).toMatchObject({ id, status: 'queued', updated_at: createdAt })
    clock.advance(80_000)
    // Read late, the scan says when it started running (a third of the way), not when it was read.
    expect(await listed()).toMatchObject({ status: 'running', updated_at: at(50_000) })
    clock.advance(60_000)
    expect(await listed()).toMatchObject({ status: 'completed', updated_at: at(100_000) })
    clock.advance(60_000)
    expect((await listed()).updated_at).toBe(at(100_000))
  })

  it('sorts by updated_at, so a lister finds the scans that changed last', async () => {
    emu.plan.scan = { durationMs: 100_000 }
    const first = (await startScan(emu, key)).id
    clock.advance(1000)
    emu.plan.scan = { durationMs: 10_000 }
    const second = (await startScan(emu, key)).id
    clock.advance(200_000)
    const query = '/scans?sort_by=updated_at&sort_order=DESC&status=completed'
    const res = await call(emu, 'GET', query, { key })
    expect(res.json.data.map((scan: Json) => scan.id)).toEqual([first, second])
    expect(res.json.total).toBe(2)
  })

  it('defaults to limit 15 and refuses bad paging and sorting with 400', async () => {
    expect((await call(emu, 'GET', '/scans', { key })).json.limit).toBe(15)
    for (const query of ['limit=101', 'page=0', 'limit=abc', 'sort_by=name', 'sort_order=down']) {
      const res = await call(emu, 'GET', `/scans?${query}`, { key })
      expect(res.status, query).toBe(400)
      expect(res.json.error).toBe('Bad Request')
    }
  })
})

describe('GET /scans/{id}/findings/export', () => {
  it('exports JSON lines by default and CSV on request', async () => {
    emu.plan.scan = { findings: { high: 2, low: 1 } }
    const { id } = await startCompletedScan(emu, key)
    const lines = await call(emu, 'GET', `/scans/${id}/findings/export`, { key })
    expect(lines.headers.get('content-type')).toContain('application/x-ndjson')
    const records = lines.text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(records.map((record) => record.severity).sort()).toEqual(['high', 'high', 'low'])
    const csv = await call(emu, 'GET', `/scans/${id}/findings/export?format=csv`, { key })
    expect(csv.headers.get('content-type')).toContain('text/csv')
    expect(csv.text.split('\r\n')[0]).toBe(
      'id,severity,title,state,verification_state,file_path,url',
    )
    expect(csv.text.trim().split('\r\n')).toHaveLength(4)
  })

  it.each([
    ['array', 'application/json', (body: unknown) => body],
    ['envelope', 'application/json', (body: unknown) => (body as { data: unknown }).data],
  ] as const)('answers a JSON %s when planned', async (exportFormat, type, listOf) => {
    emu.plan.scan = { findings: { high: 2 }, exportFormat }
    const { id } = await startCompletedScan(emu, key)
    const res = await call(emu, 'GET', `/scans/${id}/findings/export`, { key })
    expect(res.headers.get('content-type')).toContain(type)
    expect(listOf(JSON.parse(res.text))).toHaveLength(2)
  })

  it('answers an HTML page when planned', async () => {
    emu.plan.scan = { findings: { high: 2 }, exportFormat: 'html' }
    const { id } = await startCompletedScan(emu, key)
    const res = await call(emu, 'GET', `/scans/${id}/findings/export`, { key })
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(res.text).toContain('<html>')
  })
})
