import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

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

export interface FakeGitHub {
  /** e.g. http://127.0.0.1:PORT, to pass as GITHUB_API_URL. */
  apiUrl: string
  /** 'forbidden' answers 403 as GitHub does for fork PRs and read-only tokens. */
  mode: 'ok' | 'forbidden'
  checkRuns: CheckRunRecord[]
  /** The files of each pull request, as GET /repos/{o}/{r}/pulls/{n}/files lists them. */
  pullFiles: Record<number, string[]>
  requests: { method: string; path: string; authorization?: string }[]
  close(): Promise<void>
}

/** A loopback stand-in for the GitHub REST endpoints the action calls. */
export async function startFakeGitHub(): Promise<FakeGitHub> {
  const state: Omit<FakeGitHub, 'apiUrl' | 'close'> = {
    mode: 'ok',
    checkRuns: [],
    pullFiles: {},
    requests: [],
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
    const create = /^\/repos\/([^/]+)\/([^/]+)\/check-runs$/.exec(path)
    const update = /^\/repos\/([^/]+)\/([^/]+)\/check-runs\/(\d+)$/.exec(path)
    if (state.mode === 'forbidden' && (create || update)) {
      send(res, 403, {
        message: 'Resource not accessible by integration',
        documentation_url: 'https://docs.github.com/rest/checks/runs#create-a-check-run',
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
      // Paged as GitHub pages it: per_page (at most 100) and a Link header to the next page.
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
      send(
        res,
        200,
        slice.map((filename) => ({ filename, status: 'modified' })),
      )
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
      record.updates += 1
      if (typeof body.status === 'string') record.status = body.status
      if (typeof body.conclusion === 'string') record.conclusion = body.conclusion
      const output = body.output as
        { title?: string; summary?: string; annotations?: Record<string, unknown>[] } | undefined
      if (output?.title !== undefined) record.title = output.title
      if (output?.summary !== undefined) record.summary = output.summary
      const annotations = output?.annotations ?? []
      if (annotations.length > 50) {
        send(res, 422, { message: 'Only 50 annotations are allowed per request' })
        return
      }
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
