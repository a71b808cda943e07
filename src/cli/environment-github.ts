/**
 * GitHub Actions' default variables, kept to what the environment alone says:
 * https://docs.github.com/en/actions/reference/workflows-and-actions/variables (GITHUB_SERVER_URL,
 * GITHUB_REPOSITORY, GITHUB_REF, GITHUB_HEAD_REF, GITHUB_BASE_REF, GITHUB_SHA). The pull request's
 * head sha and its fork are in the event payload, which the action itself reads (config/).
 */
import type { CiFacts } from './environment.js'
import type { EnvValues } from './environment-values.js'

/** Events whose GITHUB_SHA is a merge GitHub made, or the base's commit: never the head. */
const PULL_REQUEST_EVENTS = new Set([
  'pull_request',
  'pull_request_target',
  'pull_request_review',
  'pull_request_review_comment',
])
const PULL_REQUEST_MERGE_REF = /^refs\/pull\/([1-9][0-9]{0,14})\/merge$/

export function readGitHubActions(values: EnvValues): CiFacts {
  const serverUrl = values.serverUrl('GITHUB_SERVER_URL')
  const repository = values.repositoryPath('GITHUB_REPOSITORY')
  const facts: CiFacts = {
    serverUrl,
    repository,
    repoUrl:
      serverUrl === undefined || repository === undefined
        ? undefined
        : `${serverUrl}/${repository}`,
  }
  const ref = values.text('GITHUB_REF') ?? ''
  const isPullRequest =
    values.has('GITHUB_HEAD_REF') ||
    PULL_REQUEST_EVENTS.has(values.text('GITHUB_EVENT_NAME') ?? '') ||
    ref.startsWith('refs/pull/')
  if (!isPullRequest) {
    return {
      ...facts,
      branch: values.branchOfRef('GITHUB_REF'),
      commit: values.commit('GITHUB_SHA'),
    }
  }
  const number = PULL_REQUEST_MERGE_REF.exec(ref)?.[1]
  return {
    ...facts,
    // Set on pull_request and pull_request_target only; GITHUB_REF is the base's there.
    branch: values.branch('GITHUB_HEAD_REF'),
    prNumber: number === undefined ? undefined : Number(number),
    baseBranch: values.branch('GITHUB_BASE_REF'),
  }
}
