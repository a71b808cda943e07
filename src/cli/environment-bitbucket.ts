/**
 * Bitbucket Pipelines' default variables:
 * https://support.atlassian.com/bitbucket-cloud/docs/variables-and-secrets/ (BITBUCKET_COMMIT,
 * BITBUCKET_BRANCH, BITBUCKET_REPO_FULL_NAME, BITBUCKET_GIT_HTTP_ORIGIN, BITBUCKET_PR_ID,
 * BITBUCKET_PR_DESTINATION_BRANCH, BITBUCKET_PR_DESTINATION_COMMIT). On pull requests the shas
 * can be abbreviated (https://jira.atlassian.com/browse/BCLOUD-19393): git expands them.
 */
import type { CiFacts } from './environment.js'
import type { EnvValues } from './environment-values.js'

export function readBitbucketPipelines(values: EnvValues): CiFacts {
  const repository = values.repositoryPath('BITBUCKET_REPO_FULL_NAME')
  const origin = values.repositoryPage('BITBUCKET_GIT_HTTP_ORIGIN')
  const facts: CiFacts = {
    // The origin is http://bitbucket.org/workspace/repo; the page is https (environment-url.ts).
    repoUrl:
      origin ?? (repository === undefined ? undefined : `https://bitbucket.org/${repository}`),
    repository,
    // The source branch, on a pull request too; unset on a tag's build.
    branch: values.branch('BITBUCKET_BRANCH'),
    commit: values.commit('BITBUCKET_COMMIT'),
  }
  if (!values.has('BITBUCKET_PR_ID')) return facts
  return {
    ...facts,
    prNumber: values.positiveInteger('BITBUCKET_PR_ID'),
    baseBranch: values.branch('BITBUCKET_PR_DESTINATION_BRANCH'),
    baseSha: values.commit('BITBUCKET_PR_DESTINATION_COMMIT'),
    baseOf: values.has('BITBUCKET_PR_DESTINATION_COMMIT')
      ? 'BITBUCKET_PR_DESTINATION_COMMIT'
      : undefined,
  }
}
