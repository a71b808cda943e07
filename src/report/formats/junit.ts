/**
 * JUnit XML, the test report Jenkins' junit step, Azure Pipelines' PublishTestResults and GitLab's
 * `artifacts:reports:junit` read. One suite: a case for the gate, always first, so that a reader
 * never sees an empty report (which the junit step fails on, unless allowEmptyResults), one per
 * finding at or above the threshold, a `<failure>`, or `<skipped>` when the policy file keeps it
 * from the gate. Every text came from the scanned code or the service: each is cut to size, made
 * one line where it goes into an attribute, stripped of what XML 1.0 forbids and escaped.
 *
 * The gate's case mirrors the command line's exit codes: a `<failure>` when the gate judged and
 * failed (or a malicious dependency failed it), an `<error>` when it could not tell (a stop, counts
 * it could not trust, an incomplete dependency check), passing when it passed or warned, and
 * `<skipped>` when the run chose not to wait for the scan. With warn-only, findings at or above the
 * threshold are still failures: they are what the report is for, and a junit step then marks the
 * build unstable, its own word for a warning; the gate's case passes, as the job does. With gate:
 * new and a baseline, only the new ones are: an existing one passes, saying so in its output.
 */
import { safeLink, toSingleLine, truncate } from '../../common/escape.js'
import { plural } from '../../common/words.js'
import { isJudgedBreach, type RunOutcome } from '../../outcome/outcome.js'
import type { Coverage } from '../../policy/policy.js'
import { repoRelativePath, type Finding } from '../../service/finding.js'
import {
  coverageOf,
  describeCoverage,
  describeSuppression,
  OUTAGE_PASSED_LINE,
  outagePassed,
} from '../policy-words.js'
import { describeLocation } from '../finding-row.js'
import { findingsAtOrAbove } from './text.js'
import { PROBLEM_MAX_CHARS } from '../limits.js'
import {
  baselineLine,
  comparedBaseline,
  describeBaselineScan,
  describeState,
  stateOf,
} from '../baseline-words.js'

/**
 * Finding cases at most: a scan of 100,000 findings must not make a file no reader can open.
 * @internal
 */
export const JUNIT_MAX_FINDING_CASES = 10_000
const JUNIT_SUITE_NAME = 'security-scan'
/** @internal */
export const GATE_CASE_NAME = 'security gate'
const LINE_MAX_CHARS = 300
const TEXT_MAX_CHARS = 2_000

type Verdict =
  | { kind: 'passed' }
  | { kind: 'failure' | 'error'; type: string; message: string; body: string }
  | { kind: 'skipped'; message: string }

interface TestCase {
  name: string
  classname: string
  file?: string | undefined
  line?: number | undefined
  verdict: Verdict
  /** `<system-out>`: what a passing or skipped case has to say. */
  output?: string | undefined
}

/** What XML 1.0 forbids (§2.2): C0 controls but tab, newline and return; surrogates; U+FFFE/F. */
const NOT_XML = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu
const XML_ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  // In an attribute, a parser would turn these into spaces: kept as references.
  '\t': '&#9;',
  '\n': '&#10;',
  '\r': '&#13;',
}

/** Text without what XML 1.0 forbids, escaped for an element's content or an attribute. */
function escapeXml(text: string, where: 'text' | 'attribute'): string {
  const special = where === 'text' ? /[&<>"']/g : /[&<>"'\t\n\r]/g
  return text.replace(NOT_XML, '').replace(special, (c) => XML_ENTITIES[c] ?? c)
}

/** One line of untrusted text, cut to `max`. */
function oneLine(text: string, max = LINE_MAX_CHARS): string {
  return truncate(toSingleLine(text), max)
}

/** Untrusted text that may have paragraphs: each line made plain, blank runs kept to one. */
function paragraphs(text: string): string {
  return truncate(text, TEXT_MAX_CHARS)
    .split(/\r\n?|\n|[\u2028\u2029]/)
    .map(toSingleLine)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

function classnameOfRepository(outcome: RunOutcome): string {
  return oneLine(outcome.target.repository) || JUNIT_SUITE_NAME
}

function describeGate(outcome: RunOutcome): string {
  const { gate } = outcome
  const lines = [
    `Result: ${gate.result} at threshold ${gate.threshold}${gate.warnOnly ? ', warn-only' : ''}`,
    `Reason: ${oneLine(gate.reason, PROBLEM_MAX_CHARS)}`,
  ]
  if (outcome.problem !== undefined && outcome.problem !== gate.reason) {
    lines.push(`Problem: ${oneLine(outcome.problem, PROBLEM_MAX_CHARS)}`)
  }
  if (outagePassed(outcome)) lines.push(OUTAGE_PASSED_LINE)
  const baseline = describeBaselineOfGate(outcome)
  if (baseline !== undefined) lines.push(`Baseline: ${baseline}`)
  if (outcome.scan !== undefined) {
    lines.push(`Scan: ${oneLine(outcome.scan.id)} (${oneLine(outcome.scan.status)})`)
  }
  return lines.join('\n')
}

/** What gate: new told the findings by: the baseline's counts and scan, or why there was none. */
function describeBaselineOfGate(outcome: RunOutcome): string | undefined {
  const line = baselineLine(outcome)
  if (line !== undefined) return oneLine(line, PROBLEM_MAX_CHARS)
  const baseline = comparedBaseline(outcome)
  if (baseline === undefined) return undefined
  const { counts } = baseline
  return `${counts.new} new, ${counts.existing} existing, ${counts.fixed} fixed, against ${describeBaselineScan(baseline, oneLine)}`
}

function gateVerdict(outcome: RunOutcome, body: string): Verdict {
  const { gate } = outcome
  const message = oneLine(gate.reason, PROBLEM_MAX_CHARS)
  const couldNotTell: Verdict = {
    kind: 'error',
    type:
      outcome.stop ??
      (outcome.dependencies?.problem === undefined ? gate.result : 'dependency-check-incomplete'),
    message,
    body,
  }
  switch (gate.result) {
    case 'passed':
    case 'warned':
      return { kind: 'passed' }
    case 'failed':
      return isJudgedBreach(outcome)
        ? { kind: 'failure', type: 'gate', message, body }
        : couldNotTell
    case 'pending':
      return outcome.stop === 'not-awaited'
        ? { kind: 'skipped', message: `not judged: ${message}` }
        : couldNotTell
    case 'unknown':
      return couldNotTell
  }
}

function gateCase(outcome: RunOutcome): TestCase {
  const body = describeGate(outcome)
  const verdict = gateVerdict(outcome, body)
  return {
    name: GATE_CASE_NAME,
    classname: classnameOfRepository(outcome),
    verdict,
    output: verdict.kind === 'passed' || verdict.kind === 'skipped' ? body : undefined,
  }
}

function describeKeptFinding(outcome: RunOutcome, coverage: Coverage): string {
  const by = `${describeCoverage(coverage, oneLine)} by ${oneLine(outcome.policy?.path ?? 'the policy file')}`
  if (coverage.kind === 'excluded') return by
  return `${by}: ${describeSuppression(coverage.suppression, oneLine)}`
}

function describeFinding(finding: Finding, title: string): string {
  const location = describeLocation(finding, (path) => oneLine(path))
  const link = safeLink(finding.url)
  const lines = [
    `${finding.severity}: ${title}`,
    `Location: ${location ?? 'none given'}`,
    ...(finding.ruleId === undefined ? [] : [`Rule: ${oneLine(finding.ruleId)}`]),
    ...(finding.cwe === undefined ? [] : [`CWE: ${oneLine(finding.cwe)}`]),
    `Finding: ${oneLine(finding.id)}`,
    ...(link === undefined ? [] : [`Details: ${link}`]),
  ]
  const description = paragraphs(finding.description ?? '')
  if (description !== '') lines.push('', description)
  const recommendation = paragraphs(finding.recommendation ?? '')
  if (recommendation !== '') lines.push('', `Recommendation: ${recommendation}`)
  return lines.join('\n')
}

/**
 * A finding's verdict: a failure, skipped when the policy covers it, and with gate: new and a
 * baseline, passing when the target branch had it already (the gate does not count it).
 */
function findingVerdict(outcome: RunOutcome, finding: Finding, title: string): Verdict {
  const coverage = coverageOf(outcome, finding)
  if (coverage !== undefined) {
    return { kind: 'skipped', message: describeKeptFinding(outcome, coverage) }
  }
  if (stateOf(outcome, finding) === 'existing') return { kind: 'passed' }
  return {
    kind: 'failure',
    type: finding.severity,
    message: `${finding.severity}: ${title}`,
    body: describeFinding(finding, title),
  }
}

function findingCase(outcome: RunOutcome, finding: Finding): TestCase {
  const path = repoRelativePath(finding)
  const title = oneLine(finding.title) || 'Untitled finding'
  const line = path === undefined ? undefined : finding.lineStart
  const where = finding.lineStart === undefined ? '' : ` (line ${finding.lineStart})`
  const state = stateOf(outcome, finding)
  const baseline = comparedBaseline(outcome)
  const told = state && baseline && describeState(state, baseline, oneLine)
  const verdict = findingVerdict(outcome, finding, title)
  return {
    name: `${finding.severity}: ${title}${where}`,
    classname: path ?? classnameOfRepository(outcome),
    file: path,
    line,
    verdict:
      verdict.kind === 'failure' && told !== undefined
        ? { ...verdict, body: `${told}\n${verdict.body}` }
        : verdict,
    output: verdict.kind === 'passed' ? told : undefined,
  }
}

/** A skipped case saying how many findings the file leaves out, and why; undefined when none. */
function leftOutCase(outcome: RunOutcome, overCap: number, unread: number): TestCase | undefined {
  if (overCap + unread === 0) return undefined
  const why = [
    overCap > 0 ? `${overCap} over the cap of ${JUNIT_MAX_FINDING_CASES} cases` : '',
    unread > 0 ? `${unread} not read from the service` : '',
  ].filter((part) => part !== '')
  const more = plural(overCap + unread, 'more finding')
  return {
    name: `${more} at or above ${outcome.gate.threshold} not listed`,
    classname: classnameOfRepository(outcome),
    verdict: {
      kind: 'skipped',
      message: `${more} not listed (${why.join(', ')}): see the dashboard, the SARIF or the JSON report`,
    },
  }
}

/** The findings' cases, and how many the file leaves out. */
function findingCases(outcome: RunOutcome): { cases: TestCase[]; leftOut: number } {
  const { read, total } = findingsAtOrAbove(outcome)
  const listed = read.slice(0, JUNIT_MAX_FINDING_CASES)
  const unread = outcome.findingsRead === 'all' ? 0 : total - read.length
  const overCap = read.length - listed.length
  const cases = listed.map((finding) => findingCase(outcome, finding))
  const note = leftOutCase(outcome, overCap, unread)
  return { cases: note === undefined ? cases : [...cases, note], leftOut: overCap + unread }
}

function renderAttributes(attributes: Record<string, string | number | undefined>): string {
  return Object.entries(attributes)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXml(String(value), 'attribute')}"`)
    .join('')
}

function renderCase(testCase: TestCase): string[] {
  const { name, classname, file, line, verdict, output } = testCase
  const open = `    <testcase${renderAttributes({ name, classname, file, line })}`
  const inner: string[] = []
  if (verdict.kind === 'failure' || verdict.kind === 'error') {
    const attributes = renderAttributes({ message: verdict.message, type: verdict.type })
    inner.push(
      `      <${verdict.kind}${attributes}>${escapeXml(verdict.body, 'text')}</${verdict.kind}>`,
    )
  } else if (verdict.kind === 'skipped') {
    inner.push(`      <skipped${renderAttributes({ message: verdict.message })}/>`)
  }
  if (output !== undefined)
    inner.push(`      <system-out>${escapeXml(output, 'text')}</system-out>`)
  return inner.length === 0 ? [`${open}/>`] : [`${open}>`, ...inner, '    </testcase>']
}

/** gate: new's baseline as properties; nothing without one. */
function describeBaselineProperties(outcome: RunOutcome): Record<string, string | number> {
  const baseline = comparedBaseline(outcome)
  if (baseline === undefined) return {}
  return {
    'baseline-scan-id': baseline.ref.scanId,
    'baseline-commit': baseline.ref.commit,
    'findings-new': baseline.counts.new,
    'findings-existing': baseline.counts.existing,
    'findings-fixed': baseline.counts.fixed,
  }
}

function renderProperties(outcome: RunOutcome, leftOut: number): string[] {
  const { target, scan, gate } = outcome
  const lines = Object.entries({
    repository: target.repository,
    branch: target.branch,
    'pull-request': target.prNumber,
    commit: target.headSha,
    'scan-id': scan?.id,
    'scan-status': scan?.status,
    'gate-result': gate.result,
    'gate-threshold': gate.threshold,
    'warn-only': String(gate.warnOnly),
    'findings-read': outcome.findingsRead,
    'findings-not-listed': leftOut > 0 ? leftOut : undefined,
    ...describeBaselineProperties(outcome),
  })
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(
      ([name, value]) =>
        `      <property${renderAttributes({ name, value: oneLine(String(value)) })}/>`,
    )
  return ['    <properties>', ...lines, '    </properties>']
}

/** The run as a JUnit XML document, ending in a newline. */
export function renderJUnit(outcome: RunOutcome): string {
  const { cases: findings, leftOut } = findingCases(outcome)
  const cases = [gateCase(outcome), ...findings]
  const count = (kind: Verdict['kind']) => cases.filter((c) => c.verdict.kind === kind).length
  const totals = renderAttributes({
    name: JUNIT_SUITE_NAME,
    tests: cases.length,
    failures: count('failure'),
    errors: count('error'),
    skipped: count('skipped'),
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites${totals}>`,
    `  <testsuite${totals}>`,
    ...renderProperties(outcome, leftOut),
    ...cases.flatMap(renderCase),
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n')
}
