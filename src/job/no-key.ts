/**
 * A run without an API key. A fork's pull request gets no secrets on `pull_request`, so api-key is
 * empty there; a misnamed or missing secret empties it anywhere else. The dependency check needs no
 * key and still runs; the code scan needs one and is not started. The gate stays closed (result
 * unknown, the job fails), with one line that says why and the ways out.
 */
import type { ScanTarget } from '../config/target.js'
import { PULL_REQUEST_REF_EVENTS } from './key-custody.js'

/** Events whose fork pull requests run without secrets; pull_request_target runs with them. */
const SECRETLESS_FORK_EVENTS = PULL_REQUEST_REF_EVENTS

const SKIP_FORKS_CONDITION = 'github.event.pull_request.head.repo.full_name == github.repository'

export function describeMissingKey(
  target: Pick<ScanTarget, 'isFork'>,
  eventName: string,
  dependenciesChecked: boolean,
): string {
  const ran = dependenciesChecked ? ' (the dependency check ran: it needs no key)' : ''
  if (target.isFork && SECRETLESS_FORK_EVENTS.has(eventName)) {
    return (
      `No API key: fork pull requests get no secrets, so the code was not scanned and the gate cannot pass${ran}. ` +
      `To scan forks, run on pull_request_target as the README's security model describes; ` +
      `to skip them, give the job if: ${SKIP_FORKS_CONDITION}`
    )
  }
  return (
    `No API key: api-key is empty, so the code was not scanned and the gate cannot pass${ran}. ` +
    'Pass the key from a secret (api-key: ${{ secrets.SECURITY_SCAN_API_KEY }}) and check that the ' +
    "secret exists for this repository or environment; Dependabot's pull requests get only Dependabot secrets"
  )
}
