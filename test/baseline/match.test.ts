import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { identityOf, matchFindings, type MatchedFinding } from '../../src/baseline/match.js'
import { SEVERITIES, type Severity } from '../../src/service/finding.js'

function finding(
  title: string,
  severity: Severity = 'high',
  more: Partial<MatchedFinding> & { id?: string; lineStart?: number } = {},
) {
  return { title, severity, filePath: 'src/app.ts', ...more }
}

describe('identityOf: what makes two findings of two commits the same one', () => {
  it('reads the title trimmed, case-folded and with runs of whitespace as one', () => {
    expect(identityOf(finding('  SQL   injection\n in query '))).toBe(
      identityOf(finding('sql injection in query')),
    )
  })

  it('takes the rule, else the title, and the repository path as the service may spell it', () => {
    const rule = { ruleId: 'js/sql-injection' }
    expect(identityOf(finding('SQLi', 'high', rule))).not.toBe(identityOf(finding('SQLi')))
    expect(identityOf(finding('SQLi', 'high', { filePath: './src\\app.ts' }))).toBe(
      identityOf(finding('SQLi')),
    )
    expect(identityOf(finding('SQLi', 'high', { filePath: 'src/other.ts' }))).not.toBe(
      identityOf(finding('SQLi')),
    )
  })

  it('ignores lines and severity: code that moved, or a finding re-rated, is the same', () => {
    expect(identityOf(finding('XSS', 'low', { lineStart: 40 }))).toBe(
      identityOf(finding('XSS', 'critical')),
    )
  })
})

describe('matchFindings', () => {
  it('tells new from existing, and counts what the baseline had and this run has not as fixed', () => {
    const moved = finding('XSS', 'medium', { id: 'now-1', lineStart: 80 })
    const added = finding('RCE', 'critical', { id: 'now-2' })
    const gone = finding('Weak hash', 'low', { id: 'base-2' })
    const match = matchFindings(
      [moved, added],
      [finding('XSS', 'medium', { id: 'base-1', lineStart: 40 }), gone],
    )
    expect(match).toEqual({ introduced: [added], existing: [moved], fixed: [gone] })
  })

  it('counts as multisets: two in the baseline and three now make one new, the most severe', () => {
    const now = [finding('XSS', 'low'), finding('XSS', 'critical'), finding('XSS', 'medium')]
    const match = matchFindings(now, [finding('XSS', 'low'), finding('XSS', 'low')])
    expect(match.introduced).toEqual([now[1]])
    expect(match.existing).toEqual([now[0], now[2]])
    expect(match.fixed).toEqual([])
  })

  it('a renamed file makes its findings new, and the old ones fixed', () => {
    const renamed = finding('XSS', 'high', { filePath: 'src/view.ts' })
    const before = finding('XSS', 'high', { filePath: 'src/page.ts' })
    expect(matchFindings([renamed], [before])).toEqual({
      introduced: [renamed],
      existing: [],
      fixed: [before],
    })
  })

  it('keeps every finding once, and as many existing of each identity as both have', () => {
    const arbitraryFinding = fc.record({
      title: fc.constantFrom('XSS', ' xss ', 'RCE', 'Weak  hash'),
      severity: fc.constantFrom(...SEVERITIES),
      filePath: fc.constantFrom('a.ts', './a.ts', 'b.ts'),
      ruleId: fc.option(fc.constantFrom('r1', 'r2'), { nil: undefined }),
    })
    fc.assert(
      fc.property(fc.array(arbitraryFinding), fc.array(arbitraryFinding), (now, before) => {
        const { introduced, existing, fixed } = matchFindings(now, before)
        expect(introduced.length + existing.length).toBe(now.length)
        expect(new Set([...introduced, ...existing]).size).toBe(new Set(now).size)
        const count = (list: MatchedFinding[], key: string) =>
          list.filter((f) => identityOf(f) === key).length
        for (const key of new Set([...now, ...before].map(identityOf))) {
          const both = Math.min(count(now, key), count(before, key))
          expect(count(existing, key)).toBe(both)
          expect(count(fixed, key)).toBe(count(before, key) - both)
          // The new ones of an identity are never less severe than its existing ones.
          const worstExisting = Math.min(
            ...existing
              .filter((f) => identityOf(f) === key)
              .map((f) => SEVERITIES.indexOf(f.severity)),
          )
          for (const f of introduced.filter((g) => identityOf(g) === key)) {
            expect(SEVERITIES.indexOf(f.severity)).toBeLessThanOrEqual(worstExisting)
          }
        }
      }),
    )
  })
})
