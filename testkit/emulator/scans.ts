import { randomUUID } from 'node:crypto'
import type { AuthedContext, Route } from './context.js'
import { normalizeRepoUrl } from './estimation-input.js'
import {
  advanceEstimation,
  isTerminalEstimation,
  type EstimationEntity,
  type RepoRecord,
} from './estimations.js'
import { HttpError, UUID_PATTERN, isRecord, replyJson, type Reply } from './http.js'
import {
  drawDuration,
  publishFindings,
  readScanStatus,
  renderScan,
  type ScanEntity,
} from './scan-model.js'
import { createTaskId } from './state.js'

const PENTEST_FIELDS = [
  'target_urls',
  'auth_instructions',
  'custom_context',
  'context_document_ids',
]

export const SCAN_MESSAGES = {
  pentestNeedsEstimation: 'cost_estimation_id is required for pentest scans',
  notUuid: 'cost_estimation_id must be a UUID',
  estimationNotFound: 'Cost estimation not found',
  notReady: 'Cost estimation is not ready',
  estimationFailed: 'Cost estimation failed and cannot be used to start a scan',
  noCredits: 'Cost estimation total_credits must be greater than 0 to start a scan',
  notIncluded: 'Repository or archive was not included in the cost estimation',
  branchMismatch: 'Branch does not match the cost estimation branch',
  repoFailed: 'Cost estimation failed for this repository; it cannot be scanned',
  insufficientCredits: 'Insufficient credits to start this scan',
} as const

interface ScanInput {
  costEstimationId: string
  scanType: 'pr' | 'full'
  prNumber?: number
  repoUrl?: string
  branch?: string
  archiveId?: string
  name?: string
  targetUrls: string[]
}

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null
}

function readOptionalString(
  body: Record<string, unknown>,
  field: string,
  messages: string[],
): string | undefined {
  const value = body[field]
  if (!isPresent(value)) return undefined
  if (typeof value !== 'string' || value.trim() === '') {
    messages.push(`${field} must be a non-empty string`)
    return undefined
  }
  return value
}

function readStringArray(
  body: Record<string, unknown>,
  field: string,
  messages: string[],
): string[] {
  const value = body[field]
  if (!isPresent(value)) return []
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    messages.push(`${field} must be an array of strings`)
    return []
  }
  return value as string[]
}

function readScanType(body: Record<string, unknown>, messages: string[]): 'pr' | 'full' {
  const value = body.scan_type
  if (!isPresent(value)) return isPresent(body.pr_number) ? 'pr' : 'full'
  if (value === 'pr' || value === 'full') return value
  messages.push('scan_type must be one of the following values: pr, full')
  return 'full'
}

/** Validation of POST /scans, rule 3 first (pentest inputs need an estimation). */
function parseScanInput(body: unknown): ScanInput {
  if (!isRecord(body)) throw new HttpError(400, 'Request body must be a JSON object')
  const id = body.cost_estimation_id
  if ((!isPresent(id) || id === '') && PENTEST_FIELDS.some((field) => isPresent(body[field]))) {
    throw new HttpError(400, SCAN_MESSAGES.pentestNeedsEstimation)
  }
  if (typeof id !== 'string' || !UUID_PATTERN.test(id)) {
    throw new HttpError(400, [SCAN_MESSAGES.notUuid])
  }
  const messages: string[] = []
  const scanType = readScanType(body, messages)
  const input: ScanInput = { costEstimationId: id, scanType, targetUrls: [] }
  const prNumber = body.pr_number
  if (isPresent(prNumber) || scanType === 'pr') {
    if (typeof prNumber === 'number' && Number.isInteger(prNumber) && prNumber > 0) {
      input.prNumber = prNumber
    } else messages.push('pr_number must be a positive integer')
  }
  const repoUrl = readOptionalString(body, 'repo_url', messages)
  const branch = readOptionalString(body, 'branch', messages)
  const archiveId = readOptionalString(body, 'archive_id', messages)
  const name = readOptionalString(body, 'name', messages)
  input.targetUrls = readStringArray(body, 'target_urls', messages)
  readStringArray(body, 'context_document_ids', messages)
  for (const field of ['auth_instructions', 'custom_context']) {
    readOptionalString(body, field, messages)
  }
  if (
    repoUrl === undefined &&
    archiveId === undefined &&
    !messages.some((m) => m.startsWith('repo_url'))
  ) {
    messages.push('repo_url or archive_id must be provided')
  }
  if (messages.length > 0) throw new HttpError(400, messages)
  if (repoUrl !== undefined) input.repoUrl = repoUrl
  if (branch !== undefined) input.branch = branch
  if (archiveId !== undefined) input.archiveId = archiveId
  if (name !== undefined) input.name = name
  return input
}

/** Rule 1: the estimation must be finished, usable and worth something. */
function checkEstimationReady(estimation: EstimationEntity): void {
  if (!isTerminalEstimation(estimation.status)) throw new HttpError(400, SCAN_MESSAGES.notReady)
  if (estimation.status === 'failed') throw new HttpError(400, SCAN_MESSAGES.estimationFailed)
  const total = estimation.result?.total_credits ?? 0
  if (!(total > 0)) throw new HttpError(400, SCAN_MESSAGES.noCredits)
}

/**
 * Rule 4 (assumptions.md): a scan of one repository costs that repository's credits, not the
 * estimation's total, plus the whole triage fee when triage is mandatory.
 */
function scanCost(estimation: EstimationEntity, repo: RepoRecord): number {
  const index = estimation.repos.indexOf(repo)
  const credits = estimation.result?.repo_results[index]?.credits ?? 0
  return credits + (estimation.plan.triageRequired ? estimation.plan.triageFeeCredits : 0)
}

/** Rule 2: the scan covers a repository (and branch) or archive the estimation included. */
function findEstimatedRepo(estimation: EstimationEntity, input: ScanInput): RepoRecord {
  let repo: RepoRecord | undefined
  if (input.archiveId !== undefined) {
    repo = estimation.repos.find((candidate) => candidate.archive_id === input.archiveId)
    if (repo === undefined) throw new HttpError(400, SCAN_MESSAGES.notIncluded)
  } else {
    const wanted = normalizeRepoUrl(input.repoUrl ?? '')
    const sameRepo = estimation.repos.filter(
      (candidate) =>
        candidate.repo_url !== undefined && normalizeRepoUrl(candidate.repo_url) === wanted,
    )
    if (sameRepo.length === 0) throw new HttpError(400, SCAN_MESSAGES.notIncluded)
    repo =
      input.branch === undefined
        ? sameRepo[0]
        : sameRepo.find((candidate) => candidate.branch === input.branch)
    if (repo === undefined) throw new HttpError(400, SCAN_MESSAGES.branchMismatch)
  }
  const index = estimation.repos.indexOf(repo)
  if (estimation.result?.repo_results[index]?.status === 'failed') {
    throw new HttpError(400, SCAN_MESSAGES.repoFailed)
  }
  return repo
}

function describeName(input: ScanInput, repo: RepoRecord): string {
  if (input.name !== undefined) return input.name
  const target = repo.repo_url?.split('/').slice(-2).join('/') ?? repo.archive_id ?? 'archive'
  return input.scanType === 'pr' ? `${target} PR #${input.prNumber ?? 0}` : `${target} full scan`
}

function createScan(ctx: AuthedContext): Reply {
  const input = parseScanInput(ctx.body)
  const estimation = ctx.org.estimations.get(input.costEstimationId)
  if (estimation === undefined) throw new HttpError(404, SCAN_MESSAGES.estimationNotFound)
  const now = ctx.state.now()
  advanceEstimation(estimation, now, false)
  checkEstimationReady(estimation)
  const repo = findEstimatedRepo(estimation, input)
  const required = scanCost(estimation, repo)
  if (ctx.org.credits < required) throw new HttpError(402, SCAN_MESSAGES.insufficientCredits)
  ctx.org.credits -= required
  const plan = ctx.state.resolveScanPlan(repo.repo_url, repo.branch)
  const scan: ScanEntity = {
    id: randomUUID(),
    org: ctx.org.name,
    taskId: createTaskId(),
    scanType: input.scanType,
    name: describeName(input, repo),
    commitSha: repo.commit_sha,
    targetUrls: input.targetUrls,
    costEstimationId: estimation.id,
    keyPrefix: ctx.key.prefix,
    plan,
    step: 0,
    polls: 0,
    createdAt: now,
    updatedAt: now,
    seq: ctx.org.scans.size,
  }
  if (repo.repo_url !== undefined) scan.repoUrl = repo.repo_url
  if (repo.branch !== undefined) scan.branch = repo.branch
  if (repo.archive_id !== undefined) scan.archiveId = repo.archive_id
  if (input.prNumber !== undefined) scan.prNumber = input.prNumber
  const durationMs = drawDuration(plan.durationMs)
  if (durationMs !== undefined) scan.durationMs = durationMs
  // A plan of one status is final at once: no read will move the scan, so publish here.
  if (plan.statuses.length <= 1) scan.finishedAt = now
  if (plan.statuses.length <= 1 && readScanStatus(scan) === 'completed') {
    publishFindings(ctx.state, scan, now)
  }
  ctx.state.addScan(scan)
  return replyJson(201, shapeCreateResponse(renderScan(ctx.state, scan), plan))
}

/** The id comes back as `id` or `scan_id`, in a whole record or alone (assumptions.md). */
function shapeCreateResponse(
  record: Record<string, unknown>,
  plan: { idField: 'id' | 'scan_id'; minimalCreateResponse: boolean },
): Record<string, unknown> {
  const { id, ...rest } = record
  const idPart = { [plan.idField]: id }
  return plan.minimalCreateResponse ? idPart : { ...idPart, ...rest }
}

export const scanCreateRoutes: Route[] = [
  {
    method: 'POST',
    template: '/scans',
    pattern: /^\/scans$/,
    scope: 'write',
    readsBody: true,
    handle: createScan,
  },
]
