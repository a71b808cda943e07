/**
 * From the repositories input to the list a sweep scans: organizations listed through GitHub's API
 * (archived repositories and forks left out unless asked for), name globs applied, each named
 * repository looked up for its default branch (unless branch is set), duplicates dropped.
 */
import { sanitizeForLog } from '../common/escape.js'
import { matchesRepositoryGlob, type SweepConfig, type SweepEntry } from '../config/sweep.js'
import type { RepositoriesApi, RepositoryInfo } from '../github/api.js'
import { explain } from '../service/errors.js'
import type { SweepRepository } from './model.js'

/** A repository named in the input that the token could not read. */
interface UnreadableRepository {
  fullName: string
  problem: string
}

export interface ResolvedRepositories {
  repositories: SweepRepository[]
  unreadable: UnreadableRepository[]
}

interface ResolveOptions {
  sweep: SweepConfig
  /** The branch input: every repository is scanned at it instead of its default branch. */
  branch?: string | undefined
  /** GITHUB_SERVER_URL: the repositories' URLs are on it. */
  serverUrl: string
}

/**
 * Every repository the input names. An organization that cannot be listed stops the sweep (what
 * it holds is unknown, so nothing could vouch for it); a named repository that cannot be read is
 * one repository that cannot be judged.
 */
export async function resolveRepositories(
  api: RepositoriesApi | undefined,
  options: ResolveOptions,
): Promise<ResolvedRepositories> {
  const { sweep } = options
  const includes = patternsOf(sweep.entries, 'include')
  const excludes = patternsOf(sweep.entries, 'exclude')
  const excluded = (fullName: string) => excludes.some((p) => matchesRepositoryGlob(p, fullName))
  const found = new Map<string, SweepRepository>()
  const unreadable: UnreadableRepository[] = []
  /** Named repositories already taken, read or not (lowercase owner/name). */
  const named = new Set<string>()
  const add = (info: RepositoryFields) => {
    const repository = toSweepRepository(info, options)
    const key = repository.fullName.toLowerCase()
    if (!found.has(key) && !excluded(repository.fullName)) found.set(key, repository)
  }
  for (const entry of sweep.entries) {
    if (entry.kind === 'organization') {
      if (api === undefined) throw new Error(noApi(`org:${entry.org}`))
      const listed = await listOrganization(api, entry.org)
      for (const info of listed) {
        if (info.archived && !sweep.includeArchived) continue
        if (info.fork && !sweep.includeForks) continue
        const fullName = `${info.owner}/${info.name}`
        if (includes.length > 0 && !includes.some((p) => matchesRepositoryGlob(p, fullName))) {
          continue
        }
        add(info)
      }
    } else if (entry.kind === 'repository') {
      const fullName = `${entry.owner}/${entry.name}`
      if (excluded(fullName) || named.has(fullName.toLowerCase())) continue
      named.add(fullName.toLowerCase())
      if (entry.host !== undefined && entry.host !== hostOf(options.serverUrl)) {
        unreadable.push({
          fullName,
          problem: `${fullName} is named on ${entry.host}, not on this GitHub server (${hostOf(options.serverUrl) ?? options.serverUrl}): a sweep reads the repositories of one server, through its API`,
        })
        continue
      }
      if (options.branch !== undefined) {
        add({ owner: entry.owner, name: entry.name, defaultBranch: options.branch })
        continue
      }
      if (api === undefined) throw new Error(noApi(fullName))
      try {
        add(await api.getRepository(entry.owner, entry.name))
      } catch (error) {
        unreadable.push({
          fullName,
          problem: `github-token cannot read ${fullName} (${explain(error)}), so its default branch is not known; give the token access, or set branch`,
        })
      }
    }
  }
  return { repositories: [...found.values()], unreadable }
}

function patternsOf(entries: readonly SweepEntry[], kind: 'include' | 'exclude'): string[] {
  return entries.flatMap((e) => (e.kind === kind ? [e.pattern] : []))
}

function noApi(what: string): string {
  return `repositories: ${what} needs GitHub's API to be listed or looked up, and there is no github-token; set github-token (for other repositories than this one, a GitHub App token)`
}

async function listOrganization(api: RepositoriesApi, org: string): Promise<RepositoryInfo[]> {
  try {
    return await api.listOrganizationRepositories(org)
  } catch (error) {
    throw new Error(
      `repositories: could not list the repositories of org:${sanitizeForLog(org, 40)} (${explain(error)}); the token must be able to read the organization (a GitHub App installed on it, or a token with read access)`,
    )
  }
}

/** What a repository is swept as: what GitHub said of it, or only its name and the branch input. */
type RepositoryFields = Pick<RepositoryInfo, 'owner' | 'name' | 'defaultBranch'> &
  Partial<Pick<RepositoryInfo, 'id' | 'pushedAt'>>

function toSweepRepository(info: RepositoryFields, options: ResolveOptions): SweepRepository {
  const fullName = `${info.owner}/${info.name}`
  return {
    ...(info.id === undefined ? {} : { id: info.id }),
    fullName,
    owner: info.owner,
    name: info.name,
    repoUrl: `${options.serverUrl}/${fullName}`,
    branch: options.branch ?? info.defaultBranch,
    ...(info.pushedAt === undefined ? {} : { pushedAt: info.pushedAt }),
  }
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host.toLowerCase()
  } catch {
    return undefined
  }
}
