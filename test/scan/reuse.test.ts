import { describe, expect, it, vi } from 'vitest'
import {
  findScanToReuse,
  findStartedScan,
  isSameScan,
  mayReuseByName,
  lookForStartedScan,
  LOOKUP_PAGES_RERUN,
  LOOKUP_PATIENCE_MS,
} from '../../src/scan/reuse.js'
import {
  SCAN_CREATE_ATTEMPTS,
  SCAN_RESENDS_AFTER_500,
  SECOND_LOOK_AFTER_MS,
  SETTLE_MS,
  startScanOnce,
} from '../../src/scan/start.js'
import type { ListScansQuery } from '../../src/service/requests.js'
import type { Page, Scan } from '../../src/service/schemas.js'
import { createVirtualClock } from '../../testkit/fakes/clock.js'
import { ESTIMATION_ID, HEAD_SHA, PREFIX_TWIN_SHA, REPOSITORY, SCAN_ID } from '../../testkit/ids.js'
import { makeScan, makeServiceError, stubClient } from '../support/service.js'
import { resolveScanTarget } from '../../src/config/target.js'
import { makeContext, makeTarget, pullRequestPayload } from '../../testkit/builders/config.js'
import { recordingLog } from '../../testkit/fakes/log.js'

const TARGET = makeTarget()
const DEADLINE = { atMs: 9_999_999_999_999, name: 'scan-timeout (1h)' }
const REQUEST = { cost_estimation_id: ESTIMATION_ID, scan_type: 'pr' as const }

/** A scan started for TARGET, as GET /scans lists it. */
function sameScan(overrides: Partial<Scan> = {}): Scan {
  return makeScan({
    created_at: new Date(createVirtualClock().now()).toISOString(),
    name: TARGET.name,
    scan_type: 'pr',
    repo_url: 'https://github.com/acme/webapp.git',
    branch: TARGET.branch,
    pr_number: 7,
    status: 'running',
    findings_summary: null,
    ...overrides,
  })
}

/** GET /scans over `scans` (newest first), 100 a page; `shape` may rewrite a page. */
function scansService(scans: Scan[], shape?: (page: Page<Scan>) => Page<Scan>) {
  const listScans = vi.fn((query: ListScansQuery, _o?: unknown) => {
    const page = query.page ?? 1
    const limit = query.limit ?? 15
    const result = {
      data: scans.slice((page - 1) * limit, page * limit),
      total: scans.length,
      page,
      limit,
    }
    return Promise.resolve(shape ? shape(result) : result)
  })
  return listScans
}

function others(count: number): Scan[] {
  return Array.from({ length: count }, (_, i) =>
    makeScan({ id: `other-${i}`, name: `acme/other PR #${i}` }),
  )
}

describe('isSameScan', () => {
  it('matches a scan of the same name, type, repository, branch and pull request', () => {
    expect(isSameScan(sameScan(), TARGET)).toBe(true)
    expect(isSameScan(sameScan({ status: 'Completed' }), TARGET)).toBe(true)
    // Fields the service leaves out do not stand in the way; the name carries the commit.
    expect(isSameScan(makeScan({ name: TARGET.name, status: 'queued' }), TARGET)).toBe(true)
  })

  it.each([
    ['another commit', { name: `acme/webapp PR #7 @ ${'9'.repeat(40)}` }],
    ['another pull request', { pr_number: 8 }],
    ['another branch', { branch: 'main' }],
    ['another repository', { repo_url: 'https://github.com/acme/other' }],
    ['a full scan', { scan_type: 'full' }],
    ['a failed scan', { status: 'failed' }],
    ['a cancelled scan', { status: 'CANCELLED' }],
    ['an expired scan', { status: 'expired' }],
  ])('never matches %s', (_what, overrides) => {
    expect(isSameScan(sameScan(overrides as Partial<Scan>), TARGET)).toBe(false)
  })
})

describe('isSameScan: the name proves the commit only with all of it', () => {
  /** What resolveScanTarget names pull request #7 at `headSha`, on pull_request. */
  const targetAt = (headSha: string) =>
    resolveScanTarget(
      { scanType: 'auto', source: 'connected' },
      makeContext({ payload: pullRequestPayload(REPOSITORY, headSha) }),
    )

  it('never matches the scan of another commit that shares its first 7 digits', () => {
    const earlier = sameScan({ name: targetAt(PREFIX_TWIN_SHA).name, status: 'completed' })
    expect(isSameScan(earlier, targetAt(HEAD_SHA))).toBe(false)
    expect(isSameScan(earlier, targetAt(PREFIX_TWIN_SHA))).toBe(true)
  })

  it('never matches a scan named with 7 digits, as they were before, even of this commit', () => {
    const legacy = sameScan({ name: `acme/webapp PR #7 @ ${HEAD_SHA.slice(0, 7)}` })
    expect(isSameScan(legacy, targetAt(HEAD_SHA))).toBe(false)
  })

  it.each([
    ['carries an abbreviation of it', { name: `acme/webapp PR #7 @ ${HEAD_SHA.slice(0, 7)}` }],
    ['carries no commit', { name: 'acme/webapp PR #7' }],
    ['is given as an input', { name: `nightly @ ${HEAD_SHA}`, namePinsCommit: false }],
    [
      'carries an abbreviated head commit',
      { name: `acme/webapp PR #7 @ ${HEAD_SHA.slice(0, 12)}`, headSha: HEAD_SHA.slice(0, 12) },
    ],
  ])(
    'reuses nothing, not even by the same name, when the target name %s',
    async (_w, overrides) => {
      const target = makeTarget(overrides)
      expect(mayReuseByName(target)).toBe(false)
      const listScans = scansService([sameScan({ name: target.name })])
      const deps = {
        client: stubClient({ listScans }),
        clock: createVirtualClock(),
        log: recordingLog(),
      }
      expect(await findScanToReuse(deps, target, 2, DEADLINE)).toBeUndefined()
      expect(listScans).not.toHaveBeenCalled()
    },
  )

  it('the whole commit of a default name may be reused', () => {
    expect(mayReuseByName(targetAt(HEAD_SHA))).toBe(true)
  })
})

describe('findStartedScan', () => {
  it('reads GET /scans newest first, 100 a page, and stops at the first match', async () => {
    const listScans = scansService([...others(150), sameScan(), sameScan({ id: 'older' })])
    const found = await findStartedScan({ client: stubClient({ listScans }) }, TARGET, { pages: 5 })
    expect(found?.id).toBe(SCAN_ID)
    expect(listScans.mock.calls.map(([q]) => q)).toEqual([
      { page: 1, limit: 100, sort_by: 'created_at', sort_order: 'DESC' },
      { page: 2, limit: 100, sort_by: 'created_at', sort_order: 'DESC' },
    ])
  })

  it('looks no further than its pages, and stops on the last or a repeated page', async () => {
    const many = scansService(others(1_000))
    expect(
      await findStartedScan({ client: stubClient({ listScans: many }) }, TARGET, { pages: 2 }),
    ).toBeUndefined()
    expect(many).toHaveBeenCalledTimes(2)

    const few = scansService(others(30))
    expect(
      await findStartedScan({ client: stubClient({ listScans: few }) }, TARGET, { pages: 5 }),
    ).toBeUndefined()
    expect(few).toHaveBeenCalledTimes(1)

    // A service that ignores `page` repeats page 1: nothing new, so the look ends.
    const stuck = scansService(others(1_000), (page) => ({ ...page, data: others(100) }))
    expect(
      await findStartedScan({ client: stubClient({ listScans: stuck }) }, TARGET, { pages: 5 }),
    ).toBeUndefined()
    expect(stuck).toHaveBeenCalledTimes(2)
  })

  it('skips scans dated before createdAfterMs, and cannot tell undated ones', async () => {
    const old = sameScan({ id: 'old', created_at: '2030-01-01T00:00:00Z' })
    const undated = sameScan({ id: 'undated', created_at: null })
    const listScans = scansService([old, undated])
    const lookup = await lookForStartedScan({ client: stubClient({ listScans }) }, TARGET, {
      pages: 1,
      createdAfterMs: Date.parse('2030-01-01T00:05:00Z'),
    })
    expect(lookup).toEqual({ conclusive: false })
  })

  it('is conclusive when every scan it read had a name (and a date, when asked for)', async () => {
    const listScans = scansService(others(3))
    const lookup = await lookForStartedScan({ client: stubClient({ listScans }) }, TARGET, {
      pages: 1,
    })
    expect(lookup).toEqual({ conclusive: true })
  })
})

describe('findScanToReuse', () => {
  it('looks through more pages on a re-run than on a first run', async () => {
    const listScans = scansService(others(1_000))
    const deps = {
      client: stubClient({ listScans }),
      clock: createVirtualClock(),
      log: recordingLog(),
    }
    await findScanToReuse(deps, TARGET, 1, DEADLINE)
    expect(listScans).toHaveBeenCalledTimes(1)
    listScans.mockClear()
    await findScanToReuse(deps, TARGET, 2, DEADLINE)
    expect(listScans).toHaveBeenCalledTimes(LOOKUP_PAGES_RERUN)
  })

  it('says which scan it reuses, and that nothing is spent', async () => {
    const log = recordingLog()
    const listScans = scansService([sameScan({ status: 'completed' })])
    const deps = { client: stubClient({ listScans }), clock: createVirtualClock(), log }
    expect((await findScanToReuse(deps, TARGET, 1, DEADLINE))?.id).toBe(SCAN_ID)
    expect(log.at('info')).toEqual([
      `Reusing scan ${SCAN_ID} (completed), started earlier for the same commit: no new scan, no credits spent. Set reuse-scan: false to start a new one`,
    ])
  })

  it('does not look when the name does not pin the commit', async () => {
    const listScans = scansService([sameScan()])
    const deps = {
      client: stubClient({ listScans }),
      clock: createVirtualClock(),
      log: recordingLog(),
    }
    expect(
      await findScanToReuse(deps, makeTarget({ namePinsCommit: false }), 2, DEADLINE),
    ).toBeUndefined()
    expect(listScans).not.toHaveBeenCalled()
  })

  it('ends the run on a refusal of the key itself: every later request would meet it', async () => {
    const refusal = makeServiceError('http', 401, 'GET /scans')
    const listScans = vi.fn(() => Promise.reject(refusal))
    const deps = {
      client: stubClient({ listScans }),
      clock: createVirtualClock(),
      log: recordingLog(),
    }
    await expect(findScanToReuse(deps, TARGET, 1, DEADLINE)).rejects.toBe(refusal)
  })

  it('looks with a patience of its own, so a busy key cannot eat the whole scan-timeout', async () => {
    const listScans = scansService([])
    const clock = createVirtualClock()
    const deps = { client: stubClient({ listScans }), clock, log: recordingLog() }
    await findScanToReuse(deps, TARGET, 1, DEADLINE)
    expect(listScans).toHaveBeenCalledWith(expect.anything(), {
      deadline: {
        atMs: clock.now() + LOOKUP_PATIENCE_MS,
        name: 'the 5 minutes allowed to look for a scan to reuse',
      },
    })
  })

  it('on a re-run, ends the run when the look fails rather than risk paying twice', async () => {
    const listScans = vi.fn(() => Promise.reject(makeServiceError('http', 503, 'GET /scans')))
    const deps = {
      client: stubClient({ listScans }),
      clock: createVirtualClock(),
      log: recordingLog(),
    }
    await expect(findScanToReuse(deps, TARGET, 2, DEADLINE)).rejects.toThrow(
      'Could not check whether an earlier attempt already started this scan (GET /scans failed (http 503)); re-run the job later, or set reuse-scan: false to start a new scan anyway',
    )
  })

  it('goes on to start a scan when the look fails, and says why', async () => {
    const log = recordingLog()
    const listScans = vi.fn(() => Promise.reject(makeServiceError('http', 503, 'GET /scans')))
    const deps = { client: stubClient({ listScans }), clock: createVirtualClock(), log }
    expect(await findScanToReuse(deps, TARGET, 1, DEADLINE)).toBeUndefined()
    expect(log.at('warning')).toEqual([
      'Could not look for a scan to reuse (GET /scans failed (http 503)); starting a new one',
    ])
  })
})

describe('startScanOnce', () => {
  function service(answers: (Error | string)[], listed: Scan[] | Error = []) {
    const createScan = vi.fn(() => {
      const answer = answers.shift() ?? 'never'
      return answer instanceof Error
        ? Promise.reject(answer)
        : Promise.resolve({ id: answer, record: { id: answer } })
    })
    const listScans =
      listed instanceof Error ? vi.fn(() => Promise.reject(listed)) : scansService(listed)
    const clock = createVirtualClock()
    const log = recordingLog()
    return {
      createScan,
      listScans,
      clock,
      log,
      // Jitter 0: every backoff wait is its step, 1, 2, 4 or 8 s.
      deps: { client: stubClient({ createScan, listScans }), clock, log, random: () => 0 },
    }
  }
  /** An answer lost on the way: the service may still be working on the request. */
  const lost = () => makeServiceError('timeout', undefined, 'POST /scans')
  /** The service's own 500: it has finished with the request. */
  const serverError = () => makeServiceError('http', 500, 'POST /scans')

  it('starts the scan with one POST when it is answered', async () => {
    const s = service(['new-scan'])
    const result = await startScanOnce(s.deps, REQUEST, TARGET, DEADLINE)
    expect(result).toEqual({
      created: { id: 'new-scan', record: { id: 'new-scan' } },
      adopted: false,
    })
    expect(s.listScans).not.toHaveBeenCalled()
  })

  it('follows the scan a lost POST had started, and never sends it again', async () => {
    const s = service([lost()], [sameScan({ id: 'started-anyway' })])
    const result = await startScanOnce(s.deps, REQUEST, TARGET, DEADLINE)
    expect(result).toMatchObject({ created: { id: 'started-anyway' }, adopted: true })
    expect(s.createScan).toHaveBeenCalledTimes(1)
    // It waited for the service to list the scan before looking.
    expect(s.clock.sleeps).toEqual([SETTLE_MS])
    expect(s.log.at('warning')[0]).toBe(
      'Starting the scan failed (timeout); looking for it before anything else, so that it is never started twice',
    )
  })

  it('sends it again after a lost answer only when two looks, a minute apart, found nothing; after a 500 a second later', async () => {
    const twoLooksMs = [SETTLE_MS, SECOND_LOOK_AFTER_MS - SETTLE_MS]
    const again = 'No scan was started by the lost request; starting it again'
    for (const [failure, looksAfterMs, said] of [
      [lost(), twoLooksMs, again],
      [makeServiceError('network', undefined, 'POST /scans'), twoLooksMs, again],
      // A gateway's answers: the service behind it may still be working on the request.
      [makeServiceError('http', 502, 'POST /scans'), twoLooksMs, again],
      [makeServiceError('http', 503, 'POST /scans'), twoLooksMs, again],
      [makeServiceError('http', 504, 'POST /scans'), twoLooksMs, again],
      // The service's own answer: one look, after the spec's first backoff step.
      [
        serverError(),
        [1_000],
        'No scan was started by the request that failed with 500; sending it again (retry 1 of 4)',
      ],
    ] as const) {
      const s = service([failure, 'second-try'], [])
      const startedAt = s.clock.now()
      const result = await startScanOnce(s.deps, REQUEST, TARGET, DEADLINE)
      expect(result).toEqual({
        created: { id: 'second-try', record: { id: 'second-try' } },
        adopted: false,
      })
      expect(s.createScan).toHaveBeenCalledTimes(2)
      expect(s.listScans).toHaveBeenCalledTimes(looksAfterMs.length)
      expect(s.clock.sleeps).toEqual(looksAfterMs)
      expect(s.clock.now() - startedAt).toBe(looksAfterMs.reduce((a, b) => a + b))
      expect(s.log.at('info')).toEqual([said])
    }
  })

  it('follows a scan that only shows up at the second look', async () => {
    const s = service([lost()])
    s.listScans
      .mockResolvedValueOnce({ data: [], total: 0, page: 1, limit: 100 })
      .mockResolvedValueOnce({ data: [sameScan({ id: 'late' })], total: 1, page: 1, limit: 100 })
    const result = await startScanOnce(s.deps, REQUEST, TARGET, DEADLINE)
    expect(result).toMatchObject({ created: { id: 'late' }, adopted: true })
    expect(s.createScan).toHaveBeenCalledTimes(1)
  })

  it('never sends it again when the name does not pin the commit: its scan could not be told apart', async () => {
    const failure = lost()
    const s = service([failure, 'must-not-happen'], [])
    await expect(
      startScanOnce(s.deps, REQUEST, makeTarget({ namePinsCommit: false }), DEADLINE),
    ).rejects.toBe(failure)
    expect(s.createScan).toHaveBeenCalledTimes(1)
    expect(s.listScans).not.toHaveBeenCalled()
  })

  it('never sends it again when the list cannot tell (scans without a name or a date)', async () => {
    for (const listed of [
      [makeScan({ id: 'nameless', name: null })],
      [sameScan({ id: 'undated', created_at: null })],
    ]) {
      for (const failure of [lost(), serverError()]) {
        const s = service([failure, 'must-not-happen'], listed)
        await expect(startScanOnce(s.deps, REQUEST, TARGET, DEADLINE)).rejects.toBe(failure)
        expect(s.createScan).toHaveBeenCalledTimes(1)
      }
    }
  })

  it('looks for the scan behind a 2xx it cannot read, and never sends it again', async () => {
    const unreadable = makeServiceError('contract', 201, 'POST /scans')
    const found = service([unreadable], [sameScan({ id: 'paid-for' })])
    expect(await startScanOnce(found.deps, REQUEST, TARGET, DEADLINE)).toMatchObject({
      created: { id: 'paid-for' },
      adopted: true,
    })
    const missing = service([unreadable, 'must-not-happen'], [])
    await expect(startScanOnce(missing.deps, REQUEST, TARGET, DEADLINE)).rejects.toBe(unreadable)
    expect(missing.createScan).toHaveBeenCalledTimes(1)
  })

  it('never sends it again when the look for the scan fails: the scan may exist', async () => {
    for (const failure of [lost(), serverError()]) {
      const s = service([failure, 'must-not-happen'], makeServiceError('http', 503, 'GET /scans'))
      await expect(startScanOnce(s.deps, REQUEST, TARGET, DEADLINE)).rejects.toBe(failure)
      expect(s.createScan).toHaveBeenCalledTimes(1)
    }
  })

  it('ends on a clear refusal at once (402, 400), without looking', async () => {
    const refusal = makeServiceError('http', 402, 'POST /scans')
    const s = service([refusal])
    await expect(startScanOnce(s.deps, REQUEST, TARGET, DEADLINE)).rejects.toBe(refusal)
    expect(s.listScans).not.toHaveBeenCalled()
  })

  it('gives up after a few lost answers with no scan to be found', async () => {
    const last = lost()
    const s = service([lost(), lost(), last], [])
    await expect(startScanOnce(s.deps, REQUEST, TARGET, DEADLINE)).rejects.toBe(last)
    expect(s.createScan).toHaveBeenCalledTimes(SCAN_CREATE_ATTEMPTS)
  })

  it('follows the scan a 500 did start, found by its one look, and never sends it again', async () => {
    const s = service([serverError(), 'must-not-happen'], [sameScan({ id: 'started-anyway' })])
    const result = await startScanOnce(s.deps, REQUEST, TARGET, DEADLINE)
    expect(result).toMatchObject({ created: { id: 'started-anyway' }, adopted: true })
    expect(s.createScan).toHaveBeenCalledTimes(1)
    expect(s.listScans).toHaveBeenCalledTimes(1)
    expect(s.clock.sleeps).toEqual([1_000])
  })

  it("after 500s, sends it again on the spec's backoff, a look before each, four times at most", async () => {
    const last = serverError()
    const s = service([serverError(), serverError(), serverError(), serverError(), last], [])
    await expect(startScanOnce(s.deps, REQUEST, TARGET, DEADLINE)).rejects.toBe(last)
    expect(s.createScan).toHaveBeenCalledTimes(1 + SCAN_RESENDS_AFTER_500)
    // The last 500 may have started the scan too: it is looked for before giving up.
    expect(s.listScans).toHaveBeenCalledTimes(1 + SCAN_RESENDS_AFTER_500)
    expect(s.clock.sleeps).toEqual([1_000, 2_000, 4_000, 8_000, 8_000])
  })

  it('keeps the minute-later look for a lost answer that follows a 500', async () => {
    const s = service([serverError(), lost(), 'third-try'], [])
    const result = await startScanOnce(s.deps, REQUEST, TARGET, DEADLINE)
    expect(result.created.id).toBe('third-try')
    expect(s.clock.sleeps).toEqual([1_000, SETTLE_MS, SECOND_LOOK_AFTER_MS - SETTLE_MS])
    expect(s.listScans).toHaveBeenCalledTimes(3)
  })
})
