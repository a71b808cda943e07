import { describe, expect, it } from 'vitest'
import { call, type Json } from '../emulator/helpers.js'
import { CONNECTED_REPO, httpError, useWorld } from './helpers.js'
import { DEFAULT_BRANCH, REPO_URL } from '../../testkit/ids.js'

const world = useWorld()

/** GET /cost-estimations with the world's key: the action lists none, the emulator serves it. */
function listEstimations(query = '') {
  return call(world.emu, 'GET', `/cost-estimations${query}`, { key: world.key })
}

describe('cost estimations against the emulator', () => {
  it('creates an estimation and polls it through pending and running to completed', async () => {
    const created = await world.client.createEstimation({
      name: 'PR #7',
      repos: [CONNECTED_REPO],
    })
    expect(created.status).toBe('pending')
    expect(created.name).toBe('PR #7')
    expect(created.total_credits).toBeUndefined()
    expect(created.repos).toEqual([expect.objectContaining(CONNECTED_REPO)])

    const running = await world.client.getEstimation(created.id)
    expect(running.status).toBe('running')
    const completed = await world.client.getEstimation(created.id)
    expect(completed.status).toBe('completed')
    expect(completed.total_credits).toBe(12)
    expect(completed.triage_required).toBe(false)
    expect(completed.repo_results).toEqual([
      expect.objectContaining({
        repo_url: REPO_URL,
        branch: DEFAULT_BRANCH,
        status: 'completed',
        from_cache: false,
        credits: 12,
        applications: [{ app_name: 'app', app_root_path: '.', architecture: 'Web service' }],
      }),
    ])
    // Terminal estimations are immutable.
    expect(await world.client.getEstimation(created.id)).toEqual(completed)

    const seen = world.emu.requests.map((r) => `${r.endpoint ?? '?'} ${r.status}`)
    expect(seen).toEqual([
      'POST /cost-estimations 201',
      'GET /cost-estimations/{id} 200',
      'GET /cost-estimations/{id} 200',
      'GET /cost-estimations/{id} 200',
    ])
    for (const request of world.emu.requests) {
      expect(request.keyPrefix).toBe(world.key.slice(0, 12))
    }
  })

  it('sends public and upload repos and reads a partial result with a failed repo', async () => {
    world.emu.plan.estimation = {
      outcome: 'partial',
      totalCredits: 30,
      polls: 1,
      repoResults: [
        {},
        {
          status: 'failed',
          failure_reason: 'unsupported_language',
          unsupported_languages: ['COBOL'],
        },
      ],
    }
    const created = await world.client.createEstimation({
      repos: [
        { source: 'public', repo_url: 'https://github.com/acme/lib', branch: 'dev' },
        { source: 'upload', archive_id: 'archive-42' },
      ],
    })
    expect(created.repos.map((r) => r.source)).toEqual(['public', 'upload'])
    expect(created.repos[1]?.archive_id).toBe('archive-42')

    const partial = await world.waitForEstimation(created.id)
    expect(partial.status).toBe('partial')
    const [lib, upload] = partial.repo_results ?? []
    expect(lib).toMatchObject({ status: 'completed', repo_url: 'https://github.com/acme/lib' })
    expect(upload).toMatchObject({
      status: 'failed',
      failure_reason: 'unsupported_language',
      unsupported_languages: ['COBOL'],
    })
    expect(upload?.error).toContain('COBOL')
    expect(partial.total_credits).toBe(lib?.credits)
  })

  it('reads a failed estimation with its error and no credits', async () => {
    world.emu.plan.estimation = { outcome: 'failed', error: 'Repository could not be cloned' }
    const created = await world.client.createEstimation({
      repos: [CONNECTED_REPO],
    })
    const failed = await world.waitForEstimation(created.id)
    expect(failed.status).toBe('failed')
    expect(failed.error).toBe('Repository could not be cloned')
    expect(failed.total_credits).toBeUndefined()
    expect(failed.repo_results?.[0]?.status).toBe('failed')
  })

  it('shows mandatory triage and its fee only once the estimation is terminal', async () => {
    world.emu.plan.estimation = {
      triageRequired: true,
      triageFeeCredits: 5,
      initialStatus: 'running',
    }
    const created = await world.client.createEstimation({
      repos: [CONNECTED_REPO],
    })
    expect(created.status).toBe('running')
    expect(created).toMatchObject({ triage_required: false, triage_fee_credits: 0 })
    const done = await world.waitForEstimation(created.id)
    expect(done).toMatchObject({
      status: 'completed',
      triage_required: true,
      triage_fee_credits: 5,
    })
  })

  it('follows time-based progress on the shared virtual clock', async () => {
    world.emu.plan.estimation = { polls: 1_000, runningAfterMs: 5_000, terminalAfterMs: 20_000 }
    const created = await world.client.createEstimation({
      repos: [CONNECTED_REPO],
    })
    world.clock.advance(5_000)
    expect((await listEstimations()).json.data[0]?.status).toBe('running')
    world.clock.advance(15_000)
    const done = await world.client.getEstimation(created.id)
    expect(done.status).toBe('completed')
    expect(Date.parse(done.updated_at) - Date.parse(done.created_at)).toBe(20_000)
  })

  it('lists estimations most recent first with limit and offset', async () => {
    for (const name of ['first', 'second', 'third']) {
      await world.client.createEstimation({
        name,
        repos: [CONNECTED_REPO],
      })
      world.clock.advance(1_000)
    }
    const head = (await listEstimations('?limit=2&offset=0')).json
    expect(head.total).toBe(3)
    expect(head.data.map((e: Json) => e.name)).toEqual(['third', 'second'])
    const tail = (await listEstimations('?limit=2&offset=2')).json
    expect(tail).toMatchObject({ total: 3 })
    expect(tail.data.map((e: Json) => e.name)).toEqual(['first'])
    const everything = (await listEstimations()).json
    expect(everything.data).toHaveLength(3)
    expect(world.requests('GET /cost-estimations').map((r) => r.query)).toEqual([
      { limit: '2', offset: '0' },
      { limit: '2', offset: '2' },
      {},
    ])
  })

  it('lists every estimation across offset chunks', async () => {
    const ids: string[] = []
    for (let i = 0; i < 5; i++) {
      const created = await world.client.createEstimation({
        repos: [{ source: 'connected', repo_url: REPO_URL, branch: `b${i}` }],
      })
      ids.push(created.id)
      world.clock.advance(1_000)
    }
    const seen: string[] = []
    for (let offset = 0; offset < 5; offset += 2) {
      const chunk = (await listEstimations(`?limit=2&offset=${offset}`)).json
      expect(chunk.total).toBe(5)
      seen.push(...chunk.data.map((e: Json) => e.id as string))
    }
    expect(seen).toEqual([...ids].reverse())
    const offsets = world.requests('GET /cost-estimations').map((r) => r.query.offset)
    expect(offsets).toEqual(['0', '2', '4'])
  })

  it('answers an unknown estimation id with a 404 ServiceError', async () => {
    const error = await world.catchServiceError(
      world.client.getEstimation('00000000-0000-4000-8000-000000000000'),
    )
    expect(error).toMatchObject(
      httpError(404, 'GET /cost-estimations/{id}', 'Cost estimation not found'),
    )
    expect(error.hint).toContain('does not exist or is not visible')
  })

  it('surfaces the validation message for an empty repo list', async () => {
    const error = await world.catchServiceError(world.client.createEstimation({ repos: [] }))
    expect(error).toMatchObject({
      status: 400,
      serviceMessage: 'repos must contain at least 1 elements',
      errorName: 'Bad Request',
    })
    expect(error.hint).toContain('at least one is required')
    expect(error.message).toContain('POST /cost-estimations failed with 400 Bad Request')
    // A validation failure is not retried.
    expect(world.requests('POST /cost-estimations')).toHaveLength(1)
  })
})
