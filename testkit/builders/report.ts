import type { Finding, SeverityCounts } from '../../src/service/finding.js'
import type { DependencyHit, DependencyReport, ScanReport } from '../../src/outcome/model.js'

export function makeFinding(overrides: Partial<Finding> = {}): Finding {
  return { id: 'f-1', title: 'SQL injection', severity: 'high', ...overrides }
}

export function makeCounts(overrides: Partial<SeverityCounts> = {}): SeverityCounts {
  return { critical: 0, high: 0, medium: 0, low: 0, info: 0, ...overrides }
}

export function makeReport(overrides: Partial<ScanReport> = {}): ScanReport {
  return {
    target: {
      scanType: 'pr',
      repository: 'acme/webapp',
      repoUrl: 'https://github.com/acme/webapp',
      branch: 'feature/login',
      prNumber: 7,
      headSha: 'abc1234def5678900',
    },
    scan: { id: 'scan-42', status: 'completed', url: 'https://dash.example.test/scans/42' },
    counts: makeCounts(),
    findings: [],
    findingsRead: 'all',
    gate: {
      result: 'passed',
      threshold: 'high',
      warnOnly: false,
      reason: 'no findings at or above high',
    },
    notes: [],
    ...overrides,
  }
}

/** `|` characters that are not backslash-escaped, i.e. that would split a table cell. */
export function countUnescapedPipes(text: string): number {
  let count = 0
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '|') continue
    let backslashes = 0
    for (let j = i - 1; j >= 0 && text[j] === '\\'; j--) backslashes++
    if (backslashes % 2 === 0) count++
  }
  return count
}

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

/** The rows of the findings table (lines that start with a severity cell). */
export function findingRows(markdown: string): string[] {
  const start = markdown.indexOf('| Severity | Finding | Location |')
  if (start < 0) return []
  return markdown
    .slice(start)
    .split('\n')
    .slice(2)
    .filter((line) => line.startsWith('| '))
}
