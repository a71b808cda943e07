/**
 * Files in a checkout, whose files, folders and symbolic links are written by whoever wrote the
 * change: where a path really is, judged by whole path segments, and reports written so that no
 * link the change committed can send them elsewhere on the runner.
 */
import { randomBytes } from 'node:crypto'
// fs.promises is read where it is used: node:fs/promises takes about 5 ms to load.
import { promises as fs } from 'node:fs'
import * as platformPath from 'node:path'
import { basename, dirname, join, relative, resolve, sep } from 'node:path'

/** The path functions of one platform: node:path's own, or path.win32 to test Windows' rules. */
export type PathRules = Pick<typeof platformPath, 'isAbsolute' | 'relative' | 'sep'>

/**
 * `path` relative to `folder` ('' for the folder itself), or undefined when it is not at or below
 * it. Whole segments are compared, never a string's start: `..app` is a folder inside, `../app`
 * is beside it.
 */
export function relativeInside(
  folder: string,
  path: string,
  rules: PathRules = platformPath,
): string | undefined {
  const rel = rules.relative(folder, path)
  if (rules.isAbsolute(rel) || rel === '..' || rel.startsWith(`..${rules.sep}`)) return undefined
  return rel
}

/**
 * Writes `chunks` in order, each as it comes (a report of 100,000 findings is never one string),
 * to `path`, relative to `workspace`, as a new regular file: written beside the path, then renamed
 * over it. A symbolic link at the path is replaced, never followed (a change that commits
 * `gl-sast-report.json` as a link to `~/.bashrc` gets a report, not an overwritten file of the
 * runner). A path in the workspace whose folders leave it through a link is refused. On failure,
 * nothing is left behind and what was at the path stays.
 */
export async function writeNewFile(
  workspace: string,
  path: string,
  chunks: Iterable<string>,
): Promise<void> {
  const target = resolve(workspace, path)
  const folder = dirname(target)
  await refuseFolderLinkedOut(resolve(workspace), folder, path)
  await fs.mkdir(folder, { recursive: true })
  // A name nobody can guess, and 'wx': a new file, or an error, never what is there already.
  const name = `.${basename(target).slice(0, 64)}.${randomBytes(8).toString('hex')}.tmp`
  const temporary = join(folder, name)
  const handle = await fs.open(temporary, 'wx')
  try {
    try {
      await handle.writeFile(chunks, 'utf8')
    } finally {
      await handle.close()
    }
    // rename replaces a link at the target as it replaces a file: the link's target is untouched.
    await fs.rename(temporary, target)
  } catch (error) {
    await fs.rm(temporary, { force: true })
    throw error
  }
}

/**
 * Throws when a folder on the way from the workspace to `folder` that exists is a symbolic link
 * leading out of the workspace: mkdir and the write would follow it. A folder the workflow names
 * outside the workspace (the runner's temporary folder, say) is the workflow's own choice.
 */
async function refuseFolderLinkedOut(root: string, folder: string, path: string): Promise<void> {
  const rel = relativeInside(root, folder)
  if (rel === undefined || rel === '') return
  const realRoot = await fs.realpath(root)
  let current = root
  for (const segment of rel.split(sep)) {
    current = join(current, segment)
    let isLink: boolean
    try {
      isLink = (await fs.lstat(current)).isSymbolicLink()
    } catch {
      return // What does not exist yet, mkdir makes: a real folder.
    }
    if (!isLink) continue
    const real = await fs.realpath(current).catch(() => undefined)
    if (real !== undefined && relativeInside(realRoot, real) !== undefined) continue
    const where = real === undefined ? 'nowhere' : 'out of the workspace'
    throw new Error(
      `the folder ${relative(root, current)} of ${path} is a symbolic link that leads ${where}; no report is written through one`,
    )
  }
}
