/**
 * A checkout and, beside it, the runner's home with files a link committed by the change may point
 * at (issue 26): for the tests of the report writer, from the unit up to the bundles.
 */
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, expect } from 'vitest'

export const BASHRC = 'export PATH=/usr/local/bin:/usr/bin\n'
const CACHED_TOOL = '#!/bin/sh\necho cached tool\n'

export interface RunnerHome {
  /** The checkout, where reports are written. */
  workspace: string
  /** The runner's home: `.bashrc` and `tools/scanner`, and nothing else. */
  home: string
  /** A link the change committed at `path` of the checkout, to `target`. */
  commitLink(path: string, target: string): void
  /** The home's files are as they were, and nothing was added to it. */
  expectHomeUntouched(): void
  /** The text at `path` of the checkout, which must be a regular file, not a link. */
  readReport(path: string): string
}

/** Registers a fresh checkout and home for each test of the file, removed after it. */
export function useRunnerHome(): RunnerHome {
  let dir = ''
  const world: RunnerHome = {
    workspace: '',
    home: '',
    commitLink: (path, target) => {
      mkdirSync(dirname(join(world.workspace, path)), { recursive: true })
      symlinkSync(target, join(world.workspace, path))
    },
    expectHomeUntouched: () => {
      expect(readFileSync(join(world.home, '.bashrc'), 'utf8')).toBe(BASHRC)
      expect(readFileSync(join(world.home, 'tools', 'scanner'), 'utf8')).toBe(CACHED_TOOL)
      expect(readdirSync(world.home).sort()).toEqual(['.bashrc', 'tools'])
      expect(readdirSync(join(world.home, 'tools'))).toEqual(['scanner'])
    },
    readReport: (path) => {
      expect(lstatSync(join(world.workspace, path)).isFile(), `${path} is a regular file`).toBe(
        true,
      )
      return readFileSync(join(world.workspace, path), 'utf8')
    },
  }
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'runner-home-'))
    world.workspace = join(dir, 'workspace')
    world.home = join(dir, 'home')
    mkdirSync(world.workspace)
    mkdirSync(join(world.home, 'tools'), { recursive: true })
    writeFileSync(join(world.home, '.bashrc'), BASHRC)
    writeFileSync(join(world.home, 'tools', 'scanner'), CACHED_TOOL)
  })
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true })
  })
  return world
}
