import { describeElapsed } from '../common/clock.js'
import type { Deadline } from '../service/client.js'
import { createRepeatGate } from '../common/logger.js'
import { explain } from '../service/errors.js'
import type { StepDeps } from './step-deps.js'
import { classifyLookFailure } from './poll.js'

/**
 * Between two tries at reading a completed scan's results after a transient failure.
 * @internal
 */
export const RESULTS_RETRY_MS = 15_000

/**
 * Reads the results of a completed scan, which is paid for, going on through transient failures
 * (a 5xx, no answer, a dropped connection: the client's own retries of a few seconds spent) until
 * `deadline`. A 429 is already waited out by the client until then, and anything else (a refused
 * key, a broken answer) will not get better by waiting: both end the read at once.
 */
export async function readPatiently<T>(
  deps: Pick<StepDeps, 'clock' | 'log' | 'signal'>,
  deadline: Deadline,
  what: string,
  read: () => Promise<T>,
): Promise<T> {
  const { clock, log, signal } = deps
  const warningDue = createRepeatGate(() => clock.now())
  for (;;) {
    try {
      return await read()
    } catch (error) {
      if (signal?.aborted || classifyLookFailure(error) !== 'transient') throw error
      const now = clock.now()
      const leftMs = deadline.atMs - now
      if (leftMs <= 0) throw error
      if (warningDue()) {
        log.warning(
          `Could not read ${what} (${explain(error)}); the scan is done and paid for, so this job tries again until ${deadline.name} (${describeElapsed(leftMs)} left)`,
        )
      }
      await clock.sleep(Math.min(RESULTS_RETRY_MS, leftMs), signal)
    }
  }
}
