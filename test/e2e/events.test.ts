import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { describeE2e, commandLines, expectAllOutputsSet } from './env.js'

function fixture(name: string): Record<string, unknown> {
  const url = new URL(`../fixtures/events/${name}.json`, import.meta.url)
  return JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown>
}

const SHA = 'f'.repeat(40)
/** Where SHA forks from main, the default branch of every fixture but the schedule's. */
/** main's head, as the compare of main with the run's commit answers it (base_commit). */
const MAIN_HEAD = 'ba5e'.padEnd(40, '0')

const NONE_THERE = 'not from the checkout; there is none there, so no policy applies'
const AT_MAIN_HEAD = `Policy file .github/security-scan.yml: read at main's head (${MAIN_HEAD.slice(0, 12)}), ${NONE_THERE}`
const POLICY_READ: Record<string, string[]> = {
  workflow_dispatch: [AT_MAIN_HEAD],
  issue_comment: [AT_MAIN_HEAD],
  merge_group: [
    `Policy file .github/security-scan.yml: read at the base commit (${'0'.repeat(12)}), ${NONE_THERE}`,
  ],
}

/**
 * Every event the action can be triggered by, through dist/index.js: each either scans the code
 * it is about (the scan record says which repository and branch) or stops before asking the
 * service anything, with one line naming the input to set. runAction checks the log, summary
 * and check runs of every run for leaks, injected commands and raw HTML.
 */
describeE2e('every event scans the right code, through dist/index.js', (env) => {
  it.each([
    ['push', 'push', 'refs/heads/main', 'main'],
    ['workflow_dispatch', 'workflow_dispatch', 'refs/heads/release/2', 'release/2'],
    // The repository's default branch, whatever the run's ref.
    ['schedule', 'schedule', 'refs/heads/main', 'trunk'],
    [
      'merge_group',
      'merge_group',
      'refs/heads/gh-readonly-queue/main/pr-7-0000000000000000000000000000000000000001',
      'gh-readonly-queue/main/pr-7-0000000000000000000000000000000000000001',
    ],
    // Runs on the default branch, not on the pull request it comments on.
    ['issue_comment', 'issue_comment', 'refs/heads/main', 'main'],
  ])('%s: a full scan of the branch it is about', async (eventName, name, ref, branch) => {
    env.emu.plan.scan = { findings: [] }
    env.github.mergeBases[`main...${SHA}`] = MAIN_HEAD
    const run = await env.run({ eventName, event: fixture(name), ref, sha: SHA })

    expect(run.exitCode).toBe(0)
    expectAllOutputsSet(run)
    const scan = await env.readScanRecord(run.outputs['scan-id'] ?? '')
    expect(scan).toMatchObject({
      repo_url: 'https://github.com/acme/webapp',
      branch,
      scan_type: 'full',
    })
    // The policy file judges from the default branch, or from the commit a change goes into;
    // the checkout's own only on a push of the default branch and a schedule.
    const policyLines = run.stdout.split('\n').filter((line) => line.startsWith('Policy file'))
    expect(policyLines).toEqual(POLICY_READ[eventName] ?? [])
  })

  it.each([
    [
      'push',
      'push-tag',
      'refs/tags/v1.2.0',
      'branch: push of tag v1.2.0: the service scans branches',
    ],
    ['release', 'release', 'refs/tags/v1.2.0', 'branch: '],
  ])(
    '%s of a tag: stops naming branch, asking the service nothing',
    async (eventName, name, ref, message) => {
      const run = await env.run({ eventName, event: fixture(name), ref, sha: SHA })

      expect(run.exitCode).toBe(1)
      expect(commandLines(run.stdout, 'error').join('\n')).toContain(message)
      expect(env.emu.requests).toEqual([])
      expect(env.requests('POST /scans')).toEqual([])
      expectAllOutputsSet(run)
      expect(run.outputs.result).toBe('failed')
    },
  )

  it('a tag with the branch input set scans that branch', async () => {
    env.emu.plan.scan = { findings: [] }
    env.github.mergeBases[`main...${SHA}`] = MAIN_HEAD
    const run = await env.run({
      eventName: 'push',
      event: fixture('push-tag'),
      ref: 'refs/tags/v1.2.0',
      sha: SHA,
      inputs: { branch: 'main' },
    })
    expect(run.exitCode).toBe(0)
    const scan = await env.readScanRecord(run.outputs['scan-id'] ?? '')
    expect(scan).toMatchObject({ branch: 'main', scan_type: 'full' })
  })
})
