import { describe, expect, it } from 'vitest'
import { WorkspaceFileError, type Workspace } from '../../src/deps/workspace.js'
import { applyLoadedPolicy, loadPolicy } from '../../src/run/policy.js'
import { fakeCheckRunApi } from '../../testkit/fakes/github-api.js'
import { recordingLog } from '../../testkit/fakes/log.js'
import { makeFinding } from '../../testkit/builders/report.js'
import { POLICY_NOW_MS } from '../../testkit/builders/policy.js'
import { BASE_SHA, HEAD_SHA } from '../../testkit/ids.js'

const PATH = '.github/security-scan.yml'
const CONFIG = { policyFile: PATH }
const SUPPRESS_A = `version: 1
suppressions:
  - id: a
    reason: constant query
    expires: 2026-12-31
    owner: '@acme/payments'
`
const EXCLUDE_VENDOR = 'version: 1\nexclude-paths:\n  - vendor/**\n'

/** A checkout holding `files`; a file it lacks answers as a missing file does. */
function checkout(files: Record<string, string>): Workspace {
  return {
    root: '/work',
    findFiles: () => Promise.reject(new Error('not used')),
    readText: (path) =>
      files[path] === undefined
        ? Promise.reject(new WorkspaceFileError('cannot be read (ENOENT)', 'ENOENT'))
        : Promise.resolve(files[path]),
  }
}

function github(filesAtCommit: Record<string, Record<string, string>> = {}) {
  const api = fakeCheckRunApi()
  api.filesAtCommit = filesAtCommit
  return api
}

const PUSH = {}
const PULL_REQUEST = { base: { sha: BASE_SHA, checkedOut: false }, headSha: HEAD_SHA }
const PULL_REQUEST_TARGET = { base: { sha: BASE_SHA, checkedOut: true }, headSha: HEAD_SHA }

function load(
  target: Parameters<typeof loadPolicy>[1],
  files: Record<string, string>,
  api: ReturnType<typeof github> | undefined,
  eventName = 'push',
) {
  return loadPolicy(CONFIG, target, {
    workspace: checkout(files),
    github: api ? { api } : { reason: 'no github-token' },
    nowMs: POLICY_NOW_MS,
    log: recordingLog(),
    eventName: target.base === undefined ? eventName : 'pull_request',
  })
}

describe('loadPolicy', () => {
  it('is no policy, and reads nothing from GitHub, without a file in the checkout', async () => {
    const api = github({ [BASE_SHA]: { [PATH]: SUPPRESS_A } })
    expect(await load(PULL_REQUEST, {}, api)).toEqual({ ok: true })
    expect(api.readFiles).toEqual([])
  })

  it("on push, reads the checked-out commit's file", async () => {
    const loaded = await load(PUSH, { [PATH]: SUPPRESS_A }, undefined)
    expect(loaded).toMatchObject({ ok: true, loaded: { path: PATH, source: 'checkout' } })
    expect(loaded.ok && loaded.loaded?.policy?.suppressions.map((s) => s.id)).toEqual(['a'])
  })

  it("refuses the checkout's file on an event whose checkout may be a change's own code", async () => {
    expect(await load(PUSH, { [PATH]: SUPPRESS_A }, undefined, 'issue_comment')).toEqual({
      ok: false,
      problem:
        "policy-file .github/security-scan.yml: on issue_comment the checkout may be a change's own code, so its policy file cannot judge the run; run on pull_request, pull_request_target, merge_group, push, schedule or workflow_dispatch",
    })
    // Without a file there is nothing to refuse.
    expect(await load(PUSH, {}, undefined, 'issue_comment')).toEqual({ ok: true })
  })

  it('refuses a file larger than a policy file at a commit', async () => {
    const api = github({ [BASE_SHA]: { [PATH]: `version: 1\n#${'x'.repeat(1_000_000)}\n` } })
    const loaded = await load(PULL_REQUEST, { [PATH]: SUPPRESS_A }, api)
    expect(loaded).toEqual({
      ok: false,
      problem: expect.stringContaining('larger than 1000000 bytes at the base commit'),
    })
  })

  it('fails the run on an invalid file, naming the problem and its line', async () => {
    const loaded = await load(PUSH, { [PATH]: 'version: 2\n' }, undefined)
    expect(loaded).toEqual({
      ok: false,
      problem: expect.stringMatching(
        /^policy-file \.github\/security-scan\.yml is not valid .*line 1/,
      ),
    })
  })

  it("on a pull request, judges by the base commit's file, and shows what the change proposes", async () => {
    const api = github({ [BASE_SHA]: { [PATH]: EXCLUDE_VENDOR } })
    const loaded = await load(PULL_REQUEST, { [PATH]: SUPPRESS_A }, api)
    expect(api.readFiles).toEqual([`${PATH}@${BASE_SHA}`])
    expect(loaded).toMatchObject({
      ok: true,
      loaded: { source: 'base-commit', policy: { excludePaths: ['vendor/**'], suppressions: [] } },
    })
    const proposal = loaded.ok ? loaded.loaded?.proposal : undefined
    expect(proposal?.addedSuppressions.map((s) => s.id)).toEqual(['a'])
  })

  it('proposes nothing when the change leaves the file as the base has it', async () => {
    const api = github({ [BASE_SHA]: { [PATH]: SUPPRESS_A } })
    const loaded = await load(PULL_REQUEST, { [PATH]: SUPPRESS_A }, api)
    expect(loaded.ok && loaded.loaded?.proposal).toBeUndefined()
  })

  it('applies no policy when only the change brings one, and shows it as a proposal', async () => {
    const loaded = await load(PULL_REQUEST, { [PATH]: SUPPRESS_A }, github())
    expect(loaded).toMatchObject({ ok: true, loaded: { source: 'base-commit' } })
    expect(loaded.ok && loaded.loaded?.policy).toBeUndefined()
    expect(loaded.ok && loaded.loaded?.proposal?.addedSuppressions).toHaveLength(1)
  })

  it("on pull_request_target, whose checkout is the base, reads the change's file at its head", async () => {
    const api = github({
      [BASE_SHA]: { [PATH]: EXCLUDE_VENDOR },
      [HEAD_SHA]: { [PATH]: SUPPRESS_A },
    })
    const loaded = await load(PULL_REQUEST_TARGET, { [PATH]: EXCLUDE_VENDOR }, api)
    expect(api.readFiles).toEqual([`${PATH}@${BASE_SHA}`, `${PATH}@${HEAD_SHA}`])
    expect(loaded.ok && loaded.loaded?.proposal?.addedSuppressions.map((s) => s.id)).toEqual(['a'])
  })

  it("fails closed when the base commit's file cannot be read or is not valid", async () => {
    expect(await load(PULL_REQUEST, { [PATH]: SUPPRESS_A }, undefined)).toEqual({
      ok: false,
      problem: expect.stringContaining(
        "policy-file .github/security-scan.yml: the base commit's policy, which judges this change, is read through GitHub's API, which is not available (no github-token)",
      ),
    })
    const invalidBase = github({ [BASE_SHA]: { [PATH]: 'version: 1\nsupressions: []\n' } })
    const loaded = await load(PULL_REQUEST, { [PATH]: SUPPRESS_A }, invalidBase)
    expect(loaded).toEqual({
      ok: false,
      problem: expect.stringMatching(/^the base commit's policy-file .* is not valid/),
    })
  })
})

describe('applyLoadedPolicy', () => {
  it('applies the policy at the run time, warns of what ends soon or lapsed, and tells what a proposal would cover', async () => {
    const api = github({ [BASE_SHA]: { [PATH]: SUPPRESS_A.replace('2026-12-31', '2026-06-20') } })
    const read = await load(
      PULL_REQUEST,
      { [PATH]: `${SUPPRESS_A}exclude-paths:\n  - vendor/**\n` },
      api,
    )
    if (!read.ok || read.loaded === undefined) throw new Error('not loaded')
    const a = makeFinding({ id: 'a', severity: 'critical' })
    const vendored = makeFinding({ id: 'v', severity: 'high', filePath: 'vendor/x.js' })
    const log = recordingLog()
    const part = applyLoadedPolicy(read.loaded, [a, vendored], {
      nowMs: POLICY_NOW_MS,
      warningDays: 14,
      log,
    })
    expect(part.applied?.coverageOf(a)).toMatchObject({ kind: 'suppressed' })
    expect(part.wouldCover).toEqual([vendored])
    expect(log.at('warning')).toEqual([
      `${PATH} line 3: suppression "constant query", owner @acme/payments ends on 2026-06-20; renew it or fix what it hides`,
    ])
  })
})
