import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  handleRepositoryRoutes,
  type FakeRepository,
  type SarifUploadRecord,
} from './repositories.js'

export type { FakeRepository, SarifUploadRecord } from './repositories.js'

/** The Checks API refuses an output summary or text longer than this. */
const CHECK_OUTPUT_MAX_CHARS = 65_535
/** …and more than 50 annotations in one request. */
const ANNOTATIONS_PER_REQUEST_MAX = 50

export interface CheckRunRecord {
  id: number
  owner: string
  repo: string
  name: string
  headSha: string
  status: string
  conclusion?: string
  title?: string
  summary?: string
  annotations: Record<string, unknown>[]
  updates: number
}

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

export interface FakeGitHub {
  /** e.g. http://127.0.0.1:PORT, to pass as GITHUB_API_URL. */
  apiUrl: string
  /** 'forbidden' answers 403 as GitHub does for fork PRs and read-only tokens. */
  mode: 'ok' | 'forbidden'
  checkRuns: CheckRunRecord[]
  /** The files of each pull request, as GET /repos/{o}/{r}/pulls/{n}/files lists them. */
  pullFiles: Record<number, string[]>
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
   * merge_base_commit; a comparison not here answers 404, as for a commit GitHub does not have.
   */
  mergeBases: Record<string, string>
  /** The organizations' repositories (GET /orgs/{org}/repos, GET /repos/{o}/{r}). */
  repositories: FakeRepository[]
  /** Every accepted SARIF upload, its SARIF decoded and parsed. */
  sarifUploads: SarifUploadRecord[]
  /** `owner/name` of repositories whose SARIF uploads answer 403, as without security_events: write. */
  sarifForbidden: Set<string>
  requests: { method: string; path: string; authorization?: string }[]
  close(): Promise<void>
}

/** A loopback stand-in for the GitHub REST endpoints the action calls. */
export async function startFakeGitHub(): Promise<FakeGitHub> {
  const state: Omit<FakeGitHub, 'apiUrl' | 'close'> = {
    mode: 'ok',
    checkRuns: [],
    pullFiles: {},
    filesAtCommit: {},
    mergeBases: {},
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
  }
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
      ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
    })
    if (handleRepositoryRoutes(state, req, res, url, body)) return
    const create = /^\/repos\/([^/]+)\/([^/]+)\/check-runs$/.exec(path)
    const update = /^\/repos\/([^/]+)\/([^/]+)\/check-runs\/(\d+)$/.exec(path)
    if (state.mode === 'forbidden' && (create || update)) {
      send(res, 403, {
        message: 'Resource not accessible by integration',
        documentation_url: 'https://docs.github.com/rest/checks/runs#create-a-check-run',
      })
      return
    }
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
        all.map((filename) => ({ filename, status: 'modified' })),
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
    const compare = /^\/repos\/[^/]+\/[^/]+\/compare\/(.+)$/.exec(path)
    if (req.method === 'GET' && compare) {
      const mergeBase = state.mergeBases[decodeURIComponent(compare[1] ?? '')]
      if (mergeBase === undefined) send(res, 404, { message: 'Not Found' })
      else send(res, 200, { status: 'ahead', merge_base_commit: { sha: mergeBase }, files: [] })
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
    if (req.method === 'POST' && create) {
      const record: CheckRunRecord = {
        id: 1000 + state.checkRuns.length,
        owner: create[1] ?? '',
        repo: create[2] ?? '',
        name: String(body.name),
        headSha: String(body.head_sha),
        status: typeof body.status === 'string' ? body.status : 'queued',
        annotations: [],
        updates: 0,
      }
      state.checkRuns.push(record)
      send(res, 201, { id: record.id, name: record.name, head_sha: record.headSha })
      return
    }
    if (req.method === 'PATCH' && update) {
      const record = state.checkRuns.find((r) => r.id === Number(update[3]))
      if (!record) {
        send(res, 404, { message: 'Not Found' })
        return
      }
      const sent = body.output as
        { summary?: unknown; text?: unknown; annotations?: unknown[] } | undefined
      // GitHub's own limits: a request over them is refused as a whole.
      const tooLong = [sent?.summary, sent?.text].some(
        (t) => typeof t === 'string' && t.length > CHECK_OUTPUT_MAX_CHARS,
      )
      if (tooLong || (sent?.annotations?.length ?? 0) > ANNOTATIONS_PER_REQUEST_MAX) {
        send(res, 422, { message: 'Invalid request: output over the Checks API limits' })
        return
      }
      record.updates += 1
      if (typeof body.status === 'string') record.status = body.status
      if (typeof body.conclusion === 'string') record.conclusion = body.conclusion
      const output = body.output as
        { title?: string; summary?: string; annotations?: Record<string, unknown>[] } | undefined
      if (output?.title !== undefined) record.title = output.title
      if (output?.summary !== undefined) record.summary = output.summary
      const annotations = output?.annotations ?? []
      record.annotations.push(...annotations)
      send(res, 200, { id: record.id })
      return
    }
    send(res, 404, { message: 'Not Found' })
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return Object.assign<typeof state, Pick<FakeGitHub, 'apiUrl' | 'close'>>(state, {
    apiUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => {
          resolve()
        })
      }),
  })
}

/** Paged as GitHub pages: per_page (default 30, at most 100), page, a Link header to the next. */
function sendPage(req: IncomingMessage, res: ServerResponse, url: URL, all: unknown[]): void {
  const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 30), 100)
  const page = Number(url.searchParams.get('page') ?? 1)
  const slice = all.slice((page - 1) * perPage, page * perPage)
  if (page * perPage < all.length) {
    const next = new URL(url.toString())
    next.searchParams.set('page', String(page + 1))
    res.setHeader(
      'link',
      `<http://${req.headers.host ?? ''}${next.pathname}${next.search}>; rel="next"`,
    )
  }
  send(res, 200, slice)
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

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  if (!text) return {}
  return JSON.parse(text) as Record<string, unknown>
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  res.end(JSON.stringify(body))
}
