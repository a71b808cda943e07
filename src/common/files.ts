/**
 * Paths in a checkout, whose files, folders and symbolic links are written by whoever wrote the
 * change: where a path really is, judged by whole path segments.
 */
import { isAbsolute, relative, sep } from 'node:path'

/**
 * `path` relative to `folder` ('' for the folder itself), or undefined when it is not at or below
 * it. Whole segments are compared, never a string's start: `..app` is a folder inside, `../app`
 * is beside it.
 */
export function relativeInside(folder: string, path: string): string | undefined {
  const rel = relative(folder, path)
  if (isAbsolute(rel) || rel === '..' || rel.startsWith(`..${sep}`)) return undefined
  return rel
}
