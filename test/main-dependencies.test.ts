import { describe, expect, it } from 'vitest'
import { memoryWorkspace } from '../testkit/fakes/workspace.js'
import { fakeCheckRunApi } from '../testkit/fakes/github-api.js'
import { makeContext } from '../testkit/builders/config.js'
import { useRunHarness, type Ran } from './job/run-harness.js'

const h = useRunHarness()

/** A job that fails for one reason, with these outputs and a failed check run. */
function expectFailedJob(ran: Ran, failure: string, outputs: Record<string, string>): void {
  expect(ran.ports.failures).toEqual([failure])
  expect(ran.ports.outputs).toMatchObject(outputs)
  expect(ran.checkRun.updates.at(-1)?.[1].conclusion).toBe('failure')
}

const LOCK = JSON.stringify({
  lockfileVersion: 3,
  packages: {
    '': { name: 'webapp' },
    'node_modules/event-stream': { version: '3.3.6' },
    'node_modules/lodash': { version: '4.17.21' },
  },
})

describe('run: check-dependencies', () => {
  it('is off by default: no lockfile is looked for and no verdict asked', async () => {
    const { workspace, calls } = memoryWorkspace({ 'package-lock.json': LOCK })
    const ran = await h.run(h.inputs(), { workspace })
    // Only the policy file is looked for (there is none).
    expect(calls).toEqual(['read .github/security-scan.yml'])
    expect(h.requests('POST /hfw/verdicts/batch')).toEqual([])
    expect(ran.ports.outputs['dependencies-malicious']).toBe('')
  })

  it('checks the lockfiles the PR changed, beside the scan, and fails on a malicious package', async () => {
    const { workspace, calls } = memoryWorkspace({
      'package-lock.json': LOCK,
      'tools/yarn.lock': '# yarn lockfile v1\n\n\ncoa@2.0.3:\n  version "2.0.3"\n',
    })
    const checkRunApi = fakeCheckRunApi()
    checkRunApi.changedFiles = ['package-lock.json', 'README.md']
    h.emu.plan.scan = { findings: [] }

    const ran = await h.run(h.inputs({ 'check-dependencies': 'true' }), { workspace, checkRunApi })

    expect(checkRunApi.listedPulls).toEqual([7])
    expect(calls).toEqual([
      'read .github/security-scan.yml',
      'find **/package-lock.json **/npm-shrinkwrap.json **/yarn.lock **/pnpm-lock.yaml',
      'read package-lock.json',
    ])
    const [request] = h.requests('POST /hfw/verdicts/batch')
    expect(request).toBeDefined()
    expect(request?.keyPrefix).toBeUndefined()
    expectFailedJob(
      ran,
      'no findings at or above high; 1 malicious dependency (event-stream 3.3.6 in package-lock.json)',
      {
        result: 'failed',
        'findings-total': '0',
        'dependencies-malicious': '1',
        'dependencies-suspicious': '0',
      },
    )
  })

  it('fails the job on a malicious package even when the scan is not awaited', async () => {
    const { workspace } = memoryWorkspace({ 'package-lock.json': LOCK })
    const ran = await h.run(
      h.inputs({
        'check-dependencies': 'true',
        'wait-for-completion': 'false',
        'scan-type': 'full',
      }),
      { workspace },
    )
    expect(ran.ports.outputs.result).toBe('failed')
    expect(ran.ports.failures).toHaveLength(1)
    expect(ran.ports.failures[0]).toMatch(
      /^Scan \S+ started; not waiting for it \(wait-for-completion: false\); 1 malicious dependency \(event-stream 3\.3\.6 in package-lock\.json\)$/,
    )
  })

  it('still reports the dependencies when the scan cannot be made', async () => {
    const { workspace } = memoryWorkspace({ 'package-lock.json': LOCK })
    h.emu.plan.estimation = { polls: 1, totalCredits: 500 }
    const ran = await h.run(
      h.inputs({ 'check-dependencies': 'true', 'max-credits': '10', 'scan-type': 'full' }),
      { workspace },
    )
    expect(h.requests('POST /scans')).toEqual([])
    expect(ran.ports.outputs['dependencies-malicious']).toBe('1')
    expect(ran.ports.summaries[0]).toContain('### Dependencies')
  })
})

describe('run: without an API key (a fork pull request gets no secrets)', () => {
  const forkContext = () => {
    const context = makeContext()
    const pr = context.payload.pull_request
    if (pr?.head) pr.head.repo = { full_name: 'someone/webapp' }
    return context
  }

  it('checks the dependencies, starts no scan, sends no key, and keeps the gate closed', async () => {
    const { workspace, calls } = memoryWorkspace({
      'package-lock.json': JSON.stringify({
        lockfileVersion: 3,
        packages: { '': { name: 'webapp' }, 'node_modules/lodash': { version: '4.17.21' } },
      }),
    })
    const checkRunApi = fakeCheckRunApi()
    checkRunApi.changedFiles = ['package-lock.json']
    const ran = await h.run(h.inputs({ 'api-key': '', 'check-dependencies': 'true' }), {
      workspace,
      checkRunApi,
      context: forkContext(),
    })

    expect(calls).toContain('read package-lock.json')
    expect(h.emu.requests.map((r) => r.endpoint)).toEqual(['POST /hfw/verdicts/batch'])
    expect(h.emu.requests.every((r) => r.keyPrefix === undefined)).toBe(true)
    expect(ran.clientOptions.map((o) => o.apiKey)).toEqual([undefined])
    expectFailedJob(
      ran,
      "No API key: fork pull requests get no secrets, so the code was not scanned and the gate cannot pass (the dependency check ran: it needs no key). To scan forks, run on pull_request_target as the README's security model describes; to skip them, give the job if: github.event.pull_request.head.repo.full_name == github.repository",
      { result: 'unknown', 'scan-id': '', 'findings-total': '', 'dependencies-malicious': '0' },
    )
    expect(ran.ports.summaries[0]).toContain('## ❔ Security scan result unknown')
    expect(ran.ports.summaries[0]).toContain('No counts: no scan ran.')
    expect(ran.ports.summaries[0]).toContain('### Dependencies')
  })

  it('a malicious package fails the gate outright, and both reasons are said', async () => {
    const { workspace } = memoryWorkspace({ 'package-lock.json': LOCK })
    const ran = await h.run(h.inputs({ 'api-key': '', 'check-dependencies': 'true' }), {
      workspace,
      context: forkContext(),
    })
    expect(ran.ports.outputs.result).toBe('failed')
    expect(ran.ports.failures).toHaveLength(1)
    expect(ran.ports.failures[0]).toMatch(
      /^No API key: fork pull requests get no secrets, .*; 1 malicious dependency \(event-stream 3\.3\.6 in package-lock\.json\)$/,
    )
  })

  it('outside a fork, says the key is empty and how to pass it; warn-only only warns', async () => {
    const ran = await h.run(h.inputs({ 'api-key': '' }))
    expect(h.emu.requests).toEqual([])
    expect(ran.ports.failures).toEqual([
      "No API key: api-key is empty, so the code was not scanned and the gate cannot pass. Pass the key from a secret (api-key: ${{ secrets.SECURITY_SCAN_API_KEY }}) and check that the secret exists for this repository or environment; Dependabot's pull requests get only Dependabot secrets",
    ])
    const warned = await h.run(h.inputs({ 'api-key': '', 'warn-only': 'true' }))
    expect(warned.ports.failures).toEqual([])
    expect(warned.ports.outputs.result).toBe('unknown')
    expect(warned.ports.log.at('warning')).toContain(ran.ports.failures[0])
  })

  it('on pull_request_target a fork has the secrets: an empty key there is a missing secret', async () => {
    const ran = await h.run(h.inputs({ 'api-key': '' }), {
      context: { ...forkContext(), eventName: 'pull_request_target' },
    })
    expect(ran.ports.failures[0]).toMatch(/^No API key: api-key is empty, /)
  })
})
