/**
 * Shard report files for the merge tests, written by the real writers (decideSweep and
 * renderSweepReportFile) into a temporary folder laid out as actions/download-artifact leaves it:
 * one folder per artifact.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach } from 'vitest'
import type { SweepItem } from '../../src/sweep/model.js'
import { readShardReports } from '../../src/sweep/merge/read.js'
import { mergeShards, type MergedSweep } from '../../src/sweep/merge/merge.js'
import { decideSweep } from '../../src/sweep/outcome.js'
import { renderSweepReportFile } from '../../src/sweep/report-file.js'

export const GATE = { failOnSeverity: 'high', warnOnly: false } as const
export const PLAN = { shards: 3, createdAt: '2026-03-01T02:00:00.000Z' }

export interface ShardFile {
  index: number
  items: SweepItem[]
  attempt?: number
  count?: number
  planCreatedAt?: string
  startsStopped?: string
  problem?: string
  /** The artifact's folder; default security-scan-shard-<index>-attempt-<attempt>. */
  folder?: string
}

/** A fresh folder to download the artifacts into, removed after the test. */
export function useReportsDir(): () => Promise<string> {
  const dirs: string[] = []
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })))
  })
  return async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sweep-merge-'))
    dirs.push(dir)
    return dir
  }
}

/** The shard's report file as the shard writes it; its path. */
export async function writeShardFile(dir: string, shard: ShardFile): Promise<string> {
  const attempt = shard.attempt ?? 1
  const outcome = decideSweep({ items: shard.items, problem: shard.problem }, GATE, 'shard')
  outcome.shard = {
    index: shard.index,
    count: shard.count ?? PLAN.shards,
    runAttempt: attempt,
    planCreatedAt: shard.planCreatedAt ?? PLAN.createdAt,
    startsStopped: shard.startsStopped,
  }
  const folder = join(dir, shard.folder ?? `security-scan-shard-${shard.index}-attempt-${attempt}`)
  await mkdir(folder, { recursive: true })
  const path = join(folder, 'security-scan-report.json')
  await writeFile(path, [...renderSweepReportFile(outcome)].join(''))
  return path
}

/** Writes the shards' files, then reads and merges them as the merge job does. */
export async function mergeFiles(dir: string, shards: readonly ShardFile[]): Promise<MergedSweep> {
  for (const shard of shards) await writeShardFile(dir, shard)
  return mergeShards(await readShardReports(dir, PLAN), PLAN, GATE)
}
