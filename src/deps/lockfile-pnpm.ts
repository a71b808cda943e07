import { loadAll } from 'js-yaml'
import {
  LineFinder,
  LockfileError,
  PackageCollector,
  describeParseFailure,
  describeValue,
  isRecord,
  splitDescriptor,
  type KeyCheck,
  type LockedPackage,
} from './lockfile-shared.js'

/**
 * pnpm-lock.yaml. Every installed package is a key of the `packages` map: `/a/1.2.3_hash` and
 * `/@s/a/1.2.3_peer@1.0.0` in version 5, `/a@1.2.3(peer@1.0.0)` in 6, `a@1.2.3` in 7 and 9 (whose
 * `snapshots` repeat the keys with peer suffixes and add nothing to check). Aliases are keyed
 * under the real name. Keys of git, file, link and tarball packages hold no registry version.
 */

/** pnpm 7–10 wrote 5.x, 6.x, 7.0 (pnpm 9 pre-releases) and 9.0; the key syntax follows the major. */
const SUPPORTED_MAJORS = new Set([5, 6, 7, 9])

export function readPnpmLockfile(text: string): LockedPackage[] {
  const documents = loadDocuments(text).filter(
    (document) => document !== null && document !== undefined,
  )
  if (documents.length === 0) throw new LockfileError('not a pnpm lockfile')
  const collector = new PackageCollector()
  const finder = new LineFinder(text)
  // Recent pnpm may put a lockfile for its own config dependencies first, as a second document.
  for (const document of documents) {
    if (!isRecord(document) || !Object.hasOwn(document, 'lockfileVersion')) {
      throw new LockfileError('not a pnpm lockfile: no lockfileVersion')
    }
    const major = readMajor(document.lockfileVersion)
    if (major === undefined || !SUPPORTED_MAJORS.has(major)) {
      throw new LockfileError(
        `unsupported lockfileVersion ${describeValue(document.lockfileVersion)}`,
      )
    }
    if (!Object.hasOwn(document, 'packages') || document.packages === null) continue
    if (!isRecord(document.packages)) throw new LockfileError('"packages" is not a mapping')
    finder.skipPast('\npackages:')
    for (const key of Object.keys(document.packages)) {
      const locked = major === 5 ? readSlashKey(key) : readAtKey(key)
      if (locked !== undefined)
        collector.add(locked[0], locked[1], () => finder.find(key, isMapKey))
    }
  }
  return collector.list()
}

function loadDocuments(text: string): unknown[] {
  try {
    // js-yaml 4's default schema builds plain data only (no functions, no custom tags).
    return loadAll(text)
  } catch (error) {
    throw describeParseFailure(error, 'not valid YAML')
  }
}

/** `5.4` is a YAML number, `'6.0'` a string. */
function readMajor(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return Math.trunc(value)
  if (typeof value === 'string' && /^\d{1,3}(\.\d{1,3})?$/.test(value)) return parseInt(value, 10)
  return undefined
}

/** Version 5: `/name/version` or `/@scope/name/version`, then `_` and a peer hash or list. */
function readSlashKey(key: string): [string, string] | undefined {
  if (!key.startsWith('/')) return undefined
  const body = key.slice(1)
  const cut = body.indexOf('/', body.startsWith('@') ? body.indexOf('/') + 1 : 0)
  if (cut < 0) return undefined
  return [body.slice(0, cut), stripPeerSuffix(body.slice(cut + 1))]
}

/** Versions 6–9: `name@version`, a leading `/` before 9, then peers in parentheses. */
function readAtKey(key: string): [string, string] | undefined {
  const parts = splitDescriptor(key.startsWith('/') ? key.slice(1) : key)
  return parts === undefined ? undefined : [parts[0], stripPeerSuffix(parts[1])]
}

/** A version never holds `(` or `_`, so both end it; what is left must still pass the version check. */
function stripPeerSuffix(version: string): string {
  const cut = version.search(/[(_]/)
  return cut < 0 ? version : version.slice(0, cut)
}

/** An indented key (maybe quoted) followed by `:` — not the same text in a value or a comment. */
const isMapKey: KeyCheck = (text, start, end) => {
  let after = end
  if (text[after] === "'" || text[after] === '"') after += 1
  if (text[after] !== ':') return false
  let before = start
  if (text[before - 1] === "'" || text[before - 1] === '"') before -= 1
  let indent = before
  while (indent > 0 && before - indent < 16 && text[indent - 1] === ' ') indent -= 1
  return indent < before && (indent === 0 || text[indent - 1] === '\n')
}
