/**
 * Scans put straight into the list (emu.seedScan): the history a baseline is looked for in, with
 * thousands of newer scans of other repositories in front of it.
 */
import { describe, expect, it } from 'vitest'
import { call, createFinishedEstimation, type Json, useEmulator } from './helpers.js'
import { createManualClock, EmulatorError, type ScanSeed } from '../../testkit/emulator/index.js'
import { REPO_URL } from '../../testkit/ids.js'

const clock = createManualClock()
const { emu, key } = await useEmulator({ now: clock.now, rateLimit: { maxRequests: 100_000 } }, [
  'read',
  'write',
])
const MAIN_SHA = 'a'.repeat(40)

const read = async (path: string) => (await call(emu, 'GET', path, { key })).json

function fullScanOfMain(extra: Partial<ScanSeed> = {}): ScanSeed {
  return {
    name: `acme/webapp@${MAIN_SHA}`,
    scanType: 'full',
    repoUrl: REPO_URL,
    branch: 'main',
    ...extra,
  }
}

describe('emu.seedScan', () => {
  it('puts a completed scan in the list without an estimation or credits', async () => {
    const credits = emu.getCredits('org-1')
    const createdAt = clock.now() - 3 * 86_400_000
    const id = emu.seedScan(fullScanOfMain({ createdAt, findings: { critical: 1, high: 2 } }))
    expect(await read(`/scans/${id}`)).toEqual({
      id,
      task_id: expect.stringMatching(/^task_/),
      scan_type: 'full',
      status: 'completed',
      name: `acme/webapp@${MAIN_SHA}`,
      repo_url: REPO_URL,
      branch: 'main',
      cost_estimation_id: expect.any(String),
      target_urls: [],
      findings_summary: { critical: 1, high: 2, medium: 0, low: 0, info: 0 },
      created_at: new Date(createdAt).toISOString(),
      updated_at: new Date(createdAt).toISOString(),
    })
    expect(emu.getCredits('org-1')).toBe(credits)
    expect(emu.requests.filter((r) => r.endpoint === 'POST /cost-estimations')).toEqual([])
  })

  it('serves its findings by scan and severity, as those of a scan that ran', async () => {
    const seeds = [
      { title: 'SQL injection', severity: 'critical', rule_id: 'sqli', file_path: 'src/db.ts' },
      { title: 'XSS', severity: 'high', rule_id: 'xss', file_path: 'src/view.ts' },
      { title: 'SSRF', severity: 'high', rule_id: 'ssrf', file_path: 'src/fetch.ts' },
      { title: 'Verbose errors', severity: 'low' },
    ]
    const id = emu.seedScan(fullScanOfMain({ findings: seeds }))
    emu.seedScan(fullScanOfMain({ findings: { high: 5 } }))
    const high = await read(`/findings?scan_id=${id}&severity=high&page=1&limit=100`)
    expect(high).toMatchObject({ total: 2, page: 1, limit: 100 })
    expect(high.data.map((f: Json) => [f.title, f.rule_id, f.scan_id]).sort()).toEqual([
      ['SSRF', 'ssrf', id],
      ['XSS', 'xss', id],
    ])
    expect((await read(`/scans/${id}/findings?severity=critical`)).data[0]).toMatchObject({
      title: 'SQL injection',
      file_path: 'src/db.ts',
      state: 'open',
      verification_state: 'approved',
    })
    expect((await read(`/scans/${id}`)).findings_summary).toMatchObject({ high: 2, low: 1 })
  })

  it('takes its findings from the plan of its repository and branch unless given', async () => {
    emu.plan.repositories = {
      'acme/webapp': {
        scan: { findings: [{ title: 'A' }] },
        branches: { main: { scan: { findings: [{ title: 'A' }, { title: 'B' }] } } },
      },
    }
    const titles = async (id: string) =>
      (await read(`/scans/${id}/findings?sort_order=ASC`)).data.map((f: Json) => f.title)
    expect(await titles(emu.seedScan(fullScanOfMain()))).toEqual(['A', 'B'])
    expect(await titles(emu.seedScan(fullScanOfMain({ branch: 'dev' })))).toEqual(['A'])
    expect(await titles(emu.seedScan(fullScanOfMain({ findings: [] })))).toEqual([])
  })

  it('stays at any other status, without findings', async () => {
    const id = emu.seedScan(fullScanOfMain({ status: 'running', findings: { high: 3 } }))
    for (let poll = 0; poll < 3; poll += 1) await read(`/scans/${id}/status`)
    const record = await read(`/scans/${id}`)
    expect(record.status).toBe('running')
    expect(record.findings_summary).toEqual({ critical: 0, high: 0, medium: 0, low: 0, info: 0 })
    expect((await read(`/findings?scan_id=${id}`)).total).toBe(0)
    expect((await read('/scans?status=completed')).total).toBe(0)
    expect((await read('/scans?status=running')).data.map((s: Json) => s.id)).toEqual([id])
  })

  it('carries a pull request number and a commit only when given', async () => {
    const pr = emu.seedScan(fullScanOfMain({ scanType: 'pr', prNumber: 7, commitSha: MAIN_SHA }))
    expect(await read(`/scans/${pr}`)).toMatchObject({
      scan_type: 'pr',
      pr_number: 7,
      commit_sha: MAIN_SHA,
    })
    const plain = await read(`/scans/${emu.seedScan(fullScanOfMain())}`)
    expect(plain).not.toHaveProperty('pr_number')
    expect(plain).not.toHaveProperty('commit_sha')
  })

  it('seeds into the organization named, which other organizations cannot read', async () => {
    const id = emu.seedScan(fullScanOfMain({ org: 'other' }))
    expect((await call(emu, 'GET', `/scans/${id}`, { key })).status).toBe(404)
    const stranger = emu.addKey({ scopes: ['read'], org: 'other' })
    expect((await call(emu, 'GET', `/scans/${id}`, { key: stranger })).json.id).toBe(id)
  })

  it('needs a repository or an archive', () => {
    expect(() => emu.seedScan({ name: 'nothing', scanType: 'full' })).toThrow(EmulatorError)
  })
})

describe('archive scans', () => {
  it('carry archive_id and no repo_url, seeded or made', async () => {
    const seeded = emu.seedScan({
      name: 'main',
      scanType: 'full',
      archiveId: 'arc-1',
      branch: 'main',
    })
    const record = await read(`/scans/${seeded}`)
    expect(record).toMatchObject({ archive_id: 'arc-1', branch: 'main', name: 'main' })
    expect(record).not.toHaveProperty('repo_url')

    const estimation = await createFinishedEstimation(emu, key, [
      { source: 'upload', archive_id: 'arc-2' },
    ])
    const body = { cost_estimation_id: estimation.id, archive_id: 'arc-2', name: 'main' }
    const made = (await call(emu, 'POST', '/scans', { key, body })).json
    expect(made.archive_id).toBe('arc-2')
    expect(made).not.toHaveProperty('repo_url')
  })
})

describe('GET /scans over 10,000 seeded scans', () => {
  const NEWER = 10_000
  const PAGE = 100

  /** The baseline, three days old, behind 10,000 newer scans of other repositories. */
  function seedHistory(): { baseline: string; others: string[] } {
    const now = clock.now()
    const baseline = emu.seedScan(fullScanOfMain({ createdAt: now - 3 * 86_400_000 }))
    const others = emu.seedScans(NEWER, (i) => ({
      name: `acme/repo-${i} full scan`,
      scanType: 'full',
      repoUrl: `https://github.com/acme/repo-${i}`,
      branch: 'main',
      // Every tenth one failed; two share each second, so ties fall back to creation order.
      status: i % 10 === 9 ? 'failed' : 'completed',
      findings: {},
      createdAt: now - 86_400_000 + Math.floor(i / 2) * 1000,
    }))
    return { baseline, others }
  }

  async function readPages(query: string, pages: number): Promise<Json[]> {
    const scans: Json[] = []
    for (let page = 1; page <= pages; page += 1) {
      const res = await read(`/scans?${query}&page=${page}&limit=${PAGE}`)
      scans.push(...res.data)
    }
    return scans
  }

  it('pages newest first through the completed ones, sorting them once', async () => {
    const { baseline, others } = seedHistory()
    expect(others).toHaveLength(NEWER)
    const completed = others.filter((_, i) => i % 10 !== 9).reverse()
    const query = 'sort_by=created_at&sort_order=DESC&status=completed'
    const before = emu.stats.scanListsComputed
    const first = await read(`/scans?${query}&page=1&limit=${PAGE}`)
    expect(first.total).toBe(completed.length + 1)
    const scans = await readPages(query, 5)
    expect(scans.map((s: Json) => s.id)).toEqual(completed.slice(0, 5 * PAGE))
    expect(scans.every((s: Json) => s.status === 'completed')).toBe(true)
    expect(emu.stats.scanListsComputed - before).toBe(1)
    expect(emu.stats.scanListsCached).toBeGreaterThanOrEqual(5)
    const lastPage = Math.ceil(first.total / PAGE)
    const last = await read(`/scans?${query}&page=${lastPage}&limit=${PAGE}`)
    expect(last.data.at(-1).id).toBe(baseline)
  })

  it('lists a scan added or completed after the first read', async () => {
    seedHistory()
    const query = 'sort_by=created_at&sort_order=DESC&status=completed'
    await read(`/scans?${query}&limit=1`)
    clock.advance(1000)
    const newest = emu.seedScan(fullScanOfMain())
    expect((await read(`/scans?${query}&limit=1`)).data[0].id).toBe(newest)

    emu.plan.scan = { statuses: ['queued', 'completed'] }
    const estimation = await createFinishedEstimation(emu, key)
    clock.advance(1000)
    const body = { cost_estimation_id: estimation.id, repo_url: REPO_URL, branch: 'main' }
    const made = (await call(emu, 'POST', '/scans', { key, body })).json
    expect((await read(`/scans?${query}&limit=1`)).data[0].id).toBe(newest)
    await read(`/scans/${made.id}/status`)
    expect((await read(`/scans?${query}&limit=1`)).data[0].id).toBe(made.id)
  })
})
