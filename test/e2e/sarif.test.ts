import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import type { Log } from 'sarif'
import { ACTION_URL } from '../../src/common/version.js'
import { validateWithMultitool, validateWithSchema } from '../report/sarif-validate.js'
import { describeE2e, MIXED_FINDINGS } from './env.js'
import { HEAD_SHA } from '../../testkit/ids.js'

/** Where each seeded finding must be in the SARIF log: uri and start line. */
const EXPECTED_LOCATIONS = [
  ['src/orders/search.ts', 42],
  ['src/auth/login.tsx', 88],
  ['src/profile/routes.ts', 12],
  ['src/server/errors.ts', 5],
]

/** sarif-file, through dist/index.js: a log code scanning accepts, with every finding. */
describeE2e('the SARIF file, through dist/index.js', (env) => {
  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })
  function sarifPath(): string {
    const dir = mkdtempSync(join(tmpdir(), 'sarif-e2e-'))
    dirs.push(dir)
    return join(dir, 'out', 'security-scan.sarif')
  }

  it('holds every finding, whatever fail-on-severity, and passes both validators', async () => {
    const path = sarifPath()
    env.emu.plan.scan = { findings: MIXED_FINDINGS }
    const run = await env.run({
      inputs: { 'sarif-file': path, 'fail-on-severity': 'critical' },
    })

    expect(run.outputs['sarif-file']).toBe(path)
    const text = readFileSync(path, 'utf8')
    expect(text).not.toContain(env.key)
    const log = JSON.parse(text) as Log
    expect(validateWithSchema(log)).toEqual([])
    // Zero errors and zero warnings under the rule set GitHub code scanning uses (Sarif;Gh).
    expect(await validateWithMultitool(text)).toEqual({ errors: [], warnings: [] })
    expect(log.runs[0]!.tool.driver.informationUri).toBe(ACTION_URL)

    const results = log.runs[0]!.results ?? []
    expect(results).toHaveLength(Number(run.outputs['findings-total']))
    const locations = results.map((r) => {
      const physical = r.locations?.[0]?.physicalLocation
      return [physical?.artifactLocation?.uri, physical?.region?.startLine]
    })
    expect(locations).toEqual(EXPECTED_LOCATIONS)
    expect(results.map((r) => r.level)).toEqual(['error', 'error', 'warning', 'note'])
    const rules = log.runs[0]!.tool.driver.rules ?? []
    const sqli = rules.find((rule) => rule.id === 'CWE-89/critical')
    expect(sqli?.properties?.['security-severity']).toBe('9.5')
    expect(results.every((r) => Object.keys(r.partialFingerprints ?? {}).length === 1)).toBe(true)
    expect(log.runs[0]!.versionControlProvenance?.[0]?.revisionId).toBe(HEAD_SHA)
  })

  it.each(['ndjson', 'array', 'envelope'] as const)(
    'reads a scan of 250 findings from its export (%s) in one request',
    async (exportFormat) => {
      const path = sarifPath()
      env.emu.plan.scan = { findings: { high: 50, medium: 100, low: 100 }, exportFormat }
      const run = await env.run({ inputs: { 'sarif-file': path } })
      expect(env.requests('GET /scans/{id}/findings/export')).toHaveLength(1)
      expect(env.requests('GET /findings')).toHaveLength(0)
      const log = JSON.parse(readFileSync(path, 'utf8')) as Log
      expect(log.runs[0]!.results).toHaveLength(250)
      expect(run.summary).not.toContain('Only the most severe findings were read')
    },
  )

  it('pages through the findings when the export is not something it can read', async () => {
    const path = sarifPath()
    env.emu.plan.scan = { findings: { high: 50, medium: 100, low: 100 }, exportFormat: 'html' }
    const run = await env.run({ inputs: { 'sarif-file': path } })
    expect(env.requests('GET /scans/{id}/findings/export')).toHaveLength(1)
    expect(env.requests('GET /findings')).toHaveLength(3)
    expect(run.stdout).toContain('Could not use the findings export of scan')
    const log = JSON.parse(readFileSync(path, 'utf8')) as Log
    expect(log.runs[0]!.results).toHaveLength(250)
  })

  it('writes no SARIF file when the scan failed: an empty log would close every alert', async () => {
    const path = sarifPath()
    env.emu.plan.scan = { statuses: ['queued', 'failed'] }
    const run = await env.run({ inputs: { 'sarif-file': path } })
    expect(run.exitCode).toBe(1)
    expect(run.outputs['sarif-file']).toBe('')
    expect(() => readFileSync(path)).toThrow()
  })
})
