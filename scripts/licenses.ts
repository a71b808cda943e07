/**
 * The license texts of every third-party package bundled into dist/, in dist/licenses.txt.
 *
 *   tsx scripts/licenses.ts write <ncc-stats.json> <licenses.txt>   (part of `npm run build`)
 *   tsx scripts/licenses.ts check [--stats <ncc-stats.json>] [--licenses dist/licenses.txt]
 *                                 [--entry src/index.ts]   (src/cli/index.ts: dist/cli/licenses.txt)
 *
 * What is bundled comes from the webpack stats `ncc build --stats-out` writes: every module's
 * resource path, and the package folder after its last `node_modules/`. That is the bundler's own
 * list, so nothing is guessed from package.json dependencies. (ncc's `--license` flag left
 * packages out.) dist/ is compared byte for byte with a fresh build, so the output is sorted and
 * carries no dates or absolute paths.
 *
 * `check` rebuilds the bundle into a temporary directory (never dist/) and fails when a bundled
 * package has no license text in the committed dist/licenses.txt.
 */
import { spawnSync } from 'node:child_process'
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'

export interface BundledPackage {
  name: string
  version: string
  /** The package folder on disk; never written to the output. */
  dir: string
  /** The `license` field of its package.json, as an SPDX expression when there is one. */
  license: string | undefined
}

export interface LicenseText {
  /** Where the text comes from: a file name in the package, or a URL for an entry below. */
  source: string
  text: string
}

/**
 * Packages whose npm tarball ships no license file. Their text is copied from the repository they
 * are published from, by a person who checked it. A package missing from this table with no
 * license file fails the build: an SPDX id alone is not enough, because MIT and BSD require the
 * copyright notice itself to travel with the code, and a text made up here could name the wrong
 * holder. `license` must match package.json, so a relicensed release fails instead of reusing
 * an old text.
 */
export const LICENSE_TEXTS_OUTSIDE_THE_TARBALL: Readonly<
  Record<string, { license: string; source: string; text: string }>
> = {
  '@yarnpkg/parsers': {
    license: 'BSD-2-Clause',
    source: 'https://github.com/yarnpkg/berry/blob/master/LICENSE.md',
    text: `BSD 2-Clause License

Copyright (c) 2016-present, Yarn Contributors.
All rights reserved.

Redistribution and use in source and binary forms, with or without
modification, are permitted provided that the following conditions are met:

1. Redistributions of source code must retain the above copyright notice, this
   list of conditions and the following disclaimer.

2. Redistributions in binary form must reproduce the above copyright notice,
   this list of conditions and the following disclaimer in the documentation
   and/or other materials provided with the distribution.

THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS"
AND ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE
IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE
DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR CONTRIBUTORS BE LIABLE
FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL
DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR
SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER
CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY,
OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
`,
  },
}

export class LicenseError extends Error {}

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const ENTRY_SEPARATOR = '='.repeat(80)
const TEXT_SEPARATOR = '-'.repeat(80)
/** LICENSE, LICENCE.md, LICENSE-MIT, COPYING, NOTICE (Apache-2.0 asks for NOTICE to travel too). */
const LICENSE_FILE_PATTERN = /^(un)?(licen[cs]e|copying|notice)([.\-_].*)?$/i
/** ...but not license-checker.json or license.js. */
const CODE_FILE_PATTERN = /\.([cm]?[jt]s|json|map)$/i

interface StatsModule {
  nameForCondition?: string | null | undefined
  filteredModules?: number | undefined
  modules?: StatsModule[] | undefined
}
const statsModuleSchema: z.ZodType<StatsModule> = z.lazy(() =>
  z.object({
    nameForCondition: z.string().nullish(),
    filteredModules: z.number().optional(),
    modules: z.array(statsModuleSchema).optional(),
  }),
)
const statsSchema = z.object({ modules: z.array(statsModuleSchema).min(1) })

const packageJsonSchema = z.object({
  name: z.string().min(1),
  version: z.string().min(1),
  license: z.union([z.string(), z.object({ type: z.string() })]).optional(),
  licenses: z.array(z.object({ type: z.string() })).optional(),
})

const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)
const packageId = (pkg: { name: string; version: string }): string => `${pkg.name}@${pkg.version}`

/** The folders of the packages webpack bundled, sorted, from the stats ncc writes. */
export function findBundledPackageDirs(stats: unknown): string[] {
  const parsed = statsSchema.safeParse(stats)
  if (!parsed.success) {
    throw new LicenseError('the stats file has no `modules`: write it with `ncc build --stats-out`')
  }
  const dirs = new Set<string>()
  const visit = (modules: StatsModule[]): void => {
    for (const module of modules) {
      if (module.filteredModules) {
        throw new LicenseError('the stats file leaves modules out (filteredModules)')
      }
      const path = module.nameForCondition?.replaceAll('\\', '/')
      const at = path?.lastIndexOf('/node_modules/') ?? -1
      if (path && at >= 0) {
        const [first = '', second = ''] = path.slice(at + '/node_modules/'.length).split('/')
        const name = first.startsWith('@') ? `${first}/${second}` : first
        dirs.add(path.slice(0, at + '/node_modules/'.length) + name)
      }
      if (module.modules) visit(module.modules)
    }
  }
  visit(parsed.data.modules)
  return [...dirs].sort(byCodeUnits)
}

/** Reads each folder's package.json; one entry per name@version, sorted by name, then version. */
export function readBundledPackages(dirs: readonly string[]): BundledPackage[] {
  const packages = new Map<string, BundledPackage>()
  for (const dir of dirs) {
    const file = join(dir, 'package.json')
    const parsed = packageJsonSchema.safeParse(readJson(file))
    if (!parsed.success) throw new LicenseError(`${file} has no name or version`)
    const { name, version, license, licenses } = parsed.data
    const spdx =
      typeof license === 'string'
        ? license
        : (license?.type ?? licenses?.map((entry) => entry.type).join(' OR '))
    const pkg = { name, version, dir, license: spdx }
    if (!packages.has(packageId(pkg))) packages.set(packageId(pkg), pkg)
  }
  return [...packages.values()].sort(
    (a, b) => byCodeUnits(a.name, b.name) || byCodeUnits(a.version, b.version),
  )
}

/** The license texts of one package: its license files, else a reviewed entry, else an error. */
export function readLicenseTexts(
  pkg: BundledPackage,
  outside = LICENSE_TEXTS_OUTSIDE_THE_TARBALL,
): LicenseText[] {
  const named = /^SEE LICEN[CS]E IN (.+)$/i.exec(pkg.license ?? '')?.[1]
  const files = readdirSync(pkg.dir)
    .filter(
      (file) =>
        (LICENSE_FILE_PATTERN.test(file) && !CODE_FILE_PATTERN.test(file)) || file === named,
    )
    .filter((file) => statSync(join(pkg.dir, file)).isFile())
    .sort(byCodeUnits)
  const texts = files
    .map((file) => ({
      source: file,
      text: normalizeText(readFileSync(join(pkg.dir, file), 'utf8')),
    }))
    .filter((entry) => entry.text !== '')
  if (texts.length > 0) return texts

  const entry = outside[pkg.name]
  if (!entry) {
    throw new LicenseError(
      `${packageId(pkg)} (${pkg.license ?? 'no license field'}) is bundled but ships no license ` +
        'file: add its text from the repository it is published from to ' +
        'LICENSE_TEXTS_OUTSIDE_THE_TARBALL in scripts/licenses.ts',
    )
  }
  if (entry.license !== pkg.license) {
    throw new LicenseError(
      `${packageId(pkg)} declares ${pkg.license ?? 'no license'} but the text kept for it in ` +
        `scripts/licenses.ts is ${entry.license}: check the new license and update the entry`,
    )
  }
  return [{ source: entry.source, text: normalizeText(entry.text) }]
}

/** The licenses file: a header, then one entry per package, sorted as given. */
export function renderLicenses(
  entries: readonly { pkg: BundledPackage; texts: readonly LicenseText[] }[],
): string {
  const header = [
    'Third-party software bundled in dist/',
    '',
    `The ${entries.length} packages below are bundled into this action's dist/ by ncc. This file`,
    'is generated by scripts/licenses.ts during `npm run build`; do not edit it.',
  ].join('\n')
  const blocks = entries.map(({ pkg, texts }) =>
    [
      ENTRY_SEPARATOR,
      packageId(pkg),
      `License: ${pkg.license ?? 'not declared in package.json'}`,
      ...texts.flatMap(({ source, text }) => [`Source: ${source}`, TEXT_SEPARATOR, text]),
    ].join('\n'),
  )
  return [header, ...blocks].join('\n\n') + '\n'
}

/** name@version → the license text recorded for it in a licenses file ('' when none). */
export function parseLicensesFile(content: string): Map<string, string> {
  const entries = new Map<string, string>()
  for (const block of content.split(`\n${ENTRY_SEPARATOR}\n`).slice(1)) {
    const [id = '', ...rest] = block.split('\n')
    const at = rest.indexOf(TEXT_SEPARATOR)
    entries.set(
      id.trim(),
      at >= 0
        ? rest
            .slice(at + 1)
            .join('\n')
            .trim()
        : '',
    )
  }
  return entries
}

/** The name@version of every package that has no license text in the licenses file. */
export function findPackagesWithoutLicense(
  content: string,
  packages: readonly { name: string; version: string }[],
): string[] {
  const entries = parseLicensesFile(content)
  return packages.map(packageId).filter((id) => !entries.get(id))
}

/** Reads the stats, collects every bundled package's license and renders the file. */
export function generateLicenses(stats: unknown): { content: string; packages: BundledPackage[] } {
  const packages = readBundledPackages(findBundledPackageDirs(stats))
  const content = renderLicenses(packages.map((pkg) => ({ pkg, texts: readLicenseTexts(pkg) })))
  const missing = findPackagesWithoutLicense(content, packages)
  if (missing.length > 0) {
    throw new LicenseError(`no license text rendered for ${missing.join(', ')}`)
  }
  return { content, packages }
}

function normalizeText(text: string): string {
  return text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .replace(/^(\s*\n)+/, '')
    .trimEnd()
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new LicenseError(`cannot read ${file}: ${error instanceof Error ? error.message : ''}`)
  }
}

/** Bundles `entry` (src/index.ts, or the command line's) into a temporary directory; ncc's stats. */
function buildStatsInTemporaryDirectory(entry: string): unknown {
  const out = mkdtempSync(join(tmpdir(), 'licenses-check-'))
  try {
    const stats = join(out, 'stats.json')
    const ncc = join(ROOT, 'node_modules', '.bin', 'ncc')
    const args = ['build', entry, '-o', join(out, 'dist'), '--stats-out', stats, '-q']
    const result = spawnSync(ncc, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] })
    if (result.status !== 0) throw new LicenseError(`ncc build failed (exit ${result.status})`)
    return readJson(stats)
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
}

function option(argv: readonly string[], name: string): string | undefined {
  const at = argv.indexOf(name)
  return at >= 0 ? argv[at + 1] : undefined
}

export interface LicensesIo {
  stdout: (text: string) => void
  stderr: (text: string) => void
}

const processIo: LicensesIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
}

/** The command line; returns the exit code. */
export function runLicenses(argv: readonly string[], io: LicensesIo = processIo): number {
  const [command, ...rest] = argv
  try {
    if (command === 'write' && rest.length === 2) {
      const [statsFile = '', outFile = ''] = rest
      const { content, packages } = generateLicenses(readJson(statsFile))
      writeFileSync(outFile, content)
      io.stdout(`licenses: ${packages.length} bundled packages in ${outFile}\n`)
      return 0
    }
    if (command === 'check') {
      const statsFile = option(rest, '--stats')
      const licensesArg = option(rest, '--licenses') ?? 'dist/licenses.txt'
      const licensesFile = resolve(ROOT, licensesArg)
      const entry = option(rest, '--entry') ?? 'src/index.ts'
      const stats = statsFile ? readJson(statsFile) : buildStatsInTemporaryDirectory(entry)
      const packages = readBundledPackages(findBundledPackageDirs(stats))
      const content = existsSync(licensesFile) ? readFileSync(licensesFile, 'utf8') : ''
      const missing = findPackagesWithoutLicense(content, packages)
      if (missing.length > 0) {
        throw new LicenseError(
          `${licensesArg} has no license text for ${missing.join(', ')}: run 'npm run build' ` +
            'and commit dist/',
        )
      }
      io.stdout(`licenses: all ${packages.length} bundled packages have a license\n`)
      return 0
    }
    io.stderr(
      'usage: tsx scripts/licenses.ts write <stats.json> <licenses.txt>\n' +
        '       tsx scripts/licenses.ts check [--stats <stats.json>] [--licenses <file>] [--entry <file>]\n',
    )
    return 2
  } catch (error) {
    if (!(error instanceof LicenseError)) throw error
    io.stderr(`licenses: ${error.message}\n`)
    return 1
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = runLicenses(process.argv.slice(2))
}
