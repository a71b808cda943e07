import { describe, expect, it } from 'vitest'
import { findRecentScans } from '../../src/sweep/plan/plan.js'
import {
  isFirstFullScan,
  judgeContext,
  noPreviousScans,
  previousPartOf,
  SWEEP_BASELINE_PROBLEMS,
  takePrevious,
  type JudgedScan,
  type PreviousLook,
} from '../../src/sweep/previous.js'
import type { Scan } from '../../src/service/schemas.js'
import { describeReportedAgain } from '../../src/baseline/judge.js'
import { quotesWordForWord } from '../docs/troubleshooting.js'
import type { ShardRepository } from '../../src/sweep/model.js'
import { VIRTUAL_START_MS } from '../../testkit/fakes/clock.js'
import { makeScan, stubClient } from '../support/service.js'
import { makeDeps, makeSweepConfig, sweepRepository } from './helpers.js'

const HOUR_MS = 3_600_000
const REPO = sweepRepository('acme/api')
const LOOK: PreviousLook = { looked: true, reuseMaxAgeMs: 168 * HOUR_MS, onDefaultBranch: true }
const DEADLINE = { atMs: VIRTUAL_START_MS + HOUR_MS, name: 'scan-timeout (1h)' }
const NEW = makeSweepConfig({}, { gate: 'new', failOnSeverity: 'high' })

/** A completed full scan of acme/api's main at commit `digit` x 40, created `hoursAgo`. */
function fullScan(id: string, digit: string, hoursAgo: number, overrides: Partial<Scan> = {}) {
  return makeScan({
    id,
    scan_type: 'full',
    name: `acme/api main @ ${digit.repeat(40)}`,
    repo_url: REPO.repoUrl,
    branch: 'main',
    created_at: new Date(VIRTUAL_START_MS - hoursAgo * HOUR_MS).toISOString(),
    findings_summary: { critical: 0, high: 1, medium: 0, low: 0, info: 0 },
    ...overrides,
  })
}

function judged(overrides: Partial<JudgedScan> = {}): JudgedScan {
  return {
    id: 'tonight',
    createdAt: new Date(VIRTUAL_START_MS).toISOString(),
    counts: { critical: 0, high: 1, medium: 0, low: 0, info: 0 },
    reportedAgain: false,
    ...overrides,
  }
}

describe('previousPartOf', () => {
  const noClient = () => makeDeps(stubClient({}))

  it('is undefined with gate: all, and with fail-on-severity none', async () => {
    const options = { previous: undefined, look: LOOK, deadline: DEADLINE }
    const deps = noClient()
    expect(
      await previousPartOf({ deps, config: makeSweepConfig() }, REPO, judged(), options),
    ).toBeUndefined()
    const none = makeSweepConfig({}, { gate: 'new', failOnSeverity: 'none' })
    expect(await previousPartOf({ deps, config: none }, REPO, judged(), options)).toBeUndefined()
  })

  it('reports again a scan an earlier run bought and judged, reading nothing', async () => {
    const part = await previousPartOf(
      { deps: noClient(), config: NEW },
      REPO,
      judged({ id: 'older', reportedAgain: true }),
      { previous: { candidates: [], first: false }, look: LOOK, deadline: DEADLINE },
    )
    expect(part).toEqual({ found: false, reportedAgain: { branch: 'main', scanId: 'older' } })
  })

  it('takes the newest candidate that is not the judged scan and was created before it', async () => {
    const candidates = [
      fullScan('tonight', 'c', 0),
      fullScan('later', 'b', -1),
      fullScan('yesterday', 'a', 24, {
        findings_summary: { critical: 0, high: 0, medium: 0, low: 0, info: 2 },
      }),
    ]
    const part = await previousPartOf(
      { deps: noClient(), config: NEW },
      REPO,
      judged({ counts: { critical: 0, high: 0, medium: 0, low: 0, info: 1 } }),
      { previous: { candidates, first: false }, look: LOOK, deadline: DEADLINE },
    )
    // Neither scan holds a finding at or above high: nothing to read, nothing can be new.
    expect(part).toMatchObject({
      found: true,
      ref: { scanId: 'yesterday', commit: 'a'.repeat(40), via: 'list', previousFullScan: true },
      findings: [],
      compared: ['critical', 'high'],
    })
  })

  it('reads the previous scan’s findings at the judged severities when either scan holds some', async () => {
    const asked: unknown[] = []
    const deps = makeDeps(
      stubClient({
        listFindings: (query) => {
          asked.push(query)
          return Promise.resolve({ data: [], total: 0, page: 1, limit: 100 })
        },
      }),
    )
    const part = await previousPartOf(
      { deps, config: NEW },
      REPO,
      judged({ counts: { critical: 0, high: 0, medium: 0, low: 0, info: 0 } }),
      {
        previous: { candidates: [fullScan('yesterday', 'a', 24)], first: false },
        look: LOOK,
        deadline: DEADLINE,
      },
    )
    expect(asked).toEqual([{ scan_id: 'yesterday', severity: 'high', page: 1, limit: 100 }])
    expect(part?.found).toBe(false)
  })

  it('starts the record only for a first full scan on the default branch', async () => {
    const options = { previous: { candidates: [], first: true }, look: LOOK, deadline: DEADLINE }
    const inputs = { deps: noClient(), config: NEW }
    expect(await previousPartOf(inputs, REPO, judged(), options)).toEqual({
      found: false,
      startsRecord: { branch: 'main' },
    })
    const onBranch = { ...options, look: { ...LOOK, onDefaultBranch: false } }
    expect(await previousPartOf(inputs, REPO, judged(), onBranch)).toEqual({
      found: false,
      problem:
        "No baseline for main: no earlier completed full scan of main was found in the service's scan list back 168h (reuse-max-age); every finding is counted until the next full scan",
    })
  })

  it('counts every finding when the only candidate is not shown to be earlier, or the plan did not look', async () => {
    const inputs = { deps: noClient(), config: NEW }
    const undated = fullScan('undated', 'a', 24, { created_at: undefined })
    const part = await previousPartOf(inputs, REPO, judged(), {
      previous: { candidates: [undated, fullScan('tonight', 'c', 0)], first: false },
      look: LOOK,
      deadline: DEADLINE,
    })
    expect(part).toMatchObject({
      found: false,
      problem: expect.stringContaining('no earlier completed full scan'),
    })
    const notLooked = await previousPartOf(inputs, REPO, judged(), {
      previous: undefined,
      look: { looked: false, onDefaultBranch: true },
      deadline: DEADLINE,
    })
    expect(notLooked).toEqual({
      found: false,
      problem:
        'No baseline for main: the plan did not look for previous full scans; set gate: new on the plan job too',
    })
  })
})

describe('the plan’s walk with gate: new', () => {
  /** A service whose GET /scans is `scans`, newest first, in pages of 100. */
  function listing(scans: Scan[]) {
    let requests = 0
    const deps = makeDeps(
      stubClient({
        listScans: (query) => {
          requests += 1
          const page = query?.page ?? 1
          const data = scans.slice((page - 1) * 100, page * 100)
          return Promise.resolve({ data, total: scans.length, page, limit: 100 })
        },
      }),
    )
    return { deps, requests: () => requests }
  }
  const others = (count: number, hoursAgo: number) =>
    Array.from({ length: count }, (_, i) =>
      makeScan({
        id: `other-${hoursAgo}-${i}`,
        scan_type: 'full',
        repo_url: 'https://github.com/acme/other',
        created_at: new Date(VIRTUAL_START_MS - hoursAgo * HOUR_MS).toISOString(),
      }),
    )

  it('walks on past the newest scan until the repository has a previous one', async () => {
    const list = [
      fullScan('tonight', 'c', 1, { status: 'running' }),
      ...others(150, 2),
      fullScan('yesterday', 'b', 24),
      ...others(150, 30),
      fullScan('before', 'a', 48),
    ]
    const { deps, requests } = listing(list)
    const scans = noPreviousScans()
    const walked = await findRecentScans(deps, [REPO], VIRTUAL_START_MS - 168 * HOUR_MS, DEADLINE, {
      scans,
      needsPrevious: () => true,
    })
    expect(walked.found.get('acme/api')?.id).toBe('tonight')
    expect(scans.candidates.get('acme/api')?.map((s) => s.id)).toEqual(['yesterday'])
    // The second page held the previous scan: the third was not read.
    expect(requests()).toBe(2)
    expect(walked.ended).toBe(false)
  })

  it('stops at the newest scan without gate: new, and with a repository reused as it is', async () => {
    const list = [fullScan('tonight', 'c', 1), ...others(150, 2), fullScan('yesterday', 'b', 24)]
    const plain = listing(list)
    await findRecentScans(plain.deps, [REPO], VIRTUAL_START_MS - 168 * HOUR_MS, DEADLINE)
    expect(plain.requests()).toBe(1)
    const reused = listing(list)
    await findRecentScans(reused.deps, [REPO], VIRTUAL_START_MS - 168 * HOUR_MS, DEADLINE, {
      scans: noPreviousScans(),
      needsPrevious: () => false,
    })
    expect(reused.requests()).toBe(1)
  })

  it('tells a first full scan from a repository with any earlier scan, of whatever kind', () => {
    const running = fullScan('tonight', 'c', 1, { status: 'running' })
    const empty = noPreviousScans()
    expect(isFirstFullScan(empty, REPO, undefined)).toBe(true)
    takePrevious(empty, REPO, running)
    expect(isFirstFullScan(empty, REPO, running)).toBe(true)
    const failed = noPreviousScans()
    takePrevious(failed, REPO, fullScan('failed', 'a', 30, { status: 'failed' }))
    expect(isFirstFullScan(failed, REPO, undefined)).toBe(false)
    expect(failed.candidates.get('acme/api')).toBeUndefined()
  })
})

describe('judgeContext', () => {
  const completed = fullScan('done', 'a', 24)
  const planned: ShardRepository[] = [
    { repository: sweepRepository('acme/reused'), action: 'reuse', scan: fullScan('r1', 'a', 24) },
    {
      repository: sweepRepository('acme/followed'),
      action: 'follow',
      scan: fullScan('f1', 'a', 2, { status: 'running' }),
    },
  ]
  const base = { scannable: [], planned, found: undefined, deadline: DEADLINE }

  it('reports again the plan’s reuse and a completed scan found by its commit, never a follow', () => {
    const context = judgeContext(
      { config: NEW, shard: undefined, runAttempt: 1 },
      { ...base, looked: { found: new Map([['acme/api', completed]]) } },
    )
    expect([...context.reportedAgain].sort()).toEqual(['done', 'r1'])
  })

  it('judges again on a re-run what an earlier attempt may have bought', () => {
    const rerun = judgeContext(
      { config: NEW, shard: undefined, runAttempt: 2 },
      { ...base, looked: { found: new Map([['acme/api', completed]]) } },
    )
    expect([...rerun.reportedAgain]).toEqual(['r1'])
    const known = judgeContext(
      { config: NEW, shard: undefined, runAttempt: 2 },
      { ...base, looked: { found: new Map([['acme/api', completed]]), boughtEarlier: new Set() } },
    )
    expect([...known.reportedAgain].sort()).toEqual(['done', 'r1'])
  })
})

describe('the words of gate: new in a sweep', () => {
  it('are quoted word for word in docs/troubleshooting.md', () => {
    for (const line of [
      SWEEP_BASELINE_PROBLEMS.notLooked('main'),
      SWEEP_BASELINE_PROBLEMS.unreadable('main', 'GET /scans failed (http 503)'),
      SWEEP_BASELINE_PROBLEMS.noPrevious('main', ' back 168h (reuse-max-age)'),
      describeReportedAgain('main', 'scan-1', 14),
    ]) {
      expect(quotesWordForWord(line), line).toBe(true)
    }
  })
})
