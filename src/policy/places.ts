/**
 * The policy file's YAML, read with where each node starts, so that every problem can name its
 * line and column: the `yaml` package keeps each node's offset in the text, and its LineCounter
 * turns an offset into a line and a column. The document is built into plain data here, node by
 * node, rather than by the package's toJS: so the places of the mappings and lists are kept by
 * identity as they are built, and nothing of the file reaches a warning of node's (toJS warns,
 * on stderr, about a key that is a mapping or a list, naming it).
 */
import {
  isAlias,
  isMap,
  isNode,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  type Document,
  type ErrorCode,
  type YAMLError,
} from 'yaml'
import { showText } from './describe.js'
import type { Place, PolicyError } from './policy.js'

export interface LoadedYaml {
  document: unknown
  /** Where the document's first content is. */
  documentPlace: Place
  /** Where a mapping or list of the document starts (its first key or item). */
  placeOf(value: unknown): Place | undefined
  /** Where an item of a list starts, a scalar too (`- 7`). */
  placeOfItem(list: unknown, index: number): Place | undefined
  /** Where a key of the document's top-level mapping is written. */
  placeOfKey(key: string): Place | undefined
}

export type YamlLoad = { ok: true; yaml: LoadedYaml } | { ok: false; error: PolicyError }

const TAG_WARNINGS = new Set<ErrorCode>(['TAG_RESOLVE_FAILED', 'BAD_COLLECTION_TYPE'])

/** A problem of the file found while building its data: the load stops at the first. */
class LoadError extends Error {
  constructor(readonly error: PolicyError) {
    super(error.message)
  }
}

/**
 * Reads one YAML document with the core schema: dates stay text (YAML 1.1's timestamps would
 * turn `2027-13-01` into a real date of 2028), `<<` is a plain key, and no tag builds anything
 * else: a tag outside the core schema (`!!set`, `!!binary`, `!custom`) is an error. A duplicate
 * key is an error, with the place of the second.
 */
export function loadYamlWithPlaces(text: string): YamlLoad {
  const lines = new LineCounter()
  const placeAt = (offset: number): Place => {
    const { line, col } = lines.linePos(offset)
    return { line, column: col }
  }
  let parsed: Document.Parsed
  try {
    parsed = parseDocument(text, {
      lineCounter: lines,
      schema: 'core',
      resolveKnownTags: false,
      merge: false,
      // Checked while building (buildData): the package compares each key with every other.
      uniqueKeys: false,
      prettyErrors: false,
    })
  } catch {
    // The composer recurses into nested collections: thousands of `[` overflow the stack.
    return { ok: false, error: { message: 'not valid YAML' } }
  }
  // An unknown tag is only a warning, and its value would be read as mere text: an error here.
  // Other warnings (an unknown %directive, say) are of files js-yaml read, and are read alike.
  const tagProblems = parsed.warnings.filter((warning) => TAG_WARNINGS.has(warning.code))
  const problem = [...parsed.errors, ...tagProblems].sort((a, b) => a.pos[0] - b.pos[0])[0]
  if (problem !== undefined) return { ok: false, error: describeYamlError(problem, placeAt) }
  const built = buildData(parsed, placeAt)
  if (!built.ok) return built
  const { document, places, itemPlaces } = built
  const contents = parsed.contents
  const keys = new Map<string, Place>()
  if (isMap(contents)) {
    for (const { key } of contents.items) {
      if (isScalar(key)) keys.set(String(key.value), placeAt(key.range[0]))
    }
  }
  const yaml: LoadedYaml = {
    document,
    documentPlace: placeAt(contents?.range[0] ?? 0),
    placeOf: (value) =>
      typeof value === 'object' && value !== null ? places.get(value) : undefined,
    placeOfItem: (list, index) => (Array.isArray(list) ? itemPlaces.get(list)?.[index] : undefined),
    placeOfKey: (key) => keys.get(key),
  }
  return { ok: true, yaml }
}

type Built =
  | { ok: true; document: unknown; places: Map<object, Place>; itemPlaces: Map<unknown[], Place[]> }
  | { ok: false; error: PolicyError }

/**
 * The document as plain data: mappings as objects, lists as arrays, scalars as the core schema
 * reads them. Aliases of a mapping or list are refused: a reviewer reads every entry where it
 * applies, and a few nested ones would make a small file into millions of entries to check.
 */
function buildData(parsed: Document.Parsed, placeAt: (offset: number) => Place): Built {
  const places = new Map<object, Place>()
  const itemPlaces = new Map<unknown[], Place[]>()
  // Anchors as met in the document's order, the latest of a name winning: an alias is looked up
  // here, not by the package's resolve, which searches the whole document for each alias.
  const anchors = new Map<string, unknown>()
  const placeOfNode = (node: unknown): Place | undefined =>
    isNode(node) && node.range ? placeAt(node.range[0]) : undefined
  const fail = (node: unknown, message: string): never => {
    const place = placeOfNode(node)
    throw new LoadError(place === undefined ? { message } : { place, message })
  }
  const build = (node: unknown): unknown => {
    if ((isScalar(node) || isMap(node) || isSeq(node)) && node.anchor)
      anchors.set(node.anchor, node)
    if (isAlias(node)) {
      const target = anchors.get(node.source)
      if (target === undefined) {
        const name = showText(node.source, 120, false)
        return fail(node, `not valid YAML: the alias *${name} names no anchor before it`)
      }
      if (isMap(target) || isSeq(target)) {
        return fail(
          node,
          'an alias (*name) of a mapping or a list: write each entry out where it applies',
        )
      }
      return build(target)
    }
    if (isScalar(node)) return node.value
    if (isSeq(node)) {
      const list = node.items.map(build)
      const place = placeOfNode(node)
      if (place !== undefined) places.set(list, place)
      itemPlaces.set(
        list,
        node.items.map((item) => placeOfNode(item) ?? place ?? placeAt(0)),
      )
      return list
    }
    if (isMap(node)) {
      const mapping: Record<string, unknown> = {}
      const seen = new Set<string>()
      for (const { key, value } of node.items) {
        if (key !== null && !isScalar(key) && !isAlias(key)) {
          fail(key, 'not valid YAML: a key that is a mapping or a list')
        }
        const name = String(key === null ? null : build(key))
        if (seen.has(name)) fail(key, 'not valid YAML: Map keys must be unique')
        seen.add(name)
        // defineProperty: a key `__proto__` is a key like any other, never the object's prototype.
        Object.defineProperty(mapping, name, {
          value: value === null ? null : build(value),
          enumerable: true,
          writable: true,
          configurable: true,
        })
      }
      const place = placeOfNode(node)
      if (place !== undefined) places.set(mapping, place)
      return mapping
    }
    return null
  }
  try {
    return { ok: true, document: build(parsed.contents), places, itemPlaces }
  } catch (error) {
    if (error instanceof LoadError) return { ok: false, error: error.error }
    return { ok: false, error: { message: 'not valid YAML' } }
  }
}

function describeYamlError(error: YAMLError, placeAt: (offset: number) => Place): PolicyError {
  // The package's own wording, but where it speaks to a programmer (parseAllDocuments).
  const reason =
    error.code === 'MULTIPLE_DOCS'
      ? 'one document expected, found more (a second ---)'
      : error.message
  // The reason can quote the file (an unknown tag's name): it is shown as data.
  const message = `not valid YAML: ${showText(reason, 120, false)}`
  return { place: placeAt(error.pos[0]), message }
}
