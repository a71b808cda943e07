/**
 * What the sticky PR comment says of the policy file: one line of what it kept from the gate, the
 * lapsed suppressions named briefly, and the change the pull request proposes, which takes effect
 * after merge, with the findings it would then keep from the gate. Short and bounded: the job
 * summary has every list. The comment's escape (which also defuses mentions) is passed in.
 */
import { truncate } from '../common/escape.js'
import { plural } from '../common/words.js'
import type { RunOutcome } from '../outcome/outcome.js'
import { sortBySeverity } from '../service/finding.js'
import { renderFindingRow, WOULD_COVER_TABLE_HEADER } from './finding-row.js'
import {
  AFTER_MERGE,
  describeCommitRead,
  describeKept,
  describeLapsedBriefly,
  describeNotApplied,
  describeProposalItems,
  type Escape,
} from './policy-words.js'

/**
 * The most lapsed suppressions, proposed changes and findings it would cover a comment names.
 * @internal
 */
export const PR_COMMENT_MAX_POLICY_ITEMS = 5
const PATH_MAX_CHARS = 200

function listBounded(items: readonly string[]): string[] {
  const shown = items.slice(0, PR_COMMENT_MAX_POLICY_ITEMS).map((item) => `- ${item}`)
  const more = items.length - shown.length
  return more > 0 ? [...shown, `- … and ${more} more (see the job summary)`] : shown
}

/** One line of what the policy kept from the gate, and where it was read from. */
export function renderPolicyLine(report: RunOutcome, escape: Escape): string[] {
  const { policy } = report
  if (policy === undefined) return []
  const file = `${escape(truncate(policy.path, PATH_MAX_CHARS))} (read from ${describeCommitRead(policy, escape)})`
  const kept = describeKept(report)
  return [
    kept === undefined
      ? `**Policy:** ${file}, not applied: ${describeNotApplied(report)}.`
      : `**Policy:** ${kept}, by ${file}.`,
    '',
  ]
}

/** The lapsed suppressions and the proposal, each list at most PR_COMMENT_MAX_POLICY_ITEMS. */
export function renderPolicyDetails(report: RunOutcome, escape: Escape): string[] {
  const { policy } = report
  if (policy === undefined) return []
  const lines: string[] = []
  const lapsed = policy.applied?.lapsed ?? []
  if (lapsed.length > 0) {
    lines.push(
      `**⚠️ ${plural(lapsed.length, 'suppression')} lapsed** and no longer ${lapsed.length === 1 ? 'applies' : 'apply'}:`,
      '',
      ...listBounded(lapsed.map((use) => describeLapsedBriefly(use, escape))),
      '',
    )
  }
  const { proposal } = policy
  if (proposal === undefined) return lines
  lines.push(
    `**Policy change proposed by this pull request (${AFTER_MERGE}):**`,
    '',
    ...listBounded(describeProposalItems(proposal, escape)),
    '',
  )
  const n = proposal.wouldCover.length
  if (n > 0) {
    const rows = sortBySeverity(proposal.wouldCover)
      .slice(0, PR_COMMENT_MAX_POLICY_ITEMS)
      .map((finding) => renderFindingRow(finding, { escape }))
    lines.push(`After merge, ${plural(n, 'finding')} would not gate:`, '')
    lines.push(...WOULD_COVER_TABLE_HEADER, ...rows, '')
    if (n > rows.length) lines.push(`… and ${plural(n - rows.length, 'more finding')}`, '')
  }
  return lines
}
