import type { Clock } from '../common/clock.js'
import type { Deadline } from '../service/client.js'
import { ServiceError } from '../service/errors.js'
import type { Heartbeat } from './heartbeat.js'
import type { PollPacer } from './pacer.js'

/**
 * How a poll ended. Timeouts, cancellation and a look that failed for good are ordinary outcomes,
 * not exceptions: the caller still has the last value seen (the scan id and its status must never
 * be lost).
 */
export type PollOutcome<T> =
  | { ok: true; value: T; polls: number }
  | { ok: false; reason: 'aborted'; last: T | undefined; polls: number }
  /**
   * `failing`: the service kept failing until the deadline: nothing was answered for
   * OUTAGE_AFTER_MS before it, and the last looks failed with a 5xx, a dropped connection or no
   * answer in time (a busy key's 429 is an answer).
   */
  | { ok: false; reason: 'timeout'; last: T | undefined; polls: number; failing?: true | undefined }
  | { ok: false; reason: 'error'; error: unknown; last: T | undefined; polls: number }

/**
 * What a failed look means for the poll. A 429 or a transient failure (5xx, a dropped connection,
 * no answer in time; the client has already retried the last two) costs one look, not the job:
 * the work goes on on the service whether or not this job could see it. Anything else (a revoked
 * key, a missing scope, an answer that breaks the contract) will not get better by waiting.
 */
export type LookFailure = 'throttled' | 'transient' | 'fatal'

/**
 * A wait that ends with its looks failing counts as an outage (on-service-error) only when the
 * service has not answered for this long: one lost look at the end of a long, healthy wait is a
 * slow scan, not a service that is down.
 */
const OUTAGE_AFTER_MS = 300_000

export function classifyLookFailure(error: unknown): LookFailure {
  if (!(error instanceof ServiceError)) return 'fatal'
  if (error.kind === 'rate-limited') return 'throttled'
  if (error.kind === 'network' || error.kind === 'timeout') return 'transient'
  if (error.kind === 'http' && error.status !== undefined && error.status >= 500) {
    return 'transient'
  }
  return 'fatal'
}

export interface PollOptions<T> {
  /** One look at the remote state, passed the poll's signal. */
  check: (signal: AbortSignal | undefined) => Promise<T>
  isDone: (value: T) => boolean
  /** Decides every wait; told of every answer, 429 and lost look. */
  pacer: PollPacer
  /** Epoch ms. No wait runs past it, and one last look is made at it. */
  deadlineMs: number
  clock: Clock
  signal?: AbortSignal | undefined
  /** Wait this long before the first look; default 0 (look at once). */
  firstLookAfterMs?: number
  /** The progress percentage an answer carries, if any (it paces the next looks). */
  progressOf?: (value: T) => number | undefined
  onValue?: (value: T, poll: number) => void
  /** A look that failed as 'throttled' or 'transient' and was skipped; the poll goes on. */
  onSkipped?: (error: ServiceError, kind: Exclude<LookFailure, 'fatal'>) => void
  /** Told of every look, and given the chance to speak in every wait (see heartbeat.ts). */
  heartbeat?: Heartbeat
}

/**
 * Polls until `isDone`, the deadline or the signal. Waits come from the pacer and never run past
 * the deadline: one last look is made at the deadline itself, so a state reached just before it
 * is not reported as a timeout. A look refused with 429 or lost to a transient failure is skipped
 * (the pacer backs off); any other failure of a look ends the poll with reason 'error'.
 */
export async function poll<T>(options: PollOptions<T>): Promise<PollOutcome<T>> {
  const { clock, signal, pacer, deadlineMs } = options
  let last: T | undefined
  let polls = 0
  const startedAtMs = clock.now()
  let lastAnswerAtMs: number | undefined
  let failedSinceMs: number | undefined
  let waitMs = options.firstLookAfterMs ?? 0
  // A poll starts after the service answered (the creation of what it polls).
  const failing = () =>
    failedSinceMs !== undefined && clock.now() - (lastAnswerAtMs ?? startedAtMs) >= OUTAGE_AFTER_MS
  const timedOut = (): PollOutcome<T> => ({
    ok: false,
    reason: 'timeout',
    last,
    polls,
    failing: failing() || undefined,
  })
  for (;;) {
    if (waitMs > 0) {
      const remainingMs = deadlineMs - clock.now()
      if (remainingMs <= 0) return timedOut()
      try {
        await sleepWithHeartbeat(clock, Math.min(waitMs, remainingMs), signal, options.heartbeat)
      } catch {
        return { ok: false, reason: 'aborted', last, polls }
      }
    }
    if (signal?.aborted) return { ok: false, reason: 'aborted', last, polls }
    try {
      last = await options.check(signal)
    } catch (error) {
      if (signal?.aborted) return { ok: false, reason: 'aborted', last, polls }
      const kind = classifyLookFailure(error)
      if (kind === 'fatal' || !(error instanceof ServiceError)) {
        return { ok: false, reason: 'error', error, last, polls }
      }
      // A busy key (429) answers; only a failure of the service itself counts towards an outage.
      if (kind === 'transient') failedSinceMs ??= clock.now()
      else failedSinceMs = undefined
      pacer.backOff()
      options.heartbeat?.noteSkipped(kind, clock.now())
      options.onSkipped?.(error, kind)
      if (clock.now() >= deadlineMs) return timedOut()
      waitMs = pacer.nextDelayMs(clock.now())
      continue
    }
    polls += 1
    lastAnswerAtMs = clock.now()
    failedSinceMs = undefined
    options.heartbeat?.noteAnswer(clock.now())
    pacer.answered(clock.now(), options.progressOf?.(last))
    options.onValue?.(last, polls)
    if (options.isDone(last)) return { ok: true, value: last, polls }
    if (clock.now() >= deadlineMs) return timedOut()
    waitMs = pacer.nextDelayMs(clock.now())
  }
}

/**
 * Sleeps `ms`, in pieces where the heartbeat must speak: a wait longer than the heartbeat allows
 * (a long poll-interval, polls backed off) is cut at its limit, and goes on after the beat.
 */
async function sleepWithHeartbeat(
  clock: Clock,
  ms: number,
  signal: AbortSignal | undefined,
  heartbeat: Heartbeat | undefined,
): Promise<void> {
  if (heartbeat === undefined) {
    await clock.sleep(ms, signal)
    return
  }
  const wakeAtMs = clock.now() + ms
  for (;;) {
    heartbeat.beatIfDue(wakeAtMs)
    // After beatIfDue the heartbeat's limit is ahead of now, so every piece moves time on.
    const untilMs = Math.min(wakeAtMs, heartbeat.latestAtMs)
    await clock.sleep(untilMs - clock.now(), signal)
    if (untilMs >= wakeAtMs) return
  }
}

/** What paces, watches and bounds a wait for work the service has said is not done. */
interface Watch {
  pacer: PollPacer
  heartbeat: Heartbeat
  deadline: Deadline
}

/**
 * Polls work the service has just said is not done (the answer that created it said so): the
 * first look waits an interval too, like every other, and the last is made at the deadline.
 */
export async function pollUnfinished<T>(
  { clock, signal }: { clock: Clock; signal?: AbortSignal | undefined },
  { pacer, heartbeat, deadline }: Watch,
  looks: Pick<PollOptions<T>, 'check' | 'isDone' | 'progressOf' | 'onValue' | 'onSkipped'>,
): Promise<PollOutcome<T>> {
  return await poll({
    ...looks,
    pacer,
    deadlineMs: deadline.atMs,
    firstLookAfterMs: pacer.nextDelayMs(clock.now()),
    clock,
    signal,
    heartbeat,
  })
}
