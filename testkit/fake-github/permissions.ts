import type { IncomingMessage, ServerResponse } from 'node:http'
import { sendJson } from './http.js'

/** A permission's level, as a workflow's `permissions:` writes it. */
export type Access = 'read' | 'write' | 'none'

/** The part of the fake's state this check reads. */
export interface PermissionState {
  /**
   * Tokens given the permissions a workflow's `permissions:` gives its GITHUB_TOKEN (scopes as
   * `permissions:` names them: `checks`, `pull-requests`…; a scope left out is none). A request
   * with one of them is refused (403) where the token lacks what GitHub asks of the endpoint, as
   * for a private repository. Tokens not listed may do anything. Empty by default.
   */
  tokenPermissions: Map<string, Record<string, Access>>
}

/** The scopes an endpoint asks for, any one of them enough; metadata-only endpoints ask none. */
interface Need {
  method: string
  path: RegExp
  scopes: string[]
  access: Exclude<Access, 'none'>
}

const REPO = '^/repos/[^/]+/[^/]+'
const NEEDS: Need[] = [
  { method: 'POST', path: new RegExp(`${REPO}/check-runs$`), scopes: ['checks'], access: 'write' },
  {
    method: 'PATCH',
    path: new RegExp(`${REPO}/check-runs/\\d+$`),
    scopes: ['checks'],
    access: 'write',
  },
  {
    method: 'GET',
    path: new RegExp(`${REPO}/commits/[^/]+/check-runs$`),
    scopes: ['checks'],
    access: 'read',
  },
  {
    method: 'GET',
    path: new RegExp(`${REPO}/(commits|compare/.+|contents/.+)$`),
    scopes: ['contents'],
    access: 'read',
  },
  {
    method: 'GET',
    path: new RegExp(`${REPO}/pulls/\\d+/files$`),
    scopes: ['pull-requests'],
    access: 'read',
  },
  {
    method: 'GET',
    path: new RegExp(`${REPO}/issues/\\d+/comments$`),
    scopes: ['pull-requests', 'issues'],
    access: 'read',
  },
  {
    method: 'POST',
    path: new RegExp(`${REPO}/issues/\\d+/comments$`),
    scopes: ['pull-requests', 'issues'],
    access: 'write',
  },
  {
    method: 'PATCH',
    path: new RegExp(`${REPO}/issues/comments/\\d+$`),
    scopes: ['pull-requests', 'issues'],
    access: 'write',
  },
  {
    method: 'DELETE',
    path: new RegExp(`${REPO}/issues/comments/\\d+$`),
    scopes: ['pull-requests', 'issues'],
    access: 'write',
  },
  {
    method: 'POST',
    path: new RegExp(`${REPO}/code-scanning/sarifs$`),
    scopes: ['security-events'],
    access: 'write',
  },
  {
    method: 'GET',
    path: new RegExp(`${REPO}/actions/runs/\\d+$`),
    scopes: ['actions'],
    access: 'read',
  },
]

const RANK: Record<Access, number> = { none: 0, read: 1, write: 2 }

/**
 * Answers 403, as GitHub answers a GITHUB_TOKEN without the permission, and returns true when the
 * request's token is one of `tokenPermissions` and lacks what the endpoint asks.
 */
export function refuseWithoutPermission(
  state: PermissionState,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): boolean {
  const token = /^(?:token|bearer)\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1]
  const granted = token === undefined ? undefined : state.tokenPermissions.get(token)
  if (granted === undefined) return false
  const need = NEEDS.find((n) => n.method === req.method && n.path.test(path))
  if (need === undefined) return false
  if (need.scopes.some((scope) => RANK[granted[scope] ?? 'none'] >= RANK[need.access])) return false
  // GitHub names what would have done, in this header.
  res.setHeader(
    'x-accepted-github-permissions',
    need.scopes.map((scope) => `${scope.replaceAll('-', '_')}=${need.access}`).join('; '),
  )
  sendJson(res, 403, {
    message: 'Resource not accessible by integration',
    documentation_url: 'https://docs.github.com/rest',
  })
  return true
}
