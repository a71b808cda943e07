import { expect, it } from 'vitest'
import { pullRequestEvent } from '../../testkit/harness.js'
import { describeE2e, expectRun, commandLines, packageLock } from './env.js'
import { HEAD_SHA, PR_NUMBER } from '../../testkit/ids.js'

const forkEvent = () => pullRequestEvent({ number: PR_NUMBER, headSha: HEAD_SHA, fork: true })

/**
 * What a fork's pull request must not get past, through dist/index.js: its own lockfile on
 * pull_request_target (whose checkout is the base branch), and the missing key on pull_request.
 */
describeE2e('fork pull requests and the dependency gate, through dist/index.js', (env) => {
  it("pull_request_target: a malicious package only in the PR's lockfile fails the gate", async () => {
    env.emu.plan.scan = { statuses: ['queued', 'completed'], findings: [] }
    env.github.pullFiles[PR_NUMBER] = ['package-lock.json', 'src/app.ts']
    // The PR head, as GitHub holds it: the fork's lockfile brings in a malicious package.
    env.github.filesAtCommit[HEAD_SHA] = {
      'package-lock.json': packageLock({ lodash: '4.17.21', 'event-stream': '3.3.6' }),
    }
    const run = await env.run({
      eventName: 'pull_request_target',
      event: forkEvent(),
      inputs: { 'check-dependencies': 'true' },
      // The checkout of pull_request_target: the base branch, whose lockfile is clean.
      workspace: { 'package-lock.json': packageLock({ lodash: '4.17.21' }) },
    })

    expectRun(run, 1, { result: 'failed', 'dependencies-malicious': '1' })
    expect(commandLines(run.stdout, 'error').join('\n')).toContain(
      '1 malicious dependency (event-stream 3.3.6 in package-lock.json)',
    )
    // Read as data at the head commit, from the base repository; nothing checked out or run.
    // (The policy file is read so too: at the base, which judges, and at the head, to show what
    // the change proposes.)
    expect(
      env.github.requests.filter((r) => r.path.includes('/contents/')).map((r) => r.path),
    ).toEqual([
      '/repos/acme/webapp/contents/.github%2Fsecurity-scan.yml',
      '/repos/acme/webapp/contents/.github%2Fsecurity-scan.yml',
      '/repos/acme/webapp/contents/package-lock.json',
    ])
    const [verdicts] = env.requests('POST /hfw/verdicts/batch')
    expect(verdicts?.keyPrefix).toBeUndefined()
    expect(run.summary).toContain(
      "Read at the pull request's head commit through GitHub's API, not from the checkout (on pull_request_target it is the base branch): package-lock.json.",
    )
    expect(run.summary).toContain('lockfiles changed by PR \\#7, read at its head commit abc1234')
    // The code scan ran as usual beside it, on the fork.
    expect(env.requests('POST /scans')).toHaveLength(1)
  })

  it('pull_request without a key: the dependency check runs, no scan, no key, the gate stays closed', async () => {
    env.github.mode = 'forbidden'
    env.github.pullFiles[PR_NUMBER] = ['package-lock.json']
    const run = await env.run({
      event: forkEvent(),
      inputs: { 'api-key': '', 'check-dependencies': 'true' },
      workspace: { 'package-lock.json': packageLock({ lodash: '4.17.21' }) },
    })

    expectRun(run, 1, {
      result: 'unknown',
      'scan-id': '',
      'estimation-id': '',
      'dependencies-malicious': '0',
    })
    expect(commandLines(run.stdout, 'error')).toEqual([
      "::error::No API key: fork pull requests get no secrets, so the code was not scanned and the gate cannot pass (the dependency check ran: it needs no key). To scan forks, run on pull_request_target as the README's security model describes; to skip them, give the job if: github.event.pull_request.head.repo.full_name == github.repository",
    ])
    // Only the public verdict endpoint was asked, and nothing carried a key.
    expect(env.emu.requests.map((r) => r.endpoint)).toEqual(['POST /hfw/verdicts/batch'])
    expect(env.emu.requests.every((r) => r.keyPrefix === undefined)).toBe(true)
    expect(run.summary).toContain('## ❔ Security scan result unknown')
    expect(run.summary).toContain('### Dependencies')
    expect(run.summary).toContain('Read from the checkout: package-lock.json.')
  })
})
