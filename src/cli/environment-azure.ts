/**
 * Azure Pipelines' predefined variables, as the environment spells them (Build.SourceBranch is
 * BUILD_SOURCEBRANCH): https://learn.microsoft.com/en-us/azure/devops/pipelines/build/variables
 * (Build.Repository.Uri, Build.SourceBranch, Build.SourceVersion, System.PullRequest.*). The
 * repository may be in Azure Repos, GitHub or Bitbucket; its page is Build.Repository.Uri.
 */
import type { CiFacts } from './environment.js'
import { pagePathOf } from './environment-url.js'
import type { EnvValues } from './environment-values.js'

export function readAzurePipelines(values: EnvValues): CiFacts {
  const repoUrl = values.repositoryPage('BUILD_REPOSITORY_URI')
  const isPullRequest =
    values.has('SYSTEM_PULLREQUEST_PULLREQUESTID') ||
    values.has('SYSTEM_PULLREQUEST_PULLREQUESTNUMBER') ||
    values.text('BUILD_REASON') === 'PullRequest'
  if (!isPullRequest) {
    return {
      repoUrl,
      // refs/heads/main; a tag's build (refs/tags/v1) has no branch.
      branch: values.branchOfRef('BUILD_SOURCEBRANCH'),
      commit: values.commit('BUILD_SOURCEVERSION'),
    }
  }
  return {
    repoUrl,
    // PullRequestNumber is GitHub's number where it differs from the id; Azure Repos has the id.
    prNumber: values.has('SYSTEM_PULLREQUEST_PULLREQUESTNUMBER')
      ? values.positiveInteger('SYSTEM_PULLREQUEST_PULLREQUESTNUMBER')
      : values.positiveInteger('SYSTEM_PULLREQUEST_PULLREQUESTID'),
    // refs/heads/feature from Azure Repos, feature from GitHub.
    branch: values.branchOfRef('SYSTEM_PULLREQUEST_SOURCEBRANCH'),
    // Never BUILD_SOURCEVERSION here: on a pull request it is the merge Azure made (refs/pull/N/merge).
    commit: values.commit('SYSTEM_PULLREQUEST_SOURCECOMMITID'),
    headRepository: readForkPath(values),
    baseBranch: values.branchOfRef('SYSTEM_PULLREQUEST_TARGETBRANCH'),
  }
}

/** The fork a pull request comes from, where Azure says (Azure Repos sets the source's URI). */
function readForkPath(values: EnvValues): string | undefined {
  if (values.text('SYSTEM_PULLREQUEST_ISFORK')?.toLowerCase() !== 'true') return undefined
  const page = values.repositoryPage('SYSTEM_PULLREQUEST_SOURCEREPOSITORYURI')
  return page === undefined ? undefined : pagePathOf(page)
}
