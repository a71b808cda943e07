/**
 * The suppressions arranged so that a finding meets only those that could match it. Each is filed
 * once, under the most selective key it gives (id, then rule, then CWE), and within that key under
 * the folders its globs start with: `src/billing/**` can only match a path under `src/billing/`.
 * So a policy of 1,000 entries for one noisy rule, each narrowed to its own folder, costs a
 * finding a few Map lookups, not 1,000 regular expressions.
 */
import { createGlobMatcher, findLiteralFolder } from '../common/glob.js'
import { isActive } from './expiry.js'
import type { Coverage, Suppression } from './policy.js'

/** A suppression prepared for matching, with the findings it matched so far. */
export interface Entry {
  suppression: Suppression
  /** Its position in the file: the first active one that matches covers. */
  order: number
  active: boolean
  cwe?: number
  paths?: ((path: string) => boolean)[]
  matched: number
  coverage: Coverage
}

/** The entries of one id, rule or CWE. */
export interface Bucket {
  /** Entries without paths: they meet findings without a usable path too. */
  withoutPaths: Entry[]
  /** Entries with a glob that can match anywhere (`**` + `/x.ts`). */
  anywhere: Entry[]
  /** Entries by the folder all matches of one of their globs start with, `src/billing/`. */
  byFolder: Map<string, Entry[]>
  /** What listCandidates found for each path so far: a large scan's findings share files. */
  byPath: Map<string, Entry[]>
}

export interface SuppressionIndex {
  /** Every suppression, in file order. */
  entries: Entry[]
  byId: Map<string, Bucket>
  byRule: Map<string, Bucket>
  byCwe: Map<number, Bucket>
}

/** A CWE as a number: `CWE-89`, `cwe-89` and `89` are all 89. Undefined when it is none. */
export function readCweNumber(text: string): number | undefined {
  const match = /^(?:cwe[-_: ]?)?0*([1-9][0-9]{0,9})$/i.exec(text.trim())
  return match === null ? undefined : Number(match[1])
}

/**
 * An entry with none of id, rule and cwe, or a cwe that is no CWE, is filed nowhere and matches
 * nothing: parsePolicy refuses both, and a Policy built by hand must not match every finding.
 */
export function indexSuppressions(
  suppressions: readonly Suppression[],
  nowMs: number,
): SuppressionIndex {
  const index: SuppressionIndex = {
    entries: [],
    byId: new Map(),
    byRule: new Map(),
    byCwe: new Map(),
  }
  for (const [order, suppression] of suppressions.entries()) {
    const entry: Entry = {
      suppression,
      order,
      active: isActive(suppression, nowMs),
      matched: 0,
      coverage: { kind: 'suppressed', suppression },
    }
    if (suppression.paths !== undefined) entry.paths = suppression.paths.map(createGlobMatcher)
    index.entries.push(entry)
    const cwe = suppression.cwe === undefined ? undefined : readCweNumber(suppression.cwe)
    if (suppression.cwe !== undefined && cwe === undefined) continue
    if (cwe !== undefined) entry.cwe = cwe
    if (suppression.id !== undefined) fileEntry(index.byId, suppression.id, entry)
    else if (suppression.rule !== undefined) fileEntry(index.byRule, suppression.rule, entry)
    else if (cwe !== undefined) fileEntry(index.byCwe, cwe, entry)
  }
  return index
}

function fileEntry<K>(buckets: Map<K, Bucket>, key: K, entry: Entry): void {
  let bucket = buckets.get(key)
  if (bucket === undefined) {
    bucket = { withoutPaths: [], anywhere: [], byFolder: new Map(), byPath: new Map() }
    buckets.set(key, bucket)
  }
  if (entry.paths === undefined) {
    bucket.withoutPaths.push(entry)
    return
  }
  const folders = outermostFolders(entry.suppression.paths ?? [])
  if (folders === undefined) {
    bucket.anywhere.push(entry)
    return
  }
  for (const folder of folders) {
    const list = bucket.byFolder.get(folder)
    if (list === undefined) bucket.byFolder.set(folder, [entry])
    else list.push(entry)
  }
}

/**
 * The folders the entry's globs start with, none inside another, so that a path meets the entry
 * under one folder at most (its matches are counted once). Undefined when one of its globs has no
 * literal folder.
 */
function outermostFolders(paths: readonly string[]): string[] | undefined {
  const folders = paths.map(findLiteralFolder)
  if (folders.some((folder) => folder === '')) return undefined
  const sorted = [...new Set(folders)].sort((a, b) => a.length - b.length)
  return sorted.filter(
    (folder, at) => !sorted.slice(0, at).some((outer) => folder.startsWith(outer)),
  )
}

/**
 * The entries of the bucket whose paths allow a finding at `path` (undefined: it has no usable
 * path, so only entries without paths): those without paths, and those with a glob that matches
 * it, looked for among those that match anywhere and those of each folder the path is in
 * (`src/`, `src/billing/`). Each glob runs once per distinct path.
 */
export function listCandidates(bucket: Bucket, path: string | undefined): readonly Entry[] {
  if (path === undefined || (bucket.anywhere.length === 0 && bucket.byFolder.size === 0)) {
    return bucket.withoutPaths
  }
  const known = bucket.byPath.get(path)
  if (known !== undefined) return known
  const found = [...bucket.withoutPaths, ...bucket.anywhere.filter((e) => matchesPath(e, path))]
  if (bucket.byFolder.size > 0) {
    for (let slash = path.indexOf('/'); slash >= 0; slash = path.indexOf('/', slash + 1)) {
      const inFolder = bucket.byFolder.get(path.slice(0, slash + 1))
      if (inFolder !== undefined) found.push(...inFolder.filter((e) => matchesPath(e, path)))
    }
  }
  bucket.byPath.set(path, found)
  return found
}

function matchesPath(entry: Entry, path: string): boolean {
  return entry.paths?.some((matches) => matches(path)) ?? true
}
