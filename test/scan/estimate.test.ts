import { describe, expect, it, vi } from 'vitest'
import { buildEstimationRequest, estimateCost } from '../../src/scan/estimate.js'
import type { EstimationOutcome } from '../../src/scan/estimate.js'
import { type StepDeps } from '../../src/scan/step-deps.js'
import type { CostEstimation, CreateEstimationRequest } from '../../src/service/schemas.js'
import { createVirtualClock } from '../../testkit/fakes/clock.js'
import { ESTIMATION_ID } from '../../testkit/ids.js'
import { makeConfig, makeTarget } from '../../testkit/builders/config.js'
import { makeEstimation, makeServiceError, stubClient } from '../support/service.js'
import { recordingLog, type RecordingLog } from '../../testkit/fakes/log.js'

/** A client whose estimation reads `statuses` in turn after creation (the last one forever). */
function estimationService(created: CostEstimation, later: CostEstimation[]) {
  const createEstimation = vi.fn((_body: CreateEstimationRequest) => Promise.resolve(created))
  let gets = 0
  const getEstimation = vi.fn((id: string) => {
    expect(id).toBe(created.id)
    const next = later[Math.min(gets, later.length - 1)]
    gets += 1
    return next ? Promise.resolve(next) : Promise.reject(new Error('no estimation planned'))
  })
  return {
    createEstimation,
    getEstimation,
    client: stubClient({ createEstimation, getEstimation }),
  }
}

function deps(client: StepDeps['client'], log: RecordingLog = recordingLog()): StepDeps {
  return { client, clock: createVirtualClock(), log, random: () => 0 }
}

const PENDING = makeEstimation({ status: 'pending', total_credits: null, repo_results: null })

/** The job was cancelled while PENDING was being polled: the outcome keeps it, and says so. */
function expectCancelledWhilePending(outcome: EstimationOutcome): void {
  expect(outcome).toMatchObject({ ok: false, reason: 'aborted', estimation: PENDING })
  expect(!outcome.ok && outcome.problem).toBe(
    `Cancelled while waiting for cost estimation ${ESTIMATION_ID} (pending)`,
  )
}

describe('buildEstimationRequest', () => {
  const target = makeTarget()

  it('asks for a connected repository, with the installation id only when configured', () => {
    expect(buildEstimationRequest(makeConfig(), target)).toEqual({
      name: target.name,
      repos: [{ source: 'connected', repo_url: target.repoUrl, branch: target.branch }],
    })
    expect(buildEstimationRequest(makeConfig({ githubInstallationId: 4242 }), target)).toEqual({
      name: target.name,
      repos: [
        {
          source: 'connected',
          repo_url: target.repoUrl,
          branch: target.branch,
          github_installation_id: 4242,
        },
      ],
    })
  })

  it('asks for a public repository by URL and branch', () => {
    expect(buildEstimationRequest(makeConfig({ source: 'public' }), target)).toEqual({
      name: target.name,
      repos: [{ source: 'public', repo_url: target.repoUrl, branch: target.branch }],
    })
  })

  it('asks for an upload by archive id alone', () => {
    const request = buildEstimationRequest(
      makeConfig({ source: 'upload', archiveId: 'arch-9' }),
      target,
    )
    expect(request).toEqual({
      name: target.name,
      repos: [{ source: 'upload', archive_id: 'arch-9' }],
    })
  })
})

describe('estimateCost', () => {
  it('polls a pending estimation until completed, reporting each record and the facts', async () => {
    const done = makeEstimation({
      triage_required: true,
      triage_fee_credits: 5,
      repo_results: [
        {
          repo_url: 'https://github.com/acme/webapp',
          status: 'completed',
          from_cache: true,
          applications: [
            { app_name: 'api', app_root_path: 'services/api' },
            { app_name: 'web', app_root_path: 'apps/web' },
          ],
          unsupported_languages: ['COBOL', 'Fortran'],
        },
      ],
    })
    const running = makeEstimation({ ...PENDING, status: 'running' })
    const service = estimationService(PENDING, [running, done])
    const log = recordingLog()
    const clock = createVirtualClock()
    const outcome = await estimateCost(
      { client: service.client, clock, log, random: () => 0 },
      makeConfig({ pollIntervalMs: 10_000 }),
      makeTarget(),
    )
    expect(outcome).toEqual({ ok: true, estimation: done })
    expect(log.lines).toContain(`info: Cost estimation ${ESTIMATION_ID} created (pending)`)
    expect(log.at('debug').filter((l) => l.startsWith(`estimation ${ESTIMATION_ID}:`))).toEqual([
      `estimation ${ESTIMATION_ID}: running`,
      `estimation ${ESTIMATION_ID}: completed`,
    ])
    expect(service.getEstimation).toHaveBeenCalledTimes(2)
    // The creation answer said "pending": the first look waits an interval too.
    expect(clock.sleeps).toEqual([10_000, 10_000])
    const summary = log.at('info').find((l) => l.includes(`${ESTIMATION_ID} completed`))
    expect(summary).toContain('12 credits')
    expect(summary).toContain('human triage required (+5 credits fee)')
    expect(summary).toContain('2 application(s) detected: api (services/api), web (apps/web)')
    expect(summary).toContain('1 of 1 repo(s) from cache')
    expect(log.at('warning')).toEqual([
      'Unsupported languages detected and not scanned: COBOL, Fortran',
    ])
  })

  it('does not poll an estimation that is already terminal when created', async () => {
    const service = estimationService(makeEstimation(), [])
    const outcome = await estimateCost(deps(service.client), makeConfig(), makeTarget())
    expect(outcome.ok).toBe(true)
    expect(service.getEstimation).not.toHaveBeenCalled()
  })

  it('accepts a partial estimation and warns about each failed repository', async () => {
    const partial = makeEstimation({
      status: 'partial',
      repo_results: [
        { repo_url: 'https://github.com/acme/webapp', status: 'completed', from_cache: false },
        {
          repo_url: 'https://github.com/acme/legacy',
          status: 'failed',
          from_cache: false,
          error: 'clone failed\n::error::injected',
        },
        {
          repo_url: 'https://github.com/acme/cobol',
          status: 'failed',
          from_cache: false,
          failure_reason: 'unsupported_language',
        },
      ],
    })
    const service = estimationService(PENDING, [partial])
    const log = recordingLog()
    const outcome = await estimateCost(deps(service.client, log), makeConfig(), makeTarget())
    expect(outcome).toEqual({ ok: true, estimation: partial })
    expect(log.at('warning')).toEqual([
      'Estimation failed for https://github.com/acme/legacy: clone failed : :error: :injected',
      'Estimation failed for https://github.com/acme/cobol: unsupported_language',
    ])
    for (const line of log.lines) expect(line).not.toMatch(/::/)
  })

  it('ends with the estimation error, sanitised for the log, when it failed', async () => {
    const failed = makeEstimation({
      status: 'failed',
      total_credits: null,
      error: 'Repository not accessible\n::add-mask::x',
    })
    const service = estimationService(PENDING, [failed])
    const outcome = await estimateCost(deps(service.client), makeConfig(), makeTarget())
    expect(outcome).toEqual({
      ok: false,
      reason: 'failed',
      estimation: failed,
      problem: `Cost estimation ${ESTIMATION_ID} failed: Repository not accessible : :add-mask: :x`,
    })
  })

  it('says the service gave no reason when a failed estimation has no error', async () => {
    const failed = makeEstimation({ status: 'failed', total_credits: null, error: null })
    const service = estimationService(failed, [])
    const outcome = await estimateCost(deps(service.client), makeConfig(), makeTarget())
    expect(outcome.ok).toBe(false)
    expect(!outcome.ok && outcome.problem).toContain('failed: the service gave no reason')
  })

  it('names estimation-timeout when the estimation is still running at the deadline', async () => {
    const running = makeEstimation({ ...PENDING, status: 'running' })
    const service = estimationService(PENDING, [running])
    const clock = createVirtualClock()
    const outcome = await estimateCost(
      { client: service.client, clock, log: recordingLog(), random: () => 0 },
      makeConfig({ pollIntervalMs: 15_000, estimationTimeoutMs: 60_000 }),
      makeTarget(),
    )
    expect(outcome).toMatchObject({ ok: false, reason: 'timeout', estimation: running })
    expect(!outcome.ok && outcome.problem).toBe(
      `Cost estimation ${ESTIMATION_ID} was still running after estimation-timeout (1m); re-run the job`,
    )
    // Looks at 15, 30, 45 and 60 s: the last one at the deadline.
    expect(service.getEstimation).toHaveBeenCalledTimes(4)
    expect(clock.sleeps).toEqual([15_000, 15_000, 15_000, 15_000])
  })

  it('reports a cancelled wait with the last status seen', async () => {
    const controller = new AbortController()
    const service = estimationService(PENDING, [PENDING])
    const clock = createVirtualClock()
    clock.onSleep = () => {
      controller.abort(new Error('received SIGTERM'))
    }
    const outcome = await estimateCost(
      { client: service.client, clock, log: recordingLog(), signal: controller.signal },
      makeConfig(),
      makeTarget(),
    )
    expectCancelledWhilePending(outcome)
  })

  it('refuses an estimation with no credits: a scan could not start from it', async () => {
    for (const total of [0, null]) {
      const empty = makeEstimation({ total_credits: total })
      const service = estimationService(empty, [])
      const outcome = await estimateCost(deps(service.client), makeConfig(), makeTarget())
      expect(outcome).toMatchObject({ ok: false, reason: 'failed', estimation: empty })
      expect(!outcome.ok && outcome.problem).toContain(
        `found nothing to scan (total credits ${total === 0 ? '0' : 'not set'})`,
      )
    }
  })

  it('returns the created record when a poll fails, so its id is never lost', async () => {
    const service = estimationService(PENDING, [])
    service.getEstimation.mockRejectedValue(new Error('connection reset'))
    const outcome = await estimateCost(deps(service.client), makeConfig(), makeTarget())
    expect(outcome).toEqual({
      ok: false,
      reason: 'failed',
      estimation: PENDING,
      problem: expect.stringContaining('connection reset'),
    })
  })

  it('names the estimation when the job is cancelled while a poll fails', async () => {
    const service = estimationService(PENDING, [])
    const controller = new AbortController()
    service.getEstimation.mockImplementation(() => {
      controller.abort()
      return Promise.reject(new Error('aborted'))
    })
    const outcome = await estimateCost(
      { ...deps(service.client), signal: controller.signal },
      makeConfig(),
      makeTarget(),
    )
    expectCancelledWhilePending(outcome)
  })

  it('sends the request built from the config with the signal and the estimation deadline', async () => {
    const signal = new AbortController().signal
    const service = estimationService(makeEstimation(), [])
    const target = makeTarget()
    const clock = createVirtualClock()
    await estimateCost(
      { client: service.client, clock, log: recordingLog(), signal },
      makeConfig({ source: 'public', estimationTimeoutMs: 300_000 }),
      target,
    )
    expect(service.createEstimation).toHaveBeenCalledWith(
      buildEstimationRequest(makeConfig({ source: 'public' }), target),
      { signal, deadline: { atMs: clock.now() + 300_000, name: 'estimation-timeout (5m)' } },
    )
  })

  it('polls without retrying a 429, and a refused poll only delays the estimation', async () => {
    const refused = makeServiceError('rate-limited', 429, 'GET /cost-estimations/{id}')
    const service = estimationService(PENDING, [makeEstimation()])
    service.getEstimation.mockRejectedValueOnce(refused)
    const clock = createVirtualClock()
    const outcome = await estimateCost(
      { client: service.client, clock, log: recordingLog(), random: () => 0 },
      makeConfig({ pollIntervalMs: 10_000 }),
      makeTarget(),
    )
    expect(outcome.ok).toBe(true)
    // 10 s to the first look (refused), twice as long to the next.
    expect(clock.sleeps).toEqual([10_000, 20_000])
    expect(service.getEstimation).toHaveBeenCalledWith(ESTIMATION_ID, {
      signal: undefined,
      deadline: { atMs: expect.any(Number), name: 'estimation-timeout (10m)' },
      retryRateLimited: false,
    })
  })
})
