import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { writeNewFile } from '../../src/common/files.js'
import { createWorkspace } from '../../src/deps/workspace.js'
import { planFileSchema } from '../../src/sweep/plan/file.js'
import { makeContext } from '../../testkit/builders/config.js'
import { VIRTUAL_START_MS } from '../../testkit/fakes/clock.js'
import { fakeCheckRunApi } from '../../testkit/fakes/github-api.js'
import { useRunHarness } from '../job/run-harness.js'
import { repositoryInfo } from './helpers.js'

/**
 * The sweep's action on the Actions matrix, in process: a plan job, one job a shard and a merge
 * job, sharing a workspace on disk as the artifacts would carry the files between them, the
 * emulator and a fake GitHub API, on one virtual clock.
 */
const h = useRunHarness()
let workspace: string

beforeEach(async () => {
  workspace = await mkdtemp(join(tmpdir(), 'matrix-'))
  // Scans end by time: a sweep lists them, it never polls one.
  h.emu.plan.scan = { findings: { medium: 1 }, durationMs: 60_000 }
})
afterEach(async () => {
  await rm(workspace, { recursive: true, force: true })
})

/** An organization of `n` repositories, each last pushed to a day before the runs. */
function organization(n: number) {
  const api = fakeCheckRunApi()
  api.repositories = Array.from({ length: n }, (_, i) =>
    repositoryInfo(`acme/repo-${i}`, {
      id: 9_000 + i,
      pushedAt: new Date(VIRTUAL_START_MS - 86_400_000).toISOString(),
    }),
  )
  return api
}

async function job(
  inputs: Record<string, string>,
  github: ReturnType<typeof fakeCheckRunApi>,
  runAttempt = 1,
) {
  return await h.run(h.inputs({ 'poll-interval': '15s', ...inputs }), {
    entry: 'sweep',
    checkRunApi: github,
    context: makeContext({ eventName: 'schedule', runAttempt }),
    workspace: createWorkspace(workspace),
    writeFile: (path, chunks) => writeNewFile(workspace, path, chunks),
  })
}

/** Scans bought, by name: each names its repository and commit. */
function startsPerRepository(): Map<string, number> {
  const starts = new Map<string, number>()
  for (const scan of h.emu.scanTimeline()) starts.set(scan.name, (starts.get(scan.name) ?? 0) + 1)
  return starts
}

describe('a sweep on the matrix: plan, shards, merge', () => {
  it('plans once, sweeps each shard on its own key, and merges one gate; a failed shard re-run alone buys nothing twice', async () => {
    const github = organization(12)
    const keys = [
      h.key,
      h.emu.addKey({ scopes: ['read', 'write'] }),
      h.emu.addKey({ scopes: ['read', 'write'] }),
    ]
    const plan = await job(
      { mode: 'plan', repositories: 'org:acme', shards: '3', 'api-key': keys.join('\n') },
      github,
    )
    expect(plan.ports.failures).toEqual([])
    expect(plan.ports.outputs).toMatchObject({
      result: 'planned',
      matrix: '{"shard":[0,1,2]}',
      'plan-file': 'security-scan-plan.json',
      'shards-needed': '3',
      'runs-needed': '1',
    })
    // Every key masked on its own: a line of the secret is a key.
    for (const key of keys) expect(plan.ports.secrets).toContain(key)
    const planned = planFileSchema.parse(
      JSON.parse(await readFile(join(workspace, 'security-scan-plan.json'), 'utf8')),
    )
    expect(planned.repositories).toHaveLength(12)
    expect(new Set(planned.repositories.map((r) => r.shard))).toEqual(new Set([0, 1, 2]))
    expect(h.requests('POST /scans')).toHaveLength(0)

    for (const shard of [0, 1, 2]) {
      const ran = await job(
        {
          mode: 'shard',
          shard: String(shard),
          'api-key': keys.join('\n'),
          'report-file': `security-scan-shards/shard-${shard}-attempt-1/report.json`,
          // Shard 1's first attempt gives up before its scans complete: it fails, unjudged.
          ...(shard === 1 ? { 'scan-timeout': '30s' } : {}),
        },
        github,
      )
      expect(ran.clientOptions.map((o) => o.apiKey)).toEqual([keys[shard]])
      expect(ran.ports.failures, `shard ${shard}`).toHaveLength(shard === 1 ? 1 : 0)
    }
    const merged = await job({ mode: 'merge', 'report-file': 'merged.json' }, github)
    expect(merged.ports.outputs.result).toBe('unknown')
    expect(merged.ports.failures[0]).toContain('shard 1')

    // GitHub's "re-run failed jobs": shard 1 alone, attempt 2; it follows attempt 1's scans.
    const starts = h.requests('POST /scans').length
    const rerun = await job(
      {
        mode: 'shard',
        shard: '1',
        'api-key': keys.join('\n'),
        'report-file': 'security-scan-shards/shard-1-attempt-2/report.json',
      },
      github,
      2,
    )
    expect(rerun.ports.failures).toEqual([])
    expect(h.requests('POST /scans')).toHaveLength(starts)
    const again = await job({ mode: 'merge', 'report-file': 'merged.json' }, github, 2)
    expect(again.ports.failures).toEqual([])
    expect(again.ports.outputs).toMatchObject({
      result: 'passed',
      'repositories-scanned': '12',
      'shards-missing': '',
    })
    expect([...startsPerRepository().values()]).toEqual(new Array(12).fill(1))
    const report = JSON.parse(await readFile(join(workspace, 'merged.json'), 'utf8')) as {
      repositories: unknown[]
      sweep: { creditsSpent: number }
    }
    expect(report.repositories).toHaveLength(12)
    // What attempt 1 of shard 1 bought is this run's spending: the merge counts every credit.
    const spent = 1_000 - h.emu.getCredits('org-1')
    expect(spent).toBeGreaterThan(0)
    expect(report.sweep.creditsSpent).toBe(spent)
  })

  it('reports an unchanged repository again from its scan the next night, by its counts: no findings read, no marker left again', async () => {
    const github = organization(8)
    const night = async (n: number) => {
      await job({ mode: 'plan', repositories: 'org:acme', shards: '2' }, github)
      for (const shard of ['0', '1']) {
        await job(
          { mode: 'shard', shard, 'report-file': `security-scan-shards/n${n}-s${shard}/r.json` },
          github,
        )
      }
      const merged = await job({ mode: 'merge' }, github)
      await rm(join(workspace, 'security-scan-shards'), { recursive: true, force: true })
      return merged.ports.outputs
    }
    expect(await night(1)).toMatchObject({ result: 'passed', 'repositories-scanned': '8' })
    const findingsRead = h.requests('GET /findings').length
    const markers = github.leftMarkers.length
    expect(findingsRead).toBeGreaterThan(0)
    expect(markers).toBe(8)
    h.clock.advance(86_400_000)
    expect(await night(2)).toMatchObject({ result: 'passed', 'repositories-scanned': '8' })
    expect(h.requests('GET /findings')).toHaveLength(findingsRead)
    expect(github.leftMarkers).toHaveLength(markers)
    expect(h.emu.scanTimeline()).toHaveLength(8)
  })

  it('reads the next night, rather than reports again from its counts, a completed scan the last run did not judge', async () => {
    const github = organization(4)
    await job({ mode: 'plan', repositories: 'org:acme', shards: '2' }, github)
    // Shard 0 judges its part; shard 1 buys its scans and leaves before reading them.
    await job(
      { mode: 'shard', shard: '0', 'report-file': 'security-scan-shards/s0/r.json' },
      github,
    )
    const unread = { mode: 'shard', shard: '1', 'wait-for-completion': 'false' }
    await job({ ...unread, 'report-file': 'security-scan-shards/s1/r.json' }, github)
    await job({ mode: 'merge', 'report-file': 'sweep.json' }, github)
    const last = JSON.parse(await readFile(join(workspace, 'sweep.json'), 'utf8')) as {
      unjudged: string[]
    }
    const plan1 = planFileSchema.parse(
      JSON.parse(await readFile(join(workspace, 'security-scan-plan.json'), 'utf8')),
    )
    const ofShard1 = plan1.repositories.filter((r) => r.shard === 1).map((r) => r.fullName)
    expect(ofShard1.length).toBeGreaterThan(0)
    expect(last.unjudged.sort()).toEqual([...ofShard1].sort())
    h.clock.advance(86_400_000)
    await rm(join(workspace, 'security-scan-shards'), { recursive: true, force: true })
    await job(
      { mode: 'plan', repositories: 'org:acme', shards: '2', 'previous-report-file': 'sweep.json' },
      github,
    )
    const plan2 = planFileSchema.parse(
      JSON.parse(await readFile(join(workspace, 'security-scan-plan.json'), 'utf8')),
    )
    const actions = new Map(plan2.repositories.map((r) => [r.fullName, r.action]))
    for (const r of plan2.repositories) {
      expect(actions.get(r.fullName)).toBe(ofShard1.includes(r.fullName) ? 'follow' : 'reuse')
    }
    const readBefore = new Set(h.requests('GET /findings').map((r) => r.query.scan_id))
    for (const shard of ['0', '1']) {
      await job(
        { mode: 'shard', shard, 'report-file': `security-scan-shards/n2-${shard}/r.json` },
        github,
      )
    }
    // Each unread scan's findings are read once; nothing is bought again.
    const readNow = h.requests('GET /findings').map((r) => r.query.scan_id)
    const newlyRead = new Set(readNow.filter((id) => !readBefore.has(id)))
    expect(newlyRead.size).toBe(ofShard1.length)
    expect(h.emu.scanTimeline()).toHaveLength(4)
  })

  /** A one-job sweep left its scans running, repo-0's to fail: the plan gives them to follow. */
  async function followsOneFailing(planInputs: Record<string, string> = {}) {
    const github = organization(3)
    h.emu.plan.repositories = {
      'acme/repo-0': { scan: { statuses: ['queued', 'running', 'failed'], durationMs: 60_000 } },
    }
    await job({ repositories: 'org:acme', 'wait-for-completion': 'false' }, github)
    await job({ mode: 'plan', repositories: 'org:acme', shards: '1', ...planInputs }, github)
    const plan = planFileSchema.parse(
      JSON.parse(await readFile(join(workspace, 'security-scan-plan.json'), 'utf8')),
    )
    expect(plan.repositories.map((r) => r.action)).toEqual(['follow', 'follow', 'follow'])
    const first = await job({ mode: 'shard', shard: '0', 'report-file': 'shards/1/r.json' }, github)
    expect(first.ports.outputs).toMatchObject({ result: 'unknown', 'repositories-failed': '1' })
    h.emu.plan.repositories = {}
    return await job({ mode: 'shard', shard: '0', 'report-file': 'shards/2/r.json' }, github, 2)
  }

  it('scans again, on a re-run, a repository whose followed scan failed: a plan does not fail every attempt', async () => {
    const rerun = await followsOneFailing()
    expect(rerun.ports.failures).toEqual([])
    expect(rerun.ports.outputs).toMatchObject({ result: 'passed', 'repositories-scanned': '3' })
    // The failed scan's repository bought again, once; the others followed, never bought again.
    const starts = startsPerRepository()
    expect([...starts].find(([name]) => name.startsWith('acme/repo-0 '))?.[1]).toBe(2)
    expect([...starts.values()].sort()).toEqual([1, 1, 2])
  })

  it('fails, never skips, a repository whose followed scan failed when max-credits leaves no room', async () => {
    // The plan splits max-credits by the scans each shard starts: none, so this shard's share is 0.
    const rerun = await followsOneFailing({ 'max-credits': '1000' })
    expect(rerun.ports.outputs).toMatchObject({
      result: 'unknown',
      'repositories-failed': '1',
      'repositories-skipped': '0',
    })
    expect(rerun.ports.failures[0]).toContain(
      'the scan its plan gave it to follow failed, and a new one does not fit under max-credits',
    )
    expect([...startsPerRepository().values()]).toEqual([1, 1, 1])
  })

  it('fails closed on a shard that did not report', async () => {
    const github = organization(6)
    await job({ mode: 'plan', repositories: 'org:acme', shards: '2' }, github)
    await job(
      { mode: 'shard', shard: '0', 'report-file': 'security-scan-shards/s0/report.json' },
      github,
    )
    const merged = await job({ mode: 'merge' }, github)
    expect(merged.ports.outputs).toMatchObject({ result: 'unknown', 'shards-missing': '1' })
    expect(merged.ports.failures).toHaveLength(1)
  })

  it('cuts a shard at its time budget, defers the rest, and the next runs go on where it stopped', async () => {
    const github = organization(10)
    const runs: Array<{ deferred: string; scanned: string }> = []
    for (let night = 0; night < 10 && runs.at(-1)?.deferred !== '0'; night += 1) {
      await job(
        {
          mode: 'plan',
          repositories: 'org:acme',
          shards: '1',
          'max-requests-per-minute': '2',
        },
        github,
      )
      const shard = await job(
        {
          mode: 'shard',
          shard: '0',
          'time-budget': '8m',
          'report-file': `security-scan-shards/night-${night}/report.json`,
        },
        github,
      )
      expect(shard.ports.failures).toEqual([])
      runs.push({
        deferred: shard.ports.outputs['repositories-deferred'] ?? '',
        scanned: shard.ports.outputs['repositories-scanned'] ?? '',
      })
      await rm(join(workspace, 'security-scan-shards'), { recursive: true, force: true })
      // The next night.
      h.clock.advance(86_400_000)
    }
    expect(runs.length).toBeGreaterThan(1)
    expect(Number(runs[0]?.deferred)).toBeGreaterThan(0)
    expect(runs.at(-1)).toEqual({ deferred: '0', scanned: '10' })
    // Nothing bought twice: reused or followed, never started again.
    expect([...startsPerRepository().values()]).toEqual(new Array(10).fill(1))
  })

  it("splits a shard's time-budget: starts in the first half of what the report's reserve leaves, follows to that end, reports in the reserve", async () => {
    const github = organization(10)
    // Scans that outlast the budget, and starts of 20s each (the service's latency).
    h.emu.plan.scan = { findings: { medium: 1 }, durationMs: 3_600_000 }
    h.emu.faults.add({
      kind: 'latency',
      ms: 20_000,
      method: 'POST',
      path: '/scans',
      times: Infinity,
    })
    h.emulatorSleep = (ms) => h.clock.sleep(ms)
    await job({ mode: 'plan', repositories: 'org:acme', shards: '1' }, github)
    const startMs = h.clock.now()
    const shard = await job(
      {
        mode: 'shard',
        shard: '0',
        'time-budget': '200s',
        'report-file': 'security-scan-shards/shard-0-attempt-1/report.json',
      },
      github,
    )
    // 200s: a reserve of 10s for the report (1s a repository, under 10% of the budget); of the
    // 190s left, starts in the first 95s, following to 190s.
    const at = (requests: ReadonlyArray<{ at: number }>) =>
      requests.map((r) => (r.at - startMs) / 1000)
    // The first start is sent once its estimation is ready (30s), one every 20s after it: the one
    // due at 110s is past 95s.
    expect(at(h.requests('POST /scans'))).toEqual([30, 50, 70, 90])
    expect(shard.ports.outputs['repositories-deferred']).toBe('10')
    const report = JSON.parse(
      await readFile(join(workspace, 'security-scan-shards/shard-0-attempt-1/report.json'), 'utf8'),
    ) as { repositories: Array<{ report: { problem?: string } }> }
    // The four started are deferred as still running when following stopped; the six, unstarted.
    const reasons = report.repositories.map((r) =>
      r.report.problem?.replace(/scan \S+ /, 'scan … '),
    )
    expect(reasons).toEqual([
      ...new Array<string>(4).fill(
        'Deferred to the next run: time-budget (200s) ended before scan … was read',
      ),
      ...new Array<string>(6).fill(
        'Deferred to the next run: time-budget (200s) left no time to start its scan',
      ),
    ])
    // Following stops at 190s: the last request to the service, and the job's end, leave the
    // reserve of 10s unspent.
    expect(Math.max(...at(h.emu.requests))).toBe(190)
    expect((h.clock.now() - startMs) / 1000).toBe(190)
  })

  it('defers a scan stuck in triage two nights, then fails it as not judged; it is never bought again', async () => {
    const github = organization(2)
    // An earlier run bought repo-0's scan; the service holds it in human triage.
    h.emu.seedScan({
      name: `acme/repo-0 main @ ${'b'.repeat(40)}`,
      scanType: 'full',
      status: 'triage',
      repoUrl: 'https://github.com/acme/repo-0',
      branch: 'main',
    })
    const nights: Array<Record<string, string>> = []
    let failure = ''
    for (let night = 0; night < 3; night += 1) {
      await job({ mode: 'plan', repositories: 'org:acme', shards: '1' }, github)
      const plan = planFileSchema.parse(
        JSON.parse(await readFile(join(workspace, 'security-scan-plan.json'), 'utf8')),
      )
      expect(plan.repositories.find((r) => r.fullName === 'acme/repo-0')?.action).toBe('follow')
      await job(
        {
          mode: 'shard',
          shard: '0',
          'time-budget': '1h',
          'report-file': `security-scan-shards/night-${night}/report.json`,
        },
        github,
      )
      const merged = await job({ mode: 'merge' }, github)
      nights.push(merged.ports.outputs)
      failure = merged.ports.failures[0] ?? ''
      await rm(join(workspace, 'security-scan-shards'), { recursive: true, force: true })
      h.clock.advance(86_400_000)
    }
    const counts = (o: Record<string, string>) =>
      [o.result, o['repositories-deferred'], o['repositories-failed']].join(' ')
    expect(nights.map(counts)).toEqual(['passed 1 0', 'passed 1 0', 'unknown 0 1'])
    expect(failure).toMatch(
      /could not be judged \(acme\/repo-0: Not judged: scan [\w-]+, created 5\dh ago, is still working \(status triage\), past the 48h /,
    )
    // Followed every night, bought never: repo-1's one scan is all the sweep bought.
    expect(h.requests('POST /scans')).toHaveLength(1)
    expect([...startsPerRepository().values()]).toEqual([1, 1])
  })

  it('is unknown when the plan held no repository: a night that judged nothing', async () => {
    const github = organization(1)
    const repositories = 'org:acme\n!acme/repo-*'
    const plan = await job({ mode: 'plan', repositories, shards: '2' }, github)
    expect(plan.ports.failures).toEqual([])
    for (const shard of ['0', '1']) {
      const ran = await job(
        { mode: 'shard', shard, 'report-file': `security-scan-shards/s${shard}/report.json` },
        github,
      )
      expect(ran.ports.failures).toEqual([])
    }
    const merged = await job({ mode: 'merge' }, github)
    expect(merged.ports.outputs.result).toBe('unknown')
    expect(merged.ports.failures).toEqual(['repositories named no repository to scan'])
  })
})
