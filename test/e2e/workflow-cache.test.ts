/**
 * The workflow runner's actions/cache (workflow-steps.ts), on small workflows of its own: a file
 * laid out by actions/checkout, saved under a key by one run and restored by a later run through
 * a restore key, as docs/sweep.md's merge keeps its report from night to night. No dist/, no
 * service.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runJob, startRun, useRuns, type CacheStore, type JobContext } from './workflow.js'
import { NO_SERVICES, workflowOf } from './workflow-own.js'

const runs = useRuns()

/** Restores report.json, lays out the night's (checkout) when `night` is given, saves it. */
const NIGHTLY = workflowOf(`
on: { schedule: [{ cron: '17 1 * * *' }] }
jobs:
  merge:
    steps:
      - id: restore
        uses: actions/cache/restore@v4
        with:
          path: report.json
          key: report-\${{ github.run_id }}-\${{ github.run_attempt }}
          restore-keys: report-
      - if: "vars.NIGHT != ''"
        uses: actions/checkout@v5
      - if: always()
        uses: actions/cache/save@v4
        with:
          path: report.json
          key: report-\${{ github.run_id }}-\${{ github.run_attempt }}
`)

/** A cache of report.json holding `text`. */
function cached(text: string): Map<string, Buffer> {
  return new Map([['report.json', Buffer.from(text)]])
}

/** One night of the repository whose caches are `caches`; `night` is the report it writes. */
async function runNight(caches: CacheStore, night?: string, run = startRun({ caches })) {
  runs.push(run)
  const ctx: JobContext = {
    env: NO_SERVICES,
    run,
    workflow: NIGHTLY,
    owner: 'acme',
    secrets: {},
    vars: { NIGHT: night ?? '' },
    baseUrl: 'https://api.example.com/v1',
    ...(night === undefined ? {} : { checkout: { 'report.json': night } }),
  }
  const job = await runJob(ctx, 'merge')
  const path = join(job.workspace, 'report.json')
  return { job, run, restored: existsSync(path) ? readFileSync(path, 'utf8') : undefined }
}

describe('actions/cache in the workflow runner', () => {
  it('finds nothing on the first run and does not fail; a later run restores the newest save', async () => {
    const caches: CacheStore = new Map()
    const first = await runNight(caches, 'night 1')
    expect(first.job.result).toBe('success')
    const second = await runNight(caches, 'night 2')
    const third = await runNight(caches)

    // Each run has its own id, so its own key: none overwrites another.
    expect([...caches.keys()].slice(0, 2)).toEqual([
      `report-${first.run.id}-1`,
      `report-${second.run.id}-1`,
    ])
    expect(third.job.result).toBe('success')
    expect(third.restored).toBe('night 2')
  })

  it('restores what the key names before any restore key, and never changes a saved cache', async () => {
    const caches: CacheStore = new Map()
    const run = startRun({ caches })
    caches.set(`report-${run.id}-1`, cached('this run'))
    caches.set('report-newer', cached('a newer run'))

    const night = await runNight(caches, 'tonight', run)

    expect(night.job.result).toBe('success')
    expect(caches.get(`report-${run.id}-1`)).toEqual(cached('this run'))
    expect(
      (await runNight(caches, undefined, { ...startRun({ caches }), id: run.id })).restored,
    ).toBe('this run')
  })
})
