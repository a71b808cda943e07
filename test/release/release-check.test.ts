import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  checkRelease,
  extractChangelogSection,
  parseReleaseTag,
  runReleaseCheck,
  type ReleaseCheckIo,
} from '../../scripts/release-check.js'

const ROOT = join(import.meta.dirname, '..', '..')
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx')

const CHANGELOG = `# Changelog

Some words about the format.

## [Unreleased]

### Added

- Something not released yet.

## [1.2.0] - 2026-12-01

### Added

- The new input.

### Fixed

- A bug.

## [1.1.0] - 2026-11-23

- The first minor.

[unreleased]: https://github.com/org/repo/compare/v1.2.0...HEAD
[1.2.0]: https://github.com/org/repo/compare/v1.1.0...v1.2.0
[1.1.0]: https://github.com/org/repo/releases/tag/v1.1.0
`

const packageJson = (version: string): string =>
  JSON.stringify({ name: 'security-scan-action', version }, null, 2)

describe('parseReleaseTag', () => {
  it.each([
    ['v1.2.3', { version: '1.2.3', majorTag: 'v1' }],
    ['v0.1.0', { version: '0.1.0', majorTag: 'v0' }],
    ['v10.0.12', { version: '10.0.12', majorTag: 'v10' }],
  ])('%s is a release tag', (tag, expected) => {
    expect(parseReleaseTag(tag)).toEqual(expected)
  })

  it.each(['1.2.3', 'v1.2', 'v1.2.3-rc.1', 'v1.2.3+build', 'v01.2.3', 'v1', 'release-1.2.3', ''])(
    '%j is not',
    (tag) => {
      expect(parseReleaseTag(tag)).toBeUndefined()
    },
  )
})

describe('extractChangelogSection', () => {
  it('stops at the next section', () => {
    expect(extractChangelogSection(CHANGELOG, '1.2.0')).toBe(
      '### Added\n\n- The new input.\n\n### Fixed\n\n- A bug.',
    )
  })

  it('leaves the link definitions at the end of the file out of the last section', () => {
    expect(extractChangelogSection(CHANGELOG, '1.1.0')).toBe('- The first minor.')
  })

  it('takes a heading without a date, and CRLF line ends', () => {
    const text = '## [2.0.0]\r\n\r\n- Breaking.\r\n\r\n## [1.0.0]\r\n\r\n- Old.\r\n'
    expect(extractChangelogSection(text, '2.0.0')).toBe('- Breaking.')
  })

  it('does not mistake a version for a pattern or a prefix', () => {
    expect(extractChangelogSection('## [1x2y0] - 2026-12-01\n\n- No.\n', '1.2.0')).toBeUndefined()
    expect(extractChangelogSection('## [1.2.0.1]\n\n- No.\n', '1.2.0')).toBeUndefined()
    expect(extractChangelogSection('### [1.2.0]\n\n- No.\n', '1.2.0')).toBeUndefined()
  })

  it('refuses two sections for one version', () => {
    expect(() => extractChangelogSection('## [1.0.0]\n- a\n## [1.0.0]\n- b\n', '1.0.0')).toThrow(
      'CHANGELOG.md has 2 ## [1.0.0] sections',
    )
  })
})

describe('checkRelease', () => {
  it('passes a tag that matches the version and has a section, with its notes', () => {
    expect(
      checkRelease('v1.2.0', { packageJson: packageJson('1.2.0'), changelog: CHANGELOG }),
    ).toEqual({
      ok: true,
      version: '1.2.0',
      majorTag: 'v1',
      notes: '### Added\n\n- The new input.\n\n### Fixed\n\n- A bug.',
    })
  })

  it.each([
    [
      'a tag that differs from the package.json version',
      'v1.3.0',
      '1.2.0',
      CHANGELOG,
      'tag v1.3.0 does not match package.json version 1.2.0: tag v1.2.0 instead, or bump ' +
        'the version before tagging',
    ],
    [
      'a version with no changelog section',
      'v1.3.0',
      '1.3.0',
      CHANGELOG,
      "CHANGELOG.md has no '## [1.3.0] - YYYY-MM-DD' section for v1.3.0",
    ],
    [
      'an empty section',
      'v1.3.0',
      '1.3.0',
      '## [1.3.0] - 2026-12-02\n\n## [1.2.0] - 2026-12-01\n\n- x\n',
      'the CHANGELOG.md section ## [1.3.0] is empty',
    ],
  ])('fails %s', (_, tag, version, changelog, reason) => {
    expect(checkRelease(tag, { packageJson: packageJson(version), changelog })).toEqual({
      ok: false,
      reason,
    })
  })

  it.each(['1.2.0', 'v1.2', 'v1.2.0-rc.1', 'refs/tags/v1.2.0'])(
    'fails the malformed tag %j',
    (tag) => {
      expect(
        checkRelease(tag, { packageJson: packageJson('1.2.0'), changelog: CHANGELOG }),
      ).toEqual({
        ok: false,
        reason: `tag '${tag}' is not a release tag: expected vX.Y.Z, e.g. v1.2.3`,
      })
    },
  )

  it('fails a package.json without a version, or not JSON', () => {
    expect(checkRelease('v1.2.0', { packageJson: '{}', changelog: CHANGELOG })).toEqual({
      ok: false,
      reason: 'package.json has no version',
    })
    expect(checkRelease('v1.2.0', { packageJson: '{', changelog: CHANGELOG })).toEqual({
      ok: false,
      reason: 'package.json is not valid JSON',
    })
  })
})

describe('the command line, as the release workflow runs it', () => {
  let dir: string

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'release-check-'))
    writeFileSync(join(dir, 'package.json'), packageJson('1.2.0'))
    writeFileSync(join(dir, 'CHANGELOG.md'), CHANGELOG)
  })

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true })
  })

  function run(argv: string[], env: Record<string, string> = {}) {
    const out = { stdout: '', stderr: '' }
    const io: ReleaseCheckIo = {
      readFile: (path) => readFileSync(path, 'utf8'),
      writeFile: (path, text) => {
        writeFileSync(path, text)
      },
      appendFile: (path, text) => {
        writeFileSync(path, text, { flag: 'a' })
      },
      stdout: (text) => (out.stdout += text),
      stderr: (text) => (out.stderr += text),
      env,
    }
    return { code: runReleaseCheck(argv, io), ...out }
  }

  it('prints the notes, or writes them and the step outputs for the workflow', () => {
    expect(run(['v1.2.0', '--root', dir])).toEqual({
      code: 0,
      stdout: '### Added\n\n- The new input.\n\n### Fixed\n\n- A bug.\n',
      stderr: '',
    })

    const notes = join(dir, 'notes.md')
    const outputs = join(dir, 'github-output')
    const result = run(['v1.2.0', '--root', dir, '--notes-file', notes], { GITHUB_OUTPUT: outputs })
    expect(result).toEqual({
      code: 0,
      stdout: `release-check: v1.2.0 is ready; release notes in ${notes}\n`,
      stderr: '',
    })
    expect(readFileSync(notes, 'utf8')).toBe(
      '### Added\n\n- The new input.\n\n### Fixed\n\n- A bug.\n',
    )
    expect(readFileSync(outputs, 'utf8')).toBe('version=1.2.0\nmajor-tag=v1\n')
  })

  it('exits 1 with one line naming the problem, and writes nothing', () => {
    const notes = join(dir, 'notes.md')
    const result = run(['v1.2.1', '--root', dir, '--notes-file', notes])
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'release-check: tag v1.2.1 does not match package.json version 1.2.0: tag v1.2.0 ' +
        'instead, or bump the version before tagging\n',
    })
    expect(existsSync(notes)).toBe(false)
  })

  it('exits 1 when the files are not there', () => {
    rmSync(join(dir, 'CHANGELOG.md'))
    expect(run(['v1.2.0', '--root', dir])).toEqual({
      code: 1,
      stdout: '',
      stderr: `release-check: cannot read package.json and CHANGELOG.md in ${dir} (ENOENT)\n`,
    })
  })

  it.each([[[]], [['v1.2.0', 'v1.2.1']], [['v1.2.0', '--notes-file']], [['v1.2.0', '--force']]])(
    'exits 2 on the usage error %j',
    (argv) => {
      const result = run(argv)
      expect(result.code).toBe(2)
      expect(result.stderr).toMatch(/^release-check: .+\nusage: tsx scripts\/release-check\.ts/)
    },
  )

  it('runs as a script under tsx, as `npm run release-check` does', () => {
    const ok = spawnSync(TSX, ['scripts/release-check.ts', 'v1.2.0', '--root', dir], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, GITHUB_OUTPUT: '' },
    })
    expect({ status: ok.status, stdout: ok.stdout }).toEqual({
      status: 0,
      stdout: '### Added\n\n- The new input.\n\n### Fixed\n\n- A bug.\n',
    })

    const bad = spawnSync(TSX, ['scripts/release-check.ts', 'v9.9.9', '--root', dir], {
      cwd: ROOT,
      encoding: 'utf8',
    })
    expect(bad.status).toBe(1)
    expect(bad.stderr).toMatch(/^release-check: tag v9\.9\.9 does not match package\.json/)
    expect(bad.stderr.trim().split('\n')).toHaveLength(1)
  })
})

describe("the repository's own files", () => {
  const changelog = join(ROOT, 'CHANGELOG.md')
  // The release workflow refuses a version without a changelog section; this says so earlier.
  it.skipIf(!existsSync(changelog))('have a changelog section for the package.json version', () => {
    const packageText = readFileSync(join(ROOT, 'package.json'), 'utf8')
    const { version } = JSON.parse(packageText) as { version: string }
    const result = checkRelease(`v${version}`, {
      packageJson: packageText,
      changelog: readFileSync(changelog, 'utf8'),
    })
    expect(result).toMatchObject({ ok: true, version })
  })
})
