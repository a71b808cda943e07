import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LockfileError } from '../../src/deps/lockfile-shared.js'
import {
  lockfileKindOf,
  parseLockfile,
  type LockedPackage,
  type LockfileKind,
} from '../../src/deps/lockfiles.js'
import { packageOfTarball } from '../../src/deps/lockfile-shared.js'

function readFixture(path: string): string {
  return readFileSync(new URL(`../fixtures/lockfiles/${path}`, import.meta.url), 'utf8')
}

function parseFixture(path: string): LockedPackage[] {
  const kind = lockfileKindOf(path)
  if (kind === undefined) throw new Error(`${path} is not a lockfile`)
  return parseLockfile(kind, readFixture(path))
}

function pkg(name: string, version: string, line?: number): LockedPackage {
  return line === undefined ? { name, version } : { name, version, line }
}

/** The error a parse throws, asserting it is a LockfileError with a printable one-line message. */
function failureOf(kind: LockfileKind, text: string): string {
  let caught: unknown
  try {
    parseLockfile(kind, text)
  } catch (error) {
    caught = error
  }
  expect(caught).toBeInstanceOf(LockfileError)
  const message = (caught as LockfileError).message
  expect(message).toMatch(/^[\x20-\x7e]{1,120}$/)
  return message
}

const npmV3 = (packages: Record<string, unknown>): string =>
  JSON.stringify({ lockfileVersion: 3, packages: { '': { name: 'app' }, ...packages } }, null, 2)

describe('lockfileKindOf', () => {
  it.each([
    ['package-lock.json', 'npm'],
    ['apps/web/npm-shrinkwrap.json', 'npm'],
    ['yarn.lock', 'yarn'],
    ['packages/a/yarn.lock', 'yarn'],
    ['pnpm-lock.yaml', 'pnpm'],
    ['package.json', undefined],
    ['my-yarn.lock', undefined],
    ['pnpm-lock.yml', undefined],
    ['yarn.lock/readme.md', undefined],
  ])('%s → %s', (path, kind) => {
    expect(lockfileKindOf(path)).toBe(kind)
  })
})

describe('npm lockfiles', () => {
  it('walks the version 1 tree in file order: aliases resolved, git, file and tarball skipped', () => {
    expect(parseFixture('npm-v1/package-lock.json')).toEqual([
      pkg('@babel/code-frame', '7.22.13', 7),
      pkg('@babel/highlight', '7.22.20', 17),
      pkg('chalk', '2.4.2', 26),
      pkg('debug', '4.3.4', 32),
      pkg('express', '4.18.2', 40),
      // Line 49, not the `"debug": "2.6.9"` among express's requires on line 45.
      pkg('debug', '2.6.9', 49),
      pkg('ms', '2.0.0', 57),
      pkg('ms', '2.1.2', 71),
      pkg('send', '0.18.0', 76),
      pkg('ms', '2.1.3', 90),
      pkg('string-width', '4.2.3', 97),
    ])
  })

  it('reads only the packages map of version 2, skipping the root, links, workspaces and git', () => {
    expect(parseFixture('npm-v2/package-lock.json')).toEqual([
      pkg('@types/node', '20.8.10', 24),
      pkg('debug', '4.3.4', 33),
      pkg('express', '4.18.2', 44),
      pkg('debug', '2.6.9', 52),
      pkg('ms', '2.0.0', 60),
      pkg('ms', '2.1.2', 74),
      pkg('string-width', '4.2.3', 84),
      pkg('undici-types', '5.26.5', 90),
    ])
  })

  it('reads version 3 with workspaces, including packages nested under a workspace', () => {
    expect(parseFixture('npm-v3/package-lock.json')).toEqual([
      pkg('js-tokens', '4.0.0', 25),
      pkg('loose-envify', '1.4.0', 30),
      pkg('react', '18.2.0', 41),
      pkg('typescript', '5.2.2', 52),
      pkg('@tanstack/query-core', '5.8.1', 78),
    ])
  })

  it('ignores the old tree of version 2 when the packages map is there, and falls back to it', () => {
    const both = { lockfileVersion: 2, packages: { 'node_modules/a': { version: '1.0.0' } } }
    const tree = { b: { version: '2.0.0' } }
    expect(parseLockfile('npm', JSON.stringify({ ...both, dependencies: tree }))).toEqual([
      pkg('a', '1.0.0', 1),
    ])
    expect(
      parseLockfile('npm', JSON.stringify({ lockfileVersion: 2, dependencies: tree })),
    ).toEqual([pkg('b', '2.0.0', 1)])
  })

  it('resolves scoped aliases in version 1 and skips link versions', () => {
    const tree = {
      alias: { version: 'npm:@scope/real@1.2.3' },
      linked: { version: 'link:../linked' },
      broken: { version: 'npm:nonsense' },
    }
    expect(
      parseLockfile('npm', JSON.stringify({ lockfileVersion: 1, dependencies: tree })),
    ).toEqual([pkg('@scope/real', '1.2.3', 1)])
  })

  it('skips entries without a string version and folders that only look like node_modules', () => {
    const text = npmV3({
      'node_modules/a': { version: 1 },
      'node_modules/b': {},
      'my_node_modules/c': { version: '1.0.0' },
      'node_modules/d': { version: '1.0.0', resolved: 'file:d-1.0.0.tgz' },
    })
    expect(parseLockfile('npm', text)).toEqual([])
  })

  it.each([
    ['{', 'not valid JSON'],
    ['[]', 'not an npm lockfile: not a JSON object'],
    ['{"name": "app"}', 'not an npm lockfile: no lockfileVersion'],
    ['{"lockfileVersion": 99}', 'unsupported lockfileVersion 99'],
    ['{"lockfileVersion": "1\\n::error::x"}', 'unsupported lockfileVersion (an unreadable string)'],
    ['{"lockfileVersion": {"a": 1}}', 'unsupported lockfileVersion (an object)'],
    ['{"lockfileVersion": 3}', 'no "packages" map'],
    ['{"lockfileVersion": 3, "packages": []}', '"packages" is not an object'],
    ['{"lockfileVersion": 1, "dependencies": "a"}', '"dependencies" is not an object'],
    [
      '{"lockfileVersion": 1, "dependencies": {"a": {"version": "1.0.0", "dependencies": 5}}}',
      '"dependencies" is not an object',
    ],
    [
      '{"lockfileVersion": 3, "packages": {\n"node_modules/a": "1.0.0"}}',
      'a "packages" entry at line 2 is malformed: Invalid input: expected object, received string',
    ],
    [
      '{"lockfileVersion": 3, "packages": {\n"node_modules/a": {"version": "1.0.0", "link": "yes"}}}',
      'a "packages" entry at line 2 is malformed: "link": Invalid input: expected boolean, received string',
    ],
  ])('rejects %j: %s', (text, message) => {
    expect(failureOf('npm', text)).toBe(message)
  })
})

describe('yarn lockfiles', () => {
  it('reads classic yarn.lock: scoped names, aliases, dedupe, git/file/github ranges skipped', () => {
    expect(parseFixture('yarn-classic/yarn.lock')).toEqual([
      pkg('@babel/code-frame', '7.22.13', 5),
      pkg('@babel/highlight', '7.22.20', 13),
      pkg('chalk', '2.4.2', 20),
      pkg('debug', '2.6.9', 25),
      pkg('debug', '4.3.4', 32),
      pkg('ms', '2.0.0', 46),
      pkg('ms', '2.1.2', 51),
      // The alias's entry comes first; string-width@^4.1.0 on line 61 is the same package.
      pkg('string-width', '4.2.3', 56),
    ])
  })

  it('reads Berry yarn.lock from resolutions: npm only, archive URLs cut off, patches skipped', () => {
    expect(parseFixture('yarn-berry/yarn.lock')).toEqual([
      pkg('@babel/code-frame', '7.22.13', 8),
      pkg('chalk', '2.4.2', 18),
      pkg('debug', '4.3.4', 25),
      pkg('ms', '2.1.2', 63),
      pkg('private-pkg', '2.0.1', 70),
      pkg('resolve', '1.22.8', 77),
      pkg('string-width', '4.2.3', 91),
    ])
  })

  it('finds a Berry header, not an earlier resolution naming the same descriptor', () => {
    const text = [
      '__metadata:',
      '  version: 8',
      '"a@npm:^1.0.0":',
      '  version: 1.0.0',
      '  resolution: "b@npm:2.0.0"',
      '"b@npm:2.0.0":',
      '  version: 2.0.0',
      '  resolution: "b@npm:2.0.0"',
    ].join('\n')
    expect(parseLockfile('yarn', text)).toEqual([pkg('b', '2.0.0', 3)])
  })

  it.each([
    ['hello', 'not a yarn lockfile'],
    ['{"lockfileVersion": 3}', 'not a yarn lockfile'],
    ['# yarn lockfile v1\n\n"open:\n  version "1"\n', 'not valid yarn.lock syntax at line 3'],
    ['__metadata:\n  version: 8\n\n"a@npm:^1": [\n', 'not valid yarn.lock syntax at line 5'],
    ['__metadata:\n  version: 8\n\n"a@npm:^1": oops\n', 'an entry at line 4 is not a mapping'],
    [
      '# yarn lockfile v1\n\na@^1:\n  version "1.0.0"\nb@^1: 5\n',
      'an entry at line 5 is not a mapping',
    ],
  ])('rejects %j: %s', (text, message) => {
    expect(failureOf('yarn', text)).toBe(message)
  })

  it('believes no field a __proto__ key slipped into an object', () => {
    const classic = [
      '# yarn lockfile v1',
      '',
      '__proto__:',
      '  version "6.6.6"',
      'a@^1.0.0:',
      '  __proto__:',
      '    version "6.6.6"',
      'b@^1.0.0:',
      '  version "1.0.0"',
    ].join('\n')
    expect(parseLockfile('yarn', classic)).toEqual([pkg('b', '1.0.0', 8)])
    const berry = '__proto__:\n  __metadata: {}\n"a@npm:1":\n  resolution: "a@npm:1.0.0"\n'
    expect(failureOf('yarn', berry)).toBe('not a yarn lockfile')
    expect(({} as Record<string, unknown>).version).toBeUndefined()
  })
})

describe('pnpm lockfiles', () => {
  it('reads version 5 keys, stripping peer hashes and skipping git packages', () => {
    expect(parseFixture('pnpm-v5/pnpm-lock.yaml')).toEqual([
      pkg('@babel/core', '7.23.2', 22),
      pkg('@emotion/react', '11.11.1', 34),
      pkg('@types/react', '18.2.33', 45),
      pkg('debug', '4.3.4', 52),
      pkg('js-tokens', '4.0.0', 67),
      pkg('loose-envify', '1.4.0', 74),
      pkg('ms', '2.1.2', 84),
      pkg('react-dom', '18.2.0', 91),
      pkg('react-select', '5.7.7', 104),
      pkg('react', '18.2.0', 111),
      pkg('scheduler', '0.23.0', 121),
    ])
  })

  it('reads version 6 keys, stripping peer lists and skipping file and git packages', () => {
    expect(parseFixture('pnpm-v6/pnpm-lock.yaml')).toEqual([
      pkg('@emotion/react', '11.11.1', 30),
      pkg('@types/react', '18.2.33', 46),
      pkg('ansi-regex', '5.0.1', 52),
      pkg('js-tokens', '4.0.0', 60),
      pkg('loose-envify', '1.4.0', 67),
      pkg('react', '18.2.0', 77),
      pkg('string-width', '4.2.3', 87),
    ])
  })

  it('reads version 9 packages (quoted scoped keys) and leaves the snapshots alone', () => {
    expect(parseFixture('pnpm-v9/pnpm-lock.yaml')).toEqual([
      pkg('@emotion/react', '11.11.1', 33),
      pkg('ansi-regex', '5.0.1', 45),
      pkg('js-tokens', '4.0.0', 52),
      pkg('loose-envify', '1.4.0', 65),
      pkg('react-dom', '18.2.0', 72),
      pkg('react', '18.2.0', 80),
      pkg('scheduler', '0.23.0', 87),
      pkg('string-width', '4.2.3', 93),
    ])
  })

  it('reads every document of a lockfile with a config-dependencies document first', () => {
    const text = [
      "lockfileVersion: '9.0'",
      'packages:',
      '  cfg@1.0.0: {}',
      '---',
      "lockfileVersion: '9.0'",
      'packages:',
      '  a@2.0.0: {}',
      '  a@2.0.0(b@1.0.0): {}',
      '  c@link:../c: {}',
    ].join('\n')
    expect(parseLockfile('pnpm', text)).toEqual([pkg('cfg', '1.0.0', 3), pkg('a', '2.0.0', 7)])
  })

  it.each([
    ['hello', 'not a pnpm lockfile: no lockfileVersion'],
    ['---\n---\n', 'not a pnpm lockfile'],
    ['lockfileVersion: 99\n', 'unsupported lockfileVersion 99'],
    ["lockfileVersion: '3.0'\n", 'unsupported lockfileVersion "3.0"'],
    ['a: [\n', 'not valid YAML at line 2'],
    ["lockfileVersion: '9.0'\nfn: !!js/function 'function () {}'\n", 'not valid YAML at line 2'],
    ["lockfileVersion: '9.0'\npackages: [a]\n", '"packages" is not a mapping'],
  ])('rejects %j: %s', (text, message) => {
    expect(failureOf('pnpm', text)).toBe(message)
  })

  it('keeps a __proto__ key as data', () => {
    const text = "lockfileVersion: '9.0'\npackages:\n  __proto__: {version: 1.0.0}\n  a@1.0.0: {}\n"
    expect(parseLockfile('pnpm', text)).toEqual([pkg('a', '1.0.0', 4)])
    expect(({} as Record<string, unknown>).version).toBeUndefined()
  })
})

describe('untrusted content', () => {
  it.each([
    ['::set-output name=x::y', '1.0.0'],
    ['::error::pwned', '1.0.0'],
    ['evil\u001b[31m', '1.0.0'],
    ['a\nb', '1.0.0'],
    ['a\u2028b', '1.0.0'],
    ['..', '1.0.0'],
    ['_private', '1.0.0'],
    ['@scope/', '1.0.0'],
    ['@/a', '1.0.0'],
    ['a/b', '1.0.0'],
    ['%2e%2e', '1.0.0'],
    ['a'.repeat(215), '1.0.0'],
    ['a', '1.0.0\n::error::x'],
    ['a', '1.0.0/../../admin'],
    ['a', 'latest'],
    ['a', ''],
    ['a', `1${'0'.repeat(256)}`],
  ])('skips the pair %j @ %j', (name, version) => {
    const text = npmV3({
      'node_modules/x': { name, version },
      'node_modules/ok': { version: '1.0.0' },
    })
    expect(parseLockfile('npm', text).map((p) => `${p.name}@${p.version}`)).toEqual(['ok@1.0.0'])
  })

  it('keeps the odd but valid names and versions of old packages', () => {
    const text = npmV3({
      'node_modules/JSONStream': { version: '1.3.5' },
      'node_modules/@s/a.b-c_d': { version: '1.0.0-rc.1+build.5' },
      [`node_modules/${'a'.repeat(214)}`]: { version: '0.0.1' },
    })
    expect(parseLockfile('npm', text).map((p) => `${p.name}@${p.version}`)).toEqual([
      'JSONStream@1.3.5',
      '@s/a.b-c_d@1.0.0-rc.1+build.5',
      `${'a'.repeat(214)}@0.0.1`,
    ])
  })

  it('keeps __proto__ and constructor keys of JSON as data', () => {
    const text =
      '{"lockfileVersion": 3, "__proto__": {"packages": {}}, "packages": {"__proto__": {"version": "1.0.0"},' +
      ' "node_modules/constructor": {"version": "1.0.0"}, "node_modules/__proto__": {"version": "1.0.0"}}}'
    expect(parseLockfile('npm', text)).toEqual([pkg('constructor', '1.0.0', 1)])
    expect(({} as Record<string, unknown>).version).toBeUndefined()
  })

  it.each(['npm', 'yarn', 'pnpm'] as const)('refuses an empty or oversized %s lockfile', (kind) => {
    expect(failureOf(kind, ' \n\t\n')).toBe('empty file')
    expect(failureOf(kind, ' '.repeat(64 * 1024 * 1024 + 1))).toBe('larger than 64 MB')
  })

  it('refuses more than 200000 distinct packages, counting repeats once', () => {
    const entries = (count: number): string[] =>
      Array.from({ length: count }, (_, i) => `"node_modules/p${i}": {"version": "1.0.0"}`)
    const lockfile = (lines: string[]): string =>
      `{"lockfileVersion": 3, "packages": {\n${lines.join(',\n')}\n}}`
    const atCap = [...entries(200_000), '"node_modules/a/node_modules/p0": {"version": "1.0.0"}']
    const parsed = parseLockfile('npm', lockfile(atCap))
    expect(parsed).toHaveLength(200_000)
    expect(parsed.at(-1)).toEqual(pkg('p199999', '1.0.0', 200_001))
    expect(failureOf('npm', lockfile(entries(200_001)))).toBe('more than 200000 packages')
  })

  it('reads a byte-order mark as nothing, and fails on deep nesting with a message', () => {
    expect(
      parseLockfile('pnpm', "\uFEFFlockfileVersion: '9.0'\npackages:\n  a@1.0.0: {}\n"),
    ).toEqual([pkg('a', '1.0.0', 3)])
    const nested = Array.from({ length: 6_000 }, (_, i) => `${'  '.repeat(i)}k${i}:`).join('\n')
    expect(failureOf('yarn', `# yarn lockfile v1\n\n${nested}\n`)).toBe(
      'too large or too deeply nested to parse',
    )
  })

  it('gives up on lines, not on packages, when keys cannot be found in the text', () => {
    const text = JSON.stringify({ lockfileVersion: 3, packages: {} }).replace(
      '{}',
      `{${Array.from({ length: 20 }, (_, i) => `"\\u006eode_modules/p${i}": {"version": "1.0.0"}`).join()}}`,
    )
    const parsed = parseLockfile('npm', text)
    expect(parsed).toHaveLength(20)
    expect(parsed.every((p) => p.line === undefined)).toBe(true)
  })
})

describe('what the installer fetches', () => {
  it('reads the package a registry tarball URL names, behind any prefix, scoped or encoded', () => {
    expect(packageOfTarball('https://registry.npmjs.org/lodash/-/lodash-4.17.21.tgz')).toEqual([
      'lodash',
      '4.17.21',
    ])
    expect(
      packageOfTarball(
        'https://npm.example.com/api/npm/remote/@babel/core/-/core-7.0.0-beta.1.tgz',
      ),
    ).toEqual(['@babel/core', '7.0.0-beta.1'])
    expect(packageOfTarball('https://registry.yarnpkg.com/@s%2fa/-/a-1.0.0.tgz#abc')).toEqual([
      '@s/a',
      '1.0.0',
    ])
    expect(packageOfTarball('https://codeload.github.com/a/b/tar.gz/abc')).toBeUndefined()
    expect(packageOfTarball('https://registry.npmjs.org/a/-/b-1.0.0.tgz')).toBeUndefined()
    expect(packageOfTarball('not a url')).toBeUndefined()
  })

  it('checks the tarball an npm entry resolves to when it claims another package', () => {
    const text = JSON.stringify({
      lockfileVersion: 3,
      packages: {
        '': {},
        'node_modules/lodash': {
          version: '4.17.21',
          resolved: 'https://registry.npmjs.org/event-stream/-/event-stream-3.3.6.tgz',
        },
      },
    })
    expect(parseLockfile('npm', text).map((p) => `${p.name}@${p.version}`)).toEqual([
      'lodash@4.17.21',
      'event-stream@3.3.6',
    ])
  })

  it('checks the tarball a yarn classic entry resolves to when it claims another package', () => {
    const text = [
      '# yarn lockfile v1',
      '',
      'lodash@^4.17.21:',
      '  version "4.17.21"',
      '  resolved "https://registry.yarnpkg.com/flatmap-stream/-/flatmap-stream-0.1.1.tgz#abc"',
      '',
    ].join('\n')
    expect(parseLockfile('yarn', text).map((p) => `${p.name}@${p.version}`)).toEqual([
      'lodash@4.17.21',
      'flatmap-stream@0.1.1',
    ])
  })
})
