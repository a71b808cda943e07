import type { ServiceClient } from '../../src/service/client.js'
import { ServiceError, type ServiceErrorKind } from '../../src/service/errors.js'
import type { CostEstimation, Scan } from '../../src/service/schemas.js'
import {
  ESTIMATION_ID,
  ORGANIZATION_ID,
  PR_NUMBER,
  REPO_URL,
  SCAN_ID,
  USER_ID,
} from '../../testkit/ids.js'

/** A service client with only the methods a test gives it; calling any other one fails loudly. */
export function stubClient(methods: Partial<ServiceClient>): ServiceClient {
  return new Proxy(methods, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver)
      if (value === undefined && typeof property === 'string' && property !== 'then') {
        throw new Error(`unexpected call: client.${property}`)
      }
      return value
    },
  }) as ServiceClient
}

/** A completed estimation of REPO_URL@main: 12 credits, one application, no triage. */
export function makeEstimation(overrides: Partial<CostEstimation> = {}): CostEstimation {
  return {
    id: ESTIMATION_ID,
    organization_id: ORGANIZATION_ID,
    user_id: USER_ID,
    task_id: 'task-1',
    status: 'completed',
    repos: [{ source: 'connected', repo_url: REPO_URL, branch: 'main' }],
    total_credits: 12,
    repo_results: [
      {
        repo_url: REPO_URL,
        status: 'completed',
        from_cache: false,
        applications: [{ app_name: 'api', app_root_path: 'services/api' }],
        credits: 12,
      },
    ],
    triage_required: false,
    triage_fee_credits: 0,
    created_at: '2030-01-01T00:00:00Z',
    updated_at: '2030-01-01T00:01:00Z',
    ...overrides,
  }
}

/** makeEstimation as the service sends it; `overrides` may break the schema on purpose. */
export function estimationRecord(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...makeEstimation(), ...overrides }
}

export function makeScan(overrides: Partial<Scan> = {}): Scan {
  return {
    id: SCAN_ID,
    scan_type: 'pr',
    status: 'completed',
    findings_summary: { critical: 0, high: 1, medium: 2, low: 0, info: 0 },
    ...overrides,
  }
}

/** A running pr scan as the service sends it; `overrides` may break the schema on purpose. */
export function scanRecord(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...makeScan({ status: 'running' }),
    pr_number: PR_NUMBER,
    findings_summary: { critical: 0, high: 1, medium: 2, low: 0, info: 3 },
    ...overrides,
  }
}

/** A ServiceError as the client throws it after its own retries, e.g. ('http', 503). */
export function makeServiceError(
  kind: ServiceErrorKind,
  status?: number,
  endpoint = 'GET /scans/{id}/status',
): ServiceError {
  return new ServiceError({
    kind,
    method: endpoint.split(' ')[0] ?? 'GET',
    endpoint,
    message: `${endpoint} failed (${kind}${status === undefined ? '' : ` ${status}`})`,
    hint: 'a hint',
    ...(status === undefined ? {} : { status }),
  })
}
