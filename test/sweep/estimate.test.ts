import { describe, expect, it, vi } from 'vitest'
import { ServiceError } from '../../src/service/errors.js'
import type {
  CostEstimation,
  CreateEstimationRequest,
  RepoResult,
} from '../../src/service/schemas.js'
import {
  buildBatchRequest,
  estimateRepositories,
  judgeRepository,
  sizeAfterRefusal,
} from '../../src/sweep/estimate.js'
import type { SweepRepository } from '../../src/sweep/model.js'
import { makeEstimation, makeServiceError, stubClient } from '../support/service.js'
import { makeDeps, makeSweepConfig, manyRepositories, sweepRepository } from './helpers.js'

/** The service's 400 for a batch over its limit, as the client throws it. */
function refusal(serviceMessage: string, status = 400): ServiceError {
  return new ServiceError({
    kind: 'http',
    method: 'POST',
    endpoint: 'POST /cost-estimations',
    message: `POST /cost-estimations failed (${status}): ${serviceMessage}`,
    hint: 'a hint',
    status,
    serviceMessage,
  })
}

function resultOf(repository: SweepRepository, overrides: Partial<RepoResult> = {}): RepoResult {
  return {
    repo_url: repository.repoUrl,
    branch: repository.branch,
    commit_sha: `${repository.name}-sha`,
    status: 'completed',
    from_cache: false,
    credits: 10,
    ...overrides,
  }
}

/** A finished estimation of `batch`, every repository 10 credits unless `results` says. */
function estimationOf(
  id: string,
  batch: readonly SweepRepository[],
  overrides: Partial<CostEstimation> = {},
): CostEstimation {
  return makeEstimation({
    id,
    status: 'completed',
    repos: batch.map((r) => ({ source: 'connected', repo_url: r.repoUrl, branch: r.branch })),
    repo_results: batch.map((r) => resultOf(r)),
    total_credits: batch.length * 10,
    ...overrides,
  })
}

/** The repositories a creation request names, back as sweep repositories. */
function repositoriesOf(body: CreateEstimationRequest): SweepRepository[] {
  return body.repos.map((r) =>
    sweepRepository(
      'repo_url' in r ? r.repo_url.replace('https://github.com/', '') : '?',
      'branch' in r && typeof r.branch === 'string' ? r.branch : 'main',
    ),
  )
}

/**
 * A service that refuses a batch of more than `limit` repositories with a 400, and otherwise
 * answers a completed estimation at once.
 */
function limitedService(
  limit: number,
  message = `repos must contain no more than ${limit} elements`,
) {
  const sizes: number[] = []
  const createEstimation = vi.fn((body: CreateEstimationRequest) => {
    sizes.push(body.repos.length)
    if (body.repos.length > limit) return Promise.reject(refusal(message))
    return Promise.resolve(estimationOf(`est-${sizes.length}`, repositoriesOf(body)))
  })
  return { sizes, client: stubClient({ createEstimation }) }
}

describe('sizeAfterRefusal', () => {
  it('takes the size a 400 names', () => {
    expect(sizeAfterRefusal(refusal('repos must contain no more than 25 elements'), 100)).toBe(25)
  })

  it('halves when the 400 says too many without a usable number', () => {
    expect(sizeAfterRefusal(refusal('too many repositories'), 100)).toBe(50)
    expect(sizeAfterRefusal(refusal('Request too large'), 7)).toBe(4)
    // A named size that would not shrink the batch is no help: halve instead.
    expect(sizeAfterRefusal(refusal('no more than 200 elements'), 100)).toBe(50)
    expect(sizeAfterRefusal(refusal('no more than 0 elements'), 100)).toBe(50)
  })

  it('is undefined for a 400 about something else, another status or another error', () => {
    expect(sizeAfterRefusal(refusal('repos[3].branch is not a valid branch'), 100)).toBeUndefined()
    expect(sizeAfterRefusal(refusal('no more than 25 elements', 422), 100)).toBeUndefined()
    expect(sizeAfterRefusal(makeServiceError('http', 500), 100)).toBeUndefined()
    expect(sizeAfterRefusal(new Error('no more than 25 elements'), 100)).toBeUndefined()
  })

  it('is undefined for a batch of one: there is nothing left to split', () => {
    expect(sizeAfterRefusal(refusal('no more than 0 elements'), 1)).toBeUndefined()
  })
})

describe('buildBatchRequest', () => {
  const batch = [sweepRepository('acme/api'), sweepRepository('acme/web', 'trunk')]

  it('asks for connected repositories, with the installation id only when configured', () => {
    expect(buildBatchRequest({ source: 'connected' }, batch)).toEqual({
      name: 'Sweep of 2 repositories',
      repos: [
        { source: 'connected', repo_url: 'https://github.com/acme/api', branch: 'main' },
        { source: 'connected', repo_url: 'https://github.com/acme/web', branch: 'trunk' },
      ],
    })
    expect(
      buildBatchRequest({ source: 'connected', githubInstallationId: 42 }, batch).repos[0],
    ).toEqual({
      source: 'connected',
      repo_url: 'https://github.com/acme/api',
      branch: 'main',
      github_installation_id: 42,
    })
  })

  it('asks for public repositories by URL and branch', () => {
    expect(buildBatchRequest({ source: 'public', githubInstallationId: 42 }, batch).repos).toEqual([
      { source: 'public', repo_url: 'https://github.com/acme/api', branch: 'main' },
      { source: 'public', repo_url: 'https://github.com/acme/web', branch: 'trunk' },
    ])
  })
})

describe('judgeRepository', () => {
  const api = sweepRepository('acme/api')
  const web = sweepRepository('acme/web')

  it('finds its result by repo_url and branch, whatever the order of the results', () => {
    const batch = estimationOf('est-1', [api, web], {
      repo_results: [resultOf(web, { credits: 7 }), resultOf(api, { credits: 3 })],
    })
    expect(judgeRepository(batch, api, 0, 2)).toEqual({
      repository: api,
      batch,
      result: resultOf(api, { credits: 3 }),
    })
    expect(judgeRepository(batch, web, 1, 2).result?.credits).toBe(7)
  })

  it('tells the same repository at two branches apart by branch', () => {
    const main = sweepRepository('acme/api', 'main')
    const release = sweepRepository('acme/api', 'release')
    const batch = estimationOf('est-1', [main, release], {
      repo_results: [resultOf(release, { credits: 9 }), resultOf(main, { credits: 4 })],
    })
    expect(judgeRepository(batch, main, 0, 2).result?.credits).toBe(4)
    expect(judgeRepository(batch, release, 1, 2).result?.credits).toBe(9)
  })

  it('takes a result by its place when the service spells the URLs otherwise', () => {
    const batch = estimationOf('est-1', [api, web], {
      repo_results: [
        resultOf(api, { repo_url: 'git@github.com:acme/api', credits: 3 }),
        resultOf(web, { repo_url: 'git@github.com:acme/web', credits: 7 }),
      ],
    })
    expect(judgeRepository(batch, web, 1, 2).result?.credits).toBe(7)
  })

  it('says when the estimation gave no result for it', () => {
    const batch = estimationOf('est-1', [api, web], { repo_results: [resultOf(web)] })
    expect(judgeRepository(batch, api, 0, 2)).toEqual({
      repository: api,
      batch,
      problem: 'Cost estimation est-1 gave no result for acme/api',
    })
  })

  it('fails a repository whose own estimation failed, with its reason made safe to log', () => {
    const batch = estimationOf('est-1', [api], {
      status: 'partial',
      repo_results: [resultOf(api, { status: 'failed', error: 'clone failed\n::error::owned' })],
    })
    const judged = judgeRepository(batch, api, 0, 1)
    expect(judged.skip).toBeUndefined()
    expect(judged.problem).toMatch(/^Its cost estimation failed: clone failed/)
    expect(judged.problem).not.toContain('\n')
    expect(judged.problem).not.toContain('::error::')
  })

  it('skips a repository in unsupported languages, naming them', () => {
    const batch = estimationOf('est-1', [api], {
      status: 'partial',
      repo_results: [
        resultOf(api, {
          status: 'failed',
          failure_reason: 'unsupported_language',
          unsupported_languages: ['COBOL', 'Fortran'],
          credits: null,
        }),
      ],
    })
    expect(judgeRepository(batch, api, 0, 1)).toMatchObject({
      skip: true,
      problem: 'Not scanned: its languages are not supported (COBOL, Fortran)',
    })
  })

  it('skips a repository with nothing to scan (0 credits)', () => {
    const batch = estimationOf('est-1', [api], { repo_results: [resultOf(api, { credits: 0 })] })
    expect(judgeRepository(batch, api, 0, 1)).toMatchObject({
      skip: true,
      problem: 'Not scanned: the estimation found nothing to scan (0 credits)',
    })
  })

  it('leaves a repository whose result has no credits not judged: never skipped', () => {
    for (const credits of [null, undefined]) {
      const batch = estimationOf('est-1', [api], { repo_results: [resultOf(api, { credits })] })
      const judged = judgeRepository(batch, api, 0, 1)
      expect(judged.skip).toBeUndefined()
      expect(judged.problem).toBe(
        'Cost estimation est-1 gave no credits for acme/api, so its scan could not be priced against max-credits',
      )
    }
  })

  it('fails every repository of a failed estimation, with the reason', () => {
    const batch = estimationOf('est-1', [api, web], {
      status: 'failed',
      error: 'GitHub App not installed',
    })
    expect(judgeRepository(batch, web, 1, 2)).toEqual({
      repository: web,
      batch,
      problem: 'Cost estimation est-1 failed: GitHub App not installed',
    })
  })

  // A result is taken by its place only when it names no other repository of the batch (a URL
  // the service rewrote): never another repository's credits and commit.
  it("never takes another repository's result by its place", () => {
    const batch = estimationOf('est-1', [api, web], {
      repo_results: [
        resultOf(web, { credits: 7 }),
        resultOf(api, { repo_url: 'https://mirror.example.com/acme/API.git', credits: 3 }),
      ],
    })
    const judged = judgeRepository(batch, api, 0, 2)
    expect(judged.result?.repo_url).not.toBe(web.repoUrl)
  })
})

describe('estimateRepositories', () => {
  it('sends one estimation per batch of estimation-batch-size, in order', async () => {
    const service = limitedService(1_000)
    const repositories = manyRepositories(7)
    const estimates = await estimateRepositories(
      makeDeps(service.client),
      makeSweepConfig({ batchSize: 3 }),
      repositories,
    )
    expect(service.sizes).toEqual([3, 3, 1])
    expect(estimates.map((e) => e.repository.fullName)).toEqual(repositories.map((r) => r.fullName))
    expect(estimates.every((e) => e.problem === undefined && e.result?.credits === 10)).toBe(true)
  })

  it('splits a batch refused as too large to the size the service names, and estimates all', async () => {
    const service = limitedService(2)
    const deps = makeDeps(service.client)
    const repositories = manyRepositories(5)
    const estimates = await estimateRepositories(
      deps,
      makeSweepConfig({ batchSize: 5 }),
      repositories,
    )
    expect(service.sizes).toEqual([5, 2, 2, 1])
    expect(estimates.map((e) => [e.repository.fullName, e.batch?.id, e.problem])).toEqual([
      ['acme/repo-001', 'est-2', undefined],
      ['acme/repo-002', 'est-2', undefined],
      ['acme/repo-003', 'est-3', undefined],
      ['acme/repo-004', 'est-3', undefined],
      ['acme/repo-005', 'est-4', undefined],
    ])
    expect(deps.log.at('info')).toContain(
      'The service refused 5 repositories in one estimation (POST /cost-estimations failed (400): repos must contain no more than 2 elements); sending batches of 2',
    )
  })

  it('halves a refused batch again and again when the service names no size', async () => {
    const service = limitedService(3, 'too many repos')
    await estimateRepositories(
      makeDeps(service.client),
      makeSweepConfig({ batchSize: 8 }),
      manyRepositories(8),
    )
    // 8 refused: batches of 4; 4 refused: everything left in batches of 2.
    expect(service.sizes).toEqual([8, 4, 2, 2, 2, 2])
  })

  // After a refusal, everything left goes in batches of the size the service takes: one refused
  // request for the sweep, not one per batch (tens of requests of the key at 1,000 repositories).
  it('keeps later batches to the size the service asked for', async () => {
    const service = limitedService(2)
    await estimateRepositories(
      makeDeps(service.client),
      makeSweepConfig({ batchSize: 5 }),
      manyRepositories(12),
    )
    expect(service.sizes.slice(1).every((size) => size <= 2)).toBe(true)
    expect(service.sizes).toHaveLength(7)
  })

  it('fails the repositories of a batch whose creation failed, and goes on with the others', async () => {
    let calls = 0
    const createEstimation = vi.fn((body: CreateEstimationRequest) => {
      calls += 1
      if (calls === 2)
        return Promise.reject(makeServiceError('http', 503, 'POST /cost-estimations'))
      return Promise.resolve(estimationOf(`est-${calls}`, repositoriesOf(body)))
    })
    const estimates = await estimateRepositories(
      makeDeps(stubClient({ createEstimation })),
      makeSweepConfig({ batchSize: 2 }),
      manyRepositories(6),
    )
    expect(createEstimation).toHaveBeenCalledTimes(3)
    expect(
      estimates.map((e) => [e.repository.fullName, e.batch?.id ?? e.problem, e.outage]),
    ).toEqual([
      ['acme/repo-001', 'est-1', undefined],
      ['acme/repo-002', 'est-1', undefined],
      ['acme/repo-003', 'POST /cost-estimations failed (http 503)', true],
      ['acme/repo-004', 'POST /cost-estimations failed (http 503)', true],
      ['acme/repo-005', 'est-3', undefined],
      ['acme/repo-006', 'est-3', undefined],
    ])
  })

  it('maps a partial estimation to each repository: scannable, failed or skipped', async () => {
    const [ok, broken, cobol, empty] = manyRepositories(4) as [
      SweepRepository,
      SweepRepository,
      SweepRepository,
      SweepRepository,
    ]
    const partial = estimationOf('est-1', [ok, broken, cobol, empty], {
      status: 'partial',
      repo_results: [
        resultOf(ok, { credits: 12 }),
        resultOf(broken, { status: 'failed', error: 'clone failed', credits: null }),
        resultOf(cobol, {
          status: 'failed',
          failure_reason: 'unsupported_language',
          credits: null,
        }),
        resultOf(empty, { credits: 0 }),
      ],
    })
    const createEstimation = vi.fn(() => Promise.resolve(partial))
    const estimates = await estimateRepositories(
      makeDeps(stubClient({ createEstimation })),
      makeSweepConfig(),
      [ok, broken, cobol, empty],
    )
    expect(estimates.map((e) => [e.repository.name, e.problem, e.skip])).toEqual([
      ['repo-001', undefined, undefined],
      ['repo-002', 'Its cost estimation failed: clone failed', undefined],
      ['repo-003', 'Not scanned: its languages are not supported', true],
      ['repo-004', 'Not scanned: the estimation found nothing to scan (0 credits)', true],
    ])
  })

  it('polls pending estimations side by side on the clock until they finish', async () => {
    const repositories = manyRepositories(4)
    const batches = [repositories.slice(0, 2), repositories.slice(2)]
    const gets: string[] = []
    const createEstimation = vi.fn((body: CreateEstimationRequest) => {
      const id = `est-${createEstimation.mock.calls.length}`
      return Promise.resolve(
        estimationOf(id, repositoriesOf(body), { status: 'pending', repo_results: null }),
      )
    })
    const getEstimation = vi.fn((id: string) => {
      gets.push(id)
      const looks = gets.filter((g) => g === id).length
      const batch = id === 'est-1' ? batches[0]! : batches[1]!
      // est-1 is done at its second look, est-2 at its third.
      const doneAt = id === 'est-1' ? 2 : 3
      return Promise.resolve(
        looks < doneAt
          ? estimationOf(id, batch, { status: 'running', repo_results: null })
          : estimationOf(id, batch),
      )
    })
    const deps = makeDeps(stubClient({ createEstimation, getEstimation }))
    const estimates = await estimateRepositories(
      deps,
      makeSweepConfig({ batchSize: 2 }, { pollIntervalMs: 10_000 }),
      repositories,
    )
    expect(estimates.every((e) => e.problem === undefined && e.result !== undefined)).toBe(true)
    // Side by side: the looks interleave, rather than one estimation after the other.
    expect(gets).toEqual(['est-1', 'est-2', 'est-1', 'est-2', 'est-2'])
    // Every wait is a poll interval of the virtual clock; nothing slept for real.
    expect(deps.clock.sleeps).toEqual([10_000, 10_000, 10_000, 10_000, 10_000])
  })

  it('fails the repositories of an estimation still pending at estimation-timeout', async () => {
    const repositories = manyRepositories(2)
    const pending = estimationOf('est-1', repositories, { status: 'pending', repo_results: null })
    const createEstimation = vi.fn(() => Promise.resolve(pending))
    const getEstimation = vi.fn(() => Promise.resolve(pending))
    const estimates = await estimateRepositories(
      makeDeps(stubClient({ createEstimation, getEstimation })),
      makeSweepConfig({}, { pollIntervalMs: 10_000, estimationTimeoutMs: 60_000 }),
      repositories,
    )
    expect(estimates.map((e) => e.problem)).toEqual([
      'Cost estimation est-1 was still pending after estimation-timeout (1m)',
      'Cost estimation est-1 was still pending after estimation-timeout (1m)',
    ])
    expect(estimates[0]?.batch).toEqual(pending)
  })

  it('says a failed estimation for each of its repositories', async () => {
    const repositories = manyRepositories(2)
    const createEstimation = vi.fn(() =>
      Promise.resolve(
        estimationOf('est-1', repositories, { status: 'pending', repo_results: null }),
      ),
    )
    const getEstimation = vi.fn(() =>
      Promise.resolve(
        estimationOf('est-1', repositories, { status: 'failed', error: 'no installation' }),
      ),
    )
    const estimates = await estimateRepositories(
      makeDeps(stubClient({ createEstimation, getEstimation })),
      makeSweepConfig(),
      repositories,
    )
    expect(estimates.map((e) => e.problem)).toEqual([
      'Cost estimation est-1 failed: no installation',
      'Cost estimation est-1 failed: no installation',
    ])
  })

  it('creates nothing once the job is cancelled', async () => {
    const controller = new AbortController()
    controller.abort()
    const createEstimation = vi.fn()
    const estimates = await estimateRepositories(
      makeDeps(stubClient({ createEstimation }), controller.signal),
      makeSweepConfig({ batchSize: 1 }),
      manyRepositories(2),
    )
    expect(createEstimation).not.toHaveBeenCalled()
    expect(estimates.map((e) => e.problem)).toEqual([
      'Cancelled before its cost estimation was created',
      'Cancelled before its cost estimation was created',
    ])
  })
})
