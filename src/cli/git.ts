/**
 * git, as the command line reads it: what the checkout is (a terminal has no CI variables), and
 * files of another commit read as data from the clone's objects, never checked out. A merge
 * request's policy file is read so at its base commit, as the action reads it through GitHub's API.
 */
import { execFile, execFileSync } from 'node:child_process'
import { accessSync, constants, existsSync, realpathSync, statSync } from 'node:fs'
import { dirname, join, posix, resolve, win32 } from 'node:path'
import { relativeInside } from '../common/files.js'
import { COMMIT_SHA } from '../config/event-target.js'
import type { Ancestry, CommitHistory } from '../baseline/baseline.js'
import type { RepositoryFilesApi } from '../github/api.js'
import { MAX_POLICY_BYTES } from '../job/policy.js'
import type { GitReader } from './environment.js'

const GIT_TIMEOUT_MS = 10_000

/** git needs none of the command line's own variables, least of all the key. */
function gitEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('SECURITY_SCAN_')),
  )
}

/** Where git is looked for: the process's own PATH and platform, or a test's Windows. */
export interface GitSearch {
  /** The working folder: in the checkout, whose files the change's author writes. */
  cwd: string
  /** The clone that holds it (findCheckout), all of whose files the author writes too. */
  checkout?: string | undefined
  env: Readonly<Record<string, string | undefined>>
  platform: NodeJS.Platform
  /** An executable regular file is at this path; the file system's answer by default. */
  isProgram?: (path: string) => boolean
  /** Where a folder really is, links followed; the file system's answer by default. */
  realpath?: (path: string) => string
}

/** Windows' own PATHEXT, where the variable is not set. */
const DEFAULT_PATHEXT = '.COM;.EXE;.BAT;.CMD'
/** What execFile runs without a shell: Node refuses a .bat or .cmd file without one. */
const RUNNABLE_EXTENSIONS: ReadonlySet<string> = new Set(['.COM', '.EXE'])

/**
 * git's absolute path: the first folder of PATH that holds it, in PATH's order (and, on Windows,
 * PATHEXT's), as a shell finds it, but never the working folder, the clone or a folder inside
 * either (npx puts every ancestor's node_modules/.bin on PATH), nor a relative entry (`.`, an
 * empty one), which means the working folder. Windows runs a program found there before PATH,
 * and the checkout is the change's: a committed `git.exe` would run with the job's rights. A
 * folder is judged by where it really is, links followed. Undefined when PATH has none elsewhere.
 * @internal
 */
export function findGit(search: GitSearch): string | undefined {
  const windows = search.platform === 'win32'
  const rules = windows ? win32 : posix
  const real = (path: string) => {
    try {
      return (search.realpath ?? realpathSync.native)(path)
    } catch {
      return path
    }
  }
  const changes = [search.cwd, search.checkout]
    .filter((folder): folder is string => folder !== undefined)
    .flatMap((folder) => [rules.resolve(folder), real(rules.resolve(folder))])
  const isTheChange = (folder: string) =>
    [folder, real(folder)].some((path) =>
      changes.some((change) => relativeInside(change, path, rules) !== undefined),
    )
  const names = windows ? windowsNamesOfGit(variable(search, 'PATHEXT')) : ['git']
  const isProgram = search.isProgram ?? ((path: string) => isProgramFile(path, windows))
  for (const entry of (variable(search, 'PATH') ?? '').split(rules.delimiter)) {
    // Windows' PATH may quote a folder ("C:\Program Files\Git\cmd").
    const folder = windows ? entry.replace(/^"(.*)"$/, '$1') : entry
    if (!rules.isAbsolute(folder)) continue
    if (isTheChange(rules.resolve(folder))) continue
    for (const name of names) {
      const path = rules.join(folder, name)
      if (isProgram(path)) return path
    }
  }
  return undefined
}

/** A variable of the environment; on Windows its name is not case-sensitive (`Path`). */
function variable(search: GitSearch, name: string): string | undefined {
  if (search.platform !== 'win32') return search.env[name]
  const key = Object.keys(search.env).find((k) => k.toUpperCase() === name)
  return key === undefined ? undefined : search.env[key]
}

function windowsNamesOfGit(pathext: string | undefined): string[] {
  return (pathext ?? DEFAULT_PATHEXT)
    .split(';')
    .map((extension) => extension.trim().toUpperCase())
    .filter((extension) => RUNNABLE_EXTENSIONS.has(extension))
    .map((extension) => `git${extension.toLowerCase()}`)
}

function isProgramFile(path: string, windows: boolean): boolean {
  try {
    if (!statSync(path).isFile()) return false
    if (!windows) accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/**
 * The clone that holds `cwd`: the nearest folder at or above it with a `.git` entry (the folder,
 * or the file of a worktree or a submodule). A change cannot commit one (git refuses `.git` in a
 * path), so git is run there, never in a subfolder, where its own search would take a bare
 * repository the change committed (a HEAD, a config and refs beside each other) for the clone.
 * Undefined outside any clone.
 * @internal
 */
export function findCheckout(
  cwd: string,
  exists: (path: string) => boolean = existsSync,
): string | undefined {
  for (let folder = resolve(cwd); ; folder = dirname(folder)) {
    if (exists(join(folder, '.git'))) return folder
    if (dirname(folder) === folder) return undefined
  }
}

/**
 * The git the command line runs, found once: where it is (for the log), the clone it reads, and a
 * reader of that clone.
 */
export interface LocalGit {
  /** An absolute path; undefined when none was found (every call then fails). */
  program: string | undefined
  /** The clone's top folder (findCheckout); undefined outside any clone. */
  checkout: string | undefined
  read: GitReader
}

export function createLocalGit(search: GitSearch): LocalGit {
  const checkout = findCheckout(search.cwd)
  const program = findGit({ ...search, checkout })
  return { program, checkout, read: createGitReader(checkout, program) }
}

/** What the log says of the git used: where it is, never the PATH it was found on. */
export function describeGit(program: string | undefined): string {
  return program === undefined
    ? 'git: none found on PATH outside the working folder; nothing is read through git'
    : `git: ${program}`
}

/**
 * `git <args>` in the clone `checkout` (findCheckout) run by `program` (findGit): its trimmed
 * output, or undefined when git fails or there is no git or no clone.
 * @internal
 */
export function createGitReader(
  checkout: string | undefined,
  program: string | undefined,
): GitReader {
  return (args) => {
    if (program === undefined || checkout === undefined) return undefined
    try {
      const out = execFileSync(program, [...args], {
        cwd: checkout,
        env: gitEnvironment(),
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
        timeout: GIT_TIMEOUT_MS,
      })
      return out.trim()
    } catch {
      return undefined
    }
  }
}

function runGit(program: string, cwd: string, args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      program,
      [...args],
      {
        cwd,
        env: gitEnvironment(),
        encoding: 'utf8',
        timeout: GIT_TIMEOUT_MS,
        maxBuffer: 2 * MAX_POLICY_BYTES,
      },
      (error, stdout) => {
        if (error) reject(new Error(`git ${args[0] ?? ''} failed`, { cause: error }))
        else resolve(stdout)
      },
    )
  })
}

/** `git <args>`'s exit code in `cwd`; undefined when git did not run to its end. */
function runGitStatus(
  program: string,
  cwd: string,
  args: readonly string[],
): Promise<number | undefined> {
  return new Promise((resolve) => {
    execFile(
      program,
      [...args],
      { cwd, env: gitEnvironment(), timeout: GIT_TIMEOUT_MS },
      (error) => {
        if (error === null) resolve(0)
        else resolve(typeof error.code === 'number' ? error.code : undefined)
      },
    )
  })
}

/** Why git cannot be asked at all, or undefined when it can. */
function describeMissingGit(
  checkout: string | undefined,
  program: string | undefined,
): string | undefined {
  if (program === undefined) {
    return 'git was not found on PATH outside the working folder; install git, or put its folder on PATH'
  }
  if (checkout === undefined) {
    return 'the working folder is in no git clone; run the command line in a clone of the repository'
  }
  return undefined
}

const FETCH_DEEPER = 'fetch deeper (fetch-depth: 0 / GIT_DEPTH: 0)'

/**
 * The target branch's history as the clone shows it (issue 28): whether a commit is on it, with
 * `git merge-base --is-ancestor`. No markers: they are GitHub's check runs. A shallow clone shows
 * only part of the history, so there a commit it lacks, or one not found below the head, is
 * unknown (fetch deeper), never 'no'; in a whole clone that has the head, every ancestor is there.
 * @internal
 */
export function createGitHistory(
  checkout: string | undefined,
  program: string | undefined,
): CommitHistory {
  return {
    via: checkout === undefined ? 'git' : `git in ${checkout}`,
    isAncestor: async (commit, head): Promise<Ancestry> => {
      const missing = describeMissingGit(checkout, program)
      if (missing !== undefined || checkout === undefined || program === undefined) {
        return { unknown: missing ?? 'no git' }
      }
      if (!COMMIT_SHA.test(commit) || !COMMIT_SHA.test(head)) return 'no'
      const git = (args: readonly string[]) => runGitStatus(program, checkout, args)
      const has = async (sha: string) => (await git(['cat-file', '-e', `${sha}^{commit}`])) === 0
      const shallow = async () =>
        (
          await runGit(program, checkout, ['rev-parse', '--is-shallow-repository']).catch(
            // A git too old to say: taken as shallow, so that nothing is called 'no' on a guess.
            () => 'true',
          )
        ).trim() !== 'false'
      if (!(await has(head))) {
        return {
          unknown: `the clone does not have commit ${head.slice(0, 7)}, the target branch's head (a shallow clone, or the branch not fetched); fetch the target branch, and ${FETCH_DEEPER}`,
        }
      }
      if (!(await has(commit))) {
        if (await shallow()) {
          return {
            unknown: `the clone does not have commit ${commit.slice(0, 7)} (a shallow clone); ${FETCH_DEEPER}`,
          }
        }
        return 'no'
      }
      const status = await git(['merge-base', '--is-ancestor', commit, head])
      if (status === 0) return 'yes'
      if (status !== 1) return { unknown: 'git merge-base failed; re-run the job later' }
      if (await shallow()) {
        return {
          unknown: `the clone does not have the history between ${commit.slice(0, 7)} and ${head.slice(0, 7)} (a shallow clone); ${FETCH_DEEPER}`,
        }
      }
      return 'no'
    },
  }
}

/** A file that is not at the commit answers as GitHub's API does for one: 404, no file. */
class NotAtCommit extends Error {
  readonly status = 404
}

/**
 * Files at a commit of the clone `checkout` (findCheckout), read by `program` (findGit); a path is
 * relative to the repository's root, as on GitHub.
 */
export function createGitCommitFiles(
  checkout: string | undefined,
  program: string | undefined,
): { api: RepositoryFilesApi; via: string; history: CommitHistory } {
  return {
    via: 'git',
    // Which commits are on a change's target branch, for its baseline (createGitHistory).
    history: createGitHistory(checkout, program),
    api: {
      readFileAtCommit: async (path, commitSha) => {
        if (!COMMIT_SHA.test(commitSha)) throw new Error('not a commit sha')
        if (program === undefined) {
          throw new Error(
            'git was not found on PATH outside the working folder; install git, or put its folder on PATH',
          )
        }
        if (checkout === undefined) throw new Error('the working folder is in no git clone')
        const cwd = checkout
        try {
          await runGit(program, cwd, ['cat-file', '-e', `${commitSha}^{commit}`])
        } catch {
          throw new Error(
            `commit ${commitSha.slice(0, 7)} is not in this clone; fetch it (a deeper clone, or git fetch of the target branch)`,
          )
        }
        try {
          await runGit(program, cwd, ['cat-file', '-e', `${commitSha}:${path}`])
        } catch {
          throw new NotAtCommit(`${path} is not at ${commitSha.slice(0, 7)}`)
        }
        return await runGit(program, cwd, ['cat-file', 'blob', `${commitSha}:${path}`])
      },
    },
  }
}
