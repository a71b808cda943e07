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
