import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PrCommentMode } from '../../src/config/inputs.js'
import { createGitHubApi } from '../../src/github/octokit.js'
import { upsertPrComment } from '../../src/github/pr-comment.js'
import { prCommentMarker } from '../../src/report/pr-comment.js'
import { startFakeGitHub, type FakeGitHub } from '../../testkit/fake-github/server.js'
import { fakeCheckRunApi } from '../../testkit/fakes/github-api.js'
import { recordingLog } from '../../testkit/fakes/log.js'

const CHECK = 'Security scan'
const MARKER = prCommentMarker(CHECK)

/** A comment on PR #7 by a person, whose association with the repository says if it is trusted. */
function userComment(id: number, body: string, authorAssociation: string) {
  return { issueNumber: 7, id, body, authorType: 'User', authorAssociation }
}

function params(
  overrides: Partial<{
    body: string
    mode: PrCommentMode
    failing: boolean
    checkName: string
  }> = {},
) {
  const checkName = overrides.checkName ?? CHECK
  return {
    prNumber: 7,
    checkName,
    body: `${prCommentMarker(checkName)}\n### ${checkName}: ❌ failed\n`,
    mode: 'always' as PrCommentMode,
    failing: true,
    ...overrides,
  }
}

describe('upsertPrComment', () => {
  it('does nothing at all with mode never', async () => {
    const api = fakeCheckRunApi()
    const log = recordingLog()
    expect(await upsertPrComment(api, params({ mode: 'never' }), log)).toEqual({
      action: 'skipped',
    })
    expect(api.commentCalls).toEqual([])
    expect(log.lines).toEqual([])
  })

  it('creates the comment once, then updates it in place', async () => {
    const api = fakeCheckRunApi()
    const log = recordingLog()
    const first = await upsertPrComment(api, params(), log)
    expect(first).toEqual({
      action: 'created',
      url: 'https://github.com/acme/webapp/pull/7#issuecomment-9001',
    })
    const passed = `${MARKER}\n### Security scan: ✅ passed\n`
    const second = await upsertPrComment(api, params({ body: passed, failing: false }), log)
    expect(second).toEqual({ action: 'updated', url: first.url })
    expect(api.createdComments).toHaveLength(1)
    expect(api.updatedComments).toEqual([{ commentId: 9001, body: passed }])
    expect(api.issueComments.map((c) => c.body)).toEqual([passed])
    expect(log.at('info')).toEqual([
      `Created the PR comment ${first.url}`,
      `Updated the PR comment ${first.url}`,
    ])
    expect(log.at('warning')).toEqual([])
  })

  it('sends nothing when the body has not changed', async () => {
    const api = fakeCheckRunApi()
    await upsertPrComment(api, params(), recordingLog())
    const again = await upsertPrComment(api, params(), recordingLog())
    expect(again.action).toBe('unchanged')
    // The first run lists again after creating (overlapping runs converge); the second only lists.
    expect(api.commentCalls).toEqual(['list 7', 'create 7', 'list 7', 'list 7'])
  })

  it('on-failure: creates nothing for a passing run', async () => {
    const api = fakeCheckRunApi()
    const result = await upsertPrComment(
      api,
      params({ mode: 'on-failure', failing: false }),
      recordingLog(),
    )
    expect(result).toEqual({ action: 'skipped' })
    expect(api.commentCalls).toEqual(['list 7'])
  })

  it('on-failure: creates one for a failing run', async () => {
    const api = fakeCheckRunApi()
    const result = await upsertPrComment(api, params({ mode: 'on-failure' }), recordingLog())
    expect(result.action).toBe('created')
  })

  it('on-failure: still updates an existing comment when the run passes, so "failed" does not stay', async () => {
    const api = fakeCheckRunApi()
    await upsertPrComment(api, params({ mode: 'on-failure' }), recordingLog())
    const passed = `${MARKER}\n### Security scan: ✅ passed\n`
    const result = await upsertPrComment(
      api,
      params({ mode: 'on-failure', failing: false, body: passed }),
      recordingLog(),
    )
    expect(result.action).toBe('updated')
    expect(api.issueComments.map((c) => c.body)).toEqual([passed])
  })

  it('ignores a comment carrying the marker from someone without write access', async () => {
    const api = fakeCheckRunApi()
    api.issueComments.push(userComment(1, `${MARKER}\nall good, ship it`, 'NONE'))
    const result = await upsertPrComment(api, params(), recordingLog())
    expect(result.action).toBe('created')
    expect(api.updatedComments).toEqual([])
    expect(api.issueComments.find((c) => c.id === 1)?.body).toBe(`${MARKER}\nall good, ship it`)
  })

  it('takes the oldest trusted comment: a bot’s or a maintainer’s', async () => {
    const api = fakeCheckRunApi()
    api.issueComments.push(
      userComment(5, `${MARKER}\nold`, 'CONTRIBUTOR'),
      { issueNumber: 7, id: 6, body: 'unrelated', authorType: 'Bot' },
      { issueNumber: 7, id: 8, body: `${MARKER}\nnewer`, authorType: 'Bot' },
      userComment(7, `${MARKER}\nolder`, 'COLLABORATOR'),
      // An organization member need not have write access to the repository: not trusted.
      userComment(4, `${MARKER}\nplanted`, 'MEMBER'),
      { issueNumber: 8, id: 2, body: `${MARKER}\nother PR`, authorType: 'Bot' },
    )
    const result = await upsertPrComment(api, params(), recordingLog())
    expect(result.action).toBe('updated')
    expect(api.updatedComments.map((u) => u.commentId)).toEqual([7])
  })

  it('keeps one comment per check name', async () => {
    const api = fakeCheckRunApi()
    await upsertPrComment(api, params({ checkName: 'scan A' }), recordingLog())
    await upsertPrComment(api, params({ checkName: 'scan B' }), recordingLog())
    await upsertPrComment(
      api,
      params({ checkName: 'scan A', body: `${prCommentMarker('scan A')}\nnew` }),
      recordingLog(),
    )
    expect(api.createdComments).toHaveLength(2)
    expect(api.issueComments.map((c) => c.body)).toEqual([
      `${prCommentMarker('scan A')}\nnew`,
      params({ checkName: 'scan B' }).body,
    ])
  })

  it('overlapping runs that each found no comment end with one: the older kept, with the later report', async () => {
    const api = fakeCheckRunApi()
    const create = api.createIssueComment.bind(api)
    // Another run of the same PR creates its comment between this run's listing and its creation.
    api.createIssueComment = async (issueNumber, body) => {
      await create(issueNumber, `${MARKER}\n### other run`)
      return create(issueNumber, body)
    }
    const log = recordingLog()
    const result = await upsertPrComment(api, params(), log)
    expect(api.issueComments.map((c) => [c.id, c.body])).toEqual([[9001, params().body]])
    expect(api.deletedComments).toEqual([9002])
    expect(result).toEqual({
      action: 'updated',
      url: 'https://github.com/acme/webapp/pull/7#issuecomment-9001',
    })
    expect(log.at('info')).toEqual([
      'Created the PR comment https://github.com/acme/webapp/pull/7#issuecomment-9002',
      'An overlapping run of PR #7 had created the PR comment too: keeping the older one',
      'Deleted a duplicate PR comment https://github.com/acme/webapp/pull/7#issuecomment-9002',
      'Updated the PR comment https://github.com/acme/webapp/pull/7#issuecomment-9001',
    ])
  })

  it('the run whose comment is the older one deletes the newer and keeps its own', async () => {
    const api = fakeCheckRunApi()
    const list = api.listIssueComments.bind(api)
    let listings = 0
    // The other run's comment appears after this run created its own.
    api.listIssueComments = async (issueNumber) => {
      listings += 1
      if (listings === 2) {
        api.issueComments.push({
          issueNumber,
          id: 9500,
          body: `${MARKER}\nother`,
          authorType: 'Bot',
        })
      }
      return list(issueNumber)
    }
    const result = await upsertPrComment(api, params(), recordingLog())
    expect(result.action).toBe('created')
    expect(api.deletedComments).toEqual([9500])
    expect(api.updatedComments).toEqual([])
    expect(api.issueComments.map((c) => c.body)).toEqual([params().body])
  })

  it('any number of runs started together end with exactly one comment', async () => {
    const api = fakeCheckRunApi()
    const bodies = [1, 2, 3, 4, 5].map((n) => `${MARKER}\n### run ${n}`)
    // Every listing is answered before any creation: the worst overlap there is.
    const results = await Promise.all(
      bodies.map((body) => upsertPrComment(api, params({ body }), recordingLog())),
    )
    expect(api.createdComments).toHaveLength(5)
    expect(api.issueComments).toHaveLength(1)
    expect(bodies).toContain(api.issueComments[0]?.body)
    expect(results.filter((r) => r.action === 'failed')).toEqual([])
  })

  it('removes duplicates left by an earlier overlap when it updates, never others’ comments', async () => {
    const api = fakeCheckRunApi()
    api.issueComments.push(
      { issueNumber: 7, id: 3, body: `${MARKER}\nfirst`, authorType: 'Bot' },
      userComment(4, `${MARKER}\nplanted`, 'NONE'),
      { issueNumber: 7, id: 5, body: `${MARKER}\nsecond`, authorType: 'Bot' },
      { issueNumber: 7, id: 6, body: 'unrelated', authorType: 'Bot' },
    )
    const result = await upsertPrComment(api, params(), recordingLog())
    expect(result.action).toBe('updated')
    expect(api.updatedComments.map((u) => u.commentId)).toEqual([3])
    expect(api.deletedComments).toEqual([5])
    expect(api.issueComments.map((c) => c.id)).toEqual([3, 4, 6])
  })

  it('a duplicate that cannot be deleted is one warning, and the report is still written', async () => {
    const api = fakeCheckRunApi()
    api.issueComments.push(
      { issueNumber: 7, id: 3, body: `${MARKER}\nfirst`, authorType: 'Bot' },
      { issueNumber: 7, id: 5, body: `${MARKER}\nsecond`, authorType: 'Bot' },
    )
    api.deleteIssueComment = () =>
      Promise.reject(Object.assign(new Error('::boom'), { status: 500 }))
    const log = recordingLog()
    const result = await upsertPrComment(api, params(), log)
    expect(result.action).toBe('updated')
    expect(log.at('warning')).toEqual([
      'Cannot delete a duplicate PR comment on the pull request (500 from GitHub: : :boom); the next run tries again',
    ])
  })

  it('turns a 403 into one warning that says what to grant, and never throws', async () => {
    const api = fakeCheckRunApi({ comments: 'forbidden' })
    const log = recordingLog()
    const result = await upsertPrComment(api, params(), log)
    expect(result).toEqual({ action: 'failed' })
    expect(log.at('warning')).toEqual([
      'Cannot write the PR comment (403 from GitHub: Resource not accessible by integration); the token needs "pull-requests: write" — fork pull requests get a read-only token',
    ])
    expect(log.lines).toHaveLength(1)
  })

  it('turns any other failure into one sanitised warning', async () => {
    const api = fakeCheckRunApi({
      comments: Object.assign(new Error('::error::boom\nsecond line'), { status: 502 }),
    })
    const log = recordingLog()
    expect(await upsertPrComment(api, params(), log)).toEqual({ action: 'failed' })
    const warnings = log.at('warning')
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(/^Cannot write the PR comment \(502 from GitHub: .*boom\)$/)
    expect(warnings[0]).not.toContain('::')
    expect(warnings[0]).not.toContain('second line')
  })

  it('turns a failed listing into the same one warning', async () => {
    const api = fakeCheckRunApi()
    api.listIssueComments = () => Promise.reject(new Error('socket hang up'))
    const log = recordingLog()
    expect(await upsertPrComment(api, params(), log)).toEqual({ action: 'failed' })
    expect(log.at('warning')).toEqual(['Cannot write the PR comment (socket hang up)'])
  })
})

describe('upsertPrComment through Octokit against the fake GitHub', () => {
  let github: FakeGitHub
  beforeEach(async () => {
    github = await startFakeGitHub()
    // Octokit's throttling keeps writes a second apart: fake timers, while real I/O goes on.
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    })
  })
  afterEach(async () => {
    vi.useRealTimers()
    await github.close()
  })

  /** Lets loopback I/O and fake time run on in turns until `promise` settles. */
  async function settleWithTimers<T>(promise: Promise<T>): Promise<T> {
    const state = { done: false }
    const settled = promise.finally(() => (state.done = true))
    for (let turns = 0; !state.done && turns < 10_000; turns++) {
      await new Promise((resolve) => setImmediate(resolve))
      await vi.advanceTimersByTimeAsync(50)
    }
    return settled
  }

  async function upsert(body: string, log = recordingLog()) {
    const api = await createGitHubApi({
      token: 'ghs_token',
      apiUrl: github.apiUrl,
      owner: 'acme',
      repo: 'webapp',
    })
    return settleWithTimers(upsertPrComment(api, { ...params(), body }, log))
  }

  it('finds its comment past the first page and updates it in place', async () => {
    for (let i = 1; i <= 150; i++) {
      github.issueComments.push({
        id: i,
        issueNumber: 7,
        body: `chatter ${i}`,
        user: { login: 'octocat', type: 'User' },
        author_association: 'NONE',
        html_url: `https://github.com/acme/webapp/pull/7#issuecomment-${i}`,
        updates: 0,
      })
    }
    const created = await upsert(`${MARKER}\nfirst`)
    expect(created.action).toBe('created')
    expect(github.issueComments).toHaveLength(151)
    const updated = await upsert(`${MARKER}\nsecond`)
    expect(updated).toEqual({ action: 'updated', url: created.url })
    const ours = github.issueComments.filter((c) => c.body.startsWith(MARKER))
    expect(ours).toEqual([
      expect.objectContaining({
        body: `${MARKER}\nsecond`,
        user: { login: 'github-actions[bot]', type: 'Bot' },
        updates: 1,
      }),
    ])
    const reads = github.requests.filter((r) => r.method === 'GET')
    // Three listings (the second after creating) of two pages each (100 per page).
    expect(reads).toHaveLength(6)
  })

  it('answers a read-only token with 403 on writes, which is one warning', async () => {
    github.mode = 'forbidden'
    const log = recordingLog()
    expect(await upsert(`${MARKER}\nfirst`, log)).toEqual({ action: 'failed' })
    const warnings = log.at('warning')
    expect(warnings).toHaveLength(1)
    // Octokit adds GitHub's documentation link to the message.
    expect(warnings[0]).toMatch(
      /^Cannot write the PR comment \(403 from GitHub: Resource not accessible by integration.*\); the token needs "pull-requests: write"/,
    )
    expect(github.issueComments).toEqual([])
    expect(github.requests.map((r) => r.method)).toEqual(['GET', 'POST'])
  })

  it('deletes a duplicate through DELETE, and a duplicate already gone is not a failure', async () => {
    const api = await createGitHubApi({
      token: 'ghs_token',
      apiUrl: github.apiUrl,
      owner: 'acme',
      repo: 'webapp',
    })
    for (const id of [11, 12]) {
      github.issueComments.push({
        id,
        issueNumber: 7,
        body: `${MARKER}\nrun ${id}`,
        user: { login: 'github-actions[bot]', type: 'Bot' },
        author_association: 'NONE',
        html_url: `https://github.com/acme/webapp/pull/7#issuecomment-${id}`,
        updates: 0,
      })
    }
    await settleWithTimers(api.deleteIssueComment(12))
    await settleWithTimers(api.deleteIssueComment(12))
    expect(github.issueComments.map((c) => c.id)).toEqual([11])
    expect(github.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'DELETE /repos/acme/webapp/issues/comments/12',
      'DELETE /repos/acme/webapp/issues/comments/12',
    ])
  })
})
