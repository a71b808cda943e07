import { describe, expect, it } from 'vitest'
import {
  createGlobMatcher,
  findGlobProblem,
  findLiteralFolder,
  matchesPathGlob,
} from '../../src/common/glob.js'

function matching(pattern: string, paths: readonly string[]): string[] {
  expect(findGlobProblem(pattern)).toBeUndefined()
  return paths.filter((path) => matchesPathGlob(path, pattern))
}

describe('matchesPathGlob', () => {
  const paths = [
    'vendor',
    'vendor/a.js',
    'vendor/lib/b/c.js',
    'src/vendor/a.js',
    'test/a.ts',
    'src/test/a.ts',
    'src/test',
    'src/a.test.ts',
    'src/db/query.ts',
    '.github/workflows/ci.yml',
  ]

  it('reads ** as any number of folders, zero included, and never the folder itself', () => {
    expect(matching('vendor/**', paths)).toEqual(['vendor/a.js', 'vendor/lib/b/c.js'])
    expect(matching('**/test/**', paths)).toEqual(['test/a.ts', 'src/test/a.ts'])
    expect(matching('src/**/*.ts', paths)).toEqual([
      'src/test/a.ts',
      'src/a.test.ts',
      'src/db/query.ts',
    ])
    expect(matching('**', paths)).toEqual(paths.filter((path) => !path.startsWith('.')))
  })

  it('keeps * and ? within one segment', () => {
    expect(matching('src/*', paths)).toEqual(['src/test', 'src/a.test.ts'])
    expect(matching('*/a.js', paths)).toEqual(['vendor/a.js'])
    expect(matching('src/?.test.ts', paths)).toEqual(['src/a.test.ts'])
    expect(matching('src/d?/*', paths)).toEqual(['src/db/query.ts'])
  })

  it('reads classes, negated classes, ranges and braces, nested too', () => {
    expect(matching('src/[dt]*/*.ts', paths)).toEqual(['src/test/a.ts', 'src/db/query.ts'])
    expect(matching('src/[!t]*/*.ts', paths)).toEqual(['src/db/query.ts'])
    expect(matching('src/[a-e]*/*', paths)).toEqual(['src/db/query.ts'])
    expect(matching('{vendor,test}/*.{js,ts}', paths)).toEqual(['vendor/a.js', 'test/a.ts'])
    expect(matching('src/{db/*,{test,x}/a}.ts', paths)).toEqual([
      'src/test/a.ts',
      'src/db/query.ts',
    ])
  })

  it('matches a name that starts with a dot only where the pattern names the dot', () => {
    expect(matching('**/*.yml', paths)).toEqual([])
    expect(matching('*/workflows/*', paths)).toEqual([])
    expect(matching('.github/**', paths)).toEqual(['.github/workflows/ci.yml'])
    expect(matching('.*/workflows/*', paths)).toEqual(['.github/workflows/ci.yml'])
    expect(matching('**/.github/**', ['a/.github/x.yml', 'a/.github/.x.yml'])).toEqual([
      'a/.github/x.yml',
    ])
    expect(matching('src/*.ts', ['src/.a.ts', 'src/a.ts'])).toEqual(['src/a.ts'])
  })

  it('reads braces without a comma, and regular expression syntax, literally', () => {
    expect(matching('{{cookiecutter.name}}/**', ['{{cookiecutter.name}}/a.py'])).toHaveLength(1)
    expect(matching('{{cookiecutter.name}}/**', ['cookiecutter.name/a.py'])).toEqual([])
    expect(matching('a(b)|c$.ts', ['a(b)|c$.ts'])).toHaveLength(1)
    expect(matching('a.ts', ['aXts'])).toEqual([])
    expect(matching('[{}]x', ['{x'])).toHaveLength(1)
    expect(matching('a${b,c}', ['a${b,c}', 'ab'])).toEqual(['a${b,c}'])
  })

  it('reads a backslash as a separator, as matchesGlob does', () => {
    expect(matching('vendor\\**', ['vendor/a.js'])).toHaveLength(1)
  })

  it('is wider than its alternatives with a ** inside braces, which the policy refuses', () => {
    // None of the expansions (*/*/a, **/*/a) matches a/-; minimatch 3 and picomatch agree.
    expect(matchesPathGlob('a/-', '{*,**}/*/a')).toBe(true)
    expect(findGlobProblem('{*,**}/*/a')).toBe(
      'a ** inside {…}: write one pattern for each alternative',
    )
  })
})

describe('findGlobProblem', () => {
  it.each([
    ['', 'empty'],
    ['vendor/', 'ends with /: write dir/** for everything below a folder'],
    ['/src/**', "starts with /: globs are relative to the repository's root"],
    ['!vendor/**', 'starts with !: negation is not supported'],
    ['src//a', 'an empty path segment (a // or an empty {…} alternative)'],
    ['{a,}/b', 'an empty path segment (a // or an empty {…} alternative)'],
    ['./src/**', 'a "." segment: paths are relative to the root'],
    ['src/../x', 'a ".." segment: paths are relative to the root'],
    ['src/[ab', 'a "[" is never closed'],
    ['src/{a,b', 'a "{" is never closed'],
    ['[z-a]', '"z-a" is not a range'],
    ['a\u0000b', 'holds a control character'],
    ['{a,b}'.repeat(9), 'more than 256 alternatives in its {…}'],
    [`{${'a,'.repeat(256)}a}`, 'more than 256 alternatives in its {…}'],
    ['a/'.repeat(2048) + 'b', 'longer than 4096 characters'],
    // matchesGlob would read these as extended globs, sequences, or wider than written.
    ['src/+(a|b).ts', '"+(…)": extended globs are not supported'],
    ['src/a!(b)', '"!(…)": extended globs are not supported'],
    ['x/{1..3}/y', 'a sequence {1..3}: list the alternatives, as in {1,2,3}'],
    ['{a,{b..c}}', 'a sequence {b..c}: list the alternatives, as in {1,2,3}'],
    ['{**,x}/a', 'a ** inside {…}: write one pattern for each alternative'],
    // Each * is a [^/]* that backtracks: a run of them against a long name takes seconds.
    ['src/*a*b*c*d.js', 'more than 3 * wildcards in one path segment'],
  ])('refuses %j: %s', (pattern, problem) => {
    expect(findGlobProblem(pattern)).toBe(problem)
  })

  it('accepts what it compiles', () => {
    expect(findGlobProblem('src/**/{a,b}[0-9]?.ts')).toBeUndefined()
    expect(findGlobProblem('{a,b}'.repeat(8))).toBeUndefined()
    expect(findGlobProblem('{src,lib}/**')).toBeUndefined()
    expect(findGlobProblem('a${**,b}/*.ts')).toBeUndefined()
    expect(findGlobProblem('[[:alpha:]]*.ts')).toBeUndefined()
  })
})

describe('createGlobMatcher', () => {
  it('matches as matchesPathGlob does, and a refused pattern nothing', () => {
    expect(createGlobMatcher('vendor/**')('vendor/a.js')).toBe(true)
    expect(createGlobMatcher('vendor/**')('.vendor/a.js')).toBe(false)
    expect(createGlobMatcher('vendor/')('vendor/')).toBe(false)
    expect(createGlobMatcher('vendor/')('vendor/a.js')).toBe(false)
    expect(matchesPathGlob('a/-', '{*,**}/*/a')).toBe(true)
    expect(createGlobMatcher('{*,**}/*/a')('a/-')).toBe(false)
  })
})

describe('findLiteralFolder', () => {
  it.each([
    ['src/billing/**', 'src/billing/'],
    ['src/a.ts', 'src/'],
    ['src/*/x/**', 'src/'],
    ['src\\db\\**', 'src/db/'],
    ['**/test/**', ''],
    ['{src,lib}/**', ''],
    ['src/[ab]/**', 'src/'],
    ['a.ts', ''],
  ])('%j starts with %j', (pattern, folder) => {
    expect(findLiteralFolder(pattern)).toBe(folder)
  })
})
