import { readNpmLockfile } from './lockfile-npm.js'
import { readPnpmLockfile } from './lockfile-pnpm.js'
import { LockfileError, MAX_LOCKFILE_CHARS, type LockedPackage } from './lockfile-shared.js'
import { readYarnLockfile } from './lockfile-yarn.js'

/**
 * The registry packages a JavaScript lockfile installs, as (name, version) pairs to ask about.
 * The file comes from the pull request's author: every reader bounds its work by the file's size,
 * skips pairs that are not plain registry names and versions, and fails with a one-line message.
 */

export { type LockedPackage }

export type LockfileKind = 'npm' | 'yarn' | 'pnpm'

const KIND_BY_BASENAME: ReadonlyMap<string, LockfileKind> = new Map([
  ['package-lock.json', 'npm'],
  ['npm-shrinkwrap.json', 'npm'],
  ['yarn.lock', 'yarn'],
  ['pnpm-lock.yaml', 'pnpm'],
])

/** By basename: package-lock.json / npm-shrinkwrap.json → 'npm', yarn.lock → 'yarn', pnpm-lock.yaml → 'pnpm', else undefined. */
export function lockfileKindOf(path: string): LockfileKind | undefined {
  const basename = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1)
  return KIND_BY_BASENAME.get(basename)
}

/**
 * Parses one lockfile's text. Returns unique name@version pairs (dedupe within the file), in file
 * order. Throws LockfileError whose message is one readable line, without the file's path.
 */
export function parseLockfile(kind: LockfileKind, text: string): LockedPackage[] {
  if (text.length > MAX_LOCKFILE_CHARS) throw new LockfileError('larger than 64 MB')
  // An editor's byte-order mark is not content, and JSON.parse refuses it.
  const content = text.startsWith('\uFEFF') ? text.slice(1) : text
  if (!/\S/.test(content)) throw new LockfileError('empty file')
  switch (kind) {
    case 'npm':
      return readNpmLockfile(content)
    case 'yarn':
      return readYarnLockfile(content)
    case 'pnpm':
      return readPnpmLockfile(content)
  }
}
