import type { DependencyHit, DependencyReport } from '../../src/deps/report.js'

export function makeDependencyHit(
  overrides: Partial<DependencyHit> & Pick<DependencyHit, 'name'>,
): DependencyHit {
  return {
    version: '1.0.0',
    level: 'malicious',
    locations: [{ path: 'package-lock.json', line: 12 }],
    ...overrides,
  }
}

export function makeDependencyReport(overrides: Partial<DependencyReport> = {}): DependencyReport {
  return {
    scope: 'every lockfile',
    lockfiles: [{ path: 'package-lock.json', packages: 10 }],
    packagesChecked: 10,
    hits: [],
    errors: [],
    notes: [],
    ...overrides,
  }
}
