import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { decideVerdict, EXIT_CODES } from '../../src/job/verdict.js'
import { sweepReportFileSchema } from '../../src/report/formats/report-file-sweep.js'
import { readShardReports } from '../../src/sweep/merge/read.js'
import { endOfMerge, mergeShards } from '../../src/sweep/merge/merge.js'
import { renderMergedReportFile } from '../../src/sweep/merge/report-file.js'
import { decideSweep } from '../../src/sweep/outcome.js'
import { renderSweepReportFile } from '../../src/sweep/report-file.js'
import { validateReportFile } from '../report/report-file-validate.js'
import { judgedItem, unjudgedItem } from './helpers.js'
import {
  GATE,
  mergeFiles,
  PLAN,
  useReportsDir,
  writeShardFile,
  type ShardFile,
} from './merge-fixtures.js'

const reportsDir = useReportsDir()

/** Three clean shards: 0 and 2 with two repositories, 1 with one. */
const CLEAN = [
  { index: 0, items: [judgedItem('acme/a', {}, { credits: 5 }), judgedItem('acme/b')] },
  { index: 1, items: [judgedItem('acme/c', { medium: 3 }, { credits: 7 })] },
  { index: 2, items: [judgedItem('acme/d'), judgedItem('acme/e', {}, { reused: true })] },
]

/** The shards' files, merged against a plan whose shard 0 holds `names[0]`, shard 1 `names[1]`… */
async function mergeAgainstPlan(shards: readonly ShardFile[], ...names: string[][]) {
  const plan = {
    ...PLAN,
    repositories: names.flatMap((list, shard) => list.map((fullName) => ({ shard, fullName }))),
  }
  const dir = await reportsDir()
  for (const shard of shards) await writeShardFile(dir, shard)
  return mergeShards(await readShardReports(dir, plan), plan, GATE)
}

/** Nothing a log line must not hold: control characters or a workflow command. */
function expectLogSafe(line: string): void {
  // eslint-disable-next-line no-control-regex
  expect(line).not.toMatch(/[\u0000-\u001f\u007f]/)
  expect(line).not.toContain('::')
}

describe('merging the shards of a planned sweep', () => {
  it('passes when every shard reported clean, with the totals summed', async () => {
    const merged = await mergeFiles(await reportsDir(), CLEAN)
    expect(merged.gate).toEqual({
      result: 'passed',
      threshold: 'high',
      warnOnly: false,
      reason: '5 repositories scanned in 3 shards, none with findings at or above high',
    })
    expect(merged.counts).toEqual({
      repositories: 5,
      judged: 5,
      breaching: 0,
      failed: 0,
      skipped: 0,
      deferred: 0,
    })
    expect(merged.creditsSpent).toBe(5 + 10 + 7 + 10)
    expect(merged.missing).toEqual([])
    expect(merged.notes).toEqual([])
    expect(merged.shards.map((s) => [s.index, s.status, s.runAttempt, s.result])).toEqual([
      [0, 'reported', 1, 'passed'],
      [1, 'reported', 1, 'passed'],
      [2, 'reported', 1, 'passed'],
    ])
    expect(endOfMerge(merged)).toMatchObject({ fails: false, leftOut: false })
  })

  it('fails closed on a shard that did not report, naming it and what to do', async () => {
    const merged = await mergeFiles(await reportsDir(), [CLEAN[0]!, CLEAN[2]!])
    expect(merged.gate.result).toBe('unknown')
    expect(merged.missing).toEqual([1])
    expect(merged.shards[1]).toEqual({ index: 1, status: 'missing' })
    expect(merged.gate.reason).toMatch(
      /^shard 1 did not report: its repositories are not judged; re-run it \(Re-run failed jobs\)/,
    )
    expect(merged.problem).toContain('shard 1 did not report')
    const verdict = decideVerdict(endOfMerge(merged))
    expect(verdict).toMatchObject({ level: 'fail', exitCode: EXIT_CODES.unknown })
  })

  it("counts the missing shards' repositories when the plan says which they are", async () => {
    const merged = await mergeAgainstPlan(
      [CLEAN[1]!],
      ['acme/a', 'acme/b'],
      ['acme/c'],
      ['d', 'e', 'f'],
    )
    expect(merged.gate.reason).toMatch(
      /^shards 0 and 2 did not report: their 5 repositories are not judged; re-run them/,
    )
    // Counted with the organization's, as not judged: shard 1 reported acme/c.
    expect(merged.counts).toMatchObject({ repositories: 6, judged: 1, failed: 5 })
    // The next plan reads the scans of these, rather than reusing them from their counts.
    expect(merged.unjudged).toEqual(['acme/a', 'acme/b', 'd', 'e', 'f'])
  })

  it("does not take a shard's word for what it judged: what its report leaves out of the plan is not judged", async () => {
    const merged = await mergeAgainstPlan(
      CLEAN,
      ['acme/a', 'acme/b'],
      ['acme/c', 'acme/x', 'acme/y'],
      ['acme/d', 'acme/e'],
    )
    expect(merged.gate.result).toBe('unknown')
    expect(merged.gate.reason).toMatch(
      /^shard 1's report leaves out 2 of its 3 planned repositories \(acme\/x, acme\/y\): they are not judged; check that each shard uploads its own report-file in its own artifact, then re-run all jobs/,
    )
    expect(merged.problem).toContain("shard 1's report leaves out 2")
    // Counted with the organization's repositories, as not judged: 5 reported and 2 left out.
    expect(merged.counts).toMatchObject({ repositories: 7, judged: 5, failed: 2 })
    expect(merged.unjudged).toEqual(['acme/x', 'acme/y'])
    expect(decideVerdict(endOfMerge(merged))).toMatchObject({ level: 'fail' })
  })

  it('does not trust a report holding repositories the plan gave another shard, but a breach still fails', async () => {
    const names = [['acme/a', 'acme/b'], ['acme/z'], ['acme/d', 'acme/e']]
    const merged = await mergeAgainstPlan(CLEAN, ...names)
    expect(merged.gate.result).toBe('unknown')
    expect(merged.problem).toContain(
      "shard 1's report leaves out 1 of its 1 planned repositories (acme/z): they are not judged, and holds 1 the plan did not give it (acme/c): it is not this plan's shard 1",
    )
    const breach = { index: 1, items: [judgedItem('acme/c', { critical: 1 })] }
    const withBreach = await mergeAgainstPlan([CLEAN[0]!, breach, CLEAN[2]!], ...names)
    expect(withBreach.gate.result).toBe('failed')
  })

  it('passes when every report holds exactly its shard of the plan', async () => {
    const merged = await mergeAgainstPlan(
      CLEAN,
      ['acme/a', 'acme/B'],
      ['acme/c'],
      ['acme/d', 'acme/e'],
    )
    expect(merged.gate.result).toBe('passed')
    expect(merged.problem).toBeUndefined()
  })

  it.each([
    ['in folders that sort by attempt', undefined, undefined],
    ['whatever the folders say', 'z-first', 'a-second'],
  ])("takes each shard's latest attempt (%s)", async (_, folder1, folder2) => {
    const dir = await reportsDir()
    const first = { index: 1, attempt: 1, folder: folder1 }
    await writeShardFile(dir, { ...first, items: [unjudgedItem('acme/c', 'failed', 'timed out')] })
    await writeShardFile(dir, { index: 1, attempt: 2, folder: folder2, items: CLEAN[1]!.items })
    const merged = await mergeFiles(dir, [CLEAN[0]!, CLEAN[2]!])
    expect(merged.gate.result).toBe('passed')
    expect(merged.shards[1]).toMatchObject({ runAttempt: 2, result: 'passed' })
    expect(merged.counts.failed).toBe(0)
    expect(merged.notes).toHaveLength(1)
    expect(merged.notes[0]).toMatch(
      /^Set aside shard 1 attempt 1 \(.+\): attempt 2 \(.+\) is newer$/,
    )
  })

  it('fails on a breach in one shard, naming the repository', async () => {
    const breach = { index: 1, items: [judgedItem('acme/c', { high: 2 }), judgedItem('acme/x')] }
    const merged = await mergeFiles(await reportsDir(), [CLEAN[0]!, breach, CLEAN[2]!])
    expect(merged.gate.result).toBe('failed')
    expect(merged.gate.reason).toMatch(
      /^1 of 6 repositories breach fail-on-severity high \(acme\/c: 2 findings at or above high/,
    )
    expect(merged.listed.breaching.map((r) => [r.shard, r.entry.repository])).toEqual([
      [1, 'acme/c'],
    ])
    expect(decideVerdict(endOfMerge(merged))).toMatchObject({ exitCode: EXIT_CODES.gateFailed })
  })

  it('ranks a judged breach above a missing shard', async () => {
    const merged = await mergeFiles(await reportsDir(), [
      { index: 0, items: [judgedItem('acme/a', { critical: 1 })] },
    ])
    expect(merged.gate.result).toBe('failed')
    expect(merged.gate.reason).toMatch(/^shards 1 and 2 did not report.*; 1 of 1 repositories/)
  })

  it('lists repositories deferred on purpose, and does not fail on them', async () => {
    const deferred = unjudgedItem('acme/late', 'deferred', 'its shard reached its time-budget')
    const merged = await mergeFiles(await reportsDir(), [
      CLEAN[0]!,
      { index: 1, items: [...CLEAN[1]!.items, deferred] },
      CLEAN[2]!,
    ])
    expect(merged.gate.result).toBe('passed')
    expect(merged.gate.reason).toContain('; 1 deferred to the next run')
    expect(merged.counts).toMatchObject({ deferred: 1, failed: 0, repositories: 6 })
    expect(merged.listed.deferred.map((r) => r.entry.repository)).toEqual(['acme/late'])
    expect(merged.listed.notJudged).toEqual([])
    // Deferred on purpose is what the plan said: no warning of its own.
    expect(decideVerdict(endOfMerge(merged))).toMatchObject({ level: 'pass', exitCode: 0 })
  })

  it('is unknown, and fails, when every shard deferred every repository: the night judged nothing', async () => {
    const deferred = (name: string) =>
      unjudgedItem(name, 'deferred', 'Deferred to the next run: time-budget (5h) ended', {
        scanId: `scan-${name}`,
        stop: 'timeout',
      })
    const shards = [
      { index: 0, items: [deferred('acme/a'), deferred('acme/b')] },
      { index: 1, items: [deferred('acme/c')] },
      { index: 2, items: [deferred('acme/d')] },
    ]
    const dir = await reportsDir()
    for (const shard of shards) await writeShardFile(dir, shard)
    const reports = await readShardReports(dir, PLAN)
    // Each shard judged its part as a shard does: deferred on purpose, not a failure of its own.
    expect([...reports.latest.values()].map((r) => r.report.sweep.gate.result)).toEqual([
      'passed',
      'passed',
      'passed',
    ])
    for (const gate of [GATE, { ...GATE, warnOnly: true }]) {
      const merged = mergeShards(reports, PLAN, gate)
      expect(merged.gate.result).toBe('unknown')
      expect(merged.gate.reason).toBe('no repository was judged: 4 deferred to the next run')
      expect(merged.counts).toMatchObject({ repositories: 4, judged: 0, deferred: 4, failed: 0 })
      expect(decideVerdict(endOfMerge(merged))).toMatchObject({
        level: 'fail',
        exitCode: EXIT_CODES.unknown,
      })
    }
  })

  it('is unknown when nothing was judged, whatever the reasons, and says each', async () => {
    const merged = await mergeFiles(await reportsDir(), [
      { index: 0, items: [unjudgedItem('acme/a', 'skipped', 'Skipped: over max-credits')] },
      { index: 1, items: [unjudgedItem('acme/b', 'skipped', 'Not scanned: 0 credits')] },
      { index: 2, items: [unjudgedItem('acme/c', 'deferred', 'Deferred to the next run')] },
    ])
    expect(merged.gate).toMatchObject({
      result: 'unknown',
      reason: 'no repository was judged: 2 skipped, 1 deferred to the next run',
    })
    const failed = await mergeFiles(await reportsDir(), [
      { index: 0, items: [unjudgedItem('acme/d', 'failed', 'Not judged: scan x is stuck')] },
      { index: 1, items: [unjudgedItem('acme/e', 'skipped', 'Skipped: over max-credits')] },
      { index: 2, items: [unjudgedItem('acme/f', 'deferred', 'Deferred to the next run')] },
    ])
    expect(failed.gate).toMatchObject({
      result: 'unknown',
      reason:
        'no repository was judged: 1 could not be judged (acme/d: Not judged: scan x is stuck), 1 skipped, 1 deferred to the next run',
    })
  })

  it('counts no deferred repository in a report written before shards could defer', async () => {
    const dir = await reportsDir()
    const path = await writeShardFile(dir, CLEAN[0]!)
    const old = JSON.parse(await readFile(path, 'utf8')) as { sweep: { counts: object } }
    old.sweep.counts = { ...old.sweep.counts, deferred: undefined }
    await writeFile(path, JSON.stringify(old))
    const merged = await mergeFiles(dir, [CLEAN[1]!, CLEAN[2]!])
    expect(merged.counts.deferred).toBe(0)
    expect(merged.shards[0]?.counts?.deferred).toBe(0)
    expect(merged.gate.result).toBe('passed')
  })

  it('says which shard stopped starting scans, in its words made safe for the log', async () => {
    const startsStopped =
      'The service refused a scan: 402 Payment Required (credits exhausted)\n::error::owned'
    const merged = await mergeFiles(await reportsDir(), [
      CLEAN[0]!,
      CLEAN[1]!,
      { ...CLEAN[2]!, startsStopped },
    ])
    expect(merged.gate.reason).toContain(
      'shard 2 stopped starting scans: The service refused a scan: 402 Payment Required (credits exhausted)',
    )
    expectLogSafe(merged.gate.reason)
    expect(merged.shards[2]?.startsStopped).toBe(startsStopped)
  })

  it('names at most three repositories in a reason of one bounded line', async () => {
    const items = Array.from({ length: 40 }, (_, i) =>
      unjudgedItem(`acme/r${i}`, 'failed', `why ${'x'.repeat(300)}\n::warning::${i}`),
    )
    const merged = await mergeFiles(await reportsDir(), [{ index: 0, items }, CLEAN[1]!, CLEAN[2]!])
    expect(merged.gate.result).toBe('unknown')
    expect(merged.gate.reason).toContain('40 could not be judged (acme/r0: why')
    expect(merged.gate.reason).toContain(', and 37 more)')
    expect(merged.gate.reason.length).toBeLessThanOrEqual(1_000)
    expectLogSafe(merged.gate.reason)
  })
})

describe('reading the shard reports', () => {
  it('ignores the reports of another plan, with a note saying why', async () => {
    const dir = await reportsDir()
    await writeShardFile(dir, { ...CLEAN[1]!, planCreatedAt: '2026-02-28T02:00:00.000Z' })
    await writeShardFile(dir, { ...CLEAN[2]!, count: 4, folder: 'four-shards' })
    await writeShardFile(dir, { index: 5, items: CLEAN[0]!.items, folder: 'out-of-range' })
    const read = await readShardReports(dir, PLAN)
    expect([...read.latest.keys()]).toEqual([])
    expect(read.notes).toEqual([
      'Ignored four-shards/security-scan-report.json: a shard report of another plan (4 shards, this plan 3)',
      "Ignored out-of-range/security-scan-report.json: shard 5 is out of range (this plan's shards are 0 to 2)",
      'Ignored security-scan-shard-1-attempt-1/security-scan-report.json: a shard report of another plan (made at 2026-02-28T02:00:00.000Z, this plan at 2026-03-01T02:00:00.000Z)',
    ])
  })

  it('ignores what is not a shard report, and names files safely', async () => {
    const dir = await reportsDir()
    const hostile = join(dir, '::error::owned\nx\u001b[31m')
    await mkdir(hostile)
    await writeFile(join(hostile, 'broken.json'), '{"schemaVersion": 3,')
    await writeFile(join(dir, 'run.json'), JSON.stringify({ schemaVersion: 2 }))
    await writeFile(join(dir, 'null.json'), 'null')
    await writeFile(join(dir, 'v3.json'), JSON.stringify({ schemaVersion: 3 }))
    await writeFile(join(dir, 'notes.txt'), 'not read')
    const unsharded = decideSweep({ items: CLEAN[0]!.items }, GATE)
    await writeFile(join(dir, 'sweep.json'), [...renderSweepReportFile(unsharded)].join(''))
    const read = await readShardReports(dir, PLAN)
    expect(read.latest.size).toBe(0)
    expect(read.notes).toHaveLength(5)
    expect(read.notes[0]).toMatch(/^Ignored .*owned x .*broken\.json: not JSON$/)
    expect(read.notes.slice(1)).toEqual([
      'Ignored null.json: not a sweep report file (schemaVersion undefined)',
      'Ignored run.json: not a sweep report file (schemaVersion 2)',
      'Ignored sweep.json: a sweep report without a shard frame (not written by a shard)',
      'Ignored v3.json: not a valid sweep report file at sweep: Invalid input: expected object, received undefined',
    ])
    for (const note of read.notes) expectLogSafe(note)
  })

  it('keeps the first of two reports of the same attempt', async () => {
    const dir = await reportsDir()
    await writeShardFile(dir, { ...CLEAN[0]!, folder: 'a' })
    await writeShardFile(dir, { index: 0, items: [judgedItem('acme/z')], folder: 'b' })
    const read = await readShardReports(dir, PLAN)
    expect(read.latest.get(0)?.report.repositories.map((r) => r.repository)).toEqual([
      'acme/a',
      'acme/b',
    ])
    expect(read.notes).toEqual([
      'Ignored b/security-scan-report.json: a second report of shard 0 attempt 1 (kept a/security-scan-report.json)',
    ])
  })

  it.each([
    ['an empty folder', ''],
    ['a folder that does not exist', 'missing'],
  ])('makes every shard missing from %s', async (_, sub) => {
    const dir = join(await reportsDir(), sub)
    const read = await readShardReports(dir, PLAN)
    const merged = mergeShards(read, PLAN, GATE)
    expect(merged.missing).toEqual([0, 1, 2])
    expect(merged.gate.result).toBe('unknown')
    expect(merged.gate.reason).toMatch(/^shards 0, 1 and 2 did not report/)
    expect(merged.counts.repositories).toBe(0)
    expect(read.notes).toEqual(sub === '' ? [] : [expect.stringMatching(/missing: ENOENT$/)])
  })
})

describe('the merged report file', () => {
  it("is a valid sweep report file with every shard's repositories in shard order", async () => {
    const breach = judgedItem('acme/c', { high: 1 })
    const deferred = unjudgedItem('acme/late', 'deferred', 'time-budget reached')
    const merged = await mergeFiles(await reportsDir(), [
      CLEAN[2]!,
      { index: 0, items: [breach, deferred] },
    ])
    const parsed = JSON.parse([...renderMergedReportFile(merged)].join('')) as unknown
    expect(validateReportFile(parsed)).toEqual([])
    const file = sweepReportFileSchema.parse(parsed)
    expect(file.sweep.shard).toBeUndefined()
    expect(file.sweep).toMatchObject({
      gate: { result: 'failed', reason: merged.gate.reason },
      counts: { repositories: 4, judged: 3, breaching: 1, deferred: 1 },
      creditsSpent: 20,
      problem: expect.stringMatching(/^shard 1 did not report/),
    })
    expect(file.repositories.map((r) => [r.repository, r.status])).toEqual([
      ['acme/c', 'judged'],
      ['acme/late', 'deferred'],
      ['acme/d', 'judged'],
      ['acme/e', 'judged'],
    ])
    const shardFile = merged.reports[0]!.report
    expect(file.repositories[0]).toEqual(shardFile.repositories[0])
  })

  it('is valid with no shard at all, and yields one piece per repository', async () => {
    const empty = mergeShards(await readShardReports(await reportsDir(), PLAN), PLAN, GATE)
    const parsed = JSON.parse([...renderMergedReportFile(empty)].join('')) as unknown
    expect(validateReportFile(parsed)).toEqual([])
    expect(sweepReportFileSchema.parse(parsed).repositories).toEqual([])
    const merged = await mergeFiles(await reportsDir(), CLEAN)
    expect([...renderMergedReportFile(merged)]).toHaveLength(1 + 5 + 1)
  })
})
