/**
 * An organization for a sweep of docs/sweep.md: its repositories, the GitHub App installed on it
 * (whose key the sweep mints its own tokens with), and the organization's service keys.
 */
import { generateKeyPairSync } from 'node:crypto'
import type { E2eEnv } from './env.js'

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
