import { describe, expect, it } from 'vitest'
import { ConfigError, readConfig, type Config } from '../../src/config/inputs.js'
import { API_KEY } from '../../testkit/ids.js'
import { configOf as readConfigOf, problemsOf as readProblemsOf } from './read-config.js'

const REQUIRED = { 'api-key': API_KEY, 'base-url': 'https://scan.example.com/v1' }

function configOf(inputs: Record<string, string>): Config {
  return readConfigOf(inputs, REQUIRED)
}

function problemsOf(inputs: Record<string, string>, base: Record<string, string> = REQUIRED) {
  return readProblemsOf(inputs, base)
}

describe('readConfig defaults', () => {
  it('fills every default when only the required inputs are set', () => {
    expect(configOf({})).toEqual({
      apiKey: API_KEY,
      baseUrl: 'https://scan.example.com/v1/',
      scanType: 'auto',
      source: 'connected',
      failOnSeverity: 'high',
      warnOnly: false,
      gate: 'all',
      waitForCompletion: true,
      pollIntervalMs: 10_000,
      estimationTimeoutMs: 600_000,
      scanTimeoutMs: 3_600_000,
      annotate: 'all',
      maxAnnotations: 500,
      checkName: 'Security scan',
      jobSummary: true,
      maxRequestsPerMinute: 60,
      reuseScan: true,
      commentOnFindings: false,
      checkDependencies: false,
      dependencyFiles: [
        '**/package-lock.json',
        '**/npm-shrinkwrap.json',
        '**/yarn.lock',
        '**/pnpm-lock.yaml',
      ],
      prComment: 'never',
      policyFile: '.github/security-scan.yml',
      policyExpiryWarningDays: 14,
      onServiceError: 'fail',
      warnings: [],
    })
  })

  it('reads the policy inputs, and refuses a policy file outside the repository', () => {
    expect(
      configOf({
        'policy-file': './ci/policy.yml',
        'policy-expiry-warning-days': '30',
        'on-service-error': 'WARN',
      }),
    ).toMatchObject({
      policyFile: 'ci/policy.yml',
      policyExpiryWarningDays: 30,
      onServiceError: 'warn',
    })
    expect(() => configOf({ 'policy-file': '../other/policy.yml' })).toThrow(
      'policy-file: "../other/policy.yml" is not a file path inside the repository',
    )
    expect(() => configOf({ 'on-service-error': 'ignore' })).toThrow(
      'on-service-error: "ignore" is not one of fail, warn',
    )
  })

  it('accepts an empty api-key: a fork pull request gets no secrets, and the run says so later', () => {
    for (const empty of ['', '   ']) {
      const config = configOf({ 'api-key': empty })
      expect(config.apiKey).toBeUndefined()
      expect(config.baseUrl).toBe('https://scan.example.com/v1/')
    }
  })

  it('treats whitespace-only values as not set', () => {
    expect(configOf({ 'check-name': '  ', 'scan-type': '\n', pentest: ' \n ' })).toEqual(
      configOf({}),
    )
  })
})

describe('dependency-files', () => {
  it('takes patterns one per line or comma-separated, keeping commas inside braces', () => {
    const config = configOf({
      'check-dependencies': 'true',
      'dependency-files': 'apps/*/package-lock.json, {web,api}/yarn.lock\n!legacy/**\n\n',
    })
    expect(config.checkDependencies).toBe(true)
    expect(config.dependencyFiles).toEqual([
      'apps/*/package-lock.json',
      '{web,api}/yarn.lock',
      '!legacy/**',
    ])
  })

  it('names the input and the pattern that is not one', () => {
    expect(() => configOf({ 'dependency-files': 'yarn.lock, !' })).toThrow(
      /dependency-files: not a glob pattern: .*!/,
    )
  })
})

describe('readConfig values', () => {
  it('reads every input into its camelCase field', () => {
    const config = configOf({
      'github-token': 'ghs_token',
      'scan-type': 'PR',
      'repo-url': 'https://github.com/acme/webapp',
      branch: 'feature/x',
      'pr-number': '7',
      source: 'public',
      'github-installation-id': '123',
      name: 'nightly',
      'fail-on-severity': 'Critical',
      gate: 'New',
      'warn-only': 'YES',
      'wait-for-completion': '0',
      'poll-interval': '30',
      'estimation-timeout': '5m',
      'scan-timeout': '2h',
      annotations: 'no',
      'max-annotations': '0',
      'check-name': 'Scan',
      'job-summary': 'False',
      'max-requests-per-minute': '100',
      'max-credits': '250.5',
      'target-urls': 'https://app.example.com\nhttp://localhost:3000, https://api.example.com',
      'auth-instructions': 'log in as test',
      'custom-context': 'a shop',
      'context-document-ids': 'doc-1,doc-2',
    })
    expect(config).toMatchObject({
      githubToken: 'ghs_token',
      scanType: 'pr',
      repoUrl: 'https://github.com/acme/webapp',
      branch: 'feature/x',
      prNumber: 7,
      source: 'public',
      githubInstallationId: 123,
      name: 'nightly',
      failOnSeverity: 'critical',
      gate: 'new',
      warnOnly: true,
      waitForCompletion: false,
      pollIntervalMs: 30_000,
      estimationTimeoutMs: 300_000,
      scanTimeoutMs: 7_200_000,
      annotate: 'none',
      maxAnnotations: 0,
      checkName: 'Scan',
      jobSummary: false,
      maxRequestsPerMinute: 100,
      maxCredits: 250.5,
      targetUrls: ['https://app.example.com', 'http://localhost:3000', 'https://api.example.com'],
      authInstructions: 'log in as test',
      customContext: 'a shop',
      contextDocumentIds: ['doc-1', 'doc-2'],
    })
    expect(config.warnings).toEqual([
      ...[
        'annotations',
        'target-urls',
        'auth-instructions',
        'custom-context',
        'context-document-ids',
        'name',
        'estimation-timeout',
      ].map((name) =>
        expect.stringMatching(
          new RegExp(`^${name} is deprecated \\(v1 still reads it, v2 will not\\): `),
        ),
      ),
      'github-installation-id is ignored because source is public',
    ])
    expect(config.warnings).toHaveLength(8)
  })

  it('reads what a pentest is told from the pentest input, as YAML or JSON', () => {
    const yaml = configOf({
      pentest: [
        'target-urls:',
        '  - https://app.example.com',
        '  - http://localhost:3000',
        'auth-instructions: |',
        '  log in as test',
        'custom-context: a shop',
        'context-document-ids: doc-1',
      ].join('\n'),
    })
    expect(yaml).toMatchObject({
      targetUrls: ['https://app.example.com', 'http://localhost:3000'],
      authInstructions: 'log in as test',
      customContext: 'a shop',
      contextDocumentIds: ['doc-1'],
      warnings: [],
    })
    const json = configOf({ pentest: '{"target-urls": "https://app.example.com"}' })
    expect(json.targetUrls).toEqual(['https://app.example.com'])
    expect(json.authInstructions).toBeUndefined()
  })

  it('refuses a pentest input that says something else, naming each key', () => {
    expect(problemsOf({ pentest: 'target-urls: ftp://x\nurls: [a]\ncustom-context: [1]' })).toEqual(
      [
        'pentest: target-urls: not an http(s) URL: "ftp://x"; "urls" is not one of target-urls, auth-instructions, custom-context, context-document-ids; custom-context: not text',
      ],
    )
    // Only where: the parser's words would quote the text, and a password may start with ! or *.
    for (const secret of ['!Hunter2 now', '*Hunter2', '[Hunter2']) {
      const problems = problemsOf({ pentest: `auth-instructions: ${secret}` })
      expect(problems).toHaveLength(1)
      expect(problems[0]).toMatch(
        /^pentest: not a YAML mapping of .*: not valid YAML at line 1, column \d+$/,
      )
      expect(problems.join()).not.toContain('Hunter2')
    }
    expect(problemsOf({ pentest: '- a list' })).toEqual([
      'pentest: not a YAML mapping of target-urls, auth-instructions, custom-context, context-document-ids',
    ])
    expect(problemsOf({ pentest: 'custom-context: x', 'custom-context': 'y' })).toEqual([
      'custom-context: given beside pentest, which says it: keep only pentest',
    ])
  })

  it.each([
    ['true', true],
    ['TRUE', true],
    ['Yes', true],
    ['1', true],
    ['false', false],
    ['No', false],
    ['0', false],
  ])('reads the boolean %j', (value, expected) => {
    expect(configOf({ 'warn-only': value }).warnOnly).toBe(expected)
  })

  it('keeps the upload archive and normalizes the base URL', () => {
    const config = configOf({
      source: 'upload',
      'archive-id': 'arc-1',
      'base-url': 'http://127.0.0.1:8080/v1',
    })
    expect(config).toMatchObject({
      source: 'upload',
      archiveId: 'arc-1',
      baseUrl: 'http://127.0.0.1:8080/v1/',
    })
    expect(config.warnings).toEqual([])
  })

  it('warns about a poll interval under 10 s but accepts it', () => {
    const config = configOf({ 'poll-interval': '500ms' })
    expect(config.pollIntervalMs).toBe(500)
    expect(config.warnings).toEqual([
      'poll-interval "500ms" is under 10s; the service discourages polling more often, and every poll counts against the rate limit of the key',
    ])
    expect(configOf({ 'poll-interval': '10s' }).warnings).toEqual([])
  })

  it('warns that archive-id is ignored unless the source is upload', () => {
    expect(configOf({ 'archive-id': 'arc-1' }).warnings).toEqual([
      'archive-id is ignored because source is connected, not upload',
    ])
  })
})

describe('readConfig problems', () => {
  it.each([
    [
      'max-credits',
      { 'max-credits': '-5' },
      /^max-credits: "-5" is not a number of credits \(0 or more, e\.g\. 500\)$/,
    ],
    ['max-credits', { 'max-credits': 'lots' }, /^max-credits: "lots" is not a number of credits/],
    [
      'base-url',
      { 'base-url': '' },
      /^base-url: required, but empty or not set; the service address ending in \/v1/,
    ],
    ['base-url', { 'base-url': 'not a url' }, /^base-url: "not a url" is not a URL/],
    ['base-url', { 'base-url': 'http://scan.example.com/v1' }, /^base-url: must use https/],
    [
      'base-url',
      { 'base-url': 'https://scan.example.com/api' },
      /^base-url: must end in the version segment \/v1/,
    ],
    [
      'base-url',
      { 'base-url': 'https://scan.example.com/v2' },
      /^base-url: must end in \/v1, the API version this action speaks \(got \/v2\/\)$/,
    ],
    [
      'base-url',
      { 'base-url': 'https://u:p@scan.example.com/v1' },
      /^base-url: must not carry credentials/,
    ],
    ['scan-type', { 'scan-type': 'quick' }, /^scan-type: "quick" is not one of auto, pr, full$/],
    ['pr-number', { 'pr-number': '0' }, /^pr-number: "0" is not a positive integer$/],
    ['pr-number', { 'pr-number': '#7' }, /^pr-number: "#7" is not a positive integer$/],
    ['pr-number', { 'pr-number': '7.5' }, /^pr-number: "7.5" is not a positive integer$/],
    ['source', { source: 'git' }, /^source: "git" is not one of connected, public, upload$/],
    [
      'github-installation-id',
      { 'github-installation-id': '-3' },
      /^github-installation-id: "-3" is not a positive integer$/,
    ],
    ['archive-id', { source: 'upload' }, /^archive-id: required when source is upload$/],
    [
      'fail-on-severity',
      { 'fail-on-severity': 'urgent' },
      /^fail-on-severity: "urgent" is not one of critical, high, medium, low, info, none$/,
    ],
    ['gate', { gate: 'changed' }, /^gate: "changed" is not one of new, all$/],
    [
      'warn-only',
      { 'warn-only': 'maybe' },
      /^warn-only: "maybe" is not a boolean; use true or false \(yes, no, 1 and 0 also work, in any case\)$/,
    ],
    [
      'wait-for-completion',
      { 'wait-for-completion': 'on' },
      /^wait-for-completion: "on" is not a boolean/,
    ],
    ['annotations', { annotations: 'y' }, /^annotations: "y" is not a boolean/],
    ['job-summary', { 'job-summary': '2' }, /^job-summary: "2" is not a boolean/],
    [
      'poll-interval',
      { 'poll-interval': '0' },
      /^poll-interval: "0" is too short; it must be at least 1ms$/,
    ],
    [
      'poll-interval',
      { 'poll-interval': 'fast' },
      /^poll-interval: "fast" is not a duration; use 500ms, 15s, 10m, 1h or a number of seconds/,
    ],
    [
      'estimation-timeout',
      { 'estimation-timeout': '10 minutes' },
      /^estimation-timeout: "10 minutes" is not a duration/,
    ],
    ['scan-timeout', { 'scan-timeout': '-1h' }, /^scan-timeout: "-1h" is not a duration/],
    [
      'max-annotations',
      { 'max-annotations': '-1' },
      /^max-annotations: "-1" is not an integer of at least 0$/,
    ],
    [
      'max-requests-per-minute',
      { 'max-requests-per-minute': '101' },
      /^max-requests-per-minute: "101" is not an integer from 1 to 100$/,
    ],
    [
      'max-requests-per-minute',
      { 'max-requests-per-minute': '0' },
      /^max-requests-per-minute: "0" is not an integer from 1 to 100$/,
    ],
    [
      'pr-comment',
      { 'pr-comment': 'sometimes' },
      /^pr-comment: "sometimes" is not one of always, on-failure, never$/,
    ],
    [
      'target-urls',
      { 'target-urls': 'https://ok.example.com, ftp://files.example.com\nnot-a-url' },
      /^target-urls: not an http\(s\) URL: "ftp:\/\/files.example.com", "not-a-url"$/,
    ],
  ])('%s: reports %j', (_input, inputs, message) => {
    const problems = problemsOf(inputs)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(message)
  })

  it('reports every problem at once, in one error whose message lists each', () => {
    const inputs = {
      'fail-on-severity': 'urgent',
      'warn-only': 'maybe',
      'poll-interval': 'soon',
      source: 'upload',
    }
    let caught: unknown
    try {
      readConfig((name) => (inputs as Record<string, string>)[name] ?? '')
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(ConfigError)
    const error = caught as ConfigError
    expect(error.problems.map((p) => p.split(':')[0])).toEqual([
      'base-url',
      'fail-on-severity',
      'warn-only',
      'poll-interval',
      'archive-id',
    ])
    expect(error.message).toBe(
      `5 inputs are not valid:\n${error.problems.map((p) => `  - ${p}`).join('\n')}`,
    )
    expect(error.name).toBe('ConfigError')
    expect(error.toLine()).toBe(`5 inputs are not valid: ${error.problems.join(' · ')}`)
    expect(new ConfigError(['api-key: required']).toLine()).toBe(
      '1 input is not valid: api-key: required',
    )
  })

  it('never echoes the API key, even when pasted into another input', () => {
    const problems = problemsOf({ 'fail-on-severity': API_KEY, 'target-urls': `x${API_KEY}` })
    expect(problems).toEqual([
      'fail-on-severity: "***" is not one of critical, high, medium, low, info, none',
      'target-urls: not an http(s) URL: "x***"',
    ])
  })

  it('describes a base-url holding the key as if the key were not in it', () => {
    // The address parser ends the host at the key's `/`: what it shows is a part of the key,
    // which no redaction of the message would recognise.
    const key = 'ssk_abcdefghijklmnopqr/stuvwxyz0123456789'
    const problems = problemsOf(
      { 'base-url': `http://${key}.example.test/v1` },
      { ...REQUIRED, 'api-key': key },
    )
    expect(problems).toEqual([
      'base-url: must use https (got http://***.example.test); plain http is allowed only for loopback addresses',
    ])
  })

  it('keeps the key only in apiKey', () => {
    const config = configOf({ 'github-token': 'ghs_token', name: 'n', 'custom-context': 'c' })
    const fieldsWithKey = Object.entries(config).filter(([, v]) =>
      ((JSON.stringify(v) as string | undefined) ?? '').includes(API_KEY),
    )
    expect(fieldsWithKey.map(([k]) => k)).toEqual(['apiKey'])
  })
})
