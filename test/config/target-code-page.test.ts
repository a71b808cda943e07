/**
 * ScanTarget.codePage: where a finding's file is on GitHub at the scanned commit, for the links of
 * the summary and the PR comment; only a repository on the run's own GitHub.
 */
import { describe, expect, it } from 'vitest'
import { resolveScanTarget } from '../../src/config/target.js'
import { AUTO, contextOf, prContext } from './target-helpers.js'
import { pullRequestPayload } from '../../testkit/builders/config.js'

describe('resolveScanTarget: the page of the scanned code', () => {
  it("is the workflow's repository, or a fork's for its pull request", () => {
    expect(resolveScanTarget(AUTO, prContext()).codePage).toBe('https://github.com/acme/webapp')
    const fork = resolveScanTarget(
      AUTO,
      prContext('pull_request', pullRequestPayload('someone/webapp')),
    )
    expect(fork.codePage).toBe('https://github.com/someone/webapp')
  })

  it('follows repo-url on the same GitHub, trailing .git and slash aside, and a GitHub Enterprise host', () => {
    const given = { ...AUTO, repoUrl: 'https://github.com/acme/api.git/', branch: 'main' }
    expect(resolveScanTarget(given, contextOf('push')).codePage).toBe('https://github.com/acme/api')
    const ghes = contextOf('push', { serverUrl: 'https://git.corp.example' })
    expect(
      resolveScanTarget({ ...given, repoUrl: 'https://git.corp.example/acme/api' }, ghes).codePage,
    ).toBe('https://git.corp.example/acme/api')
  })

  it('is none for another host, a URL that is no owner/name, or an upload', () => {
    const at = (repoUrl: string) =>
      resolveScanTarget({ ...AUTO, repoUrl, branch: 'main' }, contextOf('push')).codePage
    expect(at('https://gitlab.com/acme/api')).toBeUndefined()
    expect(at('https://github.com/acme/api/tree/main')).toBeUndefined()
    expect(at('http://github.com/acme/api')).toBeUndefined()
    expect(at('https://token@github.com/acme/api')).toBeUndefined()
    const upload = { ...AUTO, source: 'upload' as const, archiveId: 'a-1', branch: 'main' }
    expect(resolveScanTarget(upload, contextOf('push')).codePage).toBeUndefined()
  })
})
