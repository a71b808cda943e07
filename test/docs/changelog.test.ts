import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MOVED_INPUTS, SWEEP_INPUTS } from '../../src/config/actions.js'
import { MATRIX_INPUTS } from '../../src/config/matrix.js'

/**
 * CHANGELOG.md in the form the release workflow reads: Keep a Changelog's `## [Unreleased]` and
 * `## [X.Y.Z] - YYYY-MM-DD` headings, one section for the version package.json is at.
 */

const changelog = readFileSync(new URL('../../CHANGELOG.md', import.meta.url), 'utf8')
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string
}

const VERSION_HEADING = /^## \[(\d+\.\d+\.\d+)\] - (\d{4}-\d{2}-\d{2})$/

function secondLevelHeadings(text: string): string[] {
  return text.split('\n').filter((line) => line.startsWith('## '))
}

describe('CHANGELOG.md', () => {
  it("says where each input the gate's action.yml no longer declares went", () => {
    const gate = readFileSync(new URL('../../action.yml', import.meta.url), 'utf8')
    const unreleased = changelog.slice(
      0,
      changelog.indexOf('\n## [', changelog.indexOf('## [Unreleased]') + 1),
    )
    const section = unreleased.slice(unreleased.indexOf('### Deprecated'))
    // The rows of its table: the input(s), then where they went.
    const rows = section
      .slice(0, section.indexOf('\n### '))
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) => line.split('|').map((cell) => cell.trim()))
    const gone = [
      ...Object.keys(MOVED_INPUTS),
      // The matrix inputs are new with the sweep's action: the gate never had them.
      ...SWEEP_INPUTS.filter(
        (name) => !gate.includes(`\n  ${name}:\n`) && !MATRIX_INPUTS.includes(name),
      ),
    ]
    expect(gone.length).toBeGreaterThanOrEqual(8)
    for (const name of gone) {
      const row = rows.find((cells) => cells[1]?.includes(`\`${name}\``))
      expect(row?.[2], name).toMatch(/\w{3}/)
    }
  })

  it('starts with an Unreleased section, then releases newest first, each dated', () => {
    const [first, ...releases] = secondLevelHeadings(changelog)
    expect(first).toBe('## [Unreleased]')
    expect(releases.length).toBeGreaterThan(0)
    for (const heading of releases) expect(heading).toMatch(VERSION_HEADING)
    const dates = releases.map((heading) => VERSION_HEADING.exec(heading)?.[2] ?? '')
    expect([...dates].sort().reverse()).toEqual(dates)
    for (const date of dates) expect(Number.isNaN(Date.parse(date))).toBe(false)
  })

  it("has exactly one section for package.json's version", () => {
    const sections = secondLevelHeadings(changelog).filter((heading) =>
      heading.startsWith(`## [${pkg.version}] - `),
    )
    expect(sections).toHaveLength(1)
  })

  it('links every version heading to its tag or comparison', () => {
    const versions = secondLevelHeadings(changelog).map(
      (heading) => /^## \[([^\]]+)\]/.exec(heading)?.[1]?.toLowerCase() ?? '',
    )
    for (const version of versions) {
      expect(changelog.toLowerCase()).toMatch(
        new RegExp(`^\\[${version.replaceAll('.', '\\.')}\\]: https://`, 'm'),
      )
    }
  })
})
