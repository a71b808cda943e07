/**
 * The checks of the release workflow that need no build: `npm run release-check -- vX.Y.Z`.
 *
 *   tsx scripts/release-check.ts <tag> [--notes-file <file>] [--root <dir>]
 *
 * Checks that the tag is `vX.Y.Z`, that it equals `v` + package.json's version and that
 * CHANGELOG.md has a `## [X.Y.Z]` section, then prints that section (the release notes) to
 * stdout, or writes it to --notes-file. When GITHUB_OUTPUT is set it also writes the outputs
 * `version` and `major-tag` (`v1` for 1.x.y, `v0` for 0.x.y) for the workflow's later steps.
 * Exits 1 with one line naming what is wrong, 2 on a usage error.
 */
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export type ReleaseCheck =
  { ok: true; version: string; majorTag: string; notes: string } | { ok: false; reason: string }

export interface ReleaseFiles {
  packageJson: string
  changelog: string
}

/** Plain semver releases only: a prerelease or build suffix is not published by the workflow. */
const RELEASE_TAG = /^v(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/
const LINK_DEFINITION = /^\[[^\]]+\]:\s*\S+/

/** `v1.2.3` → `{ version: '1.2.3', majorTag: 'v1' }`; undefined for anything else. */
export function parseReleaseTag(tag: string): { version: string; majorTag: string } | undefined {
  const match = RELEASE_TAG.exec(tag)
  if (!match) return undefined
  return { version: tag.slice(1), majorTag: `v${match[1] ?? ''}` }
}

/**
 * The body of the changelog's `## [version]` section (an optional ` - date` may follow the
 * heading): from the line after the heading to the next `## ` heading, blank lines trimmed.
 * In the last section, the link definitions Keep a Changelog puts at the end of the file are left
 * out. Undefined when there is no such section; an error when there are two.
 */
export function extractChangelogSection(changelog: string, version: string): string | undefined {
  const lines = changelog.replace(/\r\n?/g, '\n').split('\n')
  const heading = new RegExp(`^## \\[${version.replaceAll('.', '\\.')}\\](\\s+-\\s+\\S.*)?\\s*$`)
  const starts = lines.flatMap((line, index) => (heading.test(line) ? [index] : []))
  if (starts.length > 1)
    throw new Error(`CHANGELOG.md has ${starts.length} ## [${version}] sections`)
  const [start] = starts
  if (start === undefined) return undefined

  const rest = lines.slice(start + 1)
  const next = rest.findIndex((line) => line.startsWith('## '))
  const body = next >= 0 ? rest.slice(0, next) : rest
  if (next < 0) {
    while (body.length > 0 && (body.at(-1)!.trim() === '' || LINK_DEFINITION.test(body.at(-1)!))) {
      body.pop()
    }
  }
  return body.join('\n').trim()
}

/** Every check on the given texts; the first failure is the reason, worded for the log. */
export function checkRelease(tag: string, files: ReleaseFiles): ReleaseCheck {
  const parsed = parseReleaseTag(tag)
  if (!parsed) {
    return { ok: false, reason: `tag '${tag}' is not a release tag: expected vX.Y.Z, e.g. v1.2.3` }
  }
  let packageVersion: unknown
  try {
    packageVersion = (JSON.parse(files.packageJson) as { version?: unknown }).version
  } catch {
    return { ok: false, reason: 'package.json is not valid JSON' }
  }
  if (typeof packageVersion !== 'string') {
    return { ok: false, reason: 'package.json has no version' }
  }
  if (packageVersion !== parsed.version) {
    return {
      ok: false,
      reason:
        `tag ${tag} does not match package.json version ${packageVersion}: ` +
        `tag v${packageVersion} instead, or bump the version before tagging`,
    }
  }
  let notes: string | undefined
  try {
    notes = extractChangelogSection(files.changelog, parsed.version)
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) }
  }
  if (notes === undefined) {
    return {
      ok: false,
      reason: `CHANGELOG.md has no '## [${parsed.version}] - YYYY-MM-DD' section for ${tag}`,
    }
  }
  if (notes === '') {
    return { ok: false, reason: `the CHANGELOG.md section ## [${parsed.version}] is empty` }
  }
  return { ok: true, ...parsed, notes }
}

export interface ReleaseCheckIo {
  readFile: (path: string) => string
  writeFile: (path: string, text: string) => void
  appendFile: (path: string, text: string) => void
  stdout: (text: string) => void
  stderr: (text: string) => void
  env: Readonly<Record<string, string | undefined>>
}

const nodeIo: ReleaseCheckIo = {
  readFile: (path) => readFileSync(path, 'utf8'),
  writeFile: (path, text) => {
    writeFileSync(path, text)
  },
  appendFile: (path, text) => {
    appendFileSync(path, text)
  },
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
}

/** The command line; returns the exit code. */
export function runReleaseCheck(argv: readonly string[], io: ReleaseCheckIo = nodeIo): number {
  const positional: string[] = []
  const options = new Map<string, string>()
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? ''
    if (arg === '--notes-file' || arg === '--root') {
      const value = argv[index + 1]
      if (value === undefined) return usage(io, `${arg} needs a value`)
      options.set(arg, value)
      index += 1
    } else if (arg.startsWith('--')) {
      return usage(io, `unknown option ${arg}`)
    } else {
      positional.push(arg)
    }
  }
  const [tag] = positional
  if (tag === undefined || positional.length > 1) return usage(io, 'give exactly one tag')

  const root = resolve(options.get('--root') ?? '.')
  let files: ReleaseFiles
  try {
    files = {
      packageJson: io.readFile(join(root, 'package.json')),
      changelog: io.readFile(join(root, 'CHANGELOG.md')),
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code
    const why = typeof code === 'string' ? code : String(error)
    io.stderr(`release-check: cannot read package.json and CHANGELOG.md in ${root} (${why})\n`)
    return 1
  }

  const result = checkRelease(tag, files)
  if (!result.ok) {
    io.stderr(`release-check: ${result.reason}\n`)
    return 1
  }
  const notesFile = options.get('--notes-file')
  if (notesFile === undefined) {
    io.stdout(`${result.notes}\n`)
  } else {
    io.writeFile(notesFile, `${result.notes}\n`)
    io.stdout(`release-check: ${tag} is ready; release notes in ${notesFile}\n`)
  }
  const githubOutput = io.env.GITHUB_OUTPUT
  if (githubOutput) {
    io.appendFile(githubOutput, `version=${result.version}\nmajor-tag=${result.majorTag}\n`)
  }
  return 0
}

function usage(io: ReleaseCheckIo, problem: string): number {
  io.stderr(
    `release-check: ${problem}\n` +
      'usage: tsx scripts/release-check.ts <vX.Y.Z> [--notes-file <file>] [--root <dir>]\n',
  )
  return 2
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = runReleaseCheck(process.argv.slice(2))
}
