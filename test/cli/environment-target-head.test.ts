import { describe, expect, it } from 'vitest'
import { detectCiEnvironment } from '../../src/cli/environment.js'
import { fakeGit } from '../support/fake-git.js'

/**
 * Whose policy file judges a run on the command line (environment.ts findTargetHead): the head of
 * the branch a change goes into, or of the default branch for a branch that is neither the default
 * nor a protected one; never where the run forks from it, which its author chose. gate: new's
 * baseline is told there too (config/target.ts), so nothing reads the fork point.
 */
const RUN_SHA = 'a'.repeat(40)
const FORK_POINT = 'b'.repeat(40)
const MAIN_HEAD = 'c'.repeat(40)
const ORIGIN_HEAD = 'symbolic-ref --quiet refs/remotes/origin/HEAD'
const READ_MAIN = 'rev-parse --verify --quiet refs/remotes/origin/main^{commit}'
const FORK_OF_HEAD = 'merge-base HEAD refs/remotes/origin/main'
const BY_GIT = 'git rev-parse refs/remotes/origin/main'

/** The calls of a fakeGit that would find a merge base, which no policy is read at any more. */
function mergeBaseCalls(git: { calls: string[] }, commit: string): string[] {
  return git.calls.filter((call) => call.startsWith(`merge-base ${commit}`))
}

/** What every GitLab job of the project says, whatever its pipeline. */
const GITLAB_JOB = {
  GITLAB_CI: 'true',
  CI_PROJECT_URL: 'https://gitlab.example.com/group/project',
  CI_COMMIT_SHA: RUN_SHA,
}

describe('GitLab merge requests', () => {
  const mergeRequest = {
    ...GITLAB_JOB,
    CI_MERGE_REQUEST_IID: '42',
    CI_MERGE_REQUEST_SOURCE_BRANCH_NAME: 'fix',
    CI_MERGE_REQUEST_TARGET_BRANCH_NAME: 'main',
    CI_MERGE_REQUEST_DIFF_BASE_SHA: FORK_POINT,
  }

  it("merged results: the target's head GitLab merged (CI_MERGE_REQUEST_TARGET_BRANCH_SHA), asking git nothing", () => {
    const env = {
      ...mergeRequest,
      CI_MERGE_REQUEST_EVENT_TYPE: 'merged_result',
      CI_MERGE_REQUEST_SOURCE_BRANCH_SHA: RUN_SHA,
      CI_MERGE_REQUEST_TARGET_BRANCH_SHA: MAIN_HEAD,
    }
    const git = fakeGit({ [READ_MAIN]: 'd'.repeat(40) })
    const found = detectCiEnvironment(env, git)
    expect(found).toMatchObject({
      baseSha: MAIN_HEAD,
      baseOf: 'CI_MERGE_REQUEST_TARGET_BRANCH_SHA',
    })
    expect(JSON.stringify(found)).not.toContain(FORK_POINT)
    expect(git.calls).not.toContain(READ_MAIN)
  })

  it("otherwise: origin's target branch in the clone, never CI_MERGE_REQUEST_DIFF_BASE_SHA", () => {
    const git = fakeGit({ [READ_MAIN]: MAIN_HEAD.toUpperCase(), [FORK_OF_HEAD]: FORK_POINT })
    const found = detectCiEnvironment(mergeRequest, git)
    expect(found).toMatchObject({ baseBranch: 'main', baseSha: MAIN_HEAD, baseOf: BY_GIT })
    expect(JSON.stringify(found)).not.toContain(FORK_POINT)
    expect(git.calls).not.toContain(FORK_OF_HEAD)
    // Empty on plain merge request pipelines, as GitLab documents: the clone's head of main then.
    const empty = { ...mergeRequest, CI_MERGE_REQUEST_TARGET_BRANCH_SHA: '' }
    expect(detectCiEnvironment(empty, git)).toMatchObject({ baseSha: MAIN_HEAD, baseOf: BY_GIT })
    // Not fetched: no base (the run says what to fetch, cli/target.ts), never the fork point.
    const unfetched = detectCiEnvironment(mergeRequest, fakeGit())
    expect(unfetched).not.toHaveProperty('baseSha')
    expect(JSON.stringify(unfetched)).not.toContain(FORK_POINT)
  })
})

describe('pull requests whose system names only the target branch', () => {
  const clone = {
    [READ_MAIN]: MAIN_HEAD,
    [FORK_OF_HEAD]: FORK_POINT,
    [`rev-parse --verify --quiet ${RUN_SHA}^{commit}`]: RUN_SHA,
  }

  it.each([
    [
      'Jenkins (CHANGE_TARGET)',
      {
        JENKINS_URL: 'https://ci.example.com/',
        CHANGE_ID: '24',
        CHANGE_BRANCH: 'feature/pay',
        CHANGE_TARGET: 'main',
        GIT_COMMIT: RUN_SHA,
      },
    ],
    [
      'Azure Pipelines (SYSTEM_PULLREQUEST_TARGETBRANCH)',
      {
        TF_BUILD: 'True',
        BUILD_SOURCEBRANCH: 'refs/pull/17/merge',
        SYSTEM_PULLREQUEST_PULLREQUESTID: '17',
        SYSTEM_PULLREQUEST_SOURCEBRANCH: 'refs/heads/feature/x',
        SYSTEM_PULLREQUEST_TARGETBRANCH: 'refs/heads/main',
        SYSTEM_PULLREQUEST_SOURCECOMMITID: RUN_SHA,
      },
    ],
  ])("%s: origin's head of it judges, never where the change forks", (_, env) => {
    const git = fakeGit(clone)
    const found = detectCiEnvironment(env, git)
    expect(found).toMatchObject({ baseBranch: 'main', baseSha: MAIN_HEAD, baseOf: BY_GIT })
    expect(JSON.stringify(found)).not.toContain(FORK_POINT)
    expect(git.calls).not.toContain(FORK_OF_HEAD)
    // Not a commit, or the target branch not fetched: no base, and the run says what to fetch.
    const notCommit = detectCiEnvironment(env, fakeGit({ ...clone, [READ_MAIN]: 'x' }))
    expect(notCommit).not.toHaveProperty('baseSha')
    expect(detectCiEnvironment(env, fakeGit())).not.toHaveProperty('baseSha')
  })

  it("Bitbucket: BITBUCKET_PR_DESTINATION_COMMIT, the destination's commit, wins over the clone", () => {
    const env = {
      BITBUCKET_BUILD_NUMBER: '7',
      BITBUCKET_BRANCH: 'feature',
      BITBUCKET_COMMIT: RUN_SHA,
      BITBUCKET_PR_ID: '5',
      BITBUCKET_PR_DESTINATION_BRANCH: 'main',
      BITBUCKET_PR_DESTINATION_COMMIT: MAIN_HEAD,
    }
    const git = fakeGit({ ...clone, [READ_MAIN]: 'd'.repeat(40) })
    expect(detectCiEnvironment(env, git)).toMatchObject({
      baseSha: MAIN_HEAD,
      baseOf: 'BITBUCKET_PR_DESTINATION_COMMIT',
    })
    expect(git.calls).not.toContain(READ_MAIN)
  })
})

/**
 * A branch build: its checkout judges only on a ref the CI system calls the default or a
 * protected one; elsewhere the default branch's head does, as origin has it.
 */
describe('branch builds', () => {
  const gitlabBranch = { ...GITLAB_JOB, CI_DEFAULT_BRANCH: 'main' }

  it.each([
    ['the default branch', { CI_COMMIT_BRANCH: 'main' }],
    ['a protected branch', { CI_COMMIT_BRANCH: 'release/2', CI_COMMIT_REF_PROTECTED: 'true' }],
    ['a protected tag', { CI_COMMIT_TAG: 'v2.0.0', CI_COMMIT_REF_PROTECTED: 'true' }],
  ])('GitLab: %s is judged by its checkout, asking git nothing', (_, vars) => {
    const git = fakeGit({ [READ_MAIN]: MAIN_HEAD })
    const found = detectCiEnvironment({ ...gitlabBranch, ...vars }, git)
    expect(found).toMatchObject({ protectedRef: true, defaultBranch: 'main' })
    expect(found).not.toHaveProperty('baseSha')
    expect(git.calls).not.toContain(READ_MAIN)
  })

  it("GitLab: any other branch is judged by CI_DEFAULT_BRANCH's head, not where it forks", () => {
    const env = { ...gitlabBranch, CI_COMMIT_BRANCH: 'feature/x', CI_COMMIT_REF_PROTECTED: 'false' }
    const git = fakeGit({
      [READ_MAIN]: MAIN_HEAD,
      [`merge-base ${RUN_SHA} refs/remotes/origin/main`]: FORK_POINT,
    })
    const found = detectCiEnvironment(env, git)
    expect(found).toMatchObject({
      branch: 'feature/x',
      defaultBranch: 'main',
      baseSha: MAIN_HEAD,
      baseOf: BY_GIT,
    })
    expect(found).not.toHaveProperty('protectedRef')
    expect(JSON.stringify(found)).not.toContain(FORK_POINT)
    expect(mergeBaseCalls(git, RUN_SHA)).toEqual([])
    // The default branch is GitLab's word, not the clone's.
    expect(git.calls).not.toContain(ORIGIN_HEAD)
    // Not fetched: no base, and the run says what to fetch (cli/target.ts).
    expect(detectCiEnvironment(env, fakeGit())).not.toHaveProperty('baseSha')
  })

  it.each([
    [
      'Jenkins',
      {
        JENKINS_URL: 'https://ci.example.com/',
        GIT_BRANCH: 'origin/feature/x',
        GIT_COMMIT: RUN_SHA,
      },
    ],
    [
      'Azure Pipelines',
      {
        TF_BUILD: 'True',
        BUILD_SOURCEBRANCH: 'refs/heads/feature/x',
        BUILD_SOURCEVERSION: RUN_SHA,
      },
    ],
    [
      'Bitbucket Pipelines',
      { BITBUCKET_BUILD_NUMBER: '7', BITBUCKET_BRANCH: 'feature/x', BITBUCKET_COMMIT: RUN_SHA },
    ],
    [
      'GitHub Actions',
      { GITHUB_ACTIONS: 'true', GITHUB_REF: 'refs/heads/feature/x', GITHUB_SHA: RUN_SHA },
    ],
    ['a git checkout', {}],
  ])("%s says no branch is protected: a branch is judged by origin's HEAD's head", (label, env) => {
    const clone = {
      remote: 'origin',
      'rev-parse HEAD': RUN_SHA,
      'rev-parse --abbrev-ref HEAD': 'feature/x',
      [ORIGIN_HEAD]: 'refs/remotes/origin/main',
    }
    const git = fakeGit({ ...clone, [READ_MAIN]: MAIN_HEAD.toUpperCase() })
    const found = detectCiEnvironment(env, git)
    expect(found).toMatchObject({
      label,
      branch: 'feature/x',
      defaultBranch: 'main',
      baseSha: MAIN_HEAD,
      baseOf: BY_GIT,
    })
    expect(found).not.toHaveProperty('protectedRef')
    expect(mergeBaseCalls(git, RUN_SHA)).toEqual([])
    // A clone that does not name origin's default branch gives no base.
    const unnamed = fakeGit({ ...clone, [ORIGIN_HEAD]: '', [READ_MAIN]: MAIN_HEAD })
    expect(detectCiEnvironment(env, unnamed)).not.toHaveProperty('baseSha')
  })

  it('refuses an origin HEAD that names no branch git would accept', () => {
    const git = fakeGit({ 'rev-parse HEAD': RUN_SHA, [ORIGIN_HEAD]: 'refs/remotes/origin/-x' })
    const found = detectCiEnvironment({}, git)
    expect(found).not.toHaveProperty('defaultBranch')
    expect(found).not.toHaveProperty('baseSha')
    expect(found.problems).toEqual([
      'git symbolic-ref refs/remotes/origin/HEAD: "-x" is not a branch name git would accept',
    ])
  })
})
