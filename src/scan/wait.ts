import { readFindingsSummary } from './counts.js'
import { FAILED_STATUSES, isKnownStatus, normalizeStatus } from './status.js'
import { describeElapsed } from '../common/clock.js'
import { createRepeatGate } from '../common/logger.js'
import type { Config } from '../config/inputs.js'
import { formatDuration } from '../config/duration.js'
import type { Deadline } from '../service/client.js'
import { ServiceError } from '../service/errors.js'
import type { Scan, ScanStatus } from '../service/schemas.js'
import { sanitizeForLog } from '../common/escape.js'
import type { StepDeps } from './step-deps.js'
import { describeExpectedEnd, Heartbeat } from './heartbeat.js'
import { PollPacer } from './pacer.js'
import { readPatiently } from './patient.js'
import { pollUnfinished, type PollOutcome } from './poll.js'

export type ScanWaitOutcome =
  | { outcome: 'completed'; status: string; scan: Scan }
  | { outcome: 'failed'; status: string; scan?: Scan | undefined }
  | { outcome: 'aborted'; status: string | undefined; scan?: Scan | undefined }
  /** `failing`: its last look failed; the service kept failing until scan-timeout. */
  | {
      outcome: 'timeout'
      status: string | undefined
      scan?: Scan | undefined
      failing?: true | undefined
    }
  /** A look that failed for good (a refused key, a broken answer), or the record not read. */
  | { outcome: 'error'; status: string | undefined; error: unknown; scan?: Scan | undefined }

export interface ScanWaitOptions {
  /** The shortest wait between polls (poll-interval). */
  floorMs: number
  /** scan-timeout, counted from the start of the scan step. */
  deadline: Deadline
  /** When the scan was started: its progress was 0 then. */
  startedAtMs: number
  /** Reads the completed scan's record; the status polls end at `deadline`, this read may not. */
  readDeadline: (now: number) => Deadline
}

/**
 * Polls the scan until it is completed or has failed, within scan-timeout. A 429 or a transient
 * failure of a poll only slows polling (the scan goes on on the service, and it is paid for).
 * How each poll looks at the scan is ScanLooker's business.
 *
 * A line is printed when the status line changes; a wait that has printed nothing for three
 * minutes prints a heartbeat, from what the polls already know (heartbeat.ts).
 */
export async function waitForScan(
  deps: StepDeps,
  scanId: string,
  options: ScanWaitOptions,
): Promise<ScanWaitOutcome> {
  const { clock } = deps
  const { deadline } = options
  const pacer = new PollPacer({
    floorMs: options.floorMs,
    startedAtMs: options.startedAtMs,
    random: deps.random,
  })
  // The heartbeat tells the status line the looker printed last; the looker logs through it.
  const heartbeat: Heartbeat = new Heartbeat({
    clock,
    log: deps.log,
    pacer,
    deadline,
    describe: (nowMs) =>
      describeScanWait(scanId, looker.lastLine, options.startedAtMs, nowMs, pacer, deadline),
  })
  // Every line about the scan goes through the heartbeat, which speaks only after a silence.
  const log = heartbeat.log
  const looker = new ScanLooker({ ...deps, log }, scanId, deadline, pacer, options.floorMs)
  // A failed poll is reported once, then at most once a minute; the poll itself goes on.
  const skipReportDue = createRepeatGate(() => clock.now())
  const reported = new Set<string>()
  // A scan takes minutes: the first look waits an interval, like every other.
  const outcome = await pollUnfinished<Look>(
    deps,
    { pacer, heartbeat, deadline },
    {
      check: (s) => looker.look(s),
      isDone: (look) => look.status === 'completed' || FAILED_STATUSES.has(look.status),
      // A look at the record shows no progress: "still running" then means no more than the last
      // progress seen, which slows the pacing (a scan stalled near its end, say in triage, is not
      // polled at the floor for hours) and sends the next look back to the status endpoint.
      progressOf: (look) =>
        look.progress ?? (look.status !== 'completed' ? pacer.latestPercent : undefined),
      onValue: (look) => {
        if (!isKnownStatus(look.status) && !reported.has(look.status)) {
          reported.add(look.status)
          log.info(
            `Scan ${scanId} reports status "${sanitizeForLog(look.status)}", which the action does not know; treating it as still running`,
          )
        }
      },
      onSkipped: (error, kind) => {
        // 429s are reported once a minute by the client; other lost polls are reported here.
        if (kind === 'throttled') return
        if (!skipReportDue()) return
        log.warning(
          `Could not read the status of scan ${scanId} (${error.message}); the scan goes on on the service, and this job polls again in a while`,
        )
      },
    },
  )
  return await endWait(deps, scanId, outcome, options)
}

/**
 * What the wait ends with, never thrown: the last status seen comes with it. A completed scan
 * comes with its record, which carries the counts: the status endpoint need not carry
 * findings_summary, so the record is read when no look brought it.
 */
async function endWait(
  deps: StepDeps,
  scanId: string,
  outcome: PollOutcome<Look>,
  options: ScanWaitOptions,
): Promise<ScanWaitOutcome> {
  if (!outcome.ok) {
    const record = outcome.last?.record
    const seen = { status: outcome.last?.status, scan: record }
    if (outcome.reason === 'error') return { outcome: 'error', error: outcome.error, ...seen }
    if (outcome.reason === 'aborted') return { outcome: 'aborted', ...seen }
    return { outcome: 'timeout', ...seen, failing: outcome.failing }
  }
  const { status, record } = outcome.value
  if (status !== 'completed') return { outcome: 'failed', status, scan: record }
  if (record !== undefined) return { outcome: 'completed', status, scan: record }
  const { client, clock, signal } = deps
  const readDeadline = options.readDeadline(clock.now())
  try {
    const scan = await readPatiently(deps, readDeadline, `the record of scan ${scanId}`, () =>
      client.getScan(scanId, { signal, deadline: readDeadline }),
    )
    return { outcome: 'completed', status, scan }
  } catch (error) {
    return { outcome: 'error', status, error }
  }
}

/** One look at the scan: its status, and what the answer carried besides. */
interface Look {
  status: string
  progress?: number
  record?: Scan
}

/**
 * How a poll looks at the scan. The status endpoint gives progress, which paces the polls; the
 * scan record gives the status and the counts, but no progress. So a look that progress says
 * should find the scan done reads the record: when it is completed, its counts come with it and no
 * further request is needed. A status endpoint without progress, or one that answers 404, is
 * given up for the record. A line is printed each time the status line changes.
 */
class ScanLooker {
  /** The status line last printed ('' before the first). */
  lastLine = ''
  private useRecord = false

  constructor(
    private readonly deps: Pick<StepDeps, 'client' | 'clock' | 'log'>,
    private readonly scanId: string,
    private readonly deadline: Deadline,
    private readonly pacer: PollPacer,
    private readonly floorMs: number,
  ) {}

  async look(signal: AbortSignal | undefined): Promise<Look> {
    // Within half a floor of the predicted end: this look should find it done. If it does not,
    // the next look, a floor later, reads the record again: it costs nothing more.
    const remainingMs = this.pacer.estimateRemainingMs(this.deps.clock.now()) ?? Infinity
    if (this.useRecord || remainingMs <= this.floorMs / 2) return await this.lookAtRecord(signal)
    return (await this.lookAtStatus(signal)) ?? (await this.lookAtRecord(signal))
  }

  private async lookAtStatus(signal: AbortSignal | undefined): Promise<Look | undefined> {
    const { client, log } = this.deps
    const { scanId, deadline } = this
    let answer: ScanStatus
    try {
      answer = await client.getScanStatus(scanId, { signal, deadline, retryRateLimited: false })
    } catch (error) {
      if (!(error instanceof ServiceError && error.status === 404)) throw error
      log.debug('GET /scans/{id}/status answered 404; polling the scan record instead')
      this.useRecord = true
      return undefined
    }
    const progress = typeof answer.progress === 'number' ? answer.progress : undefined
    const line = [
      answer.status,
      progress === undefined ? undefined : `${progress}%`,
      answer.stage ? `stage ${answer.stage}` : undefined,
    ]
      .filter(Boolean)
      .join(', ')
    this.printLine(line)
    const look: Look = { status: normalizeStatus(answer.status) }
    if (progress !== undefined) look.progress = progress
    else {
      log.debug(
        'GET /scans/{id}/status gives no progress; polling the scan record, which has the counts',
      )
      this.useRecord = true
    }
    // Only a summary the gate can trust spares the read of the record, which may carry a good one.
    if (readFindingsSummary(answer.findings_summary).ok) {
      look.record = { id: scanId, status: answer.status, findings_summary: answer.findings_summary }
    }
    return look
  }

  private async lookAtRecord(signal: AbortSignal | undefined): Promise<Look> {
    const { scanId, deadline } = this
    const record = await this.deps.client.getScan(scanId, {
      signal,
      deadline,
      retryRateLimited: false,
    })
    const status = normalizeStatus(record.status ?? 'unknown')
    this.printLine(status)
    return { status, record }
  }

  private printLine(line: string): void {
    if (line !== this.lastLine) this.deps.log.info(`Scan ${this.scanId}: ${sanitizeForLog(line)}`)
    this.lastLine = line
  }
}

/** What a heartbeat says of a scan: how long it has run, its last status, when it should end. */
function describeScanWait(
  scanId: string,
  statusLine: string,
  startedAtMs: number,
  nowMs: number,
  pacer: PollPacer,
  deadline: Deadline,
): { title: string; details: string[] } {
  const remainingMs = pacer.estimateRemainingMs(nowMs)
  const status = statusLine === '' ? 'no status yet' : `last status ${sanitizeForLog(statusLine)}`
  const title = `Still waiting for scan ${scanId}: ${describeElapsed(nowMs - startedAtMs)} since it started; ${status}; ${describeExpectedEnd(remainingMs, nowMs)}`
  const late = remainingMs !== undefined && nowMs + remainingMs > deadline.atMs
  return {
    title,
    details: late
      ? [
          `By its progress the scan ends after ${deadline.name} runs out; raise scan-timeout if this keeps happening`,
        ]
      : [],
  }
}

/** One line on a scan that did not finish for this job: it must never be lost. */
export function describeUnfinishedScan(
  id: string,
  outcome: 'failed' | 'timeout' | 'aborted',
  status: string | undefined,
  config: Pick<Config, 'scanTimeoutMs'>,
  rateLimitedForMs = 0,
): string {
  // The status word comes from the service and ends up in the log: never a workflow command.
  const last = sanitizeForLog(status ?? 'unknown', 100)
  if (outcome === 'failed') return `Scan ${id} ended with status "${last}" and no results`
  const why =
    outcome === 'timeout'
      ? `did not complete within scan-timeout (${formatDuration(config.scanTimeoutMs)})`
      : 'was still running when the job was cancelled'
  const busy =
    rateLimitedForMs > 0
      ? `; the API key had been refusing this job's polls (429) for ${describeElapsed(rateLimitedForMs)}`
      : ''
  return `Scan ${id} ${why}; last status: ${last}${busy}. It goes on running on the service: find it in the dashboard by its id`
}
