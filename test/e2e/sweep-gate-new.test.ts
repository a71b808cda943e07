/**
 * gate: new in the sweep of one job (issue 39, point 3; done when f), through dist/sweep.js: three
 * nights of three repositories, each night on a new commit. The first night starts each
 * repository's record; the second finds what the first found (a line moved) and passes, saying
 * what was there; on the third one repository gains a critical: the job fails and names it, and
 * the others pass.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import type { FindingSeed } from '../../testkit/emulator/index.js'
import { describeE2e, SQLI, XSS, type E2eEnv } from './env.js'

const NAMES = ['acme/r1', 'acme/r2', 'acme/r3']

/** Each night's head commit of every repository's main. */
const NIGHTS = ['1', '2', '3'].map((digit) => digit.repeat(40))

/** What each repository's full scans find from now on. */
function find(env: E2eEnv, findings: Record<string, FindingSeed[]> = {}): void {
  env.emu.plan.repositories = Object.fromEntries(
    NAMES.map((name) => [name, { scan: { findings: findings[name] ?? [XSS] } }]),
  )
}

/** Night `index`: every repository's main at that night's commit. */
function night(env: E2eEnv, index: number, reportPath: string) {
  return env.run({
    sha: NIGHTS[index] ?? '',
    action: 'sweep',
    eventName: 'schedule',
    event: { schedule: '0 3 * * *', repository: { full_name: 'acme/security' } },
    repository: 'acme/security',
    inputs: {
      repositories: NAMES.join('\n'),
      gate: 'new',
      'fail-on-severity': 'high',
      'poll-interval': '100ms',
      'max-requests-per-minute': '100',
      'report-file': reportPath,
    },
  })
}

interface RepositoryReport {
  commitSha?: string
  gate: { result: string; reason: string }
  baseline?: { scanId?: string; startsRecord?: boolean; counts?: Record<string, number> }
}

/** Each repository's own report, from the sweep's report file. */
function repositoriesOf(path: string): Map<string, RepositoryReport> {
  const file = JSON.parse(readFileSync(path, 'utf8')) as {
    repositories: { repository: string; commitSha?: string; report: RepositoryReport }[]
  }
  return new Map(
    file.repositories.map((r) => [r.repository, { ...r.report, commitSha: r.commitSha }]),
  )
}

describeE2e('gate: new in a sweep of one job, over three nights, through dist/sweep.js', (env) => {
  it('starts the record, passes what was there, and fails only the repository that gains a critical', async () => {
    env.github.repositories = NAMES.map((n) => ({ owner: 'acme', name: n.split('/')[1] ?? '' }))
    env.emu.plan.scan = { durationMs: { min: 200, max: 400 } }
    const dir = mkdtempSync(join(tmpdir(), 'sweep-new-'))
    try {
      find(env)
      const first = await night(env, 0, join(dir, 'n1.json'))
      expect(first.exitCode).toBe(0)
      expect(first.outputs.result).toBe('passed')
      for (const entry of repositoriesOf(join(dir, 'n1.json')).values()) {
        expect(entry.baseline?.startsRecord).toBe(true)
        expect(entry.gate.reason).toBe(
          'first full scan of main: 1 finding recorded; later full scans fail for what is new',
        )
      }

      // Night 2: every repository on a new commit, the same finding a few lines down.
      find(env, Object.fromEntries(NAMES.map((n) => [n, [{ ...XSS, line_start: 14 }]])))
      const second = await night(env, 1, join(dir, 'n2.json'))
      expect(second.exitCode).toBe(0)
      expect(second.outputs).toMatchObject({ result: 'passed', 'repositories-breaching': '0' })
      const previous = repositoriesOf(join(dir, 'n1.json'))
      for (const [name, entry] of repositoriesOf(join(dir, 'n2.json'))) {
        expect(entry.baseline?.counts).toEqual({ new: 0, existing: 1, fixed: 0 })
        expect(entry.gate.reason).toContain(
          `since main's previous full scan at ${NIGHTS[0]?.slice(0, 7)}; 1 existing finding recorded then`,
        )
        expect(entry.commitSha).toBe(NIGHTS[1])
        expect(entry.baseline?.scanId).not.toBe(previous.get(name)?.baseline?.scanId)
      }

      // Night 3: acme/r2 gains a critical; the others stay as they were.
      const moved = [{ ...XSS, line_start: 14 }]
      find(env, { 'acme/r1': moved, 'acme/r2': [...moved, SQLI], 'acme/r3': moved })
      const third = await night(env, 2, join(dir, 'n3.json'))
      expect(third.exitCode).toBe(1)
      expect(third.outputs).toMatchObject({ result: 'failed', 'repositories-breaching': '1' })
      const judged = repositoriesOf(join(dir, 'n3.json'))
      expect(judged.get('acme/r2')?.gate.result).toBe('failed')
      expect(judged.get('acme/r2')?.baseline?.counts).toEqual({ new: 1, existing: 1, fixed: 0 })
      expect(judged.get('acme/r1')?.gate.result).toBe('passed')
      expect(judged.get('acme/r3')?.gate.result).toBe('passed')
      expect(third.stdout).toContain('acme/r2')
      // Each night bought one scan a repository: nothing was judged against itself.
      expect(await env.countScans()).toBe(9)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
