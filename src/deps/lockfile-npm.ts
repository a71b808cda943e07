import { z } from 'zod/mini'
import '../common/zod-locale.js'
import {
  LineFinder,
  LockfileError,
  PackageCollector,
  atLine,
  describeParseFailure,
  describeValue,
  isRecord,
  packageOfTarball,
  skipBlanks,
  splitDescriptor,
  type KeyCheck,
  type LockedPackage,
} from './lockfile-shared.js'

/**
 * package-lock.json and npm-shrinkwrap.json. Version 1 (npm 5–6) nests a `dependencies` tree;
 * versions 2 and 3 (npm 7+) list every installed folder in a flat `packages` map, and version 2
 * also keeps the old tree for old npm, which is ignored when the map is there.
 */

/** A wrong `version` only skips the entry (it is not a registry package); other fields are npm's own. */
const folderSchema = z.looseObject({
  name: z.optional(z.string()),
  version: z.catch(z.optional(z.string()), undefined),
  link: z.optional(z.boolean()),
  resolved: z.optional(z.string()),
})

const treeEntrySchema = z.looseObject({
  version: z.catch(z.optional(z.string()), undefined),
  resolved: z.catch(z.optional(z.string()), undefined),
  dependencies: z.optional(z.unknown()),
})

const NODE_MODULES = 'node_modules/'

export function readNpmLockfile(text: string): LockedPackage[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    throw describeParseFailure(error, 'not valid JSON')
  }
  if (!isRecord(parsed)) throw new LockfileError('not an npm lockfile: not a JSON object')
  if (!Object.hasOwn(parsed, 'lockfileVersion')) {
    throw new LockfileError('not an npm lockfile: no lockfileVersion')
  }
  const version = parsed.lockfileVersion
  const collector = new PackageCollector()
  const finder = new LineFinder(text)
  const packages = Object.hasOwn(parsed, 'packages') ? parsed.packages : undefined
  const tree = Object.hasOwn(parsed, 'dependencies') ? parsed.dependencies : undefined
  if (version === 1 || (version === 2 && packages === undefined)) {
    if (tree !== undefined) collectTree(tree, collector, finder)
  } else if (version === 2 || version === 3) {
    if (packages === undefined) throw new LockfileError('no "packages" map')
    collectFolders(packages, collector, finder)
  } else {
    throw new LockfileError(`unsupported lockfileVersion ${describeValue(version)}`)
  }
  return collector.list()
}

/** Keys of the `packages` map are install folders: `node_modules/a/node_modules/@s/b`. */
function collectFolders(packages: unknown, collector: PackageCollector, finder: LineFinder): void {
  if (!isRecord(packages)) throw new LockfileError('"packages" is not an object')
  for (const [folder, value] of Object.entries(packages)) {
    const cut = folder.lastIndexOf(NODE_MODULES)
    // The root ("") and workspace sources ("packages/app") are the repository's own code.
    if (cut < 0 || (cut > 0 && folder[cut - 1] !== '/')) continue
    const findLine = (): number | undefined => finder.find(JSON.stringify(folder), isObjectKey)
    const result = folderSchema.safeParse(value)
    if (!result.success) throw entryError('a "packages" entry', result.error, findLine())
    const entry = result.data
    if (entry.link === true || entry.version === undefined) continue
    if (entry.resolved !== undefined && !isHttpUrl(entry.resolved)) continue
    collector.add(entry.name ?? folder.slice(cut + NODE_MODULES.length), entry.version, findLine)
    addTarball(entry.resolved, collector, findLine)
  }
}

/** Walked depth-first with an explicit stack: nesting depth is the file author's to choose. */
function collectTree(root: unknown, collector: PackageCollector, finder: LineFinder): void {
  const stack = [readTreeLevel(root)]
  for (let level = stack.at(-1); level !== undefined; level = stack.at(-1)) {
    const next = level.next()
    if (next.done === true) {
      stack.pop()
      continue
    }
    const [key, value] = next.value
    const findLine = (): number | undefined => finder.find(JSON.stringify(key), isTreeKey)
    const result = treeEntrySchema.safeParse(value)
    if (!result.success) throw entryError('a "dependencies" entry', result.error, findLine())
    const entry = result.data
    if (entry.version !== undefined) {
      const [name, version] = readTreeVersion(key, entry.version)
      collector.add(name, version, findLine)
      addTarball(entry.resolved, collector, findLine)
    }
    if (entry.dependencies !== undefined) stack.push(readTreeLevel(entry.dependencies))
  }
}

function readTreeLevel(value: unknown): Iterator<[string, unknown]> {
  if (!isRecord(value)) throw new LockfileError('"dependencies" is not an object')
  return Object.entries(value)[Symbol.iterator]()
}

/**
 * `npm:real@1.2.3` is an alias installed under the key's name. Git, file, link and tarball
 * versions come back unchanged and fail the version check later.
 */
function readTreeVersion(key: string, version: string): [string, string] {
  if (!version.startsWith('npm:')) return [key, version]
  return splitDescriptor(version.slice('npm:'.length)) ?? [key, '']
}

/** What the installer fetches is checked too, when it is not what the entry claims. */
function addTarball(
  resolved: string | undefined,
  collector: PackageCollector,
  findLine: () => number | undefined,
): void {
  const fetched = resolved === undefined ? undefined : packageOfTarball(resolved)
  if (fetched !== undefined) collector.add(fetched[0], fetched[1], findLine)
}

/** Registry tarballs are fetched over HTTP; git and file sources only borrow a version number. */
function isHttpUrl(resolved: string): boolean {
  return resolved.startsWith('https://') || resolved.startsWith('http://')
}

/** `"key": ` — a key of the `packages` map, not the same text inside a string value. */
const isObjectKey: KeyCheck = (text, _start, end) => text[skipBlanks(text, end)] === ':'

/** `"key": {` — an entry of the tree, not the same name among the `requires` strings. */
const isTreeKey: KeyCheck = (text, _start, end) => {
  const colon = skipBlanks(text, end)
  return text[colon] === ':' && text[skipBlanks(text, colon + 1)] === '{'
}

function entryError(
  what: string,
  error: z.core.$ZodError,
  line: number | undefined,
): LockfileError {
  const issue = error.issues[0]
  // Only fields named by the schema can fail, so the path holds no text from the file.
  const field = issue?.path.length === 1 ? `"${String(issue.path[0])}": ` : ''
  const problem = issue === undefined ? 'invalid' : issue.message
  return new LockfileError(`${what}${atLine(line)} is malformed: ${field}${problem}`)
}
