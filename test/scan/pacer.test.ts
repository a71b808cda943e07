import { describe, expect, it } from 'vitest'
import {
  ETA_FRACTION,
  MAX_POLL_INTERVAL_MS,
  PollPacer,
  POLL_JITTER_FRACTION,
} from '../../src/scan/pacer.js'

const FLOOR_MS = 10_000
const T0 = 1_000_000
/** `s` seconds after the start. */
const at = (s: number): number => T0 + s * 1000

function pacer(overrides: { floorMs?: number; capMs?: number; random?: () => number } = {}) {
  return new PollPacer({ floorMs: FLOOR_MS, startedAtMs: T0, random: () => 0, ...overrides })
}

describe('PollPacer: congestion (AIMD)', () => {
  it('waits the floor while looks get through and nothing is known of progress', () => {
    const p = pacer()
    expect(p.nextDelayMs(T0)).toBe(FLOOR_MS)
    p.answered(T0 + 10_000)
    expect(p.nextDelayMs(T0 + 10_000)).toBe(FLOOR_MS)
  })

  it('doubles the interval on every 429 up to the 1-minute cap', () => {
    const p = pacer()
    const seen: number[] = []
    for (let i = 0; i < 5; i++) {
      p.backOff()
      seen.push(p.nextDelayMs(T0))
    }
    expect(seen).toEqual([20_000, 40_000, 60_000, 60_000, 60_000])
    expect(MAX_POLL_INTERVAL_MS).toBe(60_000)
  })

  it('narrows additively in rate: each answered look adds one look per 100 s, down to the floor', () => {
    const p = pacer()
    for (let i = 0; i < 5; i++) p.backOff()
    const seen: number[] = []
    for (let i = 0; i < 10; i++) {
      p.answered(T0)
      seen.push(p.congestionIntervalMs)
    }
    // 1 / (1/60 s + 1/100 s) = 37.5 s, then 27.3 s, …: back to the floor in nine answers.
    expect(seen).toEqual([
      37_500, 27_273, 21_429, 17_647, 15_000, 13_043, 11_538, 10_344, 10_000, 10_000,
    ])
  })

  it('stretches a wait by up to 10 % of jitter, never shortens it, and never passes the cap', () => {
    expect(pacer({ random: () => 1 }).nextDelayMs(T0)).toBe(FLOOR_MS * (1 + POLL_JITTER_FRACTION))
    expect(pacer({ random: () => Number.NaN }).nextDelayMs(T0)).toBe(FLOOR_MS)
    const busy = pacer({ random: () => 1 })
    for (let i = 0; i < 5; i++) busy.backOff()
    expect(busy.nextDelayMs(T0)).toBe(MAX_POLL_INTERVAL_MS)
  })

  it('keeps a floor longer than the cap: the cap rises to it', () => {
    const p = pacer({ floorMs: 300_000 })
    p.backOff()
    expect(p.nextDelayMs(T0)).toBe(300_000)
    expect(() => pacer({ floorMs: 0 })).toThrow(RangeError)
  })
})

describe('PollPacer: progress', () => {
  it('waits a share of the time left while the scan is early, the floor when nearly done', () => {
    // A scan of 80 s whose progress is proportional to time.
    const p = pacer()
    p.answered(at(10), 12.5)
    expect(p.estimateRemainingMs(at(10))).toBeCloseTo(70_000)
    expect(ETA_FRACTION).toBe(0.75)
    expect(p.nextDelayMs(at(10))).toBe(52_500)
    p.answered(at(60), 75)
    expect(p.nextDelayMs(at(60))).toBe(15_000)
    p.answered(at(76), 95)
    expect(p.nextDelayMs(at(76))).toBe(FLOOR_MS)
  })

  it('never waits longer than the cap, however early the scan', () => {
    const p = pacer()
    p.answered(T0 + 10_000, 1)
    expect(p.estimateRemainingMs(T0 + 10_000)).toBeCloseTo(990_000)
    expect(p.nextDelayMs(T0 + 10_000)).toBe(MAX_POLL_INTERVAL_MS)
  })

  it('measures from the last look that showed no progress, so a queued scan is not misread', () => {
    const p = pacer()
    p.answered(at(10), 0)
    p.answered(at(60), 0)
    expect(p.estimateRemainingMs(at(60))).toBeUndefined()
    expect(p.nextDelayMs(at(60))).toBe(FLOOR_MS)
    // From 60 s, 10 % in 20 s: the other 90 % take 180 s.
    p.answered(at(80), 10)
    expect(p.estimateRemainingMs(at(80))).toBeCloseTo(180_000)
  })

  it('starts measuring again when progress goes back, and ignores answers without progress', () => {
    const p = pacer()
    p.answered(at(10), 50)
    p.answered(at(20), 20)
    expect(p.estimateRemainingMs(at(20))).toBeUndefined()
    p.answered(at(30), 30)
    expect(p.estimateRemainingMs(at(30))).toBeCloseTo(70_000)
    p.answered(at(40))
    p.answered(at(41), Number.NaN)
    expect(p.estimateRemainingMs(at(40))).toBeCloseTo(60_000)
  })

  it('lets congestion win over progress: a busy key is never polled faster than it allows', () => {
    const p = pacer()
    p.answered(T0 + 99_000, 99)
    for (let i = 0; i < 2; i++) p.backOff()
    expect(p.nextDelayMs(T0 + 99_000)).toBe(40_000)
  })
})

/** A seeded generator, so the simulation is the same on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0
    return state / 2 ** 32
  }
}

/**
 * Jobs that poll forever on one key: the key accepts 100 requests per rolling 60 s and refuses
 * (without counting) the rest. Each job only sees its own answers and 429s, as real jobs do.
 */
function simulateSharedKey(jobs: number, minutes: number, unequalStart: boolean) {
  const random = seeded(42)
  const accepted: number[] = []
  const pacers = Array.from(
    { length: jobs },
    () => new PollPacer({ floorMs: FLOOR_MS, startedAtMs: 0, random }),
  )
  // Half of the jobs start fully backed off: they must come back to a fair share.
  if (unequalStart) {
    for (const p of pacers.slice(0, jobs / 2)) for (let i = 0; i < 4; i++) p.backOff()
  }
  const next = pacers.map(() => random() * FLOOR_MS)
  const perJob = pacers.map(() => ({ accepted: 0, refused: 0 }))
  const measureFrom = (minutes / 2) * 60_000
  const end = minutes * 60_000
  for (;;) {
    let job = 0
    for (let j = 1; j < jobs; j++) if ((next[j] ?? 0) < (next[job] ?? 0)) job = j
    const now = next[job] ?? end
    if (now >= end) break
    while (accepted.length > 0 && (accepted[0] ?? 0) <= now - 60_000) accepted.shift()
    const pacerOf = pacers[job]!
    const counts = perJob[job]!
    if (accepted.length < 100) {
      accepted.push(now)
      pacerOf.answered(now)
      if (now >= measureFrom) counts.accepted += 1
    } else {
      pacerOf.backOff()
      if (now >= measureFrom) counts.refused += 1
    }
    next[job] = now + pacerOf.nextDelayMs(now)
  }
  const shares = perJob.map((c) => c.accepted)
  const total = shares.reduce((a, b) => a + b, 0)
  const refused = perJob.reduce((a, c) => a + c.refused, 0)
  const jain = total ** 2 / (jobs * shares.reduce((a, b) => a + b * b, 0))
  return { shares, perMinute: total / (minutes / 2), refusedPerAccepted: refused / total, jain }
}

describe('PollPacer: many jobs on one key', () => {
  // Jobs, minutes simulated (the second half is measured), refusals per accepted look allowed.
  // A job's share is noisy over a short window when a hundred jobs share the key; over hours it
  // converges, so the larger simulations run longer.
  it.each([
    [20, false, 60, 0.1],
    [20, true, 60, 0.1],
    [100, true, 960, 1],
  ])(
    '%i jobs (half of them backed off to the cap at the start: %s) converge to a fair share, none starved',
    (jobs, unequal, minutes, maxRefusedPerAccepted) => {
      const result = simulateSharedKey(jobs, minutes, unequal)
      // The key's 100 per minute are used, not left idle by jobs that backed off too far…
      expect(result.perMinute).toBeGreaterThan(85)
      expect(result.perMinute).toBeLessThanOrEqual(100)
      // …shared fairly (Jain's index: 1 is perfectly fair)…
      expect(result.jain).toBeGreaterThan(0.98)
      // …with no job starved…
      const mean = (result.perMinute * (minutes / 2)) / jobs
      expect(Math.min(...result.shares)).toBeGreaterThan(mean * 0.6)
      // …and backing off: without it, 100 jobs at the floor would meet 5 refusals per answer.
      expect(result.refusedPerAccepted).toBeLessThan(maxRefusedPerAccepted)
    },
  )
})
