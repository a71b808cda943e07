import { describe, expect, it } from 'vitest'
import { fullScanTarget, resolveScanTarget, type TargetConfig } from '../../src/config/target.js'
import type { EventPayload } from '../../src/config/context.js'
import { AUTO, DELETED_FORK, contextOf, prContext, problemsOf } from './target-helpers.js'
import {
  BASE_SHA,
  HEAD_SHA,
  MERGE_SHA,
  PREFIX_TWIN_SHA,
  REPO_URL,
  REPOSITORY,
} from '../../testkit/ids.js'
import { makeTarget, pullRequestPayload } from '../../testkit/builders/config.js'

describe('resolveScanTarget for pull requests', () => {
  it.each(['pull_request', 'pull_request_target', 'pull_request_review'])(
    '%s: pr scan of the head branch at the head commit, not the merge commit',
    (eventName) => {
      // PR #7 of acme/webapp from feature/login at HEAD_SHA, named with all 40 digits of it.
      // The base commit, where the policy file is read, is checked out on pull_request_target only.
      const base = {
        kind: 'target' as const,
        sha: BASE_SHA,
        checkedOut: eventName === 'pull_request_target',
        branch: 'main',
      }
      // gate: new tells it against a scan of main, the branch it goes into.
      const baseline = { repository: REPOSITORY, repoUrl: REPO_URL, branch: 'main', head: BASE_SHA }
      // Its files' pages: where the summary's locations link to.
      const codePage = REPO_URL
      expect(resolveScanTarget(AUTO, prContext(eventName))).toEqual(
        makeTarget({ base, baseline, codePage }),
      )
    },
  )

  it('names the scan with the whole head commit: two commits sharing 7 digits get two names', () => {
    const twin = resolveScanTarget(
      AUTO,
      prContext('pull_request', pullRequestPayload(REPOSITORY, PREFIX_TWIN_SHA)),
    )
    expect(twin.name).toBe(`acme/webapp PR #7 @ ${PREFIX_TWIN_SHA}`)
    expect(twin.name).not.toBe(resolveScanTarget(AUTO, prContext()).name)
  })

  it('falls back to GITHUB_HEAD_REF and omits the sha when the payload lacks them', () => {
    const payload: EventPayload = {
      pull_request: { number: 7, head: { repo: { full_name: 'acme/webapp' } } },
    }
    const target = resolveScanTarget(AUTO, prContext('pull_request', payload))
    expect(target).toMatchObject({ branch: 'feature/login', prNumber: 7, isFork: false })
    expect(target.headSha).toBeUndefined()
    expect(target.name).toBe('acme/webapp PR #7')
  })

  it('detects a fork by the head repository, case-insensitively', () => {
    expect(
      resolveScanTarget(AUTO, prContext('pull_request', pullRequestPayload('mallory/webapp')))
        .isFork,
    ).toBe(true)
    const sameRepo = resolveScanTarget(
      AUTO,
      prContext('pull_request', pullRequestPayload('ACME/WebApp')),
    )
    expect(sameRepo).toMatchObject({ isFork: false, repoUrl: 'https://github.com/acme/webapp' })
    expect(sameRepo.headRepository).toBeUndefined()
  })

  it('refuses a deleted fork (head repo null), naming repo-url and branch', () => {
    const ctx = prContext('pull_request_target', pullRequestPayload(null))
    expect(problemsOf(AUTO, ctx)).toEqual([DELETED_FORK])
    // Only both inputs together say what to scan instead.
    expect(problemsOf({ ...AUTO, branch: 'main' }, ctx)).toEqual([DELETED_FORK])
    expect(problemsOf({ ...AUTO, repoUrl: 'https://github.com/acme/webapp' }, ctx)).toEqual([
      DELETED_FORK,
    ])
    const target = resolveScanTarget(
      { ...AUTO, repoUrl: 'https://github.com/acme/webapp', branch: 'main' },
      ctx,
    )
    expect(target).toMatchObject({ scanType: 'pr', branch: 'main', prNumber: 7, isFork: true })
    expect(target.headSha).toBeUndefined()
  })

  it('refuses a pull request whose payload does not say where its head lives', () => {
    const ctx = prContext('pull_request', { pull_request: { number: 7, head: { ref: 'x' } } })
    expect(problemsOf(AUTO, ctx)).toEqual([
      'repo-url: the pull_request event does not say which repository PR #7 comes from; set repo-url and branch',
    ])
  })

  it('names pr-number and repo-url when the payload is unreadable, with the payload problem', () => {
    const ctx = contextOf('pull_request', {
      payloadProblem: 'the event payload /e.json is not valid JSON',
      headRef: 'x',
    })
    expect(problemsOf(AUTO, ctx)).toEqual([
      'pr-number: scan-type is pr but the pull_request event carries no pull request number (the event payload /e.json is not valid JSON); set pr-number, or use scan-type full',
      'repo-url: the pull_request event does not say which repository the pull request comes from (the event payload /e.json is not valid JSON); set repo-url and branch',
    ])
  })

  it('scans the PR head in full when scan-type is full', () => {
    const target = resolveScanTarget({ ...AUTO, scanType: 'full' }, prContext())
    expect(target).toMatchObject({ scanType: 'full', branch: 'feature/login', headSha: HEAD_SHA })
    expect(target.prNumber).toBeUndefined()
    expect(target.name).toBe(`acme/webapp feature/login @ ${HEAD_SHA}`)
  })
})

describe('resolveScanTarget for other events', () => {
  it('schedule: full scan of the default branch from the payload', () => {
    const ctx = contextOf('schedule', {
      payload: { repository: { default_branch: 'trunk' } },
      refName: 'main',
    })
    expect(resolveScanTarget(AUTO, ctx)).toEqual({
      scanType: 'full',
      repoUrl: 'https://github.com/acme/webapp',
      branch: 'trunk',
      codePage: 'https://github.com/acme/webapp',
      headSha: MERGE_SHA,
      repository: 'acme/webapp',
      owner: 'acme',
      repo: 'webapp',
      isFork: false,
      name: `acme/webapp trunk @ ${MERGE_SHA}`,
      namePinsCommit: true,
      // Told with gate: new against trunk's previous full scan; the first starts the record.
      baseline: {
        repository: 'acme/webapp',
        repoUrl: 'https://github.com/acme/webapp',
        branch: 'trunk',
        head: MERGE_SHA,
        fullScan: { onDefaultBranch: true },
      },
    })
  })

  it('schedule: falls back to GITHUB_REF_NAME without a default branch in the payload', () => {
    expect(resolveScanTarget(AUTO, contextOf('schedule')).branch).toBe('main')
  })

  it.each(['push', 'workflow_dispatch', 'merge_group', 'issue_comment', ''])(
    '%j: full scan of the branch of GITHUB_REF at GITHUB_SHA',
    (eventName) => {
      // GITHUB_REF, not GITHUB_REF_NAME: only the full ref tells a branch from a tag.
      const ctx = contextOf(eventName, { ref: 'refs/heads/release/2.0', refName: 'v2' })
      expect(resolveScanTarget(AUTO, ctx)).toMatchObject({
        scanType: 'full',
        branch: 'release/2.0',
        headSha: MERGE_SHA,
        name: `acme/webapp release/2.0 @ ${MERGE_SHA}`,
      })
    },
  )

  it('omits the sha from the name when it is unknown', () => {
    const target = resolveScanTarget(AUTO, contextOf('push', { sha: '' }))
    expect(target.headSha).toBeUndefined()
    expect(target.name).toBe('acme/webapp main')
    // A scan found by this name could be of any commit: it must never be reused.
    expect(target.namePinsCommit).toBe(false)
  })

  it('uses the server URL for the default repo URL (GitHub Enterprise Server)', () => {
    const ctx = contextOf('push', { serverUrl: 'https://ghe.example.com' })
    expect(resolveScanTarget(AUTO, ctx).repoUrl).toBe('https://ghe.example.com/acme/webapp')
  })

  it('names pr-number when scan-type pr is forced on a push', () => {
    expect(problemsOf({ ...AUTO, scanType: 'pr' }, contextOf('push'))).toEqual([
      'pr-number: scan-type is pr but the push event carries no pull request number; set pr-number, or use scan-type full',
    ])
  })

  it('names branch, the event and the ref when the ref is no branch', () => {
    expect(problemsOf(AUTO, contextOf('push', { ref: 'refs/tags/v1', refName: 'v1' }))).toEqual([
      'branch: push of tag v1: the service scans branches; set branch to the branch to scan',
    ])
    expect(problemsOf(AUTO, contextOf('', { ref: 'refs/tags/v1', refName: 'v1' }))).toEqual([
      'branch: a run of tag v1: the service scans branches; set branch to the branch to scan',
    ])
    expect(problemsOf(AUTO, contextOf('check_suite', { ref: 'refs/pull/7/merge' }))).toEqual([
      'branch: the check_suite event runs on refs/pull/7/merge, which is not a branch; set branch to the branch to scan',
    ])
    // With both reasons to fail, both are listed at once.
    expect(
      problemsOf({ ...AUTO, scanType: 'pr' }, contextOf('push', { ref: 'refs/tags/v1' })),
    ).toHaveLength(2)
  })

  it('names repo-url and branch when the environment gives neither', () => {
    const ctx = contextOf('', { repository: '', ref: '', refName: '', sha: '' })
    expect(problemsOf(AUTO, ctx)).toEqual([
      'repo-url: not set, and GITHUB_REPOSITORY is empty; set repo-url',
      'branch: this event names no branch; set branch',
    ])
  })
})

describe('resolveScanTarget overrides', () => {
  it('lets every input override the event', () => {
    const config: TargetConfig = {
      ...AUTO,
      scanType: 'pr',
      repoUrl: 'https://github.com/acme/other.git',
      branch: 'topic',
      prNumber: 42,
    }
    const target = resolveScanTarget(config, contextOf('push'))
    expect(target).toMatchObject({
      scanType: 'pr',
      repoUrl: 'https://github.com/acme/other.git',
      branch: 'topic',
      prNumber: 42,
      repository: 'acme/webapp',
    })
    // GITHUB_SHA is a commit of another branch, not of the target.
    expect(target.headSha).toBeUndefined()
    expect(target.name).toBe('acme/other PR #42')
  })

  it('keeps the event commit when the override repeats the event target', () => {
    const config: TargetConfig = {
      ...AUTO,
      repoUrl: 'https://github.com/acme/webapp/',
      branch: 'main',
    }
    expect(resolveScanTarget(config, contextOf('push')).headSha).toBe(MERGE_SHA)
  })

  it('drops the PR head commit when pr-number names another PR', () => {
    const target = resolveScanTarget({ ...AUTO, prNumber: 8 }, prContext())
    expect(target).toMatchObject({ prNumber: 8, name: 'acme/webapp PR #8' })
    expect(target.headSha).toBeUndefined()
  })

  it('uses the name input as given', () => {
    const target = resolveScanTarget({ ...AUTO, name: 'nightly' }, prContext())
    expect(target.name).toBe('nightly')
    expect(target.namePinsCommit).toBe(false)
  })

  it('is deterministic', () => {
    expect(resolveScanTarget(AUTO, prContext())).toEqual(resolveScanTarget(AUTO, prContext()))
  })
})

describe('resolveScanTarget for uploads', () => {
  const UPLOAD: TargetConfig = { ...AUTO, source: 'upload', archiveId: 'arc-9' }

  it('names the archive and needs no repository or branch', () => {
    const ctx = contextOf('workflow_dispatch', { repository: '', ref: '', refName: '', sha: '' })
    const target = resolveScanTarget(UPLOAD, ctx)
    expect(target).toMatchObject({
      scanType: 'full',
      repoUrl: '',
      branch: '',
      name: 'archive arc-9',
    })
    expect(target.owner).toBeUndefined()
  })

  it('still identifies repository, PR and commit', () => {
    expect(resolveScanTarget(UPLOAD, prContext()).name).toBe(
      `acme/webapp archive arc-9 PR #7 @ ${HEAD_SHA}`,
    )
  })
})

describe('fullScanTarget (a sweep repository at the commit its estimation resolved)', () => {
  const repository = {
    fullName: REPOSITORY,
    repoUrl: 'https://github.com/acme/webapp',
    branch: 'main',
  }

  it('names the scan with the whole commit: two commits sharing 7 digits get two names', () => {
    const twin = fullScanTarget(repository, PREFIX_TWIN_SHA)
    expect(twin).toMatchObject({
      name: `acme/webapp main @ ${PREFIX_TWIN_SHA}`,
      namePinsCommit: true,
    })
    expect(twin.name).not.toBe(fullScanTarget(repository, HEAD_SHA).name)
  })
})
