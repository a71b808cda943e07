import { describe, expect, it } from 'vitest'
import { detectCiEnvironment, detectCiSystem } from '../../src/cli/environment.js'
import type { CiEnvironment, CiFacts, CiSystem } from '../../src/cli/environment.js'
import { repositoryPageOf, serverUrlOf } from '../../src/cli/environment-url.js'
import { isBranchName, showUntrusted } from '../../src/cli/environment-values.js'
import { fakeGit } from '../support/fake-git.js'

const SHA = 'a'.repeat(40)
const SHA2 = 'b'.repeat(40)
const SHA3 = 'c'.repeat(40)
const SHA256 = 'd'.repeat(64)
const TOKEN = 'glcbt-64_Zx9QmWv3T7kLpR2sYh8N'

/** How the run names each system to the reader. */
const LABELS: Record<CiSystem, string> = {
  gitlab: 'GitLab CI',
  jenkins: 'Jenkins',
  azure: 'Azure Pipelines',
  bitbucket: 'Bitbucket Pipelines',
  github: 'GitHub Actions',
  terminal: 'a git checkout',
}

/** What detectCiEnvironment finds of a build it reads whole: its system named, no problem. */
function readWhole(system: CiSystem, facts: CiFacts): CiEnvironment {
  return { system, label: LABELS[system], isCi: system !== 'terminal', ...facts, problems: [] }
}

describe('GitLab CI', () => {
  const gitlab = {
    GITLAB_CI: 'true',
    CI: 'true',
    CI_SERVER_URL: 'https://gitlab.example.com',
    CI_PROJECT_PATH: 'group/sub/project',
    CI_PROJECT_URL: 'https://gitlab.example.com/group/sub/project',
    CI_COMMIT_SHA: SHA,
    // The clone URL carries the job's token: it must never be read.
    CI_REPOSITORY_URL: `https://gitlab-ci-token:${TOKEN}@gitlab.example.com/group/sub/project.git`,
    CI_JOB_TOKEN: TOKEN,
  }

  it('reads a branch pipeline', () => {
    const env = { ...gitlab, CI_COMMIT_BRANCH: 'main', CI_COMMIT_REF_NAME: 'main' }
    expect(detectCiEnvironment(env, fakeGit())).toEqual(
      readWhole('gitlab', {
        repoUrl: 'https://gitlab.example.com/group/sub/project',
        repository: 'group/sub/project',
        serverUrl: 'https://gitlab.example.com',
        branch: 'main',
        commit: SHA,
      }),
    )
  })

  it('gives a tag pipeline no branch', () => {
    const env = { ...gitlab, CI_COMMIT_TAG: 'v1.0.0', CI_COMMIT_REF_NAME: 'v1.0.0' }
    const found = detectCiEnvironment(env, fakeGit())
    expect(found.branch).toBeUndefined()
    expect(found.problems).toEqual([])
  })

  it('reads a merge request in a subgroup', () => {
    const env = {
      ...gitlab,
      CI_COMMIT_REF_NAME: 'feature/login',
      CI_MERGE_REQUEST_IID: '42',
      CI_MERGE_REQUEST_PROJECT_PATH: 'group/sub/project',
      CI_MERGE_REQUEST_PROJECT_URL: 'https://gitlab.example.com/group/sub/project',
      CI_MERGE_REQUEST_SOURCE_PROJECT_PATH: 'group/sub/project',
      CI_MERGE_REQUEST_SOURCE_BRANCH_NAME: 'feature/login',
      CI_MERGE_REQUEST_SOURCE_BRANCH_SHA: '',
      CI_MERGE_REQUEST_TARGET_BRANCH_NAME: 'main',
      CI_MERGE_REQUEST_DIFF_BASE_SHA: SHA2,
      CI_MERGE_REQUEST_EVENT_TYPE: 'detached',
    }
    const found = detectCiEnvironment(env, fakeGit())
    expect(found).toEqual(
      readWhole('gitlab', {
        repoUrl: 'https://gitlab.example.com/group/sub/project',
        repository: 'group/sub/project',
        serverUrl: 'https://gitlab.example.com',
        branch: 'feature/login',
        commit: SHA,
        prNumber: 42,
        baseBranch: 'main',
        // No clone to read main's head from, so no base: never where it forks (SHA2).
      }),
    )
    expect(JSON.stringify(found)).not.toContain(TOKEN)
    expect(JSON.stringify(found)).not.toContain('gitlab-ci-token')
  })

  it('reads a merge request from a fork: the target project, and the fork as head', () => {
    const env = {
      ...gitlab,
      // The fork's pipeline runs in the fork: CI_PROJECT_* are the fork's.
      CI_PROJECT_PATH: 'alice/project',
      CI_PROJECT_URL: 'https://gitlab.example.com/alice/project',
      CI_MERGE_REQUEST_IID: '7',
      CI_MERGE_REQUEST_PROJECT_PATH: 'group/sub/project',
      CI_MERGE_REQUEST_PROJECT_URL: 'https://gitlab.example.com/group/sub/project',
      CI_MERGE_REQUEST_SOURCE_PROJECT_PATH: 'alice/project',
      CI_MERGE_REQUEST_SOURCE_BRANCH_NAME: 'fix',
      CI_MERGE_REQUEST_TARGET_BRANCH_NAME: 'main',
    }
    const found = detectCiEnvironment(env, fakeGit())
    expect(found).toMatchObject({
      repository: 'group/sub/project',
      repoUrl: 'https://gitlab.example.com/group/sub/project',
      headRepository: 'alice/project',
      branch: 'fix',
      commit: SHA,
      prNumber: 7,
      problems: [],
    })
  })

  it('takes the source branch head, not the merge, on merged results pipelines', () => {
    const env = {
      ...gitlab,
      CI_MERGE_REQUEST_IID: '3',
      CI_MERGE_REQUEST_SOURCE_BRANCH_NAME: 'feature',
      CI_MERGE_REQUEST_EVENT_TYPE: 'merged_result',
      CI_MERGE_REQUEST_SOURCE_BRANCH_SHA: SHA3,
    }
    expect(detectCiEnvironment(env, fakeGit()).commit).toBe(SHA3)
    const withoutHead = { ...env, CI_MERGE_REQUEST_SOURCE_BRANCH_SHA: '' }
    expect(detectCiEnvironment(withoutHead, fakeGit()).commit).toBeUndefined()
  })

  it('refuses a branch with a newline, a non-hex commit and an IID that is no number', () => {
    const env = {
      ...gitlab,
      CI_COMMIT_SHA: 'not-a-sha',
      CI_MERGE_REQUEST_IID: 'abc',
      CI_MERGE_REQUEST_SOURCE_BRANCH_NAME: 'main\n::add-mask::x',
      CI_MERGE_REQUEST_TARGET_BRANCH_NAME: 'release/../main',
    }
    const found = detectCiEnvironment(env, fakeGit())
    expect(found.prNumber).toBeUndefined()
    expect(found.branch).toBeUndefined()
    expect(found.commit).toBeUndefined()
    expect(found.baseBranch).toBeUndefined()
    expect(found.problems).toEqual([
      'CI_MERGE_REQUEST_IID: "abc" is not a positive whole number',
      'CI_MERGE_REQUEST_SOURCE_BRANCH_NAME: "main\\n::add-mask::x" is not a branch name git would accept',
      'CI_COMMIT_SHA: "not-a-sha" is not a full commit sha (40 or 64 hex)',
      'CI_MERGE_REQUEST_TARGET_BRANCH_NAME: "release/../main" is not a branch name git would accept',
    ])
    for (const problem of found.problems) expect(problem).not.toMatch(/\n/)
  })

  it('never reads CI_REPOSITORY_URL, even without any other address', () => {
    const env = {
      GITLAB_CI: 'true',
      CI_REPOSITORY_URL: gitlab.CI_REPOSITORY_URL,
      CI_COMMIT_BRANCH: 'main',
    }
    const git = fakeGit({ 'remote get-url origin': gitlab.CI_REPOSITORY_URL })
    const found = detectCiEnvironment(env, git)
    expect(found.repoUrl).toBeUndefined()
    expect(JSON.stringify(found)).not.toContain(TOKEN)
    expect(git.calls.filter((call) => call.startsWith('remote'))).toEqual([])
  })
})

describe('Jenkins', () => {
  const jenkins = {
    JENKINS_URL: 'https://ci.example.com/',
    BUILD_URL: 'https://ci.example.com/job/x/1/',
  }

  it('reads a branch from GIT_BRANCH less its remote, and GIT_URL less its credentials', () => {
    const env = {
      ...jenkins,
      GIT_URL: `https://jenkins:${TOKEN}@github.example.com/acme/webapp.git?ref=1#top`,
      GIT_BRANCH: 'origin/main',
      GIT_COMMIT: SHA,
    }
    const found = detectCiEnvironment(env, fakeGit({ remote: 'origin' }))
    expect(found).toEqual(
      readWhole('jenkins', {
        repoUrl: 'https://github.example.com/acme/webapp',
        repository: 'acme/webapp',
        serverUrl: 'https://github.example.com',
        branch: 'main',
        commit: SHA,
      }),
    )
    expect(JSON.stringify(found)).not.toContain(TOKEN)
  })

  it('strips only a remote the checkout has from GIT_BRANCH', () => {
    const env = { ...jenkins, GIT_BRANCH: 'upstream/feature/x', GIT_COMMIT: SHA }
    const git = fakeGit({ remote: 'origin\nupstream' })
    expect(detectCiEnvironment(env, git).branch).toBe('feature/x')
    const plain = { ...jenkins, GIT_BRANCH: 'feature/x', GIT_COMMIT: SHA }
    expect(detectCiEnvironment(plain, fakeGit({ remote: 'origin' })).branch).toBe('feature/x')
  })

  it('prefers BRANCH_NAME on a multibranch branch, and gives a tag no branch', () => {
    const env = { ...jenkins, BRANCH_NAME: 'develop', GIT_BRANCH: 'develop', GIT_COMMIT: SHA }
    expect(detectCiEnvironment(env, fakeGit()).branch).toBe('develop')
    const tag = { ...env, BRANCH_NAME: 'v1.2', TAG_NAME: 'v1.2', GIT_BRANCH: 'v1.2' }
    expect(detectCiEnvironment(tag, fakeGit()).branch).toBeUndefined()
  })

  it('reads a multibranch pull request: CHANGE_ID, CHANGE_BRANCH, CHANGE_TARGET', () => {
    const env = {
      ...jenkins,
      BRANCH_NAME: 'PR-24',
      CHANGE_ID: '24',
      CHANGE_BRANCH: 'feature/pay',
      CHANGE_TARGET: 'main',
      GIT_URL: 'git@github.com:acme/webapp.git',
      GIT_COMMIT: SHA,
    }
    const git = fakeGit({ [`rev-parse --verify --quiet ${SHA}^{commit}`]: SHA })
    expect(detectCiEnvironment(env, git)).toEqual(
      readWhole('jenkins', {
        repoUrl: 'https://github.com/acme/webapp',
        repository: 'acme/webapp',
        serverUrl: 'https://github.com',
        branch: 'feature/pay',
        commit: SHA,
        prNumber: 24,
        baseBranch: 'main',
      }),
    )
  })

  it("does not guess a fork's repository: a pull request with CHANGE_FORK names neither it nor its branch", () => {
    const env = {
      ...jenkins,
      CHANGE_ID: '24',
      CHANGE_BRANCH: 'main',
      CHANGE_TARGET: 'main',
      CHANGE_FORK: 'someone',
      GIT_URL: 'https://github.com/acme/webapp.git',
    }
    const found = detectCiEnvironment(env, fakeGit())
    // The target's main is other code than the fork's main: the run asks for --repo-url and --branch.
    expect(found).not.toHaveProperty('repoUrl')
    expect(found).not.toHaveProperty('branch')
    expect(found).toMatchObject({ prNumber: 24, baseBranch: 'main' })
  })

  it('does not take the merge Jenkins made of a pull request as its head', () => {
    const env = { ...jenkins, CHANGE_ID: '24', CHANGE_BRANCH: 'feature', GIT_COMMIT: SHA }
    const git = fakeGit({
      [`rev-parse --verify --quiet ${SHA}^{commit}`]: SHA,
      [`rev-parse --verify --quiet ${SHA}^2`]: SHA2,
    })
    const found = detectCiEnvironment(env, git)
    expect(found.commit).toBeUndefined()
    expect(found.problems).toEqual([
      'GIT_COMMIT: a merge commit (Jenkins merges a change with its target)',
    ])
  })

  it('asks git when the job has no Git plugin', () => {
    const env = {
      JENKINS_HOME: '/var/jenkins',
      BUILD_URL: 'https://ci/job/1/',
      BUILD_TAG: 'jenkins-x-1',
    }
    const git = fakeGit({
      'rev-parse HEAD': SHA,
      'rev-parse --abbrev-ref HEAD': 'release/2.0',
      'remote get-url origin': 'ssh://git@git.example.com:2222/team/app.git',
    })
    expect(detectCiEnvironment(env, git)).toMatchObject({
      system: 'jenkins',
      repoUrl: 'https://git.example.com/team/app',
      branch: 'release/2.0',
      commit: SHA,
      problems: [],
    })
  })
})

describe('Azure Pipelines', () => {
  const azure = {
    TF_BUILD: 'True',
    BUILD_REPOSITORY_URI: 'https://acme@dev.azure.com/acme/Web%20Shop/_git/webapp',
    BUILD_REPOSITORY_NAME: 'webapp',
  }

  it('reads a branch build', () => {
    const env = { ...azure, BUILD_SOURCEBRANCH: 'refs/heads/feature/x', BUILD_SOURCEVERSION: SHA }
    expect(detectCiEnvironment(env, fakeGit())).toEqual(
      readWhole('azure', {
        repoUrl: 'https://dev.azure.com/acme/Web%20Shop/_git/webapp',
        repository: 'acme/Web%20Shop/_git/webapp',
        serverUrl: 'https://dev.azure.com',
        branch: 'feature/x',
        commit: SHA,
      }),
    )
  })

  it('reads a pull request: its source commit, never the merge in BUILD_SOURCEVERSION', () => {
    const env = {
      ...azure,
      BUILD_REASON: 'PullRequest',
      BUILD_SOURCEBRANCH: 'refs/pull/17/merge',
      BUILD_SOURCEVERSION: SHA3,
      SYSTEM_PULLREQUEST_PULLREQUESTID: '17',
      SYSTEM_PULLREQUEST_SOURCEBRANCH: 'refs/heads/feature/x',
      SYSTEM_PULLREQUEST_TARGETBRANCH: 'refs/heads/main',
      SYSTEM_PULLREQUEST_SOURCECOMMITID: SHA,
      SYSTEM_PULLREQUEST_ISFORK: 'False',
    }
    expect(detectCiEnvironment(env, fakeGit())).toMatchObject({
      branch: 'feature/x',
      commit: SHA,
      prNumber: 17,
      baseBranch: 'main',
      problems: [],
    })
  })

  it('reads a GitHub pull request: the number, short branch names', () => {
    const env = {
      TF_BUILD: 'True',
      BUILD_REPOSITORY_URI: 'https://github.com/acme/webapp',
      SYSTEM_PULLREQUEST_PULLREQUESTID: '987654321',
      SYSTEM_PULLREQUEST_PULLREQUESTNUMBER: '12',
      SYSTEM_PULLREQUEST_SOURCEBRANCH: 'fix',
      SYSTEM_PULLREQUEST_TARGETBRANCH: 'main',
    }
    expect(detectCiEnvironment(env, fakeGit())).toMatchObject({
      repository: 'acme/webapp',
      branch: 'fix',
      prNumber: 12,
      baseBranch: 'main',
    })
  })
})

describe('Bitbucket Pipelines', () => {
  const bitbucket = {
    CI: 'true',
    BITBUCKET_BUILD_NUMBER: '12',
    BITBUCKET_REPO_FULL_NAME: 'acme/webapp',
    BITBUCKET_GIT_HTTP_ORIGIN: 'http://bitbucket.org/acme/webapp',
  }

  it('reads a branch build', () => {
    const env = { ...bitbucket, BITBUCKET_BRANCH: 'main', BITBUCKET_COMMIT: SHA }
    expect(detectCiEnvironment(env, fakeGit())).toEqual(
      readWhole('bitbucket', {
        repoUrl: 'https://bitbucket.org/acme/webapp',
        repository: 'acme/webapp',
        serverUrl: 'https://bitbucket.org',
        branch: 'main',
        commit: SHA,
      }),
    )
  })

  it('reads a pull request, expanding its abbreviated shas through git', () => {
    const env = {
      ...bitbucket,
      BITBUCKET_BRANCH: 'feature',
      BITBUCKET_COMMIT: SHA.slice(0, 12),
      BITBUCKET_PR_ID: '5',
      BITBUCKET_PR_DESTINATION_BRANCH: 'main',
      BITBUCKET_PR_DESTINATION_COMMIT: SHA2.slice(0, 12),
    }
    const git = fakeGit({
      [`rev-parse --verify --quiet ${SHA.slice(0, 12)}^{commit}`]: SHA,
      [`rev-parse --verify --quiet ${SHA2.slice(0, 12)}^{commit}`]: SHA2,
    })
    expect(detectCiEnvironment(env, git)).toMatchObject({
      branch: 'feature',
      commit: SHA,
      prNumber: 5,
      baseBranch: 'main',
      baseSha: SHA2,
      problems: [],
    })
  })

  it('refuses an abbreviated sha git cannot expand', () => {
    const env = { ...bitbucket, BITBUCKET_BRANCH: 'main', BITBUCKET_COMMIT: 'abc1234' }
    const found = detectCiEnvironment(env, fakeGit())
    expect(found.commit).toBeUndefined()
    expect(found.problems).toEqual([
      'BITBUCKET_COMMIT: "abc1234" is an abbreviated commit sha git cannot expand here',
    ])
  })
})

describe('GitHub Actions', () => {
  const github = {
    GITHUB_ACTIONS: 'true',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REPOSITORY: 'acme/webapp',
  }

  it('reads a push', () => {
    const env = {
      ...github,
      GITHUB_EVENT_NAME: 'push',
      GITHUB_REF: 'refs/heads/main',
      GITHUB_SHA: SHA256,
    }
    expect(detectCiEnvironment(env, fakeGit())).toEqual(
      readWhole('github', {
        repoUrl: 'https://github.com/acme/webapp',
        repository: 'acme/webapp',
        serverUrl: 'https://github.com',
        branch: 'main',
        commit: SHA256,
      }),
    )
  })

  it('gives a pull request no commit: GITHUB_SHA is the merge GitHub made', () => {
    const env = {
      ...github,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_REF: 'refs/pull/9/merge',
      GITHUB_HEAD_REF: 'feature',
      GITHUB_BASE_REF: 'main',
      GITHUB_SHA: SHA,
    }
    const found = detectCiEnvironment(env, fakeGit())
    expect(found).toMatchObject({ branch: 'feature', prNumber: 9, baseBranch: 'main' })
    expect(found.commit).toBeUndefined()
  })
})

describe('a terminal', () => {
  it('reads the checkout: an scp-like ssh remote', () => {
    const git = fakeGit({
      'rev-parse HEAD': SHA,
      'rev-parse --abbrev-ref HEAD': 'main',
      'remote get-url origin': 'git@github.com:acme/webapp.git',
    })
    expect(detectCiEnvironment({}, git)).toEqual(
      readWhole('terminal', {
        repoUrl: 'https://github.com/acme/webapp',
        repository: 'acme/webapp',
        serverUrl: 'https://github.com',
        branch: 'main',
        commit: SHA,
      }),
    )
  })

  it('drops the token of an https remote', () => {
    const git = fakeGit({
      'rev-parse HEAD': SHA,
      'remote get-url origin': `https://oauth2:${TOKEN}@gitlab.com/group/sub/project.git/`,
    })
    const found = detectCiEnvironment({}, git)
    expect(found.repoUrl).toBe('https://gitlab.com/group/sub/project')
    expect(found.repository).toBe('group/sub/project')
    expect(JSON.stringify(found)).not.toContain(TOKEN)
    expect(JSON.stringify(found)).not.toContain('oauth2')
  })

  it('gives a detached HEAD no branch, and no problem', () => {
    const git = fakeGit({ 'rev-parse HEAD': SHA, 'rev-parse --abbrev-ref HEAD': 'HEAD' })
    const found = detectCiEnvironment({}, git)
    expect(found.branch).toBeUndefined()
    expect(found.commit).toBe(SHA)
    expect(found.problems).toEqual([])
  })

  it('says so outside git, and is no terminal in an unknown CI system', () => {
    expect(detectCiEnvironment({}, fakeGit())).toEqual({
      system: 'terminal',
      label: 'a directory outside git',
      isCi: false,
      problems: [],
    })
    expect(detectCiEnvironment({ CI: 'true' }, fakeGit()).isCi).toBe(true)
  })

  it('refuses a local remote and a branch git itself would not create', () => {
    const git = fakeGit({
      'rev-parse --abbrev-ref HEAD': '-rf',
      'remote get-url origin': '/srv/git/app.git',
    })
    expect(detectCiEnvironment({}, git).problems).toEqual([
      'git remote get-url origin: not an http(s) or ssh address of a repository (the value is not shown)',
      'git rev-parse --abbrev-ref HEAD: "-rf" is not a branch name git would accept',
    ])
  })
})

describe('detectCiSystem', () => {
  it('takes the systems in a fixed order', () => {
    expect(detectCiSystem({ GITLAB_CI: 'true', JENKINS_URL: 'x', GITHUB_ACTIONS: 'true' })).toBe(
      'gitlab',
    )
    expect(detectCiSystem({ JENKINS_URL: 'https://ci/', TF_BUILD: 'True' })).toBe('jenkins')
    expect(detectCiSystem({ TF_BUILD: 'True', BITBUCKET_COMMIT: SHA })).toBe('azure')
    expect(detectCiSystem({ BITBUCKET_COMMIT: SHA, GITHUB_ACTIONS: 'true' })).toBe('bitbucket')
    expect(detectCiSystem({ GITHUB_ACTIONS: 'true' })).toBe('github')
  })

  it('knows Jenkins without JENKINS_URL only by a build of its own', () => {
    expect(detectCiSystem({ BUILD_URL: 'https://ci/1/', BUILD_TAG: 'jenkins-app-1' })).toBe(
      'jenkins',
    )
    expect(detectCiSystem({ BUILD_URL: 'https://ci/1/' })).toBe('terminal')
    expect(detectCiSystem({ JENKINS_HOME: '/var/jenkins' })).toBe('terminal')
    expect(detectCiSystem({ GITLAB_CI: 'false', JENKINS_URL: '' })).toBe('terminal')
  })
})

describe('repositoryPageOf', () => {
  it.each([
    ['https://github.com/acme/webapp.git', 'https://github.com/acme/webapp'],
    ['https://user:pass@git.example.com:8443/a/b?x=1#y', 'https://git.example.com:8443/a/b'],
    ['http://git.internal/team/app.git', 'http://git.internal/team/app'],
    ['http://bitbucket.org/acme/webapp', 'https://bitbucket.org/acme/webapp'],
    ['git@gitlab.com:group/sub/project.git', 'https://gitlab.com/group/sub/project'],
    [
      'ssh://git@gitlab.example.com:2222/group/project.git',
      'https://gitlab.example.com/group/project',
    ],
    ['git@ssh.dev.azure.com:v3/acme/Shop/webapp', 'https://dev.azure.com/acme/Shop/_git/webapp'],
    ['https://github.com/acme/.github', 'https://github.com/acme/.github'],
  ])('%s is %s', (raw, page) => {
    expect(repositoryPageOf(raw)).toBe(page)
  })

  it.each([
    '/srv/git/app.git',
    'file:///srv/git/app.git',
    'git://example.com/app.git',
    'C:/repos/app',
    'https://github.com/',
    'https://github.com/acme/../x',
    'https://github.com/acme/web app',
    'https://github.com/acme/webapp\n',
    'javascript:alert(1)',
    'https://exa_mple.com/a/b',
  ])('refuses %j', (raw) => {
    expect(repositoryPageOf(raw)).toBeUndefined()
  })

  it('keeps a server root path, and drops credentials from a server URL', () => {
    expect(serverUrlOf('https://u:p@example.com/gitlab/')).toBe('https://example.com/gitlab')
    expect(serverUrlOf('ftp://example.com')).toBeUndefined()
  })
})

describe('the checks', () => {
  it.each(['main', 'feature/a-b_c.d', 'release/1.2', 'ünïcode'])(
    'accepts the branch %j',
    (name) => {
      expect(isBranchName(name)).toBe(true)
    },
  )

  it.each([
    '',
    'a b',
    'a..b',
    'a~1',
    'a^',
    'a:b',
    'a?',
    'a*',
    'a[b',
    'a\\b',
    '-x',
    'x.',
    'x.lock',
    '.x',
    'a//b',
    '/a',
    'a/',
    '@',
    'a@{1}',
    'HEAD',
    'a\tb',
    'a\u202eb',
    'x'.repeat(256),
  ])('refuses the branch %j', (name) => {
    expect(isBranchName(name)).toBe(false)
  })

  it('shows a refused value only when short and not like a token', () => {
    expect(showUntrusted('abc')).toBe('"abc"')
    expect(showUntrusted('a\u202eb\u0085')).toBe('"a\\u202eb\\u0085"')
    expect(showUntrusted(TOKEN)).toBe(`a value of ${TOKEN.length} characters (not shown)`)
    expect(showUntrusted('x'.repeat(41))).toBe('a value of 41 characters (not shown)')
  })

  it('never shows a refused URL', () => {
    const env = {
      GITLAB_CI: 'true',
      CI_PROJECT_URL: `file:///${TOKEN}`,
      CI_SERVER_URL: `x${TOKEN}`,
    }
    const found = detectCiEnvironment(env, fakeGit())
    expect(found.problems).toHaveLength(2)
    expect(JSON.stringify(found)).not.toContain(TOKEN)
  })
})
