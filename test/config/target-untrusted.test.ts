import { describe, expect, it } from 'vitest'
import { resolveScanTarget, type TargetConfig } from '../../src/config/target.js'
import { readGitHubContext, type GitHubContext } from '../../src/config/context.js'
import { AUTO, problemsOf } from './target-helpers.js'
import { HEAD_SHA } from '../../testkit/ids.js'

/**
 * Branch names, refs and repository names in the payload are chosen by whoever opened the PR or
 * pushed the ref. None may reach the target unchecked, and none may reach a message raw: a line
 * of the log that starts with `::` is a workflow command.
 */

const COMMAND = '::set-output name=branch::main'
const LONG = 'a'.repeat(1000)
const SHOWN_LONG = `"${'a'.repeat(60)}…"`

function contextOf(env: NodeJS.ProcessEnv, payload: unknown = {}): GitHubContext {
  return readGitHubContext(
    { GITHUB_REPOSITORY: 'acme/webapp', GITHUB_EVENT_PATH: '/e.json', ...env },
    () => JSON.stringify(payload),
  )
}

function prContext(head: { ref?: string; sha?: string; full_name?: string }): GitHubContext {
  const payload = {
    pull_request: {
      number: 7,
      head: {
        ref: head.ref ?? 'feature/login',
        sha: head.sha ?? HEAD_SHA,
        repo: { full_name: head.full_name ?? 'acme/webapp' },
      },
      base: { ref: 'main', repo: { full_name: 'acme/webapp' } },
    },
  }
  return contextOf(
    { GITHUB_EVENT_NAME: 'pull_request_target', GITHUB_REF: 'refs/heads/main' },
    payload,
  )
}

const headBranch = (shown: string) =>
  `branch: the pull_request_target event's head branch ${shown} is not a valid branch name; set branch to the branch to scan`
const headRepository = (shown: string) =>
  `repo-url: the pull_request_target event names ${shown} as the repository of PR #7, which is no owner/name; set repo-url and branch`

describe('resolveScanTarget with untrusted text in the event', () => {
  it.each([
    ['a newline and a workflow command', `x\n${COMMAND}`, '"x\\n::set-output name=branch::main"'],
    ['a carriage return', 'x\r::warning::hi', '"x\\r::warning::hi"'],
    ['1000 characters', LONG, SHOWN_LONG],
    ['a path out of refs/heads', 'feature/../../main', '"feature/../../main"'],
    ['a right-to-left override', 'fix\u202egnp.exe', '"fix\\u202egnp.exe"'],
    ['a space', 'feature login', '"feature login"'],
    ['a leading dash', '-x', '"-x"'],
    ['a reflog expression', 'main@{1}', '"main@{1}"'],
    ['a component ending in .lock', 'feature/x.lock', '"feature/x.lock"'],
  ])('refuses a head branch with %s', (_, ref, shown) => {
    expect(problemsOf(AUTO, prContext({ ref }))).toEqual([headBranch(shown)])
  })

  it('accepts the usual branch names', () => {
    for (const ref of [
      'main',
      'feature/login',
      'release/2.0',
      'dependabot/npm_and_yarn/x-1.2.3',
      'ümlaut',
    ]) {
      expect(resolveScanTarget(AUTO, prContext({ ref })).branch).toBe(ref)
    }
    expect(resolveScanTarget(AUTO, prContext({ ref: 'b'.repeat(255) })).branch).toHaveLength(255)
    expect(problemsOf(AUTO, prContext({ ref: 'b'.repeat(256) }))).toHaveLength(1)
  })

  it.each([
    [
      'a newline and a workflow command',
      `mallory/webapp\n${COMMAND}`,
      '"mallory/webapp\\n::set-output name=branch::main"',
    ],
    ['a path', 'mallory/../acme/webapp', '"mallory/../acme/webapp"'],
    ['a URL', 'https://evil.example/x', '"https://evil.example/x"'],
    ['no owner', 'webapp', '"webapp"'],
    ['a dot-dot name', 'mallory/..', '"mallory/.."'],
    ['1000 characters', `mallory/${LONG}`, `"mallory/${'a'.repeat(52)}…"`],
  ])('refuses a head repository with %s', (_, fullName, shown) => {
    expect(problemsOf(AUTO, prContext({ full_name: fullName }))).toEqual([headRepository(shown)])
  })

  it('still scans what the inputs name when the head is refused', () => {
    const config: TargetConfig = {
      ...AUTO,
      repoUrl: 'https://github.com/acme/webapp',
      branch: 'main',
    }
    const target = resolveScanTarget(config, prContext({ full_name: `x/y\n${COMMAND}` }))
    expect(target).toMatchObject({
      repoUrl: 'https://github.com/acme/webapp',
      branch: 'main',
      prNumber: 7,
    })
    expect(target.headSha).toBeUndefined()
  })

  it('drops a head sha that is no commit id, so the name pins no commit', () => {
    const target = resolveScanTarget(AUTO, prContext({ sha: `abc\n${COMMAND}` }))
    expect(target.headSha).toBeUndefined()
    expect(target.name).toBe('acme/webapp PR #7')
    expect(target.namePinsCommit).toBe(false)
  })

  it.each([
    [
      'push',
      { GITHUB_REF: `refs/heads/x\n${COMMAND}` },
      {},
      `branch: the push event's branch "x\\n::set-output name=branch::main" is not a valid branch name; set branch to the branch to scan`,
    ],
    [
      'push',
      { GITHUB_REF: `refs/heads/${LONG}` },
      {},
      `branch: the push event's branch ${SHOWN_LONG} is not a valid branch name; set branch to the branch to scan`,
    ],
    [
      'push',
      { GITHUB_REF: `refs/tags/v1\n${COMMAND}` },
      {},
      'branch: push of tag "v1\\n::set-output name=branch::main": the service scans branches; set branch to the branch to scan',
    ],
    [
      'release',
      { GITHUB_REF: `refs/tags/${LONG}` },
      {},
      `branch: release of tag ${SHOWN_LONG}: the service scans branches; set branch to the branch to scan`,
    ],
    [
      'check_run',
      { GITHUB_REF: `refs/x\n${COMMAND}` },
      {},
      'branch: the check_run event runs on "refs/x\\n::set-output name=branch::main", which is not a branch; set branch to the branch to scan',
    ],
    [
      'schedule',
      { GITHUB_REF_NAME: 'main' },
      { repository: { default_branch: `main\r\n${COMMAND}` } },
      `branch: the schedule event's branch "main\\r\\n::set-output name=branch::main" is not a valid branch name; set branch to the branch to scan`,
    ],
    [
      'merge_group',
      { GITHUB_REF: 'refs/heads/main' },
      { merge_group: { head_ref: `refs/heads/q/..\n${COMMAND}` } },
      `branch: the merge_group event's branch "q/..\\n::set-output name=branch::main" is not a valid branch name; set branch to the branch to scan`,
    ],
    [
      `push\n${COMMAND}`,
      { GITHUB_REF: 'refs/tags/v1' },
      {},
      'branch: "push\\n::set-output name=branch::main" of tag v1: the service scans branches; set branch to the branch to scan',
    ],
  ])('%j: refuses a hostile ref', (event, env, payload, problem) => {
    const ctx = contextOf({ GITHUB_EVENT_NAME: event, ...env }, payload)
    expect(problemsOf(AUTO, ctx)).toEqual([problem])
    // The branch input replaces what the event named.
    expect(resolveScanTarget({ ...AUTO, branch: 'main' }, ctx).branch).toBe('main')
  })

  it('keeps wrongly typed merge_group fields out, falling back to the environment', () => {
    const ctx = contextOf(
      {
        GITHUB_EVENT_NAME: 'merge_group',
        GITHUB_REF: 'refs/heads/gh-readonly-queue/main/pr-1',
        GITHUB_SHA: HEAD_SHA,
      },
      { merge_group: { head_ref: ['refs/heads/evil'], head_sha: 42 } },
    )
    expect(resolveScanTarget(AUTO, ctx)).toMatchObject({
      branch: 'gh-readonly-queue/main/pr-1',
      headSha: HEAD_SHA,
    })
  })
})
