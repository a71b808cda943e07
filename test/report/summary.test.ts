import { describe, expect, it } from 'vitest'
import { renderSummary, SUMMARY_MAX_BYTES } from '../../src/report/summary.js'
import type { EstimationFacts } from '../../src/scan/estimate.js'
import type { Finding, Severity } from '../../src/service/finding.js'
import { countUnescapedPipes, findingRows } from '../support/markdown.js'
import {
  makeCounts,
  makeFinding,
  makeLocatedFinding,
  makeOutcome,
} from '../../testkit/builders/report.js'
import { makeDependencyHit, makeDependencyReport } from '../../testkit/builders/dependencies.js'
import { MAX_ERROR_ROWS, MAX_HIT_ROWS } from '../../src/report/summary-dependencies.js'

const bytes = (text: string): number => Buffer.byteLength(text, 'utf8')

const estimation: EstimationFacts = {
  id: 'est-1',
  status: 'partial',
  totalCredits: 12,
  triageRequired: true,
  triageFeeCredits: 3,
  scanCost: 15,
  applications: [{ name: 'web', rootPath: 'apps/web', repoUrl: 'https://github.com/acme/webapp' }],
  repoCount: 2,
  reposFromCache: 1,
  unsupportedLanguages: ['COBOL'],
  failedRepos: [{ repoUrl: 'https://github.com/acme/lib', error: 'clone failed' }],
}

describe('renderSummary', () => {
  it('heads with the result and the gate reason', () => {
    const md = renderSummary(
      makeOutcome({
        counts: makeCounts({ critical: 1, high: 2 }),
        gate: {
          result: 'failed',
          threshold: 'high',
          warnOnly: false,
          reason: '3 findings at or above high (1 critical, 2 high)',
        },
      }),
    )
    expect(md.split('\n')[0]).toBe('## ❌ Security scan failed')
    // The reason is escaped like any text (it may carry a service message): \( renders as (.
    expect(md).toContain('Gate: 3 findings at or above high \\(1 critical, 2 high\\).')
  })

  it('has a severity table with every count and the total', () => {
    const md = renderSummary(
      makeOutcome({ counts: makeCounts({ critical: 1, high: 2, medium: 3, low: 4, info: 5 }) }),
    )
    expect(md).toContain(
      [
        '| 🔴 Critical | 1 |',
        '| 🟠 High | 2 |',
        '| 🟡 Medium | 3 |',
        '| 🔵 Low | 4 |',
        '| ⚪ Info | 5 |',
        '| **Total** | **15** |',
      ].join('\n'),
    )
  })

  it('lists findings most severe first with file:line and the dashboard link', () => {
    const findings: Finding[] = [
      makeFinding({ id: 'a', severity: 'low', title: 'Weak hash' }),
      makeLocatedFinding(),
      makeFinding({ id: 'c', severity: 'medium', title: 'Open redirect', filePath: 'src/r.ts' }),
    ]
    const md = renderSummary(
      makeOutcome({ counts: makeCounts({ critical: 1, medium: 1, low: 1 }), findings }),
    )
    const rows = findingRows(md)
    expect(rows).toEqual([
      '| 🔴 Critical | [RCE](https://dash.example.test/f/b) | src/run.ts:3-5 |',
      '| 🟡 Medium | Open redirect | src/r.ts |',
      '| 🔵 Low | Weak hash | — |',
    ])
    expect(md).not.toContain('more findings')
  })

  it('escapes hostile finding text: no raw HTML, links, images or broken rows', () => {
    const hostile = makeFinding({
      severity: 'critical',
      title:
        '<img src=x onerror=alert(1)> | ![p](https://evil.test/p.png) [x](javascript:y) `a`\n# h',
      filePath: '<b>|evil.ts',
      lineStart: 1,
      url: 'javascript:alert(1)',
    })
    const md = renderSummary(
      makeOutcome({ counts: makeCounts({ critical: 1 }), findings: [hostile] }),
    )
    expect(md).not.toContain('<')
    expect(md).not.toContain('![')
    expect(md).not.toContain('](javascript')
    expect(md).not.toContain('](https://evil')
    const [row] = findingRows(md)
    expect(row).toBeDefined()
    // Four cell borders, nothing else splits the row.
    expect(countUnescapedPipes(row!)).toBe(4)
    expect(md).not.toMatch(/^# h/m)
  })

  it('escapes branch names, service messages, notes and estimation facts too', () => {
    const md = renderSummary(
      makeOutcome({
        target: {
          scanType: 'pr',
          repository: 'acme/webapp',
          repoUrl: 'https://github.com/acme/webapp',
          branch: '<script>x</script>',
          prNumber: 7,
        },
        problem: 'estimation failed: <b>boom</b>',
        notes: ['unknown severity "<i>urgent</i>"'],
        estimation: {
          ...estimation,
          unsupportedLanguages: ['<svg>'],
          failedRepos: [{ repoUrl: 'x', error: '<p>' }],
        },
      }),
    )
    expect(md).not.toContain('<')
    expect(md).toContain('&lt;script&gt;')
    expect(md).toContain('&lt;b&gt;boom&lt;/b&gt;')
  })

  it('shows the target, the scan id and its status', () => {
    const md = renderSummary(makeOutcome())
    expect(md).toContain(
      '**Target:** acme/webapp · PR #7 · branch feature/login · commit abc1234def56',
    )
    expect(md).toContain('**Scan:** scan-42 · status completed\n')
  })

  it('shows the problem and the scan id when the run stopped early', () => {
    const md = renderSummary(
      makeOutcome({
        counts: undefined,
        scan: { id: 'scan-9', status: 'running' },
        problem: 'The scan did not finish within 60m; it goes on running on the service',
        gate: {
          result: 'pending',
          threshold: 'high',
          warnOnly: false,
          reason: 'the scan has not finished',
        },
      }),
    )
    expect(md.split('\n')[0]).toBe('## ⏳ Security scan not finished')
    expect(md).toContain(
      '**The scan did not finish within 60m; it goes on running on the service**',
    )
    expect(md).toContain('**Scan:** scan-9 · status running')
    expect(md).toContain('No counts yet')
  })

  it('renders the estimation facts', () => {
    const md = renderSummary(makeOutcome({ estimation }))
    // One block, in this order: no line stands elsewhere in the summary.
    expect(md).toContain(
      [
        '- **Estimation:** est-1 (partial)',
        '- **Credits:** 12',
        '- **Triage:** required, fee 3 credits',
        '- **Cost of the scan:** 15 credits (12 estimated + 3 triage fee)',
        '- **Repositories:** 2, 1 from cache',
        '- **Applications:** 1',
        '  - web at apps/web in https\\://github.com/acme/webapp',
        '- ⚠️ **Unsupported languages** (not scanned): COBOL',
        '- ⚠️ **Repositories that failed:** 1',
        '  - https\\://github.com/acme/lib: clone failed',
      ].join('\n'),
    )
    expect(md).not.toContain('Credit cap')
    const capped = renderSummary(makeOutcome({ estimation: { ...estimation, maxCredits: 100 } }))
    expect(capped).toContain('- **Credit cap (max-credits):** 100')
  })

  it('caps long estimation lists', () => {
    const apps = Array.from({ length: 80 }, (_, i) => ({
      name: `app${i}`,
      rootPath: '',
      repoUrl: 'r',
    }))
    const md = renderSummary(makeOutcome({ estimation: { ...estimation, applications: apps } }))
    expect(md).toContain('  - … and 30 more applications')
    expect(md).not.toContain('app50 ')
  })

  it('renders notes as a list', () => {
    const md = renderSummary(makeOutcome({ notes: ['2 findings had an unknown severity'] }))
    expect(md).toContain('### Notes\n\n- 2 findings had an unknown severity')
  })

  it('says when findings exist but none were read', () => {
    const md = renderSummary(makeOutcome({ counts: makeCounts({ high: 4 }), findingsRead: 'none' }))
    expect(md).toContain('4 findings not shown (see the dashboard / SARIF)')
    expect(findingRows(md)).toEqual([])
  })

  it('counts findings the service has but that were not read', () => {
    const findings = [makeFinding({ severity: 'critical' })]
    const md = renderSummary(
      makeOutcome({
        counts: makeCounts({ critical: 1, low: 9 }),
        findings,
        findingsRead: 'partial',
      }),
    )
    expect(findingRows(md)).toHaveLength(1)
    expect(md).toContain('… and 9 more findings not shown (see the dashboard / SARIF)')
    expect(md).toContain('Only the most severe findings were read')
  })

  it('says so when there are no findings', () => {
    expect(renderSummary(makeOutcome())).toContain('### Findings\n\nNo findings.')
  })

  it('stays under 1 MiB with 100,000 findings with long titles, keeping counts and the tail', () => {
    const severities: Severity[] = ['info', 'low', 'medium', 'high', 'critical']
    const findings = Array.from({ length: 100_000 }, (_, i) =>
      makeFinding({
        id: `f-${i}`,
        severity: severities[i % 5]!,
        title: `${'<b>Ü|'.repeat(2_000)} ${i}`,
        filePath: `src/${'deep/'.repeat(100)}file${i}.ts`,
        lineStart: i + 1,
        url: `https://dash.example.test/f/${i}`,
      }),
    )
    const counts = makeCounts({
      critical: 20_000,
      high: 20_000,
      medium: 20_000,
      low: 20_000,
      info: 20_000,
    })
    const md = renderSummary(
      makeOutcome({ counts, findings, estimation, notes: ['n'.repeat(10_000)] }),
    )
    expect(bytes(md)).toBeLessThanOrEqual(SUMMARY_MAX_BYTES)
    expect(md).toContain('| 🔴 Critical | 20000 |')
    expect(md).toContain('| **Total** | **100000** |')
    const rows = findingRows(md)
    expect(rows.length).toBeGreaterThan(100)
    expect(rows[0]).toMatch(/^\| 🔴 Critical \|/)
    expect(md).toContain(
      `… and ${100_000 - rows.length} more findings not shown (see the dashboard / SARIF)`,
    )
    expect(md).toContain('### Cost estimation')
    expect(md).not.toContain('<')
  })

  it('respects a smaller byte budget, measured in UTF-8', () => {
    const findings = Array.from({ length: 500 }, (_, i) =>
      makeFinding({ id: `${i}`, title: `漢字😀 ${i}`, severity: 'high' }),
    )
    const md = renderSummary(makeOutcome({ counts: makeCounts({ high: 500 }), findings }), {
      maxBytes: 5_000,
    })
    expect(bytes(md)).toBeLessThanOrEqual(5_000)
    expect(md).toMatch(/… and \d+ more findings not shown/)
  })

  it('clips at a line boundary when even the fixed part does not fit', () => {
    const md = renderSummary(
      makeOutcome({ notes: Array.from({ length: 50 }, () => 'x'.repeat(400)) }),
      {
        maxBytes: 2_000,
      },
    )
    expect(bytes(md)).toBeLessThanOrEqual(2_000)
    expect(md.split('\n')[0]).toBe('## ✅ Security scan passed')
    expect(md).toContain('summary truncated')
  })
})

describe('the Dependencies section', () => {
  it('is absent when the check was not asked for', () => {
    expect(renderSummary(makeOutcome())).not.toContain('### Dependencies')
  })

  it('lists flagged packages with where they are locked, escaping every text from the lockfile and the feed', () => {
    const markdown = renderSummary(
      makeOutcome({
        dependencies: makeDependencyReport({
          scope: 'lockfiles changed by PR #7',
          packagesChecked: 120,
          hits: [
            makeDependencyHit({
              name: 'evil|pkg',
              version: '1.0.0',
              summary: '<img src=x onerror=alert(1)> steals **keys**',
              osvId: 'MAL-1',
              confidence: 'high',
              locations: [
                { path: 'a/package-lock.json', line: 3 },
                { path: 'b/yarn.lock' },
                { path: 'c/yarn.lock' },
                { path: 'd/yarn.lock' },
              ],
            }),
            makeDependencyHit({ name: 'colors', level: 'suspicious' }),
          ],
          errors: [{ name: 'odd', version: '0.0.1', message: 'lookup failed' }],
          notes: ['PR #7 changes 1 lockfile'],
        }),
      }),
    )
    const section = markdown.slice(markdown.indexOf('### Dependencies'))
    expect(section).toContain(
      '**1 malicious, 1 suspicious** among 120 package versions in 1 lockfile (lockfiles changed by PR \\#7).',
    )
    const rows = section.split('\n').filter((l) => l.startsWith('| 🚫') || l.startsWith('| ⚠️'))
    expect(rows).toHaveLength(2)
    expect(rows[0]).toContain('evil\\|pkg')
    expect(rows[0]).toContain('and 1 more')
    expect(rows[0]).not.toContain('<img')
    for (const row of rows) expect(countUnescapedPipes(row)).toBe(6)
    expect(section).toContain('- odd 0\\.0.1: lookup failed')
    expect(section).toContain('- PR \\#7 changes 1 lockfile')
  })

  it('says which lockfiles were read from the checkout and which at the PR head through the API', () => {
    const lockfiles = [
      { path: 'package-lock.json', packages: 3, source: 'pull-request-head' as const },
      ...Array.from({ length: 12 }, (_, i) => ({ path: `pkg${i}/yarn.lock`, packages: 1 })),
    ]
    const section = renderSummary(
      makeOutcome({ dependencies: makeDependencyReport({ lockfiles }) }),
    ).split('### Dependencies')[1]
    expect(section).toContain(
      "Read at the pull request's head commit through GitHub's API, not from the checkout (on pull_request_target it is the base branch): package-lock.json.",
    )
    expect(section).toContain(
      'Read from the checkout: pkg0/yarn.lock, pkg1/yarn.lock, pkg2/yarn.lock, pkg3/yarn.lock, pkg4/yarn.lock, pkg5/yarn.lock, pkg6/yarn.lock, pkg7/yarn.lock, pkg8/yarn.lock, pkg9/yarn.lock and 2 more.',
    )
  })

  it('says the check is incomplete and lists the lockfiles it could not read', () => {
    const markdown = renderSummary(
      makeOutcome({
        dependencies: makeDependencyReport({
          lockfiles: [{ path: 'bad/yarn.lock', packages: 0, error: 'not a yarn lockfile' }],
          problem: '1 lockfile could not be read (bad/yarn.lock)',
        }),
      }),
    )
    expect(markdown).toContain(
      '**The check is incomplete, so it cannot vouch for the dependencies:** 1 lockfile could not be read \\(bad/yarn.lock\\)',
    )
    expect(markdown).toContain('- bad/yarn.lock: not a yarn lockfile')
  })

  it(`shows at most ${MAX_HIT_ROWS} packages and ${MAX_ERROR_ROWS} errors, and counts the rest`, () => {
    const markdown = renderSummary(
      makeOutcome({
        dependencies: makeDependencyReport({
          hits: Array.from({ length: MAX_HIT_ROWS + 5 }, (_, i) =>
            makeDependencyHit({ name: `p${i}` }),
          ),
          errors: Array.from({ length: MAX_ERROR_ROWS + 2 }, (_, i) => ({
            name: `e${i}`,
            message: 'x',
          })),
        }),
      }),
    )
    expect(markdown.split('\n').filter((l) => l.startsWith('| 🚫'))).toHaveLength(MAX_HIT_ROWS)
    expect(markdown).toContain('… and 5 more packages not shown')
    expect(markdown).toContain('… and 2 more errors not shown')
  })

  it('keeps to its share of a small limit whatever the lockfile paths, leaving room for the findings', () => {
    const long = 'x'.repeat(190)
    const report = makeOutcome({
      counts: makeCounts({ high: 1 }),
      findings: [makeFinding({ severity: 'high', title: 'Still shown' })],
      dependencies: makeDependencyReport({
        hits: Array.from({ length: MAX_HIT_ROWS }, (_, i) =>
          makeDependencyHit({
            name: `p${i}`,
            summary: long,
            locations: [{ path: `${long}/a` }, { path: `${long}/b` }, { path: `${long}/c` }],
          }),
        ),
      }),
    })
    const markdown = renderSummary(report, { maxBytes: 65_535 })
    expect(bytes(markdown)).toBeLessThanOrEqual(65_535)
    const rows = markdown.split('\n').filter((l) => l.startsWith('| 🚫'))
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.length).toBeLessThan(MAX_HIT_ROWS)
    expect(bytes(rows.join('\n'))).toBeLessThanOrEqual(65_535 / 8)
    expect(markdown).toContain(`… and ${MAX_HIT_ROWS - rows.length} more packages not shown`)
    expect(markdown).toContain('Still shown')
  })
})
