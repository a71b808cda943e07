import { z } from 'zod/mini'
import { SERVICE_ID_PATTERN } from './ids.js'

/**
 * Response schemas mirroring the resource tables of the service API description (summed up in docs/service-contract.md). They are tolerant
 * readers: unknown fields pass through (z.looseObject), optional fields may also be null. Required
 * fields are exactly the spec's Required column; where the spec shows no Required column, only what
 * the action cannot work without is required (see the notes by each schema).
 *
 * Enums are strict only where the client's decisions depend on the value (estimation and repo
 * result status): an unknown value there is a contract break worth a clear error. Informational
 * enums (repo source, failure_reason, scan_type) accept any string so a new value does not fail a
 * whole run.
 */

const optionalString = z.nullish(z.string())
const optionalNumber = z.nullish(z.number())
/** An id that does not look like one is a contract break, named as such, never passed on. */
const requiredId = z
  .string()
  .check(z.regex(SERVICE_ID_PATTERN, 'not an id (1-128 letters, digits or ._:- characters)'))

const ESTIMATION_STATUSES = ['pending', 'running', 'completed', 'partial', 'failed'] as const
export type EstimationStatus = (typeof ESTIMATION_STATUSES)[number]
export const TERMINAL_ESTIMATION_STATUSES: readonly EstimationStatus[] = [
  'completed',
  'partial',
  'failed',
]

const repoInputSchema = z.looseObject({
  source: optionalString,
  repo_url: optionalString,
  branch: optionalString,
  commit_sha: optionalString,
  archive_id: optionalString,
})

const applicationSchema = z.looseObject({
  app_name: z.string(),
  app_root_path: z.string(),
  architecture: optionalString,
})

const repoResultSchema = z.looseObject({
  repo_url: z.string(),
  branch: optionalString,
  commit_sha: optionalString,
  status: z.enum(['completed', 'failed']),
  from_cache: z.boolean(),
  applications: z.nullish(z.array(applicationSchema)),
  credits: optionalNumber,
  error: optionalString,
  /** The spec allows unsupported_language; other values are kept as sent. */
  failure_reason: optionalString,
  unsupported_languages: z.nullish(z.array(z.string())),
})
export type RepoResult = z.infer<typeof repoResultSchema>

export const costEstimationSchema = z.looseObject({
  id: requiredId,
  organization_id: z.string(),
  user_id: z.string(),
  name: optionalString,
  task_id: z.string(),
  status: z.enum(ESTIMATION_STATUSES),
  repos: z.array(repoInputSchema),
  total_credits: z.nullish(z.number().check(z.nonnegative())),
  repo_results: z.nullish(z.array(repoResultSchema)),
  error: optionalString,
  triage_required: z.boolean(),
  triage_fee_credits: z.number().check(z.nonnegative()),
  created_at: z.string(),
  updated_at: z.string(),
})
export type CostEstimation = z.infer<typeof costEstimationSchema>

/**
 * Read as it comes: a malformed count must not make the whole scan record unreadable, and must
 * not be read as 0 either. scan/counts.ts judges it, and the gate says `unknown` on a bad one.
 */
const findingsSummarySchema = z.looseObject({
  critical: z.optional(z.unknown()),
  high: z.optional(z.unknown()),
  medium: z.optional(z.unknown()),
  low: z.optional(z.unknown()),
  info: z.optional(z.unknown()),
})

/** The spec does not say which scan fields are required; only the id is. */
export const scanSchema = z.looseObject({
  id: requiredId,
  task_id: optionalString,
  scan_type: optionalString,
  status: optionalString,
  name: optionalString,
  repo_url: optionalString,
  branch: optionalString,
  pr_number: z.nullish(z.number().check(z.int())),
  target_urls: z.nullish(z.array(z.string())),
  findings_summary: z.nullish(findingsSummarySchema),
  created_at: optionalString,
  updated_at: optionalString,
})
export type Scan = z.infer<typeof scanSchema>

export interface CreatedScan {
  id: string
  /** The whole answer, which may be a complete scan record. */
  record: Record<string, unknown>
}

const createdScanRecordSchema = z.looseObject({
  id: z.nullish(requiredId),
  scan_id: z.nullish(requiredId),
})

/** POST /scans answers with the id as `id` or `scan_id` (docs/service-contract.md). */
export const createdScanSchema = z.pipe(
  createdScanRecordSchema,
  z.transform((record: z.output<typeof createdScanRecordSchema>, ctx): CreatedScan => {
    const id = record.id ?? record.scan_id
    if (id === undefined || id === null || id === '') {
      ctx.issues.push({
        code: 'custom',
        input: record,
        path: ['id'],
        message: 'without the required field "id" (or "scan_id")',
      })
      return z.NEVER
    }
    return { id, record }
  }),
)

/**
 * GET /scans/{id}/status (docs/service-contract.md): at least `status`; perhaps `progress` (0-100), `stage`,
 * `message`. Should it carry `findings_summary` too, a valid one spares a read of the scan
 * record; a malformed one is dropped here (the record is then read), never trusted.
 */
export const scanStatusSchema = z.looseObject({
  status: z.string(),
  progress: optionalNumber,
  stage: optionalString,
  message: optionalString,
  findings_summary: z.catch(z.nullish(findingsSummarySchema), undefined),
})
export type ScanStatus = z.infer<typeof scanStatusSchema>

export interface Page<T> {
  data: T[]
  total: number
  page: number
  limit: number
}

function pageSchema<T extends z.ZodMiniType>(item: T) {
  return z.looseObject({
    data: z.array(item),
    total: z.number().check(z.int(), z.nonnegative()),
    page: z.number().check(z.int()),
    limit: z.number().check(z.int()),
  })
}

export const scanPageSchema = pageSchema(scanSchema)
/** Finding records are undocumented: read as unknown and normalized by finding.ts. */
export const rawFindingPageSchema = pageSchema(z.unknown())

/**
 * The spec lists the verdict fields without a Required column. `package` and `level` are
 * required: a verdict without them cannot be attributed or judged, and reading a missing level
 * as "passes" would let a changed response wave a malicious package through.
 */
const verdictSchema = z.looseObject({
  status: optionalString,
  ecosystem: optionalString,
  package: z.string(),
  version: optionalString,
  level: z.string(),
  confidence: optionalString,
  summary: optionalString,
  findings: z.nullish(z.array(z.looseObject({}))),
  source: optionalString,
  osv_id: optionalString,
})
export type Verdict = z.infer<typeof verdictSchema>

/** Per-package errors carry at least `package` and `message` or `error` (docs/service-contract.md). */
const verdictErrorSchema = z.looseObject({
  package: optionalString,
  version: optionalString,
  message: optionalString,
  error: optionalString,
})
export type VerdictError = z.infer<typeof verdictErrorSchema>

/** `status` is informational and `errors` may be left out when there are none. */
export const verdictBatchSchema = z.looseObject({
  status: optionalString,
  verdicts: z.array(verdictSchema),
  errors: z.pipe(
    z.nullish(z.array(verdictErrorSchema)),
    z.transform((errors: VerdictError[] | null | undefined) => errors ?? []),
  ),
})
export type VerdictBatch = z.infer<typeof verdictBatchSchema>

export const commentResponseSchema = z.looseObject({ comment_id: requiredId })
export type CommentResponse = z.infer<typeof commentResponseSchema>

// Request types live in requests.ts (typed, not validated: the service validates them); they are
// re-exported here so that every request and response type can be found in schemas.ts.
export type {
  CreateEstimationRequest,
  CreateScanRequest,
  EstimationRepoRequest,
  ListFindingsQuery,
} from './requests.js'
