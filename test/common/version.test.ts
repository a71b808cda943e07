import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ACTION_REPOSITORY, ACTION_URL, ACTION_VERSION } from '../../src/common/version.js'

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string
  repository: { type: string; url: string }
  homepage: string
  bugs: { url: string }
}

describe('ACTION_VERSION', () => {
  it('is the version in package.json', () => {
    expect(ACTION_VERSION).toBe(pkg.version)
  })
})

describe('ACTION_REPOSITORY', () => {
  it("is package.json's repository, homepage and issues, on GitHub", () => {
    expect(ACTION_REPOSITORY).toMatch(/^[A-Za-z0-9][A-Za-z0-9-]*\/[A-Za-z0-9._-]+$/)
    expect(pkg.repository).toEqual({ type: 'git', url: `git+${ACTION_URL}.git` })
    expect(pkg.homepage).toBe(`${ACTION_URL}#readme`)
    expect(pkg.bugs).toEqual({ url: `${ACTION_URL}/issues` })
  })
})
