/**
 * Jenkins: the Git plugin's variables (https://plugins.jenkins.io/git/#environment-variables:
 * GIT_URL, GIT_BRANCH, GIT_LOCAL_BRANCH, GIT_COMMIT) and a multibranch project's
 * (https://www.jenkins.io/doc/book/pipeline/jenkinsfile/#using-environment-variables, the list at
 * ${JENKINS_URL}/env-vars.html: BRANCH_NAME, TAG_NAME, CHANGE_ID, CHANGE_BRANCH, CHANGE_TARGET,
 * CHANGE_FORK).
 * A job without the Git plugin sets none of them: the checkout is asked instead.
 */
import type { CiFacts } from './environment.js'
import {
  readGitBranch,
  readGitHead,
  readGitRemoteNames,
  readGitRemotePage,
} from './environment-git.js'
import type { EnvValues } from './environment-values.js'

export function readJenkins(values: EnvValues): CiFacts {
  const repoUrl = values.has('GIT_URL')
    ? values.repositoryPage('GIT_URL')
    : readGitRemotePage(values)
  // CHANGE_ID is set on a multibranch project's change requests (pull and merge requests).
  if (values.has('CHANGE_ID')) {
    // From a fork: its branch is not in GIT_URL's repository, and CHANGE_FORK names the fork in a
    // form each branch source chooses. Neither is guessed: the run asks for --repo-url and --branch.
    const fork = values.has('CHANGE_FORK')
    return {
      repoUrl: fork ? undefined : repoUrl,
      branch: fork ? undefined : values.branch('CHANGE_BRANCH'),
      prNumber: values.positiveInteger('CHANGE_ID'),
      // BRANCH_NAME is Jenkins' own name here (PR-24); CHANGE_BRANCH is the source branch.
      commit: readChangeCommit(values),
      baseBranch: values.branch('CHANGE_TARGET'),
    }
  }
  return {
    repoUrl,
    branch: readBranch(values),
    commit: values.has('GIT_COMMIT') ? values.commit('GIT_COMMIT') : readGitHead(values),
  }
}

/** GIT_LOCAL_BRANCH, else BRANCH_NAME (not on a tag's build), else GIT_BRANCH less its remote. */
function readBranch(values: EnvValues): string | undefined {
  if (values.has('GIT_LOCAL_BRANCH')) return values.branch('GIT_LOCAL_BRANCH')
  if (values.has('BRANCH_NAME')) {
    return values.has('TAG_NAME') ? undefined : values.branch('BRANCH_NAME')
  }
  const remoteBranch = values.text('GIT_BRANCH')
  if (remoteBranch === undefined) return readGitBranch(values)
  return values.branch('GIT_BRANCH', withoutRemote(remoteBranch, readGitRemoteNames(values)))
}

/** origin/main, remotes/origin/main and refs/remotes/origin/main are all main. */
function withoutRemote(name: string, remotes: ReadonlySet<string>): string {
  const local = name.replace(/^refs\/heads\//, '').replace(/^(?:refs\/)?remotes\//, '')
  const slash = local.indexOf('/')
  return slash > 0 && remotes.has(local.slice(0, slash)) ? local.slice(slash + 1) : local
}

/**
 * The change's head. By default the branch sources build a merge of the change and its target
 * made in the workspace, and GIT_COMMIT is that merge, which no one pushed: a commit with a second
 * parent is not taken (a head that is itself a merge is refused too; --commit names it then).
 */
function readChangeCommit(values: EnvValues): string | undefined {
  const commit = values.has('GIT_COMMIT') ? values.commit('GIT_COMMIT') : readGitHead(values)
  if (commit === undefined) return undefined
  const name = values.has('GIT_COMMIT') ? 'GIT_COMMIT' : 'git rev-parse HEAD'
  const found = values.git(['rev-parse', '--verify', '--quiet', `${commit}^{commit}`])
  if (found?.toLowerCase() !== commit) {
    values.refuse(name, 'not in the checkout, so whether Jenkins merged it is unknown')
    return undefined
  }
  if (values.git(['rev-parse', '--verify', '--quiet', `${commit}^2`]) !== undefined) {
    values.refuse(name, 'a merge commit (Jenkins merges a change with its target)')
    return undefined
  }
  return commit
}
