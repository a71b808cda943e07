import { describe, expect, it } from 'vitest'
import { httpError, useWorld } from './helpers.js'

const world = useWorld()

describe('finding comments against the emulator', () => {
  it('adds a comment to an approved finding', async () => {
    const scanId = await world.startCompletedScan()
    const [finding] = (await world.client.listFindings({ scan_id: scanId, limit: 1 })).data
    expect(finding?.verificationState).toBe('approved')
    const created = await world.client.addFindingComment(finding!.id, 'Tracked in PR #7')
    expect(created.comment_id).toMatch(/^[0-9a-f-]{36}$/)
    expect(world.emu.comments).toEqual([
      expect.objectContaining({
        comment_id: created.comment_id,
        finding_id: finding!.id,
        org: 'org-1',
        comment: 'Tracked in PR #7',
      }),
    ])
  })

  it('answers the same 404 "Finding not found" for a missing, an unapproved and a foreign finding', async () => {
    world.emu.plan.scan = { findings: { high: 4 }, unapprovedEvery: 2 }
    const scanId = await world.startCompletedScan()
    const findings = (await world.client.listFindings({ scan_id: scanId, limit: 100 })).data
    const unapproved = findings.find((f) => f.verificationState === 'pending')
    expect(unapproved).toBeDefined()

    world.emu.plan.scan = { findings: { high: 1 } }
    const otherKey = world.emu.addKey({ scopes: ['read', 'write'], org: 'org-2' })
    const otherClient = world.makeClient({ apiKey: otherKey })
    const otherScan = await world.startCompletedScan(otherClient)
    const [foreign] = (await otherClient.listFindings({ scan_id: otherScan, limit: 1 })).data
    // The foreign finding exists and takes comments from its own organization.
    await expect(otherClient.addFindingComment(foreign!.id, 'ours')).resolves.toBeDefined()

    const ids = ['6b0e3a52-1d4f-4c1e-9a7b-3c2d1e0f9a8b', unapproved!.id, foreign!.id]
    const errors = []
    for (const id of ids)
      errors.push(await world.catchServiceError(world.client.addFindingComment(id, 'x')))
    for (const error of errors) {
      expect(error).toMatchObject(
        httpError(404, 'POST /findings/{id}/comments', 'Finding not found'),
      )
      expect(error.hint).toContain('not approved yet, or belongs to another organization')
    }
    expect(new Set(errors.map((e) => e.message)).size).toBe(1)
    // Not retried: one POST each, and only the foreign org's own comment was stored.
    const posts = world.requests('POST /findings/{id}/comments')
    expect(posts.map((r) => r.status)).toEqual([201, 404, 404, 404])
    expect(world.emu.comments.map((c) => c.org)).toEqual(['org-2'])
  })

  it('surfaces the validation message for an empty comment', async () => {
    const scanId = await world.startCompletedScan()
    const [finding] = (await world.client.listFindings({ scan_id: scanId, limit: 1 })).data
    const error = await world.catchServiceError(world.client.addFindingComment(finding!.id, '   '))
    expect(error).toMatchObject({ status: 400, serviceMessage: 'comment should not be empty' })
    expect(world.emu.comments).toEqual([])
  })
})

describe('dependency verdicts against the emulator', () => {
  it('checks a batch without sending any API key', async () => {
    const batch = await world.client.getDependencyVerdicts([
      { package: 'event-stream', version: '3.3.6' },
      { package: 'emu-suspicious-pkg', version: '1.0.0' },
      { package: 'lodash', version: '4.17.21' },
      { package: 'left-pad-never-heard-of', version: '0.0.1' },
      { package: '', version: '1.0.0' },
    ])
    expect(batch.status).toBe('ok')
    expect(batch.verdicts.map((v) => [v.package, v.level])).toEqual([
      ['event-stream', 'malicious'],
      ['emu-suspicious-pkg', 'suspicious'],
      ['lodash', 'clean'],
      ['left-pad-never-heard-of', 'unknown'],
    ])
    expect(batch.verdicts[0]?.osv_id).toMatch(/^MAL-EMU-/)
    expect(batch.errors).toEqual([
      expect.objectContaining({ package: '', message: 'package must be a non-empty string' }),
    ])

    const [request] = world.requests('POST /hfw/verdicts/batch')
    expect(request?.status).toBe(200)
    expect(request).not.toHaveProperty('keyPrefix')
  })

  it('works with a revoked key, since the endpoint is public', async () => {
    world.emu.revokeKey(world.key)
    const batch = await world.client.getDependencyVerdicts([
      { package: 'react', version: '19.0.0' },
    ])
    expect(batch.verdicts[0]?.level).toBe('clean')
    await expect(world.client.listScans()).rejects.toMatchObject({ status: 401 })
  })
})
