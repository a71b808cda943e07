import { spawn } from 'node:child_process'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { E2E_TEST_TIMEOUT_MS, requireBundle } from './env.js'
import { splitLines } from './safety.js'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const TSX = join(ROOT, 'node_modules/.bin/tsx')

interface ScriptRun {
  exitCode: number | null
  stdout: string
  stderr: string
}

/** Runs `npm run demo`'s command itself, as a fresh machine would after `npm ci`. */
function runDemo(): Promise<ScriptRun> {
  return new Promise((done) => {
    const child = spawn(TSX, ['scripts/demo.ts'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d))
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d))
    const timer = setTimeout(() => child.kill('SIGKILL'), E2E_TEST_TIMEOUT_MS - 5_000)
    child.on('close', (exitCode) => {
      clearTimeout(timer)
      done({ exitCode, stdout, stderr })
    })
  })
}

describe('npm run demo', { timeout: E2E_TEST_TIMEOUT_MS }, () => {
  beforeAll(requireBundle)

  it('exits 0 and prints the log, the job summary, the outputs, the check run, then the command line', async () => {
    const run = await runDemo()

    expect(run.exitCode, `the demo failed; stderr:\n${run.stderr}`).toBe(0)
    const out = run.stdout
    const sections = ['── Action log', '── Job summary', '── Outputs', '── Check run'].map(
      (heading) => out.indexOf(heading),
    )
    expect(sections.every((at) => at >= 0)).toBe(true)
    expect([...sections].sort((a, b) => a - b)).toEqual(sections)

    // The action's log, as is: its gate error is there.
    expect(out).toContain('::error::2 findings at or above high (2 high)')
    // The job summary's Markdown.
    expect(out).toContain('## ❌ Security scan failed')
    expect(out).toContain('| 🟠 High | 2 |')
    expect(out).toContain('services/checkout/src/coupons/repository.ts:57-61')
    // The outputs table.
    expect(out).toMatch(/^\| scan-id +\| [0-9a-f-]{36} +\|$/m)
    expect(out).toMatch(/^\| estimation-id +\| [0-9a-f-]{36} +\|$/m)
    expect(out).toMatch(/^\| result +\| failed +\|$/m)
    expect(out).toMatch(/^\| findings-total +\| 5 +\|$/m)
    // The check run.
    expect(out).toMatch(/^Conclusion: +failure$/m)
    expect(out).toMatch(/^Annotations: +5$/m)
    expect(out).toContain('the gate failed as expected: the demo PR has high findings')

    // Then the same merge request through the command line, as GitLab CI runs it.
    const cli = [
      '── The same flow in GitLab CI',
      '── Command line log',
      '── Command line report',
      '── GitLab SAST report',
    ].map((heading) => out.indexOf(heading))
    expect(cli.every((at) => at > sections.at(-1)!)).toBe(true)
    expect([...cli].sort((a, b) => a - b)).toEqual(cli)
    expect(out).toContain('security-scan scan in GitLab CI: acme/platform/checkout !42')
    expect(out).toContain(
      'security-scan: gate failed (exit 1, result failed): 2 findings at or above high',
    )
    expect(out).toMatch(/^FAILED: 2 findings at or above high \(2 high\)$/m)
    expect(out).toMatch(/^Schema 15\.0\.\d+, scan success$/m)
    expect(out).toContain('The command line exited 1 (gate failed), which fails the GitLab job.')

    // The demo key shows only in the runner's mask command, like in a real log.
    const mask = /^::add-mask::(ssk_[0-9a-f]{32})$/m.exec(out)
    expect(mask).not.toBeNull()
    const key = mask?.[1] ?? ''
    const leaks = splitLines(out).filter((l) => l.includes(key) && l !== `::add-mask::${key}`)
    expect(leaks).toEqual([])
  })
})
