/**
 * Estimates a sweep in batches: one cost estimation for many repositories. The spec publishes no
 * maximum; a batch the service refuses as too large (400, "repos must contain no more than N
 * elements") is split to the size it names, or in halves, and sent again, and later batches keep
 * to that size. The estimations are then waited for side by side.
 */
import { sanitizeForLog } from '../common/escape.js'
import { sameRepoUrl } from '../config/target.js'
import type { Config } from '../config/inputs.js'
import { estimationRepoOf, waitForEstimation } from '../scan/estimate.js'
import { deadlineFrom, type StepDeps } from '../scan/step-deps.js'
import { stopOnError } from '../scan/stop.js'
import type { Deadline } from '../service/client.js'
import { ServiceError, explain } from '../service/errors.js'
import {
  TERMINAL_ESTIMATION_STATUSES,
  type CostEstimation,
  type CreateEstimationRequest,
  type RepoResult,
} from '../service/schemas.js'
import type { SweepRepository } from './model.js'

/** What the estimations said of one repository. */
export interface RepoEstimate {
  repository: SweepRepository
  /** The estimation of its batch, as last seen. */
  batch?: CostEstimation | undefined
  /** Its own result in the batch, when the service gave one. */
  result?: RepoResult | undefined
  /** Why it cannot be scanned; undefined when it can. */
  problem?: string | undefined
  /** Not scanned on purpose (unsupported languages, nothing to scan): reported, not a failure. */
  skip?: true | undefined
  /** The estimation could not be had because the service could not be reached. */
  outage?: true | undefined
}

const TOO_LARGE = /no more than (\d+)|too (?:many|large)/i

/**
 * The size a refused batch asks for, or undefined when the refusal is not about its size.
 * @internal
 */
export function sizeAfterRefusal(error: unknown, size: number): number | undefined {
  if (!(error instanceof ServiceError) || error.status !== 400 || size <= 1) return undefined
  const match = TOO_LARGE.exec(error.serviceMessage)
  if (match === null) return undefined
  const named = match[1] === undefined ? Number.NaN : Number(match[1])
  return Number.isSafeInteger(named) && named >= 1 && named < size ? named : Math.ceil(size / 2)
}

export async function estimateRepositories(
  deps: StepDeps,
  config: Config,
  repositories: readonly SweepRepository[],
): Promise<RepoEstimate[]> {
  const deadline = deadlineFrom(deps.clock, config.estimationTimeoutMs, 'estimation-timeout')
  const created = await createBatches(deps, config, repositories, deadline)
  const waited = await Promise.all(
    created.map(async ({ batch, estimation, problem, outage }) => {
      if (estimation === undefined) {
        return batch.map((repository) => ({
          repository,
          problem: problem ?? 'no estimation',
          outage,
        }))
      }
      return await waitForBatch(deps, config, batch, estimation, deadline)
    }),
  )
  return waited.flat()
}

interface CreatedBatch {
  batch: SweepRepository[]
  estimation?: CostEstimation | undefined
  problem?: string | undefined
  outage?: true | undefined
}

/** POST /cost-estimations for every batch, one after another, splitting refused ones. */
async function createBatches(
  deps: StepDeps,
  config: Config,
  repositories: readonly SweepRepository[],
  deadline: Deadline,
): Promise<CreatedBatch[]> {
  const { client, log, signal } = deps
  let size = config.sweep?.batchSize ?? repositories.length
  const queue: SweepRepository[][] = chunk(repositories, size)
  const created: CreatedBatch[] = []
  for (let batch = queue.shift(); batch !== undefined; batch = queue.shift()) {
    if (signal?.aborted) {
      created.push({ batch, problem: 'Cancelled before its cost estimation was created' })
      continue
    }
    try {
      const estimation = await client.createEstimation(buildBatchRequest(config, batch), {
        signal,
        deadline,
      })
      log.info(`Cost estimation ${estimation.id} created for ${batch.length} repositories`)
      created.push({ batch, estimation })
    } catch (error) {
      const smaller = sizeAfterRefusal(error, batch.length)
      if (smaller !== undefined) {
        log.info(
          `The service refused ${batch.length} repositories in one estimation (${sanitizeForLog(explain(error))}); sending batches of ${smaller}`,
        )
        size = Math.min(size, smaller)
        // What is left goes in batches of the size the service takes, not one refusal each.
        queue.splice(0, queue.length, ...chunk([...batch, ...queue.flat()], size))
        continue
      }
      const { problem, outage } = stopOnError(error, deps, {}, { config })
      created.push({ batch, problem, outage })
    }
  }
  return created
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = []
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size))
  return chunks
}

/** @internal */
export function buildBatchRequest(
  config: Pick<Config, 'source' | 'githubInstallationId'>,
  batch: readonly SweepRepository[],
): CreateEstimationRequest {
  return {
    name: `Sweep of ${batch.length} repositories`,
    repos: batch.map((repository) => estimationRepoOf(config, repository)),
  }
}

/** Waits for one batch's estimation, then says what it found for each of its repositories. */
async function waitForBatch(
  deps: StepDeps,
  config: Config,
  batch: readonly SweepRepository[],
  created: CostEstimation,
  deadline: Deadline,
): Promise<RepoEstimate[]> {
  const terminal = TERMINAL_ESTIMATION_STATUSES.includes(created.status)
  const waited = terminal
    ? { ok: true as const, value: created }
    : await waitForEstimation(deps, config, created, deadline)
  if (!waited.ok) {
    const last = waited.last ?? created
    const problem =
      waited.reason === 'timeout'
        ? `Cost estimation ${created.id} was still ${last.status} after ${deadline.name}`
        : waited.reason === 'aborted'
          ? `Cancelled while waiting for cost estimation ${created.id}`
          : `Cost estimation ${created.id} could not be read: ${explain(waited.error)}`
    const outage = waited.reason === 'timeout' && waited.failing === true
    return batch.map((repository) => ({
      repository,
      batch: last,
      problem,
      outage: outage || undefined,
    }))
  }
  return batch.map((repository, index) =>
    judgeRepository(waited.value, repository, index, batch.length),
  )
}

/**
 * One repository's part of a finished estimation: scannable, skipped, or why not.
 * @internal
 */
export function judgeRepository(
  batch: CostEstimation,
  repository: SweepRepository,
  index: number,
  batchSize: number,
): RepoEstimate {
  const base = { repository, batch }
  if (batch.status === 'failed') {
    const why = sanitizeForLog(batch.error ?? 'the service gave no reason')
    return { ...base, problem: `Cost estimation ${batch.id} failed: ${why}` }
  }
  const results = batch.repo_results ?? []
  const result =
    results.find(
      (r) =>
        sameRepoUrl(r.repo_url, repository.repoUrl) &&
        (r.branch == null || r.branch === repository.branch),
    ) ?? byPlace(batch, results, index, batchSize)
  if (result === undefined) {
    return {
      ...base,
      problem: `Cost estimation ${batch.id} gave no result for ${repository.fullName}`,
    }
  }
  const withResult = { ...base, result }
  if (result.status === 'failed') {
    const languages = (result.unsupported_languages ?? []).join(', ')
    if (result.failure_reason === 'unsupported_language') {
      const which = languages === '' ? '' : ` (${sanitizeForLog(languages, 100)})`
      return {
        ...withResult,
        skip: true,
        problem: `Not scanned: its languages are not supported${which}`,
      }
    }
    const why = sanitizeForLog(result.error ?? result.failure_reason ?? 'no reason given')
    return { ...withResult, problem: `Its cost estimation failed: ${why}` }
  }
  // No credits at all is an answer the gate cannot read: not judged. Zero is an empty repository.
  if (typeof result.credits !== 'number') {
    return {
      ...withResult,
      problem: `Cost estimation ${batch.id} gave no credits for ${repository.fullName}, so its scan could not be priced against max-credits`,
    }
  }
  if (result.credits <= 0) {
    return {
      ...withResult,
      skip: true,
      problem: 'Not scanned: the estimation found nothing to scan (0 credits)',
    }
  }
  return withResult
}

/**
 * The result at the repository's place, when the service named it otherwise (a URL it rewrote):
 * only when there is one result per repository, and never one that names another of the batch.
 */
function byPlace(
  batch: CostEstimation,
  results: readonly RepoResult[],
  index: number,
  batchSize: number,
): RepoResult | undefined {
  const candidate = results.length === batchSize ? results[index] : undefined
  if (candidate === undefined) return undefined
  const another = batch.repos.some(
    (r, i) => i !== index && r.repo_url != null && sameRepoUrl(r.repo_url, candidate.repo_url),
  )
  return another ? undefined : candidate
}
