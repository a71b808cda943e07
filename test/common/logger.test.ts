import { describe, expect, it } from 'vitest'
import { createRepeatGate, REPEAT_LOG_INTERVAL_MS } from '../../src/common/logger.js'

describe('createRepeatGate', () => {
  it('lets the first message through, then one per interval of the clock', () => {
    let now = 1_000
    const due = createRepeatGate(() => now)
    const seen: boolean[] = []
    for (const at of [1_000, 30_000, 60_999, 61_000, 61_001, 121_000]) {
      now = at
      seen.push(due())
    }
    expect(seen).toEqual([true, false, false, true, false, true])
    expect(REPEAT_LOG_INTERVAL_MS).toBe(60_000)
  })
})
