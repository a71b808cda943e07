/**
 * A change may commit a symbolic link named like a report the job writes (issue 26): through
 * dist/index.js and dist/cli/index.js, the link is replaced by the report, what it points at on
 * the runner is never written, and a folder that leads out of the checkout is refused in one line.
 */
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { runBundledCli } from '../../testkit/cli.js'
import { HEAD_SHA } from '../../testkit/ids.js'
import { useRunnerHome } from '../support/runner-home.js'
import { commandLines, describeE2e, MIXED_FINDINGS, ON_WINDOWS } from './env.js'

const world = useRunnerHome()
const { commitLink, expectHomeUntouched } = world
/** Windows needs a privilege to create a symbolic link (env.ts ON_WINDOWS). */
const describeLinks = (title: string, body: Parameters<typeof describeE2e>[1]) => {
  describeE2e(title, body, { skip: ON_WINDOWS })
}

/** The report at `path` of the checkout: a regular file, parsed. */
function readReport(path: string): unknown {
  return JSON.parse(world.readReport(path))
}

describeLinks('report files over committed links, through dist/index.js', (env) => {
  it('sarif-file and report-file: each link replaced by the report, its target untouched', async () => {
    commitLink('security-scan.sarif', join(world.home, '.bashrc'))
    commitLink('reports/scan.json', join(world.home, 'tools', 'scanner'))
    env.emu.plan.scan = { findings: MIXED_FINDINGS }

    const run = await env.run({
      workspaceDir: world.workspace,
      inputs: { 'sarif-file': 'security-scan.sarif', 'report-file': 'reports/scan.json' },
    })

    expect(run.exitCode).toBe(1)
    expectHomeUntouched()
    expect(readReport('security-scan.sarif')).toMatchObject({ version: '2.1.0' })
    expect(readReport('reports/scan.json')).toMatchObject({ findingsRead: 'all' })
    expect(run.outputs).toMatchObject({
      'sarif-file': 'security-scan.sarif',
      'report-file': 'reports/scan.json',
    })
  })

  it('refuses, in one line, a report whose folder leads out of the workspace', async () => {
    commitLink('reports', world.home)
    env.emu.plan.scan = { findings: { low: 1 } }

    const run = await env.run({
      workspaceDir: world.workspace,
      inputs: { 'report-file': 'reports/scan.json' },
    })

    expect(run.exitCode).toBe(0)
    expectHomeUntouched()
    const refusals = commandLines(run.stdout, 'warning').filter((line) => line.includes('reports'))
    expect(refusals).toEqual([
      '::warning::Could not write the report file: the folder reports of reports/scan.json is a symbolic link that leads out of the workspace; no report is written through one',
    ])
    expect(run.outputs['report-file']).toBe('')
  })

  it("sweep mode: a repository's SARIF file over a link is written as a file", async () => {
    env.github.repositories = [
      { owner: 'acme', name: 'api' },
      { owner: 'acme', name: 'web' },
    ]
    // Time-based scans: a sweep only lists them, it never polls one by one.
    env.emu.plan.scan = {
      statuses: ['queued', 'completed'],
      durationMs: 200,
      findings: { low: 1 },
    }
    commitLink('sarif/acme__api.sarif', join(world.home, '.bashrc'))

    const run = await env.run({
      action: 'sweep',
      workspaceDir: world.workspace,
      eventName: 'schedule',
      event: { schedule: '0 3 * * 1', repository: { full_name: 'acme/security' } },
      repository: 'acme/security',
      inputs: {
        repositories: 'org:acme',
        'sarif-dir': 'sarif',
        'max-requests-per-minute': '100',
      },
    })

    expect(run.exitCode).toBe(0)
    expectHomeUntouched()
    expect(readReport('sarif/acme__api.sarif')).toMatchObject({ version: '2.1.0' })
    expect(readReport('sarif/acme__web.sarif')).toMatchObject({ version: '2.1.0' })
  })
})

describeLinks('report files over committed links, through dist/cli/index.js', (env) => {
  it('--output gitlab-sast, junit and json: links replaced, their targets untouched; a folder leading out refused', async () => {
    commitLink('gl-sast-report.json', join(world.home, '.bashrc'))
    commitLink('junit.xml', join(world.home, 'tools', 'scanner'))
    commitLink('out', world.home)
    env.emu.plan.headCommit = HEAD_SHA
    env.emu.plan.scan = { statuses: ['queued', 'completed'], findings: MIXED_FINDINGS }

    const run = await runBundledCli({
      args: [
        ...['scan', '--repo-url', 'https://gitlab.example.com/acme/webapp', '--branch', 'main'],
        ...['--commit', HEAD_SHA, '--output', 'gitlab-sast=gl-sast-report.json'],
        ...['--output', 'junit=junit.xml', '--output', 'json=out/scan.json'],
      ],
      env: {
        SECURITY_SCAN_API_KEY: env.key,
        SECURITY_SCAN_BASE_URL: env.emu.baseUrl,
        SECURITY_SCAN_POLL_INTERVAL: '100ms',
      },
      cwd: world.workspace,
      timeoutMs: 60_000,
    })

    expect(run.exitCode).toBe(1)
    expect(run.stderr).not.toMatch(/^::|##vso\[/m)
    expectHomeUntouched()
    expect(readReport('gl-sast-report.json')).toMatchObject({ scan: { type: 'sast' } })
    expect(world.readReport('junit.xml')).toMatch(/^<\?xml/)
    expect(run.stderr.split('\n').filter((line) => line.includes('out/scan.json'))).toEqual([
      'warning: Could not write the report file: the folder out of out/scan.json is a symbolic link that leads out of the workspace; no report is written through one',
    ])
  })
})
