import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { systemClock } from '../../src/common/clock.js'
import { createGitHubApi } from '../../src/github/octokit.js'
import { createCliLog } from '../../src/cli/log.js'
import { createActionsPorts } from '../../src/action/ports.js'
import { ServiceClient } from '../../src/service/client.js'

const SIGNALS = ['SIGINT', 'SIGTERM'] as const
/** A GitHub workflow command and an Azure logging command, where a message could start. */
const COMMANDS_AT_START = ['::error title=x::y', '##vso[task.setvariable variable=x]y']
type Listener = (...args: unknown[]) => void

let dir: string
let stdout: string[]
let savedListeners: Map<string, Listener[]>
let savedExitCode: typeof process.exitCode

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'actions-ports-'))
  const files = { output: join(dir, 'output'), summary: join(dir, 'summary.md') }
  writeFileSync(files.output, '')
  writeFileSync(files.summary, '')
  writeFileSync(
    join(dir, 'event.json'),
    JSON.stringify({ pull_request: { number: 7, head: { ref: 'feat', sha: 'a'.repeat(40) } } }),
  )
  vi.stubEnv('GITHUB_OUTPUT', files.output)
  vi.stubEnv('GITHUB_STEP_SUMMARY', files.summary)
  vi.stubEnv('GITHUB_EVENT_PATH', join(dir, 'event.json'))
  vi.stubEnv('GITHUB_EVENT_NAME', 'pull_request')
  vi.stubEnv('GITHUB_REPOSITORY', 'acme/webapp')
  vi.stubEnv('GITHUB_API_URL', 'https://ghe.example.test/api/v3/')
  stdout = []
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stdout.push(String(chunk))
    return true
  })
  // The test owns the signal listeners: the runner's own (if any) are put back afterwards.
  savedListeners = new Map(SIGNALS.map((s) => [s, process.rawListeners(s) as Listener[]]))
  for (const s of SIGNALS) process.removeAllListeners(s)
  savedExitCode = process.exitCode
})

afterEach(() => {
  for (const s of SIGNALS) {
    process.removeAllListeners(s)
    for (const listener of savedListeners.get(s) ?? []) process.on(s, listener)
  }
  process.exitCode = savedExitCode
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
  rmSync(dir, { recursive: true, force: true })
})

/** GITHUB_OUTPUT's heredoc format: name<<DELIMITER, value lines, DELIMITER. */
function readOutputs(): Record<string, string> {
  const text = readFileSync(process.env.GITHUB_OUTPUT ?? '', 'utf8')
  const outputs: Record<string, string> = {}
  const pattern = /^(.+)<<(\S+)\n([\s\S]*?)\n\2$/gm
  for (const match of text.matchAll(pattern)) outputs[match[1]!] = match[3]!
  return outputs
}

describe('createActionsPorts', () => {
  it('reads inputs and the event from the runner environment', () => {
    vi.stubEnv('INPUT_API-KEY', 'ssk_secret')
    vi.stubEnv('INPUT_FAIL-ON-SEVERITY', '  critical  ')
    const ports = createActionsPorts()
    expect(ports.getInput('api-key')).toBe('ssk_secret')
    expect(ports.getInput('fail-on-severity')).toBe('critical')
    expect(ports.getInput('branch')).toBe('')
    expect(ports.context).toMatchObject({
      eventName: 'pull_request',
      repository: 'acme/webapp',
      apiUrl: 'https://ghe.example.test/api/v3',
    })
    expect(ports.context.payload.pull_request?.number).toBe(7)
    expect(ports.clock).toBe(systemClock)
    expect(ports.createGitHubApi).toBe(createGitHubApi)
    expect(
      ports.createServiceClient({ baseUrl: 'https://scan.example.test/v1', apiKey: 'k' }),
    ).toBeInstanceOf(ServiceClient)
  })

  it('masks secrets and logs through workflow commands', () => {
    const ports = createActionsPorts()
    ports.setSecret('ssk_secret')
    ports.log.debug('polling')
    ports.log.info('Scan started')
    ports.log.warning('poll-interval is short')
    ports.log.error('boom')
    expect(stdout).toEqual([
      '::add-mask::ssk_secret\n',
      '::debug::polling\n',
      'Scan started\n',
      '::warning::poll-interval is short\n',
      '::error::boom\n',
    ])
  })

  it('prints a group folded under its title, each line on one line', () => {
    const ports = createActionsPorts()
    ports.log.group?.('Still waiting\n::error::x', ['Polls: 3\n::warning::y', 'Next poll'])
    expect(stdout).toEqual([
      '::group::Still waiting : :error: :x\n',
      'Polls: 3 : :warning: :y\n',
      'Next poll\n',
      '::endgroup::\n',
    ])
  })

  it('starts no command with a message that starts with one: info, a group title and its lines', () => {
    const ports = createActionsPorts()
    for (const text of COMMANDS_AT_START) {
      ports.log.info(text)
      ports.log.group?.(text, [text, `  ${text}`])
    }
    const lines = stdout
      .join('')
      .split('\n')
      .filter((line) => line !== '')
    expect(lines).toHaveLength(COMMANDS_AT_START.length * 5)
    for (const line of lines) {
      // The action's own group commands; what follows them is the title, data core escapes.
      expect(line.replace(/^::(?:group|endgroup)::/, '')).not.toMatch(/^\s*::|##(?:vso)?\[/i)
    }
  })

  it('writes the line the command line writes for the same message: one sanitizer for both', () => {
    const cli: string[] = []
    const cliLog = createCliLog({ write: (text) => cli.push(text) }, { live: false, verbose: true })
    const ports = createActionsPorts()
    for (const text of [...COMMANDS_AT_START, `x${'y'.repeat(3_000)}`, 'a\u202eb\tc  d']) {
      ports.log.info(text)
      cliLog.info(text)
    }
    expect(stdout).toEqual(cli)
  })

  it('never lets a log line start a workflow command, whatever the text holds', () => {
    const ports = createActionsPorts()
    ports.log.info(
      'Scan of feature\n::set-output name=result::passed\r\n::error::x\u2028::warning::y',
    )
    ports.log.warning('a\n::set-output name=result::passed')
    for (const chunk of stdout) {
      for (const line of chunk.split(/\r\n|\r|\n|\u2028/).filter((l) => l !== '')) {
        expect(line.trimStart().startsWith('::set-output')).toBe(false)
        expect(line.trimStart().startsWith('::error::x')).toBe(false)
      }
    }
  })

  it('annotates with file, lines and title, at the level asked', () => {
    const ports = createActionsPorts()
    ports.annotate({
      level: 'error',
      message: 'High: SQL injection',
      title: 'High: SQL injection',
      file: 'src/db.ts',
      startLine: 3,
      endLine: 5,
    })
    ports.annotate({ level: 'warning', message: 'Low: weak hash' })
    expect(stdout).toEqual([
      '::error title=High%3A SQL injection,file=src/db.ts,line=3,endLine=5::High: SQL injection\n',
      '::warning::Low: weak hash\n',
    ])
  })

  it('writes outputs to GITHUB_OUTPUT and appends the summary to GITHUB_STEP_SUMMARY', async () => {
    const ports = createActionsPorts()
    ports.setOutput('scan-id', 'scan-42')
    ports.setOutput('result', 'failed')
    expect(readOutputs()).toEqual({ 'scan-id': 'scan-42', result: 'failed' })
    writeFileSync(process.env.GITHUB_STEP_SUMMARY ?? '', 'earlier step\n')
    await ports.writeSummary('## Security scan')
    await ports.writeSummary('second part')
    expect(readFileSync(process.env.GITHUB_STEP_SUMMARY ?? '', 'utf8')).toBe(
      'earlier step\n## Security scan\nsecond part\n',
    )
  })

  it('fails the step with an error line and exit code 1', () => {
    const ports = createActionsPorts()
    ports.setFailed('1 finding at or above high')
    expect(process.exitCode).toBe(1)
    expect(stdout).toEqual(['::error::1 finding at or above high\n'])
  })

  it.each(SIGNALS)('aborts its signal on %s, once', (signal) => {
    const ports = createActionsPorts()
    expect(ports.signal?.aborted).toBe(false)
    expect(process.listenerCount(signal)).toBe(1)
    process.emit(signal, signal)
    expect(ports.signal?.aborted).toBe(true)
    expect(String(ports.signal?.reason)).toContain(`received ${signal}`)
    // A once listener: a second signal is left to the runtime's default.
    expect(process.listenerCount(signal)).toBe(0)
  })
})
