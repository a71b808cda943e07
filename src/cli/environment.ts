/**
 * Where the command line runs: which CI system (from its own marker variable), and what that
 * system says of the repository, branch, commit and merge or pull request, read from the
 * variables it documents; in a terminal, from git. Nothing here runs git or reads process.env
 * itself: the caller passes the environment and a GitReader, so tests pass plain objects.
 */
import { COMMIT_SHA } from '../config/event-target.js'
import { readAzurePipelines } from './environment-azure.js'
import { readBitbucketPipelines } from './environment-bitbucket.js'
import { readGitCheckout } from './environment-git.js'
import { readGitHubActions } from './environment-github.js'
import { readGitLabCi } from './environment-gitlab.js'
import { readJenkins } from './environment-jenkins.js'
import { pageOriginOf, pagePathOf } from './environment-url.js'
import { createEnvValues, type EnvValues } from './environment-values.js'

/** @internal */
export type CiSystem = 'gitlab' | 'jenkins' | 'azure' | 'bitbucket' | 'github' | 'terminal'

export interface CiEnvironment {
  system: CiSystem
  /** e.g. 'GitLab CI', 'Jenkins', 'Azure Pipelines', 'Bitbucket Pipelines', 'GitHub Actions', 'a git checkout' */
  label: string
  /** True in a CI system (not a terminal): plain log lines, no live progress line. */
  isCi: boolean
  /** https URL of the repository's page WITHOUT credentials, e.g. https://gitlab.com/group/sub/project */
  repoUrl?: string
  /** The repository's path on its server, e.g. group/sub/project or owner/name */
  repository?: string
  /** Server origin, e.g. https://gitlab.example.com */
  serverUrl?: string
  branch?: string
  /** full 40 or 64 hex commit sha */
  commit?: string
  /** merge request / pull request number */
  prNumber?: number
  /** the MR/PR's source repository path when it differs from `repository` (a fork) */
  headRepository?: string
  /** the branch and commit a MR/PR goes into */
  baseBranch?: string
  /**
   * Whose policy file judges the run, where the checkout cannot: the head of the branch a MR/PR
   * goes into, or of the default branch for a branch that is neither the default nor a protected
   * one. Never where the run forks from it, which the author chooses.
   */
  baseSha?: string
  /** What gave baseSha: the variable's name, or the git command that found it. */
  baseOf?: string
  /** The repository's default branch: as the CI system names it, else origin's HEAD in the clone. */
  defaultBranch?: string
  /**
   * The CI system says the run's ref is the default branch or a protected one (GitLab's
   * CI_COMMIT_REF_PROTECTED, CI_DEFAULT_BRANCH), so the checkout's policy file may judge it. Where
   * a system says neither, every branch is treated as unprotected.
   */
  protectedRef?: boolean
  /** Values that were present but refused (e.g. a branch name git would not accept), as 'VAR: why' lines */
  problems: string[]
}

/** Runs `git <args>` in the working directory: its stdout trimmed, undefined when git fails. */
export interface GitReader {
  (args: readonly string[]): string | undefined
}

/** What one system's variables say; detectCiEnvironment completes it. */
export type CiFacts = Omit<CiEnvironment, 'system' | 'label' | 'isCi' | 'problems'>

const SYSTEMS: Record<CiSystem, { label: string; read: (values: EnvValues) => CiFacts }> = {
  gitlab: { label: 'GitLab CI', read: readGitLabCi },
  jenkins: { label: 'Jenkins', read: readJenkins },
  azure: { label: 'Azure Pipelines', read: readAzurePipelines },
  bitbucket: { label: 'Bitbucket Pipelines', read: readBitbucketPipelines },
  github: { label: 'GitHub Actions', read: readGitHubActions },
  terminal: { label: 'a git checkout', read: readGitCheckout },
}

export function detectCiEnvironment(
  env: Readonly<Record<string, string | undefined>>,
  git: GitReader,
): CiEnvironment {
  const system = detectCiSystem(env)
  const values = createEnvValues(env, git)
  const facts = SYSTEMS[system].read(values)
  const page = facts.repoUrl
  const repository = facts.repository ?? (page === undefined ? undefined : pagePathOf(page))
  const headRepository =
    facts.headRepository?.toLowerCase() === repository?.toLowerCase()
      ? undefined
      : facts.headRepository
  const found: CiFacts = {
    ...facts,
    repository,
    serverUrl: facts.serverUrl ?? (page === undefined ? undefined : pageOriginOf(page)),
    headRepository,
    ...findTargetHead(facts, values),
  }
  return {
    system,
    label: isOutsideGit(system, found, values) ? 'a directory outside git' : SYSTEMS[system].label,
    // An unknown CI system (CI=true) is no terminal either: no live line in its log.
    isCi: system !== 'terminal' || isTrue(env.CI) || env.CI === '1',
    ...withoutUndefined(found),
    problems: values.problems,
  }
}

/**
 * The head of the branch whose policy judges the run, where the CI system does not say it: a merge
 * or pull request's target branch, or the default branch for a run of a branch that is neither
 * the default nor a protected one; as the clone's origin has it. Each branch was checked as a
 * branch name, so the ref cannot be taken for an option. A clone that lacks the branch has no
 * head to read: the run says what to fetch (cli/target.ts).
 */
function findTargetHead(
  facts: CiFacts,
  values: EnvValues,
): Pick<CiFacts, 'baseSha' | 'baseOf' | 'defaultBranch'> {
  // What the CI system says wins over what git finds.
  if (facts.baseSha !== undefined) return {}
  const { git } = values
  if (facts.prNumber !== undefined) {
    if (facts.baseBranch === undefined) return {}
    return readBranchHead(git, facts.baseBranch)
  }
  if (facts.protectedRef === true) return {}
  const defaultBranch = facts.defaultBranch ?? readOriginHead(values)
  if (defaultBranch === undefined) return {}
  return { defaultBranch, ...readBranchHead(git, defaultBranch) }
}

/** The branch's head as origin has it in the clone; baseOf names the command, as messages do. */
function readBranchHead(git: GitReader, branch: string): Pick<CiFacts, 'baseSha' | 'baseOf'> {
  const ref = `refs/remotes/origin/${branch}`
  const sha = git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`])
  if (sha === undefined || !COMMIT_SHA.test(sha)) return {}
  return { baseSha: sha.toLowerCase(), baseOf: `git rev-parse ${ref}` }
}

/** origin's default branch as the clone knows it (git clone sets refs/remotes/origin/HEAD). */
function readOriginHead(values: EnvValues): string | undefined {
  const ref = values.git(['symbolic-ref', '--quiet', 'refs/remotes/origin/HEAD'])
  const prefix = 'refs/remotes/origin/'
  if (ref === undefined || !ref.startsWith(prefix)) return undefined
  return values.branch('git symbolic-ref refs/remotes/origin/HEAD', ref.slice(prefix.length))
}

/**
 * The first system whose own marker is set, in a fixed order; a terminal when none is.
 * @internal
 */
export function detectCiSystem(env: Readonly<Record<string, string | undefined>>): CiSystem {
  const has = (name: string) => (env[name] ?? '') !== ''
  if (isTrue(env.GITLAB_CI)) return 'gitlab'
  // BUILD_URL alone is too common a name; Jenkins' BUILD_TAG is jenkins-${JOB_NAME}-${BUILD_NUMBER}.
  const jenkinsBuild =
    has('BUILD_URL') && (has('JENKINS_HOME') || /^jenkins-/.test(env.BUILD_TAG ?? ''))
  if (has('JENKINS_URL') || jenkinsBuild) return 'jenkins'
  if (isTrue(env.TF_BUILD)) return 'azure'
  if (has('BITBUCKET_BUILD_NUMBER') || has('BITBUCKET_COMMIT')) return 'bitbucket'
  if (isTrue(env.GITHUB_ACTIONS)) return 'github'
  return 'terminal'
}

function isTrue(value: string | undefined): boolean {
  return value?.toLowerCase() === 'true'
}

/** A terminal where git said nothing at all (not even something refused). */
function isOutsideGit(system: CiSystem, facts: CiFacts, values: EnvValues): boolean {
  const fields: unknown[] = Object.values(facts)
  return (
    system === 'terminal' &&
    values.problems.length === 0 &&
    fields.every((value) => value === undefined)
  )
}

function withoutUndefined(facts: CiFacts): CiFacts {
  const entries: [string, unknown][] = Object.entries(facts)
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined))
}
