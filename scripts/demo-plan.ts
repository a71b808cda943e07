/**
 * What the demo's emulator answers: a realistic pull request scan of a small web application,
 * with findings of mixed severity at real-looking file locations.
 */
import type { Emulator, EstimationPlan, FindingSeed, ScanPlan } from '../testkit/emulator/index.js'
import type { FakeGitHub } from '../testkit/fake-github/server.js'
import { pullRequestEvent, runBundledAction, type ActionRun } from '../testkit/harness.js'

export const DEMO_REPOSITORY = 'acme/webapp'
export const DEMO_PR_NUMBER = 42
export const DEMO_HEAD_REF = 'feature/checkout-coupons'
export const DEMO_HEAD_SHA = '3f9c2a7e41b0d5c86a1e2f4b7c9d0e1f2a3b4c5d'

export const DEMO_ESTIMATION: Partial<EstimationPlan> = {
  polls: 1,
  totalCredits: 18,
  applications: [
    { app_name: 'checkout-api', app_root_path: 'services/checkout', architecture: 'node' },
    { app_name: 'storefront', app_root_path: 'web', architecture: 'react' },
  ],
}

const FINDINGS: FindingSeed[] = [
  {
    severity: 'high',
    title: 'SQL injection in coupon lookup',
    description:
      'The coupon code from the request body is concatenated into a SQL query, so a crafted code ' +
      'can read or modify other rows.',
    recommendation: 'Use a parameterized query (db.query(sql, [code])).',
    file_path: 'services/checkout/src/coupons/repository.ts',
    line_start: 57,
    line_end: 61,
    cwe: 'CWE-89',
    rule_id: 'sql-injection',
  },
  {
    severity: 'high',
    title: 'Discount applied without checking the coupon owner',
    description: 'Any signed-in user can redeem a coupon issued to another account.',
    recommendation: 'Check coupon.userId against the session user before applying it.',
    file_path: 'services/checkout/src/coupons/apply.ts',
    line_start: 23,
    cwe: 'CWE-639',
    rule_id: 'idor',
  },
  {
    severity: 'medium',
    title: 'Coupon endpoint has no rate limit',
    description: 'Coupon codes can be brute-forced: the endpoint accepts unlimited attempts.',
    recommendation: 'Rate-limit POST /coupons/apply per user and per IP address.',
    location: { file_path: 'services/checkout/src/routes.ts', line_start: 112, line_end: 118 },
    cwe: 'CWE-307',
  },
  {
    severity: 'medium',
    title: 'Coupon code rendered without encoding',
    description: 'The applied coupon code is inserted into the page with innerHTML.',
    recommendation: 'Render it as text (textContent) instead.',
    path: 'web/src/checkout/CouponBanner.tsx',
    start_line: 31,
    cwe: 'CWE-79',
  },
  {
    severity: 'low',
    title: 'Stack trace returned on coupon errors',
    description: 'Unexpected errors return the stack trace in the response body.',
    file_path: 'services/checkout/src/errors.ts',
    line_start: 9,
    cwe: 'CWE-209',
  },
]

export const DEMO_SCAN: Partial<ScanPlan> = {
  statuses: ['queued', 'running', 'completed'],
  findings: FINDINGS,
}

export const DEMO_GITHUB_TOKEN = 'ghs_demoTokenForTheFakeGitHubApi000000'
/** Faster than real use (the action warns under 10 s) so the demo takes a few seconds. */
export const DEMO_POLL_INTERVAL = '500ms'
export const DEMO_TIMEOUT_MS = 60_000

/**
 * Plans the demo's pull request on the emulator and runs dist/index.js for it as the runner
 * would; `inputs` adds to the demo's own (the docs' pictures turn the PR comment on).
 */
export async function runDemoAction(
  emulator: Emulator,
  github: FakeGitHub,
  apiKey: string,
  inputs: Record<string, string> = {},
): Promise<ActionRun> {
  emulator.plan.estimation = DEMO_ESTIMATION
  emulator.plan.scan = DEMO_SCAN
  // The pull request's branch stands at its head commit, as GitHub would say.
  emulator.plan.headCommit = DEMO_HEAD_SHA
  return runBundledAction({
    inputs: {
      'api-key': apiKey,
      'base-url': emulator.baseUrl,
      'github-token': DEMO_GITHUB_TOKEN,
      'poll-interval': DEMO_POLL_INTERVAL,
      ...inputs,
    },
    eventName: 'pull_request',
    event: pullRequestEvent({
      number: DEMO_PR_NUMBER,
      headRef: DEMO_HEAD_REF,
      headSha: DEMO_HEAD_SHA,
    }),
    repository: DEMO_REPOSITORY,
    githubApiUrl: github.apiUrl,
    timeoutMs: DEMO_TIMEOUT_MS,
  })
}
