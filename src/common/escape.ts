/**
 * Untrusted text (finding titles, paths, descriptions, branch names, service messages) goes through
 * here before it reaches Markdown or the log. Truncate first, escape second: cutting escaped text
 * could leave half an entity or a lone backslash that escapes the next cell's `|`.
 */

const ELLIPSIS = '…'
/**
 * A link longer than this is dropped: no dashboard link needs it, and it would eat the budget.
 * @internal
 */
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
  return withoutUnprintable(text).replace(/\s+/g, ' ').trim()
}

/** Control characters, separators and invisible marks become spaces; the layout stays. */
export function withoutUnprintable(text: string): string {
  return text.replace(UNPRINTABLE, ' ')
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
  return truncate(breakLogCommands(toSingleLine(text)), maxLength)
}

/** A log line longer than this is cut: the flow's own lines are short, a service text is capped. */
const MAX_LOG_LINE_CHARS = 2_000

/**
 * Every plain line of both logs, the action's (action/ports.ts) and the command line's
 * (cli/log.ts): whatever a message carries or starts with (a service's text, say), the line can
 * start no GitHub workflow command and hold no Azure logging command.
 */
export function toLogLine(message: string): string {
  return sanitizeForLog(message, MAX_LOG_LINE_CHARS)
}

/**
 * How a command's first character is written so that it no longer starts one: a space after it
 * in a log line; in a document printed to a log, the format's own escape, which keeps every value.
 */
export interface CommandBreak {
  colon: string
  hash: string
}
const LOG_COMMAND_BREAK: CommandBreak = { colon: ': ', hash: '# ' }
/** Inside a JSON string: the same value once parsed. (`::` cannot occur outside a string.) */
export const JSON_COMMAND_BREAK: CommandBreak = { colon: '\\u003a', hash: '\\u0023' }
/** XML character references: the same text once parsed. */
export const XML_COMMAND_BREAK: CommandBreak = { colon: '&#58;', hash: '&#35;' }

/** A CI log command starts here: `::` (GitHub), `##[` (legacy) or `##vso[` (Azure Pipelines). */
function startsCommand(text: string, at: number): boolean {
  return text.startsWith('::', at) || /^##(?:\[|vso\[)/i.test(text.slice(at, at + 6))
}

/** The first `end` characters of `text`, each command there broken (seeing what follows `end`). */
function breakBefore(text: string, end: number, how: CommandBreak): string {
  return text
    .slice(0, end)
    .replace(/[:#]/g, (char, at: number) =>
      startsCommand(text, at) ? (char === ':' ? how.colon : how.hash) : char,
    )
}

/** `text` with no CI log command left anywhere in it: each one's first character broken. */
export function breakLogCommands(text: string, how: CommandBreak = LOG_COMMAND_BREAK): string {
  return breakBefore(text, text.length, how)
}

/**
 * breakLogCommands over text in pieces, as the whole text would be: each piece's last characters
 * wait for the next (a command may be cut in two), and no piece ends inside a surrogate pair.
 */
export function* breakLogCommandsInChunks(
  chunks: Iterable<string>,
  how: CommandBreak,
): Generator<string> {
  const lookahead = '##vso['.length - 1
  let pending = ''
  for (const chunk of chunks) {
    const text = pending + chunk
    let cut = Math.max(0, text.length - lookahead)
    const last = text.charCodeAt(cut - 1)
    if (last >= 0xd800 && last <= 0xdbff) cut -= 1
    if (cut > 0) yield breakBefore(text, cut, how)
    pending = text.slice(cut)
  }
  if (pending !== '') yield breakLogCommands(pending, how)
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
