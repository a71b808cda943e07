import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ACTION_VERSION } from '../src/version.js'

describe('ACTION_VERSION', () => {
  it('is the version in package.json', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      version: string
    }
    expect(ACTION_VERSION).toBe(pkg.version)
  })
})
