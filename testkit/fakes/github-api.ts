import type { Ancestry } from '../../src/baseline/baseline.js'
import type {
  GitHubApi,
  IssueComment,
  MarkerCheckRun,
  RepositoryInfo,
  SarifUpload,
} from '../../src/github/api.js'
import type { CheckRunApi, CheckRunApp } from '../../src/github/check-run.js'

/** The app a workflow's GITHUB_TOKEN writes check runs as. */
export const ACTIONS_APP: CheckRunApp = { id: 15368, slug: 'github-actions' }
/** A GitHub App of the organization's own, whose installation token a workflow may be given. */
export const OWN_APP: CheckRunApp = { id: 4242, slug: 'acme-security' }

export interface FakeCheckRunApi extends GitHubApi {
  created: { name: string; headSha: string }[]
  updates: Parameters<CheckRunApi['update']>[]
  /** What listPullRequestFiles answers; undefined: it rejects, as a token without access does. */
  changedFiles?: string[]
  /** The patch of each changed file, for listPullRequestChanges. */
  patches?: Record<string, string>
  listedPulls: number[]
  /** What readFileAtCommit answers, by commit and path; a file not there answers 404. */
  filesAtCommit?: Record<string, Record<string, string>>
  /** Every file read at a commit, as `path@sha`. */
  readFiles: string[]
  /** What findBranchHead answers, by `branch...head`; anything else answers 404. */
  branchHeads: Record<string, string>
  /** The branch findBranchHead compares with when it is given none: the repository's default. */
  defaultBranch: string
  /** Every branch head asked for, as `branch...head`. */
  branchHeadCalls: string[]
  /** Every comment on every pull request, oldest first; a test may push its own. */
  issueComments: (IssueComment & { issueNumber: number })[]
  createdComments: { issueNumber: number; body: string }[]
  updatedComments: { commentId: number; body: string }[]
  deletedComments: number[]
  /** Every comment call made, e.g. `list 7`, `create 7`, `update 9001`, `delete 9002`. */
  commentCalls: string[]
  /** The repositories the token can see, of every organization. */
  repositories: RepositoryInfo[]
  /** Every SARIF upload accepted. */
  sarifUploads: SarifUpload[]
  /** Markers a sweep left (leaveMarker), in order. */
  leftMarkers: MarkerCheckRun[]
  /** When set, leaveMarker rejects with it (forbiddenError() for a token without checks: write). */
  markerFailure?: Error
  /** When set, uploadSarif rejects with it (forbiddenError() for a token without the scope). */
  sarifFailure?: Error
  /** The app check runs are created as (create's answer): GITHUB_TOKEN's unless a test sets it. */
  checkRunApp?: CheckRunApp | undefined
  /**
   * The scan ids the markers on each commit name, newest first (listMarkers): left by
   * GITHUB_TOKEN, so anyone's; read only when no app is asked for.
   */
  markers: Record<string, string[]>
  /**
   * As markers, left by OWN_APP: listed whether or not that app is asked for, after the others (as
   * older check runs than those anyone left since).
   */
  appMarkers: Record<string, string[]>
  /** Check runs of each commit past the page listMarkers reads (anyone's, so none of OWN_APP's). */
  unlistedCheckRuns: Record<string, number>
  /**
   * Each commit's first-parent ancestors, nearest first (listAncestors answers the first n): the
   * whole history, whose end is the root unless the commit is in `pageEnded`.
   */
  ancestors: Record<string, string[]>
  /** Commits whose listed ancestors end where GitHub's page ended, not at the root. */
  pageEnded: Set<string>
  /**
   * What isAncestor answers, by `commit...head`; unset: 'yes' for the head itself and the
   * ancestors listed for it, 'no' for anything else (GitHub's 404 for a commit it lacks).
   */
  ancestry: Record<string, Ancestry>
  /** When set, listMarkers / listAncestors reject with it (forbiddenError() without checks: read). */
  historyFailure?: { markers?: Error; ancestors?: Error }
  /** Every history call, e.g. `markers <sha>`, `ancestors <sha> 5`, `compare <sha>...<head>`. */
  historyCalls: string[]
}

/** GitHub's answer to a write with a read-only token (fork pull requests, missing permissions). */
export function forbiddenError(): Error {
  return Object.assign(
    new Error('Resource not accessible by integration\nhttps://docs.github.com/rest'),
    { status: 403 },
  )
}

/** GitHub's answer about a repository or organization the token cannot see. */
function notFoundError(): Error {
  return Object.assign(new Error('Not Found'), { status: 404 })
}

/**
 * Records every call; `fail` makes create (or update) reject as GitHub does for read-only tokens.
 * `comments: 'forbidden'` makes comment writes answer 403 (reads still work, as with a read-only
 * token); an Error makes every comment call reject with it.
 */
export function fakeCheckRunApi(
  fail: { create?: Error; update?: Error; comments?: 'forbidden' | Error } = {},
): FakeCheckRunApi {
  const commentFailure = (write: boolean): Error | undefined =>
    fail.comments === 'forbidden' ? (write ? forbiddenError() : undefined) : fail.comments
  const api: FakeCheckRunApi = {
    created: [],
    updates: [],
    listedPulls: [],
    readFiles: [],
    branchHeads: {},
    defaultBranch: 'main',
    branchHeadCalls: [],
    issueComments: [],
    createdComments: [],
    updatedComments: [],
    deletedComments: [],
    commentCalls: [],
    repositories: [],
    sarifUploads: [],
    leftMarkers: [],
    checkRunApp: ACTIONS_APP,
    markers: {},
    appMarkers: {},
    unlistedCheckRuns: {},
    ancestors: {},
    pageEnded: new Set(),
    ancestry: {},
    historyCalls: [],
    via: "GitHub's API",
    listMarkers: (commit, from) => {
      api.historyCalls.push(
        from === undefined ? `markers ${commit}` : `markers ${commit} of app ${from.id}`,
      )
      const failure = api.historyFailure?.markers
      if (failure !== undefined) return Promise.reject(failure)
      const own = api.appMarkers[commit] ?? []
      const unlisted = api.unlistedCheckRuns[commit] ?? 0
      if (from !== undefined) {
        return Promise.resolve({ scanIds: from.id === OWN_APP.id ? [...own] : [], unlisted: 0 })
      }
      return Promise.resolve({ scanIds: [...(api.markers[commit] ?? []), ...own], unlisted })
    },
    listAncestors: (commit, count) => {
      api.historyCalls.push(`ancestors ${commit} ${count}`)
      const failure = api.historyFailure?.ancestors
      if (failure !== undefined) return Promise.reject(failure)
      const all = api.ancestors[commit] ?? []
      const rootReached = all.length <= count && !api.pageEnded.has(commit)
      return Promise.resolve({ ancestors: all.slice(0, count), rootReached })
    },
    isAncestor: (commit, head) => {
      api.historyCalls.push(`compare ${commit}...${head}`)
      const known = api.ancestry[`${commit}...${head}`]
      if (known !== undefined) return Promise.resolve(known)
      const onBranch = commit === head || (api.ancestors[head] ?? []).includes(commit)
      return Promise.resolve(onBranch ? 'yes' : 'no')
    },
    listOrganizationRepositories: (org) => {
      const found = api.repositories.filter((r) => r.owner.toLowerCase() === org.toLowerCase())
      return found.length === 0 ? Promise.reject(notFoundError()) : Promise.resolve(found)
    },
    getRepository: (owner, repo) => {
      const found = api.repositories.find(
        (r) =>
          r.owner.toLowerCase() === owner.toLowerCase() &&
          r.name.toLowerCase() === repo.toLowerCase(),
      )
      return found === undefined ? Promise.reject(notFoundError()) : Promise.resolve(found)
    },
    leaveMarker: (marker) => {
      if (api.markerFailure !== undefined) return Promise.reject(api.markerFailure)
      api.leftMarkers.push(marker)
      return Promise.resolve()
    },
    uploadSarif: (upload) => {
      if (api.sarifFailure !== undefined) return Promise.reject(api.sarifFailure)
      api.sarifUploads.push(upload)
      return Promise.resolve({ id: `sarif-${api.sarifUploads.length}` })
    },
    listIssueComments: (issueNumber) => {
      api.commentCalls.push(`list ${issueNumber}`)
      const error = commentFailure(false)
      if (error !== undefined) return Promise.reject(error)
      return Promise.resolve(
        api.issueComments
          .filter((c) => c.issueNumber === issueNumber)
          .map(({ issueNumber: _, ...comment }) => comment),
      )
    },
    createIssueComment: (issueNumber, body) => {
      api.commentCalls.push(`create ${issueNumber}`)
      const error = commentFailure(true)
      if (error !== undefined) return Promise.reject(error)
      api.createdComments.push({ issueNumber, body })
      const id = Math.max(9000, ...api.issueComments.map((c) => c.id)) + 1
      const comment = {
        id,
        body,
        authorType: 'Bot',
        authorAssociation: 'NONE',
        url: `https://github.com/acme/webapp/pull/${issueNumber}#issuecomment-${id}`,
      }
      api.issueComments.push({ ...comment, issueNumber })
      return Promise.resolve(comment)
    },
    updateIssueComment: (commentId, body) => {
      api.commentCalls.push(`update ${commentId}`)
      const error = commentFailure(true)
      if (error !== undefined) return Promise.reject(error)
      const record = api.issueComments.find((c) => c.id === commentId)
      if (record === undefined) {
        return Promise.reject(Object.assign(new Error('Not Found'), { status: 404 }))
      }
      api.updatedComments.push({ commentId, body })
      record.body = body
      const { issueNumber: _, ...comment } = record
      return Promise.resolve(comment)
    },
    deleteIssueComment: (commentId) => {
      api.commentCalls.push(`delete ${commentId}`)
      const error = commentFailure(true)
      if (error !== undefined) return Promise.reject(error)
      api.deletedComments.push(commentId)
      api.issueComments = api.issueComments.filter((c) => c.id !== commentId)
      return Promise.resolve()
    },
    readFileAtCommit: (path, commitSha) => {
      api.readFiles.push(`${path}@${commitSha}`)
      const text = api.filesAtCommit?.[commitSha]?.[path]
      return text === undefined
        ? Promise.reject(Object.assign(new Error('Not Found'), { status: 404 }))
        : Promise.resolve(text)
    },
    findBranchHead: (headSha, branch) => {
      const defaultBranch = branch ?? api.defaultBranch
      api.branchHeadCalls.push(`${defaultBranch}...${headSha}`)
      const sha = api.branchHeads[`${defaultBranch}...${headSha}`]
      return sha === undefined
        ? Promise.reject(Object.assign(new Error('Not Found'), { status: 404 }))
        : Promise.resolve({ sha, branch: defaultBranch })
    },
    listPullRequestFiles: (pullNumber) => {
      api.listedPulls.push(pullNumber)
      return api.changedFiles === undefined
        ? Promise.reject(new Error('Resource not accessible by integration'))
        : Promise.resolve(api.changedFiles)
    },
    listPullRequestChanges: async (pullNumber) => {
      const files = await api.listPullRequestFiles(pullNumber)
      return files.map((path) => {
        const patch = api.patches?.[path]
        return patch === undefined ? { path } : { path, patch }
      })
    },
    create: (params) => {
      if (fail.create !== undefined) return Promise.reject(fail.create)
      api.created.push(params)
      return Promise.resolve({ id: 101, app: api.checkRunApp })
    },
    update: (...args) => {
      if (fail.update !== undefined) return Promise.reject(fail.update)
      api.updates.push(args)
      return Promise.resolve()
    },
  }
  return api
}
