import { describe, expect, it } from 'vitest'
import { sweepReportFileSchema } from '../../src/report/formats/report-file-sweep.js'
import { decideSweep } from '../../src/sweep/outcome.js'
import { renderSweepReportFile } from '../../src/sweep/report-file.js'
import { makeFinding } from '../../testkit/builders/report.js'
import { validateReportFile } from '../report/report-file-validate.js'
import { judgedItem, unjudgedItem } from './helpers.js'

const GATE = { failOnSeverity: 'high', warnOnly: false } as const

describe('the sweep report file', () => {
  it('is valid against the published schema, with every repository and its own report', () => {
    const breaching = judgedItem(
      'acme/api',
      { high: 2 },
      {
        findings: [makeFinding({ severity: 'high' }), makeFinding({ id: 'f-2', severity: 'high' })],
      },
    )
    breaching.sarif = { path: 'sarif/acme__api.sarif', upload: { ok: true, id: 'up-1' } }
    const refused = judgedItem('acme/web')
    refused.sarif = {
      path: 'sarif/acme__web.sarif',
      upload: { ok: false, problem: 'refused (403)' },
    }
    const outcome = decideSweep(
      {
        items: [
          breaching,
          refused,
          unjudgedItem(
            'acme/old',
            'skipped',
            'Not scanned: its languages are not supported (COBOL)',
          ),
          unjudgedItem('acme/gone', 'failed', 'Its cost estimation failed: no clone', {
            scanId: 'scan-9',
            stop: 'aborted',
          }),
        ],
        problem: 'The job was cancelled',
      },
      GATE,
    )
    const text = [...renderSweepReportFile(outcome)].join('')
    const parsed = JSON.parse(text) as unknown
    expect(validateReportFile(parsed)).toEqual([])
    const file = sweepReportFileSchema.parse(parsed)
    expect(file.schemaVersion).toBe(3)
    expect(file.sweep).toMatchObject({
      counts: { repositories: 4, judged: 2, breaching: 1, failed: 1, skipped: 1 },
      problem: 'The job was cancelled',
      gate: { result: 'failed' },
    })
    expect(file.repositories.map((r) => [r.repository, r.status])).toEqual([
      ['acme/api', 'judged'],
      ['acme/web', 'judged'],
      ['acme/old', 'skipped'],
      ['acme/gone', 'failed'],
    ])
    expect(file.repositories[0]?.report.findings).toHaveLength(2)
    expect(file.repositories[0]?.sarifUpload).toEqual({ ok: true, id: 'up-1' })
    expect(file.repositories[1]?.sarifUpload).toEqual({ ok: false, problem: 'refused (403)' })
    expect(file.repositories[3]?.report.scan?.id).toBe('scan-9')
  })

  it('is valid with no repository at all', () => {
    const outcome = decideSweep({ items: [], problem: 'repositories: not valid' }, GATE)
    const parsed = JSON.parse([...renderSweepReportFile(outcome)].join('')) as unknown
    expect(validateReportFile(parsed)).toEqual([])
    expect(sweepReportFileSchema.parse(parsed).repositories).toEqual([])
  })
})
