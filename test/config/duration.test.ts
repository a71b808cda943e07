import { describe, expect, it } from 'vitest'
import {
  formatDuration,
  MAX_DURATION_MS,
  parseDuration,
  readDuration,
} from '../../src/config/duration.js'

describe('parseDuration', () => {
  it.each([
    ['500ms', 500],
    ['15s', 15_000],
    ['10m', 600_000],
    ['1h', 3_600_000],
    ['15', 15_000],
    ['1.5', 1_500],
    ['.5', 500],
    ['1.5m', 90_000],
    ['0.25h', 900_000],
    ['2.5ms', 3],
    ['0', 0],
    ['  30s  ', 30_000],
    ['30 s', 30_000],
  ])('reads %j as %i ms', (text, ms) => {
    expect(parseDuration(text, 'poll-interval')).toBe(ms)
  })

  it.each([
    '',
    'abc',
    '15x',
    '-5',
    '-5s',
    '1e3',
    'Infinity',
    '1..5',
    '1.',
    '10M',
    '1H',
    '15sec',
    'ms',
    '1h30m',
  ])('rejects %j naming the input and the accepted forms', (text) => {
    expect(() => parseDuration(text, 'scan-timeout')).toThrow(
      `scan-timeout: ${JSON.stringify(text)} is not a duration; use 500ms, 15s, 10m, 1h or a number of seconds such as 1.5`,
    )
  })

  it('rejects a duration setTimeout cannot hold', () => {
    expect(parseDuration('596h', 'scan-timeout')).toBe(596 * 3_600_000)
    expect(() => parseDuration('597h', 'scan-timeout')).toThrow(/^scan-timeout: "597h" is too long/)
    expect(readDuration(`${MAX_DURATION_MS}ms`)).toEqual({ ms: MAX_DURATION_MS })
  })

  it('escapes and shortens the value it quotes', () => {
    const result = readDuration(`::error::x\n${'a'.repeat(100)}`)
    expect(result).toHaveProperty('problem')
    const problem = 'problem' in result ? result.problem : ''
    expect(problem).not.toContain('\n')
    expect(problem).toMatch(/^"::error::x\\naaaa.*…" is not a duration/)
    expect(problem.length).toBeLessThan(150)
  })
})

describe('formatDuration', () => {
  it('uses the largest whole unit', () => {
    expect([7_200_000, 600_000, 45_000, 1_500].map(formatDuration)).toEqual([
      '2h',
      '10m',
      '45s',
      '1500ms',
    ])
  })
})
