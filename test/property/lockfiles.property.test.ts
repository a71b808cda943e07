import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { dump } from 'js-yaml'
import { describe, expect, it } from 'vitest'
import { parseLockfile, type LockedPackage, type LockfileKind } from '../../src/deps/lockfiles.js'
import { LockfileError } from '../../src/deps/lockfile-shared.js'
import { anyText, hostileText, RUNS } from './arbitraries.js'

/**
 * A token hidden in names, versions, keys and values: a LockfileError names no content, so it
 * must never show up in one. The `_` keeps it out of the short values errors may quote.
 */
const MARK = 'Zq9_MARK'

function readFixture(path: string): string {
  return readFileSync(new URL(`../fixtures/lockfiles/${path}`, import.meta.url), 'utf8')
}

const FIXTURES: Readonly<Record<LockfileKind, readonly string[]>> = {
  npm: ['npm-v1/package-lock.json', 'npm-v2/package-lock.json', 'npm-v3/package-lock.json'].map(
    readFixture,
  ),
  pnpm: ['pnpm-v5/pnpm-lock.yaml', 'pnpm-v6/pnpm-lock.yaml', 'pnpm-v9/pnpm-lock.yaml'].map(
    readFixture,
  ),
  yarn: ['yarn-classic/yarn.lock', 'yarn-berry/yarn.lock'].map(readFixture),
}

const SYNTAX_FRAGMENTS = [
  '\n',
  '\r\n',
  '  ',
  '\t',
  ':',
  ': ',
  '- ',
  '---\n',
  '...\n',
  '"',
  "'",
  '{',
  '}',
  '[',
  ']',
  ',',
  '#',
  '&a ',
  '*a',
  '<<: *a\n',
  '? ',
  '|\n',
  '>-\n',
  '!!str ',
  '!!binary ',
  '!!js/function ',
  '%YAML 1.2\n',
  '\\u0000',
  '\ufeff',
  '__proto__',
  'constructor',
  'lockfileVersion: ',
  "lockfileVersion: '9.0'\n",
  'lockfileVersion: 5.4\n',
  'packages:\n',
  '  /a/1.0.0:\n',
  '  a@1.0.0:\n',
  '# yarn lockfile v1\n',
  '__metadata:\n  version: 8\n',
  'version "1.0.0"\n',
  'resolution: "a@npm:1.0.0"\n',
  'resolved "https://registry.yarnpkg.com/a/-/a-1.0.0.tgz"\n',
  '"lockfileVersion": 3',
  '"packages": {',
  '"node_modules/a": {"version": "1.0.0"}',
  'npm:',
  '@s/',
  '1.0.0',
  MARK,
]

/** Text made of lockfile syntax, hostile text and the mark. */
const lockfileish: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...SYNTAX_FRAGMENTS) },
      { weight: 1, arbitrary: hostileText },
      { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(''))

/** A real lockfile with up to four edits: a fragment inserted, a stretch removed. */
function mutatedFixture(kind: LockfileKind): fc.Arbitrary<string> {
  const edit = fc.tuple(
    fc.double({ min: 0, max: 1, noNaN: true }),
    fc.nat(40),
    fc.oneof(fc.constantFrom(...SYNTAX_FRAGMENTS), hostileText),
  )
  return fc
    .tuple(fc.constantFrom(...FIXTURES[kind]), fc.array(edit, { minLength: 1, maxLength: 4 }))
    .map(([text, edits]) =>
      edits.reduce((t, [where, removed, inserted]) => {
        const at = Math.floor(where * t.length)
        return t.slice(0, at) + inserted + t.slice(at + removed)
      }, text),
    )
}

const validName = fc.constantFrom('lodash', '@scope/pkg', 'left-pad', 'a', '@s/a.b-c')
const name = fc.oneof(
  { weight: 4, arbitrary: validName },
  anyText,
  hostileText.map((t) => `a${t}`),
  fc.constantFrom(MARK, `@${MARK}/x`, 'a b', 'a\nb', '../x', '.x', '_x', '@s/../x'),
)
const version = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('1.0.0', '1.2.3-beta.1+build.5', '0.0.1') },
  fc.constantFrom(`1.0.0-${MARK}`, '1.0.0 ', ' 1.0.0'),
  fc.constantFrom('1.0.0\n::error::x', 'npm:real@2.0.0', 'npm:@s/real@2.0.0', 'file:../x'),
  fc.constantFrom('git+https://github.com/a/b.git#abc', 'link:../x', 'workspace:*', '^1.0.0'),
  anyText,
)
const resolved = fc.oneof(
  fc.constantFrom(
    'https://registry.npmjs.org/lodash/-/lodash-4.17.21.tgz',
    'https://registry.npmjs.org/@s/a/-/a-1.0.0.tgz',
    'https://registry.npmjs.org/@s%2fa/-/a-1.0.0.tgz',
    'https://registry.npmjs.org/%E0%A4%A/-/x-1.0.0.tgz',
    'git+ssh://git@github.com/a/b.git',
    'file:../x.tgz',
  ),
  fc
    .tuple(name, version)
    .map(([n, v]) => `https://registry.npmjs.org/${n}/-/${n.split('/').at(-1) ?? ''}-${v}.tgz`),
  anyText,
)
const jsonValue: fc.Arbitrary<unknown> = fc.json({ maxDepth: 2 }).map((j) => JSON.parse(j))
/** Mostly the arbitrary's values, now and then any JSON value instead. */
const maybe = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 8, arbitrary: arb }, { weight: 1, arbitrary: jsonValue })

const npmFolder = fc.record(
  {
    name: maybe(name),
    version: maybe(version),
    resolved: maybe(resolved),
    link: maybe(fc.boolean()),
    dev: fc.boolean(),
  },
  { requiredKeys: [] },
)

const npmTree: fc.Arbitrary<Record<string, unknown>> = fc.letrec<{
  tree: Record<string, unknown>
}>((tie) => ({
  tree: fc.dictionary(
    name,
    fc.record(
      {
        version: maybe(version),
        resolved: maybe(resolved),
        dependencies: fc.oneof({ depthSize: 'small' }, tie('tree'), maybe(fc.constant({}))),
      },
      { requiredKeys: [] },
    ),
    { maxKeys: 4 },
  ),
})).tree

const npmLockfile: fc.Arbitrary<string> = fc
  .record(
    {
      lockfileVersion: fc.oneof({ weight: 6, arbitrary: fc.constantFrom(1, 2, 3) }, jsonValue),
      packages: maybe(
        fc.dictionary(
          fc.oneof(
            fc.constantFrom('', 'packages/app'),
            name.map((n) => `node_modules/${n}`),
            fc.tuple(name, name).map(([a, b]) => `node_modules/${a}/node_modules/${b}`),
            name.map((n) => `packages/app/node_modules/${n}`),
            name.map((n) => `xnode_modules/${n}`),
          ),
          maybe(npmFolder),
          { maxKeys: 8 },
        ),
      ),
      dependencies: maybe(npmTree),
      requires: fc.boolean(),
    },
    { requiredKeys: ['lockfileVersion', 'packages', 'dependencies'] },
  )
  .chain((lockfile) =>
    fc
      .constantFrom<number | string>(2, 0, '\t')
      .map((indent) => JSON.stringify(lockfile, null, indent)),
  )

/** A version-1 tree nested deeper than any stack would allow a recursive walk. */
const deepNpmTree: fc.Arbitrary<string> = fc
  .integer({ min: 1, max: 20_000 })
  .map(
    (depth) =>
      `{"lockfileVersion":1,"dependencies":${'{"a":{"version":"1.0.0","dependencies":'.repeat(depth)}{}${'}}'.repeat(depth)}}`,
  )

const pnpmKey = fc.oneof(
  fc.tuple(name, version).map(([n, v]) => `/${n}/${v}`),
  fc.tuple(name, version).map(([n, v]) => `/${n}/${v}_react@18.2.0`),
  fc.tuple(name, version).map(([n, v]) => `/${n}@${v}(react@18.2.0)`),
  fc.tuple(name, version).map(([n, v]) => `${n}@${v}`),
  anyText,
)

const pnpmDocument = fc.record(
  {
    lockfileVersion: fc.oneof(
      {
        weight: 6,
        arbitrary: fc.constantFrom('9.0', '6.0', '6.1', 5.4, 5, '7.0', 7, '10.0', 9.0),
      },
      jsonValue,
    ),
    packages: maybe(
      fc.dictionary(
        pnpmKey,
        maybe(fc.record({ resolution: fc.record({ integrity: fc.string() }) })),
        {
          maxKeys: 8,
        },
      ),
    ),
    importers: jsonValue,
  },
  { requiredKeys: [] },
)

const pnpmLockfile: fc.Arbitrary<string> = fc
  .array(pnpmDocument, { minLength: 1, maxLength: 2 })
  .map((documents) => documents.map((d) => dump(d)).join('---\n'))

/**
 * A key as yarn writes it: descriptors joined by `, `, quoted (JSON-style, so hostile text stays
 * inside the string and reaches the reader) or, now and then, raw.
 */
function yarnKey(descriptors: readonly string[], raw: boolean): string {
  const joined = descriptors.join(', ')
  return raw ? joined : JSON.stringify(joined)
}

/** A value quoted JSON-style, or now and then raw. */
function yarnValue(value: string, raw: boolean): string {
  return raw ? value : JSON.stringify(value)
}

const rawNowAndThen = fc.oneof({ weight: 5, arbitrary: fc.constant(false) }, fc.constant(true))

const descriptor = fc.oneof(
  fc
    .tuple(name, fc.constantFrom('^1.0.0', '~2.1', 'npm:real@^1', 'npm:1.0.0', '*'))
    .map(([n, r]) => `${n}@${r}`),
  fc.tuple(name, anyText).map(([n, r]) => `${n}@${r}`),
  anyText,
)

const yarnClassicLockfile: fc.Arbitrary<string> = fc
  .array(
    fc
      .record({
        descriptors: fc.array(descriptor, { minLength: 1, maxLength: 3 }),
        raw: rawNowAndThen,
        version,
        resolved: fc.option(resolved, { nil: undefined }),
      })
      .map(
        ({ descriptors, raw, version: v, resolved: r }) =>
          `${yarnKey(descriptors, raw)}:\n  version ${yarnValue(v, raw)}\n${r === undefined ? '' : `  resolved ${yarnValue(r, raw)}\n`}`,
      ),
    { maxLength: 6 },
  )
  .map((entries) => `# yarn lockfile v1\n\n\n${entries.join('\n')}`)

const yarnBerryLockfile: fc.Arbitrary<string> = fc
  .array(
    fc
      .record({
        descriptors: fc.array(descriptor, { minLength: 1, maxLength: 3 }),
        resolution: fc.oneof(
          fc.tuple(name, version).map(([n, v]) => `${n}@npm:${v}`),
          fc.tuple(name, version).map(([n, v]) => `${n}@npm:${v}::__archiveUrl=https%3A%2F%2Fx`),
          fc.tuple(name, anyText).map(([n, v]) => `${n}@${v}`),
          anyText,
        ),
        version,
        raw: rawNowAndThen,
      })
      .map(
        ({ descriptors, resolution, version: v, raw }) =>
          `${yarnKey(descriptors, raw)}:\n  version: ${yarnValue(v, raw)}\n  resolution: ${yarnValue(resolution, raw)}\n  languageName: node\n`,
      ),
    { maxLength: 6 },
  )
  .map((entries) => `__metadata:\n  version: 8\n  cacheKey: 10c0\n\n${entries.join('\n')}`)

/** A printable ASCII line of at most 120 characters, as the unit tests ask of every message. */
const MESSAGE = /^[\x20-\x7e]{1,120}$/
// eslint-disable-next-line no-control-regex
const PLAIN = /^[^\s\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]+$/

/** Parses; returns the packages, or the LockfileError's message (any other error fails). */
function parse(kind: LockfileKind, text: string): LockedPackage[] | string {
  try {
    return parseLockfile(kind, text)
  } catch (error) {
    if (!(error instanceof LockfileError)) throw error
    return error.message
  }
}

/** Checks the outcome of a parse; returns how many packages were read. */
function expectPackagesOrLockfileError(kind: LockfileKind, text: string): number {
  const result = parse(kind, text)
  if (typeof result === 'string') {
    expect(result).toMatch(MESSAGE)
    expect(result).not.toContain(MARK)
    return 0
  }
  const lines = text.split('\n').length
  const seen = new Set<string>()
  for (const pkg of result) {
    expect(Object.keys(pkg).every((k) => ['name', 'version', 'line'].includes(k))).toBe(true)
    expect(pkg.name).toMatch(PLAIN)
    expect(pkg.version).toMatch(PLAIN)
    // What is asked about is a registry name and a semver-like version, nothing else.
    expect(pkg.name).toMatch(/^(@[^/@]+\/)?[^/@]+$/)
    expect(pkg.name).not.toMatch(/^[._]|\/[._]/)
    expect(pkg.name.length).toBeLessThanOrEqual(214)
    expect(pkg.version).toMatch(/^[0-9][0-9A-Za-z.+-]*$/)
    const id = `${pkg.name}@${pkg.version}`
    expect(seen.has(id), `${id} listed twice`).toBe(false)
    seen.add(id)
    if (pkg.line !== undefined) {
      expect(Number.isSafeInteger(pkg.line)).toBe(true)
      expect(pkg.line).toBeGreaterThanOrEqual(1)
      expect(pkg.line).toBeLessThanOrEqual(lines)
    }
  }
  return result.length
}

const KINDS: readonly LockfileKind[] = ['npm', 'pnpm', 'yarn']

describe('parseLockfile', () => {
  it('reads any text into plain name/version pairs or fails with a LockfileError', () => {
    fc.assert(
      fc.property(fc.constantFrom(...KINDS), fc.oneof(anyText, lockfileish), (kind, text) => {
        expectPackagesOrLockfileError(kind, text)
      }),
      { numRuns: RUNS },
    )
  })

  it('survives edits to real lockfiles', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...KINDS)
          .chain((kind) => fc.tuple(fc.constant(kind), mutatedFixture(kind))),
        ([kind, text]) => {
          expectPackagesOrLockfileError(kind, text)
        },
      ),
      { numRuns: RUNS },
    )
  })

  it('npm: any JSON, and lockfiles with arbitrary names, versions and URLs', () => {
    let packages = 0
    fc.assert(
      fc.property(
        fc.oneof(
          fc.json(),
          { weight: 3, arbitrary: npmLockfile },
          { weight: 1, arbitrary: deepNpmTree },
        ),
        (text) => {
          packages += expectPackagesOrLockfileError('npm', text)
        },
      ),
      { numRuns: RUNS },
    )
    // Not vacuous: valid entries among the arbitrary ones are read.
    expect(packages).toBeGreaterThan(0)
  })

  it('pnpm: YAML documents with arbitrary keys and versions', () => {
    let packages = 0
    fc.assert(
      fc.property(fc.oneof(pnpmLockfile, pnpmLockfile, lockfileish), (text) => {
        packages += expectPackagesOrLockfileError('pnpm', text)
      }),
      { numRuns: RUNS },
    )
    expect(packages).toBeGreaterThan(0)
  })

  it('yarn: classic and Berry entries with arbitrary descriptors, versions and URLs', () => {
    let packages = 0
    fc.assert(
      fc.property(fc.oneof(yarnClassicLockfile, yarnBerryLockfile, lockfileish), (text) => {
        packages += expectPackagesOrLockfileError('yarn', text)
      }),
      { numRuns: RUNS },
    )
    expect(packages).toBeGreaterThan(0)
  })
})
