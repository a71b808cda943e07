import { describe, expect, it } from 'vitest'
import { changedLinesOf, isInChangedCode, readChangedCode } from '../../src/github/changed-code.js'
import { makeFinding } from '../../testkit/builders/report.js'

const PATCH = [
  '@@ -1,4 +1,5 @@',
  ' line one',
  '-old two',
  '+new two',
  '+added three',
  ' line four',
  '@@ -20,3 +21,3 @@ function f() {',
  ' context 21',
  '-removed',
  '+changed 22',
  '\\ No newline at end of file',
].join('\n')

describe('changedLinesOf', () => {
  it('lists the lines of the new file that each hunk adds or changes', () => {
    expect([...(changedLinesOf(PATCH) ?? [])]).toEqual([2, 3, 22])
  })

  it('cannot read a patch without hunks', () => {
    expect(changedLinesOf('Binary files differ')).toBeUndefined()
  })
})

describe('isInChangedCode', () => {
  const changes = [{ path: 'src/a.ts', patch: PATCH }, { path: 'assets/logo.png' }]
  const at = (filePath: string, lineStart?: number, lineEnd?: number) =>
    makeFinding({
      filePath,
      ...(lineStart === undefined ? {} : { lineStart }),
      ...(lineEnd === undefined ? {} : { lineEnd }),
    })

  it('changed-files: any finding in a changed file, none elsewhere or without a path', () => {
    const code = readChangedCode(changes, 'changed-files')
    expect(isInChangedCode(at('src/a.ts', 50), code)).toBe(true)
    expect(isInChangedCode(at('./src/a.ts'), code)).toBe(true)
    expect(isInChangedCode(at('src/b.ts', 2), code)).toBe(false)
    expect(isInChangedCode(makeFinding({}), code)).toBe(false)
  })

  it('changed-lines: a finding whose lines meet a changed line; a file without a patch counts whole', () => {
    const code = readChangedCode(changes, 'changed-lines')
    expect(isInChangedCode(at('src/a.ts', 3), code)).toBe(true)
    expect(isInChangedCode(at('src/a.ts', 10, 25), code)).toBe(true)
    expect(isInChangedCode(at('src/a.ts', 1), code)).toBe(false)
    expect(isInChangedCode(at('src/a.ts', 21), code)).toBe(false)
    expect(isInChangedCode(at('src/a.ts'), code)).toBe(true)
    expect(isInChangedCode(at('assets/logo.png', 7), code)).toBe(true)
  })
})
