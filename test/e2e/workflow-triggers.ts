/**
 * The events the tests run the pages' workflows on, as GitHub sends them for acme/webapp: a push
 * of main, pull request #7 (on pull_request and on pull_request_target), a run started by hand.
 */
import { pullRequestEvent } from '../../testkit/harness.js'
import { BASE_SHA, HEAD_SHA, MERGE_SHA, PR_NUMBER, REPOSITORY } from '../../testkit/ids.js'
import type { Trigger } from './workflow-events.js'

export const PUSH_OF_MAIN: Trigger = {
  eventName: 'push',
  event: { repository: { full_name: REPOSITORY, default_branch: 'main' } },
  ref: 'refs/heads/main',
  sha: BASE_SHA,
}

/** pull_request runs the pull request's merge, on its merge ref. */
export const PULL_REQUEST: Trigger = {
  eventName: 'pull_request',
  event: pullRequestEvent({ number: PR_NUMBER, headSha: HEAD_SHA }),
  ref: `refs/pull/${PR_NUMBER}/merge`,
  sha: MERGE_SHA,
}

/** pull_request_target runs the default branch's workflow, with the default branch's ref. */
export const PULL_REQUEST_TARGET: Trigger = {
  eventName: 'pull_request_target',
  event: PULL_REQUEST.event,
  ref: 'refs/heads/main',
}

/** workflow_dispatch of main in `repository`. */
export function dispatchOf(repository: string = REPOSITORY): Trigger {
  return {
    eventName: 'workflow_dispatch',
    event: {
      inputs: {},
      ref: 'refs/heads/main',
      repository: { full_name: repository, default_branch: 'main' },
    },
    ref: 'refs/heads/main',
    sha: BASE_SHA,
    repository,
  }
}
