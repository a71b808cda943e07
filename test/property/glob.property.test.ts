import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { findGlobProblem, findLiteralFolder, matchesPathGlob } from '../../src/common/glob.js'
import { parsePolicy } from '../../src/policy/parse.js'
import { POLICY_NOW_MS } from '../../testkit/builders/policy.js'
import { hostileText, RUNS } from './arbitraries.js'

/** Globs are cheap to check: more runs than the shared default, still well under a second. */
const GLOB_RUNS = 2_000

// A small alphabet, so that generated patterns and paths meet often.
const char = fc.constantFrom('a', 'b', 'c', '.', '-')
const word = fc.string({ unit: char, minLength: 1, maxLength: 3 })

/** A repository-relative path as git writes it (no `.` or `..`); some names start with a dot. */
const path = fc
  .array(
    word.filter((w) => w !== '.' && w !== '..'),
    { minLength: 1, maxLength: 4 },
  )
  .map((s) => s.join('/'))

const classPattern = fc.constantFrom('[ab]', '[!a]', '[^b]', '[a-c]', '[.-]', '[]a]')
const segmentPart = fc.oneof(word, fc.constantFrom('*', '?'), classPattern)
const segmentPattern = fc.oneof(
  {
    arbitrary: fc.array(segmentPart, { minLength: 1, maxLength: 3 }).map((p) => p.join('')),
    weight: 4,
  },
  { arbitrary: fc.constant('**'), weight: 1 },
)

/** A glob with what it stands for: each `{x,y}` (alternatives may span segments) spelled out. */
interface Spelled {
  glob: string
  alternatives: string[]
}

const plainPart = segmentPattern.map((s): Spelled => ({ glob: s, alternatives: [s] }))
const bracePart = fc
  .array(
    fc.array(segmentPattern, { minLength: 1, maxLength: 2 }).map((s) => s.join('/')),
    { minLength: 2, maxLength: 3 },
  )
  .map((options): Spelled => ({ glob: `{${options.join(',')}}`, alternatives: options }))

const spelledPattern = fc
  .array(fc.oneof({ arbitrary: plainPart, weight: 5 }, { arbitrary: bracePart, weight: 1 }), {
    minLength: 1,
    maxLength: 4,
  })
  .map((parts): Spelled => ({
    glob: parts.map((part) => part.glob).join('/'),
    alternatives: parts.reduce<string[]>(
      (heads, part) =>
        heads.flatMap((head) =>
          part.alternatives.map((alternative) =>
            head === '' ? alternative : `${head}/${alternative}`,
          ),
        ),
      [''],
    ),
  }))
  .filter(({ glob }) => findGlobProblem(glob) === undefined)

const pattern = spelledPattern.map(({ glob }) => glob)

describe('matchesPathGlob, on the patterns the policy accepts', () => {
  it('matches a path when one of the alternatives its braces stand for does, and only then', () => {
    fc.assert(
      fc.property(spelledPattern, path, ({ glob, alternatives }, p) => {
        const some = alternatives.some((alternative) => matchesPathGlob(p, alternative))
        expect(matchesPathGlob(p, glob)).toBe(some)
      }),
      { numRuns: GLOB_RUNS },
    )
  })

  it('never lets a pattern without a dot match a name that starts with one', () => {
    fc.assert(
      fc.property(pattern, path, (glob, p) => {
        if (!glob.includes('.') && /(^|\/)\./.test(p)) expect(matchesPathGlob(p, glob)).toBe(false)
      }),
      { numRuns: GLOB_RUNS },
    )
  })

  it('matches a path only below the literal folder the pattern starts with', () => {
    fc.assert(
      fc.property(pattern, path, (glob, p) => {
        if (matchesPathGlob(p, glob)) expect(p.startsWith(findLiteralFolder(glob))).toBe(true)
      }),
      { numRuns: GLOB_RUNS },
    )
  })
})

describe('a policy file of any text', () => {
  it('parses or gives errors, never throws, and no message holds a line break or "::"', () => {
    const value = fc.oneof(hostileText, fc.constantFrom('vendor/**', '2026-08-01', '[', '{'))
    const file = fc
      .tuple(value, value, value)
      .map(
        ([a, b, c]) =>
          `version: 1\nexclude-paths: [${JSON.stringify(a)}]\nsuppressions:\n  - rule: ${JSON.stringify(b)}\n    expires: ${JSON.stringify(c)}\n    ${JSON.stringify(c)}: x\n`,
      )
    fc.assert(
      fc.property(file, (text) => {
        const parsed = parsePolicy(text, 'p.yml', POLICY_NOW_MS)
        for (const error of parsed.ok ? [] : parsed.errors) {
          expect(error.message).not.toMatch(/[\r\n\u2028\u2029]|::/)
        }
      }),
      { numRuns: RUNS },
    )
  })
})
