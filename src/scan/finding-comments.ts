import type { SeenAt } from '../config/context.js'
import type { Config } from '../config/inputs.js'
import type { ScanTarget } from '../config/target.js'
import type { Deadline } from '../service/client.js'
import { ServiceError, explain } from '../service/errors.js'
import type { Finding } from '../service/finding.js'
import type { StepDeps } from './step-deps.js'
import type { ScanResult } from './scan-and-collect.js'

/**
 * Each comment is a request of the key's shared budget: a run posts at most this many.
 * @internal
 */
export const MAX_FINDING_COMMENTS = 100

export interface CommentOutcome {
  posted: number
  /** Findings the service does not take a comment on yet (404: not approved, or not found). */
  notApproved: number
  failed: number
  /** Approved findings left without a comment because of MAX_FINDING_COMMENTS. */
  overCap: number
}

/**
 * The comment: where the finding was seen. Built from the run's own context, never from findings.
 * @internal
 */
export function buildFindingComment(seenAt: SeenAt): string {
  const where = [
    seenAt.pullRequestUrl === undefined ? undefined : `pull request ${seenAt.pullRequestUrl}`,
    seenAt.runUrl === undefined ? undefined : `workflow run ${seenAt.runUrl}`,
  ].filter((part): part is string => part !== undefined)
  return `Seen by the security scan GitHub Action${where.length > 0 ? ` in ${where.join(', ')}` : ''}.`
}

/**
 * Adds a comment to each approved finding (POST /findings/{id}/comments), so the triage thread
 * in the dashboard shows where it was seen. A 404 (not approved yet) is expected and passed over;
 * other errors are said once and never fail the job: the comments are a courtesy, the gate is not
 * theirs. A comment is not retried after an unclear failure (it could be posted twice).
 * @internal
 */
export async function commentOnFindings(
  deps: Pick<StepDeps, 'client' | 'log' | 'signal'>,
  findings: readonly Finding[],
  seenAt: SeenAt,
  deadline: Deadline,
): Promise<CommentOutcome> {
  const { client, log, signal } = deps
  const approved = findings.filter(
    // Ids the service did not send ("#3") are not ids the service can find.
    (f) => f.verificationState?.trim().toLowerCase() === 'approved' && !f.id.startsWith('#'),
  )
  const outcome: CommentOutcome = {
    posted: 0,
    notApproved: 0,
    failed: 0,
    overCap: Math.max(0, approved.length - MAX_FINDING_COMMENTS),
  }
  const comment = buildFindingComment(seenAt)
  let firstFailure: string | undefined
  for (const finding of approved.slice(0, MAX_FINDING_COMMENTS)) {
    try {
      await client.addFindingComment(finding.id, comment, {
        deadline,
        signal,
      })
      outcome.posted += 1
    } catch (error) {
      if (signal?.aborted) throw error
      if (error instanceof ServiceError && error.status === 404) {
        outcome.notApproved += 1
        continue
      }
      outcome.failed += 1
      firstFailure ??= explain(error)
    }
  }
  if (outcome.posted > 0) {
    log.info(`Commented on ${outcome.posted} approved finding(s) in the dashboard`)
  }
  if (firstFailure !== undefined) {
    log.warning(
      `Could not comment on ${outcome.failed} finding(s) (first error: ${firstFailure}); the result does not depend on it`,
    )
  }
  if (outcome.overCap > 0) {
    log.info(
      `${outcome.overCap} more approved finding(s) were not commented on (at most ${MAX_FINDING_COMMENTS} a run)`,
    )
  }
  return outcome
}

/** Comments take at most this long to wait out a busy key: they come after the report. */
const COMMENTS_PATIENCE_MS = 600_000

/**
 * After the report is out (so comments never delay the gate or lose it to a cancellation): the
 * comments of comment-on-findings, on a pr scan this run started. A reused scan was commented on
 * by the run that started it: no comment twice.
 */
export async function commentAfterReport(
  deps: Pick<StepDeps, 'client' | 'clock' | 'log' | 'signal'>,
  run: {
    config: Pick<Config, 'commentOnFindings'>
    target: Pick<ScanTarget, 'scanType'>
    scanned: ScanResult | undefined
  },
  seenAt: SeenAt,
): Promise<CommentOutcome | undefined> {
  const { config, target, scanned } = run
  if (!config.commentOnFindings || target.scanType !== 'pr') return undefined
  const collected = scanned?.collected
  if (scanned?.scan?.reused === true || collected === undefined || deps.signal?.aborted) {
    return undefined
  }
  const deadline = {
    atMs: deps.clock.now() + COMMENTS_PATIENCE_MS,
    name: 'the 10 minutes allowed for finding comments',
  }
  try {
    return await commentOnFindings(deps, collected.findings, seenAt, deadline)
  } catch (error) {
    // Only a cancellation gets here; the report is already out.
    deps.log.debug(`finding comments stopped: ${explain(error)}`)
    return undefined
  }
}
