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
  estimation?: CostEstimation | undefined
  scan?: ScanRef | undefined
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
): { stop: 'aborted' | 'error'; problem: string; outage?: true | undefined } {
  deps.log.debug(error instanceof Error ? (error.stack ?? error.message) : String(error))
  if (deps.signal?.aborted) return { stop: 'aborted', problem: describeCancellation(started, run) }
  return { stop: 'error', problem: explain(error), outage: isOutage(error) || undefined }
}

/**
 * Network failures of a service that is down or unreachable. Others are a configuration to fix,
 * not an outage to wait out: a name that does not resolve (a mistyped base-url), a certificate
 * that does not verify (which may be someone in between), a refusal by a proxy.
 */
const OUTAGE_NETWORK_CODES: ReadonlySet<string> = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'UND_ERR_SOCKET',
])

/**
 * An error that says the service could not be reached or kept failing, each after the client's
 * own retries: no answer in time, a dropped or refused connection, a 5xx. A busy key (429) is the
 * service answering "later", which slows a job and never passes it; a refusal (401, 402, 4xx), an
 * answer that breaks the contract and a configuration fault are not an outage either.
 */
export function isOutage(error: unknown): boolean {
  if (!(error instanceof ServiceError)) return false
  if (error.kind === 'timeout') return true
  if (error.kind === 'http') return error.status !== undefined && error.status >= 500
  if (error.kind === 'network') {
    return error.networkCode !== undefined && OUTAGE_NETWORK_CODES.has(error.networkCode)
  }
  return false
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
