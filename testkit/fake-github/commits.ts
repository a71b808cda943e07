import type { IncomingMessage, ServerResponse } from 'node:http'
import { readPaging, sendJson, sendPage } from './http.js'

/** A commit of the fake's history: its parents, the first one first, as git keeps them. */
export interface FakeCommit {
  parents: string[]
  message?: string
}

/** The part of the fake's state these routes read. */
export interface CommitRoutesState {
  /** Every commit a test seeded, by sha (one history for every repository). */
  commits: Record<string, FakeCommit>
  /** Branch names and the commit each stands at, so a ref may name a branch. */
  branches: Record<string, string>
  /**
   * Merge bases by `base...head`, answered before the graph is consulted, as base's head too (a
   * test of a branch's policy may seed these without a history).
   */
  mergeBases: Record<string, string>
}

/** GitHub's default page of commits in a comparison. */
const COMPARE_COMMITS_PER_PAGE = 250

/**
 * Adds a line of commits, oldest first, each the child of the one before; the first is the child
 * of `parent` when given. With `branch`, the branch then stands at the last one.
 */
export function addCommits(
  state: CommitRoutesState,
  chain: readonly string[],
  options: { parent?: string; branch?: string } = {},
): void {
  let parent = options.parent
  for (const sha of chain) {
    state.commits[sha] = { parents: parent === undefined ? [] : [parent] }
    parent = sha
  }
  if (options.branch !== undefined && parent !== undefined) state.branches[options.branch] = parent
}

/**
 * The commit list and the comparison of two commits, from the seeded history. Answers and
 * returns true when the request is one of them.
 */
export function handleCommitRoutes(
  state: CommitRoutesState,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): boolean {
  if (req.method !== 'GET') return false
  const path = url.pathname
  if (/^\/repos\/[^/]+\/[^/]+\/commits$/.test(path)) {
    listCommits(state, req, res, url)
    return true
  }
  const compare = /^\/repos\/[^/]+\/[^/]+\/compare\/(.+)$/.exec(path)
  if (compare) {
    compareCommits(state, res, url, decodeURIComponent(compare[1] ?? ''))
    return true
  }
  return false
}

function resolveRef(state: CommitRoutesState, ref: string): string | undefined {
  const sha = state.branches[ref] ?? ref
  return state.commits[sha] === undefined ? undefined : sha
}

function toCommitJson(state: CommitRoutesState, sha: string): Record<string, unknown> {
  const commit = state.commits[sha]
  return {
    sha,
    commit: { message: commit?.message ?? '' },
    parents: (commit?.parents ?? []).map((parent) => ({ sha: parent })),
  }
}

/**
 * GET /repos/{o}/{r}/commits?sha=X: X and its first-parent ancestors, newest first, walked only
 * as far as the page asked for needs.
 */
function listCommits(
  state: CommitRoutesState,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): void {
  const ref = url.searchParams.get('sha') ?? 'main'
  const start = resolveRef(state, ref)
  if (start === undefined) {
    sendJson(res, 404, { message: `No commit found for SHA: ${ref}` })
    return
  }
  const { perPage, page } = readPaging(url)
  // One past the page, so that sendPage knows whether there is a next one.
  const wanted = page * perPage + 1
  const line: string[] = []
  for (let sha: string | undefined = start; sha !== undefined && line.length < wanted;) {
    line.push(sha)
    const parent: string | undefined = state.commits[sha]?.parents[0]
    sha = parent === undefined || state.commits[parent] === undefined ? undefined : parent
  }
  sendPage(
    req,
    res,
    url,
    line.map((sha) => toCommitJson(state, sha)),
  )
}

/** Every commit reachable from `sha` through any parent, in breadth-first order from it. */
function walkAncestors(state: CommitRoutesState, sha: string): string[] {
  const order = [sha]
  const seen = new Set(order)
  for (let index = 0; index < order.length; index += 1) {
    for (const parent of state.commits[order[index] ?? '']?.parents ?? []) {
      if (seen.has(parent) || state.commits[parent] === undefined) continue
      seen.add(parent)
      order.push(parent)
    }
  }
  return order
}

/**
 * The commits of `within` reachable from `head`, each after its parents (first parents first), as
 * GitHub lists a comparison's commits: oldest first.
 */
function orderOldestFirst(state: CommitRoutesState, head: string, within: Set<string>): string[] {
  const order: string[] = []
  const visited = new Set<string>([head])
  // Depth first without recursion: a long history must not exhaust the stack.
  const stack = [{ sha: head, next: 0 }]
  while (stack.length > 0) {
    const top = stack[stack.length - 1]
    if (top === undefined) break
    const parent = state.commits[top.sha]?.parents[top.next]
    top.next += 1
    if (parent === undefined) {
      stack.pop()
      order.push(top.sha)
    } else if (within.has(parent) && !visited.has(parent)) {
      visited.add(parent)
      stack.push({ sha: parent, next: 0 })
    }
  }
  return order
}

/**
 * GET /repos/{o}/{r}/compare/{base}...{head}: a seeded merge base as before; else, when both are
 * in the history, how head stands to base (ahead: base is an ancestor of head), computed from it,
 * with base's head (base_commit) and where head forks from it (merge_base_commit), as GitHub.
 */
function compareCommits(
  state: CommitRoutesState,
  res: ServerResponse,
  url: URL,
  basehead: string,
): void {
  const mergeBase = state.mergeBases[basehead]
  if (mergeBase !== undefined) {
    // 'ahead': base is where head forks, so base's head (base_commit) is the merge base too.
    sendJson(res, 200, {
      status: 'ahead',
      base_commit: { sha: mergeBase },
      merge_base_commit: { sha: mergeBase },
      files: [],
    })
    return
  }
  const [baseRef = '', headRef = ''] = basehead.split('...')
  const base = resolveRef(state, baseRef)
  const head = resolveRef(state, headRef)
  if (base === undefined || head === undefined) {
    sendJson(res, 404, { message: 'Not Found' })
    return
  }
  const ofHead = walkAncestors(state, head)
  const ofBase = new Set(walkAncestors(state, base))
  // Breadth-first from head, the first commit base also has is the nearest common one.
  const common = ofHead.find((sha) => ofBase.has(sha))
  if (common === undefined) {
    sendJson(res, 404, { message: `No common ancestor between ${baseRef} and ${headRef}.` })
    return
  }
  const ofHeadSet = new Set(ofHead)
  const ahead = ofHead.filter((sha) => !ofBase.has(sha))
  const behindBy = [...ofBase].filter((sha) => !ofHeadSet.has(sha)).length
  let status = 'diverged'
  if (ahead.length === 0 && behindBy === 0) status = 'identical'
  else if (behindBy === 0) status = 'ahead'
  else if (ahead.length === 0) status = 'behind'
  const asked = Number(url.searchParams.get('per_page'))
  const perPage = Number.isInteger(asked) && asked > 0 ? asked : COMPARE_COMMITS_PER_PAGE
  sendJson(res, 200, {
    status,
    ahead_by: ahead.length,
    behind_by: behindBy,
    total_commits: ahead.length,
    base_commit: toCommitJson(state, base),
    merge_base_commit: toCommitJson(state, common),
    commits: orderOldestFirst(state, head, new Set(ahead))
      .slice(0, perPage)
      .map((sha) => toCommitJson(state, sha)),
    files: [],
  })
}
