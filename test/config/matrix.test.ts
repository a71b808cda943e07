import { describe, expect, it } from 'vitest'
import { ConfigError } from '../../src/config/inputs.js'
import { modeOf, readMatrixConfig } from '../../src/config/matrix.js'

function problemsOf(values: Record<string, string>): string[] {
  try {
    readMatrixConfig((name) => values[name] ?? '')
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
  return []
}

const KEYS = Array.from({ length: 11 }, (_, i) => `ssk_${String(i).padStart(32, '0')}`)

describe('readMatrixConfig', () => {
  it('defaults to a sweep of one job, with the documented defaults', () => {
    expect(readMatrixConfig((name) => (name === 'api-key' ? (KEYS[0] ?? '') : ''))).toEqual({
      mode: 'sweep',
      keys: [KEYS[0]],
      shards: undefined,
      shard: undefined,
      planFile: 'security-scan-plan.json',
      reportsDir: 'security-scan-shards',
      maxParallel: undefined,
      timeBudgetMs: 5 * 3_600_000,
      reuseMaxAgeMs: 168 * 3_600_000,
    })
  })

  it('reads one key a line, blank lines and spaces left out', () => {
    const config = readMatrixConfig(
      (name) =>
        ({ mode: 'Shard', shard: '2', 'api-key': ` ${KEYS[0]}\r\n\n${KEYS[1]} \n` })[name] ?? '',
    )
    expect(config).toMatchObject({ mode: 'shard', shard: 2, keys: [KEYS[0], KEYS[1]] })
  })

  it('names each input that is not valid, with what it takes, and never a key', () => {
    expect(problemsOf({ mode: 'plan' })).toEqual([
      'shards: required by mode: plan, the number of shards of the matrix, 1 to 256',
    ])
    expect(problemsOf({ mode: 'shard' })).toEqual([
      "shard: required by mode: shard, this job's shard: ${{ matrix.shard }}",
    ])
    expect(problemsOf({ mode: 'plan', shards: '257' })).toEqual([
      'shards: "257" is not an integer from 1 to 256',
    ])
    expect(problemsOf({ mode: 'nightly', 'time-budget': '5 hours' })).toEqual([
      'mode: "nightly" is not one of sweep, plan, shard, merge',
      expect.stringMatching(/^time-budget: "5 hours" is not a duration/),
    ])
    const tooMany = problemsOf({ mode: 'shard', shard: '0', 'api-key': KEYS.join('\n') })
    expect(tooMany).toEqual(['api-key: 11 keys, one a line; an organization holds at most 10'])
    const two = problemsOf({ 'api-key': `${KEYS[0]}\n${KEYS[1]}` })
    expect(two).toEqual([
      'api-key: 2 keys, one a line; a sweep of one job uses one key (mode: shard picks one key a shard)',
    ])
    for (const problem of [...tooMany, ...two]) {
      for (const key of KEYS) expect(problem).not.toContain(key)
    }
  })
})

describe('modeOf', () => {
  it('reads the mode before the inputs are checked; what is not one is a sweep of one job', () => {
    expect(modeOf(' MERGE ')).toBe('merge')
    expect(modeOf('')).toBe('sweep')
    expect(modeOf('nightly')).toBe('sweep')
  })
})
