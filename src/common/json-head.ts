/**
 * One member of a JSON object read from the start of its text, without parsing the rest: a file
 * of hundreds of MB whose first members are all a reader needs is read no further than them.
 * Only the text is found here; the caller parses and checks the value.
 */

/** The value's text; or the object has no such member; or the text ends before it is known. */
export type TopLevelValue = { value: string } | { missing: true } | { cut: true }

/**
 * The text of the value of `key` among the top-level members of the JSON object `text` starts
 * (or the beginning of it starts): the first such member. Strings are skipped whole, escapes
 * included, so a key or brace inside a string is never taken for one.
 */
export function readTopLevelValue(text: string, key: string): TopLevelValue {
  let at = skipSpace(text, 0)
  if (at >= text.length) return { cut: true }
  if (text[at] !== '{') return { missing: true }
  at += 1
  for (;;) {
    at = skipSpace(text, at)
    if (at >= text.length) return { cut: true }
    if (text[at] === '}') return { missing: true }
    if (text[at] !== '"') return { missing: true }
    const keyEnd = endOfString(text, at)
    if (keyEnd === undefined) return { cut: true }
    const name = parseString(text.slice(at, keyEnd))
    at = skipSpace(text, keyEnd)
    if (at >= text.length) return { cut: true }
    if (text[at] !== ':' || name === undefined) return { missing: true }
    const start = skipSpace(text, at + 1)
    const end = endOfValue(text, start)
    if (end === undefined) return { cut: true }
    if (name === key) return { value: text.slice(start, end) }
    at = skipSpace(text, end)
    if (at >= text.length) return { cut: true }
    if (text[at] === '}') return { missing: true }
    if (text[at] !== ',') return { missing: true }
    at += 1
  }
}

function skipSpace(text: string, from: number): number {
  let at = from
  while (at < text.length && ' \t\n\r'.includes(text.charAt(at))) at += 1
  return at
}

/** Where the string opening at `from` ends (after its closing quote); undefined when cut. */
function endOfString(text: string, from: number): number | undefined {
  for (let at = from + 1; at < text.length; at += 1) {
    const char = text[at]
    if (char === '\\') at += 1
    else if (char === '"') return at + 1
  }
  return undefined
}

function parseString(token: string): string | undefined {
  try {
    const value: unknown = JSON.parse(token)
    return typeof value === 'string' ? value : undefined
  } catch {
    return undefined
  }
}

/**
 * Where the value starting at `from` ends: after its closing bracket, quote or last character.
 * Undefined when the text ends first (a scalar running to the end may go on past it).
 */
function endOfValue(text: string, from: number): number | undefined {
  if (from >= text.length) return undefined
  if (text[from] === '"') return endOfString(text, from)
  if (text[from] !== '{' && text[from] !== '[') {
    let at = from
    while (at < text.length && !',}] \t\n\r'.includes(text.charAt(at))) at += 1
    return at < text.length ? at : undefined
  }
  let depth = 0
  for (let at = from; at < text.length; at += 1) {
    const char = text[at]
    if (char === '"') {
      const end = endOfString(text, at)
      if (end === undefined) return undefined
      at = end - 1
    } else if (char === '{' || char === '[') depth += 1
    else if (char === '}' || char === ']') {
      depth -= 1
      if (depth === 0) return at + 1
    }
  }
  return undefined
}
