import { parseSyml } from '@yarnpkg/parsers'
import {
  LineFinder,
  LockfileError,
  PackageCollector,
  atLine,
  describeParseFailure,
  isRecord,
  packageOfTarball,
  readOwnString,
  splitDescriptor,
  type KeyCheck,
  type LockedPackage,
} from './lockfile-shared.js'

/**
 * yarn.lock, both kinds, read with yarn's own parser: classic (yarn 1, its own syntax, headed
 * `# yarn lockfile v1`) and Berry (yarn 2+, YAML with a `__metadata` entry). Classic headers list
 * descriptors (`a@^1, a@^1.2`) with the `version` they resolved to; Berry entries carry a
 * `resolution` locator (`a@npm:1.2.3`) that also names the real package behind an alias.
 */

/** The test parseSyml itself uses to pick the classic grammar over YAML. */
const CLASSIC_HEADER = /^(#.*(\r?\n))*?#\s+yarn\s+lockfile\s+v1\r?\n/i

export function readYarnLockfile(text: string): LockedPackage[] {
  let parsed: Record<string, unknown>
  try {
    parsed = parseSyml(text)
  } catch (error) {
    // parseSyml also fails, with no position, on YAML that is a scalar or a list.
    throw describeParseFailure(error, 'not valid yarn.lock syntax', 'not a yarn lockfile')
  }
  const classic = CLASSIC_HEADER.test(text)
  if (!isRecord(parsed) || (!classic && !isRecord(readOwn(parsed, '__metadata')))) {
    throw new LockfileError('not a yarn lockfile')
  }
  const collector = new PackageCollector()
  const finder = new LineFinder(text)
  for (const [key, entry] of Object.entries(parsed)) {
    if (!classic && key === '__metadata') continue
    // Berry keeps every descriptor of an entry in one key; the first is enough to find its line.
    const descriptor = classic ? key : (key.split(', ', 1)[0] ?? key)
    const findLine = (): number | undefined => finder.find(descriptor, isEntryHeader)
    if (!isRecord(entry)) throw new LockfileError(`an entry${atLine(findLine())} is not a mapping`)
    const locked = classic ? readClassicEntry(key, entry) : readBerryEntry(entry)
    if (locked !== undefined) collector.add(locked[0], locked[1], findLine)
    // What yarn classic fetches is the `resolved` URL: checked too when it names another package.
    const resolved = classic ? readOwnString(entry, 'resolved') : undefined
    const fetched = resolved === undefined ? undefined : packageOfTarball(resolved)
    if (fetched !== undefined) collector.add(fetched[0], fetched[1], findLine)
  }
  return collector.list()
}

/**
 * The name comes from the descriptor: `a@^1`, `@s/a@^1`, or the alias `b@npm:a@^1` (package a).
 * Ranges with a protocol or a slash (git, file, link, tarball URLs, `user/repo`) are not the
 * registry's, whatever version their package.json claims.
 */
function readClassicEntry(
  descriptor: string,
  entry: Record<string, unknown>,
): [string, string] | undefined {
  const version = readOwnString(entry, 'version')
  const resolved = readOwnString(entry, 'resolved')
  let parts = splitDescriptor(descriptor)
  if (version === undefined || parts === undefined) return undefined
  if (resolved !== undefined && !/^https?:\/\//.test(resolved)) return undefined
  if (parts[1].startsWith('npm:')) {
    const target = parts[1].slice('npm:'.length)
    parts = splitDescriptor(target) ?? [parts[0], target]
  }
  if (parts[1].includes(':') || parts[1].includes('/')) return undefined
  return [parts[0], version]
}

/** Only `npm:` locators are registry packages; workspace, link, portal, file, patch, git are not. */
function readBerryEntry(entry: Record<string, unknown>): [string, string] | undefined {
  const resolution = readOwnString(entry, 'resolution')
  const parts = resolution === undefined ? undefined : splitDescriptor(resolution)
  if (parts === undefined || !parts[1].startsWith('npm:')) return undefined
  // Packages from another registry's tarball carry `::__archiveUrl=…` after the version.
  const version = parts[1].slice('npm:'.length).split('::', 1)[0] ?? ''
  return [parts[0], version]
}

/**
 * A header line: the descriptor opens the line (maybe quoted) or follows `, ` in a list, and
 * ends at a quote, comma or colon. Rules out `resolution: "a@npm:1.0.0"` and dependency lines.
 */
const isEntryHeader: KeyCheck = (text, start, end) => {
  if (!['"', ',', ':'].includes(text[end] ?? '')) return false
  let before = start
  if (text[before - 1] === '"') before -= 1
  if (before === 0 || text[before - 1] === '\n') return true
  return text[before - 1] === ' ' && text[before - 2] === ','
}

function readOwn(record: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined
}
