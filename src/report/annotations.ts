/**
 * Line annotations. With a check run, GitHub takes annotation objects (50 per request); without
 * one (fork PRs, a read-only token) the runner shows only 10 errors and 10 warnings per step, so
 * the most severe of each kind are picked.
 */
import {
  repoRelativePath,
  sortBySeverity,
  type Finding,
  type Severity,
} from '../service/finding.js'
import { safeLink, sanitizeForLog, toSingleLine, truncate } from '../common/escape.js'
import { baselineStateOf, type BaselineReport } from '../baseline/baseline.js'

type AnnotationLevel = 'failure' | 'warning' | 'notice'

/** The check-runs API annotation object (snake_case as GitHub expects it). */
export interface CheckAnnotation {
  path: string
  start_line: number
  end_line: number
  annotation_level: AnnotationLevel
  title: string
  message: string
}

export interface LogAnnotation {
  level: 'error' | 'warning'
  message: string
  file?: string
  startLine?: number
  endLine?: number
  title?: string
}

/** GitHub's limit for an annotation title. */
export const ANNOTATION_TITLE_MAX_CHARS = 255
/**
 * GitHub allows 64 KB; 4,000 characters (at most 16 KB in UTF-8) keeps a request of 50
 * annotations small and is plenty for a description and a recommendation.
 * @internal
 */
export const ANNOTATION_MESSAGE_MAX_CHARS = 4_000
/**
 * The runner shows at most this many error and this many warning annotations per step.
 * @internal
 */
export const LOG_ANNOTATIONS_PER_LEVEL = 10
const LOG_MESSAGE_MAX_CHARS = 300
const LOG_TITLE_MAX_CHARS = 120

const LEVELS: Record<Severity, AnnotationLevel> = {
  critical: 'failure',
  high: 'failure',
  medium: 'warning',
  low: 'notice',
  info: 'notice',
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1)
}

function titleOf(finding: Finding, state?: 'new' | 'existing'): string {
  const severity =
    state === undefined ? capitalize(finding.severity) : `${capitalize(state)} ${finding.severity}`
  return `${severity}: ${toSingleLine(finding.title) || 'Untitled finding'}`
}

/* eslint-disable no-control-regex */
/** Keeps line breaks (a message may have paragraphs) but no other control characters. */
function toPlainText(text: string): string {
  return text
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, ' ')
    .trim()
}
/* eslint-enable no-control-regex */

function messageOf(finding: Finding, said?: string): string {
  const parts = [toPlainText(finding.description ?? '') || toSingleLine(finding.title)]
  if (finding.recommendation !== undefined) {
    parts.push(`Recommendation: ${toPlainText(finding.recommendation)}`)
  }
  const refs = [finding.ruleId, finding.cwe].filter((r): r is string => r !== undefined)
  if (refs.length > 0) parts.push(toSingleLine(refs.join(' · ')))
  const link = safeLink(finding.url)
  if (link !== undefined) parts.push(`Details: ${link}`)
  if (said !== undefined) parts.push(said)
  return truncate(parts.filter((p) => p !== '').join('\n\n'), ANNOTATION_MESSAGE_MAX_CHARS)
}

function linesOf(finding: Finding): { start: number; end: number } {
  const start = finding.lineStart ?? 1
  const end = finding.lineEnd !== undefined && finding.lineEnd >= start ? finding.lineEnd : start
  return { start, end }
}

/**
 * With gate: new and a baseline, what the annotations say of it. Existing findings are notices,
 * after every other, or left out under annotate: changed-lines, whose point is the change's lines.
 */
export interface AnnotationBaseline {
  report: BaselineReport | undefined
  existing: 'notice' | 'leave-out'
}

/**
 * The findings to annotate, most severe first; against a baseline the existing ones last (or
 * none), so that `max` keeps the new ones.
 */
function orderForAnnotations(
  findings: readonly Finding[],
  baseline: AnnotationBaseline | undefined,
): Finding[] {
  const report = baseline?.report
  if (report?.ref === undefined || report.problem !== undefined) return sortBySeverity(findings)
  const existing = (f: Finding) => baselineStateOf(report, f) === 'existing'
  const rest = sortBySeverity(findings.filter((f) => !existing(f)))
  return baseline?.existing === 'leave-out'
    ? rest
    : [...rest, ...sortBySeverity(findings.filter(existing))]
}

/** What an annotation adds to a finding's message of its state against the baseline. */
function describeAnnotatedState(report: BaselineReport, state: 'new' | 'existing'): string {
  const { ref } = report
  const where =
    ref === undefined
      ? 'the target branch'
      : `${toSingleLine(ref.branch)} at ${ref.commit.slice(0, 7)} (scan ${toSingleLine(ref.scanId)})`
  return state === 'new'
    ? `New: introduced by this change, not on ${where}.`
    : `Existing: on ${where} already; not introduced here.`
}

/**
 * Annotations for findings with a repository-relative path, most severe first, at most `max`.
 * A path without a line is annotated on line 1. With a baseline (gate: new), new findings keep
 * their level and say so, existing ones are notices after them, or left out (AnnotationBaseline).
 */
export function buildCheckAnnotations(
  findings: readonly Finding[],
  max: number,
  baseline?: AnnotationBaseline,
): CheckAnnotation[] {
  const limit = Math.max(0, Math.floor(max))
  const annotations: CheckAnnotation[] = []
  for (const finding of orderForAnnotations(findings, baseline)) {
    if (annotations.length >= limit) break
    const path = repoRelativePath(finding)
    if (path === undefined) continue
    const { start, end } = linesOf(finding)
    const state = baselineStateOf(baseline?.report, finding)
    const said = state && baseline?.report && describeAnnotatedState(baseline.report, state)
    annotations.push({
      path,
      start_line: start,
      end_line: end,
      annotation_level: state === 'existing' ? 'notice' : LEVELS[finding.severity],
      title: truncate(titleOf(finding, state), ANNOTATION_TITLE_MAX_CHARS),
      message: messageOf(finding, said),
    })
  }
  return annotations
}

function toLogAnnotation(
  finding: Finding,
  level: LogAnnotation['level'],
  state?: 'new',
): LogAnnotation {
  const path = repoRelativePath(finding)
  const where =
    path === undefined && finding.filePath !== undefined ? ` (in ${finding.filePath})` : ''
  const description = finding.description === undefined ? '' : `: ${finding.description}`
  const title = titleOf(finding, state)
  const annotation: LogAnnotation = {
    level,
    title: sanitizeForLog(title, LOG_TITLE_MAX_CHARS),
    message: sanitizeForLog(`${title}${where}${description}`, LOG_MESSAGE_MAX_CHARS),
  }
  if (path !== undefined) {
    const { start, end } = linesOf(finding)
    Object.assign(annotation, { file: path, startLine: start, endLine: end })
  }
  return annotation
}

/** How many log annotations of each level a step may still show. */
export interface LogAnnotationRoom {
  error: number
  warning: number
}

/**
 * What a step's findings and dependencies may take of the runner's 10 errors and 10 warnings: one
 * error is left for the job's failure message (setFailed comes last, and the runner drops what is
 * over), two warnings for the action's own (the check-run fallback says why once).
 */
export const LOG_ANNOTATION_ROOM: Readonly<LogAnnotationRoom> = {
  error: LOG_ANNOTATIONS_PER_LEVEL - 1,
  warning: LOG_ANNOTATIONS_PER_LEVEL - 2,
}

/**
 * For `core.error` / `core.warning` when check runs are not allowed: the most severe
 * critical/high findings as errors, the most severe medium/low/info findings as warnings, as many
 * as `room` leaves. Findings without a repository path are included, without a file. Every text
 * is log-safe. With a baseline (gate: new) the existing findings are left out: the runner shows
 * so few that they go to the new ones, and the job summary lists the existing ones.
 */
export function selectLogAnnotations(
  findings: readonly Finding[],
  room: LogAnnotationRoom = LOG_ANNOTATION_ROOM,
  baseline?: BaselineReport,
): LogAnnotation[] {
  const sorted = orderForAnnotations(findings, { report: baseline, existing: 'leave-out' })
  const toAnnotation = (f: Finding, level: LogAnnotation['level']) =>
    toLogAnnotation(f, level, baselineStateOf(baseline, f) === 'new' ? 'new' : undefined)
  const errors = sorted
    .filter((f) => LEVELS[f.severity] === 'failure')
    .slice(0, Math.max(0, room.error))
  const warnings = sorted
    .filter((f) => LEVELS[f.severity] !== 'failure')
    .slice(0, Math.max(0, room.warning))
  return [
    ...errors.map((f) => toAnnotation(f, 'error')),
    ...warnings.map((f) => toAnnotation(f, 'warning')),
  ]
}

/**
 * The line after the log annotations, which the runner caps at 10 per type: how many findings
 * they leave out, and where to see every one. Undefined when none is left out.
 */
export function describeUnannotated(
  total: number,
  shown: number,
  places: readonly string[],
): string | undefined {
  const more = total - shown
  if (more <= 0) return undefined
  const noun = more === 1 ? 'finding is' : 'findings are'
  const where = places.length === 0 ? '' : `; see them in ${joinWithOr(places)}`
  return `${more} more ${noun} not shown as annotations (the runner shows ${LOG_ANNOTATIONS_PER_LEVEL} errors and ${LOG_ANNOTATIONS_PER_LEVEL} warnings per step)${where}`
}

function joinWithOr(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1) ?? ''}`
}
