import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  findBundledPackageDirs,
  findPackagesWithoutLicense,
  generateLicenses,
  LICENSE_TEXTS_OUTSIDE_THE_TARBALL,
  LicenseError,
  parseLicensesFile,
  readBundledPackages,
  readLicenseTexts,
  renderLicenses,
  runLicenses,
} from '../../scripts/licenses.js'

const ROOT = join(import.meta.dirname, '..', '..')

let root: string
let modules: string

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'licenses-'))
  modules = join(root, 'node_modules')
})

afterEach(() => {
  rmSync(root, { recursive: true, force: true })
})

/** A package folder with a package.json and the given files. */
function writePackage(dir: string, manifest: object, files: Record<string, string> = {}): string {
  mkdirSync(join(dir, 'lib'), { recursive: true })
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest))
  writeFileSync(join(dir, 'lib', 'index.js'), 'module.exports = 1\n')
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)
  return dir
}

/** The package `bare`: a manifest and code, no license file unless the test writes one. */
function writeBare(version: string, license: string): string {
  return writePackage(join(modules, 'bare'), { name: 'bare', version, license })
}

/** Webpack stats as ncc writes them: top-level modules, some concatenated with inner modules. */
function stats(...paths: string[]) {
  const [first, ...rest] = paths
  return {
    modules: [
      { nameForCondition: join(root, 'src', 'index.ts') },
      { nameForCondition: null },
      { name: 'webpack/runtime/compat' },
      { nameForCondition: first, modules: rest.map((path) => ({ nameForCondition: path })) },
    ],
  }
}

describe('findBundledPackageDirs', () => {
  it('finds every package, scoped, nested and inside concatenated modules, once and sorted', () => {
    const found = findBundledPackageDirs(
      stats(
        join(modules, 'zod', 'v4', 'index.js'),
        join(modules, 'zod', 'index.js'),
        join(modules, '@actions', 'core', 'lib', 'core.js'),
        join(modules, '@actions', 'github', 'node_modules', '@actions', 'http-client', 'x.js'),
        join(modules, '.pnpm', 'tunnel@0.0.6', 'node_modules', 'tunnel', 'index.js'),
      ),
    )
    expect(found).toEqual([
      join(modules, '.pnpm', 'tunnel@0.0.6', 'node_modules', 'tunnel'),
      join(modules, '@actions', 'core'),
      join(modules, '@actions', 'github', 'node_modules', '@actions', 'http-client'),
      join(modules, 'zod'),
    ])
  })

  it('reads Windows paths', () => {
    const found = findBundledPackageDirs({
      modules: [{ nameForCondition: 'C:\\a\\node_modules\\@x\\y\\lib\\i.js' }],
    })
    expect(found).toEqual(['C:/a/node_modules/@x/y'])
  })

  it('refuses stats that are not webpack stats, or leave modules out', () => {
    expect(() => findBundledPackageDirs({ assets: [] })).toThrow(LicenseError)
    expect(() => findBundledPackageDirs({ modules: [{ filteredModules: 3 }] })).toThrow(
      'the stats file leaves modules out (filteredModules)',
    )
  })
})

describe('readBundledPackages and readLicenseTexts', () => {
  it('keeps one entry per name@version, two for two versions, sorted', () => {
    const a = writePackage(join(modules, 'b'), { name: 'b', version: '2.0.0', license: 'MIT' })
    const b = writePackage(join(modules, 'a', 'node_modules', 'b'), {
      name: 'b',
      version: '1.0.0',
      license: 'MIT',
    })
    const c = writePackage(join(modules, 'c', 'node_modules', 'b'), {
      name: 'b',
      version: '2.0.0',
      license: 'MIT',
    })
    const d = writePackage(join(modules, 'a'), {
      name: 'a',
      version: '1.0.0',
      license: { type: 'ISC' },
    })
    expect(readBundledPackages([a, b, c, d]).map((p) => [p.name, p.version, p.license])).toEqual([
      ['a', '1.0.0', 'ISC'],
      ['b', '1.0.0', 'MIT'],
      ['b', '2.0.0', 'MIT'],
    ])
  })

  it('reads every license and notice file, sorted, with CRLF and BOM normalised', () => {
    const dir = writePackage(
      join(modules, 'dual'),
      { name: 'dual', version: '1.0.0', license: '(MIT OR Apache-2.0)' },
      {
        'LICENSE-MIT': '\uFEFFMIT text\r\nline 2\r\n\r\n',
        'LICENCE.apache': 'Apache text\n',
        NOTICE: 'Notice text\n',
        'README.md': 'not a license',
        'license-checker.json': '{}',
      },
    )
    mkdirSync(join(dir, 'licenses'))
    const [pkg] = readBundledPackages([dir])
    expect(readLicenseTexts(pkg!)).toEqual([
      { source: 'LICENCE.apache', text: 'Apache text' },
      { source: 'LICENSE-MIT', text: 'MIT text\nline 2' },
      { source: 'NOTICE', text: 'Notice text' },
    ])
  })

  it('follows "SEE LICENSE IN <file>"', () => {
    const dir = writePackage(
      join(modules, 'custom'),
      { name: 'custom', version: '1.0.0', license: 'SEE LICENSE IN TERMS.txt' },
      { 'TERMS.txt': 'Terms.' },
    )
    const [pkg] = readBundledPackages([dir])
    expect(readLicenseTexts(pkg!)).toEqual([{ source: 'TERMS.txt', text: 'Terms.' }])
  })

  it('takes the reviewed text of a package that ships no license file', () => {
    const dir = writeBare('3.1.0', 'MIT')
    const [pkg] = readBundledPackages([dir])
    const outside = {
      bare: { license: 'MIT', source: 'https://example.test/LICENSE', text: 'MIT.\n' },
    }
    expect(readLicenseTexts(pkg!, outside)).toEqual([
      { source: 'https://example.test/LICENSE', text: 'MIT.' },
    ])
  })

  it('fails loudly for a package with no license file and no reviewed text', () => {
    const dir = writeBare('3.1.0', 'MIT')
    writeFileSync(join(dir, 'LICENSE'), '  \n')
    const [pkg] = readBundledPackages([dir])
    expect(() => readLicenseTexts(pkg!, {})).toThrow(
      'bare@3.1.0 (MIT) is bundled but ships no license file: add its text from the repository ' +
        'it is published from to LICENSE_TEXTS_OUTSIDE_THE_TARBALL in scripts/licenses.ts',
    )
  })

  it('fails when the package changed license since its text was reviewed', () => {
    const dir = writeBare('4.0.0', 'GPL-3.0')
    const [pkg] = readBundledPackages([dir])
    const outside = {
      bare: { license: 'MIT', source: 'https://example.test/LICENSE', text: 'MIT.' },
    }
    expect(() => readLicenseTexts(pkg!, outside)).toThrow(
      'bare@4.0.0 declares GPL-3.0 but the text kept for it in scripts/licenses.ts is MIT',
    )
  })

  it('keeps reviewed texts only for packages that need them, each non-empty', () => {
    for (const [name, entry] of Object.entries(LICENSE_TEXTS_OUTSIDE_THE_TARBALL)) {
      expect(entry.text.trim(), name).not.toBe('')
      expect(entry.source, name).toMatch(/^https:\/\//)
    }
  })
})

describe('renderLicenses, parseLicensesFile and the check', () => {
  function generate() {
    writePackage(
      join(modules, '@scope', 'one'),
      { name: '@scope/one', version: '1.0.0', license: 'MIT' },
      { LICENSE: 'One license.\n' },
    )
    writePackage(
      join(modules, 'two'),
      { name: 'two', version: '2.0.0', license: 'Apache-2.0' },
      { 'LICENSE.txt': 'Two license.\n\nSecond paragraph.\n', NOTICE: 'Two notice.\n' },
    )
    return generateLicenses(
      stats(join(modules, 'two', 'index.js'), join(modules, '@scope', 'one', 'lib', 'index.js')),
    )
  }

  it('writes a sorted file with no absolute path, which parses back to every text', () => {
    const { content, packages } = generate()
    expect(packages.map((p) => p.name)).toEqual(['@scope/one', 'two'])
    expect(content).not.toContain(root)
    expect(content).toMatch(/^Third-party software bundled in dist\/\n/)
    expect(content).toContain('The 2 packages below are bundled')
    expect(content.endsWith('\n') && !content.endsWith('\n\n')).toBe(true)
    expect(content.indexOf('@scope/one@1.0.0')).toBeLessThan(content.indexOf('two@2.0.0'))
    expect(content).toContain('two@2.0.0\nLicense: Apache-2.0\nSource: LICENSE.txt\n')
    expect(Object.fromEntries(parseLicensesFile(content))).toEqual({
      '@scope/one@1.0.0': 'One license.',
      'two@2.0.0': `Two license.\n\nSecond paragraph.\nSource: NOTICE\n${'-'.repeat(80)}\nTwo notice.`,
    })
    expect(findPackagesWithoutLicense(content, packages)).toEqual([])
  })

  it('is deterministic: the same input gives the same bytes', () => {
    expect(generate().content).toBe(generate().content)
  })

  it('names each bundled package the file has no text for', () => {
    const { content, packages } = generate()
    const withoutTwo = content.split(`\n${'='.repeat(80)}\ntwo@`)[0]!
    expect(findPackagesWithoutLicense(withoutTwo, packages)).toEqual(['two@2.0.0'])
    const emptyText = content.replace('One license.', '')
    expect(findPackagesWithoutLicense(emptyText, packages)).toEqual(['@scope/one@1.0.0'])
    const otherVersion = [{ name: 'two', version: '2.0.1' }]
    expect(findPackagesWithoutLicense(content, otherVersion)).toEqual(['two@2.0.1'])
    // The format ncc's --license wrote: names without versions or separators.
    expect(findPackagesWithoutLicense('@scope/one\nMIT\nOne license.\n', packages)).toEqual([
      '@scope/one@1.0.0',
      'two@2.0.0',
    ])
  })

  it('renders a package with no license field', () => {
    const pkg = { name: 'x', version: '1.0.0', dir: '/nowhere', license: undefined }
    expect(renderLicenses([{ pkg, texts: [{ source: 'LICENSE', text: 'X.' }] }])).toContain(
      'x@1.0.0\nLicense: not declared in package.json\nSource: LICENSE\n',
    )
  })
})

describe('the command line', () => {
  it('writes the file and checks it against the same stats', () => {
    writePackage(
      join(modules, 'one'),
      { name: 'one', version: '1.0.0', license: 'MIT' },
      { LICENSE: 'One.' },
    )
    const statsFile = join(root, 'stats.json')
    const out = join(root, 'licenses.txt')
    writeFileSync(statsFile, JSON.stringify(stats(join(modules, 'one', 'index.js'))))
    const run = (argv: string[]) => {
      const log = { stdout: '', stderr: '' }
      const code = runLicenses(argv, {
        stdout: (text) => (log.stdout += text),
        stderr: (text) => (log.stderr += text),
      })
      return { code, ...log }
    }

    expect(run(['write', statsFile, out])).toEqual({
      code: 0,
      stdout: `licenses: 1 bundled packages in ${out}\n`,
      stderr: '',
    })
    expect(readFileSync(out, 'utf8')).toContain('one@1.0.0\nLicense: MIT\nSource: LICENSE\n')
    expect(run(['check', '--stats', statsFile, '--licenses', out])).toEqual({
      code: 0,
      stdout: 'licenses: all 1 bundled packages have a license\n',
      stderr: '',
    })

    writeFileSync(out, 'one\nMIT\n')
    expect(run(['check', '--stats', statsFile, '--licenses', out])).toEqual({
      code: 1,
      stdout: '',
      stderr: `licenses: ${out} has no license text for one@1.0.0: run 'npm run build' and commit dist/\n`,
    })
    expect(run(['write', statsFile])).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/^usage: /),
    })
  })

  it('keeps reviewed texts for installed packages, under the license they declare', () => {
    for (const name of Object.keys(LICENSE_TEXTS_OUTSIDE_THE_TARBALL)) {
      const manifest = JSON.parse(
        readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8'),
      ) as { license?: string }
      expect(manifest.license, name).toBe(LICENSE_TEXTS_OUTSIDE_THE_TARBALL[name]!.license)
    }
  })
})
