import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { renderCheckRunOutput } from '../../src/report/check-output.js'
import { renderPrComment } from '../../src/report/pr-comment.js'
import { buildReportFile, renderReportFile } from '../../src/report/formats/report-file.js'
import { renderSummary } from '../../src/report/summary.js'
import { makeOutcomeWithoutPolicy } from './outcome-without-policy.js'

/**
 * Without a policy file nothing changes: each report is byte for byte what the code before the
 * policy file's reports wrote (test/fixtures/reports/), but the report file's schemaVersion.
 */
function fixture(name: string): string {
  return readFileSync(new URL(`../fixtures/reports/${name}`, import.meta.url), 'utf8')
}

describe('a run without a policy file', () => {
  const outcome = makeOutcomeWithoutPolicy()

  it('has the job summary it had', () => {
    expect(renderSummary(outcome)).toBe(fixture('summary-without-policy.md'))
  })

  it('has the check run title and PR comment it had', () => {
    expect(`${renderCheckRunOutput(outcome).title}\n`).toBe(
      fixture('check-run-title-without-policy.txt'),
    )
    const options = {
      checkName: 'Security scan',
      checkRunUrl: 'https://github.com/acme/webapp/runs/1',
    }
    expect(renderPrComment(outcome, options)).toBe(fixture('pr-comment-without-policy.md'))
  })

  it('has the report file it had, but for schemaVersion 2', () => {
    const before = fixture('report-file-without-policy.json')
    expect(before).toContain('\n  "schemaVersion": 1,\n')
    expect([...renderReportFile(buildReportFile(outcome))].join('')).toBe(
      before.replace('\n  "schemaVersion": 1,\n', '\n  "schemaVersion": 2,\n'),
    )
  })
})
