import type { CheckRunApi } from './check-run.js'

export interface GitHubClientOptions {
  token: string
  apiUrl: string
  owner: string
  repo: string
  /** Tests pass their own fetch: Octokit uses undici's fetch, which nock cannot see. */
  fetch?: typeof fetch
}

/**
 * Builds the check-run API on Octokit. @actions/github is loaded here, on first use, not at
 * start-up: it is most of the bundle and more than doubles the time to start the action.
 */
export async function createCheckRunApi(options: GitHubClientOptions): Promise<CheckRunApi> {
  const { getOctokit } = await import('@actions/github')
  const octokit = getOctokit(options.token, {
    baseUrl: options.apiUrl,
    ...(options.fetch ? { request: { fetch: options.fetch } } : {}),
  })
  const { owner, repo } = options
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
      return response.data.id
    },
    async update(id, { output, conclusion }) {
      await octokit.rest.checks.update({
        owner,
        repo,
        check_run_id: id,
        output,
        ...(conclusion
          ? { status: 'completed', conclusion, completed_at: new Date().toISOString() }
          : {}),
      })
    },
  }
}
