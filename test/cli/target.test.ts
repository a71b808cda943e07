/**
 * readCliEvent: what the CI system says to scan, with the values given on the command line
 * over it; a merge request as the flow's pull request; and each problem naming the option and
 * the variable that would solve it.
 */
import { describe, expect, it } from 'vitest'
import type { CiEnvironment } from '../../src/cli/environment.js'
import { howToSet, readCliEvent, type GivenTarget, type LocalClone } from '../../src/cli/target.js'
import { readConfig } from '../../src/config/inputs.js'
import { resolveScanTarget } from '../../src/config/target.js'
import { BASE_SHA, HEAD_SHA } from '../../testkit/ids.js'

const SERVER = 'https://gitlab.example.com'
const PROJECT = `${SERVER}/acme/webapp`
const OTHER_SHA = 'c'.repeat(40)
/** The clone the job runs in, and the git that reads it. */
const CLONE: LocalClone = { checkout: '/builds/acme/webapp', program: '/usr/bin/git' }
/** A folder of no clone. */
const NO_CLONE: LocalClone = { checkout: undefined, program: '/usr/bin/git' }

/** A branch pipeline of main, which GitLab says is the default branch. */
function gitlab(overrides: Partial<CiEnvironment> = {}): CiEnvironment {
  return {
    system: 'gitlab',
    label: 'GitLab CI',
    isCi: true,
    repoUrl: PROJECT,
    repository: 'acme/webapp',
    serverUrl: SERVER,
    branch: 'main',
    commit: HEAD_SHA,
    defaultBranch: 'main',
    protectedRef: true,
    problems: [],
    ...overrides,
  }
}

/** Merge request !7 of feature/login into main. */
function mergeRequest(overrides: Partial<CiEnvironment> = {}): CiEnvironment {
  return gitlab({
    branch: 'feature/login',
    prNumber: 7,
    baseBranch: 'main',
    baseSha: BASE_SHA,
    baseOf: 'CI_MERGE_REQUEST_TARGET_BRANCH_SHA',
    protectedRef: undefined,
    ...overrides,
  })
}

/** The merge request's code: its project, on its source branch. */
const MR_CODE = { repoUrl: PROJECT, branch: 'feature/login', isFork: false }
/**
 * Judged by the policy at the base commit, read as data; main, the branch it goes into
 * (CI_MERGE_REQUEST_TARGET_BRANCH_NAME), is where gate: new finds its baseline.
 */
const AT_BASE = { kind: 'target', sha: BASE_SHA, checkedOut: false, branch: 'main' }
/** The same base, for options that name other code than CI's: its target branch is left out. */
const AT_BASE_OF_OTHER_CODE = { kind: 'target', sha: BASE_SHA, checkedOut: false }
/** A feature branch's pipeline: GitLab says it is neither the default branch nor protected. */
const FEATURE = { branch: 'feature/login', protectedRef: undefined }
const MAIN_HEAD_SHA = 'ba5e'.padEnd(40, '0')

const terminal: CiEnvironment = {
  system: 'terminal',
  label: 'a directory outside git',
  isCi: false,
  problems: [],
}

describe('readCliEvent: what CI says', () => {
  it('a pipeline of the default or a protected branch is a push, judged by its checkout', () => {
    const { event, context, problems, baseProblems } = readCliEvent(gitlab(), {}, CLONE)
    expect(event).toEqual({
      isPullRequest: false,
      repoUrl: PROJECT,
      branch: 'main',
      isFork: false,
      headSha: HEAD_SHA,
      // The default branch's own pipeline: its first full scan may start gate: new's record.
      onDefaultBranch: true,
    })
    expect(context).toMatchObject({
      eventName: 'push',
      repository: 'acme/webapp',
      serverUrl: SERVER,
      sha: HEAD_SHA,
    })
    expect(problems).toEqual([])
    expect(baseProblems).toEqual([])
  })

  it("any other branch's pipeline is judged by the default branch's head", () => {
    const ci = gitlab({
      ...FEATURE,
      baseSha: MAIN_HEAD_SHA,
      baseOf: 'git rev-parse refs/remotes/origin/main',
    })
    const { event, context, baseProblems } = readCliEvent(ci, {}, CLONE)
    expect(event).toEqual({
      isPullRequest: false,
      repoUrl: PROJECT,
      branch: 'feature/login',
      isFork: false,
      headSha: HEAD_SHA,
      base: {
        kind: 'default-branch',
        sha: MAIN_HEAD_SHA,
        checkedOut: false,
        defaultBranch: 'main',
      },
    })
    expect(context.eventName).toBe('push')
    expect(baseProblems).toEqual([])
  })

  it.each([
    ['Jenkins', 'jenkins'],
    ['Azure Pipelines', 'azure'],
    ['Bitbucket Pipelines', 'bitbucket'],
  ] as const)(
    "%s says no branch is protected: even main is judged by the default branch's head",
    (label, system) => {
      const ci = gitlab({ system, label, defaultBranch: undefined, protectedRef: undefined })
      const { event, baseProblems } = readCliEvent(ci, {}, CLONE)
      expect(event.base).toEqual({ kind: 'default-branch', checkedOut: false })
      expect(baseProblems).toEqual([
        `base-commit: ${label} does not say that branch main is the default branch or a protected one, so its policy file is read at the default branch's head, which git cannot find in this clone; name origin's default branch in the clone (git fetch origin <default branch> && git remote set-head origin <default branch>), or pass --base-commit or set SECURITY_SCAN_BASE_COMMIT`,
      ])
      // Where neither the CI system nor git says the base, --base-commit serves.
      const given = readCliEvent(ci, { baseCommit: OTHER_SHA.toUpperCase() }, CLONE)
      expect(given.event.base).toEqual({
        kind: 'default-branch',
        sha: OTHER_SHA,
        checkedOut: false,
      })
      expect(given.baseProblems).toEqual([])
    },
  )

  it('a GitLab feature branch whose default branch was not fetched says what to fetch', () => {
    expect(readCliEvent(gitlab(FEATURE), {}, CLONE).baseProblems).toEqual([
      "base-commit: GitLab CI does not say that branch feature/login is the default branch or a protected one, so its policy file is read at the default branch's head, which git cannot find in this clone; git rev-parse refs/remotes/origin/main found none; fetch the default branch (git fetch origin main), or pass --base-commit or set SECURITY_SCAN_BASE_COMMIT",
    ])
  })

  it("a person's terminal in no clone has no history to read a policy from: its folder is all", () => {
    const given = { repoUrl: PROJECT, branch: 'main' }
    const { event, baseProblems } = readCliEvent(terminal, given, NO_CLONE)
    expect(event).not.toHaveProperty('base')
    expect(baseProblems).toEqual([])
  })

  it('a CI system, or a merge request, in no clone or without git, stops: never its own policy', () => {
    const noClone =
      "base-commit: this folder is in no git clone, and its policy file is read from the clone's history at the commit it is judged by; run security-scan in the clone the CI system checked out"
    // An unknown CI system (CI=true) that fetched an archive, or whose git answers nothing.
    const unknownCi = { ...terminal, isCi: true }
    const branch = readCliEvent(unknownCi, { repoUrl: PROJECT, branch: 'main' }, NO_CLONE)
    expect(branch.event.base).toEqual({ kind: 'default-branch', checkedOut: false })
    expect(branch.baseProblems).toEqual([noClone])
    // A merge request is never judged by its checkout, --base-commit or not.
    const change = { repoUrl: PROJECT, branch: 'fix', prNumber: 7, baseCommit: OTHER_SHA }
    const mr = readCliEvent(terminal, change, NO_CLONE)
    expect(mr.event.base).toEqual({ kind: 'target', sha: OTHER_SHA, checkedOut: false })
    expect(mr.baseProblems).toEqual([noClone])
    // A clone without git: its history cannot be read.
    const noGit = readCliEvent(mergeRequest(), {}, { ...CLONE, program: undefined })
    expect(noGit.baseProblems).toEqual([
      "base-commit: git was not found on PATH outside the clone, and its policy file is read from the clone's history at the commit it is judged by; install git (the node:24 image has it, node:24-alpine does not)",
    ])
  })

  it('quotes a branch name a shell would read as more than a word, in what it says to run', () => {
    const ci = gitlab({ ...FEATURE, defaultBranch: 'main;touch${IFS}x' })
    expect(readCliEvent(ci, {}, CLONE).baseProblems[0]).toContain(
      "git rev-parse 'refs/remotes/origin/main;touch${IFS}x' found none; fetch the default branch (git fetch origin 'main;touch${IFS}x')",
    )
  })

  it('a merge request is a pull request, judged by its base commit (not checked out)', () => {
    const { event, context } = readCliEvent(mergeRequest(), {}, CLONE)
    expect(event).toEqual({
      isPullRequest: true,
      prNumber: 7,
      ...MR_CODE,
      headSha: HEAD_SHA,
      base: AT_BASE,
    })
    expect(context.eventName).toBe('pull_request')
  })

  it("a fork's merge request scans the source project, on its branch", () => {
    const ci = mergeRequest({ headRepository: 'contrib/webapp' })
    const { event, context } = readCliEvent(ci, {}, CLONE)
    expect(event).toMatchObject({
      isPullRequest: true,
      prNumber: 7,
      repoUrl: `${SERVER}/contrib/webapp`,
      branch: 'feature/login',
      isFork: true,
      headRepository: 'contrib/webapp',
      headSha: HEAD_SHA,
    })
    // The merge request belongs to the target project, whose policy judges it.
    expect(context.repository).toBe('acme/webapp')
  })

  it('a source project that differs only in case is no fork', () => {
    const { event } = readCliEvent(mergeRequest({ headRepository: 'ACME/WebApp' }), {}, CLONE)
    expect(event).toMatchObject({ isFork: false, repoUrl: PROJECT })
    expect(event).not.toHaveProperty('headRepository')
  })
})

describe('readCliEvent: given values over CI', () => {
  it('the same repository, spelled otherwise, keeps what CI says of it', () => {
    const { event } = readCliEvent(
      mergeRequest(),
      { repoUrl: `${PROJECT.toUpperCase()}.git` },
      CLONE,
    )
    expect(event).toMatchObject({ prNumber: 7, headSha: HEAD_SHA, branch: 'feature/login' })
  })

  it("a different --repo-url drops CI's commit and merge request, not its base's policy", () => {
    const { event, context } = readCliEvent(
      mergeRequest(),
      {
        repoUrl: 'https://git.example.com/acme/lib',
      },
      CLONE,
    )
    expect(event).toEqual({
      isPullRequest: false,
      repoUrl: 'https://git.example.com/acme/lib',
      branch: 'feature/login',
      isFork: false,
      // What runs in a merge request pipeline is judged by the base's policy, not the checkout's;
      // its target branch is no baseline for other code (gate: new).
      base: AT_BASE_OF_OTHER_CODE,
    })
    expect(context).toMatchObject({ eventName: 'pull_request', sha: '' })
  })

  it("a different --branch drops CI's commit and merge request; given ones are kept", () => {
    expect(readCliEvent(mergeRequest(), { branch: 'release' }, CLONE).event).toEqual({
      isPullRequest: false,
      repoUrl: PROJECT,
      branch: 'release',
      isFork: false,
      base: AT_BASE_OF_OTHER_CODE,
    })
    const given = readCliEvent(
      gitlab(),
      { branch: 'release', prNumber: 9, commit: OTHER_SHA },
      CLONE,
    )
    expect(given.event).toMatchObject({
      isPullRequest: true,
      prNumber: 9,
      branch: 'release',
      headSha: OTHER_SHA,
      base: { kind: 'target', checkedOut: false },
    })
    expect(given.event.base).not.toHaveProperty('sha')
  })

  it('the base CI says wins over --base-commit: a different one is refused, never used', () => {
    const over = readCliEvent(mergeRequest(), { baseCommit: OTHER_SHA }, CLONE)
    expect(over.event.base).toEqual(AT_BASE)
    expect(over.baseProblems).toEqual([
      `base-commit: ${OTHER_SHA.slice(0, 12)} is not the base GitLab CI gives (CI_MERGE_REQUEST_TARGET_BRANCH_SHA: ${BASE_SHA.slice(0, 12)}), which wins: the policy file is never read where an option points when the CI system or git says where; drop --base-commit and SECURITY_SCAN_BASE_COMMIT`,
    ])
    // The same commit, in any case, is no conflict.
    expect(
      readCliEvent(mergeRequest(), { baseCommit: BASE_SHA.toUpperCase() }, CLONE).baseProblems,
    ).toEqual([])
    // What git computes wins the same way.
    const computed = gitlab({
      ...FEATURE,
      baseSha: MAIN_HEAD_SHA,
      baseOf: 'git rev-parse refs/remotes/origin/main',
    })
    expect(readCliEvent(computed, { baseCommit: OTHER_SHA }, CLONE).baseProblems).toEqual([
      `base-commit: ${OTHER_SHA.slice(0, 12)} is not the base git gives (git rev-parse refs/remotes/origin/main: ${MAIN_HEAD_SHA.slice(0, 12)}), which wins: the policy file is never read where an option points when the CI system or git says where; drop --base-commit and SECURITY_SCAN_BASE_COMMIT`,
    ])
  })

  it('--base-commit serves where neither CI nor git says the base, also for a given --pr-number', () => {
    const unsaid = mergeRequest({ baseSha: undefined, baseOf: undefined })
    expect(readCliEvent(unsaid, {}, CLONE).baseProblems).toEqual([
      'base-commit: GitLab CI does not say the head of the branch this merge request goes into, where its policy file is read (never from the change), which git cannot find in this clone (git rev-parse refs/remotes/origin/main found none); fetch the target branch (git fetch origin main), or pass --base-commit or set SECURITY_SCAN_BASE_COMMIT',
    ])
    const over = readCliEvent(unsaid, { baseCommit: OTHER_SHA }, CLONE)
    expect(over.event.base).toEqual({ ...AT_BASE, sha: OTHER_SHA })
    expect(over.baseProblems).toEqual([])
    const given = readCliEvent(gitlab(), { prNumber: 9, baseCommit: OTHER_SHA }, CLONE)
    expect(given.event.base).toEqual({ kind: 'target', sha: OTHER_SHA, checkedOut: false })
    // The default branch's own pipeline is judged by its checkout: no base, whatever is given.
    const branch = readCliEvent(gitlab(), { baseCommit: OTHER_SHA }, CLONE)
    expect(branch.event).not.toHaveProperty('base')
    expect(branch.context.eventName).toBe('push')
  })

  it('--commit over the commit CI says, 40 or 64 hex digits', () => {
    expect(readCliEvent(gitlab(), { commit: OTHER_SHA }, CLONE).event.headSha).toBe(OTHER_SHA)
    const sha256 = 'd'.repeat(64)
    expect(readCliEvent(gitlab(), { commit: sha256 }, CLONE).event.headSha).toBe(sha256)
  })

  it.each(['full', 'FULL'])(
    'scan-type %s drops the merge request, not the commit nor the base',
    (scanType) => {
      const { event, context } = readCliEvent(mergeRequest(), { scanType, prNumber: 7 }, CLONE)
      expect(event).toEqual({ isPullRequest: false, ...MR_CODE, headSha: HEAD_SHA, base: AT_BASE })
      expect(context.eventName).toBe('pull_request')
    },
  )

  // The action refuses a fork's branch under another repo-url (config/target.ts checkTarget:
  // "comes from a fork, whose branch is not in repo-url"). Here --repo-url naming the target
  // project matches CI's repoUrl, so the fork's branch and commit are kept under the target's URL,
  // and the flow's check compares the given URL with itself.
  it("a fork's merge request with --repo-url of the target project: no fork branch under it", () => {
    const ci = mergeRequest({ headRepository: 'contrib/webapp' })
    const { event, problems } = readCliEvent(ci, { repoUrl: PROJECT }, CLONE)
    const forkBranchUnderTarget = event.repoUrl === PROJECT && event.branch === 'feature/login'
    expect(forkBranchUnderTarget && !problems.some((p) => p.startsWith('branch:'))).toBe(false)
  })
})

describe('readCliEvent: problems', () => {
  it('names the option and the variable for what neither CI nor git says', () => {
    expect(readCliEvent(terminal, {}, CLONE).problems).toEqual([
      'repo-url: this git checkout does not say which repository to scan; pass --repo-url or set SECURITY_SCAN_REPO_URL',
      'branch: this git checkout does not say which branch to scan (a detached HEAD or a tag); pass --branch or set SECURITY_SCAN_BRANCH',
    ])
    const tag = gitlab({ branch: undefined })
    expect(readCliEvent(tag, {}, CLONE).problems).toEqual([
      'branch: GitLab CI does not say which branch to scan (a detached HEAD or a tag); pass --branch or set SECURITY_SCAN_BRANCH',
    ])
  })

  it('an upload names its code by archive: no repository or branch is needed', () => {
    expect(readCliEvent(terminal, { source: 'Upload' }, CLONE).problems).toEqual([])
    expect(readCliEvent(terminal, { source: 'connected' }, CLONE).problems).toHaveLength(2)
  })

  it('a --commit or --base-commit that is no sha is a problem, and is not used', () => {
    const { event, problems } = readCliEvent(
      mergeRequest(),
      {
        commit: 'HEAD~1',
        baseCommit: 'main',
      },
      CLONE,
    )
    expect(problems).toEqual([
      'commit: not a commit sha (40 or 64 hex digits); pass --commit or set SECURITY_SCAN_COMMIT',
      'base-commit: not a commit sha (40 or 64 hex digits); pass --base-commit or set SECURITY_SCAN_BASE_COMMIT',
    ])
    expect(event).not.toHaveProperty('headSha')
    expect(event.base).toEqual(AT_BASE)
    expect(readCliEvent(mergeRequest(), { baseCommit: 'main' }, CLONE).baseProblems).toEqual([])
  })

  it.each([
    ['https://user:pass@git.example.com/acme/webapp', true],
    ['https://glpat-token@git.example.com/acme/webapp', true],
    ['ssh://git:secret@git.example.com/acme/webapp.git', true],
    ['ssh://git@git.example.com/acme/webapp.git', false],
    ['git@git.example.com:acme/webapp.git', false],
    ['https://git.example.com/acme/webapp', false],
  ])('a --repo-url with credentials is a problem: %s → %s', (repoUrl, refused) => {
    const { problems } = readCliEvent(gitlab(), { repoUrl }, CLONE)
    const said = problems.some((problem) => problem.startsWith('repo-url: holds credentials'))
    expect(said).toBe(refused)
  })

  it('keeps the values CI gave that were refused, first', () => {
    const ci = gitlab({ problems: ['CI_COMMIT_BRANCH: not a branch name'] })
    expect(readCliEvent(ci, { commit: 'x' }, CLONE).problems).toEqual([
      'CI_COMMIT_BRANCH: not a branch name',
      'commit: not a commit sha (40 or 64 hex digits); pass --commit or set SECURITY_SCAN_COMMIT',
    ])
  })

  it('howToSet names the option and its variable', () => {
    expect(howToSet('fail-on-severity')).toBe(
      'pass --fail-on-severity or set SECURITY_SCAN_FAIL_ON_SEVERITY',
    )
  })
})

/**
 * The given values are facts of the event readCliEvent returns, and the same values reach
 * config/target.ts as inputs (the command line's options are the action's inputs): resolving the
 * target from those facts must find every one already said, so that the command line's rules of
 * given over CI (a different branch is other code; --pr-number makes a merge request) decide alone.
 */
describe('readCliEvent: config/target.ts resolves the target from its facts alone', () => {
  const fork = mergeRequest({ headRepository: 'contrib/webapp' })
  const cases: [string, CiEnvironment, GivenTarget][] = [
    ['a default branch', gitlab(), {}],
    ['a feature branch', gitlab({ ...FEATURE, baseSha: MAIN_HEAD_SHA }), {}],
    ['a merge request', mergeRequest(), {}],
    ["a fork's merge request", fork, {}],
    ['the same repository, spelled otherwise', mergeRequest(), { repoUrl: `${PROJECT}.git` }],
    ['its ssh address', gitlab(), { repoUrl: 'git@gitlab.example.com:acme/webapp.git' }],
    ['another repository', mergeRequest(), { repoUrl: 'https://git.example.com/acme/lib' }],
    ['another branch', mergeRequest(), { branch: 'release' }],
    ['another merge request', mergeRequest(), { prNumber: 9 }],
    ['all given', gitlab(), { branch: 'release', prNumber: 9, commit: OTHER_SHA }],
    ['scan-type full', mergeRequest(), { scanType: 'FULL', prNumber: 7 }],
    ['a terminal', terminal, { repoUrl: PROJECT, branch: 'main', commit: HEAD_SHA }],
  ]

  it.each(cases)('%s', (_, ci, given) => {
    const { event, context, problems } = readCliEvent(ci, given, CLONE)
    expect(problems).toEqual([])
    const inputs: Record<string, string | undefined> = {
      'base-url': 'https://api.example.com/v1',
      'repo-url': given.repoUrl,
      branch: given.branch,
      'pr-number': given.prNumber?.toString(),
      'scan-type': given.scanType,
    }
    const config = readConfig((name) => inputs[name] ?? '')
    const target = resolveScanTarget(config, context, event)
    const { scanType, repoUrl, branch, prNumber, headSha, isFork, headRepository, base } = target
    expect({ scanType, repoUrl, branch, prNumber, headSha, isFork, headRepository, base }).toEqual({
      scanType: event.isPullRequest ? 'pr' : 'full',
      repoUrl: event.repoUrl,
      branch: event.branch,
      prNumber: event.prNumber,
      headSha: event.headSha,
      isFork: event.isFork,
      headRepository: event.headRepository,
      base: event.base,
    })
  })
})
