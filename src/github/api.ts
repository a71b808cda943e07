import type { CommitHistory } from '../baseline/baseline.js'
import type { CheckRunApi } from './check-run.js'

/** A file a pull request changes; `patch` is absent for binary and very large diffs. */
export interface ChangedFile {
  path: string
  patch?: string
}

/**
 * The files a pull request changes, as GitHub lists them (at most 3,000, paths from the root,
 * removed files left out). Both methods share one listing.
 */
export interface PullRequestFilesApi {
  listPullRequestFiles(pullNumber: number): Promise<string[]>
  listPullRequestChanges(pullNumber: number): Promise<ChangedFile[]>
}

/**
 * A file of the repository at a commit, read as data through the API: never checked out, never
 * run. On pull_request_target the checkout is the base branch, so this is how a pull request's own
 * lockfiles are read (at its head commit, which the base repository holds as refs/pull/N/head).
 */
export interface RepositoryFilesApi {
  /** The file's text; rejects as GitHub answered (404 when the commit has no such file). */
  readFileAtCommit(path: string, commitSha: string): Promise<string>
}

/**
 * Where a branch run's policy is read (job/policy.ts). The command line has no such call: it asks
 * git for the default branch's head before the run (cli/environment.ts).
 */
export interface BranchHeadApi {
  /**
   * The head of `branch` (the repository's default branch when not given) as GitHub's compare of
   * it with `headSha` answers it (`base_commit`), now: the policy as it stands, wherever the
   * run's commit forked from it.
   */
  findBranchHead(headSha: string, branch?: string): Promise<BranchHead>
}

interface BranchHead {
  sha: string
  /** The branch whose head it is. */
  branch: string
}

/** A comment on an issue or a pull request (a pull request's conversation is its issue's). */
export interface IssueComment {
  id: number
  body: string
  /** The author's account type: 'Bot', 'User', 'Organization'… */
  authorType?: string | undefined
  /** The author's relation to the repository: 'OWNER', 'MEMBER', 'COLLABORATOR', 'NONE'… */
  authorAssociation?: string | undefined
  /** The comment's page (html_url). */
  url?: string | undefined
}

/** The calls the sticky pull request comment needs (./pr-comment.ts). */
export interface IssueCommentsApi {
  /** Every comment, oldest first, across all pages. */
  listIssueComments(issueNumber: number): Promise<IssueComment[]>
  createIssueComment(issueNumber: number, body: string): Promise<IssueComment>
  updateIssueComment(commentId: number, body: string): Promise<IssueComment>
  /** Resolves also when the comment is already gone (404): another run deleted it first. */
  deleteIssueComment(commentId: number): Promise<void>
}

/** A repository as the sweep needs it. */
export interface RepositoryInfo {
  /** GitHub's id of the repository: it stays the same across renames and transfers. */
  id?: number | undefined
  owner: string
  name: string
  defaultBranch: string
  archived: boolean
  fork: boolean
  htmlUrl: string
  /** When anything was last pushed to the repository, any branch (ISO 8601), when GitHub says. */
  pushedAt?: string | undefined
}

/** The repositories a sweep scans (./repositories.ts). */
export interface RepositoriesApi {
  /** Every repository of the organization that the token can read, across all pages (per_page 100). */
  listOrganizationRepositories(org: string): Promise<RepositoryInfo[]>
  /** One repository; rejects as GitHub answered (404 when the token cannot see it). */
  getRepository(owner: string, repo: string): Promise<RepositoryInfo>
}

/** @internal */
export interface SarifUpload {
  owner: string
  repo: string
  commitSha: string
  ref: string
  /** The SARIF JSON text. */
  sarif: string
}

/** Code scanning: where a sweep's findings go, one SARIF upload per repository. */
export interface CodeScanningApi {
  /**
   * POST /repos/{owner}/{repo}/code-scanning/sarifs, the SARIF gzipped and base64-encoded; the
   * upload id. Rejects as GitHub answered (403 without security_events: write).
   */
  uploadSarif(upload: SarifUpload): Promise<{ id: string }>
}

/** A marker a sweep leaves on a repository's scanned commit (src/baseline/baseline.ts). */
export interface MarkerCheckRun {
  owner: string
  repo: string
  /** The commit the full scan saw. */
  headSha: string
  /** The check run's name. */
  name: string
  /** markerOf(scan id). */
  externalId: string
  conclusion: 'neutral'
  /** The check run's title and summary: what the scan found, in a line. */
  title: string
  summary: string
}

/** Markers: completed check runs whose external_id names a full scan of their commit. */
export interface MarkersApi {
  /** POST /repos/{owner}/{repo}/check-runs, completed; rejects as GitHub answered (403). */
  leaveMarker(marker: MarkerCheckRun): Promise<void>
}

/**
 * Every GitHub call the action makes; the Octokit adapter lives in ./octokit.ts. Its commit
 * history (./commit-history.ts) reads a change's baseline: markers, ancestors, the compare API.
 */
export type GitHubApi = CheckRunApi &
  Required<CommitHistory> &
  PullRequestFilesApi &
  RepositoryFilesApi &
  BranchHeadApi &
  IssueCommentsApi &
  RepositoriesApi &
  CodeScanningApi &
  MarkersApi

/** The GitHub API, or why there is none (no token, no repository, Octokit not loadable). */
export type GitHubConnection = { api: GitHubApi } | { api?: undefined; reason: string }
