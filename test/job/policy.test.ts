import { describe, expect, it } from 'vitest'
import { WorkspaceFileError, type Workspace } from '../../src/deps/workspace.js'
import { applyLoadedPolicy, loadPolicy } from '../../src/job/policy.js'
import { fakeCheckRunApi } from '../../testkit/fakes/github-api.js'
import { recordingLog } from '../../testkit/fakes/log.js'
import { memoryWorkspace } from '../../testkit/fakes/workspace.js'
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

/** A checkout holding `files`. */
function checkout(files: Record<string, string>): Workspace {
  return memoryWorkspace(files).workspace
}

function github(filesAtCommit: Record<string, Record<string, string>> = {}) {
  const api = fakeCheckRunApi()
  api.filesAtCommit = filesAtCommit
  return api
}

/** A push or dispatch of the default branch: the checkout is what the repository has. */
const DEFAULT_BRANCH = {}
const PULL_REQUEST = {
  base: { kind: 'target' as const, sha: BASE_SHA, checkedOut: false },
  headSha: HEAD_SHA,
}
const PULL_REQUEST_TARGET = {
  base: { kind: 'target' as const, sha: BASE_SHA, checkedOut: true },
  headSha: HEAD_SHA,
}
/** A push of a feature branch: judged by main's head, wherever it forked. */
const RUN_SHA = 'c0ffee0000000000000000000000000000000001'
const MAIN_HEAD_SHA = 'ba5e000000000000000000000000000000000001'
const FEATURE_PUSH = {
  base: {
    kind: 'default-branch' as const,
    checkedOut: false,
    head: RUN_SHA,
    defaultBranch: 'main',
  },
  headSha: RUN_SHA,
}

function load(
  target: Parameters<typeof loadPolicy>[1],
  files: Record<string, string>,
  api: ReturnType<typeof github> | undefined,
  log = recordingLog(),
) {
  return loadPolicy(CONFIG, target, {
    workspace: checkout(files),
    github: api ? { api } : { reason: 'no github-token' },
    nowMs: POLICY_NOW_MS,
    log,
  })
}

describe('loadPolicy', () => {
  it('on the default branch, is no policy without a file in the checkout, and reads nothing else', async () => {
    const api = github({ [BASE_SHA]: { [PATH]: SUPPRESS_A } })
    expect(await load(DEFAULT_BRANCH, {}, api)).toEqual({ ok: true })
    expect(api.readFiles).toEqual([])
    expect(api.branchHeadCalls).toEqual([])
  })

  it("on the default branch, reads the checked-out commit's file", async () => {
    const loaded = await load(DEFAULT_BRANCH, { [PATH]: SUPPRESS_A }, undefined)
    expect(loaded).toMatchObject({ ok: true, loaded: { path: PATH, source: 'checkout' } })
    expect(loaded.ok && loaded.loaded?.policy?.suppressions.map((s) => s.id)).toEqual(['a'])
  })

  it("a pull request that deletes the file is still judged by the base commit's, on-service-error included", async () => {
    const api = github({ [BASE_SHA]: { [PATH]: 'version: 1\non-service-error: fail\n' } })
    const log = recordingLog()
    const loaded = await load(PULL_REQUEST, {}, api, log)
    expect(api.readFiles).toEqual([`${PATH}@${BASE_SHA}`])
    expect(loaded).toMatchObject({
      ok: true,
      loaded: { source: 'base-commit', commit: BASE_SHA, policy: { onServiceError: 'fail' } },
    })
    expect(log.at('info')).toEqual([
      `Policy file ${PATH}: read at the base commit (${BASE_SHA.slice(0, 12)}), not from the checkout`,
    ])
  })

  it('stops a pull request whose base cannot be read, even without a file in the checkout', async () => {
    expect(await load(PULL_REQUEST, {}, undefined)).toEqual({
      ok: false,
      problem:
        'policy-file .github/security-scan.yml: the base commit\'s policy, which judges this run, is read through GitHub\'s API, which is not available (no github-token); give the job a github-token with "contents: read"',
    })
    const refused = github()
    refused.readFileAtCommit = () =>
      Promise.reject(
        Object.assign(new Error('Resource not accessible by integration'), { status: 403 }),
      )
    expect(await load(PULL_REQUEST, {}, refused)).toEqual({
      ok: false,
      problem: `policy-file ${PATH}: not read at the base commit (${BASE_SHA.slice(0, 7)}) through GitHub's API: 403 from GitHub: Resource not accessible by integration; give the job a github-token with "contents: read"`,
    })
  })

  it("a checkout's file that cannot be read is only a proposal not shown where a base judges", async () => {
    const api = github({ [BASE_SHA]: { [PATH]: EXCLUDE_VENDOR } })
    const log = recordingLog()
    const unreadable = checkout({})
    unreadable.readText = () =>
      Promise.reject(new WorkspaceFileError('a symbolic link, not read', 'ELOOP'))
    const loaded = await loadPolicy(CONFIG, PULL_REQUEST, {
      workspace: unreadable,
      github: { api },
      nowMs: POLICY_NOW_MS,
      log,
    })
    expect(loaded).toMatchObject({ ok: true, loaded: { source: 'base-commit' } })
    expect(log.at('warning')).toEqual([
      `policy-file ${PATH}: cannot be read in the checkout (a symbolic link, not read)`,
    ])
    // Where the checkout judges, the run stops.
    expect(
      await loadPolicy(CONFIG, DEFAULT_BRANCH, {
        workspace: unreadable,
        github: { api },
        nowMs: 0,
        log,
      }),
    ).toEqual({
      ok: false,
      problem: `policy-file ${PATH}: cannot be read in the checkout (a symbolic link, not read)`,
    })
  })

  it('says so when neither the base nor the change has a file: no policy', async () => {
    const log = recordingLog()
    expect(await load(PULL_REQUEST, {}, github(), log)).toEqual({ ok: true })
    expect(log.at('info')).toEqual([
      `Policy file ${PATH}: read at the base commit (${BASE_SHA.slice(0, 12)}), not from the checkout; there is none there, so no policy applies`,
    ])
  })

  it("a branch that is not the default one is judged by the default branch's head", async () => {
    const api = github({ [MAIN_HEAD_SHA]: { [PATH]: EXCLUDE_VENDOR } })
    api.branchHeads = { [`main...${RUN_SHA}`]: MAIN_HEAD_SHA }
    const log = recordingLog()
    const loaded = await load(FEATURE_PUSH, { [PATH]: SUPPRESS_A }, api, log)
    expect(api.readFiles).toEqual([`${PATH}@${MAIN_HEAD_SHA}`])
    expect(loaded).toMatchObject({
      ok: true,
      loaded: {
        source: 'default-branch',
        commit: MAIN_HEAD_SHA,
        branch: 'main',
        policy: { excludePaths: ['vendor/**'], suppressions: [] },
      },
    })
    // Its own suppression is shown as what it proposes, never applied.
    expect(loaded.ok && loaded.loaded?.proposal?.addedSuppressions.map((s) => s.id)).toEqual(['a'])
    expect(log.at('info')).toEqual([
      `Policy file ${PATH}: read at main's head (${MAIN_HEAD_SHA.slice(0, 12)}), not from the checkout`,
    ])
  })

  it('asks GitHub for the default branch when the event does not name it', async () => {
    const api = github()
    api.defaultBranch = 'trunk'
    api.branchHeads = { [`trunk...${RUN_SHA}`]: MAIN_HEAD_SHA }
    const target = { base: { kind: 'default-branch' as const, checkedOut: false, head: RUN_SHA } }
    const log = recordingLog()
    expect(await load(target, { [PATH]: SUPPRESS_A }, api, log)).toMatchObject({ ok: true })
    expect(api.branchHeadCalls).toEqual([`trunk...${RUN_SHA}`])
    expect(log.at('info')[0]).toContain(`read at trunk's head (${MAIN_HEAD_SHA.slice(0, 12)})`)
  })

  it("stops a branch run whose default branch's head cannot be found, naming the permission", async () => {
    const why = `policy-file ${PATH}: this run is no push, dispatch or schedule of the default branch, whose checkout alone judges itself, so the policy is read at the default branch's head`
    expect(await load(FEATURE_PUSH, {}, undefined)).toEqual({
      ok: false,
      problem: `${why}, which GitHub's API finds, and it is not available (no github-token); give the job a github-token with "contents: read"`,
    })
    expect(await load(FEATURE_PUSH, {}, github())).toEqual({
      ok: false,
      problem: `${why}, and main's head could not be found through GitHub's API (404 from GitHub: Not Found); give the job a github-token with "contents: read"`,
    })
    const noCommit = { base: { kind: 'default-branch' as const, checkedOut: false } }
    expect(await load(noCommit, {}, github())).toEqual({
      ok: false,
      problem: `${why}, and the event names no commit sha for the run`,
    })
  })

  it('says that GitHub failed, and to re-run, when it answers 500: no permission is missing', async () => {
    const failing = github()
    const serverError = () =>
      Promise.reject(Object.assign(new Error('Internal Server Error'), { status: 500 }))
    failing.readFileAtCommit = serverError
    failing.findBranchHead = serverError
    const rerun = 'GitHub failed, not the permissions; re-run the job later'
    expect(await load(PULL_REQUEST, {}, failing)).toEqual({
      ok: false,
      problem: `policy-file ${PATH}: not read at the base commit (${BASE_SHA.slice(0, 7)}) through GitHub's API: 500 from GitHub: Internal Server Error; ${rerun}`,
    })
    expect(await load(FEATURE_PUSH, {}, failing)).toEqual({
      ok: false,
      problem: expect.stringMatching(
        new RegExp(
          `main's head could not be found through GitHub's API \\(500 from GitHub: Internal Server Error\\); ${rerun}$`,
        ),
      ),
    })
    // The head found, its file not read: the same.
    const readFailing = github()
    readFailing.branchHeads = { [`main...${RUN_SHA}`]: MAIN_HEAD_SHA }
    readFailing.readFileAtCommit = serverError
    expect(await load(FEATURE_PUSH, {}, readFailing)).toEqual({
      ok: false,
      problem: `policy-file ${PATH}: not read at main's head (${MAIN_HEAD_SHA.slice(0, 7)}) through GitHub's API: 500 from GitHub: Internal Server Error; ${rerun}`,
    })
  })

  it('a base the command line found with git is read through git, with no call to find it', async () => {
    const api = github({ [MAIN_HEAD_SHA]: { [PATH]: EXCLUDE_VENDOR } })
    const files = { readFileAtCommit: api.readFileAtCommit }
    const target = { base: { ...FEATURE_PUSH.base, sha: MAIN_HEAD_SHA } }
    const loaded = await loadPolicy(CONFIG, target, {
      workspace: checkout({}),
      github: { api: files, via: 'git' },
      nowMs: POLICY_NOW_MS,
      log: recordingLog(),
    })
    expect(loaded).toMatchObject({
      ok: true,
      loaded: { source: 'default-branch', commit: MAIN_HEAD_SHA, branch: 'main' },
    })
    expect(api.branchHeadCalls).toEqual([])
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
    const loaded = await load(DEFAULT_BRANCH, { [PATH]: 'version: 2\n' }, undefined)
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
        "policy-file .github/security-scan.yml: the base commit's policy, which judges this run, is read through GitHub's API, which is not available (no github-token)",
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
