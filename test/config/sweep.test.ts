import { describe, expect, it } from 'vitest'
import {
  DEFAULT_MAX_REQUESTS_PER_MINUTE,
  SWEEP_MAX_REQUESTS_PER_MINUTE,
} from '../../src/config/inputs.js'
import { matchesRepositoryGlob, sweepEntries } from '../../src/config/sweep.js'
import { configOf, problemsOf } from './read-config.js'

/** The entries of a valid input; fails the test with the problem otherwise. */
function entriesOf(value: string) {
  const parsed = sweepEntries(value)
  if ('problem' in parsed) throw new Error(`refused: ${parsed.problem}`)
  return parsed.value
}

function problemOf(value: string): string {
  const parsed = sweepEntries(value)
  if (!('problem' in parsed)) throw new Error(`accepted: ${JSON.stringify(parsed.value)}`)
  return parsed.problem
}

describe('sweepEntries', () => {
  it('reads owner/name, one a line', () => {
    expect(entriesOf('acme/api\nacme/web.site_2')).toEqual([
      { kind: 'repository', owner: 'acme', name: 'api' },
      { kind: 'repository', owner: 'acme', name: 'web.site_2' },
    ])
  })

  it('reads repository URLs, with or without .git, on github.com or an Enterprise Server', () => {
    expect(
      entriesOf(
        [
          'https://github.com/acme/api',
          'https://github.com/acme/web.git',
          'https://ghe.example.com/platform/billing/',
          'http://ghe.internal:8080/Ops/Deploy.git',
        ].join('\n'),
      ),
    ).toEqual([
      // The host is kept: a sweep reads the repositories of its own server only.
      { kind: 'repository', owner: 'acme', name: 'api', host: 'github.com' },
      { kind: 'repository', owner: 'acme', name: 'web', host: 'github.com' },
      { kind: 'repository', owner: 'platform', name: 'billing', host: 'ghe.example.com' },
      { kind: 'repository', owner: 'Ops', name: 'Deploy', host: 'ghe.internal:8080' },
    ])
  })

  it('reads org:<name>, include globs and !exclusions (lower-cased for matching)', () => {
    expect(entriesOf('org:acme\norg: Platform-Team\nAcme/API-*\n!acme/api-legacy')).toEqual([
      { kind: 'organization', org: 'acme' },
      { kind: 'organization', org: 'Platform-Team' },
      { kind: 'include', pattern: 'acme/api-*' },
      { kind: 'exclude', pattern: 'acme/api-legacy' },
    ])
  })

  it('skips blank lines and # comments, whole-line or trailing', () => {
    const value = ['# the payment services', '', '   ', 'acme/pay # owned by team pay', '\t'].join(
      '\n',
    )
    expect(entriesOf(value)).toEqual([{ kind: 'repository', owner: 'acme', name: 'pay' }])
  })

  it('is no sweep when it holds only comments and blank lines', () => {
    expect(sweepEntries('# nothing yet\n\n')).toEqual({ value: undefined })
  })

  it('lists every bad entry at once, each quoted', () => {
    const problem = problemOf(
      [
        'acme/api',
        'acme',
        'acme/api/tree/main',
        'https://github.com/acme',
        'org:-bad-',
        '*',
        'acme/..',
      ].join('\n'),
    )
    expect(problem.split('; ')).toEqual([
      '"acme" is not owner/name, a repository URL, org:<name>, a name glob or !glob',
      '"acme/api/tree/main" is not owner/name, a repository URL, org:<name>, a name glob or !glob',
      '"https://github.com/acme" is not owner/name, a repository URL, org:<name>, a name glob or !glob',
      '"org:-bad-": not an organization name',
      '"*": a glob is matched against owner/name',
      '"acme/.." is not owner/name, a repository URL, org:<name>, a name glob or !glob',
    ])
  })

  it('refuses a glob of more than owner/name', () => {
    expect(problemOf('acme/api/*')).toBe('"acme/api/*": a glob is matched against owner/name')
  })

  it('refuses a list of only globs and exclusions: it names nothing to list them from', () => {
    expect(problemOf('acme/api-*\n!acme/api-old')).toBe(
      'names no repository and no org:<name>; expected owner/name, a repository URL, org:<name>, a name glob or !glob, one a line',
    )
  })

  it('matches globs against owner/name whatever the case of the name', () => {
    expect(matchesRepositoryGlob('acme/api-*', 'Acme/API-Gateway')).toBe(true)
    expect(matchesRepositoryGlob('acme/api-*', 'acme/web')).toBe(false)
    expect(matchesRepositoryGlob('acme/api-*', 'other/api-gateway')).toBe(false)
  })

  it('matches a name that starts with a dot like any other: a repository is no hidden file', () => {
    expect(matchesRepositoryGlob('acme/*', 'acme/.github')).toBe(true)
    expect(matchesRepositoryGlob('acme/?github', 'acme/.github')).toBe(true)
    expect(matchesRepositoryGlob('acme/.git*', 'acme/.github')).toBe(true)
    expect(matchesRepositoryGlob('acme/github', 'acme/.github')).toBe(false)
    // As before the matcher changed: a leading dot is any character to a wildcard, and a class.
    expect(matchesRepositoryGlob('acme/*.github', 'acme/.github')).toBe(true)
    expect(matchesRepositoryGlob('acme/*.*', 'acme/.github')).toBe(true)
    expect(matchesRepositoryGlob('acme/[!.]*', 'acme/.github')).toBe(false)
    expect(matchesRepositoryGlob('acme/[!.]*', 'acme/web')).toBe(true)
    expect(matchesRepositoryGlob('{acme/web,other/.github}', 'other/.github')).toBe(true)
    expect(matchesRepositoryGlob('**', 'acme/.github')).toBe(true)
    expect(matchesRepositoryGlob('*/*', 'acme/.github')).toBe(true)
    expect(matchesRepositoryGlob('other/*', 'acme/.github')).toBe(false)
  })
})

describe('readConfig in sweep mode', () => {
  it('fills config.sweep from the sweep inputs, with their defaults', () => {
    expect(configOf({ repositories: 'org:acme' }).sweep).toEqual({
      entries: [{ kind: 'organization', org: 'acme' }],
      includeArchived: false,
      includeForks: false,
      batchSize: 100,
      uploadSarif: false,
    })
    expect(
      configOf({
        repositories: 'acme/api',
        'include-archived': 'true',
        'include-forks': 'yes',
        'estimation-batch-size': '25',
        'sarif-dir': 'sarif',
        'upload-sarif': 'true',
      }).sweep,
    ).toEqual({
      entries: [{ kind: 'repository', owner: 'acme', name: 'api' }],
      includeArchived: true,
      includeForks: true,
      batchSize: 25,
      sarifDir: 'sarif',
      uploadSarif: true,
    })
  })

  it('has no config.sweep without repositories', () => {
    expect(configOf({}).sweep).toBeUndefined()
  })

  it('leaves half the key to other jobs in sweep mode, unless max-requests-per-minute says', () => {
    expect(configOf({}).maxRequestsPerMinute).toBe(DEFAULT_MAX_REQUESTS_PER_MINUTE)
    expect(DEFAULT_MAX_REQUESTS_PER_MINUTE).toBe(60)
    expect(configOf({ repositories: 'acme/api' }).maxRequestsPerMinute).toBe(
      SWEEP_MAX_REQUESTS_PER_MINUTE,
    )
    expect(SWEEP_MAX_REQUESTS_PER_MINUTE).toBe(50)
    expect(
      configOf({ repositories: 'acme/api', 'max-requests-per-minute': '80' }).maxRequestsPerMinute,
    ).toBe(80)
  })

  it('refuses every input of a one-repository scan beside repositories, all at once', () => {
    expect(
      problemsOf({
        repositories: 'acme/api',
        'repo-url': 'https://github.com/acme/web',
        'pr-number': '7',
        'archive-id': 'arch-1',
        name: 'nightly',
        'sarif-file': 'out.sarif',
        'scan-type': 'PR',
        source: 'Upload',
      }),
    ).toEqual([
      'repo-url: not used with repositories (list the repositories in repositories instead)',
      'pr-number: not used with repositories (a sweep runs full scans)',
      'archive-id: not used with repositories (a sweep scans connected or public repositories)',
      "name: not used with repositories (each repository's scan is named after its commit, so that a re-run finds it)",
      'sarif-file: not used with repositories (a sweep writes one SARIF file per repository: set sarif-dir)',
      'scan-type: pr is not used with repositories (a sweep runs full scans)',
      'source: upload is not used with repositories (a sweep scans connected or public repositories)',
    ])
  })

  it('accepts scan-type full and auto and sources connected and public with repositories', () => {
    const accepted: Record<string, string>[] = [
      { 'scan-type': 'full' },
      { 'scan-type': 'auto' },
      { source: 'public' },
      { source: 'connected' },
    ]
    for (const inputs of accepted) {
      expect(configOf({ repositories: 'acme/api', ...inputs }).sweep).toBeDefined()
    }
  })

  it('refuses upload-sarif without sarif-dir, where the files are written first', () => {
    expect(problemsOf({ repositories: 'acme/api', 'upload-sarif': 'TRUE' })).toEqual([
      'upload-sarif: needs sarif-dir, where the SARIF file of each repository is written before it is uploaded',
    ])
  })

  it("refuses the sweep's inputs without repositories, naming the sweep's action", () => {
    expect(
      problemsOf({ 'sarif-dir': 'sarif', 'upload-sarif': '1', 'estimation-batch-size': '10' }),
    ).toEqual([
      'estimation-batch-size: an input of org/security-scan-action/sweep, not of org/security-scan-action; it estimates many repositories at once',
      'sarif-dir: an input of org/security-scan-action/sweep, not of org/security-scan-action; in one repository, set sarif-file',
      'upload-sarif: an input of org/security-scan-action/sweep, not of org/security-scan-action; in one repository, upload sarif-file with github/codeql-action/upload-sarif',
    ])
    // upload-sarif: false says nothing to refuse.
    expect(configOf({ 'upload-sarif': 'false' }).sweep).toBeUndefined()
  })

  it('names the repositories input with every bad entry, beside the other problems', () => {
    const problems = problemsOf({
      repositories: 'acme\norg:',
      'repo-url': 'https://github.com/acme/web',
    })
    expect(problems).toContain(
      'repositories: "acme" is not owner/name, a repository URL, org:<name>, a name glob or !glob; "org:": not an organization name',
    )
    expect(problems).toContain(
      'repo-url: not used with repositories (list the repositories in repositories instead)',
    )
  })

  // A repositories input of only comments is no sweep, in every check as in readConfig.
  it('reads a repositories input of only comments as no sweep mode in every check', () => {
    const config = configOf({
      repositories: '# to be filled in',
      'repo-url': 'https://github.com/acme/web',
    })
    expect(config.sweep).toBeUndefined()
    expect(config.repoUrl).toBe('https://github.com/acme/web')
  })
})

describe('what a sweep refuses to send to every repository, or cannot honour', () => {
  it('refuses a pentest target, checks of the checkout and pull request comments', () => {
    const problems = problemsOf({
      repositories: 'org:acme',
      'target-urls': 'https://staging.acme.test',
      'auth-instructions': 'user admin, password in the vault',
      'check-dependencies': 'true',
      'pr-comment': 'always',
      'comment-on-findings': 'yes',
    })
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'auth-instructions',
      'check-dependencies',
      'comment-on-findings',
      'pr-comment',
      'target-urls',
    ])
  })

  it('leaves those inputs alone at their defaults, and without repositories', () => {
    const sweep = configOf({
      repositories: 'org:acme',
      'check-dependencies': 'false',
      'pr-comment': 'never',
      'comment-on-findings': 'no',
    })
    expect(sweep.sweep?.entries).toEqual([{ kind: 'organization', org: 'acme' }])
    const single = configOf({
      'target-urls': 'https://staging.acme.test',
      'check-dependencies': 'true',
    })
    expect(single.sweep).toBeUndefined()
    expect(single.checkDependencies).toBe(true)
  })
})
