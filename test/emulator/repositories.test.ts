/**
 * Many repositories in one estimation, as a sweep of an organization sends them: the batch limit,
 * plans per repository and what a scan of one of them costs.
 */
import { describe, expect, it } from 'vitest'
import { call, createFinishedEstimation, type Json, useEmulator } from './helpers.js'
import { createManualClock } from '../../testkit/emulator/index.js'

const clock = createManualClock()
const { emu, key } = await useEmulator({ now: clock.now }, ['read', 'write'])

const SHOP = { repo_url: 'https://github.com/acme/shop', branch: 'main' }
const LEGACY = { repo_url: 'https://github.com/acme/legacy.git', branch: 'main' }
const DOCS = { repo_url: 'https://github.com/acme/docs', branch: 'main' }

function repos(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    repo_url: `https://github.com/acme/repo-${index}`,
    branch: 'main',
  }))
}

function startScan(estimation: Json, repo: { repo_url: string; branch: string }) {
  const body = { cost_estimation_id: estimation.id, scan_type: 'full', ...repo }
  return call(emu, 'POST', '/scans', { key, body })
}

describe('plan.estimation.maxRepos', () => {
  it('takes no limit by default', async () => {
    const res = await call(emu, 'POST', '/cost-estimations', { key, body: { repos: repos(250) } })
    expect(res.status).toBe(201)
  })

  it('answers 400 past the limit, in the style of the other validation messages', async () => {
    emu.plan.estimation = { maxRepos: 3 }
    const ok = await call(emu, 'POST', '/cost-estimations', { key, body: { repos: repos(3) } })
    expect(ok.status).toBe(201)
    const res = await call(emu, 'POST', '/cost-estimations', { key, body: { repos: repos(4) } })
    expect(res.status).toBe(400)
    expect(res.json).toEqual({
      statusCode: 400,
      message: ['repos must contain no more than 3 elements'],
      error: 'Bad Request',
    })
    const listed = await call(emu, 'GET', '/cost-estimations', { key })
    expect(listed.json.total).toBe(1)
  })
})

describe('plan.repositories: estimation results per repository', () => {
  it('wins over the index-based override, matched by owner/name whatever the case', async () => {
    emu.plan.estimation = { totalCredits: 30, repoResults: [{ credits: 1 }, { credits: 2 }] }
    emu.plan.repositories = { 'ACME/Legacy': { estimation: { credits: 9, from_cache: true } } }
    const record = await createFinishedEstimation(emu, key, [SHOP, LEGACY])
    expect(record.status).toBe('completed')
    expect(record.repo_results[0]).toMatchObject({ status: 'completed', credits: 1 })
    expect(record.repo_results[1]).toMatchObject({
      repo_url: LEGACY.repo_url,
      status: 'completed',
      credits: 9,
      from_cache: true,
    })
    expect(record.total_credits).toBe(10)
  })

  it('ends a planned completed estimation partial when some repositories fail', async () => {
    emu.plan.estimation = { totalCredits: 30 }
    emu.plan.repositories = {
      'acme/legacy': {
        estimation: {
          status: 'failed',
          failure_reason: 'unsupported_language',
          unsupported_languages: ['COBOL'],
        },
      },
    }
    const record = await createFinishedEstimation(emu, key, [LEGACY, SHOP, DOCS])
    expect(record.status).toBe('partial')
    expect(record.repo_results.map((result: Json) => result.status)).toEqual([
      'failed',
      'completed',
      'completed',
    ])
    expect(record.repo_results[0]).toMatchObject({
      failure_reason: 'unsupported_language',
      error: 'Unsupported language(s): COBOL',
    })
    expect(record.total_credits).toBe(20)
    expect(record.error).toBeUndefined()
  })

  it('ends it failed, with the plan’s error, when every repository fails', async () => {
    emu.plan.estimation = { error: 'nothing to estimate' }
    emu.plan.repositories = {
      'acme/shop': { estimation: { status: 'failed', error: 'clone failed' } },
      'acme/legacy': { estimation: { status: 'failed' } },
    }
    const record = await createFinishedEstimation(emu, key, [SHOP, LEGACY])
    expect(record).toMatchObject({ status: 'failed', error: 'nothing to estimate' })
    expect(record.total_credits).toBeUndefined()
    expect(record.repo_results[0]).toMatchObject({ status: 'failed', error: 'clone failed' })
  })

  it('keeps a planned partial from failing the last repository when one is planned', async () => {
    emu.plan.estimation = { outcome: 'partial' }
    emu.plan.repositories = { 'acme/shop': { estimation: { status: 'failed' } } }
    const record = await createFinishedEstimation(emu, key, [SHOP, LEGACY])
    expect(record.status).toBe('partial')
    expect(record.repo_results.map((result: Json) => result.status)).toEqual([
      'failed',
      'completed',
    ])
  })

  it('is copied when the estimation is created', async () => {
    emu.plan.repositories = { 'acme/shop': { estimation: { status: 'failed' } } }
    const created = await call(emu, 'POST', '/cost-estimations', { key, body: { repos: [SHOP] } })
    emu.plan.repositories = {}
    let record = created.json
    for (let poll = 0; poll < 3; poll += 1) {
      record = (await call(emu, 'GET', `/cost-estimations/${created.json.id}`, { key })).json
    }
    expect(record.status).toBe('failed')
  })
})

describe('plan.repositories: scans per repository', () => {
  it('merges the repository’s scan plan over the global one', async () => {
    emu.plan.scan = { findings: { high: 2 } }
    emu.plan.repositories = {
      'acme/legacy': { scan: { statuses: ['queued', 'failed'], failureMessage: 'Out of memory' } },
      'acme/docs': { scan: { findings: { critical: 1 }, durationMs: 60_000 } },
    }
    const estimation = await createFinishedEstimation(emu, key, [SHOP, LEGACY, DOCS])
    const shop = (await startScan(estimation, SHOP)).json
    const legacy = (await startScan(estimation, LEGACY)).json
    const docs = (await startScan(estimation, DOCS)).json
    const status = async (id: string) =>
      (await call(emu, 'GET', `/scans/${id}/status`, { key })).json
    await status(shop.id)
    expect((await status(shop.id)).status).toBe('completed')
    expect(await status(legacy.id)).toMatchObject({
      status: 'failed',
      message: 'Out of memory',
    })
    expect((await status(docs.id)).status).toBe('queued')
    clock.advance(60_000)
    expect((await status(docs.id)).status).toBe('completed')
    const summary = async (id: string) =>
      (await call(emu, 'GET', `/scans/${id}`, { key })).json.findings_summary
    expect(await summary(shop.id)).toMatchObject({ critical: 0, high: 2 })
    expect(await summary(docs.id)).toMatchObject({ critical: 1, high: 0 })
  })
})

describe('plan.repositories: scans per branch', () => {
  const FEATURE = { ...SHOP, branch: 'feature/login' }
  const titles = async (id: string) =>
    (await call(emu, 'GET', `/scans/${id}/findings?sort_order=ASC`, { key })).json.data.map(
      (finding: Json) => finding.title,
    )

  it('merges the branch’s scan plan over the repository’s, for scans of that branch only', async () => {
    emu.plan.scan = { statuses: ['completed'], findings: { high: 2 } }
    emu.plan.repositories = {
      'acme/shop': {
        scan: { findings: [{ title: 'A' }, { title: 'B' }], failureMessage: 'shop' },
        branches: {
          'feature/login': { scan: { findings: [{ title: 'A' }, { title: 'B' }, { title: 'C' }] } },
          release: { scan: { statuses: ['failed'] } },
        },
      },
      'acme/docs': { branches: { main: { scan: { findings: { critical: 1 } } } } },
    }
    const estimation = await createFinishedEstimation(emu, key, [SHOP, FEATURE, LEGACY, DOCS])
    const main = (await startScan(estimation, SHOP)).json
    const feature = (await startScan(estimation, FEATURE)).json
    const legacy = (await startScan(estimation, LEGACY)).json
    const docs = (await startScan(estimation, DOCS)).json
    expect(await titles(main.id)).toEqual(['A', 'B'])
    expect(await titles(feature.id)).toEqual(['A', 'B', 'C'])
    const summary = async (id: string) =>
      (await call(emu, 'GET', `/scans/${id}`, { key })).json.findings_summary
    expect(await summary(legacy.id)).toMatchObject({ critical: 0, high: 2 })
    expect(await summary(docs.id)).toMatchObject({ critical: 1, high: 0 })
  })

  it('keeps the repository’s other settings on a branch that changes only some', async () => {
    emu.plan.repositories = {
      'acme/shop': {
        scan: { statuses: ['queued', 'running', 'failed'], failureMessage: 'Out of memory' },
        branches: { 'feature/login': { scan: { statuses: ['failed'] } } },
      },
    }
    const estimation = await createFinishedEstimation(emu, key, [SHOP, FEATURE])
    const feature = (await startScan(estimation, FEATURE)).json
    const main = (await startScan(estimation, SHOP)).json
    const status = async (id: string) =>
      (await call(emu, 'GET', `/scans/${id}/status`, { key })).json
    expect(await status(feature.id)).toMatchObject({ status: 'failed', message: 'Out of memory' })
    expect((await status(main.id)).status).toBe('running')
  })
})

describe('POST /scans: credits per repository', () => {
  it('charges the scanned repository’s credits, not the estimation’s total', async () => {
    emu.plan.estimation = { totalCredits: 30 }
    emu.plan.repositories = { 'acme/docs': { estimation: { credits: 2 } } }
    const estimation = await createFinishedEstimation(emu, key, [SHOP, LEGACY, DOCS])
    expect(estimation.repo_results.map((result: Json) => result.credits)).toEqual([10, 10, 2])
    emu.setCredits('org-1', 11)
    expect((await startScan(estimation, SHOP)).status).toBe(201)
    expect(emu.getCredits('org-1')).toBe(1)
    const refused = await startScan(estimation, LEGACY)
    expect(refused.status).toBe(402)
    expect(refused.json.message).toBe('Insufficient credits to start this scan')
    emu.setCredits('org-1', 2)
    expect((await startScan(estimation, DOCS)).status).toBe(201)
    expect(emu.getCredits('org-1')).toBe(0)
  })

  it('adds the triage fee to the repository’s credits when triage is required', async () => {
    emu.plan.estimation = { totalCredits: 20, triageRequired: true, triageFeeCredits: 3 }
    const estimation = await createFinishedEstimation(emu, key, [SHOP, LEGACY])
    emu.setCredits('org-1', 12)
    expect((await startScan(estimation, SHOP)).status).toBe(402)
    emu.setCredits('org-1', 13)
    expect((await startScan(estimation, SHOP)).status).toBe(201)
    expect(emu.getCredits('org-1')).toBe(0)
  })
})
