/**
 * `npm run local-action`: what the README's local run does, in one command, for CI and for a test.
 * Starts the service emulator with the key of .env.example, writes a copy of .env.example pointing
 * at it (and its files into a temporary directory), runs
 * `local-action run . src/main.ts <that file>` (GitHub's local runner, @github/local-action) and
 * checks what it printed: the action's outputs with a scan id and a result, and the job summary.
 * Exits 1, saying what is missing, when any of that is not there.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startEmulator } from '../testkit/emulator/index.js'
import { actionNode } from '../testkit/spawn.js'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const LOCAL_ACTION = join(ROOT, 'node_modules', '.bin', 'local-action')
const RUN_TIMEOUT_MS = 180_000

/** KEY=value lines of an .env file (comments and blank lines left out). */
export function readEnvFile(text: string): Map<string, string> {
  const entries = new Map<string, string>()
  for (const line of text.split('\n')) {
    const match = /^([A-Za-z_][\w-]*)=(.*)$/.exec(line.trim())
    if (match) entries.set(match[1]!, match[2]!)
  }
  return entries
}

/** What the run must have printed; each missing piece, in words. */
export function describeMissing(stdout: string): string[] {
  const missing: string[] = []
  if (!/Action Outputs/.test(stdout)) missing.push('the "Action Outputs" table of local-action')
  if (!/'scan-id'\s*│\s*'[0-9a-f-]{36}'/.test(stdout)) missing.push('a scan-id output')
  if (!/'result'\s*│\s*'(passed|warned|failed)'/.test(stdout)) missing.push('a result output')
  if (!/--- job summary \(/.test(stdout) || !/\| \*\*Total\*\* \|/.test(stdout)) {
    missing.push('the job summary with its severity table')
  }
  return missing
}

/**
 * Only what npm and node need from this process's environment: on a GitHub runner the rest
 * (GITHUB_ACTIONS, GITHUB_SHA, GITHUB_API_URL, RUNNER_*…) would describe this job instead of the
 * run the .env file describes, and send the action to github.com.
 */
export function childEnvironment(parent: NodeJS.ProcessEnv, path: string): NodeJS.ProcessEnv {
  const kept: NodeJS.ProcessEnv = { PATH: path, NO_COLOR: '1', FORCE_COLOR: '0' }
  for (const [name, value] of Object.entries(parent)) {
    if (value === undefined) continue
    if (/^(HOME|TMPDIR|TEMP|TMP|USER|LANG|LC_\w+|npm_config_\w+|NPM_CONFIG_\w+)$/.test(name)) {
      kept[name] = value
    }
  }
  return kept
}

/**
 * local-action starts `npm exec tsx …`, which starts the run: a process group of its own, so a
 * timeout stops every one of them, not only the first.
 */
function runLocalAction(envFile: string): Promise<{ stdout: string; exitCode: number | null }> {
  // The Node 24 the action ships for must come first.
  const path = `${dirname(actionNode())}:${process.env.PATH ?? ''}`
  return new Promise((resolve, reject) => {
    const child = spawn(LOCAL_ACTION, ['run', '.', 'src/main.ts', envFile], {
      cwd: ROOT,
      env: childEnvironment(process.env, path),
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    })
    let stdout = ''
    const timer = setTimeout(() => {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL')
    }, RUN_TIMEOUT_MS)
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8')
      process.stdout.write(chunk)
    })
    child.on('error', reject)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ stdout, exitCode: code })
    })
  })
}

async function main(): Promise<void> {
  const example = readEnvFile(readFileSync(join(ROOT, '.env.example'), 'utf8'))
  const key = example.get('INPUT_API-KEY') ?? ''
  const emulator = await startEmulator({ port: 0 })
  const dir = mkdtempSync(join(tmpdir(), 'local-action-'))
  try {
    emulator.addKey({ scopes: ['read', 'write'], secret: key })
    const env = new Map(example)
    env.set('INPUT_BASE-URL', emulator.baseUrl)
    env.set('GITHUB_STEP_SUMMARY', join(dir, 'summary.md'))
    env.set('INPUT_REPORT-FILE', join(dir, 'report.json'))
    env.set('INPUT_SARIF-FILE', join(dir, 'results.sarif'))
    // No GitHub here: a check run would go nowhere (and never to github.com).
    env.set('INPUT_GITHUB-TOKEN', '')
    env.set('GITHUB_API_URL', 'http://127.0.0.1:9')
    const envFile = join(dir, '.env')
    writeFileSync(envFile, [...env].map(([name, value]) => `${name}=${value}\n`).join(''))

    const { stdout, exitCode } = await runLocalAction(envFile)
    const missing = describeMissing(stdout)
    if (exitCode !== 0) missing.push(`an exit code of 0 (it exited with ${String(exitCode)})`)
    if (missing.length > 0) {
      console.error(`local-action run did not show ${missing.join(', ')}`)
      process.exitCode = 1
    } else {
      console.log('\nlocal-action ran the flow against the emulator: outputs and summary shown.')
    }
  } finally {
    await emulator.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main()
}
