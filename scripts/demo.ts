/**
 * `npm run demo`: runs the committed action (dist/index.js) the way the GitHub runner does, with
 * INPUT_* variables, a pull_request event file and GITHUB_OUTPUT / GITHUB_STEP_SUMMARY files,
 * against the service emulator and a fake GitHub API on loopback. Needs no build and no network.
 * Prints the action's log, the job summary, the outputs and the check run.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startEmulator } from '../testkit/emulator/index.js'
import { startFakeGitHub, type FakeGitHub } from '../testkit/fake-github/server.js'
import { BUNDLE, type ActionRun } from '../testkit/harness.js'
import { actionNode } from '../testkit/spawn.js'
import { CLI_BUNDLE, createGitCheckout, runBundledCli, type CliRun } from '../testkit/cli.js'
import {
  DEMO_HEAD_REF,
  DEMO_HEAD_SHA,
  DEMO_POLL_INTERVAL,
  DEMO_PR_NUMBER,
  DEMO_REPOSITORY,
  DEMO_TIMEOUT_MS,
  runDemoAction,
} from './demo-plan.js'
const RULE_WIDTH = 78

function printHeading(title: string): void {
  console.log(`\n${`── ${title} `.padEnd(RULE_WIDTH, '─')}\n`)
}

function printOutputs(outputs: Record<string, string>): void {
  const rows = Object.entries(outputs)
  const nameWidth = Math.max('Output'.length, ...rows.map(([name]) => name.length))
  const valueWidth = Math.max('Value'.length, ...rows.map(([, value]) => value.length))
  const line = (a: string, b: string) => `| ${a.padEnd(nameWidth)} | ${b.padEnd(valueWidth)} |`
  console.log(line('Output', 'Value'))
  console.log(`|${'-'.repeat(nameWidth + 2)}|${'-'.repeat(valueWidth + 2)}|`)
  for (const [name, value] of rows) console.log(line(name, value === '' ? '(empty)' : value))
}

function printCheckRun(github: FakeGitHub): void {
  const checkRun = github.checkRuns[0]
  if (checkRun === undefined) {
    console.log('No check run was created.')
    return
  }
  console.log(
    `"${checkRun.name}" on ${checkRun.owner}/${checkRun.repo}@${checkRun.headSha.slice(0, 7)}`,
  )
  console.log(`Status:      ${checkRun.status}`)
  console.log(`Conclusion:  ${checkRun.conclusion ?? '(none)'}`)
  console.log(`Title:       ${checkRun.title ?? '(none)'}`)
  console.log(`Annotations: ${checkRun.annotations.length}`)
}

/** The demo PR has high findings, so the action must fail the job: that is the expected result. */
function reportOutcome(run: ActionRun): boolean {
  console.log('')
  if (run.exitCode === 1 && run.outputs.result === 'failed') {
    console.log(
      'Demo finished: the gate failed as expected: the demo PR has high findings ' +
        '(the action exited 1, which fails the job in a workflow).',
    )
    return true
  }
  console.log(
    `Demo failed: expected the action to exit 1 with result "failed", got exit code ` +
      `${String(run.exitCode)} and result "${run.outputs.result ?? '(unset)'}".`,
  )
  return false
}

/** The same merge request in GitLab CI: the variables a GitLab job has, and a subgroup. */
const DEMO_GITLAB_PROJECT = 'acme/platform/checkout'

/**
 * The command line (dist/cli/index.js) as a GitLab CI job runs it for a merge request: the text
 * report on stdout, the log on stderr, GitLab's SAST report written beside them.
 */
async function runCliDemo(baseUrl: string, apiKey: string): Promise<CliRun> {
  const dir = mkdtempSync(join(tmpdir(), 'security-scan-demo-'))
  try {
    // The job's clone, its main the commit the merge request goes into: the policy file is read
    // there, from the clone's objects, never from the change.
    const base = createGitCheckout(dir, {
      branch: 'main',
      remote: `https://gitlab.example.com/${DEMO_GITLAB_PROJECT}.git`,
    })
    console.log('')
    console.log(
      `Running dist/cli/index.js as a GitLab CI job would, for merge request !${DEMO_PR_NUMBER} ` +
        `of ${DEMO_GITLAB_PROJECT}:`,
    )
    console.log('  security-scan scan --output gitlab-sast=gl-sast-report.json')
    const run = await runBundledCli({
      args: ['scan', '--output', 'gitlab-sast=gl-sast-report.json'],
      cwd: dir,
      timeoutMs: DEMO_TIMEOUT_MS,
      env: {
        SECURITY_SCAN_API_KEY: apiKey,
        SECURITY_SCAN_BASE_URL: baseUrl,
        SECURITY_SCAN_POLL_INTERVAL: DEMO_POLL_INTERVAL,
        GITLAB_CI: 'true',
        CI: 'true',
        CI_SERVER_URL: 'https://gitlab.example.com',
        CI_PROJECT_PATH: DEMO_GITLAB_PROJECT,
        CI_PROJECT_URL: `https://gitlab.example.com/${DEMO_GITLAB_PROJECT}`,
        CI_COMMIT_SHA: DEMO_HEAD_SHA,
        CI_COMMIT_REF_NAME: DEMO_HEAD_REF,
        CI_PIPELINE_SOURCE: 'merge_request_event',
        CI_MERGE_REQUEST_IID: String(DEMO_PR_NUMBER),
        CI_MERGE_REQUEST_SOURCE_BRANCH_NAME: DEMO_HEAD_REF,
        CI_MERGE_REQUEST_TARGET_BRANCH_NAME: 'main',
        CI_MERGE_REQUEST_DIFF_BASE_SHA: base.head,
      },
    })
    printHeading('Command line log (stderr)')
    process.stdout.write(run.stderr)
    printHeading('Command line report (stdout, --format text)')
    process.stdout.write(run.stdout)
    printHeading('GitLab SAST report (gl-sast-report.json)')
    const report = JSON.parse(readFileSync(join(dir, 'gl-sast-report.json'), 'utf8')) as {
      version: string
      scan: { status: string }
      vulnerabilities: { severity: string; name: string; location: { file: string } }[]
    }
    console.log(`Schema ${report.version}, scan ${report.scan.status}`)
    for (const v of report.vulnerabilities) {
      console.log(`  ${v.severity.padEnd(8)} ${v.location.file}  ${v.name}`)
    }
    return run
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The command line exits 1 when the gate fails, as the action fails the job. */
function reportCliOutcome(run: CliRun): boolean {
  if (run.exitCode === 1) {
    console.log('The command line exited 1 (gate failed), which fails the GitLab job.')
    return true
  }
  console.log(`Demo failed: expected the command line to exit 1, got ${String(run.exitCode)}.`)
  return false
}

async function runDemo(): Promise<boolean> {
  for (const bundle of [BUNDLE, CLI_BUNDLE]) {
    if (!existsSync(bundle)) {
      console.error(`${bundle} is missing: run \`npm run build\` first.`)
      return false
    }
  }
  const emulator = await startEmulator()
  const github = await startFakeGitHub()
  try {
    const apiKey = emulator.addKey({ scopes: ['read', 'write'], name: 'demo' })
    const node = actionNode()
    const nodeVersion = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim()

    console.log('Security scan action demo')
    console.log(`Service emulator: ${emulator.baseUrl}`)
    console.log(`Fake GitHub API:  ${github.apiUrl}`)
    console.log(
      `Running dist/index.js with Node ${nodeVersion}, as the runner would, for a ` +
        `pull_request event: ${DEMO_REPOSITORY} PR #${DEMO_PR_NUMBER} (${DEMO_HEAD_REF}).`,
    )
    console.log(
      `Inputs: api-key (a demo key), base-url, poll-interval ${DEMO_POLL_INTERVAL}; ` +
        'everything else at its default (fail-on-severity high).',
    )

    const run = await runDemoAction(emulator, github, apiKey)

    printHeading('Action log (stdout, as the runner reads it)')
    process.stdout.write(run.stdout)
    if (run.stderr !== '') {
      printHeading('Action stderr')
      process.stdout.write(run.stderr)
    }
    printHeading('Job summary (GITHUB_STEP_SUMMARY, Markdown)')
    process.stdout.write(run.summary)
    printHeading('Outputs (GITHUB_OUTPUT)')
    printOutputs(run.outputs)
    printHeading('Check run (fake GitHub API)')
    printCheckRun(github)
    const actionPassed = reportOutcome(run)
    printHeading('The same flow in GitLab CI: the security-scan command line')
    const cli = await runCliDemo(emulator.baseUrl, apiKey)
    console.log('')
    return reportCliOutcome(cli) && actionPassed
  } finally {
    await emulator.close()
    await github.close()
  }
}

process.exitCode = (await runDemo()) ? 0 : 1
