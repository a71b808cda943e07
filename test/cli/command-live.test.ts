/**
 * runCli while it runs: cancelled once the scan started, and its log on a terminal (one live
 * progress line) and in CI (plain lines).
 */
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createLocalGit } from '../../src/cli/git.js'
import { createGitCheckout } from '../../testkit/cli.js'
import { HEAD_SHA } from '../../testkit/ids.js'
import { callCli, lastLine, useCliWorld, WHERE } from './cli-io.js'

const world = useCliWorld()

/** Clears the live progress line: a carriage return and erase-line. */
const CLEAR_LINE = '\r\u001b[2K'

describe('runCli: cancellation and the terminal', () => {
  it('a cancellation once the scan started: exit 3, the scan named in the report', async () => {
    world.emu.plan.scan = { statuses: ['queued', 'running', 'running', 'running', 'completed'] }
    let started = ''
    world.emu.plan.headCommit = HEAD_SHA
    const call = await callCli({
      argv: ['scan', ...WHERE, '--format', 'json'],
      cwd: world.dir,
      onStderr: (text, controller) => {
        const id = /^Scan (\S+) started/m.exec(text)?.[1]
        if (id === undefined || started !== '') return
        started = id
        controller.abort(new Error('received SIGTERM'))
      },
    })
    expect(started).not.toBe('')
    expect(call.code).toBe(3)
    expect(lastLine(call.stderr)).toMatch(
      /^security-scan: could not tell \(exit 3, result pending\)/,
    )
    const report = JSON.parse(call.stdout) as { scan?: { id: string }; gate: { result: string } }
    expect(report.scan?.id).toBe(started)
    expect(world.emu.requests.filter((r) => r.endpoint === 'POST /scans')).toHaveLength(1)
  })

  it('on a terminal: one live progress line, redrawn, and no debug lines', async () => {
    world.emu.plan.headCommit = HEAD_SHA
    const call = await callCli({ argv: ['scan', ...WHERE], cwd: world.dir, tty: { columns: 60 } })
    expect(call.code).toBe(1)
    const parts = call.stderr.split(CLEAR_LINE)
    expect(parts.length).toBeGreaterThan(2)
    // Each redraw leaves one progress line, cut to the terminal's width, never ended by a newline.
    for (const part of parts.slice(0, -1)) {
      expect(part.split('\n').at(-1)?.length ?? 0).toBeLessThanOrEqual(59)
    }
    expect(call.stderr).toContain('Scan ')
    expect(call.stderr).not.toContain('debug:')
    // The progress line is cleared before the last line, which stands alone.
    expect(parts.at(-1)).toMatch(/^security-scan: gate failed \(exit 1[^\n]*\n$/)
  })

  it('on a terminal with --verbose: debug lines too; in CI: plain lines, never redrawn', async () => {
    world.emu.plan.headCommit = HEAD_SHA
    const verbose = await callCli({
      argv: ['scan', ...WHERE, '--verbose'],
      cwd: world.dir,
      tty: { columns: 60 },
    })
    expect(verbose.stderr).toContain('debug: ')
    // An unknown CI system (CI=true) runs in its clone, where the default branch's policy judges.
    const clone = createGitCheckout(join(world.dir, 'webapp'), {
      branch: 'main',
      remote: 'https://git.example.com/acme/webapp.git',
    })
    world.emu.plan.headCommit = clone.head
    const ci = await callCli({
      argv: ['scan'],
      env: { CI: 'true' },
      cwd: clone.dir,
      git: createLocalGit({ cwd: clone.dir, env: process.env, platform: process.platform }),
      tty: { columns: 60 },
    })
    expect(ci.stderr).not.toContain('\u001b')
    expect(ci.stderr).toContain('security-scan scan in a git checkout: acme/webapp main')
  })
})
