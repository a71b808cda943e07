/**
 * What the dependency check (check-dependencies) found: the data the gate reads for malicious
 * packages and every report shows.
 */

import { plural } from '../common/words.js'

/** A locked package version the verdict feed calls malicious or suspicious. */
export interface DependencyHit {
  name: string
  version: string
  level: 'malicious' | 'suspicious'
  summary?: string
  confidence?: string
  osvId?: string
  /** Where it is locked: lockfile path (repository-relative) and line, when known. */
  locations: { path: string; line?: number }[]
}

/**
 * Where a lockfile's text came from: the checked-out repository, or, on pull_request_target (whose
 * checkout is the base branch), the pull request's head commit read through GitHub's API.
 */
export type LockfileSource = 'checkout' | 'pull-request-head'

/** What the dependency check (check-dependencies) found. */
export interface DependencyReport {
  /** e.g. "lockfiles changed by PR #7", "every lockfile". */
  scope: string
  /** Each lockfile read, and where from (the checkout, or the pull request's head through GitHub's API). */
  lockfiles: { path: string; packages: number; source?: LockfileSource; error?: string }[]
  /** Distinct package versions sent for a verdict. */
  packagesChecked: number
  /** Malicious first. */
  hits: DependencyHit[]
  /** Per-package errors the verdict endpoint returned: reported, never fatal. */
  errors: { name: string; version?: string; message: string }[]
  /**
   * Why the check is incomplete (a lockfile that could not be read, verdicts that could not be
   * fetched). An incomplete check cannot vouch for the dependencies: the gate fails closed.
   */
  problem?: string
  notes: string[]
}

/** A check that found nothing yet: the start of every dependency report. */
export function emptyDependencyReport(): DependencyReport {
  return {
    scope: 'every lockfile',
    lockfiles: [],
    packagesChecked: 0,
    hits: [],
    errors: [],
    notes: [],
  }
}

export function countHits(report: DependencyReport, level: DependencyHit['level']): number {
  return report.hits.filter((hit) => hit.level === level).length
}

/** "1 malicious, 0 suspicious among 340 package versions": the check's counts, as reports say them. */
export function describeHitCounts(report: DependencyReport): string {
  const malicious = countHits(report, 'malicious')
  const suspicious = countHits(report, 'suspicious')
  return `${malicious} malicious, ${suspicious} suspicious among ${plural(report.packagesChecked, 'package version')}`
}
