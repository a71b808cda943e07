/**
 * What makes a SARIF result the same alert from one run to the next: its rule's base id, its
 * fingerprint, and the plain one-line text every field of the log goes through.
 */
import { createHash } from 'node:crypto'
import {
  repoRelativePath,
  sortBySeverity,
  type Finding,
  type Severity,
} from '../../service/finding.js'
import { toSingleLine, truncate } from '../../common/escape.js'

/** Ids (rule, finding, scan, tool version) are cut to this length. */
export const ID_MAX_CHARS = 255

/** A lone surrogate cannot be UTF-8 encoded (and makes encodeURIComponent throw). */
export const LONE_SURROGATE =
  /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/**
 * One line of plain text. `[text](uri)` is a SARIF embedded link even in plain text (SARIF
 * 2.1.0 §3.11.6): a space after `]` keeps a finding's text from becoming a link.
 */
export function plain(text: string | undefined, max: number): string {
  const line = toSingleLine(text ?? '')
    .replace(LONE_SURROGATE, '\ufffd')
    .replace(/\]\(/g, '] (')
  return truncate(line, max)
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

/**
 * The text a finding is known by across scans: its title, unless that is only the service's
 * placeholder naming the finding id (which changes with every scan): then its description.
 */
function stableTitleOf(finding: Finding): string {
  const placeholder = finding.title === `Finding ${finding.id}`
  return toSingleLine(placeholder ? (finding.description ?? '') : finding.title)
}

/** ruleId, else the CWE, else a stable id from the title; with how it was chosen. */
function baseRuleOf(finding: Finding): { id: string; by: 'rule' | 'cwe' | 'title' } {
  const rule = plain(finding.ruleId, ID_MAX_CHARS)
  if (rule) return { id: rule, by: 'rule' }
  const cwe = plain(finding.cwe, ID_MAX_CHARS)
  if (cwe) return { id: cwe, by: 'cwe' }
  return { id: `title-${sha256(stableTitleOf(finding)).slice(0, 12)}`, by: 'title' }
}

export interface Entry {
  finding: Finding
  severity: Severity
  /** The rule's id: its base id and the finding's severity. */
  ruleId: string
  ruleBy: 'rule' | 'cwe' | 'title'
  path: string | undefined
  fingerprint: string
}

function compareText(a = '', b = ''): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** By content only, never the service's order: the same findings number alike on every run. */
function compareSiblings(a: Finding, b: Finding): number {
  return (
    (a.lineStart ?? 0) - (b.lineStart ?? 0) ||
    (a.lineEnd ?? 0) - (b.lineEnd ?? 0) ||
    compareText(a.description, b.description) ||
    compareText(a.filePath, b.filePath)
  )
}

/** A finding and its place in the service's order, which breaks ties between siblings. */
interface Sibling {
  finding: Finding
  index: number
  /** Set for a kept finding, whose result carries the fingerprint. */
  entry?: Entry
}

/** What a fingerprint hashes: rule, path and title, never the finding id nor the line. */
function identityOf(finding: Finding, baseId: string, path: string | undefined): string {
  return `${baseId}\0${path ?? ''}\0${stableTitleOf(finding)}`
}

function entryOf(finding: Finding): { entry: Entry; identity: string } {
  const base = baseRuleOf(finding)
  const path = repoRelativePath(finding)
  const entry: Entry = {
    finding,
    severity: finding.severity,
    // The base id, not the rule's, is hashed: a finding whose severity changes stays the alert.
    ruleId: `${base.id}/${finding.severity}`,
    ruleBy: base.by,
    path,
    fingerprint: '',
  }
  return { entry, identity: identityOf(finding, base.id, path) }
}

/**
 * The entries of the most severe findings, at most `keep`, with a fingerprint that survives
 * re-runs and moved lines, so a re-upload updates alerts instead of duplicating them: a hash of
 * rule, path and title. Findings sharing all three get `:2`, `:3`… in line order, so they never
 * collapse into one alert; the first keeps the bare hash, so a finding that gains a sibling below
 * it keeps its fingerprint. Every finding counts as a sibling, kept or not, so a cut never
 * renumbers one; only the kept ones get an entry (a scan can have 100,000 findings).
 */
export function fingerprintMostSevere(findings: readonly Finding[], keep: number): Entry[] {
  const ordered = sortBySeverity(
    findings.map((finding, index) => ({ finding, index, severity: finding.severity })),
  )
  const groups = new Map<string, Sibling[]>()
  const entries = ordered.slice(0, keep).map(({ finding, index }) => {
    const { entry, identity } = entryOf(finding)
    const group = groups.get(identity)
    if (group) group.push({ finding, index, entry })
    else groups.set(identity, [{ finding, index, entry }])
    return entry
  })
  for (const { finding, index } of ordered.slice(keep)) {
    const identity = identityOf(finding, baseRuleOf(finding).id, repoRelativePath(finding))
    groups.get(identity)?.push({ finding, index })
  }
  for (const [identity, group] of groups) {
    const hash = sha256(identity)
    group.sort((a, b) => compareSiblings(a.finding, b.finding) || a.index - b.index)
    group.forEach(({ entry }, i) => {
      if (entry) entry.fingerprint = i === 0 ? hash : `${hash}:${i + 1}`
    })
  }
  return entries
}
