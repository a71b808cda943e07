import type { Log, Result } from 'sarif'
import { describe, expect, it } from 'vitest'
import { buildSarif, type SarifOptions } from '../../src/report/formats/sarif.js'
import type { Coverage } from '../../src/policy/policy.js'
import type { RunOutcome } from '../../src/outcome/outcome.js'
import { makeFinding, makeOutcome } from '../../testkit/builders/report.js'
import { makeApplication, makePolicyReport } from '../../testkit/builders/policy-report.js'
import { makeSuppression } from '../../testkit/builders/policy.js'
import { policyCoverage, policyFindings } from './policy-outcome.js'
import { validateWithMultitool, validateWithSchema } from './sarif-validate.js'

const OPTIONS: SarifOptions = {
  toolVersion: '1.4.0',
  informationUri: 'https://github.com/acme/security-scan-action',
}

const hostile = makeSuppression({
  index: 9,
  place: { line: 14, column: 5 },
  id: 'f-6',
  reason: '::error::pwned\u0007 [click](https://evil.test) \u202e <script>x</script>\n second line',
  expires: '2026-12-01',
  owner: undefined,
  ticket: undefined,
})
const findings = [
  ...policyFindings,
  makeFinding({
    id: 'f-6',
    severity: 'low',
    title: 'Debug flag',
    filePath: 'cfg.py',
    lineStart: 2,
  }),
]
const coverage = new Map<string, Coverage>([
  ...policyCoverage,
  ['f-6', { kind: 'suppressed', suppression: hostile }],
])

async function resultsOf(outcome: RunOutcome): Promise<{ text: string; results: Result[] }> {
  const text = [...(await buildSarif(outcome, OPTIONS)).chunks].join('')
  return { text, results: (JSON.parse(text) as Log).runs[0]?.results ?? [] }
}

const withPolicy = makeOutcome({
  findings,
  policy: makePolicyReport({ applied: makeApplication({ coverage }) }),
})

function byId(results: Result[], id: string): Result {
  const result = results.find((r) => r.properties?.['finding-id'] === id)
  if (result === undefined) throw new Error(`no result for ${id}`)
  return result
}

describe('SARIF results the policy file keeps from the gate', () => {
  it('carry an external, accepted suppression with the reason, expiry, owner, ticket and line', async () => {
    const { results } = await resultsOf(withPolicy)
    expect(results).toHaveLength(6)
    expect(byId(results, 'f-1').suppressions).toEqual([
      {
        kind: 'external',
        status: 'accepted',
        justification: 'Input is a constant; reviewed',
        properties: {
          'policy-file': '.github/security-scan.yml',
          line: 5,
          expires: '2027-01-31',
          owner: 'alice',
          ticket: 'SEC-12',
        },
      },
    ])
    expect(byId(results, 'f-3').suppressions?.[0]?.properties).toEqual({
      'policy-file': '.github/security-scan.yml',
      line: 11,
      expires: '2026-03-10',
      owner: '@bob',
    })
    expect(byId(results, 'f-4').suppressions).toEqual([
      {
        kind: 'external',
        status: 'accepted',
        justification:
          'Excluded by the exclude-paths glob vendor/** of .github/security-scan.yml: its findings never gate.',
        properties: { 'policy-file': '.github/security-scan.yml', 'exclude-paths': 'vendor/**' },
      },
    ])
    for (const id of ['f-2', 'f-5']) expect(byId(results, id)).not.toHaveProperty('suppressions')
  })

  it('keep every id and fingerprint, and leave the other results as they were', async () => {
    const before = (await resultsOf(makeOutcome({ findings }))).results
    const after = (await resultsOf(withPolicy)).results
    expect(after.map((r) => ({ ...r, suppressions: undefined }))).toEqual(
      before.map((r) => ({ ...r, suppressions: undefined })),
    )
    expect(byId(after, 'f-2')).toEqual(byId(before, 'f-2'))
  })

  it('write the justification as plain, one-line text', async () => {
    const { text, results } = await resultsOf(withPolicy)
    const justification = byId(results, 'f-6').suppressions?.[0]?.justification ?? ''
    expect(justification).toBe(
      '::error::pwned [click] (https://evil.test) <script>x</script> second line',
    )
    expect(byId(results, 'f-6').suppressions?.[0]?.properties).toEqual({
      'policy-file': '.github/security-scan.yml',
      line: 14,
      expires: '2026-12-01',
    })
    expect(text).not.toContain('](')
  })

  it('validate with the OASIS schema and the Multitool (GitHub rules), without an error or a warning', async () => {
    const { text } = await resultsOf(withPolicy)
    expect(validateWithSchema(JSON.parse(text))).toEqual([])
    expect(await validateWithMultitool(text)).toEqual({ errors: [], warnings: [] })
  })
})
