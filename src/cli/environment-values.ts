/**
 * Every CI variable and every line git prints is someone's text: a branch name is whatever was
 * pushed, a variable can be overridden by the pipeline's author. Each value is checked here before
 * it is used; a refused one leaves its field undefined and says why in `problems`, naming the
 * variable and showing the value only when it is short and does not look like a secret.
 */
import {
  COMMIT_SHA,
  isBranchName as isGitBranchName,
  quoteUntrusted,
} from '../config/event-target.js'
import type { GitReader } from './environment.js'
import { isRepositoryPath, repositoryPageOf, serverUrlOf } from './environment-url.js'

/** An abbreviated sha, as Bitbucket Pipelines gives on pull requests; git expands it. */
const SHORT_COMMIT_SHA = /^[0-9a-f]{7,39}$/i
const POSITIVE_INTEGER = /^[1-9][0-9]{0,14}$/
const BRANCHES_PREFIX = 'refs/heads/'
const MAX_SHOWN_CHARS = 40
/** A long run of letters and digits mixed, as tokens and keys are: never shown. */
const SECRET_LIKE = /(?=[A-Za-z0-9_-]*[0-9])(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{20,}/

/** Reads the environment's variables through the checks, collecting what it refuses. */
export interface EnvValues {
  readonly git: GitReader
  readonly problems: string[]
  /** The variable's value; undefined when unset or empty. */
  text(name: string): string | undefined
  has(name: string): boolean
  /** A branch name git would accept; `value` replaces the variable's own (a stripped prefix). */
  branch(name: string, value?: string): string | undefined
  /** A branch from a ref: refs/heads/x is x, another ref (a tag, a pull request) is no branch. */
  branchOfRef(name: string): string | undefined
  /** A full commit sha, lower-cased; an abbreviated one is expanded by git when it can. */
  commit(name: string, value?: string): string | undefined
  positiveInteger(name: string): number | undefined
  /** The repository's page, from an http(s), ssh or scp-like address, credentials dropped. */
  repositoryPage(name: string, value?: string): string | undefined
  serverUrl(name: string): string | undefined
  /** A repository's path on its server (owner/name, group/sub/project). */
  repositoryPath(name: string): string | undefined
  /** Records why `name`'s value is refused (the caller leaves its field undefined). */
  refuse(name: string, why: string): void
}

export function createEnvValues(
  env: Readonly<Record<string, string | undefined>>,
  git: GitReader,
): EnvValues {
  const problems: string[] = []
  const text = (name: string) => {
    const value = env[name]
    return value === undefined || value === '' ? undefined : value
  }
  const refuse = (name: string, why: string) => {
    problems.push(`${name}: ${why}`)
  }
  /** The value read by `parse`; one it refuses is recorded with `why`, and is undefined. */
  const readAs = <T>(
    name: string,
    value: string | undefined,
    parse: (value: string) => T | undefined,
    why: (value: string) => string,
  ): T | undefined => {
    if (value === undefined) return undefined
    const parsed = parse(value)
    if (parsed === undefined) refuse(name, why(value))
    return parsed
  }
  const branch = (name: string, value = text(name)) =>
    readAs(
      name,
      value,
      (v) => (isBranchName(v) ? v : undefined),
      (v) => {
        return `${showUntrusted(v)} is not a branch name git would accept`
      },
    )
  const values: EnvValues = {
    git,
    problems,
    text,
    has: (name) => text(name) !== undefined,
    refuse,
    branch,
    branchOfRef: (name) => {
      const ref = text(name)
      if (ref === undefined) return undefined
      if (ref.startsWith(BRANCHES_PREFIX)) return branch(name, ref.slice(BRANCHES_PREFIX.length))
      return ref.startsWith('refs/') ? undefined : branch(name, ref)
    },
    commit: (name, value = text(name)) => readCommit(values, name, value),
    positiveInteger: (name) =>
      readAs(
        name,
        text(name),
        (v) => (POSITIVE_INTEGER.test(v) ? Number(v) : undefined),
        (v) => {
          return `${showUntrusted(v)} is not a positive whole number`
        },
      ),
    repositoryPage: (name, value = text(name)) =>
      readAs(name, value, repositoryPageOf, () => {
        return 'not an http(s) or ssh address of a repository (the value is not shown)'
      }),
    serverUrl: (name) =>
      readAs(name, text(name), serverUrlOf, () => {
        return 'not an http(s) address of a server (the value is not shown)'
      }),
    repositoryPath: (name) =>
      readAs(
        name,
        text(name),
        (v) => (isRepositoryPath(v) ? v : undefined),
        (v) => {
          return `${showUntrusted(v)} is not a repository's path on its server`
        },
      ),
  }
  return values
}

function readCommit(values: EnvValues, name: string, value: string | undefined) {
  if (value === undefined) return undefined
  if (COMMIT_SHA.test(value)) return value.toLowerCase()
  if (SHORT_COMMIT_SHA.test(value)) {
    const full = values.git(['rev-parse', '--verify', '--quiet', `${value}^{commit}`])
    const short = value.toLowerCase()
    if (full !== undefined && COMMIT_SHA.test(full) && full.toLowerCase().startsWith(short)) {
      return full.toLowerCase()
    }
    values.refuse(
      name,
      `${showUntrusted(value)} is an abbreviated commit sha git cannot expand here`,
    )
    return undefined
  }
  values.refuse(name, `${showUntrusted(value)} is not a full commit sha (40 or 64 hex)`)
  return undefined
}

/**
 * A branch name git would accept, and not `HEAD`, which is git's word for a detached checkout.
 * @internal
 */
export function isBranchName(name: string): boolean {
  return isGitBranchName(name) && name !== 'HEAD'
}

/**
 * A refused value as a message may show it: quoted with every control, format and separator
 * character escaped, when short; only its length when long or when it looks like a token.
 * @internal
 */
export function showUntrusted(value: string): string {
  if (value.length > MAX_SHOWN_CHARS || SECRET_LIKE.test(value)) {
    return `a value of ${value.length} characters (not shown)`
  }
  return quoteUntrusted(value)
}
