export {
  ServiceClient,
  DEFAULT_MAX_RETRIES,
  DEFAULT_REQUEST_TIMEOUT_MS,
  DEFAULT_USER_AGENT,
  type RequestOptions,
  type ServiceClientOptions,
} from './client.js'
export { ServiceError, explain, type ServiceErrorKind } from './errors.js'
export { RateLimiter, RATE_WINDOW_MS, SERVICE_MAX_REQUESTS } from './rate-limiter.js'
export type {
  CommentRequest,
  ConnectedRepoRequest,
  CreateEstimationRequest,
  CreateScanRequest,
  EstimationListQuery,
  EstimationRepoRequest,
  FindingSortKey,
  ListFindingsQuery,
  ListScansQuery,
  PackageRef,
  PageQuery,
  PublicRepoRequest,
  ScanSortKey,
  SortOrder,
  UploadRepoRequest,
} from './requests.js'
export {
  ESTIMATION_STATUSES,
  TERMINAL_ESTIMATION_STATUSES,
  type Application,
  type CommentResponse,
  type CostEstimation,
  type CreatedScan,
  type EstimationList,
  type EstimationStatus,
  type FindingsSummary,
  type Page,
  type RepoInput,
  type RepoResult,
  type Scan,
  type ScanStatus,
  type Verdict,
  type VerdictBatch,
  type VerdictError,
} from './schemas.js'
export {
  SEVERITIES,
  emptyCounts,
  normalizeFinding,
  parseSeverity,
  repoRelativePath,
  severityRank,
  sortBySeverity,
  type Finding,
  type Severity,
  type SeverityCounts,
} from './finding.js'
export { isLoopback, parseBaseUrl } from './base-url.js'
