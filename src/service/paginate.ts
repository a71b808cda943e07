/**
 * The one way the action reads a page-based list (GET /findings, GET /scans): from page 1, bounded
 * by progress, not only by the service's word. A list that repeats itself, ends before what was
 * counted or keeps announcing more is stopped and said to be incomplete, never taken for the
 * whole. The walker neither throws nor logs: it says why it stopped, and the caller says what that
 * means for what it was reading.
 */

/**
 * What the walker reads of a page.
 * @internal
 */
export interface ListPage<T> {
  data: readonly T[]
  /** Items in the whole list, as the service announces it. */
  total: number
}

/**
 * What the caller made of one page.
 * @internal
 */
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
