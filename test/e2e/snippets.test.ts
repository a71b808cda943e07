/**
 * The GitLab and Jenkins snippets of docs/cli.md, as pasted: their variables and their command,
 * read from the page itself, run by the bundled command line (what the image's `security-scan`
 * runs) with each system's documented variables for a merge (pull) request, against the emulator.
 * Only the service's address is the emulator's and the key a test key; the rest is the snippet's.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { load } from 'js-yaml'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startEmulator, type Emulator } from '../../testkit/emulator/index.js'
import { createGitCheckout, gitlabMergeRequestEnv, runBundledCli } from '../../testkit/cli.js'
import { HEAD_SHA } from '../../testkit/ids.js'
import { validateGitLabSast } from '../support/gitlab-sast-schema.js'

const CLI_MD = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'cli.md'), 'utf8')

/** The fenced block of `language` whose first line is `firstLine`. */
function block(language: string, firstLine: string): string {
  const found = CLI_MD.split(`\`\`\`${language}\n`)
    .slice(1)
    .map((rest) => rest.slice(0, rest.indexOf('```')))
    .find((text) => text.startsWith(firstLine))
  if (found === undefined) throw new Error(`docs/cli.md has no ${language} block ${firstLine}`)
  return found
}

/** `security-scan scan …` as a shell would split it (the snippets quote nothing). */
function argsOf(command: string): string[] {
  const words = command.trim().split(/\s+/)
  expect(words[0]).toBe('security-scan')
  return words.slice(1)
}

let emu: Emulator
let dir: string
let key: string

beforeEach(async () => {
  emu = await startEmulator()
  key = emu.addKey({ scopes: ['read', 'write'] })
  emu.plan.estimation = { polls: 1 }
  emu.plan.scan = { statuses: ['queued', 'completed'], findings: { high: 1, low: 1 } }
  emu.plan.headCommit = HEAD_SHA
  dir = mkdtempSync(join(tmpdir(), 'snippet-'))
})

afterEach(async () => {
  await emu.close()
  rmSync(dir, { recursive: true, force: true })
})

describe("docs/cli.md's snippets, as pasted", { timeout: 90_000 }, () => {
  it('GitLab: a merge request pipeline writes the SAST and JUnit reports its artifacts name', async () => {
    const job = (load(block('yaml', '# .gitlab-ci.yml')) as Record<string, Job>)['security-scan']!
    expect(job.image.entrypoint).toEqual([''])
    const base = createGitCheckout(dir, {
      branch: 'main',
      remote: 'https://gitlab.example.com/acme/webapp.git',
    }).head
    const variables = Object.fromEntries(
      Object.entries(job.variables).map(([name, value]) => [name, String(value)]),
    )
    const run = await runBundledCli({
      args: argsOf(job.script[0] ?? ''),
      cwd: dir,
      env: {
        ...variables,
        SECURITY_SCAN_BASE_URL: emu.baseUrl,
        SECURITY_SCAN_API_KEY: key,
        SECURITY_SCAN_POLL_INTERVAL: '100ms',
        // What GitLab sets in a merge request pipeline (GitLab's predefined variables).
        ...gitlabMergeRequestEnv({ diffBaseSha: base }),
        CI_DEFAULT_BRANCH: 'main',
      },
    })
    expect(run.stderr).toMatch(/gate failed \(exit 1, result failed\): 1 finding at or above high/)
    expect(run.exitCode).toBe(1)
    const sast = join(dir, job.artifacts.reports.sast)
    expect(validateGitLabSast(readFileSync(sast, 'utf8'))).toEqual([])
    expect(existsSync(join(dir, job.artifacts.reports.junit))).toBe(true)
  })

  it('Jenkins: a multibranch pull request build writes the JUnit report its post step reads', async () => {
    const stage = block('groovy', '// Jenkinsfile')
    const baseUrl = /SECURITY_SCAN_BASE_URL = '([^']+)'/.exec(stage)?.[1]
    expect(baseUrl).toBe('https://api.example.com/v1')
    const command = /sh '(security-scan scan[^']*)'/.exec(stage)?.[1] ?? ''
    const junit = /junit allowEmptyResults: true, testResults: '([^']+)'/.exec(stage)?.[1] ?? ''
    // The pull request's head, checked out as Jenkins checks it out.
    const head = createGitCheckout(dir, {
      branch: 'main',
      remote: 'https://git.example.com/acme/webapp.git',
    }).head
    emu.plan.headCommit = head
    const run = await runBundledCli({
      args: argsOf(command),
      cwd: dir,
      env: {
        SECURITY_SCAN_BASE_URL: emu.baseUrl,
        SECURITY_SCAN_API_KEY: key,
        SECURITY_SCAN_POLL_INTERVAL: '100ms',
        // What Jenkins' multibranch pipeline and Git plugin set for a pull request build.
        JENKINS_URL: 'https://jenkins.example.com/',
        BUILD_URL: 'https://jenkins.example.com/job/webapp/job/PR-7/1/',
        GIT_URL: 'https://git.example.com/acme/webapp.git',
        GIT_COMMIT: head,
        BRANCH_NAME: 'PR-7',
        CHANGE_ID: '7',
        CHANGE_BRANCH: 'feature/login',
        CHANGE_TARGET: 'main',
      },
    })
    expect(run.stderr).toMatch(/gate failed \(exit 1, result failed\): 1 finding at or above high/)
    expect(run.exitCode).toBe(1)
    expect(readFileSync(join(dir, junit), 'utf8')).toContain('<testsuite')
  })
})

interface Job {
  image: { name: string; entrypoint: string[] }
  variables: Record<string, string | number>
  script: string[]
  artifacts: { reports: { sast: string; junit: string } }
}
