/**
 * When to look again at something that is still working (an estimation, a scan). Two things
 * decide it, and the wait is the longer of the two:
 *
 * - Congestion, handled like TCP congestion control (AIMD). Every look refused with 429, or lost
 *   to a transient failure, halves this job's polling rate (doubles its interval, up to the cap);
 *   every answered look adds to the rate additively (one look per ten floor intervals), which
 *   narrows the interval back toward the floor. Jobs that share a key never see each other, only
 *   the key's 429s, and every look meets the same chance of one. The increase must be additive in
 *   rate, as in TCP: then every job, however far it had backed off, converges to the same share of
 *   the key, and none is starved. (Narrowing the interval by a constant instead would leave jobs
 *   that backed off far stuck there while the others keep the key.)
 * - Progress. When the status carries a percentage, the time left is estimated from the rate of
 *   progress so far, and the next look waits a fraction of it: slowly while a scan is early, down
 *   to the floor when it is nearly done, which is where a user feels the latency. Re-estimating at
 *   every look corrects a scan that speeds up or stalls.
 *
 * A little jitter on top keeps jobs that started together from polling in step.
 */

/**
 * The longest wait between two looks (unless the configured floor is longer still). Not longer:
 * a job backed off to two minutes tries so rarely that the jobs that got through keep winning the
 * key's freed slots, and it starves (the soak of 100 jobs showed jobs stuck for five minutes).
 */
export const MAX_POLL_INTERVAL_MS = 60_000
/**
 * The next look waits this share of the estimated time left.
 * @internal
 */
export const ETA_FRACTION = 0.75
/**
 * Waits are stretched by up to this share, never shortened.
 * @internal
 */
export const POLL_JITTER_FRACTION = 0.1
/** Each answered look raises the polling rate by one look per this many floor intervals. */
const RATE_STEP_FLOORS = 10
/** A refused or lost look multiplies the interval by this. */
const BACKOFF_FACTOR = 2

export interface PacerOptions {
  /** The shortest wait: the poll-interval input (10 s by default, the service's floor). */
  floorMs: number
  /** When the work being polled started, i.e. when its progress was 0. */
  startedAtMs: number
  /** Default MAX_POLL_INTERVAL_MS, raised to the floor when the floor is longer. */
  capMs?: number | undefined
  /** Jitter source, default Math.random; tests pass () => 0. */
  random?: (() => number) | undefined
}

interface ProgressSample {
  atMs: number
  percent: number
}

export class PollPacer {
  readonly floorMs: number
  readonly capMs: number
  private congestionMs: number
  private readonly random: () => number
  /** The latest look at which progress was at its lowest (work not started, or restarted). */
  private origin: ProgressSample
  /** The latest look that showed progress beyond the origin. */
  private latest: ProgressSample | undefined

  constructor(options: PacerOptions) {
    if (!(options.floorMs > 0)) {
      throw new RangeError(`floorMs must be positive (got ${String(options.floorMs)})`)
    }
    this.floorMs = options.floorMs
    this.capMs = Math.max(options.capMs ?? MAX_POLL_INTERVAL_MS, this.floorMs)
    this.congestionMs = this.floorMs
    this.random = options.random ?? Math.random
    this.origin = { atMs: options.startedAtMs, percent: 0 }
  }

  /** The latest progress seen, if any: what a look that shows none can assume at least. */
  get latestPercent(): number | undefined {
    return this.latest?.percent
  }

  /** The interval congestion alone asks for: the floor when looks get through. */
  get congestionIntervalMs(): number {
    return this.congestionMs
  }

  /** A look was refused (429) or lost to a transient failure: back off multiplicatively. */
  backOff(): void {
    this.congestionMs = Math.min(this.capMs, this.congestionMs * BACKOFF_FACTOR)
  }

  /** A look was answered at `atMs`, with the progress percentage when the answer had one. */
  answered(atMs: number, progress?: number): void {
    const rate = 1 / this.congestionMs + 1 / (RATE_STEP_FLOORS * this.floorMs)
    this.congestionMs = Math.max(this.floorMs, Math.round(1 / rate))
    if (progress === undefined || !Number.isFinite(progress)) return
    const percent = Math.min(100, Math.max(0, progress))
    const wentBack = this.latest !== undefined && percent < this.latest.percent
    if (wentBack || percent <= this.origin.percent) {
      // No progress since the origin (still queued), or progress went back: measure from here.
      this.origin = { atMs, percent }
      this.latest = undefined
    } else {
      this.latest = { atMs, percent }
    }
  }

  /** The time left, from the rate of progress between the origin and the latest look. */
  estimateRemainingMs(nowMs: number): number | undefined {
    const latest = this.latest
    if (latest === undefined) return undefined
    const elapsedMs = latest.atMs - this.origin.atMs
    if (elapsedMs <= 0) return undefined
    const ratePerMs = (latest.percent - this.origin.percent) / elapsedMs
    const remainingMs = (100 - latest.percent) / ratePerMs - (nowMs - latest.atMs)
    return Math.max(0, remainingMs)
  }

  /** How long to wait, from `nowMs`, before the next look. */
  nextDelayMs(nowMs: number): number {
    const remainingMs = this.estimateRemainingMs(nowMs)
    const wantedMs =
      remainingMs === undefined
        ? this.floorMs
        : Math.min(this.capMs, Math.max(this.floorMs, remainingMs * ETA_FRACTION))
    const baseMs = Math.max(this.congestionMs, wantedMs)
    const jitter = 1 + POLL_JITTER_FRACTION * clampUnit(this.random())
    return Math.round(Math.min(this.capMs, baseMs * jitter))
  }
}

function clampUnit(value: number): number {
  return Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 0
}
