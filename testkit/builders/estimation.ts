import type { EstimationFacts } from '../../src/scan/estimate.js'

/** A completed estimation of one repository: 12 credits and a triage fee of 3, so a scan costs 15. */
export function makeEstimationFacts(overrides: Partial<EstimationFacts> = {}): EstimationFacts {
  return {
    id: 'est-1',
    status: 'completed',
    totalCredits: 12,
    triageRequired: true,
    triageFeeCredits: 3,
    scanCost: 15,
    applications: [],
    repoCount: 1,
    reposFromCache: 0,
    unsupportedLanguages: [],
    failedRepos: [],
    ...overrides,
  }
}
