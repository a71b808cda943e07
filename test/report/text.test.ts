import { describe, expect, it } from 'vitest'
import { renderText, TEXT_MAX_FINDINGS } from '../../src/report/formats/text.js'
import { OUTAGE_PASSED_LINE } from '../../src/report/policy-words.js'
import type { RunOutcome } from '../../src/outcome/outcome.js'
import {
  makeCounts,
  makeFinding,
  makeLocatedFinding,
  makeOutcome,
} from '../../testkit/builders/report.js'
import { makeEstimationFacts } from '../../testkit/builders/estimation.js'
import { makeDependencyHit, makeDependencyReport } from '../../testkit/builders/dependencies.js'
import { makePolicyOutcome } from './policy-outcome.js'

const failedOutcome = makeOutcome({
  counts: makeCounts({ critical: 1, high: 1, low: 3 }),
  findings: [
    makeFinding({ id: 'f-1', filePath: 'src/db.ts', lineStart: 12, ruleId: 'sql-injection' }),
    makeLocatedFinding(),
    makeFinding({ id: 'f-3', severity: 'low', title: 'Verbose errors' }),
  ],
  gate: {
    result: 'failed',
    threshold: 'high',
    warnOnly: false,
    reason: '2 findings at or above high (1 critical, 1 high)',
  },
})

function linesOf(outcome: RunOutcome, options?: { maxFindings?: number }): string[] {
  const text = renderText(outcome, options)
  expect(text.endsWith('\n')).toBe(true)
  return text.slice(0, -1).split('\n')
}

describe('renderText', () => {
  it('starts with the result and the gate reason, then the target, scan and counts', () => {
    const lines = linesOf(failedOutcome)
    expect(lines.slice(0, 5)).toEqual([
      'FAILED: 2 findings at or above high (1 critical, 1 high)',
      '',
      'Target:       acme/webapp · PR #7 · branch feature/login · commit abc1234def56',
      'Scan:         scan-42 · status completed',
      'Findings:     1 critical · 1 high · 0 medium · 3 low · 0 info (5 in all)',
    ])
  })

  it('lists the findings at or above the threshold, most severe first, where then what', () => {
    const text = renderText(failedOutcome)
    expect(text).toContain(
      [
        '',
        'Findings at or above high (2):',
        '  CRITICAL  src/run.ts:3-5',
        '            RCE',
        '  HIGH      src/db.ts:12',
        '            SQL injection (rule sql-injection)',
        '',
      ].join('\n'),
    )
    expect(text).not.toContain('Verbose errors')
  })

  it(`shows ${TEXT_MAX_FINDINGS} findings by default, or maxFindings, and counts the rest`, () => {
    const findings = Array.from({ length: 30 }, (_, i) =>
      makeFinding({ id: `f-${i}`, title: `Finding ${i}` }),
    )
    const outcome = { ...failedOutcome, counts: makeCounts({ high: 35 }), findings }
    const lines = linesOf(outcome)
    expect(lines.filter((l) => l.startsWith('  HIGH'))).toHaveLength(TEXT_MAX_FINDINGS)
    expect(lines.at(-1)).toBe('  … and 15 more (see the dashboard, the SARIF or the JSON report)')
    const two = linesOf(outcome, { maxFindings: 2 })
    expect(two.slice(-5)).toEqual([
      '  HIGH      (no file)',
      '            Finding 0',
      '  HIGH      (no file)',
      '            Finding 1',
      '  … and 33 more (see the dashboard, the SARIF or the JSON report)',
    ])
  })

  it('says when nothing reached the threshold, and when no scan ran', () => {
    expect(linesOf(makeOutcome()).at(-1)).toBe('No findings at or above high.')
    const noScan = makeOutcome({
      scan: undefined,
      counts: undefined,
      gate: { result: 'unknown', threshold: 'high', warnOnly: false, reason: 'no API key' },
      stop: 'no-key',
      problem: 'no API key',
    })
    const lines = linesOf(noScan)
    expect(lines[0]).toBe('UNKNOWN: no API key')
    expect(lines).toContain('Scan:         not started')
    expect(lines.at(-1)).toBe('Findings:     No counts: no scan ran.')
    // The problem is the reason already: not said twice.
    expect(lines.some((l) => l.startsWith('Problem:'))).toBe(false)
  })

  it('says a reused scan, a warning and a gate without a threshold', () => {
    const reason =
      '1 finding at or above high (1 critical); warn-only is set, so the job does not fail'
    const outcome = makeOutcome({
      scan: { id: 'scan-42', status: 'completed', reused: true },
      counts: makeCounts({ critical: 1 }),
      findings: [makeLocatedFinding()],
      gate: { result: 'warned', threshold: 'high', warnOnly: true, reason },
    })
    const lines = linesOf(outcome)
    expect(lines[0]).toBe(`WARNED: ${reason}`)
    expect(lines).toContain(
      'Scan:         scan-42 · status completed · reused: started earlier for the same commit',
    )
    expect(lines.slice(-2)).toEqual(['  CRITICAL  src/run.ts:3-5', '            RCE'])
    const none = {
      ...outcome,
      gate: { ...outcome.gate, result: 'passed', threshold: 'none' },
    } as const
    expect(renderText(none)).not.toContain('RCE')
  })

  it('gives the estimation, the problem, the notes and an outage that passed', () => {
    const outcome = makeOutcome({
      counts: undefined,
      estimation: makeEstimationFacts({ maxCredits: 100 }),
      gate: { result: 'unknown', threshold: 'high', warnOnly: false, reason: 'service down' },
      serviceOutage: { onServiceError: 'warn' },
      problem: 'The service answered 503 five times',
      notes: ['2 findings have an unknown severity'],
    })
    const lines = linesOf(outcome)
    expect(lines.slice(0, 2)).toEqual(['UNKNOWN: service down', OUTAGE_PASSED_LINE])
    expect(lines).toContain(
      'Credits:      12 estimated · triage fee 3 · scan cost 15 · max-credits 100',
    )
    expect(lines).toContain('Problem:      The service answered 503 five times')
    expect(lines).toContain('Note:         2 findings have an unknown severity')
  })

  it('says what the policy file kept from the gate, and marks the findings it covers', () => {
    const text = renderText(makePolicyOutcome())
    expect(text).toContain(
      'Policy:       .github/security-scan.yml, read from the base commit as data, not from the checkout,\n' +
        '              so that a pull request cannot change its own gate\n' +
        '              2 suppressed (1 expiring soon), 1 excluded\n' +
        '              2 suppressions lapsed: the findings they match count again\n' +
        '              this pull request proposes 3 changes:\n',
    )
    expect(text).toContain('- adds exclude-paths scripts/** (takes effect after merge)')
    expect(text).toContain(
      '  CRITICAL  src/db.ts:12\n' +
        '            SQL injection (rule sql-injection) [suppressed until 2027-01-31]\n',
    )
    expect(text).toContain('  HIGH      scripts/run.sh:9\n            Command injection\n')
  })

  it('gives the dependency check in a line, and why it is incomplete', () => {
    const outcome = makeOutcome({
      dependencies: makeDependencyReport({
        hits: [makeDependencyHit({ name: 'evil' })],
        problem: 'package-lock.json could not be read',
      }),
    })
    expect(renderText(outcome)).toContain(
      'Dependencies: 1 malicious, 0 suspicious among 10 package versions in 1 lockfile (every lockfile)\n' +
        '              incomplete, so it cannot vouch for them: package-lock.json could not be read\n',
    )
  })

  it('prints no control character, line break or workflow command from the untrusted texts', () => {
    const hostile = makeFinding({
      title: 'RCE\u001b[2J\u0007\n::error::x',
      filePath: 'src/\u001b[31mx.ts\r\n::add-mask::y',
      lineStart: 4,
      ruleId: '##vso[task.complete]',
    })
    const outcome = makeOutcome({
      target: { ...makeOutcome().target, branch: 'main\n::warning::x' },
      findings: [hostile],
      gate: {
        result: 'failed',
        threshold: 'high',
        warnOnly: false,
        reason: '1 finding\u001b[0m',
      },
      problem: 'service said:\n::set-output name=x::1',
      notes: ['note\r\n##[error]x'],
    })
    const text = renderText(outcome)
    // eslint-disable-next-line no-control-regex
    expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/)
    expect(text).not.toContain('::')
    expect(text).not.toMatch(/##(\[|vso\[)/i)
    const lines = text.split('\n')
    expect(lines.every((l) => !/^\s*(::|##)/.test(l))).toBe(true)
    const at = lines.indexOf('  HIGH      src/ [31mx.ts : :add-mask: :y:4')
    expect(lines.slice(at, at + 2)).toEqual([
      '  HIGH      src/ [31mx.ts : :add-mask: :y:4',
      '            RCE [2J : :error: :x (rule # #vso[task.complete])',
    ])
  })

  it('stays within 100 columns, however long the texts, but for a path too long to cut', () => {
    const long = 'word '.repeat(200)
    const outcome = makeOutcome({
      findings: [
        makeFinding({
          title: long,
          filePath: `${'dir/'.repeat(30)}a.ts`,
          lineStart: 1,
          ruleId: long,
        }),
      ],
      gate: { result: 'failed', threshold: 'high', warnOnly: false, reason: long },
      problem: long,
      notes: [long],
    })
    const lines = linesOf(outcome)
    // A path is what the reader opens next: it stays whole on a line of its own.
    expect(lines.filter((l) => l.length > 100)).toEqual([`  HIGH      ${'dir/'.repeat(30)}a.ts:1`])
    expect(lines.length).toBeGreaterThan(10)
  })
})
