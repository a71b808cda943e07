import { expect } from 'vitest'
import { ConfigError } from '../../src/config/inputs.js'
import { resolveScanTarget, type TargetConfig } from '../../src/config/target.js'
import type { GitHubContext } from '../../src/config/context.js'
import { makeContext, pullRequestPayload } from '../../testkit/builders/config.js'

/** The target inputs left at their defaults. */
export const AUTO: TargetConfig = { scanType: 'auto', source: 'connected' }
export const DELETED_FORK =
  'repo-url: PR #7 comes from a fork that has been deleted, so its code cannot be scanned; set repo-url and branch to scan something else'

/** A run of `eventName` on main with no payload, unless overrides say otherwise. */
export function contextOf(
  eventName: string,
  overrides: Partial<GitHubContext> = {},
): GitHubContext {
  return makeContext({
    eventName,
    payload: {},
    ref: 'refs/heads/main',
    refName: 'main',
    headRef: '',
    baseRef: '',
    ...overrides,
  })
}

/** A pull request event of PR #7 on its merge ref. */
export function prContext(
  eventName = 'pull_request',
  payload = pullRequestPayload(),
): GitHubContext {
  return makeContext({ eventName, payload })
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
