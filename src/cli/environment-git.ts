/**
 * A terminal, or a CI system that did not say: the checkout itself, through git. What git prints
 * is checked like any variable (a branch name is whatever was pushed; origin's URL may carry a
 * token), and named in `problems` by the command that printed it.
 */
import type { CiFacts } from './environment.js'
import type { EnvValues } from './environment-values.js'

const HEAD_COMMAND = 'git rev-parse HEAD'
const BRANCH_COMMAND = 'git rev-parse --abbrev-ref HEAD'
const REMOTE_COMMAND = 'git remote get-url origin'

export function readGitCheckout(values: EnvValues): CiFacts {
  return {
    repoUrl: readGitRemotePage(values),
    branch: readGitBranch(values),
    commit: readGitHead(values),
  }
}

/** The commit checked out. */
export function readGitHead(values: EnvValues): string | undefined {
  return values.commit(HEAD_COMMAND, values.git(['rev-parse', 'HEAD']))
}

/** The branch checked out; none on a detached HEAD (git prints HEAD), as CI systems check out. */
export function readGitBranch(values: EnvValues): string | undefined {
  const branch = values.git(['rev-parse', '--abbrev-ref', 'HEAD'])
  return branch === 'HEAD' ? undefined : values.branch(BRANCH_COMMAND, branch)
}

/** origin's page, without the credentials its URL may hold. */
export function readGitRemotePage(values: EnvValues): string | undefined {
  return values.repositoryPage(REMOTE_COMMAND, values.git(['remote', 'get-url', 'origin']))
}

/** The names of the checkout's remotes; origin always among them. */
export function readGitRemoteNames(values: EnvValues): Set<string> {
  const listed = values.git(['remote'])?.split('\n') ?? []
  return new Set(['origin', ...listed.map((name) => name.trim()).filter((name) => name !== '')])
}
