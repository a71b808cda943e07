import { describe, expect, it } from 'vitest'
import type { RequestOptions, ServiceClient } from '../../src/service/client.js'
import type { Scan } from '../../src/service/schemas.js'
import type { ShardPlan, SweepInputs } from '../../src/sweep/model.js'
import { recheckFollows } from '../../src/sweep/shard/steps.js'
import { createVirtualClock, VIRTUAL_START_MS } from '../../testkit/fakes/clock.js'
import { recordingLog } from '../../testkit/fakes/log.js'
import { makeServiceError } from '../support/service.js'
import { makeSweepConfig, sweepRepository } from './helpers.js'

/**
 * recheckFollows: on a re-run, the plan's scans to follow are read again by id, and a repository
 * whose scan failed or is gone is scanned again; the service answers each id as `answers` says.
 */
function setUp(answers: Record<string, string | Error>, options: { aborted?: boolean } = {}) {
  const clock = createVirtualClock()
  const log = recordingLog()
  const asked: Array<{ id: string; options: RequestOptions | undefined }> = []
  const client = {
    getScan: (id: string, o?: RequestOptions): Promise<Scan> => {
      asked.push({ id, options: o })
      const answer = answers[id]
      if (answer instanceof Error) return Promise.reject(answer)
      return Promise.resolve({ id, status: answer ?? 'running' })
    },
  } as unknown as ServiceClient
  const controller = new AbortController()
  if (options.aborted === true) controller.abort()
  const inputs = (runAttempt: number): SweepInputs => ({
    deps: { client, clock, log, signal: controller.signal },
    config: makeSweepConfig(),
    serverUrl: 'https://github.com',
    runAttempt,
  })
  return { clock, log, asked, inputs }
}

function shardOf(ids: string[], startUntilMs = VIRTUAL_START_MS + 3_600_000): ShardPlan {
  return {
    repositories: ids.map((id, i) => ({
      repository: sweepRepository(`acme/r${i}`),
      action: 'follow' as const,
      scan: { id, status: 'running', name: `acme/r${i} main @ ${'a'.repeat(40)}` },
    })),
    planCreatedAtMs: VIRTUAL_START_MS - 60_000,
    startUntilMs,
    endByMs: startUntilMs + 3_600_000,
    budget: 'time-budget (5h)',
  }
}

describe('recheckFollows', () => {
  it('scans again, on a re-run, what failed or is gone, and follows the rest as planned', async () => {
    const { log, asked, inputs } = setUp({
      failed: 'failed',
      gone: makeServiceError('http', 404, 'GET /scans/{id}'),
      unreadable: makeServiceError('http', 503, 'GET /scans/{id}'),
      done: 'completed',
    })
    const shard = shardOf(['failed', 'gone', 'unreadable', 'done', 'running'])
    const rechecked = await recheckFollows(inputs(2), shard)
    expect(rechecked.repositories.map((r) => [r.action, r.rescan])).toEqual([
      ['scan', true],
      ['scan', true],
      ['follow', undefined],
      ['follow', undefined],
      ['follow', undefined],
    ])
    // Within the time to start scans: a busy key does not hold the shard past it.
    expect(asked.map((a) => a.options?.deadline?.atMs)).toEqual(
      new Array(5).fill(shard.startUntilMs),
    )
    expect(log.at('info')).toEqual([
      'Scanned again: acme/r0, whose scan failed the plan gave to follow, ended failed',
      'Scanned again: acme/r1, whose scan gone the plan gave to follow, is gone',
    ])
  })

  it('reads nothing on a first attempt, when cancelled, or past the time to start scans', async () => {
    const first = setUp({ a: 'failed' })
    const shard = shardOf(['a'])
    expect(await recheckFollows(first.inputs(1), shard)).toBe(shard)
    const cancelled = setUp({ a: 'failed' }, { aborted: true })
    expect((await recheckFollows(cancelled.inputs(2), shard)).repositories[0]?.action).toBe(
      'follow',
    )
    const late = setUp({ a: 'failed' })
    late.clock.advance(2 * 3_600_000)
    expect((await recheckFollows(late.inputs(2), shard)).repositories[0]?.action).toBe('follow')
    expect([...first.asked, ...cancelled.asked, ...late.asked]).toEqual([])
  })

  it('never lets a name from the plan start a log line', async () => {
    const { log, inputs } = setUp({ a: 'failed' })
    const shard = shardOf(['a'])
    shard.repositories[0]!.repository = sweepRepository('::error::x/y')
    await recheckFollows(inputs(2), shard)
    expect(log.at('info')[0]).toMatch(/^Scanned again: /)
  })
})
