import { describe, expect, it } from 'vitest'
import type { GitHubClientOptions } from '../../src/github/octokit.js'
import { connectSweep, describeTokenExpiration } from '../../src/sweep/connect.js'
import { fakeCheckRunApi } from '../../testkit/fakes/github-api.js'
import { fakePorts } from '../../testkit/fakes/ports.js'

const GHS = 'ghs_' + 'a1B2'.repeat(9)
const NOW = Date.parse('2026-05-01T10:00:00Z')

describe('describeTokenExpiration', () => {
  it("says until when GitHub's header says the token is valid, and how long from now", () => {
    expect(describeTokenExpiration('2026-05-01 12:30:00 UTC', NOW)).toBe(
      'github-token is valid until 2026-05-01 12:30:00 UTC, GitHub says: 2 h 30 min from now',
    )
    expect(describeTokenExpiration('2026-05-01 19:00:00 -0700', NOW)).toBe(
      'github-token is valid until 2026-05-01 19:00:00 -0700, GitHub says: 16 h from now',
    )
    expect(describeTokenExpiration('2026-05-01 10:59:59 UTC', NOW)).toMatch(/: 59 min from now$/)
    expect(describeTokenExpiration('2026-05-31 10:00:00 UTC', NOW)).toMatch(/: 30 days from now$/)
    expect(describeTokenExpiration('2026-05-01 09:00:00 UTC', NOW)).toBe(
      'github-token expired at 2026-05-01 09:00:00 UTC, GitHub says',
    )
    expect(describeTokenExpiration('soon', NOW)).toBe(
      'github-token is valid until soon, GitHub says',
    )
  })
})

describe('connectSweep', () => {
  function portsWith(options: GitHubClientOptions[]) {
    return fakePorts(
      {},
      {
        createGitHubApi: (given) => {
          options.push(given)
          return Promise.resolve(fakeCheckRunApi())
        },
      },
    )
  }

  it("says an installation token lasts at most an hour, never printing it, and passes GitHub's expiry on", async () => {
    const options: GitHubClientOptions[] = []
    const ports = portsWith(options)
    expect(await connectSweep(ports, GHS, undefined)).toBeDefined()
    expect(ports.log.at('info')).toEqual([
      'github-token is an installation token (ghs_…), for which GitHub gives no expiry: made by actions/create-github-app-token it lasts at most an hour; with app-id and private-key the sweep renews its own',
    ])
    expect(options[0]).toMatchObject({ token: GHS, app: undefined })
    options[0]?.onTokenExpiration?.('2099-01-01 00:00:00 UTC')
    expect(ports.log.at('info')[1]).toMatch(/^github-token is valid until 2099-01-01 00:00:00 UTC/)
    expect(ports.log.lines.join('\n')).not.toContain(GHS.slice(4))
  })

  it('says nothing of a token that is not an installation token until GitHub does', async () => {
    const options: GitHubClientOptions[] = []
    const ports = portsWith(options)
    await connectSweep(ports, 'github_pat_' + 'x'.repeat(40), undefined)
    expect(ports.log.lines).toEqual([])
  })

  it('goes as the GitHub App when given its credentials, github-token unused', async () => {
    const options: GitHubClientOptions[] = []
    const ports = portsWith(options)
    const app = { appId: '4242', privateKey: '-----BEGIN RSA PRIVATE KEY-----\n…' }
    await connectSweep(ports, GHS, app)
    expect(options[0]).toMatchObject({ token: '', app, owner: 'acme' })
    expect(ports.log.lines).toEqual([])
  })

  it('warns and goes on without GitHub when the API cannot be built', async () => {
    const ports = fakePorts(
      {},
      { createGitHubApi: () => Promise.reject(new Error('Octokit not loadable')) },
    )
    expect(await connectSweep(ports, GHS, undefined)).toBeUndefined()
    expect(ports.log.at('warning')).toEqual([
      "GitHub's API cannot be reached: Octokit not loadable",
    ])
  })
})
