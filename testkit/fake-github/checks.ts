import type { IncomingMessage, ServerResponse } from 'node:http'
import { sameName, sendJson, sendPage } from './http.js'

/** The Checks API refuses an output summary or text longer than this. */
const CHECK_OUTPUT_MAX_CHARS = 65_535
/** …and more than 50 annotations in one request. */
const ANNOTATIONS_PER_REQUEST_MAX = 50
/** The app a workflow's GITHUB_TOKEN writes check runs as. */
const ACTIONS_APP = { id: 15368, slug: 'github-actions', name: 'GitHub Actions' }

/** A GitHub App a check run may be written as. */
export interface FakeCheckRunApp {
  id: number
  slug: string
}

export interface CheckRunRecord {
  id: number
  owner: string
  repo: string
  name: string
  headSha: string
  status: string
  conclusion?: string
  /** Set on POST or PATCH; a marker of a full scan carries the scan id here. */
  externalId?: string
  /** ISO 8601, as GitHub answers them. */
  startedAt?: string
  completedAt?: string
  /** The app that wrote it. Default 'github-actions' (a workflow's GITHUB_TOKEN). */
  appSlug?: string
  /** Its id; default GitHub Actions' for 'github-actions', else 1. */
  appId?: number
  title?: string
  summary?: string
  annotations: Record<string, unknown>[]
  updates: number
}

/** A check run left before the test's run: by an earlier run, another app or someone else. */
export interface CheckRunSeed {
  headSha: string
  /** Default 'acme/webapp', split. */
  owner?: string
  repo?: string
  /** Default 'security-scan'. */
  name?: string
  externalId?: string
  /** Default 'completed'. */
  status?: string
  /** Default 'success' when completed. */
  conclusion?: string
  /** Default now. */
  startedAt?: string
  completedAt?: string
  appSlug?: string
  appId?: number
}

/** The part of the fake's state these routes read and write. */
export interface CheckRunRoutesState {
  mode: 'ok' | 'forbidden'
  /** 'forbidden': listing check runs answers 403, as for a token without `checks: read`. */
  checkRunReads: 'ok' | 'forbidden'
  /** Branch names and the commit each stands at, so a listing may name a branch. */
  branches: Record<string, string>
  checkRuns: CheckRunRecord[]
  /**
   * Tokens that are a GitHub App's installation tokens, and the app each writes check runs as;
   * any other token writes as GitHub Actions, as a workflow's GITHUB_TOKEN does.
   */
  tokenApps: Map<string, FakeCheckRunApp>
}

const FORBIDDEN = 'Resource not accessible by integration'
const CHECKS_DOCS = 'https://docs.github.com/rest/checks/runs'

function nextCheckRunId(state: CheckRunRoutesState): number {
  return Math.max(999, ...state.checkRuns.map((run) => run.id)) + 1
}

/** Adds a seeded check run to the fake's list, as GitHub would show it, and returns it. */
export function seedCheckRun(state: CheckRunRoutesState, seed: CheckRunSeed): CheckRunRecord {
  const status = seed.status ?? 'completed'
  const startedAt = seed.startedAt ?? new Date().toISOString()
  const record: CheckRunRecord = {
    id: nextCheckRunId(state),
    owner: seed.owner ?? 'acme',
    repo: seed.repo ?? 'webapp',
    name: seed.name ?? 'security-scan',
    headSha: seed.headSha,
    status,
    startedAt,
    annotations: [],
    updates: 0,
  }
  if (status === 'completed') {
    record.conclusion = seed.conclusion ?? 'success'
    record.completedAt = seed.completedAt ?? startedAt
  }
  if (seed.externalId !== undefined) record.externalId = seed.externalId
  if (seed.appSlug !== undefined) record.appSlug = seed.appSlug
  if (seed.appId !== undefined) record.appId = seed.appId
  state.checkRuns.push(record)
  return record
}

/** A check run in GitHub's shape (the fields a client reads, and a few it may). */
export function toCheckRunJson(record: CheckRunRecord): Record<string, unknown> {
  const fullName = `${record.owner}/${record.repo}`
  const app = appOf(record)
  return {
    id: record.id,
    name: record.name,
    head_sha: record.headSha,
    external_id: record.externalId ?? '',
    status: record.status,
    conclusion: record.conclusion ?? null,
    started_at: record.startedAt ?? null,
    completed_at: record.completedAt ?? null,
    output: {
      title: record.title ?? null,
      summary: record.summary ?? null,
      annotations_count: record.annotations.length,
    },
    app,
    html_url: `https://github.com/${fullName}/runs/${record.id}`,
  }
}

function appOf(record: CheckRunRecord): FakeCheckRunApp & { name: string } {
  if (record.appSlug === undefined || record.appSlug === ACTIONS_APP.slug) return ACTIONS_APP
  return { id: record.appId ?? 1, slug: record.appSlug, name: record.appSlug }
}

/**
 * Check runs: create, update, and list those of a commit. Answers and returns true when the
 * request is one of them.
 */
export function handleCheckRunRoutes(
  state: CheckRunRoutesState,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  body: Record<string, unknown>,
): boolean {
  const path = url.pathname
  const create = /^\/repos\/([^/]+)\/([^/]+)\/check-runs$/.exec(path)
  const update = /^\/repos\/([^/]+)\/([^/]+)\/check-runs\/(\d+)$/.exec(path)
  const list = /^\/repos\/([^/]+)\/([^/]+)\/commits\/([^/]+)\/check-runs$/.exec(path)
  if (state.mode === 'forbidden' && (create || update)) {
    sendJson(res, 403, {
      message: FORBIDDEN,
      documentation_url: 'https://docs.github.com/rest/checks/runs#create-a-check-run',
    })
    return true
  }
  if (req.method === 'POST' && create) {
    const token = /^(?:token|bearer) (.+)$/i.exec(req.headers.authorization ?? '')?.[1]
    const app = token === undefined ? undefined : state.tokenApps.get(token)
    createCheckRun(state, res, { owner: create[1] ?? '', repo: create[2] ?? '', app }, body)
    return true
  }
  if (req.method === 'PATCH' && update) {
    updateCheckRun(state, res, Number(update[3]), body)
    return true
  }
  if (req.method === 'GET' && list) {
    const [owner = '', repo = '', ref = ''] = list.slice(1)
    listCheckRunsOfCommit(state, req, res, url, { owner, repo, ref: decodeURIComponent(ref) })
    return true
  }
  return false
}

function readText(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field]
  return typeof value === 'string' ? value : undefined
}

/** What POST and PATCH share: GitHub completes a run given a conclusion, and stamps the time. */
function applyStatus(record: CheckRunRecord, body: Record<string, unknown>): void {
  const conclusion = readText(body, 'conclusion')
  const status = readText(body, 'status') ?? (conclusion === undefined ? undefined : 'completed')
  if (status !== undefined) record.status = status
  if (conclusion !== undefined) record.conclusion = conclusion
  const externalId = readText(body, 'external_id')
  if (externalId !== undefined) record.externalId = externalId
  const startedAt = readText(body, 'started_at')
  if (startedAt !== undefined) record.startedAt = startedAt
  const completedAt = readText(body, 'completed_at')
  if (completedAt !== undefined) record.completedAt = completedAt
  else if (record.status === 'completed') record.completedAt ??= new Date().toISOString()
}

function createCheckRun(
  state: CheckRunRoutesState,
  res: ServerResponse,
  { owner, repo, app }: { owner: string; repo: string; app?: FakeCheckRunApp | undefined },
  body: Record<string, unknown>,
): void {
  const record: CheckRunRecord = {
    ...(app === undefined ? {} : { appSlug: app.slug, appId: app.id }),
    id: nextCheckRunId(state),
    owner,
    repo,
    name: String(body.name),
    headSha: String(body.head_sha),
    status: 'queued',
    startedAt: new Date().toISOString(),
    annotations: [],
    updates: 0,
  }
  applyStatus(record, body)
  state.checkRuns.push(record)
  sendJson(res, 201, toCheckRunJson(record))
}

function updateCheckRun(
  state: CheckRunRoutesState,
  res: ServerResponse,
  id: number,
  body: Record<string, unknown>,
): void {
  const record = state.checkRuns.find((r) => r.id === id)
  if (!record) {
    sendJson(res, 404, { message: 'Not Found' })
    return
  }
  const output = body.output as
    { title?: unknown; summary?: unknown; text?: unknown; annotations?: unknown[] } | undefined
  // GitHub's own limits: a request over them is refused as a whole.
  const tooLong = [output?.summary, output?.text].some(
    (t) => typeof t === 'string' && t.length > CHECK_OUTPUT_MAX_CHARS,
  )
  if (tooLong || (output?.annotations?.length ?? 0) > ANNOTATIONS_PER_REQUEST_MAX) {
    sendJson(res, 422, { message: 'Invalid request: output over the Checks API limits' })
    return
  }
  record.updates += 1
  applyStatus(record, body)
  const name = readText(body, 'name')
  if (name !== undefined) record.name = name
  if (typeof output?.title === 'string') record.title = output.title
  if (typeof output?.summary === 'string') record.summary = output.summary
  record.annotations.push(...((output?.annotations ?? []) as Record<string, unknown>[]))
  sendJson(res, 200, toCheckRunJson(record))
}

/**
 * GET /repos/{o}/{r}/commits/{ref}/check-runs: the runs on a commit (or a branch's head), newest
 * first, filtered by check_name and status; filter=latest (the default) keeps the newest of each
 * name, filter=all every one. A commit without runs lists none.
 */
function listCheckRunsOfCommit(
  state: CheckRunRoutesState,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  where: { owner: string; repo: string; ref: string },
): void {
  if (state.checkRunReads === 'forbidden') {
    sendJson(res, 403, {
      message: FORBIDDEN,
      documentation_url: `${CHECKS_DOCS}#list-check-runs-for-a-git-reference`,
    })
    return
  }
  const sha = (state.branches[where.ref] ?? where.ref).toLowerCase()
  const name = url.searchParams.get('check_name')
  const status = url.searchParams.get('status')
  const appId = url.searchParams.get('app_id')
  const newestFirst = state.checkRuns
    .filter(
      (run) =>
        sameName(run.owner, where.owner) &&
        sameName(run.repo, where.repo) &&
        run.headSha.toLowerCase() === sha &&
        (name === null || run.name === name) &&
        (status === null || run.status === status) &&
        (appId === null || String(appOf(run).id) === appId),
    )
    .sort((a, b) => (b.startedAt ?? '').localeCompare(a.startedAt ?? '') || b.id - a.id)
  const latestOnly = url.searchParams.get('filter') !== 'all'
  const seen = new Set<string>()
  const runs = newestFirst.filter((run) => {
    if (!latestOnly) return true
    const key = `${run.appSlug ?? ACTIONS_APP.slug}\n${run.name}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  sendPage(req, res, url, runs.map(toCheckRunJson), (page) => ({
    total_count: runs.length,
    check_runs: page,
  }))
}
