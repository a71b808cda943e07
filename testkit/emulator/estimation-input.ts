import { HttpError, isRecord } from './http.js'

export type RepoSource = 'connected' | 'public' | 'upload'
const SOURCES: readonly RepoSource[] = ['connected', 'public', 'upload']

export interface RepoInput {
  source: RepoSource
  repo_url?: string
  branch?: string
  archive_id?: string
  github_installation_id?: number
}

export interface EstimationInput {
  name?: string
  repos: RepoInput[]
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== ''
}

function parseRepo(value: unknown, index: number, messages: string[]): RepoInput | undefined {
  const at = `repos.${index}`
  if (!isRecord(value)) {
    messages.push(`${at} must be an object`)
    return undefined
  }
  const source = value.source ?? 'connected'
  const known = SOURCES.find((candidate) => candidate === source)
  if (known === undefined) {
    messages.push(`${at}.source must be one of the following values: ${SOURCES.join(', ')}`)
    return undefined
  }
  if (known === 'upload') {
    if (!isNonEmptyString(value.archive_id)) {
      messages.push(`${at}.archive_id must be a string`)
      return undefined
    }
    return { source: known, archive_id: value.archive_id }
  }
  const before = messages.length
  if (!isNonEmptyString(value.repo_url)) messages.push(`${at}.repo_url must be a string`)
  if (!isNonEmptyString(value.branch)) messages.push(`${at}.branch must be a string`)
  const installation = value.github_installation_id
  if (known === 'connected' && installation !== undefined && typeof installation !== 'number') {
    messages.push(`${at}.github_installation_id must be a number`)
  }
  if (messages.length > before) return undefined
  const repo: RepoInput = {
    source: known,
    repo_url: value.repo_url as string,
    branch: value.branch as string,
  }
  if (typeof installation === 'number') repo.github_installation_id = installation
  return repo
}

/**
 * Validates POST /cost-estimations; field errors come back as a message array, like the service.
 * `maxRepos` is the planned batch limit (unset: none).
 */
export function parseEstimationInput(body: unknown, maxRepos?: number): EstimationInput {
  if (!isRecord(body)) throw new HttpError(400, ['repos must contain at least 1 elements'])
  const messages: string[] = []
  if (body.name !== undefined && typeof body.name !== 'string') {
    messages.push('name must be a string')
  }
  const repos: RepoInput[] = []
  if (body.repos === undefined || body.repos === null) {
    messages.push('repos must contain at least 1 elements')
  } else if (!Array.isArray(body.repos)) {
    messages.push('repos must be an array')
  } else if (body.repos.length === 0) {
    messages.push('repos must contain at least 1 elements')
  } else {
    if (maxRepos !== undefined && body.repos.length > maxRepos) {
      messages.push(`repos must contain no more than ${maxRepos} elements`)
    }
    body.repos.forEach((value: unknown, index) => {
      const repo = parseRepo(value, index, messages)
      if (repo !== undefined) repos.push(repo)
    })
  }
  if (messages.length > 0) throw new HttpError(400, messages)
  const input: EstimationInput = { repos }
  if (typeof body.name === 'string') input.name = body.name
  return input
}

/** Comparable form of a repository URL: case, trailing slash and `.git` do not matter. */
export function normalizeRepoUrl(url: string): string {
  return url
    .trim()
    .toLowerCase()
    .replace(/\/+$/, '')
    .replace(/\.git$/, '')
}

/**
 * The `owner/name` of a repository URL, lower-cased: its last two path segments without `.git`,
 * the key of `plan.repositories`. Undefined when the URL has fewer than two segments.
 */
export function repositoryKeyOf(url: string): string | undefined {
  const segments = normalizeRepoUrl(url)
    .split(/[/:]/)
    .filter((segment) => segment !== '')
  if (segments.length < 2) return undefined
  return segments.slice(-2).join('/')
}

/** The plan entry of `plan.repositories` for a repo_url, whatever the case of either. */
export function findRepositoryPlan<T>(
  plans: Record<string, T> | undefined,
  url: string | undefined,
): T | undefined {
  if (plans === undefined || url === undefined) return undefined
  const key = repositoryKeyOf(url)
  if (key === undefined) return undefined
  // A plan named in lower case is found at once: a soak plans 10,000 repositories, asked per scan.
  if (Object.hasOwn(plans, key)) return plans[key]
  const found = Object.entries(plans).find(([name]) => name.toLowerCase() === key)
  return found?.[1]
}
