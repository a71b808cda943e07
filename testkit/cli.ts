/**
 * Runs the bundled command line (dist/cli/index.js) as a CI system would: a process with that
 * system's variables, in a checkout, with SECURITY_SCAN_* for the options. For the end-to-end
 * tests and the demo.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { HEAD_REF, HEAD_SHA } from './ids.js'
import { DIST, runBundle, systemEnvironment, type BundleRun } from './spawn.js'

export const CLI_BUNDLE = join(DIST, 'cli/index.js')

export interface CliRunOptions {
  args: readonly string[]
  /** The CI system's variables and SECURITY_SCAN_*; nothing else of this machine's leaks in. */
  env?: Record<string, string>
  /** The checkout the command runs in. */
  cwd: string
  timeoutMs?: number
}

export type CliRun = BundleRun

export async function runBundledCli(options: CliRunOptions): Promise<CliRun> {
  return runBundle(CLI_BUNDLE, options.args, {
    cwd: options.cwd,
    env: { PATH: process.env.PATH ?? '', HOME: options.cwd, ...options.env },
    timeoutMs: options.timeoutMs,
  })
}

export interface GitCheckout {
  dir: string
  /** The commit checked out. */
  head: string
}

/**
 * A git repository in `dir` with `files` committed on `branch`, and `origin` set to `remote` when
 * given: a clone, as git clone leaves one (origin's `branch` fetched, and named origin's default
 * branch, refs/remotes/origin/HEAD), for the terminal and the CI systems. Git's identity comes
 * from the environment, so no configuration of this machine is needed or touched.
 */
export function createGitCheckout(
  dir: string,
  options: { branch: string; remote?: string; files?: Record<string, string> },
): GitCheckout {
  mkdirSync(dir, { recursive: true })
  runGit(dir, 'init', '--quiet', `--initial-branch=${options.branch}`)
  const head = addCommit(dir, options.files ?? { 'README.md': '# app\n' })
  if (options.remote !== undefined) {
    runGit(dir, 'remote', 'add', 'origin', options.remote)
    const tracking = `refs/remotes/origin/${options.branch}`
    runGit(dir, 'update-ref', tracking, head)
    runGit(dir, 'symbolic-ref', 'refs/remotes/origin/HEAD', tracking)
  }
  return { dir, head }
}

/** Commits `files` on the checked-out branch; returns the new commit. */
export function addCommit(dir: string, files: Record<string, string>): string {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  runGit(dir, 'add', '--all')
  runGit(dir, 'commit', '--quiet', '--message', 'change')
  return runGit(dir, 'rev-parse', 'HEAD')
}

/** git in `dir`, with an identity of its own and none of this machine's configuration. */
export function runGit(dir: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd: dir,
    encoding: 'utf8',
    env: {
      ...systemEnvironment(),
      PATH: process.env.PATH ?? '',
      HOME: dir,
      GIT_AUTHOR_NAME: 'Dev',
      GIT_AUTHOR_EMAIL: 'dev@example.test',
      GIT_COMMITTER_NAME: 'Dev',
      GIT_COMMITTER_EMAIL: 'dev@example.test',
    },
  }).trim()
}

/**
 * GitLab's predefined variables in a merge request pipeline: merge request !7 of `project` from
 * feature/login at `commit` into main, forked from main at `diffBaseSha` (which the command line
 * never reads: the author chose it). Its policy file and gate: new's baseline are read at main's
 * head, refs/remotes/origin/main in the job's clone, which the test lays out.
 */
export function gitlabMergeRequestEnv(options: {
  diffBaseSha: string
  commit?: string
  /** owner/name, or a path with subgroups; default acme/webapp. */
  project?: string
  /** What CI_REPOSITORY_URL carries: the job token, which must never be read or shown. */
  jobToken?: string
}): Record<string, string> {
  const project = options.project ?? 'acme/webapp'
  const env: Record<string, string> = {
    GITLAB_CI: 'true',
    CI: 'true',
    CI_SERVER_URL: 'https://gitlab.example.com',
    CI_PROJECT_PATH: project,
    CI_PROJECT_URL: `https://gitlab.example.com/${project}`,
    CI_PIPELINE_SOURCE: 'merge_request_event',
    CI_COMMIT_SHA: options.commit ?? HEAD_SHA,
    CI_COMMIT_REF_NAME: HEAD_REF,
    CI_MERGE_REQUEST_IID: '7',
    CI_MERGE_REQUEST_SOURCE_BRANCH_NAME: HEAD_REF,
    CI_MERGE_REQUEST_SOURCE_PROJECT_PATH: project,
    CI_MERGE_REQUEST_TARGET_BRANCH_NAME: 'main',
    CI_MERGE_REQUEST_DIFF_BASE_SHA: options.diffBaseSha,
  }
  if (options.jobToken !== undefined) {
    env.CI_REPOSITORY_URL = `https://gitlab-ci-token:${options.jobToken}@gitlab.example.com/${project}.git`
  }
  return env
}
