import { describe, expect, it } from 'vitest'
import { ConfigError } from '../../src/config/inputs.js'
import { resolveScanTarget, type TargetConfig } from '../../src/config/target.js'
import type { EventPayload, GitHubContext } from '../../src/github/context.js'

const HEAD_SHA = 'abc1234def5678900000000000000000000000ff'
const MERGE_SHA = 'fedcba9876543210fedcba9876543210fedcba98'
const AUTO: TargetConfig = { scanType: 'auto', source: 'connected' }

function contextOf(eventName: string, overrides: Partial<GitHubContext> = {}): GitHubContext {
  return {
    eventName,
    payload: {},
    serverUrl: 'https://github.com',
    apiUrl: 'https://api.github.com',
    repository: 'acme/webapp',
    ref: 'refs/heads/main',
    refName: 'main',
    sha: MERGE_SHA,
    headRef: '',
    baseRef: '',
    runAttempt: 1,
    runId: '',
    ...overrides,
  }
}

function prPayload(headRepo: string | null = 'acme/webapp'): EventPayload {
  return {
    pull_request: {
      number: 7,
      head: {
        ref: 'feature/login',
        sha: HEAD_SHA,
        repo: headRepo === null ? null : { full_name: headRepo },
      },
      base: { ref: 'main', repo: { full_name: 'acme/webapp' } },
    },
    repository: { full_name: 'acme/webapp', default_branch: 'main' },
  }
}

function prContext(eventName = 'pull_request', payload = prPayload()): GitHubContext {
  return contextOf(eventName, {
    payload,
    ref: 'refs/pull/7/merge',
    refName: '7/merge',
    headRef: 'feature/login',
    baseRef: 'main',
  })
}

function problemsOf(config: TargetConfig, ctx: GitHubContext): string[] {
  try {
    resolveScanTarget(config, ctx)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as ConfigError).problems
  }
  throw new Error('resolveScanTarget accepted the target')
}

describe('resolveScanTarget for pull requests', () => {
  it.each(['pull_request', 'pull_request_target', 'pull_request_review'])(
    '%s: pr scan of the head branch at the head commit, not the merge commit',
    (eventName) => {
      expect(resolveScanTarget(AUTO, prContext(eventName))).toEqual({
        scanType: 'pr',
        repoUrl: 'https://github.com/acme/webapp',
        branch: 'feature/login',
        prNumber: 7,
        headSha: HEAD_SHA,
        repository: 'acme/webapp',
        owner: 'acme',
        repo: 'webapp',
        isFork: false,
        name: 'acme/webapp PR #7 @ abc1234',
        namePinsCommit: true,
      })
    },
  )

  it('falls back to GITHUB_HEAD_REF and omits the sha when the payload lacks them', () => {
    const payload: EventPayload = { pull_request: { number: 7 } }
    const target = resolveScanTarget(AUTO, prContext('pull_request', payload))
    expect(target).toMatchObject({ branch: 'feature/login', prNumber: 7, isFork: false })
    expect(target.headSha).toBeUndefined()
    expect(target.name).toBe('acme/webapp PR #7')
  })

  it('detects a fork by the head repository, case-insensitively', () => {
    expect(
      resolveScanTarget(AUTO, prContext('pull_request', prPayload('mallory/webapp'))).isFork,
    ).toBe(true)
    expect(
      resolveScanTarget(AUTO, prContext('pull_request', prPayload('ACME/WebApp'))).isFork,
    ).toBe(false)
  })

  it('counts a deleted fork (head repo null) as a fork', () => {
    expect(resolveScanTarget(AUTO, prContext('pull_request', prPayload(null))).isFork).toBe(true)
  })

  it('names pr-number when the PR number is missing, with the payload problem', () => {
    const ctx = contextOf('pull_request', {
      payloadProblem: 'the event payload /e.json is not valid JSON',
      headRef: 'x',
    })
    expect(problemsOf(AUTO, ctx)).toEqual([
      'pr-number: scan-type is pr but the pull_request event carries no pull request number (the event payload /e.json is not valid JSON); set pr-number, or use scan-type full',
    ])
  })

  it('scans the PR head in full when scan-type is full', () => {
    const target = resolveScanTarget({ ...AUTO, scanType: 'full' }, prContext())
    expect(target).toMatchObject({ scanType: 'full', branch: 'feature/login', headSha: HEAD_SHA })
    expect(target.prNumber).toBeUndefined()
    expect(target.name).toBe('acme/webapp feature/login @ abc1234')
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
      headSha: MERGE_SHA,
      repository: 'acme/webapp',
      owner: 'acme',
      repo: 'webapp',
      isFork: false,
      name: 'acme/webapp trunk @ fedcba9',
      namePinsCommit: true,
    })
  })

  it('schedule: falls back to GITHUB_REF_NAME without a default branch in the payload', () => {
    expect(resolveScanTarget(AUTO, contextOf('schedule')).branch).toBe('main')
  })

  it.each(['push', 'workflow_dispatch', 'merge_group', ''])(
    '%j: full scan of the ref name at GITHUB_SHA',
    (eventName) => {
      const ctx = contextOf(eventName, { refName: 'release/2.0' })
      expect(resolveScanTarget(AUTO, ctx)).toMatchObject({
        scanType: 'full',
        branch: 'release/2.0',
        headSha: MERGE_SHA,
        name: 'acme/webapp release/2.0 @ fedcba9',
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

  it('names repo-url and branch when the environment gives neither', () => {
    const ctx = contextOf('', { repository: '', refName: '', sha: '' })
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
    const ctx = contextOf('workflow_dispatch', { repository: '', refName: '', sha: '' })
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
      'acme/webapp archive arc-9 PR #7 @ abc1234',
    )
  })
})
