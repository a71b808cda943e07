import { describe, expect, it } from 'vitest'
import {
  CHECK_SUMMARY_MAX_CHARS,
  renderCheckRunOutput,
  renderCheckRunTitle,
} from '../../src/report/check-output.js'
import { makeCounts, makeFinding, makeOutcome } from '../../testkit/builders/report.js'
import { makeDependencyHit, makeDependencyReport } from '../../testkit/builders/dependencies.js'
import { makeApplication, makePolicyReport } from '../../testkit/builders/policy-report.js'
import { makePolicyOutcome } from './policy-outcome.js'

describe('renderCheckRunTitle', () => {
  it('names the non-zero severities and the result', () => {
    const report = makeOutcome({
      counts: makeCounts({ critical: 2, high: 5, info: 1 }),
      gate: { result: 'failed', threshold: 'high', warnOnly: false, reason: 'r' },
    })
    expect(renderCheckRunTitle(report)).toBe('2 critical, 5 high, 1 info — failed')
  })

  it('says no findings when the counts are all zero', () => {
    expect(renderCheckRunTitle(makeOutcome())).toBe('no findings — passed')
  })

  it('marks warn-only', () => {
    const report = makeOutcome({
      counts: makeCounts({ high: 1 }),
      gate: { result: 'warned', threshold: 'high', warnOnly: true, reason: 'r' },
    })
    expect(renderCheckRunTitle(report)).toBe('1 high — warned (warn-only)')
  })

  it('uses the problem, on one short line, when there are no counts', () => {
    const report = makeOutcome({
      counts: undefined,
      problem: `Scan timed out\nafter 60m ${'x'.repeat(200)}`,
      gate: { result: 'pending', threshold: 'high', warnOnly: false, reason: 'r' },
    })
    const title = renderCheckRunTitle(report)
    expect(title).toMatch(/^Scan timed out after 60m x+… — pending$/)
    expect(title.length).toBeLessThan(100)
  })

  it('says the scan did not finish when there is neither counts nor problem', () => {
    const report = makeOutcome({
      counts: undefined,
      gate: { result: 'pending', threshold: 'high', warnOnly: false, reason: 'r' },
    })
    expect(renderCheckRunTitle(report)).toBe('Scan not finished — pending')
  })
})

describe('renderCheckRunOutput', () => {
  it('carries the title and the same content as the job summary', () => {
    const output = renderCheckRunOutput(
      makeOutcome({
        counts: makeCounts({ low: 1 }),
        findings: [makeFinding({ severity: 'low', title: 'Weak' })],
      }),
    )
    expect(output.title).toBe('1 low — passed')
    expect(output.summary).toContain('| 🔵 Low | 1 |')
    expect(output.summary).toContain('| 🔵 Low | Weak | — |')
  })

  it('keeps the summary within 65,535 characters for a huge scan', () => {
    const findings = Array.from({ length: 20_000 }, (_, i) =>
      makeFinding({ id: `${i}`, severity: 'critical', title: `😀<${'t'.repeat(500)}> ${i}` }),
    )
    const output = renderCheckRunOutput(
      makeOutcome({ counts: makeCounts({ critical: 20_000 }), findings }),
    )
    expect(output.summary.length).toBeLessThanOrEqual(CHECK_SUMMARY_MAX_CHARS)
    expect(Buffer.byteLength(output.summary)).toBeLessThanOrEqual(CHECK_SUMMARY_MAX_CHARS)
    expect(output.summary).toContain('| **Total** | **20000** |')
    expect(output.summary).toMatch(/… and \d+ more findings not shown/)
    expect(output.summary).not.toContain('<')
  })
})

describe('the title with the dependency check', () => {
  it('names malicious dependencies, or an incomplete check, beside the findings', () => {
    const hits = [makeDependencyHit({ name: 'a' }), makeDependencyHit({ name: 'b' })]
    const gate = {
      result: 'failed' as const,
      threshold: 'high' as const,
      warnOnly: false,
      reason: 'r',
    }
    expect(
      renderCheckRunTitle(
        makeOutcome({ counts: makeCounts({}), gate, dependencies: makeDependencyReport({ hits }) }),
      ),
    ).toBe('no findings, 2 malicious dependencies — failed')
    expect(
      renderCheckRunTitle(
        makeOutcome({
          counts: makeCounts({ low: 1 }),
          gate,
          dependencies: makeDependencyReport({ problem: 'x' }),
        }),
      ),
    ).toBe('1 low, dependency check incomplete — failed')
    expect(
      renderCheckRunTitle(
        makeOutcome({ counts: makeCounts({}), dependencies: makeDependencyReport() }),
      ),
    ).toBe('no findings — passed')
  })
})

describe('the title with a policy file', () => {
  it('says how many findings the policy kept from the gate, and how many suppressions lapsed', () => {
    const passed = makeOutcome({
      counts: makeCounts({ critical: 1 }),
      policy: makePolicyReport({ applied: makeApplication({ suppressed: 3 }) }),
    })
    expect(renderCheckRunTitle(passed)).toBe('1 critical — passed (3 suppressed)')
    expect(renderCheckRunTitle(makePolicyOutcome())).toBe(
      '1 critical, 3 high, 1 medium — failed (2 suppressed, 1 excluded, 2 suppressions lapsed)',
    )
    const nothingKept = makeOutcome({ policy: makePolicyReport() })
    expect(renderCheckRunTitle(nothingKept)).toBe('no findings — passed')
  })

  it('says when an outage passed the job by on-service-error: warn', () => {
    const outage = makeOutcome({
      counts: undefined,
      problem: 'The service could not be reached',
      gate: { result: 'unknown', threshold: 'high', warnOnly: false, reason: 'r' },
    })
    expect(renderCheckRunTitle({ ...outage, serviceOutage: { onServiceError: 'warn' } })).toBe(
      'The service could not be reached — unknown (service unreachable, passed by on-service-error: warn)',
    )
    expect(renderCheckRunTitle({ ...outage, serviceOutage: { onServiceError: 'fail' } })).toBe(
      'The service could not be reached — unknown',
    )
  })

  it('carries the Policy section in the summary', () => {
    expect(renderCheckRunOutput(makePolicyOutcome()).summary).toContain(
      '**2 suppressed (1 expiring soon), 1 excluded**',
    )
  })
})
