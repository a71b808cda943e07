/**
 * Addresses of repositories as CI variables and git remotes spell them, turned into the page a
 * person would open: https://host/group/project. A remote often carries a token
 * (https://user:token@host/…, a job token in a clone URL), so credentials are always dropped,
 * with the query and the fragment; a trailing .git goes too.
 */

const MAX_URL_CHARS = 2_048
const MAX_REPOSITORY_CHARS = 512
const MAX_REPOSITORY_SEGMENTS = 30
const DNS_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?'
const HOST_NAME = new RegExp(`^${DNS_LABEL}(?:\\.${DNS_LABEL})*$`)
/** git's scp-like syntax, [user@]host:path, which git reads so only when no slash precedes the colon. */
const SCP_LIKE = /^(?:[^@/:\s]+@)?([A-Za-z0-9.-]+):(?!\/)([^\s]+)$/
/** One segment of a repository's path: unreserved characters, or a percent-encoded byte. */
const PATH_SEGMENT = /^(?:[A-Za-z0-9._~+-]|%[0-9A-Fa-f]{2})+$/
/** A . or .. segment, which the URL parser would resolve away: such an address is refused. */
const DOT_SEGMENT = /(?:^|[/:])(?:\.|%2e){1,2}(?:[/?#]|$)/i
/** Hosted services that serve pages over https only, whatever a variable says (Bitbucket: http). */
const HTTPS_ONLY_HOSTS = new Set(['github.com', 'gitlab.com', 'bitbucket.org', 'dev.azure.com'])
/** Azure Repos' ssh remotes: git@ssh.dev.azure.com:v3/org/project/repo. */
const AZURE_SSH_HOST = 'ssh.dev.azure.com'
const AZURE_SSH_PATH = /^v3\/([^/]+)\/([^/]+)\/([^/]+)$/

interface Remote {
  /** scheme://host[:port] of the web pages */
  origin: string
  path: string
}

/**
 * The https (or http, for a server that has only that) page of a repository from an http(s), ssh
 * or scp-like git address; undefined for anything else (a local path, file://, git://).
 */
export function repositoryPageOf(raw: string): string | undefined {
  if (!isPlainAddress(raw)) return undefined
  const remote = parseScpLike(raw) ?? parseUrl(raw)
  if (remote === undefined) return undefined
  const path = remote.path
    .replace(/^\/+/, '')
    .replace(/\/+$/, '')
    .replace(/\.git$/i, '')
    .replace(/\/+$/, '')
  const page = azureSshPage(remote.origin, path) ?? { origin: remote.origin, path }
  return isRepositoryPath(page.path) ? `${page.origin}/${page.path}` : undefined
}

/** A server's base URL (http or https), without credentials, query or trailing slash. */
export function serverUrlOf(raw: string): string | undefined {
  if (!isPlainAddress(raw)) return undefined
  const url = parseHttpUrl(raw)
  if (url === undefined) return undefined
  const path = url.pathname.replace(/\/+$/, '').replace(/^\/+/, '')
  if (path !== '' && !isRepositoryPath(path)) return undefined
  return path === '' ? originOf(url) : `${originOf(url)}/${path}`
}

/** A repository's path on its server: group/sub/project, owner/name, org/project/_git/repo. */
export function isRepositoryPath(path: string): boolean {
  const segments = path.split('/')
  return (
    path.length > 0 &&
    path.length <= MAX_REPOSITORY_CHARS &&
    segments.length <= MAX_REPOSITORY_SEGMENTS &&
    segments.every((part) => part !== '.' && part !== '..' && PATH_SEGMENT.test(part))
  )
}

/** The scheme and host of a page repositoryPageOf made. */
export function pageOriginOf(page: string): string {
  return new URL(page).origin
}

/** The path of a page repositoryPageOf made: the repository's path on its server. */
export function pagePathOf(page: string): string {
  return new URL(page).pathname.replace(/^\//, '')
}

function isPlainAddress(raw: string): boolean {
  return raw.length <= MAX_URL_CHARS && !/[\s\p{Cc}]/u.test(raw) && !DOT_SEGMENT.test(raw)
}

function parseScpLike(raw: string): Remote | undefined {
  const match = SCP_LIKE.exec(raw)
  const host = match?.[1]
  const path = match?.[2]
  // One letter before the colon is a Windows drive (C:/repo), not a host.
  if (host === undefined || path === undefined || host.length < 2) return undefined
  if (!HOST_NAME.test(host)) return undefined
  return { origin: `https://${host.toLowerCase()}`, path }
}

/** The URL, or undefined where it is none (URL.parse, before Node 22). */
function tryUrl(raw: string): URL | undefined {
  try {
    return new URL(raw)
  } catch {
    return undefined
  }
}

function parseUrl(raw: string): Remote | undefined {
  const url = tryUrl(raw)
  if (url === undefined) return undefined
  if (url.protocol === 'ssh:' || url.protocol === 'git+ssh:') {
    const host = url.hostname.toLowerCase()
    // The ssh port says nothing of the web server's: the page is on https's own.
    return HOST_NAME.test(host) ? { origin: `https://${host}`, path: url.pathname } : undefined
  }
  const http = parseHttpUrl(raw)
  return http === undefined ? undefined : { origin: originOf(http), path: http.pathname }
}

function parseHttpUrl(raw: string): URL | undefined {
  const url = tryUrl(raw)
  if (url === undefined) return undefined
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
  if (!HOST_NAME.test(url.hostname)) return undefined
  return url
}

/** scheme://host[:port], never the user or password the URL may hold. */
function originOf(url: URL): string {
  const host = url.host.toLowerCase()
  const scheme = HTTPS_ONLY_HOSTS.has(url.hostname.toLowerCase()) ? 'https:' : url.protocol
  return `${scheme}//${host}`
}

function azureSshPage(origin: string, path: string): Remote | undefined {
  if (origin !== `https://${AZURE_SSH_HOST}`) return undefined
  const match = AZURE_SSH_PATH.exec(path)
  if (match === null) return undefined
  const [, org, project, repo] = match
  return { origin: 'https://dev.azure.com', path: `${org}/${project}/_git/${repo}` }
}
