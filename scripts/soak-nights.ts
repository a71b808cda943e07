/**
 * The nights of the matrix soak (scripts/soak-matrix.ts) and the targets they are held to, each
 * counted from the emulator (scripts/soak-count.ts) and the plan files, not from the merge's report.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Emulator } from '../testkit/emulator/index.js'
import type { ActionRun } from '../testkit/harness.js'
import { percentile } from './benchmarks-file.js'
import { findScansCreated } from './soak-count.js'
import { mark, minutes } from './soak-kit.js'

export interface JobRun extends ActionRun {
  label: string
  startedAt: number
  endedAt: number
}

/** What a night's plan file said of each repository, by name: its shard and its action. */
export type Planned = ReadonlyMap<string, { shard: number; action: string }>

export interface Night {
  plan: JobRun
  shards: JobRun[]
  merge: JobRun
  planned: Planned
  /** The shard cancelled on purpose, when one was. */
  cancelled?: { run: JobRun; shard: number }
}

export function readPlanned(workspace: string, planFile: string): Planned {
  const plan = JSON.parse(readFileSync(join(workspace, planFile), 'utf8')) as {
    repositories: { fullName: string; shard: number; action: string }[]
  }
  return new Map(
    plan.repositories.map((r) => [
      r.fullName.split('/')[1] ?? '',
      { shard: r.shard, action: r.action },
    ]),
  )
}

/** How many of `names` each plan action had, e.g. "5 reuse, 2 follow". */
function countActions(names: readonly string[], planned: Planned | undefined): string {
  const counts = new Map<string, number>()
  for (const name of names) {
    const action = planned?.get(name)?.action ?? 'none'
    counts.set(action, (counts.get(action) ?? 0) + 1)
  }
  return [...counts].map(([action, n]) => `${n} ${action}`).join(', ') || 'none'
}

/**
 * Why repositories were not judged, from the emulator: no scan bought, a scan that never
 * completed, or a completed scan whose findings no run read; of the last, which night bought the
 * scan, how long before the end of the shard that followed it the scan completed, and what the
 * last plan did.
 */
export function describeNotJudged(
  emu: Emulator,
  names: readonly string[],
  judgedAt: ReadonlyMap<string, number>,
  nights: readonly Night[],
): string[] {
  const notJudged = names.filter((name) => !judgedAt.has(name))
  if (notJudged.length === 0) return []
  const endedAt = nights.at(-1)?.merge.endedAt ?? 0
  const scans = new Map<string, { createdAt: number; completesAt: number }[]>()
  for (const scan of emu.scanTimeline()) {
    const name = /repo-\d{5}/.exec(scan.name)?.[0]
    if (name === undefined) continue
    const entry = { createdAt: scan.createdAt, completesAt: scan.completesAt ?? Infinity }
    scans.set(name, [...(scans.get(name) ?? []), entry])
  }
  const never: string[] = []
  const unfinished: string[] = []
  const unread: string[] = []
  const byNight = nights.map(() => ({ bought: 0, beforeShardEnd: [] as number[] }))
  for (const name of notJudged) {
    const completed = (scans.get(name) ?? []).find((scan) => scan.completesAt <= endedAt)
    if (!scans.has(name)) never.push(name)
    else if (completed === undefined) unfinished.push(name)
    else {
      unread.push(name)
      const k = nights.findIndex(
        (n) => completed.createdAt >= n.plan.startedAt && completed.createdAt <= n.merge.endedAt,
      )
      const night = nights[k]
      const counts = byNight[k]
      if (night === undefined || counts === undefined) continue
      counts.bought += 1
      const shard = night.shards[night.planned.get(name)?.shard ?? -1]
      if (shard !== undefined) counts.beforeShardEnd.push(shard.endedAt - completed.completesAt)
    }
  }
  const bought = byNight
    .map((c, k) =>
      c.bought === 0
        ? ''
        : `night ${k + 1} bought ${c.bought}, which completed a median of ${minutes(
            percentile(
              c.beforeShardEnd.sort((a, b) => a - b),
              50,
            ),
          )} before the shard that followed them ended`,
    )
    .filter((text) => text !== '')
    .join('; ')
  return [
    `Not judged by the emulator's count: ${notJudged.length} (${notJudged.slice(0, 3).join(', ')}…): ${never.length} never bought a scan, ${unfinished.length} whose scan had not completed by the end, ${unread.length} whose scan completed but whose findings no run read. Of these ${unread.length}: ${bought || 'none bought in a night'}; the last plan's actions for them: ${countActions(unread, nights.at(-1)?.planned)} (reuse reports a completed scan from its counts in the list alone and reads no findings).`,
  ]
}

/**
 * The targets of the nights scenario: each night within time-budget, all covered in the runs the
 * plan said, and the cancelled shard's repositories judged by the next run.
 */
export function describeNightTargets(
  nights: readonly Night[],
  c: {
    emu: Emulator
    budget: number
    runsNeeded: string
    covered: boolean
    judgedAt: ReadonlyMap<string, number>
  },
): string[] {
  const nightMs = nights.map((n) => n.merge.endedAt - n.plan.startedAt)
  const longest = nightMs.indexOf(Math.max(...nightMs))
  const l = nights[longest]
  const parts =
    l === undefined
      ? ''
      : `: plan ${minutes(l.plan.endedAt - l.plan.startedAt)}, shards ended at ${minutes(Math.max(...l.shards.map((s) => s.endedAt)) - l.plan.startedAt)}, merge ${minutes(l.merge.endedAt - l.merge.startedAt)}`
  // A cancelled job is not the plan's to foresee: its night's work waits for the next run.
  const cancelledNights = nights.filter((n) => n.cancelled && n.cancelled.run.exitCode !== 0).length
  return [
    `- ${mark(
      nightMs.every((ms) => ms <= c.budget),
      `each night within its time-budget, from the plan's start to the merge's end, with no allowance for the plan and the merge around the shards (longest: night ${longest + 1}, ${minutes(nightMs[longest] ?? NaN)} ≤ ${minutes(c.budget)}${parts})`,
    )}`,
    `- ${mark(c.covered && nights.length <= Number(c.runsNeeded) + cancelledNights, `all covered after the runs the plan said: every repository judged by the emulator's count after ${nights.length} runs, against runs-needed ${c.runsNeeded} of the first plan plus ${cancelledNights} for the night whose shard was cancelled`)}`,
    describeResumeTarget(nights, c.judgedAt, findScansCreated(c.emu)),
  ]
}

/**
 * "A cancelled shard resumed by the next run": the repositories the plan gave the cancelled shard
 * that were not judged (emulator) by the end of its night are all judged in the night after it,
 * not later, and none is bought a second scan.
 */
function describeResumeTarget(
  nights: readonly Night[],
  judgedAt: ReadonlyMap<string, number>,
  created: ReadonlyMap<string, number[]>,
): string {
  const index = nights.findIndex((n) => n.cancelled && n.cancelled.run.exitCode !== 0)
  const night = nights[index]
  const next = nights[index + 1]
  if (night?.cancelled === undefined || next === undefined) {
    return `- ${mark(false, 'a cancelled shard resumed by the next run (no shard was cancelled before a next run)')}`
  }
  const { run, shard } = night.cancelled
  const given = [...night.planned].filter(([, p]) => p.shard === shard).map(([name]) => name)
  const ended = night.merge.endedAt
  const left = given.filter((name) => (judgedAt.get(name) ?? Infinity) > ended)
  const judgedNext = left.filter((name) => {
    const at = judgedAt.get(name)
    return at !== undefined && at >= next.plan.startedAt && at <= next.merge.endedAt
  })
  const boughtAgain = left.filter((name) => (created.get(name) ?? []).some((at) => at > ended))
  const ok = left.length > 0 && judgedNext.length === left.length && boughtAgain.length === 0
  return `- ${mark(ok, `a cancelled shard resumed by the next run, counted by the emulator: night ${index + 1}'s ${run.label.replace(/^night \d+ /, '')} (given ${given.length} repositories) left ${left.length} not judged when it was cancelled; night ${index + 2} judged ${judgedNext.length} of them and bought ${boughtAgain.length} of them a second scan (night ${index + 2}'s plan for them: ${countActions(left, next.planned)})`)}`
}
