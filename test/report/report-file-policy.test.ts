import { describe, expect, it } from 'vitest'
import {
  buildReportFile,
  renderReportFile,
  type ReportFile,
} from '../../src/report/formats/report-file.js'
import type { Coverage } from '../../src/policy/policy.js'
import type { RunOutcome } from '../../src/outcome/outcome.js'
import { makeFinding, makeOutcome } from '../../testkit/builders/report.js'
import { makeApplication, makePolicyReport } from '../../testkit/builders/policy-report.js'
import { active, makePolicyOutcome, policyFindings } from './policy-outcome.js'
import { validateReportFile } from './report-file-validate.js'

const full = { ...makeOutcome().target, scanType: 'full' as const }

/** The run of policy-outcome.ts, its proposed file invalid. */
function outcomeWith(overrides: Partial<RunOutcome> = {}): RunOutcome {
  const outcome = makePolicyOutcome(overrides)
  const policy = outcome.policy!
  const errors = [{ place: { line: 40, column: 7 }, message: 'suppressions[6].expires: required' }]
  return { ...outcome, policy: { ...policy, proposal: { ...policy.proposal!, errors } } }
}

const written = (file: ReportFile) =>
  JSON.parse([...renderReportFile(file)].join('')) as {
    findings: Record<string, unknown>[]
    policy: Record<string, unknown>
  }

describe('the report file with a policy (schema version 2)', () => {
  it('states the policy: counts, lapsed, expiring and stale entries, and the proposal', () => {
    const file = buildReportFile(outcomeWith({ target: full }))
    expect(file.schemaVersion).toBe(2)
    expect(file.policy).toEqual({
      path: '.github/security-scan.yml',
      source: 'base-commit',
      onServiceError: 'fail',
      expiryWarningDays: 14,
      applied: {
        suppressed: 2,
        excluded: 1,
        expiringSoon: [
          {
            line: 11,
            id: 'f-3',
            reason: 'Fixed upstream in lib 2.1; bump pending',
            expires: '2026-03-10',
            expiresAt: '2026-03-10T23:59:59.999Z',
            owner: '@bob',
            findings: 1,
          },
        ],
        lapsed: [
          {
            line: 17,
            cwe: '79',
            paths: ['web/legacy/**'],
            reason: 'Legacy pages, sanitised by the proxy',
            expires: '2026-01-31',
            expiresAt: '2026-01-31T23:59:59.999Z',
            owner: 'web-team',
            findings: 1,
          },
          // Not a real date: no expiresAt.
          {
            line: 23,
            rule: 'weak-hash',
            reason: 'Checksums only, not passwords',
            expires: '2026-02-30',
            findings: 0,
          },
        ],
        stale: [expect.objectContaining({ line: 29, rule: 'old-rule', owner: 'carol' })],
      },
      proposal: {
        path: '.github/security-scan.yml',
        addedSuppressions: [expect.objectContaining({ line: 35, id: 'f-5', owner: 'mallory' })],
        addedExcludePaths: ['scripts/**'],
        onServiceError: { from: 'fail', to: 'warn' },
        errors: [{ line: 40, column: 7, message: 'suppressions[6].expires: required' }],
        wouldCover: ['f-5'],
      },
    })
  })

  it('lists stale suppressions on a full scan only, and says when the policy was not applied', () => {
    expect(buildReportFile(outcomeWith()).policy?.applied).not.toHaveProperty('stale')
    const unapplied = buildReportFile(
      makePolicyOutcome({
        policy: makePolicyReport({ applied: undefined, onServiceError: 'warn' }),
      }),
    )
    expect(unapplied.policy).toEqual({
      path: '.github/security-scan.yml',
      source: 'base-commit',
      onServiceError: 'warn',
      expiryWarningDays: 14,
    })
  })

  it('writes each covered finding with its suppression last, as JSON.stringify would, without copying the findings', () => {
    const report = outcomeWith()
    const file = buildReportFile(report)
    expect(file.findings).toBe(report.findings)
    const suppressionOf: Record<string, unknown> = {
      'f-1': {
        kind: 'suppressed',
        reason: 'Input is a constant; reviewed',
        expires: '2027-01-31',
        owner: 'alice',
        ticket: 'SEC-12',
        line: 5,
      },
      'f-3': {
        kind: 'suppressed',
        reason: 'Fixed upstream in lib 2.1; bump pending',
        expires: '2026-03-10',
        owner: '@bob',
        line: 11,
      },
      'f-4': { kind: 'excluded', glob: 'vendor/**' },
    }
    const expected = {
      ...file,
      findings: policyFindings.map((f) => ({
        ...f,
        ...(suppressionOf[f.id] === undefined ? {} : { suppression: suppressionOf[f.id] }),
      })),
    }
    expect([...renderReportFile(file)].join('')).toBe(`${JSON.stringify(expected, null, 2)}\n`)
  })

  it('validates against docs/report-file.schema.json, suppressions, policy and outage included', () => {
    const file = written(
      buildReportFile(outcomeWith({ serviceOutage: { onServiceError: 'warn' } })),
    )
    expect(validateReportFile(file)).toEqual([])
    expect(
      file.findings.map((f) => (f.suppression as { kind?: string } | undefined)?.kind),
    ).toEqual(['suppressed', undefined, 'suppressed', 'excluded', undefined])
    expect(file).toMatchObject({ serviceOutage: { onServiceError: 'warn' } })
    // What a strict consumer would reject is named: the schema is not vacuous.
    const f0 = { ...file.findings[0], suppression: { kind: 'suppressed', reason: 'r' } }
    expect(validateReportFile({ ...file, findings: [f0] })).not.toEqual([])
  })

  it('writes 100,000 findings, a third of them covered, in pieces of a hundred', () => {
    const many = Array.from({ length: 100_000 }, (_, i) =>
      makeFinding({ id: `f${i}`, severity: 'high', filePath: `src/${i}.ts`, lineStart: 1 }),
    )
    const cover = new Map<string, Coverage>(
      many
        .filter((_, i) => i % 3 === 0)
        .map((f) => [f.id, { kind: 'suppressed', suppression: active }] as const),
    )
    const file = buildReportFile(
      makeOutcome({
        findings: many,
        policy: makePolicyReport({ applied: makeApplication({ coverage: cover }) }),
      }),
    )
    let pieces = 0
    let longest = 0
    let suppressions = 0
    for (const piece of renderReportFile(file)) {
      pieces += 1
      longest = Math.max(longest, piece.length)
      suppressions += piece.split('"suppression": {').length - 1
    }
    expect(suppressions).toBe(cover.size)
    expect(pieces).toBeGreaterThan(1_000)
    expect(longest).toBeLessThan(100_000)
  })
})
