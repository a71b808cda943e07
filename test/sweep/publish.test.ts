import { describe, expect, it } from 'vitest'
import type {
  CodeScanningApi,
  MarkerCheckRun,
  MarkersApi,
  SarifUpload,
} from '../../src/github/api.js'
import type { RunPorts } from '../../src/job/ports.js'
import type { SweepItem } from '../../src/sweep/model.js'
import { decideSweep } from '../../src/sweep/outcome.js'
import {
  buildSweepOutputs,
  publishSweep,
  sarifCategoryOf,
  sarifFileOf,
} from '../../src/sweep/publish.js'
import { makeFinding } from '../../testkit/builders/report.js'
import { fakePorts } from '../../testkit/fakes/ports.js'
import { judgedItem, makeSweepConfig, unjudgedItem } from './helpers.js'

const GATE = { failOnSeverity: 'high', warnOnly: false } as const

/**
 * Code scanning that refuses the repositories in `refused` with a 403, as GitHub does, and
 * markers, refused with a 403 for the repositories in `noChecks`.
 */
function fakeCodeScanning(refused: readonly string[] = [], noChecks: readonly string[] = []) {
  const uploads: SarifUpload[] = []
  const markers: MarkerCheckRun[] = []
  const api: CodeScanningApi & MarkersApi = {
    leaveMarker: (marker) => {
      if (noChecks.includes(`${marker.owner}/${marker.repo}`)) {
        return Promise.reject(
          Object.assign(new Error('Resource not accessible by integration'), { status: 403 }),
        )
      }
      markers.push(marker)
      return Promise.resolve()
    },
    uploadSarif: (upload) => {
      if (refused.includes(`${upload.owner}/${upload.repo}`)) {
        return Promise.reject(
          Object.assign(new Error('Resource not accessible by integration'), { status: 403 }),
        )
      }
      uploads.push(upload)
      return Promise.resolve({ id: `sarif-${uploads.length}` })
    },
  }
  return { api, uploads, markers }
}

function itemsWithFindings(): SweepItem[] {
  return [
    judgedItem(
      'acme/a',
      { high: 1 },
      { findings: [makeFinding({ id: 'a-1', title: 'SQLi in a' })] },
    ),
    judgedItem(
      'acme/b',
      { medium: 1 },
      { findings: [makeFinding({ id: 'b-1', severity: 'medium', title: 'XSS in b' })] },
    ),
    judgedItem('acme/c'),
  ]
}

/** publishSweep of itemsWithFindings() with sarif-dir and upload-sarif; the outcome it reported. */
async function publishUploading(ports: RunPorts, codeScanning: CodeScanningApi & MarkersApi) {
  const outcome = decideSweep({ items: itemsWithFindings() }, GATE)
  await publishSweep(
    outcome,
    ports,
    makeSweepConfig({ sarifDir: 'sarif', uploadSarif: true }),
    codeScanning,
  )
  return outcome
}

describe('sarifFileOf and sarifCategoryOf', () => {
  it('names one file and one category per repository', () => {
    expect(sarifFileOf('sarif', 'acme/api')).toBe('sarif/acme__api.sarif')
    expect(sarifFileOf('out/sarif//', 'acme/api')).toBe('out/sarif/acme__api.sarif')
    expect(sarifCategoryOf('acme/api')).toBe('security-scan/acme/api')
  })
})

describe('buildSweepOutputs', () => {
  it('counts the repositories and lists each scan id with its repository', () => {
    const outcome = decideSweep(
      {
        items: [
          judgedItem('acme/a', { high: 1 }),
          judgedItem('acme/b'),
          unjudgedItem('acme/c', 'failed', 'timed out', { scanId: 'scan-c' }),
          unjudgedItem('acme/d', 'skipped', 'over max-credits'),
        ],
      },
      GATE,
    )
    expect(buildSweepOutputs(outcome)).toEqual({
      result: 'failed',
      'repositories-scanned': '2',
      'repositories-breaching': '1',
      'repositories-failed': '1',
      'repositories-skipped': '1',
      'scan-ids': 'acme/a scan-acme/a\nacme/b scan-acme/b\nacme/c scan-c',
    })
  })
})

describe('publishSweep', () => {
  it('writes one SARIF file per repository, with its category, and uploads each one', async () => {
    const ports = fakePorts({})
    const codeScanning = fakeCodeScanning()
    const outcome = await publishUploading(ports, codeScanning.api)
    expect(Object.keys(ports.files)).toEqual([
      'sarif/acme__a.sarif',
      'sarif/acme__b.sarif',
      'sarif/acme__c.sarif',
    ])
    const sarifA = JSON.parse(ports.files['sarif/acme__a.sarif']!)
    expect(sarifA.runs[0].automationDetails).toEqual({ id: 'security-scan/acme/a/' })
    expect(ports.files['sarif/acme__a.sarif']).toContain('SQLi in a')
    expect(ports.files['sarif/acme__a.sarif']).not.toContain('XSS in b')
    expect(codeScanning.uploads.map(({ sarif: _, ...u }) => u)).toEqual(
      ['a', 'b', 'c'].map((repo) => ({
        owner: 'acme',
        repo,
        commitSha: 'c0ffee'.repeat(7).slice(0, 40),
        ref: 'refs/heads/main',
      })),
    )
    expect(codeScanning.uploads[1]?.sarif).toBe(ports.files['sarif/acme__b.sarif'])
    expect(outcome.items.map((i) => i.sarif)).toEqual([
      { path: 'sarif/acme__a.sarif', upload: { ok: true, id: 'sarif-1' } },
      { path: 'sarif/acme__b.sarif', upload: { ok: true, id: 'sarif-2' } },
      { path: 'sarif/acme__c.sarif', upload: { ok: true, id: 'sarif-3' } },
    ])
  })

  it('warns of an upload refused for one repository and uploads the others', async () => {
    const ports = fakePorts({})
    const codeScanning = fakeCodeScanning(['acme/b'])
    const outcome = await publishUploading(ports, codeScanning.api)
    expect(codeScanning.uploads.map((u) => u.repo)).toEqual(['a', 'c'])
    expect(outcome.items[1]?.sarif?.upload).toEqual({
      ok: false,
      problem:
        'the upload to acme/b was refused (Resource not accessible by integration); the token needs security_events: write on it (a GitHub App token)',
    })
    expect(ports.log.at('warning')).toEqual([
      'SARIF not uploaded: the upload to acme/b was refused (Resource not accessible by integration); the token needs security_events: write on it (a GitHub App token)',
    ])
    // Its file is still written, and the outputs and summary still published.
    expect(ports.files['sarif/acme__b.sarif']).toContain('XSS in b')
    expect(ports.outputs.result).toBe('failed')
    expect(ports.summaries).toHaveLength(1)
  })

  it('writes nothing for a repository whose findings were not read', async () => {
    // An empty file would close every open alert of the repository on upload.
    const ports = fakePorts({})
    const codeScanning = fakeCodeScanning()
    const outcome = decideSweep(
      {
        items: [
          judgedItem('acme/a'),
          unjudgedItem('acme/b', 'failed', 'Scan timed out', { scanId: 'scan-b' }),
          unjudgedItem('acme/c', 'skipped', 'over max-credits'),
        ],
      },
      GATE,
    )
    await publishSweep(
      outcome,
      ports,
      makeSweepConfig({ sarifDir: 'sarif', uploadSarif: true }),
      codeScanning.api,
    )
    expect(Object.keys(ports.files)).toEqual(['sarif/acme__a.sarif'])
    expect(codeScanning.uploads.map((u) => u.repo)).toEqual(['a'])
    expect(outcome.items[1]?.sarif).toBeUndefined()
  })

  it('writes the files without uploading them when upload-sarif is off', async () => {
    const ports = fakePorts({})
    const codeScanning = fakeCodeScanning()
    const outcome = decideSweep({ items: itemsWithFindings() }, GATE)
    await publishSweep(outcome, ports, makeSweepConfig({ sarifDir: 'sarif' }), codeScanning.api)
    expect(Object.keys(ports.files)).toHaveLength(3)
    expect(codeScanning.uploads).toEqual([])
    expect(outcome.items[0]?.sarif).toEqual({ path: 'sarif/acme__a.sarif' })
  })

  it('says that there is no token to upload with', async () => {
    const ports = fakePorts({})
    const outcome = decideSweep({ items: [judgedItem('acme/a')] }, GATE)
    await publishSweep(
      outcome,
      ports,
      makeSweepConfig({ sarifDir: 'sarif', uploadSarif: true }),
      undefined,
    )
    expect(outcome.items[0]?.sarif?.upload).toEqual({
      ok: false,
      problem: 'sarif/acme__a.sarif not uploaded: no github-token to upload with',
    })
  })

  it('uploads no file whose findings were read only in part: code scanning would close the others', async () => {
    const ports = fakePorts({})
    const complete = judgedItem('acme/a')
    const partial = judgedItem('acme/b')
    partial.outcome = { ...partial.outcome, findingsRead: 'partial' }
    const outcome = decideSweep({ items: [complete, partial] }, GATE)
    const codeScanning = fakeCodeScanning()
    await publishSweep(
      outcome,
      ports,
      makeSweepConfig({ sarifDir: 'sarif', uploadSarif: true }),
      codeScanning.api,
    )
    expect(Object.keys(ports.files).sort()).toEqual(['sarif/acme__a.sarif', 'sarif/acme__b.sarif'])
    expect(outcome.items[1]?.sarif?.upload).toEqual({
      ok: false,
      problem:
        'sarif/acme__b.sarif not uploaded: only some of its findings were read, and code scanning would close the alerts of the others',
    })
    expect(outcome.items[0]?.sarif?.upload).toMatchObject({ ok: true })
  })

  it('writes no SARIF without sarif-dir, and still the outputs and the summary', async () => {
    const ports = fakePorts({})
    const outcome = decideSweep({ items: itemsWithFindings() }, GATE)
    await publishSweep(outcome, ports, makeSweepConfig(), fakeCodeScanning().api)
    expect(ports.files).toEqual({})
    expect(ports.outputs['repositories-scanned']).toBe('3')
    expect(ports.summaries[0]).toContain('## ❌ Security sweep failed')
  })

  it('goes on with the other repositories when one file cannot be written', async () => {
    const written: string[] = []
    const ports = fakePorts(
      {},
      {
        writeFile: (path) => {
          if (path.endsWith('acme__a.sarif'))
            return Promise.reject(new Error('EACCES: permission denied'))
          written.push(path)
          return Promise.resolve()
        },
      },
    )
    const outcome = decideSweep({ items: itemsWithFindings() }, GATE)
    await publishSweep(outcome, ports, makeSweepConfig({ sarifDir: 'sarif' }), undefined)
    expect(written).toEqual(['sarif/acme__b.sarif', 'sarif/acme__c.sarif'])
    expect(ports.log.at('warning')).toEqual([
      'Could not write the SARIF file of acme/a: EACCES: permission denied',
    ])
  })

  it('writes no job summary with job-summary off', async () => {
    const ports = fakePorts({})
    const outcome = decideSweep({ items: [judgedItem('acme/a')] }, GATE)
    await publishSweep(outcome, ports, makeSweepConfig({}, { jobSummary: false }), undefined)
    expect(ports.summaries).toEqual([])
    expect(ports.outputs.result).toBe('passed')
  })
})

describe('publishSweep: markers of the full scans, for the pull requests of gate: new', () => {
  it('leaves one completed check run per judged repository, naming its scan on its commit', async () => {
    const ports = fakePorts({})
    const github = fakeCodeScanning()
    const items = [...itemsWithFindings(), unjudgedItem('acme/d', 'failed', 'its scan failed')]
    const outcome = decideSweep({ items }, GATE)
    await publishSweep(outcome, ports, makeSweepConfig({}), github.api)
    expect(github.markers.map((m) => [`${m.owner}/${m.repo}`, m.externalId, m.conclusion])).toEqual(
      [
        ['acme/a', 'security-scan:full:scan-acme/a', 'neutral'],
        ['acme/b', 'security-scan:full:scan-acme/b', 'neutral'],
        ['acme/c', 'security-scan:full:scan-acme/c', 'neutral'],
      ],
    )
    expect(github.markers[0]?.headSha).toBe('c0ffee'.repeat(7).slice(0, 40))
    expect(ports.log.at('info')).toContain('Left a marker of its full scan on 3 repositories')
  })

  it('says once, and tries no more, when the token may not write check runs', async () => {
    const ports = fakePorts({})
    const github = fakeCodeScanning([], ['acme/a', 'acme/b', 'acme/c'])
    const outcome = decideSweep({ items: itemsWithFindings() }, GATE)
    await publishSweep(outcome, ports, makeSweepConfig({}), github.api)
    const warnings = ports.log.at('warning')
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(
      /^Could not leave a marker of its full scan on acme\/a \(.*\); the token needs checks: write/,
    )
    // The sweep's own result is not touched by it.
    expect(ports.outputs.result).toBe('failed')
  })
})
