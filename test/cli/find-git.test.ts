/**
 * Which git the command line runs: found on PATH by absolute folders only, never in the checkout,
 * whose files (a `git`, a `git.exe`) the change's author writes. Windows' rules (Path, PATHEXT,
 * quoted folders, names in any case) are tested here on any machine, through path.win32.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createGitReader, createLocalGit, findCheckout, findGit } from '../../src/cli/git.js'
import { createGitCheckout } from '../../testkit/cli.js'

/** A file system that holds exactly these programs. */
function programs(...paths: string[]): (path: string) => boolean {
  return (path) => paths.includes(path)
}

describe('findGit on Linux and macOS', () => {
  const search = { cwd: '/builds/acme/webapp', platform: 'linux' as const }

  it('takes the first absolute folder of PATH that holds git, never the checkout or a relative one', () => {
    const isProgram = programs(
      '/builds/acme/webapp/git',
      '/builds/acme/webapp/tools/git',
      '/opt/git/bin/git',
      '/usr/bin/git',
    )
    const PATH = [
      '',
      '.',
      'tools',
      '/builds/acme/webapp',
      '/builds/acme/webapp/tools',
      '/builds/acme/webapp/../webapp/tools',
      '/opt/git/bin',
      '/usr/bin',
    ].join(':')
    expect(findGit({ ...search, env: { PATH }, isProgram })).toBe('/opt/git/bin/git')
  })

  it('finds none when only the checkout or relative folders hold one, or there is no PATH', () => {
    const isProgram = programs('/builds/acme/webapp/git', '/builds/acme/webapp/bin/git')
    const PATH = ['.', '/builds/acme/webapp', '/builds/acme/webapp/bin', '/usr/bin'].join(':')
    expect(findGit({ ...search, env: { PATH }, isProgram })).toBeUndefined()
    expect(findGit({ ...search, env: {}, isProgram: programs('/usr/bin/git') })).toBeUndefined()
  })

  it('keeps a folder beside the checkout whose name starts the same', () => {
    const isProgram = programs('/builds/acme/webapp-tools/git')
    const env = { PATH: '/builds/acme/webapp-tools' }
    expect(findGit({ ...search, env, isProgram })).toBe('/builds/acme/webapp-tools/git')
  })
})

describe('findGit below the clone', () => {
  // npx puts node_modules/.bin of the working folder and of every folder above it on PATH.
  const search = {
    cwd: '/builds/acme/webapp/services/api',
    checkout: '/builds/acme/webapp',
    platform: 'linux' as const,
  }

  it('skips a folder anywhere in the clone, not only in the working folder, and one linked into it', () => {
    const isProgram = programs(
      '/builds/acme/webapp/node_modules/.bin/git',
      '/opt/linked/git',
      '/usr/bin/git',
    )
    const realpath = (path: string) => (path === '/opt/linked' ? '/builds/acme/webapp/tools' : path)
    const PATH = [
      '/builds/acme/webapp/services/api/node_modules/.bin',
      '/builds/acme/webapp/node_modules/.bin',
      '/opt/linked',
      '/usr/bin',
    ].join(':')
    expect(findGit({ ...search, env: { PATH }, isProgram, realpath })).toBe('/usr/bin/git')
    // Without the clone, the folder above the working one would have been taken.
    const { checkout: _, ...inCwdOnly } = search
    expect(findGit({ ...inCwdOnly, env: { PATH }, isProgram, realpath: (p) => p })).toBe(
      '/builds/acme/webapp/node_modules/.bin/git',
    )
  })

  it('findCheckout: the nearest folder above holding .git, or none', () => {
    const exists = (path: string) => path === '/builds/acme/webapp/.git'
    expect(findCheckout('/builds/acme/webapp/services/api', exists)).toBe('/builds/acme/webapp')
    expect(findCheckout('/builds/acme/webapp', exists)).toBe('/builds/acme/webapp')
    expect(findCheckout('/tmp/archive', exists)).toBeUndefined()
  })
})

describe('findGit on Windows', () => {
  const cwd = 'C:\\agent\\_work\\1\\s'

  it('skips the checkout (Windows looks there first), takes .exe by PATHEXT, never .cmd', () => {
    const isProgram = programs(
      'C:\\agent\\_work\\1\\s\\git.exe',
      'C:\\agent\\_work\\1\\s\\tools\\git.exe',
      'C:\\Tools\\git.cmd',
      'C:\\Program Files\\Git\\cmd\\git.exe',
    )
    const env = {
      // Windows' variables are named in any case.
      Path: [
        '.',
        '',
        'c:\\AGENT\\_work\\1\\S',
        'C:\\agent\\_work\\1\\s\\tools',
        'C:\\Tools',
        '"C:\\Program Files\\Git\\cmd"',
        'C:\\Windows\\System32',
      ].join(';'),
      PathExt: '.COM;.EXE;.BAT;.CMD',
    }
    expect(findGit({ cwd, env, platform: 'win32', isProgram })).toBe(
      'C:\\Program Files\\Git\\cmd\\git.exe',
    )
  })

  it("follows PATHEXT's order, Windows' own when unset, and finds none it cannot run", () => {
    const env = { PATH: 'C:\\Git\\bin', PATHEXT: '.EXE;.COM' }
    const both = programs('C:\\Git\\bin\\git.com', 'C:\\Git\\bin\\git.exe')
    expect(findGit({ cwd, env, platform: 'win32', isProgram: both })).toBe('C:\\Git\\bin\\git.exe')
    expect(
      findGit({ cwd, env: { PATH: 'C:\\Git\\bin' }, platform: 'win32', isProgram: both }),
    ).toBe('C:\\Git\\bin\\git.com')
    const cmdOnly = { PATH: 'C:\\Git\\bin', PATHEXT: '.CMD;.BAT' }
    expect(
      findGit({
        cwd,
        env: cmdOnly,
        platform: 'win32',
        isProgram: programs('C:\\Git\\bin\\git.cmd'),
      }),
    ).toBeUndefined()
  })
})

describe('git in a checkout that holds a git of its own', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'find-git-'))
  })
  afterEach(() => {
    vi.unstubAllEnvs()
    rmSync(dir, { recursive: true, force: true })
  })

  /** An executable `git` at `folder` that leaves a mark and prints `said`. */
  function plantGit(folder: string, said: string): void {
    mkdirSync(folder, { recursive: true })
    const script = join(folder, 'git')
    writeFileSync(script, `#!/bin/sh\n: > "${join(dir, `ran-${said}`)}"\necho ${said}\n`)
    chmodSync(script, 0o755)
  }

  it.skipIf(process.platform === 'win32')(
    'runs the git of PATH outside the checkout, never the one the change committed',
    () => {
      const checkout = join(dir, 'checkout')
      plantGit(checkout, 'committed')
      plantGit(join(dir, 'runner-tools'), 'runner')
      // A non-executable git in an earlier folder is no program.
      mkdirSync(join(dir, 'not-a-program'))
      writeFileSync(join(dir, 'not-a-program', 'git'), '')
      vi.stubEnv('PATH', ['.', join(dir, 'not-a-program'), join(dir, 'runner-tools')].join(':'))
      const program = findGit({ cwd: checkout, env: process.env, platform: process.platform })
      expect(program).toBe(join(dir, 'runner-tools', 'git'))
      expect(createGitReader(checkout, program)(['rev-parse', 'HEAD'])).toBe('runner')
      expect(marksLeft()).toEqual(['ran-runner'])
    },
  )

  it.skipIf(process.platform === 'win32')(
    'reads the clone from a subfolder, never a bare repository the change committed there',
    () => {
      const clone = createGitCheckout(join(dir, 'webapp'), {
        branch: 'main',
        remote: 'https://git.example.com/acme/webapp.git',
      })
      // What a change can commit in a subfolder: a HEAD, a config and refs, a bare repository to
      // git's search, whose objects come from the clone's own.
      const api = join(clone.dir, 'services', 'api')
      for (const folder of ['objects/info', 'refs/heads', 'refs/remotes/origin']) {
        mkdirSync(join(api, folder), { recursive: true })
      }
      writeFileSync(join(api, 'HEAD'), 'ref: refs/heads/main\n')
      writeFileSync(join(api, 'config'), '[core]\n\tbare = true\n')
      writeFileSync(join(api, 'objects/info/alternates'), `${join(clone.dir, '.git/objects')}\n`)
      writeFileSync(join(api, 'refs/remotes/origin/main'), `${'0'.repeat(39)}1\n`)
      const git = createLocalGit({ cwd: api, env: process.env, platform: process.platform })
      expect(git.checkout).toBe(clone.dir)
      expect(git.read(['rev-parse', '--absolute-git-dir'])).toBe(join(clone.dir, '.git'))
      expect(git.read(['rev-parse', 'refs/remotes/origin/main'])).toBe(clone.head)
      // git's own search from the subfolder takes the planted repository.
      expect(createGitReader(api, git.program)(['rev-parse', '--absolute-git-dir'])).toBe(api)
    },
  )

  /** Which planted gits ran. */
  function marksLeft(): string[] {
    return ['ran-committed', 'ran-runner'].filter((mark) => {
      try {
        rmSync(join(dir, mark))
        return true
      } catch {
        return false
      }
    })
  }
})
