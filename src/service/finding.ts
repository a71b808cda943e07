/**
 * A finding as the rest of the action uses it. The service does not document the finding record,
 * so this reads the shapes listed in docs/service-contract.md (alternate field names, nested
 * `location`, case-insensitive severity) into one typed object. Every text field here was written
 * by whoever wrote the scanned code: it is untrusted wherever it is printed or rendered.
 */
import { isServiceId } from './ids.js'

/** Most severe first: the order every report and the gate rely on. */
export const SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'] as const
export type Severity = (typeof SEVERITIES)[number]

export type SeverityCounts = Record<Severity, number>

export interface Finding {
  id: string
  scanId?: string
  title: string
  severity: Severity
  /** The value the service sent, when it is not one of SEVERITIES (it then counts as info). */
  unknownSeverity?: string
  state?: string
  verificationState?: string
  description?: string
  /** The path as sent; see repoRelativePath() before using it as a repository location. */
  filePath?: string
  lineStart?: number
  lineEnd?: number
  cwe?: string
  ruleId?: string
  recommendation?: string
  url?: string
  foundAt?: string
  updatedAt?: string
}

export function emptyCounts(): SeverityCounts {
  return { critical: 0, high: 0, medium: 0, low: 0, info: 0 }
}

/** A count the service sent that is not a usable number counts as 0. */
export function countOf(counts: SeverityCounts, severity: Severity): number {
  const n = counts[severity]
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0
}

export function totalFindings(counts: SeverityCounts): number {
  return SEVERITIES.reduce((sum, severity) => sum + countOf(counts, severity), 0)
}

/** 0 for critical … 4 for info; lower is more severe. */
export function severityRank(severity: Severity): number {
  return SEVERITIES.indexOf(severity)
}

function parseSeverity(value: unknown): Severity | undefined {
  if (typeof value !== 'string') return undefined
  const lower = value.trim().toLowerCase()
  return (SEVERITIES as readonly string[]).includes(lower) ? (lower as Severity) : undefined
}

type Rec = Record<string, unknown>

function isRecord(value: unknown): value is Rec {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function firstString(...values: unknown[]): string | undefined {
  for (const v of values) {
    if (typeof v === 'string' && v.length > 0) return v
    if (typeof v === 'number' && Number.isFinite(v)) return String(v)
  }
  return undefined
}

function firstLine(...values: unknown[]): number | undefined {
  for (const v of values) {
    const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v
    if (typeof n === 'number' && Number.isInteger(n) && n > 0) return n
  }
  return undefined
}

function cweText(value: unknown): string | undefined {
  if (Array.isArray(value)) {
    const parts = value.map((v) => firstString(v)).filter((v): v is string => v !== undefined)
    return parts.length > 0 ? parts.join(', ') : undefined
  }
  return firstString(value)
}

/**
 * Reads one finding record. Returns undefined only for something that is not an object at all;
 * a finding with missing fields still counts (title falls back to the rule or the id).
 */
export function normalizeFinding(raw: unknown, index = 0): Finding | undefined {
  if (!isRecord(raw)) return undefined
  const location = isRecord(raw.location) ? raw.location : {}
  // An id that is not one is not used: it would go into a comment's URL and the reports.
  const rawId = firstString(raw.id, raw.finding_id)
  const id = rawId !== undefined && isServiceId(rawId) ? rawId : `#${index + 1}`
  const rawSeverity = raw.severity
  const severity = parseSeverity(rawSeverity)
  const finding: Finding = {
    id,
    title: firstString(raw.title, raw.name, raw.rule_id) ?? `Finding ${id}`,
    severity: severity ?? 'info',
  }
  if (severity === undefined) finding.unknownSeverity = firstString(rawSeverity) ?? '(none)'
  const optional: Partial<Finding> = {
    scanId: firstString(raw.scan_id),
    state: firstString(raw.state),
    verificationState: firstString(raw.verification_state),
    description: firstString(raw.description),
    filePath: firstString(raw.file_path, raw.path, location.file_path, location.path),
    lineStart: firstLine(
      raw.line_start,
      raw.start_line,
      raw.line,
      location.line_start,
      location.start_line,
    ),
    lineEnd: firstLine(raw.line_end, raw.end_line, location.line_end, location.end_line),
    cwe: cweText(raw.cwe),
    ruleId: firstString(raw.rule_id),
    recommendation: firstString(raw.recommendation),
    url: firstString(raw.url),
    foundAt: firstString(raw.found_at),
    updatedAt: firstString(raw.updated_at),
  }
  for (const [key, value] of Object.entries(optional) as [string, unknown][]) {
    if (value !== undefined) (finding as unknown as Rec)[key] = value
  }
  if (finding.lineStart !== undefined && finding.lineEnd !== undefined) {
    if (finding.lineEnd < finding.lineStart) delete finding.lineEnd
  }
  return finding
}

/**
 * The finding's path when it is a plain repository-relative path, else undefined: an absolute
 * path, a `..` segment, a URL or a drive letter is not a location inside the repository, and
 * must not become an annotation or a SARIF location.
 */
export function repoRelativePath(finding: Pick<Finding, 'filePath'>): string | undefined {
  const path = finding.filePath?.trim().replace(/\\/g, '/')
  if (path === undefined || path.length === 0) return undefined
  if (path.startsWith('/') || /^[a-zA-Z]:/.test(path) || /^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(path)) {
    return undefined
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(path)) return undefined
  const segments = path.replace(/^\.\//, '').split('/')
  if (segments.some((s) => s === '..')) return undefined
  return segments.filter((s) => s !== '' && s !== '.').join('/') || undefined
}

/** Sorts most severe first, keeping the service's order within a severity. */
export function sortBySeverity<T extends Pick<Finding, 'severity'>>(findings: readonly T[]): T[] {
  return findings
    .map((f, i) => ({ f, i }))
    .sort((a, b) => severityRank(a.f.severity) - severityRank(b.f.severity) || a.i - b.i)
    .map(({ f }) => f)
}
