import { describe, expect, it } from 'vitest'
import { call, type Json, useEmulator } from './helpers.js'

const { emu } = await useEmulator()

function check(packages: unknown, headers: Record<string, string> = {}) {
  return call(emu, 'POST', '/hfw/verdicts/batch', { body: { packages }, headers })
}

describe('POST /hfw/verdicts/batch', () => {
  it('needs no API key and answers one verdict per package', async () => {
    const res = await check([
      { package: 'event-stream', version: '3.3.6' },
      { package: 'emu-suspicious-pkg', version: '1.0.0' },
      { package: 'lodash', version: '4.17.21' },
      { package: 'never-heard-of-it', version: '0.0.1' },
    ])
    expect(res.status).toBe(200)
    expect(res.json.status).toBe('ok')
    expect(res.json.errors).toEqual([])
    expect(res.json.verdicts.map((verdict: Json) => verdict.level)).toEqual([
      'malicious',
      'suspicious',
      'clean',
      'unknown',
    ])
    expect(res.json.verdicts[0]).toMatchObject({
      ecosystem: 'npm',
      package: 'event-stream',
      version: '3.3.6',
      confidence: 'high',
      source: 'feed',
      osv_id: expect.stringMatching(/^MAL-EMU-/),
      findings: [expect.objectContaining({ type: 'malicious-code' })],
    })
    for (const field of ['status', 'summary', 'confidence', 'source']) {
      expect(res.json.verdicts[3][field]).toEqual(expect.any(String))
    }
  })

  it('matches malicious versions exactly', async () => {
    const res = await check([{ package: 'event-stream', version: '3.3.5' }])
    expect(res.json.verdicts[0].level).toBe('unknown')
  })

  it('reports malformed entries as per-package errors beside the good ones', async () => {
    const res = await check([
      { package: 'lodash' },
      { version: '1.0.0' },
      'left-pad',
      { package: 'react', version: '18.0.0' },
    ])
    expect(res.status).toBe(200)
    expect(res.json.verdicts).toHaveLength(1)
    expect(res.json.errors).toEqual([
      expect.objectContaining({ index: 0, package: 'lodash', message: expect.any(String) }),
      expect.objectContaining({ index: 1, package: '', message: expect.any(String) }),
      expect.objectContaining({ index: 2, error: 'invalid_package' }),
    ])
  })

  it('answers 400 when packages is not an array', async () => {
    for (const body of [{}, { packages: 'lodash' }]) {
      const res = await call(emu, 'POST', '/hfw/verdicts/batch', { body })
      expect(res.status).toBe(400)
      expect(res.json).toEqual({
        statusCode: 400,
        message: ['packages must be an array'],
        error: 'Bad Request',
      })
    }
  })

  it('ignores a key if one is sent, even an invalid one', async () => {
    const res = await check([{ package: 'lodash', version: '1' }], { 'x-api-key': 'garbage' })
    expect(res.status).toBe(200)
  })

  it('consults planned verdicts before the built-in table', async () => {
    emu.plan.verdicts = [{ package: 'lodash', version: '4.17.21', level: 'malicious' }]
    const res = await check([
      { package: 'lodash', version: '4.17.21' },
      { package: 'lodash', version: '4.17.20' },
    ])
    expect(res.json.verdicts.map((verdict: Json) => verdict.level)).toEqual(['malicious', 'clean'])
  })
})
