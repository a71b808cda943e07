import { describe, expect, it } from 'vitest'
import { applyPolicy } from '../../src/policy/apply.js'
import { parsePolicy } from '../../src/policy/parse.js'
import { findingsCoveredOnlyBy, proposePolicy } from '../../src/policy/proposal.js'
import type { Policy } from '../../src/policy/policy.js'
import type { RunOutcome } from '../../src/outcome/outcome.js'
import { renderCheckRunOutput } from '../../src/report/check-output.js'
import { renderPrComment } from '../../src/report/pr-comment.js'
import { buildReportFile, renderReportFile } from '../../src/report/formats/report-file.js'
import { buildSarif } from '../../src/report/formats/sarif.js'
import { renderSummary } from '../../src/report/summary.js'
import { renderText } from '../../src/report/formats/text.js'
import { findingRows } from '../support/markdown.js'
import { POLICY_NOW_MS } from '../../testkit/builders/policy.js'
import { makeCounts, makeFinding, makeOutcome } from '../../testkit/builders/report.js'
import { validateReportFile } from './report-file-validate.js'
import { validateWithSchema } from './sarif-validate.js'

/**
 * The reports of a run judged by the real parser and matcher (src/policy/), not by hand: what the
 * matcher hands over (the same Suppression objects in coverage and in its lists, a lapsed entry's
 * count) is what the reports expect. The run's time is 2026-06-15.
 */
const PATH = '.github/security-scan.yml'
const OPTIONS = { nowMs: POLICY_NOW_MS, warningDays: 14 }

function parse(lines: string[]): Policy {
  const parsed = parsePolicy(`${lines.join('\n')}\n`, PATH, POLICY_NOW_MS)
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
  return parsed.policy
}

const base = parse([
  'version: 1',
  'exclude-paths: [vendor/**]',
  'suppressions:',
  '  - rule: js/sql-injection',
  '    reason: parameterised by the ORM',
  '    expires: 2026-12-31',
  '    owner: "@acme/db"',
  '    ticket: SEC-12',
  '  - cwe: CWE-79',
  '    reason: escaped by the template engine',
  '    expires: 2026-06-20',
  '  - rule: js/weak-hash',
  '    reason: checksums only',
  '    expires: 2026-06-01',
  '    owner: alice',
  '  - rule: js/unused',
  '    reason: nothing matches this any more',
  '    expires: 2026-12-31',
])
const headText = [
  'version: 1',
  'exclude-paths: [vendor/**, scripts/**]',
  'on-service-error: warn',
  'suppressions: []',
]

const findings = [
  makeFinding({
    id: 'f-sqli',
    severity: 'critical',
    ruleId: 'js/sql-injection',
    filePath: 'src/db.ts',
    lineStart: 3,
  }),
  makeFinding({
    id: 'f-xss',
    severity: 'high',
    cwe: 'CWE-79',
    filePath: 'src/page.tsx',
    lineStart: 9,
  }),
  makeFinding({
    id: 'f-hash',
    severity: 'high',
    ruleId: 'js/weak-hash',
    filePath: 'src/sum.ts',
    lineStart: 1,
  }),
  makeFinding({ id: 'f-vendor', severity: 'medium', filePath: 'vendor/lib.js', lineStart: 2 }),
  makeFinding({ id: 'f-script', severity: 'high', filePath: 'scripts/run.sh', lineStart: 5 }),
]

function judgedRun(headLines = headText): RunOutcome {
  const head = parsePolicy(`${headLines.join('\n')}\n`, PATH, POLICY_NOW_MS)
  if (!head.ok) throw new Error(JSON.stringify(head.errors))
  const proposal = proposePolicy(base, head, PATH)
  if (proposal === undefined) throw new Error('expected a proposal')
  return makeOutcome({
    target: { ...makeOutcome().target, scanType: 'full' },
    counts: makeCounts({ critical: 1, high: 3, medium: 1 }),
    findings,
    policy: {
      path: PATH,
      source: 'base-commit',
      applied: applyPolicy(base, findings, OPTIONS),
      proposal: {
        ...proposal,
        wouldCover: findingsCoveredOnlyBy(head.policy, base, findings, OPTIONS),
      },
      onServiceError: 'fail',
      expiryWarningDays: OPTIONS.warningDays,
    },
  })
}

describe('reports of a run judged by the real policy parser and matcher', () => {
  it('the job summary says what was kept, what lapsed, what expires soon, what is stale and proposed', () => {
    const markdown = renderSummary(judgedRun())
    expect(markdown).toContain('**2 suppressed (1 expiring soon), 1 excluded**')
    expect(markdown).toContain(
      '“checksums only” · owner alice · expired 2026-06-01 · 1 finding counts again',
    )
    expect(markdown).toContain(
      'CWE-79 · “escaped by the template engine” · no owner · until 2026-06-20 · covers 1 finding',
    )
    expect(markdown).toContain('rule js/unused · “nothing matches this any more”')
    expect(markdown).toContain('- adds exclude-paths scripts/\\*\\*')
    expect(markdown).toContain('- changes on-service-error from unset (the input decides) to warn')
    expect(markdown).toContain('| 🟠 High | SQL injection | scripts/run.sh:5 |')
    expect(findingRows(markdown).filter((row) => row.includes('🔕'))).toHaveLength(3)
  })

  it("a branch judged at the default branch's head names it and its commit in the summary, the check run, the PR comment, the text and the report file", () => {
    const head = 'ba5e'.padEnd(40, '0')
    const judged = judgedRun()
    const run: RunOutcome = {
      ...judged,
      policy: { ...judged.policy!, source: 'default-branch', commit: head, branch: 'release_2' },
    }
    const where = `read at release\\_2's head (${head.slice(0, 12)}) as data, not from the checkout, so that a branch cannot change its own gate`
    expect(renderSummary(run)).toContain(where)
    expect(renderSummary(run)).toContain('**Proposed by this branch: takes effect after merge.**')
    expect(renderCheckRunOutput(run).summary).toContain(where)
    expect(renderPrComment(run, { checkName: 'Security scan' })).toContain(
      `(read from release\\_2's head (${head.slice(0, 12)}))`,
    )
    const text = renderText(run)
    expect(text).toContain(`read at release_2's head (${head.slice(0, 12)})`)
    expect(text).toContain('this branch proposes 2 changes:')
    const file = JSON.parse([...renderReportFile(buildReportFile(run))].join('')) as {
      policy: { source: string; commit?: string }
    }
    expect(validateReportFile(file)).toEqual([])
    expect(file.policy).toEqual(expect.objectContaining({ source: 'default-branch', commit: head }))
    expect(file.policy).not.toHaveProperty('branch')
    // A file an earlier build wrote, judged where the branch forked, still validates.
    expect(
      validateReportFile({ ...file, policy: { ...file.policy, source: 'merge-base' } }),
    ).toEqual([])
  })

  it('a proposed expiry-warning-days is shown in the summary, the text and the report file', () => {
    const run = judgedRun([...headText, 'expiry-warning-days: 7'])
    const change = 'changes expiry-warning-days from unset (the input decides) to 7 days'
    expect(renderSummary(run)).toContain(`- ${change}`)
    expect(renderText(run)).toContain(change)
    const file = JSON.parse([...renderReportFile(buildReportFile(run))].join('')) as {
      policy: { proposal: { expiryWarningDays?: unknown } }
    }
    expect(validateReportFile(file)).toEqual([])
    expect(file.policy.proposal.expiryWarningDays).toEqual({ to: 7 })
  })

  it('a proposed dependency-files is shown in the summary, the text and the report file', () => {
    const run = judgedRun([...headText, 'dependency-files: ["**/yarn.lock", "!a/**", b, c]'])
    const change =
      'changes dependency-files from unset (the input decides) to **/yarn.lock, !a/**, b and 1 more'
    // The text report wraps its lines.
    expect(renderText(run).replace(/\s+/g, ' ')).toContain(change)
    expect(renderSummary(run)).toContain(
      'changes dependency-files from unset (the input decides) to \\*\\*/yarn.lock',
    )
    const file = JSON.parse([...renderReportFile(buildReportFile(run))].join('')) as {
      policy: { proposal: { dependencyFiles?: unknown } }
    }
    expect(validateReportFile(file)).toEqual([])
    expect(file.policy.proposal.dependencyFiles).toEqual({
      to: ['**/yarn.lock', '!a/**', 'b', 'c'],
    })
  })

  it('the report file and the SARIF log validate, with a suppression on each covered finding', async () => {
    const run = judgedRun()
    const file = JSON.parse([...renderReportFile(buildReportFile(run))].join('')) as {
      findings: { id: string; suppression?: { kind: string } }[]
    }
    expect(validateReportFile(file)).toEqual([])
    expect(file.findings.map((f) => [f.id, f.suppression?.kind])).toEqual([
      ['f-sqli', 'suppressed'],
      ['f-xss', 'suppressed'],
      ['f-hash', undefined],
      ['f-vendor', 'excluded'],
      ['f-script', undefined],
    ])
    const log = JSON.parse(
      [
        ...(
          await buildSarif(run, {
            toolVersion: '1.0.0',
            informationUri: 'https://github.com/acme/security-scan-action',
          })
        ).chunks,
      ].join(''),
    ) as {
      runs: { results: { suppressions?: unknown[] }[] }[]
    }
    expect(validateWithSchema(log)).toEqual([])
    expect(log.runs[0]?.results.filter((r) => r.suppressions !== undefined)).toHaveLength(3)
  })
})
