/** The words a scan's status can be, and what each means to the action. */

/**
 * Only `completed` is documented. These words end a scan without results (docs/service-contract.md); every
 * other word, known or not, means the scan is still working, so we keep polling until the
 * timeout rather than fail a job on a status the service added later.
 */
export const FAILED_STATUSES: ReadonlySet<string> = new Set([
  'failed',
  'error',
  'cancelled',
  'canceled',
  'timed_out',
  'expired',
])
const WORKING_STATUSES = new Set(['queued', 'pending', 'running', 'in_progress', 'triage'])

export function normalizeStatus(status: string): string {
  return status.trim().toLowerCase()
}

/** A status the action knows: working, completed or failed. */
export function isKnownStatus(status: string): boolean {
  return WORKING_STATUSES.has(status) || status === 'completed' || FAILED_STATUSES.has(status)
}
