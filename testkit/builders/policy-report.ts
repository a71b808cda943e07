/**
 * What the policy file did to a run, as the reports take it (RunOutcome.policy), built by hand:
 * the coverage of each finding is a lookup by its id, so report tests need no matcher.
 */
import type { Coverage, PolicyApplication } from '../../src/policy/policy.js'
import type { PolicyReport } from '../../src/outcome/outcome.js'
import type { Finding } from '../../src/service/finding.js'

export interface ApplicationParts extends Partial<Omit<PolicyApplication, 'coverageOf'>> {
  /** What covers each finding, by finding id; a finding not in it gates. */
  coverage?: ReadonlyMap<string, Coverage>
}

/**
 * A policy applied: `suppressed` and `excluded` are counted from `coverage` unless given, as the
 * matcher counts them.
 */
export function makeApplication(parts: ApplicationParts = {}): PolicyApplication {
  const { coverage = new Map<string, Coverage>(), ...rest } = parts
  const kinds = [...coverage.values()].map((c) => c.kind)
  return {
    coverageOf: (finding: Finding) => coverage.get(finding.id),
    suppressed: kinds.filter((k) => k === 'suppressed').length,
    excluded: kinds.filter((k) => k === 'excluded').length,
    expiringSoon: [],
    lapsed: [],
    unused: [],
    ...rest,
  }
}

export function makePolicyReport(overrides: Partial<PolicyReport> = {}): PolicyReport {
  return {
    path: '.github/security-scan.yml',
    source: 'base-commit',
    applied: makeApplication(),
    onServiceError: 'fail',
    expiryWarningDays: 14,
    ...overrides,
  }
}
