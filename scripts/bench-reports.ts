/**
 * One measurement of `npm run bench`, in a process of its own so its peak RSS is its own: turns N
 * findings into every report (check-run annotations and output, log annotations, job summary,
 * SARIF, report file, PR comment) and prints {cpuMs, peakRssMb} as JSON.
 *
 *   npx tsx scripts/bench-reports.ts 100000
 */
import { buildCheckAnnotations, selectLogAnnotations } from '../src/report/annotations.js'
import { renderCheckRunOutput } from '../src/report/check-output.js'
import { countBySeverity } from '../src/report/model.js'
import { renderPrComment } from '../src/report/pr-comment.js'
import { buildReportFile } from '../src/report/report-file.js'
import { buildSarif } from '../src/report/sarif.js'
import { renderSummary } from '../src/report/summary.js'
import { SEVERITIES, type Finding } from '../src/service/finding.js'
import { makeReport } from '../test/report/builders.js'

/** Findings as a large scan sends them: every severity, paths, lines, CWEs, descriptions. */
export function makeFindings(count: number): Finding[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `0b98781${(i % 10).toString()}-3473-4d51-b4ca-${i.toString().padStart(12, '0')}`,
    title: `Finding ${i % 97}: user input reaches a sensitive sink`,
    severity: SEVERITIES[i % SEVERITIES.length] ?? 'info',
    description: `Data from the request flows into a query built by string concatenation (${i}).`,
    filePath: `src/module-${i % 200}/file-${i % 37}.ts`,
    lineStart: (i % 500) + 1,
    lineEnd: (i % 500) + 3,
    cwe: `CWE-${(i % 40) + 20}`,
    recommendation: 'Use parameterised queries.',
    url: `https://dashboard.example.test/findings/${i}`,
  }))
}

function measure(count: number): { cpuMs: number; peakRssMb: number; sarifResults: number } {
  const findings = makeFindings(count)
  const before = process.cpuUsage()
  const report = makeReport({
    findings,
    counts: countBySeverity(findings),
    gate: { result: 'failed', threshold: 'high', warnOnly: false, reason: 'findings over high' },
  })
  buildCheckAnnotations(report.findings, 500)
  renderCheckRunOutput(report)
  selectLogAnnotations(report.findings)
  renderSummary(report)
  renderPrComment(report, { checkName: 'Security scan' })
  const sarif = buildSarif(report, { toolVersion: 'bench' })
  JSON.stringify(buildReportFile(report))
  const used = process.cpuUsage(before)
  return {
    cpuMs: Math.round((used.user + used.system) / 1000),
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    sarifResults: sarif.results,
  }
}

const count = Number(process.argv[2] ?? '10000')
console.log(JSON.stringify(measure(count)))
