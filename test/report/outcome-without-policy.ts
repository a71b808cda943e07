/**
 * A run with something in every part but a policy: what the reports rendered before policy files
 * existed, pinned in test/fixtures/reports/ (written by the code before the policy file's reports).
 */
import type { RunOutcome } from '../../src/outcome/outcome.js'
import {
  makeCounts,
  makeFinding,
  makeLocatedFinding,
  makeOutcome,
} from '../../testkit/builders/report.js'
import { makeEstimationFacts } from '../../testkit/builders/estimation.js'
import { makeDependencyHit, makeDependencyReport } from '../../testkit/builders/dependencies.js'

export function makeOutcomeWithoutPolicy(): RunOutcome {
  return makeOutcome({
    counts: makeCounts({ critical: 1, high: 2, medium: 1, low: 1, info: 1 }),
    findings: [
      makeLocatedFinding(),
      makeFinding({
        id: 'f-2',
        severity: 'high',
        title: '<img src=x onerror=alert(1)> | `tick` @someone #12',
        description: 'User input\nreaches a sink.',
        filePath: 'src/a b.ts',
        lineStart: 4,
        lineEnd: 9,
        cwe: 'CWE-79',
        ruleId: 'xss',
        url: 'https://dash.example.test/f/2',
      }),
      makeFinding({ id: 'f-3', severity: 'high', title: 'Path traversal', filePath: '../x.js' }),
      makeFinding({ id: 'f-4', severity: 'medium', title: 'Open redirect', scanId: 'scan-42' }),
      makeFinding({ id: 'f-5', severity: 'low', title: 'Weak hash', unknownSeverity: 'minor' }),
      makeFinding({ id: 'f-6', severity: 'info', title: 'Debug flag' }),
    ],
    gate: {
      result: 'failed',
      threshold: 'high',
      warnOnly: false,
      reason: '3 findings at or above high (1 critical, 2 high)',
    },
    estimation: makeEstimationFacts({
      triageRequired: false,
      triageFeeCredits: 0,
      scanCost: 12,
      applications: [
        { name: 'web', rootPath: 'apps/web', repoUrl: 'https://github.com/acme/webapp' },
      ],
    }),
    dependencies: makeDependencyReport({ hits: [makeDependencyHit({ name: 'evil' })] }),
    notes: ['1 finding had an unknown severity (minor): counted as info'],
  })
}
