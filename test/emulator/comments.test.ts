import { describe, expect, it } from 'vitest'
import { call, type Json, startCompletedScan, useEmulator } from './helpers.js'

const { emu, key } = await useEmulator({}, ['write'])

const NOT_FOUND = { statusCode: 404, message: 'Finding not found', error: 'Not Found' }

async function seedFindings(): Promise<{ approved: string; pending: string }> {
  emu.plan.scan = {
    findings: [
      { title: 'approved', severity: 'high' },
      { title: 'pending', severity: 'high', verification_state: 'pending' },
    ],
  }
  const { id } = await startCompletedScan(emu, key)
  const data = (await call(emu, 'GET', `/findings?scan_id=${id}`, { key })).json.data
  const idOf = (title: string) => data.find((finding: Json) => finding.title === title).id
  return { approved: idOf('approved'), pending: idOf('pending') }
}

function comment(findingId: string, body: unknown, withKey = key) {
  return call(emu, 'POST', `/findings/${findingId}/comments`, { key: withKey, body })
}

describe('POST /findings/{id}/comments', () => {
  it('adds a comment to an approved finding and keeps it for assertions', async () => {
    const { approved } = await seedFindings()
    const res = await comment(approved, { comment: 'Tracked in PR #12' })
    expect(res.status).toBe(201)
    expect(res.json.comment_id).toEqual(expect.any(String))
    expect(emu.comments).toEqual([
      expect.objectContaining({
        comment_id: res.json.comment_id,
        finding_id: approved,
        org: 'org-1',
        comment: 'Tracked in PR #12',
      }),
    ])
  })

  it('answers the same 404 for a missing, a not approved and a foreign finding', async () => {
    const { approved, pending } = await seedFindings()
    const stranger = emu.addKey({ scopes: ['write'], org: 'other' })
    const missing = await comment('00000000-0000-4000-8000-000000000000', { comment: 'x' })
    const notApproved = await comment(pending, { comment: 'x' })
    const foreign = await comment(approved, { comment: 'x' }, stranger)
    for (const res of [missing, notApproved, foreign]) {
      expect(res.status).toBe(404)
      expect(res.json).toEqual(NOT_FOUND)
    }
    expect(missing.text).toBe(notApproved.text)
    expect(notApproved.text).toBe(foreign.text)
    expect(emu.comments).toEqual([])
  })

  it.each([[{}], [{ comment: '' }], [{ comment: '   ' }], [{ comment: 42 }]])(
    'answers 400 to %j',
    async (body) => {
      const { approved } = await seedFindings()
      const res = await comment(approved, body)
      expect(res.status).toBe(400)
      expect(res.json.error).toBe('Bad Request')
      expect(res.json.message[0]).toMatch(/^comment /)
    },
  )

  it('needs the write scope', async () => {
    const { approved } = await seedFindings()
    const reader = emu.addKey({ scopes: ['read'] })
    const res = await comment(approved, { comment: 'x' }, reader)
    expect(res.status).toBe(403)
    expect(res.json.message).toBe('API key missing required scope: write')
  })
})
