/**
 * The npm package as a user gets it with `npx security-scan-action scan`: `npm run package-check`.
 *
 *   tsx scripts/package-check.ts
 *
 * Stages the package as the release publishes it (package.json's `files`, and package.json
 * without optionalDependencies, devDependencies and scripts, as the release's
 * `npm pkg delete` leaves it), packs it with `npm pack`, checks what the tarball holds, then
 * installs the tarball offline into an empty folder and runs its `security-scan` there, on Node 24.
 * Everything is bundled into dist/, so the package depends on nothing: a user downloads the
 * tarball alone. Exits 1 with each problem on a line of its own.
 */
import { execFileSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { actionNode } from '../testkit/spawn.js'

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)))
/** What the release deletes before it publishes (release.yml, job npm). */
export const UNPUBLISHED_FIELDS = ['optionalDependencies', 'devDependencies', 'scripts'] as const
const REQUIRED_FILES = [
  'package.json',
  'action.yml',
  'LICENSE',
  'README.md',
  'dist/index.js',
  'dist/licenses.txt',
  'dist/cli/index.js',
  'dist/cli/licenses.txt',
]
const FORBIDDEN_PREFIXES = ['src/', 'test/', 'testkit/', 'scripts/', 'node_modules/', 'build/', '.']

interface Manifest {
  name: string
  version: string
  bin?: Record<string, string>
  files?: string[]
  [field: string]: unknown
}

export interface PackageCheck {
  problems: string[]
  /** The tarball's files, sorted. */
  files: string[]
  /** What `security-scan --version` printed from the installed package. */
  version?: string
  /** What `security-scan scan --help` printed. */
  help?: string
}

function npm(cwd: string, args: string[]): string {
  return execFileSync('npm', args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, npm_config_update_notifier: 'false', npm_config_fund: 'false' },
  })
}

/** Copies what the release publishes into `stage`; returns the staged manifest. */
export function stagePackage(root: string, stage: string): Manifest {
  const manifest = Object.fromEntries(
    Object.entries(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Manifest).filter(
      ([field]) => !(UNPUBLISHED_FIELDS as readonly string[]).includes(field),
    ),
  ) as Manifest
  mkdirSync(stage, { recursive: true })
  writeFileSync(join(stage, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  for (const entry of manifest.files ?? []) {
    const from = join(root, entry)
    if (existsSync(from)) cpSync(from, join(stage, entry), { recursive: true })
  }
  return manifest
}

export function checkPackage(root = ROOT): PackageCheck {
  const work = mkdtempSync(join(tmpdir(), 'security-scan-package-'))
  try {
    const stage = join(work, 'stage')
    const manifest = stagePackage(root, stage)
    const [packed] = JSON.parse(npm(stage, ['pack', '--json', '--pack-destination', work])) as {
      filename: string
      files: { path: string }[]
    }[]
    if (packed === undefined) return { problems: ['npm pack packed nothing'], files: [] }
    const files = packed.files.map((file) => file.path).sort()
    const problems = [
      ...REQUIRED_FILES.filter((file) => !files.includes(file)).map((f) => `missing: ${f}`),
      ...files
        .filter((file) => FORBIDDEN_PREFIXES.some((prefix) => file.startsWith(prefix)))
        .map((file) => `not for users: ${file}`),
      ...checkManifest(manifest),
    ]
    const consumer = join(work, 'consumer')
    mkdirSync(consumer)
    writeFileSync(join(consumer, 'package.json'), '{ "private": true }\n')
    // Offline: a package that needed anything from the registry fails here.
    npm(consumer, [
      'install',
      '--offline',
      '--ignore-scripts',
      '--no-audit',
      join(work, packed.filename),
    ])
    const bin = join(consumer, 'node_modules', '.bin', 'security-scan')
    const run = (args: string[]) =>
      execFileSync(actionNode(), [bin, ...args], { cwd: consumer, encoding: 'utf8' }).trim()
    const version = run(['--version'])
    if (version !== manifest.version) problems.push(`security-scan --version printed ${version}`)
    return { problems, files, version, help: run(['scan', '--help']) }
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

export function checkManifest(manifest: Manifest): string[] {
  const problems: string[] = []
  for (const field of ['dependencies', 'optionalDependencies', 'peerDependencies']) {
    if (manifest[field] !== undefined) problems.push(`package.json has ${field}: dist/ bundles all`)
  }
  if (manifest.bin?.['security-scan'] !== 'dist/cli/index.js') {
    problems.push('package.json bin security-scan is not dist/cli/index.js')
  }
  return problems
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = checkPackage()
  for (const problem of result.problems) console.error(`package-check: ${problem}`)
  if (result.problems.length > 0) process.exit(1)
  console.log(
    `package-check: ${result.files.length} files; security-scan ${result.version ?? ''} installs offline and runs`,
  )
}
