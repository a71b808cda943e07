/**
 * The target branch's history as GitHub's API shows it (issue 28): the markers full scans leave on
 * their commits (check runs whose external_id names the scan), a commit's nearest first-parent
 * ancestors, and whether a commit is on the branch (the compare API). A request each.
 */
import {
  scanIdOfMarker,
  type AncestorList,
  type Ancestry,
  type CommitHistory,
  type MarkerList,
} from '../baseline/baseline.js'
import { sanitizeForLog } from '../common/escape.js'
import { COMMIT_SHA } from '../config/event-target.js'
import { describeGitHubError } from './check-run.js'
import type { Octokit } from './octokit.js'

/** Commits read in the one request that lists a commit's ancestors, of which first parents are followed. */
const ANCESTOR_PAGE_MAX = 100

/** A check run's fields a marker is read from. */
interface MarkerRun {
  id: number
  external_id?: string | null
}

/** A GitHub read whose failure is one line with its status, for the baseline's messages. */
async function readGitHub<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    throw new Error(describeGitHubError(error), { cause: error })
  }
}

/**
 * The scan ids the markers among `runs` name, newest first, each once. Newest by GitHub's own
 * numbering of check runs: their times are whatever their writer sent, a future date included.
 */
function readMarkers(runs: readonly MarkerRun[]): string[] {
  const ids: string[] = []
  for (const run of [...runs].sort((a, b) => b.id - a.id)) {
    const id = scanIdOfMarker(run.external_id)
    if (id !== undefined && !ids.includes(id)) ids.push(id)
  }
  return ids
}

/**
 * Up to `count` first parents from `commit` on, `commit` left out, followed through `listed` (a
 * page of GitHub's list of commits, which holds every ancestor, merged branches' commits too). The
 * root is reached only when the last one's own entry is on the page with no parent: a first
 * parent past the page (a merge that brought in more commits than the page holds) is not the end.
 */
function followFirstParents(
  listed: readonly { sha: string; parents: readonly { sha: string }[] }[],
  commit: string,
  count: number,
): AncestorList {
  const bySha = new Map(listed.map((entry) => [entry.sha.toLowerCase(), entry]))
  const ancestors: string[] = []
  let next = bySha.get(commit.toLowerCase())?.parents[0]?.sha
  while (next !== undefined && ancestors.length < count && COMMIT_SHA.test(next)) {
    ancestors.push(next.toLowerCase())
    next = bySha.get(next.toLowerCase())?.parents[0]?.sha
  }
  const last = bySha.get(ancestors.at(-1) ?? commit.toLowerCase())
  return { ancestors, rootReached: last !== undefined && last.parents.length === 0 }
}

export function createCommitHistory(
  octokit: Octokit,
  at: { owner: string; repo: string },
): Required<CommitHistory> {
  return {
    via: "GitHub's API",
    async listMarkers(commit, from) {
      const response = await readGitHub(() =>
        octokit.rest.checks.listForRef({
          ...at,
          ref: commit,
          filter: 'all',
          per_page: 100,
          // GitHub filters by the app that wrote each check run: only it can have left these.
          ...(from === undefined ? {} : { app_id: from.id }),
        }),
      )
      const runs = response.data.check_runs
      // One page: a commit with more check runs (a wide build matrix, junk) is said so.
      const unlisted = Math.max(0, response.data.total_count - runs.length)
      return { scanIds: readMarkers(runs), unlisted } satisfies MarkerList
    },
    async listAncestors(commit, count) {
      const response = await readGitHub(() =>
        octokit.rest.repos.listCommits({
          ...at,
          sha: commit,
          per_page: Math.min(ANCESTOR_PAGE_MAX, (count + 1) * 10),
        }),
      )
      return followFirstParents(response.data, commit, count)
    },
    async isAncestor(commit, head): Promise<Ancestry> {
      try {
        // One commit a page: only the status is read, not the commits between.
        const response = await octokit.rest.repos.compareCommitsWithBasehead({
          ...at,
          basehead: `${commit}...${head}`,
          per_page: 1,
        })
        // Read as any word: GitHub may add one, which is then not taken for an answer.
        const status: string = response.data.status
        if (status === 'ahead' || status === 'identical') return 'yes'
        if (status === 'behind' || status === 'diverged') return 'no'
        return { unknown: `GitHub's compare answered "${sanitizeForLog(status, 40)}"` }
      } catch (error) {
        // A commit the repository does not have (or with no history in common) is not on the branch.
        if ((error as { status?: unknown } | null)?.status === 404) return 'no'
        return { unknown: `${describeGitHubError(error)}; re-run the job later` }
      }
    },
  }
}
