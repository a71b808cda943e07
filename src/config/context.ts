import { readFileSync } from 'node:fs'
import { z } from 'zod/mini'

/**
 * The parts of the workflow run the action needs, read from the runner's environment and event
 * payload. Deliberately not @actions/github's `context`: that package is large and slow to load,
 * and is loaded lazily only when the GitHub API is really called.
 */
export interface GitHubContext {
  /** GITHUB_EVENT_NAME, e.g. pull_request, push, schedule; '' when unknown. */
  eventName: string
  payload: EventPayload
  /** Why the payload is empty although GITHUB_EVENT_PATH is set (unreadable, not JSON). */
  payloadProblem?: string | undefined
  /** GITHUB_SERVER_URL without a trailing slash, default https://github.com. */
  serverUrl: string
  /** GITHUB_API_URL without a trailing slash, default https://api.github.com. */
  apiUrl: string
  /** owner/name from GITHUB_REPOSITORY (else the payload's repository); '' when unknown. */
  repository: string
  ref: string
  refName: string
  /** GITHUB_SHA: for pull_request events the merge commit, not the PR head. */
  sha: string
  /** GITHUB_HEAD_REF and GITHUB_BASE_REF: set for pull request events only. */
  headRef: string
  baseRef: string
  /** GITHUB_RUN_ATTEMPT: 1 for a first run, more for "Re-run jobs". */
  runAttempt: number
  /** GITHUB_RUN_ID, digits only; '' when unknown. */
  runId: string
}

/** A field of the wrong type is dropped rather than failing the whole payload. */
function dropWhenWrong<T extends z.ZodMiniType>(schema: T) {
  return z.catch(z.optional(schema), undefined)
}

const text = dropWhenWrong(z.string())

const repoSchema = z.looseObject({ full_name: text })

const pullRequestSchema = z.looseObject({
  number: dropWhenWrong(z.number().check(z.int(), z.positive())),
  head: dropWhenWrong(
    z.looseObject({
      ref: text,
      sha: text,
      // null when the fork the pull request came from has been deleted
      repo: dropWhenWrong(z.nullable(repoSchema)),
    }),
  ),
  base: dropWhenWrong(z.looseObject({ ref: text, sha: text, repo: dropWhenWrong(repoSchema) })),
})

/** merge_group: the merge queue's temporary branch (a full ref), its commit and its base's. */
const mergeGroupSchema = z.looseObject({
  head_ref: text,
  head_sha: text,
  base_sha: text,
  base_ref: text,
})

const payloadSchema = z.looseObject({
  pull_request: dropWhenWrong(pullRequestSchema),
  merge_group: dropWhenWrong(mergeGroupSchema),
  repository: dropWhenWrong(z.looseObject({ full_name: text, default_branch: text })),
})

/**
 * The webhook payload of the event, typed in the parts the action reads; other fields kept.
 * @internal
 */
export type EventPayload = z.output<typeof payloadSchema>

const DEFAULT_SERVER_URL = 'https://github.com'
const DEFAULT_API_URL = 'https://api.github.com'

export function readGitHubContext(
  env: NodeJS.ProcessEnv,
  readFile: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): GitHubContext {
  const read = (name: string): string => env[name]?.trim() ?? ''
  const { payload, problem } = readPayload(read('GITHUB_EVENT_PATH'), readFile)
  return {
    eventName: read('GITHUB_EVENT_NAME'),
    payload,
    serverUrl: withoutTrailingSlash(read('GITHUB_SERVER_URL') || DEFAULT_SERVER_URL),
    apiUrl: withoutTrailingSlash(read('GITHUB_API_URL') || DEFAULT_API_URL),
    repository: read('GITHUB_REPOSITORY') || (payload.repository?.full_name ?? ''),
    ref: read('GITHUB_REF'),
    refName: read('GITHUB_REF_NAME'),
    sha: read('GITHUB_SHA'),
    headRef: read('GITHUB_HEAD_REF'),
    baseRef: read('GITHUB_BASE_REF'),
    runAttempt: /^[1-9]\d{0,5}$/.test(read('GITHUB_RUN_ATTEMPT'))
      ? Number(read('GITHUB_RUN_ATTEMPT'))
      : 1,
    runId: /^\d{1,20}$/.test(read('GITHUB_RUN_ID')) ? read('GITHUB_RUN_ID') : '',
    payloadProblem: problem,
  }
}

function readPayload(
  path: string,
  readFile: (path: string) => string,
): { payload: EventPayload; problem?: string | undefined } {
  if (path === '') return { payload: {} }
  let content: string
  try {
    content = readFile(path)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return { payload: {}, problem: `could not read the event payload ${path}: ${reason}` }
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(content)
  } catch {
    // JSON.parse quotes the text around the error, which may be untrusted (a PR title).
    return { payload: {}, problem: `the event payload ${path} is not valid JSON` }
  }
  const result = payloadSchema.safeParse(parsed)
  if (!result.success) {
    return { payload: {}, problem: `the event payload ${path} is not a JSON object` }
  }
  return { payload: result.data }
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '')
}

/** Where the finding was seen, as links for the triage thread in the dashboard. */
export interface SeenAt {
  pullRequestUrl?: string | undefined
  runUrl?: string | undefined
}

/** The repository's page on GitHub, from the runner's environment; undefined when unknown. */
export function repositoryPageOf(
  ctx: Pick<GitHubContext, 'serverUrl' | 'repository'>,
): string | undefined {
  return /^[\w.-]+\/[\w.-]+$/.test(ctx.repository)
    ? `${ctx.serverUrl}/${ctx.repository}`
    : undefined
}

/** The pull request and workflow run links, from the runner's environment (never from findings). */
export function seenAtOf(
  ctx: Pick<GitHubContext, 'serverUrl' | 'repository' | 'runId'>,
  prNumber: number | undefined,
): SeenAt {
  const base = repositoryPageOf(ctx)
  if (base === undefined) return {}
  return {
    pullRequestUrl: prNumber === undefined ? undefined : `${base}/pull/${prNumber}`,
    runUrl: ctx.runId === '' ? undefined : `${base}/actions/runs/${ctx.runId}`,
  }
}
