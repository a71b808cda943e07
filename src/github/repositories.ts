import { gzipSync } from 'node:zlib'
import type { CodeScanningApi, MarkersApi, RepositoriesApi, RepositoryInfo } from './api.js'
import type { Octokit } from './octokit.js'

/** GitHub's largest page: an organization of 1,000 repositories is read in 10 requests. */
const REPOSITORIES_PER_PAGE = 100

/** The repositories of an organization, and one repository, on Octokit. */
export function createRepositoriesApi(octokit: Octokit): RepositoriesApi {
  return {
    async listOrganizationRepositories(org) {
      const repositories: unknown[] = await octokit.paginate(octokit.rest.repos.listForOrg, {
        org,
        per_page: REPOSITORIES_PER_PAGE,
      })
      return repositories.map((raw, index) =>
        parseRepository(raw, `repository ${index + 1} of organization ${org}`),
      )
    },
    async getRepository(owner, repo) {
      const response = await octokit.rest.repos.get({ owner, repo })
      return parseRepository(response.data, `${owner}/${repo}`)
    },
  }
}

/** SARIF uploads to code scanning on Octokit. */
export function createCodeScanningApi(octokit: Octokit): CodeScanningApi {
  return {
    async uploadSarif({ owner, repo, commitSha, ref, sarif }) {
      const response = await octokit.rest.codeScanning.uploadSarif({
        owner,
        repo,
        commit_sha: commitSha,
        ref,
        // As the API wants it: the SARIF file gzipped, then base64-encoded.
        sarif: gzipSync(Buffer.from(sarif, 'utf8')).toString('base64'),
      })
      const id: unknown = (response.data as { id?: unknown }).id
      if (typeof id !== 'string' || id === '') {
        throw new Error(
          `GitHub accepted the SARIF upload to ${owner}/${repo} but sent no upload id`,
        )
      }
      return { id }
    },
  }
}

/** The sweep's markers on Octokit: one completed check run per repository it scanned. */
export function createMarkersApi(octokit: Octokit): MarkersApi {
  return {
    async leaveMarker(marker) {
      await octokit.rest.checks.create({
        owner: marker.owner,
        repo: marker.repo,
        name: marker.name,
        head_sha: marker.headSha,
        external_id: marker.externalId,
        status: 'completed',
        conclusion: marker.conclusion,
        output: { title: marker.title, summary: marker.summary },
      })
    },
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function readText(record: Record<string, unknown>, field: string): string | undefined {
  const value = record[field]
  return typeof value === 'string' && value !== '' ? value : undefined
}

/**
 * GitHub's repository object, read as untrusted input: unknown fields are ignored, a missing flag
 * reads false, and a missing name, owner, default branch or page is an error naming the
 * repository (or where it was, when it has no name to give).
 * @internal
 */
export function parseRepository(raw: unknown, where: string): RepositoryInfo {
  if (!isRecord(raw)) throw new Error(`GitHub sent ${where} as something other than an object`)
  const fullName = readText(raw, 'full_name')
  const owner =
    (isRecord(raw.owner) ? readText(raw.owner, 'login') : undefined) ?? fullName?.split('/')[0]
  const name = readText(raw, 'name') ?? fullName?.split('/')[1]
  if (owner === undefined || name === undefined) {
    throw new Error(`GitHub sent ${where} without its owner and name`)
  }
  const missing = (field: string) =>
    new Error(`GitHub sent repository ${owner}/${name} without its ${field}`)
  const defaultBranch = readText(raw, 'default_branch')
  if (defaultBranch === undefined) throw missing('default_branch')
  const htmlUrl = readText(raw, 'html_url')
  if (htmlUrl === undefined) throw missing('html_url')
  const id = raw.id
  return {
    id: typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined,
    owner,
    name,
    defaultBranch,
    archived: raw.archived === true,
    fork: raw.fork === true,
    htmlUrl,
    pushedAt: readText(raw, 'pushed_at'),
  }
}
