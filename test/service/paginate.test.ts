import { describe, expect, it, vi } from 'vitest'
import { ServiceError } from '../../src/service/errors.js'
import {
  MAX_PAGES,
  paginateOffsets,
  paginatePages,
  walkPages,
  type ListPage,
  type PageTaken,
} from '../../src/service/paginate.js'
import { estimationRecord, makeClient, SCAN_ID, scanRecord, service } from './helpers.js'

const PAGE_SIZE = 3

/**
 * A list of `count` items (1, 2, 3…) served `PAGE_SIZE` a page; `shape` may rewrite a page (an
 * announced total, a page the service repeats). Every request is recorded.
 */
function fakeList(count: number, shape?: (page: ListPage<number>, n: number) => ListPage<number>) {
  const items = Array.from({ length: count }, (_, i) => i + 1)
  const fetchPage = vi.fn(({ page, limit }: { page: number; limit: number }) => {
    const served = { data: items.slice((page - 1) * limit, page * limit), total: count }
    return Promise.resolve(shape ? shape(served, page) : served)
  })
  return { fetchPage, pages: () => fetchPage.mock.calls.map(([paging]) => paging.page) }
}

/** A caller that keeps every item once, and may say it has enough. */
function keeper(enough: (kept: number) => boolean = () => false) {
  const kept = new Set<number>()
  const takePage = vi.fn((items: readonly number[]): PageTaken => {
    const before = kept.size
    for (const item of items) kept.add(item)
    return { added: kept.size - before, enough: enough(kept.size) }
  })
  return { kept, takePage }
}

describe('walkPages', () => {
  it('reads pages from 1 with the page size until a short page', async () => {
    const list = fakeList(8)
    const caller = keeper()
    const end = await walkPages({ pageSize: PAGE_SIZE, maxPages: 10, ...list, ...caller })
    expect(end).toEqual({ reason: 'last-page', page: 3, read: 8 })
    expect(list.fetchPage.mock.calls.map(([paging]) => paging)).toEqual([
      { page: 1, limit: 3 },
      { page: 2, limit: 3 },
      { page: 3, limit: 3 },
    ])
    expect(caller.takePage.mock.calls.map(([items]) => items)).toEqual([
      [1, 2, 3],
      [4, 5, 6],
      [7, 8],
    ])
  })

  it('stops on a full page that reaches the total, without reading an empty one', async () => {
    const list = fakeList(6)
    const end = await walkPages({ pageSize: PAGE_SIZE, maxPages: 10, ...list, ...keeper() })
    expect(end).toEqual({ reason: 'last-page', page: 2, read: 6 })
    expect(list.pages()).toEqual([1, 2])
  })

  it('reads past a total announced too low, up to the count the caller expects', async () => {
    const list = fakeList(9, (page) => ({ ...page, total: 3 }))
    const walk = { pageSize: PAGE_SIZE, maxPages: 10, ...list, ...keeper() }
    expect(await walkPages({ ...walk, expected: 7 })).toEqual({
      reason: 'last-page',
      page: 3,
      read: 9,
    })
    expect(list.pages()).toEqual([1, 2, 3])
    list.fetchPage.mockClear()
    expect(await walkPages({ ...walk, ...keeper() })).toEqual({
      reason: 'last-page',
      page: 1,
      read: 3,
    })
    expect(list.pages()).toEqual([1])
  })

  it('stops on a short or an empty page, whatever total it announces', async () => {
    const short = fakeList(8, (page) => ({ ...page, total: 20 }))
    const walk = { pageSize: PAGE_SIZE, maxPages: 10 }
    expect(await walkPages({ ...walk, ...short, ...keeper() })).toEqual({
      reason: 'last-page',
      page: 3,
      read: 8,
    })
    expect(short.pages()).toEqual([1, 2, 3])
    const empty = fakeList(9, (page) => ({ ...page, total: 20 }))
    expect(await walkPages({ ...walk, ...empty, ...keeper() })).toEqual({
      reason: 'last-page',
      page: 4,
      read: 9,
    })
    expect(empty.pages()).toEqual([1, 2, 3, 4])
  })

  it('stops on a page that brings nothing new, as when the service ignores the page', async () => {
    const list = fakeList(9, (page, n) => (n === 2 ? { data: [1, 2, 3], total: 9 } : page))
    const end = await walkPages({ pageSize: PAGE_SIZE, maxPages: 10, ...list, ...keeper() })
    expect(end).toEqual({ reason: 'repeated', page: 2, read: 3 })
    expect(list.pages()).toEqual([1, 2])
  })

  it('goes on after a page that repeats only some of what was read', async () => {
    const list = fakeList(9, (page, n) => (n === 2 ? { ...page, data: [3, ...page.data] } : page))
    const end = await walkPages({ pageSize: PAGE_SIZE, maxPages: 10, ...list, ...keeper() })
    expect(end).toEqual({ reason: 'last-page', page: 3, read: 9 })
    expect(list.pages()).toEqual([1, 2, 3])
  })

  it('stops after maxPages of a list that keeps announcing more', async () => {
    const list = fakeList(100, (page) => ({ ...page, total: 1_000_000 }))
    const end = await walkPages({ pageSize: PAGE_SIZE, maxPages: 4, ...list, ...keeper() })
    expect(end).toEqual({ reason: 'page-budget', page: 4, read: 12 })
    expect(list.pages()).toEqual([1, 2, 3, 4])
  })

  it('asks for no page at all with a budget of none', async () => {
    const list = fakeList(6)
    const end = await walkPages({ pageSize: PAGE_SIZE, maxPages: 0, ...list, ...keeper() })
    expect(end).toEqual({ reason: 'page-budget', page: 0, read: 0 })
    expect(list.fetchPage).not.toHaveBeenCalled()
  })

  it('stops when the caller has enough after a page, unless that page was the last', async () => {
    const list = fakeList(9)
    const enough = await walkPages({
      pageSize: PAGE_SIZE,
      maxPages: 10,
      ...list,
      ...keeper((kept) => kept >= 4),
    })
    expect(enough).toEqual({ reason: 'enough', page: 2, read: 6 })
    expect(list.pages()).toEqual([1, 2])
    // The last page read to the end is said to be the last, so the caller knows it read it all.
    const whole = await walkPages({
      pageSize: PAGE_SIZE,
      maxPages: 10,
      ...fakeList(3),
      ...keeper(() => true),
    })
    expect(whole).toEqual({ reason: 'last-page', page: 1, read: 3 })
  })

  it('lets a failed page propagate, with nothing taken from it', async () => {
    const list = fakeList(9)
    list.fetchPage.mockResolvedValueOnce({ data: [1, 2, 3], total: 9 })
    list.fetchPage.mockRejectedValueOnce(new Error('GET /findings answered 500'))
    const caller = keeper()
    await expect(
      walkPages({ pageSize: PAGE_SIZE, maxPages: 10, ...list, ...caller }),
    ).rejects.toThrow('500')
    expect(caller.takePage).toHaveBeenCalledTimes(1)
  })
})

function findings(from: number, count: number) {
  return Array.from({ length: count }, (_, i) => ({ id: `f${from + i}`, severity: 'low' }))
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = []
  for await (const item of iterable) items.push(item)
  return items
}

describe('page-based lists', () => {
  it('walks every page of findings with the largest page size and stops at total', async () => {
    const { client } = makeClient()
    const scope = service()
      .get('/v1/findings')
      .query({ scan_id: SCAN_ID, limit: '100', page: '1' })
      .reply(200, { data: findings(1, 100), total: 230, page: 1, limit: 100 })
      .get('/v1/findings')
      .query({ scan_id: SCAN_ID, limit: '100', page: '2' })
      .reply(200, { data: findings(101, 100), total: 230, page: 2, limit: 100 })
      .get('/v1/findings')
      .query({ scan_id: SCAN_ID, limit: '100', page: '3' })
      .reply(200, { data: findings(201, 30), total: 230, page: 3, limit: 100 })
    const all = await collect(client.iterateFindings({ scan_id: SCAN_ID }))
    expect(all.map((f) => f.id)).toEqual(findings(1, 230).map((f) => f.id))
    expect(scope.isDone()).toBe(true)
  })

  it('fails on an empty page before the total, saying how much was read', async () => {
    const { client } = makeClient()
    service()
      .get('/v1/scans')
      .query({ limit: '2', page: '1', status: 'completed' })
      .reply(200, {
        data: [scanRecord({ id: 'a' }), scanRecord({ id: 'b' })],
        total: 9,
        page: 1,
        limit: 2,
      })
      .get('/v1/scans')
      .query({ limit: '2', page: '2', status: 'completed' })
      .reply(200, { data: [], total: 9, page: 2, limit: 2 })
    await expect(collect(client.iterateScans({ limit: 2, status: 'completed' }))).rejects.toThrow(
      'GET /scans returned an empty page 2 with 2 of the 9 items announced read',
    )
  })

  it('fails instead of looping when the service answers another page than asked', async () => {
    const { client } = makeClient()
    service()
      .get('/v1/findings')
      .query(true)
      .times(2)
      .reply(200, { data: findings(1, 2), total: 6, page: 1, limit: 2 })
    const error = await collect(client.iterateFindings({ limit: 2 })).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ServiceError)
    expect((error as ServiceError).kind).toBe('contract')
    expect((error as ServiceError).message).toMatch(
      /^GET \/findings returned page 1 when asked for page 2 \(the list ignores its paging parameters\)/,
    )
  })

  it('fails when a page brings nothing new even though page is echoed', async () => {
    const { client } = makeClient()
    service()
      .get(`/v1/scans`)
      .query({ limit: '2', page: '1' })
      .reply(200, { data: [scanRecord()], total: 5, page: 1, limit: 2 })
      .get(`/v1/scans`)
      .query({ limit: '2', page: '2' })
      .reply(200, { data: [scanRecord()], total: 5, page: 2, limit: 2 })
    await expect(collect(client.iterateScans({ limit: 2 }))).rejects.toThrow(
      'GET /scans returned only items already read for page 2 (the list ignores its paging parameters)',
    )
  })
})

describe('the offset-based estimation list', () => {
  it('walks by offset until total', async () => {
    const { client } = makeClient()
    const scope = service()
      .get('/v1/cost-estimations')
      .query({ limit: '2', offset: '0' })
      .reply(200, {
        data: [estimationRecord({ id: 'e1' }), estimationRecord({ id: 'e2' })],
        total: 3,
      })
      .get('/v1/cost-estimations')
      .query({ limit: '2', offset: '2' })
      .reply(200, { data: [estimationRecord({ id: 'e3' })], total: 3 })
    const all = await collect(client.iterateEstimations({ limit: 2 }))
    expect(all.map((e) => e.id)).toEqual(['e1', 'e2', 'e3'])
    expect(scope.isDone()).toBe(true)
  })

  it('fails on an empty slice before the total, and on a repeated one', async () => {
    const { client } = makeClient()
    service()
      .get('/v1/cost-estimations')
      .query({ limit: '100', offset: '0' })
      .reply(200, { data: [], total: 4 })
    await expect(collect(client.iterateEstimations())).rejects.toThrow(
      'GET /cost-estimations returned an empty offset 0 with 0 of the 4 items announced read',
    )
    service()
      .get('/v1/cost-estimations')
      .query({ limit: '100', offset: '0' })
      .reply(200, { data: [], total: 0 })
    expect(await collect(client.iterateEstimations())).toEqual([])
    service()
      .get('/v1/cost-estimations')
      .query(true)
      .times(2)
      .reply(200, { data: [estimationRecord()], total: 4 })
    await expect(collect(client.iterateEstimations())).rejects.toThrow(
      'GET /cost-estimations returned only items already read for offset 1',
    )
  })
})

describe('the endless-list guard', () => {
  it('gives up after MAX_PAGES pages of a list whose total keeps growing', async () => {
    let calls = 0
    const pages = paginatePages(
      (page) => {
        calls++
        return Promise.resolve({ data: [page], total: page * 10, page, limit: 1 })
      },
      { method: 'GET', endpoint: 'GET /findings' },
    )
    await expect(collect(pages)).rejects.toThrow(
      `GET /findings returned more than ${MAX_PAGES} pages without reaching the total it announced`,
    )
    expect(calls).toBe(MAX_PAGES)
  })

  it('does the same for offset lists', async () => {
    const chunks = paginateOffsets(
      (offset) => Promise.resolve({ data: [offset], total: offset + 10 }),
      { method: 'GET', endpoint: 'GET /cost-estimations' },
    )
    await expect(collect(chunks)).rejects.toThrow(`more than ${MAX_PAGES} pages`)
  })
})
