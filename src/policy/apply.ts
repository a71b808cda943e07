/**
 * The policy applied to the findings read, at the run's time: what each finding is kept from the
 * gate by, and what the summary says about the suppressions (lapsed, expiring soon, unused).
 *
 * A suppression matches a finding when every key it gives matches: `id` the finding's id, `rule`
 * its ruleId exactly, `cwe` every CWE it lists, by number, `paths` one glob its repository-relative
 * path (a finding without a usable path never matches an entry that has paths). The first
 * active suppression in file order that matches covers the finding; failing that, the first
 * exclude-paths glob that matches. A lapsed suppression never covers, but its matches are
 * counted, so the summary can say what counts again.
 *
 * Built for 100,000 findings against 1,000 suppressions: the suppressions are indexed by id, rule
 * and CWE, so a finding is checked against the few that could match it, and each glob runs once
 * per distinct path.
 */
import { createGlobMatcher } from '../common/glob.js'
import { repoRelativePath, type Finding } from '../service/finding.js'
import { DAY_MS } from './expiry.js'
import type { Coverage, Policy, PolicyApplication, Suppression, SuppressionUse } from './policy.js'
import {
  indexSuppressions,
  listCandidates,
  type Bucket,
  type Entry,
  readCweNumber,
  type SuppressionIndex,
} from './suppression-index.js'

export interface ApplyOptions {
  /** The run's time, epoch ms: a suppression whose last day has passed has lapsed. */
  nowMs: number
  /** An active suppression ending within this many days is reported as expiring soon. */
  warningDays: number
}

export function applyPolicy(
  policy: Policy,
  findings: readonly Finding[],
  options: ApplyOptions,
): PolicyApplication {
  const index = indexSuppressions(policy.suppressions, options.nowMs)
  const findExclusion = createExclusionFinder(policy.excludePaths)
  const readCwes = createCweReader()
  const readPath = createPathReader()
  const coverage = new Map<Finding, Coverage>()
  let suppressed = 0
  let excluded = 0
  for (const finding of groupByFile(findings)) {
    const path = readPath(finding.filePath)
    const covering = judgeFinding(index, finding, readCwes(finding.cwe), path)
    const found = covering?.coverage ?? (path === undefined ? undefined : findExclusion(path))
    if (found === undefined) continue
    coverage.set(finding, found)
    if (found.kind === 'suppressed') suppressed += 1
    else excluded += 1
  }
  return {
    coverageOf: (finding) => coverage.get(finding),
    suppressed,
    excluded,
    ...summarizeEntries(index.entries, options),
  }
}

/**
 * The findings, those of one file together and the files in order: the result does not depend on
 * the order, and node keeps the last 250 globs compiled, which the findings of one folder share.
 */
function groupByFile(findings: readonly Finding[]): Finding[] {
  const byFile = new Map<string | undefined, Finding[]>()
  for (const finding of findings) {
    const same = byFile.get(finding.filePath)
    if (same === undefined) byFile.set(finding.filePath, [finding])
    else same.push(finding)
  }
  return [...byFile.keys()].sort().flatMap((file) => byFile.get(file) ?? [])
}

/** Counts a match on every entry that matches; returns the first active one in file order. */
function judgeFinding(
  index: SuppressionIndex,
  finding: Finding,
  cwes: readonly number[],
  path: string | undefined,
): Entry | undefined {
  // An id the action made up for a finding the service sent without one ("#3") names no
  // finding: its place on a page could be anyone's.
  const byId = finding.id.startsWith('#') ? undefined : index.byId.get(finding.id)
  let first = considerBucket(byId, undefined, finding, cwes, path)
  if (finding.ruleId !== undefined) {
    first = considerBucket(index.byRule.get(finding.ruleId), first, finding, cwes, path)
  }
  for (const cwe of cwes) first = considerBucket(index.byCwe.get(cwe), first, finding, cwes, path)
  return first
}

// Plain loops and arguments rather than closures: this runs for every finding.
function considerBucket(
  bucket: Bucket | undefined,
  first: Entry | undefined,
  finding: Finding,
  cwes: readonly number[],
  path: string | undefined,
): Entry | undefined {
  if (bucket === undefined) return first
  let found = first
  for (const entry of listCandidates(bucket, path)) {
    if (!matchesFinding(entry, finding, cwes)) continue
    entry.matched += 1
    if (entry.active && (found === undefined || entry.order < found.order)) found = entry
  }
  return found
}

/**
 * The keys other than paths (listCandidates has checked those): every one given must match. A
 * `cwe` must be every CWE the finding lists: an entry accepting CWE-79 does not hide a finding
 * that is CWE-79 and CWE-89.
 */
function matchesFinding(entry: Entry, finding: Finding, cwes: readonly number[]): boolean {
  const { id, rule } = entry.suppression
  if (id !== undefined && id !== finding.id) return false
  if (rule !== undefined && rule !== finding.ruleId) return false
  return entry.cwe === undefined || (cwes.length > 0 && cwes.every((cwe) => cwe === entry.cwe))
}

function summarizeEntries(
  entries: readonly Entry[],
  { nowMs, warningDays }: ApplyOptions,
): Pick<PolicyApplication, 'expiringSoon' | 'lapsed' | 'unused'> {
  const warningMs = warningDays * DAY_MS
  const expiringSoon: SuppressionUse[] = []
  const lapsed: SuppressionUse[] = []
  const unused: Suppression[] = []
  for (const { suppression, active, matched } of entries) {
    const use = { suppression, findings: matched }
    if (!active) {
      lapsed.push(use)
      continue
    }
    if ((suppression.expiresAtMs ?? nowMs) - nowMs <= warningMs) expiringSoon.push(use)
    if (matched === 0) unused.push(suppression)
  }
  return { expiringSoon, lapsed, unused }
}

/** The first exclude-paths glob a path matches, remembered per path: files repeat across findings. */
function createExclusionFinder(
  patterns: readonly string[],
): (path: string) => Coverage | undefined {
  const globs = patterns.map((pattern) => ({
    matches: createGlobMatcher(pattern),
    coverage: { kind: 'excluded', pattern } satisfies Coverage,
  }))
  const seen = new Map<string, Coverage | undefined>()
  return (path) => {
    if (globs.length === 0) return undefined
    if (seen.has(path)) return seen.get(path)
    const found = globs.find(({ matches }) => matches(path))?.coverage
    seen.set(path, found)
    return found
  }
}

/** A finding's CWEs as numbers (`CWE-89, CWE-564` is two), read once per distinct text. */
function createCweReader(): (cwe: string | undefined) => readonly number[] {
  const read = new Map<string, number[]>()
  return (cwe) => {
    if (cwe === undefined) return []
    let numbers = read.get(cwe)
    if (numbers === undefined) {
      const all = cwe.split(/[\s,;]+/).map(readCweNumber)
      numbers = [...new Set(all.filter((n): n is number => n !== undefined))]
      read.set(cwe, numbers)
    }
    return numbers
  }
}

/**
 * The path globs are matched against, once per distinct path (a large scan's findings share
 * their files). Only a path as git writes it: one with a backslash or surrounding whitespace,
 * which repoRelativePath would tidy into another path, matches no glob (a file named
 * `vendor\evil.js` at the root is not under `vendor/`).
 */
function createPathReader(): (filePath: string | undefined) => string | undefined {
  const read = new Map<string, string | undefined>()
  return (filePath) => {
    if (filePath === undefined) return undefined
    if (read.has(filePath)) return read.get(filePath)
    const plain = !filePath.includes('\\') && filePath.trim() === filePath
    const path = plain ? repoRelativePath({ filePath }) : undefined
    read.set(filePath, path)
    return path
  }
}
