/**
 * One measurement of `npm run bench`, in a process of its own: a pull request's 100,000 findings
 * told against a baseline of 100,000 (gate: new), as a run does it: judged through the same
 * gateOnScan the outcome calls, about nine in ten existing (some moved lines), the rest new, and
 * some of the baseline's fixed. Prints {cpuMs, peakRssMb, new, existing, fixed} as JSON: the CPU of
 * the comparison alone; the findings are parsed from JSON first, as the client reads them, and
 * their making is in the peak.
 *
 *   npx tsx scripts/bench-baseline.ts 100000
 *
 * `npm run bench` runs it bundled by ncc and under plain node, as the action runs.
 */
import type { BaselinePart } from '../src/baseline/baseline.js'
import { gateOnScan } from '../src/baseline/judge.js'
import { SEVERITIES, type Finding, type SeverityCounts } from '../src/service/finding.js'

const RULES = 300
const MODULES = 400
const FILES_PER_MODULE = 40

/** A finding of a large scan: spread over rules, files and titles as a real scan's are. */
function makeFinding(i: number, scan: string, line: number, title = 'Finding'): Finding {
  return {
    id: `${scan}-${i}`,
    title: `${title} ${i % 997} in handler`,
    severity: SEVERITIES[i % SEVERITIES.length] ?? 'info',
    ruleId: `rule-${i % RULES}`,
    filePath: `src/module-${i % MODULES}/file-${i % FILES_PER_MODULE}.ts`,
    lineStart: line,
  }
}

/** Parsed from JSON, as the client reads them: strings built in place would be ropes. */
function fromJson(findings: Finding[]): Finding[] {
  return JSON.parse(JSON.stringify(findings)) as Finding[]
}

function cpuMsSince(before: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(before)
  return Math.round((used.user + used.system) / 1000)
}

const count = Number(process.argv[2] ?? '100000')
// The baseline: findings 0..count-1. This run: nine in ten of them (every third moved 40 lines),
// and a tenth new ones past the baseline's range: the rest of the baseline is fixed.
const baseline = fromJson(Array.from({ length: count }, (_, i) => makeFinding(i, 'base', 10)))
const current = fromJson(
  Array.from({ length: count }, (_, i) =>
    i % 10 === 9
      ? makeFinding(i, 'head', 10, 'New finding')
      : makeFinding(i, 'head', i % 3 === 0 ? 50 : 10),
  ),
)
const counts: SeverityCounts = { critical: 0, high: 0, medium: 0, low: 0, info: 0 }
for (const finding of current) counts[finding.severity] += 1
const part: BaselinePart = {
  found: true,
  ref: { scanId: 'bench', commit: 'a'.repeat(40), branch: 'main', via: 'marker' },
  findings: baseline,
  compared: [...SEVERITIES],
  capped: false,
}
const start = process.cpuUsage()
const { baseline: report } = gateOnScan(
  part,
  { counts, judgedCounts: counts, findings: current, isCovered: () => false, threshold: 'info' },
  false,
)
const cpuMs = cpuMsSince(start)
const peakRssMb = Math.round(process.resourceUsage().maxRSS / 1024)
console.log(JSON.stringify({ cpuMs, peakRssMb, ...report?.counts }))
