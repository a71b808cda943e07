import { describe, expect, it } from 'vitest'
import type { RepositoryInfo } from '../../src/github/api.js'
import { makeContext } from '../../testkit/builders/config.js'
import { HEAD_SHA, PREFIX_TWIN_SHA } from '../../testkit/ids.js'
import { fakeCheckRunApi } from '../../testkit/fakes/github-api.js'
import { useRunHarness } from '../job/run-harness.js'
import { repositoryInfo } from './helpers.js'

/**
 * Sweep mode through run(): fake runner ports, the emulator, a fake GitHub API and a virtual
 * clock. What the runner sees (failure line, outputs, summary) whatever the sweep met.
 */
const h = useRunHarness()

function githubWith(...repositories: RepositoryInfo[]) {
  const api = fakeCheckRunApi()
  api.repositories = repositories
  return api
}

describe('run() in sweep mode', () => {
  it('scans each named repository at its default branch, and passes with one line', async () => {
    // Scans end by time: a sweep lists them, it never polls one.
    h.emu.plan.scan = { findings: { medium: 1 }, durationMs: 60_000 }
    const api = githubWith(
      repositoryInfo('acme/api', { defaultBranch: 'trunk' }),
      repositoryInfo('acme/web'),
    )
    const { ports } = await h.run(
      h.inputs({ repositories: 'acme/api\nhttps://github.com/acme/web.git' }),
      {
        checkRunApi: api,
      },
    )
    expect(ports.failures).toEqual([])
    expect(ports.outputs).toMatchObject({
      result: 'passed',
      'repositories-scanned': '2',
      'repositories-breaching': '0',
      'repositories-failed': '0',
      'repositories-skipped': '0',
      'report-file': '',
    })
    expect(ports.outputs['scan-ids']?.split('\n').map((l) => l.split(' ')[0])).toEqual([
      'acme/api',
      'acme/web',
    ])
    // One estimation for both, at each one's default branch; no check run for a sweep.
    const estimations = h.requests('POST /cost-estimations')
    expect(estimations).toHaveLength(1)
    expect(api.created).toEqual([])
    expect(h.requests('GET /scans/{id}/status')).toEqual([])
    expect(ports.summaries[0]).toContain('## ✅ Security sweep passed')
    expect(ports.summaries[0]).toContain('| trunk |')
  })

  it('reports inputs a sweep refuses, every one at once, in the summary and the outputs too', async () => {
    const { ports } = await h.run(
      h.inputs({
        repositories: 'org:acme',
        'repo-url': 'https://github.com/acme/x',
        'pr-number': '3',
      }),
    )
    expect(ports.failures).toHaveLength(1)
    expect(ports.failures[0]).toContain('repo-url: not used with repositories')
    expect(ports.failures[0]).toContain('pr-number: not used with repositories')
    expect(ports.outputs).toMatchObject({
      result: 'unknown',
      'repositories-scanned': '0',
      'scan-ids': '',
    })
    expect(ports.summaries[0]).toContain('Security sweep could not judge every repository')
    expect(h.emu.requests).toEqual([])
  })

  it('stops before spending anything when an organization cannot be listed', async () => {
    const { ports } = await h.run(h.inputs({ repositories: 'org:nobody' }), {
      checkRunApi: githubWith(),
    })
    expect(ports.failures[0]).toContain('could not list the repositories of org:nobody')
    expect(ports.outputs.result).toBe('unknown')
    expect(h.emu.requests).toEqual([])
  })

  it('without a key, says so and asks nothing of the service', async () => {
    const { ports } = await h.run(
      h.inputs({ repositories: 'acme/api', 'api-key': '', branch: 'main' }),
    )
    expect(ports.failures[0]).toContain('api-key is empty')
    expect(h.emu.requests).toEqual([])
  })

  it('with wait-for-completion false, starts every scan and leaves the gate pending', async () => {
    h.emu.plan.scan = { statuses: ['queued', 'running', 'completed'], pollsPerStep: 1000 }
    const api = githubWith(repositoryInfo('acme/api'), repositoryInfo('acme/web'))
    const { ports } = await h.run(
      h.inputs({ repositories: 'org:acme', 'wait-for-completion': 'false' }),
      { checkRunApi: api },
    )
    expect(h.requests('POST /scans')).toHaveLength(2)
    expect(h.requests('GET /scans')).toHaveLength(1)
    expect(ports.outputs['repositories-failed']).toBe('2')
    expect(ports.outputs['scan-ids']?.split('\n')).toHaveLength(2)
  })

  it('counts, on a re-run, what the earlier attempt bought against max-credits', async () => {
    h.emu.plan.scan = { findings: { medium: 1 }, durationMs: 60_000 }
    h.emu.plan.repositories = {
      'acme/api': { estimation: { credits: 10 } },
      'acme/web': { estimation: { credits: 10 } },
    }
    const inputs = h.inputs({
      repositories: 'acme/api\nacme/web',
      branch: 'main',
      'max-credits': '15',
    })
    const first = await h.run(inputs)
    expect(first.ports.outputs).toMatchObject({
      'repositories-scanned': '1',
      'repositories-skipped': '1',
    })
    expect(h.requests('POST /scans')).toHaveLength(1)

    // Re-run: acme/api's scan is followed, and its 10 credits leave no room for acme/web's 10.
    const again = await h.run(inputs, { context: makeContext({ runAttempt: 2 }) })
    expect(h.requests('POST /scans')).toHaveLength(1)
    expect(again.ports.outputs).toMatchObject({
      'repositories-scanned': '1',
      'repositories-skipped': '1',
    })
    expect(again.ports.summaries[0]).toContain(
      'would bring the sweep to 20 credits, over max-credits \\(15\\)',
    )
  })

  it('takes only a whole commit from the estimation: an abbreviated one names no scan, uploads nothing', async () => {
    h.emu.plan.scan = { findings: { medium: 1 }, durationMs: 60_000 }
    h.emu.plan.estimation = { ...h.emu.plan.estimation, commitSha: HEAD_SHA.slice(0, 7) }
    const api = githubWith(repositoryInfo('acme/api'))
    const { ports } = await h.run(
      h.inputs({ repositories: 'acme/api', 'sarif-dir': 'sarif', 'upload-sarif': 'true' }),
      { checkRunApi: api },
    )
    expect(await scanNames()).toEqual(['acme/api main'])
    expect(ports.files['sarif/acme__api.sarif']).toBeDefined()
    expect(api.sarifUploads).toEqual([])
    expect(ports.log.at('warning')).toContain(
      'sarif/acme__api.sarif not uploaded: no commit was resolved for it',
    )
  })

  it("uploads each repository's SARIF as soon as its findings are read, while slower scans run on", async () => {
    h.emu.plan.scan = { findings: { medium: 1 }, durationMs: 60_000 }
    h.emu.plan.repositories = { 'acme/slow': { scan: { durationMs: 3 * 3_600_000 } } }
    const api = githubWith(repositoryInfo('acme/fast'), repositoryInfo('acme/slow'))
    const uploadedAt = new Map<string, number>()
    const upload = api.uploadSarif
    api.uploadSarif = (sarif) => {
      uploadedAt.set(sarif.repo, h.clock.now())
      return upload(sarif)
    }
    const startMs = h.clock.now()
    const { ports } = await h.run(
      h.inputs({
        repositories: 'acme/fast\nacme/slow',
        'sarif-dir': 'sarif',
        'upload-sarif': 'true',
        'scan-timeout': '4h',
      }),
      { checkRunApi: api },
    )
    expect(ports.outputs).toMatchObject({ result: 'passed', 'repositories-scanned': '2' })
    // The fast one within minutes, not hours later with the slow one: a token of an hour serves.
    expect((uploadedAt.get('fast') ?? Infinity) - startMs).toBeLessThan(10 * 60_000)
    expect((uploadedAt.get('slow') ?? 0) - startMs).toBeGreaterThan(3 * 3_600_000)
    // Each once: what was published as read is not published again at the end.
    expect(api.sarifUploads.map((u) => u.repo)).toEqual(['fast', 'slow'])
  })

  it('leaves each marker as its repository is judged, once, and after a refusal tries no more', async () => {
    h.emu.plan.scan = { findings: { medium: 1 }, durationMs: 60_000 }
    h.emu.plan.repositories = { 'acme/slow': { scan: { durationMs: 3 * 3_600_000 } } }
    const api = githubWith(
      repositoryInfo('acme/fast'),
      repositoryInfo('acme/slow'),
      repositoryInfo('acme/late'),
    )
    h.emu.plan.repositories['acme/late'] = { scan: { durationMs: 2 * 3_600_000 } }
    const markedAt = new Map<string, number>()
    const leave = api.leaveMarker
    api.leaveMarker = (marker) => {
      markedAt.set(marker.repo, h.clock.now())
      // The second repository judged refuses it: the last one is not tried at all.
      if (marker.repo === 'late') return Promise.reject(new Error('Resource not accessible'))
      return leave(marker)
    }
    const startMs = h.clock.now()
    const { ports } = await h.run(
      h.inputs({ repositories: 'acme/fast\nacme/late\nacme/slow', 'scan-timeout': '4h' }),
      { checkRunApi: api },
    )
    expect(ports.outputs).toMatchObject({ result: 'passed', 'repositories-scanned': '3' })
    expect((markedAt.get('fast') ?? Infinity) - startMs).toBeLessThan(10 * 60_000)
    expect(api.leftMarkers.map((m) => m.repo)).toEqual(['fast'])
    expect([...markedAt.keys()]).toEqual(['fast', 'late'])
    expect(
      ports.log.at('warning').filter((w) => w.startsWith('Could not leave a marker')),
    ).toHaveLength(1)
    expect(ports.log.at('info')).toContain('Left a marker of its full scan on 1 repositories')
  })

  it('never follows the scan of another commit that shares the first 7 digits', async () => {
    const inputs = h.inputs({ repositories: 'acme/api', branch: 'main' })
    h.emu.plan.scan = { findings: {}, durationMs: 60_000 }
    h.emu.plan.estimation = { ...h.emu.plan.estimation, commitSha: PREFIX_TWIN_SHA }
    const clean = await h.run(inputs)
    expect(clean.ports.outputs.result).toBe('passed')

    h.emu.plan.scan = { findings: { critical: 1 }, durationMs: 60_000 }
    h.emu.plan.estimation = { ...h.emu.plan.estimation, commitSha: HEAD_SHA }
    const twin = await h.run(inputs)
    expect(h.requests('POST /scans')).toHaveLength(2)
    expect(await scanNames()).toEqual([
      `acme/api main @ ${HEAD_SHA}`,
      `acme/api main @ ${PREFIX_TWIN_SHA}`,
    ])
    expect(twin.ports.outputs).toMatchObject({ result: 'failed', 'repositories-breaching': '1' })
  })
})

/** The names of the scans the emulator holds, newest first. */
async function scanNames(): Promise<string[]> {
  const listed = await fetch(`${h.emu.baseUrl}/scans`, { headers: { 'X-Api-Key': h.key } })
  return ((await listed.json()) as { data: { name: string }[] }).data.map((s) => s.name)
}
