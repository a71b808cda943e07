/**
 * The organization over nights (issue 39, point 4): the merge with gate: new reads the series
 * from the previous night's merged report file (previous-report-file), adds tonight's, keeps the
 * last 30 and writes them on in its own file. The previous file is untrusted: what cannot be
 * used starts a new series with one warning line; no file is the first night, said once.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { writeNewFile } from '../../src/common/files.js'
import type { MatrixConfig } from '../../src/config/matrix.js'
import { createWorkspace } from '../../src/deps/workspace.js'
import {
  SERIES_NIGHTS,
  sweepReportFileSchema,
  type SeriesNight,
} from '../../src/report/formats/report-file-sweep.js'
import { renderMergedReportFile } from '../../src/sweep/merge/report-file.js'
import { runMerge } from '../../src/sweep/merge/run.js'
import {
  appendNight,
  PREVIOUS_HEAD_BYTES,
  readPreviousSeries,
} from '../../src/sweep/merge/series.js'
import { PLAN_FILE_KIND, PLAN_FILE_VERSION } from '../../src/sweep/plan/file.js'
import { makeConfig, makeContext } from '../../testkit/builders/config.js'
import { makeFinding } from '../../testkit/builders/report.js'
import { createVirtualClock } from '../../testkit/fakes/clock.js'
import { fakePorts, type FakePorts } from '../../testkit/fakes/ports.js'
import { quotesWordForWord } from '../docs/troubleshooting.js'
import { validateReportFile } from '../report/report-file-validate.js'
import { judgedItem, withChanges } from './helpers.js'
import { mergeFiles, PLAN, useReportsDir, writeShardFile } from './merge-fixtures.js'

const reportsDir = useReportsDir()
const DAY_MS = 86_400_000

function night(day: number, overrides: Partial<SeriesNight> = {}): SeriesNight {
  return {
    at: new Date(Date.UTC(2026, 10, 1) + day * DAY_MS).toISOString(),
    runId: String(1_000 + day),
    judged: 9,
    counts: { critical: day, high: 2, medium: 0, low: 0, info: 1 },
    new: day % 2,
    fixed: 0,
    ...overrides,
  }
}

describe('appendNight', () => {
  it('adds tonight last and keeps the last 30 nights, the oldest dropped', () => {
    const previous = Array.from({ length: SERIES_NIGHTS }, (_, day) => night(day))
    const carried = appendNight({ nights: previous }, night(30))
    expect(carried.nights).toHaveLength(SERIES_NIGHTS)
    expect(carried.nights[0]).toEqual(night(1))
    expect(carried.nights.at(-1)).toEqual(night(30))
    expect(carried.started).toBeUndefined()
  })

  it("replaces the night of its own run: a re-run of the merge reads its first attempt's file", () => {
    const carried = appendNight({ nights: [night(0), night(1)] }, night(1, { new: 7 }))
    expect(carried.nights).toEqual([night(0), night(1, { new: 7 })])
  })

  it('starts a new series when there is no previous one, and says why', () => {
    const carried = appendNight({ started: 'a new series starts tonight (why)' }, night(3))
    expect(carried).toEqual({ nights: [night(3)], started: 'a new series starts tonight (why)' })
  })
})

describe('readPreviousSeries', () => {
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'series-'))
  })
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  /** A merged report file as the merge writes it, with `nights` as its series. */
  async function mergedFile(nights: SeriesNight[] | undefined): Promise<string> {
    const merged = await mergeFiles(await reportsDir(), [
      { index: 0, items: [judgedItem('acme/api', { high: 1 })] },
    ])
    const path = join(dir, 'sweep.json')
    const series = nights === undefined ? undefined : { nights }
    await writeFile(path, [...renderMergedReportFile(merged, series)].join(''))
    return path
  }

  it('reads the series the merge wrote, and the file is valid against the published schema', async () => {
    const path = await mergedFile([night(0), night(1)])
    const text = await readFile(path, 'utf8')
    expect(validateReportFile(JSON.parse(text))).toEqual([])
    expect(sweepReportFileSchema.parse(JSON.parse(text)).series?.nights).toHaveLength(2)

    expect(await readPreviousSeries(path, 'sweep.json')).toEqual({ nights: [night(0), night(1)] })
  })

  it('says once that a new series starts on the first night, no warning', async () => {
    expect(await readPreviousSeries(join(dir, 'none.json'), 'prev/sweep.json')).toEqual({
      started: 'a new series starts tonight (no previous report at prev/sweep.json)',
    })
    expect(await readPreviousSeries(undefined, '')).toEqual({
      started: 'a new series starts tonight (no previous-report-file given)',
    })
    // A merged file of gate: all holds no series: a new one starts, nothing is wrong.
    expect(await readPreviousSeries(await mergedFile(undefined), 'sweep.json')).toEqual({
      started: 'a new series starts tonight (the previous report at sweep.json holds none)',
    })
  })

  it.each<[string, (text: string) => string, string]>([
    ['not JSON', () => '<html>', 'not a sweep report file'],
    [
      'a series that is not JSON',
      (t) => t.replace('"nights": [', '"nights": [,'),
      'its series is not JSON',
    ],
    [
      'a run report',
      (t) => t.replace('"schemaVersion": 3', '"schemaVersion": 2'),
      'not a sweep report file',
    ],
    [
      'a count that is text',
      (t) => t.replace('"critical": 1', '"critical": "1"'),
      'its series is not valid at series.nights.1.counts.critical',
    ],
    [
      'a date that would write into the chart',
      (t) => t.replace('2026-11-02T00:00:00.000Z', '12-01\\"] \\n line [9'),
      'its series is not valid at series.nights.1.at',
    ],
    [
      'a series cut short',
      (t) => t.slice(0, t.indexOf('"runId": "1001"')),
      'it ends before its series does',
    ],
  ])('starts a new series with one warning for %s', async (_, tamper, why) => {
    const path = await mergedFile([night(0), night(1)])
    await writeFile(path, tamper(await readFile(path, 'utf8')))

    const read = await readPreviousSeries(path, 'prev/sweep.json')

    expect(read).toEqual({
      started:
        'a new series starts tonight (the previous report could not be used: see the warning)',
      warning: `previous-report-file prev/sweep.json: ${why}; a new series starts tonight`,
    })
    // What the warning says is on the troubleshooting page, word for word.
    expect(quotesWordForWord('warning' in read ? (read.warning ?? '') : '')).toBe(true)
  })

  it('starts a new series when more than 30 nights are carried: no file of ours holds them', async () => {
    const path = await mergedFile([night(0)])
    const text = await readFile(path, 'utf8')
    const nights = Array.from({ length: SERIES_NIGHTS + 1 }, (_, day) => night(day))
    const parsed = JSON.parse(text) as Record<string, unknown>
    await writeFile(path, JSON.stringify({ ...parsed, series: { nights } }))
    expect(await readPreviousSeries(path, 'p.json')).toMatchObject({
      warning:
        'previous-report-file p.json: its series is not valid at series.nights; a new series starts tonight',
    })
  })

  it('starts a new series with one warning when the path cannot be read: a folder', async () => {
    const read = await readPreviousSeries(dir, 'series/')
    expect(read).toMatchObject({
      warning: 'previous-report-file series/: not readable (EISDIR); a new series starts tonight',
    })
  })

  it('reads no further than the first MiB: a series after it is not looked for', async () => {
    const path = join(dir, 'huge.json')
    const padding = 'x'.repeat(PREVIOUS_HEAD_BYTES)
    await writeFile(
      path,
      `{"schemaVersion": 3, "padding": "${padding}", "series": ${JSON.stringify({ nights: [night(0)] })}}`,
    )
    expect(await readPreviousSeries(path, 'huge.json')).toMatchObject({
      warning:
        'previous-report-file huge.json: no series in its first 1 MiB; a new series starts tonight',
    })
  })
})

describe('the merge carrying the series on', () => {
  let workspace: string
  beforeEach(async () => {
    workspace = await mkdtemp(join(tmpdir(), 'series-merge-'))
  })
  afterEach(async () => {
    await rm(workspace, { recursive: true, force: true })
  })

  const MATRIX: MatrixConfig = {
    mode: 'merge',
    keys: [],
    planFile: 'plan.json',
    reportsDir: 'shards',
    timeBudgetMs: 3_600_000,
    reuseMaxAgeMs: 3_600_000,
    // The same file the merge writes: the workflow restores last night's in its place.
    previousReportFile: 'sweep.json',
  }

  /** One night's merge: shard 0's report of acme/api, with `fresh` new findings. */
  async function mergeNight(runId: string, atMs: number, fresh: number): Promise<FakePorts> {
    await writeFile(
      join(workspace, 'plan.json'),
      JSON.stringify({
        kind: PLAN_FILE_KIND,
        schemaVersion: PLAN_FILE_VERSION,
        createdAt: PLAN.createdAt,
        shards: PLAN.shards,
        keys: 1,
        maxParallel: 3,
        requestsPerMinute: 50,
        timeBudgetMs: 3_600_000,
        sizing: {
          repositories: 1,
          toScan: 1,
          toReuse: 0,
          toFollow: 0,
          requests: 2,
          shardsNeeded: 1,
          nightsNeeded: 1,
        },
        repositories: [{ fullName: 'acme/api', branch: 'main', shard: 0, action: 'scan' }],
      }),
    )
    await rm(join(workspace, 'shards'), { recursive: true, force: true })
    await mkdir(join(workspace, 'shards'))
    const findings = Array.from({ length: fresh }, (_, i) => makeFinding({ id: `n-${i}` }))
    for (const index of [0, 1, 2]) {
      await writeShardFile(join(workspace, 'shards'), {
        index,
        items:
          index === 0
            ? [withChanges(judgedItem('acme/api', { high: fresh }), { fresh: findings })]
            : [],
      })
    }
    const clock = createVirtualClock(atMs)
    const ports = fakePorts(
      {},
      {
        clock,
        context: makeContext({ eventName: 'schedule', runId }),
        workspace: createWorkspace(workspace),
        writeFile: (path, chunks) => writeNewFile(workspace, path, chunks),
      },
    )
    await runMerge(ports, makeConfig({ gate: 'new', reportFile: 'sweep.json' }), MATRIX)
    return ports
  }

  async function writtenNights(): Promise<SeriesNight[]> {
    const text = await readFile(join(workspace, 'sweep.json'), 'utf8')
    return sweepReportFileSchema.parse(JSON.parse(text)).series?.nights ?? []
  }

  it('starts the series on the first night, said once, and carries it on the next', async () => {
    const first = await mergeNight('501', Date.UTC(2026, 11, 1, 3), 0)
    expect(first.log.at('warning')).toEqual([])
    const [summary = ''] = first.summaries
    expect(summary.split('A new series starts tonight')).toHaveLength(2)
    expect(summary).toContain('A new series starts tonight (no previous report at sweep.json).')
    expect(await writtenNights()).toEqual([
      expect.objectContaining({ at: '2026-12-01T03:00:00.000Z', runId: '501', judged: 1, new: 0 }),
    ])

    const second = await mergeNight('502', Date.UTC(2026, 11, 2, 3), 2)
    expect(second.log.at('warning')).toEqual([])
    expect(second.summaries[0]).not.toContain('new series')
    expect(second.summaries[0]).toContain('### The last 2 nights')
    expect((await writtenNights()).map((n) => [n.runId, n.new, n.counts.high])).toEqual([
      ['501', 0, 0],
      ['502', 2, 2],
    ])
  })

  it('starts a new series from a malformed previous report, with one warning line', async () => {
    await writeFile(join(workspace, 'sweep.json'), '{"schemaVersion": 3, "series": {"nights": 7}}')

    const ports = await mergeNight('503', Date.UTC(2026, 11, 3, 3), 1)

    expect(ports.log.at('warning')).toEqual([
      'previous-report-file sweep.json: its series is not valid at series.nights; a new series starts tonight',
    ])
    expect(ports.summaries[0]).toContain(
      'A new series starts tonight (the previous report could not be used: see the warning).',
    )
    expect(await writtenNights()).toHaveLength(1)
  })
})
