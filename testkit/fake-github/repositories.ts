import type { IncomingMessage, ServerResponse } from 'node:http'
import { randomUUID } from 'node:crypto'
import { gunzipSync } from 'node:zlib'
import { readPaging, sameName, sendJson } from './http.js'

/** A repository of an organization, as a sweep lists it. */
export interface FakeRepository {
  /** GitHub's id; default 100000 + its place in the list. */
  id?: number
  owner: string
  name: string
  /** Default 'main'. */
  defaultBranch?: string
  archived?: boolean
  fork?: boolean
  private?: boolean
  /** pushed_at, ISO 8601; default none. */
  pushedAt?: string
}

/** One POST /repos/{o}/{r}/code-scanning/sarifs, its SARIF decoded and parsed. */
export interface SarifUploadRecord {
  owner: string
  repo: string
  commitSha: string
  ref: string
  sarif: unknown
  toolName?: string
}

/** The part of the fake's state these routes read and write. */
export interface RepositoryRoutesState {
  mode: 'ok' | 'forbidden'
  repositories: FakeRepository[]
  sarifUploads: SarifUploadRecord[]
  sarifForbidden: Set<string>
}

const SARIF_DOCS =
  'https://docs.github.com/rest/code-scanning/code-scanning#upload-an-analysis-as-sarif-data'

/**
 * The organization's repositories, GET /repos/{o}/{r}, a workflow run and SARIF uploads. Answers
 * and returns true when the request is one of them.
 */
export function handleRepositoryRoutes(
  state: RepositoryRoutesState,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  body: Record<string, unknown>,
): boolean {
  const path = url.pathname
  const orgRepos = /^\/orgs\/([^/]+)\/repos$/.exec(path)
  if (req.method === 'GET' && orgRepos) {
    listOrgRepositories(state, req, res, url, decodeURIComponent(orgRepos[1] ?? ''))
    return true
  }
  const one = /^\/repos\/([^/]+)\/([^/]+)$/.exec(path)
  if (req.method === 'GET' && one) {
    const found = findRepository(state, one[1] ?? '', one[2] ?? '')
    if (found === undefined) sendJson(res, 404, notFound())
    else sendJson(res, 200, toRepositoryJson(found, state.repositories.indexOf(found)))
    return true
  }
  // The workflow run the request's job belongs to: what codeql-action's upload-sarif reads first.
  const workflowRun = /^\/repos\/([^/]+)\/([^/]+)\/actions\/runs\/(\d+)$/.exec(path)
  if (req.method === 'GET' && workflowRun) {
    sendJson(res, 200, { id: Number(workflowRun[3]), status: 'in_progress' })
    return true
  }
  const sarifs = /^\/repos\/([^/]+)\/([^/]+)\/code-scanning\/sarifs$/.exec(path)
  if (req.method === 'POST' && sarifs) {
    uploadSarif(state, res, sarifs[1] ?? '', sarifs[2] ?? '', body)
    return true
  }
  return false
}

function notFound() {
  return { message: 'Not Found' }
}

function findRepository(state: RepositoryRoutesState, owner: string, name: string) {
  return state.repositories.find((r) => sameName(r.owner, owner) && sameName(r.name, name))
}

/** The fields of GitHub's repository object a client reads (and a few it may). */
function toRepositoryJson(repo: FakeRepository, index: number): Record<string, unknown> {
  const fullName = `${repo.owner}/${repo.name}`
  return {
    id: repo.id ?? 100_000 + index,
    node_id: `R_fake${index}`,
    name: repo.name,
    full_name: fullName,
    owner: { login: repo.owner, id: 5000, type: 'Organization' },
    private: repo.private ?? false,
    html_url: `https://github.com/${fullName}`,
    clone_url: `https://github.com/${fullName}.git`,
    default_branch: repo.defaultBranch ?? 'main',
    archived: repo.archived ?? false,
    fork: repo.fork ?? false,
    visibility: repo.private === true ? 'private' : 'public',
    ...(repo.pushedAt === undefined ? {} : { pushed_at: repo.pushedAt }),
  }
}

/** Paged as GitHub pages, with its Link header: first/prev when past page 1, next/last before the end. */
function listOrgRepositories(
  state: RepositoryRoutesState,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  org: string,
): void {
  const all = state.repositories
    .map((repo, index) => ({ repo, index }))
    .filter(({ repo }) => sameName(repo.owner, org))
  if (all.length === 0) {
    sendJson(res, 404, notFound())
    return
  }
  const { perPage, page } = readPaging(url)
  const lastPage = Math.ceil(all.length / perPage)
  const linkTo = (target: number) => {
    const link = new URL(url.pathname + url.search, `http://${req.headers.host ?? ''}`)
    link.searchParams.set('per_page', String(perPage))
    link.searchParams.set('page', String(target))
    return `<${link.toString()}>`
  }
  const links: string[] = []
  if (page > 1) links.push(`${linkTo(page - 1)}; rel="prev"`)
  if (page < lastPage)
    links.push(`${linkTo(page + 1)}; rel="next"`, `${linkTo(lastPage)}; rel="last"`)
  if (page > 1) links.push(`${linkTo(1)}; rel="first"`)
  if (links.length > 0) res.setHeader('link', links.join(', '))
  const slice = all.slice((page - 1) * perPage, page * perPage)
  sendJson(
    res,
    200,
    slice.map(({ repo, index }) => toRepositoryJson(repo, index)),
  )
}

/** The SARIF of an upload: gzip, then base64, of JSON; undefined when it is not. */
function decodeSarif(value: unknown): unknown {
  if (typeof value !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(value)) return undefined
  try {
    return JSON.parse(gunzipSync(Buffer.from(value, 'base64')).toString('utf8')) as unknown
  } catch {
    return undefined
  }
}

function uploadSarif(
  state: RepositoryRoutesState,
  res: ServerResponse,
  owner: string,
  repo: string,
  body: Record<string, unknown>,
): void {
  // What GitHub says to a token without security_events: write (and to a fork's read-only one).
  if (state.mode === 'forbidden' || state.sarifForbidden.has(`${owner}/${repo}`)) {
    sendJson(res, 403, {
      message: 'Resource not accessible by integration',
      documentation_url: SARIF_DOCS,
    })
    return
  }
  const { commit_sha: commitSha, ref, tool_name: toolName } = body
  if (typeof commitSha !== 'string' || !/^[0-9a-f]{40}$/i.test(commitSha)) {
    sendJson(res, 422, { message: 'Invalid request: commit_sha', documentation_url: SARIF_DOCS })
    return
  }
  if (typeof ref !== 'string' || !/^refs\/(heads|tags|pull)\/.+/.test(ref)) {
    sendJson(res, 422, { message: 'Invalid request: ref', documentation_url: SARIF_DOCS })
    return
  }
  const sarif = decodeSarif(body.sarif)
  if (sarif === undefined) {
    sendJson(res, 400, {
      message: 'Invalid SARIF: not gzip+base64 JSON',
      documentation_url: SARIF_DOCS,
    })
    return
  }
  const record: SarifUploadRecord = { owner, repo, commitSha, ref, sarif }
  if (typeof toolName === 'string') record.toolName = toolName
  state.sarifUploads.push(record)
  const id = randomUUID()
  sendJson(res, 202, {
    id,
    url: `https://api.github.com/repos/${owner}/${repo}/code-scanning/sarifs/${id}`,
  })
}
