/**
 * What one search for a baseline comes to when it found none (src/baseline/search.ts): whether
 * the look was complete and met nothing, which on the default branch starts gate: new's record
 * (issue 39); directly, then through findBaseline against the emulator and the fake history.
 */
import { describe, expect, it } from 'vitest'
import type { BaselineTarget } from '../../src/baseline/baseline.js'
import { findBaseline } from '../../src/baseline/find.js'
import { describeNotEarlier, metNothing, type Search } from '../../src/baseline/search.js'
import { fakeCheckRunApi, OWN_APP } from '../../testkit/fakes/github-api.js'
import { recordingLog } from '../../testkit/fakes/log.js'
import { useWorld } from '../integration/helpers.js'
import {
  BRANCH,
  HEAD,
  nameAt,
  PARENT,
  REPO_URL,
  REPOSITORY,
  seedOtherScans,
  seedScan,
} from './seed.js'

/** A full scan of main at HEAD, the default branch's own run. */
const FULL_SCAN: BaselineTarget = {
  repository: REPOSITORY,
  repoUrl: REPO_URL,
  branch: BRANCH,
  head: HEAD,
  fullScan: { onDefaultBranch: true },
}

/** Long after any scan the emulator makes: every scan seeded is earlier. */
const JUDGED_AT = '2100-01-01T00:00:00Z'

/** A search that met nothing at all and read the service's list to its end; `change` alters it. */
function searchOf(change: (search: Search) => void = () => undefined): Search {
  const search: Search = {
    deps: {} as Search['deps'],
    target: FULL_SCAN,
    history: fakeCheckRunApi(),
    request: { deadline: { atMs: 0, name: 'test' } },
    seen: new Set(),
    onBranch: new Set(),
    scanReads: 0,
    ancestryChecks: 0,
    notOnBranch: [],
    unknown: [],
    unchecked: 0,
    markers: { commits: 5, passedOver: 0, unread: 0, unlisted: 0, below: HEAD },
    listedScans: 200,
    failures: [],
    notEarlier: [],
    markersListed: 0,
    namedForBranch: 0,
    historyRead: false,
    listEnded: true,
  }
  change(search)
  return search
}

const REJECTED = { scanId: 'scan-1', commit: PARENT }

describe('metNothing', () => {
  it('is a complete look that met nothing when the list ended, however long the history', () => {
    expect(metNothing(searchOf())).toBe(true)
  })

  it('is one when the history was read to its root, though the list did not end', () => {
    expect(
      metNothing(searchOf((s) => Object.assign(s, { listEnded: false, historyRead: true }))),
    ).toBe(true)
  })

  it('is none when neither the history was read to its root nor the list ended (5 ancestors read)', () => {
    expect(metNothing(searchOf((s) => (s.listEnded = false)))).toBe(false)
  })

  it("is none with an app's token when only the history was read to its root: another app's markers are unseen", () => {
    const search = searchOf((s) => {
      Object.assign(s, { listEnded: false, historyRead: true, markersFrom: OWN_APP })
    })
    expect(metNothing(search)).toBe(false)
    expect(metNothing({ ...search, listEnded: true })).toBe(true)
  })

  it.each<[string, (search: Search) => void]>([
    ['check runs of a commit past the page read (unlisted)', (s) => (s.markers.unlisted = 3)],
    ['markers left unread (unread)', (s) => (s.markers.unread = 1)],
    ['a marker passed over', (s) => (s.markers.passedOver = 1)],
    ['a marker naming a scan', (s) => (s.markersListed = 1)],
    ['a scan named for the branch in the list', (s) => (s.namedForBranch = 1)],
    ['a scan of a commit not on the branch', (s) => s.notOnBranch.push(REJECTED)],
    ['a scan whose ancestry is unknown', (s) => s.unknown.push({ ...REJECTED, why: 'shallow' })],
    ['a scan left unchecked', (s) => (s.unchecked = 1)],
    ['a scan not shown to be earlier', (s) => s.notEarlier.push(REJECTED)],
    ["a failed read of the service's list", (s) => s.failures.push('the list failed')],
  ])('is none after %s', (_, change) => {
    expect(metNothing(searchOf(change))).toBe(false)
    expect(metNothing(searchOf((s) => (change(s), (s.historyRead = true))))).toBe(false)
  })
})

describe('describeNotEarlier', () => {
  it('passes a scan created before the judged one, and says why any other is not', () => {
    expect(describeNotEarlier('2030-01-01T00:00:00Z', JUDGED_AT)).toBeUndefined()
    expect(describeNotEarlier(JUDGED_AT, JUDGED_AT)).toBe(
      'it was not created before the judged scan',
    )
    expect(describeNotEarlier(null, JUDGED_AT)).toBe('its created_at is missing or unreadable')
    expect(describeNotEarlier('soon', JUDGED_AT)).toBe('its created_at is missing or unreadable')
    expect(describeNotEarlier('2030-01-01T00:00:00Z', undefined)).toBe(
      "the judged scan's created_at is missing or unreadable",
    )
  })
})

describe("findBaseline: a full scan's look", () => {
  const world = useWorld()

  function find(github: ReturnType<typeof fakeCheckRunApi>, judged?: string) {
    world.emu.setCredits('org-1', 1_000_000)
    const deps = { client: world.client, clock: world.clock, log: recordingLog() }
    const deadline = { atMs: world.clock.now() + 3_600_000, name: 'scan-timeout (1h)' }
    return findBaseline(deps, FULL_SCAN, github, { deadline, judged, judgedAt: JUDGED_AT })
  }

  it('is no first with 5 ancestors and more read and the list not ended', async () => {
    await seedOtherScans(world.emu, world.client, world.clock, 250)
    const github = fakeCheckRunApi()
    github.ancestors[HEAD] = ['1', '2', '3', '4', '5', '6'].map((d) => d.repeat(40))
    const search = await find(github)
    expect(search).toMatchObject({ found: false })
    expect('empty' in search && search.empty).toBe(false)
  })

  it('is a first with a long history when the list ended with no scan of the branch', async () => {
    const github = fakeCheckRunApi()
    github.ancestors[HEAD] = ['1', '2', '3', '4', '5', '6'].map((d) => d.repeat(40))
    expect(await find(github)).toMatchObject({ found: false, empty: true })
  })

  it('never takes the judged scan for its own baseline, whichever commit a marker puts it on', async () => {
    // A scan that would qualify at PARENT, marked there: it is the one being judged.
    const judged = await seedScan(world.emu, world.client, world.clock, { name: nameAt(PARENT) })
    const github = fakeCheckRunApi()
    github.ancestors[HEAD] = [PARENT]
    github.markers[PARENT] = [judged]
    const from = world.emu.requests.length
    const search = await find(github, judged)
    expect(search).toMatchObject({ found: false })
    expect(world.emu.requests.slice(from).map((r) => r.endpoint ?? r.path)).not.toContain(
      'GET /scans/{id}',
    )
  })
})
