/**
 * How the service side of a run ends before a gate result, and what it says when a step threw:
 * a cancellation names what was already started (a scan goes on running, and is paid for), any
 * other error says what went wrong, never just "SIGTERM".
 */
import { sanitizeForLog } from '../common/escape.js'
import type { Config } from '../config/inputs.js'
import type { ScanTarget } from '../config/target.js'
import { ServiceError, explain } from '../service/errors.js'
import type { CostEstimation } from '../service/schemas.js'
import { classifyLookFailure } from './poll.js'
import type { StepDeps } from './step-deps.js'
import { describeUnfinishedScan } from './wait.js'

/**
 * 'untrusted': counts it cannot trust; 'not-awaited': wait-for-completion is false; 'error': the
 * service refused or failed, or the flow met an error.
 */
export type ScanStop = 'error' | 'timeout' | 'aborted' | 'not-awaited' | 'untrusted'

/** The scan a run follows: its id, its last status, and whether an earlier run started it. */
export interface ScanRef {
  id: string
  status: string
  reused: boolean
}

/** What was started before the step that threw. */
export interface Started {
  estimation?: CostEstimation
  scan?: ScanRef
}

/** What a message about the run names: the scan's name, and the timeout it ran under. */
export interface RunFacts {
  config: Pick<Config, 'scanTimeoutMs'>
  target?: Pick<ScanTarget, 'name'>
}

/**
 * The stop for an error a step threw: 'aborted' when the job was cancelled, else 'error', marked
 * as an outage when the service could not be reached or kept failing (on-service-error).
 */
export function stopOnError(
  error: unknown,
  deps: Pick<StepDeps, 'log' | 'signal'>,
  started: Started,
  run: RunFacts,
): { stop: 'aborted' | 'error'; problem: string; outage?: true } {
  deps.log.debug(error instanceof Error ? (error.stack ?? error.message) : String(error))
  if (deps.signal?.aborted) return { stop: 'aborted', problem: describeCancellation(started, run) }
  return { stop: 'error', problem: explain(error), ...(isOutage(error) ? { outage: true } : {}) }
}

/**
 * An error that says the service could not be reached or kept failing: no answer, a dropped
 * connection, a 5xx, or a busy key (429) past its patience, each after the client's own retries.
 * A refusal (401, 402, 4xx) or an answer that breaks the contract is the service answering.
 */
export function isOutage(error: unknown): boolean {
  return error instanceof ServiceError && classifyLookFailure(error) !== 'fatal'
}

/** A cancellation outside the scan wait: say what was already started, never just "SIGTERM". */
export function describeCancellation(started: Started, { config, target }: RunFacts): string {
  if (started.scan !== undefined) {
    return describeUnfinishedScan(started.scan.id, 'aborted', started.scan.status, config)
  }
  const name = target ? ` named "${sanitizeForLog(target.name, 120)}"` : ''
  return started.estimation
    ? `The job was cancelled before the service confirmed a scan (cost estimation ${started.estimation.id}); if one was started, find the scan${name} in the dashboard`
    : 'The job was cancelled before a cost estimation was created'
}
