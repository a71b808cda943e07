/**
 * gate: new in the files other tools read: SARIF results carry baselineState (validated with the
 * OASIS schema and the Multitool's GitHub rules), the report file a `baseline` and each finding
 * its `baselineState` (validated with docs/report-file.schema.json), GitLab's SAST report says it
 * in `details`. Fixed findings are counted, never results.
 */
import type { Log } from 'sarif'
import { describe, expect, it } from 'vitest'
import { buildSarif } from '../../src/report/formats/sarif.js'
import { buildReportFile, renderReportFile } from '../../src/report/formats/report-file.js'
import { renderGitLabSast } from '../../src/report/formats/gitlab-sast.js'
import type { RunOutcome } from '../../src/outcome/outcome.js'
import { BASELINE_SCAN_ID } from '../../testkit/builders/report.js'
import { BASE_SHA } from '../../testkit/ids.js'
import { validateGitLabSast } from '../support/gitlab-sast-schema.js'
import { validateReportFile } from './report-file-validate.js'
import { validateWithMultitool, validateWithSchema } from './sarif-validate.js'
import { BASELINE_PROBLEM, makeBaselineOutcome, makeProblemOutcome } from './baseline-outcome.js'

async function sarifOf(outcome: RunOutcome): Promise<{ text: string; log: Log }> {
  const document = await buildSarif(outcome, {
    toolVersion: '1.4.0',
    informationUri: 'https://github.com/acme/security-scan-action',
  })
  const text = [...document.chunks].join('')
  return { text, log: JSON.parse(text) as Log }
}

function reportFileOf(outcome: RunOutcome): Record<string, unknown> & {
  findings: Record<string, unknown>[]
} {
  const text = [...renderReportFile(buildReportFile(outcome))].join('')
  return JSON.parse(text) as ReturnType<typeof reportFileOf>
}

describe('SARIF against a baseline', () => {
  it('marks compared results new or unchanged, others not at all, and writes no fixed finding', async () => {
    const { text, log } = await sarifOf(makeBaselineOutcome())
    const run = log.runs[0]!
    const states = run.results?.map((r) => [r.properties?.['finding-id'], r.baselineState])
    expect(states).toEqual([
      ['n-1', 'new'],
      ['e-2', 'unchanged'],
      ['e-1', 'unchanged'],
      ['m-1', undefined],
    ])
    expect(text).not.toContain('x-1')
    expect(run.properties?.baseline).toEqual({
      'scan-id': BASELINE_SCAN_ID,
      commit: BASE_SHA,
      branch: 'main',
      compared: ['critical', 'high'],
      new: 1,
      existing: 2,
      fixed: 1,
    })
    expect(validateWithSchema(log)).toEqual([])
    expect(await validateWithMultitool(text)).toEqual({ errors: [], warnings: [] })
  })

  it('marks no result when there was no baseline, and says why', async () => {
    const { log } = await sarifOf(makeProblemOutcome())
    const run = log.runs[0]!
    expect(run.results?.some((r) => 'baselineState' in r)).toBe(false)
    expect(run.properties?.['baseline-problem']).toBe(BASELINE_PROBLEM)
    expect(validateWithSchema(log)).toEqual([])
  })

  it('rejects a baselineState the schema does not know (the check can fail)', async () => {
    const { log } = await sarifOf(makeBaselineOutcome())
    log.runs[0]!.results![0]!.baselineState = 'existing' as 'new'
    expect(validateWithSchema(log).join('\n')).toContain('baselineState')
  })
})

describe('the report file against a baseline', () => {
  it('says the baseline and each compared finding’s state, valid against its schema', () => {
    const file = reportFileOf(makeBaselineOutcome())
    expect(file.baseline).toEqual({
      scanId: BASELINE_SCAN_ID,
      commit: BASE_SHA,
      branch: 'main',
      createdAt: '2026-11-24T09:00:00Z',
      via: 'marker',
      compared: ['critical', 'high'],
      counts: { new: 1, existing: 2, fixed: 1 },
    })
    expect(file.findings.map((f) => [f.id, f.baselineState])).toEqual([
      ['e-1', 'existing'],
      ['m-1', undefined],
      ['n-1', 'new'],
      ['e-2', 'existing'],
    ])
    expect(validateReportFile(file)).toEqual([])
  })

  it('says why there was no baseline, with no state and no counts', () => {
    const file = reportFileOf(makeProblemOutcome())
    expect(file.baseline).toEqual({ problem: BASELINE_PROBLEM, compared: ['critical', 'high'] })
    expect(file.findings.some((f) => 'baselineState' in f)).toBe(false)
    expect(validateReportFile(file)).toEqual([])
  })

  it('writes a finding’s suppression and state both, as JSON.stringify would', () => {
    const outcome = makeBaselineOutcome()
    const built = buildReportFile(outcome)
    const text = [...renderReportFile(built)].join('')
    const parsed = JSON.parse(text) as ReturnType<typeof reportFileOf>
    expect(text).toBe(`${JSON.stringify(parsed, null, 2)}\n`)
    expect(validateReportFile({ ...parsed, baseline: { compared: ['urgent'] } })).not.toEqual([])
  })
})

describe('GitLab SAST against a baseline', () => {
  const options = { toolVersion: '1.4.0', startedAtMs: 0, endedAtMs: 1_000 }
  type Report = {
    vulnerabilities: { name: string; details?: Record<string, { value: string }> }[]
    scan: { messages?: { level: string; value: string }[] }
  }

  it('says in details which findings are new and which the target branch had', () => {
    const text = renderGitLabSast(makeBaselineOutcome(), options)
    expect(validateGitLabSast(text)).toEqual([])
    const report = JSON.parse(text) as Report
    const said = report.vulnerabilities.map((v) => [v.name, v.details?.baseline?.value])
    expect(said).toEqual([
      [
        'Command injection',
        `New: introduced by this change (not on main at 0000000, 3 days old, scan ${BASELINE_SCAN_ID})`,
      ],
      [
        'Old RCE',
        `Existing: on main at 0000000, 3 days old, scan ${BASELINE_SCAN_ID}; not introduced here`,
      ],
      ['<img src=x onerror=alert(1)> | @someone #12', expect.stringMatching(/^Existing: on main/)],
      ['Open redirect', undefined],
    ])
  })

  it('says why there was no baseline in a message, and marks no finding', () => {
    const text = renderGitLabSast(makeProblemOutcome(), options)
    expect(validateGitLabSast(text)).toEqual([])
    const report = JSON.parse(text) as Report
    expect(report.scan.messages).toContainEqual({
      level: 'warn',
      value: `Baseline: ${BASELINE_PROBLEM}`,
    })
    expect(report.vulnerabilities.some((v) => v.details !== undefined)).toBe(false)
  })
})
