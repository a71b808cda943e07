import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { sweepReportFileSchema } from '../../src/report/formats/report-file-sweep.js'
import { validateReportFile } from '../report/report-file-validate.js'
import type { RepositoryPlan } from '../../testkit/emulator/types.js'
import { commandLines, describeE2e, ON_WINDOWS, type E2eEnv } from './env.js'

/** 30 repositories of acme, r01 … r30, plus an archived one and a fork the sweep leaves out. */
const NAMES = Array.from({ length: 30 }, (_, i) => `r${String(i + 1).padStart(2, '0')}`)
const CREDITS_EACH = 10

function setUpOrganization(env: E2eEnv, overrides: Record<string, RepositoryPlan> = {}): void {
  env.github.repositories = [
    ...NAMES.map((name) => ({ owner: 'acme', name })),
    { owner: 'acme', name: 'old', archived: true },
    { owner: 'acme', name: 'forked', fork: true },
  ]
  const repositories: Record<string, RepositoryPlan> = {}
  for (const name of NAMES) repositories[`acme/${name}`] = { estimation: { credits: CREDITS_EACH } }
  for (const [key, plan] of Object.entries(overrides)) {
    repositories[key] = { ...repositories[key], ...plan }
  }
  env.emu.plan.repositories = repositories
  // Time-based scans: a sweep only lists them, it never polls one by one.
  env.emu.plan.scan = {
    statuses: ['queued', 'running', 'completed'],
    durationMs: { min: 200, max: 600 },
    findings: { medium: 1, low: 1 },
  }
}

const SWEEP_INPUTS = {
  repositories: 'org:acme',
  'poll-interval': '100ms',
  // The whole key: a sweep's default share (50 a minute) would make the test wait a real minute.
  'max-requests-per-minute': '100',
}

function sweep(env: E2eEnv, inputs: Record<string, string> = {}, runAttempt = 1) {
  return env.run({
    action: 'sweep',
    eventName: 'schedule',
    event: { schedule: '0 3 * * 1', repository: { full_name: 'acme/security' } },
    repository: 'acme/security',
    runAttempt,
    inputs: { ...SWEEP_INPUTS, ...inputs },
  })
}

describeE2e("the sweep's action: one job scans an organization, through dist/sweep.js", (env) => {
  it('30 repositories: a partial estimation, a failing scan, the credit cap, a refused upload', async () => {
    setUpOrganization(env, {
      // Partial estimation: one repository fails, one is in a language the service cannot scan.
      'acme/r07': { estimation: { status: 'failed', error: 'Repository could not be cloned' } },
      'acme/r08': {
        estimation: {
          status: 'failed',
          failure_reason: 'unsupported_language',
          unsupported_languages: ['COBOL'],
        },
      },
      'acme/r03': { scan: { findings: { high: 2, low: 1 } } },
      'acme/r12': { scan: { statuses: ['queued', 'running', 'failed'] } },
    })
    // The service takes 12 repositories per estimation: the batch of 30 is split.
    env.emu.plan.estimation = { polls: 1, maxRepos: 12 }
    env.github.sarifForbidden.add('acme/r05')

    // 28 scannable repositories of 10 credits: 25 fit under 250.
    const dir = mkdtempSync(join(tmpdir(), 'sweep-report-'))
    const reportPath = join(dir, 'sweep.json')
    const run = await sweep(env, {
      'max-credits': '250',
      'sarif-dir': 'sarif',
      'upload-sarif': 'true',
      'report-file': reportPath,
    })

    expect(run.exitCode).toBe(1)
    expect(run.outputs).toMatchObject({
      result: 'failed',
      'repositories-scanned': '24',
      'repositories-breaching': '1',
      'repositories-failed': '2',
      'repositories-skipped': '4',
    })
    const failure = commandLines(run.stdout, 'error').join('\n')
    expect(failure).toContain(
      '1 of 30 repositories breach fail-on-severity high (acme/r03: 2 findings',
    )
    expect(failure).toContain('2 could not be judged (acme/r07: ')
    // Never half-started: the three over the cap have no scan; 25 scans were bought, once each.
    expect(env.requests('POST /scans')).toHaveLength(25)
    expect(await env.countScans()).toBe(25)
    const started = new Set(run.outputs['scan-ids']?.split('\n').map((line) => line.split(' ')[0]))
    for (const skipped of [
      'acme/r28',
      'acme/r29',
      'acme/r30',
      'acme/r08',
      'acme/old',
      'acme/forked',
    ]) {
      expect(started.has(skipped), skipped).toBe(false)
    }
    // The batches: 12 + 12 + 6 after the refusal of 30.
    const estimations = env.requests('POST /cost-estimations')
    expect(estimations.map((r) => r.status)).toEqual([400, 201, 201, 201])
    // Followed by list requests: far fewer than one status poll per scan.
    expect(env.requests('GET /scans/{id}/status')).toEqual([])
    const lists = env.requests('GET /scans').length
    expect(lists).toBeGreaterThan(0)
    // SARIF: one upload per judged repository, but r05, whose token is refused: a warning. (Octokit
    // sends one write a second, as GitHub asks of content-creating requests: most of this test's time.)
    const uploaded = env.github.sarifUploads.map((u) => `${u.owner}/${u.repo}`)
    expect(uploaded).toHaveLength(23)
    expect(uploaded).not.toContain('acme/r05')
    expect(commandLines(run.stdout, 'warning').join('\n')).toContain('acme/r05')
    const r03 = env.github.sarifUploads.find((u) => u.repo === 'r03')
    expect(r03?.ref).toBe('refs/heads/main')
    expect(JSON.stringify(r03?.sarif)).toContain(
      '"automationDetails":{"id":"security-scan/acme/r03/"}',
    )
    // The summary: one row per repository, and why each was skipped or not judged.
    expect(run.summary).toContain('## ❌ Security sweep failed')
    expect(run.summary).toMatch(/\| 30 \| 24 \| 1 \| 2 \| 4 \| 250 \|/)
    expect(run.summary).toContain('over max-credits \\(250\\)')
    expect(run.summary).toContain('COBOL')
    expect(run.summary).toContain('Repository could not be cloned')
    // The report file: every repository, in the published schema, as a strict consumer reads it.
    const text = readFileSync(reportPath, 'utf8')
    rmSync(dir, { recursive: true, force: true })
    expect(text).not.toContain(env.key)
    const parsed = JSON.parse(text) as unknown
    expect(validateReportFile(parsed)).toEqual([])
    const file = sweepReportFileSchema.parse(parsed)
    expect(file.sweep.counts).toEqual({
      repositories: 30,
      judged: 24,
      breaching: 1,
      failed: 2,
      skipped: 4,
      deferred: 0,
    })
    const breaching = file.repositories.find((r) => r.repository === 'acme/r03')
    expect(breaching?.report.counts).toMatchObject({ high: 2, low: 1 })
    expect(breaching?.report.findings).toHaveLength(3)
    expect(file.repositories.find((r) => r.repository === 'acme/r05')?.sarifUpload).toMatchObject({
      ok: false,
    })
  })

  it.skipIf(ON_WINDOWS)(
    'a re-run buys nothing twice: every scan the first run started is followed, not started',
    async () => {
      setUpOrganization(env)
      env.emu.plan.scan = { ...env.emu.plan.scan, durationMs: 3_000 }

      // v1's sweep, through the gate's action, cancelled once every scan has started: the scans go
      // on on the service, and the sweep's own action follows them.
      const first = await env.run({
        eventName: 'schedule',
        event: { schedule: '0 3 * * 1', repository: { full_name: 'acme/security' } },
        repository: 'acme/security',
        inputs: SWEEP_INPUTS,
        kill: { signal: 'SIGTERM', whenStdout: /Following 30 scans/ },
      })
      expect(first.exitCode).toBe(1)
      expect(first.stdout).toContain(
        '::warning::repositories: the organization sweep has its own action: move this step to org/security-scan-action/sweep@v1, with the same inputs',
      )
      expect(env.requests('POST /scans')).toHaveLength(30)
      const startedIds = first.outputs['scan-ids']?.split('\n') ?? []
      expect(startedIds).toHaveLength(30)
      expect(first.summary).toContain('a re-run follows them')

      env.emu.plan.scan = { ...env.emu.plan.scan, durationMs: 300 }
      // Polls a little apart: the scans still have a few seconds to go, on a key the first run used.
      const again = await sweep(env, { 'poll-interval': '500ms' }, 2)

      expect(again.exitCode).toBe(0)
      expect(again.outputs).toMatchObject({ result: 'passed', 'repositories-scanned': '30' })
      expect(env.requests('POST /scans')).toHaveLength(30)
      expect(await env.countScans()).toBe(30)
      expect((again.outputs['scan-ids'] ?? '').split('\n').sort()).toEqual([...startedIds].sort())
      expect(again.summary).toMatch(/\| 30 \| 30 \| 0 \| 0 \| 0 \| 0 \|/)
    },
  )
})
