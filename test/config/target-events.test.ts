import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ConfigError } from '../../src/config/inputs.js'
import { resolveScanTarget, type ScanTarget, type TargetConfig } from '../../src/config/target.js'
import { readGitHubContext } from '../../src/config/context.js'
import { HEAD_SHA, MERGE_SHA } from '../../testkit/ids.js'

/**
 * Every event the action can be triggered by, as the runner presents it: GITHUB_* variables and
 * an event payload file (test/fixtures/events), read by readGitHubContext and resolved to what is
 * scanned. Each row asserts the exact target or the exact error.
 */

const RUN_SHA = 'c0ffee0000000000000000000000000000000001'
const FORK_HEAD = '5ca1ab1e0000000000000000000000000000beef'
const QUEUE_SHA = 'd00dfeed0000000000000000000000000000cafe'
const QUEUE_BRANCH = 'gh-readonly-queue/main/pr-7-0000000000000000000000000000000000000001'
const AUTO: TargetConfig = { scanType: 'auto', source: 'connected' }
const WORKFLOW_REPO = { repository: 'acme/webapp', owner: 'acme', repo: 'webapp', isFork: false }

interface Row {
  event: string
  /** A file in test/fixtures/events, or no payload at all. */
  fixture?: string
  ref: string
  sha?: string
  inputs?: Partial<TargetConfig>
  expected: ScanTarget | { problems: string[] }
}

function fixture(name: string): string {
  return readFileSync(new URL(`../fixtures/events/${name}`, import.meta.url), 'utf8')
}

/** The runner's environment for an event; pull request events run on the merge ref. */
function runnerEnv(row: Row): NodeJS.ProcessEnv {
  const isPullRequest = row.ref.startsWith('refs/pull/')
  const env: NodeJS.ProcessEnv = {
    GITHUB_EVENT_NAME: row.event,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REPOSITORY: 'acme/webapp',
    GITHUB_REF: row.ref,
    GITHUB_REF_NAME: row.ref.replace(/^refs\/(heads|tags)\//, '').replace(/^refs\/pull\//, ''),
    GITHUB_SHA: row.sha ?? (isPullRequest ? MERGE_SHA : RUN_SHA),
  }
  if (row.fixture !== undefined) env.GITHUB_EVENT_PATH = `/events/${row.fixture}`
  if (isPullRequest && row.fixture !== undefined) {
    const payload = JSON.parse(fixture(row.fixture)) as { pull_request: { head: { ref: string } } }
    env.GITHUB_HEAD_REF = payload.pull_request.head.ref
    env.GITHUB_BASE_REF = 'main'
  }
  return env
}

/** The target, or the problems of the ConfigError it failed with. */
function resolve(row: Row): ScanTarget | { problems: string[] } {
  const ctx = readGitHubContext(runnerEnv(row), (path) => fixture(path.replace('/events/', '')))
  expect(ctx.payloadProblem).toBeUndefined()
  try {
    const { codePage, ...target } = resolveScanTarget({ ...AUTO, ...row.inputs }, ctx)
    // Every row scans a repository of github.com: its page is its URL (target-code-page.test.ts
    // has the others).
    expect(codePage).toBe(target.repoUrl)
    return target
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return { problems: (error as ConfigError).problems }
  }
}

const SAME_REPO_PR: ScanTarget = {
  scanType: 'pr',
  repoUrl: 'https://github.com/acme/webapp',
  branch: 'feature/login',
  prNumber: 7,
  headSha: HEAD_SHA,
  ...WORKFLOW_REPO,
  name: `acme/webapp PR #7 @ ${HEAD_SHA}`,
  namePinsCommit: true,
}

// The fork's branch is called main, like the base branch: scanning the base repository's main
// would scan code that is not the PR's and report it as the PR's.
const FORK_PR: ScanTarget = {
  scanType: 'pr',
  repoUrl: 'https://github.com/mallory/webapp-fork',
  branch: 'main',
  prNumber: 12,
  headSha: FORK_HEAD,
  ...WORKFLOW_REPO,
  isFork: true,
  headRepository: 'mallory/webapp-fork',
  name: `acme/webapp PR #12 @ ${FORK_HEAD}`,
  namePinsCommit: true,
}

/**
 * A full scan of `branch`; at a commit of its own, judged with gate: new against the branch's
 * previous full scan (issue 39), whose first may start the record on the default branch's runs.
 */
function fullScan(branch: string, headSha?: string, onDefaultBranch = false): ScanTarget {
  const target: ScanTarget = {
    scanType: 'full',
    repoUrl: 'https://github.com/acme/webapp',
    branch,
    ...WORKFLOW_REPO,
    name: `acme/webapp ${branch}${headSha === undefined ? '' : ` @ ${headSha}`}`,
    namePinsCommit: headSha !== undefined,
  }
  if (headSha !== undefined) {
    target.headSha = headSha
    target.baseline = {
      repository: 'acme/webapp',
      repoUrl: 'https://github.com/acme/webapp',
      branch,
      head: headSha,
      fullScan: { onDefaultBranch },
    }
  }
  return target
}

/** The base commit of the fixtures' pull requests and merge queue. */
const BASE_SHA = '0000000000000000000000000000000000000001'

/**
 * The fixtures' target branch, main of the workflow's repository (a fork's pull request's too): a
 * change's baseline is a scan of it.
 */
const BASELINE: ScanTarget['baseline'] = {
  repository: 'acme/webapp',
  repoUrl: 'https://github.com/acme/webapp',
  branch: 'main',
  head: BASE_SHA,
}

/** A pull request's target on `event`: its base is checked out on pull_request_target only. */
function onEvent(target: ScanTarget, event: string): ScanTarget {
  return {
    ...target,
    base: {
      kind: 'target',
      sha: BASE_SHA,
      checkedOut: event === 'pull_request_target',
      branch: 'main',
    },
    baseline: BASELINE,
  }
}

/**
 * A run judged by the default branch's head (the payload's branch when it names one), found by
 * comparing it with GITHUB_SHA: not a push or dispatch of the default branch, nor a schedule.
 */
function atDefaultBranchHead(target: ScanTarget, defaultBranch?: string): ScanTarget {
  return {
    ...target,
    base: {
      kind: 'default-branch',
      checkedOut: false,
      head: RUN_SHA,
      ...(defaultBranch === undefined ? {} : { defaultBranch }),
    },
  }
}

const TAG_PROBLEM = (event: string, tag: string) =>
  `branch: ${event} of tag ${tag}: the service scans branches; set branch to the branch to scan`

const ROWS: [string, Row][] = [
  // Pull requests: the PR's head, in the repository it lives in.
  ...['pull_request', 'pull_request_target'].map((event): [string, Row] => [
    `${event}, same repository`,
    {
      event,
      fixture: 'pull_request.json',
      ref: 'refs/pull/7/merge',
      expected: onEvent(SAME_REPO_PR, event),
    },
  ]),
  ...[
    'pull_request',
    'pull_request_target',
    'pull_request_review',
    'pull_request_review_comment',
  ].map((event): [string, Row] => [
    `${event}, from a fork`,
    {
      event,
      fixture: 'pull_request-fork.json',
      ref: 'refs/pull/12/merge',
      expected: onEvent(FORK_PR, event),
    },
  ]),
  [
    'pull_request_target, from a deleted fork',
    {
      event: 'pull_request_target',
      fixture: 'pull_request-deleted-fork.json',
      ref: 'refs/pull/12/merge',
      expected: {
        problems: [
          'repo-url: PR #12 comes from a fork that has been deleted, so its code cannot be scanned; set repo-url and branch to scan something else',
        ],
      },
    },
  ],
  // Pushes and manual runs: the branch of the run; a tag names no branch.
  [
    'push to a branch',
    {
      event: 'push',
      fixture: 'push.json',
      ref: 'refs/heads/main',
      expected: fullScan('main', RUN_SHA, true),
    },
  ],
  [
    'push of a tag',
    {
      event: 'push',
      fixture: 'push-tag.json',
      ref: 'refs/tags/v1.2.0',
      expected: { problems: [TAG_PROBLEM('push', 'v1.2.0')] },
    },
  ],
  [
    'push of a tag, with the branch input',
    {
      event: 'push',
      fixture: 'push-tag.json',
      ref: 'refs/tags/v1.2.0',
      inputs: { branch: 'main' },
      // The tag's commit need not be main's head: the name must not claim it. The tag's policy is
      // the one where its commit forks from the default branch.
      expected: atDefaultBranchHead(fullScan('main'), 'main'),
    },
  ],
  [
    'schedule: the default branch',
    {
      event: 'schedule',
      fixture: 'schedule.json',
      ref: 'refs/heads/trunk',
      expected: fullScan('trunk', RUN_SHA, true),
    },
  ],
  [
    'workflow_dispatch on a branch',
    {
      event: 'workflow_dispatch',
      fixture: 'workflow_dispatch.json',
      ref: 'refs/heads/release/2.0',
      expected: atDefaultBranchHead(fullScan('release/2.0', RUN_SHA), 'main'),
    },
  ],
  [
    'workflow_dispatch on the default branch: the checkout judges',
    {
      event: 'workflow_dispatch',
      fixture: 'workflow_dispatch.json',
      ref: 'refs/heads/main',
      expected: fullScan('main', RUN_SHA, true),
    },
  ],
  [
    'push to a branch that is not the default: judged where it forks from the default branch',
    {
      event: 'push',
      fixture: 'push.json',
      ref: 'refs/heads/feature/login',
      expected: atDefaultBranchHead(fullScan('feature/login', RUN_SHA), 'main'),
    },
  ],
  [
    'push without a payload: the default branch is asked of GitHub',
    {
      event: 'push',
      ref: 'refs/heads/main',
      expected: atDefaultBranchHead(fullScan('main', RUN_SHA)),
    },
  ],
  [
    'workflow_dispatch on a tag',
    {
      event: 'workflow_dispatch',
      fixture: 'workflow_dispatch.json',
      ref: 'refs/tags/v2.0.0',
      expected: { problems: [TAG_PROBLEM('workflow_dispatch', 'v2.0.0')] },
    },
  ],
  // The merge queue: its temporary branch and commit, from the payload before the environment.
  [
    'merge_group',
    {
      event: 'merge_group',
      fixture: 'merge_group.json',
      ref: 'refs/heads/main',
      sha: RUN_SHA,
      expected: {
        ...fullScan(QUEUE_BRANCH, QUEUE_SHA),
        // base_ref is a full ref: the branch is what follows refs/heads/.
        base: { kind: 'target', sha: BASE_SHA, checkedOut: false, branch: 'main' },
        baseline: BASELINE,
      },
    },
  ],
  [
    'merge_group without a payload',
    {
      event: 'merge_group',
      ref: `refs/heads/${QUEUE_BRANCH}`,
      sha: QUEUE_SHA,
      // A change whose target branch is not named: no baseline, not even its own branch's.
      expected: {
        ...fullScan(QUEUE_BRANCH),
        headSha: QUEUE_SHA,
        name: `acme/webapp ${QUEUE_BRANCH} @ ${QUEUE_SHA}`,
        namePinsCommit: true,
        base: { kind: 'target', checkedOut: false },
      },
    },
  ],
  // Other events: the branch of GITHUB_REF, else the branch input.
  [
    'issue_comment on a PR: runs on the default branch, no PR scan',
    {
      event: 'issue_comment',
      fixture: 'issue_comment.json',
      ref: 'refs/heads/main',
      // Its checkout may be the pull request's code: the default branch's policy judges.
      expected: atDefaultBranchHead(fullScan('main', RUN_SHA), 'main'),
    },
  ],
  [
    'release',
    {
      event: 'release',
      fixture: 'release.json',
      ref: 'refs/tags/v1.2.0',
      expected: { problems: [TAG_PROBLEM('release', 'v1.2.0')] },
    },
  ],
  [
    'an event not known to the action, on a branch',
    {
      event: 'repository_dispatch',
      ref: 'refs/heads/main',
      expected: atDefaultBranchHead(fullScan('main', RUN_SHA)),
    },
  ],
  [
    'an event not known to the action, on a tag',
    {
      event: 'deployment',
      ref: 'refs/tags/v3',
      expected: { problems: [TAG_PROBLEM('deployment', 'v3')] },
    },
  ],
  [
    'an event not known to the action, on a ref that is no branch',
    {
      event: 'some_new_event',
      ref: 'refs/pull/7/merge',
      expected: {
        problems: [
          'branch: the some_new_event event runs on refs/pull/7/merge, which is not a branch; set branch to the branch to scan',
        ],
      },
    },
  ],
]

describe('resolveScanTarget for every event, from the runner environment', () => {
  it.each(ROWS)('%s', (_, row) => {
    expect(resolve(row)).toEqual(row.expected)
  })

  it('covers every event the issue lists', () => {
    const events = new Set(ROWS.map(([, row]) => row.event))
    for (const event of [
      'pull_request',
      'pull_request_target',
      'pull_request_review',
      'pull_request_review_comment',
      'push',
      'schedule',
      'workflow_dispatch',
      'merge_group',
      'issue_comment',
      'release',
    ]) {
      expect(events).toContain(event)
    }
  })
})
