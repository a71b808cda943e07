/**
 * New, existing and fixed (issue 28, point 3): a finding of this run is existing when the
 * baseline has one with the same rule (`ruleId`, else the title), the same repository path and
 * the same title, counted as multisets. Lines are ignored, so code that moved stays existing; a
 * renamed file's findings are new. Where the baseline had two and this run has three, one is new,
 * and the new ones are the most severe: the gate never counts fewer than it should.
 */
import { repoRelativePath, severityRank, type Finding } from '../service/finding.js'

export type MatchedFinding = Pick<Finding, 'title' | 'severity' | 'filePath' | 'ruleId'>

export interface BaselineMatch<F extends MatchedFinding, B extends MatchedFinding> {
  /** Findings of this run the baseline does not have, in this run's order. */
  introduced: F[]
  /** Findings of this run the baseline has too, in this run's order. */
  existing: F[]
  /** Findings of the baseline this run no longer has, in the baseline's order. */
  fixed: B[]
}

/**
 * What makes two findings the same one across commits: rule, repository path and title, the title
 * trimmed, case-folded and with runs of whitespace as one space.
 * @internal
 */
export function identityOf(finding: MatchedFinding): string {
  return createIdentities()(finding)
}

/**
 * identityOf, remembering each path and title it has read: a scan's findings share a few
 * thousand files and titles, and reading them once keeps 100,000 findings in the report budget.
 */
function createIdentities(): (finding: MatchedFinding) => string {
  const paths = new Map<string | undefined, string>()
  const titles = new Map<string, string>()
  return (finding) => {
    let title = titles.get(finding.title)
    if (title === undefined) {
      title = finding.title.trim().toLowerCase().replace(/\s+/g, ' ')
      titles.set(finding.title, title)
    }
    let path = paths.get(finding.filePath)
    if (path === undefined) {
      // A path the service sent that is no repository path (absolute, ..) matches only itself.
      path = repoRelativePath(finding) ?? `\u0000${finding.filePath ?? ''}`
      paths.set(finding.filePath, path)
    }
    const rule = finding.ruleId?.trim() || title
    return `${rule}\u0001${path}\u0001${title}`
  }
}

export function matchFindings<F extends MatchedFinding, B extends MatchedFinding>(
  current: readonly F[],
  baseline: readonly B[],
): BaselineMatch<F, B> {
  const identify = createIdentities()
  const currentKeys = current.map(identify)
  const baselineKeys = baseline.map(identify)
  const inBaseline = countEach(baselineKeys)
  const inCurrent = countEach(currentKeys)
  // Only an identity this run has more of than the baseline has new findings: its indexes.
  const outnumbered = new Map<string, number[]>()
  currentKeys.forEach((key, at) => {
    if ((inCurrent.get(key) ?? 0) > (inBaseline.get(key) ?? 0)) {
      const group = outnumbered.get(key)
      if (group === undefined) outnumbered.set(key, [at])
      else group.push(at)
    }
  })
  const isNew = new Uint8Array(current.length)
  for (const [key, group] of outnumbered) {
    const surplus = group.length - (inBaseline.get(key) ?? 0)
    // The most severe are the new ones; of equals, the later in this run's order.
    const rank = (at: number) => severityRank(current[at]?.severity ?? 'info')
    const bySeverity =
      group.length === surplus ? group : group.sort((a, b) => rank(a) - rank(b) || b - a)
    for (const at of bySeverity.slice(0, surplus)) isNew[at] = 1
  }
  const introduced: F[] = []
  const existing: F[] = []
  current.forEach((finding, at) => (isNew[at] === 1 ? introduced : existing).push(finding))
  // Of the baseline's findings of one identity, as many as this run has are matched, the first
  // ones; the rest are fixed.
  const matchedLeft = new Map<string, number>()
  const fixed = baseline.filter((_, at) => {
    const key = baselineKeys[at] ?? ''
    const left = matchedLeft.get(key) ?? inCurrent.get(key) ?? 0
    matchedLeft.set(key, left - 1)
    return left <= 0
  })
  return { introduced, existing, fixed }
}

function countEach(keys: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1)
  return counts
}
