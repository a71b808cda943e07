import { beforeEach, expect, it } from 'vitest'
import { describeE2e, expectRun, commandLines, packageLock } from './env.js'
import { PR_NUMBER } from '../../testkit/ids.js'

const YARN_LOCK = `# yarn lockfile v1


emu-suspicious-pkg@^1.0.0:
  version "1.0.0"
  resolved "https://registry.yarnpkg.com/emu-suspicious-pkg/-/emu-suspicious-pkg-1.0.0.tgz"

lodash@^4.17.21:
  version "4.17.21"
  resolved "https://registry.yarnpkg.com/lodash/-/lodash-4.17.21.tgz"
`

/** check-dependencies, through dist/index.js against the emulator's verdict endpoint. */
describeE2e('malicious dependencies, through dist/index.js', (env) => {
  // A clean scan: whatever fails or warns below is the dependency check's doing.
  beforeEach(() => {
    env.emu.plan.scan = { statuses: ['queued', 'completed'], findings: [] }
  })

  it('fails the job on a malicious locked package and names it with its lockfile', async () => {
    env.github.pullFiles[PR_NUMBER] = ['web/package-lock.json', 'src/app.ts']
    const run = await env.run({
      inputs: { 'check-dependencies': 'true' },
      workspace: {
        'web/package-lock.json': packageLock({ 'event-stream': '3.3.6', lodash: '4.17.21' }),
        // Not changed by the PR: not checked, although it locks a suspicious package.
        'tools/yarn.lock': YARN_LOCK,
        // Installed packages are never read.
        'node_modules/x/package-lock.json': packageLock({ 'emu-malicious-pkg': '1.0.0' }),
      },
    })

    expectRun(run, 1, {
      result: 'failed',
      'findings-total': '0',
      'dependencies-malicious': '1',
      'dependencies-suspicious': '0',
    })
    expect(commandLines(run.stdout, 'error').join('\n')).toContain(
      '1 malicious dependency (event-stream 3.3.6 in web/package-lock.json)',
    )
    // The verdict request carries no API key and only the changed lockfile's packages.
    const verdicts = env.requests('POST /hfw/verdicts/batch')
    expect(verdicts).toHaveLength(1)
    expect(verdicts[0]?.keyPrefix).toBeUndefined()
    expect(run.summary).toContain('### Dependencies')
    expect(run.summary).toContain('lockfiles changed by PR \\#7')
    expect(run.summary).toMatch(
      /🚫 Malicious \| event-stream \| 3\\\.3\.6 \| web\/package-lock\.json\\:\d+ \| Release pulls in/,
    )
    const [checkRun] = env.github.checkRuns
    expect(checkRun?.conclusion).toBe('failure')
    expect(checkRun?.annotations[0]).toMatchObject({
      path: 'web/package-lock.json',
      annotation_level: 'failure',
      title: 'Malicious package: event-stream 3.3.6',
    })
    // The scan ran as usual beside the check.
    expect(env.requests('POST /scans')).toHaveLength(1)
  })

  it('only warns on a suspicious package, and warn-only keeps a malicious one from failing', async () => {
    const suspicious = await env.run({
      inputs: { 'check-dependencies': 'true' },
      workspace: { 'yarn.lock': YARN_LOCK },
    })
    // No github pull files were set: the list cannot be read, so every lockfile is checked.
    expectRun(suspicious, 0, {
      result: 'passed',
      'dependencies-malicious': '0',
      'dependencies-suspicious': '1',
    })
    expect(suspicious.summary).toMatch(
      /⚠️ Suspicious \| emu-suspicious-pkg \| 1\\\.0\.0 \| yarn\.lock\\:\d+ \|/,
    )
    expect(suspicious.summary).toContain('Every lockfile was checked')

    const warned = await env.run({
      inputs: { 'check-dependencies': 'true', 'warn-only': 'true' },
      workspace: { 'package-lock.json': packageLock({ 'emu-malicious-pkg': '2.0.0' }) },
    })
    expectRun(warned, 0, { result: 'warned', 'dependencies-malicious': '1' })
  })

  it('fails closed when the verdicts cannot be read', async () => {
    env.emu.faults.add({
      kind: 'status',
      status: 400,
      method: 'POST',
      path: '/hfw/verdicts/batch',
      body: { statusCode: 400, message: 'bad batch', error: 'Bad Request' },
    })
    const run = await env.run({
      inputs: { 'check-dependencies': 'true' },
      workspace: { 'package-lock.json': packageLock({ lodash: '4.17.21' }) },
    })
    expectRun(run, 1, { result: 'failed', 'dependencies-malicious': '' })
    expect(commandLines(run.stdout, 'error').join('\n')).toContain(
      'dependency check incomplete: verdicts for 1 of 1 package version could not be read',
    )
  })
})
