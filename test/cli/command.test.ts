/**
 * runCli in-process against the emulator: each exit code and its last line, every report on
 * stdout and in files, the key nowhere, what stops a run before a request, a GitLab merge
 * request. (A cancellation and the terminal: command-live.test.ts.)
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { createLocalGit } from '../../src/cli/git.js'
import { createGitCheckout } from '../../testkit/cli.js'
import { HEAD_SHA } from '../../testkit/ids.js'
import { packageLock } from '../e2e/env.js'
import { validateReportFile } from '../report/report-file-validate.js'
import { validateWithSchema } from '../report/sarif-validate.js'
import { validateGitLabSast } from '../support/gitlab-sast-schema.js'
import { callCli, expectNoKey, lastLine, useCliWorld, WHERE, type CliCall } from './cli-io.js'

const world = useCliWorld()

async function scan(...args: string[]): Promise<CliCall> {
  world.emu.plan.headCommit = HEAD_SHA
  const call = await callCli({ argv: ['scan', ...WHERE, ...args], cwd: world.dir })
  expectNoKey(world.key, call.stdout, call.stderr)
  return call
}

function readReport(name: string): string {
  const text = readFileSync(join(world.dir, name), 'utf8')
  expectNoKey(world.key, text)
  return text
}

/** A GitLab merge request pipeline, as its predefined variables say it. */
function gitlabMergeRequest(commit: string, forkPoint: string): Record<string, string> {
  return {
    GITLAB_CI: 'true',
    CI: 'true',
    CI_SERVER_URL: 'https://gitlab.example.com',
    CI_PROJECT_PATH: 'acme/webapp',
    CI_PROJECT_URL: 'https://gitlab.example.com/acme/webapp',
    CI_COMMIT_SHA: commit,
    CI_MERGE_REQUEST_IID: '7',
    CI_MERGE_REQUEST_SOURCE_BRANCH_NAME: 'feature/login',
    CI_MERGE_REQUEST_TARGET_BRANCH_NAME: 'main',
    CI_MERGE_REQUEST_DIFF_BASE_SHA: forkPoint,
  }
}

describe('runCli: exit codes and the last line', () => {
  it.each([
    [
      0,
      'nothing at or above the threshold; the text report on stdout',
      { medium: 2, low: 1 },
      /^PASSED/,
      'security-scan: passed (exit 0, result passed): no findings at or above high',
    ],
    [
      1,
      'a finding at or above the threshold',
      { high: 1, low: 1 },
      /^FAILED/,
      'security-scan: gate failed (exit 1, result failed): 1 finding at or above high (1 high)',
    ],
  ])('%i: %s', async (code, _, findings, report, last) => {
    world.emu.plan.scan.findings = findings
    const call = await scan()
    expect(call.code).toBe(code)
    expect(call.stdout).toMatch(report)
    expect(lastLine(call.stderr)).toBe(last)
    // Said, so a reviewer sees what the pipeline's variables set.
    expect(call.stderr).toContain(
      'Options from the environment: SECURITY_SCAN_API_KEY, SECURITY_SCAN_BASE_URL, SECURITY_SCAN_POLL_INTERVAL\n',
    )
  })

  it('2: an input that is not valid, named, with the reports still written and no request', async () => {
    const call = await scan('--fail-on-severity', 'extreme', '--format', 'json')
    expect(call.code).toBe(2)
    expect(lastLine(call.stderr)).toMatch(
      /^security-scan: not valid \(exit 2, result failed\): .*fail-on-severity/,
    )
    expect(validateReportFile(JSON.parse(call.stdout))).toEqual([])
    expect(world.emu.requests).toEqual([])
  })

  it('3: the gate cannot tell when the estimation failed', async () => {
    world.emu.plan.estimation = { polls: 1, outcome: 'failed', error: 'x' }
    const call = await scan()
    expect(call.code).toBe(3)
    expect(lastLine(call.stderr)).toMatch(/^security-scan: could not tell \(exit 3, result \w+\): /)
    expect(world.emu.requests.filter((r) => r.endpoint === 'POST /scans')).toEqual([])
  })

  it('2 on a usage error, which commander names; 0 and help on stdout for --help', async () => {
    const typo = await callCli({ argv: ['scan', '--fail-on', 'high'], cwd: world.dir })
    expect(typo).toMatchObject({ code: 2, stdout: '' })
    expect(typo.stderr).toContain("unknown option '--fail-on'")
    const help = await callCli({ argv: ['--help'], cwd: world.dir })
    expect(help.code).toBe(0)
    expect(help.stdout).toContain('Usage: security-scan')
    expect(world.emu.requests).toEqual([])
  })
})

describe('runCli: reports', () => {
  /** A title by the scanned code's author: GitHub's and Azure's log commands, in the job's log. */
  const HOSTILE = '::error::pwned ##vso[task.setvariable variable=x]y'

  it.each([
    ['json', (text: string) => validateReportFile(JSON.parse(text))],
    ['sarif', (text: string) => validateWithSchema(JSON.parse(text))],
    ['gitlab-sast', validateGitLabSast],
  ])(
    '--format %s prints a valid report on stdout, no log command, the same values parsed',
    async (format, validate) => {
      world.emu.plan.scan.findings = [{ title: HOSTILE, severity: 'high', file_path: 'src/a.ts' }]
      const call = await scan('--format', format)
      expect(call.code).toBe(1)
      expect(validate(call.stdout)).toEqual([])
      expect(call.stdout).not.toMatch(/::|##(vso)?\[/i)
      expect(JSON.stringify(JSON.parse(call.stdout))).toContain(HOSTILE)
    },
  )

  it.each(['junit', 'text'])('--format %s: no log command on stdout either', async (format) => {
    world.emu.plan.scan.findings = [{ title: HOSTILE, severity: 'high', file_path: 'src/a.ts' }]
    const call = await scan('--format', format)
    expect(call.stdout).toMatch(format === 'junit' ? /^<\?xml[^>]*\?>\s*<testsuites\b/ : /^FAILED/)
    expect(call.stdout).toContain(format === 'junit' ? '<failure' : 'pwned')
    expect(call.stdout).not.toMatch(/::|##(vso)?\[/i)
  })

  it('--output writes each format to its file, relative to the working directory, and - to stdout', async () => {
    const call = await scan(
      '--format',
      'json',
      '--output',
      'json=reports/report.json',
      '--output',
      'sarif=reports/scan.sarif',
      '--output',
      'gitlab-sast=gl-sast-report.json',
      '--output',
      'junit=junit.xml',
      '--output',
      'text=-',
    )
    expect(call.code).toBe(1)
    expect(validateReportFile(JSON.parse(readReport('reports/report.json')))).toEqual([])
    expect(validateWithSchema(JSON.parse(readReport('reports/scan.sarif')))).toEqual([])
    expect(validateGitLabSast(readReport('gl-sast-report.json'))).toEqual([])
    expect(readReport('junit.xml')).toContain('<testsuites')
    // The text report follows the JSON one on stdout.
    expect(call.stdout).toMatch(/\}\s*FAILED: 1 finding at or above high/)
  })
})

describe('runCli: the key', () => {
  it('given with --api-key: the run works, warns, and the key is nowhere', async () => {
    vi.stubEnv('SECURITY_SCAN_API_KEY', undefined)
    const call = await scan('--api-key', world.key, '--output', 'json=report.json')
    expect(call.code).toBe(1)
    expect(call.stderr).toContain(
      'warning: --api-key on the command line lands in shell history and process lists; set SECURITY_SCAN_API_KEY instead',
    )
    readReport('report.json')
  })

  it('never in what the service sends back: a finding whose title holds it, in every report', async () => {
    vi.stubEnv('SECURITY_SCAN_API_KEY', `${world.key}\n`)
    world.emu.plan.scan.findings = [
      { title: `leaked ${world.key} here`, severity: 'high', file_path: `src/${world.key}.ts` },
    ]
    const formats = ['json=report.json', 'sarif=scan.sarif', 'gitlab-sast=sast.json', 'junit=j.xml']
    const call = await scan(...formats.flatMap((output) => ['--output', output]))
    expect(call.code).toBe(1)
    expect(call.stdout).toContain('leaked *** here')
    for (const file of ['report.json', 'scan.sarif', 'sast.json', 'j.xml']) {
      expect(readReport(file)).toContain('***')
    }
  })

  it('never in a usage error, whether in an unknown option or a bad value', async () => {
    const typo = await callCli({ argv: ['scan', `--apikey=${world.key}`], cwd: world.dir })
    expect(typo.code).toBe(2)
    expect(typo.stderr).toContain("error: unknown option '--apikey=…'")
    // The command line is given process.env, which commander reads the key from, as its env.
    const env = { SECURITY_SCAN_API_KEY: world.key }
    const argv = ['scan', '--output', `x=${world.key}`]
    const bad = await callCli({ argv, env, cwd: world.dir })
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain("argument 'x=***' is invalid")
    expectNoKey(world.key, typo.stdout, typo.stderr, bad.stdout, bad.stderr)
  })

  it.each([
    ['unset', undefined],
    ['blank', '  '],
  ])('%s: exit 2 naming SECURITY_SCAN_API_KEY, before any request', async (_, value) => {
    vi.stubEnv('SECURITY_SCAN_API_KEY', value)
    const call = await scan()
    expect(call.code).toBe(2)
    expect(call.stderr).toBe('error: api-key: not set; set SECURITY_SCAN_API_KEY\n')
    expect(call.stdout).toBe('')
    expect(world.emu.requests).toEqual([])
  })
})

describe('runCli: every report asked for is written on every exit', () => {
  it('a stop before anything runs: one JUnit error naming it, GitLab SAST with it in scan.messages', async () => {
    vi.stubEnv('SECURITY_SCAN_API_KEY', undefined)
    const call = await scan('--format', 'gitlab-sast', '--output', 'junit=reports/junit.xml')
    expect(call.code).toBe(2)
    expect(call.stderr).toBe('error: api-key: not set; set SECURITY_SCAN_API_KEY\n')
    const sast = JSON.parse(call.stdout) as {
      vulnerabilities: unknown[]
      scan: { status: string; messages?: { level: string; value: string }[] }
    }
    expect(sast.vulnerabilities).toEqual([])
    expect(sast.scan.status).toBe('failure')
    expect(sast.scan.messages?.map((m) => m.value).join(' ')).toContain('api-key: not set')
    const junit = readReport('reports/junit.xml')
    expect(junit.match(/<testcase /g)).toHaveLength(1)
    expect(junit).toMatch(/<error [^>]*message="[^"]*api-key: not set/)
    expect(world.emu.requests).toEqual([])
  })

  it('the text report on stdout is left out: it would only repeat the error', async () => {
    const call = await callCli({ argv: ['scan'], cwd: world.dir })
    expect(call.code).toBe(2)
    expect(call.stdout).toBe('')
  })
})

describe('runCli: what to scan', () => {
  it('exit 2 when neither CI nor git says the repository or branch, naming option and variable', async () => {
    const call = await callCli({ argv: ['scan'], cwd: world.dir })
    expect(call.code).toBe(2)
    expect(call.stderr).toContain(
      'error: repo-url: this git checkout does not say which repository to scan; pass --repo-url or set SECURITY_SCAN_REPO_URL',
    )
    expect(call.stderr).toContain('pass --branch or set SECURITY_SCAN_BRANCH')
    expect(world.emu.requests).toEqual([])
  })

  it('a GitLab merge request is a pr scan of its project', async () => {
    world.emu.plan.headCommit = HEAD_SHA
    // The policy file of main's head is read from the clone: origin's main must be in it.
    const clone = createGitCheckout(join(world.dir, 'webapp'), {
      branch: 'main',
      remote: 'https://gitlab.example.com/acme/webapp.git',
    })
    const call = await callCli({
      argv: ['scan', '--format', 'json'],
      env: gitlabMergeRequest(HEAD_SHA, clone.head),
      cwd: clone.dir,
      git: createLocalGit({ cwd: clone.dir, env: process.env, platform: process.platform }),
    })
    expect(call.code).toBe(1)
    expect(call.stderr).toContain('security-scan scan in GitLab CI: acme/webapp !7\n')
    const report = JSON.parse(call.stdout) as { target: Record<string, unknown> }
    expect(report.target).toMatchObject({
      scanType: 'pr',
      prNumber: 7,
      branch: 'feature/login',
      repoUrl: 'https://gitlab.example.com/acme/webapp',
      headSha: HEAD_SHA,
    })
  })

  it('check-dependencies needs no key nor repository: the checkout is judged (exit 1)', async () => {
    vi.stubEnv('SECURITY_SCAN_API_KEY', undefined)
    writeFileSync(join(world.dir, 'package-lock.json'), packageLock({ 'event-stream': '3.3.6' }))
    const call = await callCli({ argv: ['check-dependencies', '--format', 'json'], cwd: world.dir })
    expect(call.code).toBe(1)
    const report = JSON.parse(call.stdout) as { target: Record<string, unknown> }
    expect(report.target).toMatchObject({ repoUrl: 'local checkout', branch: 'HEAD' })
    expect(call.stdout).toContain('event-stream')
    const verdicts = world.emu.requests.filter((r) => r.endpoint === 'POST /hfw/verdicts/batch')
    expect(verdicts.map((r) => r.keyPrefix)).toEqual([undefined])
    // --dependency-files is this command's own option (it reads no policy file): not deprecated.
    expect(call.stderr).not.toMatch(/deprecated/)
    const narrowed = await callCli({
      argv: ['check-dependencies', '--dependency-files', 'none/*.lock'],
      cwd: world.dir,
    })
    expect(narrowed.code).toBe(0)
    expect(narrowed.stderr).not.toMatch(/deprecated/)
    vi.stubEnv('SECURITY_SCAN_API_KEY', world.key)
    const scan = await callCli({
      argv: [
        'scan',
        '--dependency-files',
        'x/*.lock',
        '--repo-url',
        'https://github.com/acme/webapp',
        '--branch',
        'main',
      ],
      cwd: world.dir,
    })
    expect(scan.stderr).toMatch(/dependency-files is deprecated \(v1 still reads it, v2 will not\)/)
    /** check-dependencies in a GitLab pipeline of `branch`, main being the default branch. */
    const inGitLab = (branch: string) =>
      callCli({
        argv: ['check-dependencies', '--format', 'json'],
        env: {
          GITLAB_CI: 'true',
          CI_PROJECT_URL: 'https://gitlab.example.com/acme/webapp',
          CI_COMMIT_BRANCH: branch,
          CI_DEFAULT_BRANCH: 'main',
        },
        cwd: world.dir,
      })
    const inCi = await inGitLab('main')
    expect(JSON.parse(inCi.stdout)).toMatchObject({
      target: { repoUrl: 'https://gitlab.example.com/acme/webapp', branch: 'main' },
    })
    // No policy file judges a dependency check: a branch whose base git cannot find still runs.
    const feature = await inGitLab('feature/x')
    expect(feature.code).toBe(1)
    expect(feature.stdout).toContain('event-stream')
  })

  it('--pr-number makes a pr scan of that merge request, judged by the base commit given', async () => {
    // A merge request is never judged by its checkout: its base is read from the clone.
    const clone = createGitCheckout(join(world.dir, 'webapp'), { branch: 'main' })
    world.emu.plan.headCommit = HEAD_SHA
    const call = await callCli({
      argv: [
        'scan',
        ...WHERE,
        '--pr-number',
        '12',
        '--base-commit',
        clone.head,
        '--format',
        'json',
      ],
      cwd: clone.dir,
      git: createLocalGit({ cwd: clone.dir, env: process.env, platform: process.platform }),
    })
    expect(JSON.parse(call.stdout)).toMatchObject({ target: { scanType: 'pr', prNumber: 12 } })
    expect(call.stderr).toContain(
      `Policy file .github/security-scan.yml: read at the base commit (${clone.head.slice(0, 12)}), not from the checkout`,
    )
    // In no clone there is nothing to read the base's policy from: exit 2, before anything.
    const noClone = await scan('--pr-number', '12', '--base-commit', clone.head)
    expect(noClone.code).toBe(2)
    expect(noClone.stderr).toContain('base-commit: this folder is in no git clone')
  })
})
