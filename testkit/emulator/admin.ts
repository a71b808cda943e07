import type { IncomingMessage } from 'node:http'
import type { FaultList } from './faults.js'
import { HttpError, isRecord, readJsonBody, replyJson, type Reply } from './http.js'
import { seedScan } from './seed-scans.js'
import type { EmulatorState } from './state.js'
import type { AddKeyOptions, EmulatorPlan, FaultSpec, ScanSeed, Scope } from './types.js'

/**
 * Admin routes under /__emulator/ (not under /v1) for the demo and child-process tests: they are
 * not authenticated, not rate limited, not faulted and not recorded.
 */
export interface AdminHooks {
  reset(): void
  baseUrl(): string
}

function readKeyOptions(body: unknown): AddKeyOptions {
  if (!isRecord(body) || !Array.isArray(body.scopes)) {
    throw new HttpError(400, ['scopes must be an array'])
  }
  const options: AddKeyOptions = { scopes: body.scopes as Scope[] }
  if (typeof body.org === 'string') options.org = body.org
  if (typeof body.name === 'string') options.name = body.name
  const expires = body.expires_at
  if (typeof expires === 'string' || typeof expires === 'number') options.expiresAt = expires
  return options
}

function readFault(body: unknown): FaultSpec {
  if (!isRecord(body) || typeof body.kind !== 'string') {
    throw new HttpError(400, ['kind must be one of: status, rate-limit, reset, latency, malformed'])
  }
  const { path_pattern: pattern, ...rest } = body
  const spec = { ...rest } as Record<string, unknown>
  if (typeof pattern === 'string') spec.path = new RegExp(pattern)
  return spec as unknown as FaultSpec
}

function mergePlan(state: EmulatorState, body: unknown): EmulatorPlan {
  if (!isRecord(body)) throw new HttpError(400, 'Request body must be a JSON object')
  if (isRecord(body.estimation)) Object.assign(state.plan.estimation, body.estimation)
  if (isRecord(body.scan)) Object.assign(state.plan.scan, body.scan)
  if (Array.isArray(body.verdicts)) state.plan.verdicts = body.verdicts as EmulatorPlan['verdicts']
  if (isRecord(body.repositories)) {
    const repositories = body.repositories as NonNullable<EmulatorPlan['repositories']>
    state.plan.repositories = mergeRepositoryPlans(state.plan.repositories, repositories)
  }
  return state.plan
}

/**
 * A repository sent replaces the one planned, except its branches, which are merged by name: a
 * test may plan main, then the change's branch, in two requests.
 */
function mergeRepositoryPlans(
  planned: EmulatorPlan['repositories'],
  sent: NonNullable<EmulatorPlan['repositories']>,
): NonNullable<EmulatorPlan['repositories']> {
  const merged = { ...planned }
  for (const [name, plan] of Object.entries(sent)) {
    const branches = { ...planned?.[name]?.branches, ...plan.branches }
    merged[name] = Object.keys(branches).length > 0 ? { ...plan, branches } : plan
  }
  return merged
}

/** POST /__emulator/scans: a child-process test's emu.seedScan. */
function seedScanFromBody(state: EmulatorState, body: unknown): Reply {
  if (!isRecord(body) || typeof body.name !== 'string' || !isScanType(body.scanType)) {
    throw new HttpError(400, ['name must be a string', 'scanType must be full or pr'])
  }
  return replyJson(201, { id: seedScan(state, body as unknown as ScanSeed) })
}

function isScanType(value: unknown): value is ScanSeed['scanType'] {
  return value === 'full' || value === 'pr'
}

function setCredits(state: EmulatorState, body: unknown): Reply {
  if (!isRecord(body) || typeof body.credits !== 'number') {
    throw new HttpError(400, ['credits must be a number'])
  }
  const org = state.org(typeof body.org === 'string' ? body.org : state.defaultOrg)
  org.credits = body.credits
  return replyJson(200, { org: org.name, credits: org.credits })
}

export async function handleAdminRequest(
  state: EmulatorState,
  faults: FaultList,
  hooks: AdminHooks,
  req: IncomingMessage,
  url: URL,
): Promise<Reply> {
  const method = (req.method ?? 'GET').toUpperCase()
  const path = url.pathname.slice('/__emulator'.length)
  const route = `${method} ${path}`
  const keyPath = /^\/keys\/([^/]+)$/.exec(path)
  if (method === 'DELETE' && keyPath !== null) {
    const revoked = state.keys.revoke(decodeURIComponent(keyPath[1] ?? ''))
    if (!revoked) throw new HttpError(404, 'API key not found')
    return { status: 204 }
  }
  switch (route) {
    case 'GET /health':
      return replyJson(200, { ok: true, base_url: hooks.baseUrl() })
    case 'POST /keys': {
      const key = state.keys.add(readKeyOptions(await readJsonBody(req)))
      return replyJson(201, { key })
    }
    case 'PUT /credits':
      return setCredits(state, await readJsonBody(req))
    case 'PATCH /plan':
      return replyJson(200, mergePlan(state, await readJsonBody(req)))
    case 'POST /scans':
      return seedScanFromBody(state, await readJsonBody(req))
    case 'POST /faults': {
      const handle = faults.add(readFault(await readJsonBody(req)))
      return replyJson(201, { id: handle.id })
    }
    case 'DELETE /faults':
      faults.clear()
      return { status: 204 }
    case 'POST /reset':
      hooks.reset()
      return { status: 204 }
    case 'GET /requests':
      return replyJson(200, state.requests)
    case 'GET /comments':
      return replyJson(200, state.comments)
    default:
      throw new HttpError(404, `Cannot ${method} ${url.pathname}`)
  }
}
