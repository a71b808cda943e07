/**
 * GitLab's SAST report, checked against what GitLab documents. test/support/gitlab-sast-schema.ts
 * is written from https://docs.gitlab.com/ee/development/integrations/secure.html,
 * https://gitlab.com/gitlab-org/security-products/security-report-schemas/-/blob/master/dist/sast-report-format.json
 * and https://docs.gitlab.com/user/application_security/detect/security_report_validation; the
 * renderer's choices (schema 15.0.6, end_line always, Markdown-escaped descriptions) follow
 * https://gitlab.com/gitlab-org/gitlab/-/work_items/497405, https://gitlab.com/gitlab-org/gitlab/-/issues/566566
 * and https://gitlab.com/gitlab-org/gitlab/-/merge_requests/75859.
 */
import { describe, expect, it } from 'vitest'
import {
  GITLAB_NO_PATH_FILE,
  GITLAB_SAST_SCHEMA_VERSION,
  renderGitLabSast,
  type GitLabSastOptions,
} from '../../src/report/formats/gitlab-sast.js'
import type { RunOutcome } from '../../src/outcome/outcome.js'
import type { Finding } from '../../src/service/finding.js'
import {
  makeCounts,
  makeFinding,
  makeLocatedFinding,
  makeOutcome,
} from '../../testkit/builders/report.js'
import { validateGitLabSast } from '../support/gitlab-sast-schema.js'
import { makePolicyOutcome } from './policy-outcome.js'
import { stringsIn } from '../support/values.js'

const OPTIONS: GitLabSastOptions = {
  toolVersion: '1.4.0',
  startedAtMs: Date.UTC(2026, 0, 2, 3, 4, 5, 678),
  endedAtMs: Date.UTC(2026, 0, 2, 3, 9, 10),
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
// eslint-disable-next-line no-control-regex
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/

interface Identifier {
  type: string
  name: string
  value: string
  url?: string
}
interface Vulnerability {
  id: string
  name: string
  description: string
  severity: string
  solution?: string
  location: { file: string; start_line: number; end_line: number }
  identifiers: Identifier[]
  links?: { name: string; url: string }[]
  details?: Record<string, { name: string; type: string; value: string }>
}
interface Report {
  version: string
  scan: Record<string, unknown> & { status: string; messages?: { level: string; value: string }[] }
  vulnerabilities: Vulnerability[]
}

function render(outcome: RunOutcome, options: Partial<GitLabSastOptions> = {}) {
  const text = renderGitLabSast(outcome, { ...OPTIONS, ...options })
  return { text, report: JSON.parse(text) as Report }
}

function reportOf(findings: Finding[], overrides: Partial<RunOutcome> = {}) {
  return render(makeOutcome({ findings, counts: makeCounts(), ...overrides })).report
}

function byName(report: Report, name: string): Vulnerability {
  const found = report.vulnerabilities.find((v) => v.name === name)
  if (found === undefined) throw new Error(`no vulnerability named ${name}`)
  return found
}

const realistic: Finding[] = [
  makeLocatedFinding({ ruleId: 'js.rce', cwe: 'CWE-94', recommendation: 'Do not eval input.' }),
  makeFinding({
    id: 'f-2',
    ruleId: 'py.sqli',
    cwe: 'CWE-89, 564',
    filePath: 'app/db.py',
    lineStart: 9,
  }),
  makeFinding({
    id: 'f-3',
    severity: 'medium',
    title: 'Weak hash',
    cwe: '328',
    filePath: './a.go',
  }),
  makeFinding({ id: 'f-4', severity: 'low', title: 'Debug on', filePath: '/home/runner/app.py' }),
  makeFinding({ id: 'f-5', severity: 'info', title: 'Odd', unknownSeverity: 'severe-ish' }),
]

describe('the GitLab SAST report', () => {
  it('is what GitLab documents, for findings of every kind', () => {
    const { text, report } = render(makeOutcome({ findings: realistic }))
    expect(validateGitLabSast(text)).toEqual([])
    expect(text.endsWith('}\n')).toBe(true)
    expect(report.version).toBe(GITLAB_SAST_SCHEMA_VERSION)
    expect(report.vulnerabilities).toHaveLength(realistic.length)
    expect(report.scan).toMatchObject({
      type: 'sast',
      status: 'success',
      start_time: '2026-01-02T03:04:05',
      end_time: '2026-01-02T03:09:10',
      analyzer: {
        id: 'security-scan-action',
        version: '1.4.0',
        vendor: { name: 'security-scan-action' },
      },
      scanner: {
        id: 'security-scan-action',
        version: '1.4.0',
        vendor: { name: 'security-scan-action' },
      },
    })
  })

  it('places each finding in its file, and one without a repository path in no file', () => {
    const report = reportOf(realistic)
    expect(byName(report, 'RCE').location).toEqual({
      file: 'src/run.ts',
      start_line: 3,
      end_line: 5,
    })
    expect(byName(report, 'SQL injection').location).toEqual({
      file: 'app/db.py',
      start_line: 9,
      end_line: 9,
    })
    expect(byName(report, 'Weak hash').location).toEqual({
      file: 'a.go',
      start_line: 1,
      end_line: 1,
    })
    const absolute = byName(report, 'Debug on')
    expect(absolute.location).toEqual({ file: GITLAB_NO_PATH_FILE, start_line: 1, end_line: 1 })
    expect(absolute.description).toContain('reported at /home/runner/app.py')
  })

  it('capitalizes severities, most severe first, and says Unknown for a severity it does not know', () => {
    const report = reportOf(realistic)
    expect(report.vulnerabilities.map((v) => v.severity)).toEqual([
      'Critical',
      'High',
      'Medium',
      'Low',
      'Unknown',
    ])
  })

  it('gives each vulnerability a UUID derived from the scan and the finding, the same on a re-run', () => {
    const first = reportOf(realistic).vulnerabilities.map((v) => v.id)
    expect(first.every((id) => UUID.test(id))).toBe(true)
    expect(new Set(first).size).toBe(first.length)
    expect(reportOf(realistic).vulnerabilities.map((v) => v.id)).toEqual(first)
    const otherScan = reportOf(realistic, { scan: { id: 'scan-43', status: 'completed' } })
    expect(otherScan.vulnerabilities.map((v) => v.id).filter((id) => first.includes(id))).toEqual(
      [],
    )
  })

  it('keeps ids unique when the service sends one finding id twice', () => {
    const twice = [makeFinding({ title: 'A' }), makeFinding({ title: 'B' })]
    const { text, report } = render(makeOutcome({ findings: twice }))
    expect(new Set(report.vulnerabilities.map((v) => v.id)).size).toBe(2)
    expect(validateGitLabSast(text)).toEqual([])
  })

  it('identifies a finding by its rule first, then its CWEs, then the finding itself', () => {
    const sqli = byName(reportOf(realistic), 'SQL injection')
    expect(sqli.identifiers).toEqual([
      { type: 'security_scan_rule', name: 'py.sqli', value: 'py.sqli' },
      {
        type: 'cwe',
        name: 'CWE-89',
        value: '89',
        url: 'https://cwe.mitre.org/data/definitions/89.html',
      },
      {
        type: 'cwe',
        name: 'CWE-564',
        value: '564',
        url: 'https://cwe.mitre.org/data/definitions/564.html',
      },
      { type: 'security_scan_finding', name: 'Finding f-2', value: 'f-2' },
    ])
    const rce = byName(reportOf(realistic), 'RCE')
    expect(rce.identifiers.at(-1)).toEqual({
      type: 'security_scan_finding',
      name: 'Finding b',
      value: 'b',
      url: 'https://dash.example.test/f/b',
    })
    expect(rce.links).toEqual([
      { name: 'The finding in the dashboard', url: 'https://dash.example.test/f/b' },
    ])
  })

  it('has a primary identifier that survives a new scan: the CWE, else a hash of the title', () => {
    const weak = byName(reportOf(realistic), 'Weak hash')
    expect(weak.identifiers.map((i) => i.name)).toEqual(['CWE-328', 'Finding f-3'])
    const untyped = (id: string) => reportOf([makeFinding({ id, title: 'Hardcoded key' })])
    const [a, b] = [untyped('f-1'), untyped('f-9')].map((r) => r.vulnerabilities[0]!.identifiers)
    expect(a![0]!.type).toBe('security_scan_rule')
    expect(a![0]!.value).toMatch(/^title-[0-9a-f]{12}$/)
    expect(b![0]).toEqual(a![0])
  })

  it('keeps at most the 20 identifiers GitLab keeps, the finding last', () => {
    const cwe = Array.from({ length: 40 }, (_, i) => `CWE-${i + 1}`).join(', ')
    const { text, report } = render(makeOutcome({ findings: [makeFinding({ ruleId: 'r', cwe })] }))
    expect(validateGitLabSast(text)).toEqual([])
    const identifiers = report.vulnerabilities[0]!.identifiers
    expect(identifiers).toHaveLength(20)
    expect(identifiers.at(-1)!.type).toBe('security_scan_finding')
  })

  it('keeps finding text as data: one line, no control characters, Markdown escaped', () => {
    const hostile = makeLocatedFinding({
      title: '\u001b[31mRED\u001b[0m\n::error::pwned \u202eevil',
      description: 'See [click](https://evil.test) <img src=x onerror=alert(1)> @all #1\r\nnext',
      recommendation: '"'.repeat(5_000),
      cwe: 'CWE-79<script>',
      ruleId: 'rule\u0000id',
      filePath: 'src/\ud800x.ts',
    })
    const { text, report } = render(makeOutcome({ findings: [hostile] }))
    expect(validateGitLabSast(text)).toEqual([])
    for (const value of stringsIn(report)) expect(value).not.toMatch(UNPRINTABLE)
    const [v] = report.vulnerabilities
    expect(v!.name).toBe('[31mRED [0m ::error::pwned evil')
    expect(v!.description).not.toContain('](')
    expect(v!.description).not.toContain('<img')
    expect(v!.description).toContain('&lt;img')
    expect(v!.description).toContain('\\@all')
    expect(v!.solution!.length).toBeLessThanOrEqual(7_000)
    expect(v!.location.file).toBe('src/\ufffdx.ts')
    expect(v!.identifiers[0]!.value).toBe('rule id')
  })

  it('cuts long texts to what GitLab takes', () => {
    const long = makeLocatedFinding({ title: 'T'.repeat(1_000), description: 'D'.repeat(100_000) })
    const { text, report } = render(makeOutcome({ findings: [long] }))
    expect(validateGitLabSast(text)).toEqual([])
    expect(report.vulnerabilities[0]!.name).toHaveLength(255)
    expect(report.vulnerabilities[0]!.description.length).toBeLessThanOrEqual(4_000)
  })

  it('says failure, with why, and lists nothing when no findings were read', () => {
    const timedOut = makeOutcome({
      findings: [],
      counts: undefined,
      findingsRead: 'none',
      stop: 'timeout',
      problem: 'Scan scan-42 did not finish within 30 minutes\n::warning::x',
      gate: { result: 'pending', threshold: 'high', warnOnly: false, reason: 'timed out' },
    })
    const { text, report } = render(timedOut)
    expect(validateGitLabSast(text)).toEqual([])
    expect(report.scan.status).toBe('failure')
    expect(report.vulnerabilities).toEqual([])
    expect(report.scan.messages).toEqual([
      { level: 'fatal', value: 'Scan scan-42 did not finish within 30 minutes ::warning::x' },
    ])
  })

  it('says how many findings it lists when only some were read', () => {
    const partial = makeOutcome({
      findings: [makeFinding()],
      counts: makeCounts({ high: 3 }),
      findingsRead: 'partial',
      notes: ['counts say 3, 1 read'],
    })
    const { text, report } = render(partial)
    expect(validateGitLabSast(text)).toEqual([])
    expect(report.scan.status).toBe('success')
    expect(report.scan.messages).toEqual([
      { level: 'warn', value: "1 of the scan's 3 findings are listed: the others were not read." },
      { level: 'warn', value: 'counts say 3, 1 read' },
    ])
  })

  it('lists the findings the policy file keeps from the gate, saying so in their details', () => {
    const { text, report } = render(makePolicyOutcome())
    expect(validateGitLabSast(text)).toEqual([])
    expect(report.vulnerabilities).toHaveLength(5)
    expect(byName(report, 'SQL injection').details).toEqual({
      policy: {
        name: 'Policy file',
        type: 'text',
        value:
          'Kept from the gate by .github/security-scan.yml: suppressed until 2027-01-31 (line 5 · rule sql-injection · “Input is a constant; reviewed” · owner alice · ticket SEC-12).',
      },
    })
    expect(byName(report, 'Open redirect').details?.policy?.value).toBe(
      'Kept from the gate by .github/security-scan.yml: excluded by vendor/**.',
    )
    expect(byName(report, 'XSS in a legacy page').details).toBeUndefined()
  })

  it('writes times as GitLab wants them, whatever clock it is given', () => {
    const times = (options: Partial<GitLabSastOptions>) =>
      render(makeOutcome(), options).report.scan
    expect(times({ endedAtMs: OPTIONS.startedAtMs - 60_000 }).end_time).toBe('2026-01-02T03:04:05')
    expect(times({ startedAtMs: Number.NaN }).start_time).toBe('1970-01-01T00:00:00')
    expect(times({ endedAtMs: Number.POSITIVE_INFINITY }).end_time).toBe('2026-01-02T03:04:05')
  })
})

describe('the GitLab SAST validator', () => {
  // A report to break on purpose, anywhere: typing each path would say nothing more.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type Json = Record<string, any>
  const valid = renderGitLabSast(makeOutcome({ findings: realistic }), OPTIONS)
  const broken = (change: (report: Json) => void) => {
    const report = JSON.parse(valid) as Json
    change(report)
    return validateGitLabSast(JSON.stringify(report))
  }

  it('takes the report as rendered', () => {
    expect(validateGitLabSast(valid)).toEqual([])
  })

  it.each<[string, (r: Json) => void, string]>([
    ['a zoned time', (r) => (r.scan.start_time = '2026-01-01T00:00:00Z'), '/scan/start_time'],
    ['a lowercase severity', (r) => (r.vulnerabilities[0].severity = 'high'), '/severity'],
    ['empty identifiers', (r) => (r.vulnerabilities[0].identifiers = []), '/identifiers'],
    ['a scanner without vendor', (r) => delete r.scan.scanner.vendor, "'vendor'"],
    ['an analyzer without vendor', (r) => delete r.scan.analyzer.vendor, "'vendor'"],
    ['an empty vendor name', (r) => (r.scan.analyzer.vendor.name = ''), '/vendor/name'],
    ['a version of model 14', (r) => (r.version = '14.1.2'), '/version'],
    ['a version that is not x.y.z', (r) => (r.version = '15.0'), '/version'],
    ['a location without a file', (r) => delete r.vulnerabilities[0].location.file, "'file'"],
    ['an id twice', (r) => (r.vulnerabilities[1].id = r.vulnerabilities[0].id), 'not unique'],
    ['a scan type other than sast', (r) => (r.scan.type = 'dast'), '/scan/type'],
    ['a name over 255 characters', (r) => (r.vulnerabilities[0].name = 'n'.repeat(256)), '/name'],
  ])('rejects %s', (_, change, where) => {
    const errors = broken(change)
    expect(errors).not.toEqual([])
    expect(errors.join('\n')).toContain(where)
  })

  it('rejects text that is not JSON', () => {
    expect(validateGitLabSast('{"version":')[0]).toMatch(/^not JSON/)
  })
})
