import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startEmulator, type Emulator } from '../../testkit/emulator/index.js'
// The rules' effects by the module's name: `effect.emptyPage()` says what a rule does.
import * as effect from './hostile-proxy.js'
import { BAD_GATEWAY_HTML, startHostileProxy, type HostileProxy } from './hostile-proxy.js'

/** The proxy alone, driven with fetch: each rule does what it says and nothing else. */
describe('hostile proxy', () => {
  let emu: Emulator
  let proxy: HostileProxy
  let key: string

  beforeEach(async () => {
    emu = await startEmulator()
    key = emu.addKey({ scopes: ['read', 'write'] })
    proxy = await startHostileProxy(emu.baseUrl)
  })
  afterEach(async () => {
    await proxy.close()
    await emu.close()
  })

  const call = (path: string, init: RequestInit = {}): Promise<Response> =>
    fetch(`${proxy.baseUrl}${path}`, {
      ...init,
      headers: { 'X-Api-Key': key, 'content-type': 'application/json' },
    })

  async function createScan(): Promise<Response> {
    const estimation = await call('/cost-estimations', {
      method: 'POST',
      body: JSON.stringify({
        repos: [{ source: 'public', repo_url: 'https://github.com/acme/webapp', branch: 'main' }],
      }),
    })
    const { id } = (await estimation.json()) as { id: string }
    for (let i = 0; i < 3; i++) await call(`/cost-estimations/${id}`)
    return await call('/scans', {
      method: 'POST',
      body: JSON.stringify({
        cost_estimation_id: id,
        repo_url: 'https://github.com/acme/webapp',
        branch: 'main',
        name: 'n',
      }),
    })
  }

  it('forwards requests untouched and records them', async () => {
    const response = await call('/scans?page=1')
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ data: [], total: 0 })
    expect(emu.requests.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual(['GET /scans 200'])
    expect(proxy.exchanges).toMatchObject([
      { method: 'GET', path: '/scans', query: { page: '1' }, status: 200, outcome: 'answered' },
    ])
    expect(JSON.stringify(proxy.exchanges)).not.toContain(key)
  })

  it('rewrites JSON answers of the n-th matching request only', async () => {
    const rule = proxy.addRule({
      method: 'GET',
      path: '/scans',
      nth: 2,
      json: (body) => ({ ...(body as object), total: 'lots' }),
    })
    const totals: unknown[] = []
    for (let i = 0; i < 3; i++) {
      totals.push(((await (await call('/scans')).json()) as { total: unknown }).total)
    }
    expect(totals).toEqual([0, 'lots', 0])
    expect(rule.hits).toBe(1)
  })

  it('echoes the key in an error body, and serves an HTML gateway page', async () => {
    proxy.addRule({ method: 'GET', path: '/scans', nth: 1, ...effect.echoKeyError(500) })
    proxy.addRule({ method: 'GET', path: '/scans', nth: 2, ...effect.htmlBadGateway() })
    const echoed = await call('/scans')
    expect(echoed.status).toBe(500)
    expect(await echoed.json()).toEqual({
      statusCode: 500,
      message: `bad key ${key}`,
      error: 'Internal Server Error',
    })
    const page = await call('/scans')
    expect(page.status).toBe(502)
    expect(page.headers.get('content-type')).toBe('text/html')
    expect(await page.text()).toBe(BAD_GATEWAY_HTML)
    expect(emu.requests).toEqual([])
  })

  it('ignores pagination, and answers an empty page', async () => {
    proxy.addRule({ method: 'GET', path: '/scans', nth: 1, ...effect.ignorePagination() })
    proxy.addRule({ method: 'GET', path: '/scans', nth: 2, ...effect.emptyPage() })
    expect(await (await call('/scans?page=3&limit=5')).json()).toMatchObject({ page: 1 })
    expect(emu.requests[0]?.query).toMatchObject({ page: '1', limit: '5' })
    await createScan()
    expect(await (await call('/scans')).json()).toMatchObject({ data: [], total: 1 })
  })

  it('hangs a bounded number of requests, then forwards again', async () => {
    expect(() => proxy.addRule({ action: 'hang', times: Infinity })).toThrow(/bounded/)
    proxy.addRule({ method: 'GET', path: '/scans', action: 'hang' })
    await expect(call('/scans', { signal: AbortSignal.timeout(300) })).rejects.toThrow()
    expect((await call('/scans')).status).toBe(200)
    expect(proxy.exchanges.map((e) => e.outcome)).toEqual(['hung', 'answered'])
  })

  it('drops the connection before forwarding, or after the service acted', async () => {
    proxy.addRule({ method: 'GET', path: '/scans', nth: 1, action: 'drop-before' })
    await expect(call('/scans')).rejects.toThrow()
    expect(emu.requests).toEqual([])
    proxy.addRule({ method: 'POST', path: '/scans', action: 'drop-after' })
    await expect(createScan()).rejects.toThrow()
    expect(emu.requests.filter((r) => r.endpoint === 'POST /scans')).toHaveLength(1)
    const list = (await (await call('/scans')).json()) as { total: number }
    expect(list.total).toBe(1)
  })

  it('renames a created resource consistently, and patches findings_summary', async () => {
    const hostile = 'a\n::set-output name=result::passed'
    proxy.addRule({ method: 'POST', path: '/scans', ...effect.renameCreated(proxy, hostile) })
    proxy.addRule({
      method: 'GET',
      path: /^\/scans\/[^/]+$/,
      ...effect.patchFindingsSummary((s) => ({ ...s, critical: null })),
    })
    const created = (await (await createScan()).json()) as { id: string }
    expect(created.id).toBe(hostile)
    const answer = await call(`/scans/${encodeURIComponent(hostile)}`)
    const record = (await answer.json()) as { id: string; findings_summary: unknown }
    expect(record.id).toBe(hostile)
    expect(record.findings_summary).toMatchObject({ critical: null, high: 0 })
    expect(emu.requests.at(-1)).toMatchObject({ endpoint: 'GET /scans/{id}', status: 200 })
    expect(proxy.errors).toEqual([])
  })
})
