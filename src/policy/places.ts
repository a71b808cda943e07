/**
 * The policy file's YAML, read with where each mapping, list and list item starts, so that every
 * problem can name its line and column. js-yaml reports each node it composes (`open`, then
 * `close` with the value built): a mapping or list is an object, so its place is kept by
 * identity; a list's items are the nodes composed inside it, in order.
 */
import { CORE_SCHEMA, load, YAMLException, type State } from 'js-yaml'
import type { Place, PolicyError } from './policy.js'
import { showText } from './describe.js'

export interface LoadedYaml {
  document: unknown
  /** Where the document's first content is. */
  documentPlace: Place
  /** Where a mapping or list of the document starts (its first key or item). */
  placeOf(value: unknown): Place | undefined
  /** Where an item of a list starts, a scalar too (`- 7`). */
  placeOfItem(list: unknown, index: number): Place | undefined
}

export type YamlLoad = { ok: true; yaml: LoadedYaml } | { ok: false; error: PolicyError }

/** One node as js-yaml composed it: where it opened, and the nodes composed inside it. */
interface Node {
  position: number
  line: number
  lineStart: number
  result?: unknown
  children: Node[]
}

/**
 * Reads one YAML document with the core schema: dates stay text (the default schema would turn
 * `2027-13-01` into a real date of 2028), `<<` is a plain key and no tag builds anything else.
 * A duplicate key is an error, with the place of the second.
 */
export function loadYamlWithPlaces(text: string): YamlLoad {
  const places = new Map<object, Place>()
  const itemPlaces = new Map<unknown[], Place[]>()
  const placeOfNode = (node: Node) => placeAfter(text, node.position, node.line, node.lineStart)
  const open: Node[] = [{ position: 0, line: 0, lineStart: 0, children: [] }]
  let aliasAt: Place | undefined
  const listener = (event: 'open' | 'close', state: State): void => {
    if (event === 'open') {
      open.push({
        position: state.position,
        line: state.line,
        lineStart: state.lineStart,
        children: [],
      })
      return
    }
    const node = open.pop()
    if (node === undefined) return
    const result: unknown = (node.result = state.result)
    open.at(-1)?.children.push(node)
    if (typeof result !== 'object' || result === null) return
    // An alias closes with the anchored value, which the anchor, closed first, has a place for.
    // Aliases of a mapping or list are refused: a reviewer reads every entry where it applies,
    // and a few nested ones would make a small file into millions of entries to check.
    if (places.has(result)) {
      // js-yaml closes some nodes twice with one value (a wrapper around a mapping key it tried
      // first): only a node whose text starts with `*` is an alias.
      if (text.charAt(skipToContent(text, node.position, 0, 0).at) === '*') {
        aliasAt ??= placeOfNode(node)
      }
      return
    }
    places.set(result, placeOfNode(node))
    const items = listItems(node)
    if (items !== undefined) itemPlaces.set(node.result as unknown[], items.map(placeOfNode))
  }
  try {
    const document = load(text, { schema: CORE_SCHEMA, listener })
    if (aliasAt !== undefined) {
      const message =
        'an alias (*name) of a mapping or a list: write each entry out where it applies'
      return { ok: false, error: { place: aliasAt, message } }
    }
    const yaml: LoadedYaml = {
      document,
      documentPlace: placeAfter(text, 0, 0, 0),
      placeOf: (value) =>
        typeof value === 'object' && value !== null ? places.get(value) : undefined,
      placeOfItem: (list, index) =>
        Array.isArray(list) ? itemPlaces.get(list)?.[index] : undefined,
    }
    return { ok: true, yaml }
  } catch (error) {
    return { ok: false, error: describeYamlError(error) }
  }
}

/**
 * A list's items: the nodes composed inside it, past the wrappers js-yaml opens around a value
 * it first tries as a mapping key. Undefined when they do not add up to the list (a flow list of
 * `a: b` pairs composes two nodes per item): no place then rather than a wrong one.
 */
function listItems(node: Node): Node[] | undefined {
  const list = node.result
  if (!Array.isArray(list)) return undefined
  let items = node.children
  while (items.length === 1 && items[0]?.result === list) items = items[0].children
  return items.length === list.length ? items : undefined
}

function describeYamlError(error: unknown): PolicyError {
  if (!(error instanceof YAMLException)) return { message: 'not valid YAML' }
  // The reason can quote the file (an unknown tag's name): it is shown as data.
  const message = `not valid YAML: ${showText(error.reason, 120, false)}`
  const mark = error.mark as YAMLException['mark'] | undefined
  if (mark === undefined) return { message }
  return { place: { line: mark.line + 1, column: mark.column + 1 }, message }
}

/**
 * The place of the first content at or after `position`: a node opens before the spaces, line
 * breaks and comments that precede it (a mapping's value opens right after its key's colon).
 */
function placeAfter(text: string, position: number, line: number, lineStart: number): Place {
  const { at, lineIndex, start } = skipToContent(text, position, line, lineStart)
  return { line: lineIndex + 1, column: at - start + 1 }
}

/** Past the spaces, line breaks and comments at `position`: where the content is, and its line. */
function skipToContent(
  text: string,
  position: number,
  line: number,
  lineStart: number,
): { at: number; lineIndex: number; start: number } {
  let at = position
  let lineIndex = line
  let start = lineStart
  while (at < text.length) {
    const c = text.charCodeAt(at)
    if (c === 0x0a) {
      at += 1
      lineIndex += 1
      start = at
    } else if (c === 0x20 || c === 0x09 || c === 0x0d) {
      at += 1
    } else if (c === 0x23) {
      const end = text.indexOf('\n', at)
      at = end < 0 ? text.length : end
    } else break
  }
  return { at, lineIndex, start }
}

/**
 * Where a key of the document's top-level mapping is written, for problems of a scalar value
 * (`version: 2`), which has no identity to keep a place by. Found as a line that starts with the
 * key (plain or quoted) and its colon: a block mapping's keys start at column 1. Undefined when
 * the file is written otherwise (a flow mapping); the caller falls back to the document.
 */
export function findTopLevelKey(text: string, key: string): Place | undefined {
  const spellings = [key, `"${key}"`, `'${key}'`]
  let lineStart = 0
  for (let line = 1; lineStart <= text.length; line++) {
    const end = text.indexOf('\n', lineStart)
    const content = text.slice(lineStart, end < 0 ? text.length : end)
    const spelled = spellings.find((s) => content.startsWith(s))
    if (spelled !== undefined && /^[ \t]*:/.test(content.slice(spelled.length))) {
      return { line, column: 1 }
    }
    if (end < 0) break
    lineStart = end + 1
  }
  return undefined
}
