import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  escapeMarkdown,
  MAX_LINK_CHARS,
  safeLink,
  sanitizeForLog,
  toSingleLine,
  truncate,
} from '../../src/common/escape.js'
import { parseWorkflowCommand, splitLines } from '../e2e/safety.js'
import { countUnescapedPipes } from '../support/markdown.js'
import { anyText, LINE_BREAK, longText, RAW_HTML_START, RUNS, UNPRINTABLE } from './arbitraries.js'

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
}

/**
 * Characters that mean something to GFM inline parsing or to a table, and so may appear in
 * escaped text only behind a backslash (or, for the HTML specials, as an entity).
 */
const ACTIVE = new Set('\\`*_[]()#!~|$:@<>"\'&'.split(''))
const ASCII_PUNCTUATION = /^[!-/:-@[-`{-~]$/

/** Where escaped text holds an active character that is not escaped, or undefined. */
function findUnescaped(markdown: string): string | undefined {
  for (let i = 0; i < markdown.length; i++) {
    const c = markdown.charAt(i)
    if (c === '\\') {
      if (!ASCII_PUNCTUATION.test(markdown.charAt(i + 1))) return `lone \\ at ${i}`
      i += 1
    } else if (c === '&') {
      const entity = /^&(amp|lt|gt|quot|#39);/.exec(markdown.slice(i))
      if (entity === null) return `bare & at ${i}`
      i += entity[0].length - 1
    } else if (ACTIVE.has(c)) {
      return `unescaped ${c} at ${i}`
    }
  }
  return undefined
}

/** What a Markdown renderer shows for escaped text: backslash escapes and entities resolved. */
function renderText(markdown: string): string {
  return markdown.replace(
    /\\([!-/:-@[-`{-~])|&(amp|lt|gt|quot|#39);/g,
    (_, escaped: string | undefined, entity: string | undefined) =>
      escaped ?? ENTITIES[entity ?? ''] ?? '',
  )
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff
}

describe('sanitizeForLog', () => {
  it('gives one line that can start no workflow command, within the length asked', () => {
    fc.assert(
      fc.property(
        longText,
        fc.option(fc.integer({ min: 0, max: 400 }), { nil: undefined }),
        (s, max) => {
          const out = sanitizeForLog(s, max)
          expect(out).not.toMatch(LINE_BREAK)
          expect(out).not.toMatch(UNPRINTABLE)
          expect(splitLines(out)).toHaveLength(1)
          expect(out.trimStart().startsWith('::')).toBe(false)
          expect(parseWorkflowCommand(out)).toBeUndefined()
          // Not even mid-line: a log line is often `prefix: ${text}`, and `::` there is harmless
          // only as long as nothing cuts the prefix off.
          expect(out).not.toContain('::')
          expect(out).not.toContain('##[')
          expect(out.length).toBeLessThanOrEqual(max ?? 200)
        },
      ),
      { numRuns: RUNS },
    )
  })
})

describe('toSingleLine', () => {
  it('gives one trimmed line without control characters, separators or bidi overrides', () => {
    fc.assert(
      fc.property(anyText, (s) => {
        const out = toSingleLine(s)
        expect(out).not.toMatch(LINE_BREAK)
        expect(out).not.toMatch(UNPRINTABLE)
        expect(out).toBe(out.trim())
        expect(out).not.toMatch(/\s\s/)
      }),
      { numRuns: RUNS },
    )
  })

  it('keeps every printable character in order', () => {
    fc.assert(
      fc.property(anyText, (s) => {
        const printable = (t: string): string =>
          t.replace(new RegExp(UNPRINTABLE.source, 'g'), '').replace(/\s/g, '')
        expect(printable(toSingleLine(s))).toBe(printable(s))
      }),
      { numRuns: RUNS },
    )
  })
})

describe('escapeMarkdown', () => {
  it('leaves no active Markdown or HTML character unescaped, and no line break', () => {
    fc.assert(
      fc.property(anyText, (s) => {
        const out = escapeMarkdown(s)
        expect(findUnescaped(out)).toBeUndefined()
        expect(out).not.toContain('<')
        expect(out).not.toMatch(RAW_HTML_START)
        expect(countUnescapedPipes(out)).toBe(0)
        // `](` only renders as link syntax when both brackets are unescaped.
        expect(out).not.toMatch(/(^|[^\\])(\\\\)*\]\(/)
        expect(out).not.toMatch(LINE_BREAK)
        expect(out).not.toMatch(UNPRINTABLE)
        // GFM autolinks `www.` after the start or a non-word character.
        expect(out).not.toMatch(/(^|[^a-z0-9\\])www\./i)
        // A block marker at the start of a cell or list item: list, ordered list, heading.
        expect(out).not.toMatch(/^([-+=>#]|\d+[.)])/)
      }),
      { numRuns: RUNS },
    )
  })

  it('renders as the text itself, on one line', () => {
    fc.assert(
      fc.property(anyText, (s) => {
        expect(renderText(escapeMarkdown(s))).toBe(toSingleLine(s))
      }),
      { numRuns: RUNS },
    )
  })
})

describe('truncate', () => {
  it('respects the limit, keeps a prefix and never splits a surrogate pair', () => {
    fc.assert(
      fc.property(longText, fc.integer({ min: 0, max: 300 }), (s, max) => {
        const out = truncate(s, max)
        expect(out.length).toBeLessThanOrEqual(max)
        if (s.length <= max) {
          expect(out).toBe(s)
          return
        }
        if (max === 0) {
          expect(out).toBe('')
          return
        }
        expect(out.endsWith('…')).toBe(true)
        const kept = out.slice(0, -1)
        expect(s.startsWith(kept)).toBe(true)
        // At most one code unit is given up, and only to keep a pair whole.
        expect(kept.length).toBeGreaterThanOrEqual(max - 2)
        const before = s.charCodeAt(kept.length - 1)
        const after = s.charCodeAt(kept.length)
        expect(isHighSurrogate(before) && isLowSurrogate(after)).toBe(false)
      }),
      { numRuns: RUNS },
    )
  })

  it('takes any number as the limit', () => {
    fc.assert(
      fc.property(anyText, fc.double({ noNaN: true, min: -10, max: 500 }), (s, max) => {
        expect(truncate(s, max).length).toBeLessThanOrEqual(Math.max(0, Math.floor(max)))
      }),
      { numRuns: RUNS },
    )
  })
})

/** http(s) URLs with hostile hosts, paths, queries and fragments, and anything else. */
const urlLike: fc.Arbitrary<string> = fc.oneof(
  anyText,
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc
    .tuple(
      fc.constantFrom('https://', 'http://', 'HTTPS://', 'javascript:', 'data:', 'https://u:p@'),
      fc.string({ unit: fc.constantFrom(...'abc.-_()*\'"`{}!$&+,;=~'.split('')), minLength: 1 }),
      anyText,
    )
    .map(([scheme, host, rest]) => `${scheme}${host}/${rest}`),
)

describe('safeLink', () => {
  it('gives an http(s) URL without credentials, spaces, pipes, brackets or HTML', () => {
    fc.assert(
      fc.property(urlLike, (url) => {
        const link = safeLink(url)
        if (link === undefined) return
        expect(link).toMatch(/^https?:\/\/[^/]/)
        expect(link.length).toBeLessThanOrEqual(MAX_LINK_CHARS * 3)
        expect(link).not.toMatch(/[\s<>[\]\\|]/)
        expect(link).not.toMatch(UNPRINTABLE)
        const parsed = new URL(link)
        expect(parsed.username + parsed.password).toBe('')
        expect(['http:', 'https:']).toContain(parsed.protocol)
      }),
      { numRuns: RUNS },
    )
  })

  it('percent-encodes the path, query and fragment for a Markdown link destination', () => {
    fc.assert(
      fc.property(urlLike, (url) => {
        const link = safeLink(url)
        if (link === undefined) return
        const rest = link.slice(new URL(link).origin.length)
        expect(rest).not.toMatch(/[()|\\[\]'`*_<>" ]/)
      }),
      { numRuns: RUNS },
    )
  })

  // Found by this property, and fixed: safeLink percent-encodes only the path, query and fragment; the host may hold `(`, `)`,
  // `'`, `"`, `*`, `_` and backticks (WHATWG allows them in a domain). Counterexample:
  // safeLink('https://a)b/') === 'https://a)b/', so `[title](https://a)b/)` links to `https://a`
  // and shows `b/)` as text; 'https://a(b/' leaves `[title](https://a(b/)` not a link at all.
  it('gives a link with no character that ends a Markdown link destination', () => {
    fc.assert(
      fc.property(urlLike, (url) => {
        const link = safeLink(url)
        if (link === undefined) return
        expect(link).not.toMatch(/[()|\\[\]'`*_<>" ]/)
      }),
      { numRuns: RUNS, examples: [['https://a)b/']] },
    )
  })
})
