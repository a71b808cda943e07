/**
 * What both soaks share (`npm run soak`, scripts/soak.ts and scripts/soak-sweep.ts): the emulator
 * on one key with the real limit, time-based scans of 1 to 3 minutes, pull request jobs run as the
 * runner runs them, and the measures they are judged by.
 */
import { execFileSync } from 'node:child_process'
import { cpus, totalmem } from 'node:os'
import { startEmulator, type Emulator } from '../testkit/emulator/index.js'
import { pullRequestEvent, runBundledAction, type ActionRun } from '../testkit/harness.js'
import { HEAD_SHA } from '../testkit/ids.js'
import { flowMinimumRequests } from './flow-requests.js'

export const KEY_LIMIT = 100
export const WINDOW_MS = 60_000
export const START_SPREAD_MS = 20_000
export const SCAN_MIN_MS = 60_000
export const SCAN_MAX_MS = 180_000
export const ESTIMATION_MS = 5_000
/** Below the gate's threshold (high), so every job should pass. */
export const FINDINGS = { medium: 3, low: 4, info: 2 }
export const FINDINGS_TOTAL = 9
/** The fewest requests a job can make (scripts/flow-requests.ts), the bench's figure too. */
export const FLOW_MINIMUM_REQUESTS = flowMinimumRequests(FINDINGS_TOTAL)

/**
 * The emulator as the soaks use it: the real limit on every key, 429 without Retry-After,
 * estimations done in 5 s and scans of 1 to 3 minutes, both by time alone (a sweep only lists its
 * scans, so polls must not move them), every branch head at one commit.
 */
export async function startSoakEmulator(
  now?: () => number,
  defaultCredits = 1_000_000,
): Promise<Emulator> {
  const emu = await startEmulator({
    rateLimit: { maxRequests: KEY_LIMIT, windowMs: WINDOW_MS, retryAfter: 'none' },
    defaultCredits,
    ...(now === undefined ? {} : { now }),
  })
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
  return emu
}

/** One pull request job of its own repository (acme/service-{index}), every input at its default. */
export async function runPullRequestJob(
  emu: Emulator,
  key: string,
  githubApiUrl: string,
  index: number,
  timeoutMs: number,
): Promise<ActionRun> {
  return await runBundledAction({
    inputs: { 'api-key': key, 'base-url': emu.baseUrl, 'github-token': 'ghs_soakToken0000' },
    eventName: 'pull_request',
    event: pullRequestEvent({ number: index + 1, headRef: `feature/job-${index}` }),
    repository: `acme/service-${index}`,
    githubApiUrl,
    timeoutMs,
  })
}

/** The most requests in any window of `windowMs` (WINDOW_MS), over sorted timestamps. */
export function maxInAnyWindow(times: readonly number[], windowMs = WINDOW_MS): number {
  let best = 0
  let first = 0
  for (let last = 0; last < times.length; last++) {
    while ((times[last] ?? 0) - (times[first] ?? 0) >= windowMs) first++
    best = Math.max(best, last - first + 1)
  }
  return best
}

/** For each job whose scan has a known completion: its end minus that completion, sorted. */
export function latenciesAfterCompletion(
  emu: Emulator,
  jobs: readonly { endedAt: number; run: ActionRun }[],
): number[] {
  const timeline = new Map(emu.scanTimeline().map((s) => [s.id, s]))
  const latencies: number[] = []
  for (const job of jobs) {
    const scan = timeline.get(job.run.outputs['scan-id'] ?? '')
    if (scan?.completesAt !== undefined) latencies.push(job.endedAt - scan.completesAt)
  }
  return latencies.sort((a, b) => a - b)
}

export function firstProblem(run: ActionRun): string {
  const line = run.stdout.split('\n').find((l) => l.startsWith('::error'))
  const text = line ?? run.stderr.split('\n').find((l) => l.trim() !== '') ?? 'no error line'
  return `exit ${String(run.exitCode)}, result "${run.outputs.result ?? ''}": ${text.slice(0, 300)}`
}

export const seconds = (ms: number): string =>
  Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : '–'

export const minutes = (ms: number): string =>
  Number.isFinite(ms) ? `${(ms / 60_000).toFixed(1)} min` : '–'

export const mark = (ok: boolean, text: string): string => `${ok ? 'met' : 'MISSED'}: ${text}`

/** The machine and the commit whose dist/ was measured, for BENCHMARKS.md. */
export function describeMachine(): string {
  return `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version} running the emulator, dist/ of commit ${describeCommit()}`
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
