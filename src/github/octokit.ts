import { systemClock } from '../common/clock.js'
import type { Logger } from '../common/logger.js'
import { silentLogger } from '../common/logger.js'
import { sanitizeForLog } from '../common/escape.js'
import { COMMIT_SHA } from '../config/event-target.js'
import type { getOctokit } from '@actions/github'
import type {
  ChangedFile,
  GitHubApi,
  IssueComment,
  IssueCommentsApi,
  BranchHeadApi,
  PullRequestFilesApi,
  RepositoryFilesApi,
} from './api.js'
import type { GitHubAppCredentials } from './app-auth.js'
import { readCheckRunApp, type CheckRunApi } from './check-run.js'
import { createCommitHistory } from './commit-history.js'
import { createHttpClientFetch } from './fetch.js'
import { createCodeScanningApi, createMarkersApi, createRepositoriesApi } from './repositories.js'

export interface GitHubClientOptions {
  token: string
  apiUrl: string
  owner: string
  repo: string
  /** Where the retry and throttling plugins say what they are waiting for. */
  log?: Logger
  /** The fetch Octokit uses; by default createHttpClientFetch's, over @actions/http-client. */
  fetch?: typeof fetch
  /**
   * A GitHub App's credentials, in place of `token`: each call goes as the app's installation on
   * the owner it is about, with tokens renewed before they expire (./app-auth.ts).
   */
  app?: GitHubAppCredentials | undefined
  /** Told once GitHub's github-authentication-token-expiration, of the first answer with one. */
  onTokenExpiration?: ((expiration: string) => void) | undefined
}

/**
 * GitHub's answers that retrying cannot fix (plugin-retry's own list, spelt out so a change of its
 * default cannot start retrying them). A 403 or 429 that is a rate limit is the throttling
 * plugin's business, which waits as GitHub asks; a 403 of a read-only token fails at once.
 */
const GITHUB_DO_NOT_RETRY: readonly number[] = [400, 401, 403, 404, 410, 422, 451]
/** Retries of a 5xx (waits of 1, 4 and 9 s) and of a rate-limited request. */
const GITHUB_MAX_RETRIES = 3
/**
 * A rate limit that asks for a longer wait is not waited out: the report falls back instead.
 * @internal
 */
export const GITHUB_MAX_WAIT_S = 120

/**
 * Builds the GitHub API (check runs, a pull request's files and comments) on Octokit, with
 * Octokit's own retry and throttling plugins: a hundred jobs completing their check runs at once
 * meet GitHub's secondary rate limits and the odd 5xx, and one failed call must not drop a report
 * to log annotations. @actions/github and the plugins are loaded here, on first use, not at
 * start-up: they are most of the bundle and more than double the time to start the action.
 */
export async function createGitHubApi(options: GitHubClientOptions): Promise<GitHubApi> {
  const octokit = await buildOctokit(options)
  const at: Repository = { owner: options.owner, repo: options.repo }
  return {
    ...createCheckRunApi(octokit, at),
    ...createPullRequestFilesApi(octokit, at),
    ...createRepositoryFilesApi(octokit, at),
    ...createIssueCommentsApi(octokit, at),
    ...createRepositoriesApi(octokit),
    ...createCodeScanningApi(octokit),
    ...createMarkersApi(octokit),
    ...createCommitHistory(octokit, at),
  }
}

export type Octokit = ReturnType<typeof getOctokit>
type OctokitPlugin = NonNullable<Parameters<typeof getOctokit>[2]>

/** The repository every call is about. */
interface Repository {
  owner: string
  repo: string
}

/** Octokit with the retry and throttling plugins, sending through `fetch`, logging to debug. */
async function buildOctokit(options: GitHubClientOptions): Promise<Octokit> {
  const [{ getOctokit }, { retry }, { throttling }] = await Promise.all([
    import('@actions/github'),
    import('@octokit/plugin-retry'),
    import('@octokit/plugin-throttling'),
  ])
  const log = options.log ?? silentLogger
  const debug = (message: string) => {
    log.debug(sanitizeForLog(message, 300))
  }
  const settings = {
    baseUrl: options.apiUrl,
    request: { fetch: options.fetch ?? createHttpClientFetch(systemClock) },
    log: { debug, info: debug, warn: debug, error: debug },
    retry: { doNotRetry: [...GITHUB_DO_NOT_RETRY], retries: GITHUB_MAX_RETRIES },
    throttle: {
      onRateLimit: decideRateLimitWait(log, 'rate limit'),
      onSecondaryRateLimit: decideRateLimitWait(log, 'secondary rate limit'),
    },
  }
  const octokit =
    options.app === undefined
      ? getOctokit(options.token, settings, retry, throttling)
      : await buildAppOctokit(options, options.app, settings, [retry, throttling])
  const told = options.onTokenExpiration
  if (told !== undefined) watchTokenExpiration(octokit, told)
  return octokit
}

/** getOctokit takes a token only: the same Octokit, with the app's authStrategy instead. */
async function buildAppOctokit(
  options: GitHubClientOptions,
  app: GitHubAppCredentials,
  settings: Record<string, unknown>,
  plugins: OctokitPlugin[],
): Promise<Octokit> {
  const [{ GitHub }, { createAppAuth }, { createOwnerAppAuth }] = await Promise.all([
    import('@actions/github/lib/utils'),
    import('@octokit/auth-app'),
    import('./app-auth.js'),
  ])
  const auth = {
    ...app,
    home: options.owner,
    now: () => systemClock.now(),
    log: options.log ?? silentLogger,
    createAppAuth,
  }
  const WithPlugins = GitHub.plugin(...plugins)
  return new WithPlugins({ ...settings, authStrategy: createOwnerAppAuth, auth })
}

/** Calls `told` once, with the header of the first answer that has it. */
function watchTokenExpiration(octokit: Octokit, told: (expiration: string) => void): void {
  let done = false
  octokit.hook.after('request', (response) => {
    const value: unknown = response.headers['github-authentication-token-expiration']
    if (done || typeof value !== 'string' || value === '') return
    done = true
    told(value)
  })
}

/**
 * The throttling plugin's question when GitHub limits a request: wait as it asks (true), or give
 * up (false) after GITHUB_MAX_RETRIES tries or when it asks for more than GITHUB_MAX_WAIT_S.
 */
function decideRateLimitWait(log: Logger, kind: string) {
  return (
    retryAfter: number,
    request: { method?: string; url?: string },
    _o: unknown,
    count: number,
  ): boolean => {
    const what = sanitizeForLog(`${request.method ?? ''} ${request.url ?? ''}`.trim(), 120)
    if (count >= GITHUB_MAX_RETRIES || retryAfter > GITHUB_MAX_WAIT_S) {
      log.warning(`GitHub's ${kind} refused ${what}; not waiting ${retryAfter} s for it`)
      return false
    }
    log.info(`GitHub's ${kind} delays ${what}: retrying in ${retryAfter} s`)
    return true
  }
}

function createCheckRunApi(octokit: Octokit, { owner, repo }: Repository): CheckRunApi {
  return {
    async create({ name, headSha }) {
      const response = await octokit.rest.checks.create({
        owner,
        repo,
        name,
        head_sha: headSha,
        status: 'in_progress',
        started_at: new Date().toISOString(),
      })
      return { id: response.data.id, app: readCheckRunApp(response.data.app) }
    },
    async update(id, { output, conclusion, externalId }) {
      await octokit.rest.checks.update({
        owner,
        repo,
        check_run_id: id,
        output,
        // A marker (baseline/baseline.ts markerOf): where a change's run finds this full scan.
        ...(externalId === undefined ? {} : { external_id: externalId }),
        ...(conclusion
          ? { status: 'completed', conclusion, completed_at: new Date().toISOString() }
          : {}),
      })
    },
  }
}

/** Both calls share one listing per pull request, read once. */
function createPullRequestFilesApi(
  octokit: Octokit,
  { owner, repo }: Repository,
): PullRequestFilesApi {
  const listings = new Map<number, Promise<ChangedFile[]>>()
  const listPullRequestChanges = (pullNumber: number): Promise<ChangedFile[]> => {
    const known = listings.get(pullNumber)
    if (known) return known
    const listing = octokit
      .paginate(octokit.rest.pulls.listFiles, {
        owner,
        repo,
        pull_number: pullNumber,
        per_page: 100,
      })
      // A removed file is not in the checkout or the scan: nothing of it to check or annotate.
      .then((files) =>
        files
          .filter((file) => file.status !== 'removed')
          .map((file) =>
            file.patch ? { path: file.filename, patch: file.patch } : { path: file.filename },
          ),
      )
    listings.set(pullNumber, listing)
    return listing
  }
  return {
    listPullRequestChanges,
    async listPullRequestFiles(pullNumber) {
      return (await listPullRequestChanges(pullNumber)).map((file) => file.path)
    },
  }
}

function createRepositoryFilesApi(
  octokit: Octokit,
  { owner, repo }: Repository,
): RepositoryFilesApi & BranchHeadApi {
  return {
    async readFileAtCommit(path, commitSha) {
      // The raw media type: the JSON form holds no content past 1 MB, the raw one up to 100 MB.
      const response = await octokit.rest.repos.getContent({
        owner,
        repo,
        path,
        ref: commitSha,
        mediaType: { format: 'raw' },
      })
      // Octokit reads a raw answer as text only when it says charset=utf-8; else as bytes.
      const data: unknown = response.data
      if (typeof data === 'string') return data
      if (data instanceof ArrayBuffer) return new TextDecoder('utf-8').decode(data)
      throw new Error(`GitHub answered ${path} at ${commitSha.slice(0, 7)} with no file text`)
    },
    async findBranchHead(headSha, branch) {
      const base = branch ?? (await octokit.rest.repos.get({ owner, repo })).data.default_branch
      // base_commit is the branch's head; the run's commit in the same call shows GitHub has it.
      // One commit a page: only base_commit is read, not the commits between.
      const response = await octokit.rest.repos.compareCommitsWithBasehead({
        owner,
        repo,
        basehead: `${base}...${headSha}`,
        per_page: 1,
      })
      // Read as GitHub may answer it, whatever the types say: a missing field is an error below.
      const data: { base_commit?: { sha?: unknown } } = response.data
      const sha = data.base_commit?.sha
      if (typeof sha !== 'string' || !COMMIT_SHA.test(sha)) {
        throw new Error(
          `GitHub's compare of ${base} with ${headSha.slice(0, 7)} named no base commit`,
        )
      }
      return { sha: sha.toLowerCase(), branch: base }
    },
  }
}

function createIssueCommentsApi(octokit: Octokit, { owner, repo }: Repository): IssueCommentsApi {
  return {
    async listIssueComments(issueNumber) {
      const comments = await octokit.paginate(octokit.rest.issues.listComments, {
        owner,
        repo,
        issue_number: issueNumber,
        per_page: 100,
      })
      return comments.map(toIssueComment)
    },
    async createIssueComment(issueNumber, body) {
      // Sent once: after a 5xx GitHub may have created it, and a retry would post a second one.
      const response = await octokit.rest.issues.createComment({
        owner,
        repo,
        issue_number: issueNumber,
        body,
        request: { retries: 0 },
      })
      return toIssueComment(response.data)
    },
    async updateIssueComment(commentId, body) {
      const response = await octokit.rest.issues.updateComment({
        owner,
        repo,
        comment_id: commentId,
        body,
      })
      return toIssueComment(response.data)
    },
    async deleteIssueComment(commentId) {
      try {
        await octokit.rest.issues.deleteComment({ owner, repo, comment_id: commentId })
      } catch (error) {
        // Overlapping runs delete the same duplicate: gone already is what was wanted.
        if ((error as { status?: unknown } | null)?.status !== 404) throw error
      }
    },
  }
}

/** The fields of GitHub's issue comment the action reads. */
interface RawIssueComment {
  id: number
  body?: string | null
  html_url?: string
  author_association?: string
  user?: { type?: string } | null
}

function toIssueComment(raw: RawIssueComment): IssueComment {
  return {
    id: raw.id,
    body: raw.body ?? '',
    authorType: raw.user?.type,
    authorAssociation: raw.author_association,
    url: raw.html_url,
  }
}
