import { describe, expect, it } from 'vitest'
import { call, createFinishedEstimation, type Json, useEmulator } from './helpers.js'
import { REPO_URL } from '../../testkit/ids.js'
import { createManualClock } from '../../testkit/emulator/index.js'

const clock = createManualClock()
const { emu, key } = await useEmulator({ now: clock.now }, ['read', 'write'])

function startScan(body: Record<string, unknown>) {
  return call(emu, 'POST', '/scans', { key, body })
}

async function scanBody(overrides: Record<string, unknown> = {}) {
  const estimation = await createFinishedEstimation(emu, key)
  return { cost_estimation_id: estimation.id, repo_url: REPO_URL, branch: 'main', ...overrides }
}

function expectError(res: { status: number; json: Json }, status: number, message: string) {
  expect(res.status).toBe(status)
  const text = Array.isArray(res.json.message) ? res.json.message.join('; ') : res.json.message
  expect(text).toBe(message)
  expect(typeof res.json.error).toBe('string')
}

describe('POST /scans rule 3 and validation', () => {
  it.each(['target_urls', 'auth_instructions', 'custom_context', 'context_document_ids'])(
    'needs cost_estimation_id when %s is sent',
    async (field) => {
      const value = field.endsWith('s') ? ['https://app.example'] : 'text'
      const res = await startScan({ repo_url: REPO_URL, branch: 'main', [field]: value })
      expectError(res, 400, 'cost_estimation_id is required for pentest scans')
    },
  )

  it('needs cost_estimation_id to be a UUID', async () => {
    expectError(
      await startScan({ cost_estimation_id: 'est-1', repo_url: REPO_URL }),
      400,
      'cost_estimation_id must be a UUID',
    )
    expectError(await startScan({ repo_url: REPO_URL }), 400, 'cost_estimation_id must be a UUID')
  })

  it('answers 404 for an unknown estimation or another organization’s', async () => {
    const body = await scanBody()
    const unknown = { ...body, cost_estimation_id: '00000000-0000-4000-8000-000000000000' }
    expectError(await startScan(unknown), 404, 'Cost estimation not found')
    const stranger = emu.addKey({ scopes: ['write'], org: 'other' })
    const res = await call(emu, 'POST', '/scans', { key: stranger, body })
    expect(res.status).toBe(404)
  })

  it('needs pr_number for a pr scan', async () => {
    const res = await startScan(await scanBody({ scan_type: 'pr' }))
    expectError(res, 400, 'pr_number must be a positive integer')
  })
})

describe('POST /scans rule 1: a finished, usable estimation', () => {
  it('refuses an estimation that is still pending or running', async () => {
    const created = await call(emu, 'POST', '/cost-estimations', {
      key,
      body: { repos: [{ repo_url: REPO_URL, branch: 'main' }] },
    })
    const body = { cost_estimation_id: created.json.id, repo_url: REPO_URL, branch: 'main' }
    expectError(await startScan(body), 400, 'Cost estimation is not ready')
    await call(emu, 'GET', `/cost-estimations/${created.json.id}`, { key })
    expectError(await startScan(body), 400, 'Cost estimation is not ready')
  })

  it('refuses a failed estimation', async () => {
    emu.plan.estimation = { outcome: 'failed' }
    const res = await startScan(await scanBody())
    expectError(res, 400, 'Cost estimation failed and cannot be used to start a scan')
  })

  it('refuses an estimation with zero credits', async () => {
    emu.plan.estimation = { totalCredits: 0 }
    const res = await startScan(await scanBody())
    expectError(res, 400, 'Cost estimation total_credits must be greater than 0 to start a scan')
  })

  it('accepts a partial estimation for its completed repo', async () => {
    emu.plan.estimation = { outcome: 'partial', totalCredits: 10 }
    const estimation = await createFinishedEstimation(emu, key, [
      { repo_url: REPO_URL, branch: 'main' },
      { repo_url: 'https://github.com/acme/legacy', branch: 'main' },
    ])
    const body = { cost_estimation_id: estimation.id, branch: 'main' }
    expect((await startScan({ ...body, repo_url: REPO_URL })).status).toBe(201)
    const failedRepo = await startScan({ ...body, repo_url: 'https://github.com/acme/legacy' })
    expectError(failedRepo, 400, 'Cost estimation failed for this repository; it cannot be scanned')
  })
})

describe('POST /scans rule 2: the estimated scope', () => {
  it('refuses a repository the estimation did not include', async () => {
    const res = await startScan(await scanBody({ repo_url: 'https://github.com/acme/other' }))
    expectError(res, 400, 'Repository or archive was not included in the cost estimation')
  })

  it('refuses an archive the estimation did not include', async () => {
    const res = await startScan(await scanBody({ repo_url: undefined, archive_id: 'arc-9' }))
    expectError(res, 400, 'Repository or archive was not included in the cost estimation')
  })

  it('refuses the right repository on another branch', async () => {
    const res = await startScan(await scanBody({ branch: 'feature' }))
    expectError(res, 400, 'Branch does not match the cost estimation branch')
  })

  it('ignores case, a trailing slash and .git in the repository URL', async () => {
    const res = await startScan(await scanBody({ repo_url: `${REPO_URL.toUpperCase()}.git` }))
    expect(res.status).toBe(201)
  })

  it('accepts an estimated archive', async () => {
    const estimation = await createFinishedEstimation(emu, key, [
      { source: 'upload', archive_id: 'arc-1' },
    ])
    const res = await startScan({ cost_estimation_id: estimation.id, archive_id: 'arc-1' })
    expect(res.status).toBe(201)
    expect(res.json.archive_id).toBe('arc-1')
  })
})

describe('POST /scans rule 4: credits', () => {
  it('answers 402 when credits are short and deducts them on success', async () => {
    emu.plan.estimation = { totalCredits: 40 }
    const body = await scanBody()
    emu.setCredits('org-1', 39)
    const refused = await startScan(body)
    expect(refused.json).toEqual({
      statusCode: 402,
      message: 'Insufficient credits to start this scan',
      error: 'Payment Required',
    })
    expect(emu.getCredits('org-1')).toBe(39)
    emu.setCredits('org-1', 100)
    expect((await startScan(body)).status).toBe(201)
    expect(emu.getCredits('org-1')).toBe(60)
  })

  it('adds the triage fee when triage is required', async () => {
    emu.plan.estimation = { totalCredits: 40, triageRequired: true, triageFeeCredits: 8 }
    const body = await scanBody()
    emu.setCredits('org-1', 47)
    expect((await startScan(body)).status).toBe(402)
    emu.setCredits('org-1', 48)
    expect((await startScan(body)).status).toBe(201)
    expect(emu.getCredits('org-1')).toBe(0)
  })
})

describe('POST /scans response', () => {
  it('returns 201 with the whole scan record', async () => {
    const res = await startScan(await scanBody({ scan_type: 'pr', pr_number: 7, name: 'PR 7' }))
    expect(res.status).toBe(201)
    expect(res.json).toMatchObject({
      scan_type: 'pr',
      status: 'queued',
      name: 'PR 7',
      repo_url: REPO_URL,
      branch: 'main',
      pr_number: 7,
      target_urls: [],
      findings_summary: { critical: 0, high: 0, medium: 0, low: 0, info: 0 },
    })
    expect(res.json.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(typeof res.json.task_id).toBe('string')
  })

  it('can answer scan_id instead of id, alone or in the record', async () => {
    emu.plan.scan = { idField: 'scan_id' }
    const record = await startScan(await scanBody())
    expect(record.json.id).toBeUndefined()
    expect(record.json).toMatchObject({ scan_id: expect.any(String), status: 'queued' })
    emu.plan.scan.minimalCreateResponse = true
    const minimal = await startScan(await scanBody())
    expect(Object.keys(minimal.json)).toEqual(['scan_id'])
  })

  it('accepts pentest inputs together with cost_estimation_id', async () => {
    const targets = ['https://staging.example']
    const res = await startScan(await scanBody({ target_urls: targets, custom_context: 'login' }))
    expect(res.status).toBe(201)
    expect(res.json.target_urls).toEqual(targets)
  })
})
