/**
 * GitLab CI's predefined variables:
 * https://docs.gitlab.com/ci/variables/predefined_variables/ (the general ones and "Predefined
 * variables for merge request pipelines"). CI_REPOSITORY_URL and CI_JOB_TOKEN are never read:
 * the clone URL carries the job's token. A branch pipeline's checkout judges itself only on a
 * protected ref or the default branch (CI_COMMIT_REF_PROTECTED, CI_DEFAULT_BRANCH).
 */
import type { CiFacts } from './environment.js'
import type { EnvValues } from './environment-values.js'

/** CI_MERGE_REQUEST_EVENT_TYPE of pipelines that run on a merge GitLab made, not on the head. */
const MERGED_EVENT_TYPES = new Set(['merged_result', 'merge_train'])

export function readGitLabCi(values: EnvValues): CiFacts {
  const serverUrl = values.serverUrl('CI_SERVER_URL')
  // Set on merge request pipelines only (even a refused value says that this is one).
  return values.has('CI_MERGE_REQUEST_IID')
    ? readMergeRequest(values, serverUrl)
    : readBranchPipeline(values, serverUrl)
}

function readBranchPipeline(values: EnvValues, serverUrl: string | undefined): CiFacts {
  const repository = values.repositoryPath('CI_PROJECT_PATH')
  // CI_COMMIT_BRANCH is unset on tag pipelines, where CI_COMMIT_REF_NAME is the tag.
  const branch = values.has('CI_COMMIT_BRANCH')
    ? values.branch('CI_COMMIT_BRANCH')
    : values.has('CI_COMMIT_TAG')
      ? undefined
      : values.branch('CI_COMMIT_REF_NAME')
  const defaultBranch = values.branch('CI_DEFAULT_BRANCH')
  return {
    serverUrl,
    repository,
    repoUrl: values.repositoryPage('CI_PROJECT_URL') ?? pageOf(serverUrl, repository),
    branch,
    commit: values.commit('CI_COMMIT_SHA'),
    defaultBranch,
    // The ref of the pipeline (a branch, or a tag) is protected, or is the default branch: only
    // those whom the project lets push there wrote its policy file.
    protectedRef:
      values.text('CI_COMMIT_REF_PROTECTED') === 'true' ||
      (branch !== undefined && branch === defaultBranch) ||
      undefined,
  }
}

/**
 * The repository is the merge request's target project (CI_MERGE_REQUEST_PROJECT_*), which is
 * not CI_PROJECT_* when a fork's pipeline runs in the fork; the source project, when another,
 * is the head repository.
 */
function readMergeRequest(values: EnvValues, serverUrl: string | undefined): CiFacts {
  const repository =
    values.repositoryPath('CI_MERGE_REQUEST_PROJECT_PATH') ??
    values.repositoryPath('CI_PROJECT_PATH')
  const repoUrl = values.has('CI_MERGE_REQUEST_PROJECT_URL')
    ? values.repositoryPage('CI_MERGE_REQUEST_PROJECT_URL')
    : values.repositoryPage('CI_PROJECT_URL')
  return {
    serverUrl,
    repository,
    repoUrl: repoUrl ?? pageOf(serverUrl, repository),
    prNumber: values.positiveInteger('CI_MERGE_REQUEST_IID'),
    headRepository: values.repositoryPath('CI_MERGE_REQUEST_SOURCE_PROJECT_PATH'),
    branch:
      values.branch('CI_MERGE_REQUEST_SOURCE_BRANCH_NAME') ??
      (values.has('CI_MERGE_REQUEST_SOURCE_BRANCH_NAME')
        ? undefined
        : values.branch('CI_COMMIT_REF_NAME')),
    commit: readHeadCommit(values),
    baseBranch: values.branch('CI_MERGE_REQUEST_TARGET_BRANCH_NAME'),
    ...readBase(values),
  }
}

/**
 * The commit that judges the merge request (its policy, and gate: new's baseline): the target
 * branch's head, where GitLab gives it (merged results and merge trains); else the clone's
 * origin/<target> is read (environment.ts). Never CI_MERGE_REQUEST_DIFF_BASE_SHA: that is where
 * the source branch forks, which its author chose.
 */
function readBase(values: EnvValues): Pick<CiFacts, 'baseSha' | 'baseOf'> {
  const head = 'CI_MERGE_REQUEST_TARGET_BRANCH_SHA'
  return values.has(head) ? { baseSha: values.commit(head), baseOf: head } : {}
}

/**
 * The source branch's head. On merged results and merge trains CI_COMMIT_SHA is the merge GitLab
 * made, which no one pushed; CI_MERGE_REQUEST_SOURCE_BRANCH_SHA is the head there (and empty on
 * plain merge request pipelines, where CI_COMMIT_SHA is the head).
 */
function readHeadCommit(values: EnvValues): string | undefined {
  if (values.has('CI_MERGE_REQUEST_SOURCE_BRANCH_SHA')) {
    return values.commit('CI_MERGE_REQUEST_SOURCE_BRANCH_SHA')
  }
  const eventType = values.text('CI_MERGE_REQUEST_EVENT_TYPE') ?? ''
  return MERGED_EVENT_TYPES.has(eventType) ? undefined : values.commit('CI_COMMIT_SHA')
}

function pageOf(serverUrl: string | undefined, repository: string | undefined) {
  return serverUrl === undefined || repository === undefined
    ? undefined
    : `${serverUrl}/${repository}`
}
