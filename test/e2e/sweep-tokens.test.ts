import { generateKeyPairSync } from 'node:crypto'
import { expect, it } from 'vitest'
import { GITHUB_TOKEN } from '../../testkit/ids.js'
import { describeE2e, type E2eEnv } from './env.js'

const APP_ID = '4242'
const ACME = ['a1', 'a2', 'a3', 'a4']
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
// As GitHub hands an app's key out: PKCS#1.
const PEM = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()

const INSTALLATION_LINE =
  'github-token is an installation token (ghs_…), for which GitHub gives no expiry: made by actions/create-github-app-token it lasts at most an hour; with app-id and private-key the sweep renews its own'

/** acme, an organization of 4 repositories, and bob, a user with one. */
function setUpOwners(env: E2eEnv, scanMs: { min: number; max: number }): void {
  env.github.repositories = [
    ...ACME.map((name) => ({ owner: 'acme', name })),
    { owner: 'bob', name: 'tool' },
  ]
  const plans = Object.fromEntries(
    [...ACME.map((name) => `acme/${name}`), 'bob/tool'].map((key) => [
      key,
      { estimation: { credits: 5 } },
    ]),
  )
  env.emu.plan.repositories = plans
  env.emu.plan.scan = {
    statuses: ['queued', 'running', 'completed'],
    durationMs: scanMs,
    findings: { low: 1 },
  }
}

/** The log but the runner's masks, which it never shows. */
function unmasked(stdout: string): string {
  return stdout
    .split('\n')
    .filter((line) => !line.startsWith('::add-mask::'))
    .join('\n')
}

function sweep(env: E2eEnv, inputs: Record<string, string>) {
  return env.run({
    action: 'sweep',
    eventName: 'schedule',
    event: { schedule: '0 3 * * 1', repository: { full_name: 'acme/security' } },
    repository: 'acme/security',
    inputs: {
      repositories: 'org:acme\nbob/tool',
      'poll-interval': '200ms',
      'max-requests-per-minute': '100',
      'sarif-dir': 'sarif',
      'upload-sarif': 'true',
      ...inputs,
    },
  })
}

describeE2e("the sweep's own installation tokens, through dist/sweep.js", (env) => {
  it('renews tokens that expire mid-sweep: lists, marks and uploads every repository, each owner as its installation', async () => {
    setUpOwners(env, { min: 2_500, max: 3_500 })
    env.github.app = {
      appId: APP_ID,
      publicKey,
      installations: [
        { id: 11, owner: 'acme', type: 'Organization' },
        { id: 22, owner: 'bob', type: 'User' },
      ],
      // Renewed half-way: several times over the scans and the writes, a second apart.
      tokenLifetimeMs: 3_000,
    }
    // Any other token is refused, the workflow's github-token too: only the app's own go.
    env.github.checkTokens = true

    const run = await sweep(env, { 'app-id': APP_ID, 'private-key': PEM })

    expect(run.exitCode).toBe(0)
    expect(run.outputs).toMatchObject({ result: 'passed', 'repositories-scanned': '5' })
    const everyOne = ['acme/a1', 'acme/a2', 'acme/a3', 'acme/a4', 'bob/tool']
    const uploaded = env.github.sarifUploads.map((u) => `${u.owner}/${u.repo}`).sort()
    expect(uploaded).toEqual(everyOne)
    const marked = env.github.checkRuns.map((c) => `${c.owner}/${c.repo}`).sort()
    expect(marked).toEqual(everyOne)
    // Each call went with a token of its owner's installation, and acme's was renewed on the way.
    const installationOf = new Map(env.github.issuedTokens.map((t) => [t.token, t.installationId]))
    for (const request of env.github.requests) {
      const owner = /^\/(?:repos|orgs)\/([^/]+)\/(?!installation$)/.exec(request.path)?.[1]
      if (owner === undefined) continue
      const token = request.authorization?.replace(/^token /, '') ?? ''
      expect(installationOf.get(token), `${request.method} ${request.path}`).toBe(
        owner === 'acme' ? 11 : 22,
      )
    }
    const acmeTokens = env.github.issuedTokens.filter((t) => t.installationId === 11)
    expect(acmeTokens.length).toBeGreaterThan(2)
    expect(run.stdout).toContain(`GitHub App ${APP_ID}: installation 11 on acme`)
    expect(run.stdout).toContain(`GitHub App ${APP_ID}: installation 22 on bob`)
    expect(run.stdout).not.toContain(INSTALLATION_LINE)
    // Not a line of the key is printed, or written in the summary.
    for (const line of PEM.split('\n').filter((l) => l.length > 20)) {
      expect(unmasked(run.stdout)).not.toContain(line)
      expect(run.summary).not.toContain(line)
    }
  })

  it('says how long a plain token lasts, when it is an installation token and when GitHub says', async () => {
    setUpOwners(env, { min: 200, max: 400 })
    const installation = await sweep(env, { repositories: 'acme/a1' })
    expect(installation.exitCode).toBe(0)
    expect(installation.stdout).toContain(INSTALLATION_LINE)
    expect(unmasked(installation.stdout)).not.toContain(GITHUB_TOKEN.slice(4))

    env.github.tokenExpiration = '2099-01-01 00:00:00 UTC'
    const pat = `github_pat_${'Ab1'.repeat(20)}`
    const personal = await sweep(env, { repositories: 'acme/a2', 'github-token': pat })
    expect(personal.exitCode).toBe(0)
    expect(personal.stdout).toMatch(
      /github-token is valid until 2099-01-01 00:00:00 UTC, GitHub says: \d+ days from now/,
    )
    expect(personal.stdout).not.toContain(INSTALLATION_LINE)
    expect(unmasked(personal.stdout)).not.toContain(pat.slice(11))
  })
})
