import type { CheckRunApi } from './check-run.js'

/** The files a pull request changes, as GitHub lists them (at most 3,000, paths from the root). */
export interface PullRequestFilesApi {
  listPullRequestFiles(pullNumber: number): Promise<string[]>
}

/** Every GitHub call the action makes; the Octokit adapter lives in ./octokit.ts. */
export type GitHubApi = CheckRunApi & PullRequestFilesApi
