import { describe, expect, it } from 'vitest'
import { buildOutputs, OUTPUT_NAMES } from '../../src/report/outputs.js'
import {
  BASELINE_SCAN_ID,
  makeBaselineProblem,
  makeBaselineReport,
  makeCounts,
  makeFinding,
  makeOutcome,
} from '../../testkit/builders/report.js'
import { BASE_SHA } from '../../testkit/ids.js'
import { makeEstimationFacts } from '../../testkit/builders/estimation.js'
import { makeApplication, makePolicyReport } from '../../testkit/builders/policy-report.js'

describe('buildOutputs', () => {
  it('sets every output from the report, counts from the summary', () => {
    const report = makeOutcome({
      counts: makeCounts({ critical: 1, high: 2, medium: 3, low: 4, info: 5 }),
      // Only one finding read: the counts must still come from the summary.
      findings: [makeFinding()],
      findingsRead: 'partial',
      gate: { result: 'failed', threshold: 'high', warnOnly: false, reason: 'r' },
      estimation: makeEstimationFacts({ totalCredits: 12.5, triageFeeCredits: 2.5 }),
    })
    expect(buildOutputs(report, { checkRunId: 99 })).toEqual({
      // Without gate: new, no finding was told against a baseline.
      'findings-new': '',
      'findings-existing': '',
      'findings-fixed': '',
      'baseline-scan-id': '',
      'baseline-commit': '',
      'estimation-id': 'est-1',
      'scan-id': 'scan-42',
      'scan-status': 'completed',
      'scan-reused': 'false',
      'total-credits': '12.5',
      'credits-estimated': '15',
      'findings-total': '15',
      'findings-critical': '1',
      'findings-high': '2',
      'findings-medium': '3',
      'findings-low': '4',
      'findings-info': '5',
      'findings-suppressed': '',
      'dependencies-malicious': '',
      'dependencies-suspicious': '',
      result: 'failed',
      'check-run-id': '99',
      'report-file': '',
      'sarif-file': '',
    })
  })

  it('counts flagged dependencies, and gives no count for a check that could not finish', () => {
    const hit = (name: string, level: 'malicious' | 'suspicious') => ({
      name,
      version: '1.0.0',
      level,
      locations: [{ path: 'package-lock.json' }],
    })
    const dependencies = {
      scope: 'every lockfile',
      lockfiles: [{ path: 'package-lock.json', packages: 3 }],
      packagesChecked: 3,
      hits: [hit('a', 'malicious'), hit('b', 'malicious'), hit('c', 'suspicious')],
      errors: [],
      notes: [],
    }
    const outputs = buildOutputs(makeOutcome({ dependencies }))
    expect(outputs['dependencies-malicious']).toBe('2')
    expect(outputs['dependencies-suspicious']).toBe('1')
    const incomplete = buildOutputs(
      makeOutcome({ dependencies: { ...dependencies, problem: 'verdicts could not be read' } }),
    )
    expect(incomplete['dependencies-malicious']).toBe('')
    expect(incomplete['dependencies-suspicious']).toBe('')
  })

  it('prefers the estimation id it is given', () => {
    expect(buildOutputs(makeOutcome(), { estimationId: 'est-9' })['estimation-id']).toBe('est-9')
  })

  it('sets unknown values to an empty string, keeping every key', () => {
    const outputs = buildOutputs(
      makeOutcome({
        scan: undefined,
        counts: undefined,
        gate: { result: 'pending', threshold: 'high', warnOnly: false, reason: 'r' },
      }),
      {},
    )
    expect(Object.keys(outputs).sort()).toEqual([...OUTPUT_NAMES].sort())
    expect(outputs.result).toBe('pending')
    expect(outputs['scan-reused']).toBe('false')
    const unknown = OUTPUT_NAMES.filter((n) => n !== 'result' && n !== 'scan-reused')
    for (const name of unknown) expect(outputs[name]).toBe('')
  })

  it('keeps service values on one line', () => {
    const outputs = buildOutputs(
      makeOutcome({ scan: { id: 'id\n"; rm -rf /', status: 'done\r\nX=1' } }),
      {},
    )
    expect(outputs['scan-id']).toBe('id "; rm -rf /')
    // A status goes out only as a plain word: outputs get pasted into run: scripts.
    expect(outputs['scan-status']).toBe('unknown')
    const plain = buildOutputs(makeOutcome({ scan: { id: 'a', status: ' Completed ' } }))
    expect(plain['scan-status']).toBe('completed')
    const shell = buildOutputs(makeOutcome({ scan: { id: 'a', status: 'x$(curl evil)`id`' } }))
    expect(shell['scan-status']).toBe('unknown')
  })

  it('hands on no count the gate could not trust', () => {
    const outputs = buildOutputs(
      makeOutcome({
        counts: makeCounts({ critical: 0 }),
        gate: { result: 'unknown', threshold: 'high', warnOnly: false, reason: 'r' },
      }),
    )
    expect(outputs).toMatchObject({
      result: 'unknown',
      'findings-total': '',
      'findings-critical': '',
      'findings-info': '',
    })
  })

  it('counts the findings the policy kept from the gate, and gives none without a policy applied', () => {
    const kept = makePolicyReport({ applied: makeApplication({ suppressed: 3, excluded: 2 }) })
    expect(buildOutputs(makeOutcome({ policy: kept }))['findings-suppressed']).toBe('5')
    const none = makePolicyReport({ applied: makeApplication() })
    expect(buildOutputs(makeOutcome({ policy: none }))['findings-suppressed']).toBe('0')
    const unapplied = makePolicyReport({ applied: undefined })
    expect(buildOutputs(makeOutcome({ policy: unapplied }))['findings-suppressed']).toBe('')
    expect(buildOutputs(makeOutcome())['findings-suppressed']).toBe('')
  })
  it('counts new, existing and fixed findings against the baseline, and names its scan', () => {
    const fresh = makeFinding({ id: 'n', severity: 'critical' })
    const existing = [makeFinding({ id: 'e1' }), makeFinding({ id: 'e2' })]
    const baseline = makeBaselineReport({ fresh: [fresh], existing, fixed: [makeFinding()] })
    const outputs = buildOutputs(makeOutcome({ findings: [fresh, ...existing], baseline }))
    expect(outputs).toMatchObject({
      'findings-new': '1',
      'findings-existing': '2',
      'findings-fixed': '1',
      'baseline-scan-id': BASELINE_SCAN_ID,
      'baseline-commit': BASE_SHA,
    })
  })

  it('counts nothing as new without a baseline, naming a scan found but not used', () => {
    const none = buildOutputs(makeOutcome({ baseline: makeBaselineProblem('No baseline: …') }))
    for (const name of ['findings-new', 'findings-existing', 'findings-fixed', 'baseline-scan-id'])
      expect(none[name as keyof typeof none], name).toBe('')
    const unread = makeBaselineReport({}, { problem: 'its findings could not be read' })
    const outputs = buildOutputs(makeOutcome({ baseline: unread }))
    expect(outputs['findings-new']).toBe('')
    expect(outputs['baseline-scan-id']).toBe(BASELINE_SCAN_ID)
    expect(outputs['baseline-commit']).toBe(BASE_SHA)
  })
})
