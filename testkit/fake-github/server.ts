import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  handleCheckRunRoutes,
  seedCheckRun,
  type CheckRunRecord,
  type CheckRunSeed,
  type FakeCheckRunApp,
} from './checks.js'
import { handleAppRoutes, type AppRoutesState } from './apps.js'
import { addCommits, handleCommitRoutes, type FakeCommit } from './commits.js'
import { readJson, sendJson as send, sendPage } from './http.js'
import { refuseWithoutPermission, type PermissionState } from './permissions.js'
import { createRequestGate, type FakeGitHubOptions, type LimitsState } from './limits.js'
import {
  handleRepositoryRoutes,
  type FakeRepository,
  type SarifUploadRecord,
} from './repositories.js'

export type { FakeGitHubApp, IssuedToken } from './apps.js'
export type { CheckRunRecord, CheckRunSeed, FakeCheckRunApp } from './checks.js'
export type { FakeCommit } from './commits.js'
export type { Access } from './permissions.js'
export type { FakeRepository, SarifUploadRecord } from './repositories.js'

/** A comment on a pull request (its issue), as GET /repos/{o}/{r}/issues/{n}/comments lists it. */
export interface IssueCommentRecord {
  id: number
  issueNumber: number
  body: string
  user: { login: string; type: string }
  /** OWNER, MEMBER, COLLABORATOR, CONTRIBUTOR, NONE… */
  author_association: string
  html_url: string
  /** PATCHes it received since it was created. */
  updates: number
}

export interface FakeGitHub extends AppRoutesState, PermissionState, LimitsState {
  /** e.g. http://127.0.0.1:PORT, to pass as GITHUB_API_URL. */
  apiUrl: string
  /** 'forbidden' answers 403 to writes, as GitHub does for fork PRs and read-only tokens. */
  mode: 'ok' | 'forbidden'
  /**
   * 'forbidden': GET /repos/{o}/{r}/commits/{ref}/check-runs answers 403, as for a token without
   * `checks: read`. Default 'ok' (even in mode 'forbidden': a read-only token reads check runs).
   */
  checkRunReads: 'ok' | 'forbidden'
  /** Check runs created through the API and seeded by the test (seedCheckRun), in that order. */
  checkRuns: CheckRunRecord[]
  /** Tokens of a GitHub App and the app each writes check runs as (others: GitHub Actions). */
  tokenApps: Map<string, FakeCheckRunApp>
  /** Adds a check run made before the run (a marker left by an earlier run, or by anyone). */
  seedCheckRun(seed: CheckRunSeed): CheckRunRecord
  /**
   * The files of each pull request, as GET /repos/{o}/{r}/pulls/{n}/files lists them: a name, or a
   * name and its patch (the unified diff GitHub gives, from which changed lines are read).
   */
  pullFiles: Record<number, (string | { filename: string; patch: string })[]>
  /** The repository's files at each commit (GET /repos/{o}/{r}/contents/{path}?ref=sha). */
  filesAtCommit: Record<string, Record<string, string>>
  /** Comments on every pull request, oldest first; a test can push its own before a run. */
  issueComments: IssueCommentRecord[]
  /**
   * Holds the first N listings of comments until N have arrived, then answers them all: N runs
   * that each find no comment, the overlap a test of convergence needs. 0: none held.
   */
  holdCommentListings: number
  /** Who the token writes comments as: github-actions[bot] by default, as with GITHUB_TOKEN. */
  commentAuthor: { user: { login: string; type: string }; author_association: string }
  /**
   * Merge bases by `base...head`, as GET /repos/{o}/{r}/compare/{base}...{head} answers them in
   * merge_base_commit and, status 'ahead' (base has not moved since head forked), in base_commit;
   * a comparison neither here nor in `commits` answers 404, as for a commit GitHub does not have.
   */
  mergeBases: Record<string, string>
  /**
   * The history, by sha: GET /repos/{o}/{r}/commits?sha= walks first parents from it, and
   * compare answers status, ahead_by, behind_by, base_commit and merge_base_commit from it.
   */
  commits: Record<string, FakeCommit>
  /** Branch names and the commit each stands at: any ref above may name a branch. */
  branches: Record<string, string>
  /**
   * Adds a line of commits, oldest first, each the child of the one before (the first of
   * `parent`, when given); with `branch`, that branch then stands at the last one.
   */
  addCommits(chain: readonly string[], options?: { parent?: string; branch?: string }): void
  /** The organizations' repositories (GET /orgs/{org}/repos, GET /repos/{o}/{r}). */
  repositories: FakeRepository[]
  /** Every accepted SARIF upload, its SARIF decoded and parsed. */
  sarifUploads: SarifUploadRecord[]
  /** `owner/name` of repositories whose SARIF uploads answer 403, as without security_events: write. */
  sarifForbidden: Set<string>
  /** Every request, in arrival order; `query` only when the request had one. */
  requests: {
    method: string
    path: string
    query?: Record<string, string>
    authorization?: string
  }[]
  close(): Promise<void>
}

type Methods = 'apiUrl' | 'close' | 'seedCheckRun' | 'addCommits'

/**
 * A loopback stand-in for the GitHub REST endpoints the action calls; with `options`, as slow as
 * GitHub and within its secondary rate limits (./limits.ts).
 */
export async function startFakeGitHub(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  const state: Omit<FakeGitHub, Methods> = {
    mode: 'ok',
    checkRunReads: 'ok',
    checkRuns: [],
    tokenApps: new Map(),
    pullFiles: {},
    filesAtCommit: {},
    mergeBases: {},
    commits: {},
    branches: {},
    issueComments: [],
    holdCommentListings: 0,
    commentAuthor: {
      user: { login: 'github-actions[bot]', type: 'Bot' },
      author_association: 'NONE',
    },
    repositories: [],
    sarifUploads: [],
    sarifForbidden: new Set(),
    requests: [],
    checkTokens: false,
    acceptedTokens: new Set(),
    issuedTokens: [],
    tokenPermissions: new Map(),
    writes: [],
    limited: [],
  }
  const gate = createRequestGate(state, options)
  const heldListings: (() => void)[] = []
  /** Resolves once holdCommentListings listings are waiting, or at once past them. */
  const waitForOverlap = (): Promise<void> => {
    if (state.holdCommentListings <= 0) return Promise.resolve()
    state.holdCommentListings -= 1
    return new Promise<void>((resolve) => {
      heldListings.push(resolve)
      if (state.holdCommentListings === 0) for (const release of heldListings.splice(0)) release()
    })
  }
  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      send(res, 500, { message: String(error) })
    })
  })

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readJson(req)
    const url = new URL(req.url ?? '/', 'http://x')
    const path = url.pathname
    state.requests.push({
      method: req.method ?? '',
      path,
      ...(url.search === '' ? {} : { query: Object.fromEntries(url.searchParams) }),
      ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
    })
    const done = await gate.admit(req, res, path)
    if (done === undefined) return
    try {
      await answer(req, res, url, body)
    } finally {
      done()
    }
  }

  async function answer(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    body: Record<string, unknown>,
  ): Promise<void> {
    const path = url.pathname
    if (handleAppRoutes(state, req, res, url)) return
    if (refuseWithoutPermission(state, req, res, path)) return
    if (handleRepositoryRoutes(state, req, res, url, body)) return
    if (handleCheckRunRoutes(state, req, res, url, body)) return
    if (handleCommitRoutes(state, req, res, url)) return
    const comments = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/.exec(path)
    const comment = /^\/repos\/([^/]+)\/([^/]+)\/issues\/comments\/(\d+)$/.exec(path)
    if (state.mode === 'forbidden' && ((req.method === 'POST' && comments) || comment)) {
      send(res, 403, {
        message: 'Resource not accessible by integration',
        documentation_url: 'https://docs.github.com/rest/issues/comments#create-an-issue-comment',
      })
      return
    }
    const files = /^\/repos\/([^/]+)\/([^/]+)\/pulls\/(\d+)\/files$/.exec(path)
    if (req.method === 'GET' && files) {
      const all = state.pullFiles[Number(files[3])]
      if (all === undefined) {
        send(res, 404, { message: 'Not Found' })
        return
      }
      sendPage(
        req,
        res,
        url,
        all.map((file) =>
          typeof file === 'string'
            ? { filename: file, status: 'modified' }
            : { ...file, status: 'modified' },
        ),
      )
      return
    }
    const contents = /^\/repos\/([^/]+)\/([^/]+)\/contents\/(.+)$/.exec(path)
    if (req.method === 'GET' && contents) {
      const file =
        state.filesAtCommit[url.searchParams.get('ref') ?? '']?.[
          decodeURIComponent(contents[3] ?? '')
        ]
      if (file === undefined) {
        send(res, 404, { message: 'Not Found' })
        return
      }
      // As GitHub answers the raw media type: the bytes, without a charset.
      res.writeHead(200, { 'content-type': 'application/vnd.github.raw' }).end(file)
      return
    }
    if (req.method === 'GET' && comments) {
      await waitForOverlap()
      const issueNumber = Number(comments[3])
      sendPage(
        req,
        res,
        url,
        state.issueComments.filter((c) => c.issueNumber === issueNumber).map(toCommentJson),
      )
      return
    }
    if (req.method === 'POST' && comments) {
      if (typeof body.body !== 'string') {
        send(res, 422, { message: 'Invalid request: "body" is required' })
        return
      }
      const id = Math.max(5000, ...state.issueComments.map((c) => c.id)) + 1
      const issueNumber = Number(comments[3])
      const record: IssueCommentRecord = {
        id,
        issueNumber,
        body: body.body,
        ...structuredClone(state.commentAuthor),
        html_url: `https://github.com/${comments[1] ?? ''}/${comments[2] ?? ''}/pull/${issueNumber}#issuecomment-${id}`,
        updates: 0,
      }
      state.issueComments.push(record)
      send(res, 201, toCommentJson(record))
      return
    }
    if (req.method === 'DELETE' && comment) {
      const index = state.issueComments.findIndex((c) => c.id === Number(comment[3]))
      if (index < 0) {
        send(res, 404, { message: 'Not Found' })
        return
      }
      state.issueComments.splice(index, 1)
      res.writeHead(204).end()
      return
    }
    if (req.method === 'PATCH' && comment) {
      const record = state.issueComments.find((c) => c.id === Number(comment[3]))
      if (!record) {
        send(res, 404, { message: 'Not Found' })
        return
      }
      if (typeof body.body !== 'string') {
        send(res, 422, { message: 'Invalid request: "body" is required' })
        return
      }
      record.body = body.body
      record.updates += 1
      send(res, 200, toCommentJson(record))
      return
    }
    send(res, 404, { message: 'Not Found' })
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return Object.assign<typeof state, Pick<FakeGitHub, Methods>>(state, {
    apiUrl: `http://127.0.0.1:${port}`,
    seedCheckRun: (seed) => seedCheckRun(state, seed),
    addCommits: (chain, options) => {
      addCommits(state, chain, options)
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => {
          resolve()
        })
      }),
  })
}

function toCommentJson(record: IssueCommentRecord): Record<string, unknown> {
  return {
    id: record.id,
    body: record.body,
    user: record.user,
    author_association: record.author_association,
    html_url: record.html_url,
  }
}
