/**
 * The command line's ports: inputs from its options, files relative to the working directory or
 * stdout, and nothing of what only a GitHub runner has.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { createCliPorts } from '../../src/cli/ports.js'
import { readCliEvent } from '../../src/cli/target.js'
import { recordingLog } from '../../testkit/fakes/log.js'
import { useRunnerHome } from '../support/runner-home.js'

let dir = ''
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'security-scan-cli-ports-'))
})
afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

function makePorts(cwd = dir) {
  const log = recordingLog()
  const stdout: string[] = []
  const target = readCliEvent(
    { system: 'terminal', label: 'a git checkout', isCi: false, problems: [] },
    { repoUrl: 'https://git.example.com/acme/webapp', branch: 'main' },
    { checkout: undefined, program: undefined },
  )
  const ports = createCliPorts({
    inputs: { 'fail-on-severity': 'low' },
    log: Object.assign(log, { finish: () => undefined }),
    target,
    cwd,
    git: { program: undefined, checkout: undefined },
    stdout: { write: (text: string) => stdout.push(text) },
    signal: new AbortController().signal,
  })
  return { ports, log, stdout, target }
}

it('reads inputs from the options, an absent one as empty, and the target from CI', () => {
  const { ports, target } = makePorts()
  expect(ports.getInput('fail-on-severity')).toBe('low')
  expect(ports.getInput('branch')).toBe('')
  expect(ports.eventTarget).toBe(target.event)
  expect(ports.context).toBe(target.context)
  expect(ports.commitFiles?.via).toBe('git')
})

it('writes a file relative to the working directory, making its folders, and - to stdout', async () => {
  const { ports, stdout } = makePorts()
  await ports.writeFile?.('reports/deep/report.json', ['{', '}'])
  expect(readFileSync(join(dir, 'reports/deep/report.json'), 'utf8')).toBe('{}')
  await ports.writeFile?.('-', ['PASSED', '\n'])
  expect(stdout).toEqual(['PASSED', '\n'])
})

const world = useRunnerHome()

it('replaces a link committed at a report path, never writing where it points', async () => {
  const { ports } = makePorts(world.workspace)
  world.commitLink('gl-sast-report.json', join(world.home, '.bashrc'))
  await ports.writeFile?.('gl-sast-report.json', ['{', '}'])
  world.expectHomeUntouched()
  expect(world.readReport('gl-sast-report.json')).toBe('{}')
})

it("has none of a runner's ports: outputs, summary and annotations go nowhere; no GitHub API", async () => {
  const { ports, log, stdout } = makePorts()
  ports.setSecret('ssk_x')
  ports.setOutput('result', 'passed')
  await ports.writeSummary('# summary')
  ports.annotate({ level: 'error', message: 'x' })
  expect(log.lines).toEqual([])
  expect(stdout).toEqual([])
  ports.setFailed('the gate failed')
  expect(log.lines).toEqual(['error: the gate failed'])
  await expect(ports.createGitHubApi({} as never)).rejects.toThrow(
    'there is no GitHub API outside GitHub Actions',
  )
})
