import { describe, expect, it } from 'vitest'
import { fetchVerdicts, VERDICT_BATCH_SIZE, type LockedVersion } from '../../src/deps/verdicts.js'
import type { PackageRef } from '../../src/service/requests.js'
import type { VerdictBatch } from '../../src/service/schemas.js'
import { makeServiceError } from '../support/service.js'

const DEADLINE = { atMs: Date.now() + 600_000, name: 'scan-timeout (1h)' }

function locked(name: string, version: string, path = 'package-lock.json'): LockedVersion {
  return { name, version, locations: [{ path, line: 3 }] }
}

/** A verdict client that answers each batch with `answer` and records what it was asked. */
function fakeClient(answer: (packages: PackageRef[]) => Partial<VerdictBatch> | Error) {
  const batches: PackageRef[][] = []
  return {
    batches,
    getDependencyVerdicts: (packages: PackageRef[]) => {
      batches.push(packages)
      const reply = answer(packages)
      if (reply instanceof Error) return Promise.reject(reply)
      return Promise.resolve({ verdicts: [], errors: [], ...reply } as VerdictBatch)
    },
  }
}

const verdict = (pkg: string, version: string | undefined, level: string) => ({
  package: pkg,
  ...(version === undefined ? {} : { version }),
  level,
  summary: `about ${pkg}`,
})

describe('fetchVerdicts', () => {
  it('asks in batches of VERDICT_BATCH_SIZE, each package version once', async () => {
    const packages = Array.from({ length: VERDICT_BATCH_SIZE * 2 + 1 }, (_, i) =>
      locked(`pkg-${i}`, '1.0.0'),
    )
    const client = fakeClient((asked) => ({
      verdicts: asked.map((p) => verdict(p.package, p.version, 'clean')),
    }))
    const outcome = await fetchVerdicts(client, packages, { deadline: DEADLINE })
    expect(client.batches.map((b) => b.length)).toEqual([VERDICT_BATCH_SIZE, VERDICT_BATCH_SIZE, 1])
    expect(client.batches.flat().map((p) => p.package)).toEqual(packages.map((p) => p.name))
    expect(outcome).toEqual({ hits: [], errors: [], unanswered: 0 })
  })

  it('sorts malicious before suspicious, keeps the worse of two answers, and ignores other levels', async () => {
    const client = fakeClient(() => ({
      verdicts: [
        verdict('zeta', '1.0.0', 'Suspicious'),
        verdict('alpha', '2.0.0', 'suspicious'),
        verdict('alpha', '2.0.0', ' MALICIOUS '),
        verdict('alpha', '2.0.0', 'clean'),
        verdict('beta', '1.0.0', 'unknown'),
        verdict('gamma', '1.0.0', 'a-new-word'),
      ],
    }))
    const packages = ['zeta', 'alpha', 'beta', 'gamma'].map((n) =>
      locked(n, n === 'alpha' ? '2.0.0' : '1.0.0'),
    )
    const outcome = await fetchVerdicts(client, packages, { deadline: DEADLINE })
    expect(outcome.hits.map((h) => [h.name, h.level])).toEqual([
      ['alpha', 'malicious'],
      ['zeta', 'suspicious'],
    ])
    expect(outcome.hits[0]).toMatchObject({
      summary: 'about alpha',
      locations: packages[1]?.locations,
    })
  })

  it('applies a verdict without a version to every version of that name', async () => {
    const client = fakeClient(() => ({ verdicts: [verdict('evil', undefined, 'malicious')] }))
    const outcome = await fetchVerdicts(
      client,
      [locked('evil', '1.0.0'), locked('evil', '2.0.0'), locked('good', '1.0.0')],
      { deadline: DEADLINE },
    )
    expect(outcome.hits.map((h) => `${h.name}@${h.version}`)).toEqual(['evil@1.0.0', 'evil@2.0.0'])
    expect(outcome.unanswered).toBe(1)
  })

  it('never loses a flagged verdict to a version spelt differently, and skips other ecosystems', async () => {
    const client = fakeClient(() => ({
      verdicts: [
        verdict('evil', '*', 'malicious'),
        verdict('shady', 'v2.0.0', 'suspicious'),
        { ...verdict('requests', '1.0.0', 'malicious'), ecosystem: 'PyPI' },
        { ...verdict('fine', '1.0.0', 'clean'), ecosystem: 'npm' },
      ],
    }))
    const outcome = await fetchVerdicts(
      client,
      [
        locked('evil', '1.0.0'),
        locked('shady', '2.0.0'),
        locked('requests', '1.0.0'),
        locked('fine', '1.0.0'),
      ],
      { deadline: DEADLINE },
    )
    expect(outcome.hits.map((h) => `${h.level} ${h.name}@${h.version}`)).toEqual([
      'malicious evil@1.0.0',
      'suspicious shady@2.0.0',
    ])
    expect(outcome.unanswered).toBe(1)
  })

  it('counts a clean answer only for the version it names', async () => {
    const client = fakeClient(() => ({ verdicts: [verdict('lib', '2.0.0', 'clean')] }))
    const outcome = await fetchVerdicts(client, [locked('lib', '1.0.0'), locked('lib', '2.0.0')], {
      deadline: DEADLINE,
    })
    expect(outcome.hits).toEqual([])
    expect(outcome.unanswered).toBe(1)
  })

  it('reports per-package errors with their message, and counts versions nobody answered', async () => {
    const client = fakeClient(() => ({
      verdicts: [verdict('a', '1.0.0', 'clean')],
      errors: [
        { package: 'b', version: '1.0.0', message: 'lookup\n::error::failed', error: 'x' },
        { package: 'c', error: 'timeout' },
        {},
      ],
    }))
    const outcome = await fetchVerdicts(
      client,
      ['a', 'b', 'c', 'd'].map((n) => locked(n, '1.0.0')),
      { deadline: DEADLINE },
    )
    expect(outcome.errors).toEqual([
      { name: 'b', version: '1.0.0', message: 'lookup ::error::failed' },
      { name: 'c', message: 'timeout' },
      { name: 'unnamed package', message: 'no reason given' },
    ])
    expect(outcome.unanswered).toBe(1)
  })

  it('stops at the first batch that fails and says how many were left unchecked', async () => {
    let call = 0
    const client = fakeClient(() =>
      ++call === 2
        ? makeServiceError('http', 503)
        : { verdicts: [verdict('p0', '1.0.0', 'malicious')] },
    )
    const packages = Array.from({ length: VERDICT_BATCH_SIZE * 3 }, (_, i) =>
      locked(`p${i}`, '1.0.0'),
    )
    const outcome = await fetchVerdicts(client, packages, { deadline: DEADLINE })
    expect(client.batches).toHaveLength(2)
    expect(outcome.failure?.unchecked).toBe(VERDICT_BATCH_SIZE * 2)
    expect(outcome.hits.map((h) => h.name)).toEqual(['p0'])
  })

  it('rethrows when the job is cancelled', async () => {
    const controller = new AbortController()
    controller.abort(new Error('received SIGTERM'))
    const client = fakeClient(() => new Error('received SIGTERM'))
    await expect(
      fetchVerdicts(client, [locked('a', '1.0.0')], {
        deadline: DEADLINE,
        signal: controller.signal,
      }),
    ).rejects.toThrow('received SIGTERM')
  })
})
