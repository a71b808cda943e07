/**
 * Where the API key sits (issue 38): a repository or organization secret reaches every workflow
 * that runs on a pull request's ref, the ones a branch adds or edits included, so the author of a
 * branch can read the key and, with it, name a scan after a commit it never saw. A run of the
 * repository's own branch that holds the key shows the key sits there; it says so once, with where
 * the key must sit instead. Runs of the default branch (pull_request_target, push, schedule) show
 * nothing: an environment only the default branch may deploy to gives them the key too.
 */
import { KEY_CUSTODY_URL } from '../common/version.js'
import type { Config } from '../config/inputs.js'

/** Events that run the workflow file of the pull request's ref, which its branch may change. */
export const PULL_REQUEST_REF_EVENTS: ReadonlySet<string> = new Set([
  'pull_request',
  'pull_request_review',
  'pull_request_review_comment',
])

/** The one log line, with the link (a URL in the log is one click away). */
export const KEY_READABLE_BY_BRANCH = `The API key reached a run on the pull request's own ref: any workflow its branch adds can read the key too, and whoever holds it can name a scan after a commit that scan never saw. Keep the key where only the default branch can read it: ${KEY_CUSTODY_URL}`

/**
 * Whether the key reached a run whose workflow the pull request's branch controls: a branch of
 * the repository, or a fork's where the repository sends secrets to forks' runs (private ones may).
 */
export function isKeyReadableByBranch(config: Pick<Config, 'apiKey'>, eventName: string): boolean {
  return config.apiKey !== undefined && PULL_REQUEST_REF_EVENTS.has(eventName)
}
