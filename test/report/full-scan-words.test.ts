/**
 * What the reports say of a full scan with gate: new (issue 39): told against its branch's previous
 * full scan, new "since" it; or, on the default branch's first, that it starts the record.
 */
import { describe, expect, it } from 'vitest'
import { renderCheckRunTitle } from '../../src/report/check-output.js'
import { renderGitLabSast } from '../../src/report/formats/gitlab-sast.js'
import { renderJUnit } from '../../src/report/formats/junit.js'
import { buildOutputs } from '../../src/report/outputs.js'
import { renderSummary } from '../../src/report/summary.js'
import { renderText } from '../../src/report/formats/text.js'
import { BASELINE_SCAN_ID } from '../../testkit/builders/report.js'
import { validateGitLabSast } from '../support/gitlab-sast-schema.js'
import { FIRST_REASON, makeFirstOutcome, makeFullScanOutcome } from './baseline-outcome.js'

const PREVIOUS = `main's previous full scan at 0000000, 3 days old, scan ${BASELINE_SCAN_ID}`
const GITLAB = { toolVersion: '1.4.0', startedAtMs: 0, endedAtMs: 1_000 }

interface GitLabReport {
  vulnerabilities: { name: string; details?: Record<string, { value: string }> }[]
  scan: { messages?: { level: string; value: string }[] }
}

describe("a full scan told against its branch's previous full scan", () => {
  it('JUnit names the previous full scan once per finding, and in the gate case', () => {
    const xml = renderJUnit(makeFullScanOutcome()).replaceAll('&apos;', "'")
    expect(xml).toContain(`New: not on ${PREVIOUS}`)
    expect(xml).toContain(`<system-out>Existing: on ${PREVIOUS}; not new</system-out>`)
    expect(xml).toContain(`Baseline: 1 new, 2 existing, 1 fixed, against ${PREVIOUS}`)
  })

  it('GitLab SAST says in details what is new since the previous full scan', () => {
    const text = renderGitLabSast(makeFullScanOutcome(), GITLAB)
    expect(validateGitLabSast(text)).toEqual([])
    const report = JSON.parse(text) as GitLabReport
    expect(report.vulnerabilities.map((v) => [v.name, v.details?.baseline?.value])).toEqual([
      ['Command injection', `New: not on ${PREVIOUS}`],
      ['Old RCE', `Existing: on ${PREVIOUS}; not new`],
      ['<img src=x onerror=alert(1)> | @someone #12', `Existing: on ${PREVIOUS}; not new`],
      ['Open redirect', undefined],
    ])
  })

  it('the text report counts against the previous full scan', () => {
    const text = renderText(makeFullScanOutcome()).replace(/\s+/g, ' ')
    expect(text).toContain(`Baseline: 1 new · 2 existing · 1 fixed, against ${PREVIOUS}`)
  })

  it('the summary says since which commit, as a sentence; the title names that commit', () => {
    const md = renderSummary(makeFullScanOutcome())
    expect(md).toContain(
      "**1 new finding since main's previous full scan at 0000000, and 1 of its findings fixed**",
    )
    expect(renderCheckRunTitle(makeFullScanOutcome())).toBe(
      '1 new finding (1 critical) · 2 existing at 0000000 · 1 fixed — failed',
    )
  })
})

describe("the default branch's first full scan", () => {
  it('JUnit passes saying the record starts, with no baseline properties', () => {
    const xml = renderJUnit(makeFirstOutcome())
    expect(xml).toContain(`Reason: ${FIRST_REASON}`)
    expect(xml).toContain(`Baseline: ${FIRST_REASON}`)
    expect(xml).not.toContain('baseline-scan-id')
    expect(xml).not.toMatch(/New:|Existing:/)
  })

  it('GitLab SAST informs (not warns) that the record starts, and marks no finding', () => {
    const text = renderGitLabSast(makeFirstOutcome(), GITLAB)
    expect(validateGitLabSast(text)).toEqual([])
    const report = JSON.parse(text) as GitLabReport
    expect(report.scan.messages).toEqual([{ level: 'info', value: `Baseline: ${FIRST_REASON}` }])
    expect(report.vulnerabilities.some((v) => v.details !== undefined)).toBe(false)
  })

  it('the text report and the title say the record starts', () => {
    const text = renderText(makeFirstOutcome()).replace(/\s+/g, ' ')
    expect(text).toContain(`PASSED: ${FIRST_REASON}`)
    expect(text).toContain(`Baseline: ${FIRST_REASON}`)
    expect(renderCheckRunTitle(makeFirstOutcome())).toBe(
      '2 critical, 1 high, 1 medium — passed (first full scan of main: the record starts)',
    )
  })

  it('outputs: none new, and no existing, fixed or baseline scan', () => {
    const outputs = buildOutputs(makeFirstOutcome(), {})
    expect(outputs).toMatchObject({
      'findings-new': '0',
      'findings-existing': '',
      'findings-fixed': '',
      'baseline-scan-id': '',
      'baseline-commit': '',
    })
  })
})
