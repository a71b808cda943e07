/**
 * Markers anyone can leave (issue 38, point 3), through dist/index.js: a branch's workflow, given
 * `checks: write`, leaves future-dated check runs on main's head whose external_id names random
 * scan ids, and the organization has made more than 200 completed scans since main's. With a
 * GitHub App's installation token the gate reads only that app's markers and still finds main's
 * baseline; with GITHUB_TOKEN (whose check runs any workflow can write) it says what it read and
 * counts every finding, never that there was no marker.
 */
import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { markerOf } from '../../src/baseline/baseline.js'
import { BASE_SHA } from '../../testkit/ids.js'
import {
  ADDED_FINDING,
  describeE2e,
  expectRun,
  MAIN_FINDING,
  planMainAndBranch,
  seedNewerScans,
  type E2eEnv,
} from './env.js'

/** An installation token of the organization's own GitHub App, as create-github-app-token gives. */
const APP_TOKEN = 'ghs_appInstallationToken0123456789abcdef'
const APP = { id: 4242, slug: 'acme-security' }

const OLD = MAIN_FINDING
const ADDED = ADDED_FINDING

/**
 * Main scanned at BASE_SHA with `token`; then what a branch's workflow and a busy organization
 * leave: junk markers dated a year ahead on main's head, and 250 newer completed scans.
 */
async function scanMainThenBury(env: E2eEnv, token: string): Promise<string> {
  env.github.tokenApps.set(APP_TOKEN, APP)
  planMainAndBranch(env, { main: [OLD], change: [OLD, ADDED], commits: [BASE_SHA] })
  const push = await env.run({
    inputs: { 'github-token': token },
    eventName: 'push',
    event: { repository: { full_name: 'acme/webapp', default_branch: 'main' } },
    ref: 'refs/heads/main',
    sha: BASE_SHA,
  })
  const scanId = push.outputs['scan-id'] ?? ''
  expect(env.github.checkRuns.some((c) => c.externalId === markerOf(scanId))).toBe(true)
  const nextYear = new Date(Date.now() + 365 * 86_400_000).toISOString()
  for (let i = 0; i < 3; i++) {
    env.github.seedCheckRun({
      headSha: BASE_SHA,
      name: `build ${i}`,
      externalId: markerOf(randomUUID()),
      startedAt: nextYear,
      completedAt: nextYear,
    })
  }
  seedNewerScans(env, 250)
  return scanId
}

describeE2e('gate: new when markers anyone can leave hide the baseline, through dist/', (env) => {
  it("with a GitHub App's token, reads only that app's markers and still finds main's baseline", async () => {
    const mainScan = await scanMainThenBury(env, APP_TOKEN)
    const marker = env.github.checkRuns.find((c) => c.externalId === markerOf(mainScan))
    expect(marker).toMatchObject({ appSlug: APP.slug, appId: APP.id })

    const pr = await env.run({ inputs: { gate: 'new', 'github-token': APP_TOKEN } })

    expectRun(pr, 1, {
      result: 'failed',
      'findings-new': '1',
      'findings-existing': '1',
      'baseline-scan-id': mainScan,
      'baseline-commit': BASE_SHA,
    })
    const listings = env.github.requests.filter((r) => r.path.endsWith('/check-runs'))
    expect(listings.filter((r) => r.method === 'GET').map((r) => r.query?.app_id)).toEqual([
      String(APP.id),
    ])
  })

  it('with GITHUB_TOKEN, says what the markers it read came to and counts every finding', async () => {
    await scanMainThenBury(env, 'ghs_workflowToken0123456789abcdef')

    const pr = await env.run({ inputs: { gate: 'new' } })

    expectRun(pr, 1, {
      result: 'failed',
      'findings-total': '2',
      'findings-new': '',
      'baseline-scan-id': '',
    })
    expect(pr.stdout).toContain(
      "::warning::No baseline for main: no completed full scan of main was found (none among the service's 200 newest completed scans), and 3 markers on main's head named scans that do not qualify (1 more not read: a run reads a few at most); any workflow with checks: write can leave a marker: give the gate a GitHub App's token that can write its check run, to read only that app's markers",
    )
    expect(pr.stdout).not.toMatch(/no marker/)
  })
})
