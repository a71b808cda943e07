import { randomUUID } from 'node:crypto'
import { toIso } from './http.js'
import {
  SEVERITIES,
  type FindingCounts,
  type FindingSeed,
  type ScanPlan,
  type Severity,
} from './types.js'

/** A stored finding: the record sent on the wire plus what filters and sorting need. */
export interface FindingEntity {
  id: string
  scanId: string
  org: string
  /** Lower-case severity for filters; undefined for a value outside the enum. */
  severity: Severity | undefined
  state: string
  approved: boolean
  foundAt: number
  updatedAt: number
  /** Insertion sequence, the last tie-breaker of every sort (made global on publish). */
  seq: number
  record: Readonly<Record<string, unknown>>
}

export interface SeedTarget {
  scanId: string
  org: string
  /** Time the first finding was found; later ones follow 10 ms apart. */
  baseMs: number
  dashboardUrl: string
}

const FINDING_SPACING_MS = 10

const TEMPLATES: Readonly<Record<Severity, readonly (readonly [string, string])[]>> = {
  critical: [
    ['SQL injection in query builder', 'CWE-89'],
    ['Remote code execution via unsafe deserialization', 'CWE-502'],
    ['Hard-coded cloud credentials', 'CWE-798'],
  ],
  high: [
    ['Cross-site scripting in template rendering', 'CWE-79'],
    ['Server-side request forgery in URL fetcher', 'CWE-918'],
    ['Path traversal in file download', 'CWE-22'],
  ],
  medium: [
    ['Missing CSRF protection on state-changing route', 'CWE-352'],
    ['Weak password hashing algorithm', 'CWE-916'],
    ['Open redirect after login', 'CWE-601'],
  ],
  low: [
    ['Verbose error messages leak stack traces', 'CWE-209'],
    ['Missing security headers', 'CWE-693'],
    ['Cookie without Secure flag', 'CWE-614'],
  ],
  info: [
    ['Outdated dependency', 'CWE-1104'],
    ['Debug endpoint enabled', 'CWE-489'],
    ['Comment mentions a credential', 'CWE-615'],
  ],
}

const MODULES = ['api', 'auth', 'db', 'web', 'jobs', 'lib', 'config']
const FILES = ['handler.ts', 'index.ts', 'query.py', 'render.go', 'client.java', 'utils.rb']

/** Text written by whoever wrote the scanned code: the client must treat it as untrusted. */
const HOSTILE_TITLES = [
  '::error file=action.yml::pwned `rm -rf /` <script>alert(1)</script>',
  'Injection | breaks | tables **bold** [click](https://evil.example) @octocat #1',
  '<img src=x onerror=alert(1)> & "quotes" \'single\'',
  'Line one\n::set-output name=pwned::yes\r\n## heading',
]
const HOSTILE_PATHS = [
  '/home/runner/work/repo/repo/src/absolute.ts',
  '../../etc/passwd',
  'https://evil.example/src/remote.ts',
  'src/dir with spaces/$(whoami)`id`.ts',
]

export function isFindingCounts(value: FindingSeed[] | FindingCounts): value is FindingCounts {
  return !Array.isArray(value)
}

/** Interleaves severities round-robin so found_at order mixes them deterministically. */
function orderSeverities(counts: FindingCounts): Severity[] {
  const remaining = SEVERITIES.map((severity) => {
    const count = counts[severity] ?? 0
    if (!Number.isInteger(count) || count < 0) {
      throw new Error(`emulator plan: finding count for ${severity} must be a non-negative integer`)
    }
    return count
  })
  const total = remaining.reduce((sum, count) => sum + count, 0)
  const order: Severity[] = []
  while (order.length < total) {
    SEVERITIES.forEach((severity, index) => {
      const left = remaining[index] ?? 0
      if (left > 0) {
        order.push(severity)
        remaining[index] = left - 1
      }
    })
  }
  return order
}

/** One of the location shapes of assumptions.md, chosen by index; every sixth has none. */
function describeLocation(index: number, untrusted: boolean): Record<string, unknown> {
  const path =
    untrusted && index % 3 === 0
      ? (HOSTILE_PATHS[(index / 3) % HOSTILE_PATHS.length] ?? 'src/x.ts')
      : `src/${MODULES[index % MODULES.length] ?? 'lib'}/${FILES[index % FILES.length] ?? 'x.ts'}`
  const start = ((index * 37) % 400) + 1
  const end = start + (index % 4)
  switch (index % 6) {
    case 0:
      return { file_path: path, line_start: start, line_end: end }
    case 1:
      return { path, start_line: start, end_line: end }
    case 2:
      return { location: { file_path: path, line_start: start, line_end: end } }
    case 3:
      return { location: { path, start_line: start, end_line: end } }
    case 4:
      return { file_path: path, line: start }
    default:
      return {}
  }
}

function everyNth(every: number, index: number): boolean {
  return every > 0 && (index + 1) % every === 0
}

function generateRecord(
  target: SeedTarget,
  plan: ScanPlan,
  severity: Severity,
  index: number,
): Record<string, unknown> {
  const templates = TEMPLATES[severity]
  const [text, cwe] = templates[index % templates.length] ?? ['Finding', 'CWE-20']
  const hostile = plan.untrusted && index % 2 === 0
  const title = hostile ? (HOSTILE_TITLES[(index / 2) % HOSTILE_TITLES.length] ?? text) : text
  const id = randomUUID()
  const foundAt = target.baseMs + index * FINDING_SPACING_MS
  // updated_at deliberately does not follow found_at order, so the two sorts differ.
  const updatedAt = foundAt + ((index * 7919) % 997) * 60_000
  return {
    id,
    scan_id: target.scanId,
    title: `${title} (#${index + 1})`,
    severity,
    state: everyNth(plan.closedEvery, index) ? 'fixed' : 'open',
    verification_state: everyNth(plan.unapprovedEvery, index) ? 'pending' : 'approved',
    description: hostile ? `${title}\n\n<details>untrusted</details>` : `${text} was detected.`,
    ...describeLocation(index, plan.untrusted),
    cwe,
    rule_id: `${cwe.toLowerCase()}-${severity}`,
    recommendation: 'Validate and encode untrusted input before use.',
    url: `${target.dashboardUrl}/findings/${id}`,
    found_at: toIso(foundAt),
    updated_at: toIso(updatedAt),
  }
}

function completeSeed(
  target: SeedTarget,
  seed: FindingSeed,
  index: number,
): Record<string, unknown> {
  const id = typeof seed.id === 'string' ? seed.id : randomUUID()
  const foundAt = toIso(target.baseMs + index * FINDING_SPACING_MS)
  // Fields the seed sets to undefined disappear from the JSON: a way to test missing fields.
  return {
    scan_id: target.scanId,
    title: `Finding ${index + 1}`,
    severity: 'medium',
    state: 'open',
    verification_state: 'approved',
    url: `${target.dashboardUrl}/findings/${id}`,
    found_at: foundAt,
    updated_at: foundAt,
    ...seed,
    id,
  }
}

function toTime(value: unknown, fallback: number): number {
  const ms = typeof value === 'string' ? Date.parse(value) : NaN
  return Number.isNaN(ms) ? fallback : ms
}

function toEntity(
  target: SeedTarget,
  record: Record<string, unknown>,
  index: number,
): FindingEntity {
  const severityText = typeof record.severity === 'string' ? record.severity.toLowerCase() : ''
  const fallbackMs = target.baseMs + index * FINDING_SPACING_MS
  return {
    id: String(record.id),
    scanId: target.scanId,
    org: target.org,
    severity: SEVERITIES.find((severity) => severity === severityText),
    state: typeof record.state === 'string' ? record.state : '',
    approved: record.verification_state === 'approved',
    foundAt: toTime(record.found_at, fallbackMs),
    updatedAt: toTime(record.updated_at, fallbackMs),
    seq: index,
    record,
  }
}

/** Builds a scan's findings from the plan: explicit seeds, or counts per severity. */
export function buildFindings(target: SeedTarget, plan: ScanPlan): FindingEntity[] {
  if (isFindingCounts(plan.findings)) {
    return orderSeverities(plan.findings).map((severity, index) =>
      toEntity(target, generateRecord(target, plan, severity, index), index),
    )
  }
  return plan.findings.map((seed, index) =>
    toEntity(target, completeSeed(target, seed, index), index),
  )
}
