import { describe, expect, it } from 'vitest'
import type { MatrixConfig } from '../../src/config/matrix.js'
import type { Scan } from '../../src/service/schemas.js'
import {
  buildPlan,
  commitOfScanName,
  decideAction,
  findRecentScans,
  shardRequestsPerMinute,
} from '../../src/sweep/plan/plan.js'
import { sizeWarnings } from '../../src/sweep/plan/run.js'
import { HEAD_SHA } from '../../testkit/ids.js'
import { makeScan, stubClient } from '../support/service.js'
import { makeDeps, manyRepositories, sweepRepository } from './helpers.js'

const NOW = Date.parse('2030-01-08T00:00:00Z')
const DAY = 86_400_000
const WEEK = 7 * DAY
const at = (ms: number) => new Date(ms).toISOString()
const DEADLINE = { atMs: Number.MAX_SAFE_INTEGER, name: 'scan-timeout (1h)' }

function fullScan(fullName: string, overrides: Partial<Scan> = {}): Scan {
  return makeScan({
    id: `scan-${fullName}`,
    scan_type: 'full',
    name: `${fullName} (main) @ ${HEAD_SHA}`,
    repo_url: `https://github.com/${fullName}`,
    branch: 'main',
    created_at: at(NOW - DAY),
    ...overrides,
  })
}

function matrix(overrides: Partial<MatrixConfig> = {}): MatrixConfig & { shards: number } {
  return {
    mode: 'plan',
    keys: ['k1'],
    shards: 4,
    planFile: 'plan.json',
    reportsDir: 'shards',
    timeBudgetMs: 5 * 3_600_000,
    reuseMaxAgeMs: WEEK,
    ...overrides,
  }
}

describe('commitOfScanName', () => {
  it('reads the whole commit a scan is named after, and nothing shorter', () => {
    expect(commitOfScanName(`acme/a (main) @ ${HEAD_SHA.toUpperCase()}`)).toBe(HEAD_SHA)
    expect(commitOfScanName(`acme/a (main) @ ${HEAD_SHA.slice(0, 7)}`)).toBeUndefined()
    expect(commitOfScanName('nightly')).toBeUndefined()
    expect(commitOfScanName(null)).toBeUndefined()
  })
})

describe('decideAction', () => {
  const options = { nowMs: NOW, reuseMaxAgeMs: WEEK, startLagMs: 5 * 3_600_000 }
  const unchanged = { pushedAt: at(NOW - 2 * DAY) }

  it('reuses a recent completed scan of a repository nothing was pushed to since', () => {
    expect(decideAction(unchanged, fullScan('acme/a'), options)).toBe('reuse')
  })

  it('follows, to read it once, a completed scan of a repository the last run did not judge', () => {
    const unjudged = new Set(['acme/a'])
    const named = { ...unchanged, fullName: 'Acme/A' }
    expect(decideAction(named, fullScan('acme/a'), { ...options, unjudged })).toBe('follow')
    expect(
      decideAction({ ...named, fullName: 'acme/b' }, fullScan('acme/b'), { ...options, unjudged }),
    ).toBe('reuse')
    // A push since: scanned again, as without the report.
    const pushed = { pushedAt: at(NOW - 1_000), fullName: 'acme/a' }
    expect(decideAction(pushed, fullScan('acme/a'), { ...options, unjudged })).toBe('scan')
  })

  it('scans again after a push, past reuse-max-age, without a commit in the name, or when GitHub gave no push time', () => {
    expect(decideAction({ pushedAt: at(NOW - 1_000) }, fullScan('acme/a'), options)).toBe('scan')
    const old = fullScan('acme/a', { created_at: at(NOW - WEEK - 1) })
    expect(decideAction({ pushedAt: at(NOW - 30 * DAY) }, old, options)).toBe('scan')
    expect(decideAction(unchanged, fullScan('acme/a', { name: 'nightly' }), options)).toBe('scan')
    expect(decideAction({}, fullScan('acme/a'), options)).toBe('scan')
    expect(decideAction(unchanged, undefined, options)).toBe('scan')
  })

  it('scans again after a push the scan may not have seen: one in the time a shard may start it after reading the commit', () => {
    // Scanned a day ago; pushed 3 hours before that scan started, within a 5-hour budget.
    const lagging = { pushedAt: at(NOW - DAY - 3 * 3_600_000) }
    expect(decideAction(lagging, fullScan('acme/a'), options)).toBe('scan')
    const before = { pushedAt: at(NOW - DAY - 6 * 3_600_000) }
    expect(decideAction(before, fullScan('acme/a'), options)).toBe('reuse')
  })

  it('follows a scan still working, and never a failed one', () => {
    expect(decideAction({}, fullScan('acme/a', { status: 'running' }), options)).toBe('follow')
    expect(decideAction({}, fullScan('acme/a', { status: 'queued' }), options)).toBe('follow')
    expect(decideAction({}, fullScan('acme/a', { status: 'failed' }), options)).toBe('scan')
  })
})

describe('findRecentScans', () => {
  it('walks newest first until a page is wholly older than the window, keeping each branch’s newest full scan', async () => {
    const pages: Scan[][] = [
      [
        fullScan('acme/a', { id: 'a-new', created_at: at(NOW - 1_000) }),
        fullScan('acme/a', { id: 'pr', scan_type: 'pr', created_at: at(NOW - 2_000) }),
        fullScan('acme/b', { id: 'b-dev', branch: 'dev', created_at: at(NOW - 3_000) }),
        fullScan('acme/b', { id: 'b-failed', status: 'failed', created_at: at(NOW - 4_000) }),
      ],
      [
        fullScan('acme/a', { id: 'a-old', created_at: at(NOW - 2 * DAY) }),
        fullScan('acme/b', { id: 'b-main', created_at: at(NOW - 2 * DAY) }),
      ],
      [fullScan('acme/c', { id: 'c-too-old', created_at: at(NOW - 2 * WEEK) })],
      [fullScan('acme/c', { id: 'never-read', created_at: at(NOW - 3 * WEEK) })],
    ]
    const asked: number[] = []
    const client = stubClient({
      listScans: (query) => {
        const page = query?.page ?? 1
        asked.push(page)
        // Full pages, so that only the dates end the walk: the rest of each page is other
        // repositories' scans, dated as its last.
        const own = pages[page - 1] ?? []
        const filler = Array.from({ length: 100 - own.length }, (_, i) =>
          fullScan(`other/x-${page}-${i}`, { created_at: own.at(-1)?.created_at }),
        )
        const data = own.length === 0 ? [] : [...own, ...filler]
        return Promise.resolve({ data, total: 1_000, page, limit: data.length })
      },
    })
    const repositories = ['acme/a', 'acme/b', 'acme/c'].map((n) => sweepRepository(n))
    const { found, complete } = await findRecentScans(
      { ...makeDeps(client) },
      repositories,
      NOW - WEEK,
      DEADLINE,
    )
    expect(complete).toBe(true)
    expect(asked).toEqual([1, 2, 3])
    expect(Object.fromEntries([...found].map(([k, v]) => [k, v.id]))).toEqual({
      'acme/a': 'a-new',
      'acme/b': 'b-main',
    })
  })
})

describe('buildPlan', () => {
  const repositories = manyRepositories(400).map((r, i) => ({ ...r, id: 50_000 + i }))

  it('puts each repository in its shard by its id, the least recently scanned first', () => {
    const found = new Map([
      ['acme/repo-001', fullScan('acme/repo-001', { created_at: at(NOW - 1_000) })],
      ['acme/repo-002', fullScan('acme/repo-002', { created_at: at(NOW - 5 * DAY) })],
    ])
    const plan = buildPlan(repositories, [], found, {
      matrix: matrix(),
      nowMs: NOW,
      requestsPerMinute: 50,
      readsFindings: false,
      uploadsSarif: false,
    })
    expect(plan.repositories).toHaveLength(400)
    expect(plan.repositories.map((r) => r.fullName).slice(-2)).toEqual([
      'acme/repo-002',
      'acme/repo-001',
    ])
    const renamed = buildPlan(
      repositories.map((r) => ({ ...r, fullName: `${r.fullName}-renamed` })),
      [],
      new Map(),
      {
        matrix: matrix(),
        nowMs: NOW,
        requestsPerMinute: 50,
        readsFindings: false,
        uploadsSarif: false,
      },
    )
    const shardOf = (p: typeof plan, id: number) => p.repositories.find((r) => r.id === id)?.shard
    for (const r of repositories) expect(shardOf(renamed, r.id)).toBe(shardOf(plan, r.id))
    expect(new Set(plan.repositories.map((r) => r.shard))).toEqual(new Set([0, 1, 2, 3]))
  })

  it('keeps of each scan only what a shard reads: the plan is an artifact anyone may download', () => {
    const scan = { ...fullScan('acme/repo-001'), target_urls: ['https://secret.example.com'] }
    const plan = buildPlan(repositories.slice(0, 1), [], new Map([['acme/repo-001', scan]]), {
      matrix: matrix(),
      nowMs: NOW,
      requestsPerMinute: 50,
      readsFindings: true,
      uploadsSarif: false,
    })
    const kept = plan.repositories[0]?.scan as Record<string, unknown>
    expect(kept.id).toBe(scan.id)
    expect(kept.name).toBe(scan.name)
    expect(kept).not.toHaveProperty('target_urls')
  })

  it('sizes the runs and shards for the keys and time-budget, and warns when the workflow has fewer', () => {
    const many = manyRepositories(10_000)
    const options = { nowMs: NOW, requestsPerMinute: 50, readsFindings: true, uploadsSarif: true }
    const oneKey = buildPlan(many, [], new Map(), { ...options, matrix: matrix() })
    // 10,000 scans at 2.1 requests: 21,000; a key at 45 a minute for 300 minutes: 13,500.
    expect(oneKey.sizing).toMatchObject({ toScan: 10_000, requests: 21_000, nightsNeeded: 2 })
    // GitHub's writes, 2 s a repository, in 5 hours: 2 shards at least.
    expect(oneKey.sizing.shardsNeeded).toBe(2)
    const threeKeys = buildPlan(many, [], new Map(), {
      ...options,
      matrix: matrix({ keys: ['k1', 'k2', 'k3'], shards: 2 }),
    })
    // Two shards use two of the three keys: 21,000 requests at 2 × 12,150 a night.
    expect(threeKeys.sizing).toMatchObject({ nightsNeeded: 1, shardsNeeded: 3 })
    const oneShard = buildPlan(many, [], new Map(), {
      ...options,
      matrix: matrix({ keys: ['k1', 'k2', 'k3'], shards: 1 }),
    })
    // One shard, one key used: as slow as one key.
    expect(oneShard.sizing.nightsNeeded).toBe(oneKey.sizing.nightsNeeded)
    expect(sizeWarnings(threeKeys)).toEqual([
      "shards: 2 for 10000 repositories on 3 keys; the plan needs 3 (one a key at least, and GitHub's writes within time-budget): raise shards",
    ])
    expect(sizeWarnings(oneKey)).toHaveLength(1)
    const crowded = buildPlan(many, [], new Map(), {
      ...options,
      requestsPerMinute: 10,
      matrix: matrix({ shards: 24, maxParallel: 24 }),
    })
    expect(sizeWarnings(crowded)[0]).toBe(
      "max-parallel: up to 24 shards run at once on one key, past its 10 requests a minute at one a shard: set max-parallel (here and in the matrix's strategy) to at most 10, or give more keys",
    )
    expect(sizeWarnings(oneKey)[0]).toMatch(
      /^About 21000 requests .* take 2 runs within time-budget/,
    )
  })

  it('splits max-credits over the shards by what each has to scan', () => {
    const found = new Map(
      repositories
        .slice(0, 100)
        .map((r) => [r.fullName, fullScan(r.fullName, { status: 'running' })]),
    )
    const plan = buildPlan(repositories, [], found, {
      matrix: matrix(),
      nowMs: NOW,
      requestsPerMinute: 50,
      maxCredits: 3_000,
      readsFindings: false,
      uploadsSarif: false,
    })
    const toScan = [0, 1, 2, 3].map(
      (s) => plan.repositories.filter((r) => r.shard === s && r.action === 'scan').length,
    )
    expect(plan.sizing).toMatchObject({ toScan: 300, toFollow: 100 })
    expect(plan.creditsPerShard).toEqual(toScan.map((n) => Math.floor((3_000 * n) / 300)))
    expect(plan.creditsPerShard?.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(3_000)
  })
})

describe('shardRequestsPerMinute', () => {
  it('splits a key’s share over the shards that can run on it at once', () => {
    const plan = { shards: 6, keys: 3, maxParallel: 6, requestsPerMinute: 50 }
    // Two shards a key, both running: 25 each.
    expect([0, 1, 2, 3, 4, 5].map((i) => shardRequestsPerMinute(plan, i))).toEqual(
      new Array(6).fill(25),
    )
    // One at a time in all: each shard alone on its key.
    expect(shardRequestsPerMinute({ ...plan, maxParallel: 1 }, 4)).toBe(50)
    // Seven shards on two keys: four on key 0, three on key 1.
    const odd = { shards: 7, keys: 2, maxParallel: 7, requestsPerMinute: 50 }
    expect(shardRequestsPerMinute(odd, 0)).toBe(12)
    expect(shardRequestsPerMinute(odd, 1)).toBe(16)
  })
})
