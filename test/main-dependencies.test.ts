import { describe, expect, it } from 'vitest'
import type { Workspace } from '../src/deps/workspace.js'
import { fakeCheckRunApi } from './flow/helpers.js'
import { useRunHarness } from './flow/run-harness.js'

const h = useRunHarness()

const LOCK = JSON.stringify({
  lockfileVersion: 3,
  packages: {
    '': { name: 'webapp' },
    'node_modules/event-stream': { version: '3.3.6' },
    'node_modules/lodash': { version: '4.17.21' },
  },
})

/** The checked-out repository, in memory; records what the run looked for and read. */
function memoryWorkspace(files: Record<string, string>) {
  const calls: string[] = []
  const workspace: Workspace = {
    root: '/work/repo',
    findFiles: (patterns) => {
      calls.push(`find ${patterns.join(' ')}`)
      return Promise.resolve({ paths: Object.keys(files).sort(), leftOut: 0 })
    },
    readText: (path) => {
      calls.push(`read ${path}`)
      const text = files[path]
      return text === undefined ? Promise.reject(new Error('missing')) : Promise.resolve(text)
    },
  }
  return { workspace, calls }
}

describe('run: check-dependencies', () => {
  it('is off by default: no lockfile is looked for and no verdict asked', async () => {
    const { workspace, calls } = memoryWorkspace({ 'package-lock.json': LOCK })
    const ran = await h.run(h.inputs(), { workspace })
    expect(calls).toEqual([])
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
      'find **/package-lock.json **/npm-shrinkwrap.json **/yarn.lock **/pnpm-lock.yaml',
      'read package-lock.json',
    ])
    const [request] = h.requests('POST /hfw/verdicts/batch')
    expect(request).toBeDefined()
    expect(request?.keyPrefix).toBeUndefined()
    expect(ran.ports.failures).toEqual([
      'no findings at or above high; 1 malicious dependency (event-stream 3.3.6 in package-lock.json)',
    ])
    expect(ran.ports.outputs).toMatchObject({
      result: 'failed',
      'findings-total': '0',
      'dependencies-malicious': '1',
      'dependencies-suspicious': '0',
    })
    expect(checkRunApi.updates.at(-1)?.[1].conclusion).toBe('failure')
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
