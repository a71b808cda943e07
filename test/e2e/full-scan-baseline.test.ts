/**
 * gate: new on full scans (issue 39), through dist/: a push of main is told against main's
 * previous full scan, found by the marker its run left on an ancestor; the first push of main
 * starts the record, and only a real first; a re-run never judges its scan against itself; a
 * previous scan that cannot be read counts every finding. Then a GitLab default-branch pipeline
 * on the command line, where the service's list and git find main's previous full scan.
 */
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { markerOf } from '../../src/baseline/baseline.js'
import { startEmulator, type FindingSeed } from '../../testkit/emulator/index.js'
import { addCommit, createGitCheckout, runBundledCli } from '../../testkit/cli.js'
import { BASE_SHA } from '../../testkit/ids.js'
import { describeE2e, expectRun, RCE, SQLI, XSS, type E2eEnv } from './env.js'

/** main's commit before BASE_SHA. */
const OLDER_SHA = 'a'.repeat(40)

const FIRST_OF_MAIN = (count: number) =>
  `first full scan of main: ${count} ${count === 1 ? 'finding' : 'findings'} recorded; later full scans fail for what is new`

/** main's history on fake GitHub, oldest first. */
function history(env: E2eEnv, commits: string[]): void {
  env.github.addCommits(commits, { branch: 'main' })
}

/** What main's full scans find from now on. */
function mainFinds(env: E2eEnv, findings: FindingSeed[]): void {
  env.emu.plan.repositories = { 'acme/webapp': { branches: { main: { scan: { findings } } } } }
}

/** A push run of main at `sha` with gate: new. */
function pushMain(
  env: E2eEnv,
  sha: string,
  options: { runAttempt?: number; inputs?: object } = {},
) {
  return env.run({
    inputs: { gate: 'new', ...(options.inputs as Record<string, string> | undefined) },
    eventName: 'push',
    event: { repository: { full_name: 'acme/webapp', default_branch: 'main' } },
    ref: 'refs/heads/main',
    sha,
    ...(options.runAttempt === undefined ? {} : { runAttempt: options.runAttempt }),
  })
}

/** The first push of main at OLDER_SHA, finding `findings`: it starts the record. */
async function startRecord(env: E2eEnv, findings: FindingSeed[]): Promise<string> {
  history(env, [OLDER_SHA, BASE_SHA])
  mainFinds(env, findings)
  const first = await pushMain(env, OLDER_SHA)
  expectRun(first, 0, { result: 'passed', 'findings-new': '0' })
  const scanId = first.outputs['scan-id'] ?? ''
  expect(env.github.checkRuns.some((c) => c.externalId === markerOf(scanId))).toBe(true)
  return scanId
}

describeE2e('gate: new on a push of main, through dist/index.js', (env) => {
  it("(a) passes a push that finds what main's previous full scan found, a line moved", async () => {
    const previous = await startRecord(env, [SQLI, XSS])
    mainFinds(env, [SQLI, { ...XSS, line_start: 50 }])

    const run = await pushMain(env, BASE_SHA)

    expectRun(run, 0, {
      result: 'passed',
      'findings-new': '0',
      'findings-existing': '2',
      'baseline-scan-id': previous,
      'baseline-commit': OLDER_SHA,
    })
    expect(run.stdout).toContain(
      "no new findings at or above high since main's previous full scan at aaaaaaa; 2 existing findings recorded then",
    )
  })

  it('(a) fails a push that brings a new critical, naming it and since which commit it is new', async () => {
    const previous = await startRecord(env, [SQLI, XSS])
    mainFinds(env, [SQLI, XSS, RCE])
    const reportDir = mkdtempSync(join(tmpdir(), 'full-scan-baseline-'))
    try {
      const path = join(reportDir, 'report.json')
      const run = await pushMain(env, BASE_SHA, { inputs: { 'report-file': path } })

      expectRun(run, 1, { result: 'failed', 'findings-new': '1', 'baseline-scan-id': previous })
      expect(run.stdout).toMatch(
        /::error::.*1 new finding at or above high \(1 critical\) since main's previous full scan at aaaaaaa; 2 existing findings recorded then/,
      )
      // The summary names the new finding first and links the commit it is new since.
      expect(run.summary).toContain(
        `1 new finding since main's previous full scan at [aaaaaaa](https://github.com/acme/webapp/commit/${OLDER_SHA})`,
      )
      expect(run.summary.indexOf('Command injection in the export job')).toBeLessThan(
        run.summary.indexOf('<details>'),
      )
      const annotations = env.github.checkRuns.at(-1)?.annotations ?? []
      const failures = annotations.filter((a) => a.annotation_level === 'failure')
      expect(failures.map((a) => a.path)).toEqual(['src/export/run.ts'])
      const file = JSON.parse(readFileSync(path, 'utf8')) as { baseline?: unknown }
      expect(file.baseline).toMatchObject({
        scanId: previous,
        commit: OLDER_SHA,
        counts: { new: 1, existing: 2, fixed: 0 },
      })
    } finally {
      rmSync(reportDir, { recursive: true, force: true })
    }
  })

  it('(b) passes the first push of main, every report saying it starts the record', async () => {
    history(env, [BASE_SHA])
    mainFinds(env, [SQLI, XSS])
    const reportDir = mkdtempSync(join(tmpdir(), 'full-scan-baseline-'))
    try {
      const path = join(reportDir, 'report.json')
      const run = await pushMain(env, BASE_SHA, { inputs: { 'report-file': path } })

      expectRun(run, 0, {
        result: 'passed',
        'findings-total': '2',
        'findings-new': '0',
        'findings-existing': '',
        'baseline-scan-id': '',
      })
      expect(run.stdout).toContain(FIRST_OF_MAIN(2))
      expect(
        run.stdout.split('\n').filter((l) => /^::error|^::warning::No baseline/.test(l)),
      ).toEqual([])
      // Markdown escapes the colon; the line is the gate's, said once.
      const summary = run.summary.replaceAll('\\:', ':')
      expect(summary).toContain(`Gate: ${FIRST_OF_MAIN(2)}.`)
      expect(summary.split(FIRST_OF_MAIN(2))).toHaveLength(2)
      const checkRun = env.github.checkRuns.at(-1)
      expect(checkRun?.title).toContain('first full scan of main: the record starts')
      expect(checkRun?.summary?.replaceAll('\\:', ':')).toContain(FIRST_OF_MAIN(2))
      const file = JSON.parse(readFileSync(path, 'utf8')) as { baseline?: unknown }
      expect(file.baseline).toEqual({ compared: [], branch: 'main', startsRecord: true })
    } finally {
      rmSync(reportDir, { recursive: true, force: true })
    }
  })

  it('(b) counts every finding on a first push whose parent carries a junk marker', async () => {
    history(env, [OLDER_SHA, BASE_SHA])
    mainFinds(env, [SQLI, XSS])
    env.github.seedCheckRun({ headSha: OLDER_SHA, externalId: markerOf(randomUUID()) })

    const run = await pushMain(env, BASE_SHA)

    expectRun(run, 1, { result: 'failed', 'findings-new': '', 'baseline-scan-id': '' })
    expect(run.stdout).toContain(
      '::warning::No baseline for main: no completed full scan of main was found',
    )
    expect(run.stdout).toContain(
      'and 1 marker on the commit of main before 0000000 named a scan that does not qualify',
    )
    expect(run.stdout).not.toContain('first full scan')
    expect(run.stdout).toMatch(/::error::.*every finding counted/)
  })

  it('(c) a re-run of a failed push reuses its scan and still fails, never judged against itself', async () => {
    const previous = await startRecord(env, [SQLI])
    mainFinds(env, [SQLI, RCE])
    const failed = await pushMain(env, BASE_SHA)
    expectRun(failed, 1, { 'findings-new': '1', 'baseline-scan-id': previous })

    const rerun = await pushMain(env, BASE_SHA, { runAttempt: 2 })

    expectRun(rerun, 1, {
      result: 'failed',
      'scan-id': failed.outputs['scan-id'],
      'scan-reused': 'true',
      'findings-new': '1',
      'findings-existing': '1',
      'baseline-scan-id': previous,
    })
  })

  it("(d) counts every finding when main's previous full scan cannot be read", async () => {
    const previous = await startRecord(env, [SQLI, XSS])
    env.emu.faults.add({
      kind: 'status',
      status: 404,
      path: '/findings',
      query: { scan_id: previous },
      times: Infinity,
    })

    const run = await pushMain(env, BASE_SHA)

    // Against its previous full scan the push would pass: without, main's two findings fail it.
    expectRun(run, 1, { result: 'failed', 'findings-new': '' })
    expect(run.stdout).toContain(
      `::warning::No baseline for main: the findings of its baseline, scan ${previous}, could not be read`,
    )
    expect(run.stdout).not.toContain('first full scan')
  })
})

describeE2e('gate: new on the command line, in a GitLab default-branch pipeline', () => {
  it('(g) starts the record on the first pipeline of main, then fails the next for a new critical', async () => {
    const emu = await startEmulator()
    const dir = mkdtempSync(join(tmpdir(), 'full-scan-cli-'))
    try {
      const key = emu.addKey({ scopes: ['read', 'write'] })
      emu.plan.estimation = { polls: 1 }
      emu.plan.scan = { statuses: ['queued', 'completed'] }
      const finds = (findings: FindingSeed[]) => {
        emu.plan.repositories = { 'acme/webapp': { branches: { main: { scan: { findings } } } } }
      }
      const first = createGitCheckout(dir, {
        branch: 'main',
        remote: 'https://gitlab.example.com/acme/webapp.git',
      }).head
      const pipeline = (commit: string) =>
        runBundledCli({
          args: ['scan'],
          cwd: dir,
          timeoutMs: 60_000,
          env: {
            SECURITY_SCAN_API_KEY: key,
            SECURITY_SCAN_BASE_URL: emu.baseUrl,
            SECURITY_SCAN_POLL_INTERVAL: '100ms',
            SECURITY_SCAN_GATE: 'new',
            GITLAB_CI: 'true',
            CI: 'true',
            CI_SERVER_URL: 'https://gitlab.example.com',
            CI_PROJECT_PATH: 'acme/webapp',
            CI_PROJECT_URL: 'https://gitlab.example.com/acme/webapp',
            CI_DEFAULT_BRANCH: 'main',
            CI_PIPELINE_SOURCE: 'push',
            CI_COMMIT_SHA: commit,
            CI_COMMIT_REF_NAME: 'main',
            CI_COMMIT_BRANCH: 'main',
          },
        })

      finds([SQLI])
      emu.plan.headCommit = first
      const opening = await pipeline(first)
      expect(opening.exitCode).toBe(0)
      expect(`${opening.stdout}${opening.stderr}`).toContain(FIRST_OF_MAIN(1))

      const next = addCommit(dir, { 'src/export/run.ts': 'run()\n' })
      finds([SQLI, RCE])
      emu.plan.headCommit = next
      const later = await pipeline(next)
      expect(later.exitCode).toBe(1)
      expect(later.stderr).toMatch(
        new RegExp(
          `1 new finding at or above high \\(1 critical\\) since main's previous full scan at ${first.slice(0, 7)}; 1 existing finding recorded then`,
        ),
      )
      expect(later.stdout).not.toContain(key)
      expect(later.stderr).not.toContain(key)
    } finally {
      await emu.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
