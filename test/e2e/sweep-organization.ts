/**
 * An organization for a sweep of docs/sweep.md: its repositories, the GitHub App installed on it
 * (whose key the sweep mints its own tokens with), the organization's service keys, and the
 * page's plan → shards → merge workflow with the settings it names.
 */
import { generateKeyPairSync } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { E2eEnv } from './env.js'
import { readWorkflow, type JobContext, type WorkflowRun } from './workflow.js'

export const OWNER = 'acme'

/** The GitHub App the workflows name: its key as GitHub hands it out (PKCS#1), made here. */
const APP = generateKeyPairSync('rsa', { modulusLength: 2048 })
export const APP_KEY = APP.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()
export const APP_ID = '1'

/**
 * `n` repositories of acme, last pushed to a day ago (a recent scan of each is reused), and the
 * App installed on acme: its tokens, the only ones GitHub takes, last a minute.
 */
export function setUpOrganization(env: E2eEnv, n: number): string[] {
  env.github.app = {
    appId: APP_ID,
    publicKey: APP.publicKey,
    installations: [{ id: 11, owner: OWNER, type: 'Organization' }],
    tokenLifetimeMs: 60_000,
  }
  env.github.checkTokens = true
  const pushedAt = new Date(Date.now() - 86_400_000).toISOString()
  const names = Array.from({ length: n }, (_, i) => `r${String(i + 1).padStart(2, '0')}`)
  env.github.repositories = names.map((name) => ({ owner: OWNER, name, pushedAt }))
  return names
}

/** The secret of the organization's keys: three, one a line. */
export function addKeys(env: E2eEnv): string {
  const more = [0, 1].map(() => env.emu.addKey({ scopes: ['read', 'write'] }))
  return [env.key, ...more].join('\n')
}

/** docs/sweep.md's plan → shards → merge workflow, as pasted. */
export const MATRIX_WORKFLOW = readWorkflow(
  readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'sweep.md'), 'utf8'),
  '## 10,000 repositories',
)

/** A run of the matrix workflow, with `keys` in the environment the page names. */
export function matrixContextOf(env: E2eEnv, run: WorkflowRun, keys: string): JobContext {
  return {
    env,
    run,
    workflow: MATRIX_WORKFLOW,
    owner: OWNER,
    // The keys sit in the page's environment, which a schedule (the default branch) may deploy to.
    secrets: {},
    vars: { SECURITY_SWEEP_APP_ID: APP_ID },
    baseUrl: 'https://api.example.com/v1',
    environments: {
      'security-scan': {
        branches: ['main'],
        secrets: { SECURITY_SCAN_API_KEYS: keys, SECURITY_SWEEP_APP_KEY: APP_KEY },
      },
    },
  }
}
