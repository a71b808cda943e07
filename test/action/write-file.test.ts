import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActionsPorts } from '../../src/action/ports.js'
import { useRunnerHome } from '../support/runner-home.js'

const SIGNALS = ['SIGINT', 'SIGTERM'] as const

let dir: string
const world = useRunnerHome()
let listeners: Map<string, unknown[]>

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'write-file-'))
  vi.stubEnv('GITHUB_WORKSPACE', dir)
  listeners = new Map(SIGNALS.map((s) => [s, process.rawListeners(s)]))
})

afterEach(() => {
  // createActionsPorts listens for the job's cancellation: only the test's own listeners go.
  for (const s of SIGNALS) {
    for (const listener of process.rawListeners(s)) {
      if (!listeners.get(s)?.includes(listener)) process.removeListener(s, listener as () => void)
    }
  }
  vi.unstubAllEnvs()
  rmSync(dir, { recursive: true, force: true })
})

describe('the runner writeFile', () => {
  it('writes the pieces in order, as UTF-8, under the workspace, creating the directory', async () => {
    function* pieces() {
      yield '{\n  "title": "'
      yield 'caf\u00e9 🔥'
      yield '"\n}\n'
    }
    await createActionsPorts().writeFile?.('out/deep/report.json', pieces())
    expect(readFileSync(join(dir, 'out', 'deep', 'report.json'), 'utf8')).toBe(
      '{\n  "title": "caf\u00e9 🔥"\n}\n',
    )
  })

  it('fails when a piece cannot be made, so the caller says the file was not written', async () => {
    function* failing(): Generator<string> {
      yield '{'
      throw new Error('no more text')
    }
    await expect(createActionsPorts().writeFile?.('report.json', failing())).rejects.toThrow(
      'no more text',
    )
  })

  it('replaces a link committed at the report path, never writing where it points', async () => {
    vi.stubEnv('GITHUB_WORKSPACE', world.workspace)
    world.commitLink('results.sarif', join(world.home, '.bashrc'))
    await createActionsPorts().writeFile?.('results.sarif', ['{', '}'])
    world.expectHomeUntouched()
    expect(world.readReport('results.sarif')).toBe('{}')
  })
})
