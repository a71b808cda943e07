import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { childEnvironment, describeMissing, readEnvFile } from '../../scripts/local-action.js'
import { actionNode } from '../../testkit/spawn.js'

const ROOT = join(import.meta.dirname, '..', '..')

/**
 * `npx @github/local-action run . src/main.ts .env`, the way the README and the typescript-action
 * template tell people to try an action, through `npm run local-action` (emulator, .env from
 * .env.example, GitHub's local runner): the flow runs and shows its outputs and summary.
 */
describe('GitHub local-action runs src/main.ts against the emulator', () => {
  // On Windows local-action's bin is a .cmd shim, which node starts only through a shell.
  it.skipIf(process.platform === 'win32')(
    'shows the outputs and the job summary',
    { timeout: 240_000 },
    () => {
      const run = spawnSync(
        actionNode(),
        [join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/local-action.ts'],
        {
          cwd: ROOT,
          encoding: 'utf8',
          timeout: 230_000,
          // As on a GitHub runner: the job's own variables must not leak into the local run.
          env: {
            ...process.env,
            GITHUB_ACTIONS: 'true',
            GITHUB_SHA: 'f'.repeat(40),
            GITHUB_API_URL: 'https://api.github.com',
          },
        },
      )
      expect(run.stderr).not.toContain('TypeError')
      expect(describeMissing(run.stdout)).toEqual([])
      expect(run.status).toBe(0)
      // The key of .env.example never shows, though local-action prints much of its setup.
      const example = readEnvFile(readFileSync(join(ROOT, '.env.example'), 'utf8'))
      const key = example.get('INPUT_API-KEY') ?? ''
      expect(key).toMatch(/^ssk_[0-9a-f]{32}$/)
      expect(run.stdout).not.toContain(key)
    },
  )

  it('hands local-action only what npm and node need of the parent environment', () => {
    const env = childEnvironment(
      {
        HOME: '/home/u',
        GITHUB_ACTIONS: 'true',
        GITHUB_SHA: 'f',
        RUNNER_TEMP: '/t',
        npm_config_cache: '/c',
      },
      '/node24/bin:/usr/bin',
    )
    expect(env).toEqual({
      PATH: '/node24/bin:/usr/bin',
      NO_COLOR: '1',
      FORCE_COLOR: '0',
      HOME: '/home/u',
      npm_config_cache: '/c',
    })
  })

  it('says what a run that crashed did not show', () => {
    expect(describeMissing('TypeError: Cannot read properties of undefined')).toEqual([
      'the "Action Outputs" table of local-action',
      'a scan-id output',
      'a result output',
      'the job summary with its severity table',
    ])
  })
})
