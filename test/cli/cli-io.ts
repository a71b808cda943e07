/**
 * runCli in-process, as the command line's tests call it: a fresh emulator per test, the service
 * options in SECURITY_SCAN_* variables (commander reads them from process.env, so they are
 * stubbed there), a temporary working directory, and a CliIo that keeps what was written.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, vi } from 'vitest'
import type { LocalGit } from '../../src/cli/git.js'
import type { ExitCode } from '../../src/job/verdict.js'
import { runCli } from '../../src/cli/command.js'
import { startEmulator, type Emulator } from '../../testkit/emulator/index.js'
import { HEAD_SHA } from '../../testkit/ids.js'

/** What a terminal outside git cannot say: the repository, the branch and the commit (HEAD_SHA). */
export const WHERE: readonly string[] = [
  '--repo-url',
  'https://git.example.com/acme/webapp',
  '--branch',
  'main',
  '--commit',
  HEAD_SHA,
]

export interface CliWorld {
  emu: Emulator
  /** A read and write key of the default organization, in SECURITY_SCAN_API_KEY. */
  key: string
  /** This test's working directory, removed after it. */
  dir: string
}

/** Registers an emulator and a working directory per test; the world is filled per test. */
export function useCliWorld(): CliWorld {
  const world = { key: '', dir: '' } as CliWorld
  beforeEach(async () => {
    clearOptionVariables()
    world.emu = await startEmulator()
    world.key = world.emu.addKey({ scopes: ['read', 'write'] })
    world.emu.plan.estimation = { polls: 1 }
    world.emu.plan.scan = { statuses: ['queued', 'completed'] }
    world.dir = mkdtempSync(join(tmpdir(), 'security-scan-cli-unit-'))
    vi.stubEnv('SECURITY_SCAN_API_KEY', world.key)
    vi.stubEnv('SECURITY_SCAN_BASE_URL', world.emu.baseUrl)
    vi.stubEnv('SECURITY_SCAN_POLL_INTERVAL', '100ms')
  })
  afterEach(async () => {
    vi.unstubAllEnvs()
    await world.emu.close()
    rmSync(world.dir, { recursive: true, force: true })
  })
  return world
}

/** No SECURITY_SCAN_* variable of the machine running the tests reaches commander. */
export function clearOptionVariables(): void {
  for (const name of Object.keys(process.env)) {
    if (name.startsWith('SECURITY_SCAN_')) vi.stubEnv(name, undefined)
  }
}

export interface CallOptions {
  argv: readonly string[]
  /** What detectCiEnvironment reads: a CI system's variables. */
  env?: Record<string, string>
  cwd: string
  /** git in the working directory; by default none, as where PATH has no git. */
  git?: LocalGit
  /** stderr is a terminal this wide. */
  tty?: { columns: number }
  /** action.yml's text, when not the package's own. */
  actionYml?: string
  /** Sees each text as it is written to stderr, with the run's cancellation. */
  onStderr?: (text: string, controller: AbortController) => void
}

export interface CliCall {
  code: ExitCode
  stdout: string
  stderr: string
}

export async function callCli(options: CallOptions): Promise<CliCall> {
  const controller = new AbortController()
  let stdout = ''
  let stderr = ''
  const code = await runCli({
    argv: options.argv,
    env: options.env ?? {},
    cwd: options.cwd,
    stdout: {
      write: (text: string) => {
        stdout += text
      },
    },
    stderr: {
      write: (text: string) => {
        stderr += text
        options.onStderr?.(text, controller)
      },
      ...(options.tty ? { isTTY: true, columns: options.tty.columns } : {}),
    },
    git: options.git ?? { program: undefined, checkout: undefined, read: () => undefined },
    now: Date.now,
    signal: controller.signal,
    ...(options.actionYml === undefined ? {} : { actionYml: options.actionYml }),
  })
  return { code, stdout, stderr }
}

/** Neither the key nor its secret part, anywhere the command line wrote. */
export function expectNoKey(key: string, ...texts: string[]): void {
  for (const text of texts) {
    expect(text.includes(key), 'the key in a text').toBe(false)
    expect(text.includes(key.slice(4)), "the key's secret part in a text").toBe(false)
  }
}

/** The last line on stderr: `security-scan: <words> (exit N, result R): reason`. */
export function lastLine(stderr: string): string {
  return stderr.trimEnd().split('\n').at(-1) ?? ''
}
