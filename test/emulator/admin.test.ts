import { describe, expect, it } from 'vitest'
import { REPO_URL } from '../../testkit/ids.js'
import {
  call,
  createFinishedEstimation,
  startCompletedScan,
  startScan,
  useEmulator,
} from './helpers.js'

const { emu, key } = await useEmulator({}, ['write'])

const admin = (method: string, path: string, body?: unknown) =>
  call(emu, method, `${emu.adminUrl}${path}`, body === undefined ? {} : { body })

describe('admin routes under /__emulator', () => {
  it('reports health with the base URL', async () => {
    const res = await admin('GET', '/health')
    expect(res.json).toEqual({ ok: true, base_url: emu.baseUrl })
  })

  it('sets credits', async () => {
    const res = await admin('PUT', '/credits', { org: 'org-1', credits: 11 })
    expect(res.json).toEqual({ org: 'org-1', credits: 11 })
    expect(emu.getCredits('org-1')).toBe(11)
    const estimation = await createFinishedEstimation(emu, key)
    const scan = await call(emu, 'POST', '/scans', {
      key,
      body: { cost_estimation_id: estimation.id, repo_url: REPO_URL, branch: 'main' },
    })
    expect(scan.status).toBe(402)
  })

  it('merges plan changes', async () => {
    await admin('PATCH', '/plan', { scan: { statuses: ['queued', 'failed'] } })
    expect(emu.plan.scan.statuses).toEqual(['queued', 'failed'])
    expect(emu.plan.scan.idField).toBe('id')
    const { id } = await startScan(emu, key)
    const status = await call(emu, 'GET', `/scans/${id}/status`, { key })
    expect(status.json).toMatchObject({ status: 'failed', message: 'Scan failed' })
  })

  it('merges repository plans by name', async () => {
    await admin('PATCH', '/plan', { repositories: { 'acme/a': { scan: { durationMs: 5 } } } })
    await admin('PATCH', '/plan', { repositories: { 'acme/b': { estimation: { credits: 2 } } } })
    expect(emu.plan.repositories).toEqual({
      'acme/a': { scan: { durationMs: 5 } },
      'acme/b': { estimation: { credits: 2 } },
    })
  })

  it('merges branch plans by name, so two requests plan two branches', async () => {
    const main = { scan: { findings: { high: 1 } } }
    const feature = { scan: { findings: { high: 2 } } }
    await admin('PATCH', '/plan', { repositories: { 'acme/a': { branches: { main } } } })
    await admin('PATCH', '/plan', {
      repositories: { 'acme/a': { scan: { durationMs: 5 }, branches: { feature } } },
    })
    expect(emu.plan.repositories).toEqual({
      'acme/a': { scan: { durationMs: 5 }, branches: { main, feature } },
    })
  })

  it('seeds a scan and refuses a seed without a name or type', async () => {
    const seed = { name: 'acme/webapp full scan', scanType: 'full', repoUrl: REPO_URL }
    const res = await admin('POST', '/scans', seed)
    expect(res.status).toBe(201)
    const reader = emu.addKey({ scopes: ['read'] })
    const record = await call(emu, 'GET', `/scans/${res.json.id}`, { key: reader })
    expect(record.json).toMatchObject({ name: seed.name, scan_type: 'full', status: 'completed' })
    expect((await admin('POST', '/scans', { ...seed, scanType: 'nightly' })).status).toBe(400)
    expect((await admin('POST', '/scans', { ...seed, repoUrl: undefined })).status).toBe(400)
  })

  it('lists recorded requests and comments, and resets everything', async () => {
    emu.plan.scan = { findings: [{ title: 'only' }] }
    const { id } = await startCompletedScan(emu, key)
    const finding = (await call(emu, 'GET', `/scans/${id}/findings`, { key })).json.data[0]
    await call(emu, 'POST', `/findings/${finding.id}/comments`, { key, body: { comment: 'hi' } })
    const requests = (await admin('GET', '/requests')).json
    expect(requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/findings/${finding.id}/comments`,
      endpoint: 'POST /findings/{id}/comments',
      status: 201,
      keyPrefix: key.slice(0, 12),
    })
    expect((await admin('GET', '/comments')).json).toHaveLength(1)

    expect((await admin('POST', '/reset')).status).toBe(204)
    expect(emu.requests).toEqual([])
    expect(emu.comments).toEqual([])
    expect((await call(emu, 'GET', '/scans', { key })).status).toBe(401)
  })

  it('answers 404 to an unknown admin route and records nothing', async () => {
    expect((await admin('GET', '/nope')).status).toBe(404)
    expect(emu.requests).toEqual([])
  })
})
