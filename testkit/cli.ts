/**
 * Runs the bundled command line (dist/cli/index.js) as a CI system would: a process with that
 * system's variables, in a checkout, with SECURITY_SCAN_* for the options. For the end-to-end
 * tests and the demo.
 */
import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { actionNode } from './harness.js'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const CLI_BUNDLE = join(ROOT, 'dist/cli/index.js')

export interface CliRunOptions {
  args: readonly string[]
  /** The CI system's variables and SECURITY_SCAN_*; nothing else of this machine's leaks in. */
  env?: Record<string, string>
  /** The checkout the command runs in. */
  cwd: string
  timeoutMs?: number
}

export interface CliRun {
  exitCode: number | null
  stdout: string
  stderr: string
}

export async function runBundledCli(options: CliRunOptions): Promise<CliRun> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: options.cwd,
    ...options.env,
  }
  const child = spawn(actionNode(), [CLI_BUNDLE, ...options.args], {
    cwd: options.cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d))
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d))
  const hardTimer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60_000)
  const exitCode = await new Promise<number | null>((done) => child.on('close', done))
  clearTimeout(hardTimer)
  return { exitCode, stdout, stderr }
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

function runGit(dir: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd: dir,
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH ?? '',
      HOME: dir,
      GIT_AUTHOR_NAME: 'Dev',
      GIT_AUTHOR_EMAIL: 'dev@example.test',
      GIT_COMMITTER_NAME: 'Dev',
      GIT_COMMITTER_EMAIL: 'dev@example.test',
    },
  }).trim()
}
