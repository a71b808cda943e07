import type { Reply } from './http.js'
import type { StoredKey } from './keys.js'
import type { EmulatorState, OrgData } from './state.js'

/** What an authenticated handler gets: the caller's organization and key, never the key text. */
export interface AuthedContext {
  state: EmulatorState
  org: OrgData
  key: StoredKey
  /** Captured path segments, in order. */
  params: string[]
  query: Record<string, string>
  /** Parsed JSON body ({} when empty); undefined for routes that do not read one. */
  body: unknown
}

export interface PublicContext {
  state: EmulatorState
  query: Record<string, string>
  body: unknown
}

interface RouteBase {
  method: string
  /** Template used in recorded requests, e.g. '/scans/{id}'. */
  template: string
  pattern: RegExp
  readsBody: boolean
}

export type Route = RouteBase &
  (
    | { scope: 'read' | 'write'; handle(ctx: AuthedContext): Reply }
    | { scope: 'public'; handle(ctx: PublicContext): Reply }
  )
