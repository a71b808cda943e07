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

/** Every GitHub call the action makes; the Octokit adapter lives in ./octokit.ts. */
export type GitHubApi = CheckRunApi & PullRequestFilesApi
