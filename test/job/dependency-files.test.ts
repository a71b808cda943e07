import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createWorkspace, type Workspace } from '../../src/deps/workspace.js'
import { fakeCheckRunApi } from '../../testkit/fakes/github-api.js'
import { makeContext } from '../../testkit/builders/config.js'
import { BASE_SHA } from '../../testkit/ids.js'
import { useRunHarness } from './run-harness.js'

const h = useRunHarness()
const POLICY = '.github/security-scan.yml'
/** Each lockfile locks one malicious package: the job's failure names those it read. */
const ROOT_LOCK = 'event-stream 3.3.6 in package-lock.json'
const TOOLS_LOCK = 'coa 2.0.3 in tools/yarn.lock'
const LOCKFILES = {
  'package-lock.json': JSON.stringify({
    lockfileVersion: 3,
    packages: { '': { name: 'webapp' }, 'node_modules/event-stream': { version: '3.3.6' } },
  }),
  'tools/yarn.lock': '# yarn lockfile v1\n\n\ncoa@2.0.3:\n  version "2.0.3"\n',
}

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A checkout on disk, found through the real glob: which lockfiles match is the patterns'. */
function checkout(files: Record<string, string>): Workspace {
  const dir = mkdtempSync(join(tmpdir(), 'dependency-files-'))
  dirs.push(dir)
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  return createWorkspace(dir)
}

function policyFile(dependencyFiles?: string): string {
  const key = dependencyFiles === undefined ? [] : [`dependency-files: ${dependencyFiles}`]
  return ['version: 1', ...key, ''].join('\n')
}

/** The malicious packages the job failed on, as its failure names them. */
function failedOn(failures: string[]): string {
  expect(failures).toHaveLength(1)
  return failures[0]?.replace(/^.*malicious dependenc(?:y|ies) \((.*)\)$/, '$1') ?? ''
}

/** A scheduled run of the default branch: the checkout's policy file judges it. */
async function runScheduled(fileSays: string | undefined, input: string): Promise<string> {
  h.emu.plan.scan = { findings: [] }
  const workspace = checkout({ ...LOCKFILES, [POLICY]: policyFile(fileSays) })
  const context = makeContext({
    eventName: 'schedule',
    payload: { repository: { full_name: 'acme/webapp', default_branch: 'main' } },
    refName: 'main',
  })
  const inputs = h.inputs({ 'check-dependencies': 'true', 'dependency-files': input })
  const { ports } = await h.run(inputs, { context, workspace })
  return failedOn(ports.failures)
}

describe("the policy file's dependency-files", () => {
  it('decides which lockfiles are read, over the input dependency-files', async () => {
    expect(await runScheduled('tools/yarn.lock', '**/package-lock.json')).toBe(TOOLS_LOCK)
    expect(await runScheduled('["**/*.json", "**/*.lock", "!tools/**"]', '**/yarn.lock')).toBe(
      ROOT_LOCK,
    )
  })

  it('leaves them to the input when the file does not say', async () => {
    expect(await runScheduled(undefined, '**/package-lock.json')).toBe(ROOT_LOCK)
    expect(await runScheduled(undefined, 'tools/yarn.lock')).toBe(TOOLS_LOCK)
  })

  it("on a pull request, is the base's: the pull request cannot narrow it to hide a lockfile", async () => {
    h.emu.plan.scan = { findings: [] }
    const checkRunApi = fakeCheckRunApi()
    checkRunApi.filesAtCommit = { [BASE_SHA]: { [POLICY]: policyFile('"**/*.{json,lock}"') } }
    checkRunApi.changedFiles = ['package-lock.json', 'tools/yarn.lock', POLICY]
    const workspace = checkout({ ...LOCKFILES, [POLICY]: policyFile('tools/yarn.lock') })
    const inputs = h.inputs({ 'check-dependencies': 'true', 'dependency-files': 'tools/yarn.lock' })
    const { ports } = await h.run(inputs, { workspace, checkRunApi })
    expect(checkRunApi.readFiles).toEqual([`${POLICY}@${BASE_SHA}`])
    expect(failedOn(ports.failures)).toBe(`${TOOLS_LOCK}, ${ROOT_LOCK}`)
    expect(ports.summaries[0]).toContain(
      'changes dependency-files from \\*\\*/\\*.{json,lock} to tools/yarn.lock',
    )
  })
})
