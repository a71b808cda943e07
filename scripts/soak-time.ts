/**
 * Preloaded into the action's processes by the matrix soak (scripts/soak-matrix.ts, through
 * NODE_OPTIONS=--import): their clock runs SOAK_TIME_SCALE times faster than the machine's, from
 * SOAK_TIME_VIRTUAL_ORIGIN at the real instant SOAK_TIME_REAL_ORIGIN, the emulator's clock too. The
 * bundle reads time only through Date and waits only through setTimeout (src/common/clock.ts), so
 * its pacing, polls, budgets and request deadlines all shrink together, unchanged in its own time.
 */
const scale = Number(process.env.SOAK_TIME_SCALE ?? '1')
const realOrigin = Number(process.env.SOAK_TIME_REAL_ORIGIN ?? '0')
const virtualOrigin = Number(process.env.SOAK_TIME_VIRTUAL_ORIGIN ?? '0')

if (Number.isFinite(scale) && scale > 1) {
  const RealDate = Date
  const realNow = RealDate.now.bind(RealDate)
  const now = (): number => Math.floor(virtualOrigin + (realNow() - realOrigin) * scale)
  class ScaledDate extends RealDate {
    constructor(...args: [] | [string | number | Date]) {
      if (args.length === 0) super(now())
      else super(args[0])
    }
    static override now(): number {
      return now()
    }
  }
  globalThis.Date = ScaledDate as DateConstructor
  const realSetTimeout = globalThis.setTimeout
  const realSetInterval = globalThis.setInterval
  // Node's timers take (callback, delay, ...args); only the delay shrinks.
  globalThis.setTimeout = ((fn: (...args: unknown[]) => void, ms?: number, ...rest: unknown[]) =>
    realSetTimeout(
      () => {
        fn(...rest)
      },
      (Number(ms) || 0) / scale,
    )) as typeof setTimeout
  globalThis.setInterval = ((fn: (...args: unknown[]) => void, ms?: number, ...rest: unknown[]) =>
    realSetInterval(
      () => {
        fn(...rest)
      },
      (Number(ms) || 0) / scale,
    )) as typeof setInterval
}

export {}
