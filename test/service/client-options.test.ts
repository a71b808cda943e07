import { describe, expect, it } from 'vitest'
import { makeClient, service } from './helpers.js'
import { SCAN_ID } from '../../testkit/ids.js'
import { scanRecord } from '../support/service.js'

describe('query validation', () => {
  it.each([0, 101, 1.5])('rejects limit %s naming the parameter and the range', async (limit) => {
    const { client } = makeClient()
    await expect(client.listFindings({ limit })).rejects.toThrow(
      new RangeError(`limit must be an integer from 1 to 100 (got ${limit})`),
    )
  })

  it('rejects page 0, a bad sort_order and a sort_by of another endpoint', async () => {
    const { client } = makeClient()
    await expect(client.listScans({ page: 0 })).rejects.toThrow(
      'page must be an integer of at least 1',
    )
    await expect(client.listScans({ sort_order: 'asc' as 'ASC' })).rejects.toThrow(
      'sort_order must be one of ASC, DESC (got "asc")',
    )
    await expect(client.listScans({ sort_by: 'severity' as 'status' })).rejects.toThrow(
      'sort_by must be one of created_at, updated_at, status',
    )
    await expect(client.listFindings({ sort_by: 'status' as 'severity' })).rejects.toThrow(
      'sort_by must be one of found_at, updated_at, severity',
    )
    await expect(client.listScans({ limit: 500 })).rejects.toThrow(RangeError)
  })
})

describe('ServiceClient options', () => {
  it('keeps /v1 whether or not the base URL ends in a slash', async () => {
    for (const baseUrl of ['https://scan.example.test/v1', 'https://scan.example.test/v1/']) {
      const { client } = makeClient({ baseUrl })
      const scope = service().get(`/v1/scans/${SCAN_ID}`).reply(200, scanRecord())
      await client.getScan(SCAN_ID)
      expect(scope.isDone()).toBe(true)
    }
  })

  it('rejects a bad base URL, an empty key and out-of-range settings', () => {
    expect(() => makeClient({ baseUrl: 'http://scan.example.test/v1' })).toThrow('https')
    expect(() => makeClient({ baseUrl: 'https://scan.example.test/api' })).toThrow('/v1')
    expect(() => makeClient({ apiKey: '  ' })).toThrow('the API key is empty')
    expect(() => makeClient({ maxRequestsPerMinute: 101 })).toThrow(
      'maxRequestsPerMinute must be an integer from 1 to 100',
    )
    expect(() => makeClient({ maxRetries: -1 })).toThrow('maxRetries must be an integer')
    expect(() => makeClient({ requestTimeoutMs: 0 })).toThrow('requestTimeoutMs must be')
  })
})
