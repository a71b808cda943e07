/**
 * The matrix soak's GitHub (scripts/soak-matrix.ts): the fake GitHub as slow as GitHub and within
 * its secondary rate limits, on the soak's scaled clock, and what the sweep and the gates wrote to it.
 */
import { scanIdOfMarker } from '../src/baseline/baseline.js'
import type { Clock } from '../src/common/clock.js'
import { GITHUB_SECONDARY_LIMITS } from '../testkit/fake-github/limits.js'
import { startFakeGitHub, type FakeGitHub } from '../testkit/fake-github/server.js'
import { maxInAnyWindow } from './soak-kit.js'

/**
 * How long GitHub takes to answer. A read: the median of 10,000 requests to GitHub's Gist API
 * measured by bl.ocks.org (206 ms; https://gist.github.com/mbostock/5503544). A write: GitHub
 * publishes no figure; 1 s, the plan's own figure for a write (src/sweep/plan/plan.ts).
 */
export const GITHUB_LATENCY = { readMs: 200, writeMs: 1_000 }

/** The sweep's token: plan, shards and merge run as one GitHub App installation. */
export const SWEEP_TOKEN = 'ghs_soakSweep0000'

/** A pull request gate's token: each workflow's GITHUB_TOKEN is its repository's own. */
export const gateToken = (index: number): string => `ghs_soakGate${String(index).padStart(4, '0')}`

const HOUR_MS = 3_600_000

export async function startSoakGitHub(clock: Clock): Promise<FakeGitHub> {
  return await startFakeGitHub({
    clock,
    latency: GITHUB_LATENCY,
    secondaryLimits: GITHUB_SECONDARY_LIMITS,
  })
}

/** The model, said once in the report. */
export function describeGitHubModel(): string {
  const l = GITHUB_SECONDARY_LIMITS
  return `The fake GitHub runs on the same clock: reads answered in ${GITHUB_LATENCY.readMs} ms, writes in ${GITHUB_LATENCY.writeMs / 1000} s, and GitHub's secondary rate limits per token (docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api: ${l.writesPerMinute} writes in any minute, ${l.writesPerHour} in any hour, ${l.concurrentRequests} requests in flight), a request over one answered ${l.status} "You have exceeded a secondary rate limit" with retry-after the seconds until it has room. The sweep's jobs share one token (one App installation); each PR gate has its own (its GITHUB_TOKEN).`
}

/** Per token group: writes GitHub accepted, the most in any minute and hour, and the refusals. */
export function describeGitHubWrites(github: FakeGitHub, gates: number): string[] {
  const groups = [
    { label: 'sweep (plan, shards, merge)', tokens: [SWEEP_TOKEN] },
    ...(gates > 0
      ? [
          {
            label: `PR gates (${gates} tokens)`,
            tokens: Array.from({ length: gates }, (_, i) => gateToken(i)),
          },
        ]
      : []),
  ]
  const rows = groups.map(({ label, tokens }) => {
    const headers = new Set(tokens.map((t) => `token ${t}`))
    const perToken = tokens.map((t) =>
      github.writes.filter((w) => w.token === `token ${t}`).map((w) => w.at),
    )
    const mostIn = (windowMs: number) =>
      Math.max(0, ...perToken.map((times) => maxInAnyWindow(times, windowMs)))
    const refused = github.limited.filter((l) => headers.has(l.token))
    const byLimit = new Map<string, number>()
    for (const r of refused) byLimit.set(r.limit, (byLimit.get(r.limit) ?? 0) + 1)
    const reasons = [...byLimit].map(([limit, n]) => `${n} ${limit}`).join(', ') || 'none'
    return `| ${label} | ${perToken.flat().length} | ${mostIn(60_000)} | ${mostIn(HOUR_MS)} | ${reasons} |`
  })
  const l = GITHUB_SECONDARY_LIMITS
  return [
    `| GitHub token | writes accepted | most in any minute (limit ${l.writesPerMinute}) | most in any hour (limit ${l.writesPerHour}) | refused by a secondary limit |`,
    '| --- | ---: | ---: | ---: | --- |',
    ...rows,
  ]
}

/** Repositories of the organization carrying a marker of their full scan (a check run). */
export function countMarkedRepositories(github: FakeGitHub, owner: string): number {
  const marked = new Set(
    github.checkRuns
      .filter((run) => run.owner === owner && scanIdOfMarker(run.externalId) !== undefined)
      .map((run) => run.repo.toLowerCase()),
  )
  return marked.size
}

/** The action's own words about GitHub's limits and its markers, one line of each kind, from logs. */
export function githubLimitWarnings(logs: readonly string[], most = 3): string[] {
  const byKind = new Map<string, string>()
  for (const line of logs.flatMap((log) => log.split('\n'))) {
    if (!/secondary rate limit|Could not leave a marker/.test(line)) continue
    // Lines of one kind differ in their numbers and repositories only.
    const kind = line
      .replace(/\d+/g, 'N')
      .replace(/acme\/[\w.-]+/g, 'R')
      .slice(0, 80)
    if (!byKind.has(kind)) byKind.set(kind, line.slice(0, 300))
    if (byKind.size >= most) break
  }
  return [...byKind.values()]
}
