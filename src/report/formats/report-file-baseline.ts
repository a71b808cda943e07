/**
 * What the report file says of the baseline (gate: new): at the top, the target branch's scan the
 * findings were told against, what was compared and how many are new, existing and fixed, or why
 * there was none; per finding, its `baselineState` where it was told. Texts are as the service and
 * the event gave them: a consumer that renders them must escape them.
 */
import { z } from 'zod/mini'
import type { RunOutcome } from '../../outcome/outcome.js'
import { SEVERITIES } from '../../service/finding.js'

const count = () => z.number().check(z.int(), z.nonnegative())

export const baselineStateSchema = z
  .enum(['new', 'existing'])
  .check(
    z.describe(
      'With gate new and a baseline: new (this change introduces it) or existing (the target branch had it). Absent when the finding was not compared: another severity, a finding the policy covers, or no baseline.',
    ),
  )
export type BaselineState = z.infer<typeof baselineStateSchema>

export const baselineSchema = z
  .object({
    scanId: z.optional(z.string()),
    commit: z.optional(
      z.string().check(z.describe('The whole commit of the target branch the scan saw.')),
    ),
    branch: z.optional(z.string()),
    createdAt: z.optional(z.string()),
    via: z.optional(z.enum(['marker', 'list'])),
    problem: z.optional(
      z
        .string()
        .check(
          z.describe(
            'Why there was no baseline, or it could not be used: the gate then counted every finding.',
          ),
        ),
    ),
    startsRecord: z.optional(
      z
        .boolean()
        .check(
          z.describe(
            "True on the default branch's first full scan: no earlier full scan of the branch was found by a complete look, so this scan starts the record and nothing in it is new (no scanId, no problem, no counts).",
          ),
        ),
    ),
    reportedAgain: z.optional(
      z
        .boolean()
        .check(
          z.describe(
            "True for a sweep's repository reported again from the scan an earlier run bought and judged (nothing pushed since, scanId): nothing in it is new in this run (no problem, no counts).",
          ),
        ),
    ),
    compared: z.array(z.enum(SEVERITIES)).check(z.describe('The severities compared.')),
    counts: z.optional(
      z
        .object({ new: count(), existing: count(), fixed: count() })
        .check(z.describe('At the severities compared; absent without a baseline.')),
    ),
  })
  .check(
    z.describe(
      "Present with gate new: the scan the findings were told against (scanId, commit, branch, createdAt, via, counts): on a change, its target branch's; on a full scan, its branch's previous full scan. Else the problem, or startsRecord on the default branch's first full scan.",
    ),
  )
export type ReportBaseline = z.infer<typeof baselineSchema>

/** The baseline as the file writes it; undefined without gate: new. */
export function toReportBaseline(
  outcome: Pick<RunOutcome, 'baseline'>,
): ReportBaseline | undefined {
  const baseline = outcome.baseline
  if (baseline === undefined) return undefined
  const { ref, problem, startsRecord, reportedAgain } = baseline
  const file: ReportBaseline = { compared: [...baseline.compared] }
  if (startsRecord !== undefined)
    Object.assign(file, { branch: startsRecord.branch, startsRecord: true })
  if (reportedAgain !== undefined) {
    const { branch, scanId } = reportedAgain
    Object.assign(file, { branch, scanId, reportedAgain: true })
  }
  if (ref !== undefined) {
    Object.assign(file, { scanId: ref.scanId, commit: ref.commit, branch: ref.branch })
    if (ref.createdAt !== undefined) file.createdAt = ref.createdAt
    file.via = ref.via
  }
  if (problem !== undefined) file.problem = problem
  else if (ref !== undefined) file.counts = { ...baseline.counts }
  return file
}
