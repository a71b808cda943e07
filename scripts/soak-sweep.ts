/**
 * `npm run soak -- --sweep N`: N repositories of one organization scanned by one sweep job (sweep
 * mode, every input at its default), with 10 pull request jobs on the same key started over the
 * sweep's first minutes; set against N jobs of one repository each (scripts/soak.ts).
 */
import type { Emulator } from '../testkit/emulator/index.js'
import { startFakeGitHub, type FakeGitHub } from '../testkit/fake-github/server.js'
import { runBundledAction, type ActionRun } from '../testkit/harness.js'
import { percentile } from './benchmarks-file.js'
import type { SoakResult } from './soak.js'
import {
  firstProblem,
  latenciesAfterCompletion,
  mark,
  maxInAnyWindow,
  minutes,
  runPullRequestJob,
  seconds,
  startSoakEmulator,
} from './soak-kit.js'
import { startRecordingProxy, type SeenRequest } from './soak-proxy.js'

/** Sweep mode's default share of the key (max-requests-per-minute). */
export const SWEEP_SHARE = 50
export const PR_JOBS = 10
/** The pull request jobs start evenly over the sweep's first three minutes. */
export const PR_SPREAD_MS = 180_000
const PR_LATENCY_MEDIAN_MS = 15_000
const JOB_KILL_MS = 40 * 60_000
const LIST_PAGE = 100
const CREDITS_EACH = 10

export interface SweepSoakResult {
  repositories: number
  exitCode: number | null
  outputs: Record<string, string>
  problem?: string
  wallMs: number
  longestScanMs: number
  /** The sweep's own requests, as it sent them (429s included). */
  requests: number
  refused: number
  byEndpoint: Record<string, number>
  polls: number
  pollRequests: number
  mostRequestsInAPoll: number
  findingsPages: number
  mostSentIn60s: number
  /** The shortest time in which the sweep sent its share + 1 requests (under 60 s: over it). */
  shortestSpanOverShareMs: number
  /** When each of its requests arrived, ms after the first: to see where a burst came from. */
  sentAtMs: number[]
  /** Every job on the key: the sweep and the pull request jobs. */
  keyRequests: number
  keyRefused: number
  keyMostAcceptedIn60s: number
  prPassed: number
  prFailures: string[]
  prLatencyMedianMs: number
  prLatencyP90Ms: number
}

export async function soakSweep(repositories: number): Promise<SweepSoakResult> {
  const emu = await startSoakEmulator()
  const github = await startFakeGitHub()
  const proxy = await startRecordingProxy(emu.port)
  try {
    const key = emu.addKey({ scopes: ['read', 'write'], name: 'soak' })
    const names = Array.from(
      { length: repositories },
      (_, i) => `repo-${String(i + 1).padStart(3, '0')}`,
    )
    github.repositories = names.map((name) => ({ owner: 'acme', name }))
    // Credits of their own: the plan's total split over a batch of 100 leaves most at 0 credits,
    // which a sweep skips as having nothing to scan.
    emu.plan.repositories = Object.fromEntries(
      names.map((name) => [`acme/${name}`, { estimation: { credits: CREDITS_EACH } }]),
    )
    const sweep = runSweepJob(proxy.baseUrl, key, github)
    const prJobs = Array.from({ length: PR_JOBS }, async (_, index) => {
      await new Promise((resolve) => setTimeout(resolve, (index * PR_SPREAD_MS) / PR_JOBS))
      const run = await runPullRequestJob(emu, key, github.apiUrl, index, JOB_KILL_MS)
      return { index, endedAt: Date.now(), run }
    })
    const [run, prs] = await Promise.all([sweep, Promise.all(prJobs)])
    const passed = prs.filter((j) => j.run.exitCode === 0 && j.run.outputs.result === 'passed')
    const latencies = latenciesAfterCompletion(emu, prs)
    const keyAccepted = emu.requests.filter((r) => r.status !== 429 && r.status !== 0)
    return {
      repositories,
      exitCode: run.exitCode,
      outputs: run.outputs,
      ...(sweepPassed(run, repositories) ? {} : { problem: firstProblem(run) }),
      wallMs: run.endedAt - run.startedAt,
      longestScanMs: longestScanMs(emu, run.outputs['scan-ids'] ?? ''),
      ...countSweepRequests(proxy.requests),
      keyRequests: emu.requests.length,
      keyRefused: emu.requests.filter((r) => r.status === 429).length,
      keyMostAcceptedIn60s: maxInAnyWindow(keyAccepted.map((r) => r.at).sort((a, b) => a - b)),
      prPassed: passed.length,
      prFailures: prs
        .filter((j) => !passed.includes(j))
        .map((j) => `PR job ${j.index}: ${firstProblem(j.run)}`),
      prLatencyMedianMs: percentile(latencies, 50),
      prLatencyP90Ms: percentile(latencies, 90),
    }
  } finally {
    await proxy.close()
    await emu.close()
    await github.close()
  }
}

async function runSweepJob(
  baseUrl: string,
  key: string,
  github: FakeGitHub,
): Promise<ActionRun & { startedAt: number; endedAt: number }> {
  const startedAt = Date.now()
  const run = await runBundledAction({
    action: 'sweep',
    inputs: {
      'api-key': key,
      'base-url': baseUrl,
      'github-token': 'ghs_soakToken0000',
      repositories: 'org:acme',
    },
    eventName: 'schedule',
    event: { schedule: '0 3 * * 1', repository: { full_name: 'acme/security' } },
    repository: 'acme/security',
    githubApiUrl: github.apiUrl,
    timeoutMs: JOB_KILL_MS,
  })
  return { ...run, startedAt, endedAt: Date.now() }
}

function sweepPassed(run: ActionRun, repositories: number): boolean {
  return (
    run.exitCode === 0 &&
    run.outputs.result === 'passed' &&
    run.outputs['repositories-scanned'] === String(repositories)
  )
}

/** The longest of the sweep's scans (its scan-ids output: one `owner/name id` a line). */
function longestScanMs(emu: Emulator, scanIds: string): number {
  const ids = new Set(scanIds.split('\n').map((line) => line.split(' ')[1] ?? ''))
  const durations = emu
    .scanTimeline()
    .filter((s) => ids.has(s.id) && s.completesAt !== undefined)
    .map((s) => (s.completesAt ?? s.createdAt) - s.createdAt)
  return Math.max(0, ...durations)
}

/**
 * The sweep's requests by kind. A poll is a walk of GET /scans newest-updated first after the
 * first POST /scans; it begins with an accepted page 1.
 */
function countSweepRequests(seen: readonly SeenRequest[]) {
  const requests = [...seen].sort((a, b) => a.at - b.at)
  const byEndpoint: Record<string, number> = {}
  for (const r of requests) byEndpoint[r.endpoint] = (byEndpoint[r.endpoint] ?? 0) + 1
  const firstStart = requests.find((r) => r.endpoint === 'POST /scans')?.at ?? Infinity
  const pollRequests = requests.filter(
    (r) => r.endpoint === 'GET /scans' && r.query.sort_by === 'updated_at' && r.at >= firstStart,
  )
  const perPoll: number[] = []
  for (const r of pollRequests) {
    const startsPoll = r.status === 200 && (r.query.page ?? '1') === '1'
    if (startsPoll || perPoll.length === 0) perPoll.push(0)
    perPoll[perPoll.length - 1] = (perPoll.at(-1) ?? 0) + 1
  }
  return {
    requests: requests.length,
    refused: requests.filter((r) => r.status === 429).length,
    byEndpoint,
    polls: perPoll.length,
    pollRequests: pollRequests.length,
    mostRequestsInAPoll: Math.max(0, ...perPoll),
    findingsPages: requests.filter(
      (r) => r.endpoint === 'GET /findings' || r.endpoint.endsWith('/findings/export'),
    ).length,
    mostSentIn60s: maxInAnyWindow(requests.map((r) => r.at)),
    shortestSpanOverShareMs: Math.min(
      ...requests.slice(SWEEP_SHARE).map((r, i) => r.at - (requests[i]?.at ?? 0)),
    ),
    sentAtMs: requests.map((r) => r.at - (requests[0]?.at ?? 0)),
  }
}

/** Requests the sweep may send: 2 a repository, its findings pages, a list walk of N a poll. */
export function sweepRequestBudget(s: SweepSoakResult): number {
  return 2 * s.repositories + s.findingsPages + Math.ceil(s.repositories / LIST_PAGE) * s.polls
}

/** The sweep's key floor: its requests at its share of the key, plus its longest scan. */
export function sweepWallLimitMs(s: SweepSoakResult): number {
  return 1.2 * s.longestScanMs + (s.requests / SWEEP_SHARE) * 60_000
}

/** Runner job-minutes of N jobs: the sum of their durations. */
export function jobsRunnerMs(jobs: SoakResult): number {
  return jobs.traces.reduce((sum, t) => sum + (t.endedAt - t.startedAt), 0)
}

/** The targets for the sweep, as lines that say whether each was met. */
export function checkSweepTargets(s: SweepSoakResult, jobs: SoakResult): string[] {
  const budget = sweepRequestBudget(s)
  const wallLimitMs = sweepWallLimitMs(s)
  const ratio = jobsRunnerMs(jobs) / s.wallMs
  return [
    mark(
      s.problem === undefined,
      `every repository judged (repositories-scanned ${s.outputs['repositories-scanned'] ?? '–'} of ${s.repositories}, result ${s.outputs.result ?? '–'})`,
    ),
    mark(
      s.requests <= budget,
      `requests ≤ 2 per repository + findings pages + ${Math.ceil(s.repositories / LIST_PAGE)} per poll (${s.requests} ≤ ${2 * s.repositories} + ${s.findingsPages} + ${Math.ceil(s.repositories / LIST_PAGE)} × ${s.polls} polls = ${budget})`,
    ),
    mark(
      s.mostSentIn60s <= SWEEP_SHARE,
      `never more than its share (${SWEEP_SHARE}) in any 60 s (${s.mostSentIn60s} sent; ${SWEEP_SHARE + 1} in a row took ${(s.shortestSpanOverShareMs / 1000).toFixed(3)} s at the least, as they reached the service)`,
    ),
    mark(
      s.wallMs <= wallLimitMs,
      `wall time within 1.2 × the longest scan + its key floor (${seconds(s.wallMs)} ≤ 1.2 × ${seconds(s.longestScanMs)} + ${seconds((s.requests / SWEEP_SHARE) * 60_000)} = ${seconds(wallLimitMs)})`,
    ),
    mark(
      ratio >= 50,
      `runner minutes at least 50 × fewer than ${jobs.jobs} jobs (${minutes(s.wallMs)} against ${minutes(jobsRunnerMs(jobs))}: ${ratio.toFixed(0)} ×)`,
    ),
    mark(
      s.prPassed === PR_JOBS && s.prLatencyMedianMs <= PR_LATENCY_MEDIAN_MS,
      `${PR_JOBS} pull request jobs alongside all pass with median latency ≤ ${seconds(PR_LATENCY_MEDIAN_MS)} (${s.prPassed} of ${PR_JOBS} passed, median ${seconds(s.prLatencyMedianMs)})`,
    ),
  ]
}

export function renderComparison(s: SweepSoakResult, jobs: SoakResult): string {
  const passedSweep = s.problem === undefined ? '1 of 1' : '0 of 1'
  return [
    '| run | repositories | jobs passed | requests | 429s | most requests in 60 s | wall time | runner job-minutes |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| one sweep | ${s.repositories} | ${passedSweep} | ${s.requests} | ${s.refused} | ${s.mostSentIn60s} sent (share ${SWEEP_SHARE}) | ${seconds(s.wallMs)} | ${minutes(s.wallMs)} |`,
    `| ${PR_JOBS} pull request jobs during the sweep | ${PR_JOBS} | ${s.prPassed} of ${PR_JOBS} | ${s.keyRequests - s.requests} | ${s.keyRefused - s.refused} | key: ${s.keyMostAcceptedIn60s} accepted (limit 100) | latency after completion ${seconds(s.prLatencyMedianMs)} median, ${seconds(s.prLatencyP90Ms)} p90 | – |`,
    `| ${jobs.jobs} jobs, one repository each | ${jobs.jobs} | ${jobs.passed} of ${jobs.jobs} | ${jobs.accepted + jobs.refused} | ${jobs.refused} | ${jobs.maxInWindow} accepted (limit 100) | ${seconds(jobs.wallMs)} | ${minutes(jobsRunnerMs(jobs))} |`,
  ].join('\n')
}

/** Where the sweep's requests went, and how its polls were made. */
export function describeSweepRequests(s: SweepSoakResult): string {
  const endpoints = Object.entries(s.byEndpoint)
    .sort(([, a], [, b]) => b - a)
    .map(([endpoint, count]) => `${endpoint} ${count}`)
    .join(', ')
  return `The sweep's ${s.requests} requests: ${endpoints}. Polls: ${s.polls}, ${s.pollRequests} list requests (${(s.pollRequests / Math.max(1, s.polls)).toFixed(2)} a poll, at most ${s.mostRequestsInAPoll}); findings pages: ${s.findingsPages}; longest scan ${seconds(s.longestScanMs)}.`
}
