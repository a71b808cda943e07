/**
 * What GitLab accepts as a SAST report (gl-sast-report.json), written by hand from what GitLab
 * documents, for the unit and end-to-end tests: a JSON Schema (draft-07, as GitLab's own) checked
 * by Ajv, and the rules a schema cannot say. Sources:
 *
 * - https://docs.gitlab.com/ee/development/integrations/secure.html ("Security scanner
 *   integration", Report): a unique `id` per vulnerability; `identifiers` type/name/value (url to
 *   display), the first the primary identifier, at most 20 kept; a SAST `location` has `file` and
 *   `start_line`, and may have `end_line`; severities Info, Unknown, Low, Medium, High, Critical.
 * - https://gitlab.com/gitlab-org/security-products/security-report-schemas/-/blob/master/dist/sast-report-format.json
 *   (the 15.x releases: https://gitlab.com/gitlab-org/security-products/security-report-schemas/-/releases):
 *   `scan` with `analyzer` and `scanner` (id, name, version, vendor.name, none empty), `type`
 *   sast, `start_time` and `end_time` as yyyy-mm-ddThh:mm:ss in UTC, `status` success or
 *   failure, `messages` of level info, warn or fatal; `name` ≤ 255 characters, `description`
 *   ≤ 1 MiB, `solution` ≤ 7,000; identifier and link URLs http(s) or ftp; `details` a named list.
 * - https://docs.gitlab.com/user/application_security/detect/security_report_validation: the
 *   declared `version` picks the schema, and this tool writes MODEL 15 (14.x was removed in 16.0).
 *
 * Stricter than GitLab where the action never needs the slack (every vulnerability has a name,
 * a description, a severity; no property GitLab does not define), never looser.
 */
import { Ajv, type ValidateFunction } from 'ajv'

const NON_EMPTY = { type: 'string', minLength: 1 } as const
/** yyyy-mm-ddThh:mm:ss: UTC without a zone, as the schema's `start_time` and `end_time`. */
const UTC_TIME = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}$' } as const
const LINK = { type: 'string', pattern: '^(https?|ftp)://.+' } as const
const LINE = { type: 'integer', minimum: 1 } as const

const tool = {
  type: 'object',
  required: ['id', 'name', 'version', 'vendor'],
  additionalProperties: false,
  properties: {
    id: NON_EMPTY,
    name: NON_EMPTY,
    version: NON_EMPTY,
    url: { type: 'string', pattern: '^https?://.+' },
    vendor: {
      type: 'object',
      required: ['name'],
      additionalProperties: false,
      properties: { name: NON_EMPTY },
    },
  },
} as const

const identifier = {
  type: 'object',
  required: ['type', 'name', 'value'],
  additionalProperties: false,
  properties: { type: NON_EMPTY, name: NON_EMPTY, value: NON_EMPTY, url: LINK },
} as const

/** One field of `details`: GitLab's named list; this tool writes text fields only. */
const detail = {
  type: 'object',
  required: ['name', 'type', 'value'],
  additionalProperties: false,
  properties: { name: NON_EMPTY, type: { const: 'text' }, value: { type: 'string' } },
} as const

const vulnerability = {
  type: 'object',
  required: ['id', 'name', 'description', 'severity', 'identifiers', 'location'],
  additionalProperties: false,
  properties: {
    id: NON_EMPTY,
    name: { type: 'string', minLength: 1, maxLength: 255 },
    description: { type: 'string', maxLength: 1_048_576 },
    severity: { enum: ['Info', 'Unknown', 'Low', 'Medium', 'High', 'Critical'] },
    solution: { type: 'string', maxLength: 7_000 },
    identifiers: { type: 'array', minItems: 1, maxItems: 20, items: identifier },
    links: {
      type: 'array',
      items: {
        type: 'object',
        required: ['url'],
        additionalProperties: false,
        properties: { name: { type: 'string' }, url: LINK },
      },
    },
    details: { type: 'object', additionalProperties: detail },
    location: {
      type: 'object',
      required: ['file', 'start_line'],
      additionalProperties: false,
      properties: { file: NON_EMPTY, start_line: LINE, end_line: LINE },
    },
  },
} as const

export const GITLAB_SAST_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'GitLab SAST report, schema MODEL 15, as the action writes it',
  type: 'object',
  required: ['version', 'scan', 'vulnerabilities'],
  additionalProperties: false,
  properties: {
    version: { type: 'string', pattern: '^15\\.\\d+\\.\\d+$' },
    schema: { type: 'string', pattern: '^https?://.+' },
    scan: {
      type: 'object',
      required: ['analyzer', 'scanner', 'type', 'start_time', 'end_time', 'status'],
      additionalProperties: false,
      properties: {
        analyzer: tool,
        scanner: tool,
        type: { const: 'sast' },
        start_time: UTC_TIME,
        end_time: UTC_TIME,
        status: { enum: ['success', 'failure'] },
        messages: {
          type: 'array',
          items: {
            type: 'object',
            required: ['level', 'value'],
            additionalProperties: false,
            properties: { level: { enum: ['info', 'warn', 'fatal'] }, value: NON_EMPTY },
          },
        },
      },
    },
    vulnerabilities: { type: 'array', items: vulnerability },
  },
} as const

let validator: ValidateFunction | undefined

/** What the schema cannot say: ids unique, a location that does not end before it starts. */
function checkAcrossFields(report: unknown): string[] {
  const vulnerabilities = (report as { vulnerabilities: Record<string, unknown>[] }).vulnerabilities
  const errors: string[] = []
  const seen = new Set<unknown>()
  vulnerabilities.forEach((v, i) => {
    if (seen.has(v.id)) errors.push(`/vulnerabilities/${i}/id: not unique (${String(v.id)})`)
    seen.add(v.id)
    const { start_line: start, end_line: end } = v.location as Record<string, number | undefined>
    if (end !== undefined && start !== undefined && end < start) {
      errors.push(`/vulnerabilities/${i}/location: end_line ${end} before start_line ${start}`)
    }
  })
  return errors
}

/** The errors in a gl-sast-report.json's text, as `path: message`; [] when GitLab would take it. */
export function validateGitLabSast(text: string): string[] {
  let report: unknown
  try {
    report = JSON.parse(text)
  } catch (error) {
    return [`not JSON: ${error instanceof Error ? error.message : String(error)}`]
  }
  validator ??= new Ajv({ allErrors: true, strict: true }).compile(GITLAB_SAST_SCHEMA)
  if (!validator(report)) {
    return (validator.errors ?? []).map(
      (e) => `${e.instancePath || '/'}: ${e.message ?? e.keyword} ${JSON.stringify(e.params)}`,
    )
  }
  return checkAcrossFields(report)
}
