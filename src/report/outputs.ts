/**
 * The step outputs. Every output is always set, to '' when unknown (not started, not finished,
 * not created): `steps.<id>.outputs.<name>` reads '' for an unset output anyway, and a fixed set
 * of keys is easier to rely on. Counts come from the scan's findings_summary, not from the
 * findings read, except findings-suppressed (what the policy kept of the findings read) and, with
 * gate: new, findings-new, -existing and -fixed (the baseline's). Values are single lines:
 * workflows often paste outputs into `run:` scripts.
 */
import { SEVERITIES } from '../service/finding.js'
import { toSingleLine, truncate } from '../common/escape.js'
import { type RunOutcome } from '../outcome/outcome.js'
import { countOf, totalFindings } from '../service/finding.js'
import { countHits } from '../deps/report.js'
import { countKept } from './policy-words.js'
import { comparedBaseline } from './baseline-words.js'

/** @internal */
export const OUTPUT_NAMES = [
  'findings-new',
  'findings-existing',
  'findings-fixed',
  'baseline-scan-id',
  'baseline-commit',
  'estimation-id',
  'scan-id',
  'scan-status',
  'scan-reused',
  'total-credits',
  'credits-estimated',
  'findings-total',
  'findings-critical',
  'findings-high',
  'findings-medium',
  'findings-low',
  'findings-info',
  'findings-suppressed',
  'dependencies-malicious',
  'dependencies-suspicious',
  'result',
  'check-run-id',
  'report-file',
  'sarif-file',
] as const
export type OutputName = (typeof OUTPUT_NAMES)[number]

const VALUE_MAX_CHARS = 200

export interface OutputExtras {
  estimationId?: string | undefined
  checkRunId?: number | undefined
  /** The report file written, when one was. */
  reportFile?: string | undefined
  /** The SARIF file written, when one was. */
  sarifFile?: string | undefined
}

function text(value: string | undefined): string {
  return value === undefined ? '' : truncate(toSingleLine(value), VALUE_MAX_CHARS)
}

/**
 * A status is the service's word, and outputs get pasted into `run:` scripts: only a plain word
 * goes out (`$(…)` or backticks never do); anything else is `unknown`.
 */
function statusWord(status: string | undefined): string {
  if (status === undefined) return ''
  const word = status.trim().toLowerCase()
  return /^[a-z][a-z0-9_-]{0,39}$/.test(word) ? word : 'unknown'
}

function number(value: number | undefined): string {
  return value === undefined || !Number.isFinite(value) ? '' : String(value)
}

export function buildOutputs(
  report: RunOutcome,
  extra: OutputExtras = {},
): Record<OutputName, string> {
  const { dependencies } = report
  // Counts the gate could not trust are not handed on as if they were: '' like unknown ones.
  const counts = report.gate.result === 'unknown' ? undefined : report.counts
  // A check that could not finish has no count to give: '' rather than a reassuring 0.
  const checked = dependencies?.problem === undefined ? dependencies : undefined
  // Told against no baseline (none asked, or a problem: every finding counted), none is new.
  const baseline = comparedBaseline(report)
  const outputs: Record<OutputName, string> = {
    // The default branch's first full scan starts the record: none of it is new (issue 39).
    'findings-new':
      report.baseline?.startsRecord === undefined && report.baseline?.reportedAgain === undefined
        ? number(baseline?.counts.new)
        : '0',
    'findings-existing': number(baseline?.counts.existing),
    'findings-fixed': number(baseline?.counts.fixed),
    // The scan found, even when it could not be used (its findings unreadable, say).
    'baseline-scan-id': text(report.baseline?.ref?.scanId),
    'baseline-commit': text(report.baseline?.ref?.commit),
    'estimation-id': text(extra.estimationId ?? report.estimation?.id),
    'scan-id': text(report.scan?.id),
    'scan-status': statusWord(report.scan?.status),
    'scan-reused': String(report.scan?.reused === true),
    'total-credits': number(report.estimation?.totalCredits),
    'credits-estimated': number(report.estimation?.scanCost),
    'findings-total': counts === undefined ? '' : String(totalFindings(counts)),
    'findings-critical': '',
    'findings-high': '',
    'findings-medium': '',
    'findings-low': '',
    'findings-info': '',
    'findings-suppressed': number(countKept(report)),
    'dependencies-malicious': checked ? String(countHits(checked, 'malicious')) : '',
    'dependencies-suspicious': checked ? String(countHits(checked, 'suspicious')) : '',
    result: report.gate.result,
    'check-run-id': number(extra.checkRunId),
    'report-file': text(extra.reportFile),
    'sarif-file': text(extra.sarifFile),
  }
  if (counts !== undefined) {
    for (const severity of SEVERITIES)
      outputs[`findings-${severity}`] = String(countOf(counts, severity))
  }
  return outputs
}
