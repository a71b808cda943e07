import { generateKeyPairSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ConfigError } from '../../src/config/inputs.js'
import { modeOf, readMatrixConfig } from '../../src/config/matrix.js'

function problemsOf(values: Record<string, string>): string[] {
  try {
    readMatrixConfig((name) => values[name] ?? '')
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
  return []
}

const KEYS = Array.from({ length: 11 }, (_, i) => `ssk_${String(i).padStart(32, '0')}`)

describe('readMatrixConfig', () => {
  it('defaults to a sweep of one job, with the documented defaults', () => {
    expect(readMatrixConfig((name) => (name === 'api-key' ? (KEYS[0] ?? '') : ''))).toEqual({
      mode: 'sweep',
      keys: [KEYS[0]],
      shards: undefined,
      shard: undefined,
      planFile: 'security-scan-plan.json',
      reportsDir: 'security-scan-shards',
      maxParallel: undefined,
      timeBudgetMs: 5 * 3_600_000,
      reuseMaxAgeMs: 168 * 3_600_000,
    })
  })

  it('reads one key a line, blank lines and spaces left out', () => {
    const config = readMatrixConfig(
      (name) =>
        ({ mode: 'Shard', shard: '2', 'api-key': ` ${KEYS[0]}\r\n\n${KEYS[1]} \n` })[name] ?? '',
    )
    expect(config).toMatchObject({ mode: 'shard', shard: 2, keys: [KEYS[0], KEYS[1]] })
  })

  it('names each input that is not valid, with what it takes, and never a key', () => {
    expect(problemsOf({ mode: 'plan' })).toEqual([
      'shards: required by mode: plan, the number of shards of the matrix, 1 to 256',
    ])
    expect(problemsOf({ mode: 'shard' })).toEqual([
      "shard: required by mode: shard, this job's shard: ${{ matrix.shard }}",
    ])
    expect(problemsOf({ mode: 'plan', shards: '257' })).toEqual([
      'shards: "257" is not an integer from 1 to 256',
    ])
    expect(problemsOf({ mode: 'nightly', 'time-budget': '5 hours' })).toEqual([
      'mode: "nightly" is not one of sweep, plan, shard, merge',
      expect.stringMatching(/^time-budget: "5 hours" is not a duration/),
    ])
    const tooMany = problemsOf({ mode: 'shard', shard: '0', 'api-key': KEYS.join('\n') })
    expect(tooMany).toEqual(['api-key: 11 keys, one a line; an organization holds at most 10'])
    const two = problemsOf({ 'api-key': `${KEYS[0]}\n${KEYS[1]}` })
    expect(two).toEqual([
      'api-key: 2 keys, one a line; a sweep of one job uses one key (mode: shard picks one key a shard)',
    ])
    for (const problem of [...tooMany, ...two]) {
      for (const key of KEYS) expect(problem).not.toContain(key)
    }
  })
})

describe('modeOf', () => {
  it('reads the mode before the inputs are checked; what is not one is a sweep of one job', () => {
    expect(modeOf(' MERGE ')).toBe('merge')
    expect(modeOf('')).toBe('sweep')
    expect(modeOf('nightly')).toBe('sweep')
  })
})

describe("readMatrixConfig: a GitHub App's credentials", () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const PEM = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()

  it('reads app-id and private-key given together, PKCS#1 or PKCS#8', () => {
    const pkcs8 = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
    for (const key of [PEM, pkcs8]) {
      const values: Record<string, string> = { 'app-id': '4242', 'private-key': key }
      const config = readMatrixConfig((name) => values[name] ?? '')
      expect(config).toMatchObject({ appId: '4242', privateKey: key.trim() })
    }
    const byClientId: Record<string, string> = { 'app-id': 'Iv23liAbc.9', 'private-key': PEM }
    expect(readMatrixConfig((name) => byClientId[name] ?? '').appId).toBe('Iv23liAbc.9')
  })

  it('refuses one without the other, in one line naming both inputs', () => {
    expect(problemsOf({ 'app-id': '4242' })).toEqual([
      "app-id and private-key: give both (a GitHub App's id and its private key) or neither; private-key is empty",
    ])
    expect(problemsOf({ 'private-key': PEM })).toEqual([
      "app-id and private-key: give both (a GitHub App's id and its private key) or neither; app-id is empty",
    ])
  })

  it('refuses a private-key that is not a PEM RSA key, never quoting it', () => {
    const NOT_PEM =
      "private-key: not a PEM private key; give the GitHub App's private key (.pem) whole, from -----BEGIN to -----END"
    const broken = PEM.replace(/\n[A-Za-z0-9+/]{10}/, '\n!!!!!!!!!!')
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString()
    const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString()
    for (const key of ['hunter2-not-a-key', broken, ec, publicPem]) {
      const problems = problemsOf({ 'app-id': '4242', 'private-key': key })
      expect(problems).toEqual([NOT_PEM])
    }
    expect(problemsOf({ 'app-id': 'my app', 'private-key': PEM })).toEqual([
      'app-id: "my app" is not a GitHub App\'s id (a number, or its client ID Iv…)',
    ])
  })
})
