/**
 * The one writer of report files, for the action and the command line: a checkout may hold
 * symbolic links (and hard links) named like a report, committed by the change's author.
 */
import { linkSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { relativeInside, writeNewFile } from '../../src/common/files.js'
import { useRunnerHome } from '../support/runner-home.js'

const world = useRunnerHome()

describe('relativeInside', () => {
  it('compares whole segments: ..app is inside, .. and ../app are not', () => {
    expect(relativeInside('/w', '/w/..app/x')).toBe(join('..app', 'x'))
    expect(relativeInside('/w', '/w')).toBe('')
    expect(relativeInside('/w', '/')).toBeUndefined()
    expect(relativeInside('/w', '/app')).toBeUndefined()
    expect(relativeInside('/w', '/wx/a')).toBeUndefined()
  })
})

describe('writeNewFile', () => {
  it('replaces a link named like the report, leaving what it points at untouched', async () => {
    world.commitLink('gl-sast-report.json', join(world.home, '.bashrc'))
    await writeNewFile(world.workspace, 'gl-sast-report.json', ['{"vulnerabilities":', '[]}'])
    world.expectHomeUntouched()
    expect(world.readReport('gl-sast-report.json')).toBe('{"vulnerabilities":[]}')
  })

  it('never follows a link even inside the workspace, nor writes through a hard link', async () => {
    const { workspace } = world
    writeFileSync(join(workspace, 'package.json'), '{}')
    world.commitLink('junit.xml', join(workspace, 'package.json'))
    linkSync(join(world.home, '.bashrc'), join(workspace, 'report.json'))
    await writeNewFile(workspace, 'junit.xml', ['<testsuites/>'])
    await writeNewFile(workspace, 'report.json', ['{}'])
    expect(readFileSync(join(workspace, 'package.json'), 'utf8')).toBe('{}')
    world.expectHomeUntouched()
    expect(world.readReport('junit.xml')).toBe('<testsuites/>')
    expect(world.readReport('report.json')).toBe('{}')
  })

  it('refuses, in one line, a path whose folder leaves the workspace through a link', async () => {
    world.commitLink('reports', world.home)
    await expect(writeNewFile(world.workspace, 'reports/deep/scan.sarif', ['{}'])).rejects.toThrow(
      /^the folder reports of reports\/deep\/scan\.sarif is a symbolic link that leads out of the workspace; no report is written through one$/,
    )
    // Not even the folders were made there.
    world.expectHomeUntouched()
  })

  it('refuses a link to a folder that is not there, which mkdir would make anywhere', async () => {
    world.commitLink('out', join(world.home, 'new'))
    await expect(writeNewFile(world.workspace, 'out/report.json', ['{}'])).rejects.toThrow(
      'the folder out of out/report.json is a symbolic link that leads nowhere',
    )
    world.expectHomeUntouched()
  })

  it('writes through a linked folder that stays in the workspace, and makes missing folders', async () => {
    mkdirSync(join(world.workspace, 'build', 'reports'), { recursive: true })
    world.commitLink('out', join(world.workspace, 'build'))
    await writeNewFile(world.workspace, 'out/reports/new/scan.json', ['{}'])
    expect(world.readReport('build/reports/new/scan.json')).toBe('{}')
  })

  it('writes where the workflow names a path outside the workspace, its own choice', async () => {
    const outside = join(world.workspace, '..', 'runner-temp', 'report.json')
    await writeNewFile(world.workspace, outside, ['{', '}'])
    expect(readFileSync(outside, 'utf8')).toBe('{}')
  })

  it('writes each piece as it comes, never the whole text at once', async () => {
    const { workspace } = world
    const seen: number[] = []
    function* pieces(): Generator<string> {
      for (let i = 0; i < 3; i++) {
        // What the file beside the path holds already, before this piece is made.
        const pending = readdirSync(workspace).filter((name) => name.endsWith('.tmp'))
        seen.push(pending.length === 1 ? statSync(join(workspace, pending[0]!)).size : -1)
        yield 'x'.repeat(1_000)
      }
    }
    await writeNewFile(workspace, 'report.json', pieces())
    expect(seen).toEqual([0, 1_000, 2_000])
    expect(world.readReport('report.json')).toHaveLength(3_000)
    expect(readdirSync(workspace)).toEqual(['report.json'])
  })

  it('leaves the file there and nothing beside it when a piece cannot be made', async () => {
    writeFileSync(join(world.workspace, 'report.json'), 'the last report')
    function* failing(): Generator<string> {
      yield '{'
      throw new Error('no more text')
    }
    await expect(writeNewFile(world.workspace, 'report.json', failing())).rejects.toThrow(
      'no more text',
    )
    expect(world.readReport('report.json')).toBe('the last report')
    expect(readdirSync(world.workspace)).toEqual(['report.json'])
  })

  it('fails where a folder is at the path, leaving nothing beside it', async () => {
    mkdirSync(join(world.workspace, 'report.json', 'x'), { recursive: true })
    await expect(writeNewFile(world.workspace, 'report.json', ['{}'])).rejects.toThrow()
    expect(readdirSync(world.workspace)).toEqual(['report.json'])
  })
})
