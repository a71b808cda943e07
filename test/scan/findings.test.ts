import { describe, expect, it, vi } from 'vitest'
import {
  collectFindings,
  FINDINGS_PAGE_SIZE,
  EVERY_FINDING_PAGED_MAX,
  findingsNeeded,
  SUMMARY_MAX_FINDINGS,
} from '../../src/scan/findings.js'
import type { ExportReading } from '../../src/service/export.js'
import {
  SEVERITIES,
  type Finding,
  type Severity,
  type SeverityCounts,
} from '../../src/service/finding.js'
import type { ListFindingsQuery, Page } from '../../src/service/schemas.js'
import { makeCounts, makeFinding } from '../../testkit/builders/report.js'
import { recordingLog } from '../../testkit/fakes/log.js'
import { SCAN_ID } from '../../testkit/ids.js'
import { stubClient } from '../support/service.js'

type Available = Partial<Record<Severity, number>>

/**
 * GET /findings?scan_id=[&severity=] over `available` findings per severity (unfiltered: every
 * severity, most severe first); `shape` may rewrite a page (duplicates, odd severities, a service
 * that ignores `page`).
 */
function findingsService(
  available: Available,
  shape?: (page: Page<Finding>, query: ListFindingsQuery) => Page<Finding>,
) {
  const all = SEVERITIES.flatMap((severity) =>
    Array.from({ length: available[severity] ?? 0 }, (_, i) =>
      makeFinding({ id: `${severity}-${i}`, severity, title: `${severity} #${i}` }),
    ),
  )
  const listFindings = vi.fn((query: ListFindingsQuery, _o?: unknown) => {
    const matching =
      query.severity === undefined ? all : all.filter((f) => f.severity === query.severity)
    const page = query.page ?? 1
    const limit = query.limit ?? 15
    const data = matching.slice((page - 1) * limit, page * limit)
    const result = { data, total: matching.length, page, limit }
    return Promise.resolve(shape ? shape(result, query) : result)
  })
  const exportScanFindings = vi.fn((_id: string, _o?: unknown): Promise<ExportReading> =>
    Promise.resolve({ ok: true, findings: [...all].reverse(), format: 'json-lines' }),
  )
  return {
    listFindings,
    exportScanFindings,
    client: stubClient({ listFindings, exportScanFindings }),
  }
}

function collect(
  service: ReturnType<typeof findingsService>,
  counts: SeverityCounts,
  limit = SUMMARY_MAX_FINDINGS,
  extra: { signal?: AbortSignal } = {},
) {
  const log = recordingLog()
  return { log, result: collectFindings(service.client, SCAN_ID, counts, log, { limit, ...extra }) }
}

const queries = (service: ReturnType<typeof findingsService>): string[] =>
  service.listFindings.mock.calls.map(([q]) => `${q.severity ?? 'all'}:${q.page ?? '?'}`)

describe('collectFindings within the limit: every finding, unfiltered', () => {
  it('reads 250 findings in three pages of 100, the fewest possible', async () => {
    const counts = makeCounts({ critical: 10, high: 40, medium: 100, low: 60, info: 40 })
    const service = findingsService({ critical: 10, high: 40, medium: 100, low: 60, info: 40 })
    const { result, log } = collect(service, counts)
    const collected = await result
    expect(service.listFindings.mock.calls.map(([q]) => q)).toEqual([
      { scan_id: SCAN_ID, page: 1, limit: FINDINGS_PAGE_SIZE },
      { scan_id: SCAN_ID, page: 2, limit: FINDINGS_PAGE_SIZE },
      { scan_id: SCAN_ID, page: 3, limit: FINDINGS_PAGE_SIZE },
    ])
    expect(collected.findings).toHaveLength(250)
    expect(collected.findings[0]?.severity).toBe('critical')
    expect(collected.findings.at(-1)?.severity).toBe('info')
    expect(collected).toMatchObject({ complete: true, notes: [] })
    expect(log.at('warning')).toEqual([])
  })

  it('stops on a full last page without an empty read', async () => {
    const service = findingsService({ high: 200 })
    await collect(service, makeCounts({ high: 200 })).result
    expect(queries(service)).toEqual(['all:1', 'all:2'])
  })

  it('checks a summary of zeros with one page, and reads nothing when no finding is needed', async () => {
    const clean = findingsService({})
    expect(await collect(clean, makeCounts()).result).toEqual({
      findings: [],
      complete: true,
      notes: [],
    })
    expect(clean.listFindings).toHaveBeenCalledTimes(1)
    const unneeded = findingsService({ high: 3 })
    expect(await collect(unneeded, makeCounts({ high: 3 }), 0).result).toMatchObject({
      findings: [],
      complete: false,
    })
    expect(unneeded.listFindings).not.toHaveBeenCalled()
  })

  it('reports findings a summary of zeros hides', async () => {
    const hidden = findingsService({ critical: 2 })
    const collected = await collect(hidden, makeCounts()).result
    expect(collected.complete).toBe(true)
    expect(collected.mismatch).toContain('(critical: 0 counted, 2 read)')
  })

  it('reports a mismatch with findings_summary once everything was read', async () => {
    const service = findingsService({ high: 2, medium: 1 })
    const { result } = collect(service, makeCounts({ high: 1, medium: 1 }))
    const collected = await result
    expect(collected.complete).toBe(true)
    expect(collected.mismatch).toContain('(high: 1 counted, 2 read)')
  })

  it('says so when the list ends before the count, and keeps the counts for the gate', async () => {
    const service = findingsService({ high: 2, medium: 1 })
    const collected = await collect(service, makeCounts({ high: 3, medium: 1 })).result
    expect(collected.complete).toBe(false)
    expect(collected.mismatch).toBeUndefined()
    expect(collected.notes).toEqual([
      'Stopped reading findings at page 1: the list ended with 3 findings read of the 4 counted',
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

  it('stops, and says so, when the service ignores the page and repeats page 1', async () => {
    const service = findingsService({ high: 500 }, (page) => ({
      ...page,
      page: 1,
      data: page.data.map((_, i) => makeFinding({ id: `high-${i}`, severity: 'high' })),
    }))
    const { result, log } = collect(service, makeCounts({ high: 500 }))
    const collected = await result
    expect(queries(service)).toEqual(['all:1', 'all:2'])
    expect(collected.complete).toBe(false)
    expect(collected.notes).toEqual([
      'Stopped reading findings at page 2: it repeated findings already read (the service seems to ignore the page parameter)',
    ])
    expect(log.at('warning')).toEqual(collected.notes)
  })

  it('stops after the pages the summary allows for, whatever total the pages announce', async () => {
    let next = 0
    const service = findingsService({ high: 150 }, (page) => ({
      ...page,
      total: 1_000_000,
      data: Array.from({ length: 100 }, () => makeFinding({ id: `new-${next++}` })),
    }))
    const collected = await collect(service, makeCounts({ high: 150 })).result
    // ceil(150 / 100) pages, and one more in case the list grew: never a thousand.
    expect(service.listFindings).toHaveBeenCalledTimes(3)
    expect(collected.complete).toBe(false)
    expect(collected.notes).toEqual([
      'Stopped reading findings after 3 pages, more than the total announced',
    ])
  })

  it('notes findings with an unknown severity, sanitised', async () => {
    const service = findingsService({ high: 1 }, (page) => ({
      ...page,
      data: [
        makeFinding({ id: 'odd', severity: 'info', unknownSeverity: 'urgent::now' }),
        ...page.data,
      ],
    }))
    const collected = await collect(service, makeCounts({ high: 1, info: 1 })).result
    expect(collected.notes).toEqual([
      'Findings with an unknown severity ("urgent: :now") are counted as info',
    ])
  })

  it('passes the signal and the deadline to every read', async () => {
    const signal = new AbortController().signal
    const deadline = { atMs: 123, name: 'scan-timeout (1h)' }
    const service = findingsService({ low: 1 })
    await collectFindings(service.client, SCAN_ID, makeCounts({ low: 1 }), recordingLog(), {
      limit: 10,
      signal,
      deadline,
    })
    expect(service.listFindings).toHaveBeenCalledWith(expect.anything(), { signal, deadline })
  })

  it('lets a failed read propagate', async () => {
    const service = findingsService({ low: 1 })
    service.listFindings.mockRejectedValueOnce(new Error('GET /findings answered 500'))
    await expect(collect(service, makeCounts({ low: 1 })).result).rejects.toThrow('500')
  })
})

describe('collectFindings beyond the limit: the most severe first', () => {
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

  it('skips severities the summary says are empty and moves on only while more are needed', async () => {
    const service = findingsService({ critical: 5, high: 500, low: 3 })
    const collected = await collect(service, makeCounts({ critical: 5, high: 500, low: 3 }), 20)
      .result
    expect(queries(service)).toEqual(['critical:1', 'high:1'])
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

  it('pages through a severity 100 at a time', async () => {
    const service = findingsService({ critical: 250, medium: 900 })
    const collected = await collect(service, makeCounts({ critical: 250, medium: 900 }), 500).result
    expect(queries(service)).toEqual([
      'critical:1',
      'critical:2',
      'critical:3',
      'medium:1',
      'medium:2',
      'medium:3',
    ])
    expect(collected.findings).toHaveLength(550)
  })
})

describe('findingsNeeded', () => {
  it('wants up to 25,000 findings for a SARIF file or a report file', () => {
    const base = { annotate: 'all', maxAnnotations: 500, jobSummary: true }
    expect(findingsNeeded({ ...base, sarifFile: 'scan.sarif' })).toBe(EVERY_FINDING_PAGED_MAX)
    expect(findingsNeeded({ ...base, reportFile: 'scan.json' })).toBe(EVERY_FINDING_PAGED_MAX)
  })

  it('asks for what the largest report shows', () => {
    const both = { annotate: 'all', maxAnnotations: 500, jobSummary: true }
    expect(findingsNeeded(both)).toBe(SUMMARY_MAX_FINDINGS)
    expect(findingsNeeded({ ...both, maxAnnotations: 5_000 })).toBe(5_000)
    // Without a check run the log shows 10 errors and 10 warnings.
    expect(findingsNeeded({ ...both, maxAnnotations: 0, jobSummary: false })).toBe(20)
    expect(findingsNeeded({ annotate: 'none', maxAnnotations: 500, jobSummary: false })).toBe(0)
  })
})

describe('collectFindings when the reports want every finding (SARIF, report file)', () => {
  const everyFinding = (service: ReturnType<typeof findingsService>, counts: SeverityCounts) => {
    const log = recordingLog()
    const result = collectFindings(service.client, SCAN_ID, counts, log, {
      limit: EVERY_FINDING_PAGED_MAX,
      everyFinding: true,
    })
    return { log, result }
  }

  it('reads a scan of 30,000 findings from the export in one request, most severe first', async () => {
    const available = { critical: 10, high: 990, medium: 9_000, low: 10_000, info: 10_000 }
    const service = findingsService(available)
    const { log, result } = everyFinding(service, makeCounts(available))
    const collected = await result
    expect(service.exportScanFindings).toHaveBeenCalledTimes(1)
    expect(service.listFindings).not.toHaveBeenCalled()
    expect(collected.complete).toBe(true)
    expect(collected.findings).toHaveLength(30_000)
    expect(collected.findings[0]?.severity).toBe('critical')
    expect(collected.findings.at(-1)?.severity).toBe('info')
    expect(collected.mismatch).toBeUndefined()
    expect(log.lines).toContain(`info: Read the 30000 findings of scan ${SCAN_ID} from its export`)
  })

  it('reads one page, not the export, when one page holds the whole scan', async () => {
    const service = findingsService({ high: 3 })
    await everyFinding(service, makeCounts({ high: 3 })).result
    expect(service.exportScanFindings).not.toHaveBeenCalled()
    expect(queries(service)).toEqual(['all:1'])
  })

  it.each([
    [
      'cannot be read',
      () => Promise.resolve<ExportReading>({ ok: false, why: 'neither JSON nor JSON lines' }),
      'neither JSON nor JSON lines',
    ],
    [
      'fails',
      () => Promise.reject(new Error('GET /scans/{id}/findings/export answered 404')),
      'answered 404',
    ],
    [
      'holds fewer findings than counted',
      () =>
        Promise.resolve<ExportReading>({
          ok: true,
          findings: [makeFinding({ id: 'x', severity: 'high' })],
          format: 'array',
        }),
      'its 1 findings are not the ones the scan counted',
    ],
  ])('reads the paged list when the export %s', async (_what, answer, why) => {
    const service = findingsService({ high: 150, low: 50 })
    service.exportScanFindings.mockImplementationOnce(answer)
    const { log, result } = everyFinding(service, makeCounts({ high: 150, low: 50 }))
    const collected = await result
    expect(queries(service)).toEqual(['all:1', 'all:2'])
    expect(collected.complete).toBe(true)
    expect(collected.findings).toHaveLength(200)
    expect(log.lines.join('\n')).toContain(`Could not use the findings export of scan ${SCAN_ID} (`)
    expect(log.lines.join('\n')).toContain(why)
  })

  it('keeps the paged fallback to the 25,000 most severe findings', async () => {
    const available = { high: 20_000, low: 20_000 }
    const service = findingsService(available)
    service.exportScanFindings.mockResolvedValueOnce({ ok: false, why: 'the body is empty' })
    const collected = await everyFinding(service, makeCounts(available)).result
    expect(collected.complete).toBe(false)
    expect(collected.findings.length).toBeGreaterThanOrEqual(EVERY_FINDING_PAGED_MAX)
    expect(collected.findings.length).toBeLessThan(EVERY_FINDING_PAGED_MAX + FINDINGS_PAGE_SIZE)
    expect(collected.findings.filter((f) => f.severity === 'high')).toHaveLength(20_000)
  })

  it('tries the export once per run, however many times the findings are read', async () => {
    const service = findingsService({ high: 150 })
    service.exportScanFindings.mockRejectedValue(new Error('GET … answered 503'))
    const exportTries = { tried: false }
    const read = () =>
      collectFindings(service.client, SCAN_ID, makeCounts({ high: 150 }), recordingLog(), {
        limit: EVERY_FINDING_PAGED_MAX,
        everyFinding: true,
        exportTries,
      })
    await read()
    await read()
    expect(service.exportScanFindings).toHaveBeenCalledTimes(1)
    expect(queries(service)).toEqual(['all:1', 'all:2', 'all:1', 'all:2'])
  })

  it('stops at a cancellation instead of reading the pages', async () => {
    const controller = new AbortController()
    const service = findingsService({ high: 150 })
    service.exportScanFindings.mockImplementationOnce(() => {
      controller.abort(new Error('cancelled'))
      return Promise.reject(new Error('cancelled'))
    })
    const result = collectFindings(
      service.client,
      SCAN_ID,
      makeCounts({ high: 150 }),
      recordingLog(),
      {
        limit: EVERY_FINDING_PAGED_MAX,
        everyFinding: true,
        signal: controller.signal,
      },
    )
    await expect(result).rejects.toThrow('cancelled')
    expect(service.listFindings).not.toHaveBeenCalled()
  })

  it('takes an export that lists a finding twice once, and counts it once', async () => {
    const service = findingsService({ medium: 101 })
    const twice = makeFinding({ id: 'medium-0', severity: 'medium' })
    const original = service.exportScanFindings.getMockImplementation()!
    service.exportScanFindings.mockImplementationOnce(async (id) => {
      const reading = await original(id)
      return reading.ok ? { ...reading, findings: [...reading.findings, twice] } : reading
    })
    const collected = await everyFinding(service, makeCounts({ medium: 101 })).result
    expect(collected.complete).toBe(true)
    expect(collected.findings).toHaveLength(101)
    expect(service.listFindings).not.toHaveBeenCalled()
  })
})
