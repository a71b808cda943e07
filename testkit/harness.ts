import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { BASE_SHA, HEAD_REF, HEAD_SHA, REPOSITORY } from './ids.js'
import { DIST, runBundle, type BundleRun, type BundleRunOptions } from './spawn.js'

export const BUNDLE = join(DIST, 'index.js')
/** What sweep/action.yml runs: the same bundle, under the name that tells it to sweep. */
export const SWEEP_BUNDLE = join(DIST, 'sweep.js')

export interface ActionRunOptions {
  inputs: Record<string, string>
  /** Which action runs: the gate (action.yml, the default) or the sweep (sweep/action.yml). */
  action?: 'gate' | 'sweep'
  eventName: string
  event: Record<string, unknown>
  repository?: string
  sha?: string
  ref?: string
  githubApiUrl?: string
  /** GITHUB_RUN_ATTEMPT: 2 or more for "Re-run jobs". Default 1. */
  runAttempt?: number
  /** GITHUB_RUN_ID. Default 987654321. */
  runId?: number
  /** Job cancellation: the signal, sent once stdout matches or after a time (spawn.ts). */
  kill?: BundleRunOptions['kill']
  timeoutMs?: number
  /** Files of the checked-out repository (GITHUB_WORKSPACE), by relative path. Default none. */
  workspace?: Record<string, string>
  /**
   * The checked-out repository: this folder, which the test lays out (symbolic links, say) and
   * reads after the run. By default a new empty one, removed with the run.
   */
  workspaceDir?: string
  /** More variables for the process, after the runner's (NODE_OPTIONS for a soak's scaled clock). */
  env?: Record<string, string>
}

export interface ActionRun extends BundleRun {
  outputs: Record<string, string>
  summary: string
}

/** Runs dist/index.js as the runner does: INPUT_* variables, an event file, output files. */
export async function runBundledAction(options: ActionRunOptions): Promise<ActionRun> {
  const dir = mkdtempSync(join(tmpdir(), 'security-scan-action-'))
  try {
    const eventPath = join(dir, 'event.json')
    const outputPath = join(dir, 'output')
    const summaryPath = join(dir, 'summary.md')
    writeFileSync(eventPath, JSON.stringify(options.event))
    writeFileSync(outputPath, '')
    writeFileSync(summaryPath, '')
    const workspace = options.workspaceDir ?? join(dir, 'workspace')
    mkdirSync(workspace, { recursive: true })
    for (const [path, text] of Object.entries(options.workspace ?? {})) {
      mkdirSync(dirname(join(workspace, path)), { recursive: true })
      writeFileSync(join(workspace, path), text)
    }
    const ref = options.ref ?? 'refs/heads/main'
    // A clean environment: nothing from the machine running the tests leaks into the action.
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: dir,
      RUNNER_TEMP: dir,
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: options.eventName,
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_OUTPUT: outputPath,
      GITHUB_STEP_SUMMARY: summaryPath,
      GITHUB_REPOSITORY: options.repository ?? REPOSITORY,
      GITHUB_SHA: options.sha ?? 'f'.repeat(40),
      GITHUB_REF: ref,
      GITHUB_REF_NAME: ref.replace(/^refs\/(heads|tags)\//, ''),
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_API_URL: options.githubApiUrl ?? 'http://127.0.0.1:9',
      GITHUB_RUN_ATTEMPT: String(options.runAttempt ?? 1),
      GITHUB_RUN_ID: String(options.runId ?? 987_654_321),
      GITHUB_WORKSPACE: workspace,
    }
    Object.assign(env, options.env)
    for (const [name, value] of Object.entries(options.inputs)) {
      env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value
    }
    const ran = await runBundle(options.action === 'sweep' ? SWEEP_BUNDLE : BUNDLE, [], {
      env,
      kill: options.kill,
      timeoutMs: options.timeoutMs,
    })
    return {
      ...ran,
      outputs: parseOutputFile(readFileSync(outputPath, 'utf8')),
      summary: readFileSync(summaryPath, 'utf8'),
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Reads the `name<<delimiter` blocks @actions/core writes to GITHUB_OUTPUT. */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {}
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const match = /^([^<=]+)<<(.+)$/.exec(lines[i] ?? '')
    if (!match) continue
    const [, name = '', delimiter] = match
    const value: string[] = []
    for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i] ?? '')
    outputs[name] = value.join('\n')
  }
  return outputs
}

export function pullRequestEvent(options: {
  number: number
  headRef?: string
  headSha?: string
  fork?: boolean
  /** The fork has been deleted since: GitHub then sends `head.repo: null`. */
  deletedFork?: boolean
  /** The base commit the pull request goes into. Default BASE_SHA. */
  baseSha?: string
}): Record<string, unknown> {
  const base = { full_name: REPOSITORY }
  return {
    action: 'synchronize',
    number: options.number,
    pull_request: {
      number: options.number,
      head: {
        ref: options.headRef ?? HEAD_REF,
        sha: options.headSha ?? HEAD_SHA,
        repo: options.deletedFork
          ? null
          : { full_name: options.fork ? 'someone/webapp' : REPOSITORY },
      },
      base: { ref: 'main', sha: options.baseSha ?? BASE_SHA, repo: base },
    },
    repository: { full_name: REPOSITORY, default_branch: 'main' },
  }
}
