/**
 * The matrix soak's own count of what the emulator saw (scripts/soak-count.ts): a repository is
 * judged when the findings of a completed scan of it were read, whatever the action reports.
 */
import { describe, expect, it } from 'vitest'
import { createManualClock } from '../../testkit/emulator/index.js'
import { countScansBought, findJudgedAt } from '../../scripts/soak-count.js'
import { call, startScan, useEmulator } from '../emulator/helpers.js'

const clock = createManualClock()
const { emu, key } = await useEmulator({ now: clock.now }, ['read', 'write'])

const seed = (repository: string, commit = 'a') =>
  emu.seedScan({
    name: `acme/${repository} main @ ${commit.repeat(40)}`,
    scanType: 'full',
    repoUrl: `https://github.com/acme/${repository}`,
  })

describe('findJudgedAt', () => {
  it('counts a repository once the findings of its completed scan are read, at the first read', async () => {
    const id = seed('repo-00001')
    seed('repo-00002')
    clock.advance(1_000)
    const first = clock.now()
    expect((await call(emu, 'GET', `/findings?scan_id=${id}`, { key })).status).toBe(200)
    clock.advance(1_000)
    expect((await call(emu, 'GET', `/scans/${id}/findings`, { key })).status).toBe(200)
    expect(findJudgedAt(emu)).toEqual(new Map([['repo-00001', first]]))
  })

  it('does not count a read before the scan completed, nor one the emulator refused', async () => {
    emu.plan.scan = { durationMs: { min: 60_000, max: 60_000 } }
    const { id } = await startScan(emu, key, { name: `acme/repo-00003 main @ ${'b'.repeat(40)}` })
    const done = seed('repo-00004')
    clock.advance(30_000)
    await call(emu, 'GET', `/findings?scan_id=${id}`, { key })
    expect((await call(emu, 'GET', `/findings?scan_id=${done}`)).status).toBe(401)
    expect(findJudgedAt(emu).size).toBe(0)
    clock.advance(30_000)
    expect((await call(emu, 'GET', `/findings?scan_id=${id}`, { key })).status).toBe(200)
    expect(findJudgedAt(emu)).toEqual(new Map([['repo-00003', clock.now()]]))
  })
})

describe('countScansBought', () => {
  it('counts scans per repository: twice, and never for those without one', () => {
    seed('repo-00001')
    seed('repo-00001')
    seed('repo-00002')
    expect(countScansBought(emu, ['repo-00001', 'repo-00002', 'repo-00003'])).toEqual({
      total: 3,
      twice: ['repo-00001'],
      never: 1,
    })
  })

  it('counts a repository pushed to between nights, a scan at each commit, as bought once each', () => {
    seed('repo-00004', 'a')
    seed('repo-00004', 'b')
    expect(countScansBought(emu, ['repo-00004'])).toEqual({ total: 2, twice: [], never: 0 })
  })
})
