import {
  constants,
  promises as fsp,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createWorkspace, MAX_MATCHED_FILES } from '../../src/deps/workspace.js'
import { applyPolicy } from '../../src/policy/apply.js'
import { makePolicy, POLICY_NOW_MS } from '../../testkit/builders/policy.js'
import { makeFinding } from '../../testkit/builders/report.js'

const LOCKFILES = ['**/package-lock.json', '**/yarn.lock', '**/pnpm-lock.yaml']

let dir: string
let root: string

function write(path: string, text = '{}'): void {
  mkdirSync(dirname(join(dir, path)), { recursive: true })
  writeFileSync(join(dir, path), text)
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'workspace-test-'))
  root = join(dir, 'repo')
  mkdirSync(root)
})
afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

describe('createWorkspace', () => {
  it('finds lockfiles anywhere below the root, sorted, never in node_modules or .git', async () => {
    write('repo/package-lock.json')
    write('repo/apps/web/yarn.lock')
    write('repo/apps/api/pnpm-lock.yaml')
    write('repo/node_modules/left-pad/package-lock.json')
    write('repo/apps/web/node_modules/x/yarn.lock')
    write('repo/.git/yarn.lock')
    write('repo/apps/web/package.json')
    const found = await createWorkspace(root).findFiles(LOCKFILES)
    expect(found).toEqual({
      paths: ['apps/api/pnpm-lock.yaml', 'apps/web/yarn.lock', 'package-lock.json'],
      leftOut: 0,
    })
  })

  it('drops what a ! pattern matches, and anything outside the root', async () => {
    write('repo/package-lock.json')
    write('repo/legacy/old/package-lock.json')
    write('outside/package-lock.json')
    const found = await createWorkspace(root).findFiles([
      ...LOCKFILES,
      '!legacy/**',
      '../outside/package-lock.json',
      join(dir, 'outside/package-lock.json'),
    ])
    expect(found.paths).toEqual(['package-lock.json'])
  })

  it('neither lists nor reads symbolic links, which could point anywhere on the runner', async () => {
    write('secret.txt', 'TOKEN=abc')
    write('repo/real/yarn.lock', '# yarn lockfile v1\n')
    symlinkSync(join(dir, 'secret.txt'), join(root, 'package-lock.json'))
    symlinkSync(dir, join(root, 'linked-dir'))
    const workspace = createWorkspace(root)
    expect((await workspace.findFiles(LOCKFILES)).paths).toEqual(['real/yarn.lock'])
    await expect(workspace.readText('package-lock.json', 1_000)).rejects.toThrow(
      'a symbolic link, not read',
    )
    expect(await workspace.readText('real/yarn.lock', 1_000)).toBe('# yarn lockfile v1\n')
  })

  it('neither lists nor reads a file reached through a linked directory that leads out', async () => {
    write('elsewhere/yarn.lock', 'secret')
    symlinkSync(join(dir, 'elsewhere'), join(root, 'web'))
    const workspace = createWorkspace(root)
    expect((await workspace.findFiles(['web/yarn.lock'])).paths).toEqual([])
    await expect(workspace.readText('web/yarn.lock', 1_000)).rejects.toThrow(
      'reached through a symbolic link that leads out of the workspace',
    )
  })

  it('finds and reads a lockfile in a folder whose name starts with two dots, which is inside', async () => {
    write('repo/..app/package-lock.json', '{"lockfileVersion":3}')
    write('repo/...lib/yarn.lock', '# yarn lockfile v1\n')
    write('..app/package-lock.json', 'beside the root, never read')
    const workspace = createWorkspace(root)
    // Named: `**` enters no folder whose name starts with a dot (a pull request's changed files do).
    expect((await workspace.findFiles(['..app/*.json', '...lib/yarn.lock'])).paths).toEqual([
      '...lib/yarn.lock',
      '..app/package-lock.json',
    ])
    expect(await workspace.readText('..app/package-lock.json', 1_000)).toBe('{"lockfileVersion":3}')
    await expect(workspace.readText('../..app/package-lock.json', 1_000)).rejects.toThrow(
      'outside the workspace',
    )
  })

  it('refuses files over the size limit, outside the root, or missing', async () => {
    write('repo/package-lock.json', 'x'.repeat(2_000))
    write('other.json')
    const workspace = createWorkspace(root)
    await expect(workspace.readText('package-lock.json', 1_000)).rejects.toThrow(
      '2000 bytes, more than the 1000 bytes read at most',
    )
    await expect(workspace.readText('../other.json', 1_000)).rejects.toThrow(
      'outside the workspace',
    )
    await expect(workspace.readText('nope.json', 1_000)).rejects.toThrow('cannot be read (ENOENT)')
  })

  it(`lists at most ${MAX_MATCHED_FILES} files and says how many it left out`, async () => {
    for (let i = 0; i < MAX_MATCHED_FILES + 3; i++)
      write(`repo/p${String(i).padStart(4, '0')}/yarn.lock`)
    const found = await createWorkspace(root).findFiles(['**/yarn.lock'])
    expect(found.paths).toHaveLength(MAX_MATCHED_FILES)
    expect(found.leftOut).toBe(3)
  })

  it('finds nothing without an including pattern', async () => {
    write('repo/yarn.lock')
    expect(await createWorkspace(root).findFiles(['!yarn.lock'])).toEqual({ paths: [], leftOut: 0 })
  })
})

describe('createWorkspace where O_NOFOLLOW does not exist (Windows)', () => {
  /** fs.constants as Windows has them: no O_NOFOLLOW. */
  const WINDOWS = { O_RDONLY: constants.O_RDONLY }
  const lstat = (path: string) => fsp.lstat(path, { bigint: true })

  it('refuses a link, reads a regular file, and refuses a file swapped for a link once looked at', async () => {
    write('secret.txt', 'TOKEN=abc')
    write('repo/yarn.lock', '# yarn lockfile v1\n')
    write('repo/real/package-lock.json', '{}')
    symlinkSync(join(dir, 'secret.txt'), join(root, 'package-lock.json'))
    const workspace = createWorkspace(root, { constants: WINDOWS, lstat })
    await expect(workspace.readText('package-lock.json', 1_000)).rejects.toThrow(
      'a symbolic link, not read',
    )
    expect(await workspace.readText('yarn.lock', 1_000)).toBe('# yarn lockfile v1\n')
    // Between the look and the open, the file becomes a link to a file of the runner.
    const swapping = createWorkspace(root, {
      constants: WINDOWS,
      lstat: async (path) => {
        const stats = await lstat(path)
        rmSync(path)
        symlinkSync(join(dir, 'secret.txt'), path)
        return stats
      },
    })
    await expect(swapping.readText('real/package-lock.json', 1_000)).rejects.toThrow(
      'replaced by another file while it was opened, not read',
    )
  })
})

describe('createWorkspace and the policy, on names that start with a dot', () => {
  const FILES = [
    'package-lock.json',
    'apps/web/package-lock.json',
    'apps/.old/package-lock.json',
    '.github/package-lock.json',
    '.config/tools/package-lock.json',
  ]

  /** The files the policy's exclude-paths keep from the gate with this one glob. */
  function excludedByPolicy(pattern: string): string[] {
    const findings = FILES.map((filePath, i) => makeFinding({ id: `f-${i}`, filePath }))
    const applied = applyPolicy(makePolicy({ excludePaths: [pattern] }), findings, {
      nowMs: POLICY_NOW_MS,
      warningDays: 14,
    })
    return findings.filter((f) => applied.coverageOf(f) !== undefined).map((f) => f.filePath ?? '')
  }

  it.each([
    ['**/package-lock.json', ['apps/web/package-lock.json', 'package-lock.json']],
    ['*/*/package-lock.json', ['apps/web/package-lock.json']],
    ['.github/**', ['.github/package-lock.json']],
    ['**/.old/**', ['apps/.old/package-lock.json']],
    ['.*/**', ['.config/tools/package-lock.json', '.github/package-lock.json']],
  ])('select with %j what the exclude-paths glob covers: %j', async (pattern, matched) => {
    for (const file of FILES) write(`repo/${file}`)
    const workspace = createWorkspace(root)
    expect((await workspace.findFiles([pattern])).paths).toEqual(matched)
    expect((await workspace.findFiles([...FILES, `!${pattern}`])).paths).toEqual(
      FILES.filter((file) => !matched.includes(file)).sort(),
    )
    expect(excludedByPolicy(pattern).sort()).toEqual(matched)
  })
})
