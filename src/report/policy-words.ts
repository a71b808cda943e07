/**
 * What the policy file did, in the words every report uses: what it kept from the gate, how a
 * covered finding is marked, how an entry of the file is named. Every text of the policy file (a
 * reason, an owner, a ticket, a glob, even a date as written) came from whoever wrote the file, a
 * pull request's author included: each is cut to size and goes through the `escape` of the place
 * its words go to.
 */
import { truncate } from '../common/escape.js'
import { plural } from '../common/words.js'
import type { PolicyReport, RunOutcome } from '../outcome/outcome.js'
import { describePolicyError } from '../policy/describe.js'
import type {
  Coverage,
  OnServiceError,
  PolicyProposal,
  Suppression,
  SuppressionUse,
} from '../policy/policy.js'
import type { Finding } from '../service/finding.js'

export type Escape = (text: string) => string

/** Marks every proposed change of the policy: shown to the reviewers, never applied to this run. */
export const AFTER_MERGE = 'takes effect after merge'

/** The one line every report gives when an outage passed the job (on-service-error: warn). */
export const OUTAGE_PASSED_LINE =
  'The service could not be reached, and on-service-error: warn let the job pass with result unknown.'

const REASON_MAX_CHARS = 300
const NAME_MAX_CHARS = 100
const GLOB_MAX_CHARS = 200
const DATE_MAX_CHARS = 40
const MESSAGE_MAX_CHARS = 300
const PATHS_SHOWN = 3

/** Why the policy is read as data: a change, or a branch, cannot change its own gate. */
const AS_DATA = 'as data, not from the checkout, so that'

/**
 * Where the policy was read, in words. A default branch's head is named by its branch and commit,
 * which change as the branch moves: "read at main's head (abc123456789)".
 */
export function describeSource(
  policy: Pick<PolicyReport, 'source' | 'commit' | 'branch'>,
  escape: Escape,
): string {
  if (policy.source === 'checkout') return 'read from the checked-out commit'
  // As data: through GitHub's API in the action, from the clone's objects on the command line.
  if (policy.source === 'base-commit') {
    return `read from the base commit ${AS_DATA} a pull request cannot change its own gate`
  }
  return `read at ${describeCommitRead(policy, escape)} ${AS_DATA} a branch cannot change its own gate`
}

/** The commit the policy was read at, in a few words: "the base commit", "main's head (abc…)". */
export function describeCommitRead(
  policy: Pick<PolicyReport, 'source' | 'commit' | 'branch'>,
  escape: Escape,
): string {
  if (policy.source === 'checkout') return 'the checkout'
  if (policy.source === 'base-commit') return 'the base commit'
  const branch =
    policy.branch === undefined
      ? 'the default branch'
      : escape(truncate(policy.branch, NAME_MAX_CHARS))
  const commit = policy.commit === undefined ? '' : ` (${policy.commit.slice(0, 12)})`
  return `${branch}'s head${commit}`
}

/** Who proposes a change of the policy: a pull request, or a branch judged by the default one. */
export function proposerOf(policy: Pick<PolicyReport, 'source'> | undefined): string {
  return policy?.source === 'default-branch' ? 'this branch' : 'this pull request'
}

export function outagePassed(outcome: Pick<RunOutcome, 'serviceOutage'>): boolean {
  return outcome.serviceOutage?.onServiceError === 'warn'
}

/** What keeps the finding from the gate; undefined when it gates or no policy was applied. */
export function coverageOf(
  outcome: Pick<RunOutcome, 'policy'>,
  finding: Finding,
): Coverage | undefined {
  return outcome.policy?.applied?.coverageOf(finding)
}

/** Findings the policy kept from the gate (suppressed and excluded); undefined when not applied. */
export function countKept(outcome: Pick<RunOutcome, 'policy'>): number | undefined {
  const applied = outcome.policy?.applied
  return applied === undefined ? undefined : applied.suppressed + applied.excluded
}

/**
 * Suppressed findings whose suppression ends within the warning window: they gate again soon.
 * Counted finding by finding, so a finding two suppressions match counts once.
 */
function countExpiringSoon(outcome: Pick<RunOutcome, 'policy' | 'findings'>): number {
  const applied = outcome.policy?.applied
  if (applied === undefined || applied.expiringSoon.length === 0) return 0
  const soon = new Set(applied.expiringSoon.map((use) => use.suppression.index))
  let count = 0
  for (const finding of outcome.findings) {
    const coverage = applied.coverageOf(finding)
    if (coverage?.kind === 'suppressed' && soon.has(coverage.suppression.index)) count += 1
  }
  return count
}

/**
 * Why no policy was applied to the findings: none were read, or the base commit has no policy
 * file and only the pull request proposes one (job/policy.ts applies only the base's).
 */
export function describeNotApplied(outcome: Pick<RunOutcome, 'findingsRead' | 'policy'>): string {
  if (outcome.findingsRead === 'none') return 'no findings were read to judge'
  const where =
    outcome.policy?.source === 'default-branch' ? "the default branch's head" : 'the base commit'
  return `${where} has none, only ${proposerOf(outcome.policy)} proposes one`
}

/** "3 suppressed (1 expiring soon), 2 excluded"; undefined when no policy was applied. */
export function describeKept(outcome: Pick<RunOutcome, 'policy' | 'findings'>): string | undefined {
  const applied = outcome.policy?.applied
  if (applied === undefined) return undefined
  return `${applied.suppressed} suppressed (${countExpiringSoon(outcome)} expiring soon), ${applied.excluded} excluded`
}

/** The mark of a covered finding in a findings table: "suppressed until 2027-01-31". */
export function describeCoverage(coverage: Coverage, escape: Escape): string {
  return coverage.kind === 'suppressed'
    ? `suppressed until ${escape(truncate(coverage.suppression.expires, DATE_MAX_CHARS))}`
    : `excluded by ${escape(truncate(coverage.pattern, GLOB_MAX_CHARS))}`
}

/** `CWE-89` as written, or `89` named as the weakness it is. */
function cweName(cwe: string): string {
  return /^\d+$/.test(cwe.trim()) ? `CWE-${cwe.trim()}` : cwe
}

function describeMatch(s: Suppression, escape: Escape): string {
  const what = [
    s.id === undefined ? '' : `id ${escape(truncate(s.id, NAME_MAX_CHARS))}`,
    s.rule === undefined ? '' : `rule ${escape(truncate(s.rule, NAME_MAX_CHARS))}`,
    s.cwe === undefined ? '' : escape(truncate(cweName(s.cwe), NAME_MAX_CHARS)),
  ].filter((part) => part !== '')
  const paths = s.paths ?? []
  if (paths.length === 0) return what.join(', ')
  const where = describeGlobs(paths, escape)
  return what.length === 0 ? `paths ${where}` : `${what.join(', ')} in ${where}`
}

/** "src/**, lib/** and 2 more": the first few globs, each cut to size. */
function describeGlobs(globs: readonly string[], escape: Escape): string {
  const shown = globs.slice(0, PATHS_SHOWN).map((p) => escape(truncate(p, GLOB_MAX_CHARS)))
  const more = globs.length > PATHS_SHOWN ? ` and ${globs.length - PATHS_SHOWN} more` : ''
  return `${shown.join(', ')}${more}`
}

function describeReason(s: Suppression, escape: Escape): string {
  const reason = escape(truncate(s.reason, REASON_MAX_CHARS))
  return reason === '' ? 'no reason given' : `“${reason}”`
}

function describeOwner(s: Suppression, escape: Escape): string {
  return s.owner === undefined ? 'no owner' : `owner ${escape(truncate(s.owner, NAME_MAX_CHARS))}`
}

/**
 * One suppression, as a reviewer finds it in the file: "line 12 · rule sql-injection · “Input is
 * a constant” · owner alice · ticket SEC-12".
 */
export function describeSuppression(s: Suppression, escape: Escape): string {
  return [
    `line ${s.place.line}`,
    describeMatch(s, escape),
    describeReason(s, escape),
    describeOwner(s, escape),
    s.ticket === undefined ? '' : `ticket ${escape(truncate(s.ticket, NAME_MAX_CHARS))}`,
  ]
    .filter((part) => part !== '')
    .join(' · ')
}

/** "expired 2026-01-01", or that the date written is not one (which counts as expired). */
export function describeLapse(s: Suppression, escape: Escape): string {
  const date = escape(truncate(s.expires, DATE_MAX_CHARS))
  return s.expiresAtMs === undefined
    ? `expires “${date}”, not a real date (counts as expired)`
    : `expired ${date}`
}

export function describeUntil(s: Suppression, escape: Escape): string {
  return `until ${escape(truncate(s.expires, DATE_MAX_CHARS))}`
}

export function describeCountAgain(findings: number): string {
  if (findings === 0) return 'no finding of this scan counts again'
  return `${plural(findings, 'finding')} ${findings === 1 ? 'counts' : 'count'} again`
}

/**
 * A lapsed suppression in a few words: "“reason” (owner alice, line 17), expired 2026-01-31: 1
 * finding counts again".
 */
export function describeLapsedBriefly(use: SuppressionUse, escape: Escape): string {
  const s = use.suppression
  return `${describeReason(s, escape)} (${describeOwner(s, escape)}, line ${s.place.line}), ${describeLapse(s, escape)}: ${describeCountAgain(use.findings)}`
}

function describeOnServiceError(value: OnServiceError | undefined): string {
  return value ?? 'unset (the input decides)'
}

function describeWarningDays(value: number | undefined): string {
  return value === undefined ? 'unset (the input decides)' : plural(value, 'day')
}

function describeDependencyFiles(globs: string[] | undefined, escape: Escape): string {
  return globs === undefined ? 'unset (the input decides)' : describeGlobs(globs, escape)
}

/** Each change the pull request proposes, one item a change, in the file's order. */
export function describeProposalItems(proposal: PolicyProposal, escape: Escape): string[] {
  const items: string[] = []
  for (const error of proposal.errors ?? []) {
    const problem = escape(truncate(describePolicyError(error), MESSAGE_MAX_CHARS))
    items.push(`the proposed file is not valid: ${problem}`)
  }
  for (const s of proposal.addedSuppressions) {
    items.push(
      `adds a suppression: ${describeSuppression(s, escape)} · ${describeUntil(s, escape)}`,
    )
  }
  for (const glob of proposal.addedExcludePaths) {
    items.push(`adds exclude-paths ${escape(truncate(glob, GLOB_MAX_CHARS))}`)
  }
  const change = proposal.onServiceError
  if (change !== undefined) {
    items.push(
      `changes on-service-error from ${describeOnServiceError(change.from)} to ${describeOnServiceError(change.to)}`,
    )
  }
  const days = proposal.expiryWarningDays
  if (days !== undefined) {
    items.push(
      `changes expiry-warning-days from ${describeWarningDays(days.from)} to ${describeWarningDays(days.to)}`,
    )
  }
  const files = proposal.dependencyFiles
  if (files !== undefined) {
    items.push(
      `changes dependency-files from ${describeDependencyFiles(files.from, escape)} to ${describeDependencyFiles(files.to, escape)}`,
    )
  }
  return items
}
