import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  checkDependencies,
  MAX_LOCKFILES,
  type DependencyCheckDeps,
  type DependencyCheckScope,
} from '../../src/deps/check.js'
import { MAX_LISTED_PR_FILES } from '../../src/deps/selection.js'
import type { DependencyReport } from '../../src/deps/report.js'
import { createWorkspace, type Workspace } from '../../src/deps/workspace.js'
import { DEFAULT_DEPENDENCY_FILES } from '../../src/config/inputs.js'
import type { PackageRef } from '../../src/service/requests.js'
import type { VerdictBatch } from '../../src/service/schemas.js'
import { makeServiceError } from '../support/service.js'
import { recordingLog } from '../../testkit/fakes/log.js'
import { HEAD_SHA } from '../../testkit/ids.js'

const DEADLINE = { atMs: Date.now() + 600_000, name: 'scan-timeout (1h)' }
const PATTERNS = [...DEFAULT_DEPENDENCY_FILES]

function packageLock(packages: Record<string, string>): string {
  const entries = Object.fromEntries(
    Object.entries(packages).map(([name, version]) => [`node_modules/${name}`, { version }]),
  )
  return JSON.stringify({ lockfileVersion: 3, packages: { '': {}, ...entries } }, null, 2)
}

/** Answers from a table of levels by name; records every package asked about. */
function verdictClient(levels: Record<string, string>, fail?: Error) {
  const asked: PackageRef[] = []
  return {
    asked,
    getDependencyVerdicts: (packages: PackageRef[]) => {
      asked.push(...packages)
      if (fail) return Promise.reject(fail)
      const batch: VerdictBatch = {
        verdicts: packages.map((p) => ({
          package: p.package,
          version: p.version,
          level: levels[p.package] ?? 'clean',
        })),
        errors: [],
      }
      return Promise.resolve(batch)
    },
  }
}

let dir: string
let workspace: Workspace

/** checkDependencies of the test's workspace with the default patterns, unless told otherwise. */
function check(
  deps: Partial<DependencyCheckDeps> = {},
  scope: Partial<DependencyCheckScope> = {},
): Promise<DependencyReport> {
  return checkDependencies(
    { client: verdictClient({}), log: recordingLog(), workspace, ...deps },
    { patterns: PATTERNS, deadline: DEADLINE, ...scope },
  )
}

/** Pull request #7, whose changed files GitHub lists as `files`. */
function changing(files: string[]) {
  return { number: 7, listChangedFiles: () => Promise.resolve(files) }
}

function write(path: string, text: string): void {
  mkdirSync(dirname(join(dir, path)), { recursive: true })
  writeFileSync(join(dir, path), text)
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'deps-check-'))
  workspace = createWorkspace(dir)
})
afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

describe('checkDependencies', () => {
  it('checks each distinct version once and keeps every place it is locked', async () => {
    write('a/package-lock.json', packageLock({ 'event-stream': '3.3.6', lodash: '4.17.21' }))
    write('b/package-lock.json', packageLock({ 'event-stream': '3.3.6' }))
    const client = verdictClient({ 'event-stream': 'malicious' })
    const log = recordingLog()
    const report = await check({ client, log })
    expect(client.asked).toEqual([
      { package: 'event-stream', version: '3.3.6' },
      { package: 'lodash', version: '4.17.21' },
    ])
    expect(report).toMatchObject({
      scope: 'every lockfile',
      packagesChecked: 2,
      lockfiles: [
        { path: 'a/package-lock.json', packages: 2 },
        { path: 'b/package-lock.json', packages: 1 },
      ],
    })
    expect(report.problem).toBeUndefined()
    expect(report.hits).toHaveLength(1)
    expect(report.hits[0]?.locations.map((l) => l.path)).toEqual([
      'a/package-lock.json',
      'b/package-lock.json',
    ])
    expect(log.at('info')[0]).toBe(
      'Dependencies (every lockfile): 2 package versions checked in 2 lockfiles: 1 malicious, 0 suspicious, 0 errors',
    )
  })

  it('on a pull request, checks only the lockfiles it changed, also below a checkout path', async () => {
    write('repo/web/package-lock.json', packageLock({ react: '18.0.0' }))
    write('repo/api/package-lock.json', packageLock({ express: '4.0.0' }))
    const client = verdictClient({})
    const report = await check({ client }, { pullRequest: changing(['web/package-lock.json']) })
    expect(report.scope).toBe('lockfiles changed by PR #7')
    expect(client.asked.map((p) => p.package)).toEqual(['react'])
  })

  it('says so when the pull request changes no lockfile, and asks nothing', async () => {
    write('package-lock.json', packageLock({ react: '18.0.0' }))
    const client = verdictClient({})
    const report = await check({ client }, { pullRequest: changing(['src/app.ts']) })
    expect(client.asked).toEqual([])
    expect(report.notes).toContain('PR #7 changes no lockfile: no dependency was checked.')
    expect(report.problem).toBeUndefined()
  })

  it.each([
    ['cannot be listed', undefined, 'cannot be listed without a github-token'],
    [
      'fails',
      () => Promise.reject(new Error('Resource not accessible')),
      'could not be listed (Resource not accessible)',
    ],
    [
      'is too long',
      () => Promise.resolve(Array.from({ length: MAX_LISTED_PR_FILES }, (_, i) => `f${i}`)),
      `changes more files than GitHub lists (${MAX_LISTED_PR_FILES})`,
    ],
  ])('checks every lockfile when the list of changed files %s', async (_what, list, note) => {
    write('package-lock.json', packageLock({ react: '18.0.0' }))
    const client = verdictClient({})
    const report = await check(
      { client },
      { pullRequest: { number: 7, ...(list ? { listChangedFiles: list } : {}) } },
    )
    expect(client.asked).toHaveLength(1)
    expect(report.scope).toBe('every lockfile')
    expect(report.notes.join('\n')).toContain(note)
  })

  it('fails closed on a lockfile it cannot parse, but still checks the others', async () => {
    write('good/yarn.lock', '# yarn lockfile v1\n\n\nreact@^18.0.0:\n  version "18.0.0"\n')
    write('bad/package-lock.json', '{ not json')
    const client = verdictClient({})
    const log = recordingLog()
    const report = await check({ client, log })
    expect(client.asked.map((p) => p.package)).toEqual(['react'])
    expect(report.lockfiles.find((l) => l.path === 'bad/package-lock.json')?.error).toBeDefined()
    expect(report.problem).toMatch(
      /^1 lockfile could not be read \(bad\/package-lock\.json\); exclude it/,
    )
    expect(log.at('warning').join('\n')).toContain('Dependency check: 1 lockfile could not be read')
  })

  it('fails closed when the verdicts cannot be read', async () => {
    write('package-lock.json', packageLock({ react: '18.0.0', lodash: '4.17.21' }))
    const report = await check({
      client: verdictClient({}, makeServiceError('http', 503, 'POST /hfw/verdicts/batch')),
    })
    expect(report.packagesChecked).toBe(0)
    expect(report.problem).toMatch(
      /^verdicts for 2 of 2 package versions could not be read: POST \/hfw\/verdicts\/batch failed/,
    )
  })

  it('notes files that are not lockfiles, and a pattern that matches none', async () => {
    write('deps.txt', 'react@18')
    const report = await check({}, { patterns: ['*.txt'] })
    expect(report.notes).toEqual([
      '1 file matched by dependency-files is not a lockfile the action reads (deps.txt); only package-lock.json, npm-shrinkwrap.json, yarn.lock and pnpm-lock.yaml are',
      'No lockfile matches dependency-files: no dependency was checked. Is the repository checked out (actions/checkout) before this step?',
    ])
    expect(report.problem).toBeUndefined()
  })

  it('fails closed when the PR changes a lockfile the workspace does not have', async () => {
    write('web/package-lock.json', packageLock({ react: '18.0.0' }))
    const log = recordingLog()
    const report = await check(
      { log },
      {
        patterns: [...PATTERNS, '!legacy/**'],
        pullRequest: {
          number: 7,
          listChangedFiles: () =>
            Promise.resolve([
              'web/package-lock.json',
              'api/yarn.lock',
              // Excluded by a pattern, or not a lockfile: not missing.
              'legacy/yarn.lock',
              'api/package.json',
            ]),
        },
      },
    )
    expect(report.packagesChecked).toBe(1)
    expect(report.problem).toBe(
      'PR #7 changes api/yarn.lock, not found in the workspace; check the repository out (actions/checkout) before this step',
    )
  })

  it('warns when nothing matches at all, as when the repository is not checked out', async () => {
    const log = recordingLog()
    await check({ log })
    expect(log.at('warning')).toEqual([
      'No lockfile matches dependency-files: no dependency was checked. Is the repository checked out (actions/checkout) before this step?',
    ])
  })

  it('applies the PR filter before the cap on lockfiles read', async () => {
    for (let i = 0; i < MAX_LOCKFILES + 1; i++) write(`p${i}/yarn.lock`, '# yarn lockfile v1\n')
    write('web/package-lock.json', packageLock({ react: '18.0.0' }))
    const everything = await check()
    expect(everything.problem).toContain(
      `${MAX_LOCKFILES + 2} lockfiles to check, more than the ${MAX_LOCKFILES} read at most`,
    )
    const changedOne = await check({}, { pullRequest: changing(['web/package-lock.json']) })
    expect(changedOne.problem).toBeUndefined()
    expect(changedOne.packagesChecked).toBe(1)
  })

  it('fails closed when the endpoint leaves a package version without a verdict', async () => {
    write('package-lock.json', packageLock({ react: '18.0.0', lodash: '4.17.21' }))
    const client = {
      getDependencyVerdicts: () =>
        Promise.resolve({
          verdicts: [{ package: 'react', version: '18.0.0', level: 'clean' }],
          errors: [],
        }),
    }
    const report = await check({ client })
    expect(report.problem).toBe(
      'the verdict endpoint gave no verdict for 1 package version, so they were not checked',
    )
  })

  it('stops between lockfiles when the job is cancelled', async () => {
    write('a/package-lock.json', packageLock({ react: '18.0.0' }))
    const controller = new AbortController()
    controller.abort(new Error('received SIGTERM'))
    await expect(check({ signal: controller.signal })).rejects.toThrow('received SIGTERM')
  })

  it('cannot vouch for anything without a workspace', async () => {
    const report = await check({ workspace: undefined })
    expect(report.problem).toBe('there is no checked-out repository to read lockfiles from')
  })
})

describe('checkDependencies on pull_request_target: the PR head read through the API', () => {
  const SHA = HEAD_SHA

  /** GitHub's side: the PR's files, and their text at its head commit. */
  function pullRequestHead(files: Record<string, string>, listed = Object.keys(files)) {
    const read: string[] = []
    return {
      read,
      pullRequest: {
        number: 7,
        listChangedFiles: () => Promise.resolve(listed),
        head: {
          sha: SHA,
          readFile: (path: string) => {
            read.push(path)
            const text = files[path]
            return text === undefined
              ? Promise.reject(
                  new Error(`not read at abc1234 through GitHub's API: 404 from GitHub: Not Found`),
                )
              : Promise.resolve(text)
          },
        },
      },
    }
  }

  it("checks the PR's own lockfile at its head, not the base's in the checkout", async () => {
    // The checkout is the base branch: its lockfile is clean; the PR's adds a malicious package.
    write('package-lock.json', packageLock({ lodash: '4.17.21' }))
    const head = pullRequestHead(
      { 'package-lock.json': packageLock({ lodash: '4.17.21', 'event-stream': '3.3.6' }) },
      ['package-lock.json', 'src/app.ts'],
    )
    const client = verdictClient({ 'event-stream': 'malicious' })
    const report = await check({ client }, { pullRequest: head.pullRequest })
    expect(head.read).toEqual(['package-lock.json'])
    expect(client.asked).toContainEqual({ package: 'event-stream', version: '3.3.6' })
    expect(report.hits.map((hit) => `${hit.level} ${hit.name}`)).toEqual(['malicious event-stream'])
    expect(report.scope).toBe('lockfiles changed by PR #7, read at its head commit abc1234')
    expect(report.lockfiles).toEqual([
      { path: 'package-lock.json', packages: 2, source: 'pull-request-head' },
    ])
    expect(report.problem).toBeUndefined()
  })

  it('reads a lockfile the PR adds, skips installed packages and what dependency-files excludes', async () => {
    const head = pullRequestHead({
      'web/yarn.lock': '# yarn lockfile v1\n\n\ncoa@2.0.3:\n  version "2.0.3"\n',
      'node_modules/x/package-lock.json': packageLock({ 'event-stream': '3.3.6' }),
      'vendor/pnpm-lock.yaml': 'lockfileVersion: 5.4\n',
    })
    const client = verdictClient({})
    const report = await check(
      { client, workspace: undefined },
      { patterns: [...PATTERNS, '!vendor/**'], pullRequest: head.pullRequest },
    )
    expect(head.read).toEqual(['web/yarn.lock'])
    expect(client.asked).toEqual([{ package: 'coa', version: '2.0.3' }])
    expect(report.problem).toBeUndefined()
  })

  it('fails closed when a changed lockfile cannot be read at the head', async () => {
    const head = pullRequestHead({}, ['package-lock.json'])
    const report = await check({}, { pullRequest: head.pullRequest })
    expect(report.lockfiles).toEqual([
      {
        path: 'package-lock.json',
        packages: 0,
        source: 'pull-request-head',
        error: "not read at abc1234 through GitHub's API: 404 from GitHub: Not Found",
      },
    ])
    expect(report.problem).toMatch(/^1 lockfile could not be read \(package-lock\.json\)/)
  })

  it.each([
    [
      'no github-token',
      { number: 7, head: { sha: SHA } },
      "on pull_request_target the checkout is the base branch, so the lockfiles PR #7 changes are read at its head commit through GitHub's API, which needs a github-token",
    ],
    [
      'no head commit in the event',
      { number: 7, listChangedFiles: () => Promise.resolve([]), head: {} },
      "on pull_request_target the checkout is the base branch, so the lockfiles PR #7 changes are read at its head commit through GitHub's API, which needs the head commit, which the event does not name",
    ],
    [
      'a listing refused',
      {
        number: 7,
        listChangedFiles: () =>
          Promise.reject(new Error('403 from GitHub: Resource not accessible')),
        head: { sha: SHA, readFile: () => Promise.resolve('') },
      },
      `on pull_request_target the checkout is the base branch, so the lockfiles PR #7 changes are read at its head commit through GitHub's API, and its files could not be listed (403 from GitHub: Resource not accessible); grant "pull-requests: read"`,
    ],
    [
      'a listing GitHub cut short',
      {
        number: 7,
        listChangedFiles: () =>
          Promise.resolve(Array.from({ length: MAX_LISTED_PR_FILES }, (_, i) => `f${i}`)),
        head: { sha: SHA, readFile: () => Promise.resolve('') },
      },
      `on pull_request_target the checkout is the base branch, so the lockfiles PR #7 changes are read at its head commit through GitHub's API, and it changes more files than GitHub lists (${MAX_LISTED_PR_FILES}), so they cannot all be found`,
    ],
  ])(
    'fails closed with %s, and never falls back to the base checkout',
    async (_, pullRequest, problem) => {
      write('package-lock.json', packageLock({ lodash: '4.17.21' }))
      const client = verdictClient({})
      const report = await check({ client }, { pullRequest })
      expect(report.problem).toBe(problem)
      expect(client.asked).toEqual([])
      expect(report.lockfiles).toEqual([])
    },
  )

  it('says so when the PR changes no lockfile', async () => {
    const head = pullRequestHead({ 'src/app.ts': 'x' })
    const report = await check({}, { pullRequest: head.pullRequest })
    expect(head.read).toEqual([])
    expect(report.notes).toEqual(['PR #7 changes no lockfile: no dependency was checked.'])
    expect(report.problem).toBeUndefined()
  })
})
