import { describe, expect, it } from 'vitest'
import { CONTRACT_HINT } from '../../src/service/errors.js'
import { expectNoKey, readEveryPage, useWorld } from './helpers.js'
import { REPO_URL } from '../../testkit/ids.js'

const world = useWorld()

/** A 200 answer the emulator sends instead of the real one, e.g. a record with a field left out. */
function answerOnceWith(method: string, path: RegExp, body: unknown, status = 200): void {
  world.emu.faults.add({ kind: 'status', status, method, path, body })
}

describe('answers that break the contract', () => {
  it('fails clearly on a truncated JSON body, without retrying', async () => {
    world.emu.faults.add({ kind: 'malformed', method: 'GET', path: '/scans' })
    const error = await world.catchServiceError(world.client.listScans())
    expect(error).toMatchObject({ kind: 'contract', status: 200, endpoint: 'GET /scans' })
    expect(error.message).toContain('GET /scans returned a body that is not JSON ("{"data": [{"id"')
    expect(error.hint).toBe(CONTRACT_HINT)
    expect(world.requests('GET /scans')).toHaveLength(1)
    await expect(world.client.listScans()).resolves.toMatchObject({ total: 0 })
  })

  it('names the missing required field of an estimation record', async () => {
    const estimation = await world.createFinishedEstimation()
    const { status: _status, ...withoutStatus } = estimation
    answerOnceWith('GET', /^\/cost-estimations\/[^/]+$/, withoutStatus)
    const error = await world.catchServiceError(world.client.getEstimation(estimation.id))
    expect(error.kind).toBe('contract')
    expect(error.message).toContain(
      'GET /cost-estimations/{id} returned a response without the required field "status"',
    )
    // The real record still reads fine.
    await expect(world.client.getEstimation(estimation.id)).resolves.toMatchObject({
      status: 'completed',
    })
  })

  it('names a nested field with an unexpected enum value', async () => {
    const estimation = await world.createFinishedEstimation()
    const broken = {
      ...estimation,
      repo_results: [{ ...estimation.repo_results?.[0], status: 'skipped' }],
    }
    answerOnceWith('GET', /^\/cost-estimations\/[^/]+$/, broken)
    const error = await world.catchServiceError(world.client.getEstimation(estimation.id))
    expect(error.message).toContain(
      'whose field "repo_results[0].status" has an unexpected value "skipped" (expected completed or failed)',
    )
  })

  it('names a missing status in the scan status answer', async () => {
    const { id } = await world.startScan()
    answerOnceWith('GET', /\/status$/, { progress: 50, stage: 'analysis' })
    const error = await world.catchServiceError(world.client.getScanStatus(id))
    expect(error).toMatchObject({ kind: 'contract', endpoint: 'GET /scans/{id}/status' })
    expect(error.message).toContain('without the required field "status"')
  })

  it('fails when a created scan comes back without id or scan_id', async () => {
    const estimation = await world.createFinishedEstimation()
    answerOnceWith('POST', /^\/scans$/, { status: 'queued' }, 201)
    const error = await world.catchServiceError(
      world.client.createScan({
        cost_estimation_id: estimation.id,
        scan_type: 'full',
        repo_url: REPO_URL,
      }),
    )
    expect(error).toMatchObject({ kind: 'contract', status: 201, endpoint: 'POST /scans' })
    expect(error.message).toContain('without the required field "id" (or "scan_id")')
  })

  it('fails when a findings page carries a total that is not a number', async () => {
    answerOnceWith('GET', /^\/findings$/, { data: [], total: '7', page: 1, limit: 15 })
    const error = await world.catchServiceError(world.client.listFindings())
    expect(error.message).toContain('whose field "total" is "7" (expected a number)')
  })

  it('stops paging when the service ignores the page parameter', async () => {
    await world.startScan()
    await world.startScan()
    const first = await world.client.listScans({ page: 1, limit: 1 })
    // Page 2 answers page 1 again, as a service that dropped the parameter would.
    world.emu.faults.add({ kind: 'status', status: 200, path: /^\/scans$/, body: first, skip: 1 })
    const { items, end } = await readEveryPage(1, (paging) => world.client.listScans(paging))
    expect(end).toEqual({ reason: 'repeated', page: 2, read: 1 })
    expect(items.map((scan) => scan.id)).toEqual([first.data[0]?.id, first.data[0]?.id])
    expect(world.requests('GET /scans').map((r) => r.query.page)).toEqual(['1', '1', '2'])
  })
})

describe('error answers that are not JSON', () => {
  it('names the status and a clean excerpt of a gateway page, and does not retry a scan start', async () => {
    const estimation = await world.createFinishedEstimation()
    world.emu.faults.add({
      kind: 'status',
      status: 502,
      html: true,
      method: 'POST',
      path: '/scans',
    })
    const error = await world.catchServiceError(
      world.client.createScan({
        cost_estimation_id: estimation.id,
        scan_type: 'full',
        repo_url: REPO_URL,
      }),
    )
    expect(error).toMatchObject({ kind: 'http', status: 502 })
    expect(error.message).toContain(
      '(response is not JSON: "502 Bad Gateway 502 Bad Gateway nginx")',
    )
    expect(error.message).not.toMatch(/[<>\r\n]/)
    expect(error.hint).toContain('it was not retried automatically')
    expect(world.requests('POST /scans')).toHaveLength(1)
  })
})

describe('the API key never appears in an error', () => {
  it('redacts a key the service echoes in a JSON message', async () => {
    const key = world.key
    answerOnceWith(
      'GET',
      /^\/scans$/,
      {
        statusCode: 400,
        message: [`X-Api-Key ${key} is not allowed here`, `try again (${encodeURIComponent(key)})`],
        error: 'Bad Request',
      },
      400,
    )
    const error = await world.catchServiceError(world.client.listScans())
    expect(error.serviceMessage).toBe('X-Api-Key *** is not allowed here; try again (***)')
    expectNoKey(error, key)
  })

  it('redacts a key echoed in a gateway page and in a field of a broken record', async () => {
    const key = world.key
    world.emu.faults.add({
      kind: 'status',
      status: 500,
      method: 'POST',
      path: '/findings/x/comments',
      body: `<html><body><pre>request headers: x-api-key: ${key}</pre></body></html>`,
    })
    const echoed = await world.catchServiceError(world.client.addFindingComment('x', 'hello'))
    expect(echoed.message).toContain('x-api-key: ***')
    expectNoKey(echoed, key)

    const { id } = await world.startScan()
    answerOnceWith('GET', /\/status$/, { status: 7, message: key })
    const broken = await world.catchServiceError(world.client.getScanStatus(id))
    expect(broken.kind).toBe('contract')
    expectNoKey(broken, key)

    answerOnceWith('GET', /^\/scans$/, { data: key, total: 1, page: 1, limit: 15 })
    const list = await world.catchServiceError(world.client.listScans())
    expect(list.message).toContain('whose field "data" is "***"')
    expectNoKey(list, key)
  })
})
