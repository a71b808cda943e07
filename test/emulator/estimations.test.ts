import { describe, expect, it } from 'vitest'
import { call, createFinishedEstimation, type Json, useEmulator } from './helpers.js'
import { createManualClock } from '../../testkit/emulator/index.js'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const clock = createManualClock()
const { emu, key } = await useEmulator({ now: clock.now }, ['write'])

const REPO = { repo_url: 'https://github.com/acme/shop', branch: 'main' }

async function create(body: unknown) {
  return call(emu, 'POST', '/cost-estimations', { key, body })
}

describe('POST /cost-estimations validation', () => {
  it.each([[{}], [{ repos: [] }], [{ repos: null }]])(
    'needs at least one repo: %j',
    async (body) => {
      const res = await create(body)
      expect(res.status).toBe(400)
      expect(res.json).toEqual({
        statusCode: 400,
        message: ['repos must contain at least 1 elements'],
        error: 'Bad Request',
      })
    },
  )

  it.each([
    [{ repo_url: 'https://github.com/a/b' }, 'repos.0.branch must be a string'],
    [{ source: 'public', branch: 'main' }, 'repos.0.repo_url must be a string'],
    [{ source: 'upload' }, 'repos.0.archive_id must be a string'],
    [{ source: 'ftp', repo_url: 'x', branch: 'y' }, 'repos.0.source must be one of'],
    [{ ...REPO, github_installation_id: '12' }, 'repos.0.github_installation_id must be a number'],
  ])('names the failing field of %j', async (repo, message) => {
    const res = await create({ repos: [repo] })
    expect(res.status).toBe(400)
    expect(res.json.error).toBe('Bad Request')
    expect(res.json.message.join('\n')).toContain(message)
  })

  it('answers 400 to a malformed JSON body', async () => {
    const res = await call(emu, 'POST', '/cost-estimations', { key, rawBody: '{"repos": [' })
    expect(res.status).toBe(400)
    expect(res.json).toMatchObject({ statusCode: 400, error: 'Bad Request' })
  })
})

describe('estimation records', () => {
  it('returns 201 with every required field, source defaulting to connected', async () => {
    const res = await create({
      name: 'nightly',
      repos: [
        { ...REPO, github_installation_id: 42 },
        { source: 'upload', archive_id: 'arc-1' },
      ],
    })
    expect(res.status).toBe(201)
    const record = res.json
    expect(record).toMatchObject({
      name: 'nightly',
      status: 'pending',
      triage_required: false,
      triage_fee_credits: 0,
      created_at: new Date(clock.now()).toISOString(),
      updated_at: new Date(clock.now()).toISOString(),
    })
    for (const field of ['id', 'organization_id', 'user_id']) expect(record[field]).toMatch(UUID)
    expect(typeof record.task_id).toBe('string')
    expect(record.repos[0]).toMatchObject({ source: 'connected', ...REPO })
    expect(record.repos[0].commit_sha).toMatch(/^[0-9a-f]{40}$/)
    expect(record.repos[1]).toMatchObject({ source: 'upload', archive_id: 'arc-1' })
    expect(record.total_credits).toBeUndefined()
  })

  it('resolves the same commit for the same repo and branch, or the planned one', async () => {
    const first = (await create({ repos: [REPO] })).json.repos[0].commit_sha
    const again = (await create({ repos: [REPO] })).json.repos[0].commit_sha
    const other = (await create({ repos: [{ ...REPO, branch: 'dev' }] })).json.repos[0].commit_sha
    expect(again).toBe(first)
    expect(other).not.toBe(first)
    emu.plan.estimation.commitSha = 'a'.repeat(40)
    expect((await create({ repos: [REPO] })).json.repos[0].commit_sha).toBe('a'.repeat(40))
  })

  it('keeps organizations apart', async () => {
    const id = (await create({ repos: [REPO] })).json.id
    const stranger = emu.addKey({ scopes: ['read'], org: 'other-org' })
    const res = await call(emu, 'GET', `/cost-estimations/${id}`, { key: stranger })
    expect(res.status).toBe(404)
    expect(res.json).toMatchObject({ statusCode: 404, error: 'Not Found' })
    expect((await call(emu, 'GET', '/cost-estimations', { key: stranger })).json.total).toBe(0)
  })
})

describe('estimation state machine', () => {
  it('moves pending → running → completed, one GET at a time, then never changes', async () => {
    emu.plan.estimation = { totalCredits: 30, triageRequired: true, triageFeeCredits: 3 }
    const { id } = (await create({ repos: [REPO] })).json
    const get = async () => (await call(emu, 'GET', `/cost-estimations/${id}`, { key })).json
    expect((await get()).status).toBe('running')
    clock.advance(1000)
    const done = await get()
    expect(done).toMatchObject({ status: 'completed', total_credits: 30, triage_required: true })
    expect(done.triage_fee_credits).toBe(3)
    expect(done.repo_results).toEqual([
      expect.objectContaining({ status: 'completed', credits: 30, from_cache: false }),
    ])
    emu.plan.estimation = { outcome: 'failed' }
    clock.advance(1000)
    expect(await get()).toEqual(done)
  })

  it('can be driven by clock time instead of polls', async () => {
    emu.plan.estimation = { polls: Infinity, runningAfterPolls: Infinity, runningAfterMs: 1000 }
    emu.plan.estimation.terminalAfterMs = 5000
    const { id } = (await create({ repos: [REPO] })).json
    const status = async () =>
      (await call(emu, 'GET', `/cost-estimations/${id}`, { key })).json.status
    expect(await status()).toBe('pending')
    clock.advance(1000)
    expect(await status()).toBe('running')
    clock.advance(4000)
    expect(await status()).toBe('completed')
  })

  it('starts running when so planned', async () => {
    emu.plan.estimation = { initialStatus: 'running' }
    expect((await create({ repos: [REPO] })).json.status).toBe('running')
  })

  it('reports partial with the sum of the completed repos', async () => {
    emu.plan.estimation = {
      outcome: 'partial',
      totalCredits: 20,
      unsupportedLanguages: ['cobol'],
      failureReason: 'unsupported_language',
    }
    const record = await createFinishedEstimation(emu, key, [REPO, { ...REPO, branch: 'legacy' }])
    expect(record.status).toBe('partial')
    expect(record.total_credits).toBe(10)
    expect(record.repo_results.map((result: Json) => result.status)).toEqual([
      'completed',
      'failed',
    ])
    expect(record.repo_results[1]).toMatchObject({
      failure_reason: 'unsupported_language',
      unsupported_languages: ['cobol'],
    })
  })

  it('reports failed with an error and no credits', async () => {
    emu.plan.estimation = { outcome: 'failed', error: 'could not clone' }
    const record = await createFinishedEstimation(emu, key)
    expect(record).toMatchObject({ status: 'failed', error: 'could not clone' })
    expect(record.total_credits).toBeUndefined()
  })

  it('applies per-repo overrides', async () => {
    emu.plan.estimation = {
      outcome: 'partial',
      repoResults: [
        { status: 'failed', error: 'boom' },
        { credits: 7, from_cache: true },
      ],
    }
    const record = await createFinishedEstimation(emu, key, [REPO, { ...REPO, branch: 'b' }])
    expect(record.repo_results[0]).toMatchObject({ status: 'failed', error: 'boom' })
    expect(record.repo_results[1]).toMatchObject({
      status: 'completed',
      credits: 7,
      from_cache: true,
    })
    expect(record.total_credits).toBe(7)
  })
})

describe('GET /cost-estimations', () => {
  it('lists most recent first with offset paging and limit default 50', async () => {
    const ids: string[] = []
    for (let index = 0; index < 3; index += 1) {
      ids.push((await create({ repos: [REPO] })).json.id)
      clock.advance(1000)
    }
    const all = await call(emu, 'GET', '/cost-estimations', { key })
    expect(all.json.total).toBe(3)
    expect(all.json.data.map((record: Json) => record.id)).toEqual([...ids].reverse())
    const page = await call(emu, 'GET', '/cost-estimations?limit=1&offset=1', { key })
    expect(page.json).toMatchObject({ total: 3, data: [expect.objectContaining({ id: ids[1] })] })
  })

  it('answers 400 above the maximum limit of 100', async () => {
    expect((await call(emu, 'GET', '/cost-estimations?limit=100', { key })).status).toBe(200)
    const res = await call(emu, 'GET', '/cost-estimations?limit=101', { key })
    expect(res.status).toBe(400)
    expect(res.json.message).toEqual(['limit must not be greater than 100'])
  })
})
