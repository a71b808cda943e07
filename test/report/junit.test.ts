import { describe, expect, it } from 'vitest'
import {
  GATE_CASE_NAME,
  JUNIT_MAX_FINDING_CASES,
  renderJUnit,
} from '../../src/report/formats/junit.js'
import type { RunOutcome } from '../../src/outcome/outcome.js'
import {
  makeCounts,
  makeFinding,
  makeLocatedFinding,
  makeOutcome,
} from '../../testkit/builders/report.js'
import { makeDependencyHit, makeDependencyReport } from '../../testkit/builders/dependencies.js'
import { makePolicyOutcome } from './policy-outcome.js'
import { BASELINE_SCAN_ID } from '../../testkit/builders/report.js'
import { BASELINE_PROBLEM, makeBaselineOutcome, makeProblemOutcome } from './baseline-outcome.js'

/** An element of the document, its attributes and text decoded. */
interface Element {
  name: string
  attributes: Record<string, string>
  children: Element[]
  text: string
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

function decode(text: string): string {
  expect(text).not.toMatch(/&(?!(?:amp|lt|gt|quot|apos|#\d+);)/)
  return text.replace(/&(#\d+|\w+);/g, (_, name: string) =>
    name.startsWith('#') ? String.fromCharCode(Number(name.slice(1))) : (ENTITIES[name] ?? ''),
  )
}

/**
 * A small parser for what renderJUnit writes: it fails on anything that is not a declaration, a
 * tag with quoted attributes, or text without `<` and bare `&`, and on a tag closed out of order.
 */
function parseXml(xml: string): Element {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true)
  const token = /<\?xml[^?]*\?>|<\/([\w-]+)>|<([\w-]+)((?:\s+[\w-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/y
  const root: Element = { name: '#document', attributes: {}, children: [], text: '' }
  const stack = [root]
  while (token.lastIndex < xml.length) {
    const at = token.lastIndex
    const match = token.exec(xml)
    if (match === null) throw new Error(`not XML at ${at}: ${xml.slice(at, at + 40)}`)
    const [, close, open, attributes = '', selfClosing, text] = match
    const parent = stack.at(-1)!
    if (text !== undefined) parent.text += decode(text)
    if (close !== undefined) {
      expect(stack.pop()?.name).toBe(close)
    } else if (open !== undefined) {
      const element: Element = { name: open, attributes: {}, children: [], text: '' }
      for (const [, name, value] of attributes.matchAll(/([\w-]+)="([^"]*)"/g)) {
        element.attributes[name!] = decode(value!)
      }
      parent.children.push(element)
      if (selfClosing === '') stack.push(element)
    }
  }
  expect(stack).toHaveLength(1)
  expect(root.children).toHaveLength(1)
  return root.children[0]!
}

function child(element: Element, name: string): Element | undefined {
  return element.children.find((c) => c.name === name)
}

function render(outcome: RunOutcome) {
  const xml = renderJUnit(outcome)
  const suites = parseXml(xml)
  expect(suites.name).toBe('testsuites')
  const suite = child(suites, 'testsuite')!
  const cases = suite.children.filter((c) => c.name === 'testcase')
  const verdictOf = (c: Element) => c.children.find((e) => e.name !== 'system-out')
  return { xml, suites, suite, cases, verdictOf }
}

const failed = (reason = '2 findings at or above high (1 critical, 1 high)') =>
  ({ result: 'failed', threshold: 'high', warnOnly: false, reason }) as const

const failedOutcome = makeOutcome({
  counts: makeCounts({ critical: 1, high: 1, medium: 1 }),
  findings: [
    makeFinding({
      id: 'f-1',
      ruleId: 'sql-injection',
      cwe: 'CWE-89',
      description: 'User input reaches the query.\n\nUse parameters.',
      filePath: 'src/db.ts',
      lineStart: 12,
    }),
    makeLocatedFinding(),
    makeFinding({ id: 'f-3', severity: 'medium', title: 'Weak hash' }),
  ],
  gate: failed(),
})

describe('renderJUnit', () => {
  it('always has the gate case, passing when the gate passed', () => {
    const { xml, suites, suite, cases, verdictOf } = render(makeOutcome())
    expect(xml.endsWith('</testsuites>\n')).toBe(true)
    const totals = { name: 'security-scan', tests: '1', failures: '0', errors: '0', skipped: '0' }
    for (const element of [suites, suite]) expect(element.attributes).toMatchObject(totals)
    expect(cases).toHaveLength(1)
    expect(cases[0]!.attributes).toEqual({ name: GATE_CASE_NAME, classname: 'acme/webapp' })
    expect(verdictOf(cases[0]!)).toBeUndefined()
    expect(child(cases[0]!, 'system-out')?.text).toContain('no findings at or above high')
  })

  it('has one failing case per finding at or above the threshold, most severe first', () => {
    const { suite, cases, verdictOf } = render(failedOutcome)
    expect(suite.attributes).toMatchObject({ tests: '3', failures: '3', errors: '0' })
    expect(cases.map((c) => c.attributes.name)).toEqual([
      GATE_CASE_NAME,
      'critical: RCE (line 3)',
      'high: SQL injection (line 12)',
    ])
    expect(verdictOf(cases[0]!)?.attributes).toEqual({ message: failed().reason, type: 'gate' })
    const [, rce, sql] = cases
    expect(rce!.attributes).toMatchObject({
      classname: 'src/run.ts',
      file: 'src/run.ts',
      line: '3',
    })
    expect(verdictOf(rce!)?.attributes).toEqual({ message: 'critical: RCE', type: 'critical' })
    expect(verdictOf(rce!)?.text).toContain('Location: src/run.ts:3-5')
    expect(verdictOf(rce!)?.text).toContain('Details: https://dash.example.test/f/b')
    const body = verdictOf(sql!)?.text
    expect(body).toContain('Rule: sql-injection\nCWE: CWE-89')
    expect(body).toContain('User input reaches the query.\n\nUse parameters.')
  })

  it('names the repository as the class of a finding without a repository path', () => {
    const outside = makeFinding({ filePath: '/etc/passwd', lineStart: 1 })
    const { cases, verdictOf } = render(makeOutcome({ findings: [outside], gate: failed() }))
    expect(cases[1]!.attributes).toEqual({
      name: 'high: SQL injection (line 1)',
      classname: 'acme/webapp',
    })
    expect(verdictOf(cases[1]!)?.text).toContain('Location: /etc/passwd:1')
  })

  it('skips the findings the policy file keeps from the gate, saying why', () => {
    const { suite, cases, verdictOf } = render(makePolicyOutcome())
    expect(suite.attributes).toMatchObject({ tests: '5', failures: '3', skipped: '2' })
    const skipped = cases.filter((c) => verdictOf(c)?.name === 'skipped')
    expect(skipped.map((c) => c.attributes.classname)).toEqual(['src/db.ts', 'src/merge.ts'])
    expect(verdictOf(skipped[0]!)?.attributes.message).toBe(
      'suppressed until 2027-01-31 by .github/security-scan.yml: line 5 · rule sql-injection · “Input is a constant; reviewed” · owner alice · ticket SEC-12',
    )
    // The medium finding the policy excludes is below the threshold: no case at all.
    expect(cases.some((c) => c.attributes.classname === 'vendor/lib/r.js')).toBe(false)
  })

  it.each([
    ['counts it cannot trust', { result: 'unknown', stop: 'untrusted' }, 'untrusted'],
    ['a timeout', { result: 'pending', stop: 'timeout' }, 'timeout'],
    ['a refusal of the service', { result: 'failed', stop: 'error' }, 'error'],
    ['invalid inputs', { result: 'failed', stop: 'config' }, 'config'],
  ] as const)('makes the gate case an error on %s', (_, { result, stop }, type) => {
    const reason = 'Scan scan-42 timed out after 30 minutes'
    const outcome = makeOutcome({
      counts: undefined,
      gate: { result, threshold: 'high', warnOnly: false, reason },
      stop,
      problem: reason,
    })
    const { suites, cases, verdictOf } = render(outcome)
    expect(suites.attributes).toMatchObject({ tests: '1', failures: '0', errors: '1' })
    const error = verdictOf(cases[0]!)
    expect(error?.name).toBe('error')
    expect(error?.attributes).toEqual({ message: reason, type })
  })

  it('makes the gate case an error when the dependency check could not vouch, a failure on malware', () => {
    const gateOf = (outcome: RunOutcome) => {
      const { cases, verdictOf } = render(outcome)
      return verdictOf(cases[0]!)
    }
    const incomplete = makeOutcome({
      gate: failed('no findings at or above high; dependency check incomplete: 403'),
      dependencies: makeDependencyReport({ problem: '403' }),
    })
    expect(gateOf(incomplete)?.name).toBe('error')
    expect(gateOf(incomplete)?.attributes.type).toBe('dependency-check-incomplete')
    const hits = [makeDependencyHit({ name: 'evil' })]
    const malicious = {
      ...incomplete,
      dependencies: makeDependencyReport({ problem: '403', hits }),
    }
    expect(gateOf(malicious)?.name).toBe('failure')
  })

  it('skips the gate case when the run chose not to wait for the scan', () => {
    const reason = 'the scan has not finished, so there are no findings counts to gate on yet'
    const outcome = makeOutcome({
      counts: undefined,
      gate: { result: 'pending', threshold: 'high', warnOnly: false, reason },
      stop: 'not-awaited',
    })
    const { suites, cases, verdictOf } = render(outcome)
    expect(suites.attributes).toMatchObject({ tests: '1', errors: '0', skipped: '1' })
    expect(verdictOf(cases[0]!)?.attributes.message).toBe(`not judged: ${reason}`)
  })

  it('with warn-only, passes the gate case and still fails each finding', () => {
    const reason =
      '1 finding at or above high (1 critical); warn-only is set, so the job does not fail'
    const outcome = makeOutcome({
      counts: makeCounts({ critical: 1 }),
      findings: [makeLocatedFinding()],
      gate: { result: 'warned', threshold: 'high', warnOnly: true, reason },
    })
    const { cases, verdictOf } = render(outcome)
    expect(verdictOf(cases[0]!)).toBeUndefined()
    expect(child(cases[0]!, 'system-out')?.text).toContain(reason)
    expect(verdictOf(cases[1]!)?.name).toBe('failure')
  })

  it('has only the gate case with fail-on-severity none', () => {
    const outcome = makeOutcome({
      findings: [makeLocatedFinding()],
      gate: {
        result: 'passed',
        threshold: 'none',
        warnOnly: false,
        reason: 'fail-on-severity is none',
      },
    })
    expect(render(outcome).cases).toHaveLength(1)
  })

  it('escapes every text, and removes what XML 1.0 forbids', () => {
    const hostile = makeFinding({
      title: `<script>&"'\u0000\u001b[31m</script>`,
      filePath: 'a"<b>.ts',
      lineStart: 1,
      ruleId: `r&'\ufffe\ud800`,
      description: `x]]>y\u0000\u001b\uffff\udc00<z>`,
    })
    const outcome = makeOutcome({
      target: { ...makeOutcome().target, branch: '<b>&"\u0007' },
      findings: [hostile],
      gate: failed(),
    })
    const { xml, cases, verdictOf } = render(outcome)
    // eslint-disable-next-line no-control-regex
    expect(xml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff\ud800-\udfff]/)
    expect(xml).not.toContain('<script>')
    expect(xml).not.toContain(']]>')
    const failure = verdictOf(cases[1]!)
    expect(cases[1]!.attributes.classname).toBe('a"<b>.ts')
    expect(failure?.attributes.message).toBe(`high: <script>&"' [31m</script>`)
    expect(failure?.text).toContain(`Rule: r&'`)
    expect(failure?.text).toContain('x]]>y <z>')
  })

  it(`lists at most ${JUNIT_MAX_FINDING_CASES} findings, and says how many it left out`, () => {
    const findings = Array.from({ length: JUNIT_MAX_FINDING_CASES + 2 }, (_, i) =>
      makeFinding({ id: `f-${i}`, title: `Finding ${i}` }),
    )
    const outcome = makeOutcome({
      counts: makeCounts({ high: JUNIT_MAX_FINDING_CASES + 2 }),
      findings,
      gate: failed(),
    })
    const { suite, cases, verdictOf } = render(outcome)
    expect(cases).toHaveLength(JUNIT_MAX_FINDING_CASES + 2)
    expect(suite.attributes).toMatchObject({
      failures: String(JUNIT_MAX_FINDING_CASES + 1),
      skipped: '1',
    })
    const note = cases.at(-1)!
    expect(note.attributes.name).toBe('2 more findings at or above high not listed')
    expect(verdictOf(note)?.attributes.message).toContain(
      `(2 over the cap of ${JUNIT_MAX_FINDING_CASES} cases)`,
    )
    const property = child(suite, 'properties')?.children.find(
      (p) => p.attributes.name === 'findings-not-listed',
    )
    expect(property?.attributes.value).toBe('2')
  })

  it('counts the findings at or above the threshold that were not read', () => {
    const outcome = makeOutcome({
      counts: makeCounts({ critical: 1, high: 4 }),
      findings: [makeLocatedFinding()],
      findingsRead: 'partial',
      gate: failed('5 findings at or above high (1 critical, 4 high)'),
    })
    const { cases, verdictOf } = render(outcome)
    expect(cases).toHaveLength(3)
    expect(verdictOf(cases[2]!)?.attributes.message).toBe(
      '4 more findings not listed (4 not read from the service): see the dashboard, the SARIF or the JSON report',
    )
  })
})

describe('renderJUnit against a baseline (gate: new)', () => {
  it('fails only the new finding; an existing one passes and says so', () => {
    const { suite, cases, verdictOf } = render(makeBaselineOutcome())
    const byName = (name: string) => cases.find((c) => c.attributes.name?.startsWith(name))!
    expect(verdictOf(byName('critical: Command injection'))?.name).toBe('failure')
    expect(verdictOf(byName('critical: Command injection'))?.text).toMatch(
      /^New: introduced by this change \(not on main at 0000000, 3 days old, scan /,
    )
    const existing = byName('critical: Old RCE')
    expect(verdictOf(existing)).toBeUndefined()
    expect(child(existing, 'system-out')?.text).toBe(
      `Existing: on main at 0000000, 3 days old, scan ${BASELINE_SCAN_ID}; not introduced here`,
    )
    expect(verdictOf(byName('high: <img'))).toBeUndefined()
    // The gate's case and the new finding.
    expect(suite.attributes.failures).toBe('2')
    const properties = child(suite, 'properties')!.children.map((p) => [
      p.attributes.name,
      p.attributes.value,
    ])
    expect(properties).toEqual(
      expect.arrayContaining([
        ['baseline-scan-id', BASELINE_SCAN_ID],
        ['findings-new', '1'],
        ['findings-existing', '2'],
        ['findings-fixed', '1'],
      ]),
    )
    expect(verdictOf(cases[0]!)?.text).toContain(
      `Baseline: 1 new, 2 existing, 1 fixed, against main at 0000000, 3 days old, scan ${BASELINE_SCAN_ID}`,
    )
  })

  it('fails every finding at or above the threshold when there was no baseline, and says why', () => {
    const { suite, cases, verdictOf } = render(makeProblemOutcome())
    expect(suite.attributes.failures).toBe('4')
    expect(verdictOf(cases[0]!)?.text).toContain(`Baseline: ${BASELINE_PROBLEM}`)
    expect(cases.some((c) => child(c, 'system-out') !== undefined)).toBe(false)
    expect(renderJUnit(makeProblemOutcome())).not.toContain('baseline-scan-id')
  })
})
