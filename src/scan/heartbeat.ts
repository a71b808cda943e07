import { describeElapsed, type Clock } from '../common/clock.js'
import { logGroup, type Logger } from '../common/logger.js'
import type { Deadline } from '../service/client.js'
import { MAX_POLL_INTERVAL_MS, type PollPacer } from './pacer.js'

/**
 * A wait that prints only when something changes looks hung: a 40-minute scan at one status would
 * show nothing for 40 minutes. So once a wait has said nothing for HEARTBEAT_AFTER_MS, it says
 * where it stands at the next chance: when a wait between two looks begins, or, when no look comes
 * in time (a long poll-interval, polls backed off), where a wait is cut at HEARTBEAT_LATEST_MS.
 * A beat tells only what the polls already know: no request is ever made for it. It is a log
 * group, so the live log shows one line (its title) and the details are one click away.
 *
 * Everything happens between the looks of the poll loop, on its own clock: no timer runs beside
 * the loop, so nothing is left behind when the wait ends or is cancelled.
 */

/**
 * A beat is printed at the first chance once the wait has printed nothing for this long.
 * @internal
 */
export const HEARTBEAT_AFTER_MS = 180_000
/**
 * A wait between two looks is cut short to print a beat by this much silence at the latest: later
 * than HEARTBEAT_AFTER_MS by the pacer's longest wait, so the usual pacing never cuts a wait (the
 * beat comes at the start of one), and a minute under five, for the time a look itself takes. A
 * look is not cut: one the client is still retrying (attempts of up to 30 s each) can stretch a
 * silence past five minutes, and the beat, or the warning of the failed look, comes after it.
 * @internal
 */
export const HEARTBEAT_LATEST_MS = HEARTBEAT_AFTER_MS + MAX_POLL_INTERVAL_MS

/** What the polls of one wait met so far. */
export interface PollTally {
  answered: number
  /** Refused with 429. */
  refused: number
  /** Lost to a 5xx, a timeout or a dropped connection. */
  lost: number
  /** Refused since the last answer, and since when. */
  refusedInARow: number
  refusedSinceMs?: number
  lastAnswerAtMs?: number
}

export interface HeartbeatOptions {
  clock: Clock
  log: Logger
  /** The wait's own pacing, read (never changed) to say when the next look comes. */
  pacer: PollPacer
  deadline: Deadline
  /** The start of the title and the caller's own details, as of `nowMs`; one line each. */
  describe: (nowMs: number) => { title: string; details: string[] }
}

export class Heartbeat {
  readonly tally: PollTally = { answered: 0, refused: 0, lost: 0, refusedInARow: 0 }
  /** The log for lines about the awaited work: each one puts the next beat off. */
  readonly log: Logger
  private lastLineAtMs: number

  constructor(private readonly options: HeartbeatOptions) {
    this.lastLineAtMs = options.clock.now()
    const { log } = options
    this.log = {
      debug: (message) => {
        log.debug(message)
      },
      info: (message) => {
        log.info(message)
        this.noteLine()
      },
      warning: (message) => {
        log.warning(message)
        this.noteLine()
      },
    }
  }

  /** A line about the work was printed: the silence counts from now. */
  noteLine(): void {
    this.lastLineAtMs = this.options.clock.now()
  }

  noteAnswer(atMs: number): void {
    this.tally.answered += 1
    this.tally.lastAnswerAtMs = atMs
    this.tally.refusedInARow = 0
    delete this.tally.refusedSinceMs
  }

  noteSkipped(kind: 'throttled' | 'transient', atMs: number): void {
    if (kind === 'transient') {
      this.tally.lost += 1
      return
    }
    this.tally.refused += 1
    this.tally.refusedInARow += 1
    this.tally.refusedSinceMs ??= atMs
  }

  /** The latest a wait may sleep on to without a beat. */
  get latestAtMs(): number {
    return this.lastLineAtMs + HEARTBEAT_LATEST_MS
  }

  /** Prints a beat when the wait has been silent long enough; the next look is at `nextLookAtMs`. */
  beatIfDue(nextLookAtMs: number): void {
    const nowMs = this.options.clock.now()
    if (nowMs - this.lastLineAtMs < HEARTBEAT_AFTER_MS) return
    const { title, details } = this.options.describe(nowMs)
    logGroup(this.options.log, `${title}${this.describeRefusals(nowMs)}`, [
      ...details,
      this.describePolls(nowMs),
      this.describeNextLook(nowMs, nextLookAtMs),
      `Gives up at ${formatUtcTime(this.options.deadline.atMs)}, when ${this.options.deadline.name} runs out (in ${describeElapsed(this.options.deadline.atMs - nowMs)})`,
    ])
    this.lastLineAtMs = nowMs
  }

  private describeRefusals(nowMs: number): string {
    const { refusedInARow, refusedSinceMs } = this.tally
    if (refusedInARow === 0 || refusedSinceMs === undefined) return ''
    const forMs = nowMs - refusedSinceMs
    const over = forMs < 1_000 ? '' : ` over ${describeElapsed(forMs)}`
    return `; the API key has refused the last ${refusedInARow} poll(s) (429 Too Many Requests)${over}`
  }

  private describePolls(nowMs: number): string {
    const { answered, refused, lost, lastAnswerAtMs } = this.tally
    let last = 'none answered yet'
    if (lastAnswerAtMs !== undefined) {
      const agoMs = nowMs - lastAnswerAtMs
      last = agoMs < 1_000 ? 'the last just now' : `the last answer ${describeElapsed(agoMs)} ago`
    }
    return `Polls: ${answered} answered, ${refused} refused (429 Too Many Requests), ${lost} lost (5xx or no answer); ${last}`
  }

  private describeNextLook(nowMs: number, nextLookAtMs: number): string {
    const { floorMs, congestionIntervalMs } = this.options.pacer
    const backedOff =
      congestionIntervalMs > floorMs
        ? `; ${describeElapsed(congestionIntervalMs)} apart for now, after refused or lost polls`
        : ''
    return `Next poll in ${describeElapsed(nextLookAtMs - nowMs)} (poll-interval ${describeElapsed(floorMs)}${backedOff})`
  }
}

/** A time of day for people reading a log: `14:32 UTC`. */
function formatUtcTime(ms: number): string {
  return `${new Date(ms).toISOString().slice(11, 16)} UTC`
}

/** When the work should end, from the time left its progress predicts. */
export function describeExpectedEnd(remainingMs: number | undefined, nowMs: number): string {
  if (remainingMs === undefined) return 'no estimate of the end yet'
  if (remainingMs < 30_000) return 'due about now, by its progress'
  const minutes = Math.round(remainingMs / 60_000)
  const left =
    minutes < 60 ? `about ${Math.max(1, minutes)} min` : `about ${describeElapsed(remainingMs)}`
  return `${left} left (expected at ${formatUtcTime(nowMs + remainingMs)})`
}
