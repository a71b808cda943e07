import { describe, expect, it } from 'vitest'
import {
  compileGlob,
  compileGlobOrNever,
  findGlobProblem,
  findLiteralFolder,
  GlobError,
} from '../../src/policy/glob.js'

function matching(pattern: string, paths: readonly string[]): string[] {
  const glob = compileGlob(pattern)
  return paths.filter((path) => glob.test(path))
}

describe('compileGlob', () => {
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
    expect(matching('**', paths)).toEqual(paths)
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

  it('matches names that start with a dot like any other', () => {
    expect(matching('**/*.yml', paths)).toEqual(['.github/workflows/ci.yml'])
    expect(matching('*/workflows/*', paths)).toEqual(['.github/workflows/ci.yml'])
  })

  it('reads braces without a comma, and regular expression syntax, literally', () => {
    expect(compileGlob('{{cookiecutter.name}}/**').test('{{cookiecutter.name}}/a.py')).toBe(true)
    expect(compileGlob('{{cookiecutter.name}}/**').test('cookiecutter.name/a.py')).toBe(false)
    expect(compileGlob('a+(b)|c$.ts').test('a+(b)|c$.ts')).toBe(true)
    expect(compileGlob('a.ts').test('aXts')).toBe(false)
    expect(compileGlob('[{}]x').test('{x')).toBe(true)
  })

  it('reads a backslash as a separator, as matchesGlob does', () => {
    expect(compileGlob('vendor\\**').test('vendor/a.js')).toBe(true)
  })

  it('does not merge {*,**} into something wider (node 20 matchesGlob does)', () => {
    // None of the expansions (*/*/a, **/*/a) matches a/-; minimatch 3 and picomatch agree.
    expect(compileGlob('{*,**}/*/a').test('a/-')).toBe(false)
    expect(compileGlob('{*,**}/*/a').test('a/-/a')).toBe(true)
    expect(compileGlob('{*,**}/*/a').test('x/a')).toBe(true)
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
    // Each * is a [^/]* that backtracks: a run of them against a long name takes seconds.
    ['src/*a*b*c*d.js', 'more than 3 * wildcards in one path segment'],
  ])('refuses %j: %s', (pattern, problem) => {
    expect(findGlobProblem(pattern)).toBe(problem)
    expect(() => compileGlob(pattern)).toThrow(new GlobError(problem))
  })

  it('accepts what it compiles', () => {
    expect(findGlobProblem('src/**/{a,b}[0-9]?.ts')).toBeUndefined()
    expect(findGlobProblem('{a,b}'.repeat(8))).toBeUndefined()
  })
})

describe('compileGlobOrNever', () => {
  it('compiles a glob, and turns a refused one into a pattern that matches nothing', () => {
    expect(compileGlobOrNever('vendor/**').test('vendor/a.js')).toBe(true)
    expect(compileGlobOrNever('vendor/').test('vendor/')).toBe(false)
    expect(compileGlobOrNever('vendor/').test('vendor/a.js')).toBe(false)
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
