/**
 * Arbitraries and checks shared by the property suites. Untrusted text is drawn from three
 * sources: any grapheme, any code point, and a mix of fragments that have broken escaping before
 * (workflow commands, HTML, Markdown links and tables, line separators, bidi overrides, NUL).
 */
import fc from 'fast-check'

/** Enough runs to find a counterexample in these small inputs, few enough to keep the suite fast. */
export const RUNS = 300

export const HOSTILE_FRAGMENTS: readonly string[] = [
  '::set-output name=x::',
  '::error file=a::',
  '::add-mask::',
  '::stop-commands::t0k',
  '\n::warning::',
  '\r\n::debug::',
  '##[error]',
  '##[set-output name=x;]',
  ':',
  '::',
  '#',
  '\n',
  '\r',
  '\u2028',
  '\u2029',
  '\u0085',
  '\u000b',
  '\f',
  '\t',
  ' ',
  '\u00a0',
  '\u0000',
  '\u001b[31m',
  '\u007f',
  '\u202e',
  '\u2066',
  '\u200f',
  '\ufeff',
  '<script>',
  '</script>',
  '<img src=x onerror=alert(1)>',
  '<!--',
  '-->',
  '<a href="https://evil.test">',
  '<?php',
  '</',
  '<',
  '>',
  '](javascript:alert(1))',
  '[x](https://evil.test)',
  '![i](https://evil.test/a.png)',
  '[ref]: https://evil.test',
  '(',
  ')',
  '[',
  ']',
  '|',
  '\\|',
  '\\',
  '\\\\',
  '`',
  '```',
  '*',
  '**',
  '_',
  '~~',
  '$',
  '!',
  '- ',
  '+ ',
  '= ',
  '1. ',
  '> ',
  '&lt;',
  '&#60;',
  '&amp;',
  '&',
  '"',
  "'",
  '%0A',
  '%0D',
  '%25',
  '%3A%3A',
  'www.evil.test',
  'http://evil.test',
  'https://user:pw@evil.test/',
  'mailto:a@b.test',
  'javascript:',
  '@user',
  '\ud83d\ude00',
  '\ud83d',
  '\ude00',
  '👩‍👩‍👧',
  'é',
]

/** Arbitrary text biased toward the fragments that break escaping. */
export const hostileText: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_FRAGMENTS) },
      { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 6 }) },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 3 }) },
    ),
    { maxLength: 14 },
  )
  .map((parts) => parts.join(''))

/** Any untrusted text: graphemes, raw code points (with lone surrogates), or hostile fragments. */
export const anyText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: fc.constantFrom(...'<>|\\[]()`:*_&#!@~$-+=.\n\r \t'.split('')) }),
  hostileText,
  hostileText,
)

/** Like anyText, but sometimes long enough to be cut by the length limits. */
export const longText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: anyText },
  { weight: 1, arbitrary: fc.array(hostileText, { maxLength: 40 }).map((p) => p.join('')) },
)

/** Strings the runner or a renderer could read as the end of a line. */
export const LINE_BREAK = /[\n\r\u2028\u2029\u0085]/
/** What toSingleLine promises to remove: controls, separators, bidi marks and overrides. */
export const UNPRINTABLE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/
/** An HTML tag, comment, declaration or processing instruction. */
export const RAW_HTML_START = /<[a-zA-Z!/?]/

/** URL-safe characters of an API key (encodeURIComponent leaves them alone). */
const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'.split('')
/** Base64 adds characters that encodeURIComponent changes, so the encoded form differs. */
const BASE64_ALPHABET = [...KEY_ALPHABET, '+', '/', '=']

/** A service API key: `ssk_` and 20–60 URL-safe characters. */
export const apiKey: fc.Arbitrary<string> = fc
  .string({ unit: fc.constantFrom(...KEY_ALPHABET), minLength: 20, maxLength: 60 })
  .map((random) => `ssk_${random}`)

/** A key whose URL-encoded form differs from it. */
export const base64Key: fc.Arbitrary<string> = fc
  .tuple(
    fc.string({ unit: fc.constantFrom(...KEY_ALPHABET), minLength: 10, maxLength: 30 }),
    fc.constantFrom('+', '/', '='),
    fc.string({ unit: fc.constantFrom(...BASE64_ALPHABET), minLength: 10, maxLength: 30 }),
  )
  .map(([a, b, c]) => `ssk_${a}${b}${c}`)

/** Text that holds the key (raw or URL-encoded) somewhere among arbitrary text. */
export function textWithKey(key: string): fc.Arbitrary<string> {
  const form = fc.constantFrom(key, encodeURIComponent(key))
  return fc
    .array(fc.oneof({ weight: 2, arbitrary: anyText }, { weight: 1, arbitrary: form }), {
      maxLength: 6,
    })
    .chain((parts) =>
      fc.tuple(form, fc.nat(parts.length)).map(([k, at]) => {
        const all = [...parts]
        all.splice(at, 0, k)
        return all.join('')
      }),
    )
}

/**
 * JSON values whose strings sometimes hold the key, whose object keys are often the field names
 * the response schemas look for, and whose leaves are often values those fields accept.
 */
export function jsonWithKey(key: string, fieldNames: readonly string[]): fc.Arbitrary<unknown> {
  const leaf = fc.oneof(
    textWithKey(key),
    fc.string(),
    fc.constant(key),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom('completed', 'failed', 'running', 'pending', 'partial', ''),
  )
  const name = fc.oneof(fc.constantFrom(...fieldNames), fc.string({ maxLength: 8 }))
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(name, tie('value'), { maxKeys: 8 }),
    ),
  }))
  return value
}
