import { describe, expect, it } from 'vitest'
import { severityRank, type Finding } from '../../src/service/finding.js'
import type { ListFindingsQuery } from '../../src/service/requests.js'
import { readEveryPage, useWorld } from './helpers.js'

const world = useWorld()

const PER_SEVERITY = { critical: 50, high: 50, medium: 50, low: 50, info: 50 }

/** Every finding GET /findings lists for `query`, in pages of 100. */
async function collectFindings(query: ListFindingsQuery = {}): Promise<Finding[]> {
  const { items } = await readEveryPage(100, (paging) =>
    world.client.listFindings({ ...query, ...paging }),
  )
  return items
}

describe('findings against the emulator', () => {
  it('pages through 250 findings of one scan, and only that scan', async () => {
    const other = await world.startCompletedScan()
    world.emu.plan.scan = { findings: PER_SEVERITY }
    const scanId = await world.startCompletedScan()

    const findings = await collectFindings({ scan_id: scanId })
    expect(findings).toHaveLength(250)
    expect(new Set(findings.map((f) => f.id)).size).toBe(250)
    expect(findings.every((f) => f.scanId === scanId)).toBe(true)
    expect(findings.filter((f) => f.severity === 'low')).toHaveLength(50)
    const pages = world.requests('GET /findings').map((r) => r.query)
    expect(pages).toEqual(['1', '2', '3'].map((page) => ({ page, limit: '100', scan_id: scanId })))
    // The emulator sorted once and served the later pages from its cache.
    expect(world.emu.stats.findingQueriesComputed).toBe(1)
    expect(world.emu.stats.findingQueriesCached).toBe(2)

    const everything = await collectFindings()
    expect(everything).toHaveLength(255)
    expect(everything.filter((f) => f.scanId === other)).toHaveLength(5)
  })

  it('combines severity, state and scan_id filters with AND', async () => {
    world.emu.plan.scan = { findings: PER_SEVERITY, closedEvery: 3 }
    const scanId = await world.startCompletedScan()
    await world.startCompletedScan()
    const all = await collectFindings({ scan_id: scanId })
    const expected = all.filter((f) => f.severity === 'high' && f.state === 'open')
    expect(expected.length).toBeGreaterThan(0)
    expect(expected.length).toBeLessThan(50)

    const page = await world.client.listFindings({
      scan_id: scanId,
      severity: 'high',
      state: 'open',
      limit: 100,
    })
    expect(page.total).toBe(expected.length)
    expect(page.data.map((f) => f.id).sort()).toEqual(expected.map((f) => f.id).sort())

    const fixed = await world.client.listFindings({ scan_id: scanId, state: 'fixed', limit: 100 })
    expect(fixed.total).toBe(all.filter((f) => f.state === 'fixed').length)
    expect(fixed.data.every((f) => f.state === 'fixed')).toBe(true)
    expect(world.requests('GET /findings').at(-1)?.query).toEqual({
      scan_id: scanId,
      state: 'fixed',
      limit: '100',
    })
  })

  it('sorts by severity, found_at and updated_at in both orders', async () => {
    world.emu.plan.scan = { findings: { critical: 3, high: 3, medium: 3, low: 3, info: 3 } }
    const scanId = await world.startCompletedScan()
    const list = (sort_by: 'severity' | 'found_at' | 'updated_at', sort_order: 'ASC' | 'DESC') =>
      world.client.listFindings({ scan_id: scanId, sort_by, sort_order, limit: 100 })

    const mostSevere = (await list('severity', 'DESC')).data.map((f) => severityRank(f.severity))
    expect(mostSevere).toEqual([...mostSevere].sort((a, b) => a - b))
    expect(mostSevere[0]).toBe(0)
    const leastSevere = (await list('severity', 'ASC')).data.map((f) => f.severity)
    expect(leastSevere[0]).toBe('info')
    expect(leastSevere.at(-1)).toBe('critical')

    const found = (await list('found_at', 'ASC')).data.map((f) => f.foundAt ?? '')
    expect(found).toEqual([...found].sort())
    const updated = (await list('updated_at', 'DESC')).data.map((f) => f.updatedAt ?? '')
    expect(updated).toEqual([...updated].sort().reverse())
    expect(updated).not.toEqual(found.slice().reverse())
  })

  it('normalizes the location shapes the emulator cycles through', async () => {
    world.emu.plan.scan = { findings: { medium: 12 } }
    const scanId = await world.startCompletedScan()
    const findings = (await world.client.listFindings({ scan_id: scanId, limit: 100 })).data
    expect(findings).toHaveLength(12)
    const located = findings.filter((f) => f.filePath !== undefined)
    // Every sixth generated finding has no location at all; it still counts.
    expect(located).toHaveLength(10)
    for (const finding of located) {
      expect(finding.filePath).toMatch(/^src\/\w+\/\w+\.\w+$/)
      expect(finding.lineStart).toBeGreaterThan(0)
    }
    expect(findings.every((f) => f.url?.startsWith('https://dashboard.scanner.example/'))).toBe(
      true,
    )
    expect(findings.every((f) => f.cwe !== undefined && f.ruleId !== undefined)).toBe(true)
  })

  it('reads explicit seeds: case-insensitive severity, and a missing one as info', async () => {
    world.emu.plan.scan = {
      findings: [
        { title: 'Upper-case severity', severity: 'CRITICAL' },
        { title: 'No severity', severity: undefined, state: undefined },
      ],
    }
    const scanId = await world.startCompletedScan()
    const page = await world.client.listFindings({
      scan_id: scanId,
      sort_by: 'found_at',
      sort_order: 'ASC',
    })
    expect(page.data.map((f) => [f.title, f.severity])).toEqual([
      ['Upper-case severity', 'critical'],
      ['No severity', 'info'],
    ])
    expect(page.data[1]?.unknownSeverity).toBe('(none)')
    expect(page.data[1]?.state).toBeUndefined()
    const critical = await world.client.listFindings({ scan_id: scanId, severity: 'critical' })
    expect(critical.data.map((f) => f.title)).toEqual(['Upper-case severity'])
  })

  it('answers 404 for a scan_id that does not exist or belongs to another organization', async () => {
    const otherKey = world.emu.addKey({ scopes: ['read', 'write'], org: 'org-2' })
    const foreignScan = await world.startCompletedScan(world.makeClient({ apiKey: otherKey }))
    for (const scanId of ['00000000-0000-4000-8000-000000000000', foreignScan]) {
      const error = await world.catchServiceError(world.client.listFindings({ scan_id: scanId }))
      expect(error).toMatchObject({
        status: 404,
        endpoint: 'GET /findings',
        serviceMessage: 'Scan not found',
      })
      expect(error.message).not.toContain(scanId)
    }
  })

  it('rejects a scan_id that is not a UUID with the field message', async () => {
    const error = await world.catchServiceError(
      world.client.listFindings({ scan_id: 'not-a-uuid' }),
    )
    expect(error).toMatchObject({ status: 400, serviceMessage: 'scan_id must be a UUID' })
    expect(error.hint).toContain('names the failing field')
  })
})
