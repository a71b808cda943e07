import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { readGitHubContext } from '../../src/config/context.js'
import { HEAD_SHA } from '../../testkit/ids.js'

const PR_EVENT_PATH = fileURLToPath(
  new URL('../fixtures/events/pull_request.json', import.meta.url),
)

const RUNNER_ENV = {
  GITHUB_EVENT_NAME: 'pull_request',
  GITHUB_EVENT_PATH: PR_EVENT_PATH,
  GITHUB_SERVER_URL: 'https://ghe.example.com/',
  GITHUB_API_URL: 'https://ghe.example.com/api/v3',
  GITHUB_REPOSITORY: 'acme/webapp',
  GITHUB_REF: 'refs/pull/7/merge',
  GITHUB_REF_NAME: '7/merge',
  GITHUB_SHA: 'fedcba9876543210fedcba9876543210fedcba98',
  GITHUB_HEAD_REF: 'feature/login',
  GITHUB_BASE_REF: 'main',
}

describe('readGitHubContext', () => {
  it('reads the runner variables and the event payload from disk', () => {
    const ctx = readGitHubContext(RUNNER_ENV)
    expect(ctx).toMatchObject({
      eventName: 'pull_request',
      serverUrl: 'https://ghe.example.com',
      apiUrl: 'https://ghe.example.com/api/v3',
      repository: 'acme/webapp',
      ref: 'refs/pull/7/merge',
      refName: '7/merge',
      sha: 'fedcba9876543210fedcba9876543210fedcba98',
      headRef: 'feature/login',
      baseRef: 'main',
    })
    expect(ctx.payloadProblem).toBeUndefined()
    expect(ctx.payload.pull_request?.number).toBe(7)
    expect(ctx.payload.pull_request?.head?.sha).toBe(HEAD_SHA)
    expect(ctx.payload.pull_request?.head?.repo?.full_name).toBe('acme/webapp')
    expect(ctx.payload.repository?.default_branch).toBe('main')
    // Fields the action does not type are kept.
    expect(ctx.payload).toHaveProperty('action', 'synchronize')
  })

  it('defaults the server and API URLs and leaves the rest empty', () => {
    expect(readGitHubContext({})).toEqual({
      eventName: '',
      payload: {},
      serverUrl: 'https://github.com',
      apiUrl: 'https://api.github.com',
      repository: '',
      ref: '',
      refName: '',
      sha: '',
      headRef: '',
      baseRef: '',
      runAttempt: 1,
      runId: '',
    })
    expect(readGitHubContext({ GITHUB_RUN_ATTEMPT: '3' }).runAttempt).toBe(3)
    expect(readGitHubContext({ GITHUB_RUN_ATTEMPT: '0' }).runAttempt).toBe(1)
    expect(readGitHubContext({ GITHUB_RUN_ATTEMPT: '2; rm' }).runAttempt).toBe(1)
    expect(readGitHubContext({ GITHUB_SERVER_URL: '', GITHUB_API_URL: ' ' }).apiUrl).toBe(
      'https://api.github.com',
    )
  })

  it('reads the payload through the given reader', () => {
    const paths: string[] = []
    const ctx = readGitHubContext({ GITHUB_EVENT_PATH: '/event.json' }, (path) => {
      paths.push(path)
      return JSON.stringify({ repository: { full_name: 'acme/api', default_branch: 'trunk' } })
    })
    expect(paths).toEqual(['/event.json'])
    expect(ctx.payload.repository?.default_branch).toBe('trunk')
    // GITHUB_REPOSITORY unset: the payload's repository stands in.
    expect(ctx.repository).toBe('acme/api')
  })

  it('uses an empty payload when the file cannot be read, and says why', () => {
    const ctx = readGitHubContext({ GITHUB_EVENT_PATH: '/nowhere/event.json' })
    expect(ctx.payload).toEqual({})
    expect(ctx.payloadProblem).toMatch(
      /^could not read the event payload \/nowhere\/event.json: ENOENT/,
    )
  })

  it('uses an empty payload for invalid JSON without quoting its content', () => {
    const ctx = readGitHubContext({ GITHUB_EVENT_PATH: '/e.json' }, () => '{"title": "::secret')
    expect(ctx.payload).toEqual({})
    expect(ctx.payloadProblem).toBe('the event payload /e.json is not valid JSON')
  })

  it('uses an empty payload for JSON that is not an object', () => {
    const ctx = readGitHubContext({ GITHUB_EVENT_PATH: '/e.json' }, () => '[1, 2]')
    expect(ctx.payload).toEqual({})
    expect(ctx.payloadProblem).toBe('the event payload /e.json is not a JSON object')
  })

  it('drops payload fields of the wrong type instead of failing', () => {
    const payload = {
      pull_request: { number: '7', head: { ref: 3, sha: 'abc', repo: null }, base: 'main' },
      repository: { full_name: ['x'], default_branch: 'main' },
    }
    const ctx = readGitHubContext({ GITHUB_EVENT_PATH: '/e.json' }, () => JSON.stringify(payload))
    const pr = ctx.payload.pull_request
    expect(pr?.number).toBeUndefined()
    expect(pr?.head?.ref).toBeUndefined()
    expect(pr?.head?.sha).toBe('abc')
    expect(pr?.head?.repo).toBeNull()
    expect(pr?.base).toBeUndefined()
    expect(ctx.payload.repository?.full_name).toBeUndefined()
    expect(ctx.payload.repository?.default_branch).toBe('main')
    expect(ctx.payloadProblem).toBeUndefined()
  })

  it("reads the merge queue's branch and commit from a merge_group payload", () => {
    const path = fileURLToPath(new URL('../fixtures/events/merge_group.json', import.meta.url))
    const ctx = readGitHubContext({ GITHUB_EVENT_NAME: 'merge_group', GITHUB_EVENT_PATH: path })
    expect(ctx.payload.merge_group).toMatchObject({
      head_ref: 'refs/heads/gh-readonly-queue/main/pr-7-0000000000000000000000000000000000000001',
      head_sha: 'd00dfeed0000000000000000000000000000cafe',
    })
    // Untyped fields are kept, like the rest of the payload.
    expect(ctx.payload.merge_group).toHaveProperty('base_ref', 'refs/heads/main')
  })

  it('drops merge_group fields of the wrong type', () => {
    const read = (mergeGroup: unknown) =>
      readGitHubContext({ GITHUB_EVENT_PATH: '/e.json' }, () =>
        JSON.stringify({ merge_group: mergeGroup }),
      ).payload.merge_group
    expect(read({ head_ref: ['refs/heads/x'], head_sha: 42 })).toEqual({})
    expect(read('refs/heads/x')).toBeUndefined()
  })

  it('does not load @actions/github', () => {
    const source = readFileSync(new URL('../../src/config/context.ts', import.meta.url), 'utf8')
    expect(source).not.toMatch(/from '@actions\/github'|import\('@actions\/github'\)/)
  })
})
