/**
 * What a pull request would change in the policy. On a pull request the gate reads the base
 * commit's policy, so a pull request cannot lower its own gate; what it proposes is shown, never
 * applied, and takes effect after merge, once reviewed.
 *
 * Suppressions are compared by what they say (id, rule, CWE by number, paths as a set, reason,
 * expires, owner, ticket), not by their index or line: moving an entry, or adding one above it,
 * changes nothing. One that says anything differently (a later date, another reason) is proposed.
 * Removals only tighten the gate and are not shown.
 */
import type { Finding } from '../service/finding.js'
import { applyPolicy, type ApplyOptions } from './apply.js'
import { readCweNumber } from './suppression-index.js'
import type { Policy, PolicyParse, PolicyProposal, Suppression } from './policy.js'

/**
 * The proposal of the policy file at `path` (`proposed`, as parsed from the pull request's head)
 * relative to the base's (undefined: the base has no policy file). Its errors when it is not
 * valid; undefined when it adds or changes nothing.
 */
export function proposePolicy(
  base: Policy | undefined,
  proposed: PolicyParse,
  path: string,
): PolicyProposal | undefined {
  if (!proposed.ok) {
    return { path, addedSuppressions: [], addedExcludePaths: [], errors: proposed.errors }
  }
  const { policy } = proposed
  const known = new Set(base?.suppressions.map(describeContent))
  const excluded = new Set(base?.excludePaths)
  const proposal: PolicyProposal = {
    path,
    addedSuppressions: policy.suppressions.filter((s) => !known.has(describeContent(s))),
    addedExcludePaths: policy.excludePaths.filter((pattern) => !excluded.has(pattern)),
  }
  const onServiceError = compareSetting(base?.onServiceError, policy.onServiceError)
  if (onServiceError !== undefined) proposal.onServiceError = onServiceError
  const expiryWarningDays = compareSetting(base?.expiryWarningDays, policy.expiryWarningDays)
  if (expiryWarningDays !== undefined) proposal.expiryWarningDays = expiryWarningDays
  const dependencyFiles = compareSetting(base?.dependencyFiles, policy.dependencyFiles, listGlobs)
  if (dependencyFiles !== undefined) proposal.dependencyFiles = dependencyFiles
  const changes =
    proposal.addedSuppressions.length > 0 ||
    proposal.addedExcludePaths.length > 0 ||
    proposal.onServiceError !== undefined ||
    proposal.expiryWarningDays !== undefined ||
    proposal.dependencyFiles !== undefined
  return changes ? proposal : undefined
}

/** A setting the proposed file changes, from and to (each absent when unset); undefined if not. */
function compareSetting<T>(
  from: T | undefined,
  to: T | undefined,
  describe: (value: T) => unknown = (value) => value,
): { from?: T; to?: T } | undefined {
  const said = (value: T | undefined) => (value === undefined ? undefined : describe(value))
  if (said(from) === said(to)) return undefined
  // Absent rather than undefined: the report file writes the change out as it is.
  const change: { from?: T; to?: T } = {}
  if (from !== undefined) change.from = from
  if (to !== undefined) change.to = to
  return change
}

/** Globs as a set: their order changes nothing of what they match. */
function listGlobs(globs: string[]): string {
  return JSON.stringify([...new Set(globs)].sort())
}

/**
 * The findings the proposed policy would keep from the gate that the base's does not (all it
 * covers when the base has none): what the pull request would let through once merged.
 */
export function findingsCoveredOnlyBy(
  proposed: Policy,
  base: Policy | undefined,
  findings: readonly Finding[],
  options: ApplyOptions,
): Finding[] {
  const after = applyPolicy(proposed, findings, options)
  const before = base === undefined ? undefined : applyPolicy(base, findings, options)
  return findings.filter(
    (finding) =>
      after.coverageOf(finding) !== undefined && before?.coverageOf(finding) === undefined,
  )
}

/** What a suppression says, as one comparable text: its place and index left out. */
function describeContent(suppression: Suppression): string {
  const { id, rule, cwe, paths, reason, expires, owner, ticket } = suppression
  return JSON.stringify([
    id,
    rule,
    cwe === undefined ? undefined : (readCweNumber(cwe) ?? cwe),
    paths === undefined ? undefined : [...new Set(paths)].sort(),
    reason,
    expires,
    owner,
    ticket,
  ])
}
