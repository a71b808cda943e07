/**
 * One comment per check name on the pull request, kept up to date in place: the conversation
 * shows the latest result without a new comment on every push. Like the check run, it is a way
 * of showing the result, never part of it: every failure is one warning and the job goes on.
 */
import type { PrCommentMode } from '../config/inputs.js'
import type { Logger } from '../common/logger.js'
import { sanitizeForLog } from '../common/escape.js'
import { prCommentMarker } from '../report/pr-comment.js'
import type { IssueComment, IssueCommentsApi } from './api.js'
import { describeGitHubError } from './check-run.js'

export interface PrCommentParams {
  prNumber: number
  checkName: string
  /** From renderPrComment: it starts with prCommentMarker(checkName). */
  body: string
  mode: PrCommentMode
  /** The job fails on this run's result (on-failure creates a comment only then). */
  failing: boolean
}

export interface PrCommentResult {
  action: 'created' | 'updated' | 'unchanged' | 'skipped' | 'failed'
  /** The comment's page, when there is one. */
  url?: string
}

/** Those who can write to the repository; GitHub's author_association for a comment. */
/** MEMBER is left out: a member of the organization need not have write access to the repository. */
const TRUSTED_ASSOCIATIONS: ReadonlySet<string> = new Set(['OWNER', 'COLLABORATOR'])

/**
 * Our comments, oldest first: those that start with the marker and were written by a bot (the
 * action's own token is github-actions[bot], often with association NONE) or by someone with
 * write access (a personal token). Anyone can paste the marker into a comment on a public PR:
 * picking theirs would put the report in a comment its author can rewrite at will, say to
 * "passed", under their name, and would let them steer which comment a run updates or deletes.
 */
function findOwnComments(comments: readonly IssueComment[], marker: string): IssueComment[] {
  return comments
    .filter((c) => c.body.startsWith(marker))
    .filter(
      (c) =>
        c.authorType === 'Bot' ||
        (c.authorAssociation !== undefined && TRUSTED_ASSOCIATIONS.has(c.authorAssociation)),
    )
    .sort((a, b) => a.id - b.id)
}

function withUrl(action: PrCommentResult['action'], comment: IssueComment): PrCommentResult {
  return comment.url === undefined ? { action } : { action, url: comment.url }
}

/**
 * Creates or updates the sticky comment. Unless the mode is never, an existing comment is updated
 * whatever the result: a comment saying "failed" must not outlive a run that passes. A new one is
 * created only with mode always, or on-failure when the job fails. Never throws.
 */
export async function upsertPrComment(
  api: IssueCommentsApi,
  params: PrCommentParams,
  log: Logger,
): Promise<PrCommentResult> {
  if (params.mode === 'never') return { action: 'skipped' }
  const marker = prCommentMarker(params.checkName)
  try {
    const [existing, ...extra] = findOwnComments(
      await api.listIssueComments(params.prNumber),
      marker,
    )
    if (existing !== undefined) {
      const result = await writeInto(api, existing, params.body, log)
      // Left by runs that overlapped before (or by a version that did not converge).
      await deleteDuplicates(api, extra, log)
      return result
    }
    if (params.mode === 'on-failure' && !params.failing) return { action: 'skipped' }
    const created = await api.createIssueComment(params.prNumber, params.body)
    log.info(`Created the PR comment ${describeUrl(created.url)}`)
    return await converge(api, params, marker, created, log)
  } catch (error) {
    log.warning(describeFailure(error))
    return { action: 'failed' }
  }
}

async function writeInto(
  api: IssueCommentsApi,
  comment: IssueComment,
  body: string,
  log: Logger,
): Promise<PrCommentResult> {
  if (comment.body === body) return withUrl('unchanged', comment)
  const updated = await api.updateIssueComment(comment.id, body)
  log.info(`Updated the PR comment ${describeUrl(updated.url ?? comment.url)}`)
  return withUrl('updated', { ...updated, url: updated.url ?? comment.url })
}

/**
 * Overlapping runs of one pull request (a push during a run, a re-run while the first still
 * reports) can each find no comment and each create one. So a run that created one looks again:
 * the oldest of the action's comments stays, carrying this run's report, and every other is
 * deleted. The run that created last sees every earlier one, so however many overlap, one is left.
 */
async function converge(
  api: IssueCommentsApi,
  params: PrCommentParams,
  marker: string,
  created: IssueComment,
  log: Logger,
): Promise<PrCommentResult> {
  const ours = findOwnComments(await api.listIssueComments(params.prNumber), marker)
  const kept = ours[0] !== undefined && ours[0].id < created.id ? ours[0] : created
  const duplicates = [...ours, created].filter(
    (c, i, all) => c.id !== kept.id && all.findIndex((other) => other.id === c.id) === i,
  )
  if (kept === created) {
    await deleteDuplicates(api, duplicates, log)
    return withUrl('created', created)
  }
  log.info(
    `An overlapping run of PR #${params.prNumber} had created the PR comment too: keeping the older one`,
  )
  await deleteDuplicates(api, duplicates, log)
  return await writeInto(api, kept, params.body, log)
}

/** A failed delete leaves a duplicate, which the next run removes: a warning, never a failure. */
async function deleteDuplicates(
  api: IssueCommentsApi,
  duplicates: readonly IssueComment[],
  log: Logger,
): Promise<void> {
  for (const duplicate of duplicates) {
    try {
      await api.deleteIssueComment(duplicate.id)
      log.info(`Deleted a duplicate PR comment ${describeUrl(duplicate.url)}`)
    } catch (error) {
      log.warning(
        `Cannot delete a duplicate PR comment ${describeUrl(duplicate.url)} (${sanitizeForLog(describeGitHubError(error), 300)}); the next run tries again`,
      )
    }
  }
}

function describeUrl(url: string | undefined): string {
  return url === undefined ? `on the pull request` : sanitizeForLog(url, 300)
}

function describeFailure(error: unknown): string {
  const status = (error as { status?: unknown } | null)?.status
  const what = sanitizeForLog(describeGitHubError(error), 300)
  // 404 too: GitHub answers it, not 403, to a token that may not even see the pull request.
  const hint =
    status === 403 || status === 404
      ? '; the token needs "pull-requests: write" — fork pull requests get a read-only token'
      : ''
  return `Cannot write the PR comment (${what})${hint}`
}
