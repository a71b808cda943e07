import { createContractError } from './errors.js'
import type { EstimationList, Page } from './schemas.js'

/**
 * The one way the action reads a page-based list (GET /findings, GET /scans): from page 1, bounded
 * by progress, not only by the service's word. A list that repeats itself, ends before what was
 * counted or keeps announcing more is stopped and said to be incomplete, never taken for the
 * whole. The walker neither throws nor logs: it says why it stopped, and the caller says what that
 * means for what it was reading.
 */

/** What the walker reads of a page. */
export interface ListPage<T> {
  data: readonly T[]
  /** Items in the whole list, as the service announces it. */
  total: number
}

/** What the caller made of one page. */
export interface PageTaken {
  /** The page's items the caller had not read before (it keeps them, and knows them apart). */
  added: number
  /** The caller has what it came for: no further page is asked for. */
  enough?: boolean
}

export interface PageWalk<T> {
  /** Items asked for per page; a page with fewer is the last. */
  pageSize: number
  /** Pages read at most, however many the list announces. */
  maxPages: number
  /**
   * Items the caller counts on, when it knows (a scan's counts): the list is not taken to end
   * before that many have been paged through, whatever total a page announces.
   */
  expected?: number
  fetchPage: (paging: { page: number; limit: number }) => Promise<ListPage<T>>
  takePage: (items: readonly T[], page: number) => PageTaken
}

/**
 * Why the walk stopped, at which page (the last one read), and how many new items it read:
 * - `last-page`: a short or empty page, or the total (or the expected count) paged through;
 * - `repeated`: a page brought nothing new (a service that ignores the page parameter);
 * - `enough`: the caller said so after a page;
 * - `page-budget`: maxPages read, and the list still announces more.
 */
export interface PageWalkEnd {
  reason: 'last-page' | 'repeated' | 'enough' | 'page-budget'
  page: number
  read: number
}

/** Reads pages one after another until one of PageWalkEnd's reasons; errors propagate. */
export async function walkPages<T>(walk: PageWalk<T>): Promise<PageWalkEnd> {
  let read = 0
  for (let page = 1; page <= walk.maxPages; page++) {
    const result = await walk.fetchPage({ page, limit: walk.pageSize })
    const taken = walk.takePage(result.data, page)
    read += taken.added
    // Progress is what was read, not what the page says.
    if (result.data.length > 0 && taken.added === 0) return { reason: 'repeated', page, read }
    const announced = Math.max(result.total, walk.expected ?? 0)
    if (result.data.length < walk.pageSize || page * walk.pageSize >= announced) {
      return { reason: 'last-page', page, read }
    }
    if (taken.enough === true) return { reason: 'enough', page, read }
  }
  return { reason: 'page-budget', page: walk.maxPages, read }
}

/** A hard stop so a misbehaving list can never keep a job busy forever (100 000 items at 100 a page). */
export const MAX_PAGES = 1_000

export interface ListSource {
  method: string
  /** Endpoint template, for errors. */
  endpoint: string
}

/**
 * Walks a page-based list from page 1, bounded by progress, not only by the service's word. A
 * page that comes back as another page, that brings nothing not already read, or that is empty
 * before the announced total is a contract break: stopping quietly would hand back a partial list
 * as if it were complete.
 */
export async function* paginatePages<T>(
  fetchPage: (page: number) => Promise<Page<T>>,
  source: ListSource,
): AsyncGenerator<T, void, undefined> {
  const seen = new Set<string>()
  for (let page = 1; page <= MAX_PAGES; page++) {
    const result = await fetchPage(page)
    if (result.data.length === 0) {
      if (seen.size < result.total)
        throw endedEarly(source, `page ${page}`, seen.size, result.total)
      return
    }
    if (result.page !== page) {
      throw brokenList(source, `page ${result.page} when asked for page ${page}${IGNORED}`)
    }
    if (!addNew(seen, result.data)) {
      throw brokenList(source, `only items already read for page ${page}${IGNORED}`)
    }
    for (const item of result.data) yield item
    if (seen.size >= result.total) return
  }
  throw brokenList(source, `more than ${MAX_PAGES} pages without reaching the total it announced`)
}

/** Walks the offset-based estimation list; same stopping rules as paginatePages. */
export async function* paginateOffsets<T>(
  fetchChunk: (offset: number) => Promise<Pick<EstimationList, 'total'> & { data: T[] }>,
  source: ListSource,
): AsyncGenerator<T, void, undefined> {
  const seen = new Set<string>()
  let offset = 0
  for (let chunk = 1; chunk <= MAX_PAGES; chunk++) {
    const result = await fetchChunk(offset)
    if (result.data.length === 0) {
      if (seen.size < result.total)
        throw endedEarly(source, `offset ${offset}`, seen.size, result.total)
      return
    }
    if (!addNew(seen, result.data)) {
      throw brokenList(source, `only items already read for offset ${offset}${IGNORED}`)
    }
    for (const item of result.data) yield item
    offset += result.data.length
    if (seen.size >= result.total) return
  }
  throw brokenList(source, `more than ${MAX_PAGES} pages without reaching the total it announced`)
}

/** Adds the items' fingerprints; false when none of them was new. */
function addNew(seen: Set<string>, items: readonly unknown[]): boolean {
  const before = seen.size
  for (const item of items) seen.add(JSON.stringify(item))
  return seen.size > before
}

function endedEarly(source: ListSource, where: string, read: number, total: number) {
  return brokenList(source, `an empty ${where} with ${read} of the ${total} items announced read`)
}

const IGNORED = ' (the list ignores its paging parameters)'

function brokenList(source: ListSource, problem: string) {
  return createContractError(source.method, source.endpoint, 200, problem)
}
