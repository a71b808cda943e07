/**
 * Untrusted text (finding titles, paths, descriptions, branch names, service messages) goes through
 * here before it reaches Markdown or the log. Truncate first, escape second: cutting escaped text
 * could leave half an entity or a lone backslash that escapes the next cell's `|`.
 */

const ELLIPSIS = '…'
/** A link longer than this is dropped: no dashboard link needs it, and it would eat the budget. */
export const MAX_LINK_CHARS = 2_048

/* eslint-disable no-control-regex */
/**
 * C0/C1 controls, DEL, line and paragraph separators, bidirectional marks and overrides (which can
 * make text render in a different order than it reads: "Trojan Source"), the zero-width space and
 * byte order mark (which hide text or split a word a reader would search for; the zero-width
 * joiners stay, emoji and many scripts need them) and interlinear annotation marks.
 */
const UNPRINTABLE =
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff\ufff9-\ufffb]/g
/* eslint-enable no-control-regex */

const HTML_ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/**
 * HTML specials become entities; Markdown punctuation gets a backslash. `:` is escaped so that
 * `http://`, `mailto:` and `javascript:` never start an autolink, and `@` so that an address never
 * becomes a mailto link (GFM autolinks without any brackets).
 */
const SPECIAL = /[&<>"'\\`*_[\]()#!~|$:@]/g

/** One line of text: control characters and separators become spaces, runs of whitespace one. */
export function toSingleLine(text: string): string {
  return text.replace(UNPRINTABLE, ' ').replace(/\s+/g, ' ').trim()
}

/**
 * Text safe for a GFM table cell or inline Markdown: it renders as itself and cannot produce raw
 * HTML, a link, an image, emphasis, a heading or list, or break out of a table row.
 */
export function escapeMarkdown(text: string): string {
  const escaped = toSingleLine(text).replace(SPECIAL, (c) => HTML_ENTITIES[c] ?? `\\${c}`)
  return (
    escaped
      // `www.` autolinks too; an escaped dot breaks the match.
      .replace(/(^|[^a-z0-9])(www)\./gi, '$1$2\\.')
      // Block markers matter only at the start of a line: list items, ordered lists, setext lines.
      .replace(/^([-+=])/, '\\$1')
      .replace(/^(\d+)\./, '$1\\.')
  )
}

/**
 * At most `max` characters, ending in an ellipsis when cut. Never splits a surrogate pair.
 * Counts UTF-16 code units, like String.length.
 */
export function truncate(text: string, max: number): string {
  const limit = Math.max(0, Math.floor(max))
  if (text.length <= limit) return text
  if (limit === 0) return ''
  let end = limit - ELLIPSIS.length
  const last = text.charCodeAt(end - 1)
  if (last >= 0xd800 && last <= 0xdbff) end -= 1
  return text.slice(0, Math.max(0, end)) + ELLIPSIS
}

/**
 * Text safe to print in the job log, even at the start of a line: one line, no control
 * characters, and no `::` (workflow commands such as `::add-mask::`, `::set-output`,
 * `::stop-commands::`), `##[` (the legacy command syntax) nor `##vso[` (Azure Pipelines' logging
 * commands, for the command line) left anywhere in it.
 */
export function sanitizeForLog(text: string, maxLength = 200): string {
  const safe = toSingleLine(text)
    .replace(/:(?=:)/g, ': ')
    .replace(/#(?=#(?:\[|vso\[))/gi, '# ')
  return truncate(safe, maxLength)
}

/** Characters the URL parser leaves alone that would end a Markdown link or a table cell. */
const LINK_UNSAFE = /[()|\\[\]'`*_<>" ]/g

/**
 * The URL when it is an absolute http(s) URL without credentials (`https://github.com@evil.test`
 * hides its real host), normalised and percent-encoded so it can sit in a Markdown link
 * destination inside a table cell; undefined otherwise.
 */
export function safeLink(url: string | undefined): string | undefined {
  const trimmed = url?.trim()
  if (trimmed === undefined || trimmed.length === 0 || trimmed.length > MAX_LINK_CHARS) {
    return undefined
  }
  let parsed: URL
  try {
    parsed = new URL(trimmed)
  } catch {
    return undefined
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined
  if (parsed.username !== '' || parsed.password !== '') return undefined
  // A host may hold `( ) ' " * _` and more, which would end or bend a Markdown link: refuse them.
  if (!/^[A-Za-z0-9.:[\]-]+$/.test(parsed.host)) return undefined
  const rest = (parsed.pathname + parsed.search + parsed.hash).replace(
    LINK_UNSAFE,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  )
  return parsed.origin + rest
}
