/**
 * The sweep's GitHub: as a GitHub App, with tokens it mints and renews itself (app-id,
 * private-key), or with github-token. A sweep outlives an installation token of
 * actions/create-github-app-token (an hour): with a plain token, it says at the start how long
 * the token lasts, never the token.
 */
import { sanitizeForLog } from '../common/escape.js'
import type { MatrixConfig } from '../config/matrix.js'
import type { GitHubApi } from '../github/api.js'
import type { RunPorts } from '../job/ports.js'
import { explain } from '../service/errors.js'

/** An installation token's prefix; GitHub sends no expiry for it. */
const INSTALLATION_TOKEN = /^ghs_/

/** GitHub's API for the sweep, or undefined (with a warning) when it cannot be had. */
export async function connectSweep(
  ports: RunPorts,
  githubToken: string | undefined,
  matrix: Pick<MatrixConfig, 'appId' | 'privateKey'> | undefined,
): Promise<GitHubApi | undefined> {
  const { appId, privateKey } = matrix ?? {}
  const app = appId !== undefined && privateKey !== undefined ? { appId, privateKey } : undefined
  if (app === undefined && githubToken === undefined) return undefined
  const [owner = '', repo = ''] = ports.context.repository.split('/')
  if (app === undefined && githubToken !== undefined && INSTALLATION_TOKEN.test(githubToken)) {
    ports.log.info(
      'github-token is an installation token (ghs_…), for which GitHub gives no expiry: made by actions/create-github-app-token it lasts at most an hour; with app-id and private-key the sweep renews its own',
    )
  }
  try {
    return await ports.createGitHubApi({
      token: app === undefined ? (githubToken ?? '') : '',
      app,
      apiUrl: ports.context.apiUrl,
      owner,
      repo,
      log: ports.log,
      onTokenExpiration: (expiration) => {
        ports.log.info(describeTokenExpiration(expiration, ports.clock.now()))
      },
    })
  } catch (error) {
    ports.log.warning(`GitHub's API cannot be reached: ${explain(error)}`)
    return undefined
  }
}

/**
 * GitHub's github-authentication-token-expiration ("2026-05-01 12:00:00 UTC", or with an offset
 * such as -0700) as a line: until when, and how long from now.
 * @internal
 */
export function describeTokenExpiration(expiration: string, nowMs: number): string {
  const shown = sanitizeForLog(expiration, 60)
  const at = parseExpiration(expiration)
  if (at === undefined) return `github-token is valid until ${shown}, GitHub says`
  const left = at - nowMs
  if (left <= 0) return `github-token expired at ${shown}, GitHub says`
  return `github-token is valid until ${shown}, GitHub says: ${describeSpan(left)} from now`
}

function parseExpiration(text: string): number | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})\s*(UTC|Z|[+-]\d{2}:?\d{2})?$/.exec(
    text.trim(),
  )
  if (match === null) return undefined
  const zone = match[3] ?? 'UTC'
  const offset = zone === 'UTC' || zone === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(-2)}`
  const ms = Date.parse(`${match[1] ?? ''}T${match[2] ?? ''}${offset}`)
  return Number.isFinite(ms) ? ms : undefined
}

function describeSpan(ms: number): string {
  const minutes = Math.floor(ms / 60_000)
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`
  return `${Math.floor(hours / 24)} days`
}
