import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { markerOf } from '../../src/baseline/baseline.js'
import { CheckRunReporter } from '../../src/github/check-run.js'
import { createGitHubApi, GITHUB_MAX_WAIT_S } from '../../src/github/octokit.js'
import { BASE_SHA, HEAD_SHA } from '../../testkit/ids.js'
import { recordingLog } from '../../testkit/fakes/log.js'
import { settle } from '../support/async.js'

// Octokit's plugins wait with timers (retries, and 1 s between writes as GitHub asks): fake ones.
beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  })
})
afterEach(() => {
  vi.useRealTimers()
})

/** Settles `promise` while fake time runs on in steps, as long as it takes (at most `maxMs`). */
async function runTimers<T>(
  promise: Promise<T>,
  maxMs = 600_000,
): Promise<{ value?: T; error?: unknown }> {
  const state = { done: false }
  const settled = settle(promise).finally(() => (state.done = true))
  for (let waited = 0; !state.done && waited < maxMs; waited += 500) {
    await vi.advanceTimersByTimeAsync(500)
  }
  return settled
}

const API_URL = 'https://github.example.test/api/v3'
const TOKEN = 'ghs_0123456789abcdefTOKEN'
const OPTIONS = { token: TOKEN, apiUrl: API_URL, owner: 'acme', repo: 'webapp' }

interface SentRequest {
  method: string
  url: string
  authorization: string | null
  body: Record<string, unknown>
}

/** A fetch that records each request and answers with `reply` (201/200 and an id by default). */
function recordingFetch(reply?: (request: SentRequest) => Response) {
  const sent: (SentRequest & { at: number })[] = []
  const fetchImpl = async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init)
    const text = await request.text()
    const recorded: SentRequest & { at: number } = {
      at: Date.now(),
      method: request.method,
      url: request.url,
      authorization: request.headers.get('authorization'),
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    }
    sent.push(recorded)
    if (reply) return reply(recorded)
    const status = recorded.method === 'POST' ? 201 : 200
    return Response.json({ id: 77 }, { status })
  }
  return { sent, fetch: fetchImpl }
}

describe('createGitHubApi', () => {
  it('creates an in-progress check run on the head sha and returns its id and the app it was written as', async () => {
    const { sent, fetch } = recordingFetch(() =>
      Response.json(
        { id: 77, app: { id: 4242, slug: 'acme-security', name: 'Acme' } },
        { status: 201 },
      ),
    )
    const api = await createGitHubApi({ ...OPTIONS, fetch })
    expect(
      (await runTimers(api.create({ name: 'Security scan', headSha: HEAD_SHA }))).value,
    ).toEqual({ id: 77, app: { id: 4242, slug: 'acme-security' } })
    expect(sent).toHaveLength(1)
    const [create] = sent
    expect(create).toMatchObject({
      method: 'POST',
      url: `${API_URL}/repos/acme/webapp/check-runs`,
      authorization: `token ${TOKEN}`,
    })
    expect(create!.body).toMatchObject({
      name: 'Security scan',
      head_sha: HEAD_SHA,
      status: 'in_progress',
    })
    expect(Number.isNaN(Date.parse(String(create!.body.started_at)))).toBe(false)
  })

  it("lists every file of a pull request, following GitHub's pages", async () => {
    const names = Array.from({ length: 150 }, (_, i) => `src/f${i}.ts`)
    const { sent, fetch } = recordingFetch((request) => {
      const url = new URL(request.url)
      const page = Number(url.searchParams.get('page') ?? 1)
      const slice = names.slice((page - 1) * 100, page * 100)
      const headers: Record<string, string> = {}
      if (page === 1) {
        url.searchParams.set('page', '2')
        headers.link = `<${url.toString()}>; rel="next"`
      }
      return Response.json(
        [
          ...slice.map((filename) => ({ filename, status: 'modified', patch: '@@ -1 +1 @@' })),
          ...(page === 1 ? [{ filename: 'gone.ts', status: 'removed' }] : []),
        ],
        { status: 200, headers },
      )
    })
    const api = await createGitHubApi({ ...OPTIONS, fetch })
    expect((await runTimers(api.listPullRequestFiles(7))).value).toEqual(names)
    // One listing serves both: the changes come from the same two pages, patches included.
    const changes = (await runTimers(api.listPullRequestChanges(7))).value
    expect(changes?.[0]).toEqual({ path: 'src/f0.ts', patch: '@@ -1 +1 @@' })
    expect(changes).toHaveLength(150)
    expect(sent.map((r) => [r.method, new URL(r.url).pathname, new URL(r.url).search])).toEqual([
      ['GET', '/api/v3/repos/acme/webapp/pulls/7/files', '?per_page=100'],
      ['GET', '/api/v3/repos/acme/webapp/pulls/7/files', '?per_page=100&page=2'],
    ])
  })

  it('reads a file at a commit in its raw form, whether or not GitHub names the charset', async () => {
    const accepts: (string | null)[] = []
    const lock = '{ "lockfileVersion": 3, "name": "wébapp" }\n'
    const fetchImpl = (input: string | URL | Request, init?: RequestInit) => {
      const request = new Request(input, init)
      accepts.push(request.headers.get('accept'))
      const url = new URL(request.url)
      expect(url.pathname).toBe('/api/v3/repos/acme/webapp/contents/web%2Fpackage-lock.json')
      expect(url.searchParams.get('ref')).toBe(HEAD_SHA)
      const charset = accepts.length === 1 ? '' : '; charset=utf-8'
      return Promise.resolve(
        new Response(lock, { headers: { 'content-type': `application/vnd.github.raw${charset}` } }),
      )
    }
    const api = await createGitHubApi({ ...OPTIONS, fetch: fetchImpl })
    expect((await runTimers(api.readFileAtCommit('web/package-lock.json', HEAD_SHA))).value).toBe(
      lock,
    )
    expect((await runTimers(api.readFileAtCommit('web/package-lock.json', HEAD_SHA))).value).toBe(
      lock,
    )
    expect(accepts).toEqual(['application/vnd.github.v3.raw', 'application/vnd.github.v3.raw'])
  })

  it("surfaces a file missing at the commit as GitHub's 404", async () => {
    const { fetch } = recordingFetch(() => Response.json({ message: 'Not Found' }, { status: 404 }))
    const api = await createGitHubApi({ ...OPTIONS, fetch })
    const read = await runTimers(api.readFileAtCommit('yarn.lock', HEAD_SHA))
    expect(read.error).toMatchObject({ status: 404 })
  })

  it('appends annotations without completing, then completes with the conclusion', async () => {
    const { sent, fetch } = recordingFetch()
    const api = await createGitHubApi({ ...OPTIONS, fetch })
    const annotation = {
      path: 'src/a.ts',
      start_line: 1,
      end_line: 2,
      annotation_level: 'failure' as const,
      title: 'High: x',
      message: 'x',
    }
    const output = { title: 't', summary: 's' }
    await runTimers(api.update(77, { output: { ...output, annotations: [annotation] } }))
    await runTimers(api.update(77, { output, conclusion: 'failure' }))
    expect(sent.map((r) => `${r.method} ${r.url}`)).toEqual([
      `PATCH ${API_URL}/repos/acme/webapp/check-runs/77`,
      `PATCH ${API_URL}/repos/acme/webapp/check-runs/77`,
    ])
    expect(sent[0]!.body).toEqual({ output: { ...output, annotations: [annotation] } })
    expect(sent[1]!.body).toMatchObject({ output, status: 'completed', conclusion: 'failure' })
    expect(Number.isNaN(Date.parse(String(sent[1]!.body.completed_at)))).toBe(false)
    // GitHub asks for a second between writes; the throttling plugin keeps to it.
    expect(sent[1]!.at - sent[0]!.at).toBeGreaterThanOrEqual(1000)
  })

  it("surfaces GitHub's 403 with its status, which the reporter turns into the fallback", async () => {
    const { sent, fetch } = recordingFetch(() =>
      Response.json(
        {
          message: 'Resource not accessible by integration',
          documentation_url: 'https://docs.github.com/rest/checks/runs#create-a-check-run',
        },
        { status: 403 },
      ),
    )
    const api = await createGitHubApi({ ...OPTIONS, fetch })
    expect(
      (await runTimers(api.create({ name: 'Security scan', headSha: HEAD_SHA }))).error,
    ).toMatchObject({
      status: 403,
    })
    const log = recordingLog()
    const reporter = new CheckRunReporter(api, log)
    await runTimers(reporter.start('Security scan', HEAD_SHA))
    expect(reporter.fallbackReason).toMatch(
      /^403 from GitHub: Resource not accessible by integration/,
    )
    expect(log.at('warning')).toHaveLength(1)
    // A 403 is not retried.
    expect(sent).toHaveLength(2)
    for (const line of log.lines) expect(line).not.toContain(TOKEN)
  })

  it("retries a 5xx (Octokit's retry plugin), so one bad answer does not drop the report", async () => {
    let calls = 0
    const { sent, fetch } = recordingFetch(() =>
      ++calls === 1
        ? Response.json({ message: 'Server Error' }, { status: 502 })
        : Response.json({ id: 78 }, { status: 201 }),
    )
    const log = recordingLog()
    const api = await createGitHubApi({ ...OPTIONS, fetch, log })
    const created = await runTimers(api.create({ name: 'Security scan', headSha: HEAD_SHA }))
    expect(created.value).toEqual({ id: 78, app: undefined })
    expect(sent).toHaveLength(2)
    expect(sent[1]!.at - sent[0]!.at).toBeGreaterThanOrEqual(1000)
  })

  it('waits out a secondary rate limit as long as GitHub asks, and says so once', async () => {
    let calls = 0
    const { sent, fetch } = recordingFetch(() =>
      ++calls === 1
        ? Response.json(
            { message: 'You have exceeded a secondary rate limit. Please wait a few minutes.' },
            { status: 403, headers: { 'retry-after': '30' } },
          )
        : Response.json({ id: 79 }, { status: 201 }),
    )
    const log = recordingLog()
    const api = await createGitHubApi({ ...OPTIONS, fetch, log })
    const created = await runTimers(api.create({ name: 'Security scan', headSha: HEAD_SHA }))
    expect(created.value).toEqual({ id: 79, app: undefined })
    expect(sent[1]!.at - sent[0]!.at).toBeGreaterThanOrEqual(30_000)
    expect(log.at('info')).toEqual([
      "GitHub's secondary rate limit delays POST /repos/{owner}/{repo}/check-runs: retrying in 30 s",
    ])
  })

  it('gives up on a rate limit that asks for longer than it waits, so the report falls back', async () => {
    const { sent, fetch } = recordingFetch(() =>
      Response.json(
        { message: 'API rate limit exceeded' },
        {
          status: 403,
          headers: {
            'x-ratelimit-remaining': '0',
            'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3_600),
          },
        },
      ),
    )
    const log = recordingLog()
    const api = await createGitHubApi({ ...OPTIONS, fetch, log })
    const created = await runTimers(api.create({ name: 'Security scan', headSha: HEAD_SHA }))
    expect(created.error).toMatchObject({ status: 403 })
    expect(sent).toHaveLength(1)
    expect(log.at('warning')).toEqual([
      `GitHub's rate limit refused POST /repos/{owner}/{repo}/check-runs; not waiting 3601 s for it`,
    ])
    expect(GITHUB_MAX_WAIT_S).toBe(120)
  })

  it('never retries an answer that retrying cannot fix (422)', async () => {
    const { sent, fetch } = recordingFetch(() =>
      Response.json({ message: 'Validation Failed' }, { status: 422 }),
    )
    const api = await createGitHubApi({ ...OPTIONS, fetch })
    const updated = await runTimers(api.update(77, { output: { title: 't', summary: 's' } }))
    expect(updated.error).toMatchObject({ status: 422 })
    expect(sent).toHaveLength(1)
  })

  it('gives up on a 5xx after three retries', async () => {
    const { sent, fetch } = recordingFetch(() =>
      Response.json({ message: 'Server Error' }, { status: 500 }),
    )
    const api = await createGitHubApi({ ...OPTIONS, fetch })
    const created = await runTimers(api.create({ name: 'Security scan', headSha: HEAD_SHA }))
    expect(created.error).toMatchObject({ status: 500 })
    expect(sent).toHaveLength(4)
  })

  // Last: Octokit's throttling groups are shared by every instance in the process, and the
  // comment writes here would shift the spacing the annotations test above measures.
  it("lists every comment of a pull request over GitHub's pages, and reads who wrote each", async () => {
    const comments = Array.from({ length: 130 }, (_, i) => ({
      id: i + 1,
      body: `comment ${i + 1}`,
      user: { login: i === 0 ? 'github-actions[bot]' : 'octocat', type: i === 0 ? 'Bot' : 'User' },
      author_association: i === 0 ? 'NONE' : 'MEMBER',
      html_url: `https://github.com/acme/webapp/pull/7#issuecomment-${i + 1}`,
    }))
    const { sent, fetch } = recordingFetch((request) => {
      const url = new URL(request.url)
      const page = Number(url.searchParams.get('page') ?? 1)
      const headers: Record<string, string> = {}
      if (page === 1) {
        url.searchParams.set('page', '2')
        headers.link = `<${url.toString()}>; rel="next"`
      }
      return Response.json(comments.slice((page - 1) * 100, page * 100), { status: 200, headers })
    })
    const api = await createGitHubApi({ ...OPTIONS, fetch })
    const listed = (await runTimers(api.listIssueComments(7))).value
    expect(listed).toHaveLength(130)
    expect(listed?.[0]).toEqual({
      id: 1,
      body: 'comment 1',
      authorType: 'Bot',
      authorAssociation: 'NONE',
      url: 'https://github.com/acme/webapp/pull/7#issuecomment-1',
    })
    expect(listed?.[129]).toMatchObject({
      id: 130,
      authorType: 'User',
      authorAssociation: 'MEMBER',
    })
    expect(sent.map((r) => [r.method, new URL(r.url).pathname, new URL(r.url).search])).toEqual([
      ['GET', '/api/v3/repos/acme/webapp/issues/7/comments', '?per_page=100'],
      ['GET', '/api/v3/repos/acme/webapp/issues/7/comments', '?per_page=100&page=2'],
    ])
  })

  it('creates and updates a comment, and reads a missing body or author as absent', async () => {
    const { sent, fetch } = recordingFetch((request) =>
      Response.json(
        request.method === 'POST'
          ? { id: 501, body: 'new', user: null, html_url: 'https://github.com/c/501' }
          : { id: 501, body: null },
        { status: request.method === 'POST' ? 201 : 200 },
      ),
    )
    const api = await createGitHubApi({ ...OPTIONS, fetch })
    expect((await runTimers(api.createIssueComment(7, 'new'))).value).toEqual({
      id: 501,
      body: 'new',
      url: 'https://github.com/c/501',
    })
    expect((await runTimers(api.updateIssueComment(501, 'changed'))).value).toEqual({
      id: 501,
      body: '',
    })
    expect(sent.map((r) => [r.method, new URL(r.url).pathname, r.body])).toEqual([
      ['POST', '/api/v3/repos/acme/webapp/issues/7/comments', { body: 'new' }],
      ['PATCH', '/api/v3/repos/acme/webapp/issues/comments/501', { body: 'changed' }],
    ])
  })

  it.each([
    [
      'never resends a comment after a 5xx: GitHub may have created it already',
      502,
      'Server Error',
    ],
    [
      'never retries a 403 on a comment (a read-only token), and surfaces its status',
      403,
      'Resource not accessible by integration',
    ],
  ])('%s', async (_name, status, message) => {
    const { sent, fetch } = recordingFetch(() => Response.json({ message }, { status }))
    const api = await createGitHubApi({ ...OPTIONS, fetch })
    expect((await runTimers(api.createIssueComment(7, 'x'))).error).toMatchObject({ status })
    expect(sent).toHaveLength(1)
  })
})

// After the check run's writes: the throttling plugin's limiters are shared by every client of the
// process, and their clock is the faked one.
describe("createGitHubApi: the default branch's head", () => {
  it("finds the branch's head (base_commit) with the compare API, never the merge base, asking for the default branch when not given", async () => {
    const head = BASE_SHA.toUpperCase()
    const mergeBase = 'ba5e'.padEnd(40, '0')
    const { sent, fetch } = recordingFetch((request) =>
      request.url.includes('/compare/')
        ? Response.json({
            status: 'diverged',
            base_commit: { sha: head },
            merge_base_commit: { sha: mergeBase },
            commits: [],
            files: [],
          })
        : Response.json({ default_branch: 'trunk' }),
    )
    const api = await createGitHubApi({ ...OPTIONS, fetch })
    expect((await runTimers(api.findBranchHead(HEAD_SHA))).value).toEqual({
      sha: BASE_SHA,
      branch: 'trunk',
    })
    expect((await runTimers(api.findBranchHead(HEAD_SHA, 'main'))).value).toEqual({
      sha: BASE_SHA,
      branch: 'main',
    })
    // One commit a page: only base_commit is read, not the commits between.
    expect(sent.map((r) => `${r.method} ${r.url}`)).toEqual([
      `GET ${API_URL}/repos/acme/webapp`,
      `GET ${API_URL}/repos/acme/webapp/compare/trunk...${HEAD_SHA}?per_page=1`,
      `GET ${API_URL}/repos/acme/webapp/compare/main...${HEAD_SHA}?per_page=1`,
    ])
  })

  it('refuses a compare that names no base commit, and surfaces a 404 as GitHub answered', async () => {
    const broken = recordingFetch(() =>
      Response.json({ base_commit: { sha: 'HEAD' }, merge_base_commit: { sha: BASE_SHA } }),
    )
    const api = await createGitHubApi({ ...OPTIONS, fetch: broken.fetch })
    expect((await runTimers(api.findBranchHead(HEAD_SHA, 'main'))).error).toMatchObject({
      message: `GitHub's compare of main with ${HEAD_SHA.slice(0, 7)} named no base commit`,
    })
    const noField = recordingFetch(() => Response.json({ merge_base_commit: { sha: BASE_SHA } }))
    const partial = await createGitHubApi({ ...OPTIONS, fetch: noField.fetch })
    expect((await runTimers(partial.findBranchHead(HEAD_SHA, 'main'))).error).toMatchObject({
      message: `GitHub's compare of main with ${HEAD_SHA.slice(0, 7)} named no base commit`,
    })
    const missing = recordingFetch(() => Response.json({ message: 'Not Found' }, { status: 404 }))
    const unknown = await createGitHubApi({ ...OPTIONS, fetch: missing.fetch })
    expect((await runTimers(unknown.findBranchHead(HEAD_SHA, 'main'))).error).toMatchObject({
      status: 404,
    })
  })
})

describe("createGitHubApi: a change's baseline (commit history)", () => {
  const marker = (id: number, scanId: string, at: string | null, external = markerOf(scanId)) => ({
    id,
    external_id: external,
    started_at: at,
    completed_at: at,
  })
  const [OLDER, NEWER, UNDATED] = [
    '11111111-1111-4111-8111-111111111111',
    '22222222-2222-4222-8222-222222222222',
    '33333333-3333-4333-8333-333333333333',
  ]

  it("reads the scan ids the markers on a commit name, newest first by GitHub's numbering, whatever times their writer sent", async () => {
    const runs = [
      marker(1, OLDER, '2030-01-01T00:00:00Z'),
      // Dated in the future by whoever wrote it: still the older check run.
      marker(2, NEWER, '2099-01-02T00:00:00Z'),
      marker(3, UNDATED, null),
      marker(4, NEWER, '2030-01-01T12:00:00Z'),
      marker(5, OLDER, '2030-01-03T00:00:00Z', 'ci-build-5'),
      marker(6, OLDER, '2030-01-03T00:00:00Z', null as unknown as string),
    ]
    const { sent, fetch } = recordingFetch(() =>
      Response.json({ total_count: runs.length, check_runs: runs }),
    )
    const api = await createGitHubApi({ ...OPTIONS, fetch })
    expect((await runTimers(api.listMarkers(BASE_SHA))).value).toEqual({
      scanIds: [NEWER, UNDATED, OLDER],
      unlisted: 0,
    })
    expect(sent.map((r) => `${r.method} ${r.url}`)).toEqual([
      `GET ${API_URL}/repos/acme/webapp/commits/${BASE_SHA}/check-runs?filter=all&per_page=100`,
    ])
  })

  it("asks GitHub for one app's check runs only, when given the app", async () => {
    const { sent, fetch } = recordingFetch(() =>
      Response.json({ total_count: 1, check_runs: [marker(7, OLDER, null)] }),
    )
    const api = await createGitHubApi({ ...OPTIONS, fetch })
    const from = { id: 4242, slug: 'acme-security' }
    expect((await runTimers(api.listMarkers(BASE_SHA, from))).value).toEqual({
      scanIds: [OLDER],
      unlisted: 0,
    })
    expect(sent.map((r) => `${r.method} ${r.url}`)).toEqual([
      `GET ${API_URL}/repos/acme/webapp/commits/${BASE_SHA}/check-runs?filter=all&per_page=100&app_id=4242`,
    ])
  })

  it('counts the check runs past the one page it reads, whose markers it cannot know', async () => {
    const { fetch } = recordingFetch(() =>
      Response.json({ total_count: 250, check_runs: [marker(9, OLDER, null)] }),
    )
    const api = await createGitHubApi({ ...OPTIONS, fetch })
    expect((await runTimers(api.listMarkers(BASE_SHA))).value).toEqual({
      scanIds: [OLDER],
      unlisted: 249,
    })
  })

  it("lists a commit's nearest first parents, not the commits of branches merged into it", async () => {
    const sha = (digit: string) => digit.repeat(40)
    // head ← merge(m) ← p1; m's second parent is a feature commit f, listed between them.
    const commits = [
      { sha: sha('a'), parents: [{ sha: sha('b') }] },
      { sha: sha('b'), parents: [{ sha: sha('c') }, { sha: sha('f') }] },
      { sha: sha('f'), parents: [{ sha: sha('c') }] },
      { sha: sha('c'), parents: [{ sha: sha('d') }] },
      { sha: sha('d'), parents: [] },
    ]
    const { sent, fetch } = recordingFetch(() => Response.json(commits))
    const api = await createGitHubApi({ ...OPTIONS, fetch })
    // d has no parent: the history was read to its start.
    expect((await runTimers(api.listAncestors(sha('a'), 5))).value).toEqual({
      ancestors: [sha('b'), sha('c'), sha('d')],
      rootReached: true,
    })
    // Stopped at the count asked for: what came before b was not read.
    expect((await runTimers(api.listAncestors(sha('a'), 1))).value).toEqual({
      ancestors: [sha('b')],
      rootReached: false,
    })
    expect(sent[0]!.url).toBe(`${API_URL}/repos/acme/webapp/commits?sha=${sha('a')}&per_page=60`)
  })

  it('does not take a page that ends before a first parent for the start of the history', async () => {
    // head ← merge m, whose second parent brought in 59 newer commits: the page (60) holds the
    // head, m and the merged commits, not m's first parent p, which is older than all of them.
    const hex = (n: number) => n.toString(16).padStart(40, '0')
    const [head, merge, firstParent] = ['a'.repeat(40), 'b'.repeat(40), 'c'.repeat(40)]
    const merged = Array.from({ length: 58 }, (_, i) => ({
      sha: hex(i + 1),
      parents: [{ sha: i === 57 ? firstParent : hex(i + 2) }],
    }))
    const commits = [
      { sha: head, parents: [{ sha: merge }] },
      { sha: merge, parents: [{ sha: firstParent }, { sha: hex(1) }] },
      ...merged,
    ]
    expect(commits).toHaveLength(60)
    const { fetch } = recordingFetch(() => Response.json(commits))
    const api = await createGitHubApi({ ...OPTIONS, fetch })
    expect((await runTimers(api.listAncestors(head, 5))).value).toEqual({
      ancestors: [merge, firstParent],
      rootReached: false,
    })
  })

  it.each([
    ['ahead', 'yes'],
    ['identical', 'yes'],
    ['behind', 'no'],
    ['diverged', 'no'],
  ])('reads a compare that says %s as %s', async (status, ancestry) => {
    const { sent, fetch } = recordingFetch(() => Response.json({ status }))
    const api = await createGitHubApi({ ...OPTIONS, fetch })
    expect((await runTimers(api.isAncestor(BASE_SHA, HEAD_SHA))).value).toBe(ancestry)
    expect(sent.map((r) => r.url)).toEqual([
      `${API_URL}/repos/acme/webapp/compare/${BASE_SHA}...${HEAD_SHA}?per_page=1`,
    ])
  })

  it('takes a commit GitHub does not have (404) as not on the branch, and cannot tell on another failure', async () => {
    const missing = recordingFetch(() => Response.json({ message: 'Not Found' }, { status: 404 }))
    const api = await createGitHubApi({ ...OPTIONS, fetch: missing.fetch })
    expect((await runTimers(api.isAncestor(BASE_SHA, HEAD_SHA))).value).toBe('no')
    const refused = recordingFetch(() =>
      Response.json({ message: 'Unprocessable' }, { status: 422 }),
    )
    const other = await createGitHubApi({ ...OPTIONS, fetch: refused.fetch })
    expect((await runTimers(other.isAncestor(BASE_SHA, HEAD_SHA))).value).toEqual({
      unknown: '422 from GitHub: Unprocessable; re-run the job later',
    })
  })

  it('words a refusal to list check runs with its status', async () => {
    const { fetch } = recordingFetch(() =>
      Response.json({ message: 'Resource not accessible by integration' }, { status: 403 }),
    )
    const api = await createGitHubApi({ ...OPTIONS, fetch })
    expect((await runTimers(api.listMarkers(BASE_SHA))).error).toMatchObject({
      message: '403 from GitHub: Resource not accessible by integration',
    })
  })

  it("leaves a marker as the check run's external_id, only when asked", async () => {
    const { sent, fetch } = recordingFetch()
    const api = await createGitHubApi({ ...OPTIONS, fetch })
    const output = { title: 't', summary: 's' }
    await runTimers(api.update(77, { output, conclusion: 'success', externalId: markerOf(NEWER) }))
    await runTimers(api.update(77, { output, conclusion: 'success' }))
    expect(sent[0]!.body).toMatchObject({ external_id: `security-scan:full:${NEWER}` })
    expect(sent[1]!.body).not.toHaveProperty('external_id')
  })
})
