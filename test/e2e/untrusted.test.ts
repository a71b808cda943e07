import { expect, it } from 'vitest'
import { expectNoRawHtml, parseWorkflowCommand, splitLines } from './safety.js'
import { describeE2e } from './env.js'

/**
 * The emulator's `untrusted` plan gives findings hostile titles, descriptions and paths: workflow
 * commands (`::error file=action.yml::`, `::set-output`), HTML (`<script>`, `<img onerror>`,
 * `<details>`), Markdown links and table breakers, absolute and remote paths. runAction already
 * checks every line of every run; these tests make sure the hostile text really reached the
 * reports, so those checks were tested against it.
 */
describeE2e('untrusted finding text, through dist/index.js', (env) => {
  it('cannot start a workflow command in the log (log annotations, no check run)', async () => {
    env.github.mode = 'forbidden'
    env.emu.plan.scan = { untrusted: true, findings: { critical: 4, high: 4, medium: 4, low: 4 } }

    const run = await env.run()

    expect(run.exitCode).toBe(1)
    const lines = splitLines(run.stdout)
    const hostile = lines.filter((l) => l.includes('pwned') || l.includes('alert(1)'))
    expect(hostile.length, 'the hostile titles reached the log').toBeGreaterThan(0)
    for (const line of hostile) {
      // Only as the message or a property of the action's own annotation, never as a command.
      const command = parseWorkflowCommand(line)
      expect(command?.name, line).toMatch(/^(error|warning)$/)
      expect(command?.properties.title, line).toMatch(/^(Critical|High|Medium|Low|Info): /)
    }
    expect(run.stdout).not.toContain('::error file=action.yml')
    expect(run.stdout).not.toContain('::set-output')
    // Absolute and remote paths are not passed to the runner as annotation files.
    for (const line of lines) {
      const file = parseWorkflowCommand(line)?.properties.file
      if (file !== undefined) expect(file, line).toMatch(/^src\//)
    }
    expect(run.outputs).toMatchObject({ result: 'failed', 'findings-total': '16' })
  })

  it('cannot put raw HTML or links in the job summary or the check run', async () => {
    env.emu.plan.scan = { untrusted: true, findings: { critical: 4, high: 4, medium: 4, low: 4 } }

    const run = await env.run()

    for (const [what, markdown] of [
      ['the job summary', run.summary],
      ['the check run summary', env.github.checkRuns[0]?.summary ?? ''],
    ] as const) {
      expect(markdown, `the hostile titles reached ${what}`).toContain('&lt;script&gt;')
      expect(markdown).toContain('&lt;img src=x onerror=alert\\(1\\)&gt;')
      expectNoRawHtml(markdown, what)
      expect(markdown).not.toContain('](https://evil.example')
      expect(markdown).not.toMatch(/<script|<img|<details|<a /i)
    }
    // Every findings row still has exactly three cells: `|` in a title cannot add columns.
    const rows = run.summary.split('\n').filter((l) => /^\| (🔴|🟠|🟡|🔵|⚪) \w+ \| \[/.test(l))
    expect(rows).toHaveLength(16)
    for (const row of rows) expect(row.replace(/\\\|/g, '').split('|')).toHaveLength(5)
    // Check-run annotations are JSON to GitHub; their paths are still repository-relative only.
    for (const annotation of env.github.checkRuns[0]?.annotations ?? []) {
      expect(String(annotation.path)).toMatch(/^src\//)
    }
  })
})
