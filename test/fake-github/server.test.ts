/**
 * The fake GitHub API itself, in GitHub's shapes: check runs carrying a marker, the check runs of
 * a commit, and a history a pull request's baseline is looked up in (commits, compare).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startFakeGitHub, type FakeGitHub } from '../../testkit/fake-github/server.js'

let github: FakeGitHub

beforeEach(async () => {
  github = await startFakeGitHub()
})
afterEach(() => github.close())

/** Responses are inspected ad hoc. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any

async function request(
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: Json; link: string | null }> {
  const response = await fetch(`${github.apiUrl}${path}`, {
    method,
    headers: { authorization: 'token ghs_x', 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return {
    status: response.status,
    json: (await response.json()) as Json,
    link: response.headers.get('link'),
  }
}

const SHA = 'a'.repeat(40)
const OTHER_SHA = 'b'.repeat(40)
const MARKER = 'security-scan:full:0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d'
const RUNS_OF = (ref: string, query = '') =>
  `/repos/acme/webapp/commits/${ref}/check-runs${query === '' ? '' : `?${query}`}`

describe('check runs', () => {
  it('keep external_id, status and times from POST, as GitHub answers them', async () => {
    const created = await request('POST', '/repos/acme/webapp/check-runs', {
      name: 'security-scan',
      head_sha: SHA,
      external_id: MARKER,
      status: 'in_progress',
      started_at: '2030-01-01T00:00:00Z',
    })
    expect(created.status).toBe(201)
    expect(created.json).toMatchObject({
      id: 1000,
      name: 'security-scan',
      head_sha: SHA,
      external_id: MARKER,
      status: 'in_progress',
      conclusion: null,
      started_at: '2030-01-01T00:00:00Z',
      completed_at: null,
      app: { slug: 'github-actions' },
    })
    expect(github.checkRuns[0]).toMatchObject({ externalId: MARKER, headSha: SHA })
  })

  it('take external_id, a conclusion and completed_at from PATCH', async () => {
    const { json } = await request('POST', '/repos/acme/webapp/check-runs', {
      name: 'security-scan',
      head_sha: SHA,
    })
    expect(json).toMatchObject({ status: 'queued', external_id: '' })
    const updated = await request('PATCH', `/repos/acme/webapp/check-runs/${json.id}`, {
      external_id: MARKER,
      conclusion: 'success',
      completed_at: '2030-01-01T00:05:00Z',
      output: { title: 'No findings', summary: 'ok' },
    })
    expect(updated.json).toMatchObject({
      id: json.id,
      external_id: MARKER,
      status: 'completed',
      conclusion: 'success',
      completed_at: '2030-01-01T00:05:00Z',
      output: { title: 'No findings', summary: 'ok', annotations_count: 0 },
    })
    const [listed] = (await request('GET', RUNS_OF(SHA))).json.check_runs
    expect(listed).toMatchObject({ id: json.id, external_id: MARKER, conclusion: 'success' })
  })

  it('stamp completed_at when a conclusion comes without one', async () => {
    const { json } = await request('POST', '/repos/acme/webapp/check-runs', {
      name: 'security-scan',
      head_sha: SHA,
      conclusion: 'neutral',
    })
    expect(json.status).toBe('completed')
    expect(Date.parse(json.completed_at)).not.toBeNaN()
  })
})

describe('GET /repos/{o}/{r}/commits/{ref}/check-runs', () => {
  it('lists the runs of the commit, newest first, those seeded with those created', async () => {
    const old = github.seedCheckRun({
      headSha: SHA,
      name: 'lint',
      externalId: 'x',
      startedAt: '2020-12-31T00:00:00Z',
    })
    github.seedCheckRun({ headSha: OTHER_SHA, startedAt: '2020-01-02T00:00:00Z' })
    github.seedCheckRun({ headSha: SHA, owner: 'acme', repo: 'other' })
    const created = await request('POST', '/repos/acme/webapp/check-runs', {
      name: 'security-scan',
      head_sha: SHA,
      external_id: MARKER,
    })
    const listed = await request('GET', RUNS_OF(SHA))
    expect(listed.status).toBe(200)
    expect(listed.json.total_count).toBe(2)
    expect(listed.json.check_runs.map((run: Json) => run.id)).toEqual([created.json.id, old.id])
    expect(listed.json.check_runs[1]).toEqual({
      id: old.id,
      name: 'lint',
      head_sha: SHA,
      external_id: 'x',
      status: 'completed',
      conclusion: 'success',
      started_at: '2020-12-31T00:00:00Z',
      completed_at: '2020-12-31T00:00:00Z',
      output: { title: null, summary: null, annotations_count: 0 },
      app: { id: 15368, slug: 'github-actions', name: 'GitHub Actions' },
      html_url: `https://github.com/acme/webapp/runs/${old.id}`,
    })
  })

  it('keeps the newest run of each name and app unless filter=all, and filters by name', async () => {
    const at = (minute: number) => `2030-01-01T00:0${minute}:00Z`
    const first = github.seedCheckRun({ headSha: SHA, externalId: MARKER, startedAt: at(1) })
    const second = github.seedCheckRun({ headSha: SHA, startedAt: at(2) })
    const foreign = github.seedCheckRun({ headSha: SHA, appSlug: 'someone', startedAt: at(3) })
    const lint = github.seedCheckRun({ headSha: SHA, name: 'lint', startedAt: at(4) })
    const ids = async (query: string) =>
      (await request('GET', RUNS_OF(SHA, query))).json.check_runs.map((run: Json) => run.id)
    expect(await ids('')).toEqual([lint.id, foreign.id, second.id])
    expect(await ids('filter=all')).toEqual([lint.id, foreign.id, second.id, first.id])
    expect(await ids('check_name=security-scan&filter=all')).toEqual([
      foreign.id,
      second.id,
      first.id,
    ])
    const [someone] = (await request('GET', RUNS_OF(SHA, `check_name=security-scan`))).json
      .check_runs
    expect(someone.app).toEqual({ id: 1, slug: 'someone', name: 'someone' })
  })

  it('pages with per_page and page, counting every run', async () => {
    for (let minute = 0; minute < 5; minute += 1) {
      github.seedCheckRun({ headSha: SHA, startedAt: `2030-01-01T00:0${minute}:00Z` })
    }
    const first = await request('GET', RUNS_OF(SHA, 'filter=all&per_page=2'))
    expect(first.json.total_count).toBe(5)
    expect(first.json.check_runs).toHaveLength(2)
    expect(first.link).toContain('page=2')
    const last = await request('GET', RUNS_OF(SHA, 'filter=all&per_page=2&page=3'))
    expect(last.json.check_runs.map((run: Json) => run.id)).toEqual([github.checkRuns[0]?.id])
    expect(last.link).toBeNull()
  })

  it("writes as the app of a GitHub App's token, GitHub Actions for any other, and filters by app_id", async () => {
    github.tokenApps.set('ghs_x', { id: 4242, slug: 'acme-security' })
    const created = await request('POST', '/repos/acme/webapp/check-runs', {
      name: 'security-scan',
      head_sha: SHA,
    })
    expect(created.json.app).toEqual({ id: 4242, slug: 'acme-security', name: 'acme-security' })
    const anyone = github.seedCheckRun({ headSha: SHA, externalId: MARKER })
    const all = await request('GET', RUNS_OF(SHA, 'filter=all'))
    expect(all.json.check_runs.map((r: Json) => r.id).sort()).toEqual(
      [created.json.id, anyone.id].sort(),
    )
    const own = await request('GET', RUNS_OF(SHA, 'filter=all&app_id=4242'))
    expect(own.json.check_runs.map((r: Json) => r.id)).toEqual([created.json.id])
    const actions = await request('GET', RUNS_OF(SHA, 'filter=all&app_id=15368'))
    expect(actions.json.check_runs.map((r: Json) => r.id)).toEqual([anyone.id])
  })

  it('reads a branch name as the commit it stands at', async () => {
    github.branches.main = SHA
    const run = github.seedCheckRun({ headSha: SHA })
    const listed = await request('GET', RUNS_OF('main'))
    expect(listed.json.check_runs.map((r: Json) => r.id)).toEqual([run.id])
    expect((await request('GET', RUNS_OF(OTHER_SHA))).json).toEqual({
      total_count: 0,
      check_runs: [],
    })
  })

  it('answers 403 without checks: read, while a read-only token still reads', async () => {
    github.seedCheckRun({ headSha: SHA })
    github.mode = 'forbidden'
    expect((await request('GET', RUNS_OF(SHA))).json.total_count).toBe(1)
    github.checkRunReads = 'forbidden'
    const refused = await request('GET', RUNS_OF(SHA))
    expect(refused.status).toBe(403)
    expect(refused.json.message).toBe('Resource not accessible by integration')
  })
})

const [C1, C2, C3, C4, F1, F2] = ['c1', 'c2', 'c3', 'c4', 'f1', 'f2'].map((name) =>
  name.padEnd(40, '0'),
) as [string, string, string, string, string, string]

/** main: C1 ← C2 ← C3 ← C4 (a merge of F2), feature: C2 ← F1 ← F2. */
function seedHistory(): void {
  github.addCommits([C1, C2, C3], { branch: 'main' })
  github.addCommits([F1, F2], { parent: C2, branch: 'feature' })
  github.commits[C4] = { parents: [C3, F2] }
  github.branches.main = C4
}

describe('GET /repos/{o}/{r}/commits', () => {
  it('lists a commit and its first-parent ancestors, newest first, in GitHub’s shape', async () => {
    seedHistory()
    const listed = await request('GET', `/repos/acme/webapp/commits?sha=${C4}&per_page=10`)
    expect(listed.json.map((commit: Json) => commit.sha)).toEqual([C4, C3, C2, C1])
    expect(listed.json[0]).toMatchObject({ sha: C4, parents: [{ sha: C3 }, { sha: F2 }] })
    expect(listed.json[3].parents).toEqual([])
    const feature = await request('GET', '/repos/acme/webapp/commits?sha=feature')
    expect(feature.json.map((commit: Json) => commit.sha)).toEqual([F2, F1, C2, C1])
  })

  it('pages with per_page and page', async () => {
    seedHistory()
    const first = await request('GET', `/repos/acme/webapp/commits?sha=${C4}&per_page=3`)
    expect(first.json.map((commit: Json) => commit.sha)).toEqual([C4, C3, C2])
    expect(first.link).toContain('page=2')
    const second = await request('GET', `/repos/acme/webapp/commits?sha=${C4}&per_page=3&page=2`)
    expect(second.json.map((commit: Json) => commit.sha)).toEqual([C1])
    expect(second.link).toBeNull()
  })

  it('answers 404 for a commit it does not have', async () => {
    seedHistory()
    const unknown = await request('GET', `/repos/acme/webapp/commits?sha=${SHA}`)
    expect(unknown.status).toBe(404)
    expect(unknown.json).toEqual({ message: `No commit found for SHA: ${SHA}` })
  })
})

describe('GET /repos/{o}/{r}/compare/{base}...{head}', () => {
  const compare = (basehead: string) => request('GET', `/repos/acme/webapp/compare/${basehead}`)

  it.each([
    ['ahead', 'C2...C4', `${C2}...${C4}`, { ahead_by: 4, behind_by: 0, base: C2, merge_base: C2 }],
    [
      'ahead',
      'C1...feature',
      `${C1}...feature`,
      { ahead_by: 3, behind_by: 0, base: C1, merge_base: C1 },
    ],
    [
      'behind',
      'main...C3',
      `main...${C3}`,
      { ahead_by: 0, behind_by: 3, base: C4, merge_base: C3 },
    ],
    [
      'identical',
      'main...C4',
      `main...${C4}`,
      { ahead_by: 0, behind_by: 0, base: C4, merge_base: C4 },
    ],
    [
      'diverged',
      'C3...F1',
      `${C3}...${F1}`,
      { ahead_by: 1, behind_by: 1, base: C3, merge_base: C2 },
    ],
  ])(
    "answers %s for %s, with base's head and where head forks",
    async (status, _label, basehead, expected) => {
      seedHistory()
      const { json } = await compare(basehead)
      expect(json).toMatchObject({
        status,
        ahead_by: expected.ahead_by,
        behind_by: expected.behind_by,
        total_commits: expected.ahead_by,
        base_commit: { sha: expected.base },
        merge_base_commit: { sha: expected.merge_base },
      })
    },
  )

  it('lists the commits head adds, oldest first', async () => {
    seedHistory()
    const { json } = await compare(`${C2}...${C4}`)
    expect(json.commits.map((commit: Json) => commit.sha)).toEqual([C3, F1, F2, C4])
  })

  it('answers 404 when either commit is unknown, or they share no history', async () => {
    seedHistory()
    expect((await compare(`${SHA}...${C4}`)).status).toBe(404)
    expect((await compare(`main...${SHA}`)).status).toBe(404)
    github.addCommits([OTHER_SHA])
    const unrelated = await compare(`main...${OTHER_SHA}`)
    expect(unrelated.status).toBe(404)
    expect(unrelated.json.message).toBe(`No common ancestor between main and ${OTHER_SHA}.`)
  })

  it('answers a seeded merge base first, as before, without a history', async () => {
    github.mergeBases[`main...${SHA}`] = OTHER_SHA
    expect((await compare(`main...${SHA}`)).json).toEqual({
      status: 'ahead',
      base_commit: { sha: OTHER_SHA },
      merge_base_commit: { sha: OTHER_SHA },
      files: [],
    })
    expect((await compare(`main...${OTHER_SHA}`)).status).toBe(404)
  })
})

describe('GET /repos/{o}/{r}/pulls/{n}/files', () => {
  it('lists a pull request’s files, with the patch a test gives one; 404 for a pull request it lacks', async () => {
    const patch = '@@ -8,2 +8,3 @@\n line\n+added\n line'
    github.pullFiles[7] = ['README.md', { filename: 'src/app.ts', patch }]
    const { status, json } = await request('GET', '/repos/acme/webapp/pulls/7/files')
    expect(status).toBe(200)
    expect(json).toEqual([
      { filename: 'README.md', status: 'modified' },
      { filename: 'src/app.ts', status: 'modified', patch },
    ])
    expect((await request('GET', '/repos/acme/webapp/pulls/8/files')).status).toBe(404)
  })
})

describe('recorded requests', () => {
  it('keep every request with its query, so a test can count what a run asked', async () => {
    seedHistory()
    await request('GET', `/repos/acme/webapp/commits?sha=${C4}&per_page=5`)
    await request('GET', RUNS_OF(C4))
    await request('GET', '/nowhere')
    expect(github.requests).toEqual([
      {
        method: 'GET',
        path: '/repos/acme/webapp/commits',
        query: { sha: C4, per_page: '5' },
        authorization: 'token ghs_x',
      },
      {
        method: 'GET',
        path: `/repos/acme/webapp/commits/${C4}/check-runs`,
        authorization: 'token ghs_x',
      },
      { method: 'GET', path: '/nowhere', authorization: 'token ghs_x' },
    ])
  })
})
