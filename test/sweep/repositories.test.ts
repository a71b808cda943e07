import { describe, expect, it } from 'vitest'
import { sweepEntries, type SweepConfig, type SweepEntry } from '../../src/config/sweep.js'
import type { RepositoriesApi, RepositoryInfo } from '../../src/github/api.js'
import { resolveRepositories } from '../../src/sweep/repositories.js'
import { repositoryInfo } from './helpers.js'

const SERVER_URL = 'https://github.com'

const repo = repositoryInfo

interface FakeRepositoriesApi extends RepositoriesApi {
  /** Every call, as `list acme` or `get acme/api`. */
  calls: string[]
}

/**
 * GitHub as a token sees it: the organizations' listings, and the repositories it can read one by
 * one (a repository it cannot read answers 404, an organization it cannot list answers 403).
 */
function fakeRepositoriesApi(
  orgs: Record<string, RepositoryInfo[]>,
  readable: RepositoryInfo[] = Object.values(orgs).flat(),
): FakeRepositoriesApi {
  const calls: string[] = []
  return {
    calls,
    listOrganizationRepositories: (org) => {
      calls.push(`list ${org}`)
      const listed = orgs[org]
      return listed === undefined
        ? Promise.reject(Object.assign(new Error('Resource not accessible'), { status: 403 }))
        : Promise.resolve(listed)
    },
    getRepository: (owner, name) => {
      calls.push(`get ${owner}/${name}`)
      const found = readable.find(
        (r) => `${r.owner}/${r.name}`.toLowerCase() === `${owner}/${name}`.toLowerCase(),
      )
      return found === undefined
        ? Promise.reject(Object.assign(new Error('Not Found'), { status: 404 }))
        : Promise.resolve(found)
    },
  }
}

function sweepOf(input: string, overrides: Partial<SweepConfig> = {}): SweepConfig {
  const parsed = sweepEntries(input)
  if ('problem' in parsed || parsed.value === undefined) throw new Error(`bad input: ${input}`)
  const entries: SweepEntry[] = parsed.value
  return {
    entries,
    includeArchived: false,
    includeForks: false,
    batchSize: 100,
    uploadSarif: false,
    ...overrides,
  }
}

function namesOf(resolved: { repositories: { fullName: string }[] }): string[] {
  return resolved.repositories.map((r) => r.fullName)
}

const ACME = [
  repo('acme/api-gateway', { id: 11, pushedAt: '2026-11-20T08:00:00Z' }),
  repo('acme/api-billing', { defaultBranch: 'develop' }),
  repo('acme/api-legacy', { archived: true }),
  repo('acme/api-fork', { fork: true }),
  repo('acme/web'),
]

/** The repositories an input names, as the sweep resolves them on github.com through `api`. */
function resolve(api: RepositoriesApi, input: string, overrides: Partial<SweepConfig> = {}) {
  return resolveRepositories(api, { sweep: sweepOf(input, overrides), serverUrl: SERVER_URL })
}

describe('resolveRepositories', () => {
  it('lists an organization, leaving archived repositories and forks out', async () => {
    const api = fakeRepositoriesApi({ acme: ACME })
    const resolved = await resolve(api, 'org:acme')
    expect(resolved).toEqual({
      repositories: [
        {
          id: 11,
          fullName: 'acme/api-gateway',
          owner: 'acme',
          name: 'api-gateway',
          repoUrl: 'https://github.com/acme/api-gateway',
          branch: 'main',
          pushedAt: '2026-11-20T08:00:00Z',
        },
        {
          fullName: 'acme/api-billing',
          owner: 'acme',
          name: 'api-billing',
          repoUrl: 'https://github.com/acme/api-billing',
          branch: 'develop',
        },
        {
          fullName: 'acme/web',
          owner: 'acme',
          name: 'web',
          repoUrl: 'https://github.com/acme/web',
          branch: 'main',
        },
      ],
      unreadable: [],
    })
    // The listing carries the default branch: no repository is looked up one by one.
    expect(api.calls).toEqual(['list acme'])
  })

  it('takes archived repositories and forks in when asked', async () => {
    const api = fakeRepositoriesApi({ acme: ACME })
    const archived = await resolve(api, 'org:acme', { includeArchived: true })
    const acmeBut = (left: string) =>
      ACME.map((r) => `${r.owner}/${r.name}`).filter((name) => name !== left)
    expect(namesOf(archived)).toEqual(acmeBut('acme/api-fork'))
    const forks = await resolve(api, 'org:acme', { includeForks: true })
    expect(namesOf(forks)).toEqual(acmeBut('acme/api-legacy'))
  })

  it("narrows an organization's listing to the include globs, then leaves the exclusions out", async () => {
    const api = fakeRepositoriesApi({ acme: ACME })
    const resolved = await resolve(api, 'org:acme\nacme/API-*\n!acme/api-billing', {
      includeArchived: true,
    })
    expect(namesOf(resolved)).toEqual(['acme/api-gateway', 'acme/api-legacy'])
  })

  it('looks each named repository up for its default branch, on the server it runs on', async () => {
    const api = fakeRepositoriesApi({}, [repo('acme/web', { defaultBranch: 'trunk' })])
    const resolved = await resolveRepositories(api, {
      sweep: sweepOf('https://ghe.example.com/acme/web.git'),
      serverUrl: 'https://ghe.example.com',
    })
    expect(resolved.repositories).toEqual([
      {
        fullName: 'acme/web',
        owner: 'acme',
        name: 'web',
        repoUrl: 'https://ghe.example.com/acme/web',
        branch: 'trunk',
      },
    ])
    expect(api.calls).toEqual(['get acme/web'])
  })

  it('scans every repository at the branch input, without looking any up', async () => {
    const api = fakeRepositoriesApi({ acme: ACME })
    const resolved = await resolveRepositories(api, {
      sweep: sweepOf('acme/web\nacme/tools\norg:acme'),
      branch: 'release',
      serverUrl: SERVER_URL,
    })
    expect(resolved.repositories.map((r) => `${r.fullName}@${r.branch}`)).toEqual([
      'acme/web@release',
      'acme/tools@release',
      'acme/api-gateway@release',
      'acme/api-billing@release',
    ])
    expect(api.calls).toEqual(['list acme'])
  })

  it('needs no GitHub API when the branch is given and no organization is listed', async () => {
    const resolved = await resolveRepositories(undefined, {
      sweep: sweepOf('acme/web'),
      branch: 'main',
      serverUrl: SERVER_URL,
    })
    expect(namesOf(resolved)).toEqual(['acme/web'])
  })

  it('drops duplicates, whatever their case and whichever entry named them first', async () => {
    const api = fakeRepositoriesApi({ acme: ACME })
    const resolved = await resolve(
      api,
      'acme/web\nACME/Web\nhttps://github.com/acme/web.git\norg:acme\norg:acme',
    )
    expect(namesOf(resolved)).toEqual(['acme/web', 'acme/api-gateway', 'acme/api-billing'])
    // A repository already found is not looked up again.
    expect(api.calls.filter((c) => c.startsWith('get '))).toEqual(['get acme/web'])
  })

  it('leaves an excluded named repository out without looking it up', async () => {
    const api = fakeRepositoriesApi({}, [repo('acme/web'), repo('acme/old')])
    const resolved = await resolve(api, 'acme/web\nacme/old\n!acme/o*')
    expect(namesOf(resolved)).toEqual(['acme/web'])
    expect(api.calls).toEqual(['get acme/web'])
  })

  it('reports a named repository the token cannot read, and goes on with the others', async () => {
    const api = fakeRepositoriesApi({}, [repo('acme/web')])
    const resolved = await resolve(api, 'acme/secret\nacme/web')
    expect(namesOf(resolved)).toEqual(['acme/web'])
    expect(resolved.unreadable).toEqual([
      {
        fullName: 'acme/secret',
        problem:
          'github-token cannot read acme/secret (Not Found), so its default branch is not known; give the token access, or set branch',
      },
    ])
  })

  // Duplicates are dropped by name, read or not: acme/secret named twice is one repository that
  // could not be judged, looked up once.
  it('reports an unreadable repository named twice once', async () => {
    const api = fakeRepositoriesApi({}, [])
    const resolved = await resolve(api, 'acme/secret\nACME/Secret')
    expect(resolved.unreadable.map((u) => u.fullName)).toEqual(['acme/secret'])
  })

  it('takes a URL on this server, and names one on another host as not readable, unasked', async () => {
    const api = fakeRepositoriesApi({}, [repo('acme/api')])
    const resolved = await resolve(
      api,
      'https://github.com/acme/api.git\nhttps://gitlab.com/acme/web',
    )
    expect(resolved.repositories.map((r) => r.fullName)).toEqual(['acme/api'])
    expect(resolved.unreadable).toEqual([
      {
        fullName: 'acme/web',
        problem:
          'acme/web is named on gitlab.com, not on this GitHub server (github.com): a sweep reads the repositories of one server, through its API',
      },
    ])
    expect(api.calls).toEqual(['get acme/api'])
  })

  it('stops on an organization it cannot list, naming it', async () => {
    const api = fakeRepositoriesApi({ acme: ACME })
    await expect(resolve(api, 'org:acme\norg:secret-org')).rejects.toThrow(
      'repositories: could not list the repositories of org:secret-org (Resource not accessible); the token must be able to read the organization',
    )
  })

  it('without a GitHub API, says that github-token is needed to list or look up', async () => {
    await expect(
      resolveRepositories(undefined, { sweep: sweepOf('org:acme'), serverUrl: SERVER_URL }),
    ).rejects.toThrow(/org:acme needs GitHub's API .* set github-token/)
    await expect(
      resolveRepositories(undefined, { sweep: sweepOf('acme/web'), serverUrl: SERVER_URL }),
    ).rejects.toThrow(/acme\/web needs GitHub's API .* set github-token/)
  })
})
