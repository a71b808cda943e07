/**
 * docs/sweep.md's "Hand new findings on": its shell step, as pasted, run by bash with the real
 * jq against a merged report file the merge's own writer produced, and a fake `gh` on the PATH
 * that records what it is asked. The workflow runner (test/e2e/workflow.ts) runs no shell: this
 * is where the step is run. Needs bash and jq (both on GitHub's hosted runners): without them the
 * tests are skipped, and say so in their name.
 */
import { spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { load } from 'js-yaml'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderMergedReportFile } from '../../src/sweep/merge/report-file.js'
import {
  makeBaselineProblem,
  makeFinding,
  makeLocatedFinding,
} from '../../testkit/builders/report.js'
import { readWorkflow, readYamlBlock, type WorkflowStep } from '../e2e/workflow-model.js'
import { judgedItem, withChanges } from '../sweep/helpers.js'
import { mergeFiles, useReportsDir } from '../sweep/merge-fixtures.js'

const PAGE = readFileSync(new URL('../../docs/sweep.md', import.meta.url), 'utf8')
const STEPS = load(readYamlBlock(PAGE, '## Hand new findings on')) as (WorkflowStep & {
  env?: Record<string, string>
})[]
const SCRIPT = STEPS.find((step) => step.run !== undefined)?.run ?? ''

function installed(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`]).status === 0
}
const TOOLS = installed('bash') && installed('jq')

/** gh as far as the step uses it: repo view says a visibility, issue create is recorded. */
const FAKE_GH = `#!/usr/bin/env bash
set -euo pipefail
[ -n "\${GH_TOKEN:-}" ] || { echo 'no GH_TOKEN' >&2; exit 4; }
if [ "$1 $2" = 'repo view' ]; then
  case "$3" in acme/site) echo PUBLIC ;; *) echo PRIVATE ;; esac
  exit 0
fi
[ "$1 $2" = 'issue create' ] || { echo "unexpected: $*" >&2; exit 2; }
shift 2
while [ $# -gt 0 ]; do
  case "$1" in
    --repo) repo=$2 ;;
    --title) title=$2 ;;
    --body-file) body=$2 ;;
    *) echo "unexpected: $1" >&2; exit 2 ;;
  esac
  shift 2
done
jq -cn --arg repo "$repo" --arg title "$title" --rawfile body "$body" \\
  '{repo: $repo, title: $title, body: $body}' >>"$FAKE_GH_LOG"
`

const HOSTILE = 'SQLi $(touch pwned) `touch pwned`\n~~~\n@octocat [x](https://evil.test) <b>'

const reportsDir = useReportsDir()

describe(
  TOOLS
    ? "docs/sweep.md's step handing new findings on"
    : "docs/sweep.md's step handing new findings on (skipped: bash or jq is not installed)",
  () => {
    let dir: string
    beforeEach(async () => {
      dir = await mkdtemp(join(tmpdir(), 'sweep-routing-'))
    })
    afterEach(async () => {
      await rm(dir, { recursive: true, force: true })
    })

    it("follows the merge step of the page's workflow, on the file it writes, with no ${{ }} in its script", () => {
      const merge = readWorkflow(PAGE, '## 10,000 repositories').jobs.merge?.steps?.find(
        (step) => step.id === 'merge',
      )
      expect(merge?.with).toMatchObject({ mode: 'merge', 'report-file': 'sweep.json' })
      expect(STEPS[0]?.if).toContain('steps.merge.outputs.report-file')
      expect(SCRIPT).toContain(' sweep.json')
      expect(SCRIPT).not.toContain('${{')
    })

    it.skipIf(!TOOLS)(
      'opens one issue per private repository with new findings, each title inert',
      async () => {
        const merged = await mergeFiles(await reportsDir(), [
          {
            index: 0,
            items: [
              withChanges(judgedItem('acme/api', { critical: 1, high: 1 }), {
                fresh: [
                  makeLocatedFinding({ id: 'n-1' }),
                  makeFinding({ id: 'n-2', title: HOSTILE }),
                ],
              }),
              withChanges(judgedItem('acme/site', { high: 1 }), { fresh: [makeFinding()] }),
            ],
          },
          {
            index: 1,
            items: [
              withChanges(judgedItem('acme/web'), { fixed: [makeFinding({ id: 'x-1' })] }),
              withChanges(
                judgedItem('acme/lost', { high: 1 }),
                { fresh: [makeFinding()] },
                makeBaselineProblem('no previous full scan'),
              ),
            ],
          },
          { index: 2, items: [] },
        ])
        writeFileSync(join(dir, 'sweep.json'), [...renderMergedReportFile(merged)].join(''))
        mkdirSync(join(dir, 'bin'))
        writeFileSync(join(dir, 'bin', 'gh'), FAKE_GH)
        chmodSync(join(dir, 'bin', 'gh'), 0o755)
        writeFileSync(join(dir, 'step.sh'), SCRIPT)
        const log = join(dir, 'gh.log')
        writeFileSync(log, '')

        // As the runner runs a run: step: bash, stopping at the first failing command.
        const ran = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', 'step.sh'], {
          cwd: dir,
          encoding: 'utf8',
          env: {
            PATH: `${join(dir, 'bin')}:${process.env.PATH ?? ''}`,
            GH_TOKEN: 'ghs_routingTest',
            FAKE_GH_LOG: log,
          },
        })

        expect(ran.status, ran.stderr).toBe(0)
        const issues = readFileSync(log, 'utf8')
          .split('\n')
          .filter((line) => line !== '')
          .map((line) => JSON.parse(line) as { repo: string; title: string; body: string })
        // acme/site is public, acme/web has nothing new, acme/lost was not told against a scan.
        expect(issues.map((i) => [i.repo, i.title])).toEqual([
          ['acme/api', 'Security sweep: 2 new findings'],
        ])
        const lines = issues[0]?.body.split('\n') ?? []
        const fence = lines.indexOf('~~~text')
        expect(lines.slice(fence)).toEqual([
          '~~~text',
          'critical  "RCE"  src/run.ts:3  https://dash.example.test/f/b',
          `high  ${JSON.stringify(HOSTILE)}`,
          '~~~',
          '',
        ])
        // Nothing the title holds ran.
        expect(existsSync(join(dir, 'pwned'))).toBe(false)
      },
    )
  },
)
