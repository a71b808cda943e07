import type { RunPorts } from '../../src/job/ports.js'
import type { LogAnnotation } from '../../src/report/annotations.js'
import { makeContext } from '../builders/config.js'
import { createVirtualClock } from './clock.js'
import { fakeCheckRunApi } from './github-api.js'
import { recordingLog, type RecordingLog } from './log.js'

export interface FakePorts extends RunPorts {
  log: RecordingLog
  /** setSecret, log.*, setOutput, writeSummary, annotate and setFailed, in call order. */
  events: string[]
  secrets: string[]
  outputs: Record<string, string>
  summaries: string[]
  annotations: LogAnnotation[]
  failures: string[]
  /** Files written (report-file), by path. */
  files: Record<string, string>
  /** Every string the run handed to the runner (log, outputs, summary, annotations, failures). */
  recorded(): string[]
}

/** Ports to override; a replaced log must still record. */
export type PortOverrides = Partial<Omit<RunPorts, 'log'>> & { log?: RecordingLog }

export function fakePorts(
  inputs: Record<string, string>,
  overrides: PortOverrides = {},
): FakePorts {
  const events: string[] = []
  const ports: FakePorts = {
    events,
    secrets: [],
    outputs: {},
    summaries: [],
    annotations: [],
    failures: [],
    files: {},
    getInput: (name) => inputs[name] ?? '',
    setSecret: (value) => {
      events.push('setSecret')
      ports.secrets.push(value)
    },
    log: recordingLog(events),
    setOutput: (name, value) => {
      events.push('setOutput')
      ports.outputs[name] = value
    },
    writeSummary: (markdown) => {
      events.push('writeSummary')
      ports.summaries.push(markdown)
      return Promise.resolve()
    },
    annotate: (annotation) => {
      events.push('annotate')
      ports.annotations.push(annotation)
    },
    setFailed: (message) => {
      events.push('setFailed')
      ports.failures.push(message)
    },
    writeFile: (path, chunks) => {
      events.push('writeFile')
      ports.files[path] = [...chunks].join('')
      return Promise.resolve()
    },
    context: makeContext(),
    clock: createVirtualClock(),
    createServiceClient: () => {
      throw new Error('no service client in this test')
    },
    createGitHubApi: () => Promise.resolve(fakeCheckRunApi()),
    recorded: () => [
      ...ports.log.lines,
      ...Object.values(ports.outputs),
      ...ports.summaries,
      ...ports.annotations.flatMap((a) => [a.message, a.title ?? '', a.file ?? '']),
      ...ports.failures,
      ...Object.values(ports.files),
    ],
    ...overrides,
  }
  return ports
}
