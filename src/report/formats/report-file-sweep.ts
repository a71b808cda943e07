/**
 * The report file of a sweep: version 3. The sweep's gate and totals, and for each repository how
 * it ended, its SARIF file and upload, what gate: new found new and fixed since its previous full
 * scan, and its own report: a version 2 report file, as a run of that one repository writes
 * (report-file.ts). docs/report-file.schema.json publishes both versions. The lists of new and
 * fixed findings are optional fields only gate: new writes (not released yet): version 3 still.
 */
import { z } from 'zod/mini'
import { GATE_RESULTS, THRESHOLDS } from '../../gate/gate.js'
import type { RunOutcome } from '../../outcome/outcome.js'
import { SEVERITIES, type Finding } from '../../service/finding.js'
import { reportFileSchema } from './report-file.js'

export const SWEEP_REPORT_FILE_VERSION = 3

const count = () => z.number().check(z.int(), z.nonnegative())

/**
 * A finding as a later step routes it (an issue in its repository, a chat message): what it is,
 * where, and its page on the service. Texts are as the scanned code wrote them: escape them.
 */
const changedFindingSchema = z
  .object({
    id: z.string(),
    severity: z.enum(SEVERITIES),
    title: z.string(),
    filePath: z.optional(
      z.string().check(z.describe('As sent; not necessarily repository-relative.')),
    ),
    lineStart: z.optional(z.number().check(z.int())),
    lineEnd: z.optional(z.number().check(z.int())),
    url: z.optional(z.string().check(z.describe("The finding's page on the service, as sent."))),
  })
  .check(
    z.meta({
      // Published once, under $defs, for the new and the fixed lists.
      id: 'ChangedFinding',
      description: 'A finding as a later step routes it; texts as the scanned code wrote them.',
    }),
  )
export type ChangedFinding = z.infer<typeof changedFindingSchema>

/** The nights a series keeps: the last month of a nightly sweep. */
export const SERIES_NIGHTS = 30

const nightSchema = z.object({
  // A pattern, not a format: every validator checks one, and it is all the chart's axis needs.
  at: z
    .string()
    .check(
      z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/),
      z.describe('When the merge of that night ran (UTC, as Date.toISOString writes it).'),
    ),
  runId: z.optional(
    z
      .string()
      .check(
        z.regex(/^\d{1,20}$/),
        z.describe("The night's workflow run (GITHUB_RUN_ID): a re-run replaces its night."),
      ),
  ),
  judged: count().check(z.describe('Repositories judged that night: the totals are theirs.')),
  counts: z
    .object(
      Object.fromEntries(SEVERITIES.map((s) => [s, count()])) as Record<
        (typeof SEVERITIES)[number],
        ReturnType<typeof count>
      >,
    )
    .check(z.describe('The findings of the repositories judged, by severity: the backlog.')),
  new: count().check(
    z.describe(
      "Findings new since their repositories' previous full scans, at the severities compared.",
    ),
  ),
  fixed: count().check(z.describe('Findings of those previous scans gone that night.')),
})
export type SeriesNight = z.infer<typeof nightSchema>

/** What a merge with gate: new carries from night to night; the next night's merge reads it. */
export const seriesSchema = z
  .object({ nights: z.array(nightSchema).check(z.maxLength(SERIES_NIGHTS)) })
  .check(
    z.describe(
      `Written by the merge with gate new: the organization's totals night by night, oldest first, the last ${SERIES_NIGHTS} nights; read back from previous-report-file by the next night's merge.`,
    ),
  )

export const sweepReportFileSchema = z
  .object({
    schemaVersion: z.literal(SWEEP_REPORT_FILE_VERSION),
    sweep: z.object({
      gate: z.object({
        result: z.enum(GATE_RESULTS),
        threshold: z.enum(THRESHOLDS),
        warnOnly: z.boolean(),
        reason: z.string(),
      }),
      counts: z.object({
        repositories: count(),
        judged: count(),
        breaching: count(),
        failed: count(),
        skipped: count(),
        deferred: z.optional(count()),
      }),
      creditsSpent: z.number(),
      problem: z
        .optional(z.string())
        .check(z.describe('Why the sweep stopped before every repository was judged.')),
      shard: z.optional(
        z
          .object({
            index: count(),
            count: z.number().check(z.int(), z.positive()),
            runAttempt: z.number().check(z.int(), z.positive()),
            planCreatedAt: z.string(),
            startsStopped: z.optional(
              z.string().check(z.describe('Why the shard stopped starting scans before its last.')),
            ),
          })
          .check(
            z.describe('Set by a shard of a planned sweep (mode: shard); the merge reads it.'),
          ),
      ),
    }),
    series: z.optional(seriesSchema),
    unjudged: z.optional(
      z
        .array(z.string())
        .check(
          z.describe(
            "Written by the merge: the plan's repositories (owner/name) this run did not judge. The next night's plan, given this file as previous-report-file, reads a completed scan of theirs (it follows it) instead of reporting it again from its counts.",
          ),
        ),
    ),
    repositories: z.array(
      z.object({
        repository: z.string().check(z.describe('owner/name')),
        status: z
          .enum(['judged', 'failed', 'skipped', 'deferred'])
          .check(
            z.describe(
              'judged: its scan completed and the gate judged it; failed: it could not be judged; skipped: over max-credits, or not scannable (unsupported languages); deferred: left for the next run by a shard that reached its time-budget (its scan, when started, is followed then).',
            ),
          ),
        credits: z.optional(z.number()),
        commitSha: z.optional(z.string()),
        sarifFile: z.optional(z.string()),
        sarifUpload: z.optional(
          z.object({
            ok: z.boolean(),
            id: z.optional(z.string()),
            problem: z.optional(z.string()),
          }),
        ),
        new: z.optional(
          z
            .array(changedFindingSchema)
            .check(
              z.describe(
                "With gate new, told against the repository's previous full scan (report.baseline.commit): the findings this scan has that the previous one did not, at the severities compared, most severe first. Absent when there was nothing to tell against (report.baseline says why).",
              ),
            ),
        ),
        fixed: z.optional(
          z
            .array(changedFindingSchema)
            .check(
              z.describe(
                "With gate new, told against the repository's previous full scan: that scan's findings this one no longer has, at the severities compared. Absent when there was nothing to tell against.",
              ),
            ),
        ),
        report: reportFileSchema,
      }),
    ),
  })
  .check(
    z.meta({
      title: 'security-scan-action sweep report file',
      description: `Version ${SWEEP_REPORT_FILE_VERSION}: the file a sweep (the repositories input) writes.`,
    }),
  )

export type SweepReportFile = z.infer<typeof sweepReportFileSchema>

/**
 * A repository's new and fixed findings as the file lists them: only when gate: new told its
 * findings against a previous full scan (not when it had none, nor on the first full scan, which
 * starts the record: nothing in it is new).
 */
export function toChangedFindings(
  outcome: Pick<RunOutcome, 'findings' | 'baseline'>,
): { new: ChangedFinding[]; fixed: ChangedFinding[] } | undefined {
  const baseline = outcome.baseline
  if (baseline?.ref === undefined || baseline.problem !== undefined) return undefined
  const fresh = outcome.findings.filter((f) => baseline.states.get(f) === 'new')
  return { new: fresh.map(toChangedFinding), fixed: baseline.fixed.map(toChangedFinding) }
}

/** The finding's routing fields only: a consumer validating strictly rejects any other. */
function toChangedFinding(finding: Finding): ChangedFinding {
  const { id, severity, title, filePath, lineStart, lineEnd, url } = finding
  return { id, severity, title, filePath, lineStart, lineEnd, url }
}

/**
 * The JSON Schema published as docs/report-file.schema.json: a run's file (version 2) or a sweep's
 * (version 3). `npm run schema` writes it; a test checks the committed file against it.
 */
export function renderPublishedReportFileSchema(): string {
  const either = z.union([reportFileSchema, sweepReportFileSchema]).check(
    z.meta({
      title: 'security-scan-action report file',
      description:
        'The JSON file written by the report-file input: a run of one repository (schemaVersion 2) or a sweep of many (schemaVersion 3).',
    }),
  )
  return `${JSON.stringify(z.toJSONSchema(either), null, 2)}\n`
}
