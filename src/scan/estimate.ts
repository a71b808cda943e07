import { describeElapsed } from '../common/clock.js'
import type { Logger } from '../common/logger.js'
import type { Config } from '../config/inputs.js'
import type { ScanTarget } from '../config/target.js'
import type { Deadline } from '../service/client.js'
import {
  TERMINAL_ESTIMATION_STATUSES,
  type CostEstimation,
  type CreateEstimationRequest,
  type EstimationRepoRequest,
  type EstimationStatus,
} from '../service/schemas.js'
import { sanitizeForLog } from '../common/escape.js'
import { formatDuration } from '../config/duration.js'
import { Heartbeat } from './heartbeat.js'
import { PollPacer } from './pacer.js'
import { pollUnfinished, type PollOutcome } from './poll.js'
import { deadlineFrom, type StepDeps } from './step-deps.js'
import { stopOnError } from './stop.js'

/** The facts the reports show of an estimation (toEstimationFacts). */
export interface EstimationFacts {
  id: string
  status: string
  totalCredits?: number | undefined
  triageRequired: boolean
  triageFeeCredits: number
  /** What a scan of it costs: totalCredits, plus the triage fee when triage is required. */
  scanCost?: number | undefined
  /** max-credits, when set: the most a scan may cost. */
  maxCredits?: number | undefined
  applications: { name: string; rootPath: string; repoUrl: string }[]
  repoCount: number
  reposFromCache: number
  unsupportedLanguages: string[]
  failedRepos: { repoUrl: string; error?: string | undefined; failureReason?: string | undefined }[]
}

function isTerminal(status: EstimationStatus): boolean {
  return TERMINAL_ESTIMATION_STATUSES.includes(status)
}

export type EstimationOutcome =
  | { ok: true; estimation: CostEstimation }
  | {
      ok: false
      reason: 'failed' | 'timeout' | 'aborted'
      estimation?: CostEstimation | undefined
      problem: string
      /** The service could not be reached or kept failing (on-service-error). */
      outage?: true | undefined
    }

/** @internal */
export function buildEstimationRequest(
  config: Config,
  target: ScanTarget,
): CreateEstimationRequest {
  if (config.source === 'upload') {
    return { name: target.name, repos: [{ source: 'upload', archive_id: config.archiveId ?? '' }] }
  }
  return { name: target.name, repos: [estimationRepoOf(config, target)] }
}

/** One repository of an estimation, as the source input says: public, or connected. */
export function estimationRepoOf(
  config: Pick<Config, 'source' | 'githubInstallationId'>,
  repository: { repoUrl: string; branch: string },
): EstimationRepoRequest {
  const { repoUrl: repo_url, branch } = repository
  if (config.source === 'public') return { source: 'public', repo_url, branch }
  // JSON.stringify leaves an undefined id out of the body.
  return {
    source: 'connected',
    repo_url,
    branch,
    github_installation_id: config.githubInstallationId,
  }
}

/**
 * Creates the cost estimation and polls it until it is terminal. estimation-timeout covers both:
 * a key that stays busy (429) delays the creation and slows the polls, up to that deadline. Once
 * the estimation exists, nothing is thrown: what ends the wait is returned with the estimation
 * last seen, which the reports show. An error of the creation itself propagates.
 */
export async function estimateCost(
  deps: StepDeps,
  config: Config,
  target: ScanTarget,
): Promise<EstimationOutcome> {
  const { client, clock, log, signal } = deps
  const deadline = deadlineFrom(clock, config.estimationTimeoutMs, 'estimation-timeout')
  const request = buildEstimationRequest(config, target)
  const created = await client.createEstimation(request, { signal, deadline })
  log.info(`Cost estimation ${created.id} created (${created.status})`)
  const waited = isTerminal(created.status)
    ? { ok: true as const, value: created }
    : await waitForEstimation(deps, config, created, deadline)
  const last = waited.ok ? waited.value : (waited.last ?? created)
  if (waited.ok) {
    try {
      return judgeEstimation(last, log)
    } catch (error) {
      return stoppedOn(error, last)
    }
  }
  if (waited.reason === 'error') return stoppedOn(waited.error, last)
  const problem =
    waited.reason === 'timeout'
      ? `Cost estimation ${created.id} was still ${last.status} after estimation-timeout (${formatDuration(config.estimationTimeoutMs)}); re-run the job`
      : `Cancelled while waiting for cost estimation ${created.id} (${last.status})`
  const outage = waited.reason === 'timeout' ? waited.failing : undefined
  return { ok: false, reason: waited.reason, estimation: last, problem, outage }

  function stoppedOn(error: unknown, estimation: CostEstimation): EstimationOutcome {
    const { stop, problem, outage } = stopOnError(error, deps, { estimation }, { config, target })
    const reason = stop === 'aborted' ? 'aborted' : 'failed'
    return { ok: false, reason, estimation, problem, outage }
  }
}

/** A terminal estimation: one a scan can start from, or why it cannot. */
function judgeEstimation(estimation: CostEstimation, log: Logger): EstimationOutcome {
  reportEstimation(estimation, log)
  if (estimation.status === 'failed') {
    const why = sanitizeForLog(estimation.error ?? 'the service gave no reason')
    return {
      ok: false,
      reason: 'failed',
      estimation,
      problem: `Cost estimation ${estimation.id} failed: ${why}`,
    }
  }
  if (!(typeof estimation.total_credits === 'number' && estimation.total_credits > 0)) {
    return {
      ok: false,
      reason: 'failed',
      estimation,
      problem: `Cost estimation ${estimation.id} is ${estimation.status} but found nothing to scan (total credits ${estimation.total_credits ?? 'not set'}); a scan needs an estimation with credits above zero`,
    }
  }
  return { ok: true, estimation }
}

/** Polls an estimation the service has not finished, until it is terminal or the deadline. */
export async function waitForEstimation(
  deps: StepDeps,
  config: Pick<Config, 'pollIntervalMs'>,
  created: CostEstimation,
  deadline: Deadline,
): Promise<PollOutcome<CostEstimation>> {
  const { client, clock, log } = deps
  let last = created
  const createdAtMs = clock.now()
  const pacer = new PollPacer({
    floorMs: config.pollIntervalMs,
    startedAtMs: createdAtMs,
    random: deps.random,
  })
  // Its statuses go to the debug log only: a long estimation says it is alive this way.
  const heartbeat = new Heartbeat({
    clock,
    log,
    pacer,
    deadline,
    describe: (nowMs) => ({
      title: `Still waiting for cost estimation ${created.id}: ${describeElapsed(nowMs - createdAtMs)} since it was created; last status ${last.status}`,
      details: [],
    }),
  })
  return await pollUnfinished(
    deps,
    { pacer, heartbeat, deadline },
    {
      check: (s) =>
        client.getEstimation(created.id, { signal: s, deadline, retryRateLimited: false }),
      isDone: (e) => isTerminal(e.status),
      onValue: (e) => {
        last = e
        log.debug(`estimation ${e.id}: ${e.status}`)
      },
    },
  )
}

/** What a scan started from this estimation costs: its credits, plus the triage fee if required. */
function scanCostOf(estimation: CostEstimation): number {
  const total = typeof estimation.total_credits === 'number' ? estimation.total_credits : 0
  return total + (estimation.triage_required ? estimation.triage_fee_credits : 0)
}

/**
 * Why the scan must not start because it would cost more than max-credits, or undefined when it
 * may. The message shows the estimate, the fee and the cap, so the decision can be checked.
 */
export function describeOverCap(
  estimation: CostEstimation,
  maxCredits: number | undefined,
): string | undefined {
  const cost = scanCostOf(estimation)
  if (maxCredits === undefined || cost <= maxCredits) return undefined
  const fee = estimation.triage_required
    ? ` (${estimation.total_credits ?? 0} estimated + ${estimation.triage_fee_credits} triage fee, which the service requires for this scan)`
    : ''
  return `Scan not started: cost estimation ${estimation.id} puts it at ${cost} credits${fee}, more than max-credits (${maxCredits}); raise max-credits to run it, or scan less (a narrower branch or repository)`
}

/** The facts the reports show, read from the estimation record. */
export function toEstimationFacts(estimation: CostEstimation): EstimationFacts {
  const results = estimation.repo_results ?? []
  const unsupported = new Set<string>()
  for (const r of results) for (const lang of r.unsupported_languages ?? []) unsupported.add(lang)
  const totalCredits = estimation.total_credits ?? undefined
  return {
    id: estimation.id,
    status: estimation.status,
    totalCredits,
    triageRequired: estimation.triage_required,
    triageFeeCredits: estimation.triage_fee_credits,
    scanCost: totalCredits === undefined ? undefined : scanCostOf(estimation),
    applications: results.flatMap((r) =>
      (r.applications ?? []).map((a) => ({
        name: a.app_name,
        rootPath: a.app_root_path,
        repoUrl: r.repo_url,
      })),
    ),
    repoCount: Math.max(estimation.repos.length, results.length),
    reposFromCache: results.filter((r) => r.from_cache).length,
    unsupportedLanguages: [...unsupported],
    failedRepos: results
      .filter((r) => r.status === 'failed')
      .map((r) => ({
        repoUrl: r.repo_url,
        // An empty reason is no reason.
        error: r.error || undefined,
        failureReason: r.failure_reason || undefined,
      })),
  }
}

function reportEstimation(estimation: CostEstimation, log: Logger): void {
  const facts = toEstimationFacts(estimation)
  const credits =
    facts.totalCredits === undefined ? 'no credit total' : `${facts.totalCredits} credits`
  const triage = facts.triageRequired
    ? `, human triage required (+${facts.triageFeeCredits} credits fee)`
    : ''
  const apps = facts.applications.map((a) => `${a.name} (${a.rootPath})`).join(', ')
  log.info(
    `Cost estimation ${facts.id} ${facts.status}: ${credits}${triage}; ` +
      `${facts.applications.length} application(s) detected${apps ? `: ${sanitizeForLog(apps)}` : ''}; ` +
      `${facts.reposFromCache} of ${facts.repoCount} repo(s) from cache`,
  )
  if (facts.unsupportedLanguages.length > 0) {
    log.warning(
      `Unsupported languages detected and not scanned: ${sanitizeForLog(facts.unsupportedLanguages.join(', '))}`,
    )
  }
  for (const repo of facts.failedRepos) {
    log.warning(
      `Estimation failed for ${sanitizeForLog(repo.repoUrl)}: ${sanitizeForLog(repo.error ?? repo.failureReason ?? 'no reason given')}`,
    )
  }
}
