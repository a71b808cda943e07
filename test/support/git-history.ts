/** A target branch's history in real git, with whole and shallow clones (issue 28's baseline). */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll } from 'vitest'
import { createLocalGit } from '../../src/cli/git.js'
import { addCommit, createGitCheckout, runGit as git } from '../../testkit/cli.js'

/** main: first → second → head; a commit of `feature` off second; shallow clones of main. */
export interface History {
  dir: string
  origin: string
  first: string
  second: string
  head: string
  side: string
  /** A clone of main with its head alone (fetch-depth: 1). */
  shallow: string
  /** A clone of main with its head and its parent (fetch-depth: 2). */
  shallow2: string
}

function createHistory(): History {
  const dir = mkdtempSync(join(tmpdir(), 'baseline-git-'))
  const origin = join(dir, 'origin')
  const { head: first } = createGitCheckout(origin, { branch: 'main' })
  const second = addCommit(origin, { 'a.txt': '2\n' })
  git(origin, 'checkout', '--quiet', '-b', 'feature')
  const side = addCommit(origin, { 'side.txt': 'side\n' })
  git(origin, 'checkout', '--quiet', 'main')
  const head = addCommit(origin, { 'a.txt': '3\n' })
  const url = pathToFileURL(origin).href
  const shallow = join(dir, 'shallow')
  const shallow2 = join(dir, 'shallow2')
  git(dir, 'clone', '--quiet', '--depth', '1', '--branch', 'main', url, shallow)
  git(dir, 'clone', '--quiet', '--depth', '2', '--branch', 'main', url, shallow2)
  return { dir, origin, first, second, head, side, shallow, shallow2 }
}

/**
 * A history made once for the file's tests, and the git the command line would run; the folder is
 * removed after them. The returned object is filled before the first test.
 */
export function useGitHistory(): { history: History; program: string | undefined } {
  const world = {} as { history: History; program: string | undefined }
  beforeAll(() => {
    world.history = createHistory()
    const search = { cwd: world.history.origin, env: process.env, platform: process.platform }
    world.program = createLocalGit(search).program
  })
  afterAll(() => {
    rmSync(world.history.dir, { recursive: true, force: true })
  })
  return world
}
