import { describe, expect, it } from 'vitest'
import { publishResults } from '../../src/job/publish.js'
import type { GitHubConnection } from '../../src/github/api.js'
import { decideOutcome, type RunParts } from '../../src/outcome/outcome.js'
import type { RunPorts } from '../../src/job/ports.js'
import { makePolicy } from '../../testkit/builders/policy.js'
import type { ScanResult } from '../../src/scan/scan-and-collect.js'
import { CheckRunReporter } from '../../src/github/check-run.js'
import { OUTPUT_NAMES } from '../../src/report/outputs.js'
import { buildReportFile } from '../../src/report/formats/report-file.js'
import { makeCounts, makeFinding } from '../../testkit/builders/report.js'
import { makeDependencyHit, makeDependencyReport } from '../../testkit/builders/dependencies.js'
import { ESTIMATION_ID, HEAD_SHA, SCAN_ID } from '../../testkit/ids.js'
import { fakeCheckRunApi } from '../../testkit/fakes/github-api.js'
import { fakePorts } from '../../testkit/fakes/ports.js'
import { makeConfig, makeTarget } from '../../testkit/builders/config.js'
import { makeEstimation } from '../support/service.js'
import { recordingLog } from '../../testkit/fakes/log.js'

const FINDINGS = [
  makeFinding({
    id: 'c',
    severity: 'critical',
    title: 'RCE',
    filePath: 'src/run.ts',
    lineStart: 3,
  }),
  makeFinding({ id: 'm', severity: 'medium', title: 'Open redirect', filePath: 'src/r.ts' }),
  makeFinding({ id: 'n', severity: 'low', title: 'No path' }),
]

type Overrides = Omit<ScanResult, 'scan'> & Pick<RunParts, 'config' | 'target' | 'dependencies'>

/** The parts of a run whose scan completed, with what the service side found overridden. */
function completedState(overrides: Overrides = {}): RunParts {
  const { config = makeConfig(), target = makeTarget(), dependencies, ...scanned } = overrides
  return {
    config,
    target,
    dependencies,
    scanned: {
      estimation: makeEstimation(),
      scan: { id: SCAN_ID, status: 'completed', reused: false },
      counts: makeCounts({ critical: 1, medium: 1, low: 1 }),
      collected: { findings: FINDINGS, complete: true, notes: [] },
      ...scanned,
    },
  }
}

/** publishResults of the outcome these parts decide, as main.ts calls it. */
async function publish(
  parts: RunParts,
  ports: RunPorts,
  checkRun?: CheckRunReporter,
  github?: GitHubConnection,
): Promise<void> {
  await publishResults(decideOutcome(parts), ports, {
    ...(parts.config ? { config: parts.config } : {}),
    ...(checkRun ? { checkRun } : {}),
    ...(github ? { github } : {}),
  })
}

async function startedReporter(api = fakeCheckRunApi()) {
  const log = recordingLog()
  const reporter = new CheckRunReporter(api, log)
  await reporter.start('Security scan', HEAD_SHA)
  return { api, reporter, log }
}

describe('publishResults', () => {
  it('leaves findings the policy keeps from the gate out of the annotations', async () => {
    const state: RunParts = {
      ...completedState(),
      policy: {
        loaded: { path: '.github/security-scan.yml', source: 'checkout', policy: makePolicy() },
        applied: {
          coverageOf: (f) =>
            f.id === 'c' ? { kind: 'excluded', pattern: 'src/run.ts' } : undefined,
          suppressed: 0,
          excluded: 1,
          expiringSoon: [],
          lapsed: [],
          unused: [],
        },
        wouldCover: [],
        expiryWarningDays: 14,
      },
    }
    const { api, reporter } = await startedReporter()
    await publish(state, fakePorts({}), reporter)
    const [, { output }] = api.updates[0]!
    expect(output.annotations?.map((a) => `${a.path}:${a.start_line}`)).toEqual(['src/r.ts:1'])
  })

  it('completes the check run with annotations, sets every output and writes the summary', async () => {
    const state = completedState()
    const ports = fakePorts({})
    const { api, reporter } = await startedReporter()
    await publish(state, ports, reporter)

    expect(api.updates).toHaveLength(1)
    const [id, { output, conclusion }] = api.updates[0]!
    expect(id).toBe(101)
    expect(conclusion).toBe('failure')
    expect(output.title).toBe('1 critical, 1 medium, 1 low — failed')
    expect(output.annotations?.map((a) => `${a.path}:${a.start_line}`)).toEqual([
      'src/run.ts:3',
      'src/r.ts:1',
    ])
    expect(ports.annotations).toEqual([])

    expect(Object.keys(ports.outputs).sort()).toEqual([...OUTPUT_NAMES].sort())
    expect(ports.outputs).toMatchObject({
      'estimation-id': ESTIMATION_ID,
      'scan-id': SCAN_ID,
      'scan-status': 'completed',
      'total-credits': '12',
      'findings-total': '3',
      'findings-critical': '1',
      result: 'failed',
      'check-run-id': '101',
    })
    expect(ports.summaries).toHaveLength(1)
    expect(ports.summaries[0]).toContain('❌ Security scan failed')
    expect(ports.summaries[0]).toContain(SCAN_ID)
  })

  it('shows the findings as log annotations when no check run is possible', async () => {
    const state = completedState()
    const ports = fakePorts({})
    const reporter = new CheckRunReporter(undefined, ports.log, 'no github-token')
    await publish(state, ports, reporter)
    expect(ports.annotations.map((a) => [a.level, a.file, a.startLine])).toEqual([
      ['error', 'src/run.ts', 3],
      ['warning', 'src/r.ts', 1],
      ['warning', undefined, undefined],
    ])
    expect(ports.outputs['check-run-id']).toBe('')
    expect(ports.log.lines.join('\n')).not.toContain('not shown as annotations')
  })

  it('gives flagged dependencies and findings one budget of log annotations', async () => {
    const hits = Array.from({ length: 9 }, (_, i) =>
      makeDependencyHit({ name: `evil-${i}`, level: 'malicious' }),
    )
    const state = completedState({ dependencies: makeDependencyReport({ hits }) })
    const ports = fakePorts({})
    const reporter = new CheckRunReporter(undefined, ports.log, 'no github-token')
    await publish(state, ports, reporter)
    const errors = ports.annotations.filter((a) => a.level === 'error')
    // 9 packages fill the 9 errors left beside the failure message: the finding is counted as
    // not shown, not shown past what the runner displays.
    expect(errors).toHaveLength(9)
    expect(errors.some((a) => a.file === 'src/run.ts')).toBe(false)
    expect(ports.log.lines.join('\n')).toContain('1 more finding is not shown as annotations')
  })

  it('says how many findings the 10 log annotations per type leave out, and where they are', async () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      makeFinding({ id: `h${i}`, severity: 'high', title: `XSS ${i}`, filePath: 'a.ts' }),
    )
    const state = completedState({
      config: makeConfig({ sarifFile: 'scan.sarif' }),
      counts: makeCounts({ high: 1_030 }),
      collected: { findings: many, complete: false, notes: [] },
    })
    const ports = fakePorts({})
    const reporter = new CheckRunReporter(undefined, ports.log, 'no github-token')
    await publish(state, ports, reporter)
    expect(ports.annotations).toHaveLength(9)
    expect(ports.log.lines).toContain(
      'info: 1021 more findings are not shown as annotations (the runner shows 10 errors and 10 warnings per step); see them in the job summary or the SARIF file',
    )
  })

  it('falls back to log annotations when completing the check run fails', async () => {
    const api = fakeCheckRunApi()
    const { reporter } = await startedReporter(api)
    api.update = () => Promise.reject(Object.assign(new Error('Forbidden'), { status: 403 }))
    const state = completedState()
    const ports = fakePorts({})
    await publish(state, ports, reporter)
    expect(ports.annotations).toHaveLength(3)
  })

  it('shows no annotation at all with annotate: none', async () => {
    const state = completedState({ config: makeConfig({ annotate: 'none' }) })
    const ports = fakePorts({})
    const { api, reporter } = await startedReporter()
    await publish(state, ports, reporter)
    expect(api.updates[0]![1].output.annotations).toBeUndefined()
    const without = fakePorts({})
    await publish(state, without, undefined)
    expect(without.annotations).toEqual([])
  })

  it('annotates flagged dependencies on their lockfile line before the findings, within max-annotations', async () => {
    const dependencies = makeDependencyReport({
      hits: [
        makeDependencyHit({
          name: 'event-stream',
          version: '3.3.6',
          summary: 'steals wallet keys',
          osvId: 'MAL-1',
          locations: [{ path: 'web/package-lock.json', line: 40 }, { path: 'api/yarn.lock' }],
        }),
        makeDependencyHit({ name: 'colors', level: 'suspicious' }),
      ],
    })
    const state = completedState({ config: makeConfig({ maxAnnotations: 4 }), dependencies })
    const { api, reporter } = await startedReporter()
    await publish(state, fakePorts({}), reporter)
    const annotations = api.updates[0]![1].output.annotations ?? []
    expect(annotations.map((a) => [a.path, a.start_line, a.annotation_level, a.title])).toEqual([
      ['web/package-lock.json', 40, 'failure', 'Malicious package: event-stream 3.3.6'],
      ['api/yarn.lock', 1, 'failure', 'Malicious package: event-stream 3.3.6'],
      ['package-lock.json', 12, 'warning', 'Suspicious package: colors 1.0.0'],
      ['src/run.ts', 3, 'failure', 'Critical: RCE'],
    ])
    expect(annotations[0]?.message).toContain('steals wallet keys\n\nAdvisory: MAL-1')

    // Without a check run, the log annotations put them first too.
    const ports = fakePorts({})
    await publish(state, ports, undefined)
    expect(ports.annotations.slice(0, 3).map((a) => [a.level, a.file, a.startLine])).toEqual([
      ['error', 'web/package-lock.json', 40],
      ['warning', 'package-lock.json', 12],
      ['error', 'src/run.ts', 3],
    ])
  })

  it('writes the report file when asked, and names it in the outputs', async () => {
    const state = completedState({ config: makeConfig({ reportFile: 'out/scan.json' }) })
    const ports = fakePorts({})
    await publish(state, ports, undefined)
    const file = JSON.parse(ports.files['out/scan.json'] ?? '{}') as Record<string, unknown>
    expect(file).toMatchObject({ schemaVersion: 2, gate: { result: 'failed' } })
    // Written in pieces, the text is still that of JSON.stringify, two-space indented.
    const expected = `${JSON.stringify(buildReportFile(decideOutcome(state)), null, 2)}\n`
    expect(ports.files['out/scan.json']).toBe(expected)
    expect(ports.outputs['report-file']).toBe('out/scan.json')

    const failing = fakePorts({})
    failing.writeFile = () => Promise.reject(new Error('EACCES: permission denied'))
    await publish(state, failing, undefined)
    expect(failing.outputs['report-file']).toBe('')
    expect(failing.log.at('warning')).toContain(
      'Could not write the report file: EACCES: permission denied',
    )
    expect(failing.summaries).toHaveLength(1)
  })

  it('writes the SARIF file of every finding read, and names it in the outputs', async () => {
    const state = completedState({ config: makeConfig({ sarifFile: 'scan.sarif' }) })
    const ports = fakePorts({})
    await publish(state, ports, undefined)
    const log = JSON.parse(ports.files['scan.sarif'] ?? '{}') as {
      version: string
      runs: { results: { ruleId: string }[] }[]
    }
    expect(log.version).toBe('2.1.0')
    expect(log.runs[0]?.results).toHaveLength(FINDINGS.length)
    expect(ports.outputs['sarif-file']).toBe('scan.sarif')
    expect(ports.log.lines).toContain('info: Wrote 3 results to the SARIF file scan.sarif')
    expect(ports.summaries[0]).not.toContain('SARIF file holds')
  })

  it('says in the log and the summary when the SARIF file holds only the findings read', async () => {
    const state = completedState({
      config: makeConfig({ sarifFile: 'scan.sarif' }),
      counts: makeCounts({ critical: 1, medium: 1, low: 30_000 }),
      collected: { findings: FINDINGS, complete: false, notes: [] },
    })
    const ports = fakePorts({})
    await publish(state, ports, undefined)
    const note = "The SARIF file holds the 3 findings read, of the scan's 30002"
    expect(ports.log.at('warning')).toContain(note)
    expect(ports.summaries[0]).toContain('The SARIF file holds the 3 findings read')
    expect(ports.summaries[0]).toContain('closed by code scanning')
  })

  it('writes no SARIF file when the findings were not read: an empty one would close every alert', async () => {
    const state = completedState({
      config: makeConfig({ sarifFile: 'scan.sarif' }),
      stop: 'timeout',
      collected: undefined,
    })
    const ports = fakePorts({})
    await publish(state, ports, undefined)
    expect(ports.files).toEqual({})
    expect(ports.outputs['sarif-file']).toBe('')
    expect(ports.log.lines).toContain(
      'info: No SARIF file was written: the scan’s findings were not read',
    )
  })

  it('writes no job summary when job-summary is false', async () => {
    const state = completedState({ config: makeConfig({ jobSummary: false }) })
    const ports = fakePorts({})
    await publish(state, ports, undefined)
    expect(ports.summaries).toEqual([])
    expect(ports.outputs.result).toBe('failed')
  })

  it('publishes what is known of a run that stopped before any scan', async () => {
    const state: RunParts = { stopped: { stop: 'config', problem: 'base-url: required' } }
    const ports = fakePorts({})
    await publish(state, ports, undefined)
    expect(ports.outputs).toMatchObject({ result: 'failed', 'scan-id': '', 'estimation-id': '' })
    expect(ports.summaries[0]).toContain('base-url')
    expect(ports.annotations).toEqual([])
  })

  it('keeps writing the other parts when one part fails', async () => {
    const state = completedState()
    const ports = fakePorts(
      {},
      {
        annotate: () => {
          throw new Error('annotation refused')
        },
        setOutput: () => {
          throw new Error('GITHUB_OUTPUT is not writable')
        },
        writeSummary: () => Promise.reject(new Error('EACCES: summary file')),
      },
    )
    const reporter = new CheckRunReporter(undefined, ports.log, 'no github-token')
    await expect(publish(state, ports, reporter)).resolves.toBeUndefined()
    expect(ports.log.at('warning')).toEqual([
      'Could not write the check run: annotation refused',
      'Could not write the outputs: GITHUB_OUTPUT is not writable',
      'Could not write the job summary: EACCES: summary file',
    ])
  })

  it('still sets the outputs and the check run when only the summary fails', async () => {
    const state = completedState()
    const ports = fakePorts({}, { writeSummary: () => Promise.reject(new Error('disk full')) })
    const { api, reporter } = await startedReporter()
    await publish(state, ports, reporter)
    expect(api.updates).toHaveLength(1)
    expect(ports.outputs['scan-id']).toBe(SCAN_ID)
    expect(ports.log.at('warning')).toEqual(['Could not write the job summary: disk full'])
  })

  it('says what a thrown non-error was', async () => {
    const state = completedState()
    const ports = fakePorts(
      {},
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- on purpose
      { writeSummary: () => Promise.reject('plain string') },
    )
    await publish(state, ports, undefined)
    expect(ports.log.at('warning')).toEqual(['Could not write the job summary: plain string'])
  })
})

describe('publishResults: the sticky PR comment', () => {
  async function publishWithComment(
    mode: 'always' | 'on-failure' | 'never',
    overrides: Overrides = {},
    api = fakeCheckRunApi(),
  ) {
    const { reporter } = await startedReporter(api)
    const state = completedState({ config: makeConfig({ prComment: mode }), ...overrides })
    const ports = fakePorts({})
    await publish(state, ports, reporter, { api })
    return { api, ports }
  }

  it('writes one comment with the marker and the check run and workflow run links', async () => {
    const { api, ports } = await publishWithComment('always')
    // Listed again after creating: overlapping runs converge on one comment.
    expect(api.commentCalls).toEqual(['list 7', 'create 7', 'list 7'])
    const body = api.createdComments[0]!.body
    expect(
      body.startsWith('<!-- security-scan-action:comment check-name="Security%20scan" -->'),
    ).toBe(true)
    expect(body).toContain('❌ failed')
    expect(body).toContain('[Check run](https://github.com/acme/webapp/runs/101)')
    expect(body).toContain('(https://github.com/acme/webapp/actions/runs/4242)')
    expect(ports.summaries).toHaveLength(1)
  })

  it('updates the same comment on the next run instead of writing another', async () => {
    const api = fakeCheckRunApi()
    await publishWithComment('always', {}, api)
    await publishWithComment(
      'always',
      {
        counts: makeCounts({ low: 1 }),
        collected: { findings: [FINDINGS[2]!], complete: true, notes: [] },
      },
      api,
    )
    expect(api.createdComments).toHaveLength(1)
    expect(api.updatedComments).toHaveLength(1)
    expect(api.updatedComments[0]?.body).toContain('✅ passed')
  })

  it('on-failure writes nothing for a run that passes', async () => {
    const passing = {
      counts: makeCounts({ low: 1 }),
      collected: { findings: [FINDINGS[2]!], complete: true, notes: [] },
    }
    const { api } = await publishWithComment('on-failure', passing)
    expect(api.commentCalls).toEqual(['list 7'])
  })

  it('never, or a run that is not about a pull request, sends no request', async () => {
    expect((await publishWithComment('never')).api.commentCalls).toEqual([])
    const push = await publishWithComment('always', {
      target: makeTarget({ scanType: 'full', prNumber: undefined }),
    })
    expect(push.api.commentCalls).toEqual([])
  })

  it('a read-only token gets one warning, and every other report is still written', async () => {
    const { ports } = await publishWithComment(
      'always',
      {},
      fakeCheckRunApi({ comments: 'forbidden' }),
    )
    const warnings = ports.log.lines.filter((l) => l.startsWith('warning: '))
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('Cannot write the PR comment (403')
    expect(ports.summaries).toHaveLength(1)
    expect(ports.outputs.result).toBe('failed')
  })

  it('without a GitHub connection, says why in one warning', async () => {
    const state = completedState({ config: makeConfig({ prComment: 'always' }) })
    const ports = fakePorts({})
    const reporter = new CheckRunReporter(undefined, ports.log, 'no github-token')
    await publish(state, ports, reporter, {
      reason: 'no github-token or repository',
    })
    expect(ports.log.lines).toContain(
      'warning: Cannot write the PR comment (no github-token or repository); pr-comment needs a github-token with "pull-requests: write"',
    )
  })
})
