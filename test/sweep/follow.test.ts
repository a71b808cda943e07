import { describe, expect, it, vi } from 'vitest'
import {
  followScans,
  isFinished,
  MISSES_BEFORE_LOOKUP,
  type Tracked,
} from '../../src/sweep/follow.js'
import type { Deadline } from '../../src/service/client.js'
import { VIRTUAL_START_MS } from '../../testkit/fakes/clock.js'
import { makeServiceError, stubClient } from '../support/service.js'
import { fakeScanService, type FakeScan } from './follow-service.js'
import { makeDeps, type TestDeps } from './helpers.js'

const MINUTE_MS = 60_000

function deadlineIn(ms: number): Deadline {
  return { atMs: VIRTUAL_START_MS + ms, name: 'scan-timeout (1h)' }
}

function tracked(scans: readonly FakeScan[]): Tracked[] {
  return scans.map((s) => ({ key: `acme/${s.id}`, id: s.id, status: 'queued', misses: 0 }))
}

/** followScans at the 10 s floor, until `deadlineMs` after the virtual start. */
function follow(deps: TestDeps, following: Tracked[], deadlineMs: number) {
  return followScans(deps, { pollIntervalMs: 10_000 }, following, deadlineIn(deadlineMs))
}

/** Deps whose client is a service of `scans`, beside `older` scans of other repositories. */
function serviceOf(
  scans: readonly FakeScan[],
  ...others: [number, { count: number; updatedMs: number }?]
) {
  const deps = makeDeps(stubClient({}))
  const service = fakeScanService(deps, scans, ...others)
  return { deps, service }
}

/** A scan that completed at the start, which GET /scans never shows (only GET /scans/{id}). */
const NEVER_LISTED: FakeScan = {
  id: 'scan-002',
  updatedMs: VIRTUAL_START_MS,
  completesAtMs: VIRTUAL_START_MS,
  hidden: true,
}

/** `count` scans started 10 minutes ago that complete one after another from `firstAtMs`. */
function scansCompleting(count: number, firstAtMs: number, everyMs: number): FakeScan[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `scan-${String(i + 1).padStart(3, '0')}`,
    updatedMs: VIRTUAL_START_MS - 10 * MINUTE_MS,
    completesAtMs: VIRTUAL_START_MS + firstAtMs + i * everyMs,
  }))
}

describe('isFinished', () => {
  it('is true for completed and failed statuses, whatever their case', () => {
    expect(isFinished('completed')).toBe(true)
    expect(isFinished('FAILED')).toBe(true)
    expect(isFinished('running')).toBe(false)
    expect(isFinished('queued')).toBe(false)
  })
})

describe('followScans', () => {
  it('ends at once when every scan is already finished', async () => {
    const deps = makeDeps(stubClient({}))
    const scans: Tracked[] = [{ key: 'acme/a', id: 's1', status: 'completed', misses: 0 }]
    expect(await follow(deps, scans, MINUTE_MS)).toEqual({ ended: 'done' })
  })

  it('reads GET /scans newest updated first, and notes each status as it changes', async () => {
    const scans = scansCompleting(3, 15_000, 10_000)
    const { deps, service } = serviceOf(scans, 0)
    const following = tracked(scans)
    const end = await follow(deps, following, 60 * MINUTE_MS)
    expect(end).toEqual({ ended: 'done' })
    expect(following.map((t) => t.status)).toEqual(['completed', 'completed', 'completed'])
    expect(following[0]?.record?.id).toBe('scan-001')
    expect(service.queries[0]).toEqual({
      page: 1,
      limit: 100,
      sort_by: 'updated_at',
      sort_order: 'DESC',
    })
    expect(service.gets).toEqual([])
  })

  it('costs ceil(open / 100) list requests a poll or fewer, not one per scan (250 scans)', async () => {
    const scans = scansCompleting(250, 20_000, 1_000)
    const { deps, service } = serviceOf(scans, 1_000)
    const end = await follow(deps, tracked(scans), 60 * MINUTE_MS)
    expect(end).toEqual({ ended: 'done' })
    const perPoll = service.listRequestsPerPoll()
    expect(perPoll.length).toBeGreaterThan(5)
    expect(Math.max(...perPoll)).toBeLessThanOrEqual(4)
    // As scans finish, fewer are open, and a poll costs fewer requests.
    expect(perPoll.at(-1)).toBeLessThanOrEqual(2)
    expect(service.gets).toEqual([])
  })

  it('stops walking at scans unchanged since the poll before', async () => {
    // Newest updated first: 150 other scans 5 minutes old, then the three followed scans (10
    // minutes old, still running), then 500 a day old.
    const scans = scansCompleting(3, 45_000, 20_000)
    const deps = makeDeps(stubClient({}))
    const service = fakeScanService(deps, scans, 500, {
      count: 150,
      updatedMs: VIRTUAL_START_MS - 5 * MINUTE_MS,
    })
    const end = await follow(deps, tracked(scans), 60 * MINUTE_MS)
    expect(end).toEqual({ ended: 'done' })
    const perPoll = service.listRequestsPerPoll()
    // The first poll has no poll before it: it walks to the followed scans (two pages). Each later
    // poll stops at the first page, whose oldest scans did not change since.
    expect(perPoll[0]).toBe(2)
    expect(perPoll.slice(1).every((n) => n === 1)).toBe(true)
    expect(service.gets).toEqual([])
  })

  it(`reads by id a scan the list has not shown for ${MISSES_BEFORE_LOOKUP} polls`, async () => {
    // Only recently updated scans are listed (the walk never reaches unchanged ones), and the
    // list leaves scan-002 out.
    const scans: FakeScan[] = [
      {
        id: 'scan-001',
        updatedMs: VIRTUAL_START_MS,
        completesAtMs: VIRTUAL_START_MS + 90_000,
        touched: true,
      },
      NEVER_LISTED,
    ]
    const { deps, service } = serviceOf(scans, 0)
    const following = tracked(scans)
    const end = await follow(deps, following, 60 * MINUTE_MS)
    expect(end).toEqual({ ended: 'done' })
    expect(service.gets).toEqual(['scan-002'])
    // It was read in the poll that missed it the third time, not before.
    const before = service.events.slice(0, service.events.indexOf('get scan-002'))
    expect(before.filter((e) => e === 'sleep')).toHaveLength(MISSES_BEFORE_LOOKUP)
    expect(following[1]?.status).toBe('completed')
  })

  // A scan no list has shown cannot be known unchanged: reaching older scans does not excuse it,
  // and it is read by id after MISSES_BEFORE_LOOKUP polls.
  it('reads by id a scan the list never shows, even beside unchanged scans', async () => {
    const scans: FakeScan[] = [
      // Running and not updated: the walk reaches scans unchanged since the poll before.
      {
        id: 'scan-001',
        updatedMs: VIRTUAL_START_MS - 10 * MINUTE_MS,
        completesAtMs: Number.MAX_SAFE_INTEGER,
      },
      NEVER_LISTED,
    ]
    const { deps, service } = serviceOf(scans, 50)
    const following = tracked(scans)
    await follow(deps, following, 10 * MINUTE_MS)
    expect(service.gets).toContain('scan-002')
  })

  // A poll cut short by its pages (other jobs' scans fill them) shows nothing of the scans below:
  // when a later poll reaches unchanged scans, those it never saw since are not excused by it.
  it('reads by id the scans a cut-short poll missed, though a later poll reaches unchanged scans', async () => {
    // 100 followed scans complete at 15 s, while 300 scans of other jobs are updated at every
    // look until 30 s: the polls' two pages hold only those until the walk reaches them unchanged.
    const scans = scansCompleting(100, 15_000, 0)
    const deps = makeDeps(stubClient({}))
    const service = fakeScanService(deps, scans, 50, {
      count: 300,
      updatedMs: VIRTUAL_START_MS,
      busyUntilMs: VIRTUAL_START_MS + 30_000,
    })
    const following = tracked(scans)
    const end = await follow(deps, following, 10 * MINUTE_MS)
    expect(end).toEqual({ ended: 'done' })
    expect(following.every((t) => t.status === 'completed')).toBe(true)
    // The list never showed them completed (300 busier scans above): each was read by its id.
    expect(service.gets).toHaveLength(100)
  })

  it('stops following only the scan that cannot be read, and follows the others to their end', async () => {
    const scans: FakeScan[] = [
      { id: 'scan-001', updatedMs: VIRTUAL_START_MS, completesAtMs: VIRTUAL_START_MS + 60_000 },
    ]
    const { deps, service } = serviceOf(scans, 5)
    // scan-gone was deleted in the dashboard: not listed, and reading it is refused.
    const following = [
      ...tracked(scans),
      { key: 'acme/gone', id: 'scan-gone', status: 'queued', misses: 0 },
    ]
    const end = await follow(deps, following, 10 * MINUTE_MS)
    expect(end).toEqual({ ended: 'done' })
    expect(service.gets).toEqual(['scan-gone'])
    expect(following[0]?.status).toBe('completed')
    expect(following[1]?.lost).toBe(
      'Scan scan-gone is not in the list of scans, and reading it failed: no scan scan-gone',
    )
  })

  it('ends at the deadline with the open scans at their last status', async () => {
    const scans: FakeScan[] = [
      { id: 'scan-001', updatedMs: VIRTUAL_START_MS, completesAtMs: VIRTUAL_START_MS + 20_000 },
      {
        id: 'scan-002',
        updatedMs: VIRTUAL_START_MS,
        completesAtMs: Number.MAX_SAFE_INTEGER,
        touched: true,
      },
    ]
    const { deps } = serviceOf(scans, 10)
    const following = tracked(scans)
    const end = await follow(deps, following, 2 * MINUTE_MS)
    expect(end).toEqual({ ended: 'timeout', problem: 'still running after scan-timeout (1h)' })
    expect(following.map((t) => t.status)).toEqual(['completed', 'running'])
    expect(deps.clock.now()).toBe(VIRTUAL_START_MS + 2 * MINUTE_MS)
  })

  it('ends when the job is cancelled, the open scans at their last status', async () => {
    const controller = new AbortController()
    const scans: FakeScan[] = [
      {
        id: 'scan-001',
        updatedMs: VIRTUAL_START_MS,
        completesAtMs: Number.MAX_SAFE_INTEGER,
        touched: true,
      },
    ]
    const deps = makeDeps(stubClient({}), controller.signal)
    fakeScanService(deps, scans, 0)
    let sleeps = 0
    deps.clock.onSleep = () => {
      sleeps += 1
      if (sleeps === 3) controller.abort()
    }
    const following = tracked(scans)
    const end = await follow(deps, following, 60 * MINUTE_MS)
    expect(end).toEqual({ ended: 'aborted', problem: 'The job was cancelled' })
    expect(following[0]?.status).toBe('running')
  })

  it('backs off on a 429 from the list and goes on', async () => {
    const scans = scansCompleting(2, 35_000, 0)
    const { deps, service } = serviceOf(scans, 0)
    const list = deps.client.listScans
    let calls = 0
    deps.client = stubClient({
      listScans: vi.fn((...args: Parameters<typeof list>) => {
        calls += 1
        if (calls === 2) return Promise.reject(makeServiceError('rate-limited', 429, 'GET /scans'))
        return list(...args)
      }),
    })
    const following = tracked(scans)
    const end = await follow(deps, following, 60 * MINUTE_MS)
    expect(end).toEqual({ ended: 'done' })
    expect(following.map((t) => t.status)).toEqual(['completed', 'completed'])
    // The wait after the refused look is doubled.
    expect(deps.clock.sleeps.slice(0, 3)).toEqual([10_000, 10_000, 20_000])
    expect(service.gets).toEqual([])
  })

  it('ends with an error a list request that will not get better by waiting', async () => {
    const deps = makeDeps(
      stubClient({ listScans: () => Promise.reject(makeServiceError('http', 401, 'GET /scans')) }),
    )
    const end = await follow(
      deps,
      [{ key: 'acme/a', id: 's1', status: 'running', misses: 0 }],
      60 * MINUTE_MS,
    )
    expect(end).toEqual({
      ended: 'error',
      problem: 'the scans could not be followed: GET /scans failed (http 401)',
    })
  })
})
