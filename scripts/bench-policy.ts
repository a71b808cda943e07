/**
 * One measurement of `npm run bench`, in a process of its own: a policy file of 1,000
 * suppressions (by id, by rule, by CWE, most narrowed by paths; some lapsed, some expiring soon,
 * one date that is no date) and a few exclude-paths, parsed, then applied to 100,000 findings as
 * a run would. Prints {applyCpuMs, parseCpuMs, policyKb, suppressed, excluded, lapsed} as JSON.
 *
 *   npx tsx scripts/bench-policy.ts 1000 100000
 *
 * `npm run bench` runs it bundled by ncc and under plain node, as the action runs.
 */
import { applyPolicy } from '../src/policy/apply.js'
import { parsePolicy } from '../src/policy/parse.js'
import { SEVERITIES, type Finding } from '../src/service/finding.js'

/** The run's time: fixed, so the same entries are lapsed or expiring on every machine. */
const NOW_MS = Date.UTC(2026, 5, 15, 12)
const WARNING_DAYS = 14
const RULES = 300
const CWES = 60
const MODULES = 400
const FILES_PER_MODULE = 40

function findingId(i: number): string {
  return `5e1f0a2c-77d4-4b0e-9c3a-${i.toString(16).padStart(12, '0')}`
}

/**
 * Findings spread over rules, CWEs and files as a large scan's are, parsed from JSON as the client
 * reads them: strings built in place would be ropes, which cost a Map lookup more than parsed text.
 */
function makeFindings(count: number): Finding[] {
  return JSON.parse(JSON.stringify(Array.from({ length: count }, makeFinding))) as Finding[]
}

function makeFinding(_: unknown, i: number): Finding {
  return {
    id: findingId(i),
    title: `Finding ${i % 97}`,
    severity: SEVERITIES[i % SEVERITIES.length] ?? 'info',
    ruleId: `rule-${i % RULES}`,
    cwe: i % 7 === 0 ? `CWE-${(i % CWES) + 20}, CWE-${(i % 11) + 600}` : `CWE-${(i % CWES) + 20}`,
    filePath: `src/module-${i % MODULES}/file-${i % FILES_PER_MODULE}.ts`,
  }
}

/** The date `days` after NOW_MS, YYYY-MM-DD. */
function dayAfter(days: number): string {
  return new Date(NOW_MS + days * 86_400_000).toISOString().slice(0, 10)
}

/** One entry of `suppressions`, as YAML: a third by id, a third by rule, a third by CWE. */
function suppressionYaml(i: number, findings: number): string {
  const expires =
    i % 50 === 0 ? '2026-02-30' : i % 10 === 0 ? dayAfter(-3) : dayAfter(5 + (i % 300))
  const match =
    i % 3 === 0
      ? `id: ${findingId((i * 97) % findings)}`
      : i % 3 === 1
        ? `rule: rule-${i % RULES}\n    paths: ["src/module-${i % MODULES}/**", "lib/{a,b}/*.ts"]`
        : `cwe: CWE-${(i % CWES) + 20}\n    paths: ["src/module-${(i * 7) % MODULES}/file-[0-9].ts"]`
  return `  - ${match}\n    reason: accepted risk ${i}\n    expires: ${expires}\n    owner: "@acme/team-${i % 9}"\n`
}

function policyYaml(suppressions: number, findings: number): string {
  const entries = Array.from({ length: suppressions }, (_, i) => suppressionYaml(i, findings))
  const excluded = ['vendor/**', '**/fixtures/**', 'src/module-1??/file-3*.ts', '**/*.min.js']
  return `version: 1\nexclude-paths:\n${excluded.map((p) => `  - "${p}"\n`).join('')}suppressions:\n${entries.join('')}`
}

function cpuMsSince(before: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(before)
  return Math.round((used.user + used.system) / 1000)
}

const suppressionCount = Number(process.argv[2] ?? '1000')
const findingCount = Number(process.argv[3] ?? '100000')
const findings = makeFindings(findingCount)
const text = policyYaml(suppressionCount, findingCount)

const parseStart = process.cpuUsage()
const parsed = parsePolicy(text, '.github/security-scan.yml', NOW_MS)
const parseCpuMs = cpuMsSince(parseStart)
if (!parsed.ok) throw new Error(`the bench's policy is not valid: ${JSON.stringify(parsed.errors)}`)

const applyStart = process.cpuUsage()
const applied = applyPolicy(parsed.policy, findings, { nowMs: NOW_MS, warningDays: WARNING_DAYS })
const applyCpuMs = cpuMsSince(applyStart)

console.log(
  JSON.stringify({
    applyCpuMs,
    parseCpuMs,
    policyKb: Math.round(text.length / 1024),
    suppressed: applied.suppressed,
    excluded: applied.excluded,
    lapsed: applied.lapsed.length,
    expiringSoon: applied.expiringSoon.length,
  }),
)
