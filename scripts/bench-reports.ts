/**
 * One measurement of `npm run bench`, in a process of its own so its peak RSS is its own: reads N
 * findings as the client does, turns them into every report as a run publishes them
 * (publishResults: SARIF file, check-run annotations and output, report file, outputs, PR
 * comment, job summary), the two files written to a temporary workspace by the runner's
 * writeFile behind the key's redaction, and prints {cpuMs, peakRssMb} as JSON.
 *
 *   npx tsx scripts/bench-reports.ts 100000
 *
 * `npm run bench` runs it bundled by ncc and under plain node, as the action runs.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { publishResults } from '../src/job/publish.js'
import { redactPorts } from '../src/job/redact-ports.js'
import { CheckRunReporter } from '../src/github/check-run.js'
import { countBySeverity } from '../src/scan/counts.js'
import { createActionsPorts } from '../src/action/ports.js'
import { normalizeFinding, SEVERITIES, type Finding } from '../src/service/finding.js'
import { MAX_PAGE_SIZE } from '../src/service/limits.js'
import { fakeCheckRunApi } from '../testkit/fakes/github-api.js'
import { fakePorts } from '../testkit/fakes/ports.js'
import { makeConfig } from '../testkit/builders/config.js'
import { makeOutcome } from '../testkit/builders/report.js'

const SARIF_FILE = 'reports/scan.sarif'
const REPORT_FILE = 'reports/scan.json'

/** One finding as a large scan sends it: every severity, paths, lines, CWEs, descriptions. */
function serviceFinding(i: number): Record<string, unknown> {
  return {
    id: `0b98781${(i % 10).toString()}-3473-4d51-b4ca-${i.toString().padStart(12, '0')}`,
    title: `Finding ${i % 97}: user input reaches a sensitive sink`,
    severity: SEVERITIES[i % SEVERITIES.length] ?? 'info',
    description: `Data from the request flows into a query built by string concatenation (${i}).`,
    file_path: `src/module-${i % 200}/file-${i % 37}.ts`,
    line_start: (i % 500) + 1,
    line_end: (i % 500) + 3,
    cwe: `CWE-${(i % 40) + 20}`,
    recommendation: 'Use parameterised queries.',
    url: `https://dashboard.example.test/findings/${i}`,
  }
}

/**
 * The findings as the client reads them: pages of JSON, parsed and normalized. Not built in
 * place: template literals make V8 rope strings, which the first report to read them flattens
 * into the old generation (about 30 MB and 300 ms at 100,000), a cost parsed text never has.
 */
function readFindings(count: number): Finding[] {
  const findings: Finding[] = []
  for (let start = 0; start < count; start += MAX_PAGE_SIZE) {
    const size = Math.min(MAX_PAGE_SIZE, count - start)
    const page = JSON.stringify(Array.from({ length: size }, (_, i) => serviceFinding(start + i)))
    for (const [i, raw] of (JSON.parse(page) as unknown[]).entries()) {
      const finding = normalizeFinding(raw, start + i)
      if (finding !== undefined) findings.push(finding)
    }
  }
  return findings
}

function sizeInMb(path: string): number {
  return Math.round(statSync(path).size / 1024 / 1024)
}

async function measure(count: number, workspace: string) {
  const findings = readFindings(count)
  const before = process.cpuUsage()
  const report = makeOutcome({
    findings,
    counts: countBySeverity(findings),
    gate: { result: 'failed', threshold: 'high', warnOnly: false, reason: 'findings over high' },
  })
  const config = makeConfig({ sarifFile: SARIF_FILE, reportFile: REPORT_FILE, prComment: 'always' })
  // As main.ts builds them: the runner's writeFile (relative to the workspace), behind redaction.
  process.env.GITHUB_WORKSPACE = workspace
  const recorded = fakePorts({}, { writeFile: createActionsPorts().writeFile })
  const ports = redactPorts(recorded, [config.apiKey])
  const api = fakeCheckRunApi()
  const checkRun = new CheckRunReporter(api, ports.log)
  await checkRun.start(config.checkName, report.target.headSha)
  await publishResults(report, ports, { config, checkRun, github: { api } })
  const used = process.cpuUsage(before)
  const log = recorded.log.lines.join('\n')
  if (log.includes('Could not write')) throw new Error(`a report was not written:\n${log}`)
  return {
    cpuMs: Math.round((used.user + used.system) / 1000),
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    sarifResults: Number(/Wrote (\d+) results/.exec(log)?.[1]),
    sarifMb: sizeInMb(join(workspace, SARIF_FILE)),
    reportFileMb: sizeInMb(join(workspace, REPORT_FILE)),
  }
}

const count = Number(process.argv[2] ?? '10000')
const workspace = mkdtempSync(join(tmpdir(), 'bench-reports-'))
try {
  console.log(JSON.stringify(await measure(count, workspace)))
} finally {
  rmSync(workspace, { recursive: true, force: true })
}
