import { describe, expect, it, vi } from 'vitest'
import { fullScanTarget } from '../../src/config/target.js'
import type { Deadline } from '../../src/service/client.js'
import type { CreateScanRequest, Scan } from '../../src/service/schemas.js'
import { SCAN_RESENDS_AFTER_500 } from '../../src/scan/start.js'
import {
  findStartedScans,
  fitUnderCap,
  planStarts,
  startScans,
  whyStartsStopped,
  type Scannable,
} from '../../src/sweep/start.js'
import { VIRTUAL_START_MS } from '../../testkit/fakes/clock.js'
import { makeEstimation, makeScan, makeServiceError, stubClient } from '../support/service.js'
import { makeDeps, makeSweepConfig, manyRepositories, sweepRepository } from './helpers.js'

const DEADLINE: Deadline = { atMs: VIRTUAL_START_MS + 3_600_000, name: 'scan-timeout (1h)' }

/** A repository ready to scan at commit `<hex of name>abcdef0123456789000…`, costing `cost` credits. */
function scannable(fullName: string, cost = 10): Scannable {
  const repository = sweepRepository(fullName)
  const sha = `${repository.name.replace(/[^a-f0-9]/g, '')}abcdef0123456789`
    .padEnd(40, '0')
    .slice(0, 40)
  return {
    key: fullName,
    target: fullScanTarget(repository, sha),
    batch: makeEstimation({ id: 'est-1' }),
    cost,
  }
}

/** A scan of `s`'s target as GET /scans lists it. */
function scanOf(s: Scannable, overrides: Partial<Scan> = {}): Scan {
  return makeScan({
    id: `scan-${s.key}`,
    name: s.target.name,
    scan_type: 'full',
    repo_url: s.target.repoUrl,
    branch: s.target.branch,
    status: 'running',
    created_at: '2030-01-01T00:00:05Z',
    ...overrides,
  })
}

/** A GET /scans of `scans`, newest first, 100 a page; every page asked for is recorded. */
function listing(scans: readonly Scan[]) {
  const pages: number[] = []
  const listScans = vi.fn((q?: { page?: number; limit?: number }) => {
    const page = q?.page ?? 1
    const limit = q?.limit ?? 100
    pages.push(page)
    return Promise.resolve({
      data: scans.slice((page - 1) * limit, page * limit),
      total: scans.length,
      page,
      limit,
    })
  })
  return { pages, listScans }
}

function unrelated(count: number): Scan[] {
  return Array.from({ length: count }, (_, i) =>
    makeScan({ id: `other-${i}`, name: `other/repo main @ ${String(i).padStart(40, '0')}` }),
  )
}

describe('fitUnderCap', () => {
  const a = scannable('acme/a', 40)
  const b = scannable('acme/b', 70)
  const c = scannable('acme/c', 30)
  const d = scannable('acme/d', 30)

  it('keeps the input order, skipping what would go over and fitting what comes after', () => {
    const { fits, over } = fitUnderCap([a, b, c, d], 100)
    expect(fits.map((s) => s.key)).toEqual(['acme/a', 'acme/c', 'acme/d'])
    expect([...over]).toEqual([
      [
        'acme/b',
        'Skipped: its scan (70 credits) would bring the sweep to 110 credits, over max-credits (100)',
      ],
    ])
  })

  it('takes a scan that brings the sweep exactly to max-credits', () => {
    expect(fitUnderCap([a, c, d], 100).fits).toHaveLength(3)
    expect(fitUnderCap([a, c, d], 99).fits.map((s) => s.key)).toEqual(['acme/a', 'acme/c'])
  })

  it('takes everything without max-credits', () => {
    const { fits, over } = fitUnderCap([a, b, c, d], undefined)
    expect(fits).toEqual([a, b, c, d])
    expect(over.size).toBe(0)
  })
})

describe('findStartedScans', () => {
  it('finds the scans of the same commits in one walk of GET /scans, newest first', async () => {
    const api = scannable('acme/api')
    const web = scannable('acme/web')
    const list = listing([
      ...unrelated(30),
      scanOf(web, { id: 'web-newer' }),
      ...unrelated(5),
      scanOf(web, { id: 'web-older' }),
      scanOf(api),
    ])
    const found = await findStartedScans(
      { client: stubClient({ listScans: list.listScans }) },
      [api, web],
      1,
      DEADLINE,
    )
    expect(Object.fromEntries([...found].map(([key, scan]) => [key, scan.id]))).toEqual({
      'acme/api': 'scan-acme/api',
      'acme/web': 'web-newer',
    })
    expect(list.listScans).toHaveBeenCalledWith(
      { page: 1, limit: 100, sort_by: 'created_at', sort_order: 'DESC' },
      { deadline: DEADLINE },
    )
  })

  it('does not reuse a failed scan, nor one of another commit or branch', async () => {
    const api = scannable('acme/api')
    const list = listing([
      scanOf(api, { id: 'failed', status: 'failed' }),
      scanOf(api, { id: 'other-branch', branch: 'release' }),
      makeScan({
        id: 'other-commit',
        name: `acme/api main @ ${'9'.repeat(40)}`,
        scan_type: 'full',
      }),
      scanOf(api, { id: 'good', status: 'completed' }),
    ])
    const found = await findStartedScans(
      { client: stubClient({ listScans: list.listScans }) },
      [api],
      1,
      DEADLINE,
    )
    expect(found.get('acme/api')?.id).toBe('good')
  })

  it('reads at most ceil(N / 100) + extra pages, however long the list', async () => {
    const targets = manyRepositories(150).map((r) => scannable(r.fullName))
    const list = listing(unrelated(2_000))
    const found = await findStartedScans(
      { client: stubClient({ listScans: list.listScans }) },
      targets,
      5,
      DEADLINE,
    )
    expect(found.size).toBe(0)
    expect(list.pages).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('stops as soon as every target is found', async () => {
    const api = scannable('acme/api')
    const list = listing([scanOf(api), ...unrelated(1_000)])
    await findStartedScans(
      { client: stubClient({ listScans: list.listScans }) },
      [api],
      5,
      DEADLINE,
    )
    expect(list.pages).toEqual([1])
  })

  it('asks nothing when no name pins a commit', async () => {
    const repository = sweepRepository('acme/api')
    const unpinned: Scannable = {
      key: 'acme/api',
      target: fullScanTarget(repository, undefined),
      batch: makeEstimation(),
      cost: 1,
    }
    const found = await findStartedScans({ client: stubClient({}) }, [unpinned], 5, DEADLINE)
    expect(found.size).toBe(0)
  })
})

/** A POST /scans that answers each repository as `answers` says: an error, or started. */
function creation(answers: Record<string, Error | undefined> = {}) {
  const sent: string[] = []
  const createScan = vi.fn((body: CreateScanRequest) => {
    const key = (body.repo_url ?? '').replace('https://github.com/', '')
    sent.push(key)
    const error = answers[key]
    if (error !== undefined) return Promise.reject(error)
    return Promise.resolve({ id: `scan-${key}`, record: { id: `scan-${key}`, status: 'queued' } })
  })
  return { sent, createScan }
}

describe('startScans', () => {
  const toStart = ['acme/a', 'acme/b', 'acme/c', 'acme/d'].map((n) => scannable(n))

  it('starts each scan with its estimation, target and name, in order', async () => {
    const post = creation()
    const deps = makeDeps(stubClient({ createScan: post.createScan }))
    const results = await startScans(deps, makeSweepConfig(), toStart, DEADLINE)
    expect(post.sent).toEqual(['acme/a', 'acme/b', 'acme/c', 'acme/d'])
    expect(post.createScan.mock.calls[0]?.[0]).toEqual({
      cost_estimation_id: 'est-1',
      scan_type: 'full',
      name: toStart[0]?.target.name,
      repo_url: 'https://github.com/acme/a',
      branch: 'main',
    })
    expect(results.get('acme/c')).toEqual({
      kind: 'started',
      scanId: 'scan-acme/c',
      status: 'queued',
    })
  })

  for (const status of [402, 401, 403]) {
    it(`stops at a ${status}: the rest are not sent, and say why`, async () => {
      const refused = makeServiceError('http', status, 'POST /scans')
      const post = creation({ 'acme/b': refused })
      const deps = makeDeps(stubClient({ createScan: post.createScan }))
      const results = await startScans(deps, makeSweepConfig(), toStart, DEADLINE)
      expect(post.sent).toEqual(['acme/a', 'acme/b'])
      expect(results.get('acme/a')?.kind).toBe('started')
      expect(results.get('acme/b')).toEqual({
        kind: 'failed',
        problem: `Its scan could not be started: POST /scans failed (http ${status})`,
        stopsAll: true,
      })
      expect(whyStartsStopped(results)).toBe(
        `Its scan could not be started: POST /scans failed (http ${status})`,
      )
      for (const key of ['acme/c', 'acme/d']) {
        expect(results.get(key)).toEqual({
          kind: 'failed',
          problem: `Not started: an earlier start was refused (POST /scans failed (http ${status}))`,
        })
      }
    })
  }

  it('defers what is left once the time budget to start scans ran out, and says so', async () => {
    const post = creation({})
    const deps = makeDeps(
      stubClient({
        // Each start takes a minute: the budget to start ends after the second.
        createScan: (body) => {
          deps.clock.advance(60_000)
          return post.createScan(body)
        },
      }),
    )
    const results = await startScans(deps, makeSweepConfig(), toStart, DEADLINE, {
      startUntilMs: VIRTUAL_START_MS + 120_000,
      name: 'time-budget (5h)',
    })
    expect(post.sent).toEqual(['acme/a', 'acme/b'])
    for (const key of ['acme/c', 'acme/d']) {
      expect(results.get(key)).toEqual({
        kind: 'deferred',
        problem: 'Deferred to the next run: time-budget (5h) left no time to start its scan',
      })
    }
    expect(whyStartsStopped(results)).toBe(
      'Deferred to the next run: time-budget (5h) left no time to start its scan',
    )
  })

  it('goes on after a 500 for one repository, once the looks and resends find no scan', async () => {
    const post = creation({ 'acme/b': makeServiceError('http', 500, 'POST /scans') })
    const list = listing([])
    const deps = makeDeps(stubClient({ createScan: post.createScan, listScans: list.listScans }))
    const results = await startScans(deps, makeSweepConfig(), toStart, DEADLINE)
    // startScanOnce looks for the scan after each 500 and sends the request again, 4 times.
    expect(post.sent.filter((k) => k === 'acme/b')).toHaveLength(1 + SCAN_RESENDS_AFTER_500)
    expect(list.listScans).toHaveBeenCalledTimes(1 + SCAN_RESENDS_AFTER_500)
    expect(results.get('acme/b')).toEqual({
      kind: 'failed',
      problem: 'Its scan could not be started: POST /scans failed (http 500)',
      outage: true,
    })
    for (const key of ['acme/a', 'acme/c', 'acme/d']) {
      expect(results.get(key)?.kind).toBe('started')
    }
    // The backoff between resends ran on the virtual clock.
    expect(deps.clock.sleeps.length).toBeGreaterThanOrEqual(SCAN_RESENDS_AFTER_500)
  })

  it('follows the scan a lost answer started, found by the look, without sending again', async () => {
    const b = toStart[1]!
    const post = creation({ 'acme/b': makeServiceError('http', 502, 'POST /scans') })
    const list = listing([scanOf(b, { id: 'scan-found', status: 'queued' })])
    const deps = makeDeps(stubClient({ createScan: post.createScan, listScans: list.listScans }))
    const results = await startScans(deps, makeSweepConfig(), toStart, DEADLINE)
    expect(post.sent).toEqual(['acme/a', 'acme/b', 'acme/c', 'acme/d'])
    expect(results.get('acme/b')).toEqual({
      kind: 'started',
      scanId: 'scan-found',
      status: 'queued',
    })
  })

  it('starts nothing once the job is cancelled', async () => {
    const controller = new AbortController()
    controller.abort()
    const post = creation()
    const deps = makeDeps(stubClient({ createScan: post.createScan }), controller.signal)
    const results = await startScans(deps, makeSweepConfig(), toStart, DEADLINE)
    expect(post.sent).toEqual([])
    expect([...results.values()]).toEqual(
      toStart.map(() => ({ kind: 'failed', problem: 'Not started: the job was cancelled' })),
    )
  })
})

describe('planStarts', () => {
  function inputsOf(runAttempt: number) {
    return {
      deps: makeDeps(stubClient({})),
      config: makeSweepConfig(),
      serverUrl: 'https://github.com',
      runAttempt,
    }
  }
  const unpinned: Scannable = {
    ...scannable('acme/nocommit'),
    target: fullScanTarget(sweepRepository('acme/nocommit'), undefined),
  }

  it('starts, with a warning, a scan its estimation named no commit for, on a first run', () => {
    const inputs = inputsOf(1)
    const planned = planStarts(inputs, [scannable('acme/api'), unpinned], new Map())
    expect(planned.toStart.map((s) => s.key)).toEqual(['acme/api', 'acme/nocommit'])
    expect(inputs.deps.log.at('warning')).toEqual([
      'acme/nocommit: its cost estimation named no commit, so a re-run could not find its scan and would not start it again',
    ])
  })

  it('starts nothing on a re-run that it could not tell apart from an earlier attempt’s scan', () => {
    const planned = planStarts(inputsOf(2), [scannable('acme/api'), unpinned], new Map())
    expect(planned.toStart.map((s) => s.key)).toEqual(['acme/api'])
    expect(planned.ends.get('acme/nocommit')?.scanned.problem).toMatch(
      /^Not started: its cost estimation named no commit/,
    )
  })
})
