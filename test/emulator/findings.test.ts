import { describe, expect, it } from 'vitest'
import { call, type Json, startCompletedScan, startScan, useEmulator } from './helpers.js'
import { createManualClock } from '../../testkit/emulator/index.js'

const clock = createManualClock()
const { emu, key } = await useEmulator({ now: clock.now, rateLimit: { maxRequests: 100_000 } }, [
  'write',
])

async function list(query: string) {
  return call(emu, 'GET', `/findings?${query}`, { key })
}

const RANK: Record<string, number> = { critical: 4, high: 3, medium: 2, low: 1, info: 0 }

describe('GET /findings paging', () => {
  it('pages with page default 1 and limit default 15', async () => {
    emu.plan.scan = { findings: { medium: 40 } }
    const { id } = await startCompletedScan(emu, key)
    const first = await list(`scan_id=${id}`)
    expect(first.json).toMatchObject({ total: 40, page: 1, limit: 15 })
    expect(first.json.data).toHaveLength(15)
    const last = await list(`scan_id=${id}&page=3`)
    expect(last.json.data).toHaveLength(10)
    const ids = new Set([...first.json.data, ...last.json.data].map((finding: Json) => finding.id))
    expect(ids.size).toBe(25)
    expect((await list(`scan_id=${id}&page=4`)).json.data).toEqual([])
  })

  it.each([
    ['limit=101', 'limit must not be greater than 100'],
    ['limit=0', 'limit must not be less than 1'],
    ['page=0', 'page must not be less than 1'],
    ['page=1.5', 'page must be an integer number'],
    ['severity=HIGH', 'severity must be one of the following values'],
    ['sort_by=title', 'sort_by must be one of the following values'],
    ['sort_order=asc', 'sort_order must be one of the following values'],
    ['scan_id=not-a-uuid', 'scan_id must be a UUID'],
  ])('answers 400 to %s', async (query, message) => {
    const res = await list(query)
    expect(res.status).toBe(400)
    expect(res.json.message[0]).toContain(message)
  })

  it('applies the same paging rules to GET /scans/{id}/findings', async () => {
    emu.plan.scan = { findings: { low: 20 } }
    const { id } = await startCompletedScan(emu, key)
    const page = await call(emu, 'GET', `/scans/${id}/findings?page=2`, { key })
    expect(page.json).toMatchObject({ total: 20, page: 2, limit: 15 })
    expect(page.json.data).toHaveLength(5)
    const tooMany = await call(emu, 'GET', `/scans/${id}/findings?limit=101`, { key })
    expect(tooMany.status).toBe(400)
  })

  it('accepts limit 100', async () => {
    expect((await list('limit=100')).json.limit).toBe(100)
  })
})

describe('GET /findings filters and sorting', () => {
  it('combines severity, state and scan_id with AND', async () => {
    emu.plan.scan = { findings: { high: 10, low: 10 }, closedEvery: 3 }
    const first = await startCompletedScan(emu, key)
    const second = await startCompletedScan(emu, key)
    expect((await list('limit=100')).json.total).toBe(40)
    expect((await list(`scan_id=${first.id}`)).json.total).toBe(20)
    const open = await list(`scan_id=${first.id}&severity=high&state=open&limit=100`)
    expect(open.json.total).toBeGreaterThan(0)
    expect(open.json.total).toBeLessThan(10)
    for (const finding of open.json.data) {
      expect(finding).toMatchObject({ scan_id: first.id, severity: 'high', state: 'open' })
    }
    const fixed = await list(`scan_id=${first.id}&severity=high&state=fixed`)
    expect(Number(open.json.total) + Number(fixed.json.total)).toBe(10)
    const everywhere = await list('severity=high&state=open&limit=100')
    expect(everywhere.json.total).toBe(Number(open.json.total) * 2)
    expect(everywhere.json.data.some((f: Json) => f.scan_id === second.id)).toBe(true)
  })

  it('answers 404 for an unknown scan_id or another organization’s scan', async () => {
    const { id } = await startCompletedScan(emu, key)
    const unknown = await list('scan_id=00000000-0000-4000-8000-000000000000')
    expect(unknown.json).toEqual({ statusCode: 404, message: 'Scan not found', error: 'Not Found' })
    const stranger = emu.addKey({ scopes: ['read'], org: 'other' })
    const res = await call(emu, 'GET', `/findings?scan_id=${id}`, { key: stranger })
    expect(res.status).toBe(404)
    expect((await call(emu, 'GET', '/findings', { key: stranger })).json.total).toBe(0)
  })

  it('sorts by found_at DESC by default, and ASC on request', async () => {
    emu.plan.scan = { findings: { high: 5, low: 5 } }
    await startCompletedScan(emu, key)
    const times = (res: Json) => res.json.data.map((finding: Json) => Date.parse(finding.found_at))
    const desc = times(await list('limit=100'))
    expect(desc).toEqual([...desc].sort((a, b) => b - a))
    const asc = times(await list('limit=100&sort_by=found_at&sort_order=ASC'))
    expect(asc).toEqual([...desc].reverse())
  })

  it('sorts by severity and by updated_at', async () => {
    emu.plan.scan = { findings: { critical: 3, medium: 3, info: 3 } }
    await startCompletedScan(emu, key)
    const bySeverity = (await list('sort_by=severity')).json.data.map((f: Json) => RANK[f.severity])
    expect(bySeverity).toEqual([...bySeverity].sort((a, b) => b - a))
    expect(bySeverity[0]).toBe(4)
    const ascending = (await list('sort_by=severity&sort_order=ASC')).json.data[0].severity
    expect(ascending).toBe('info')
    const updated = (await list('sort_by=updated_at&sort_order=ASC')).json.data.map((f: Json) =>
      Date.parse(f.updated_at),
    )
    expect(updated).toEqual([...updated].sort((a, b) => a - b))
  })

  it('shows no findings before the scan completes', async () => {
    const { id } = await startScan(emu, key)
    expect((await list(`scan_id=${id}`)).json).toMatchObject({ total: 0, data: [] })
    expect((await call(emu, 'GET', `/scans/${id}/findings`, { key })).json.total).toBe(0)
  })
})

describe('finding records', () => {
  it('carry the fields of assumptions.md, in every location shape, some without one', async () => {
    emu.plan.scan = { findings: { high: 12 } }
    const { id } = await startCompletedScan(emu, key)
    const data = (await call(emu, 'GET', `/scans/${id}/findings?limit=100`, { key })).json.data
    for (const finding of data) {
      expect(finding).toMatchObject({ scan_id: id, severity: 'high', state: 'open' })
      expect(finding.verification_state).toBe('approved')
      expect(finding.url).toContain(finding.id)
      for (const field of ['title', 'description', 'found_at', 'updated_at', 'cwe', 'rule_id']) {
        expect(finding[field], field).toEqual(expect.any(String))
      }
    }
    const shapes = new Set(
      data.map((f: Json) =>
        ['file_path', 'path', 'location', 'line', 'start_line'].filter((k) => k in f).join('+'),
      ),
    )
    expect(shapes).toEqual(
      new Set(['file_path', 'path+start_line', 'location', 'file_path+line', '']),
    )
  })

  it('uses explicit seeds as given, filling in what they leave out', async () => {
    emu.plan.scan = {
      findings: [
        { title: 'Custom', severity: 'critical', path: 'a.ts', line: 3 },
        { severity: 'Weird', verification_state: 'pending', url: undefined },
      ],
    }
    const { id, findings_summary: summary } = await startCompletedScan(emu, key)
    expect(summary).toEqual({ critical: 1, high: 0, medium: 0, low: 0, info: 1 })
    const data = (await list(`scan_id=${id}&sort_order=ASC`)).json.data
    expect(data[0]).toMatchObject({ title: 'Custom', severity: 'critical', path: 'a.ts', line: 3 })
    expect(data[1]).toMatchObject({ severity: 'Weird', verification_state: 'pending' })
    expect('url' in data[1]).toBe(false)
  })

  it('can carry hostile text', async () => {
    emu.plan.scan = { findings: { low: 8 }, untrusted: true }
    const { id } = await startCompletedScan(emu, key)
    const text = (await call(emu, 'GET', `/scans/${id}/findings/export`, { key })).text
    expect(text).toContain('::error')
    expect(text).toContain('../../etc/passwd')
  })
})

describe('large scans', () => {
  it('serves 100,000 findings without re-sorting them for every page', async () => {
    emu.plan.scan = { findings: { critical: 2, high: 49_998, medium: 30_000, low: 20_000 } }
    const { id, findings_summary: summary } = await startCompletedScan(emu, key)
    expect(summary).toEqual({ critical: 2, high: 49_998, medium: 30_000, low: 20_000, info: 0 })
    const query = `scan_id=${id}&severity=high&limit=100`
    const computedBefore = emu.stats.findingQueriesComputed
    const cachedBefore = emu.stats.findingQueriesCached
    expect((await list(`${query}&page=1`)).json.total).toBe(49_998)
    let seen = 0
    for (let page = 2; page <= 41; page += 1) {
      seen += Number((await list(`${query}&page=${page}`)).json.data.length)
    }
    // The first page filters and sorts 100,000 findings; the 40 later pages reuse that result.
    expect(emu.stats.findingQueriesComputed - computedBefore).toBe(1)
    expect(emu.stats.findingQueriesCached - cachedBefore).toBe(40)
    expect(seen).toBe(4000)
    const last = await list(`scan_id=${id}&limit=100&page=1000&sort_by=severity`)
    expect(last.json.data.map((finding: Json) => finding.severity)).toEqual(Array(100).fill('low'))
    expect(emu.stats.findingQueriesComputed - computedBefore).toBe(2) // a new query shape
    emu.reset()
    expect(emu.stats).toMatchObject({ findingQueriesComputed: 0, findingQueriesCached: 0 })
  })
})
