import { describe, expect, it } from 'vitest'
import { decideVerdict, EXIT_CODES } from '../../src/job/verdict.js'
import { decideSweep, endOfSweep, sweepFails } from '../../src/sweep/outcome.js'
import { makeConfig } from '../../testkit/builders/config.js'
import { quotesWordForWord } from '../docs/troubleshooting.js'
import { judgedItem, unjudgedItem } from './helpers.js'

const GATE = { failOnSeverity: 'high', warnOnly: false } as const
const WARN_ONLY = { failOnSeverity: 'high', warnOnly: true } as const

describe('decideSweep', () => {
  it('lists repositories deferred to the next run without failing the sweep on them', () => {
    const outcome = decideSweep(
      {
        items: [
          judgedItem('acme/a'),
          unjudgedItem('acme/b', 'deferred', 'Deferred to the next run: time-budget reached', {
            scanId: 'scan-b',
            stop: 'timeout',
          }),
        ],
      },
      GATE,
    )
    expect(outcome.items.map((i) => i.status)).toEqual(['judged', 'deferred'])
    expect(outcome.counts).toMatchObject({ judged: 1, failed: 0, deferred: 1 })
    expect(outcome.gate.result).toBe('passed')
    expect(outcome.gate.reason).toBe(
      '1 repositories scanned, none with findings at or above high; 1 deferred to the next run',
    )
    expect(sweepFails(outcome)).toBe(false)
    expect(endOfSweep(outcome)).toMatchObject({ fails: false, leftOut: false })
  })

  it('passes when every repository is judged clean, counting the skipped ones', () => {
    const outcome = decideSweep(
      {
        items: [
          judgedItem('acme/a', { medium: 3 }),
          judgedItem('acme/b'),
          unjudgedItem('acme/c', 'skipped', 'Not scanned: its languages are not supported'),
        ],
      },
      GATE,
    )
    expect(outcome.gate).toEqual({
      result: 'passed',
      threshold: GATE.failOnSeverity,
      warnOnly: GATE.warnOnly,
      reason: '2 repositories scanned, none with findings at or above high; 1 skipped',
    })
    expect(outcome.counts).toEqual({
      repositories: 3,
      judged: 2,
      breaching: 0,
      failed: 0,
      skipped: 1,
      deferred: 0,
    })
    expect(sweepFails(outcome)).toBe(false)
  })

  it('fails when one repository breaches fail-on-severity, naming it', () => {
    const outcome = decideSweep(
      { items: [judgedItem('acme/a'), judgedItem('acme/b', { critical: 1, high: 2 })] },
      GATE,
    )
    expect(outcome.gate.result).toBe('failed')
    expect(outcome.gate.reason).toMatch(
      /^1 of 2 repositories breach fail-on-severity high \(acme\/b: /,
    )
    expect(outcome.counts.breaching).toBe(1)
    expect(sweepFails(outcome)).toBe(true)
  })

  it('only warns of a breach with warn-only', () => {
    const config = makeConfig({ warnOnly: true })
    const outcome = decideSweep(
      { items: [judgedItem('acme/b', { high: 1 }, { config })] },
      WARN_ONLY,
    )
    expect(outcome.gate.result).toBe('warned')
    expect(outcome.counts.breaching).toBe(1)
    expect(sweepFails(outcome)).toBe(false)
  })

  it('cannot pass with a repository it could not judge: the result is unknown', () => {
    const outcome = decideSweep(
      {
        items: [
          judgedItem('acme/a'),
          unjudgedItem('acme/b', 'failed', 'Its cost estimation failed: clone failed'),
        ],
      },
      GATE,
    )
    expect(outcome.gate.result).toBe('unknown')
    expect(outcome.gate.reason).toBe(
      '1 could not be judged (acme/b: Its cost estimation failed: clone failed)',
    )
    expect(sweepFails(outcome)).toBe(true)
  })

  it('is unknown, and fails, when every repository was deferred: a night that judged nothing', () => {
    const items = ['a', 'b', 'c'].map((n) =>
      unjudgedItem(`acme/${n}`, 'deferred', 'Deferred to the next run: time-budget (5h) ended', {
        scanId: `scan-${n}`,
        stop: 'timeout',
      }),
    )
    for (const gate of [GATE, WARN_ONLY]) {
      const outcome = decideSweep({ items }, gate)
      expect(outcome.gate.result).toBe('unknown')
      expect(outcome.gate.reason).toBe('no repository was judged: 3 deferred to the next run')
      expect(quotesWordForWord(outcome.gate.reason)).toBe(true)
      expect(sweepFails(outcome)).toBe(true)
      // warn-only softens a breach, never a night that judged nothing.
      expect(decideVerdict(endOfSweep(outcome))).toMatchObject({
        level: 'fail',
        exitCode: EXIT_CODES.unknown,
      })
    }
    // A shard's part is not the night: whether anything was judged is the merge's to say.
    expect(decideSweep({ items }, GATE, 'shard').gate.result).toBe('passed')
  })

  it('is unknown when nothing was judged, whatever the reasons, and says each', () => {
    const skipped = [
      unjudgedItem('acme/a', 'skipped', 'Skipped: over max-credits'),
      unjudgedItem('acme/b', 'skipped', 'Not scanned: 0 credits'),
    ]
    const allSkipped = decideSweep({ items: skipped }, GATE)
    expect(allSkipped.gate).toMatchObject({
      result: 'unknown',
      reason: 'no repository was judged: 2 skipped',
    })
    expect(sweepFails(allSkipped)).toBe(true)
    const mixed = decideSweep(
      {
        items: [
          ...skipped,
          unjudgedItem('acme/c', 'deferred', 'Deferred to the next run'),
          unjudgedItem('acme/d', 'failed', 'Its cost estimation failed: clone failed'),
        ],
      },
      GATE,
    )
    expect(mixed.gate).toMatchObject({
      result: 'unknown',
      reason:
        'no repository was judged: 1 could not be judged (acme/d: Its cost estimation failed: clone failed), 2 skipped, 1 deferred to the next run',
    })
    // One judged: skipped and deferred are listed, never a failure of their own.
    const oneJudged = decideSweep({ items: [judgedItem('acme/e'), ...skipped] }, GATE)
    expect(oneJudged.gate.result).toBe('passed')
  })

  it('is unknown, and fails, when the input named no repository', () => {
    const outcome = decideSweep({ items: [] }, GATE)
    expect(outcome.gate.result).toBe('unknown')
    expect(outcome.gate.reason).toBe('repositories named no repository to scan')
    expect(quotesWordForWord(outcome.gate.reason)).toBe(true)
    expect(sweepFails(outcome)).toBe(true)
  })

  it('is unknown when the sweep stopped early, and says why', () => {
    const outcome = decideSweep(
      { items: [judgedItem('acme/a')], problem: 'The job was cancelled' },
      GATE,
    )
    expect(outcome.gate.result).toBe('unknown')
    expect(outcome.gate.reason).toBe('the sweep stopped early: The job was cancelled')
    expect(outcome.problem).toBe('The job was cancelled')
  })

  it('names at most 3 repositories in its reason, and counts the rest', () => {
    const items = ['a', 'b', 'c', 'd', 'e'].map((n) =>
      unjudgedItem(`acme/${n}`, 'failed', `problem of ${n}`),
    )
    const { gate } = decideSweep({ items }, GATE)
    expect(gate.reason).toBe(
      'no repository was judged: 5 could not be judged (acme/a: problem of a, acme/b: problem of b, acme/c: problem of c, and 2 more)',
    )
  })

  it('keeps untrusted reasons to one safe line', () => {
    const { gate } = decideSweep(
      { items: [unjudgedItem('acme/a', 'failed', 'boom\n::error::owned')] },
      GATE,
    )
    expect(gate.reason).not.toContain('\n')
    expect(gate.reason).not.toContain('::error::')
  })

  it('counts the credits of the scans it started, not those of reused scans', () => {
    const outcome = decideSweep(
      {
        items: [
          judgedItem('acme/a', {}, { credits: 12 }),
          judgedItem('acme/b', {}, { credits: 30, reused: true }),
          unjudgedItem('acme/c', 'skipped', 'over max-credits'),
        ],
      },
      GATE,
    )
    expect(outcome.creditsSpent).toBe(12)
  })
})
