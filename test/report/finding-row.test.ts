import { describe, expect, it } from 'vitest'
import { codeAtOf, renderFindingRow } from '../../src/report/finding-row.js'
import { makeFinding } from '../../testkit/builders/report.js'

const SHA = '9fceb02d0ae598e95dc970b74767f19372d61af8'
const CODE = { page: 'https://github.com/acme/webapp', commit: SHA }

function locationOf(row: string): string {
  return row.split(' | ').at(-1)?.replace(/ \|$/, '') ?? ''
}

describe('renderFindingRow: a location links to its file and lines at the scanned commit', () => {
  it('links the path and the line range, each path segment encoded', () => {
    const finding = makeFinding({ filePath: 'src/a b/#x.ts', lineStart: 3, lineEnd: 5 })
    expect(locationOf(renderFindingRow(finding, { code: CODE }))).toBe(
      `[src/a b/\\#x.ts:3-5](https://github.com/acme/webapp/blob/${SHA}/src/a%20b/%23x.ts#L3-L5)`,
    )
    const oneLine = makeFinding({ filePath: './src/app.ts', lineStart: 7 })
    expect(locationOf(renderFindingRow(oneLine, { code: CODE }))).toBe(
      `[./src/app.ts:7](https://github.com/acme/webapp/blob/${SHA}/src/app.ts#L7)`,
    )
    const noLine = makeFinding({ filePath: 'package.json' })
    expect(locationOf(renderFindingRow(noLine, { code: CODE }))).toBe(
      `[package.json](https://github.com/acme/webapp/blob/${SHA}/package.json)`,
    )
  })

  it('leaves a path that is no repository path, a finding with no file, or no code page, unlinked', () => {
    for (const filePath of ['/etc/passwd', '../outside.ts', 'https://evil.example/x', 'C:\\x.ts']) {
      const row = renderFindingRow(makeFinding({ filePath, lineStart: 1 }), { code: CODE })
      expect(locationOf(row)).not.toContain('](')
    }
    expect(locationOf(renderFindingRow(makeFinding({ filePath: undefined }), { code: CODE }))).toBe(
      '—',
    )
    const finding = makeFinding({ filePath: 'src/app.ts', lineStart: 2 })
    expect(locationOf(renderFindingRow(finding))).toBe('src/app.ts:2')
  })

  it('escapes the shown path for the place the row goes; the link is encoded, not escaped', () => {
    const finding = makeFinding({ filePath: 'src/@admin/x.ts', lineStart: 1 })
    const shout = (text: string) => text.toUpperCase()
    expect(locationOf(renderFindingRow(finding, { escape: shout, code: CODE }))).toBe(
      `[SRC/@ADMIN/X.TS:1](https://github.com/acme/webapp/blob/${SHA}/src/%40admin/x.ts#L1)`,
    )
  })
})

describe('codeAtOf', () => {
  it('needs the page and the whole commit', () => {
    expect(codeAtOf({ codePage: CODE.page, headSha: SHA })).toEqual(CODE)
    expect(codeAtOf({ codePage: CODE.page, headSha: SHA.slice(0, 7) })).toBeUndefined()
    expect(codeAtOf({ headSha: SHA })).toBeUndefined()
  })

  it('takes a commit as the events do: 40 or 64 hex digits, no length between', () => {
    const sha256 = 'a'.repeat(64)
    expect(codeAtOf({ codePage: CODE.page, headSha: sha256 })?.commit).toBe(sha256)
    expect(codeAtOf({ codePage: CODE.page, headSha: 'a'.repeat(50) })).toBeUndefined()
    expect(codeAtOf({ codePage: CODE.page, headSha: `${SHA}/../x` })).toBeUndefined()
  })
})
