import { createHash, randomUUID } from 'node:crypto'
import type { AuthedContext, Route } from './context.js'
import {
  findRepositoryPlan,
  parseEstimationInput,
  type RepoInput,
  type RepoSource,
} from './estimation-input.js'
import { HttpError, readIntegers, replyJson, toIso, type Reply } from './http.js'
import { createTaskId, deriveUuid } from './state.js'
import type {
  Application,
  EmulatorPlan,
  EstimationOutcome,
  EstimationPlan,
  RepoResultOverride,
} from './types.js'

export type EstimationStatus = 'pending' | 'running' | EstimationOutcome
const TERMINAL: readonly EstimationStatus[] = ['completed', 'partial', 'failed']

export interface RepoRecord {
  source: RepoSource
  repo_url?: string
  branch?: string
  archive_id?: string
  commit_sha: string
}

export interface RepoResult {
  repo_url: string
  branch?: string
  commit_sha?: string
  status: 'completed' | 'failed'
  from_cache: boolean
  applications?: Application[]
  credits?: number
  error?: string
  failure_reason?: 'unsupported_language'
  unsupported_languages?: string[]
}

interface EstimationResult {
  status: EstimationOutcome
  repo_results: RepoResult[]
  total_credits?: number
  error?: string
}

export interface EstimationEntity {
  id: string
  org: string
  organizationId: string
  userId: string
  taskId: string
  name?: string
  repos: RepoRecord[]
  plan: EstimationPlan
  /** Each repo's override: its `plan.repositories` entry, else `plan.repoResults[index]`. */
  overrides: RepoResultOverride[]
  status: EstimationStatus
  polls: number
  createdAt: number
  updatedAt: number
  result?: EstimationResult
}

export function isTerminalEstimation(status: EstimationStatus): boolean {
  return TERMINAL.includes(status)
}

function resolveCommitSha(repo: RepoInput, plan: EstimationPlan, head?: string): string {
  if (plan.commitSha !== undefined) return plan.commitSha
  if (head !== undefined && repo.source !== 'upload') return head
  const identity =
    repo.source === 'upload'
      ? `archive:${repo.archive_id ?? ''}`
      : `${repo.repo_url ?? ''}#${repo.branch ?? ''}`
  return createHash('sha1').update(identity).digest('hex')
}

function toRepoRecord(repo: RepoInput, plan: EstimationPlan, head?: string): RepoRecord {
  const commitSha = resolveCommitSha(repo, plan, head)
  if (repo.source === 'upload') {
    return { source: repo.source, archive_id: repo.archive_id ?? '', commit_sha: commitSha }
  }
  return {
    source: repo.source,
    repo_url: repo.repo_url ?? '',
    branch: repo.branch ?? '',
    commit_sha: commitSha,
  }
}

/** Splits credits evenly over repos; the remainder goes to the first ones. */
function splitCredits(total: number, count: number): number[] {
  const base = Math.floor(total / count)
  const remainder = total - base * count
  return Array.from({ length: count }, (_, index) => base + (index < remainder ? 1 : 0))
}

function decideRepoStatus(
  plan: EstimationPlan,
  overrides: readonly RepoResultOverride[],
  index: number,
): RepoResult['status'] {
  if (plan.outcome === 'failed') return 'failed'
  const override = overrides[index]?.status
  if (override !== undefined) return override
  const anyOverride = overrides.some((result) => result.status !== undefined)
  const count = overrides.length
  const failsByDefault = plan.outcome === 'partial' && !anyOverride && count > 1
  return failsByDefault && index === count - 1 ? 'failed' : 'completed'
}

/**
 * The overrides of each repo, copied at creation: a repository's own plan wins over the
 * index-based `repoResults`, whatever the repo's place in the request.
 */
function resolveOverrides(
  repos: readonly RepoRecord[],
  plan: EstimationPlan,
  repositories: EmulatorPlan['repositories'],
): RepoResultOverride[] {
  return repos.map((repo, index) =>
    structuredClone(
      findRepositoryPlan(repositories, repo.repo_url)?.estimation ??
        plan.repoResults?.[index] ??
        {},
    ),
  )
}

function computeRepoResult(
  repo: RepoRecord,
  plan: EstimationPlan,
  override: RepoResultOverride,
  status: RepoResult['status'],
  share: number,
): RepoResult {
  const result: RepoResult = {
    repo_url: repo.repo_url ?? `upload://${repo.archive_id ?? ''}`,
    commit_sha: repo.commit_sha,
    status,
    from_cache: override.from_cache ?? plan.fromCache,
  }
  if (repo.branch !== undefined) result.branch = repo.branch
  const languages = override.unsupported_languages ?? plan.unsupportedLanguages
  if (languages !== undefined) result.unsupported_languages = languages
  if (status === 'completed') {
    result.applications = override.applications ?? plan.applications
    result.credits = override.credits ?? share
  } else {
    const reason = override.failure_reason ?? plan.failureReason
    if (reason !== undefined) result.failure_reason = reason
    result.error =
      override.error ??
      (reason === 'unsupported_language'
        ? `Unsupported language(s): ${(languages ?? []).join(', ')}`
        : 'Repository could not be estimated')
  }
  return result
}

/**
 * The terminal result. The outcome follows the repositories: a planned 'completed' whose repos
 * fail by their overrides ends 'partial', or 'failed' (with the plan's error) when all of them do,
 * as the spec's state table says.
 */
function computeResult(
  repos: RepoRecord[],
  plan: EstimationPlan,
  overrides: readonly RepoResultOverride[],
): EstimationResult {
  const shares = splitCredits(plan.totalCredits, repos.length)
  const repoResults = repos.map((repo, index) =>
    computeRepoResult(
      repo,
      plan,
      overrides[index] ?? {},
      decideRepoStatus(plan, overrides, index),
      shares[index] ?? 0,
    ),
  )
  const failed = repoResults.filter((result) => result.status === 'failed').length
  let status = plan.outcome
  if (status === 'completed' && failed > 0) {
    status = failed === repoResults.length ? 'failed' : 'partial'
  }
  if (status === 'failed') return { status, repo_results: repoResults, error: plan.error }
  const total = repoResults.reduce((sum, result) => sum + (result.credits ?? 0), 0)
  return { status, repo_results: repoResults, total_credits: total }
}

/**
 * Moves an estimation along: pending → running → terminal, by number of GETs of it and/or by
 * clock time since creation. Terminal estimations never change again.
 */
export function advanceEstimation(entity: EstimationEntity, now: number, polled: boolean): void {
  if (isTerminalEstimation(entity.status)) return
  if (polled) entity.polls += 1
  const plan = entity.plan
  const elapsedMs = now - entity.createdAt
  let next: EstimationStatus = entity.status
  if (
    entity.polls >= plan.polls ||
    (plan.terminalAfterMs !== undefined && elapsedMs >= plan.terminalAfterMs)
  ) {
    next = plan.outcome
  } else if (
    entity.polls >= plan.runningAfterPolls ||
    (plan.runningAfterMs !== undefined && elapsedMs >= plan.runningAfterMs)
  ) {
    next = 'running'
  }
  if (next === entity.status) return
  entity.updatedAt = now
  if (isTerminalEstimation(next)) {
    entity.result = computeResult(entity.repos, plan, entity.overrides)
    next = entity.result.status
  }
  entity.status = next
}

export function renderEstimation(entity: EstimationEntity): Record<string, unknown> {
  const terminal = entity.result !== undefined
  const record: Record<string, unknown> = {
    id: entity.id,
    organization_id: entity.organizationId,
    user_id: entity.userId,
    task_id: entity.taskId,
    status: entity.status,
    repos: entity.repos,
    // Triage is only known once the estimation has run.
    triage_required: terminal && entity.plan.triageRequired,
    triage_fee_credits: terminal ? entity.plan.triageFeeCredits : 0,
    created_at: toIso(entity.createdAt),
    updated_at: toIso(entity.updatedAt),
  }
  if (entity.name !== undefined) record.name = entity.name
  if (entity.result !== undefined) {
    record.repo_results = entity.result.repo_results
    if (entity.result.total_credits !== undefined)
      record.total_credits = entity.result.total_credits
    if (entity.result.error !== undefined) record.error = entity.result.error
  }
  return structuredClone(record)
}

function createEstimation(ctx: AuthedContext): Reply {
  const plan = ctx.state.resolveEstimationPlan()
  const input = parseEstimationInput(ctx.body, plan.maxRepos)
  const now = ctx.state.now()
  const repos = input.repos.map((repo) => toRepoRecord(repo, plan, ctx.state.plan.headCommit))
  const entity: EstimationEntity = {
    id: randomUUID(),
    org: ctx.org.name,
    organizationId: ctx.org.id,
    userId: deriveUuid(`user:${ctx.org.name}:${ctx.key.name}`),
    taskId: createTaskId(),
    repos,
    plan,
    overrides: resolveOverrides(repos, plan, ctx.state.plan.repositories),
    status: plan.initialStatus,
    polls: 0,
    createdAt: now,
    updatedAt: now,
  }
  if (input.name !== undefined) entity.name = input.name
  ctx.org.estimations.set(entity.id, entity)
  return replyJson(201, renderEstimation(entity))
}

function listEstimations(ctx: AuthedContext): Reply {
  const { limit = 50, offset = 0 } = readIntegers(ctx.query, [
    { name: 'limit', fallback: 50, min: 1, max: 100 },
    { name: 'offset', fallback: 0, min: 0 },
  ])
  const now = ctx.state.now()
  const newestFirst = [...ctx.org.estimations.values()].reverse()
  newestFirst.sort((a, b) => b.createdAt - a.createdAt)
  const data = newestFirst.slice(offset, offset + limit).map((entity) => {
    advanceEstimation(entity, now, false)
    return renderEstimation(entity)
  })
  return replyJson(200, { data, total: newestFirst.length })
}

export function findEstimation(ctx: AuthedContext, id: string): EstimationEntity {
  const entity = ctx.org.estimations.get(id)
  if (entity === undefined) throw new HttpError(404, 'Cost estimation not found')
  return entity
}

function getEstimation(ctx: AuthedContext): Reply {
  const entity = findEstimation(ctx, ctx.params[0] ?? '')
  advanceEstimation(entity, ctx.state.now(), true)
  return replyJson(200, renderEstimation(entity))
}

export const estimationRoutes: Route[] = [
  {
    method: 'POST',
    template: '/cost-estimations',
    pattern: /^\/cost-estimations$/,
    scope: 'write',
    readsBody: true,
    handle: createEstimation,
  },
  {
    method: 'GET',
    template: '/cost-estimations',
    pattern: /^\/cost-estimations$/,
    scope: 'read',
    readsBody: false,
    handle: listEstimations,
  },
  {
    method: 'GET',
    template: '/cost-estimations/{id}',
    pattern: /^\/cost-estimations\/([^/]+)$/,
    scope: 'read',
    readsBody: false,
    handle: getEstimation,
  },
]
