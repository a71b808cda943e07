/**
 * What the report file says of the policy file (schema version 2): per finding, what keeps it from
 * the gate (`suppression`), and at the top, the policy as it applied and what the pull request
 * proposes. Texts are as the policy file wrote them: a consumer that renders them must escape
 * them, as it does a finding's.
 */
import { z } from 'zod/mini'
import type { PolicyReport, RunOutcome } from '../../outcome/outcome.js'
import { ON_SERVICE_ERROR, type Coverage, type Suppression } from '../../policy/policy.js'

const count = () => z.number().check(z.int(), z.nonnegative())
const line = () => z.number().check(z.int(), z.positive())
const optionalString = () => z.optional(z.string())
const onServiceError = z.enum(ON_SERVICE_ERROR)
const globs = z.array(z.string())

const expires = () =>
  z
    .string()
    .check(z.describe('As written in the policy file, YYYY-MM-DD: the last day it applies (UTC).'))

export const findingSuppressionSchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('suppressed'),
      reason: z.string(),
      expires: expires(),
      owner: optionalString(),
      ticket: optionalString(),
      line: line().check(z.describe("The suppression's line in the policy file.")),
    }),
    z.object({
      kind: z.literal('excluded'),
      glob: z.string().check(z.describe('The exclude-paths glob that matches the finding.')),
    }),
  ])
  .check(
    z.describe(
      'Present when the policy file keeps the finding from the gate: an active suppression, or an exclude-paths glob. Such a finding is listed but does not gate.',
    ),
  )
export type FindingSuppression = z.infer<typeof findingSuppressionSchema>

const entrySchema = z.object({
  line: line().check(z.describe('Where the entry starts in the policy file.')),
  id: optionalString(),
  rule: optionalString(),
  cwe: optionalString(),
  paths: z.optional(z.array(z.string())),
  reason: z.string(),
  expires: expires(),
  expiresAt: optionalString().check(
    z.describe(
      'The end of the expires day (UTC), ISO 8601; absent when expires is not a real date, which counts as expired.',
    ),
  ),
  owner: optionalString(),
  ticket: optionalString(),
})
const useSchema = z.extend(entrySchema, {
  findings: count().check(z.describe('How many of the findings read it matches.')),
})

export const policySchema = z
  .object({
    path: z.string(),
    source: z
      // 'merge-base' stays for the files earlier builds wrote: a reader validates them still.
      .enum(['checkout', 'base-commit', 'default-branch', 'merge-base'])
      .check(
        z.describe(
          "Where it was read: the checked-out commit (a run of the default branch, or of a protected one); the base commit a change goes into (pull requests, merge queues, merge requests); or, for a run of another branch, the default branch's head (`default-branch`). The last two are read as data (GitHub's API, or the clone's git objects), never from the checkout. `merge-base` (where the branch forks from the default branch) is no longer written: earlier builds wrote it where `default-branch` is written now.",
        ),
      ),
    commit: z.optional(
      z
        .string()
        .check(
          z.describe('The commit it was read at, when not the checkout: 40 or 64 hex digits.'),
        ),
    ),
    onServiceError,
    expiryWarningDays: count(),
    applied: z
      .optional(
        z.object({
          suppressed: count().check(z.describe('Findings kept from the gate by a suppression.')),
          excluded: count().check(z.describe('Findings kept from the gate by exclude-paths.')),
          expiringSoon: z.array(useSchema),
          lapsed: z
            .array(useSchema)
            .check(z.describe('Past their date, or not a real date: their findings count again.')),
          stale: z
            .optional(z.array(entrySchema))
            .check(z.describe('Suppressions that matched nothing; on a full scan only.')),
        }),
      )
      .check(
        z.describe(
          'Absent when no findings were read, or when the base commit has no policy file and only the pull request proposes one.',
        ),
      ),
    proposal: z
      .optional(
        z.object({
          path: z.string(),
          addedSuppressions: z.array(entrySchema),
          addedExcludePaths: z.array(z.string()),
          onServiceError: z.optional(
            z.object({ from: z.optional(onServiceError), to: z.optional(onServiceError) }),
          ),
          expiryWarningDays: z.optional(
            z.object({ from: z.optional(count()), to: z.optional(count()) }),
          ),
          dependencyFiles: z.optional(z.object({ from: z.optional(globs), to: z.optional(globs) })),
          errors: z.optional(
            z.array(
              z.object({
                line: z.optional(line()),
                column: z.optional(line()),
                message: z.string(),
              }),
            ),
          ),
          wouldCover: z
            .array(z.string())
            .check(z.describe('The ids of the findings that would not gate after merge.')),
        }),
      )
      .check(
        z.describe(
          'What the pull request changes in the policy file: shown, never applied; it takes effect after merge.',
        ),
      ),
  })
  .check(z.describe('Present when a policy file applies.'))
export type ReportPolicy = z.infer<typeof policySchema>

/** The end of the expires day as ISO 8601, when it is a date. */
function isoTime(ms: number | undefined): string | undefined {
  if (ms === undefined || !Number.isFinite(ms)) return undefined
  const date = new Date(ms)
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString()
}

function toEntry(s: Suppression): z.infer<typeof entrySchema> {
  const expiresAt = isoTime(s.expiresAtMs)
  return {
    line: s.place.line,
    ...(s.id === undefined ? {} : { id: s.id }),
    ...(s.rule === undefined ? {} : { rule: s.rule }),
    ...(s.cwe === undefined ? {} : { cwe: s.cwe }),
    ...(s.paths === undefined ? {} : { paths: s.paths }),
    reason: s.reason,
    expires: s.expires,
    ...(expiresAt === undefined ? {} : { expiresAt }),
    ...(s.owner === undefined ? {} : { owner: s.owner }),
    ...(s.ticket === undefined ? {} : { ticket: s.ticket }),
  }
}

function toProposal(proposal: NonNullable<PolicyReport['proposal']>): ReportPolicy['proposal'] {
  return {
    path: proposal.path,
    addedSuppressions: proposal.addedSuppressions.map(toEntry),
    addedExcludePaths: proposal.addedExcludePaths,
    ...(proposal.onServiceError === undefined ? {} : { onServiceError: proposal.onServiceError }),
    ...(proposal.expiryWarningDays === undefined
      ? {}
      : { expiryWarningDays: proposal.expiryWarningDays }),
    ...(proposal.dependencyFiles === undefined
      ? {}
      : { dependencyFiles: proposal.dependencyFiles }),
    ...(proposal.errors === undefined
      ? {}
      : {
          errors: proposal.errors.map((e) => ({
            ...(e.place === undefined ? {} : { line: e.place.line, column: e.place.column }),
            message: e.message,
          })),
        }),
    wouldCover: proposal.wouldCover.map((f) => f.id),
  }
}

/** The policy as the report file states it; stale suppressions on a full scan only. */
export function toReportPolicy(outcome: RunOutcome, policy: PolicyReport): ReportPolicy {
  const { applied, proposal } = policy
  const uses = (list: NonNullable<PolicyReport['applied']>['lapsed']) =>
    list.map((use) => ({ ...toEntry(use.suppression), findings: use.findings }))
  return {
    path: policy.path,
    source: policy.source,
    ...(policy.commit === undefined ? {} : { commit: policy.commit }),
    onServiceError: policy.onServiceError,
    expiryWarningDays: policy.expiryWarningDays,
    ...(applied === undefined
      ? {}
      : {
          applied: {
            suppressed: applied.suppressed,
            excluded: applied.excluded,
            expiringSoon: uses(applied.expiringSoon),
            lapsed: uses(applied.lapsed),
            ...(outcome.target.scanType === 'full' ? { stale: applied.unused.map(toEntry) } : {}),
          },
        }),
    ...(proposal === undefined ? {} : { proposal: toProposal(proposal) }),
  }
}

/** A finding's `suppression` in the report file, from what covers it. */
export function toFindingSuppression(coverage: Coverage): FindingSuppression {
  if (coverage.kind === 'excluded') return { kind: 'excluded', glob: coverage.pattern }
  const s = coverage.suppression
  return {
    kind: 'suppressed',
    reason: s.reason,
    expires: s.expires,
    ...(s.owner === undefined ? {} : { owner: s.owner }),
    ...(s.ticket === undefined ? {} : { ticket: s.ticket }),
    line: s.place.line,
  }
}
