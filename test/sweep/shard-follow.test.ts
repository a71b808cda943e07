/**
 * A shard following the scans its plan gave it, when its time-budget ends before they complete:
 * each is deferred to the next run, unless it is still working MAX_FOLLOW_AGE_HOURS after it was
 * created; then its repository fails, not judged, and nothing is bought again.
 */
import { describe, expect, it } from 'vitest'
import type { Scan } from '../../src/service/schemas.js'
import type { ShardPlan } from '../../src/sweep/model.js'
import { decideSweep, stillRunning } from '../../src/sweep/outcome.js'
import { MAX_FOLLOW_AGE_HOURS } from '../../src/sweep/shard/steps.js'
import { runSweepSteps } from '../../src/sweep/steps.js'
import { VIRTUAL_START_MS } from '../../testkit/fakes/clock.js'
import { quotesWordForWord } from '../docs/troubleshooting.js'
import { stubClient } from '../support/service.js'
import { makeDeps, makeSweepConfig, sweepRepository } from './helpers.js'

const HOUR_MS = 3_600_000
const BUDGET_MS = HOUR_MS

/** A scan in human triage, created at `createdAt` (undated when undefined). */
function triageScan(id: string, createdAt: string | undefined): Scan {
  return {
    id,
    status: 'triage',
    scan_type: 'full',
    name: `acme/${id} main @ ${'a'.repeat(40)}`,
    ...(createdAt === undefined ? {} : { created_at: createdAt }),
    updated_at: new Date(VIRTUAL_START_MS - 2 * HOUR_MS).toISOString(),
  }
}

function hoursAgo(hours: number): string {
  return new Date(VIRTUAL_START_MS - hours * HOUR_MS).toISOString()
}

/**
 * Follows the plan's `scans` in one shard whose budget ends in an hour; the service never finishes
 * them, and shows each as `listed` makes it (as planned by default).
 */
async function followUntilBudget(scans: readonly Scan[], listed = (scan: Scan): Scan => scan) {
  const records = scans.map(listed)
  const deps = makeDeps(stubClient({}))
  deps.client = stubClient({
    listScans: () => Promise.resolve({ data: records, total: records.length, page: 1, limit: 100 }),
    getScan: (id) => Promise.resolve(records.find((s) => s.id === id) ?? { id }),
  })
  const shard: ShardPlan = {
    repositories: scans.map((scan) => ({
      repository: sweepRepository(`acme/${scan.id}`),
      action: 'follow',
      scan,
    })),
    planCreatedAtMs: VIRTUAL_START_MS - 60_000,
    startUntilMs: VIRTUAL_START_MS + BUDGET_MS / 2,
    endByMs: VIRTUAL_START_MS + BUDGET_MS,
    budget: 'time-budget (1h)',
  }
  const config = makeSweepConfig({}, { pollIntervalMs: 60_000 })
  const run = await runSweepSteps({
    deps,
    config,
    serverUrl: 'https://github.com',
    runAttempt: 1,
    shard,
  })
  return { run, deps, config }
}

describe('a shard whose followed scans outlast its time-budget', () => {
  it('fails, not judged, a scan still working past the age allowed; defers a fresh one and an undated one', async () => {
    const { run, deps, config } = await followUntilBudget([
      triageScan('stale', hoursAgo(MAX_FOLLOW_AGE_HOURS + 11)),
      triageScan('fresh', hoursAgo(MAX_FOLLOW_AGE_HOURS - 12)),
      triageScan('undated', undefined),
      triageScan('garbled', 'the day before yesterday'),
    ])
    expect(deps.clock.now()).toBeGreaterThanOrEqual(VIRTUAL_START_MS + BUDGET_MS * 0.9)
    expect(run.items.map((i) => [i.repository.fullName, i.status])).toEqual([
      ['acme/stale', 'failed'],
      ['acme/fresh', 'deferred'],
      ['acme/undated', 'deferred'],
      ['acme/garbled', 'deferred'],
    ])
    expect(run.items[0]?.outcome.problem).toBe(
      "Not judged: scan stale, created 60h ago, is still working (status triage), past the 48h a followed scan may take; it may be stuck (in triage, say): look at it in the service's dashboard. The next run follows it again, and does not buy it twice",
    )
    expect(quotesWordForWord(run.items[0]?.outcome.problem ?? '')).toBe(true)
    // The shard fails on it (a re-run follows it, buying nothing), and the merge counts it unjudged.
    const outcome = decideSweep(run, config, 'shard')
    expect(outcome.gate.result).toBe('unknown')
    expect(outcome.counts).toMatchObject({ judged: 0, failed: 1, deferred: 3 })
    expect(stillRunning(outcome).map((i) => i.repository.fullName)).toContain('acme/stale')
  })

  it("goes by the date the plan read when the service's record leaves it out", async () => {
    const stale = triageScan('stale', hoursAgo(MAX_FOLLOW_AGE_HOURS + 1))
    const { run } = await followUntilBudget([stale], (scan) => ({ ...scan, created_at: undefined }))
    expect(run.items[0]?.status).toBe('failed')
    expect(run.items[0]?.outcome.problem).toMatch(/^Not judged: scan stale, created 50h ago, /)
  })
})
