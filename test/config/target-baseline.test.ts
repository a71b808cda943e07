/**
 * ScanTarget.baseline: the target branch gate: new tells a change against, from the GitHub event
 * and from the command line's CI system, and only for a scan of the event's own repository.
 */
import { describe, expect, it } from 'vitest'
import type { CiEnvironment } from '../../src/cli/environment.js'
import { readCliEvent, type GivenTarget } from '../../src/cli/target.js'
import type { EventPayload } from '../../src/config/context.js'
import { readConfig } from '../../src/config/inputs.js'
import { resolveScanTarget, type BaselineTarget } from '../../src/config/target.js'
import { AUTO, contextOf, prContext } from './target-helpers.js'
import { BASE_SHA, HEAD_SHA, REPO_URL, REPOSITORY } from '../../testkit/ids.js'
import { pullRequestPayload } from '../../testkit/builders/config.js'

/** main of acme/webapp at BASE_SHA: what pull request #7 goes into. */
const MAIN: BaselineTarget = {
  repository: REPOSITORY,
  repoUrl: REPO_URL,
  branch: 'main',
  head: BASE_SHA,
}

/** Pull request #7's payload, its base being `base` of acme/webapp. */
function pullRequestInto(base: { ref?: string; sha?: string }, headRepo = REPOSITORY) {
  const payload = pullRequestPayload(headRepo)
  const pr = payload.pull_request
  if (pr !== undefined) pr.base = { ...pr.base, ...base }
  return payload
}

/** A merge queue's run for main, its base named by `baseRef`. */
function mergeGroup(baseRef: string): EventPayload {
  return {
    merge_group: {
      head_ref: 'refs/heads/gh-readonly-queue/main/pr-7-abc',
      head_sha: HEAD_SHA,
      base_sha: BASE_SHA,
      base_ref: baseRef,
    },
    repository: { full_name: REPOSITORY, default_branch: 'main' },
  }
}

describe('resolveScanTarget: the baseline of a change', () => {
  it.each(['pull_request', 'pull_request_target', 'pull_request_review'])(
    '%s: the base branch of the base repository, at its head in lower case',
    (eventName) => {
      expect(resolveScanTarget(AUTO, prContext(eventName)).baseline).toEqual(MAIN)
      // Markers and scan names carry commits in lower case: an upper-case head would match none.
      const shouted = pullRequestInto({ sha: 'ABCDEF'.padEnd(40, '0') })
      expect(resolveScanTarget(AUTO, prContext(eventName, shouted)).baseline).toEqual({
        ...MAIN,
        head: 'abcdef'.padEnd(40, '0'),
      })
    },
  )

  it("a fork's pull request is told against the base repository, not the fork", () => {
    const target = resolveScanTarget(
      AUTO,
      prContext('pull_request', pullRequestInto({}, 'mallory/webapp')),
    )
    expect(target.repoUrl).toBe('https://github.com/mallory/webapp')
    expect(target.baseline).toEqual(MAIN)
  })

  it("builds the base repository's URL on the run's server (GitHub Enterprise Server)", () => {
    const ctx = { ...prContext(), serverUrl: 'https://ghe.example.com' }
    expect(resolveScanTarget(AUTO, ctx).baseline).toEqual({
      ...MAIN,
      repoUrl: 'https://ghe.example.com/acme/webapp',
    })
  })

  it("a merge queue's baseline is the branch of base_ref, without refs/heads/", () => {
    const ctx = contextOf('merge_group', { payload: mergeGroup('refs/heads/release/2.0') })
    const target = resolveScanTarget(AUTO, ctx)
    expect(target.scanType).toBe('full')
    expect(target.baseline).toEqual({ ...MAIN, branch: 'release/2.0' })
    // A base_ref that names no branch gives none.
    const tag = contextOf('merge_group', { payload: mergeGroup('refs/tags/v1') })
    expect(resolveScanTarget(AUTO, tag).baseline).toBeUndefined()
  })

  // Issue 39: a full scan is told against its own branch's previous full scan, strictly before it.
  it("a push's full scan is told against its own branch, the default one's runs starting the record", () => {
    const onMain = { repository: { full_name: REPOSITORY, default_branch: 'main' } }
    const push = (ref: string) =>
      resolveScanTarget(AUTO, contextOf('push', { payload: onMain, ref, sha: HEAD_SHA }))
    expect(push('refs/heads/main').baseline).toEqual({
      ...MAIN,
      head: HEAD_SHA,
      fullScan: { onDefaultBranch: true },
    })
    // Another branch's push has its own record, and never a first that passes: a miss counts all.
    expect(push('refs/heads/release/2.0').baseline).toEqual({
      ...MAIN,
      branch: 'release/2.0',
      head: HEAD_SHA,
      fullScan: { onDefaultBranch: false },
    })
    // A payload that names no default branch cannot say the run is the default branch's.
    const bare = contextOf('push', { payload: {}, sha: HEAD_SHA })
    expect(resolveScanTarget(AUTO, bare).baseline?.fullScan).toEqual({ onDefaultBranch: false })
  })

  it.each<[string, Partial<typeof AUTO>]>([
    ['a name of its own, which later runs cannot find it by', { name: 'nightly' }],
    ["an uploaded archive, no branch's record", { source: 'upload', archiveId: 'arc-1' }],
    ['another repo-url', { repoUrl: 'https://github.com/acme/lib' }],
    ["another branch than the event's", { branch: 'release/2.0' }],
  ])('a full scan with %s has none', (_, inputs) => {
    const ctx = contextOf('push', { payload: { ref: 'refs/heads/main' }, sha: HEAD_SHA })
    const target = resolveScanTarget({ ...AUTO, ...inputs }, ctx)
    expect(target.scanType).toBe('full')
    expect(target).not.toHaveProperty('baseline')
  })

  it('a repo-url naming another repository has none: the event says nothing of its code', () => {
    const other = { ...AUTO, repoUrl: 'https://github.com/acme/lib', branch: 'main' }
    const target = resolveScanTarget(other, prContext())
    expect(target.base).toMatchObject({ kind: 'target', branch: 'main' })
    expect(target).not.toHaveProperty('baseline')
    // The same repository, spelled otherwise, keeps it.
    const same = { ...AUTO, repoUrl: `${REPO_URL.toUpperCase()}.git` }
    expect(resolveScanTarget(same, prContext()).baseline).toEqual(MAIN)
  })

  it.each(['main..x', 'main~1', 'refs/heads/main^', '-main', 'main\nx', ''])(
    'a base.ref git would refuse (%j) gives none, and no branch on the base',
    (ref) => {
      const target = resolveScanTarget(AUTO, prContext('pull_request', pullRequestInto({ ref })))
      expect(target.base).toEqual({ kind: 'target', sha: BASE_SHA, checkedOut: false })
      expect(target).not.toHaveProperty('baseline')
    },
  )

  it('a base without its commit gives none: the baseline must be the head or an ancestor', () => {
    const payload: EventPayload = {
      pull_request: {
        number: 7,
        head: { ref: 'feature/login', sha: HEAD_SHA, repo: { full_name: REPOSITORY } },
        base: { ref: 'main', repo: { full_name: REPOSITORY } },
      },
    }
    const target = resolveScanTarget(AUTO, prContext('pull_request', payload))
    expect(target.base).toEqual({ kind: 'target', checkedOut: false, branch: 'main' })
    expect(target).not.toHaveProperty('baseline')
  })
})

describe("resolveScanTarget: the command line's baseline", () => {
  const SERVER = 'https://gitlab.example.com'
  const CLONE = { checkout: '/builds/acme/webapp', program: '/usr/bin/git' }

  /** Merge request !7 of feature/login into main, as GitLab CI says it, main's head read by git. */
  function mergeRequest(overrides: Partial<CiEnvironment> = {}): CiEnvironment {
    return {
      system: 'gitlab',
      label: 'GitLab CI',
      isCi: true,
      repoUrl: `${SERVER}/acme/webapp`,
      repository: 'acme/webapp',
      serverUrl: SERVER,
      branch: 'feature/login',
      commit: HEAD_SHA,
      defaultBranch: 'main',
      prNumber: 7,
      baseBranch: 'main',
      baseSha: BASE_SHA,
      baseOf: 'git rev-parse refs/remotes/origin/main',
      problems: [],
      ...overrides,
    }
  }

  /** The target the command line resolves, its options being the action's inputs. */
  function targetOf(ci: CiEnvironment, given: GivenTarget = {}) {
    const { event, context, problems } = readCliEvent(ci, given, CLONE)
    expect(problems).toEqual([])
    const inputs: Record<string, string | undefined> = {
      'base-url': 'https://api.example.com/v1',
      'repo-url': given.repoUrl,
    }
    return resolveScanTarget(
      readConfig((name) => inputs[name] ?? ''),
      context,
      event,
    )
  }

  it("a GitLab merge request's: CI_MERGE_REQUEST_TARGET_BRANCH_NAME of the target project", () => {
    const expected: BaselineTarget = {
      repository: 'acme/webapp',
      repoUrl: `${SERVER}/acme/webapp`,
      branch: 'main',
      head: BASE_SHA,
    }
    expect(targetOf(mergeRequest()).baseline).toEqual(expected)
    // A fork's merge request is told against the target project too.
    const fork = targetOf(mergeRequest({ headRepository: 'contrib/webapp' }))
    expect(fork.repoUrl).toBe(`${SERVER}/contrib/webapp`)
    expect(fork.baseline).toEqual(expected)
  })

  // readCliEvent puts the given --repo-url on the event: the merge request's target branch must
  // not come with it, or acme/lib would be told against acme/webapp's main.
  it('none for another --repo-url: the merge request says nothing of its code', () => {
    const lib = targetOf(mergeRequest(), { repoUrl: 'https://git.example.com/acme/lib' })
    expect(lib.repoUrl).toBe('https://git.example.com/acme/lib')
    expect(lib).not.toHaveProperty('baseline')
  })

  it('none where GitLab names no target branch', () => {
    expect(targetOf(mergeRequest({ baseBranch: undefined }))).not.toHaveProperty('baseline')
  })

  // Issue 39: a branch pipeline's full scan is told against its branch's previous full scan.
  it("a branch pipeline's full scan: its own branch, the default branch's starting the record", () => {
    const feature = mergeRequest({
      prNumber: undefined,
      baseBranch: undefined,
      baseOf: 'git rev-parse refs/remotes/origin/main',
    })
    const target = targetOf(feature)
    expect(target.base).toMatchObject({ kind: 'default-branch', sha: BASE_SHA })
    expect(target.baseline).toEqual({
      repository: 'acme/webapp',
      repoUrl: `${SERVER}/acme/webapp`,
      branch: 'feature/login',
      head: HEAD_SHA,
      fullScan: { onDefaultBranch: false },
    })
    const main = targetOf(
      mergeRequest({
        prNumber: undefined,
        baseBranch: undefined,
        branch: 'main',
        protectedRef: true,
      }),
    )
    expect(main.baseline).toMatchObject({ branch: 'main', fullScan: { onDefaultBranch: true } })
  })
})
