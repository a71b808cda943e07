/**
 * The checked-out repository, as far as the dependency check reads it: files found by glob
 * patterns and read as text. Everything in it is written by whoever wrote the pull request, so
 * the list is bounded, nothing outside the root is listed or read (a symbolic link, to a file or
 * on the way to one, is resolved first and judged by where it leads), and node_modules is never
 * entered (installed packages ship lockfiles of their own that nobody installs from).
 */
// fs.promises is read where it is used: node:fs/promises takes about 5 ms to load (it brings
// readline), which the action pays when it first reads or writes a file, not before its first request.
import { constants, promises as fs, type BigIntStats } from 'node:fs'
import type { FileHandle } from 'node:fs/promises'
import { relative, resolve, sep } from 'node:path'
import { relativeInside } from '../common/files.js'
import { matchesPathGlob } from '../common/glob.js'

/** Directories never searched: installed packages, and git's own data. */
export const PRUNED_DIRECTORIES: readonly string[] = ['node_modules', '.git']
/**
 * More matches than this are not listed: a monorepo has dozens of lockfiles, not thousands.
 * @internal
 */
export const MAX_MATCHED_FILES = 10_000

interface FoundFiles {
  /** Relative to the root, with `/` separators, sorted. */
  paths: string[]
  /** Matches left out because of MAX_MATCHED_FILES. */
  leftOut: number
}

export interface Workspace {
  /** Absolute path of the checked-out repository (GITHUB_WORKSPACE). */
  readonly root: string
  /** Regular files matching `patterns` (a leading `!` excludes), below the root. */
  findFiles(patterns: readonly string[]): Promise<FoundFiles>
  /** A regular file's text; throws when it is a symbolic link or larger than maxBytes. */
  readText(path: string, maxBytes: number): Promise<string>
}

export class WorkspaceFileError extends Error {
  override readonly name = 'WorkspaceFileError'

  constructor(
    message: string,
    /** The system's error code when the file could not be opened, e.g. ENOENT: there is none. */
    readonly code?: string,
  ) {
    super(message)
  }
}

/** dependency-files patterns: those that include, and those that exclude (`!`, without it). */
export function splitPatterns(patterns: readonly string[]): {
  include: string[]
  exclude: string[]
} {
  return {
    include: patterns.filter((p) => !p.startsWith('!')),
    exclude: patterns.filter((p) => p.startsWith('!')).map((p) => p.slice(1)),
  }
}

/** What the platform gives to open a file without following a link: the test of Windows' way. */
export interface OpenSystem {
  /** fs.constants: Windows has no O_NOFOLLOW. */
  constants: { O_RDONLY: number; O_NOFOLLOW?: number }
  /** fs.promises.lstat with exact (bigint) inode numbers. */
  lstat(path: string): Promise<BigIntStats>
}

const NODE_OPEN_SYSTEM: OpenSystem = {
  constants,
  lstat: (path) => fs.lstat(path, { bigint: true }),
}

export function createWorkspace(root: string, system: OpenSystem = NODE_OPEN_SYSTEM): Workspace {
  const absoluteRoot = resolve(root)
  const toRelative = (path: string) => relative(absoluteRoot, path).split(sep).join('/')
  const isBelow = (root: string, path: string) => {
    const rel = relativeInside(root, path)
    return rel !== undefined && rel !== ''
  }
  const isInside = (path: string) => isBelow(absoluteRoot, path)
  let realRoot: Promise<string> | undefined
  /** Where the path really leads is inside the root too (a linked directory may lead out). */
  const leadsInside = async (path: string) => {
    realRoot ??= fs.realpath(absoluteRoot)
    try {
      return isBelow(await realRoot, await fs.realpath(path))
    } catch {
      return false
    }
  }
  return {
    root: absoluteRoot,
    async findFiles(patterns) {
      const { include, exclude } = splitPatterns(patterns)
      const found = new Set<string>()
      if (include.length === 0) return { paths: [], leftOut: 0 }
      for await (const entry of fs.glob(include, {
        cwd: absoluteRoot,
        withFileTypes: true,
        exclude: (dirent) => PRUNED_DIRECTORIES.includes(dirent.name),
      })) {
        // A symbolic link may point anywhere on the runner; only regular files are read.
        if (!entry.isFile()) continue
        const path = resolve(entry.parentPath, entry.name)
        if (!isInside(path)) continue
        const rel = toRelative(path)
        if (exclude.some((pattern) => matchesPathGlob(rel, pattern))) continue
        if (!(await leadsInside(path))) continue
        found.add(rel)
      }
      const paths = [...found].sort()
      return {
        paths: paths.slice(0, MAX_MATCHED_FILES),
        leftOut: Math.max(0, paths.length - MAX_MATCHED_FILES),
      }
    },
    async readText(path, maxBytes) {
      const absolute = resolve(absoluteRoot, path)
      if (!isInside(absolute)) throw new WorkspaceFileError('outside the workspace')
      let handle
      try {
        handle = await openWithoutFollowing(absolute, system)
      } catch (error) {
        if (error instanceof WorkspaceFileError) throw error
        const code = (error as NodeJS.ErrnoException).code
        throw new WorkspaceFileError(
          code === 'ELOOP' ? 'a symbolic link, not read' : `cannot be read (${code ?? 'error'})`,
          code,
        )
      }
      try {
        const stats = await handle.stat()
        if (!stats.isFile()) throw new WorkspaceFileError('not a regular file')
        if (!(await leadsInside(absolute))) {
          throw new WorkspaceFileError(
            'reached through a symbolic link that leads out of the workspace',
          )
        }
        if (stats.size > maxBytes) {
          throw new WorkspaceFileError(
            `${stats.size} bytes, more than the ${maxBytes} bytes read at most`,
          )
        }
        return await handle.readFile('utf8')
      } finally {
        await handle.close()
      }
    },
  }
}

/**
 * Opens a file for reading, never through a symbolic link at `path`. O_NOFOLLOW does that where it
 * exists. Windows has none (`O_RDONLY | undefined` opens through the link): there the path is
 * lstat'ed and a link refused, then the file opened must be the one lstat saw, or a link swapped
 * in between has led elsewhere.
 */
async function openWithoutFollowing(path: string, system: OpenSystem): Promise<FileHandle> {
  const { O_RDONLY, O_NOFOLLOW } = system.constants
  if (O_NOFOLLOW !== undefined) return await fs.open(path, O_RDONLY | O_NOFOLLOW)
  const seen = await system.lstat(path)
  if (seen.isSymbolicLink()) throw new WorkspaceFileError('a symbolic link, not read', 'ELOOP')
  const handle = await fs.open(path, O_RDONLY)
  const opened = await handle.stat({ bigint: true })
  if (opened.dev !== seen.dev || opened.ino !== seen.ino) {
    await handle.close()
    throw new WorkspaceFileError('replaced by another file while it was opened, not read')
  }
  return handle
}
