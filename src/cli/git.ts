/**
 * git, as the command line reads it: what the checkout is (a terminal has no CI variables), and
 * files of another commit read as data from the clone's objects, never checked out. A merge
 * request's policy file is read so at its base commit, as the action reads it through GitHub's API.
 */
import { execFile, execFileSync } from 'node:child_process'
import { COMMIT_SHA } from '../config/event-target.js'
import type { RepositoryFilesApi } from '../github/api.js'
import { MAX_POLICY_BYTES } from '../run/policy.js'
import type { GitReader } from './environment.js'

const GIT_TIMEOUT_MS = 10_000

/** git needs none of the command line's own variables, least of all the key. */
function gitEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('SECURITY_SCAN_')),
  )
}

/** `git <args>` in `cwd`: its trimmed output, or undefined when git fails or is not there. */
export function createGitReader(cwd: string): GitReader {
  return (args) => {
    try {
      const out = execFileSync('git', [...args], {
        cwd,
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

function runGit(cwd: string, args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'git',
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

/** A file that is not at the commit answers as GitHub's API does for one: 404, no file. */
class NotAtCommit extends Error {
  readonly status = 404
}

/** Files at a commit of the clone in `cwd`. */
export function createGitCommitFiles(cwd: string): { api: RepositoryFilesApi; via: string } {
  return {
    via: 'git',
    api: {
      readFileAtCommit: async (path, commitSha) => {
        if (!COMMIT_SHA.test(commitSha)) throw new Error('not a commit sha')
        try {
          await runGit(cwd, ['cat-file', '-e', `${commitSha}^{commit}`])
        } catch {
          throw new Error(
            `commit ${commitSha.slice(0, 7)} is not in this clone; fetch it (a deeper clone, or git fetch of the target branch)`,
          )
        }
        try {
          await runGit(cwd, ['cat-file', '-e', `${commitSha}:${path}`])
        } catch {
          throw new NotAtCommit(`${path} is not at ${commitSha.slice(0, 7)}`)
        }
        return await runGit(cwd, ['cat-file', 'blob', `${commitSha}:${path}`])
      },
    },
  }
}
