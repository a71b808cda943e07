import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { reportFileSchema } from '../../src/report/formats/report-file.js'
import { validateReportFile } from '../report/report-file-validate.js'
import { describeE2e, MIXED_FINDINGS } from './env.js'

/** report-file, through dist/index.js: a JSON file later steps can read, in its schema. */
describeE2e('the report file, through dist/index.js', (env) => {
  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })

  it('writes every finding read, the counts and the gate, in the documented schema', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'report-file-'))
    dirs.push(dir)
    const path = join(dir, 'nested', 'scan.json')
    env.emu.plan.scan = { findings: MIXED_FINDINGS }

    const run = await env.run({ inputs: { 'report-file': path } })

    expect(run.outputs['report-file']).toBe(path)
    const text = readFileSync(path, 'utf8')
    expect(text).not.toContain(env.key)
    const parsed = JSON.parse(text) as unknown
    // As a strict consumer reads it: the published JSON Schema, not only the zod it comes from.
    expect(validateReportFile(parsed)).toEqual([])
    const file = reportFileSchema.parse(parsed)
    expect(file.scan?.id).toBe(run.outputs['scan-id'])
    expect(file.gate.result).toBe(run.outputs.result)
    expect(file.findingsRead).toBe('all')
    expect(file.findings).toHaveLength(MIXED_FINDINGS.length)
    expect(file.counts?.critical).toBe(Number(run.outputs['findings-critical']))
    expect(file.target).toMatchObject({ scanType: 'pr', repository: 'acme/webapp', prNumber: 7 })
  })
})
