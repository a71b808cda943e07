/**
 * The actions the workflow runner (workflow.ts) knows, each doing what its inputs say: the gate's
 * and the sweep's through dist/ against the test's emulator and fake GitHub API, the artifact
 * actions copying files between the jobs' workspaces, actions/cache's restore and save keeping
 * files from one run of the repository's to the next, actions/checkout laying out the test's
 * repository, actions/create-github-app-token handing out the test's App token, and
 * codeql-action's upload-sarif making the two requests it makes. The job's GITHUB_TOKEN reaches the
 * fake GitHub API with the permissions the workflow gives it.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join, matchesGlob } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Access } from '../../testkit/fake-github/server.js'
import type { ActionRun } from '../../testkit/harness.js'
import { GITHUB_TOKEN, REPOSITORY } from '../../testkit/ids.js'
import type { E2eEnv, RunOptions } from './env.js'
import type { CacheStore } from './workflow-model.js'
import type { Trigger } from './workflow-events.js'

/** What a step runs in: its job's workspace and token, and the run's artifacts. */
export interface StepContext {
  env: E2eEnv
  /** Artifact name → the folder holding its files, for the whole run. */
  artifacts: Map<string, string>
  /** The repository's caches, across its runs. */
  caches: CacheStore
  /** Every folder made, removed with the run. */
  dirs: string[]
  workspace: string
  /** GITHUB_RUN_ID. */
  runId: number
  /** GITHUB_RUN_ATTEMPT. */
  attempt: number
  trigger: Trigger
  /** The job's GITHUB_TOKEN's permissions. */
  permissions: Record<string, Access>
  /** The workflow's base-url, replaced by the emulator's. */
  baseUrl: string
  /** What actions/create-github-app-token gives: an installation token of the test's App. */
  appToken?: string | undefined
  /** The repository's files, as actions/checkout lays them out. */
  checkout?: Record<string, string> | undefined
}

export interface StepEnd {
  ok: boolean
  outputs: Record<string, string>
  gate?: ActionRun
  sweep?: ActionRun
}

/** Runs one `uses:` step with its inputs as expanded; a step this runner does not know throws. */
export async function runStep(
  ctx: StepContext,
  uses: string,
  inputs: Record<string, string>,
): Promise<StepEnd> {
  const done = (ok: boolean, outputs: Record<string, string> = {}) => ({ ok, outputs })
  switch (uses) {
    case 'actions/create-github-app-token@v2':
      return done(...createAppToken(ctx, inputs))
    case 'actions/checkout@v5':
      checkOut(ctx)
      return done(true)
    case 'actions/upload-artifact@v4':
      uploadArtifact(ctx, inputs)
      return done(true)
    case 'actions/download-artifact@v4':
      return done(downloadArtifacts(ctx, inputs))
    case 'actions/cache/restore@v4':
      return done(...restoreCache(ctx, inputs))
    case 'actions/cache/save@v4':
      return done(saveCache(ctx, inputs))
    case 'github/codeql-action/upload-sarif@v4':
      return done(await uploadSarif(ctx, inputs))
    case 'org/security-scan-action@v1': {
      const gate = await runActionStep(ctx, inputs, {})
      return { ok: gate.exitCode === 0, outputs: gate.outputs, gate }
    }
    case 'org/security-scan-action/sweep@v1': {
      const sweep = await runActionStep(ctx, inputs, { action: 'sweep' })
      return { ok: sweep.exitCode === 0, outputs: sweep.outputs, sweep }
    }
    default:
      throw new Error(`a step this runner does not know: ${uses}`)
  }
}

/** Its required inputs, app-id and private-key, must be there; `token` is the test's App's. */
function createAppToken(
  ctx: StepContext,
  inputs: Record<string, string>,
): [boolean, Record<string, string>] {
  if (!inputs['app-id'] || !inputs['private-key']) return [false, {}]
  if (ctx.appToken === undefined) throw new Error('the test gives no App token')
  return [true, { token: ctx.appToken }]
}

function checkOut(ctx: StepContext): void {
  if (ctx.checkout === undefined) throw new Error('the test gives no repository to check out')
  for (const [path, text] of Object.entries(ctx.checkout)) {
    mkdirSync(dirname(join(ctx.workspace, path)), { recursive: true })
    writeFileSync(join(ctx.workspace, path), text)
  }
}

/** actions/upload-artifact@v4 of one file: a name once per run (artifacts are immutable). */
function uploadArtifact(ctx: StepContext, inputs: Record<string, string>): void {
  const name = inputs.name ?? 'artifact'
  const path = join(ctx.workspace, inputs.path ?? '')
  // if-no-files-found: warn (the default): nothing to upload is no artifact, not a failure.
  if (!existsSync(path)) return
  if (ctx.artifacts.has(name)) throw new Error(`artifact ${name} uploaded twice in one run`)
  const dir = mkdtempSync(join(tmpdir(), 'artifact-'))
  ctx.dirs.push(dir)
  cpSync(path, join(dir, basename(path)))
  ctx.artifacts.set(name, dir)
}

/**
 * actions/download-artifact@v4: `name` into `path` (the workspace by default), or every artifact
 * matching `pattern`, each into `<path>/<its name>/` unless merge-multiple is true.
 */
function downloadArtifacts(ctx: StepContext, inputs: Record<string, string>): boolean {
  const into = join(ctx.workspace, inputs.path ?? '')
  if (inputs.name !== undefined) {
    const dir = ctx.artifacts.get(inputs.name)
    // An artifact that does not exist fails the step.
    if (dir === undefined) return false
    copyInto(dir, into)
    return true
  }
  const separate = (inputs['merge-multiple'] ?? 'false') !== 'true'
  for (const [name, dir] of ctx.artifacts) {
    if (matchesGlob(name, inputs.pattern ?? '*')) copyInto(dir, separate ? join(into, name) : into)
  }
  return true
}

function copyInto(from: string, to: string): void {
  mkdirSync(to, { recursive: true })
  for (const entry of readdirSync(from)) cpSync(join(from, entry), join(to, entry))
}

/**
 * actions/cache/restore@v4 of one path: the cache of `key`, else the newest whose key starts with
 * `key` or, in their order, one of `restore-keys`. A miss is no failure (fail-on-cache-miss is
 * false by default). Caches are kept by branch on GitHub; a test's runs are all on one.
 */
function restoreCache(
  ctx: StepContext,
  inputs: Record<string, string>,
): [boolean, Record<string, string>] {
  const { key, path } = inputs
  if (!key || !path) return [false, {}]
  const prefixes = [key, ...(inputs['restore-keys'] ?? '').split('\n')]
    .map((prefix) => prefix.trim())
    .filter((prefix) => prefix !== '')
  const newestFirst = [...ctx.caches.keys()].reverse()
  const matched = ctx.caches.has(key)
    ? key
    : prefixes
        .map((prefix) => newestFirst.find((saved) => saved.startsWith(prefix)))
        .find((saved) => saved !== undefined)
  const files = matched === undefined ? undefined : ctx.caches.get(matched)
  if (matched === undefined || files === undefined) {
    return [true, { 'cache-hit': 'false', 'cache-primary-key': key }]
  }
  for (const [file, bytes] of files) {
    mkdirSync(dirname(join(ctx.workspace, file)), { recursive: true })
    writeFileSync(join(ctx.workspace, file), bytes)
  }
  return [
    true,
    {
      'cache-hit': String(matched === key),
      'cache-primary-key': key,
      'cache-matched-key': matched,
    },
  ]
}

/**
 * actions/cache/save@v4 of one path under `key`. A cache cannot change: a key saved before, or
 * a path that is not there, is a warning and saves nothing, never a failed step.
 */
function saveCache(ctx: StepContext, inputs: Record<string, string>): boolean {
  const { key, path } = inputs
  if (!key || !path) return false
  const file = join(ctx.workspace, path)
  if (!existsSync(file) || ctx.caches.has(key)) return true
  ctx.caches.set(key, new Map([[path, readFileSync(file)]]))
  return true
}

/**
 * github/codeql-action/upload-sarif@v4, as far as GitHub sees it: with its `token` (the job's
 * GITHUB_TOKEN by default) it reads the workflow run (for the analysis's key; actions: read on a
 * private repository), then uploads the file gzipped, its runs named by `category`.
 */
async function uploadSarif(ctx: StepContext, inputs: Record<string, string>): Promise<boolean> {
  const file = join(ctx.workspace, inputs.sarif_file ?? '../results')
  if (!existsSync(file)) return false
  grantToken(ctx)
  const repository = ctx.trigger.repository ?? REPOSITORY
  const api = `${ctx.env.github.apiUrl}/repos/${repository}`
  const headers = {
    authorization: `token ${inputs.token ?? GITHUB_TOKEN}`,
    'content-type': 'application/json',
  }
  const run = await fetch(`${api}/actions/runs/${ctx.runId}`, { headers })
  if (!run.ok) return false
  const sarif = JSON.parse(readFileSync(file, 'utf8')) as { runs?: Record<string, unknown>[] }
  const category = inputs.category
  if (category !== undefined) {
    for (const each of sarif.runs ?? []) {
      each.automationDetails = { id: category.endsWith('/') ? category : `${category}/` }
    }
  }
  const upload = await fetch(`${api}/code-scanning/sarifs`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      commit_sha: ctx.trigger.sha ?? 'f'.repeat(40),
      ref: ctx.trigger.ref,
      sarif: gzipSync(JSON.stringify(sarif)).toString('base64'),
    }),
  })
  return upload.status === 202
}

/** The job's GITHUB_TOKEN, as the fake GitHub API is to judge it: with the job's permissions. */
function grantToken(ctx: StepContext): void {
  ctx.env.github.tokenPermissions.set(GITHUB_TOKEN, ctx.permissions)
}

/** An action's step on the job's trigger: its `with:` as expanded, the service the test's. */
async function runActionStep(
  ctx: StepContext,
  inputs: Record<string, string>,
  run: Pick<RunOptions, 'action'>,
): Promise<ActionRun> {
  if (inputs['base-url'] !== ctx.baseUrl) throw new Error(`base-url: ${inputs['base-url']}`)
  grantToken(ctx)
  const { eventName, event, ref, sha, repository } = ctx.trigger
  return await ctx.env.run({
    ...run,
    eventName,
    event,
    ref,
    ...(sha === undefined ? {} : { sha }),
    ...(repository === undefined ? {} : { repository }),
    runId: ctx.runId,
    runAttempt: ctx.attempt,
    workspaceDir: ctx.workspace,
    inputs: {
      // What the runner gives an input the step leaves out: its default, here none.
      'api-key': '',
      // The input's default, ${{ github.token }}.
      'github-token': GITHUB_TOKEN,
      ...inputs,
      'base-url': ctx.env.emu.baseUrl,
    },
  })
}
