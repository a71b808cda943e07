import { createContractError } from './errors.js'
import type { EstimationList, Page } from './schemas.js'

/** A hard stop so a misbehaving list can never keep a job busy forever (100 000 items at 100 a page). */
export const MAX_PAGES = 1_000

export interface ListSource {
  method: string
  /** Endpoint template, for errors. */
  endpoint: string
}

/**
 * Walks a page-based list from page 1. Stops when `total` items were yielded or a page comes back
 * empty. A service that ignores `page` (answers another page, or repeats the previous one) is a
 * contract break: stopping quietly would hand back a partial list as if it were complete.
 */
export async function* paginatePages<T>(
  fetchPage: (page: number) => Promise<Page<T>>,
  source: ListSource,
): AsyncGenerator<T, void, undefined> {
  let yielded = 0
  let previous: string | undefined
  for (let page = 1; page <= MAX_PAGES; page++) {
    const result = await fetchPage(page)
    if (result.data.length === 0) return
    if (result.page !== page) {
      throw brokenList(source, `page ${result.page} when asked for page ${page}${IGNORED}`)
    }
    const fingerprint = JSON.stringify(result.data)
    if (fingerprint === previous) {
      throw brokenList(source, `the same items for page ${page} as for page ${page - 1}${IGNORED}`)
    }
    previous = fingerprint
    for (const item of result.data) yield item
    yielded += result.data.length
    if (yielded >= result.total) return
  }
  throw brokenList(source, `more than ${MAX_PAGES} pages without reaching the total it announced`)
}

/** Walks the offset-based estimation list; same stopping rules as paginatePages. */
export async function* paginateOffsets<T>(
  fetchChunk: (offset: number) => Promise<Pick<EstimationList, 'total'> & { data: T[] }>,
  source: ListSource,
): AsyncGenerator<T, void, undefined> {
  let offset = 0
  let previous: string | undefined
  for (let chunk = 1; chunk <= MAX_PAGES; chunk++) {
    const result = await fetchChunk(offset)
    if (result.data.length === 0) return
    const fingerprint = JSON.stringify(result.data)
    if (fingerprint === previous) {
      throw brokenList(
        source,
        `the same items for offset ${offset} as for the previous request${IGNORED}`,
      )
    }
    previous = fingerprint
    for (const item of result.data) yield item
    offset += result.data.length
    if (offset >= result.total) return
  }
  throw brokenList(source, `more than ${MAX_PAGES} pages without reaching the total it announced`)
}

const IGNORED = ' (the list ignores its paging parameters)'

function brokenList(source: ListSource, problem: string) {
  return createContractError(source.method, source.endpoint, 200, problem)
}
