import { describe, expect, it, vi } from 'vitest'
import {
  collectFindings,
  FINDINGS_PAGE_SIZE,
  findingsNeeded,
  SUMMARY_MAX_FINDINGS,
} from '../../src/flow/findings.js'
import type { Finding, Severity, SeverityCounts } from '../../src/service/finding.js'
import type { ListFindingsQuery, Page } from '../../src/service/schemas.js'
import { makeCounts, makeFinding } from '../report/builders.js'
import { recordingLog, SCAN_ID, stubClient } from './helpers.js'

type Available = Partial<Record<Severity, number>>

/**
 * GET /findings?scan_id=&severity= over `available` findings per severity; `shape` may rewrite
 * a page (to return duplicates or odd severities).
 */
function findingsService(
  available: Available,
  shape?: (page: Page<Finding>, query: ListFindingsQuery) => Page<Finding>,
) {
  const listFindings = vi.fn((query: ListFindingsQuery, _o?: { signal?: AbortSignal }) => {
    const severity = query.severity as Severity
    const total = available[severity] ?? 0
    const page = query.page ?? 1
    const limit = query.limit ?? 20
    const data: Finding[] = []
    for (let i = (page - 1) * limit; i < Math.min(total, page * limit); i++) {
      data.push(makeFinding({ id: `${severity}-${i}`, severity, title: `${severity} #${i}` }))
    }
    const result = { data, total, page, limit }
    return Promise.resolve(shape ? shape(result, query) : result)
  })
  return { listFindings, client: stubClient({ listFindings }) }
}

function collect(
  service: ReturnType<typeof findingsService>,
  counts: SeverityCounts,
  limit = SUMMARY_MAX_FINDINGS,
  signal?: AbortSignal,
) {
  const log = recordingLog()
  return {
    log,
    result: collectFindings(service.client, SCAN_ID, counts, limit, log, signal),
  }
}

describe('collectFindings', () => {
  it('reads only the severities the summary counts, most severe first, through the filter', async () => {
    const service = findingsService({ high: 2, low: 1 })
    const { result, log } = collect(service, makeCounts({ high: 2, low: 1 }))
    const collected = await result
    expect(service.listFindings.mock.calls.map(([q]) => q)).toEqual([
      { scan_id: SCAN_ID, severity: 'high', page: 1, limit: FINDINGS_PAGE_SIZE },
      { scan_id: SCAN_ID, severity: 'low', page: 1, limit: FINDINGS_PAGE_SIZE },
    ])
    expect(collected.findings.map((f) => f.id)).toEqual(['high-0', 'high-1', 'low-0'])
    expect(collected.complete).toBe(true)
    expect(collected.notes).toEqual([])
    expect(log.at('warning')).toEqual([])
  })

  it('pages through a severity 100 at a time and stops on the last page without an empty read', async () => {
    const service = findingsService({ critical: 250, medium: 100 })
    const collected = await collect(service, makeCounts({ critical: 250, medium: 100 })).result
    expect(service.listFindings.mock.calls.map(([q]) => `${q.severity}:${q.page}`)).toEqual([
      'critical:1',
      'critical:2',
      'critical:3',
      'medium:1',
    ])
    expect(collected.findings).toHaveLength(350)
    expect(collected.complete).toBe(true)
  })

  it('costs a handful of requests for a scan with 100,000 findings', async () => {
    const counts = makeCounts({ critical: 40_000, high: 60_000 })
    const service = findingsService({ critical: 40_000, high: 60_000 })
    const collected = await collect(service, counts, 1_000).result
    // 1,000 findings needed: ten pages of critical, and not one request more.
    expect(service.listFindings).toHaveBeenCalledTimes(10)
    expect(service.listFindings.mock.calls.every(([q]) => q.severity === 'critical')).toBe(true)
    expect(collected.findings).toHaveLength(1_000)
    expect(collected.complete).toBe(false)
    // Not everything was read, so counts are not compared.
    expect(collected.notes).toEqual([])
  })

  it('moves to the next severity only while more findings are needed', async () => {
    const service = findingsService({ critical: 5, high: 500, low: 3 })
    const collected = await collect(service, makeCounts({ critical: 5, high: 500, low: 3 }), 20)
      .result
    expect(service.listFindings.mock.calls.map(([q]) => `${q.severity}:${q.page}`)).toEqual([
      'critical:1',
      'high:1',
    ])
    expect(collected.complete).toBe(false)
    expect(collected.findings.slice(0, 6).map((f) => f.severity)).toEqual([
      'critical',
      'critical',
      'critical',
      'critical',
      'critical',
      'high',
    ])
  })

  it('reads nothing when no finding is needed or none is counted', async () => {
    const none = findingsService({ high: 3 })
    expect(await collect(none, makeCounts({ high: 3 }), 0).result).toMatchObject({
      findings: [],
      complete: false,
    })
    const clean = findingsService({})
    expect(await collect(clean, makeCounts()).result).toEqual({
      findings: [],
      complete: true,
      notes: [],
    })
    expect(none.listFindings).not.toHaveBeenCalled()
    expect(clean.listFindings).not.toHaveBeenCalled()
  })

  it('notes a mismatch with findings_summary once everything was read', async () => {
    const service = findingsService({ high: 2, medium: 1 })
    const { result, log } = collect(service, makeCounts({ high: 3, medium: 1 }))
    const collected = await result
    expect(collected.complete).toBe(true)
    expect(collected.notes).toHaveLength(1)
    expect(collected.notes[0]).toContain('high 3 in the summary, 2 read')
    expect(log.at('warning')).toEqual(collected.notes)
  })

  it('notes findings with an unknown severity, sanitised', async () => {
    const service = findingsService({ high: 1 }, (page) => ({
      ...page,
      data: [
        makeFinding({ id: 'odd', severity: 'info', unknownSeverity: 'urgent::now' }),
        ...page.data,
      ],
    }))
    const collected = await collect(service, makeCounts({ high: 1, info: 1 }), 1).result
    expect(collected.notes).toEqual([
      'Findings with an unknown severity ("urgent: :now") are counted as info',
    ])
  })

  it('keeps one copy of a finding that shows up on two pages', async () => {
    // The list shifts between reads: page 2 starts with the last finding of page 1.
    const service = findingsService({ high: 150 }, (page, query) =>
      query.page === 2
        ? { ...page, data: [makeFinding({ id: 'high-99', severity: 'high' }), ...page.data] }
        : page,
    )
    const collected = await collect(service, makeCounts({ high: 150 })).result
    const ids = collected.findings.map((f) => f.id)
    expect(ids).toHaveLength(150)
    expect(new Set(ids).size).toBe(150)
    expect(collected.notes).toEqual([])
  })

  it('passes the signal to every read', async () => {
    const signal = new AbortController().signal
    const service = findingsService({ low: 1 })
    await collect(service, makeCounts({ low: 1 }), 10, signal).result
    expect(service.listFindings).toHaveBeenCalledWith(expect.anything(), { signal })
  })

  it('lets a failed read propagate', async () => {
    const service = findingsService({ low: 1 })
    service.listFindings.mockRejectedValueOnce(new Error('GET /findings answered 500'))
    await expect(collect(service, makeCounts({ low: 1 })).result).rejects.toThrow('500')
  })
})

describe('findingsNeeded', () => {
  it('asks for what the largest report shows', () => {
    const both = { annotations: true, maxAnnotations: 500, jobSummary: true }
    expect(findingsNeeded(both)).toBe(SUMMARY_MAX_FINDINGS)
    expect(findingsNeeded({ ...both, maxAnnotations: 5_000 })).toBe(5_000)
    // Without a check run the log shows 10 errors and 10 warnings.
    expect(findingsNeeded({ ...both, maxAnnotations: 0, jobSummary: false })).toBe(20)
    expect(findingsNeeded({ annotations: false, maxAnnotations: 500, jobSummary: false })).toBe(0)
  })
})
