import { describe, expect, it } from 'vitest'
import { resolveScanTarget, type TargetConfig } from '../../src/config/target.js'
import type { GitHubContext } from '../../src/config/context.js'
import { AUTO, prContext } from './target-helpers.js'
import { BASE_SHA, HEAD_SHA } from '../../testkit/ids.js'
import { makeTarget, pullRequestPayload } from '../../testkit/builders/config.js'

describe('resolveScanTarget for fork pull requests', () => {
  const FORK_URL = 'https://github.com/mallory/webapp'
  const fork = (eventName = 'pull_request_target', overrides: Partial<GitHubContext> = {}) => ({
    ...prContext(eventName, pullRequestPayload('mallory/webapp')),
    ...overrides,
  })

  it("scans the fork's head branch, labelled as the base repository's PR", () => {
    expect(resolveScanTarget(AUTO, fork())).toEqual(
      makeTarget({
        repoUrl: FORK_URL,
        isFork: true,
        headRepository: 'mallory/webapp',
        // The fork's files: the code scanned is the fork's.
        codePage: FORK_URL,
        base: { kind: 'target', sha: BASE_SHA, checkedOut: true, branch: 'main' },
        // Its baseline is the base repository's main, not the fork's.
        baseline: {
          repository: 'acme/webapp',
          repoUrl: 'https://github.com/acme/webapp',
          branch: 'main',
          head: BASE_SHA,
        },
      }),
    )
  })

  it("refuses repo-url alone on a fork PR: the fork's branch name would scan the base's code", () => {
    const config: TargetConfig = { ...AUTO, repoUrl: 'https://github.com/acme/webapp' }
    expect(() => resolveScanTarget(config, fork())).toThrow(
      'branch: PR #7 comes from a fork, whose branch is not in repo-url; set branch too, or leave repo-url unset to scan the fork',
    )
    // The fork itself, or both inputs, are fine.
    expect(resolveScanTarget({ ...AUTO, repoUrl: `${FORK_URL}.git` }, fork()).branch).toBe(
      'feature/login',
    )
    expect(resolveScanTarget({ ...config, branch: 'main' }, fork())).toMatchObject({
      repoUrl: 'https://github.com/acme/webapp',
      branch: 'main',
    })
  })

  it('builds the fork URL on the server of the run (GitHub Enterprise Server)', () => {
    const target = resolveScanTarget(
      AUTO,
      fork('pull_request', { serverUrl: 'https://ghe.example.com' }),
    )
    expect(target.repoUrl).toBe('https://ghe.example.com/mallory/webapp')
  })

  it('scans the fork head in full when scan-type is full', () => {
    const target = resolveScanTarget({ ...AUTO, scanType: 'full' }, fork())
    expect(target).toMatchObject({ scanType: 'full', repoUrl: FORK_URL, headSha: HEAD_SHA })
    expect(target.name).toBe(`acme/webapp feature/login @ ${HEAD_SHA}`)
  })

  it('keeps the head commit when repo-url repeats the fork', () => {
    const target = resolveScanTarget({ ...AUTO, repoUrl: `${FORK_URL}.git` }, fork())
    expect(target).toMatchObject({ headSha: HEAD_SHA, headRepository: 'mallory/webapp' })
  })

  it("scans another branch of the fork when only branch is set, without the PR's commit", () => {
    const target = resolveScanTarget({ ...AUTO, branch: 'develop' }, fork())
    expect(target).toMatchObject({
      repoUrl: FORK_URL,
      branch: 'develop',
      name: 'acme/webapp PR #7',
    })
    expect(target.headSha).toBeUndefined()
  })

  it('scans what repo-url and branch name instead of the fork', () => {
    const config = { ...AUTO, repoUrl: 'https://github.com/acme/webapp', branch: 'main' }
    const target = resolveScanTarget(config, fork())
    expect(target).toMatchObject({
      repoUrl: 'https://github.com/acme/webapp',
      branch: 'main',
      isFork: true,
    })
    expect(target.headSha).toBeUndefined()
    expect(target.headRepository).toBeUndefined()
  })

  it('drops the head commit when pr-number names another PR', () => {
    const target = resolveScanTarget({ ...AUTO, prNumber: 8 }, fork())
    expect(target).toMatchObject({ repoUrl: FORK_URL, prNumber: 8, name: 'acme/webapp PR #8' })
    expect(target.headSha).toBeUndefined()
  })

  it('needs no repository for an upload, even from a deleted fork', () => {
    const UPLOAD: TargetConfig = { ...AUTO, source: 'upload', archiveId: 'arc-9' }
    const target = resolveScanTarget(
      UPLOAD,
      prContext('pull_request_target', pullRequestPayload(null)),
    )
    expect(target).toMatchObject({
      isFork: true,
      name: `acme/webapp archive arc-9 PR #7 @ ${HEAD_SHA}`,
    })
  })
})
