import { afterAll, beforeEach } from 'vitest'
import {
  startEmulator,
  type Emulator,
  type EmulatorOptions,
  type Scope,
} from '../../testkit/emulator/index.js'
import { API_KEY, REPO_URL } from '../../testkit/ids.js'

/**
 * One emulator for the whole file, reset before each test (plans, faults, records and keys). With
 * `scopes`, each test starts with one key of the default organization holding them: `key`.
 */
export async function useEmulator(
  options: EmulatorOptions = {},
  scopes?: Scope[],
): Promise<{ emu: Emulator; key: string }> {
  const emu = await startEmulator(options)
  afterAll(() => emu.close())
  beforeEach(() => {
    emu.reset()
    if (scopes !== undefined) emu.addKey({ scopes, secret: API_KEY })
  })
  return { emu, key: API_KEY }
}

/** Responses are inspected ad hoc in tests; the emulator's own code stays fully typed. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any

export interface CallOptions {
  key?: string
  body?: unknown
  /** Sent as is instead of JSON-encoding `body`. */
  rawBody?: string
  headers?: Record<string, string>
}

export interface CallResult {
  status: number
  headers: Headers
  text: string
  /** Parsed JSON; undefined when the body is empty or not JSON. */
  json: Json
}

/** One request over real loopback HTTP. `path` is relative to emu.baseUrl (e.g. '/scans?page=2'). */
export async function call(
  emu: Emulator,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult> {
  const headers: Record<string, string> = { ...options.headers }
  if (options.key !== undefined) headers['x-api-key'] = options.key
  let body: string | undefined = options.rawBody
  if (body === undefined && options.body !== undefined) body = JSON.stringify(options.body)
  if (body !== undefined) headers['content-type'] ??= 'application/json'
  const url = path.startsWith('http') ? path : `${emu.baseUrl}${path}`
  const response = await fetch(url, { method, headers, ...(body === undefined ? {} : { body }) })
  const text = await response.text()
  let json: unknown
  try {
    json = text === '' ? undefined : JSON.parse(text)
  } catch {
    json = undefined
  }
  return { status: response.status, headers: response.headers, text, json }
}

/** Creates an estimation for one connected repo and polls it to its terminal status. */
export async function createFinishedEstimation(
  emu: Emulator,
  key: string,
  repos: Record<string, unknown>[] = [{ repo_url: REPO_URL, branch: 'main' }],
): Promise<Json> {
  const created = await call(emu, 'POST', '/cost-estimations', { key, body: { repos } })
  if (created.status !== 201) throw new Error(`estimation not created: ${created.text}`)
  let record = created.json
  for (let poll = 0; poll < 20 && ['pending', 'running'].includes(record.status); poll += 1) {
    record = (await call(emu, 'GET', `/cost-estimations/${record.id}`, { key })).json
  }
  return record
}

/** Starts a full scan of REPO_URL@main from a finished estimation; returns the 201 body. */
export async function startScan(
  emu: Emulator,
  key: string,
  extra: Record<string, unknown> = {},
): Promise<Json> {
  const estimation = await createFinishedEstimation(emu, key)
  const body = {
    cost_estimation_id: estimation.id,
    scan_type: 'full',
    repo_url: REPO_URL,
    branch: 'main',
    ...extra,
  }
  const created = await call(emu, 'POST', '/scans', { key, body })
  if (created.status !== 201) throw new Error(`scan not created: ${created.text}`)
  return created.json
}

/** Starts a scan and polls its status until the plan's final status. */
export async function startCompletedScan(emu: Emulator, key: string): Promise<Json> {
  const scan = await startScan(emu, key)
  const statuses = emu.plan.scan.statuses ?? ['queued', 'running', 'completed']
  for (let poll = 0; poll < statuses.length * 2; poll += 1) {
    const status = await call(emu, 'GET', `/scans/${scan.id}/status`, { key })
    if (status.json.status === statuses[statuses.length - 1]) break
  }
  return (await call(emu, 'GET', `/scans/${scan.id}`, { key })).json
}
