/**
 * What every step of the service side is given: the service client, the clock, the log, the
 * cancellation signal and the jitter of its waits; and the deadlines named after their inputs.
 */
import type { Clock } from '../common/clock.js'
import type { Logger } from '../common/logger.js'
import { formatDuration } from '../config/duration.js'
import type { Deadline, ServiceClient } from '../service/client.js'

export interface StepDeps {
  client: ServiceClient
  clock: Clock
  log: Logger
  signal?: AbortSignal | undefined
  /** Jitter of poll waits, default Math.random; tests pass () => 0. */
  random?: (() => number) | undefined
}

/** A deadline that ends `ms` from now, named after the input that set it. */
export function deadlineFrom(clock: Clock, ms: number, input: string): Deadline {
  return { atMs: clock.now() + ms, name: `${input} (${formatDuration(ms)})` }
}
