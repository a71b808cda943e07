/**
 * What a workflow's `on:` and `permissions:` decide, as GitHub decides it: whether an event starts
 * the workflow at all (its name listed, a push's branch and a pull request's base branch matched
 * against `branches`, a pull request's activity against `types`), and what the job's GITHUB_TOKEN
 * may do.
 */
import { matchesGlob } from 'node:path'
import { REPOSITORY } from '../../testkit/ids.js'

/** An event's filters, as `on.<event>` states them (null when it states none). */
interface EventFilter {
  branches?: string[]
  'branches-ignore'?: string[]
  types?: string[]
}

/** `on:` in its mapping form; readWorkflow turns `on: pull_request` and `on: [a, b]` into it. */
export interface Triggers {
  schedule?: { cron: string }[]
  push?: EventFilter | null
  pull_request?: EventFilter | null
  pull_request_target?: EventFilter | null
  workflow_dispatch?: unknown
  workflow_call?: {
    inputs?: Record<string, { type?: string; default?: unknown; required?: boolean }>
    secrets?: Record<string, { required?: boolean } | null>
  } | null
}

/** The event a job runs on: its name, payload, and the ref and commit the run has. */
export interface Trigger {
  eventName: string
  event: Record<string, unknown>
  ref: string
  sha?: string
  /** GITHUB_REPOSITORY; default acme/webapp. */
  repository?: string
}

/** The activities a pull_request or pull_request_target workflow runs on without `types:`. */
const PULL_REQUEST_TYPES = ['opened', 'synchronize', 'reopened']

/** `on:` as a mapping, whichever of its three forms the page writes. */
export function readTriggers(on: unknown): Triggers {
  if (typeof on === 'string') return { [on]: null }
  if (Array.isArray(on)) return Object.fromEntries(on.map((name: string) => [name, null]))
  return on as Triggers
}

function matchesBranch(filter: EventFilter | null | undefined, branch: string | undefined) {
  if (filter?.branches !== undefined) {
    return branch !== undefined && filter.branches.some((glob) => matchesGlob(branch, glob))
  }
  const ignored = filter?.['branches-ignore'] ?? []
  return !ignored.some((glob) => branch !== undefined && matchesGlob(branch, glob))
}

/**
 * Why the workflow does not run on this event, or undefined when it does. A scheduled run
 * carries the cron it was started by, which the workflow must list.
 */
export function whyNotTriggered(on: Triggers, trigger: Trigger): string | undefined {
  const { eventName, event } = trigger
  const listed = Object.keys(on)
  if (!listed.includes(eventName)) return `its on: lists ${listed.join(', ') || 'nothing'}`
  if (eventName === 'schedule') {
    const crons = (on.schedule ?? []).map((s) => s.cron)
    return crons.includes(String(event.schedule))
      ? undefined
      : `no schedule ${String(event.schedule)}`
  }
  if (eventName === 'push') {
    const branch = /^refs\/heads\/(.+)$/.exec(trigger.ref)?.[1]
    return matchesBranch(on.push, branch) ? undefined : `a push of ${trigger.ref} is filtered out`
  }
  if (eventName === 'pull_request' || eventName === 'pull_request_target') {
    const filter = on[eventName]
    const pull = event.pull_request as { base?: { ref?: string } } | undefined
    if (!matchesBranch(filter, pull?.base?.ref)) return `a pull request into ${pull?.base?.ref}`
    const types = filter?.types ?? PULL_REQUEST_TYPES
    return types.includes(String(event.action)) ? undefined : `activity ${String(event.action)}`
  }
  return undefined
}

/** A permission's level, as `permissions:` writes it. */
export type Access = 'read' | 'write' | 'none'

/** `permissions:` as a page writes it: a mapping, `read-all` or `write-all`. */
export type PermissionsBlock = Record<string, Access> | 'read-all' | 'write-all'

/** Every scope GITHUB_TOKEN has, as `permissions:` names them. */
const SCOPES = [
  'actions',
  'attestations',
  'checks',
  'contents',
  'deployments',
  'discussions',
  'id-token',
  'issues',
  'models',
  'packages',
  'pages',
  'pull-requests',
  'repository-projects',
  'security-events',
  'statuses',
]

/**
 * What GITHUB_TOKEN gets where no `permissions:` is written: the restricted default, which
 * GitHub gives new repositories and organizations since February 2023.
 */
const RESTRICTED_DEFAULT: Record<string, Access> = { contents: 'read', packages: 'read' }

const RANK: Record<Access, number> = { none: 0, read: 1, write: 2 }

/**
 * The job's token's permissions: the job's `permissions:`, else the workflow's, else the
 * default; every scope a mapping leaves out is none. Within a called workflow (`ceiling`, what the
 * caller's job has), no scope goes above the caller's.
 */
export function permissionsOf(
  stated: PermissionsBlock | undefined,
  ceiling?: Record<string, Access>,
): Record<string, Access> {
  const all = (access: Access) => Object.fromEntries(SCOPES.map((scope) => [scope, access]))
  const granted =
    stated === 'read-all'
      ? all('read')
      : stated === 'write-all'
        ? all('write')
        : { ...all('none'), ...(stated ?? ceiling ?? RESTRICTED_DEFAULT) }
  if (ceiling === undefined) return granted
  return Object.fromEntries(
    SCOPES.map((scope) => {
      const own = granted[scope] ?? 'none'
      const cap = ceiling[scope] ?? 'none'
      return [scope, RANK[own] <= RANK[cap] ? own : cap]
    }),
  )
}

/** A pull_request from a fork (or from one deleted since): GitHub's rules for forks apply. */
export function isFromFork(trigger: Trigger): boolean {
  if (trigger.eventName !== 'pull_request') return false
  const pull = trigger.event.pull_request as { head?: { repo?: { full_name?: string } | null } }
  return pull.head?.repo?.full_name !== (trigger.repository ?? REPOSITORY)
}

/** GITHUB_TOKEN on the trigger: on a fork's pull request, read-only whatever the workflow asks. */
export function tokenOn(trigger: Trigger, granted: Record<string, Access>): Record<string, Access> {
  if (!isFromFork(trigger)) return granted
  return Object.fromEntries(
    Object.entries(granted).map(([scope, access]) => [scope, access === 'write' ? 'read' : access]),
  )
}
