import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const DIST = join(import.meta.dirname, '..', '..', 'dist')

/** Each JavaScript file of the committed bundle, by name. */
function bundleFiles(): Map<string, string> {
  const files = new Map<string, string>()
  for (const name of readdirSync(DIST)) {
    if (name.endsWith('.js')) files.set(name, readFileSync(join(DIST, name), 'utf8'))
  }
  return files
}

describe('the committed bundle', () => {
  it('has the stand-in for undici and nothing of undici itself', () => {
    const files = [...bundleFiles()]
    // Every part of undici that could load reaches its errors module and so its base error class.
    // (Its error codes are no probe: the action names UND_ERR_SOCKET itself, as an outage.)
    const withUndici = files.filter(([, text]) => text.includes('UndiciError'))
    expect(withUndici.map(([name]) => name)).toEqual([])
    expect(files.some(([, text]) => text.includes('undici is not bundled'))).toBe(true)
    expect(readFileSync(join(DIST, 'licenses.txt'), 'utf8')).not.toMatch(/^undici\b/m)
  })

  it('loads only the entry at start: Octokit and the reports are chunks of their own', () => {
    const entry = bundleFiles().get('index.js') ?? ''
    expect(entry).not.toContain('octokit-core.js')
    // The job summary's heading for estimations and SARIF's schema URI live in the reports.
    expect(entry).not.toContain('sarif-schema-2.1.0.json')
    expect(entry).not.toContain('### Cost estimation')
    // The YAML reader (policy file, pentest input) is loaded only for a run that has one.
    expect(entry).not.toContain('YAMLParseError')
    expect([...bundleFiles().values()].some((text) => text.includes('YAMLParseError'))).toBe(true)
  })
})
