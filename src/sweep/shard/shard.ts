/**
 * Which shard of a planned sweep a repository belongs to: rendezvous hashing of its GitHub id over
 * the shard count the workflow fixes. The same repository lands in the same shard on every run
 * and after a rename (the id does not change); a count raised from n to n + 1 moves only the
 * repositories the new shard wins, about 1 in n + 1, and a count lowered moves only the removed
 * shard's. Pure: no clock, no randomness, the same on every runner.
 */

import { MAX_SHARDS } from '../../config/matrix.js'

/**
 * What a repository is hashed by: its GitHub id when known (stable across renames), else its
 * owner/name in lowercase (a repository named with branch set is not looked up, so has no id).
 */
export function shardKeyOf(repository: { id?: number | undefined; fullName: string }): string {
  return repository.id === undefined
    ? `name:${repository.fullName.toLowerCase()}`
    : `id:${repository.id}`
}

/** The shard, 0 to count - 1, of a repository's key. */
export function shardOf(key: string, count: number): number {
  if (!Number.isInteger(count) || count < 1 || count > MAX_SHARDS) {
    throw new RangeError(`shard count ${count} is not an integer from 1 to ${MAX_SHARDS}`)
  }
  const base = fnv1a(key)
  let best = 0
  let bestScore = -1
  for (let shard = 0; shard < count; shard += 1) {
    const score = mix(base ^ mix(Math.imul(shard + 1, 0x9e3779b9)))
    if (score > bestScore) {
      best = shard
      bestScore = score
    }
  }
  return best
}

/** FNV-1a over the key's UTF-16 code units, 32 bits. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** MurmurHash3's finalizer: every input bit reaches every output bit. Unsigned 32 bits. */
function mix(value: number): number {
  let h = value >>> 0
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}
