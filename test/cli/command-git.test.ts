/**
 * A merge request is judged by its base commit's policy file, read from the clone's objects
 * (git.ts), never by what the change itself puts in the checkout; and git.ts on its own: the
 * checkout git says, and files of a commit read as data.
 */
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  createGitCommitFiles,
  createGitReader,
  createLocalGit,
  findGit,
} from '../../src/cli/git.js'
import { addCommit, createGitCheckout, runGit } from '../../testkit/cli.js'
import { BASE_SHA } from '../../testkit/ids.js'
import { callCli, expectNoKey, lastLine, useCliWorld, WHERE, type CliCall } from './cli-io.js'

const world = useCliWorld()
/** This machine's git, as the command line finds it. */
const GIT = findGit({ cwd: process.cwd(), env: process.env, platform: process.platform })

const POLICY = '.github/security-scan.yml'
const DAY_MS = 86_400_000

/** Suppresses the one critical finding the scan has, for a month from today (the run's clock). */
const SUPPRESSING = [
  'version: 1',
  'suppressions:',
  '  - id: f-sqli',
  '    reason: The query is built from a constant',
  `    expires: ${new Date(Date.now() + 30 * DAY_MS).toISOString().slice(0, 10)}`,
  '',
].join('\n')
const EXCLUDING_DOCS = 'version: 1\nexclude-paths:\n  - docs/**\n'

/**
 * A GitLab merge request of `head` into main, scanned in the clone; `gitlab` adds what GitLab says
 * of main (CI_MERGE_REQUEST_DIFF_BASE_SHA, CI_MERGE_REQUEST_TARGET_BRANCH_SHA), if anything.
 */
async function scanMergeRequest(
  dir: string,
  head: string,
  gitlab: Record<string, string>,
  ...args: string[]
): Promise<CliCall> {
  world.emu.plan.headCommit = head
  world.emu.plan.scan = {
    statuses: ['queued', 'completed'],
    findings: [{ id: 'f-sqli', severity: 'critical', title: 'SQL injection', file_path: 'a.ts' }],
  }
  const call = await callCli({
    argv: ['scan', ...args],
    env: {
      GITLAB_CI: 'true',
      CI_PROJECT_URL: 'https://gitlab.example.com/acme/webapp',
      CI_COMMIT_SHA: head,
      CI_MERGE_REQUEST_IID: '12',
      CI_MERGE_REQUEST_SOURCE_BRANCH_NAME: 'fix/query',
      CI_MERGE_REQUEST_TARGET_BRANCH_NAME: 'main',
      ...gitlab,
    },
    cwd: dir,
    git: createLocalGit({ cwd: dir, env: process.env, platform: process.platform }),
  })
  expectNoKey(world.key, call.stdout, call.stderr)
  return call
}

/**
 * A clone whose main holds `basePolicy`, and the merge request's head on it, with `change`;
 * origin's main stands at the base unless `fetched` is false, as GitLab's clone of main.
 */
function mergeRequestClone(
  basePolicy: string,
  change: Record<string, string>,
  { fetched = true } = {},
) {
  const base = createGitCheckout(join(world.dir, 'webapp'), {
    branch: 'main',
    files: { [POLICY]: basePolicy },
  })
  if (fetched) runGit(base.dir, 'update-ref', 'refs/remotes/origin/main', base.head)
  return { dir: base.dir, base: base.head, head: addCommit(base.dir, change) }
}

const A_FIX = { 'a.ts': 'export const query = "SELECT 1"\n' }

describe('a merge request in a git checkout', () => {
  it("passes when the target's head's policy suppresses the finding", async () => {
    const clone = mergeRequestClone(SUPPRESSING, A_FIX)
    const call = await scanMergeRequest(clone.dir, clone.head, {}, '--format', 'json')
    expect(call.code).toBe(0)
    expect(lastLine(call.stderr)).toContain('1 suppressed by the policy file')
    const report = JSON.parse(call.stdout) as { policy?: Record<string, unknown> }
    expect(report.policy).toMatchObject({ path: POLICY, source: 'base-commit', commit: clone.base })
  })

  it('fails when only the change adds the suppression: it takes effect after merge', async () => {
    const clone = mergeRequestClone(EXCLUDING_DOCS, { [POLICY]: SUPPRESSING })
    const call = await scanMergeRequest(clone.dir, clone.head, {})
    expect(call.code).toBe(1)
    expect(lastLine(call.stderr)).toMatch(/gate failed \(exit 1, result failed\): 1 finding/)
    expect(call.stdout).toContain('takes effect after merge')
  })

  it("a change forked before main added a suppression is judged by main's head, not where it forks", async () => {
    const clone = mergeRequestClone(EXCLUDING_DOCS, A_FIX)
    // main moves on after the fork: its policy now suppresses the finding.
    runGit(clone.dir, 'checkout', '--quiet', '-b', 'upstream', clone.base)
    const mainHead = addCommit(clone.dir, { [POLICY]: SUPPRESSING })
    runGit(clone.dir, 'update-ref', 'refs/remotes/origin/main', mainHead)
    runGit(clone.dir, 'checkout', '--quiet', '--detach', clone.head)
    const forkPoint = { CI_MERGE_REQUEST_DIFF_BASE_SHA: clone.base }
    const call = await scanMergeRequest(clone.dir, clone.head, forkPoint, '--format', 'json')
    expect(call.code).toBe(0)
    expect(lastLine(call.stderr)).toContain('1 suppressed by the policy file')
    const report = JSON.parse(call.stdout) as { policy?: Record<string, unknown> }
    expect(report.policy).toMatchObject({ source: 'base-commit', commit: mainHead })
  })

  it('exit 2 when the base commit is not in the clone, saying to fetch it', async () => {
    const clone = mergeRequestClone(SUPPRESSING, A_FIX)
    const merged = { CI_MERGE_REQUEST_TARGET_BRANCH_SHA: BASE_SHA }
    const call = await scanMergeRequest(clone.dir, clone.head, merged)
    expect(call.code).toBe(2)
    expect(call.stderr).toContain(
      `commit ${BASE_SHA.slice(0, 7)} is not in this clone; fetch it (a deeper clone, or git fetch of the target branch)`,
    )
    expect(world.emu.requests).toEqual([])
  })

  it('exit 2 when nothing says the base commit, with a policy file or without; --base-commit says it', async () => {
    const clone = mergeRequestClone(SUPPRESSING, A_FIX, { fetched: false })
    const unsaid = await scanMergeRequest(clone.dir, clone.head, {})
    expect(unsaid.code).toBe(2)
    expect(unsaid.stderr).toBe(
      `error: base-commit: GitLab CI does not say the head of the branch this merge request goes into, where its policy file ${POLICY} is read (never from the change), which git cannot find in this clone (git rev-parse refs/remotes/origin/main found none); fetch the target branch (git fetch origin main), or pass --base-commit or set SECURITY_SCAN_BASE_COMMIT\n`,
    )
    expect(world.emu.requests).toEqual([])
    // A change that deletes the file is judged by the base's all the same: the base is needed.
    rmSync(join(clone.dir, POLICY))
    const deleted = addCommit(clone.dir, {})
    const withoutFile = await scanMergeRequest(clone.dir, deleted, {})
    expect(withoutFile.code).toBe(2)
    expect(withoutFile.stderr).toContain('error: base-commit: GitLab CI does not say the head')
    expect(world.emu.requests).toEqual([])
    const given = await scanMergeRequest(clone.dir, clone.head, {}, '--base-commit', clone.base)
    expect(given.code).toBe(0)
  })
})

describe('git.ts', () => {
  it('says which git the command line runs (--verbose)', async () => {
    const argv = ['scan', ...WHERE, '--verbose']
    const found = await callCli({
      argv,
      cwd: world.dir,
      git: { program: '/usr/bin/git', checkout: undefined, read: () => undefined },
    })
    expect(found.stderr.split('\n')).toContain('debug: git: /usr/bin/git')
    const none = await callCli({ argv, cwd: world.dir })
    expect(none.stderr.split('\n')).toContain(
      'debug: git: none found on PATH outside the working folder; nothing is read through git',
    )
  })

  it('createGitReader: what git prints, trimmed; undefined where git fails', () => {
    const checkout = createGitCheckout(join(world.dir, 'repo'), {
      branch: 'trunk',
      remote: 'https://git.example.com/acme/repo.git',
    })
    const git = createGitReader(checkout.dir, GIT)
    expect(git(['rev-parse', 'HEAD'])).toBe(checkout.head)
    expect(git(['rev-parse', '--abbrev-ref', 'HEAD'])).toBe('trunk')
    expect(git(['remote', 'get-url', 'upstream'])).toBeUndefined()
    expect(createGitReader(world.dir, GIT)(['rev-parse', 'HEAD'])).toBeUndefined()
    expect(createGitReader(checkout.dir, undefined)(['rev-parse', 'HEAD'])).toBeUndefined()
  })

  it('createGitCommitFiles: a file at a commit, a missing file as a 404, a bad sha refused', async () => {
    const checkout = createGitCheckout(join(world.dir, 'repo'), {
      branch: 'main',
      files: { [POLICY]: EXCLUDING_DOCS },
    })
    const { api, via } = createGitCommitFiles(checkout.dir, GIT)
    expect(via).toBe('git')
    expect(await api.readFileAtCommit(POLICY, checkout.head)).toBe(EXCLUDING_DOCS)
    await expect(api.readFileAtCommit('missing.yml', checkout.head)).rejects.toMatchObject({
      status: 404,
      message: `missing.yml is not at ${checkout.head.slice(0, 7)}`,
    })
    await expect(api.readFileAtCommit(POLICY, 'HEAD')).rejects.toThrow('not a commit sha')
    await expect(api.readFileAtCommit(POLICY, BASE_SHA)).rejects.toThrow(/is not in this clone/)
  })
})
