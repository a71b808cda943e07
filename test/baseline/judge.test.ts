import { describe, expect, it } from 'vitest'
import type { BaselinePart } from '../../src/baseline/baseline.js'
import { describeFirstFullScan, gateOnScan, type JudgedScan } from '../../src/baseline/judge.js'
import { quotesWordForWord } from '../docs/troubleshooting.js'
import type { Finding } from '../../src/service/finding.js'
import { makeCounts, makeFinding } from '../../testkit/builders/report.js'

const REF = {
  scanId: '11111111-2222-4333-8444-555555555555',
  commit: 'a'.repeat(40),
  branch: 'main',
  via: 'marker' as const,
}

function found(findings: Finding[]): BaselinePart {
  return { found: true, ref: REF, findings, compared: ['critical', 'high'], capped: false }
}

const sqli = (id: string, severity: Finding['severity'] = 'critical') =>
  makeFinding({ id, title: 'SQL injection', severity, filePath: 'src/db.ts', ruleId: 'sqli' })
const xss = (id: string, lineStart = 10) =>
  makeFinding({ id, title: 'XSS', severity: 'high', filePath: 'src/view.ts', lineStart })

function scanOf(findings: Finding[], covered: ReadonlySet<Finding> = new Set()): JudgedScan {
  const counts = makeCounts({ critical: 0, high: 0, medium: 0, low: 0, info: 0 })
  for (const finding of findings) counts[finding.severity] += 1
  const judgedCounts = { ...counts }
  for (const finding of covered) judgedCounts[finding.severity] -= 1
  return {
    counts,
    judgedCounts,
    findings,
    isCovered: (finding) => covered.has(finding),
    threshold: 'high',
  }
}

describe('gateOnScan: the gate with gate: new', () => {
  it('counts every finding with gate: all, and says nothing of a baseline', () => {
    const { gate, baseline } = gateOnScan(undefined, scanOf([sqli('c1'), xss('c2')]), false)
    expect(gate).toMatchObject({ result: 'failed', breaching: 2 })
    expect(gate.reason).toBe('2 findings at or above high (1 critical, 1 high)')
    expect(baseline).toBeUndefined()
  })

  it('passes a change whose findings were all on the target branch, lines moved or not', () => {
    const current = [sqli('c1'), xss('c2', 50)]
    const { gate, baseline } = gateOnScan(
      found([sqli('b1'), xss('b2', 10)]),
      scanOf(current),
      false,
    )
    expect(gate.result).toBe('passed')
    expect(gate.reason).toBe(
      'no new findings at or above high; 2 existing findings on main, not introduced here',
    )
    expect(baseline?.counts).toEqual({ new: 0, existing: 2, fixed: 0 })
    expect(baseline?.states.get(current[1]!)).toBe('existing')
  })

  it('fails for the one new critical among existing ones, and counts what was fixed', () => {
    const added = makeFinding({ id: 'c3', title: 'RCE', severity: 'critical', filePath: 'a.ts' })
    const current = [sqli('c1'), added]
    const { gate, baseline } = gateOnScan(found([sqli('b1'), xss('b2')]), scanOf(current), false)
    expect(gate.result).toBe('failed')
    expect(gate.reason).toBe(
      '1 new finding at or above high (1 critical); 1 existing finding on main, not introduced here',
    )
    expect(baseline?.states.get(added)).toBe('new')
    expect(baseline?.counts).toEqual({ new: 1, existing: 1, fixed: 1 })
  })

  it('of three where the baseline had two, one is new: the most severe', () => {
    const current = [sqli('c1', 'high'), sqli('c2', 'critical'), sqli('c3', 'high')]
    const part = found([sqli('b1', 'high'), sqli('b2', 'high')])
    const { gate, baseline } = gateOnScan(part, scanOf(current), false)
    expect(gate.reason).toMatch(/^1 new finding at or above high \(1 critical\)/)
    expect(baseline?.states.get(current[1]!)).toBe('new')
  })

  it('counts every finding, saying why, when there is no baseline', () => {
    const part: BaselinePart = { found: false, problem: 'no baseline here' }
    const { gate, baseline } = gateOnScan(part, scanOf([sqli('c1')]), false)
    expect(gate.result).toBe('failed')
    expect(gate.reason).toBe(
      '1 finding at or above high (1 critical); every finding counted, as gate: new had no usable baseline',
    )
    expect(baseline?.problem).toBe('no baseline here')
    expect(baseline?.states.size).toBe(0)
  })

  it('counts what this run did not read as new, and says so: only a finding shown existing comes off', async () => {
    // Two critical counted, one read (the other past the read's cap): the one read is existing.
    const scan = { ...scanOf([sqli('c1')]), counts: makeCounts({ critical: 2, high: 0 }) }
    scan.judgedCounts = { ...scan.counts }
    const { gate, baseline, notes } = gateOnScan(found([sqli('b1'), xss('b2')]), scan, false)
    expect(gate.reason).toBe(
      '1 new finding at or above high (1 critical); 1 existing finding on main, not introduced here',
    )
    expect(baseline?.counts).toEqual({ new: 1, existing: 1, fixed: 0 })
    expect(baseline?.fixed).toEqual([])
    expect(notes).toEqual([
      "1 finding at or above high of this run was not read (more than the baseline's 2,000 could match): it counts as new, and fixed ones are not counted",
    ])
  })

  it("says that the baseline's findings past its cap were not read, and counts their matches new", () => {
    const part = { ...found([sqli('b1')]), capped: true } as BaselinePart
    const { gate, notes } = gateOnScan(part, scanOf([sqli('c1'), xss('c2')]), false)
    expect(gate.reason).toMatch(/^1 new finding at or above high \(1 high\)/)
    expect(notes).toEqual([
      "The baseline's findings past the first 2,000 were not read: this run's findings they would have matched count as new",
    ])
  })

  it('leaves what the policy covers out of both the comparison and the counts', () => {
    const suppressed = sqli('c1')
    const current = [suppressed, xss('c2')]
    const { gate, baseline } = gateOnScan(
      found([sqli('b1')]),
      scanOf(current, new Set([suppressed])),
      false,
    )
    // The suppressed SQL injection is neither existing nor new; the XSS is new, and fails.
    expect(baseline?.states.has(suppressed)).toBe(false)
    expect(baseline?.counts).toEqual({ new: 1, existing: 0, fixed: 1 })
    expect(gate.reason).toBe('1 new finding at or above high (1 high)')
  })

  it('says the existing findings before warn-only does', () => {
    const { gate } = gateOnScan(found([sqli('b1')]), scanOf([sqli('c1'), xss('c2')]), true)
    expect(gate.result).toBe('warned')
    expect(gate.reason).toBe(
      '1 new finding at or above high (1 high); 1 existing finding on main, not introduced here; warn-only is set, so the job does not fail',
    )
  })
})

describe('gateOnScan: a full scan told against its branch (issue 39)', () => {
  const previous: BaselinePart = {
    found: true,
    ref: { ...REF, previousFullScan: true },
    findings: [sqli('b1'), xss('b2', 10)],
    compared: ['critical', 'high'],
    capped: false,
  }

  it("fails for what is new since the branch's previous full scan, saying since which commit", () => {
    const fresh = makeFinding({ id: 'c3', title: 'RCE', severity: 'critical', filePath: 'x.ts' })
    const { gate, baseline } = gateOnScan(
      previous,
      scanOf([sqli('c1'), xss('c2', 50), fresh]),
      false,
    )
    expect(gate.reason).toBe(
      "1 new finding at or above high (1 critical) since main's previous full scan at aaaaaaa; 2 existing findings recorded then",
    )
    expect(baseline?.states.get(fresh)).toBe('new')
  })

  it('passes when all it found was there, lines moved', () => {
    const { gate } = gateOnScan(previous, scanOf([sqli('c1'), xss('c2', 50)]), false)
    expect(gate).toMatchObject({ result: 'passed' })
    expect(gate.reason).toBe(
      "no new findings at or above high since main's previous full scan at aaaaaaa; 2 existing findings recorded then",
    )
  })

  it("passes the default branch's first full scan whatever it holds, saying it starts the record", () => {
    const first: BaselinePart = { found: false, startsRecord: { branch: 'main' } }
    const { gate, baseline } = gateOnScan(first, scanOf([sqli('c1'), xss('c2')]), false)
    expect(gate).toEqual({
      result: 'passed',
      reason: 'first full scan of main: 2 findings recorded; later full scans fail for what is new',
      breaching: 0,
    })
    expect(baseline).toMatchObject({
      startsRecord: { branch: 'main', recorded: 2 },
      counts: { new: 0, existing: 0, fixed: 0 },
    })
    expect(baseline?.problem).toBeUndefined()
    expect(baseline?.ref).toBeUndefined()
  })

  it('passes a sweep’s scan reported again, whatever it holds: nothing in it is new in this run', () => {
    const again: BaselinePart = { found: false, reportedAgain: { branch: 'main', scanId: 's-1' } }
    const { gate, baseline } = gateOnScan(again, scanOf([sqli('c1'), xss('c2')]), false)
    expect(gate).toEqual({
      result: 'passed',
      reason:
        'nothing pushed to main since scan s-1, which an earlier run judged: 2 findings, none new in this run',
      breaching: 0,
    })
    expect(baseline).toMatchObject({
      reportedAgain: { branch: 'main', scanId: 's-1', recorded: 2 },
      counts: { new: 0, existing: 0, fixed: 0 },
    })
  })

  it("quotes its lines in the docs' Troubleshooting word for word", () => {
    const fresh = makeFinding({ id: 'c3', title: 'RCE', severity: 'critical', filePath: 'x.ts' })
    const failed = gateOnScan(previous, scanOf([sqli('c1'), xss('c2'), fresh]), false)
    const passed = gateOnScan(previous, scanOf([sqli('c1')]), false)
    for (const line of [
      failed.gate.reason,
      passed.gate.reason,
      describeFirstFullScan('main', 14),
      describeFirstFullScan('main', 1),
    ]) {
      expect(quotesWordForWord(line), line).toBe(true)
    }
  })
})
