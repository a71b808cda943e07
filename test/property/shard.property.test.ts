import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_SHARDS } from '../../src/config/matrix.js'
import { shardKeyOf, shardOf } from '../../src/sweep/shard/shard.js'
import { RUNS } from './arbitraries.js'

const id = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER })
const count = fc.integer({ min: 1, max: MAX_SHARDS })
/** 2,000 consecutive ids, as GitHub hands them out to an organization's repositories over time. */
const IDS = Array.from({ length: 2_000 }, (_, i) => 700_000_000 + i * 3)

describe('shardOf', () => {
  it('is a shard of the count, the same every time for the same key', () => {
    fc.assert(
      fc.property(id, count, (repoId, n) => {
        const key = shardKeyOf({ id: repoId, fullName: 'acme/x' })
        const shard = shardOf(key, n)
        expect(shard).toBeGreaterThanOrEqual(0)
        expect(shard).toBeLessThan(n)
        expect(shardOf(key, n)).toBe(shard)
      }),
      { numRuns: RUNS },
    )
  })

  it('keeps a repository in its shard across a rename: the id decides, not the name', () => {
    fc.assert(
      fc.property(id, count, fc.string(), fc.string(), (repoId, n, before, after) => {
        expect(shardOf(shardKeyOf({ id: repoId, fullName: before }), n)).toBe(
          shardOf(shardKeyOf({ id: repoId, fullName: after }), n),
        )
      }),
      { numRuns: RUNS },
    )
  })

  it('moves only to the new shard when the count grows, and only from the removed one when it shrinks', () => {
    fc.assert(
      fc.property(id, fc.integer({ min: 1, max: MAX_SHARDS - 1 }), (repoId, n) => {
        const key = shardKeyOf({ id: repoId, fullName: 'acme/x' })
        const before = shardOf(key, n)
        const after = shardOf(key, n + 1)
        expect(after === before || after === n).toBe(true)
      }),
      { numRuns: RUNS },
    )
  })

  it('moves about 1 in n + 1 repositories when the count goes from n to n + 1', () => {
    for (const n of [2, 7, 16, 63]) {
      const moved = IDS.filter((i) => shardOf(`id:${i}`, n) !== shardOf(`id:${i}`, n + 1)).length
      const expected = IDS.length / (n + 1)
      expect(moved).toBeGreaterThan(expected * 0.6)
      expect(moved).toBeLessThan(expected * 1.4)
    }
  })

  it('spreads consecutive ids evenly over the shards', () => {
    for (const n of [3, 10, 40]) {
      const sizes = new Array<number>(n).fill(0)
      for (const i of IDS) sizes[shardOf(`id:${i}`, n)] = (sizes[shardOf(`id:${i}`, n)] ?? 0) + 1
      const mean = IDS.length / n
      expect(Math.min(...sizes)).toBeGreaterThan(mean * 0.6)
      expect(Math.max(...sizes)).toBeLessThan(mean * 1.4)
    }
  })

  it('hashes the lowercase name when GitHub gave no id', () => {
    expect(shardKeyOf({ fullName: 'Acme/API' })).toBe('name:acme/api')
    expect(shardKeyOf({ id: 42, fullName: 'Acme/API' })).toBe('id:42')
  })

  it('refuses a count the matrix cannot hold, naming the allowed range', () => {
    for (const bad of [0, -1, 1.5, MAX_SHARDS + 1, Number.NaN]) {
      expect(() => shardOf('id:1', bad)).toThrow(`from 1 to ${MAX_SHARDS}`)
    }
  })
})
