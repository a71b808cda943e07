/**
 * report-file: the run as JSON, for later steps (post to chat, open tickets, diff two runs). The
 * schema is versioned and exported as JSON Schema (docs/report-file.schema.json, checked by a
 * test against this file). Texts are as the service sent them, the key removed: a consumer that
 * renders them must escape them, as the action does.
 */
import { z } from 'zod/mini'
import { GATE_RESULTS, THRESHOLDS } from '../../gate/gate.js'
import { SEVERITIES } from '../../service/finding.js'
import type { RunOutcome } from '../../outcome/outcome.js'
import { ON_SERVICE_ERROR } from '../../policy/policy.js'
import {
  findingSuppressionSchema,
  policySchema,
  toFindingSuppression,
  toReportPolicy,
  type FindingSuppression,
} from './report-file-policy.js'
import {
  baselineSchema,
  baselineStateSchema,
  toReportBaseline,
  type BaselineState,
} from './report-file-baseline.js'

/**
 * 2: each finding may carry a `suppression`, and the file a `policy` and a `serviceOutage`
 * (CHANGELOG.md says what changed for a reader of version 1). With gate: new, the file may carry a
 * `baseline` and each finding a `baselineState`: optional fields, which only that gate writes.
 */
const REPORT_FILE_VERSION = 2

const integer = () => z.number().check(z.int())
const severity = z.enum(SEVERITIES)
const count = integer().check(z.nonnegative())
const counts = z.object(
  Object.fromEntries(SEVERITIES.map((s) => [s, count])) as Record<
    (typeof SEVERITIES)[number],
    typeof count
  >,
)
const optionalString = () => z.optional(z.string())

const findingSchema = z.object({
  id: z
    .string()
    .check(z.describe('The service\'s id, or "#n" when it sent none (or none usable).')),
  title: z.string(),
  severity,
  unknownSeverity: optionalString().check(
    z.describe('The severity sent, when it is not one of the five (counted as info).'),
  ),
  state: optionalString(),
  verificationState: optionalString(),
  description: optionalString(),
  filePath: optionalString().check(z.describe('As sent; not necessarily repository-relative.')),
  lineStart: z.optional(integer()),
  lineEnd: z.optional(integer()),
  cwe: optionalString(),
  ruleId: optionalString(),
  recommendation: optionalString(),
  url: optionalString(),
  foundAt: optionalString(),
  updatedAt: optionalString(),
  // Last: renderFindings adds them to each finding as it writes it.
  suppression: z.optional(findingSuppressionSchema),
  baselineState: z.optional(baselineStateSchema),
})

const dependencyHitSchema = z.object({
  name: z.string(),
  version: z.string(),
  level: z.enum(['malicious', 'suspicious']),
  summary: optionalString(),
  confidence: optionalString(),
  osvId: optionalString(),
  locations: z.array(z.object({ path: z.string(), line: z.optional(integer()) })),
})

export const reportFileSchema = z
  .object({
    schemaVersion: z.literal(REPORT_FILE_VERSION),
    target: z.object({
      scanType: z.enum(['pr', 'full']),
      repository: z.string(),
      repoUrl: z.string(),
      branch: z.string(),
      prNumber: z.optional(integer()),
      headSha: optionalString(),
    }),
    estimation: z.optional(
      z.object({
        id: z.string(),
        status: z.string(),
        totalCredits: z.optional(z.number()),
        triageRequired: z.boolean(),
        triageFeeCredits: z.number(),
        scanCost: z.optional(z.number()),
        maxCredits: z.optional(z.number()),
      }),
    ),
    scan: z
      .optional(z.object({ id: z.string(), status: z.string(), reused: z.boolean() }))
      .check(z.describe('Absent when no scan was started or found.')),
    counts: z
      .optional(counts)
      .check(z.describe("The scan's findings_summary; absent when unknown or not trusted.")),
    gate: z.object({
      result: z.enum(GATE_RESULTS),
      threshold: z.enum(THRESHOLDS),
      warnOnly: z.boolean(),
      reason: z.string(),
    }),
    findingsRead: z.enum(['all', 'partial', 'none']),
    findings: z
      .array(findingSchema)
      .check(z.describe('As read, most severe first; fewer than counts when partial.')),
    dependencies: z
      .optional(
        z.object({
          scope: z.string(),
          packagesChecked: integer().check(z.nonnegative()),
          lockfiles: z.array(
            z.object({ path: z.string(), packages: integer(), error: optionalString() }),
          ),
          hits: z.array(dependencyHitSchema),
          errors: z.array(
            z.object({ name: z.string(), version: optionalString(), message: z.string() }),
          ),
          problem: optionalString(),
          notes: z.array(z.string()),
        }),
      )
      .check(z.describe('Present when check-dependencies is on.')),
    policy: z.optional(policySchema),
    baseline: z.optional(baselineSchema),
    serviceOutage: z
      .optional(z.object({ onServiceError: z.enum(ON_SERVICE_ERROR) }))
      .check(
        z.describe(
          'Present when the service could not be reached or kept failing; with on-service-error warn the job passed with result unknown.',
        ),
      ),
    problem: optionalString().check(z.describe('Why the run stopped early, when it did.')),
    notes: z.array(z.string()),
  })
  .check(
    z.meta({
      // The sweep's file (report-file-sweep.ts) holds one per repository: $defs/RunReportFile.
      id: 'RunReportFile',
      title: 'security-scan-action report file',
      description: `Version ${REPORT_FILE_VERSION} of the JSON file written by the report-file input.`,
    }),
  )

/** What the file adds to a finding of the service: what the policy and the baseline said of it. */
interface FindingExtras {
  suppression?: FindingSuppression | undefined
  baselineState?: BaselineState | undefined
}

/**
 * Not part of the file: the extras of the finding at an index of `findings`, which
 * renderReportFile adds as it writes each finding instead of copying 100,000 findings to add them.
 * A symbol key, which JSON.stringify, Object.entries and the schema all leave out.
 */
const EXTRAS_AT = Symbol('extrasAt')

export type ReportFile = z.infer<typeof reportFileSchema> & {
  [EXTRAS_AT]?: (index: number) => FindingExtras
}
type ReportFinding = z.infer<typeof findingSchema>

/**
 * The fields the published schema allows a finding, in its order, taken from the schema itself,
 * but `suppression` and `baselineState`, which are not the service's (renderFinding adds them). The service's Finding
 * carries more (scanId, and whatever it gains next), which the schema's `additionalProperties:
 * false` forbids: a consumer validating strictly would reject the whole file. Each finding is
 * written with these fields only (renderFindings).
 */
const FINDING_FIELDS: readonly string[] = Object.keys(findingSchema.shape).filter(
  (field) => field !== 'suppression' && field !== 'baselineState',
)

export function buildReportFile(report: RunOutcome): ReportFile {
  const trusted = report.gate.result !== 'unknown'
  const file: ReportFile = {
    schemaVersion: REPORT_FILE_VERSION,
    target: report.target,
    gate: report.gate,
    findingsRead: report.findingsRead,
    findings: [],
    notes: report.notes,
  }
  if (report.estimation) {
    const { id, status, totalCredits, triageRequired, triageFeeCredits, scanCost, maxCredits } =
      report.estimation
    file.estimation = {
      id,
      status,
      triageRequired,
      triageFeeCredits,
      ...(totalCredits === undefined ? {} : { totalCredits }),
      ...(scanCost === undefined ? {} : { scanCost }),
      ...(maxCredits === undefined ? {} : { maxCredits }),
    }
  }
  if (report.scan) {
    file.scan = {
      id: report.scan.id,
      status: report.scan.status,
      reused: report.scan.reused === true,
    }
  }
  if (report.counts && trusted) file.counts = report.counts
  if (report.dependencies) file.dependencies = report.dependencies
  if (report.policy) file.policy = toReportPolicy(report, report.policy)
  const baseline = toReportBaseline(report)
  if (baseline) file.baseline = baseline
  if (report.serviceOutage) file.serviceOutage = report.serviceOutage
  if (report.problem !== undefined) file.problem = report.problem
  // The file must keep its promise: what does not match the schema is a bug, found here. The
  // findings are the service's Finding objects as read, not parsed or copied one by one (a scan can have
  // 100,000 of them): the type check says their fields have the schema's types, and they are
  // written with the schema's fields only.
  const checked: ReportFile = reportFileSchema.parse(file)
  checked.findings = report.findings satisfies readonly ReportFinding[]
  const applied = report.policy?.applied
  const states = report.baseline?.states
  if (applied !== undefined || (states !== undefined && states.size > 0)) {
    checked[EXTRAS_AT] = (index) => {
      const finding = report.findings[index]
      if (finding === undefined) return {}
      const coverage = applied?.coverageOf(finding)
      return {
        suppression: coverage === undefined ? undefined : toFindingSuppression(coverage),
        baselineState: states?.get(finding),
      }
    }
  }
  return checked
}

/** Findings per piece of the report file's text: pieces of about 50 KB. */
const FINDINGS_PER_CHUNK = 100

/**
 * JSON.stringify(value, fields, 2) of a value nested `depth` levels deep: with `fields`, only those
 * properties are written, in that order.
 */
function stringifyAt(value: unknown, depth: number, fields?: readonly string[]): string {
  // JSON.stringify escapes every line break inside a string: each one here is between values.
  return JSON.stringify(value, fields as string[] | undefined, 2).replace(
    /\n/g,
    `\n${'  '.repeat(depth)}`,
  )
}

/** A finding as JSON.stringify would write it with its extras as its last fields. */
function renderFinding(finding: unknown, extras: FindingExtras | undefined): string {
  const text = stringifyAt(finding, 2, FINDING_FIELDS)
  const added = Object.entries(extras ?? {}).filter(([, value]) => value !== undefined)
  if (added.length === 0) return text
  // A finding always has an id, so its text ends with a line break and the closing brace: the
  // extras go between its last field and that line break.
  const end = text.lastIndexOf('\n')
  const fields = added.map(([key, value]) => `,\n      "${key}": ${stringifyAt(value, 3)}`)
  return `${text.slice(0, end)}${fields.join('')}${text.slice(end)}`
}

function* renderFindings(
  findings: readonly unknown[],
  extrasAt: ReportFile[typeof EXTRAS_AT],
): Generator<string> {
  if (findings.length === 0) {
    yield '[]'
    return
  }
  for (let i = 0; i < findings.length; i += FINDINGS_PER_CHUNK) {
    const items = findings
      .slice(i, i + FINDINGS_PER_CHUNK)
      .map((f, j) => `\n    ${renderFinding(f, extrasAt?.(i + j))}`)
    yield `${i === 0 ? '[' : ','}${items.join(',')}`
  }
  yield '\n  ]'
}

/**
 * The report file's text, `JSON.stringify(file, null, 2)` and a line break, in pieces: the
 * findings of a large scan make tens of MB, which never exist as one string.
 */
export function* renderReportFile(file: ReportFile): Generator<string> {
  // In the file's order, without what JSON.stringify leaves out; schemaVersion is always in.
  const members = Object.entries(file as Record<string, unknown>).filter(([, v]) => v !== undefined)
  yield '{'
  for (const [i, [key, value]] of members.entries()) {
    yield `${i === 0 ? '' : ','}\n  ${JSON.stringify(key)}: `
    if (key === 'findings') yield* renderFindings(file.findings, file[EXTRAS_AT])
    else yield stringifyAt(value, 1)
  }
  yield '\n}\n'
}
