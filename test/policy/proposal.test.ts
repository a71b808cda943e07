import { describe, expect, it } from 'vitest'
import { parsePolicy } from '../../src/policy/parse.js'
import type { Policy } from '../../src/policy/policy.js'
import { findingsCoveredOnlyBy, proposePolicy } from '../../src/policy/proposal.js'
import { POLICY_NOW_MS } from '../../testkit/builders/policy.js'
import { makeFinding } from '../../testkit/builders/report.js'

const PATH = '.github/security-scan.yml'
const OPTIONS = { nowMs: POLICY_NOW_MS, warningDays: 14 }

function policyOf(...lines: string[]): Policy {
  const parsed = parsePolicy(`${lines.join('\n')}\n`, PATH, POLICY_NOW_MS)
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
  return parsed.policy
}

const BASE = [
  'version: 1',
  'exclude-paths: [vendor/**]',
  'suppressions:',
  '  - rule: js/xss',
  '    paths: [src/web/**, src/admin/**]',
  '    reason: escaped by the template engine',
  '    expires: 2026-09-30',
  '    owner: "@acme/web"',
  '  - cwe: CWE-89',
  '    reason: parameterised',
  '    expires: 2026-09-30',
]

describe('proposePolicy', () => {
  it('sees nothing in a file moved around, reordered, reformatted or re-spelled', () => {
    const proposed = parsePolicy(
      [
        '# reordered',
        'suppressions:',
        '  - {cwe: 89, reason: parameterised, expires: 2026-09-30}',
        '  - rule: js/xss',
        '    owner: "@acme/web"',
        '    paths: [src/admin/**, src/web/**]',
        '    expires: "2026-09-30"',
        '    reason: escaped by the template engine',
        'exclude-paths: [vendor/**]',
        'version: 1',
      ].join('\n'),
      PATH,
      POLICY_NOW_MS,
    )
    expect(proposePolicy(policyOf(...BASE), proposed, PATH)).toBeUndefined()
  })

  it('proposes a new suppression, and one that says anything differently', () => {
    const proposed = parsePolicy(
      [
        ...BASE.slice(0, 10),
        '    expires: 2027-03-31',
        '  - id: f-1',
        '    reason: false positive',
        '    expires: 2026-07-01',
      ].join('\n'),
      PATH,
      POLICY_NOW_MS,
    )
    const proposal = proposePolicy(policyOf(...BASE), proposed, PATH)
    expect(proposal).toEqual({
      path: PATH,
      addedSuppressions: [
        expect.objectContaining({ index: 1, cwe: 'CWE-89', expires: '2027-03-31' }),
        expect.objectContaining({ index: 2, id: 'f-1', place: { line: 12, column: 5 } }),
      ],
      addedExcludePaths: [],
    })
  })

  it('proposes new exclude-paths and a change of on-service-error, not a removal', () => {
    const proposed = parsePolicy(
      ['version: 1', 'exclude-paths: ["**/fixtures/**"]', 'on-service-error: warn'].join('\n'),
      PATH,
      POLICY_NOW_MS,
    )
    expect(proposePolicy(policyOf(...BASE), proposed, PATH)).toEqual({
      path: PATH,
      addedSuppressions: [],
      addedExcludePaths: ['**/fixtures/**'],
      onServiceError: { to: 'warn' },
    })
    const back = parsePolicy('version: 1\non-service-error: fail\n', PATH, POLICY_NOW_MS)
    const warning = policyOf('version: 1', 'on-service-error: warn')
    expect(proposePolicy(warning, back, PATH)?.onServiceError).toEqual({ from: 'warn', to: 'fail' })
    expect(proposePolicy(policyOf(...BASE), back, PATH)?.onServiceError).toEqual({ to: 'fail' })
  })

  it('proposes a change of expiry-warning-days, set, changed or unset', () => {
    const days = (...lines: string[]) =>
      parsePolicy(['version: 1', ...lines].join('\n'), PATH, POLICY_NOW_MS)
    const base = policyOf('version: 1', 'expiry-warning-days: 30')
    expect(proposePolicy(policyOf('version: 1'), days('expiry-warning-days: 7'), PATH)).toEqual({
      path: PATH,
      addedSuppressions: [],
      addedExcludePaths: [],
      expiryWarningDays: { to: 7 },
    })
    expect(proposePolicy(base, days('expiry-warning-days: 0'), PATH)?.expiryWarningDays).toEqual({
      from: 30,
      to: 0,
    })
    expect(proposePolicy(base, days(), PATH)?.expiryWarningDays).toEqual({ from: 30 })
    expect(proposePolicy(base, days('expiry-warning-days: 30'), PATH)).toBeUndefined()
  })

  it('proposes a change of dependency-files, set, changed or unset; not a new order', () => {
    const base = policyOf('version: 1', 'dependency-files: ["**/yarn.lock", "!legacy/**"]')
    const head = (...lines: string[]) =>
      parsePolicy(['version: 1', ...lines].join('\n'), PATH, POLICY_NOW_MS)
    expect(proposePolicy(policyOf('version: 1'), head('dependency-files: a.lock'), PATH)).toEqual({
      path: PATH,
      addedSuppressions: [],
      addedExcludePaths: [],
      dependencyFiles: { to: ['a.lock'] },
    })
    expect(
      proposePolicy(base, head('dependency-files: "**/yarn.lock"'), PATH)?.dependencyFiles,
    ).toEqual({
      from: ['**/yarn.lock', '!legacy/**'],
      to: ['**/yarn.lock'],
    })
    expect(proposePolicy(base, head(), PATH)?.dependencyFiles).toEqual({
      from: ['**/yarn.lock', '!legacy/**'],
    })
    expect(
      proposePolicy(base, head('dependency-files: ["!legacy/**", "**/yarn.lock"]'), PATH),
    ).toBeUndefined()
  })

  it('proposes everything of a file the base branch does not have', () => {
    const proposal = proposePolicy(
      undefined,
      parsePolicy(BASE.join('\n'), PATH, POLICY_NOW_MS),
      PATH,
    )
    expect(proposal?.addedSuppressions).toHaveLength(2)
    expect(proposal?.addedExcludePaths).toEqual(['vendor/**'])
    const empty = parsePolicy('version: 1\n', PATH, POLICY_NOW_MS)
    expect(proposePolicy(undefined, empty, PATH)).toBeUndefined()
  })

  it('carries the errors of a proposed file that is not valid', () => {
    const proposed = parsePolicy('version: 2\n', PATH, POLICY_NOW_MS)
    expect(proposePolicy(policyOf(...BASE), proposed, PATH)).toEqual({
      path: PATH,
      addedSuppressions: [],
      addedExcludePaths: [],
      errors: [{ place: { line: 1, column: 1 }, message: 'version: must be 1, not 2' }],
    })
  })
})

describe('findingsCoveredOnlyBy', () => {
  const own = makeFinding({ id: 'f-new', ruleId: 'js/eval', filePath: 'src/app.ts' })
  const known = makeFinding({ id: 'f-xss', ruleId: 'js/xss', filePath: 'src/web/page.tsx' })
  const fixture = makeFinding({ id: 'f-fix', ruleId: 'js/eval', filePath: 'test/fixtures/a.js' })
  const findings = [own, known, fixture]

  it('is what the proposed policy would keep from the gate that the base lets through', () => {
    const proposed = policyOf(
      ...BASE,
      '  - {rule: js/eval, paths: [src/**], reason: mine, expires: 2026-07-01}',
      'on-service-error: warn',
    )
    const withFixtures = { ...proposed, excludePaths: ['vendor/**', 'test/**'] }
    expect(findingsCoveredOnlyBy(proposed, policyOf(...BASE), findings, OPTIONS)).toEqual([own])
    expect(findingsCoveredOnlyBy(withFixtures, policyOf(...BASE), findings, OPTIONS)).toEqual([
      own,
      fixture,
    ])
  })

  it('is all the proposed policy covers when the base has none', () => {
    expect(findingsCoveredOnlyBy(policyOf(...BASE), undefined, findings, OPTIONS)).toEqual([known])
  })
})
