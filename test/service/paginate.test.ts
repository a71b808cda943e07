import { describe, expect, it } from 'vitest'
import { ServiceError } from '../../src/service/errors.js'
import { MAX_PAGES, paginateOffsets, paginatePages } from '../../src/service/paginate.js'
import { estimationRecord, scanRecord } from '../support/service.js'
import { makeClient, service } from './helpers.js'
import { SCAN_ID } from '../../testkit/ids.js'

function findings(from: number, count: number) {
  return Array.from({ length: count }, (_, i) => ({ id: `f${from + i}`, severity: 'low' }))
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = []
  for await (const item of iterable) items.push(item)
  return items
}

describe('page-based lists', () => {
  it('walks every page of findings with the largest page size and stops at total', async () => {
    const { client } = makeClient()
    const scope = service()
      .get('/v1/findings')
      .query({ scan_id: SCAN_ID, limit: '100', page: '1' })
      .reply(200, { data: findings(1, 100), total: 230, page: 1, limit: 100 })
      .get('/v1/findings')
      .query({ scan_id: SCAN_ID, limit: '100', page: '2' })
      .reply(200, { data: findings(101, 100), total: 230, page: 2, limit: 100 })
      .get('/v1/findings')
      .query({ scan_id: SCAN_ID, limit: '100', page: '3' })
      .reply(200, { data: findings(201, 30), total: 230, page: 3, limit: 100 })
    const all = await collect(client.iterateFindings({ scan_id: SCAN_ID }))
    expect(all.map((f) => f.id)).toEqual(findings(1, 230).map((f) => f.id))
    expect(scope.isDone()).toBe(true)
  })

  it('fails on an empty page before the total, saying how much was read', async () => {
    const { client } = makeClient()
    service()
      .get('/v1/scans')
      .query({ limit: '2', page: '1', status: 'completed' })
      .reply(200, {
        data: [scanRecord({ id: 'a' }), scanRecord({ id: 'b' })],
        total: 9,
        page: 1,
        limit: 2,
      })
      .get('/v1/scans')
      .query({ limit: '2', page: '2', status: 'completed' })
      .reply(200, { data: [], total: 9, page: 2, limit: 2 })
    await expect(collect(client.iterateScans({ limit: 2, status: 'completed' }))).rejects.toThrow(
      'GET /scans returned an empty page 2 with 2 of the 9 items announced read',
    )
  })

  it('fails instead of looping when the service answers another page than asked', async () => {
    const { client } = makeClient()
    service()
      .get('/v1/findings')
      .query(true)
      .times(2)
      .reply(200, { data: findings(1, 2), total: 6, page: 1, limit: 2 })
    const error = await collect(client.iterateFindings({ limit: 2 })).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ServiceError)
    expect((error as ServiceError).kind).toBe('contract')
    expect((error as ServiceError).message).toMatch(
      /^GET \/findings returned page 1 when asked for page 2 \(the list ignores its paging parameters\)/,
    )
  })

  it('fails when a page brings nothing new even though page is echoed', async () => {
    const { client } = makeClient()
    service()
      .get(`/v1/scans`)
      .query({ limit: '2', page: '1' })
      .reply(200, { data: [scanRecord()], total: 5, page: 1, limit: 2 })
      .get(`/v1/scans`)
      .query({ limit: '2', page: '2' })
      .reply(200, { data: [scanRecord()], total: 5, page: 2, limit: 2 })
    await expect(collect(client.iterateScans({ limit: 2 }))).rejects.toThrow(
      'GET /scans returned only items already read for page 2 (the list ignores its paging parameters)',
    )
  })
})

describe('the offset-based estimation list', () => {
  it('walks by offset until total', async () => {
    const { client } = makeClient()
    const scope = service()
      .get('/v1/cost-estimations')
      .query({ limit: '2', offset: '0' })
      .reply(200, {
        data: [estimationRecord({ id: 'e1' }), estimationRecord({ id: 'e2' })],
        total: 3,
      })
      .get('/v1/cost-estimations')
      .query({ limit: '2', offset: '2' })
      .reply(200, { data: [estimationRecord({ id: 'e3' })], total: 3 })
    const all = await collect(client.iterateEstimations({ limit: 2 }))
    expect(all.map((e) => e.id)).toEqual(['e1', 'e2', 'e3'])
    expect(scope.isDone()).toBe(true)
  })

  it('fails on an empty slice before the total, and on a repeated one', async () => {
    const { client } = makeClient()
    service()
      .get('/v1/cost-estimations')
      .query({ limit: '100', offset: '0' })
      .reply(200, { data: [], total: 4 })
    await expect(collect(client.iterateEstimations())).rejects.toThrow(
      'GET /cost-estimations returned an empty offset 0 with 0 of the 4 items announced read',
    )
    service()
      .get('/v1/cost-estimations')
      .query({ limit: '100', offset: '0' })
      .reply(200, { data: [], total: 0 })
    expect(await collect(client.iterateEstimations())).toEqual([])
    service()
      .get('/v1/cost-estimations')
      .query(true)
      .times(2)
      .reply(200, { data: [estimationRecord()], total: 4 })
    await expect(collect(client.iterateEstimations())).rejects.toThrow(
      'GET /cost-estimations returned only items already read for offset 1',
    )
  })
})

describe('the endless-list guard', () => {
  it('gives up after MAX_PAGES pages of a list whose total keeps growing', async () => {
    let calls = 0
    const pages = paginatePages(
      (page) => {
        calls++
        return Promise.resolve({ data: [page], total: page * 10, page, limit: 1 })
      },
      { method: 'GET', endpoint: 'GET /findings' },
    )
    await expect(collect(pages)).rejects.toThrow(
      `GET /findings returned more than ${MAX_PAGES} pages without reaching the total it announced`,
    )
    expect(calls).toBe(MAX_PAGES)
  })

  it('does the same for offset lists', async () => {
    const chunks = paginateOffsets(
      (offset) => Promise.resolve({ data: [offset], total: offset + 10 }),
      { method: 'GET', endpoint: 'GET /cost-estimations' },
    )
    await expect(collect(chunks)).rejects.toThrow(`more than ${MAX_PAGES} pages`)
  })
})
