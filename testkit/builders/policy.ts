import { parseExpiry } from '../../src/policy/expiry.js'
import type { Policy, Suppression } from '../../src/policy/policy.js'

/** The run's time of the policy tests: 2026-06-15, 12:00 UTC. */
export const POLICY_NOW_MS = Date.UTC(2026, 5, 15, 12)

/**
 * A suppression as parsePolicy makes it, expiring at the end of 2026-12-31 unless told otherwise
 * (`expiresAtMs` follows `expires`). Give it an id, a rule or a cwe: without one it matches
 * nothing, as parsePolicy refuses such an entry.
 */
export function makeSuppression(overrides: Partial<Suppression> = {}): Suppression {
  const expires = overrides.expires ?? '2026-12-31'
  const suppression: Suppression = {
    index: 0,
    place: { line: 3, column: 5 },
    reason: 'accepted: not reachable from user input',
    expires,
    ...overrides,
  }
  const expiresAtMs = parseExpiry(expires)
  if (!('expiresAtMs' in overrides) && expiresAtMs !== undefined) {
    suppression.expiresAtMs = expiresAtMs
  }
  return suppression
}

export function makePolicy(overrides: Partial<Policy> = {}): Policy {
  return { path: '.github/security-scan.yml', suppressions: [], excludePaths: [], ...overrides }
}
