/**
 * Public types of the service emulator. The emulator is an independent implementation of
 * /work/shared/spec/service-api.md (plus assumptions.md where the spec is silent); it must never
 * import from src/, so that it can catch client bugs instead of sharing them.
 */

export type Scope = 'read' | 'write' | 'delete'
export type Severity = 'critical' | 'high' | 'medium' | 'low' | 'info'
export const SEVERITIES: readonly Severity[] = ['critical', 'high', 'medium', 'low', 'info']

export interface RateLimitOptions {
  /** Accepted requests per key inside the rolling window. Default 100. */
  maxRequests: number
  /** Rolling window length. Default 60_000. */
  windowMs: number
  /**
   * Retry-After header on 429: 'none' (default, the spec does not promise one), 'computed'
   * (seconds until the oldest request in the window leaves it) or a fixed number of seconds.
   */
  retryAfter: 'none' | 'computed' | number
}

export interface EmulatorOptions {
  /** Default '127.0.0.1'. */
  host?: string
  /** Default 0 (an ephemeral port). */
  port?: number
  /** Injectable clock for key expiry, the rate-limit window, time-based progress and timestamps. */
  now?: () => number
  rateLimit?: Partial<RateLimitOptions>
  /** Credits every organization starts with. Default 1000. */
  defaultCredits?: number
  /** Organization of keys added without `org`. Default 'org-1'. */
  defaultOrg?: string
  /** Active keys per organization. Default 10. */
  maxActiveKeys?: number
  /** Base of the finding `url` dashboard links. Default 'https://dashboard.scanner.example'. */
  dashboardUrl?: string
  /**
   * How the latency fault waits. Default: a promise of the global `setTimeout` (looked up per call,
   * so fake timers drive it). Tests may pass a hand-released sleep to prove a delay without waiting.
   */
  sleep?: (ms: number) => Promise<void>
}

/** A scan as the emulator sees it: for soaks and tests that measure what happened when. */
export interface ScanTimeline {
  id: string
  org: string
  name: string
  createdAt: number
  /** The first 12 characters of the key that bought it; none for a seeded scan. */
  keyPrefix?: string
  /** With a planned duration: when it completes (or completed); otherwise when it was seen complete. */
  completesAt?: number
}

/** Behavioural counters, for tests that must prove work is not repeated (reset() zeroes them). */
export interface EmulatorStats {
  /** Finding queries (GET /findings, GET /scans/{id}/findings) filtered and sorted afresh. */
  readonly findingQueriesComputed: number
  /** Finding queries answered from the per-query-shape cache. */
  readonly findingQueriesCached: number
  /** Scan lists (GET /scans) filtered and sorted afresh: once per query shape until a scan changes. */
  readonly scanListsComputed: number
  /** Scan lists answered from the per-organization cache. */
  readonly scanListsCached: number
}

export interface AddKeyOptions {
  scopes: Scope[]
  org?: string
  /** Epoch ms, a Date or an ISO string. The key is expired once now() >= expiresAt. */
  expiresAt?: number | Date | string
  name?: string
  /**
   * The key itself, for a local run whose .env names it in advance (see .env.example); it must
   * look like one (`ssk_` and 32 lower-case hex digits). Default: a random key.
   */
  secret?: string
}

export type EstimationOutcome = 'completed' | 'partial' | 'failed'

export interface Application {
  app_name: string
  app_root_path: string
  architecture?: string
}

/** Per-repo override of an estimation result (by index in `repoResults`, by name in `repositories`). */
export interface RepoResultOverride {
  status?: 'completed' | 'failed'
  credits?: number
  from_cache?: boolean
  applications?: Application[]
  error?: string
  failure_reason?: 'unsupported_language'
  unsupported_languages?: string[]
}

/** What the next estimations do. Read (and copied) when an estimation is created. */
export interface EstimationPlan {
  /** Status returned by POST. Default 'pending'. */
  initialStatus: 'pending' | 'running'
  /** GETs of the estimation after which it reads running. Default 1. */
  runningAfterPolls: number
  /** GETs of the estimation after which it reads its terminal status. Default 2. */
  polls: number
  /** Also move to running once this much clock time has passed since creation. */
  runningAfterMs?: number
  /** Also move to the terminal status once this much clock time has passed since creation. */
  terminalAfterMs?: number
  /** Default 'completed'. */
  outcome: EstimationOutcome
  /** Credits of a completed estimation, split evenly over its repos. Default 12. */
  totalCredits: number
  /** Default false. Shown (with the fee) once the estimation is terminal. */
  triageRequired: boolean
  /** Default 0. */
  triageFeeCredits: number
  /** Applications of every completed repo. Default one app at the repo root. */
  applications: Application[]
  /** Default false. */
  fromCache: boolean
  /** Put on every repo result when set. */
  unsupportedLanguages?: string[]
  /** Put on every failed repo result when set. */
  failureReason?: 'unsupported_language'
  /** Estimation-level `error` of a failed estimation. */
  error: string
  /** Resolved commit of every repo; default a deterministic SHA per repo_url + branch. */
  commitSha?: string
  /** Overrides by repo index. For 'partial' without overrides, the last repo fails (if >1). */
  repoResults?: RepoResultOverride[]
  /**
   * The most repos one POST /cost-estimations takes; more answer 400 `['repos must contain no more
   * than N elements']` (assumptions.md: the real limit is not published). Default unset: no limit.
   */
  maxRepos?: number
}

export type FindingCounts = Partial<Record<Severity, number>>

/** An explicit finding. Missing id/scan_id/state/verification_state/dates/url are filled in. */
export interface FindingSeed {
  [field: string]: unknown
  id?: string
  title?: string
  severity?: string
  state?: string
  verification_state?: string
}

/** What the next scans do. Read (and copied) when a scan is created. */
export interface ScanPlan {
  /** Status sequence; the last one is final. Default ['queued', 'running', 'completed']. */
  statuses: string[]
  /** GETs of /scans/{id} or /scans/{id}/status per step. Default 1. */
  pollsPerStep: number
  /** Also advance one step per this much clock time since creation. */
  stepMs?: number
  /**
   * The scan takes this long (a range: drawn uniformly for each scan). Its status then moves
   * through `statuses` by elapsed time alone, the last one reached at the end, and the status
   * endpoint's `progress` reads the share of the duration elapsed. Polls and `stepMs` are ignored.
   */
  durationMs?: number | { min: number; max: number }
  /** Explicit findings, or counts per severity to generate. Default { high: 1, medium: 2, low: 1, info: 1 }. */
  findings: FindingSeed[] | FindingCounts
  /** When set, findings_summary of a completed scan reports these counts instead of the truth. */
  findingsSummary?: FindingCounts
  /** Field carrying the id in the POST /scans response. Default 'id'. */
  idField: 'id' | 'scan_id'
  /** POST /scans answers only the id field instead of the whole record. Default false. */
  minimalCreateResponse: boolean
  /** Read live: GET /scans/{id}/status answers 404 (GET /scans/{id} keeps working). */
  statusEndpoint404: boolean
  /** Every Nth generated finding has verification_state 'pending'. Default 0 (all approved). */
  unapprovedEvery: number
  /** Every Nth generated finding has state 'fixed'. Default 0 (all open). */
  closedEvery: number
  /** Generated findings carry hostile text (Markdown/HTML/workflow commands, odd paths). */
  untrusted: boolean
  /** `message` of the status endpoint once the final status is not 'completed'. */
  failureMessage: string
  /**
   * How GET /scans/{id}/findings/export answers (its format is not documented): NDJSON (the
   * default), a JSON array, a `{data, total}` envelope, or an HTML page, as a proxy might.
   */
  exportFormat?: 'ndjson' | 'array' | 'envelope' | 'html'
}

export interface VerdictEntry {
  package: string
  /** Exact version, or '*' for every version. */
  version: string
  ecosystem?: string
  level: string
  confidence?: string
  summary?: string
  osv_id?: string
  findings?: Record<string, unknown>[]
}

/** What the scans of one branch of a repository do: merged over the repository's `scan`. */
export interface BranchPlan {
  scan?: Partial<ScanPlan>
}

/**
 * What one repository does, whatever its place in the request: its estimation result (winning over
 * the index-based `repoResults`) and its scans (merged over `plan.scan`), per branch when
 * `branches` names the scanned one (main with findings A and B, the change's branch A, B and C).
 * Copied, like the rest of the plan, when an estimation or a scan is created.
 */
export interface RepositoryPlan {
  estimation?: RepoResultOverride
  scan?: Partial<ScanPlan>
  /** Keyed by the exact branch name of the estimated repository the scan covers. */
  branches?: Record<string, BranchPlan>
}

/**
 * A scan put straight into an organization's list by `emu.seedScan`: no estimation, no credits.
 * Its plan is resolved as a created scan's (plan.scan, the repository's, the branch's), so a seed
 * of `main` has main's findings unless `findings` says otherwise.
 */
export interface ScanSeed {
  name: string
  scanType: 'full' | 'pr'
  /** Any word; the scan stays at it. Default 'completed' (its findings then published). */
  status?: string
  repoUrl?: string
  branch?: string
  /** An uploaded archive's scan: it carries archive_id (and no repo_url unless given). */
  archiveId?: string
  prNumber?: number
  /** Emitted as commit_sha when set (the spec's scan record has no commit). */
  commitSha?: string
  /** Seeds or counts per severity, as plan.scan.findings. Default: the resolved plan's. */
  findings?: FindingSeed[] | FindingCounts
  /** Epoch ms of created_at (and updated_at, and its findings' found_at). Default now(). */
  createdAt?: number
  /** Default the emulator's default organization. */
  org?: string
}

export interface EmulatorPlan {
  estimation: Partial<EstimationPlan>
  scan: Partial<ScanPlan>
  /**
   * Plans per repository, keyed `owner/name`: matched case-insensitively against the last two path
   * segments of a repo_url (`.git` and trailing slashes ignored). Upload archives match none.
   */
  repositories?: Record<string, RepositoryPlan>
  /** Extra verdict table entries, consulted before the built-in table. */
  verdicts: VerdictEntry[]
  /**
   * The commit every branch head is at, as GitHub would say (estimation.commitSha, when set,
   * wins). Unset: a commit derived from the repository and branch.
   */
  headCommit?: string
}

interface FaultMatch {
  method?: string
  /** Exact path or RegExp, matched against the path without the /v1 prefix and without query. */
  path?: string | RegExp
  /** Query parameters the request must carry, each with this exact value (e.g. one scan_id). */
  query?: Record<string, string>
  /** Matching requests to fault. Default 1 (Infinity allowed). */
  times?: number
  /** Matching requests to let through before faulting. Default 0. */
  skip?: number
  /**
   * For 'status' and 'reset': the request reaches the handler, which acts on it (a scan is
   * created, credits are charged); only its answer is lost. Default false (rejected before).
   */
  after?: boolean
}

export type FaultSpec = FaultMatch &
  (
    | {
        kind: 'status'
        status: number
        /** JSON body (default the error shape) or a string sent as is. */
        body?: unknown
        /** Send an HTML gateway page instead of JSON. */
        html?: boolean
        headers?: Record<string, string>
      }
    | { kind: 'rate-limit'; retryAfterSeconds?: number }
    | { kind: 'reset' }
    | { kind: 'latency'; ms: number }
    | { kind: 'malformed'; body?: string }
  )

export type FaultKind = FaultSpec['kind']

export interface FaultHandle {
  readonly id: number
  readonly kind: FaultKind
  /** Requests still to fault. */
  readonly remaining: number
  /** Requests faulted so far. */
  readonly hits: number
}

export interface Faults {
  add(spec: FaultSpec): FaultHandle
  clear(): void
  /** Faults that still have requests to fault. */
  list(): FaultHandle[]
}

export interface RecordedRequest {
  method: string
  /** Path without the /v1 prefix and query ('/scans/…'); other paths as received. */
  path: string
  /** Endpoint template ('GET /scans/{id}') when the route exists. */
  endpoint?: string
  query: Record<string, string>
  /** Response status; 0 when the socket was destroyed without a response. */
  status: number
  /** First 12 characters of X-Api-Key (never the whole key); '***' when the header is shorter. */
  keyPrefix?: string
  /** Clock time when the request arrived. */
  at: number
  /** The fault applied to this request, if any. */
  fault?: FaultKind
}

export interface StoredComment {
  comment_id: string
  finding_id: string
  org: string
  comment: string
  at: number
}

export interface ManualClock {
  now(): number
  advance(ms: number): void
  set(ms: number): void
}
