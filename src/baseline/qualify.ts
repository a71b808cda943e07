/**
 * What a scan's record must be to be a baseline (issue 28, point 1), its commit aside (find.ts
 * shows that one is on the branch): the name that carries the whole commit, the scan's type,
 * status, repository, branch, no archive, and counts the gate can trust.
 */
import { COMMIT_SHA } from '../config/event-target.js'
import { sameRepoUrl } from '../config/target.js'
import { readFindingsSummary } from '../scan/counts.js'
import { normalizeStatus } from '../scan/status.js'
import type { SeverityCounts } from '../service/finding.js'
import type { Scan } from '../service/schemas.js'
import type { BaselineTarget } from './baseline.js'

/** A scan that qualifies by its record: the whole commit its name carries, and its counts. */
export interface Qualified {
  commit: string
  counts: SeverityCounts
}

/**
 * The commit a scan's name carries when it is exactly `<repository> <branch> @ <whole commit>`
 * (the repository's case aside, as GitHub ignores it), as config/target.ts names full scans;
 * undefined for any other name, a 7-digit one included.
 */
export function commitOfScanName(
  name: string,
  target: Pick<BaselineTarget, 'repository' | 'branch'>,
): string | undefined {
  const at = name.lastIndexOf(' @ ')
  if (at < 0) return undefined
  const label = name.slice(0, at)
  const commit = name.slice(at + 3)
  const repository = label.slice(0, target.repository.length)
  if (
    repository.toLowerCase() !== target.repository.toLowerCase() ||
    label.slice(target.repository.length) !== ` ${target.branch}` ||
    !COMMIT_SHA.test(commit)
  ) {
    return undefined
  }
  return commit.toLowerCase()
}

/**
 * Whether a scan's record makes it a baseline of `target`, its commit aside: a completed full scan
 * of the base repository's target branch, named with the whole commit, not of an uploaded archive,
 * with counts the gate can trust. Fields the service leaves out count against it: a baseline
 * tells findings apart as existing, so nothing about it is taken on trust.
 */
export function qualifyAsBaseline(
  scan: Scan,
  target: Pick<BaselineTarget, 'repository' | 'repoUrl' | 'branch'>,
): Qualified | undefined {
  if (scan.scan_type !== 'full') return undefined
  if (normalizeStatus(scan.status ?? '') !== 'completed') return undefined
  const commit = commitOfScanName(scan.name ?? '', target)
  if (commit === undefined) return undefined
  if (scan.repo_url == null || !sameRepoUrl(scan.repo_url, target.repoUrl)) return undefined
  if (scan.branch !== target.branch) return undefined
  const archive = (scan as Record<string, unknown>).archive_id
  if (archive !== undefined && archive !== null) return undefined
  const summary = readFindingsSummary(scan.findings_summary)
  return summary.ok ? { commit, counts: summary.counts } : undefined
}
