import { describe, expect, it } from 'vitest'
import type { CreateScanRequest } from '../../src/service/requests.js'
import { CONNECTED_REPO, expectNoKey, httpError, useWorld } from './helpers.js'
import { DEFAULT_BRANCH, REPO_URL } from '../../testkit/ids.js'

const world = useWorld()

const KEY_HINT = 'the API key is missing, malformed, revoked or expired'

describe('authentication against the emulator', () => {
  it('fails with 401 once the key is revoked, without retrying', async () => {
    await world.client.listScans()
    world.emu.revokeKey(world.key)
    const error = await world.catchServiceError(world.client.listScans())
    expect(error).toMatchObject({ kind: 'http', status: 401, endpoint: 'GET /scans' })
    expect(error.serviceMessage).toBe('Invalid or missing API key')
    expect(error.hint).toContain(KEY_HINT)
    expect(world.requests('GET /scans').map((r) => r.status)).toEqual([200, 401])
  })

  it('fails with 401 once the key has expired on the shared clock', async () => {
    const key = world.emu.addKey({ scopes: ['read'], expiresAt: world.clock.now() + 60_000 })
    const reader = world.makeClient({ apiKey: key })
    await expect(reader.listScans()).resolves.toMatchObject({ total: 0 })
    world.clock.advance(60_000)
    const error = await world.catchServiceError(reader.listScans())
    expect(error.status).toBe(401)
    expect(error.message).toContain(KEY_HINT)
    expectNoKey(error, key)
  })

  it('fails with 403 and the write-scope hint when a read-only key calls a write endpoint', async () => {
    const scanId = await world.startCompletedScan()
    const [finding] = (await world.client.listFindings({ scan_id: scanId, limit: 1 })).data
    const estimation = await world.createFinishedEstimation()
    const readKey = world.emu.addKey({ scopes: ['read'] })
    const reader = world.makeClient({ apiKey: readKey })
    await expect(reader.getScan(scanId)).resolves.toMatchObject({ id: scanId })

    const writes = [
      reader.createEstimation({ repos: [{ source: 'public', repo_url: REPO_URL, branch: 'x' }] }),
      reader.createScan({
        cost_estimation_id: estimation.id,
        scan_type: 'full',
        repo_url: REPO_URL,
      }),
      reader.addFindingComment(finding!.id, 'from a read-only key'),
    ]
    for (const write of writes) {
      const error = await world.catchServiceError(write)
      expect(error).toMatchObject({
        kind: 'http',
        status: 403,
        serviceMessage: 'API key missing required scope: write',
      })
      expect(error.hint).toContain('this API key lacks the write scope')
      expect(error.hint).toContain('read and write scopes')
      expectNoKey(error, readKey)
    }
    const refused = world.emu.requests.filter((r) => r.keyPrefix === readKey.slice(0, 12))
    expect(refused.map((r) => r.status)).toEqual([200, 403, 403, 403])
    expect(world.emu.comments).toEqual([])
  })
})

describe('scan start rules against the emulator', () => {
  it('fails with 402 when credits are short, never retried and nothing charged', async () => {
    const estimation = await world.createFinishedEstimation()
    world.emu.setCredits('org-1', 5)
    const error = await world.catchServiceError(
      world.client.createScan({
        cost_estimation_id: estimation.id,
        scan_type: 'full',
        repo_url: REPO_URL,
        branch: DEFAULT_BRANCH,
      }),
    )
    expect(error).toMatchObject(
      httpError(402, 'POST /scans', 'Insufficient credits to start this scan'),
    )
    expect(error.hint).toContain('does not have enough credits')
    expect(error.message).toContain('a 402 is never retried')
    expect(world.requests('POST /scans')).toHaveLength(1)
    expect(world.emu.getCredits('org-1')).toBe(5)
    expect((await world.client.listScans()).total).toBe(0)
  })

  it('counts the mandatory triage fee against the credits', async () => {
    world.emu.plan.estimation = { triageRequired: true, triageFeeCredits: 5 }
    const estimation = await world.createFinishedEstimation()
    world.emu.setCredits('org-1', 16)
    const body: CreateScanRequest = {
      cost_estimation_id: estimation.id,
      scan_type: 'full',
      repo_url: REPO_URL,
    }
    expect((await world.catchServiceError(world.client.createScan(body))).status).toBe(402)
    world.emu.setCredits('org-1', 17)
    await world.client.createScan(body)
    expect(world.emu.getCredits('org-1')).toBe(0)
  })

  const RULES: {
    name: string
    body: (estimationId: string) => CreateScanRequest
    finished: boolean
    message: string
    hint: string
  }[] = [
    {
      name: 'a branch the estimation did not include',
      body: (id) => ({
        cost_estimation_id: id,
        scan_type: 'full',
        repo_url: REPO_URL,
        branch: 'dev',
      }),
      finished: true,
      message: 'Branch does not match the cost estimation branch',
      hint: 'the scan branch differs from the branch of the cost estimation',
    },
    {
      name: 'a repository the estimation did not include',
      body: (id) => ({
        cost_estimation_id: id,
        scan_type: 'full',
        repo_url: 'https://github.com/acme/other',
        branch: DEFAULT_BRANCH,
      }),
      finished: true,
      message: 'Repository or archive was not included in the cost estimation',
      hint: 'the cost estimation did not include',
    },
    {
      name: 'an estimation that is still pending',
      body: (id) => ({ cost_estimation_id: id, scan_type: 'full', repo_url: REPO_URL }),
      finished: false,
      message: 'Cost estimation is not ready',
      hint: 'still pending or running',
    },
    {
      name: 'pentest inputs without an estimation',
      body: () => ({
        cost_estimation_id: '',
        scan_type: 'full',
        repo_url: REPO_URL,
        target_urls: ['https://staging.acme.example'],
      }),
      finished: true,
      message: 'cost_estimation_id is required for pentest scans',
      hint: 'send cost_estimation_id with them',
    },
    {
      name: 'an estimation id that is not a UUID',
      body: () => ({ cost_estimation_id: 'est-1', scan_type: 'full', repo_url: REPO_URL }),
      finished: true,
      message: 'cost_estimation_id must be a UUID',
      hint: 'cost_estimation_id is not a UUID',
    },
  ]

  for (const rule of RULES) {
    it(`refuses ${rule.name} with its message and a hint`, async () => {
      const estimation = rule.finished
        ? await world.createFinishedEstimation()
        : await world.client.createEstimation({
            repos: [CONNECTED_REPO],
          })
      const error = await world.catchServiceError(world.client.createScan(rule.body(estimation.id)))
      expect(error).toMatchObject(httpError(400, 'POST /scans', rule.message))
      expect(error.hint).toContain(rule.hint)
      expect(error.message).toContain(rule.message)
      expect(world.requests('POST /scans')).toHaveLength(1)
      expect(world.emu.getCredits('org-1')).toBe(1000)
    })
  }

  it('still accepts the same scan once the estimation is finished', async () => {
    const created = await world.client.createEstimation({
      repos: [CONNECTED_REPO],
    })
    const body = { cost_estimation_id: created.id, scan_type: 'full' as const, repo_url: REPO_URL }
    expect((await world.catchServiceError(world.client.createScan(body))).status).toBe(400)
    await world.client.getEstimation(created.id)
    await world.client.getEstimation(created.id)
    await expect(world.client.createScan(body)).resolves.toMatchObject({
      record: { branch: DEFAULT_BRANCH },
    })
  })
})
