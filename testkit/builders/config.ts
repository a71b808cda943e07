import { readConfig, type Config } from '../../src/config/inputs.js'
import type { EventPayload, GitHubContext } from '../../src/config/context.js'
import type { ScanTarget } from '../../src/config/target.js'
import {
  API_KEY,
  BASE_SHA,
  HEAD_REF,
  HEAD_SHA,
  MERGE_SHA,
  PR_NUMBER,
  REPO_URL,
  REPOSITORY,
} from '../ids.js'

/** The inputs a run cannot do without; every other input keeps the default of readConfig. */
export const REQUIRED_INPUTS: Readonly<Record<string, string>> = {
  'api-key': API_KEY,
  'base-url': 'https://scan.example.test/v1',
}

/**
 * The config readConfig gives for the required inputs alone, with `overrides` on top. Inputs left
 * empty are left out rather than set to undefined, so a config prints as what was set.
 */
export function makeConfig(overrides: Partial<Config> = {}): Config {
  const defaults = readConfig((name) => REQUIRED_INPUTS[name] ?? '')
  const set = Object.entries(defaults).filter(([, value]) => value !== undefined)
  return { ...(Object.fromEntries(set) as Config), ...overrides }
}

/** What resolveScanTarget makes of pull request #7 of acme/webapp, from feature/login. */
export function makeTarget(overrides: Partial<ScanTarget> = {}): ScanTarget {
  return {
    scanType: 'pr',
    repoUrl: REPO_URL,
    branch: HEAD_REF,
    prNumber: PR_NUMBER,
    headSha: HEAD_SHA,
    repository: REPOSITORY,
    owner: 'acme',
    repo: 'webapp',
    isFork: false,
    name: `acme/webapp PR #7 @ ${HEAD_SHA}`,
    namePinsCommit: true,
    ...overrides,
  }
}

/**
 * The payload of a pull_request event for pull request #7 at `headSha`; `headRepo` is the head's
 * repository (another one for a fork, null for a fork deleted since).
 */
export function pullRequestPayload(
  headRepo: string | null = REPOSITORY,
  headSha = HEAD_SHA,
): EventPayload {
  return {
    pull_request: {
      number: PR_NUMBER,
      head: {
        ref: HEAD_REF,
        sha: headSha,
        repo: headRepo === null ? null : { full_name: headRepo },
      },
      base: { ref: 'main', sha: BASE_SHA, repo: { full_name: REPOSITORY } },
    },
    repository: { full_name: REPOSITORY, default_branch: 'main' },
  }
}

/** A pull_request run of pull request #7, on its merge ref, as readGitHubContext reads it. */
export function makeContext(overrides: Partial<GitHubContext> = {}): GitHubContext {
  return {
    eventName: 'pull_request',
    payload: pullRequestPayload(),
    serverUrl: 'https://github.com',
    apiUrl: 'https://api.github.com',
    repository: REPOSITORY,
    ref: `refs/pull/${PR_NUMBER}/merge`,
    refName: `${PR_NUMBER}/merge`,
    sha: MERGE_SHA,
    headRef: HEAD_REF,
    baseRef: 'main',
    runAttempt: 1,
    runId: '4242',
    ...overrides,
  }
}
