/**
 * The plan of a sweep split over the Actions matrix (mode: plan writes it; each shard and the
 * merge read it from the plan job's artifact). Per repository: its shard, the branch scanned and
 * what the shard does with it (scan it, reuse a completed scan of its current commit, or follow a
 * scan a previous run started), with the scan the plan found in one walk of the service's scan
 * list. Read back as untrusted input: a shard trusts no field it did not check.
 */
import { z } from 'zod/mini'
import { scanSchema } from '../../service/schemas.js'
import { MAX_SHARDS } from '../../config/matrix.js'
import { GATES } from '../../gate/gate.js'
import { PREVIOUS_CANDIDATES } from '../previous.js'

export const PLAN_FILE_KIND = 'security-scan-sweep-plan'
export const PLAN_FILE_VERSION = 1

const count = () => z.number().check(z.int(), z.nonnegative())

/** What a shard does with a repository. */
const PLAN_ACTIONS = ['scan', 'reuse', 'follow'] as const
export type PlanAction = (typeof PLAN_ACTIONS)[number]

const plannedRepositorySchema = z.object({
  fullName: z.string().check(z.regex(/^[^/\s]+\/[^/\s]+$/, 'not owner/name')),
  id: z.optional(z.number().check(z.int(), z.positive())),
  branch: z.string(),
  shard: count(),
  action: z.enum(PLAN_ACTIONS),
  /** The newest scan of this branch the plan found: reused, followed, or matched by commit. */
  scan: z.optional(scanSchema),
  /** Why it cannot be swept (GitHub could not read it): the shard reports it as not judged. */
  problem: z.optional(z.string()),
  /**
   * With gate: new, the completed full scans of its branch the plan found, newest first: the
   * shard tells its scan against the newest that is not that scan and was created before it.
   */
  previous: z.optional(z.array(scanSchema).check(z.maxLength(PREVIOUS_CANDIDATES))),
  /** With gate: new: the list was read to its end and held no earlier scan of it. */
  first: z.optional(z.literal(true)),
})
export type PlannedRepository = z.infer<typeof plannedRepositorySchema>

export const planFileSchema = z
  .object({
    kind: z.literal(PLAN_FILE_KIND),
    schemaVersion: z.literal(PLAN_FILE_VERSION),
    /** When the plan walked the scan list (ISO 8601): a re-run shard looks for scans after it. */
    createdAt: z.string(),
    shards: z.number().check(z.int(), z.gte(1), z.lte(MAX_SHARDS)),
    /** Keys in the api-key input: shard i uses key i mod keys. */
    keys: z.number().check(z.int(), z.gte(1), z.lte(10)),
    /** Shards the workflow runs at once (its strategy's max-parallel). */
    maxParallel: z.number().check(z.int(), z.gte(1), z.lte(MAX_SHARDS)),
    /** Each key's budget a minute, split by the shards that can run at once on it. */
    requestsPerMinute: z.number().check(z.int(), z.gte(1), z.lte(100)),
    timeBudgetMs: z.number().check(z.int(), z.positive()),
    /**
     * The plan's gate input: with new, it found each repository's previous full scans, and the
     * shards and the merge judge by what is new since.
     */
    gate: z.optional(z.enum(GATES)),
    /** How far back the plan read the scan list (reuse-max-age). */
    reuseMaxAgeMs: z.optional(z.number().check(z.int(), z.positive())),
    /** The organization's max-credits split over the shards by their repositories; absent: none. */
    creditsPerShard: z.optional(z.array(z.number().check(z.nonnegative()))),
    sizing: z.object({
      repositories: count(),
      toScan: count(),
      toReuse: count(),
      toFollow: count(),
      /** Requests the service is expected to get for this plan, all shards. */
      requests: count(),
      shardsNeeded: count(),
      nightsNeeded: count(),
    }),
    repositories: z.array(plannedRepositorySchema),
  })
  .check(
    z.refine((plan) => !Number.isNaN(Date.parse(plan.createdAt)), {
      message: 'createdAt is not a date',
      path: ['createdAt'],
    }),
    z.refine((plan) => plan.repositories.every((r) => r.shard < plan.shards), {
      message: 'a repository of a shard past shards',
      path: ['repositories'],
    }),
    z.refine(
      (plan) =>
        new Set(plan.repositories.map((r) => r.fullName.toLowerCase())).size ===
        plan.repositories.length,
      { message: 'a repository listed twice', path: ['repositories'] },
    ),
  )
export type PlanFile = z.infer<typeof planFileSchema>
