import { describe, expect, it } from 'vitest'
import { publishResults } from '../../src/flow/publish.js'
import { newRunState, toScanReport, type RunState } from '../../src/flow/state.js'
import { CheckRunReporter } from '../../src/github/check-run.js'
import { OUTPUT_NAMES } from '../../src/report/outputs.js'
import {
  makeCounts,
  makeDependencyHit,
  makeDependencyReport,
  makeFinding,
} from '../report/builders.js'
import {
  ESTIMATION_ID,
  fakeCheckRunApi,
  fakePorts,
  HEAD_SHA,
  makeConfig,
  makeEstimation,
  makeTarget,
  recordingLog,
  SCAN_ID,
} from './helpers.js'

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

function completedState(overrides: Partial<RunState> = {}): RunState {
  return {
    ...newRunState(),
    config: makeConfig(),
    target: makeTarget(),
    estimation: makeEstimation(),
    scanId: SCAN_ID,
    scanStatus: 'completed',
    counts: makeCounts({ critical: 1, medium: 1, low: 1 }),
    collected: { findings: FINDINGS, complete: true, notes: [] },
    ...overrides,
  }
}

async function startedReporter(api = fakeCheckRunApi()) {
  const log = recordingLog()
  const reporter = new CheckRunReporter(api, log)
  await reporter.start('Security scan', HEAD_SHA)
  return { api, reporter, log }
}

describe('publishResults', () => {
  it('completes the check run with annotations, sets every output and writes the summary', async () => {
    const state = completedState()
    const report = toScanReport(state)
    const ports = fakePorts({})
    const { api, reporter } = await startedReporter()
    await publishResults(state, report, ports, reporter)

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
    await publishResults(state, toScanReport(state), ports, reporter)
    expect(ports.annotations.map((a) => [a.level, a.file, a.startLine])).toEqual([
      ['error', 'src/run.ts', 3],
      ['warning', 'src/r.ts', 1],
      ['warning', undefined, undefined],
    ])
    expect(ports.outputs['check-run-id']).toBe('')
  })

  it('falls back to log annotations when completing the check run fails', async () => {
    const api = fakeCheckRunApi()
    const { reporter } = await startedReporter(api)
    api.update = () => Promise.reject(Object.assign(new Error('Forbidden'), { status: 403 }))
    const state = completedState()
    const ports = fakePorts({})
    await publishResults(state, toScanReport(state), ports, reporter)
    expect(ports.annotations).toHaveLength(3)
  })

  it('shows no annotation at all when annotations are off', async () => {
    const state = completedState({ config: makeConfig({ annotations: false }) })
    const ports = fakePorts({})
    const { api, reporter } = await startedReporter()
    await publishResults(state, toScanReport(state), ports, reporter)
    expect(api.updates[0]![1].output.annotations).toBeUndefined()
    const without = fakePorts({})
    await publishResults(state, toScanReport(state), without, undefined)
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
    await publishResults(state, toScanReport(state), fakePorts({}), reporter)
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
    await publishResults(state, toScanReport(state), ports, undefined)
    expect(ports.annotations.slice(0, 3).map((a) => [a.level, a.file, a.startLine])).toEqual([
      ['error', 'web/package-lock.json', 40],
      ['warning', 'package-lock.json', 12],
      ['error', 'src/run.ts', 3],
    ])
  })

  it('writes the report file when asked, and names it in the outputs', async () => {
    const state = completedState({ config: makeConfig({ reportFile: 'out/scan.json' }) })
    const ports = fakePorts({})
    await publishResults(state, toScanReport(state), ports, undefined)
    const file = JSON.parse(ports.files['out/scan.json'] ?? '{}') as Record<string, unknown>
    expect(file).toMatchObject({ schemaVersion: 1, gate: { result: 'failed' } })
    expect(ports.outputs['report-file']).toBe('out/scan.json')

    const failing = fakePorts({})
    failing.writeFile = () => Promise.reject(new Error('EACCES: permission denied'))
    await publishResults(state, toScanReport(state), failing, undefined)
    expect(failing.outputs['report-file']).toBe('')
    expect(failing.log.at('warning')).toContain(
      'Could not write the report file: EACCES: permission denied',
    )
    expect(failing.summaries).toHaveLength(1)
  })

  it('writes no job summary when job-summary is false', async () => {
    const state = completedState({ config: makeConfig({ jobSummary: false }) })
    const ports = fakePorts({})
    await publishResults(state, toScanReport(state), ports, undefined)
    expect(ports.summaries).toEqual([])
    expect(ports.outputs.result).toBe('failed')
  })

  it('publishes what is known of a run that stopped before any scan', async () => {
    const state: RunState = { ...newRunState(), stop: 'config', problem: 'base-url: required' }
    const ports = fakePorts({})
    await publishResults(state, toScanReport(state), ports, undefined)
    expect(ports.outputs).toMatchObject({ result: 'failed', 'scan-id': '', 'estimation-id': '' })
    expect(ports.summaries[0]).toContain('base-url')
    expect(ports.annotations).toEqual([])
  })

  it('keeps writing the other parts when one part fails', async () => {
    const state = completedState()
    const report = toScanReport(state)
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
    await expect(publishResults(state, report, ports, reporter)).resolves.toBeUndefined()
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
    await publishResults(state, toScanReport(state), ports, reporter)
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
    await publishResults(state, toScanReport(state), ports, undefined)
    expect(ports.log.at('warning')).toEqual(['Could not write the job summary: plain string'])
  })
})
