import { gzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { GitHubApi } from '../../src/github/api.js'
import { createGitHubApi } from '../../src/github/octokit.js'
import { parseRepository } from '../../src/github/repositories.js'
import { startFakeGitHub, type FakeGitHub } from '../../testkit/fake-github/server.js'
import { HEAD_SHA } from '../../testkit/ids.js'
import { settleWithFakeTime as run } from '../support/async.js'

let github: FakeGitHub
let api: GitHubApi

beforeEach(async () => {
  github = await startFakeGitHub()
  api = await createGitHubApi({
    token: 'ghs_token',
    apiUrl: github.apiUrl,
    owner: 'acme',
    repo: 'webapp',
  })
  // Octokit's throttling keeps writes a second apart: fake timers, while real I/O goes on.
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  })
})
afterEach(async () => {
  vi.useRealTimers()
  await github.close()
})

function seedRepositories(owner: string, count: number): void {
  for (let index = 0; index < count; index += 1) {
    github.repositories.push({ owner, name: `repo-${index}` })
  }
}

describe('listOrganizationRepositories', () => {
  it('reads every page, 100 at a time, and maps what the sweep needs', async () => {
    seedRepositories('acme', 230)
    github.repositories[1] = { owner: 'acme', name: 'old', archived: true, defaultBranch: 'trunk' }
    github.repositories[2] = { owner: 'acme', name: 'copy', fork: true, private: true }
    seedRepositories('other', 3)
    const { value, error } = await run(api.listOrganizationRepositories('ACME'))
    expect(error).toBeUndefined()
    expect(value).toHaveLength(230)
    expect(value?.slice(0, 3)).toEqual([
      {
        id: 100_000,
        owner: 'acme',
        name: 'repo-0',
        defaultBranch: 'main',
        archived: false,
        fork: false,
        htmlUrl: 'https://github.com/acme/repo-0',
      },
      expect.objectContaining({ name: 'old', archived: true, defaultBranch: 'trunk' }),
      expect.objectContaining({ name: 'copy', fork: true, archived: false }),
    ])
    expect(value?.at(-1)?.name).toBe('repo-229')
    const listings = github.requests.filter((r) => r.path === '/orgs/ACME/repos')
    expect(listings).toHaveLength(3)
  })

  it('rejects with GitHub’s 404 for an organization it cannot see', async () => {
    seedRepositories('acme', 1)
    const { error } = await run(api.listOrganizationRepositories('nobody'))
    expect(error).toMatchObject({ status: 404 })
  })
})

describe('getRepository', () => {
  it('answers one repository, or rejects with GitHub’s 404', async () => {
    github.repositories.push({
      id: 4242,
      owner: 'acme',
      name: 'shop',
      defaultBranch: 'develop',
      pushedAt: '2026-11-20T08:00:00Z',
    })
    expect((await run(api.getRepository('acme', 'shop'))).value).toEqual({
      id: 4242,
      pushedAt: '2026-11-20T08:00:00Z',
      owner: 'acme',
      name: 'shop',
      defaultBranch: 'develop',
      archived: false,
      fork: false,
      htmlUrl: 'https://github.com/acme/shop',
    })
    expect((await run(api.getRepository('acme', 'gone'))).error).toMatchObject({ status: 404 })
  })
})

describe('parseRepository', () => {
  const RAW = {
    name: 'shop',
    full_name: 'acme/shop',
    owner: { login: 'acme' },
    default_branch: 'main',
    html_url: 'https://github.com/acme/shop',
  }

  it('ignores unknown fields and reads missing flags as false', () => {
    expect(parseRepository({ ...RAW, topics: ['x'] }, 'here')).toMatchObject({
      archived: false,
      fork: false,
    })
  })

  it('reads the id a shard is hashed by and when it was pushed to, and leaves out what is no id', () => {
    expect(
      parseRepository({ ...RAW, id: 1296269, pushed_at: '2026-11-01T10:00:00Z' }, 'here'),
    ).toMatchObject({ id: 1296269, pushedAt: '2026-11-01T10:00:00Z' })
    for (const id of [0, -3, 1.5, '1296269', 2 ** 60]) {
      expect(parseRepository({ ...RAW, id }, 'here').id).toBeUndefined()
    }
    expect(parseRepository(RAW, 'here').pushedAt).toBeUndefined()
  })

  it('names the repository whose default branch is missing', () => {
    const { default_branch: _, ...raw } = RAW
    expect(() => parseRepository(raw, 'repository 3 of organization acme')).toThrow(
      'GitHub sent repository acme/shop without its default_branch',
    )
    expect(() => parseRepository({ ...RAW, default_branch: 7 }, 'x')).toThrow('acme/shop')
  })

  it('names where it was when there is no name to give', () => {
    expect(() => parseRepository({ default_branch: 'main' }, 'repository 3 of acme')).toThrow(
      'GitHub sent repository 3 of acme without its owner and name',
    )
    expect(() => parseRepository(null, 'repository 4 of acme')).toThrow('repository 4 of acme')
  })
})

describe('uploadSarif', () => {
  const SARIF = { version: '2.1.0', runs: [{ tool: { driver: { name: 'scanner' } }, results: [] }] }
  const UPLOAD = { owner: 'acme', repo: 'shop', commitSha: HEAD_SHA, ref: 'refs/heads/main' }

  it('sends the SARIF gzipped and base64-encoded, and answers the upload id', async () => {
    const { value, error } = await run(api.uploadSarif({ ...UPLOAD, sarif: JSON.stringify(SARIF) }))
    expect(error).toBeUndefined()
    expect(value?.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(github.sarifUploads).toEqual([{ ...UPLOAD, sarif: SARIF }])
  })

  it('rejects with GitHub’s 403 for a token without security_events: write', async () => {
    github.sarifForbidden.add('acme/shop')
    const { error } = await run(api.uploadSarif({ ...UPLOAD, sarif: JSON.stringify(SARIF) }))
    expect(error).toMatchObject({ status: 403, message: /Resource not accessible by integration/ })
    expect(github.sarifUploads).toEqual([])
  })
})

describe('the fake GitHub, as a client other than Octokit sees it', () => {
  beforeEach(() => {
    vi.useRealTimers()
  })

  it('sends the Link header as GitHub does', async () => {
    seedRepositories('acme', 5)
    const at = (page: number) => `<${github.apiUrl}/orgs/acme/repos?per_page=2&page=${page}>`
    const first = await fetch(`${github.apiUrl}/orgs/acme/repos?per_page=2`)
    expect(first.headers.get('link')).toBe(`${at(2)}; rel="next", ${at(3)}; rel="last"`)
    const middle = await fetch(`${github.apiUrl}/orgs/acme/repos?per_page=2&page=2`)
    expect(middle.headers.get('link')).toBe(
      `${at(1)}; rel="prev", ${at(3)}; rel="next", ${at(3)}; rel="last", ${at(1)}; rel="first"`,
    )
    const last = await fetch(`${github.apiUrl}/orgs/acme/repos?per_page=2&page=3`)
    expect(last.headers.get('link')).toBe(`${at(2)}; rel="prev", ${at(1)}; rel="first"`)
    expect(((await last.json()) as unknown[]).length).toBe(1)
  })

  it('answers 404 Not Found for an organization with no repositories', async () => {
    const res = await fetch(`${github.apiUrl}/orgs/nobody/repos`)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ message: 'Not Found' })
  })

  it('answers 400 to a SARIF that is not gzip+base64 JSON, and records nothing', async () => {
    const post = (sarif: string) =>
      fetch(`${github.apiUrl}/repos/acme/shop/code-scanning/sarifs`, {
        method: 'POST',
        body: JSON.stringify({ commit_sha: HEAD_SHA, ref: 'refs/heads/main', sarif }),
      })
    expect((await post('{"runs": []}')).status).toBe(400)
    expect((await post(Buffer.from('{"runs": []}').toString('base64'))).status).toBe(400)
    expect((await post(gzipSync('not json').toString('base64'))).status).toBe(400)
    const ok = await post(gzipSync('{"runs": []}').toString('base64'))
    expect(ok.status).toBe(202)
    expect(github.sarifUploads).toEqual([
      {
        owner: 'acme',
        repo: 'shop',
        commitSha: HEAD_SHA,
        ref: 'refs/heads/main',
        sarif: { runs: [] },
      },
    ])
  })
})
