import { describe, expect, it } from 'vitest'
import { PR_COMMENT_MAX_CHARS, renderPrComment } from '../../src/report/pr-comment.js'
import { PR_COMMENT_MAX_POLICY_ITEMS } from '../../src/report/pr-comment-policy.js'
import { findingRows } from '../support/markdown.js'
import { makeFinding, makeOutcome } from '../../testkit/builders/report.js'
import { makeApplication, makePolicyReport } from '../../testkit/builders/policy-report.js'
import { makeSuppression } from '../../testkit/builders/policy.js'
import { makePolicyOutcome } from './policy-outcome.js'

const OPTIONS = { checkName: 'Security scan' }

describe('the PR comment with a policy file', () => {
  it('says in one line what the policy kept from the gate, and from where it was read', () => {
    const body = renderPrComment(makePolicyOutcome(), OPTIONS)
    expect(body).toContain(
      '\n**Policy:** 2 suppressed (1 expiring soon), 1 excluded, by .github/security-scan.yml (read from the base commit).\n',
    )
  })

  it('says why no policy was applied: only proposed, or no findings read', () => {
    const proposedOnly = makePolicyOutcome({
      policy: { ...makePolicyOutcome().policy!, applied: undefined, source: 'base-commit' },
    })
    expect(renderPrComment(proposedOnly, OPTIONS)).toContain(
      '**Policy:** .github/security-scan.yml (read from the base commit), not applied: the base commit has none, only this pull request proposes one.',
    )
    const unread = { ...proposedOnly, findings: [], findingsRead: 'none' as const }
    expect(renderPrComment(unread, OPTIONS)).toContain(
      'not applied: no findings were read to judge.',
    )
  })

  it.each([
    [
      'the lapsed suppressions briefly, with reason, owner and the findings counting again',
      [
        '**⚠️ 2 suppressions lapsed** and no longer apply:',
        '- “Legacy pages, sanitised by the proxy” (owner web-team, line 17), expired 2026-01-31: 1 finding counts again',
        '- “Checksums only, not passwords” (no owner, line 23), expires “2026-02-30”, not a real date (counts as expired): no finding of this scan counts again',
      ],
    ],
    [
      'the proposal, marked "takes effect after merge", with the findings it would cover',
      [
        '**Policy change proposed by this pull request (takes effect after merge):**',
        '- adds exclude-paths scripts/\\*\\*',
        'After merge, 1 finding would not gate:\n\n| Severity | Would not gate after merge | Location |\n| --- | --- | --- |\n| 🟠 High | Command injection | scripts/run.sh:9 |',
      ],
    ],
  ])('gives %s', (_, lines) => {
    const body = renderPrComment(makePolicyOutcome(), OPTIONS)
    for (const line of lines) expect(body).toContain(line)
  })

  it('marks covered findings among the top findings', () => {
    expect(findingRows(renderPrComment(makePolicyOutcome(), OPTIONS))).toContain(
      '| 🟡 Medium | Open redirect (🔕 excluded by vendor/\\*\\*) | vendor/lib/r.js:1 |',
    )
  })

  it('pings nobody: owners and reasons from the policy file are defused like finding text', () => {
    const owner = makeSuppression({ owner: '@security-team', reason: 'see #12 and @alice' })
    const body = renderPrComment(
      makeOutcome({
        policy: makePolicyReport({
          applied: makeApplication({ lapsed: [{ suppression: owner, findings: 2 }] }),
        }),
      }),
      OPTIONS,
    )
    expect(body).toContain('owner @&#8203;security-team')
    expect(body).toContain('see #&#8203;12 and @&#8203;alice')
    expect(body).not.toMatch(/@(security-team|alice)|#12/)
  })

  it(`names at most ${PR_COMMENT_MAX_POLICY_ITEMS} of each list, and stays under GitHub's limit`, () => {
    const long = '@x&'.repeat(300)
    const many = Array.from({ length: 1_000 }, (_, i) => ({
      suppression: makeSuppression({ index: i, reason: long, owner: long, paths: [long] }),
      findings: 3,
    }))
    const body = renderPrComment(
      makePolicyOutcome({
        findings: Array.from({ length: 100_000 }, (_, i) => makeFinding({ id: `f${i}` })),
        policy: makePolicyReport({
          applied: makeApplication({ lapsed: many }),
          proposal: {
            path: '.github/security-scan.yml',
            addedSuppressions: many.map((use) => use.suppression),
            addedExcludePaths: [long],
            wouldCover: Array.from({ length: 50 }, (_, i) => makeFinding({ id: `w${i}` })),
          },
        }),
      }),
      OPTIONS,
    )
    expect(body.length).toBeLessThan(PR_COMMENT_MAX_CHARS)
    expect(body).toContain('**⚠️ 1000 suppressions lapsed**')
    expect(body).toContain(
      `- … and ${1_000 - PR_COMMENT_MAX_POLICY_ITEMS} more (see the job summary)`,
    )
    expect(body).toContain(
      `- … and ${1_001 - PR_COMMENT_MAX_POLICY_ITEMS} more (see the job summary)`,
    )
    expect(body).toContain(`… and ${50 - PR_COMMENT_MAX_POLICY_ITEMS} more findings`)
  })

  it('says in one line when an outage passed the job (on-service-error: warn)', () => {
    const body = renderPrComment(
      makeOutcome({
        counts: undefined,
        problem: 'The service could not be reached',
        gate: { result: 'unknown', threshold: 'high', warnOnly: false, reason: 'r' },
        serviceOutage: { onServiceError: 'warn' },
      }),
      OPTIONS,
    )
    expect(body.split('\n')).toContain(
      'The service could not be reached, and on-service-error: warn let the job pass with result unknown.',
    )
  })
})
