import nock from 'nock'
import type { IncomingHttpHeaders } from 'node:http'
import { describe, expect, it } from 'vitest'
import { API_KEY, ESTIMATION_ID, SCAN_ID } from '../../testkit/ids.js'
import { estimationRecord, scanRecord } from '../support/service.js'
import { makeClient, service } from './helpers.js'

/** Records the headers and body of each request a nock interceptor answers. */
function recorder() {
  const seen: { headers: IncomingHttpHeaders; body: unknown }[] = []
  return {
    seen,
    reply: (status: number, payload: unknown) =>
      function (this: { req: { headers: IncomingHttpHeaders } }, _uri: string, body: unknown) {
        seen.push({ headers: this.req.headers, body })
        return [status, payload] as [number, unknown]
      },
  }
}

describe('ServiceClient operations', () => {
  it('createEstimation posts the repos with the key and parses the record', async () => {
    const { client } = makeClient()
    const r = recorder()
    const body = {
      name: 'PR #7',
      repos: [
        { source: 'connected' as const, repo_url: 'https://github.com/o/r', branch: 'main' },
        { source: 'public' as const, repo_url: 'https://github.com/p/q', branch: 'dev' },
        { source: 'upload' as const, archive_id: 'arc-1' },
      ],
    }
    const scope = service()
      .post('/v1/cost-estimations', body)
      .reply(r.reply(201, estimationRecord({ status: 'pending', extra_field: { x: 1 } })))
    const estimation = await client.createEstimation(body)
    expect(scope.isDone()).toBe(true)
    expect(estimation.status).toBe('pending')
    expect(estimation.repo_results?.[0]?.applications?.[0]?.app_root_path).toBe('services/api')
    expect(estimation.extra_field).toEqual({ x: 1 })
    const headers = r.seen[0]!.headers
    expect(headers['x-api-key']).toBe(API_KEY)
    expect(headers['content-type']).toBe('application/json')
    expect(headers.accept).toBe('application/json')
    expect(headers['user-agent']).toContain('security-scan-action')
  })

  it('getEstimation reads one record, URL-encoding the id, and refuses an id that is not one', async () => {
    const { client } = makeClient()
    service()
      .get('/v1/cost-estimations/a%2Fb%3Fc')
      .reply(200, estimationRecord({ id: 'a1b2', status: 'partial', total_credits: null }))
    const estimation = await client.getEstimation('a/b?c')
    expect(estimation.id).toBe('a1b2')
    expect(estimation.total_credits).toBeNull()
    service()
      .get('/v1/cost-estimations/e1')
      .reply(200, estimationRecord({ id: 'e1\n::set-output name=x::y', status: 'completed' }))
    await expect(client.getEstimation('e1')).rejects.toThrow(
      'field "id" is invalid (not an id (1-128 letters, digits or ._:- characters))',
    )
  })

  it('rejects an empty or dot-segment id before sending anything', async () => {
    const { client } = makeClient()
    await expect(client.getScan('')).rejects.toThrow(RangeError)
    await expect(client.getScanStatus('..')).rejects.toThrow('scan id must be a non-empty id')
    await expect(client.addFindingComment('.', 'x')).rejects.toThrow('finding id')
  })

  it('createScan posts the request and normalizes id or scan_id to { id, record }', async () => {
    const { client } = makeClient()
    const body = {
      cost_estimation_id: ESTIMATION_ID,
      scan_type: 'pr' as const,
      repo_url: 'https://github.com/o/r',
      branch: 'feature',
      pr_number: 7,
      name: 'PR #7',
    }
    const r = recorder()
    service()
      .post('/v1/scans', body)
      .reply(r.reply(201, { scan_id: SCAN_ID, status: 'queued' }))
    service().post('/v1/scans').reply(201, scanRecord())
    await expect(client.createScan(body)).resolves.toEqual({
      id: SCAN_ID,
      record: { scan_id: SCAN_ID, status: 'queued' },
    })
    expect(r.seen[0]!.headers['x-api-key']).toBe(API_KEY)
    const second = await client.createScan(body)
    expect(second.id).toBe(SCAN_ID)
    expect(second.record.findings_summary).toEqual(scanRecord().findings_summary)
  })

  it('listScans sends the filters and returns the page', async () => {
    const { client } = makeClient()
    service()
      .get('/v1/scans')
      .query({
        page: '2',
        limit: '10',
        status: 'completed',
        sort_by: 'updated_at',
        sort_order: 'ASC',
      })
      .reply(200, { data: [scanRecord()], total: 11, page: 2, limit: 10 })
    const page = await client.listScans({
      page: 2,
      limit: 10,
      status: 'completed',
      sort_by: 'updated_at',
      sort_order: 'ASC',
    })
    expect(page).toMatchObject({ total: 11, page: 2, limit: 10 })
    expect(page.data[0]?.findings_summary?.high).toBe(1)
  })

  it('getScan and getScanStatus parse their records', async () => {
    const { client } = makeClient()
    service()
      .get(`/v1/scans/${SCAN_ID}`)
      .reply(200, scanRecord({ status: 'completed' }))
    service()
      .get(`/v1/scans/${SCAN_ID}/status`)
      .reply(200, { status: 'running', progress: 40, stage: 'analysis', message: null })
    expect((await client.getScan(SCAN_ID)).status).toBe('completed')
    await expect(client.getScanStatus(SCAN_ID)).resolves.toEqual({
      status: 'running',
      progress: 40,
      stage: 'analysis',
      message: null,
    })
  })

  it('listFindings normalizes findings, and refuses a page with entries that are not', async () => {
    const { client } = makeClient()
    const finding = {
      id: 'f1',
      title: 'SQL injection',
      severity: 'HIGH',
      location: { path: 'src/a.ts', line_start: 3 },
    }
    const reply = (data: unknown[]) => ({ data, total: data.length, page: 1, limit: 50 })
    service()
      .get('/v1/findings')
      .query({ scan_id: SCAN_ID, page: '1', limit: '50' })
      .reply(200, reply([finding, { title: 'No id' }]))
    const page = await client.listFindings({ scan_id: SCAN_ID, page: 1, limit: 50 })
    expect(page.total).toBe(2)
    expect(page.data).toEqual([
      { id: 'f1', title: 'SQL injection', severity: 'high', filePath: 'src/a.ts', lineStart: 3 },
      { id: '#2', title: 'No id', severity: 'info', unknownSeverity: '(none)' },
    ])
    // An entry that is not a finding could be one the counts leave out: not skipped quietly.
    service()
      .get('/v1/findings')
      .query({ scan_id: SCAN_ID, page: '1', limit: '50' })
      .reply(200, reply([finding, 'garbage']))
    await expect(client.listFindings({ scan_id: SCAN_ID, page: 1, limit: 50 })).rejects.toThrow(
      'GET /findings returned 1 list entries that are not finding objects',
    )
  })

  it('exportScanFindings reads JSON lines, asks for JSON first and redacts the key', async () => {
    const { client } = makeClient()
    const lines = [
      { id: 'f1', severity: 'HIGH', title: `leaks ${API_KEY}` },
      { id: 'f2', severity: 'low', title: 'Missing header' },
    ]
    service()
      .get(`/v1/scans/${SCAN_ID}/findings/export`)
      .matchHeader('x-api-key', API_KEY)
      .matchHeader('accept', /^application\/json, application\/x-ndjson/)
      .reply(200, lines.map((l) => JSON.stringify(l)).join('\n'), {
        'content-type': 'application/x-ndjson',
      })
    const exported = await client.exportScanFindings(SCAN_ID)
    expect(exported).toMatchObject({ ok: true, format: 'json-lines' })
    if (!exported.ok) return
    expect(exported.findings.map((f) => [f.id, f.severity])).toEqual([
      ['f1', 'high'],
      ['f2', 'low'],
    ])
    expect(JSON.stringify(exported.findings)).not.toContain(API_KEY)
  })

  it("exportScanFindings gives a failing export one retry, not the client's four", async () => {
    // Backoff waits pass at once; the per-attempt timeout (minutes) never fires.
    let now = 0
    const clock = {
      now: () => now,
      sleep: (ms: number) => {
        if (ms >= 60_000) return new Promise<void>(() => undefined)
        now += ms
        return Promise.resolve()
      },
    }
    const { client } = makeClient({ clock })
    const scope = service()
      .get(`/v1/scans/${SCAN_ID}/findings/export`)
      .times(2)
      .reply(503, { message: 'busy' })
    await expect(client.exportScanFindings(SCAN_ID)).rejects.toThrow('503')
    expect(scope.isDone()).toBe(true)
    expect(nock.pendingMocks()).toEqual([])
  })

  it('exportScanFindings says why it cannot read a CSV export', async () => {
    const { client } = makeClient()
    service()
      .get(`/v1/scans/${SCAN_ID}/findings/export`)
      .reply(200, 'id,title\nf1,SQLi\n', { 'content-type': 'text/csv' })
    await expect(client.exportScanFindings(SCAN_ID)).resolves.toEqual({
      ok: false,
      why: 'neither JSON nor JSON lines',
    })
  })

  it('listFindings sends every filter', async () => {
    const { client } = makeClient()
    service()
      .get('/v1/findings')
      .query({
        severity: 'critical',
        state: 'open',
        scan_id: SCAN_ID,
        page: '3',
        limit: '100',
        sort_by: 'severity',
        sort_order: 'DESC',
      })
      .reply(200, { data: [{ id: 'f9', severity: 'critical' }], total: 201, page: 3, limit: 100 })
    const page = await client.listFindings({
      severity: 'critical',
      state: 'open',
      scan_id: SCAN_ID,
      page: 3,
      limit: 100,
      sort_by: 'severity',
      sort_order: 'DESC',
    })
    expect(page.data[0]).toMatchObject({ id: 'f9', severity: 'critical' })
  })

  it('addFindingComment posts the comment and returns comment_id', async () => {
    const { client } = makeClient()
    const r = recorder()
    service()
      .post('/v1/findings/f%201/comments', { comment: 'Fixed in #7' })
      .reply(r.reply(201, { comment_id: 'c-1' }))
    await expect(client.addFindingComment('f 1', 'Fixed in #7')).resolves.toEqual({
      comment_id: 'c-1',
    })
    expect(r.seen[0]!.headers['x-api-key']).toBe(API_KEY)
  })

  it('without a key: asks for verdicts, and refuses every other call before sending it', async () => {
    const { client } = makeClient({ apiKey: undefined })
    const r = recorder()
    const packages = [{ package: 'left-pad', version: '1.3.0' }]
    const scope = service()
      .post('/v1/hfw/verdicts/batch', { packages })
      .reply(r.reply(200, { status: 'ok', verdicts: [], errors: [] }))
    await client.getDependencyVerdicts(packages)
    expect(scope.isDone()).toBe(true)
    expect(r.seen[0]!.headers).not.toHaveProperty('x-api-key')
    // Nothing is intercepted for these: a request sent would fail on nock's disabled network.
    await expect(client.getScan(SCAN_ID)).rejects.toThrow(
      'GET /scans/{id} needs the API key, and this run has none',
    )
    await expect(client.createEstimation({ repos: [] })).rejects.toThrow(
      'POST /cost-estimations needs the API key, and this run has none',
    )
    expect(nock.pendingMocks()).toEqual([])
  })

  it('getDependencyVerdicts posts the packages without the API key', async () => {
    const { client } = makeClient()
    const r = recorder()
    const packages = [{ package: 'left-pad', version: '1.3.0' }]
    service()
      .post('/v1/hfw/verdicts/batch', { packages })
      .reply(
        r.reply(200, {
          status: 'ok',
          verdicts: [{ package: 'left-pad', version: '1.3.0', level: 'clean', ecosystem: 'npm' }],
          errors: [{ package: 'x', message: 'unknown package' }],
        }),
      )
    const batch = await client.getDependencyVerdicts(packages)
    expect(batch.verdicts[0]?.level).toBe('clean')
    expect(batch.errors[0]?.message).toBe('unknown package')
    expect(r.seen[0]!.headers).not.toHaveProperty('x-api-key')
    expect(JSON.stringify(r.seen[0]!.headers)).not.toContain(API_KEY)
  })
})
