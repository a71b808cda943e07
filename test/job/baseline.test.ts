/**
 * gate: new's step: the marker a full scan of the run's own commit leaves (markerOfRun), and the
 * baseline a change's run looks up once its scan completed (findBaselineOf), against the emulator
 * and GitHub's history as the fake API keeps it.
 */
import { describe, expect, it } from 'vitest'
import type { CheckRunApp, CommitHistory } from '../../src/baseline/baseline.js'
import type { Config } from '../../src/config/inputs.js'
import type { ScanTarget } from '../../src/config/target.js'
import {
  findBaselineOf,
  markerOfRun,
  NO_OWN_COMMIT,
  NO_TARGET_BRANCH,
} from '../../src/job/baseline.js'
import type { ScanResult } from '../../src/scan/scan-and-collect.js'
import { makeConfig, makeTarget } from '../../testkit/builders/config.js'
import { makeCounts, makeOutcome } from '../../testkit/builders/report.js'
import { fakeCheckRunApi, OWN_APP } from '../../testkit/fakes/github-api.js'
import { recordingLog, type RecordingLog } from '../../testkit/fakes/log.js'
import { HEAD_SHA, SCAN_ID } from '../../testkit/ids.js'
import {
  BRANCH,
  GRANDPARENT,
  HEAD,
  nameAt,
  PARENT,
  REPO_URL,
  REPOSITORY,
  seedOtherScans,
  seedScan,
} from '../baseline/seed.js'
import { useWorld } from '../integration/helpers.js'
import { quotesWordForWord } from '../docs/troubleshooting.js'

/** A push of main at HEAD_SHA, scanned in full under a name that carries the commit. */
const FULL_SCAN = makeTarget({
  scanType: 'full',
  branch: 'main',
  prNumber: undefined,
  name: `acme/webapp main @ ${HEAD_SHA}`,
})

describe('markerOfRun', () => {
  const judged = makeOutcome({ scan: { id: SCAN_ID, status: 'completed' } })

  it("marks a judged full scan of the run's own commit with its scan id, failed gate or not", () => {
    expect(markerOfRun(judged, FULL_SCAN)).toBe(`security-scan:full:${SCAN_ID}`)
    const failed = makeOutcome({
      scan: { id: SCAN_ID, status: 'completed', reused: true },
      counts: makeCounts({ critical: 2 }),
      gate: { result: 'failed', threshold: 'high', warnOnly: false, reason: '2 findings' },
    })
    expect(markerOfRun(failed, FULL_SCAN)).toBe(`security-scan:full:${SCAN_ID}`)
  })

  it.each<[string, ScanTarget | undefined]>([
    ["a pull request's scan", makeTarget()],
    ['a custom name, which does not pin the commit', { ...FULL_SCAN, namePinsCommit: false }],
    ['no target (inputs that could not be read)', undefined],
  ])('leaves none for %s', (_, target) => {
    expect(markerOfRun(judged, target)).toBeUndefined()
  })

  it.each([
    ['a stopped run', makeOutcome({ scan: judged.scan, stop: 'timeout' })],
    ['a scan without counts', makeOutcome({ scan: judged.scan, counts: undefined })],
    ['no scan', makeOutcome({ scan: undefined })],
  ])('leaves none for %s', (_, outcome) => {
    expect(markerOfRun(outcome, FULL_SCAN)).toBeUndefined()
  })
})

describe('findBaselineOf', () => {
  const world = useWorld()
  /** Pull request #7 into main, whose head is HEAD. */
  const CHANGE = makeTarget({
    base: { kind: 'target', sha: HEAD, checkedOut: false, branch: BRANCH },
    baseline: { repository: REPOSITORY, repoUrl: REPO_URL, branch: BRANCH, head: HEAD },
  })
  const SCANNED: ScanResult = {
    scan: { id: SCAN_ID, status: 'completed', reused: false },
    counts: makeCounts({ high: 1 }),
  }

  /**
   * findBaselineOf after `scanned`, with gate: new unless `config` says otherwise; the log and the
   * service requests it made.
   */
  async function find(
    target: ScanTarget,
    scanned: ScanResult | undefined,
    options: { config?: Partial<Config>; history?: CommitHistory | undefined } = {},
  ) {
    // history: undefined is a run with neither GitHub's API nor git, unlike no history given.
    const history = 'history' in options ? options.history : fakeCheckRunApi()
    const config = makeConfig({ gate: 'new', ...options.config })
    const log: RecordingLog = recordingLog()
    const from = world.emu.requests.length
    const deps = { client: world.client, clock: world.clock, log }
    const part = await findBaselineOf({ config, target, deps, history }, scanned)
    return { part, log, requests: world.emu.requests.slice(from) }
  }

  it('gate: all, or fail-on-severity none, looks up nothing', async () => {
    const github = fakeCheckRunApi()
    for (const config of [{ gate: 'all' }, { failOnSeverity: 'none' }] as const) {
      const { part, log, requests } = await find(CHANGE, SCANNED, { config, history: github })
      expect(part).toBeUndefined()
      expect(requests).toEqual([])
      expect(log.lines).toEqual([])
    }
    expect(github.historyCalls).toEqual([])
  })

  it.each<[string, ScanResult | undefined]>([
    ['no scan', undefined],
    ['a scan without counts', { scan: SCANNED.scan }],
    ['a stopped scan', { ...SCANNED, stop: 'timeout' }],
  ])('%s looks up nothing', async (_, scanned) => {
    const { part, requests } = await find(CHANGE, scanned)
    expect(part).toBeUndefined()
    expect(requests).toEqual([])
  })

  // A full scan has its branch's previous full scan as baseline (issue 39) only when it is of the
  // event's own commit under its default name: config/target.ts sets none otherwise.
  it('a full scan with no baseline target (inputs naming other code) has none, and says so once', async () => {
    const { part, log, requests } = await find(FULL_SCAN, SCANNED)
    expect(part).toBeUndefined()
    expect(log.lines).toEqual([`info: ${NO_OWN_COMMIT}`])
    expect(quotesWordForWord(NO_OWN_COMMIT)).toBe(true)
    expect(requests).toEqual([])
  })

  it('a change whose event names no target branch has none, and says why', async () => {
    const unnamed = makeTarget({ base: { kind: 'target', sha: HEAD, checkedOut: false } })
    const { part, requests, log } = await find(unnamed, SCANNED)
    expect(part).toEqual({ found: false, problem: NO_TARGET_BRANCH })
    expect(NO_TARGET_BRANCH).toMatch(/^No baseline: the event does not name the branch/)
    expect(log.at('warning')).toEqual([NO_TARGET_BRANCH])
    expect(requests).toEqual([])
  })

  it('warns why there is none when none can be found', async () => {
    const { part, log } = await find(CHANGE, SCANNED, { history: undefined })
    expect(part).toMatchObject({ found: false, problem: expect.stringContaining('main') })
    if (part?.found !== false) return
    expect(log.at('warning')).toEqual([part.problem])
    // A history without markers, and a service without scans of main, find none either.
    const none = await find(CHANGE, SCANNED)
    expect(none.part).toMatchObject({ found: false })
    expect(none.part).not.toEqual(part)
  })

  it("dates a baseline found by the clock: its age is now less the scan's created_at", async () => {
    const id = await seedScan(world.emu, world.client, world.clock, { findings: { high: 2 } })
    const github = fakeCheckRunApi()
    github.markers[HEAD] = [id]
    world.clock.advance(3 * 86_400_000)
    const { part, log } = await find(CHANGE, SCANNED, { history: github })
    expect(part).toMatchObject({ found: true, ref: { scanId: id, commit: HEAD, via: 'marker' } })
    if (part?.found !== true) return
    const createdAt = Date.parse(part.ref.createdAt ?? '')
    expect(part.ref.ageMs).toBe(world.clock.now() - createdAt)
    expect(part.ref.ageMs).toBeGreaterThanOrEqual(3 * 86_400_000)
    expect(part.findings).toHaveLength(2)
    expect(log.at('warning')).toEqual([])
  })
})

describe('findBaselineOf for a full scan (issue 39)', () => {
  const world = useWorld()
  /** A push of main at HEAD, the default branch's own run unless told otherwise. */
  const push = (onDefaultBranch = true) =>
    makeTarget({
      scanType: 'full',
      branch: BRANCH,
      prNumber: undefined,
      name: nameAt(HEAD),
      baseline: {
        repository: REPOSITORY,
        repoUrl: REPO_URL,
        branch: BRANCH,
        head: HEAD,
        fullScan: { onDefaultBranch },
      },
    })

  /** The run's own scan of HEAD, completed, as the service lists it. */
  async function scanHead(): Promise<ScanResult> {
    const id = await seedScan(world.emu, world.client, world.clock, { name: nameAt(HEAD) })
    const { created_at: createdAt } = await world.client.getScan(id)
    return {
      scan: { id, status: 'completed', reused: false },
      counts: makeCounts({ high: 1 }),
      createdAt: createdAt ?? undefined,
    }
  }

  async function find(
    target: ScanTarget,
    scanned: ScanResult,
    history: CommitHistory,
    checkRunApp?: CheckRunApp,
  ) {
    const log = recordingLog()
    const deps = { client: world.client, clock: world.clock, log }
    const config = makeConfig({ gate: 'new' })
    const part = await findBaselineOf({ config, target, deps, history, checkRunApp }, scanned)
    return { part, log }
  }

  /** More completed scans (of another repository) than a run lists: the list does not end. */
  const fillTheList = () => seedOtherScans(world.emu, world.client, world.clock, 250)

  it("starts the record on a history read to its root, though the service's list did not end", async () => {
    await fillTheList()
    const own = await scanHead()
    const github = fakeCheckRunApi()
    github.ancestors[HEAD] = [PARENT]
    const { part } = await find(push(), own, github)
    expect(part).toEqual({ found: false, startsRecord: { branch: BRANCH } })
  })

  it("is no first when the first parent's entry was past the page read: every finding counts", async () => {
    await fillTheList()
    const own = await scanHead()
    const github = fakeCheckRunApi()
    // A merge brought in more commits than the page holds: PARENT's own parent was not read.
    github.ancestors[HEAD] = [PARENT]
    github.pageEnded.add(HEAD)
    const { part, log } = await find(push(), own, github)
    expect(part).toMatchObject({ found: false, problem: expect.stringMatching(/^No baseline/) })
    expect(log.at('warning')).toHaveLength(1)
  })

  it("with an app's token, a history read to its root is not enough: another app's markers are unseen", async () => {
    await fillTheList()
    const own = await scanHead()
    const github = fakeCheckRunApi()
    github.ancestors[HEAD] = [PARENT]
    const { part } = await find(push(), own, github, OWN_APP)
    expect(part).toMatchObject({ found: false, problem: expect.stringMatching(/^No baseline/) })
    expect(github.historyCalls).toContain(`markers ${PARENT} of app ${OWN_APP.id}`)
  })

  it("with an app's token, starts the record when the service's list ended with no scan named for the branch", async () => {
    const own = await scanHead()
    const github = fakeCheckRunApi()
    github.ancestors[HEAD] = [PARENT]
    github.pageEnded.add(HEAD)
    const { part } = await find(push(), own, github, OWN_APP)
    expect(part).toEqual({ found: false, startsRecord: { branch: BRANCH } })
  })

  it.each<[string, (createdAt: string | undefined) => string | undefined]>([
    ['created after the judged scan', () => '2001-01-01T00:00:00Z'],
    ['when the judged scan has no created_at', () => undefined],
    ['when the judged created_at is unreadable', () => 'yesterday'],
  ])(
    'does not take a full scan at an ancestor %s for the previous one, and says so',
    async (_, judgedAt) => {
      const previous = await seedScan(world.emu, world.client, world.clock, {
        name: nameAt(PARENT),
      })
      const own = await scanHead()
      const github = fakeCheckRunApi()
      github.markers[PARENT] = [previous]
      github.ancestors[HEAD] = [PARENT]
      const { part, log } = await find(
        push(),
        { ...own, createdAt: judgedAt(own.createdAt) },
        github,
      )
      const problem = part?.found === false ? part.problem : undefined
      expect(problem).toMatch(
        new RegExp(
          `^No baseline for main: scan ${previous} \\(at bbbbbbb\\) is not shown to be an earlier full scan of main: `,
        ),
      )
      expect(log.at('warning')).toEqual([problem])
      expect(quotesWordForWord(problem ?? ''), problem).toBe(true)
    },
  )

  it("takes the previous full scan at an ancestor, never its own scan's marker on its commit (a re-run)", async () => {
    const previous = await seedScan(world.emu, world.client, world.clock, { name: nameAt(PARENT) })
    const own = await scanHead()
    const github = fakeCheckRunApi()
    // The first attempt's check run marked HEAD with the scan this re-run reuses.
    github.markers[HEAD] = [own.scan?.id ?? '']
    github.markers[PARENT] = [previous]
    github.ancestors[HEAD] = [PARENT, GRANDPARENT]
    const { part, log } = await find(push(), own, github)
    expect(part).toMatchObject({
      found: true,
      ref: { scanId: previous, commit: PARENT, via: 'marker', previousFullScan: true },
    })
    expect(github.historyCalls).not.toContain(`markers ${HEAD}`)
    expect(log.at('warning')).toEqual([])
  })

  it("through the service's list, passes by its own scan, the newest of the branch", async () => {
    const previous = await seedScan(world.emu, world.client, world.clock, { name: nameAt(PARENT) })
    const own = await scanHead()
    const github = fakeCheckRunApi()
    github.ancestors[HEAD] = [PARENT]
    const { part } = await find(push(), own, github)
    expect(part).toMatchObject({ found: true, ref: { scanId: previous, via: 'list' } })
  })

  it("the default branch's first full scan starts the record when the look was complete and met nothing", async () => {
    const own = await scanHead()
    const github = fakeCheckRunApi()
    github.markers[HEAD] = [own.scan?.id ?? '']
    github.ancestors[HEAD] = [PARENT]
    const { part, log } = await find(push(), own, github)
    expect(part).toEqual({ found: false, startsRecord: { branch: BRANCH } })
    expect(log.at('warning')).toEqual([])
  })

  it.each<[string, (github: ReturnType<typeof fakeCheckRunApi>) => Promise<void> | void, boolean]>([
    ['of another branch than the default', () => undefined, false],
    [
      'with a marker on the parent that does not qualify',
      (github) => {
        github.markers[PARENT] = ['0d9a2a4e-0000-4000-8000-000000000001']
      },
      true,
    ],
    [
      'whose markers could not be read',
      (github) => {
        github.historyFailure = { markers: new Error('GitHub answered 500') }
      },
      true,
    ],
    [
      "with a scan named for main in the service's list that is no baseline",
      async () => {
        await seedScan(world.emu, world.client, world.clock, {
          name: nameAt(PARENT),
          scanType: 'pr',
        })
      },
      true,
    ],
  ])('a full scan %s counts every finding, saying why', async (_, arrange, onDefaultBranch) => {
    const github = fakeCheckRunApi()
    github.ancestors[HEAD] = [PARENT]
    await arrange(github)
    const own = await scanHead()
    const { part, log } = await find(push(onDefaultBranch), own, github)
    expect(part).toMatchObject({
      found: false,
      problem: expect.stringMatching(/^No baseline for main: /),
    })
    if (part?.found !== false || part.problem === undefined) return
    expect(log.at('warning')).toEqual([part.problem])
    expect(quotesWordForWord(part.problem), part.problem).toBe(true)
  })
})
