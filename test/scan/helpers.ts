import type { Clock } from '../../src/common/clock.js'
import { DEFAULT_DEPENDENCY_FILES, type Config } from '../../src/config/inputs.js'
import type { ScanTarget } from '../../src/config/target.js'
import type { RunPorts } from '../../src/run/ports.js'
import type { GitHubApi, IssueComment } from '../../src/github/api.js'
import type { CheckRunApi } from '../../src/github/check-run.js'
import type { GitHubContext } from '../../src/config/context.js'
import type { Logger } from '../../src/common/logger.js'
import type { LogAnnotation } from '../../src/report/annotations.js'
import type { ServiceClient } from '../../src/service/client.js'
import { ServiceError, type ServiceErrorKind } from '../../src/service/errors.js'
import type { CostEstimation, Scan } from '../../src/service/schemas.js'

/** Looks like a real key, so a leak would be visible in any recorded string. */
export const API_KEY = 'ssk_0123456789abcdef0123456789abcdef'
export const ESTIMATION_ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b'
export const SCAN_ID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d'
export const HEAD_SHA = 'abc1234def5678900abc1234def5678900abc123'

export function makeConfig(overrides: Partial<Config> = {}): Config {
  return {
    apiKey: API_KEY,
    baseUrl: 'https://scan.example.test/v1/',
    scanType: 'auto',
    source: 'connected',
    failOnSeverity: 'high',
    warnOnly: false,
    waitForCompletion: true,
    pollIntervalMs: 10_000,
    estimationTimeoutMs: 600_000,
    scanTimeoutMs: 3_600_000,
    annotations: true,
    annotate: 'all',
    maxAnnotations: 500,
    checkName: 'Security scan',
    jobSummary: true,
    maxRequestsPerMinute: 60,
    reuseScan: true,
    commentOnFindings: false,
    checkDependencies: false,
    dependencyFiles: [...DEFAULT_DEPENDENCY_FILES],
    prComment: 'never',
    warnings: [],
    ...overrides,
  }
}

export function makeTarget(overrides: Partial<ScanTarget> = {}): ScanTarget {
  return {
    scanType: 'pr',
    repoUrl: 'https://github.com/acme/webapp',
    branch: 'feature/login',
    prNumber: 7,
    headSha: HEAD_SHA,
    repository: 'acme/webapp',
    owner: 'acme',
    repo: 'webapp',
    isFork: false,
    name: 'acme/webapp PR #7 @ abc1234',
    namePinsCommit: true,
    ...overrides,
  }
}

export interface RecordingLog extends Logger {
  error(message: string): void
  /** Every line as `level: message`, in order. */
  lines: string[]
  at(level: 'debug' | 'info' | 'warning' | 'error'): string[]
}

export function recordingLog(events?: string[]): RecordingLog {
  const lines: string[] = []
  const record =
    (level: string) =>
    (message: string): void => {
      lines.push(`${level}: ${message}`)
      events?.push(`log.${level}`)
    }
  return {
    lines,
    debug: record('debug'),
    info: record('info'),
    warning: record('warning'),
    error: record('error'),
    at: (level) =>
      lines.filter((l) => l.startsWith(`${level}: `)).map((l) => l.slice(level.length + 2)),
  }
}

export interface VirtualClock extends Clock {
  /** The `ms` of every sleep that ran, in order (sleeps at or past the horizon excluded). */
  sleeps: number[]
  /** Called at the start of every sleep below the horizon, before time moves. */
  onSleep?: (ms: number) => void
}

/**
 * Sleeps never wait for real: each moves virtual time forward by `ms` and resolves on the next
 * turn of the event loop (so real loopback I/O still interleaves). A sleep of `horizonMs` or more
 * never ends on its own, only when its signal aborts: give the service client that request
 * timeout, so its per-request deadline never fires while a real loopback request is in flight.
 */
export const HORIZON_MS = 86_400_000

export function createVirtualClock(startMs = Date.parse('2030-01-01T00:00:00Z')): VirtualClock {
  let current = startMs
  const clock: VirtualClock = {
    sleeps: [],
    now: () => current,
    sleep: (ms, signal) =>
      new Promise<void>((resolve, reject) => {
        const abort = (): void => {
          reject(signal?.reason instanceof Error ? signal.reason : new Error('aborted'))
        }
        if (signal?.aborted) {
          abort()
          return
        }
        if (ms >= HORIZON_MS) {
          signal?.addEventListener('abort', abort, { once: true })
          return
        }
        clock.onSleep?.(ms)
        if (signal?.aborted) {
          abort()
          return
        }
        clock.sleeps.push(ms)
        current += Math.max(0, ms)
        setImmediate(() => {
          if (signal?.aborted) abort()
          else resolve()
        })
      }),
  }
  return clock
}

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

export function makeEstimation(overrides: Partial<CostEstimation> = {}): CostEstimation {
  return {
    id: ESTIMATION_ID,
    organization_id: '11111111-2222-4333-8444-555555555555',
    user_id: '66666666-7777-4888-9999-000000000000',
    task_id: 'task-1',
    status: 'completed',
    repos: [{ source: 'connected', repo_url: 'https://github.com/acme/webapp', branch: 'main' }],
    total_credits: 12,
    repo_results: [
      {
        repo_url: 'https://github.com/acme/webapp',
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

export function makeScan(overrides: Partial<Scan> = {}): Scan {
  return {
    id: SCAN_ID,
    scan_type: 'pr',
    status: 'completed',
    findings_summary: { critical: 0, high: 1, medium: 2, low: 0, info: 0 },
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

/** Settles a promise into a value the test can inspect without unhandled rejections. */
export function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  return promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  )
}

/** A pull_request event of acme/webapp, PR #7 from feature/login at HEAD_SHA. */
export function makeContext(overrides: Partial<GitHubContext> = {}): GitHubContext {
  return {
    eventName: 'pull_request',
    payload: {
      pull_request: {
        number: 7,
        head: { ref: 'feature/login', sha: HEAD_SHA, repo: { full_name: 'acme/webapp' } },
        base: { ref: 'main', sha: 'f'.repeat(40), repo: { full_name: 'acme/webapp' } },
      },
      repository: { full_name: 'acme/webapp', default_branch: 'main' },
    },
    serverUrl: 'https://github.com',
    apiUrl: 'https://api.github.com',
    repository: 'acme/webapp',
    ref: 'refs/pull/7/merge',
    refName: '7/merge',
    sha: 'e'.repeat(40),
    headRef: 'feature/login',
    baseRef: 'main',
    runAttempt: 1,
    runId: '4242',
    ...overrides,
  }
}

export interface FakeCheckRunApi extends GitHubApi {
  created: { name: string; headSha: string }[]
  updates: Parameters<CheckRunApi['update']>[]
  /** What listPullRequestFiles answers; undefined: it rejects, as a token without access does. */
  changedFiles?: string[]
  /** The patch of each changed file, for listPullRequestChanges. */
  patches?: Record<string, string>
  listedPulls: number[]
  /** What readFileAtCommit answers, by commit and path; a file not there answers 404. */
  filesAtCommit?: Record<string, Record<string, string>>
  /** Every file read at a commit, as `path@sha`. */
  readFiles: string[]
  /** Every comment on every pull request, oldest first; a test may push its own. */
  issueComments: (IssueComment & { issueNumber: number })[]
  createdComments: { issueNumber: number; body: string }[]
  updatedComments: { commentId: number; body: string }[]
  deletedComments: number[]
  /** Every comment call made, e.g. `list 7`, `create 7`, `update 9001`, `delete 9002`. */
  commentCalls: string[]
}

/** GitHub's answer to a write with a read-only token (fork pull requests, missing permissions). */
export function forbiddenError(): Error {
  return Object.assign(
    new Error('Resource not accessible by integration\nhttps://docs.github.com/rest'),
    { status: 403 },
  )
}

/**
 * Records every call; `fail` makes create (or update) reject as GitHub does for read-only tokens.
 * `comments: 'forbidden'` makes comment writes answer 403 (reads still work, as with a read-only
 * token); an Error makes every comment call reject with it.
 */
export function fakeCheckRunApi(
  fail: { create?: Error; update?: Error; comments?: 'forbidden' | Error } = {},
): FakeCheckRunApi {
  const commentFailure = (write: boolean): Error | undefined =>
    fail.comments === 'forbidden' ? (write ? forbiddenError() : undefined) : fail.comments
  const api: FakeCheckRunApi = {
    created: [],
    updates: [],
    listedPulls: [],
    readFiles: [],
    issueComments: [],
    createdComments: [],
    updatedComments: [],
    deletedComments: [],
    commentCalls: [],
    listIssueComments: (issueNumber) => {
      api.commentCalls.push(`list ${issueNumber}`)
      const error = commentFailure(false)
      if (error !== undefined) return Promise.reject(error)
      return Promise.resolve(
        api.issueComments
          .filter((c) => c.issueNumber === issueNumber)
          .map(({ issueNumber: _, ...comment }) => comment),
      )
    },
    createIssueComment: (issueNumber, body) => {
      api.commentCalls.push(`create ${issueNumber}`)
      const error = commentFailure(true)
      if (error !== undefined) return Promise.reject(error)
      api.createdComments.push({ issueNumber, body })
      const id = Math.max(9000, ...api.issueComments.map((c) => c.id)) + 1
      const comment = {
        id,
        body,
        authorType: 'Bot',
        authorAssociation: 'NONE',
        url: `https://github.com/acme/webapp/pull/${issueNumber}#issuecomment-${id}`,
      }
      api.issueComments.push({ ...comment, issueNumber })
      return Promise.resolve(comment)
    },
    updateIssueComment: (commentId, body) => {
      api.commentCalls.push(`update ${commentId}`)
      const error = commentFailure(true)
      if (error !== undefined) return Promise.reject(error)
      const record = api.issueComments.find((c) => c.id === commentId)
      if (record === undefined) {
        return Promise.reject(Object.assign(new Error('Not Found'), { status: 404 }))
      }
      api.updatedComments.push({ commentId, body })
      record.body = body
      const { issueNumber: _, ...comment } = record
      return Promise.resolve(comment)
    },
    deleteIssueComment: (commentId) => {
      api.commentCalls.push(`delete ${commentId}`)
      const error = commentFailure(true)
      if (error !== undefined) return Promise.reject(error)
      api.deletedComments.push(commentId)
      api.issueComments = api.issueComments.filter((c) => c.id !== commentId)
      return Promise.resolve()
    },
    readFileAtCommit: (path, commitSha) => {
      api.readFiles.push(`${path}@${commitSha}`)
      const text = api.filesAtCommit?.[commitSha]?.[path]
      return text === undefined
        ? Promise.reject(Object.assign(new Error('Not Found'), { status: 404 }))
        : Promise.resolve(text)
    },
    listPullRequestFiles: (pullNumber) => {
      api.listedPulls.push(pullNumber)
      return api.changedFiles === undefined
        ? Promise.reject(new Error('Resource not accessible by integration'))
        : Promise.resolve(api.changedFiles)
    },
    listPullRequestChanges: async (pullNumber) => {
      const files = await api.listPullRequestFiles(pullNumber)
      return files.map((path) => {
        const patch = api.patches?.[path]
        return patch === undefined ? { path } : { path, patch }
      })
    },
    create: (params) => {
      if (fail.create !== undefined) return Promise.reject(fail.create)
      api.created.push(params)
      return Promise.resolve(101)
    },
    update: (...args) => {
      if (fail.update !== undefined) return Promise.reject(fail.update)
      api.updates.push(args)
      return Promise.resolve()
    },
  }
  return api
}

export interface FakePorts extends RunPorts {
  log: RecordingLog
  /** setSecret, log.*, setOutput, writeSummary, annotate and setFailed, in call order. */
  events: string[]
  secrets: string[]
  outputs: Record<string, string>
  summaries: string[]
  annotations: LogAnnotation[]
  failures: string[]
  /** Files written (report-file), by path. */
  files: Record<string, string>
  /** Every string the run handed to the runner (log, outputs, summary, annotations, failures). */
  recorded(): string[]
}

/** Ports to override; a replaced log must still record. */
export type PortOverrides = Partial<Omit<RunPorts, 'log'>> & { log?: RecordingLog }

export function fakePorts(
  inputs: Record<string, string>,
  overrides: PortOverrides = {},
): FakePorts {
  const events: string[] = []
  const ports: FakePorts = {
    events,
    secrets: [],
    outputs: {},
    summaries: [],
    annotations: [],
    failures: [],
    files: {},
    getInput: (name) => inputs[name] ?? '',
    setSecret: (value) => {
      events.push('setSecret')
      ports.secrets.push(value)
    },
    log: recordingLog(events),
    setOutput: (name, value) => {
      events.push('setOutput')
      ports.outputs[name] = value
    },
    writeSummary: (markdown) => {
      events.push('writeSummary')
      ports.summaries.push(markdown)
      return Promise.resolve()
    },
    annotate: (annotation) => {
      events.push('annotate')
      ports.annotations.push(annotation)
    },
    setFailed: (message) => {
      events.push('setFailed')
      ports.failures.push(message)
    },
    writeFile: (path, chunks) => {
      events.push('writeFile')
      ports.files[path] = [...chunks].join('')
      return Promise.resolve()
    },
    context: makeContext(),
    clock: createVirtualClock(),
    createServiceClient: () => {
      throw new Error('no service client in this test')
    },
    createGitHubApi: () => Promise.resolve(fakeCheckRunApi()),
    recorded: () => [
      ...ports.log.lines,
      ...Object.values(ports.outputs),
      ...ports.summaries,
      ...ports.annotations.flatMap((a) => [a.message, a.title ?? '', a.file ?? '']),
      ...ports.failures,
      ...Object.values(ports.files),
    ],
    ...overrides,
  }
  return ports
}
