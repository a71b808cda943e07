/**
 * GET /scans and GET /scans/{id} of a service whose scans change with the virtual clock: each
 * followed scan runs until its completesAtMs, and the list is sorted by updated_at, newest first,
 * as the sweep asks for it. Every request and every sleep is recorded, so a test can count the
 * list requests of each poll.
 */
import type { ListScansQuery } from '../../src/service/requests.js'
import type { Scan } from '../../src/service/schemas.js'
import { makeScan, stubClient } from '../support/service.js'
import type { TestDeps } from './helpers.js'

export interface FakeScan {
  id: string
  /** Its updated_at while it runs. */
  updatedMs: number
  /** From then on it is completed, updated_at then. */
  completesAtMs: number
  /** Updated at every look while it runs (progress), so it stays at the top of the list. */
  touched?: true
  /** Never listed (only GET /scans/{id} shows it). */
  hidden?: true
}

export interface FakeScanService {
  /** `list <page>`, `get <id>` and `sleep`, in order. */
  events: string[]
  queries: (ListScansQuery | undefined)[]
  /** The ids read one by one. */
  gets: string[]
  /** The list requests of each poll: the requests between two sleeps, the empty runs left out. */
  listRequestsPerPoll(): number[]
}

const DAY_MS = 86_400_000

/**
 * Installs the service as deps.client. `older` scans of other repositories were updated a day
 * ago; `middle` adds some updated at `updatedMs`, or, with `busyUntilMs`, at every look until
 * then (other jobs' scans making progress, at the top of the list).
 */
export function fakeScanService(
  deps: TestDeps,
  scans: readonly FakeScan[],
  older: number,
  middle?: { count: number; updatedMs: number; busyUntilMs?: number },
): FakeScanService {
  const { clock } = deps
  const events: string[] = []
  const queries: (ListScansQuery | undefined)[] = []
  const gets: string[] = []
  const others: Scan[] = [
    ...Array.from({ length: middle?.count ?? 0 }, (_, i) =>
      other(`middle-${i}`, middle?.updatedMs ?? 0),
    ),
    ...Array.from({ length: older }, (_, i) => other(`old-${i}`, clock.now() - DAY_MS - i)),
  ]
  const recordOf = (s: FakeScan): Scan => {
    const now = clock.now()
    const done = now >= s.completesAtMs
    const updatedMs = done ? Math.max(s.completesAtMs, s.updatedMs) : s.touched ? now : s.updatedMs
    return makeScan({
      id: s.id,
      scan_type: 'full',
      status: done ? 'completed' : 'running',
      updated_at: new Date(updatedMs).toISOString(),
    })
  }
  clock.onSleep = () => {
    events.push('sleep')
  }
  deps.client = stubClient({
    listScans: (query) => {
      queries.push(query)
      if (middle?.busyUntilMs !== undefined) {
        const busyMs = Math.min(clock.now(), middle.busyUntilMs)
        for (const scan of others.slice(0, middle.count)) {
          scan.updated_at = new Date(busyMs).toISOString()
        }
      }
      const page = query?.page ?? 1
      const limit = query?.limit ?? 100
      events.push(`list ${page}`)
      const all = [...scans.filter((s) => s.hidden !== true).map(recordOf), ...others].sort(
        (a, b) => Date.parse(b.updated_at ?? '') - Date.parse(a.updated_at ?? ''),
      )
      return Promise.resolve({
        data: all.slice((page - 1) * limit, page * limit),
        total: all.length,
        page,
        limit,
      })
    },
    getScan: (id) => {
      events.push(`get ${id}`)
      gets.push(id)
      const found = scans.find((s) => s.id === id)
      return found === undefined
        ? Promise.reject(new Error(`no scan ${id}`))
        : Promise.resolve(recordOf(found))
    },
  })
  return {
    events,
    queries,
    gets,
    listRequestsPerPoll: () => {
      const counts: number[] = []
      let current = 0
      for (const event of events) {
        if (event === 'sleep') {
          if (current > 0) counts.push(current)
          current = 0
        } else if (event.startsWith('list ')) current += 1
      }
      if (current > 0) counts.push(current)
      return counts
    },
  }
}

function other(id: string, updatedMs: number): Scan {
  return makeScan({
    id,
    name: `acme/other main @ ${id}`,
    status: 'completed',
    updated_at: new Date(updatedMs).toISOString(),
  })
}
