import { describe, expect, it } from 'vitest'
import {
  escapeMarkdown,
  safeLink,
  sanitizeForLog,
  breakLogCommands,
  breakLogCommandsInChunks,
  JSON_COMMAND_BREAK,
  XML_COMMAND_BREAK,
  toSingleLine,
  truncate,
} from '../../src/common/escape.js'
import { countUnescapedPipes } from '../support/markdown.js'

describe('escapeMarkdown', () => {
  it('keeps ordinary text readable', () => {
    expect(escapeMarkdown('Hard-coded secret in config')).toBe('Hard-coded secret in config')
  })

  it('escapes pipes so a cell cannot split a table row', () => {
    const out = escapeMarkdown('a | b || c')
    expect(countUnescapedPipes(out)).toBe(0)
    expect(out).toBe('a \\| b \\|\\| c')
  })

  it('turns HTML and script tags into entities', () => {
    const out = escapeMarkdown('<script>alert("x")</script> & <img src=x onerror=\'y\'>')
    expect(out).not.toMatch(/[<>"']/)
    expect(out).toContain('&lt;script&gt;')
    expect(out).toContain('&quot;x&quot;')
    expect(out).toContain('&amp;')
    expect(out).toContain('&#39;y&#39;')
  })

  it('does not double-escape entities already in the text', () => {
    expect(escapeMarkdown('&lt;b&gt;')).toBe('&amp;lt;b&amp;gt;')
  })

  it('breaks image and link syntax', () => {
    const out = escapeMarkdown('![pixel](https://evil.test/p.png) [click](javascript:alert(1))')
    expect(out).not.toContain('](')
    expect(out).not.toContain('![')
    expect(out).toContain('\\!\\[pixel\\]\\(https\\://evil.test/p.png\\)')
  })

  it('breaks autolinks: bare URLs, www. and e-mail addresses', () => {
    expect(escapeMarkdown('see https://evil.test')).toBe('see https\\://evil.test')
    expect(escapeMarkdown('go to www.evil.test')).toBe('go to www\\.evil.test')
    expect(escapeMarkdown('mail me@evil.test')).toBe('mail me\\@evil.test')
  })

  it('turns newlines, tabs and separators into single spaces', () => {
    expect(escapeMarkdown('one\r\ntwo\nthree\u2028four\u2029five\tsix')).toBe(
      'one two three four five six',
    )
    expect(escapeMarkdown('  padded\n\n  ')).toBe('padded')
  })

  it('escapes backticks, emphasis, strikethrough, headings and backslashes', () => {
    expect(escapeMarkdown('`code` *b* _i_ ~~s~~ # h \\')).toBe(
      '\\`code\\` \\*b\\* \\_i\\_ \\~\\~s\\~\\~ \\# h \\\\',
    )
  })

  it('escapes list, ordered-list and heading markers at the start', () => {
    expect(escapeMarkdown('- item')).toBe('\\- item')
    expect(escapeMarkdown('+ item')).toBe('\\+ item')
    expect(escapeMarkdown('1. item')).toBe('1\\. item')
    expect(escapeMarkdown('## heading')).toBe('\\#\\# heading')
    expect(escapeMarkdown('> quote')).toBe('&gt; quote')
    expect(escapeMarkdown('a - b')).toBe('a - b')
  })

  it('removes bidirectional overrides and control characters', () => {
    expect(escapeMarkdown('a\u202eb\u0000c\u001b[31m')).toBe('a b c \\[31m')
  })
})

describe('toSingleLine', () => {
  it('collapses every kind of line break and whitespace run', () => {
    expect(toSingleLine(' a\r\n\u0085b \u2028 c ')).toBe('a b c')
  })

  it('drops bidi marks, zero-width characters and interlinear annotation marks', () => {
    expect(toSingleLine('ad\u200bmin\u061c \u202eevil\u202c\ufeff\ufff9x\ufffb')).toBe(
      'ad min evil x',
    )
  })
})

describe('truncate', () => {
  it('leaves short text alone', () => {
    expect(truncate('short', 10)).toBe('short')
    expect(truncate('exactly10!', 10)).toBe('exactly10!')
  })

  it('cuts to max characters including the ellipsis', () => {
    const out = truncate('abcdefghij', 5)
    expect(out).toBe('abcd…')
    expect(out).toHaveLength(5)
  })

  it('never splits a surrogate pair', () => {
    const out = truncate('ab😀cd', 4)
    expect(out).toBe('ab…')
    expect(out).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/)
  })

  it('returns nothing for a zero or negative limit', () => {
    expect(truncate('abc', 0)).toBe('')
    expect(truncate('abc', -3)).toBe('')
  })
})

describe('sanitizeForLog', () => {
  const hostile = [
    '::add-mask::x',
    'title\n::set-output name=a::b',
    '%0A::error::owned',
    'x\r::stop-commands::token',
    'a\u2028::warning file=a::b',
    ':::::',
    '::',
  ]

  it.each(hostile)('leaves no "::" in %j', (text) => {
    const out = sanitizeForLog(text)
    expect(out).not.toContain('::')
    expect(out).not.toMatch(/[\r\n\u2028\u2029]/)
  })

  it('keeps the text readable', () => {
    expect(sanitizeForLog('::add-mask::x')).toBe(': :add-mask: :x')
    expect(sanitizeForLog('title\n::set-output name=a::b')).toBe('title : :set-output name=a: :b')
    expect(sanitizeForLog('src/a.ts:12 is fine')).toBe('src/a.ts:12 is fine')
  })

  it('leaves %0A literal but without a command after it', () => {
    expect(sanitizeForLog('%0A::error::x')).toBe('%0A: :error: :x')
  })

  it('breaks commands in a document printed to a log, keeping every value, however it is cut', () => {
    const values = [
      '::error::x',
      'a ##vso[task.complete]',
      '##[group]',
      ':::',
      'plain: a#b',
      '😀::',
    ]
    const json = JSON.stringify(values)
    const whole = breakLogCommands(json, JSON_COMMAND_BREAK)
    expect(whole).not.toMatch(/::|##\[|##vso\[/i)
    expect(JSON.parse(whole)).toEqual(values)
    for (const size of [1, 2, 3, 5, 7]) {
      const pieces = json.match(new RegExp(`[\\s\\S]{1,${size}}`, 'gu')) ?? []
      const joined = [...breakLogCommandsInChunks(pieces, JSON_COMMAND_BREAK)]
      expect(joined.join('')).toBe(whole)
      for (const piece of joined) expect(piece).not.toMatch(/^[\udc00-\udfff]|[\ud800-\udbff]$/)
    }
    const xml = `<a b="::x">##vso[y]</a>`
    expect(breakLogCommands(xml, XML_COMMAND_BREAK)).toBe('<a b="&#58;:x">&#35;#vso[y]</a>')
  })

  it("neutralises Azure Pipelines' ##vso[ logging commands", () => {
    expect(sanitizeForLog('##vso[task.setvariable variable=x]1')).not.toMatch(/##vso\[/i)
    expect(sanitizeForLog('a ###VSO[task.complete result=Succeeded]')).not.toMatch(/##vso\[/i)
  })

  it('neutralises the legacy ##[ syntax', () => {
    expect(sanitizeForLog('##[error]boom')).not.toContain('##[')
    expect(sanitizeForLog('###[group]x')).not.toContain('##[')
  })

  it('replaces control characters and collapses whitespace', () => {
    expect(sanitizeForLog('a\u0000\u0007b\u001b[2Jc   \t d')).toBe('a b [2Jc d')
  })

  it('truncates to maxLength, 200 by default', () => {
    expect(sanitizeForLog('x'.repeat(500))).toHaveLength(200)
    expect(sanitizeForLog('y'.repeat(500), 20)).toBe(`${'y'.repeat(19)}…`)
  })

  it('cannot form "::" when cut in the middle of a broken-up pair', () => {
    for (let max = 1; max < 12; max++) expect(sanitizeForLog('::::::', max)).not.toContain('::')
  })
})

describe('safeLink', () => {
  it('accepts http and https URLs', () => {
    expect(safeLink('https://dash.example.test/findings/1')).toBe(
      'https://dash.example.test/findings/1',
    )
    expect(safeLink(' http://127.0.0.1:8080/x?y=1#z ')).toBe('http://127.0.0.1:8080/x?y=1#z')
  })

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    'file:///etc/passwd',
    '//evil.test/x',
    '/relative/path',
    'not a url',
    '',
    'https://github.com@evil.test/',
    `https://e.test/${'a'.repeat(3000)}`,
  ])('refuses %j', (url) => {
    expect(safeLink(url)).toBeUndefined()
  })

  it('refuses undefined', () => {
    expect(safeLink(undefined)).toBeUndefined()
  })

  it('percent-encodes what would end a Markdown link or a table cell', () => {
    const out = safeLink('https://e.test/a(b)|c [d]`e\'?q=")x*_#f g')
    expect(out).toBeDefined()
    expect(out).not.toMatch(/[()|[\]`'" <>*_]/)
    expect(out).toContain('%28b%29%7Cc')
  })
})
