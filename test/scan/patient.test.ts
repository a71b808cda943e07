import { describe, expect, it, vi } from 'vitest'
import { readPatiently, RESULTS_RETRY_MS } from '../../src/scan/patient.js'
import { createVirtualClock } from '../../testkit/fakes/clock.js'
import { makeServiceError } from '../support/service.js'
import { recordingLog } from '../../testkit/fakes/log.js'

function deps() {
  return { clock: createVirtualClock(), log: recordingLog() }
}
const deadlineIn = (d: ReturnType<typeof deps>, ms: number) => ({
  atMs: d.clock.now() + ms,
  name: 'scan-timeout (1h)',
})

describe('readPatiently', () => {
  it('goes on through transient failures, 15 s apart, until the read gets through', async () => {
    const d = deps()
    const read = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(makeServiceError('http', 503, 'GET /findings'))
      .mockRejectedValueOnce(makeServiceError('network', undefined, 'GET /findings'))
      .mockRejectedValueOnce(makeServiceError('timeout', undefined, 'GET /findings'))
      .mockResolvedValue('findings')
    expect(await readPatiently(d, deadlineIn(d, 600_000), 'the findings', read)).toBe('findings')
    expect(d.clock.sleeps).toEqual([RESULTS_RETRY_MS, RESULTS_RETRY_MS, RESULTS_RETRY_MS])
    // Said once (the failures came within a minute), with what is going on.
    expect(d.log.at('warning')).toEqual([
      'Could not read the findings (GET /findings failed (http 503)); the scan is done and paid for, so this job tries again until scan-timeout (1h) (10m 00s left)',
    ])
  })

  it('stops at the deadline with the last error', async () => {
    const d = deps()
    const failure = makeServiceError('http', 502, 'GET /findings')
    const read = vi.fn(() => Promise.reject(failure))
    await expect(readPatiently(d, deadlineIn(d, 40_000), 'the findings', read)).rejects.toBe(
      failure,
    )
    // 15, 15 and the 10 s left: tries at 0, 15, 30 and 40 s.
    expect(d.clock.sleeps).toEqual([15_000, 15_000, 10_000])
    expect(read).toHaveBeenCalledTimes(4)
  })

  it('does not wait on what waiting cannot fix, nor on a 429 the client already waited out', async () => {
    for (const failure of [
      makeServiceError('http', 401, 'GET /findings'),
      makeServiceError('contract', 200, 'GET /findings'),
      makeServiceError('rate-limited', 429, 'GET /findings'),
      new TypeError('bug'),
    ]) {
      const d = deps()
      const read = vi.fn(() => Promise.reject(failure))
      await expect(readPatiently(d, deadlineIn(d, 600_000), 'x', read)).rejects.toBe(failure)
      expect(read).toHaveBeenCalledTimes(1)
    }
  })
})
