/**
 * `tsx scripts/soak-matrix.ts`: the sweep on the Actions matrix (plan → shards → merge) as
 * processes of dist/sweep.js, with pull request gates of dist/index.js, against the emulator and
 * the fake GitHub, on a clock SCALE times faster than the machine's (the emulator's clock, its
 * rolling window, the fake GitHub's latency and secondary limits, scripts/soak-github.ts, and every
 * action process's, scripts/soak-time.ts): a 5-hour time-budget takes minutes. Every figure is in
 * unscaled time. The targets are counted from the emulator (scripts/soak-count.ts), not from what
 * the merge reports.
 *
 *   tsx scripts/soak-matrix.ts --scenario keys    # A: 3 keys in shards, 10 PR gates on key 1
 *   tsx scripts/soak-matrix.ts --scenario nights  # B: 1 key over nights, one shard cancelled
 *   tsx scripts/soak-matrix.ts --scenario gate-new  # A with gate: new, two nights of pushes
 *   options: --repositories N (10000) --scale F (20) --shards S --time-budget 5h --write
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { systemClock, type Clock } from '../src/common/clock.js'
import type { Emulator } from '../testkit/emulator/index.js'
import type { FakeGitHub } from '../testkit/fake-github/server.js'
import { pullRequestEvent, runBundledAction } from '../testkit/harness.js'
import { percentile, recordSection } from './benchmarks-file.js'
import { countScansBought, findJudgedAt } from './soak-count.js'
import {
  describeNightTargets,
  describeNotJudged,
  readPlanned,
  type JobRun,
  type Night,
} from './soak-nights.js'
import {
  countMarkedRepositories,
  describeGitHubModel,
  describeGitHubWrites,
  gateToken,
  githubLimitWarnings,
  startSoakGitHub,
  SWEEP_TOKEN,
} from './soak-github.js'
import {
  describeMachine,
  FINDINGS,
  firstProblem,
  KEY_LIMIT,
  latenciesAfterCompletion,
  mark,
  maxInAnyWindow,
  minutes,
  seconds,
  startSoakEmulator,
} from './soak-kit.js'

const LOG_DIR = process.env.SOAK_LOG_DIR
const PRELOAD = pathToFileURL(join(import.meta.dirname, 'soak-time.ts')).href
const DAY_MS = 86_400_000
const PR_JOBS = 10
const PR_SPREAD_MS = 180_000
const PR_LATENCY_MEDIAN_MS = 15_000
const CREDITS_EACH = 10
/** Real milliseconds between two process starts, so the two cores are not swamped at once. */
const START_GAP_REAL_MS = 400

/**
 * The soak's clock: SCALE times the machine's, moved on by a day between nights; the emulator's
 * and the fake GitHub's, whose latency sleeps in it.
 */
class ScaledClock implements Clock {
  readonly realOrigin = Date.now()
  private offsetMs = 0
  constructor(readonly scale: number) {}
  now = (): number =>
    Math.floor(this.realOrigin + this.offsetMs + (Date.now() - this.realOrigin) * this.scale)
  sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
    systemClock.sleep(this.real(ms), signal)
  advance(ms: number): void {
    this.offsetMs += ms
  }
  /** What the action's processes need to keep this clock (scripts/soak-time.ts). */
  env(): Record<string, string> {
    return {
      NODE_OPTIONS: `--import=${PRELOAD}`,
      SOAK_TIME_SCALE: String(this.scale),
      SOAK_TIME_REAL_ORIGIN: String(this.realOrigin),
      SOAK_TIME_VIRTUAL_ORIGIN: String(this.realOrigin + this.offsetMs),
    }
  }
  /** Real milliseconds for `ms` of the soak's time. */
  real(ms: number): number {
    return ms / this.scale
  }
}

interface Soak {
  emu: Emulator
  github: FakeGitHub
  clock: ScaledClock
  keys: string[]
  names: string[]
  /** Where each night's merged report is kept for the next night (the workflow's cache). */
  carryDir: string
}

async function startSoak(repositories: number, keys: number, scale: number): Promise<Soak> {
  const clock = new ScaledClock(scale)
  // Credits for 10,000 repositories at 10 each, and the scaled clock.
  const emu = await startSoakEmulator(clock.now, 10_000_000)
  const github = await startSoakGitHub(clock)
  const names = Array.from({ length: repositories }, (_, i) => `repo-${String(i).padStart(5, '0')}`)
  // Last pushed to a week before the first night, as GitHub says in pushed_at: a plan reports an
  // unchanged repository again from its scan instead of scanning it again.
  const pushedAt = new Date(clock.now() - 7 * DAY_MS).toISOString()
  github.repositories = names.map((name, i) => ({ id: 500_000 + i, owner: 'acme', name, pushedAt }))
  emu.plan.repositories = Object.fromEntries(
    names.map((name) => [`acme/${name}`, { estimation: { credits: CREDITS_EACH } }]),
  )
  const made = Array.from({ length: keys }, (_, i) =>
    emu.addKey({ scopes: ['read', 'write'], name: `soak-${i}` }),
  )
  const carryDir = mkdtempSync(join(tmpdir(), 'soak-matrix-carry-'))
  return { emu, github, clock, keys: made, names, carryDir }
}

async function runSweepJob(
  soak: Soak,
  label: string,
  workspaceDir: string,
  inputs: Record<string, string>,
  options: { kill?: { signal: NodeJS.Signals; afterMs: number }; runAttempt?: number } = {},
): Promise<JobRun> {
  const startedAt = soak.clock.now()
  const run = await runBundledAction({
    action: 'sweep',
    inputs: {
      'api-key': soak.keys.join('\n'),
      'base-url': soak.emu.baseUrl,
      'github-token': SWEEP_TOKEN,
      ...inputs,
    },
    eventName: 'schedule',
    event: { schedule: '0 3 * * *', repository: { full_name: 'acme/security' } },
    repository: 'acme/security',
    githubApiUrl: soak.github.apiUrl,
    workspaceDir,
    runAttempt: options.runAttempt ?? 1,
    kill: options.kill,
    // SOAK_LOG_DIR: each sweep job's log (with its debug lines) is kept there, to look into a miss.
    env: { ...soak.clock.env(), ...(LOG_DIR === undefined ? {} : { RUNNER_DEBUG: '1' }) },
    timeoutMs: 20 * 60_000,
  })
  if (LOG_DIR !== undefined)
    writeFileSync(join(LOG_DIR, `${label.replace(/\W+/g, '-')}.log`), run.stdout)
  return { ...run, label, startedAt, endedAt: soak.clock.now() }
}

async function runGate(soak: Soak, index: number): Promise<JobRun> {
  const startedAt = soak.clock.now()
  const run = await runBundledAction({
    inputs: {
      'api-key': soak.keys[0] ?? '',
      'base-url': soak.emu.baseUrl,
      'github-token': gateToken(index),
    },
    eventName: 'pull_request',
    event: pullRequestEvent({ number: index + 1, headRef: `feature/job-${index}` }),
    repository: `acme/service-${index}`,
    githubApiUrl: soak.github.apiUrl,
    env: soak.clock.env(),
    timeoutMs: 20 * 60_000,
  })
  return { ...run, label: `gate ${index}`, startedAt, endedAt: soak.clock.now() }
}

const pause = (realMs: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, realMs))

/** One night: plan, every shard (one of them cancelled when asked), merge. */
async function runNight(
  soak: Soak,
  night: number,
  matrix: Matrix,
  cancel?: { shard: number; afterMs: number },
): Promise<Night> {
  const gate: Record<string, string> = matrix.gate === undefined ? {} : { gate: matrix.gate }
  const workspace = mkdtempSync(join(tmpdir(), `soak-matrix-${night}-`))
  // Last night's merged report, as docs/sweep.md's workflow restores it from the Actions cache:
  // the plan reads the repositories it did not judge.
  const carried = join(soak.carryDir, 'sweep.json')
  if (existsSync(carried)) copyFileSync(carried, join(workspace, 'sweep.json'))
  try {
    const plan = await runSweepJob(soak, `night ${night} plan`, workspace, {
      'previous-report-file': 'sweep.json',
      ...gate,
      mode: 'plan',
      repositories: 'org:acme',
      shards: String(matrix.shards),
      'max-parallel': String(matrix.maxParallel),
      'time-budget': matrix.timeBudget,
    })
    if (plan.outputs.result !== 'planned') throw new Error(`plan: ${firstProblem(plan)}`)
    const planned = readPlanned(workspace, plan.outputs['plan-file'] ?? '')
    mkdirSync(join(workspace, 'security-scan-shards'), { recursive: true })
    const shards: Promise<JobRun>[] = []
    for (let shard = 0; shard < matrix.shards; shard += 1) {
      if (shard > 0) await pause(START_GAP_REAL_MS)
      const kill =
        cancel?.shard === shard
          ? { signal: 'SIGTERM' as const, afterMs: soak.clock.real(cancel.afterMs) }
          : undefined
      shards.push(
        runSweepJob(
          soak,
          `night ${night} shard ${shard}`,
          workspace,
          {
            mode: 'shard',
            ...gate,
            shard: String(shard),
            'time-budget': matrix.timeBudget,
            'report-file': `security-scan-shards/shard-${shard}-attempt-1/report.json`,
          },
          kill ? { kill } : {},
        ),
      )
    }
    const ran = await Promise.all(shards)
    const merge = await runSweepJob(soak, `night ${night} merge`, workspace, {
      mode: 'merge',
      ...gate,
      'previous-report-file': 'sweep.json',
      'report-file': 'merged.json',
    })
    if (existsSync(join(workspace, 'merged.json'))) {
      copyFileSync(join(workspace, 'merged.json'), carried)
    }
    const cancelled = cancel && ran[cancel.shard]
    return {
      plan,
      shards: ran,
      merge,
      planned,
      ...(cancelled ? { cancelled: { run: cancelled, shard: cancel.shard } } : {}),
    }
  } finally {
    rmSync(workspace, { recursive: true, force: true })
  }
}

/** Per key: the most requests it sent, and the most it had accepted, in any rolling window. */
function keyWindows(
  emu: Emulator,
  keys: readonly string[],
): { key: string; sent: number; accepted: number; refused: number }[] {
  const byKey = new Map<string, { sent: number[]; accepted: number[]; refused: number }>()
  for (const r of emu.requests) {
    const key = r.keyPrefix ?? '-'
    const entry = byKey.get(key) ?? { sent: [], accepted: [], refused: 0 }
    entry.sent.push(r.at)
    if (r.status === 429) entry.refused += 1
    else if (r.status !== 0) entry.accepted.push(r.at)
    byKey.set(key, entry)
  }
  return keys
    .map((key) => byKey.get(key.slice(0, 12)) ?? { sent: [], accepted: [], refused: 0 })
    .map((e, i) => ({
      key: `${i + 1}`,
      sent: maxInAnyWindow(e.sent.sort((a, b) => a - b)),
      accepted: maxInAnyWindow(e.accepted.sort((a, b) => a - b)),
      refused: e.refused,
    }))
}

const durations = (runs: readonly JobRun[]): number[] =>
  runs.map((r) => r.endedAt - r.startedAt).sort((a, b) => a - b)

/** A night's matrix: its shards, and the sweep's gate when not the default. */
interface Matrix {
  shards: number
  maxParallel: number
  timeBudget: string
  gate?: 'new' | undefined
}

interface Options {
  repositories: number
  scale: number
  shards?: number
  timeBudget: string
  write: boolean
}

/** Starts the emulator and the fake GitHub for a scenario, runs it, and closes them whatever it met. */
async function withSoak(
  o: Options,
  keys: number,
  body: (soak: Soak, wallStart: number) => Promise<void>,
): Promise<void> {
  const soak = await startSoak(o.repositories, keys, o.scale)
  try {
    await body(soak, Date.now())
  } finally {
    await soak.emu.close()
    await soak.github.close()
    rmSync(soak.carryDir, { recursive: true, force: true })
  }
}

async function scenarioKeys(o: Options, gate?: 'new'): Promise<void> {
  await withSoak(o, 3, async (soak, wallStart) => {
    const shards = o.shards ?? 6
    const gates = Array.from({ length: PR_JOBS }, async (_, index) => {
      await pause(soak.clock.real(30_000 + (index * PR_SPREAD_MS) / PR_JOBS))
      return await runGate(soak, index)
    })
    const matrix: Matrix = { shards, maxParallel: shards, timeBudget: o.timeBudget, gate }
    if (gate === 'new') holdHighFindings(soak)
    const [night, gateRuns] = await Promise.all([runNight(soak, 0, matrix), Promise.all(gates)])
    const nights = [night]
    if (gate === 'new') nights.push(await nightAfterPushes(soak, matrix))
    const report = describeScenario(soak, o, nights, matrix, gateRuns, Date.now() - wallStart)
    finish(
      gate === 'new'
        ? 'Sweep on the matrix with gate: new, two nights (`tsx scripts/soak-matrix.ts --scenario gate-new`)'
        : 'Sweep on the matrix: 3 keys, 10 PR gates (`tsx scripts/soak-matrix.ts --scenario keys`)',
      gate === 'new' ? `${report}\n\n${describeRequestsPerNight(soak, nights).join('\n')}` : report,
      o,
    )
  })
}

/** gate: new's soak: one repository in five holds a high finding (fail-on-severity's default). */
function holdHighFindings(soak: Soak): void {
  const plans = soak.emu.plan.repositories ?? {}
  soak.names.forEach((name, i) => {
    const plan = plans[`acme/${name}`]
    if (i % 5 === 0 && plan !== undefined) plan.scan = { findings: { ...FINDINGS, high: 1 } }
  })
}

/** A day later, every repository pushed to: each is scanned at a new commit and told against night 1. */
async function nightAfterPushes(soak: Soak, matrix: Matrix): Promise<Night> {
  soak.clock.advance(DAY_MS)
  const pushedAt = new Date(soak.clock.now() - 3_600_000).toISOString()
  for (const repository of soak.github.repositories) repository.pushedAt = pushedAt
  soak.emu.plan.headCommit = 'b'.repeat(40)
  return await runNight(soak, 1, matrix)
}

/** Service and GitHub requests a repository, night by night (the service's with night 1's PR gates). */
function describeRequestsPerNight(soak: Soak, nights: readonly Night[]): string[] {
  const sweepToken = `token ${SWEEP_TOKEN}`
  const githubSweep = soak.github.requests.filter((r) => r.authorization === sweepToken).length
  const rows = nights.map((n, i) => {
    const service = soak.emu.requests.filter(
      (r) => r.at >= n.plan.startedAt && r.at <= n.merge.endedAt,
    ).length
    const perRepository = service / soak.names.length
    return `| ${i + 1} | ${service} | ${perRepository.toFixed(2)} | ${mark(perRepository <= 2.5, '≤ 2.5')} |`
  })
  return [
    "Requests a repository, counted by the emulator from each plan's start to its merge's end (night 1 with the PR gates' own), and by the fake GitHub for the sweep's token over both nights:",
    '',
    '| night | service requests | a repository | target |',
    '| ---: | ---: | ---: | --- |',
    ...rows,
    '',
    `GitHub: ${githubSweep} requests of the sweep's token over ${nights.length} nights, ${(githubSweep / soak.names.length / nights.length).toFixed(2)} a repository a night.`,
  ]
}

async function scenarioNights(o: Options): Promise<void> {
  await withSoak(o, 1, async (soak, wallStart) => {
    const shards = o.shards ?? 2
    const matrix = { shards, maxParallel: shards, timeBudget: o.timeBudget }
    const nights: Night[] = []
    for (let night = 0; night < 12; night += 1) {
      // The second night's shard 1 is cancelled a third into the budget: the next night resumes it.
      const cancel = night === 1 ? { shard: 1, afterMs: budgetMs(o.timeBudget) / 3 } : undefined
      const ran = await runNight(soak, night, matrix, cancel)
      nights.push(ran)
      console.log(
        `night ${night}: ${ran.merge.outputs.result} scanned ${ran.merge.outputs['repositories-scanned']} deferred ${ran.merge.outputs['repositories-deferred']} missing ${ran.merge.outputs['shards-missing']} (runs-needed ${ran.plan.outputs['runs-needed']})`,
      )
      if (ran.merge.outputs['repositories-scanned'] === String(o.repositories)) break
      soak.clock.advance(DAY_MS)
    }
    const report = describeScenario(soak, o, nights, matrix, [], Date.now() - wallStart)
    finish(
      'Sweep on the matrix: 1 key over nights (`tsx scripts/soak-matrix.ts --scenario nights`)',
      report,
      o,
    )
  })
}

function budgetMs(text: string): number {
  const match = /^(\d+)(h|m)$/.exec(text)
  if (!match) throw new Error(`--time-budget: ${text} (say 5h or 90m)`)
  return Number(match[1]) * (match[2] === 'h' ? 3_600_000 : 60_000)
}

function describeScenario(
  soak: Soak,
  o: Options,
  nights: readonly Night[],
  matrix: Matrix,
  gates: readonly JobRun[],
  wallRealMs: number,
): string {
  const budget = budgetMs(o.timeBudget)
  const allShards = nights.flatMap((n) => n.shards)
  const shardMs = durations(allShards)
  const nightMs = nights.map((n) => n.merge.endedAt - n.plan.startedAt)
  const windows = keyWindows(soak.emu, soak.keys)
  const bought = countScansBought(soak.emu, soak.names)
  const last = nights.at(-1)
  const runsNeeded = nights[0]?.plan.outputs['runs-needed'] ?? '–'
  const judgedAt = findJudgedAt(soak.emu)
  const judged = soak.names.filter((name) => judgedAt.has(name)).length
  const covered = judged === o.repositories
  const gatesPassed = gates.filter((g) => g.exitCode === 0 && g.outputs.result === 'passed')
  const latencies = latenciesAfterCompletion(
    soak.emu,
    gates.map((g) => ({ endedAt: g.endedAt, run: g })),
  )
  const lines = [
    `Command: \`tsx scripts/soak-matrix.ts --scenario ${matrix.gate === 'new' ? 'gate-new' : gates.length > 0 ? 'keys' : 'nights'} --repositories ${o.repositories} --scale ${o.scale} --time-budget ${o.timeBudget}\` (${describeMachine()}).`,
    `Clock scaled ${o.scale}×: the emulator's clock (its rolling window of 100 requests per 60 s, scans of 1 to 3 min, estimations of 5 s) and every action process's (scripts/soak-time.ts: Date and setTimeout) run ${o.scale} times faster than the machine's; every figure below is in unscaled time. Real wall time of the run: ${minutes(wallRealMs)}.`,
    describeGitHubModel(),
    '',
    '| repositories | keys | shards | max-parallel | time-budget | runs needed / used | scans bought | repositories bought twice / never |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| ${o.repositories} | ${soak.keys.length} | ${matrix.shards} | ${matrix.maxParallel} | ${o.timeBudget} | ${runsNeeded} / ${nights.length} | ${bought.total} | ${bought.twice.length} / ${bought.never} |`,
    '',
    '| night | plan | shards (duration, result, scanned, deferred) | merge: result, scanned, deferred, shards missing | night duration |',
    '| ---: | --- | --- | --- | ---: |',
    ...nights.map(
      (n, i) =>
        `| ${i + 1} | runs-needed ${n.plan.outputs['runs-needed'] ?? '–'}, shards-needed ${n.plan.outputs['shards-needed'] ?? '–'} | ${n.shards.map((s) => `${minutes(s.endedAt - s.startedAt)} ${s.exitCode === 0 ? (s.outputs.result ?? '?') : `exit ${String(s.exitCode)}`} ${s.outputs['repositories-scanned'] ?? '–'}/${s.outputs['repositories-deferred'] ?? '–'}`).join('; ')} | ${n.merge.outputs.result ?? '–'}, ${n.merge.outputs['repositories-scanned'] ?? '–'}, ${n.merge.outputs['repositories-deferred'] ?? '–'}, ${n.merge.outputs['shards-missing'] || 'none'} | ${minutes(nightMs[i] ?? NaN)} |`,
    ),
    '',
    '| key | most sent in 60 s | most accepted in 60 s (limit 100) | 429s |',
    '| --- | ---: | ---: | ---: |',
    ...windows.map(
      (w, i) =>
        `| ${i + 1}${i === 0 && gates.length > 0 ? ' (with the PR gates)' : ''} | ${w.sent} | ${w.accepted} | ${w.refused} |`,
    ),
    '',
    ...describeGitHubWrites(soak.github, gates.length),
    '',
    `Markers of a full scan left on ${countMarkedRepositories(soak.github, 'acme')} of ${o.repositories} repositories.`,
    ...githubLimitWarnings([...allShards, ...gates].map((j) => j.stdout)).map(
      (line) => `The action said: ${line.replace(/^::\w+::/, '')}`,
    ),
    '',
    `Shard durations: max ${minutes(shardMs.at(-1) ?? NaN)}, median ${minutes(percentile(shardMs, 50))} (time-budget ${minutes(budget)}).`,
    ...(gates.length > 0
      ? [
          `PR gates on key 1: ${gatesPassed.length} of ${gates.length} passed; latency after their scan completed: median ${seconds(percentile(latencies, 50))}, p95 ${seconds(percentile(latencies, 95))}.`,
        ]
      : []),
    '',
    'Targets:',
    '',
    `- ${mark(covered, `every repository judged, counted by the emulator: ${judged} of ${o.repositories} had the findings of a completed scan of theirs read (the last merge said ${last?.merge.outputs.result ?? '–'}, ${last?.merge.outputs['repositories-scanned'] ?? '–'} scanned)`)}`,
    `- ${mark(bought.twice.length === 0, `nothing bought twice, counted by the emulator: ${bought.total} scans for ${o.repositories} repositories, none of them with two scans of one commit (with two: ${bought.twice.slice(0, 5).join(', ') || 'none'})`)}`,
    `- ${mark(
      windows.every((w) => w.sent <= KEY_LIMIT),
      `each key at most its limit, counted by the emulator: no key sent more than ${KEY_LIMIT} requests in any rolling 60 s (most sent: ${windows.map((w) => w.sent).join(', ')})`,
    )}`,
    `- ${mark((shardMs.at(-1) ?? Infinity) <= budget, `no shard past its time-budget: the longest shard, from its process's start to its end, ${minutes(shardMs.at(-1) ?? NaN)} ≤ ${minutes(budget)}`)}`,
    ...(gates.length > 0
      ? [
          `- ${mark(gatesPassed.length === PR_JOBS && percentile(latencies, 50) <= PR_LATENCY_MEDIAN_MS, `PR gates pass: all ${PR_JOBS} passed (${gatesPassed.length} did), and the median time from their scan's completion on the emulator to their job's end ≤ ${seconds(PR_LATENCY_MEDIAN_MS)} (${seconds(percentile(latencies, 50))})`)}`,
        ]
      : describeNightTargets(nights, { emu: soak.emu, budget, runsNeeded, covered, judgedAt })),
  ]
  const notJudged = describeNotJudged(soak.emu, soak.names, judgedAt, nights)
  if (notJudged.length > 0) lines.push('', ...notJudged)
  for (const job of [...allShards, ...nights.map((n) => n.merge), ...gates])
    if (job.exitCode !== 0) lines.push(`\n${job.label}: ${firstProblem(job)}`)
  return lines.join('\n')
}

function finish(title: string, report: string, o: Options): void {
  console.log(`\n## ${title}\n\n${report}`)
  if (o.write) {
    recordSection(title, report)
    console.log('\nRecorded in BENCHMARKS.md')
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      scenario: { type: 'string', default: 'keys' },
      repositories: { type: 'string', default: '10000' },
      scale: { type: 'string', default: '20' },
      shards: { type: 'string' },
      'time-budget': { type: 'string' },
      write: { type: 'boolean', default: false },
    },
  })
  const nights = values.scenario === 'nights'
  const o: Options = {
    repositories: Number(values.repositories),
    scale: Number(values.scale),
    shards: values.shards === undefined ? undefined : Number(values.shards),
    timeBudget: values['time-budget'] ?? (nights ? '1h' : '5h'),
    write: values.write,
  }
  if (nights) await scenarioNights(o)
  else await scenarioKeys(o, values.scenario === 'gate-new' ? 'new' : undefined)
}

await main()
