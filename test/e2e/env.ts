/**
 * What every end-to-end test shares: a fresh emulator and fake GitHub API per test, a run of the
 * bundled action with fast polling, and the security checks applied to every run.
 */
import { existsSync } from 'node:fs'
import { afterEach, beforeAll, beforeEach, describe, expect } from 'vitest'
import { startEmulator, type Emulator, type FindingSeed } from '../../testkit/emulator/index.js'
import { startFakeGitHub, type FakeGitHub } from '../../testkit/fake-github/server.js'
import {
  BUNDLE,
  pullRequestEvent,
  runBundledAction,
  type ActionRun,
  type ActionRunOptions,
} from '../../testkit/harness.js'
import { expectNoRawHtml, expectNoSecretLeak, expectOnlyOwnWorkflowCommands } from './safety.js'
import { OUTPUT_NAMES } from '../../src/report/outputs.js'
import { GITHUB_TOKEN, HEAD_SHA, PR_NUMBER } from '../../testkit/ids.js'

/** Each test runs a real child process; generous, since the slowest waits out retry backoffs. */
export const E2E_TEST_TIMEOUT_MS = 90_000
/** The child is killed after this, so a hung action fails its test instead of the suite. */
const ACTION_TIMEOUT_MS = 60_000

export interface E2eEnv {
  emu: Emulator
  github: FakeGitHub
  /** A read and write key of the default organization. */
  key: string
  /** Runs the action against this test's emulator and fake GitHub API (see runAction). */
  run(options?: RunOptions): Promise<ActionRun>
  /** The recorded requests to one endpoint template, e.g. 'POST /scans' or 'GET /findings'. */
  requests(endpoint: string): Emulator['requests']
  /** How many scans the key's organization has: proof that retries never started a second one. */
  countScans(): Promise<number>
  /** Reads a scan record from the service as any API user would. */
  readScanRecord(id: string): Promise<Record<string, unknown>>
}

/** Fails every test of the file, never skips it, when the bundle the suite tests is missing. */
export function requireBundle(): void {
  if (!existsSync(BUNDLE)) {
    throw new Error(
      `${BUNDLE} is missing: run \`npm run build\` first (the end-to-end suite tests the bundle)`,
    )
  }
}

/** Registers the per-test emulator and fake GitHub API; the returned object is filled per test. */
export function useE2eEnv(): E2eEnv {
  const env = {} as E2eEnv
  env.run = (options) => runAction(env, options)
  env.requests = (endpoint) => env.emu.requests.filter((r) => r.endpoint === endpoint)
  env.countScans = async () => ((await readService(env, '/scans')) as { total: number }).total
  env.readScanRecord = (id) => readService(env, `/scans/${id}`)
  beforeAll(requireBundle)
  beforeEach(async () => {
    env.emu = await startEmulator()
    env.github = await startFakeGitHub()
    env.key = env.emu.addKey({ scopes: ['read', 'write'] })
    // Short plans: a couple of polls each, 100 ms apart.
    env.emu.plan.estimation = { polls: 1 }
    env.emu.plan.scan = { statuses: ['queued', 'running', 'completed'] }
  })
  afterEach(async () => {
    await env.emu.close()
    await env.github.close()
  })
  return env
}

/**
 * Windows has no SIGTERM a process can catch (killing one ends it at once; the runner cancels a
 * job there its own way), and a symbolic link needs a privilege to create: the e2e tests of a
 * cancellation and of committed links run on Linux and macOS only (ci.yml runs the suite on all
 * three).
 */
export const ON_WINDOWS = process.platform === 'win32'

/** A describe block of end-to-end tests, each with its own `env` and the suite's timeout. */
export function describeE2e(
  title: string,
  body: (env: E2eEnv) => void,
  { skip = false }: { skip?: boolean } = {},
): void {
  describe.skipIf(skip)(title, { timeout: E2E_TEST_TIMEOUT_MS }, () => {
    body(useE2eEnv())
  })
}

export interface RunOptions extends Partial<Omit<ActionRunOptions, 'inputs'>> {
  inputs?: Record<string, string>
}

/**
 * Runs dist/index.js for a pull request event (unless told otherwise) against the emulator and
 * the fake GitHub API, then applies the security acceptance checks that hold in every scenario.
 */
async function runAction(env: E2eEnv, options: RunOptions = {}): Promise<ActionRun> {
  const inputs: Record<string, string> = {
    'api-key': env.key,
    'base-url': env.emu.baseUrl,
    'github-token': GITHUB_TOKEN,
    'poll-interval': '100ms',
    ...options.inputs,
  }
  // The branch the run is about stands at the run's commit, as on GitHub (a test that wants it
  // moved sets plan.estimation.commitSha, which wins).
  env.emu.plan.headCommit = headCommitOf(options)
  const run = await runBundledAction({
    eventName: 'pull_request',
    event: pullRequestEvent({ number: PR_NUMBER, headSha: HEAD_SHA }),
    githubApiUrl: env.github.apiUrl,
    timeoutMs: ACTION_TIMEOUT_MS,
    ...options,
    inputs,
  })
  // A secret of several lines (the sweep's keys, an app's private key) is masked line by line too.
  const secrets = [inputs['api-key'], inputs['github-token'], inputs['private-key']]
    .map((s) => (s ?? '').trim())
    .filter((s) => s !== '')
    .flatMap((s) => {
      const lines = s.split(/\r?\n/).filter((line) => line.trim() !== '')
      // Its ::add-mask:: line holds it as @actions/core escapes a command's message.
      const escaped = s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
      return lines.length > 1 ? [s, escaped, ...lines.map((line) => line.trim())] : [s]
    })
  expectNoSecretLeak(run, secrets, {
    'the check runs sent to GitHub': JSON.stringify(env.github.checkRuns),
    'the PR comments sent to GitHub': JSON.stringify(env.github.issueComments),
  })
  expectOnlyOwnWorkflowCommands(run.stdout, secrets)
  expectNoRawHtml(run.summary)
  for (const checkRun of env.github.checkRuns) {
    expectNoRawHtml(checkRun.summary ?? '', 'the check run summary')
  }
  for (const comment of env.github.issueComments) {
    // The first line is the action's own hidden marker, the one HTML comment it writes.
    expectNoRawHtml(comment.body.slice(comment.body.indexOf('\n') + 1), 'the PR comment')
  }
  return run
}

function headCommitOf(options: RunOptions): string {
  const event = (options.event ?? pullRequestEvent({ number: PR_NUMBER, headSha: HEAD_SHA })) as {
    pull_request?: { head?: { sha?: string } }
    merge_group?: { head_sha?: string }
  }
  return (
    event.pull_request?.head?.sha ?? event.merge_group?.head_sha ?? options.sha ?? 'f'.repeat(40)
  )
}

/** Every documented output is set (to '' when unknown), whatever happened. */
export function expectAllOutputsSet(run: ActionRun): void {
  expect(Object.keys(run.outputs).sort()).toEqual([...OUTPUT_NAMES].sort())
}

/**
 * The run left its scan unfinished (`result: pending`, no counts) and says so in the summary;
 * returns the scan's id, which the outputs carry.
 */
export function expectPendingScan(run: ActionRun, scanStatus: string): string {
  expectAllOutputsSet(run)
  const scanId = run.outputs['scan-id'] ?? ''
  expect(scanId).toMatch(/^[0-9a-f-]{36}$/)
  expect(run.outputs).toMatchObject({
    result: 'pending',
    'scan-status': scanStatus,
    'findings-total': '',
  })
  expect(run.summary).toContain('## ⏳ Security scan not finished')
  return scanId
}

/** The run exited with `exitCode`, set every documented output, and these to the values given. */
export function expectRun(
  run: ActionRun,
  exitCode: number,
  outputs: Record<string, string | undefined> = {},
): void {
  expect(run.exitCode).toBe(exitCode)
  expectAllOutputsSet(run)
  expect(run.outputs).toMatchObject(outputs)
}

/** Lines of the log that are this workflow command, e.g. 'error' or 'warning'. */
export function commandLines(stdout: string, name: string): string[] {
  return stdout.split('\n').filter((l) => l.startsWith(`::${name} `) || l.startsWith(`::${name}::`))
}

/** GETs a path of the service with the test's key, as any API user would. */
async function readService(env: E2eEnv, path: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${env.emu.baseUrl}${path}`, { headers: { 'X-Api-Key': env.key } })
  expect(response.status).toBe(200)
  return (await response.json()) as Record<string, unknown>
}

/** A high finding on main for a while: what a pull request's baseline has. */
export const MAIN_FINDING: FindingSeed = {
  severity: 'high',
  title: 'SQL injection in order search',
  file_path: 'src/orders/search.ts',
  line_start: 42,
  rule_id: 'sql-injection',
}
/** A high finding a pull request adds. */
export const ADDED_FINDING: FindingSeed = {
  severity: 'high',
  title: 'Command injection in the export job',
  file_path: 'src/export/run.ts',
  line_start: 7,
  rule_id: 'command-injection',
}

/** On main for a while: a critical SQL injection and a high XSS. */
export const SQLI: FindingSeed = {
  severity: 'critical',
  title: 'SQL injection in order search',
  file_path: 'src/orders/search.ts',
  line_start: 42,
  rule_id: 'sql-injection',
}
export const XSS: FindingSeed = {
  severity: 'high',
  title: 'Reflected XSS in the profile page',
  file_path: 'src/profile/view.ts',
  line_start: 10,
  rule_id: 'xss',
}
/** What a pull request adds. */
export const RCE: FindingSeed = {
  severity: 'critical',
  title: 'Command injection in the export job',
  file_path: 'src/export/run.ts',
  line_start: 7,
  rule_id: 'command-injection',
}

/**
 * What acme/webapp's scans find: `main`'s full scans, and the pull request branch's (feature/login),
 * with main's history standing at `commits`, oldest first, when given.
 */
export function planMainAndBranch(
  env: E2eEnv,
  { main, change, commits }: { main: FindingSeed[]; change: FindingSeed[]; commits?: string[] },
): void {
  if (commits !== undefined) env.github.addCommits(commits, { branch: 'main' })
  env.emu.plan.repositories = {
    'acme/webapp': {
      branches: {
        main: { scan: { findings: main } },
        'feature/login': { scan: { findings: change } },
      },
    },
  }
}

/**
 * A pull request's gate (gate: new) after planMainAndBranch: failed for the one finding the branch
 * adds, the other told as existing on main, against main's full scan `mainScan`.
 */
export function expectOnlyAddedFinding(run: ActionRun | undefined, mainScan: string): void {
  expect(run?.outputs).toMatchObject({
    result: 'failed',
    'findings-new': '1',
    'findings-existing': '1',
    'baseline-scan-id': mainScan,
  })
}

/**
 * `count` completed full scans of other repositories, newer than anything the test made: a busy
 * organization, whose list no longer shows the test's scans among its newest 200.
 */
export function seedNewerScans(env: E2eEnv, count: number): void {
  const newer = Date.now() + 60_000
  env.emu.seedScans(count, (i) => ({
    repoUrl: `https://github.com/acme/service-${i}`,
    branch: 'main',
    scanType: 'full',
    name: `acme/service-${i} main @ ${'b'.repeat(40)}`,
    createdAt: newer,
  }))
}

/** A realistic pull request result: mixed severities, every location shape of assumptions.md. */
export const MIXED_FINDINGS: FindingSeed[] = [
  {
    severity: 'critical',
    title: 'SQL injection in order search',
    description: 'The search term is concatenated into a SQL query.',
    file_path: 'src/orders/search.ts',
    line_start: 42,
    line_end: 44,
    cwe: 'CWE-89',
  },
  {
    severity: 'high',
    title: 'Reflected XSS in login error message',
    path: 'src/auth/login.tsx',
    start_line: 88,
    end_line: 88,
    cwe: 'CWE-79',
  },
  {
    severity: 'medium',
    title: 'Missing CSRF token on profile update',
    location: { file_path: 'src/profile/routes.ts', line_start: 12 },
  },
  {
    severity: 'low',
    title: 'Verbose error messages leak stack traces',
    location: { path: 'src/server/errors.ts', start_line: 5 },
  },
]

/** A package-lock.json (v3) locking the given packages at the top level. */
export function packageLock(packages: Record<string, string>): string {
  const entries = Object.fromEntries(
    Object.entries(packages).map(([name, version]) => [
      `node_modules/${name}`,
      { version, resolved: `https://registry.npmjs.org/${name}/-/${name}-${version}.tgz` },
    ]),
  )
  return `${JSON.stringify(
    {
      name: 'webapp',
      version: '1.0.0',
      lockfileVersion: 3,
      requires: true,
      packages: { '': { name: 'webapp', version: '1.0.0' }, ...entries },
    },
    null,
    2,
  )}\n`
}
