import { describe, expect, it } from 'vitest'
import { checkManifest, checkPackage } from '../../scripts/package-check.js'

describe('the npm package of the command line', { timeout: 60_000 }, () => {
  it('packs the bundles, action.yml and the licenses, installs offline and runs security-scan', () => {
    const result = checkPackage()
    expect(result.problems).toEqual([])
    expect(result.files).toContain('dist/cli/index.js')
    expect(result.files.filter((file) => file.startsWith('src/'))).toEqual([])
    expect(result.version).toMatch(/^\d+\.\d+\.\d+$/)
    // Its options come from the action.yml it ships with.
    expect(result.help).toContain('--fail-on-severity')
    expect(result.help).toContain('SECURITY_SCAN_API_KEY')
  })

  it('refuses a manifest that would make users download dependencies, or lacks the bin', () => {
    expect(
      checkManifest({
        name: 'x',
        version: '1.0.0',
        dependencies: { zod: '^4' },
        bin: { 'security-scan': 'dist/cli/index.js' },
      }),
    ).toEqual(['package.json has dependencies: dist/ bundles all'])
    expect(checkManifest({ name: 'x', version: '1.0.0' })).toEqual([
      'package.json bin security-scan is not dist/cli/index.js',
    ])
  })
})
