/**
 * The "Policy" section of the job summary and the check run: what the policy file kept from the
 * gate and where it was read from, the suppressions that lapsed (their findings count again), those
 * expiring soon, the stale ones on a full scan, and what the pull request proposes, which takes
 * effect after merge. Every list is bounded in entries and in bytes, so the findings table behind
 * it keeps its room whatever the file holds.
 */
import { escapeMarkdown, truncate } from '../common/escape.js'
import { plural } from '../common/words.js'
import type { PolicyReport, RunOutcome } from '../outcome/outcome.js'
import type { PolicyApplication, Suppression, SuppressionUse } from '../policy/policy.js'
import { sortBySeverity } from '../service/finding.js'
import { renderFindingRow, WOULD_COVER_TABLE_HEADER } from './finding-row.js'
import {
  AFTER_MERGE,
  describeCountAgain,
  describeKept,
  describeLapse,
  describeNotApplied,
  describeProposalItems,
  describeSuppression,
  describeUntil,
  describeSource,
  proposerOf,
} from './policy-words.js'

/**
 * The most entries a list of the section shows; the rest are counted.
 * @internal
 */
export const MAX_POLICY_ENTRIES = 20
/** The most findings the proposal's table shows. */
const MAX_WOULD_COVER_ROWS = 20
const PATH_MAX_CHARS = 300

/** What the section may still take, in UTF-8 bytes. */
interface Room {
  bytes: number
}

function take(room: Room, line: string): boolean {
  const size = Buffer.byteLength(line, 'utf8') + 1
  if (size > room.bytes) return false
  room.bytes -= size
  return true
}

/** Up to MAX_POLICY_ENTRIES rendered items, while they fit, and a line counting the rest. */
function renderList<T>(
  items: readonly T[],
  render: (item: T) => string,
  room: Room,
  noun: [string, string],
): string[] {
  const lines: string[] = []
  for (const item of items.slice(0, MAX_POLICY_ENTRIES)) {
    const line = `- ${render(item)}`
    if (!take(room, line)) break
    lines.push(line)
  }
  const more = items.length - lines.length
  if (more > 0) lines.push(`- … and ${plural(more, `more ${noun[0]}`, `more ${noun[1]}`)}`)
  return [...lines, '']
}

const SUPPRESSIONS: [string, string] = ['suppression', 'suppressions']

function describeEntry(s: Suppression): string {
  return describeSuppression(s, escapeMarkdown)
}

function renderLapsed(lapsed: readonly SuppressionUse[], room: Room): string[] {
  const pastDate = lapsed.filter((use) => use.suppression.expiresAtMs !== undefined)
  const notADate = lapsed.filter((use) => use.suppression.expiresAtMs === undefined)
  const render = (use: SuppressionUse) =>
    `${describeEntry(use.suppression)} · ${describeLapse(use.suppression, escapeMarkdown)} · ${describeCountAgain(use.findings)}`
  const lines: string[] = []
  if (pastDate.length > 0) {
    lines.push(
      `**⚠️ Lapsed: ${plural(pastDate.length, 'suppression')} past the date.** A lapsed suppression no longer applies: the findings it matches count again.`,
      '',
      ...renderList(pastDate, render, room, SUPPRESSIONS),
    )
  }
  if (notADate.length > 0) {
    lines.push(
      `**⚠️ Not a real date: ${plural(notADate.length, 'suppression')}.** A date that is not a real date counts as expired, never as "never expires": the findings it matches count again.`,
      '',
      ...renderList(notADate, render, room, SUPPRESSIONS),
    )
  }
  return lines
}

function renderApplied(
  applied: PolicyApplication,
  policy: PolicyReport,
  fullScan: boolean,
  room: Room,
): string[] {
  const lines = renderLapsed(applied.lapsed, room)
  if (applied.expiringSoon.length > 0) {
    lines.push(
      `**⏳ Expiring within ${plural(policy.expiryWarningDays, 'day')}: ${plural(applied.expiringSoon.length, 'suppression')}.** Renew each, with a reason, or fix its findings before then.`,
      '',
      ...renderList(
        applied.expiringSoon,
        (use) =>
          `${describeEntry(use.suppression)} · ${describeUntil(use.suppression, escapeMarkdown)} · covers ${plural(use.findings, 'finding')}`,
        room,
        SUPPRESSIONS,
      ),
    )
  }
  if (fullScan && applied.unused.length > 0) {
    lines.push(
      `**Stale: ${plural(applied.unused.length, 'suppression')} matched no finding of this full scan.** Remove what no longer matches anything.`,
      '',
      ...renderList(
        applied.unused,
        (s) => `${describeEntry(s)} · ${describeUntil(s, escapeMarkdown)}`,
        room,
        SUPPRESSIONS,
      ),
    )
  }
  return lines
}

function renderProposal(policy: PolicyReport, room: Room): string[] {
  const proposal = policy.proposal
  if (proposal === undefined) return []
  const path = escapeMarkdown(truncate(proposal.path, PATH_MAX_CHARS))
  const lines = [
    `**Proposed by ${proposerOf(policy)}: ${AFTER_MERGE}.** It changes ${path}; nothing of the change applies to this run.`,
    '',
    ...renderList(describeProposalItems(proposal, escapeMarkdown), (item) => item, room, [
      'change',
      'changes',
    ]),
  ]
  const n = proposal.wouldCover.length
  if (n === 0) return lines
  lines.push(
    `After merge, ${plural(n, 'finding')} of this scan would not gate (${AFTER_MERGE}):`,
    '',
  )
  const rows: string[] = []
  for (const finding of sortBySeverity(proposal.wouldCover).slice(0, MAX_WOULD_COVER_ROWS)) {
    const row = renderFindingRow(finding)
    if (!take(room, row)) break
    rows.push(row)
  }
  if (rows.length > 0) lines.push(...WOULD_COVER_TABLE_HEADER, ...rows, '')
  if (n > rows.length) lines.push(`… and ${plural(n - rows.length, 'more finding')}`, '')
  return lines
}

function renderHeadline(outcome: RunOutcome, policy: PolicyReport): string[] {
  const file = `${escapeMarkdown(truncate(policy.path, PATH_MAX_CHARS))}, ${describeSource(policy, escapeMarkdown)}`
  const kept = describeKept(outcome)
  const lines =
    kept === undefined
      ? [`The policy ${file}, was not applied: ${describeNotApplied(outcome)}.`, '']
      : [
          `**${kept}**: kept from the gate by the policy ${file}. They are listed and marked, and do not gate.`,
          '',
        ]
  if (policy.onServiceError === 'warn') {
    lines.push(
      'on-service-error: warn: an outage of the service passes the job with result unknown.',
      '',
    )
  }
  return lines
}

/**
 * The section, at most about `maxBytes` of UTF-8 whatever the policy file holds; nothing without a
 * policy.
 */
export function renderPolicySection(outcome: RunOutcome, maxBytes: number): string[] {
  const { policy } = outcome
  if (policy === undefined) return []
  const room: Room = { bytes: maxBytes }
  const lines = ['### Policy', '', ...renderHeadline(outcome, policy)]
  if (policy.applied !== undefined) {
    const fullScan = outcome.target.scanType === 'full'
    lines.push(...renderApplied(policy.applied, policy, fullScan, room))
  }
  lines.push(...renderProposal(policy, room))
  return lines
}
