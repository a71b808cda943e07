/**
 * What differs on Windows and macOS runners, tested here with Windows' rules (path.win32) and
 * Windows' checkouts (CRLF line endings: Git for Windows checks text out with core.autocrlf),
 * where this machine cannot run Windows. The e2e suite runs on all three in CI (ci.yml).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { posix, win32 } from 'node:path'
import { describe, expect, it } from 'vitest'
import { relativeInside } from '../../src/common/files.js'
import { entryOfScript } from '../../src/config/actions.js'
import { repositoryPath } from '../../src/config/input-parsers.js'
import { lockfileKindOf, parseLockfile } from '../../src/deps/lockfiles.js'
import { parsePolicy } from '../../src/policy/parse.js'
import { systemEnvironment } from '../../testkit/spawn.js'

const crlf = (text: string) => text.replace(/\r?\n/g, '\r\n')

describe('paths on a Windows runner (path.win32)', () => {
  it('tells what is inside the workspace by whole segments, drive and case as Windows does', () => {
    const workspace = 'D:\\a\\webapp\\webapp'
    expect(relativeInside(workspace, 'D:\\a\\webapp\\webapp\\..app\\x', win32)).toBe('..app\\x')
    expect(relativeInside(workspace, 'd:\\A\\WEBAPP\\webapp\\reports', win32)).toBe('reports')
    expect(relativeInside(workspace, workspace, win32)).toBe('')
    expect(relativeInside(workspace, 'D:\\a\\webapp\\webapp2\\x', win32)).toBeUndefined()
    expect(relativeInside(workspace, 'D:\\a\\webapp', win32)).toBeUndefined()
    expect(relativeInside(workspace, 'C:\\Windows\\x', win32)).toBeUndefined()
    // The same text under POSIX rules is one odd file name, not a path with folders.
    expect(relativeInside('/w', '/w/a\\..\\..\\x', posix)).toBe('a\\..\\..\\x')
  })

  it('reads a policy-file path written the Windows way as the repository path it names', () => {
    expect(repositoryPath('.github\\security-scan.yml')).toEqual({
      value: '.github/security-scan.yml',
    })
    expect(repositoryPath('.\\policy\\scan.yml')).toEqual({ value: 'policy/scan.yml' })
    for (const outside of ['C:\\policy.yml', '..\\policy.yml', '\\policy.yml']) {
      expect(repositoryPath(outside), outside).toHaveProperty('problem')
    }
  })

  it('runs the sweep from dist\\sweep.js and the gate from dist\\index.js', () => {
    const dist = 'D:\\a\\_actions\\org\\security-scan-action\\v1\\dist'
    expect(entryOfScript(`${dist}\\sweep.js`, win32.basename)).toBe('sweep')
    expect(entryOfScript(`${dist}\\index.js`, win32.basename)).toBe('gate')
  })
})

describe('a checkout with CRLF line endings', () => {
  const fixtures = new URL('../fixtures/lockfiles/', import.meta.url)
  const lockfiles = (readdirSync(fixtures, { recursive: true }) as string[]).filter(
    (path) => lockfileKindOf(path) !== undefined,
  )

  it.each(lockfiles)('%s: the same packages, at the same lines', (path) => {
    const kind = lockfileKindOf(path)
    if (kind === undefined) throw new Error(path)
    const text = readFileSync(new URL(path, fixtures), 'utf8')
    expect(text).not.toContain('\r')
    const packages = parseLockfile(kind, text)
    expect(packages.length).toBeGreaterThan(0)
    expect(parseLockfile(kind, crlf(text))).toEqual(packages)
  })

  it('the policy file: the same policy, each problem at the same line and column', () => {
    const text = [
      'version: 1',
      'suppressions:',
      '  - rule: sql-injection',
      '    reason: Built from constants',
      '    expires: 2027-01-31',
      '  - rule: xss',
      '    expires: 2027-13-01',
      'exclude-paths: [vendor/**]',
      'dependency-files: [apps/*/package-lock.json]',
      '',
    ].join('\n')
    const nowMs = Date.parse('2026-11-27T00:00:00Z')
    const lf = parsePolicy(text, '.github/security-scan.yml', nowMs)
    expect(lf.ok).toBe(false)
    expect(parsePolicy(crlf(text), '.github/security-scan.yml', nowMs)).toEqual(lf)
    const valid = text.replace('  - rule: xss\n    expires: 2027-13-01\n', '')
    const parsed = parsePolicy(crlf(valid), '.github/security-scan.yml', nowMs)
    expect(parsed).toEqual(parsePolicy(valid, '.github/security-scan.yml', nowMs))
    expect(parsed.ok && parsed.policy.dependencyFiles).toEqual(['apps/*/package-lock.json'])
  })
})

describe("the e2e harness's clean environment", () => {
  const temp = 'C:\\Users\\runneradmin\\AppData\\Local\\Temp'
  const parent = { SystemRoot: 'C:\\Windows', TEMP: temp, GITHUB_TOKEN: 'ghs_fromTheJob' }

  it('keeps on Windows only what the system needs to open a socket and a temporary file', () => {
    expect(systemEnvironment(parent, 'win32')).toEqual({ SystemRoot: 'C:\\Windows', TEMP: temp })
  })

  it('keeps nothing on Linux and macOS', () => {
    expect(systemEnvironment(parent, 'linux')).toEqual({})
    expect(systemEnvironment(parent, 'darwin')).toEqual({})
  })
})
