/**
 * The bundled command line (dist/cli/index.js) as GitLab CI, Jenkins and a developer's terminal
 * run it, against the emulator: each CI system's variables, each format, exit codes 0 to 3, and
 * no secret anywhere it writes.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startEmulator, type Emulator } from '../../testkit/emulator/index.js'
import {
  addCommit,
  CLI_BUNDLE,
  createGitCheckout,
  gitlabMergeRequestEnv,
  runBundledCli,
  type CliRun,
} from '../../testkit/cli.js'
import { HEAD_SHA } from '../../testkit/ids.js'
import { validateGitLabSast } from '../support/gitlab-sast-schema.js'
import { validateReportFile } from '../report/report-file-validate.js'
import { validateWithSchema } from '../report/sarif-validate.js'
import { packageLock } from './env.js'

const CLI_TIMEOUT_MS = 60_000
/** A GitLab job token, as CI_REPOSITORY_URL carries one: it must never be read or shown. */
const JOB_TOKEN = 'glcbt-64_jobTokenNeverShown0123456789'
const JENKINS_PASSWORD = 'jenkinsSecretPassw0rd'
const BRANCH_SHA = '1234567890abcdef1234567890abcdef12345678'

let emu: Emulator
let key: string
let dir: string

beforeEach(async () => {
  if (!existsSync(CLI_BUNDLE)) throw new Error(`${CLI_BUNDLE} is missing: run npm run build`)
  emu = await startEmulator()
  key = emu.addKey({ scopes: ['read', 'write'] })
  emu.plan.estimation = { polls: 1 }
  emu.plan.scan = { statuses: ['queued', 'running', 'completed'] }
  dir = mkdtempSync(join(tmpdir(), 'security-scan-cli-'))
})

afterEach(async () => {
  await emu.close()
  rmSync(dir, { recursive: true, force: true })
})

/** The options every run takes from the environment, as a CI job would set them. */
function serviceEnv(): Record<string, string> {
  return {
    SECURITY_SCAN_API_KEY: key,
    SECURITY_SCAN_BASE_URL: emu.baseUrl,
    SECURITY_SCAN_POLL_INTERVAL: '100ms',
  }
}

async function runCli(
  args: readonly string[],
  env: Record<string, string>,
  cwd = dir,
): Promise<CliRun> {
  const run = await runBundledCli({ args, env, cwd, timeoutMs: CLI_TIMEOUT_MS })
  for (const secret of [key, key.slice(4), JOB_TOKEN, JENKINS_PASSWORD]) {
    expect(run.stdout.includes(secret), 'a secret on stdout').toBe(false)
    expect(run.stderr.includes(secret), 'a secret on stderr').toBe(false)
  }
  // No GitHub workflow command and no Azure logging command: every line is plain text.
  expect(run.stderr).not.toMatch(/^::|##vso\[/m)
  return run
}

/** The one scan the run started, as any API user reads it. */
async function readOnlyScan(): Promise<Record<string, unknown>> {
  const headers = { 'X-Api-Key': key }
  const list = (await (await fetch(`${emu.baseUrl}/scans`, { headers })).json()) as {
    data: { id: string }[]
  }
  expect(list.data).toHaveLength(1)
  const response = await fetch(`${emu.baseUrl}/scans/${list.data[0]?.id ?? ''}`, { headers })
  return (await response.json()) as Record<string, unknown>
}

function readFile(name: string): string {
  const text = readFileSync(join(dir, name), 'utf8')
  for (const secret of [key, JOB_TOKEN, JENKINS_PASSWORD]) expect(text).not.toContain(secret)
  return text
}

/**
 * A GitLab merge request of HEAD_SHA into main, forked at `diffBaseSha`: its policy file is read
 * at main's head in the clone the job runs in (cloneInDir), from the clone's objects.
 */
function gitlabMergeRequest(diffBaseSha: string): Record<string, string> {
  return gitlabMergeRequestEnv({
    diffBaseSha,
    project: 'acme/platform/webapp',
    jobToken: JOB_TOKEN,
  })
}

/** The job's clone, in the working directory: its main, as git clone leaves it. */
function cloneInDir(): string {
  return createGitCheckout(dir, {
    branch: 'main',
    remote: 'https://git.example.com/acme/webapp.git',
  }).head
}

function junitCases(xml: string): { name: string; outcome: string }[] {
  return [
    ...xml.matchAll(/<testcase\b[^>]*\bname="([^"]*)"[^>]*?(\/>|>([\s\S]*?)<\/testcase>)/g),
  ].map((match) => {
    const body = match[3] ?? ''
    const outcome = /<failure\b/.test(body)
      ? 'failure'
      : /<error\b/.test(body)
        ? 'error'
        : /<skipped\b/.test(body)
          ? 'skipped'
          : 'passed'
    return { name: match[1] ?? '', outcome }
  })
}

describe('security-scan, the bundled command line', { timeout: 90_000 }, () => {
  it('GitLab merge request: a pr scan, gate failed (exit 1), GitLab SAST on stdout and every file', async () => {
    emu.plan.headCommit = HEAD_SHA
    emu.plan.scan = {
      statuses: ['queued', 'completed'],
      findings: [
        { title: 'SQL injection', severity: 'high', file_path: 'src/db.ts', line_start: 12 },
        { title: 'Weak hash', severity: 'low', file_path: 'src/hash.ts', line_start: 3 },
      ],
    }
    const base = cloneInDir()
    const run = await runCli(
      [
        'scan',
        '--format',
        'gitlab-sast',
        '--output',
        'junit=reports/junit.xml',
        '--output',
        'sarif=reports/scan.sarif',
        '--output',
        'json=reports/report.json',
      ],
      { ...serviceEnv(), ...gitlabMergeRequest(base) },
    )

    expect(run.exitCode).toBe(1)
    expect(validateGitLabSast(run.stdout)).toEqual([])
    const sast = JSON.parse(run.stdout) as { vulnerabilities: { severity: string }[] }
    expect(sast.vulnerabilities.map((v) => v.severity).sort()).toEqual(['High', 'Low'])
    // What was scanned, as the service recorded it: the merge request in its subgroup.
    const scan = await readOnlyScan()
    expect(scan).toMatchObject({
      scan_type: 'pr',
      pr_number: 7,
      branch: 'feature/login',
      repo_url: 'https://gitlab.example.com/acme/platform/webapp',
    })
    expect(run.stderr).toContain('GitLab CI')
    expect(run.stderr).toMatch(
      /security-scan: gate failed \(exit 1, result failed\): 1 finding at or above high/,
    )
    const cases = junitCases(readFile('reports/junit.xml'))
    expect(cases.filter((c) => c.outcome === 'failure')).toHaveLength(2)
    expect(validateWithSchema(JSON.parse(readFile('reports/scan.sarif')))).toEqual([])
    const report = JSON.parse(readFile('reports/report.json')) as { gate: { result: string } }
    expect(validateReportFile(report)).toEqual([])
    expect(report.gate.result).toBe('failed')
  })

  it('Jenkins branch build: a full scan of main (GIT_BRANCH origin/main), passed (exit 0), JUnit on stdout', async () => {
    // Jenkins says no branch is the default or protected: the policy is read at origin's default
    // branch's head, here the commit itself.
    const commit = cloneInDir()
    emu.plan.headCommit = commit
    emu.plan.scan = { statuses: ['queued', 'completed'], findings: { medium: 2, low: 1 } }
    const run = await runCli(['scan', '--format', 'junit', '--output', 'json=report.json'], {
      ...serviceEnv(),
      JENKINS_URL: 'https://jenkins.example.com/',
      BUILD_URL: 'https://jenkins.example.com/job/webapp/42/',
      GIT_URL: `https://builder:${JENKINS_PASSWORD}@git.example.com/acme/webapp.git`,
      GIT_BRANCH: 'origin/main',
      GIT_COMMIT: commit,
    })

    expect(run.exitCode).toBe(0)
    const cases = junitCases(run.stdout)
    // The gate's own case always, passing: no finding is at or above high.
    expect(cases).toEqual([expect.objectContaining({ outcome: 'passed' })])
    const scan = await readOnlyScan()
    expect(scan).toMatchObject({
      scan_type: 'full',
      branch: 'main',
      repo_url: 'https://git.example.com/acme/webapp',
    })
    expect(scan).not.toHaveProperty('pr_number')
    const report = JSON.parse(readFile('report.json')) as {
      counts: Record<string, number>
      target: { headSha?: string }
    }
    expect(validateReportFile(report)).toEqual([])
    expect(report.counts).toMatchObject({ medium: 2, low: 1 })
    expect(report.target.headSha).toBe(commit)
    expect(run.stderr).toContain(
      `Policy file .github/security-scan.yml: read at main's head (${commit.slice(0, 12)}), not from the checkout; there is none there, so no policy applies`,
    )
    expect(run.stderr).toMatch(/security-scan: passed \(exit 0, result passed\)/)
  })

  it('a terminal in a git checkout: git says what to scan, the text report on stdout', async () => {
    const checkout = createGitCheckout(join(dir, 'webapp'), {
      branch: 'main',
      remote: 'git@github.com:acme/webapp.git',
    })
    emu.plan.headCommit = checkout.head
    emu.plan.scan = {
      statuses: ['queued', 'completed'],
      findings: [
        { title: 'Open redirect', severity: 'high', file_path: 'src/app.ts', line_start: 9 },
      ],
    }
    const run = await runCli(
      ['scan', '--fail-on-severity', 'critical', '--output', 'sarif=scan.sarif'],
      serviceEnv(),
      checkout.dir,
    )

    expect(run.exitCode).toBe(0)
    expect(run.stdout).toMatch(/^PASSED/)
    expect(run.stdout).toContain('acme/webapp')
    const scan = await readOnlyScan()
    expect(scan).toMatchObject({
      scan_type: 'full',
      branch: 'main',
      repo_url: 'https://github.com/acme/webapp',
    })
    expect(String(scan.name)).toContain(`@ ${checkout.head}`)
    const sarif = JSON.parse(readFileSync(join(checkout.dir, 'scan.sarif'), 'utf8')) as unknown
    expect(validateWithSchema(sarif)).toEqual([])
  })

  it('exit 2 on inputs that are not valid, naming the option, before any request', async () => {
    const run = await runCli(['scan', '--fail-on-severity', 'extreme', '--branch', 'main'], {
      ...serviceEnv(),
      SECURITY_SCAN_REPO_URL: 'https://git.example.com/acme/webapp',
    })
    expect(run.exitCode).toBe(2)
    expect(run.stderr).toContain('fail-on-severity')
    expect(run.stderr).toMatch(/critical, high, medium, low, info/)
    expect(emu.requests).toEqual([])

    const noKey = await runCli(['scan'], { SECURITY_SCAN_BASE_URL: emu.baseUrl })
    expect(noKey.exitCode).toBe(2)
    expect(noKey.stderr).toContain('SECURITY_SCAN_API_KEY')

    const typo = await runCli(['scan', '--fail-on', 'high'], serviceEnv())
    expect(typo.exitCode).toBe(2)
    expect(typo.stderr).toContain("unknown option '--fail-on'")
  })

  it('exit 2 when nothing says what to scan: names the option and the variable to set', async () => {
    const run = await runCli(['scan'], serviceEnv())
    expect(run.exitCode).toBe(2)
    expect(run.stderr).toContain('pass --repo-url or set SECURITY_SCAN_REPO_URL')
    expect(run.stderr).toContain('pass --branch or set SECURITY_SCAN_BRANCH')
    expect(emu.requests).toEqual([])
  })

  it('exit 3 when the gate cannot tell: a failed estimation still writes every report', async () => {
    emu.plan.estimation = { polls: 1, outcome: 'failed', error: 'clone failed' }
    const run = await runCli(
      ['scan', '--format', 'json', '--output', 'gitlab-sast=gl-sast-report.json'],
      { ...serviceEnv(), ...gitlabMergeRequest(cloneInDir()) },
    )
    expect(run.exitCode).toBe(3)
    expect(run.stderr).toMatch(/security-scan: could not tell \(exit 3/)
    const report = JSON.parse(run.stdout) as { gate: { result: string } }
    expect(validateReportFile(report)).toEqual([])
    expect(emu.requests.filter((r) => r.endpoint === 'POST /scans')).toEqual([])
    const sast = readFile('gl-sast-report.json')
    expect(validateGitLabSast(sast)).toEqual([])
    expect(JSON.parse(sast)).toMatchObject({ scan: { status: 'failure' }, vulnerabilities: [] })
  })

  it('check-dependencies needs no key: a malicious locked package fails (exit 1)', async () => {
    createGitCheckout(join(dir, 'app'), {
      branch: 'main',
      remote: 'https://git.example.com/acme/app.git',
      files: { 'package-lock.json': packageLock({ 'event-stream': '3.3.6' }) },
    })
    const run = await runCli(
      ['check-dependencies', '--base-url', emu.baseUrl],
      {},
      join(dir, 'app'),
    )
    expect(run.exitCode).toBe(1)
    expect(run.stdout).toContain('event-stream 3.3.6')
    const verdicts = emu.requests.filter((r) => r.endpoint === 'POST /hfw/verdicts/batch')
    expect(verdicts).toHaveLength(1)
    expect(verdicts[0]?.keyPrefix).toBeUndefined()
  })

  it('--api-key on the command line works, with a warning, and is never printed', async () => {
    emu.plan.headCommit = BRANCH_SHA
    const { SECURITY_SCAN_API_KEY: _, ...env } = serviceEnv()
    const run = await runCli(
      [
        'scan',
        '--api-key',
        key,
        '--repo-url',
        'https://git.example.com/acme/webapp',
        '--branch',
        'main',
        '--commit',
        BRANCH_SHA,
      ],
      env,
    )
    expect(run.exitCode).toBe(1)
    expect(run.stderr).toContain('--api-key on the command line lands in shell history')
  })

  it("a merge request cannot lower its own gate: its policy file is read at the target's head, even as a full scan", async () => {
    // origin's main, where the merge request's policy file is read, stands at the base.
    const checkout = createGitCheckout(join(dir, 'webapp'), {
      branch: 'main',
      remote: 'https://gitlab.example.com/acme/platform/webapp.git',
    })
    // The change adds a policy file that would exclude every finding of src/.
    const head = addCommit(checkout.dir, {
      '.github/security-scan.yml': 'version: 1\nexclude-paths:\n  - src/**\n',
    })
    emu.plan.headCommit = head
    emu.plan.scan = {
      statuses: ['queued', 'completed'],
      findings: [
        { title: 'SQL injection', severity: 'high', file_path: 'src/db.ts', line_start: 1 },
      ],
    }
    const mergeRequest = { ...gitlabMergeRequest(checkout.head), CI_COMMIT_SHA: head }
    for (const args of [['scan'], ['scan', '--scan-type', 'full'], ['scan', '--branch', 'other']]) {
      const run = await runCli(
        [...args, '--format', 'json'],
        { ...serviceEnv(), ...mergeRequest },
        checkout.dir,
      )
      expect(run.exitCode, args.join(' ')).toBe(1)
      const report = JSON.parse(run.stdout) as { policy?: { source: string } }
      expect(report.policy?.source).toBe('base-commit')
    }
  })

  it('a repo-url holding credentials is refused, never sent or written (exit 2)', async () => {
    const run = await runCli(
      [
        'scan',
        '--repo-url',
        `https://gitlab-ci-token:${JOB_TOKEN}@gitlab.example.com/acme/webapp.git`,
        '--branch',
        'main',
      ],
      serviceEnv(),
    )
    expect(run.exitCode).toBe(2)
    expect(run.stderr).toContain('repo-url: holds credentials')
    expect(emu.requests).toEqual([])
  })

  it('reports printed on stdout cannot run a CI log command, and keep every value', async () => {
    emu.plan.headCommit = BRANCH_SHA
    const hostile = '::error file=action.yml::pwned ##vso[task.complete result=Succeeded]'
    emu.plan.scan = {
      statuses: ['queued', 'completed'],
      findings: [{ title: hostile, severity: 'high', file_path: 'src/a.ts', line_start: 1 }],
    }
    const env = {
      ...serviceEnv(),
      SECURITY_SCAN_REPO_URL: 'https://git.example.com/acme/webapp',
      SECURITY_SCAN_BRANCH: 'main',
      SECURITY_SCAN_COMMIT: BRANCH_SHA,
    }
    for (const format of ['json', 'sarif', 'gitlab-sast', 'junit', 'text']) {
      const run = await runCli(['scan', '--format', format], env)
      expect(run.exitCode).toBe(1)
      expect(run.stdout, format).not.toMatch(/::|##vso\[|##\[/i)
      if (format === 'json') {
        const report = JSON.parse(run.stdout) as { findings: { title: string }[] }
        expect(report.findings[0]?.title).toBe(hostile)
      }
    }
  })
})
