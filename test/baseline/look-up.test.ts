import { beforeEach, describe, expect, it } from 'vitest'
import type { BaselinePart, BaselineTarget } from '../../src/baseline/baseline.js'
import { ANCESTRY_CHECKS, LIST_PAGES, MARKER_SCAN_READS } from '../../src/baseline/find.js'
import { lookUpBaseline } from '../../src/baseline/look-up.js'
import { BASELINE_PAGE_CAP } from '../../src/baseline/read.js'
import { createGitHistory } from '../../src/cli/git.js'
import type { Threshold } from '../../src/gate/gate.js'
import type { StepDeps } from '../../src/scan/step-deps.js'
import { fakeCheckRunApi, OWN_APP } from '../../testkit/fakes/github-api.js'
import { recordingLog } from '../../testkit/fakes/log.js'
import { quotesWordForWord } from '../docs/troubleshooting.js'
import { useWorld } from '../integration/helpers.js'
import { useGitHistory } from '../support/git-history.js'
import {
  BRANCH,
  ELSEWHERE,
  GRANDPARENT,
  HEAD,
  PARENT,
  REPO_URL,
  REPOSITORY,
  nameAt,
  seedOtherScans,
  seedScan,
  type ScanSeed,
} from './seed.js'

const TARGET: BaselineTarget = {
  repository: REPOSITORY,
  repoUrl: REPO_URL,
  branch: BRANCH,
  head: HEAD,
}

const world = useWorld()

beforeEach(() => {
  world.emu.setCredits('org-1', 1_000_000)
})

function deps(): StepDeps {
  return { client: world.client, clock: world.clock, log: recordingLog() }
}

function seed(scan: ScanSeed = {}): Promise<string> {
  return seedScan(world.emu, world.client, world.clock, scan)
}

/** Looks up TARGET's baseline; the requests it made, by endpoint, from now on. */
async function lookUp(
  history: Parameters<typeof lookUpBaseline>[2] = fakeCheckRunApi(),
  threshold: Threshold = 'high',
  markersFrom?: typeof OWN_APP,
): Promise<{ part: BaselinePart; requests: string[] }> {
  const from = world.emu.requests.length
  const part = await lookUpBaseline(deps(), TARGET, history, {
    threshold,
    deadline: { atMs: world.clock.now() + 3_600_000, name: 'scan-timeout (1h)' },
    markersFrom,
  })
  return { part, requests: world.emu.requests.slice(from).map((r) => r.endpoint ?? r.path) }
}

/** A look-up with no history at all (no GitHub API, no git). */
async function lookUpWithout(): Promise<{ part: BaselinePart; requests: string[] }> {
  const from = world.emu.requests.length
  const part = await lookUpBaseline(deps(), TARGET, undefined, {
    threshold: 'high',
    deadline: { atMs: world.clock.now() + 3_600_000, name: 'scan-timeout (1h)' },
  })
  return { part, requests: world.emu.requests.slice(from).map((r) => r.endpoint ?? r.path) }
}

function count(requests: string[], endpoint: string): number {
  return requests.filter((r) => r === endpoint).length
}

function problemOf(part: BaselinePart): string {
  if (part.found) throw new Error(`a baseline was found: ${part.ref.scanId}`)
  if (part.problem === undefined) throw new Error('the record was started')
  return part.problem
}

describe('lookUpBaseline: markers', () => {
  it('takes the scan a marker on the head names, and reads its findings at or above the threshold, one severity at a time', async () => {
    const id = await seed({ findings: { critical: 1, high: 2, medium: 3 } })
    const github = fakeCheckRunApi()
    github.markers[HEAD] = [id]
    const { part, requests } = await lookUp(github)
    expect(part).toMatchObject({
      found: true,
      ref: { scanId: id, commit: HEAD, branch: BRANCH, via: 'marker' },
      compared: ['critical', 'high'],
      capped: false,
    })
    if (!part.found) return
    expect(part.ref.createdAt).toMatch(/^2030-/)
    expect(part.findings.map((f) => f.severity)).toEqual(['critical', 'high', 'high'])
    // One marker read, one scan read, a findings page per severity: nothing listed, no compare.
    expect(github.historyCalls).toEqual([`markers ${HEAD}`])
    expect(requests).toEqual(['GET /scans/{id}', 'GET /findings', 'GET /findings'])
    expect(world.requests('GET /findings').map((r) => r.query.severity)).toEqual([
      'critical',
      'high',
    ])
  })

  it.each<[string, ScanSeed]>([
    ['a pr scan', { scanType: 'pr' }],
    ['a scan of another branch', { branch: 'develop', name: nameAt(HEAD, 'develop') }],
    ['a scan of another branch named like the target', { branch: 'develop' }],
    ['a 7-digit name', { name: nameAt(HEAD.slice(0, 7)) }],
    ['another repository', { repoUrl: 'https://github.com/acme/other' }],
    ['an uploaded archive named like the target', { archiveId: 'arch-1' }],
  ])('does not take %s that a marker names', async (_, scan) => {
    const id = await seed(scan)
    const github = fakeCheckRunApi()
    github.markers[HEAD] = [id]
    const { part } = await lookUp(github)
    // Never "no marker": there was one, and what it came to is said.
    expect(problemOf(part)).toBe(
      "No baseline for main: no completed full scan of main was found (none among the service's 1 newest completed scans), and 1 marker on main's head named a scan that does not qualify; any workflow with checks: write can leave a marker: give the gate a GitHub App's token that can write its check run, to read only that app's markers; run a full scan of main (a push or scheduled run) to make one",
    )
  })

  it('does not take a scan a marker names whose commit is not on the branch', async () => {
    const id = await seed({ name: nameAt(ELSEWHERE) })
    const github = fakeCheckRunApi()
    github.markers[HEAD] = [id]
    const { part } = await lookUp(github)
    // The marker speaks for HEAD only; the list, where the scan is too, asks about its commit.
    expect(github.historyCalls).toContain(`compare ${ELSEWHERE}...${HEAD}`)
    expect(problemOf(part)).toBe(
      `No baseline for main: the full scan named for main (the newest: scan ${id} at eeeeeee) is of commits not on main; run a full scan of main (a push or scheduled run) to make one; and 1 marker on main's head named a scan that does not qualify; any workflow with checks: write can leave a marker: give the gate a GitHub App's token that can write its check run, to read only that app's markers`,
    )
  })

  it('never takes an older scan that a marker on a newer commit names: a marker speaks for its commit', async () => {
    const stale = await seed({ name: nameAt(GRANDPARENT), findings: { critical: 5 } })
    const fresh = await seed({ name: nameAt(HEAD) })
    const github = fakeCheckRunApi()
    github.ancestors[HEAD] = [PARENT, GRANDPARENT]
    // Listed first on the head, as whoever left it may date it.
    github.markers[HEAD] = [stale, fresh]
    const { part } = await lookUp(github)
    expect(part).toMatchObject({ found: true, ref: { scanId: fresh, commit: HEAD } })
  })

  it("follows the markers of the head's nearest ancestors, which need no compare", async () => {
    const id = await seed({ name: nameAt(GRANDPARENT) })
    const github = fakeCheckRunApi()
    github.ancestors[HEAD] = [PARENT, GRANDPARENT]
    github.markers[GRANDPARENT] = [id]
    const { part, requests } = await lookUp(github)
    expect(part).toMatchObject({ found: true, ref: { scanId: id, commit: GRANDPARENT } })
    expect(github.historyCalls).toEqual([
      `markers ${HEAD}`,
      `ancestors ${HEAD} 5`,
      `markers ${PARENT}`,
      `markers ${GRANDPARENT}`,
    ])
    expect(count(requests, 'GET /scans')).toBe(0)
  })

  it('reads at most a few scans that markers name, and bounds every other request', async () => {
    const ids: string[] = []
    for (let i = 0; i < 6; i++) ids.push(await seed({ scanType: 'pr' }))
    const ancestors = ['1', '2', '3', '4', '5'].map((d) => d.repeat(40))
    const github = fakeCheckRunApi()
    github.ancestors[HEAD] = ancestors
    github.markers[HEAD] = [ids[0]!]
    for (const [i, ancestor] of ancestors.entries()) github.markers[ancestor] = [ids[i + 1]!]
    const { part, requests } = await lookUp(github)
    expect(part.found).toBe(false)
    expect(count(requests, 'GET /scans/{id}')).toBe(MARKER_SCAN_READS)
    expect(count(requests, 'GET /scans')).toBeLessThanOrEqual(LIST_PAGES)
    expect(github.historyCalls.filter((c) => c.startsWith('markers'))).toHaveLength(
      MARKER_SCAN_READS,
    )
  })

  it("falls back to the service's list when the markers cannot be read, and says why when that finds none", async () => {
    const github = fakeCheckRunApi()
    // As the Octokit adapter words GitHub's refusal (src/github/commit-history.ts).
    github.historyFailure = {
      markers: new Error('403 from GitHub: Resource not accessible by integration'),
    }
    const none = await lookUp(github)
    expect(problemOf(none.part)).toBe(
      "No baseline for main: none found, and the markers on aaaaaaa could not be read through GitHub's API (403 from GitHub: Resource not accessible by integration); give the workflow checks: read",
    )
    const id = await seed()
    const { part } = await lookUp(github)
    expect(part).toMatchObject({ found: true, ref: { scanId: id, via: 'list' } })
  })
})

describe('lookUpBaseline: markers anyone can leave', () => {
  /** Scan ids no scan has: what a workflow with checks: write can name in a marker. */
  const junk = ['1', '2', '3'].map(
    (d) => `${d.repeat(8)}-${d.repeat(4)}-4${d.repeat(3)}-8${d.repeat(3)}-${d.repeat(12)}`,
  )

  it("reads only the markers of the token's own app: junk left by GITHUB_TOKEN cannot use up the reads", async () => {
    const id = await seed()
    await seedOtherScans(world.emu, world.client, world.clock, 250)
    const github = fakeCheckRunApi()
    github.markers[HEAD] = junk
    github.appMarkers[HEAD] = [id]
    const { part, requests } = await lookUp(github, 'high', OWN_APP)
    expect(part).toMatchObject({ found: true, ref: { scanId: id, commit: HEAD, via: 'marker' } })
    expect(github.historyCalls).toEqual([`markers ${HEAD} of app ${OWN_APP.id}`])
    expect(count(requests, 'GET /scans/{id}')).toBe(1)
  })

  it('says what the markers it read came to when they hide the baseline, never that there was none', async () => {
    const id = await seed()
    await seedOtherScans(world.emu, world.client, world.clock, 250)
    const github = fakeCheckRunApi()
    // Listed first, as the newest check runs: the real marker comes after the reads are spent.
    github.markers[HEAD] = [...junk, id]
    const { part, requests } = await lookUp(github)
    expect(count(requests, 'GET /scans/{id}')).toBe(MARKER_SCAN_READS)
    expect(count(requests, 'GET /scans')).toBe(LIST_PAGES)
    const problem = problemOf(part)
    expect(problem).toBe(
      "No baseline for main: no completed full scan of main was found (none among the service's 200 newest completed scans), and 3 markers on main's head named scans that do not qualify (1 more not read: a run reads a few at most); any workflow with checks: write can leave a marker: give the gate a GitHub App's token that can write its check run, to read only that app's markers; run a full scan of main (a push or scheduled run) to make one",
    )
    expect(problem).not.toMatch(/no marker/)
    expect(quotesWordForWord(problem)).toBe(true)
  })

  it('says it read only the first check runs of a commit with more, never that there was no marker', async () => {
    await seedOtherScans(world.emu, world.client, world.clock, 250)
    const github = fakeCheckRunApi()
    // A wide build matrix, or junk: a marker may be past the page read.
    github.unlistedCheckRuns[HEAD] = 180
    const { part } = await lookUp(github)
    const problem = problemOf(part)
    expect(problem).toBe(
      "No baseline for main: no completed full scan of main was found (none among the service's 200 newest completed scans), and no marker among the check runs read on main's head (180 check runs past the first 100 of a commit not read); any workflow with checks: write can leave a marker: give the gate a GitHub App's token that can write its check run, to read only that app's markers; run a full scan of main (a push or scheduled run) to make one",
    )
    expect(quotesWordForWord(problem)).toBe(true)
  })

  it('names the app whose markers it read when that app left none', async () => {
    await seedOtherScans(world.emu, world.client, world.clock, 1)
    const github = fakeCheckRunApi()
    github.markers[HEAD] = junk
    const { part } = await lookUp(github, 'high', OWN_APP)
    expect(quotesWordForWord(problemOf(part))).toBe(true)
    expect(problemOf(part)).toBe(
      "No baseline for main: no completed full scan of main was found (no marker of the app acme-security on its 1 newest commit, none among the service's 1 newest completed scans); run a full scan of main (a push or scheduled run) to make one",
    )
  })
})

describe("lookUpBaseline: the service's list", () => {
  it('does not take a newer scan of another branch, even one named like the target', async () => {
    const id = await seed({ name: nameAt(PARENT) })
    await seed({ branch: 'develop', name: nameAt(HEAD, 'develop') })
    await seed({ branch: 'develop', name: nameAt(HEAD) })
    const github = fakeCheckRunApi()
    github.ancestors[HEAD] = [PARENT]
    const { part } = await lookUp(github)
    expect(part).toMatchObject({ found: true, ref: { scanId: id, commit: PARENT, via: 'list' } })
  })

  it('takes the newest scan whose commit GitHub shows on the branch', async () => {
    const id = await seed({ name: nameAt(GRANDPARENT) })
    await seed({ name: nameAt(ELSEWHERE) })
    const github = fakeCheckRunApi()
    github.ancestry[`${GRANDPARENT}...${HEAD}`] = 'yes'
    const { part } = await lookUp(github)
    expect(part).toMatchObject({ found: true, ref: { scanId: id, commit: GRANDPARENT } })
    expect(github.historyCalls.filter((c) => c.startsWith('compare'))).toEqual([
      `compare ${ELSEWHERE}...${HEAD}`,
      `compare ${GRANDPARENT}...${HEAD}`,
    ])
  })

  it('finds a baseline on the second page of 100, and looks no further', async () => {
    const id = await seed()
    await seedOtherScans(world.emu, world.client, world.clock, 150)
    const found = await lookUp()
    expect(found.part).toMatchObject({ found: true, ref: { scanId: id, via: 'list' } })
    expect(count(found.requests, 'GET /scans')).toBe(2)

    await seedOtherScans(world.emu, world.client, world.clock, 100)
    const { part, requests } = await lookUp()
    expect(count(requests, 'GET /scans')).toBe(LIST_PAGES)
    expect(problemOf(part)).toBe(
      "No baseline for main: no completed full scan of main was found (no marker on its 1 newest commit, none among the service's 200 newest completed scans); run a full scan of main (a push or scheduled run) to make one",
    )
  })

  it('asks about the commits of a few scans at most', async () => {
    for (let i = 0; i < ANCESTRY_CHECKS + 2; i++) {
      await seed({ name: nameAt(String(i).repeat(40)) })
    }
    const github = fakeCheckRunApi()
    const { part } = await lookUp(github)
    expect(part.found).toBe(false)
    expect(github.historyCalls.filter((c) => c.startsWith('compare'))).toHaveLength(ANCESTRY_CHECKS)
  })

  it('says the history could not tell, and how to fix it, before anything else', async () => {
    const id = await seed({ name: nameAt(GRANDPARENT) })
    await seed({ name: nameAt(ELSEWHERE) })
    const github = fakeCheckRunApi()
    github.ancestry[`${GRANDPARENT}...${HEAD}`] = { unknown: 'a reason; what to do' }
    const { part } = await lookUp(github)
    expect(problemOf(part)).toBe(
      `No baseline for main: could not show that scan ${id} (at ccccccc) is of a commit on main: a reason; what to do`,
    )
  })

  it('says why when the list cannot be read', async () => {
    world.emu.faults.add({ kind: 'status', status: 403, path: '/scans', times: Infinity })
    const { part } = await lookUp()
    expect(problemOf(part)).toMatch(
      /^No baseline for main: none found, and the service's list of scans could not be read \(.*403.*\); re-run the job later$/,
    )
  })

  it('throws only when the run is cancelled', async () => {
    const id = await seed()
    const github = fakeCheckRunApi()
    github.markers[HEAD] = [id]
    const controller = new AbortController()
    controller.abort(new Error('the job was cancelled'))
    const options = { threshold: 'high' as const, deadline: { atMs: Infinity, name: 'never' } }
    await expect(
      lookUpBaseline({ ...deps(), signal: controller.signal }, TARGET, github, options),
    ).rejects.toThrow()
  })

  it('has no baseline without a history, and asks the service nothing', async () => {
    await seed()
    const { part, requests } = await lookUpWithout()
    expect(requests).toEqual([])
    expect(problemOf(part)).toBe(
      'No baseline for main: nothing here can show which commits are on main; give the action a github-token, or run the command line in a git clone of the repository',
    )
  })
})

describe.skipIf(process.platform === 'win32')('lookUpBaseline on the command line', () => {
  const git = useGitHistory()

  async function lookUpInClone(clone: string): Promise<BaselinePart> {
    return await lookUpBaseline(
      deps(),
      { ...TARGET, head: git.history.head },
      createGitHistory(clone, git.program),
      { threshold: 'high', deadline: { atMs: world.clock.now() + 3_600_000, name: 'a while' } },
    )
  }

  it("takes the service's newest scan of a commit the clone shows on the branch", async () => {
    const id = await seed({ name: nameAt(git.history.first) })
    await seed({ name: nameAt(git.history.side) })
    expect(await lookUpInClone(git.history.origin)).toMatchObject({
      found: true,
      ref: { scanId: id, commit: git.history.first, via: 'list' },
    })
  })

  it('has no baseline in a shallow clone that lacks its commit, and says to fetch deeper', async () => {
    const id = await seed({ name: nameAt(git.history.first) })
    expect(problemOf(await lookUpInClone(git.history.shallow))).toBe(
      `No baseline for main: could not show that scan ${id} (at ${git.history.first.slice(0, 7)}) is of a commit on main: the clone does not have commit ${git.history.first.slice(0, 7)} (a shallow clone); fetch deeper (fetch-depth: 0 / GIT_DEPTH: 0)`,
    )
  })
})

describe("lookUpBaseline: the baseline's findings", () => {
  async function lookUpMarked(scan: ScanSeed, threshold: Threshold = 'high') {
    const id = await seed(scan)
    const github = fakeCheckRunApi()
    github.markers[HEAD] = [id]
    return { id, ...(await lookUp(github, threshold)) }
  }

  it('reads no more than the page cap; the findings past it are left unread', async () => {
    const { part, requests } = await lookUpMarked({ findings: { critical: 50, high: 2_500 } })
    expect(count(requests, 'GET /findings')).toBe(BASELINE_PAGE_CAP)
    expect(part).toMatchObject({ found: true, capped: true })
    if (!part.found) return
    expect(part.findings.filter((f) => f.severity === 'critical')).toHaveLength(50)
    expect(part.findings).toHaveLength(50 + (BASELINE_PAGE_CAP - 1) * 100)
  })

  it('reads nothing under threshold none', async () => {
    const { part, requests } = await lookUpMarked({ findings: { critical: 3 } }, 'none')
    expect(part).toMatchObject({ found: true, compared: [], findings: [], capped: false })
    expect(count(requests, 'GET /findings')).toBe(0)
  })

  it('has no baseline when its findings cannot be read after the retries', async () => {
    world.client = world.makeClient({ maxRetries: 1 })
    world.emu.faults.add({ kind: 'status', status: 500, path: '/findings', times: Infinity })
    const { id, part } = await lookUpMarked({ findings: { high: 2 } })
    expect(problemOf(part)).toMatch(
      new RegExp(
        `^No baseline for main: the findings of its baseline, scan ${id}, could not be read \\(.*500.*\\); re-run the job later$`,
      ),
    )
  })

  it('has no baseline when the list answers findings of another scan (a service ignoring scan_id)', async () => {
    const other = '99999999-8888-4777-8666-555555555555'
    const foreign = { id: 'f-1', scan_id: other, title: 'XSS', severity: 'high', state: 'open' }
    world.emu.faults.add({
      kind: 'status',
      status: 200,
      path: '/findings',
      body: { data: [foreign, { ...foreign, id: 'f-2' }], total: 2, page: 1, limit: 100 },
      times: Infinity,
    })
    const { id, part } = await lookUpMarked({ findings: { high: 2 } })
    expect(problemOf(part)).toBe(
      `No baseline for main: the findings of its baseline, scan ${id}, could not be read (the list answered findings of another scan (${other}) for scan_id ${id}); re-run the job later`,
    )
  })

  it('has no baseline when the list answers severities not asked for (a service ignoring severity)', async () => {
    // Asked for its high findings only, the list answers every one, the low one too.
    const finding = { id: 'f-1', title: 'XSS', severity: 'high', state: 'open' }
    const all = [finding, { ...finding, id: 'f-2' }, { ...finding, id: 'f-3', severity: 'low' }]
    world.emu.faults.add({
      kind: 'status',
      status: 200,
      path: '/findings',
      body: { data: all, total: 3, page: 1, limit: 100 },
      times: Infinity,
    })
    const { id, part } = await lookUpMarked({ findings: { high: 2, low: 1 } })
    expect(
      world.emu.requests.filter((r) => r.endpoint === 'GET /findings').map((r) => r.query.severity),
    ).toEqual(['high'])
    expect(problemOf(part)).toBe(
      `No baseline for main: the findings read of its baseline, scan ${id}, do not match the scan's findings_summary (low: 1 read, not asked for); re-run the job later, or run a new full scan of main`,
    )
  })

  it('has no baseline when the findings read are not those its findings_summary counts', async () => {
    const { id, part } = await lookUpMarked({
      findings: { high: 3 },
      findingsSummary: { high: 5 },
    })
    expect(problemOf(part)).toBe(
      `No baseline for main: the findings read of its baseline, scan ${id}, do not match the scan's findings_summary (high: 5 counted, 3 read); re-run the job later, or run a new full scan of main`,
    )
  })
})
