import { createHash, randomBytes } from 'node:crypto'
import { findRepositoryPlan } from './estimation-input.js'
import type { EstimationEntity } from './estimations.js'
import { FindingStore } from './findings.js'
import { KeyStore, RateLimiter } from './keys.js'
import { ScanOrders, type ScanListCounts } from './scan-list.js'
import type { ScanEntity } from './scan-model.js'
import type {
  EmulatorOptions,
  EmulatorPlan,
  EstimationPlan,
  RateLimitOptions,
  RecordedRequest,
  ScanPlan,
  StoredComment,
} from './types.js'

export const DEFAULT_ESTIMATION_PLAN: Readonly<EstimationPlan> = {
  initialStatus: 'pending',
  runningAfterPolls: 1,
  polls: 2,
  outcome: 'completed',
  totalCredits: 12,
  triageRequired: false,
  triageFeeCredits: 0,
  applications: [{ app_name: 'app', app_root_path: '.', architecture: 'Web service' }],
  fromCache: false,
  error: 'Estimation failed: the repository could not be analysed',
}

export const DEFAULT_SCAN_PLAN: Readonly<ScanPlan> = {
  statuses: ['queued', 'running', 'completed'],
  pollsPerStep: 1,
  findings: { high: 1, medium: 2, low: 1, info: 1 },
  idField: 'id',
  minimalCreateResponse: false,
  statusEndpoint404: false,
  unapprovedEvery: 0,
  closedEvery: 0,
  untrusted: false,
  failureMessage: 'Scan failed',
}

export function createDefaultPlan(): EmulatorPlan {
  return {
    estimation: structuredClone(DEFAULT_ESTIMATION_PLAN),
    scan: structuredClone(DEFAULT_SCAN_PLAN),
    verdicts: [],
  }
}

/** A deterministic UUID (v4 layout) derived from text, for organization and user ids. */
export function deriveUuid(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex')
  const variant = ((parseInt(hex.slice(16, 17), 16) & 3) | 8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/** The default latency-fault wait; the global setTimeout is read per call (fake timers apply). */
function sleepWithTimer(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

export function createTaskId(): string {
  return `task_${randomBytes(8).toString('hex')}`
}

/** Defaults overlaid with the fields of `partial` that are not undefined. */
function mergeDefined<T extends object>(defaults: Readonly<T>, partial: Partial<T>): T {
  const merged = { ...defaults }
  for (const [name, value] of Object.entries(partial)) {
    if (value !== undefined) (merged as Record<string, unknown>)[name] = value
  }
  return merged
}

export interface OrgData {
  name: string
  id: string
  credits: number
  /** Insertion order = creation order. */
  estimations: Map<string, EstimationEntity>
  scans: Map<string, ScanEntity>
  /** The list orders of `scans`, cached until one is added or changes status. */
  scanOrders: ScanOrders
}

/** Everything the emulator knows; routes read and change it. */
export class EmulatorState {
  readonly now: () => number
  readonly sleep: (ms: number) => Promise<void>
  readonly keys: KeyStore
  readonly rateLimit: RateLimitOptions
  readonly limiter: RateLimiter
  readonly findings = new FindingStore()
  readonly defaultCredits: number
  readonly defaultOrg: string
  readonly dashboardUrl: string
  plan: EmulatorPlan = createDefaultPlan()
  requests: RecordedRequest[] = []
  comments: StoredComment[] = []
  readonly scanListCounts: ScanListCounts = { computed: 0, cached: 0 }
  private orgs = new Map<string, OrgData>()

  constructor(options: EmulatorOptions) {
    this.now = options.now ?? (() => Date.now())
    this.sleep = options.sleep ?? sleepWithTimer
    this.defaultOrg = options.defaultOrg ?? 'org-1'
    this.keys = new KeyStore(this.now, options.maxActiveKeys ?? 10, this.defaultOrg)
    this.rateLimit = {
      maxRequests: options.rateLimit?.maxRequests ?? 100,
      windowMs: options.rateLimit?.windowMs ?? 60_000,
      retryAfter: options.rateLimit?.retryAfter ?? 'none',
    }
    this.limiter = new RateLimiter(this.now, this.rateLimit)
    this.defaultCredits = options.defaultCredits ?? 1000
    this.dashboardUrl = options.dashboardUrl ?? 'https://dashboard.scanner.example'
  }

  org(name: string): OrgData {
    let org = this.orgs.get(name)
    if (org === undefined) {
      org = {
        name,
        id: deriveUuid(`org:${name}`),
        credits: this.defaultCredits,
        estimations: new Map(),
        scans: new Map(),
        scanOrders: new ScanOrders(this.scanListCounts),
      }
      this.orgs.set(name, org)
    }
    return org
  }

  /** Every organization created so far. */
  allOrgs(): OrgData[] {
    return [...this.orgs.values()]
  }

  resolveEstimationPlan(): EstimationPlan {
    return structuredClone(mergeDefined(DEFAULT_ESTIMATION_PLAN, this.plan.estimation))
  }

  /**
   * The plan of a new scan: `plan.scan`, the scanned repository's own `scan` over it, and that
   * repository's plan for the scanned branch over both.
   */
  resolveScanPlan(repoUrl?: string, branch?: string): ScanPlan {
    const global = mergeDefined(DEFAULT_SCAN_PLAN, this.plan.scan)
    const repository = findRepositoryPlan(this.plan.repositories, repoUrl)
    const own = mergeDefined(global, repository?.scan ?? {})
    const ofBranch = branch === undefined ? undefined : repository?.branches?.[branch]?.scan
    return structuredClone(mergeDefined(own, ofBranch ?? {}))
  }

  /** Puts a new scan in its organization's list. */
  addScan(scan: ScanEntity): void {
    const org = this.org(scan.org)
    org.scans.set(scan.id, scan)
    org.scanOrders.invalidate()
  }

  reset(): void {
    this.keys.clear()
    this.limiter.clear()
    this.findings.clear()
    this.plan = createDefaultPlan()
    this.requests = []
    this.comments = []
    this.scanListCounts.computed = 0
    this.scanListCounts.cached = 0
    this.orgs = new Map()
  }
}
