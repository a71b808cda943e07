/**
 * gate: new through dist/: a push run of main makes a full scan and leaves its marker on the
 * commit; a pull request into main then fails only for what it introduces. Then the ways a
 * baseline is refused or cannot be used, where every finding counts; and the command line in a
 * GitLab merge request, where git shows the baseline's commit is on the target branch.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Log } from 'sarif'
import { expect, it } from 'vitest'
import { markerOf } from '../../src/baseline/baseline.js'
import { startEmulator, type FindingSeed } from '../../testkit/emulator/index.js'
import {
  addCommit,
  createGitCheckout,
  gitlabMergeRequestEnv,
  runBundledCli,
} from '../../testkit/cli.js'
import { BASE_SHA, HEAD_SHA, REPO_URL } from '../../testkit/ids.js'
import { validateWithMultitool, validateWithSchema } from '../report/sarif-validate.js'
import { describeE2e, planMainAndBranch, RCE, SQLI, XSS, type E2eEnv } from './env.js'

/** The commit of main before BASE_SHA. */
const OLDER_SHA = 'a'.repeat(40)

/** A push of main at BASE_SHA: a full scan of the branch a pull request goes into. */
const PUSH_OF_MAIN = {
  eventName: 'push',
  event: { repository: { full_name: 'acme/webapp', default_branch: 'main' } },
  ref: 'refs/heads/main',
  sha: BASE_SHA,
}

/** Plans main's findings and the pull request branch's, and main's history on fake GitHub. */
function plan(env: E2eEnv, main: FindingSeed[], change: FindingSeed[]): void {
  planMainAndBranch(env, { main, change, commits: [OLDER_SHA, BASE_SHA] })
}

/** The push run of main at `sha`; returns its scan's id, which its check run now marks. */
async function scanMain(env: E2eEnv, sha = BASE_SHA): Promise<string> {
  const run = await env.run({ ...PUSH_OF_MAIN, sha })
  const scanId = run.outputs['scan-id'] ?? ''
  expect(scanId).toMatch(/^[0-9a-f-]{36}$/)
  const marked = env.github.checkRuns.filter((c) => c.externalId === markerOf(scanId))
  expect(marked.map((c) => c.headSha)).toEqual([sha])
  return scanId
}

function pullRequest(env: E2eEnv, inputs: Record<string, string> = {}) {
  return env.run({ inputs: { gate: 'new', ...inputs } })
}

describeE2e('gate: new, through dist/index.js', (env) => {
  it('passes a pull request whose findings were all on main, a moved one too, and says how many', async () => {
    plan(env, [SQLI, XSS], [SQLI, { ...XSS, line_start: 50 }])
    // Scanned one commit before the pull request's base: found by the marker on an ancestor.
    const mainScan = await scanMain(env, OLDER_SHA)
    const run = await pullRequest(env)

    expect(run.exitCode).toBe(0)
    expect(run.outputs).toMatchObject({
      result: 'passed',
      'findings-total': '2',
      'findings-new': '0',
      'findings-existing': '2',
      'findings-fixed': '0',
      'baseline-scan-id': mainScan,
      'baseline-commit': OLDER_SHA,
    })
    expect(run.summary).toContain('2 existing findings were on main at aaaaaaa')
    expect(run.stdout).toContain('no new findings at or above high')
  })

  it('fails for the one new critical among existing ones, naming only it, and writes baselineState', async () => {
    plan(env, [SQLI, XSS], [SQLI, XSS, RCE])
    await scanMain(env)
    const sarifDir = mkdtempSync(join(tmpdir(), 'baseline-e2e-'))
    try {
      const path = join(sarifDir, 'scan.sarif')
      const run = await pullRequest(env, { 'sarif-file': path })

      expect(run.exitCode).toBe(1)
      expect(run.outputs).toMatchObject({ result: 'failed', 'findings-new': '1' })
      expect(run.stdout).toMatch(
        /::error::.*1 new finding at or above high \(1 critical\); 2 existing findings on main, not introduced here/,
      )
      const annotations = env.github.checkRuns.at(-1)?.annotations ?? []
      const failures = annotations.filter((a) => a.annotation_level === 'failure')
      expect(failures.map((a) => a.path)).toEqual(['src/export/run.ts'])
      expect(annotations.filter((a) => a.annotation_level === 'notice')).toHaveLength(2)

      const text = readFileSync(path, 'utf8')
      const log = JSON.parse(text) as Log
      expect(validateWithSchema(log)).toEqual([])
      expect(await validateWithMultitool(text)).toEqual({ errors: [], warnings: [] })
      const states = (log.runs[0]?.results ?? []).map((r) => [r.ruleId, r.baselineState])
      expect(states.filter(([, state]) => state === 'new')).toHaveLength(1)
      expect(states.filter(([, state]) => state === 'unchanged')).toHaveLength(2)
    } finally {
      rmSync(sarifDir, { recursive: true, force: true })
    }
  })

  it('counts every finding and says why when main has no full scan yet', async () => {
    plan(env, [SQLI], [SQLI])
    const run = await pullRequest(env)

    expect(run.exitCode).toBe(1)
    expect(run.outputs).toMatchObject({ 'baseline-scan-id': '', 'findings-new': '' })
    expect(run.stdout).toContain('No baseline for main: no completed full scan of main was found')
    expect(run.stdout).toMatch(/::error::.*every finding counted/)
  })

  it('takes neither a newer scan of another branch nor an archive named like main, markers or not', async () => {
    plan(env, [SQLI, XSS], [SQLI, XSS, RCE])
    const mainScan = await scanMain(env)
    const named = `acme/webapp main @ ${BASE_SHA}`
    const later = Date.now() + 60_000
    const findings = [SQLI, XSS, RCE]
    const otherBranch = env.emu.seedScan({
      name: named,
      scanType: 'full',
      repoUrl: REPO_URL,
      branch: 'release',
      findings,
      createdAt: later,
    })
    const archive = env.emu.seedScan({
      name: named,
      scanType: 'full',
      archiveId: 'archive-1',
      findings,
      createdAt: later + 1,
    })
    for (const scan of [otherBranch, archive]) {
      env.github.seedCheckRun({ headSha: BASE_SHA, externalId: markerOf(scan) })
    }
    const run = await pullRequest(env)

    expect(run.exitCode).toBe(1)
    expect(run.outputs).toMatchObject({ 'baseline-scan-id': mainScan, 'findings-new': '1' })
  })

  it("counts every finding when the baseline's findings cannot be read (a 500 after retries)", async () => {
    plan(env, [SQLI, XSS], [SQLI, XSS])
    const mainScan = await scanMain(env)
    env.emu.faults.add({
      kind: 'status',
      status: 500,
      path: '/findings',
      query: { scan_id: mainScan },
      times: Infinity,
    })
    const run = await pullRequest(env)

    // With its baseline the change would pass: without, the two findings of main fail it.
    expect(run.exitCode).toBe(1)
    expect(run.stdout).toContain(
      `the findings of its baseline, scan ${mainScan}, could not be read`,
    )
    expect(run.outputs).toMatchObject({ result: 'failed', 'findings-new': '' })
  }, 120_000)

  it('finds the baseline through its marker while thousands of newer scans fill the list', async () => {
    plan(env, [SQLI, XSS], [SQLI, XSS])
    const mainScan = await scanMain(env)
    const later = Date.now() + 60_000
    env.emu.seedScans(3_000, (i) => ({
      name: `acme/service-${i} main @ ${'b'.repeat(40)}`,
      scanType: 'full',
      repoUrl: `https://github.com/acme/service-${i}`,
      branch: 'main',
      findings: {},
      createdAt: later + i,
    }))
    const listsBefore = env.requests('GET /scans').length
    const run = await pullRequest(env)

    expect(run.exitCode).toBe(0)
    expect(run.outputs).toMatchObject({ 'baseline-scan-id': mainScan, 'findings-existing': '2' })
    // The one page of the look for a scan to reuse; the baseline took none.
    expect(env.requests('GET /scans').length - listsBefore).toBe(1)
  })
})

describeE2e('gate: new on the command line, in a GitLab merge request', () => {
  it('tells the change from main by a full scan of an earlier commit that git shows is on main', async () => {
    const emu = await startEmulator()
    const dir = mkdtempSync(join(tmpdir(), 'baseline-cli-'))
    try {
      const key = emu.addKey({ scopes: ['read', 'write'] })
      emu.plan.estimation = { polls: 1 }
      emu.plan.scan = { statuses: ['queued', 'completed'] }
      emu.plan.repositories = {
        'platform/webapp': {
          branches: {
            main: { scan: { findings: [SQLI] } },
            'feature/login': { scan: { findings: [SQLI, RCE] } },
          },
        },
      }
      const base = createGitCheckout(dir, {
        branch: 'main',
        remote: 'https://git.example.com/acme/webapp.git',
      }).head
      const project = 'acme/platform/webapp'
      const service = {
        SECURITY_SCAN_API_KEY: key,
        SECURITY_SCAN_BASE_URL: emu.baseUrl,
        SECURITY_SCAN_POLL_INTERVAL: '100ms',
        SECURITY_SCAN_GATE: 'new',
      }
      const cli = (env: Record<string, string>) =>
        runBundledCli({ args: ['scan'], env: { ...service, ...env }, cwd: dir, timeoutMs: 60_000 })

      // A branch pipeline of main, GitLab's default branch.
      emu.plan.headCommit = base
      const onMain = await cli({
        GITLAB_CI: 'true',
        CI: 'true',
        CI_SERVER_URL: 'https://gitlab.example.com',
        CI_PROJECT_PATH: project,
        CI_PROJECT_URL: `https://gitlab.example.com/${project}`,
        CI_DEFAULT_BRANCH: 'main',
        CI_PIPELINE_SOURCE: 'push',
        CI_COMMIT_SHA: base,
        CI_COMMIT_REF_NAME: 'main',
        CI_COMMIT_BRANCH: 'main',
      })
      // main's first full scan starts gate: new's record (issue 39): nothing in it is new.
      expect(onMain.exitCode).toBe(0)
      expect(onMain.stdout).toContain('first full scan of main: 1 finding recorded')

      // main moves on past its scanned commit: the baseline is an ancestor of the target's head.
      const head = addCommit(dir, { 'README.md': 'more\n' })
      emu.plan.headCommit = HEAD_SHA
      const change = await cli(gitlabMergeRequestEnv({ diffBaseSha: head, project }))
      expect(change.exitCode).toBe(1)
      expect(change.stderr).toMatch(
        /gate failed \(exit 1, result failed\): 1 new finding at or above high \(1 critical\); 1 existing finding on main/,
      )
      expect(change.stdout).not.toContain(key)
      expect(change.stderr).not.toContain(key)
    } finally {
      await emu.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
