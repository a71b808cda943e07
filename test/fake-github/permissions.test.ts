/**
 * The fake GitHub API's opt-in permissions (`tokenPermissions`): a token given a workflow's
 * `permissions:` is refused where GitHub refuses a GITHUB_TOKEN without the permission, and only
 * there; a token it does not list may do anything, as before.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startFakeGitHub, type FakeGitHub } from '../../testkit/fake-github/server.js'

let github: FakeGitHub

beforeEach(async () => {
  github = await startFakeGitHub()
  github.filesAtCommit[SHA] = { 'README.md': 'hello' }
  github.pullFiles[7] = ['src/app.ts']
  github.repositories = [{ owner: 'acme', name: 'webapp' }]
})
afterEach(() => github.close())

const SHA = 'a'.repeat(40)
const TOKEN = 'ghs_jobToken'

async function statusOf(method: string, path: string, body?: unknown, token = TOKEN) {
  const response = await fetch(`${github.apiUrl}${path}`, {
    method,
    headers: { authorization: `token ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return {
    status: response.status,
    accepted: response.headers.get('x-accepted-github-permissions'),
    // Files come raw, everything else as JSON.
    body: (response.headers.get('content-type')?.includes('json')
      ? await response.json()
      : { text: await response.text() }) as { message?: string },
  }
}

const CHECK_RUN = [
  'POST',
  '/repos/acme/webapp/check-runs',
  { name: 'scan', head_sha: SHA },
] as const
const COMMENT = ['POST', '/repos/acme/webapp/issues/7/comments', { body: 'hi' }] as const

describe('tokenPermissions', () => {
  it('refuses a check run to checks: read, as GitHub does, and takes it from checks: write', async () => {
    github.tokenPermissions.set(TOKEN, { contents: 'read', checks: 'read' })
    const refused = await statusOf(...CHECK_RUN)
    expect(refused).toEqual({
      status: 403,
      accepted: 'checks=write',
      body: expect.objectContaining({ message: 'Resource not accessible by integration' }),
    })
    expect(github.checkRuns).toEqual([])
    // Reading them is what checks: read is for.
    expect((await statusOf('GET', `/repos/acme/webapp/commits/${SHA}/check-runs`)).status).toBe(200)

    github.tokenPermissions.set(TOKEN, { contents: 'read', checks: 'write' })
    expect((await statusOf(...CHECK_RUN)).status).toBe(201)
  })

  it('asks contents: read of files and history, pull-requests: read of a pull request’s files', async () => {
    github.tokenPermissions.set(TOKEN, { checks: 'write' })
    expect((await statusOf('GET', `/repos/acme/webapp/contents/README.md?ref=${SHA}`)).status).toBe(
      403,
    )
    expect((await statusOf('GET', '/repos/acme/webapp/pulls/7/files')).status).toBe(403)
    github.tokenPermissions.set(TOKEN, { contents: 'read', 'pull-requests': 'read' })
    expect((await statusOf('GET', `/repos/acme/webapp/contents/README.md?ref=${SHA}`)).status).toBe(
      200,
    )
    expect((await statusOf('GET', '/repos/acme/webapp/pulls/7/files')).status).toBe(200)
  })

  it('takes a comment from pull-requests: write or issues: write, not from read', async () => {
    github.tokenPermissions.set(TOKEN, { 'pull-requests': 'read' })
    const refused = await statusOf(...COMMENT)
    expect(refused).toMatchObject({ status: 403, accepted: 'pull_requests=write; issues=write' })
    github.tokenPermissions.set(TOKEN, { issues: 'write' })
    expect((await statusOf(...COMMENT)).status).toBe(201)
    github.tokenPermissions.set(TOKEN, { 'pull-requests': 'write' })
    expect((await statusOf(...COMMENT)).status).toBe(201)
  })

  it('asks security-events: write of a SARIF upload and actions: read of a workflow run', async () => {
    github.tokenPermissions.set(TOKEN, { 'security-events': 'read' })
    const upload = ['POST', '/repos/acme/webapp/code-scanning/sarifs', {}] as const
    expect(await statusOf(...upload)).toMatchObject({
      status: 403,
      accepted: 'security_events=write',
    })
    expect((await statusOf('GET', '/repos/acme/webapp/actions/runs/1')).status).toBe(403)
    github.tokenPermissions.set(TOKEN, { 'security-events': 'write', actions: 'read' })
    // Past the permission, the upload's own checks: this body names no commit.
    expect((await statusOf(...upload)).status).toBe(422)
    expect((await statusOf('GET', '/repos/acme/webapp/actions/runs/1')).status).toBe(200)
  })

  it('asks nothing of metadata, and nothing of a token it does not list', async () => {
    github.tokenPermissions.set(TOKEN, {})
    expect((await statusOf('GET', '/repos/acme/webapp')).status).toBe(200)
    expect((await statusOf(...CHECK_RUN)).status).toBe(403)
    expect((await statusOf(CHECK_RUN[0], CHECK_RUN[1], CHECK_RUN[2], 'ghs_other')).status).toBe(201)
  })
})
