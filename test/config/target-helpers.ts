import { expect } from 'vitest'
import { ConfigError } from '../../src/config/inputs.js'
import { resolveScanTarget, type TargetConfig } from '../../src/config/target.js'
import type { EventPayload, GitHubContext } from '../../src/config/context.js'

/** acme/webapp, PR #7 from feature/login at HEAD_SHA, as the unit tests of target.ts see it. */

export const HEAD_SHA = 'abc1234def5678900000000000000000000000ff'
export const MERGE_SHA = 'fedcba9876543210fedcba9876543210fedcba98'
export const AUTO: TargetConfig = { scanType: 'auto', source: 'connected' }
export const DELETED_FORK =
  'repo-url: PR #7 comes from a fork that has been deleted, so its code cannot be scanned; set repo-url and branch to scan something else'

export function contextOf(
  eventName: string,
  overrides: Partial<GitHubContext> = {},
): GitHubContext {
  return {
    eventName,
    payload: {},
    serverUrl: 'https://github.com',
    apiUrl: 'https://api.github.com',
    repository: 'acme/webapp',
    ref: 'refs/heads/main',
    refName: 'main',
    sha: MERGE_SHA,
    headRef: '',
    baseRef: '',
    runAttempt: 1,
    runId: '',
    ...overrides,
  }
}

export function prPayload(headRepo: string | null = 'acme/webapp'): EventPayload {
  return {
    pull_request: {
      number: 7,
      head: {
        ref: 'feature/login',
        sha: HEAD_SHA,
        repo: headRepo === null ? null : { full_name: headRepo },
      },
      base: { ref: 'main', repo: { full_name: 'acme/webapp' } },
    },
    repository: { full_name: 'acme/webapp', default_branch: 'main' },
  }
}

export function prContext(eventName = 'pull_request', payload = prPayload()): GitHubContext {
  return contextOf(eventName, {
    payload,
    ref: 'refs/pull/7/merge',
    refName: '7/merge',
    headRef: 'feature/login',
    baseRef: 'main',
  })
}

/**
 * The problems of the ConfigError resolveScanTarget throws. Whatever the event held, the message
 * is the action's own lines: none breaks the line or hides text, so none is a workflow command.
 */
export function problemsOf(config: TargetConfig, ctx: GitHubContext): string[] {
  let error: unknown
  try {
    resolveScanTarget(config, ctx)
  } catch (caught) {
    error = caught
  }
  expect(error).toBeInstanceOf(ConfigError)
  const { message, problems } = error as ConfigError
  expect(
    message
      .split('\n')
      .slice(1)
      .every((line) => line.startsWith('  - ')),
  ).toBe(true)
  for (const problem of problems) {
    expect(problem).not.toMatch(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u)
  }
  return problems
}
