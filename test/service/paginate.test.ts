import { describe, expect, it, vi } from 'vitest'
import { walkPages, type ListPage, type PageTaken } from '../../src/service/paginate.js'

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
