/**
 * The plain-text report a terminal or another CI system's log shows at the end of a run (the
 * command line's `--format text`): no Markdown, no colours, readable at 100 columns. Every text
 * that did not come from this file (titles, paths, rule ids, branch names, the policy file's
 * words, the service's messages) goes through sanitizeForLog: one line, no control characters (an
 * ESC would drive the terminal), no workflow or logging command.
 */
import { describeLocation } from '../finding-row.js'
import { sanitizeForLog } from '../../common/escape.js'
import { plural } from '../../common/words.js'
import { describeHitCounts } from '../../deps/report.js'
import { severitiesAtOrAbove, type GateResult } from '../../gate/gate.js'
import type { PolicyReport, RunOutcome } from '../../outcome/outcome.js'
import {
  countOf,
  SEVERITIES,
  sortBySeverity,
  totalFindings,
  type Finding,
} from '../../service/finding.js'
import {
  AFTER_MERGE,
  coverageOf,
  describeCoverage,
  describeKept,
  describeNotApplied,
  describeProposalItems,
  OUTAGE_PASSED_LINE,
  outagePassed,
  describeSource,
  proposerOf,
} from '../policy-words.js'
import { describeNoCounts } from '../summary.js'
import { NOTE_MAX_CHARS, PROBLEM_MAX_CHARS } from '../limits.js'
import {
  baselineLine,
  comparedBaseline,
  describeBaselineScan,
  splitByState,
  stateOf,
} from '../baseline-words.js'

export interface TextOptions {
  /** The most findings listed; default TEXT_MAX_FINDINGS. */
  maxFindings?: number
}

/** @internal */
export const TEXT_MAX_FINDINGS = 20
/** Lines are wrapped at this width; a single word longer than it stays whole. */
const WIDTH = 100
/** "Dependencies: ", the longest label, sets where every field's text starts. */
const LABEL_WIDTH = 14
const FIELD_MAX_CHARS = 1_000
const MAX_NOTES = 20
const MAX_PROPOSAL_ITEMS = 5
/** A finding's path, title, rule and policy mark: long enough for any real one. */
const PATH_IN_ROW_MAX_CHARS = 300
const TITLE_IN_ROW_MAX_CHARS = 200
const RULE_IN_ROW_MAX_CHARS = 100
const MARK_IN_ROW_MAX_CHARS = 200
/** Where a finding's second line starts: under its path. */
const FINDING_INDENT = ' '.repeat(12)

const RESULT_WORDS: Readonly<Record<GateResult, string>> = {
  passed: 'PASSED',
  failed: 'FAILED',
  warned: 'WARNED',
  pending: 'NOT FINISHED',
  unknown: 'UNKNOWN',
}

/** Text safe for a log line, cut to `max`. */
function safe(text: string, max = FIELD_MAX_CHARS): string {
  return sanitizeForLog(text, max)
}

/** `first` then `text`, wrapped at WIDTH, each further line starting with `rest`. */
function wrap(first: string, rest: string, text: string): string[] {
  const lines: string[] = []
  let line = first
  let empty = true
  for (const word of text.split(' ')) {
    if (!empty && line.length + 1 + word.length > WIDTH) {
      lines.push(line)
      line = rest + word
    } else {
      line = empty ? line + word : `${line} ${word}`
    }
    empty = false
  }
  lines.push(line)
  return lines
}

/** "Label:       text", the text made safe and wrapped under itself. */
function field(label: string, text: string, max = FIELD_MAX_CHARS): string[] {
  const first = label === '' ? '' : `${label}:`
  return wrap(first.padEnd(LABEL_WIDTH), ' '.repeat(LABEL_WIDTH), safe(text, max))
}

function renderHead(outcome: RunOutcome): string[] {
  const { gate } = outcome
  const lines = wrap(`${RESULT_WORDS[gate.result]}: `, '  ', safe(gate.reason, PROBLEM_MAX_CHARS))
  if (outagePassed(outcome)) lines.push(...wrap('', '', OUTAGE_PASSED_LINE))
  return lines
}

function describeTarget(outcome: RunOutcome): string {
  const { target } = outcome
  const kind =
    target.scanType === 'full'
      ? 'full scan'
      : target.prNumber === undefined
        ? 'pull request'
        : `PR #${target.prNumber}`
  const parts = [target.repository || 'repository unknown', kind]
  if (target.branch !== '') parts.push(`branch ${target.branch}`)
  if (target.headSha !== undefined) parts.push(`commit ${target.headSha.slice(0, 12)}`)
  return parts.join(' · ')
}

function describeScan(outcome: RunOutcome): string {
  const { scan } = outcome
  if (scan === undefined) return 'not started'
  const reused = scan.reused === true ? ' · reused: started earlier for the same commit' : ''
  return `${scan.id} · status ${scan.status}${reused}`
}

/** Undefined when no estimation was made (a reused scan, no key). */
function describeCredits(outcome: RunOutcome): string | undefined {
  const { estimation } = outcome
  if (estimation === undefined) return undefined
  const parts = [
    estimation.totalCredits === undefined
      ? 'estimate gave no total'
      : `${estimation.totalCredits} estimated`,
  ]
  if (estimation.triageRequired) parts.push(`triage fee ${estimation.triageFeeCredits}`)
  if (estimation.scanCost !== undefined) parts.push(`scan cost ${estimation.scanCost}`)
  if (estimation.maxCredits !== undefined) parts.push(`max-credits ${estimation.maxCredits}`)
  return parts.join(' · ')
}

function describeCounts(outcome: RunOutcome): string {
  const { counts } = outcome
  if (counts === undefined) return describeNoCounts(outcome)
  const each = SEVERITIES.map((s) => `${countOf(counts, s)} ${s}`).join(' · ')
  const untrusted =
    outcome.gate.result === 'unknown'
      ? ', as the service counted them: the gate could not trust them'
      : ''
  return `${each} (${totalFindings(counts)} in all${untrusted})`
}

function renderPolicy(outcome: RunOutcome, policy: PolicyReport): string[] {
  const lines = field(
    'Policy',
    `${policy.path}, ${describeSource(policy, (text) => safe(text, 100))}`,
  )
  const applied = policy.applied
  const kept = describeKept(outcome)
  lines.push(...field('', kept ?? `not applied: ${describeNotApplied(outcome)}`))
  if (applied !== undefined && applied.lapsed.length > 0) {
    const lapsed = plural(applied.lapsed.length, 'suppression')
    lines.push(...field('', `${lapsed} lapsed: the findings they match count again`))
  }
  const proposal = policy.proposal
  if (proposal !== undefined) {
    const items = describeProposalItems(proposal, (text) => safe(text, 200))
    lines.push(...field('', `${proposerOf(policy)} proposes ${plural(items.length, 'change')}:`))
    for (const item of items.slice(0, MAX_PROPOSAL_ITEMS)) {
      lines.push(...field('', `- ${item} (${AFTER_MERGE})`))
    }
    if (items.length > MAX_PROPOSAL_ITEMS) {
      lines.push(...field('', `- … and ${items.length - MAX_PROPOSAL_ITEMS} more`))
    }
  }
  return lines
}

function renderDependencies(outcome: RunOutcome): string[] {
  const deps = outcome.dependencies
  if (deps === undefined) return []
  const lines = field(
    'Dependencies',
    `${describeHitCounts(deps)} in ${plural(deps.lockfiles.length, 'lockfile')} (${deps.scope})`,
  )
  if (deps.problem !== undefined) {
    lines.push(...field('', `incomplete, so it cannot vouch for them: ${deps.problem}`))
  }
  return lines
}

/** How many findings are new, existing and fixed against the baseline, or why there was none. */
function renderBaseline(outcome: RunOutcome): string[] {
  const line = baselineLine(outcome)
  if (line !== undefined) return field('Baseline', line, PROBLEM_MAX_CHARS)
  const baseline = comparedBaseline(outcome)
  if (baseline === undefined) return []
  const { counts } = baseline
  return field(
    'Baseline',
    `${counts.new} new · ${counts.existing} existing · ${counts.fixed} fixed, against ${describeBaselineScan(baseline, (text) => safe(text, 200))}`,
  )
}

function renderNotes(outcome: RunOutcome): string[] {
  const lines: string[] = []
  if (outcome.problem !== undefined && outcome.problem !== outcome.gate.reason) {
    lines.push(...field('Problem', outcome.problem, PROBLEM_MAX_CHARS))
  }
  for (const note of outcome.notes.slice(0, MAX_NOTES)) {
    lines.push(...field('Note', note, NOTE_MAX_CHARS))
  }
  if (outcome.notes.length > MAX_NOTES) {
    lines.push(...field('Note', `… and ${outcome.notes.length - MAX_NOTES} more notes`))
  }
  return lines
}

/**
 * One finding in two lines: its severity and where it is, then what it is, wrapped under it:
 *   "  CRITICAL  src/run.ts:3-5"
 *   "            RCE (rule rce-1) [suppressed until …]"
 * A path is never cut short of PATH_IN_ROW_MAX_CHARS: it is what a reader opens next.
 */
function renderFindingLines(outcome: RunOutcome, finding: Finding): string[] {
  const location = describeLocation(finding, (path) => safe(path, PATH_IN_ROW_MAX_CHARS))
  const severity = finding.severity.toUpperCase().padEnd(8)
  const coverage = coverageOf(outcome, finding)
  const mark =
    coverage === undefined
      ? ''
      : ` [${safe(describeCoverage(coverage, safe), MARK_IN_ROW_MAX_CHARS)}]`
  const rule =
    finding.ruleId === undefined ? '' : ` (rule ${safe(finding.ruleId, RULE_IN_ROW_MAX_CHARS)})`
  const title = safe(finding.title, TITLE_IN_ROW_MAX_CHARS) || 'Untitled finding'
  const state = stateOf(outcome, finding)
  const told = state === undefined ? '' : ` [${state}]`
  return [
    `  ${severity}  ${location ?? '(no file)'}`,
    ...wrap(FINDING_INDENT, FINDING_INDENT, `${title}${rule}${mark}${told}`),
  ]
}

/**
 * The findings read at or above the threshold, most severe first, and how many the scan has there:
 * its counts, or the findings read when they are more. Shared with the JUnit report.
 */
export function findingsAtOrAbove(outcome: RunOutcome): { read: Finding[]; total: number } {
  const judged = severitiesAtOrAbove(outcome.gate.threshold)
  const read = sortBySeverity(outcome.findings).filter((f) => judged.includes(f.severity))
  const { counts } = outcome
  const counted = counts === undefined ? 0 : judged.reduce((n, s) => n + countOf(counts, s), 0)
  return { read, total: Math.max(read.length, counted) }
}

/**
 * The findings at or above the threshold, most severe first, those the policy covers marked;
 * against a baseline (gate: new), the new ones first and the existing ones last, each marked.
 */
function renderFindings(outcome: RunOutcome, maxFindings: number): string[] {
  const { threshold } = outcome.gate
  if (threshold === 'none') return []
  const { read: bySeverity, total } = findingsAtOrAbove(outcome)
  const baseline = comparedBaseline(outcome)
  const split = baseline && splitByState(bySeverity, baseline)
  const read = split ? [...split.fresh, ...split.other, ...split.existing] : bySeverity
  if (total === 0) {
    return outcome.counts === undefined ? [] : ['', `No findings at or above ${threshold}.`]
  }
  const shown = read.slice(0, Math.max(0, Math.floor(maxFindings)))
  const lines = ['', `Findings at or above ${threshold} (${total}):`]
  lines.push(...shown.flatMap((finding) => renderFindingLines(outcome, finding)))
  const more = total - shown.length
  if (more > 0) {
    lines.push(`  … and ${more} more (see the dashboard, the SARIF or the JSON report)`)
  }
  return lines
}

/** The report, ending in a newline. */
export function renderText(outcome: RunOutcome, options: TextOptions = {}): string {
  const credits = describeCredits(outcome)
  const lines = [
    ...renderHead(outcome),
    '',
    ...field('Target', describeTarget(outcome)),
    ...field('Scan', describeScan(outcome)),
    ...(credits === undefined ? [] : field('Credits', credits)),
    ...field('Findings', describeCounts(outcome)),
    ...renderBaseline(outcome),
    ...(outcome.policy === undefined ? [] : renderPolicy(outcome, outcome.policy)),
    ...renderDependencies(outcome),
    ...renderNotes(outcome),
    ...renderFindings(outcome, options.maxFindings ?? TEXT_MAX_FINDINGS),
  ]
  return `${lines.join('\n')}\n`
}
